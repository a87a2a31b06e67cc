#!/usr/bin/env bash
# npm test: everything CI runs. Static checks, build, then unit, integration and
# end-to-end tests against real Redis, NATS, FerretDB and S3 on the isolated "test"
# profile (its own ports and data under .data/test), which is stopped afterwards. The
# end-to-end tests run beside the unit and integration tests, which get a second set of
# the test profile (other ports, data under .data/test-int): nothing is shared but the CPU.
source "$(dirname "$0")/lib.sh"
ensure_dependencies
CPU_SUMMARY=test-results/cpu-by-process.txt
mkdir -p test-results
rm -f "$CPU_SUMMARY"
node scripts/cpu-by-process.cjs "$CPU_SUMMARY" &
cpu_sampler_pid=$!

export REDIS_PORT=16379 NATS_PORT=14222 NATS_MONITOR_PORT=18222 FERRETDB_PORT=37017 S3_PORT=17070 DATA_DIR=.data/test
# The integration tests' set: the same profile moved to other ports (libs/dev-stack profiles.ts).
INTEGRATION_ENV=(REDIS_PORT=26379 NATS_PORT=24222 NATS_MONITOR_PORT=28222 FERRETDB_PORT=57017 S3_PORT=27070
  DATA_DIR=.data/test-int GATEWAY_PORT=14000 AUTH_HTTP_PORT=14001)
E2E_LOG=test-results/e2e.log
FLAKY_LIST=test-results/flaky.txt
export FLAKY_LIST_FILE="$REPO_ROOT/$FLAKY_LIST"
stop_test_infra() {
  bash deploy/local/infra.sh down >/dev/null 2>&1 || true
  env "${INTEGRATION_ENV[@]}" bash deploy/local/infra.sh down >/dev/null 2>&1 || true
}
static_pid=""
e2e_pid=""
# Playwright's last words are its log's last write: the log's time is when the run ended.
record_e2e_time() {
  [ -n "${e2e_started_at:-}" ] && [ -f "$E2E_LOG" ] || return 0
  stage_time "end-to-end tests (beside the rest, from $(printf '%02d:%02d' $((e2e_started / 60)) $((e2e_started % 60))))" \
    $(($(stat -c %Y "$E2E_LOG") - e2e_started_at))
  e2e_started_at=""
}
# Stops a process and everything it started (the services a test suite spawned are detached).
kill_tree() {
  local child
  for child in $(ps -o pid= --ppid "$1" 2>/dev/null); do kill_tree "$child"; done
  kill "$1" 2>/dev/null || true
}
# Jest stops at the first failing file in CI (--bail) without running that file's afterAll: the
# services it had started (detached, in process groups of their own) would outlive the run and
# keep its ports, failing the next run on this machine. Whatever of this checkout still runs a
# service when the run ends is stopped, before the infrastructure it talks to.
stop_leftover_services() {
  local pid pids=() i
  for pid in $(pgrep -f 'services/[a-z-]+/dist/' 2>/dev/null); do
    [ "$(readlink "/proc/$pid/cwd" 2>/dev/null)" = "$REPO_ROOT" ] && pids+=("$pid")
  done
  [ "${#pids[@]}" -gt 0 ] || return 0
  say "Stopping ${#pids[@]} service processes a stopped test file left running"
  kill -TERM "${pids[@]}" 2>/dev/null || true
  for ((i = 0; i < 100; i++)); do
    any_running "${pids[@]}" || return 0
    sleep 0.1
  done
  kill -KILL "${pids[@]}" 2>/dev/null || true
}
any_running() {
  local pid
  for pid in "$@"; do kill -0 "$pid" 2>/dev/null && return 0; done
  return 1
}
print_slowest_tests() {
  node scripts/slowest-tests.cjs test-results/unit-results.json test-results/integration-results.json test-results/e2e-results.json 2>/dev/null || true
}
print_cpu_by_process() {
  kill -TERM "$cpu_sampler_pid" 2>/dev/null && wait "$cpu_sampler_pid" 2>/dev/null
  [ -s "$CPU_SUMMARY" ] || return 0
  say "Where the CPU went, by kind of process (also in $CPU_SUMMARY)"
  cat "$CPU_SUMMARY"
}
print_flaky_tests() {
  if [ -s "$FLAKY_LIST" ]; then
    say "FLAKY: tests that failed once and passed when tried again (also in $FLAKY_LIST)"
    cat "$FLAKY_LIST"
  else
    say "FLAKY: none"
  fi
}
integration_pid=""
cleanup() {
  local status=$?
  [ -z "$static_pid" ] || kill "$static_pid" 2>/dev/null || true
  [ -z "$integration_pid" ] || kill_tree "$integration_pid"
  # Playwright's teardown stops the stack it started.
  [ -z "$e2e_pid" ] || { kill -INT "$e2e_pid" 2>/dev/null && wait "$e2e_pid"; } 2>/dev/null || true
  stop_leftover_services
  stop_test_infra
  record_e2e_time
  print_slowest_tests
  print_cpu_by_process || true
  print_stage_times
  print_flaky_tests
  return "$status"
}
trap cleanup EXIT

