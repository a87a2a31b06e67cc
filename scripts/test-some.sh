#!/usr/bin/env bash
# Run part of the suite against the test profile while developing:
#   bash scripts/test-some.sh jest <jest args…>        e.g. services/gateway/test/photos.int.spec.ts
#   bash scripts/test-some.sh e2e <playwright args…>   e.g. web/e2e/landing.e2e.ts
# Builds first and leaves the test infrastructure running (npm test starts it afresh).
# Runs are serialised with a lock: parallel runs would share the test profile's NATS
# subjects and ports and answer each other's requests.
source "$(dirname "$0")/lib.sh"
ensure_dependencies
# A second working tree can run beside this one on a port set of its own: set the variables
# below (and GATEWAY_PORT, AUTH_HTTP_PORT, FAKE_GOOGLE_PORT for the end-to-end tests) before calling.
export REDIS_PORT="${REDIS_PORT:-16379}" NATS_PORT="${NATS_PORT:-14222}" NATS_MONITOR_PORT="${NATS_MONITOR_PORT:-18222}" \
  FERRETDB_PORT="${FERRETDB_PORT:-37017}" S3_PORT="${S3_PORT:-17070}" DATA_DIR="${DATA_DIR:-.data/test}"
exec 9>"${TMPDIR:-/tmp}/lumafolio-test-profile-$REDIS_PORT.lock"
flock 9

kind="${1:-}"; shift || true
build_all
bash deploy/local/infra.sh up >/dev/null
case "$kind" in
  jest) node --experimental-vm-modules node_modules/jest/bin/jest.js --runInBand "$@" ;;
  e2e) playwright test -c web/e2e/playwright.config.ts "$@" ;;
  *) die "usage: test-some.sh jest|e2e [args…]" ;;
esac
