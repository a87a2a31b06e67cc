#!/usr/bin/env bash
# Installs Schemathesis (pinned, from PyPI) into a virtualenv of its own, once, and prints
# the path of its `st` command. Needs python3 (3.9+) with venv; on Debian, python3-venv is
# installed with apt-get when missing (as root, or with sudo).
set -euo pipefail

SCHEMATHESIS_VERSION=4.32.5
CACHE_DIR="${LUMAFOLIO_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/lumafolio}"
VENV="$CACHE_DIR/schemathesis-$SCHEMATHESIS_VERSION"
ST="$VENV/bin/st"

log() { printf '==> %s\n' "$*" >&2; }
die() { printf 'error: %s\n' "$*" >&2; exit 1; }

if [ -x "$ST" ] && "$ST" --version >/dev/null 2>&1; then
  echo "$ST"
  exit 0
fi

command -v python3 >/dev/null || die "python3 is missing: apt-get install -y python3 python3-venv"
python3 -c 'import sys; sys.exit(0 if sys.version_info >= (3, 9) else 1)' || die "Schemathesis needs Python 3.9 or later (found $(python3 --version))"

if ! python3 -c 'import venv, ensurepip' >/dev/null 2>&1; then
  sudo=()
  if ((EUID != 0)); then
    command -v sudo >/dev/null || die "python3's venv module is missing and this is not root: apt-get install -y python3-venv"
    sudo=(sudo)
  fi
  command -v apt-get >/dev/null || die "python3's venv module is missing: install it (Debian: python3-venv)"
  log "installing python3-venv with apt-get"
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q >&2
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends python3-venv >&2
fi

log "installing Schemathesis $SCHEMATHESIS_VERSION into $VENV (once)"
rm -rf "$VENV"
mkdir -p "$CACHE_DIR"
python3 -m venv "$VENV"
"$VENV/bin/pip" install --quiet --disable-pip-version-check "schemathesis==$SCHEMATHESIS_VERSION" >&2
"$ST" --version >/dev/null || die "Schemathesis did not install into $VENV"
echo "$ST"
