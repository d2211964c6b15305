#!/usr/bin/env bash
# `npm test`: every check but the system proofs (`npm run test:system`), in a few minutes.
# The two static checks are single-threaded: they run side by side, one per core. Then the
# build the journeys and the system proofs start, then the tests: unit, API on PGlite (and on
# PostgreSQL when TEST_DATABASE_URL is set), browser journeys against the built shop.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/ensure-chromium.sh

started=$SECONDS
npm run --silent lint > /tmp/atelier-lint.$$ 2>&1 &
lint=$!
npm run --silent typecheck > /tmp/atelier-typecheck.$$ 2>&1 &
typecheck=$!
failed=0
wait $lint || { cat /tmp/atelier-lint.$$; echo 'npm run lint failed'; failed=1; }
wait $typecheck || { cat /tmp/atelier-typecheck.$$; echo 'npm run typecheck failed'; failed=1; }
rm -f /tmp/atelier-lint.$$ /tmp/atelier-typecheck.$$
[ $failed = 0 ] || exit 1
echo "lint and typecheck passed in $((SECONDS - started)) s"

node scripts/build.js --if-stale
npx vitest run --project unit --project 'api-*' --project e2e
