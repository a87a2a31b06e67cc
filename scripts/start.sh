#!/usr/bin/env bash
# npm start: install what is missing, start the local infrastructure, build, run every
# process, print the URL. Ctrl-C stops the processes and the infrastructure.
source "$(dirname "$0")/lib.sh"
ensure_dependencies
say "Starting local infrastructure (Redis, NATS, FerretDB, S3)"
bash deploy/local/infra.sh up
build_all
exec node libs/dev-stack/src/start.ts --stop-infra-on-exit
