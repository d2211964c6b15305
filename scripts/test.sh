#!/usr/bin/env bash
# `npm test`: every check but the system proofs (`npm run test:system`), in a few minutes.
# The build the journeys start comes first; then the tests (unit, API on PGlite and on
# PostgreSQL when TEST_DATABASE_URL is set, browser journeys against the built shop) run while
# the two static checks run beside them at a lower priority: the journeys leave a core partly
# idle while they wait for the browser, and the checks fill it instead of delaying the tests.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/ensure-chromium.sh
node scripts/build.js --if-stale

logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
started=$SECONDS
static_check() {
  if nice -n 10 npm run --silent "$1" > "$logs/$1" 2>&1; then
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

failed=0
npx vitest run --project unit --project 'api-*' --project e2e || failed=1
wait $lint || failed=1
wait $typecheck || failed=1
exit $failed
