#!/usr/bin/env bash
# npm run test:some <paths…>: a few test files against the test profile while developing, in
# seconds once the stack is built and its infrastructure runs (docs/testing.md).
#   npm run test:some services/gateway/test/photos.int.spec.ts libs/dal/src/writes/write-turns.spec.ts
#   npm run test:some web/e2e/landing.e2e.ts -- --project desktop
# Each path goes to the runner it belongs to: *.e2e.ts to Playwright, *.int.spec.ts to Jest's
# integration project, *.spec.tsx to the web project, other *.spec.ts to the unit project.
# Arguments from the first option on (after npm's `--`) go to every runner used. The build is Nx's (cached: only what changed is
# built again); the test infrastructure is started when it is not running and left running
# (npm test starts it afresh). Runs are serialised with a lock: two runs would share the test
# profile's NATS subjects and ports and answer each other's requests.
source "$(dirname "$0")/lib.sh"
ensure_dependencies
# A second working tree can run beside this one on a port set of its own: set the variables
# below (and GATEWAY_PORT, AUTH_HTTP_PORT, FAKE_GOOGLE_PORT for the end-to-end tests) before calling.
export REDIS_PORT="${REDIS_PORT:-16379}" NATS_PORT="${NATS_PORT:-14222}" NATS_MONITOR_PORT="${NATS_MONITOR_PORT:-18222}" \
  FERRETDB_PORT="${FERRETDB_PORT:-37017}" S3_PORT="${S3_PORT:-17070}" DATA_DIR="${DATA_DIR:-.data/test}"

e2e=() integration=() web=() unit=() extra=()
while [ $# -gt 0 ]; do
  case "$1" in
    --) shift; extra=("$@"); break ;;
    # npm keeps the `--` of `npm run test:some a.e2e.ts -- --project desktop` for itself: the first
    # option and everything after it are the runners'.
    -*) extra=("$@"); break ;;
    *.e2e.ts) e2e+=("$1") ;;
    *.int.spec.ts) integration+=("$1") ;;
    *.spec.tsx) web+=("$1") ;;
    *.spec.ts) unit+=("$1") ;;
    *) die "not a test file: $1 (*.e2e.ts, *.int.spec.ts, *.spec.tsx or *.spec.ts)" ;;
  esac
  [ -f "$1" ] || die "no such file: $1"
  shift
done
[ $((${#e2e[@]} + ${#integration[@]} + ${#web[@]} + ${#unit[@]})) -gt 0 ] || die "usage: npm run test:some <test files…> [-- <runner arguments…>]"

run_jest() { node --experimental-vm-modules node_modules/jest/bin/jest.js "$@" "${extra[@]}"; }
[ ${#unit[@]} -eq 0 ] || run_jest --selectProjects=unit --runTestsByPath "${unit[@]}"
[ ${#web[@]} -eq 0 ] || run_jest --selectProjects=web --runTestsByPath "${web[@]}"
[ $((${#integration[@]} + ${#e2e[@]})) -gt 0 ] || exit 0

exec 9>"${TMPDIR:-/tmp}/lumafolio-test-profile-$REDIS_PORT.lock"
flock 9
build_all
bash deploy/local/infra.sh up >/dev/null
[ ${#integration[@]} -eq 0 ] || run_jest --selectProjects=integration --runInBand --runTestsByPath "${integration[@]}"
[ ${#e2e[@]} -eq 0 ] || playwright test -c web/e2e/playwright.config.ts "${e2e[@]}" "${extra[@]}"
