#!/usr/bin/env bash
# `npm test`: every check but the system proofs (`npm run test:system`), in a few minutes.
# The build the journeys start comes first. Then, side by side: the unit and API tests (on
# PGlite, and on PostgreSQL when TEST_DATABASE_URL is set), shown as they run; the browser
# journeys against the built shop, one file at a time, in a vitest of their own (vitest runs a
# one-worker project only after the others) whose report follows; and the two static checks.
# Priorities follow what each waits on. A journey is a chain of short steps (the test, the
# shop, the browser, each waiting for the last), so every step that queues behind other work
# for a core adds to its time: on two cores shared with everything else, a 14 s journey took
# 40 s to over 120 s. The unit and API files and the static checks only need throughput, so
# they run at lower priorities (nice 5, then 15) and take the cores the journeys leave free.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/ensure-chromium.sh
node scripts/build.js --if-stale

logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
started=$SECONDS

static_check() {
  if nice -n 15 npm run --silent "$1" > "$logs/$1" 2>&1; then
    echo "npm run $1 passed in $((SECONDS - started)) s"
  else
    cat "$logs/$1"
    echo "npm run $1 failed"
    return 1
  fi
}
static_check lint &
lint=$!
static_check typecheck &
typecheck=$!
# Without the results cache: the two vitests would write the same file.
npx vitest run --project e2e --no-cache > "$logs/e2e" 2>&1 &
journeys=$!

failed=0
nice -n 5 npx vitest run --project unit --project 'api-*' || failed=1
journeys_failed=0
wait $journeys || journeys_failed=1
echo
echo "Browser journeys (npm run test:e2e), finished $((SECONDS - started)) s after the start:"
cat "$logs/e2e"
[ $journeys_failed = 0 ] || failed=1
wait $lint || failed=1
wait $typecheck || failed=1
echo "npm test: $([ $failed = 0 ] && echo passed || echo FAILED) in $((SECONDS - started)) s after the build"
exit $failed
