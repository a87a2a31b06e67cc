#!/usr/bin/env bash
# Checks the alert and recording rules (the file the Helm chart ships) and runs their unit
# tests with promtool: every alert firing and not firing. Part of `npm test`; a second or two.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
bash "$here/install-prometheus.sh" >/dev/null
promtool check rules "$here/../helm/lumafolio/files/prometheus/lumafolio.rules.yml"
promtool test rules "$here/lumafolio.rules.test.yml"
