#!/usr/bin/env bash
# Installs tuspy (pinned, from PyPI: Python's tus client, written by others and used by none
# of our code) into a virtualenv of its own, once, and prints the path of its python.
set -euo pipefail

TUSPY_VERSION=1.1.0
CACHE_DIR="${LUMAFOLIO_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/lumafolio}"
VENV="$CACHE_DIR/tuspy-$TUSPY_VERSION"
PYTHON="$VENV/bin/python"

if [ -x "$PYTHON" ] && "$PYTHON" -c 'import tusclient' >/dev/null 2>&1; then
  echo "$PYTHON"
  exit 0
fi

command -v python3 >/dev/null || { echo 'error: python3 (with venv) is needed for the tus client test' >&2; exit 1; }
printf '==> installing tuspy %s into %s (once)\n' "$TUSPY_VERSION" "$VENV" >&2
rm -rf "$VENV"
mkdir -p "$CACHE_DIR"
python3 -m venv "$VENV"
"$VENV/bin/pip" install --quiet --disable-pip-version-check "tuspy==$TUSPY_VERSION" >&2
"$PYTHON" -c 'import tusclient' || { echo "error: tuspy did not install into $VENV" >&2; exit 1; }
echo "$PYTHON"
