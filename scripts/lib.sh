# Shared by start.sh and test.sh: make sure dependencies are installed and Node 24 is
# first on PATH. Sourced, not executed.
set -euo pipefail
REPO_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$REPO_ROOT"

# Each step carries the minutes:seconds since the script began: where a run's time goes.
say() { printf '\033[1m==> [%02d:%02d] %s\033[0m\n' $((SECONDS / 60)) $((SECONDS % 60)) "$*"; }
die() { printf '\033[31merror:\033[0m %s\n' "$*" >&2; exit 1; }

ensure_dependencies() {
  command -v npm >/dev/null || die "npm is missing: install Node.js and npm first (https://nodejs.org or 'apt-get install nodejs npm')."
  if [ ! -x node_modules/.bin/node ] || [ ! -f node_modules/.package-lock.json ] \
     || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    # `npm install`, not `npm ci`: the registry mirror here lacks other platforms' optional
    # binaries (e.g. @swc/core-darwin-arm64), so the lock cannot list them and `npm ci`
    # refuses it. With an up-to-date lock, `npm install` installs exactly what it records.
    say "Installing npm dependencies"
    npm install --no-audit --no-fund --loglevel=error
  fi
  export PATH="$REPO_ROOT/node_modules/.bin:$PATH"
  local major
  major="$(node -p 'process.versions.node.split(".")[0]')"
  [ "$major" = "24" ] || die "expected Node 24 from the node@24 devDependency, got $(node -v). Run 'npm ci' again."
}

build_all() {
  say "Building libraries, services and the web app"
  NX_DAEMON=false NX_TUI=false nx run-many -t build --outputStyle=stream-without-prefixes >/dev/null \
    || NX_DAEMON=false NX_TUI=false nx run-many -t build --outputStyle=stream
}
