#!/usr/bin/env bash
# npm test: everything CI runs. Static checks, build, then unit, integration and
# end-to-end tests against real Redis, NATS, FerretDB and S3 on the isolated "test"
# profile (its own ports and data under .data/test), which is stopped afterwards.
source "$(dirname "$0")/lib.sh"
ensure_dependencies

export REDIS_PORT=16379 NATS_PORT=14222 NATS_MONITOR_PORT=18222 FERRETDB_PORT=37017 S3_PORT=17070 DATA_DIR=.data/test
stop_test_infra() { bash deploy/local/infra.sh down >/dev/null 2>&1 || true; }
trap stop_test_infra EXIT

say "Lint (ESLint with Nx module boundaries)"
NX_DAEMON=false nx show projects >/dev/null   # the boundary rule reads Nx's project graph
eslint . --max-warnings=0

say "Formatting (Prettier; npm run format writes it)"
prettier --check --log-level warn "**/*.{ts,tsx,mjs,js,cjs,css}"

say "Type-check (services, libraries, tests, web)"
tsc -b tsconfig.json
tsc -p tsconfig.spec.json
tsc -p web/tsconfig.json --noEmit
tsc -p tsconfig.node-run.json   # what Node runs from source (npm start's supervisor, benchmarks): erasable syntax only

build_all

say "Starting test infrastructure (fresh data under .data/test)"
stop_test_infra
rm -rf .data/test
bash deploy/local/infra.sh up

say "Unit and integration tests (Jest)"
node --experimental-vm-modules node_modules/jest/bin/jest.js --ci --runInBand

say "End-to-end tests (Playwright, Debian chromium)"
playwright test -c web/e2e/playwright.config.ts
