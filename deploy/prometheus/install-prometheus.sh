#!/usr/bin/env bash
# Makes sure Debian's Prometheus (`prometheus` and `promtool`) is installed: `npm run observe`
# runs it against the local stack and `npm test` checks the alert rules with promtool.
# Installs with apt-get (as root, or with sudo) when missing; prints where the binaries are.
set -euo pipefail

say() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }
die() { printf '\033[31merror:\033[0m %s\n' "$*" >&2; exit 1; }

have_prometheus() { command -v prometheus >/dev/null 2>&1 && command -v promtool >/dev/null 2>&1; }

if ! have_prometheus; then
  sudo=()
  if ((EUID != 0)); then
    command -v sudo >/dev/null 2>&1 || die "Prometheus is missing and this is not root: apt-get update && apt-get install -y --no-install-recommends prometheus"
    sudo=(sudo)
  fi
  command -v apt-get >/dev/null 2>&1 || die "Prometheus is missing and apt-get is not available: install prometheus and promtool (2.x) and put them on PATH"
  log="${TMPDIR:-/tmp}/lumafolio-prometheus-apt.log"
  say "installing Debian's prometheus (log: $log)..."
  {
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q &&
      "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends prometheus
  } >"$log" 2>&1 || {
    tail -n 20 "$log" >&2
    die "apt-get install prometheus failed (see $log)"
  }
  # The package starts a system Prometheus on :9090; ours runs on its own, with our configuration.
  if [[ -d /run/systemd/system ]] && command -v systemctl >/dev/null 2>&1; then
    "${sudo[@]}" systemctl disable --now prometheus >/dev/null 2>&1 || true
  elif command -v service >/dev/null 2>&1; then
    "${sudo[@]}" service prometheus stop >/dev/null 2>&1 || true
  fi
  have_prometheus || die "prometheus was installed but prometheus/promtool are not on PATH"
fi
command -v prometheus
