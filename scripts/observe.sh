#!/usr/bin/env bash
# npm run observe: Debian's Prometheus (installed with apt when missing) scraping the processes
# of `npm start`, with Lumafolio's recording rules and alerts. Ctrl-C stops it.
source "$(dirname "$0")/lib.sh"
ensure_dependencies
bash deploy/prometheus/install-prometheus.sh >/dev/null
exec node libs/dev-stack/src/observe.ts
