#!/usr/bin/env bash
# npm test: everything CI runs. Static checks, build, then unit, integration and
# end-to-end tests against real Redis, NATS, FerretDB and S3 on the isolated "test"
# profile (its own ports and data under .data/test), which is stopped afterwards.
source "$(dirname "$0")/lib.sh"
ensure_dependencies

export REDIS_PORT=16379 NATS_PORT=14222 NATS_MONITOR_PORT=18222 FERRETDB_PORT=37017 S3_PORT=17070 DATA_DIR=.data/test
stop_test_infra() { bash deploy/local/infra.sh down >/dev/null 2>&1 || true; }
static_pid=""
cleanup() {
  [ -z "$static_pid" ] || kill "$static_pid" 2>/dev/null || true
  stop_test_infra
}
trap cleanup EXIT

say "Static checks: ESLint (with Nx module boundaries) and Prettier, next to the type-check"
NX_DAEMON=false nx show projects >/dev/null   # the boundary rule reads Nx's project graph
# ESLint and Prettier run on the second core while tsc type-checks (each is single-threaded).
static_log="$(mktemp)"
( eslint . --max-warnings=0 && prettier --check --log-level warn "**/*.{ts,tsx,mjs,js,cjs,css}" ) >"$static_log" 2>&1 &
static_pid=$!

say "Type-check (services, libraries, tests, web)"
tsc -b tsconfig.json
tsc -p tsconfig.spec.json
tsc -p web/tsconfig.json --noEmit
tsc -p tsconfig.node-run.json   # what Node runs from source (npm start's supervisor, benchmarks): erasable syntax only

static_status=0
wait "$static_pid" || static_status=$?
static_pid=""
cat "$static_log"
rm -f "$static_log"
[ "$static_status" = 0 ] || die "ESLint or Prettier found problems (npm run format writes Prettier's layout)"

say "Alert and recording rules (promtool: every alert firing and not firing)"
bash deploy/prometheus/test-rules.sh

say "Helm chart: lint, render, validate (Helm and the API schemas installed once by deploy/local/tools.sh)"
bash deploy/helm/check.sh

say "Compose file: docker compose config (the Compose CLI built once by deploy/local/tools.sh)"
bash deploy/compose/check-config.sh

build_all

say "Starting test infrastructure (fresh data under .data/test)"
stop_test_infra
rm -rf .data/test
bash deploy/local/infra.sh up

say "Unit tests (Jest, both cores)"
node --experimental-vm-modules node_modules/jest/bin/jest.js --ci --selectProjects unit web --maxWorkers=2

say "Integration tests (Jest, one suite at a time: they share the test profile's ports)"
node --experimental-vm-modules node_modules/jest/bin/jest.js --ci --selectProjects integration --runInBand

say "End-to-end tests (Playwright, Debian chromium)"
playwright test -c web/e2e/playwright.config.ts
say "Every check passed"
