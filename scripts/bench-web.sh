#!/usr/bin/env bash
# npm run bench:web: Lighthouse on the visitor pages of a real stack (web/bench/lighthouse.bench.ts).
# Builds, starts the test-profile infrastructure and holds the test lock (the benchmark
# runs the stack on the test profile's ports).
source "$(dirname "$0")/lib.sh"
ensure_dependencies
exec 9>"${TMPDIR:-/tmp}/lumafolio-test-profile.lock"
flock 9
export REDIS_PORT=16379 NATS_PORT=14222 NATS_MONITOR_PORT=18222 FERRETDB_PORT=37017 S3_PORT=17070 DATA_DIR=.data/test
build_all
bash deploy/local/infra.sh up >/dev/null
node web/bench/lighthouse.bench.ts "$@"