# The infrastructure starts while the build runs (it needs none of it). The end-to-end tests
# take longest: they start as soon as both are there, and the checks and the other tests run beside them.
say "Starting test infrastructure beside the build: two sets, fresh data under .data/test (end-to-end) and .data/test-int (integration)"
stop_test_infra
rm -rf .data/test .data/test-int "$FLAKY_LIST" test-results/*-results.json
infra_log="$(mktemp)"
( bash deploy/local/infra.sh up && env "${INTEGRATION_ENV[@]}" bash deploy/local/infra.sh up ) >"$infra_log" 2>&1 &
infra_pid=$!
build_all
stage infrastructure "Waiting for the test infrastructure"
infra_status=0
wait "$infra_pid" || infra_status=$?
cat "$infra_log"
rm -f "$infra_log"
[ "$infra_status" = 0 ] || die "the test infrastructure did not start (its output is above)"

stage_end
say "End-to-end tests (Playwright, Debian chromium) started beside the rest; their output follows the integration tests"
mkdir -p "$(dirname "$E2E_LOG")"
e2e_started=$SECONDS
e2e_started_at=$(date +%s)
playwright test -c web/e2e/playwright.config.ts >"$E2E_LOG" 2>&1 &
e2e_pid=$!

stage "static checks and type-check" "Static checks: ESLint (with Nx module boundaries) and Prettier, next to the type-check"
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

stage "OpenAPI document" "OpenAPI document: openapi-spec-validator (Python's tooling, installed once by deploy/local/tools.sh)"
bash scripts/check-openapi.sh

stage "alert rules" "Alert and recording rules (promtool: every alert firing and not firing)"
bash deploy/prometheus/test-rules.sh

stage "Helm chart" "Helm chart: lint, render, validate (Helm and the API schemas installed once by deploy/local/tools.sh)"
bash deploy/helm/check.sh

stage "compose file" "Compose file: docker compose config (the Compose CLI built once by deploy/local/tools.sh)"
bash deploy/compose/check-config.sh

stage "unit tests" "Unit tests (Jest, both cores)"
node --experimental-vm-modules node_modules/jest/bin/jest.js --ci --selectProjects unit web --maxWorkers=2 \
  --json --outputFile=test-results/unit-results.json

stage "integration tests" "Integration tests (Jest, one suite at a time: they share their set's ports)"
# In CI a failed test is tried once more (scripts/jest-retry-in-ci.ts) and the first suite that
# still fails stops the run (--bail): what is already lost is not waited for.
env "${INTEGRATION_ENV[@]}" CPU_REPORT_FILE=test-results/integration-cpu.tsv node --experimental-vm-modules node_modules/jest/bin/jest.js --ci \
  --selectProjects integration --runInBand ${CI:+--bail} --reporters default --reporters ./scripts/jest-cpu-reporter.cjs \
  --reporters ./scripts/jest-flaky-reporter.cjs --json --outputFile=test-results/integration-results.json &
integration_pid=$!

# Whichever of the two ends first decides: a failure stops the other at once.
finished=""
first_status=0
wait -n -p finished "$integration_pid" "$e2e_pid" || first_status=$?
if [ "$finished" = "$e2e_pid" ]; then
  e2e_pid=""
  record_e2e_time
  if [ "$first_status" != 0 ]; then
    kill_tree "$integration_pid"
    cat "$E2E_LOG"
    die "end-to-end tests failed (the services' log: test-results/e2e-services.log); the integration tests were stopped"
  fi
  integration_status=0
  wait "$integration_pid" || integration_status=$?
  integration_pid=""
  [ "$integration_status" = 0 ] || die "integration tests failed"
  cat "$E2E_LOG"
else
  integration_pid=""
  [ "$first_status" = 0 ] || die "integration tests failed (the end-to-end tests were stopped; their log so far: $E2E_LOG)"
  stage "waiting for the end-to-end tests" "End-to-end tests: waiting for Playwright to finish"
  e2e_status=0
  wait "$e2e_pid" || e2e_status=$?
  e2e_pid=""
  cat "$E2E_LOG"
  [ "$e2e_status" = 0 ] || die "end-to-end tests failed (the services' log: test-results/e2e-services.log)"
fi
stage_end
say "Every check passed"
