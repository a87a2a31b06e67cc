# Shared by start.sh and test.sh: make sure dependencies are installed and Node 24 is
# first on PATH. Sourced, not executed.
set -euo pipefail
REPO_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$REPO_ROOT"

# Each step carries the minutes:seconds since the script began: where a run's time goes.
say() { printf '\033[1m==> [%02d:%02d] %s\033[0m\n' $((SECONDS / 60)) $((SECONDS % 60)) "$*"; }
die() { printf '\033[31merror:\033[0m %s\n' "$*" >&2; exit 1; }

# Stage times for a run's closing summary: `stage NAME MESSAGE` ends the running stage and
# starts NAME; `stage_time NAME SECONDS` records one that ran beside the others.
STAGE_TIMES=()
stage_name=""
stage_started=0
stage() {
  stage_end
  stage_name="$1"
  stage_started=$SECONDS
  say "$2"
}
stage_end() {
  [ -z "$stage_name" ] || stage_time "$stage_name" $((SECONDS - stage_started))
  stage_name=""
}
stage_time() { STAGE_TIMES+=("$(printf '%02d:%02d  %s' $(($2 / 60)) $(($2 % 60)) "$1")"); }
print_stage_times() {
  stage_end
  [ "${#STAGE_TIMES[@]}" -gt 0 ] || return 0
  say "Time per stage (minutes:seconds)"
  printf '  %s\n' "${STAGE_TIMES[@]}"
  printf '  %02d:%02d  total\n' $((SECONDS / 60)) $((SECONDS % 60))
}

ensure_dependencies() {
  command -v npm >/dev/null || die "npm is missing: install Node.js and npm first (https://nodejs.org or 'apt-get install nodejs npm')."
  if [ ! -x node_modules/.bin/node ] || [ ! -f node_modules/.package-lock.json ] \
     || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    # `npm install`, not `npm ci`: the registry mirror here lacks other platforms' optional
    # binaries (e.g. @swc/core-darwin-arm64), so the lock cannot list them and `npm ci`
    # refuses it. With an up-to-date lock, `npm install` installs exactly what it records.
    stage install "Installing npm dependencies"
    npm install --no-audit --no-fund --loglevel=error
  fi
  export PATH="$REPO_ROOT/node_modules/.bin:$PATH"
  local major
  major="$(node -p 'process.versions.node.split(".")[0]')"
  [ "$major" = "24" ] || die "expected Node 24 from the node@24 devDependency, got $(node -v). Run 'npm ci' again."
}

build_all() {
  stage build "Building libraries, services and the web app"
  NX_DAEMON=false NX_TUI=false nx run-many -t build --outputStyle=stream-without-prefixes >/dev/null \
    || NX_DAEMON=false NX_TUI=false nx run-many -t build --outputStyle=stream
}
