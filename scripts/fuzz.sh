#!/usr/bin/env bash
# npm run fuzz: Schemathesis (pinned, installed from PyPI into ~/.cache/lumafolio on first
# use) against a running stack's OpenAPI document; see services/gateway/fuzz/fuzz.ts.
# With --own-stack it starts infrastructure on the bench profile's ports with fresh data, and
# the services, itself (after a build) and stops them at the end.
source "$(dirname "$0")/lib.sh"
ensure_dependencies

SCHEMATHESIS_BIN="$(bash scripts/fuzz/ensure-schemathesis.sh)"
export SCHEMATHESIS_BIN

if [[ " $* " == *" --own-stack "* ]]; then
  # The bench profile's ports (or a port set of the caller's, as test-some.sh takes: REDIS_PORT,
  # NATS_PORT, NATS_MONITOR_PORT, FERRETDB_PORT, S3_PORT, GATEWAY_PORT, AUTH_HTTP_PORT), with
  # data of its own started empty: the fuzzer tests the API's answers, not a seeded
  # 100 000-photo database (npm run bench:scale measures that).
  export REDIS_PORT="${REDIS_PORT:-46379}" NATS_PORT="${NATS_PORT:-44222}" NATS_MONITOR_PORT="${NATS_MONITOR_PORT:-48222}" \
    FERRETDB_PORT="${FERRETDB_PORT:-47017}" S3_PORT="${S3_PORT:-47070}" DATA_DIR=.data/fuzz-stack
  build_all
  say "Starting the bench profile's infrastructure (fresh data under .data/fuzz-stack)"
  bash deploy/local/infra.sh down >/dev/null 2>&1 || true
  rm -rf .data/fuzz-stack
  bash deploy/local/infra.sh up
  trap 'bash deploy/local/infra.sh down >/dev/null 2>&1 || true' EXIT
fi

node services/gateway/fuzz/fuzz.ts "$@"
