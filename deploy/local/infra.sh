#!/usr/bin/env bash
# Lumafolio local infrastructure (no Docker): Redis, NATS, FerretDB (on a private
# PostgreSQL cluster, or on SQLite) and an S3 server (Versity S3 Gateway, posix backend), all
# on 127.0.0.1.
#
#   deploy/local/infra.sh up       install what is missing, start what is not running, wait
#   deploy/local/infra.sh down     stop what this script started (pidfiles), wait for exit
#   deploy/local/infra.sh status   running/stopped per service; exit 0 if all run, else 3
#   deploy/local/infra.sh env      `export` lines for the services: eval "$(deploy/local/infra.sh env)"
#   deploy/local/infra.sh binaries build FerretDB and versitygw into BIN_CACHE if missing, print
#                                  its path (the compose smoke test copies them into images)
#
# Everything is configured through the environment (defaults in brackets):
#   DATA_DIR [<repo>/.data]  data, logs (DATA_DIR/logs/<service>.log) and pidfiles (DATA_DIR/run);
#                            a relative DATA_DIR is taken relative to the repository root
#   REDIS_PORT [6379]  NATS_PORT [4222]  NATS_MONITOR_PORT [8222]  FERRETDB_PORT [27017]  S3_PORT [7070]
#   S3_ACCESS_KEY_ID [lumafolio]  S3_SECRET_ACCESS_KEY [lumafolio-local-secret]  S3_BUCKET [lumafolio]
#   S3_REGION [us-east-1]  MONGODB_DB [lumafolio]  FERRETDB_LOG_LEVEL [warn]
#   FERRETDB_BACKEND [postgresql]  postgresql: a private cluster of Debian's PostgreSQL
#                    under DATA_DIR/postgresql, run by this script (initdb on first `up`), on
#                    127.0.0.1:POSTGRES_PORT; sqlite: files under DATA_DIR/ferretdb/sqlite.
#                    The two keep separate data; switching needs `down` first. Chosen by
#                    measurement (docs/adr/0017-ferretdb-backend-by-measurement.md).
#   POSTGRES_PORT [FERRETDB_PORT + 1]  used with FERRETDB_BACKEND=postgresql only
#   FERRETDB_POOL_MAX_CONNS [50]  PostgreSQL connections FerretDB keeps per database account
#                    (it has one pool per account); PostgreSQL's max_connections is set to
#                    the accounts × this + POSTGRES_SPARE_CONNECTIONS [20], so the database
#                    never refuses a connection however the processes are loaded (ADR 64)
#   BIN_CACHE [${XDG_CACHE_HOME:-$HOME/.cache}/lumafolio/bin]  binaries built with Go, shared by clones
#   INFRA_WAIT_SECS [30]  how long `up` waits for each service to answer
#
# NATS and Redis refuse anonymous clients: every process has its own account, with a
# password generated on the first `up` into DATA_DIR/secrets/infra.env (mode 600, kept);
# `tools` is the account of tests, CLIs and operators. `env` prints the tools account.
# The PostgreSQL cluster (if any) has a password-protected role, `ferretdb` (POSTGRES_PASSWORD
# in the same file), that FerretDB never uses: FerretDB signs each client in as the role its
# URI names (MONGODB_PASSWORD_<P>), which reaches only its process's collections
# (deploy/database/collection-access.txt); anonymous clients are refused. SQLite has no
# accounts: it is for a quick look only (ADR 53).
# The S3 server runs its own IAM: each process that uses files has an account named after it
# (S3_SECRET_<P> in the same file), limited by the bucket policy to the prefixes of
# deploy/storage/object-access.txt; the root key (S3_ACCESS_KEY_ID) is the tools' (ADR 70).
#
# A second, isolated profile only needs other ports and another DATA_DIR, e.g.
#   REDIS_PORT=16379 NATS_PORT=14222 NATS_MONITOR_PORT=18222 FERRETDB_PORT=37017 S3_PORT=17070 \
#     DATA_DIR=.data/test bash deploy/local/infra.sh up
set -euo pipefail

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO_ROOT="$(cd "$SCRIPT_DIR/../.." && pwd)"
PROG="infra.sh"

HOST=127.0.0.1
REDIS_PORT="${REDIS_PORT:-6379}"
NATS_PORT="${NATS_PORT:-4222}"
NATS_MONITOR_PORT="${NATS_MONITOR_PORT:-8222}"
FERRETDB_PORT="${FERRETDB_PORT:-27017}"
S3_PORT="${S3_PORT:-7070}"
S3_ACCESS_KEY_ID="${S3_ACCESS_KEY_ID:-lumafolio}"
S3_SECRET_ACCESS_KEY="${S3_SECRET_ACCESS_KEY:-lumafolio-local-secret}"
S3_BUCKET="${S3_BUCKET:-lumafolio}"
S3_REGION="${S3_REGION:-us-east-1}"
MONGODB_DB="${MONGODB_DB:-lumafolio}"
FERRETDB_LOG_LEVEL="${FERRETDB_LOG_LEVEL:-warn}"
FERRETDB_POOL_MAX_CONNS="${FERRETDB_POOL_MAX_CONNS:-50}"
POSTGRES_SPARE_CONNECTIONS="${POSTGRES_SPARE_CONNECTIONS:-20}"
FERRETDB_BACKEND_GIVEN="${FERRETDB_BACKEND:-}"
FERRETDB_BACKEND="${FERRETDB_BACKEND:-postgresql}"
# PostgreSQL is FerretDB's private backend: by default it listens next to it, so every
# profile (dev 27017 → 27018, test 37017 → 37018) gets its own port without more settings.
if [[ -z "${POSTGRES_PORT:-}" && "$FERRETDB_PORT" =~ ^[0-9]+$ ]]; then POSTGRES_PORT=$((FERRETDB_PORT + 1)); fi
POSTGRES_PORT="${POSTGRES_PORT:-}"
INFRA_WAIT_SECS="${INFRA_WAIT_SECS:-30}"

DATA_DIR="${DATA_DIR:-$REPO_ROOT/.data}"
case "$DATA_DIR" in /*) ;; *) DATA_DIR="$REPO_ROOT/$DATA_DIR" ;; esac
DATA_DIR="${DATA_DIR%/}"
RUN_DIR="$DATA_DIR/run"
LOG_DIR="$DATA_DIR/logs"
CREDENTIALS_FILE="$DATA_DIR/secrets/infra.env"
BIN_CACHE="${BIN_CACHE:-${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/lumafolio/bin}"

FERRETDB_VERSION=v1.24.2
VERSITYGW_VERSION=v1.8.0

PG_DIR="$DATA_DIR/postgresql"
PG_DATA="$PG_DIR/cluster"
# A data directory made before PostgreSQL became the default keeps its SQLite data in use
# (unless FERRETDB_BACKEND says otherwise): the default must not hide anyone's photos.
if [[ -z "$FERRETDB_BACKEND_GIVEN" && ! -f "$PG_DATA/PG_VERSION" ]] && compgen -G "$DATA_DIR/ferretdb/sqlite/*.sqlite" >/dev/null; then
  FERRETDB_BACKEND=sqlite
fi
# In start order (`down` stops in reverse): PostgreSQL before the FerretDB that uses it.
ALL_SERVICES=(redis nats postgres ferretdb s3)
if [[ "$FERRETDB_BACKEND" == postgresql ]]; then
  SERVICES=(redis nats postgres ferretdb s3)
else
  SERVICES=(redis nats ferretdb s3)
fi

# ---------------------------------------------------------------------------- helpers

say() { printf '%s\n' "$*" >&2; }
die() {
  say "$PROG: $*"
  exit 1
}

# Locate an executable: PATH first, then the sbin dirs that non-root PATHs often lack.
find_bin() {
  local name="$1" p
  if p="$(command -v "$name" 2>/dev/null)" && [[ -x "$p" ]]; then
    printf '%s\n' "$p"
    return 0
  fi
  for p in /usr/sbin/"$name" /usr/bin/"$name" /usr/local/bin/"$name" /sbin/"$name"; do
    [[ -x "$p" ]] && {
      printf '%s\n' "$p"
      return 0
    }
  done
  return 1
}

validate_config() {
  local v name names=(REDIS_PORT NATS_PORT NATS_MONITOR_PORT FERRETDB_PORT S3_PORT)
  case "$FERRETDB_BACKEND" in
    sqlite) ;;
    postgresql) names+=(POSTGRES_PORT) ;;
    *) die "FERRETDB_BACKEND must be sqlite or postgresql (got '$FERRETDB_BACKEND')" ;;
  esac
  local ports=""
  for name in "${names[@]}"; do
    v="${!name}"
    # shellcheck disable=SC2015
    [[ "$v" =~ ^[0-9]+$ ]] && ((v > 0 && v < 65536)) || die "$name must be a TCP port number (got '$v')"
    ports="$ports $v"
  done
  ports="${ports# }"
  [[ "$(tr ' ' '\n' <<<"$ports" | sort -u | wc -l)" -eq ${#names[@]} ]] || die "ports must all differ (got $ports)"
  [[ "$S3_BUCKET" =~ ^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$ ]] || die "S3_BUCKET '$S3_BUCKET' is not a valid bucket name"
}

# Ports a service listens on, and its executable name (as in /proc/<pid>/comm).
svc_ports() {
  case "$1" in
    redis) echo "$REDIS_PORT" ;;
    nats) echo "$NATS_PORT $NATS_MONITOR_PORT" ;;
    postgres) echo "$POSTGRES_PORT" ;;
    ferretdb) echo "$FERRETDB_PORT" ;;
    s3) echo "$S3_PORT" ;;
  esac
}
svc_comm() {
  case "$1" in
    redis) echo redis-server ;;
    nats) echo nats-server ;;
    postgres) echo postgres ;;
    ferretdb) echo ferretdb ;;
    s3) echo versitygw ;;
  esac
}
svc_addr() {
  case "$1" in
    redis) echo "redis://$HOST:$REDIS_PORT" ;;
    nats) echo "nats://$HOST:$NATS_PORT (monitor http://$HOST:$NATS_MONITOR_PORT)" ;;
    postgres) echo "postgres://$HOST:$POSTGRES_PORT (FerretDB's backend, data $PG_DATA)" ;;
    ferretdb) echo "mongodb://$HOST:$FERRETDB_PORT/$MONGODB_DB (backend: $(ferretdb_backend_of_running))" ;;
    s3) echo "http://$HOST:$S3_PORT (bucket $S3_BUCKET)" ;;
  esac
}

pidfile() { echo "$RUN_DIR/$1.pid"; }

# The backend the running FerretDB was started with (recorded at launch), else the one asked for.
ferretdb_backend_of_running() {
  local f="$RUN_DIR/ferretdb.backend"
  if [[ -f "$(pidfile ferretdb)" && -f "$f" ]]; then cat "$f"; else echo "$FERRETDB_BACKEND"; fi
}

# Is <pid> alive (not a zombie) and running the expected executable?
pid_matches() {
  local pid="$1" comm="$2" stat
  [[ "$pid" =~ ^[0-9]+$ ]] || return 1
  stat="$(cat "/proc/$pid/stat" 2>/dev/null)" || return 1
  stat="${stat##*) }"
  [[ "${stat:0:1}" != Z && "${stat:0:1}" != X ]] || return 1
  [[ "$(cat "/proc/$pid/comm" 2>/dev/null)" == "$comm" ]]
}

# Prints the pid of the running service, or fails (and removes a stale pidfile).
svc_pid() {
  local f pid
  f="$(pidfile "$1")"
  [[ -f "$f" ]] || return 1
  pid="$(cat "$f" 2>/dev/null || true)"
  if pid_matches "$pid" "$(svc_comm "$1")"; then
    echo "$pid"
    return 0
  fi
  rm -f "$f"
  return 1
}

port_open() { (exec 3<>"/dev/tcp/$HOST/$1") 2>/dev/null; }

s3_curl() {
  curl -sS -m 5 --aws-sigv4 "aws:amz:$S3_REGION:s3" --user "$S3_ACCESS_KEY_ID:$S3_SECRET_ACCESS_KEY" \
    -H "x-amz-content-sha256: UNSIGNED-PAYLOAD" "$@"
}

redis_cli() { timeout 3 "$REDIS_CLI" --user tools --pass "${REDIS_PASSWORD_TOOLS:-}" --no-auth-warning -h "$HOST" -p "$REDIS_PORT" "$@"; }

# Does the service answer on its port(s)?
svc_healthy() {
  case "$1" in
    redis) [[ "$(redis_cli ping 2>/dev/null)" == PONG ]] ;;
    nats) port_open "$NATS_PORT" && curl -fsS -m 2 -o /dev/null "http://$HOST:$NATS_MONITOR_PORT/healthz" 2>/dev/null ;;
    postgres) port_open "$POSTGRES_PORT" && pg_ready ;;
    ferretdb) port_open "$FERRETDB_PORT" ;;
    s3) curl -fsS -m 2 -o /dev/null "http://$HOST:$S3_PORT/health" 2>/dev/null ;;
  esac
}

# Does the cluster accept connections (not just the port: it is open while recovering)?
pg_ready() {
  local bin
  bin="$(find_pg_bin pg_isready)" || return 0
  "$bin" -q -h "$HOST" -p "$POSTGRES_PORT" -t 2 >/dev/null 2>&1
}

# ---------------------------------------------------------------------------- install

FERRETDB_BIN="$BIN_CACHE/ferretdb"
VERSITYGW_BIN="$BIN_CACHE/versitygw"

# (Outputs are captured, not piped into `grep -q`: with pipefail an early-exiting grep
# makes the writer die of SIGPIPE and the check fail at random.)
ferretdb_ok() {
  [[ -x "$FERRETDB_BIN" ]] || return 1
  local out
  out="$("$FERRETDB_BIN" --version 2>/dev/null)" || return 1
  [[ "$out" == *"version: $FERRETDB_VERSION"* ]]
}
versitygw_ok() {
  [[ -x "$VERSITYGW_BIN" ]] || return 1
  # The binary does not report its module version; a stamp written at build time does.
  [[ -f "$VERSITYGW_BIN.version" ]] && [[ "$(cat "$VERSITYGW_BIN.version")" == "$VERSITYGW_VERSION" ]] && return 0
  # Built by someone else: ask the Go build info once, then remember it.
  local info
  if command -v go >/dev/null 2>&1 && info="$(go version -m "$VERSITYGW_BIN" 2>/dev/null)" &&
    grep -Eq "^[[:space:]]+mod[[:space:]]+github.com/versity/versitygw[[:space:]]+$VERSITYGW_VERSION([[:space:]]|$)" <<<"$info"; then
    echo "$VERSITYGW_VERSION" >"$VERSITYGW_BIN.version" 2>/dev/null || true
    return 0
  fi
  return 1
}

manual_go_help() {
  cat >&2 <<EOF
  build them by hand with Go >= 1.21 (https://go.dev/dl/):
    mkdir -p "$BIN_CACHE"
    GOBIN="$BIN_CACHE" CGO_ENABLED=0 go install github.com/versity/versitygw/cmd/versitygw@$VERSITYGW_VERSION
    d=\$(mktemp -d) && src=\$(cd "\$d" && go mod download -json github.com/FerretDB/FerretDB@$FERRETDB_VERSION | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",\$/\1/p') &&
      cp -r "\$src/." "\$d/src" && chmod -R u+w "\$d/src" && echo $FERRETDB_VERSION > "\$d/src/build/version/version.txt" &&
      (cd "\$d/src" && CGO_ENABLED=0 go build -trimpath -o "$BIN_CACHE/ferretdb" ./cmd/ferretdb) && rm -rf "\$d"
EOF
}

build_go_binaries() {
  local need_ferret="$1" need_vgw="$2"
  mkdir -p "$BIN_CACHE"
  (
    # One builder at a time per cache (two profiles may run `up` together).
    exec 8>"$BIN_CACHE/.build.lock"
    flock 8
    export GOFLAGS="" GO111MODULE=on CGO_ENABLED=0
    if [[ "$need_vgw" == 1 ]] && ! versitygw_ok; then
      say "building versitygw $VERSITYGW_VERSION into $BIN_CACHE (log: $LOG_DIR/build-versitygw.log)..."
      if ! GOBIN="$BIN_CACHE" go install "github.com/versity/versitygw/cmd/versitygw@$VERSITYGW_VERSION" \
        >"$LOG_DIR/build-versitygw.log" 2>&1; then
        tail -n 20 "$LOG_DIR/build-versitygw.log" >&2
        die "building versitygw failed (see $LOG_DIR/build-versitygw.log)"
      fi
      echo "$VERSITYGW_VERSION" >"$VERSITYGW_BIN.version"
    fi
    if [[ "$need_ferret" == 1 ]] && ! ferretdb_ok; then
      say "building ferretdb $FERRETDB_VERSION into $BIN_CACHE (log: $LOG_DIR/build-ferretdb.log)..."
      local tmp log="$LOG_DIR/build-ferretdb.log" dir
      tmp="$(mktemp -d "${TMPDIR:-/tmp}/lumafolio-ferretdb.XXXXXX")"
      trap 'rm -rf "$tmp"' EXIT
      # `go install ...@version` does not work for FerretDB: the binary needs
      # build/version/version.txt, which only exists in a source checkout.
      (cd "$tmp" && go mod download -json "github.com/FerretDB/FerretDB@$FERRETDB_VERSION") >"$tmp/mod.json" 2>>"$log" || true
      cat "$tmp/mod.json" >>"$log"
      dir="$(sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p' "$tmp/mod.json")"
      [[ -n "$dir" && -d "$dir" ]] || {
        tail -n 20 "$log" >&2
        die "downloading FerretDB $FERRETDB_VERSION source failed (see $log)"
      }
      cp -r "$dir/." "$tmp/src"
      chmod -R u+w "$tmp/src"
      echo "$FERRETDB_VERSION" >"$tmp/src/build/version/version.txt"
      if ! (cd "$tmp/src" && go build -trimpath -o "$tmp/ferretdb" ./cmd/ferretdb) >>"$log" 2>&1; then
        tail -n 20 "$log" >&2
        die "building ferretdb failed (see $log)"
      fi
      mv -f "$tmp/ferretdb" "$FERRETDB_BIN"
    fi
  )
}

# PostgreSQL's server programs: Debian keeps them out of PATH, under /usr/lib/postgresql/<major>/bin.
find_pg_bin() {
  local name="$1" p dir
  if p="$(command -v "$name" 2>/dev/null)" && [[ -x "$p" ]]; then
    printf '%s\n' "$p"
    return 0
  fi
  while read -r dir; do
    [[ -x "$dir/bin/$name" ]] && {
      printf '%s\n' "$dir/bin/$name"
      return 0
    }
  done < <(ls -d /usr/lib/postgresql/*/ 2>/dev/null | sort -t/ -k4,4nr)
  return 1
}
postgres_ok() { find_pg_bin initdb >/dev/null && find_pg_bin postgres >/dev/null; }

# Disable a distro service that apt just installed and started: it would hold our port.
disable_system_service() {
  local svc="$1"
  if [[ -d /run/systemd/system ]] && command -v systemctl >/dev/null 2>&1; then
    if systemctl is-active --quiet "$svc" 2>/dev/null || systemctl is-enabled --quiet "$svc" 2>/dev/null; then
      "${SUDO[@]}" systemctl disable --now "$svc" >/dev/null 2>&1 || true
      say "note: disabled the system '$svc' service that apt started (infra.sh runs its own instances)"
    fi
  elif command -v service >/dev/null 2>&1 && service "$svc" status >/dev/null 2>&1; then
    "${SUDO[@]}" service "$svc" stop >/dev/null 2>&1 || true
    say "note: stopped the system '$svc' service that apt started (infra.sh runs its own instances)"
  fi
}

SUDO=()
ensure_installed() {
  local apt_pkgs=() missing_go=()
  find_bin redis-server >/dev/null || apt_pkgs+=(redis-server)
  find_bin redis-cli >/dev/null || apt_pkgs+=(redis-tools)
  find_bin nats-server >/dev/null || apt_pkgs+=(nats-server)
  find_bin chromium >/dev/null || apt_pkgs+=(chromium fonts-liberation)
  find_bin curl >/dev/null || apt_pkgs+=(curl ca-certificates)
  [[ "$FERRETDB_BACKEND" != postgresql ]] || postgres_ok || apt_pkgs+=(postgresql)
  # Real photos for the media pipeline's tests and benchmarks.
  [[ -d /usr/share/backgrounds/mate/nature ]] || apt_pkgs+=(mate-backgrounds)
  ferretdb_ok || missing_go+=(ferretdb)
  versitygw_ok || missing_go+=(versitygw)

  ((${#apt_pkgs[@]} + ${#missing_go[@]})) || return 0

  # Check every way this can fail before doing anything, and say it all at once.
  local problems=() can_apt=1
  if ((${#apt_pkgs[@]})); then
    if ! command -v apt-get >/dev/null 2>&1; then
      can_apt=0
      problems+=("apt-get is not available to install: ${apt_pkgs[*]}")
    elif ((EUID != 0)); then
      if command -v sudo >/dev/null 2>&1; then
        SUDO=(sudo)
      else
        can_apt=0
        problems+=("not root and no sudo, so cannot install: ${apt_pkgs[*]}")
      fi
    fi
  fi
  local have_go=1
  if ((${#missing_go[@]})) && ! command -v go >/dev/null 2>&1; then
    have_go=0
    problems+=("go is not installed, so cannot build: ${missing_go[*]} (into $BIN_CACHE)")
  fi
  if ((${#problems[@]})); then
    say "$PROG: missing pieces cannot be installed automatically:"
    local p
    for p in "${problems[@]}"; do say "  - $p"; done
    if ((can_apt == 0)); then
      say "  install the packages by hand (Debian/Ubuntu), as root:"
      say "    apt-get update && apt-get install -y ${apt_pkgs[*]}"
      say "  (other systems: install redis-server/redis-cli >= 6, nats-server >= 2.9, chromium, curl"
      say "   and, for FERRETDB_BACKEND=postgresql, PostgreSQL >= 13 with initdb and postgres on PATH;"
      say "   make sure they are on PATH, and stop any system redis/nats service that uses the same ports)"
    fi
    ((have_go == 1)) || manual_go_help
    exit 1
  fi

  if ((${#apt_pkgs[@]})); then
    say "installing with apt-get: ${apt_pkgs[*]} (log: $LOG_DIR/apt.log)..."
    local fresh_redis=0 fresh_nats=0 fresh_pg=0 p
    for p in "${apt_pkgs[@]}"; do
      [[ "$p" == redis-server ]] && fresh_redis=1
      [[ "$p" == nats-server ]] && fresh_nats=1
      [[ "$p" == postgresql ]] && fresh_pg=1
    done
    {
      "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q &&
        "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${apt_pkgs[@]}"
    } >>"$LOG_DIR/apt.log" 2>&1 || {
      tail -n 20 "$LOG_DIR/apt.log" >&2
      die "apt-get install failed (see $LOG_DIR/apt.log); by hand: apt-get update && apt-get install -y ${apt_pkgs[*]}"
    }
    ((fresh_redis == 0)) || disable_system_service redis-server
    ((fresh_nats == 0)) || disable_system_service nats-server
    # Debian's package makes and starts a system cluster on 5432; ours is private to DATA_DIR.
    ((fresh_pg == 0)) || disable_system_service postgresql
  fi

  if ((${#missing_go[@]})); then
    local nf=0 nv=0
    [[ " ${missing_go[*]} " == *" ferretdb "* ]] && nf=1
    [[ " ${missing_go[*]} " == *" versitygw "* ]] && nv=1
    build_go_binaries "$nf" "$nv"
  fi
}

# ---------------------------------------------------------------------------- credentials

# The NATS and Redis accounts of every process (NATS_PASSWORD_<P>, REDIS_PASSWORD_<P>).
ACCOUNTS=(GATEWAY AUTH PORTFOLIO MEDIA ADMIN INTEGRATIONS MEDIA_WORKER INTEGRATIONS_WORKER ALBUM_SYNC_WORKER TOOLS)
# The database accounts (MONGODB_PASSWORD_<P>): every process that uses the database; the
# gateway has no database code and no account.
DATABASE_ACCOUNTS=(AUTH PORTFOLIO MEDIA ADMIN INTEGRATIONS MEDIA_WORKER INTEGRATIONS_WORKER ALBUM_SYNC_WORKER TOOLS)

# The object store's accounts (S3_SECRET_<P>, access key id = the process's name): the
# processes deploy/storage/object-access.txt lists, each limited to its prefixes (ADR 70);
# libs/storage/src/object-access/s3-accounts.ts makes them and the bucket policy.
OBJECT_ACCESS="$(grep -v '^#' "$REPO_ROOT/deploy/storage/object-access.txt" | awk 'NF')"
storage_processes() { awk '{ print $2 }' <<<"$OBJECT_ACCESS" | sort -u; }
storage_accounts() { storage_processes | tr 'a-z-' 'A-Z_'; }

# 192 random bits as hex after a letter: nats-server reads an environment variable in its
# configuration as a value, and one starting with digits ("0e7…", "8K…") as a number.
new_password() { printf 'k%s' "$(head -c 24 /dev/urandom | od -An -tx1 | tr -d ' \n')"; }

# Every database account's FerretDB pool at its fullest, and spare connections for
# superusers and this script's own sessions: PostgreSQL never refuses the platform.
postgres_max_connections() {
  echo $((${#DATABASE_ACCOUNTS[@]} * FERRETDB_POOL_MAX_CONNS + POSTGRES_SPARE_CONNECTIONS))
}

ensure_credentials() {
  [[ -s "$CREDENTIALS_FILE" ]] && return 0
  mkdir -p "$(dirname "$CREDENTIALS_FILE")"
  local tmp account
  tmp="$(mktemp "$CREDENTIALS_FILE.XXXXXX")"
  chmod 600 "$tmp"
  {
    echo "# NATS, Redis and database passwords of each process, made by deploy/local/infra.sh. Keep private."
    for account in "${ACCOUNTS[@]}"; do
      printf 'NATS_PASSWORD_%s=%s\n' "$account" "$(new_password)"
      printf 'REDIS_PASSWORD_%s=%s\n' "$account" "$(new_password)"
    done
    printf 'POSTGRES_PASSWORD=%s\n' "$(new_password)"
    for account in $(storage_accounts); do printf 'S3_SECRET_%s=%s\n' "$account" "$(new_password)"; done
  } >"$tmp"
  mv -n "$tmp" "$CREDENTIALS_FILE" 2>/dev/null || true
  rm -f "$tmp"
}

# A credentials file written before the PostgreSQL backend existed gets its password added.
ensure_postgres_password() {
  grep -q '^POSTGRES_PASSWORD=' "$CREDENTIALS_FILE" 2>/dev/null && return 0
  printf 'POSTGRES_PASSWORD=%s\n' "$(new_password)" >>"$CREDENTIALS_FILE"
}

# A credentials file written before a process existed gets its passwords added (NATS and
# Redis read the accounts when they start: a running one learns them at its next start).
ensure_account_passwords() {
  local account
  for account in "${ACCOUNTS[@]}"; do
    grep -q "^NATS_PASSWORD_$account=" "$CREDENTIALS_FILE" 2>/dev/null || printf 'NATS_PASSWORD_%s=%s\n' "$account" "$(new_password)" >>"$CREDENTIALS_FILE"
    grep -q "^REDIS_PASSWORD_$account=" "$CREDENTIALS_FILE" 2>/dev/null || printf 'REDIS_PASSWORD_%s=%s\n' "$account" "$(new_password)" >>"$CREDENTIALS_FILE"
  done
  for account in "${DATABASE_ACCOUNTS[@]}"; do
    grep -q "^MONGODB_PASSWORD_$account=" "$CREDENTIALS_FILE" 2>/dev/null || printf 'MONGODB_PASSWORD_%s=%s\n' "$account" "$(new_password)" >>"$CREDENTIALS_FILE"
  done
  for account in $(storage_accounts); do
    grep -q "^S3_SECRET_$account=" "$CREDENTIALS_FILE" 2>/dev/null || printf 'S3_SECRET_%s=%s\n' "$account" "$(new_password)" >>"$CREDENTIALS_FILE"
  done
}

load_credentials() {
  [[ -f "$CREDENTIALS_FILE" ]] || return 0
  set -a
  # shellcheck disable=SC1090
  . "$CREDENTIALS_FILE"
  set +a
}

# ---------------------------------------------------------------------------- postgresql

# PostgreSQL refuses to run as root: then the cluster belongs to the `postgres` system user
# (made by Debian's package) and its programs run as that user (setpriv execs in place, so
# the pidfile still names the postmaster itself).
PG_AS=()
pg_identity() {
  ((EUID == 0)) || return 0
  id postgres >/dev/null 2>&1 || die "postgres: running as root needs the 'postgres' system user (Debian's postgresql package makes it)"
  command -v setpriv >/dev/null 2>&1 || die "postgres: running as root needs setpriv (util-linux) to start PostgreSQL as 'postgres'"
  PG_AS=(setpriv --reuid=postgres --regid=postgres --init-groups --inh-caps=-all --)
}

# A clone in a directory closed to other users (`mktemp -d` makes one with mode 700) would
# keep `postgres` out of its own data: each closed parent gets search permission for
# others (o+x: entering a known path, not listing it), and the change is said.
pg_reach_data_dir() {
  ((EUID == 0)) || return 0
  local dir
  dir="$(dirname "$PG_DIR")"
  mkdir -p "$dir"
  while [[ "$dir" != / ]]; do
    if ! "${PG_AS[@]}" test -x "$dir"; then
      chmod o+x "$dir"
      say "postgres: gave others search permission (o+x) on $dir, so PostgreSQL, run as 'postgres', reaches its data"
    fi
    dir="$(dirname "$dir")"
  done
}

# First `up` with this backend: a cluster of its own, one password-protected role, one
# database. Made under PG_DIR/new and renamed, so a failed attempt never looks finished.
ensure_pg_cluster() {
  [[ -f "$PG_DATA/PG_VERSION" ]] && return 0
  local initdb postgres log="$LOG_DIR/postgres-initdb.log" tmp="$PG_DIR/new"
  initdb="$(find_pg_bin initdb)" || die "postgres: initdb not found"
  postgres="$(find_pg_bin postgres)" || die "postgres: postgres not found"
  rm -rf "$tmp"
  mkdir -p "$tmp"
  chmod 700 "$tmp"
  local pwfile="$PG_DIR/.pwfile"
  (umask 077 && printf '%s\n' "$POSTGRES_PASSWORD" >"$pwfile")
  if ((EUID == 0)); then chown -R postgres: "$PG_DIR"; fi
  "${PG_AS[@]}" test -w "$tmp" || die "postgres: the 'postgres' user cannot write $tmp (is a parent of DATA_DIR closed to other users?)"
  say "postgres: creating a cluster in $PG_DATA (log: $log)..."
  if ! "${PG_AS[@]}" "$initdb" -D "$tmp" -U ferretdb --pwfile="$pwfile" --auth-host=scram-sha-256 --auth-local=peer \
    -E UTF8 --locale=C >>"$log" 2>&1; then
    rm -f "$pwfile"
    tail -n 20 "$log" >&2
    die "postgres: initdb failed (see $log)"
  fi
  rm -f "$pwfile"
  # The database FerretDB keeps its schemas in, made without starting a server.
  if ! echo 'CREATE DATABASE ferretdb;' | "${PG_AS[@]}" "$postgres" --single -D "$tmp" -c unix_socket_directories= postgres >>"$log" 2>&1; then
    tail -n 20 "$log" >&2
    die "postgres: creating the ferretdb database failed (see $log)"
  fi
  local out
  out="$(pg_gin_companions_sql | pg_single_user "$tmp")"
  printf '%s\n' "$out" >>"$log"
  if [[ "$out" == *"ERROR:"* ]]; then
    tail -n 20 "$log" >&2
    die "postgres: installing the index trigger failed (see $log)"
  fi
  mv "$tmp" "$PG_DATA"
}

# FerretDB 1.24 writes an equality filter as `_jsonb->'field' @> value`, and builds each
# MongoDB index as a btree on `(_jsonb->'field')`, which cannot answer `@>`: every query
# but a full scan would be left on the table (ADR 17). This event trigger gives each field
# of each index FerretDB creates a GIN companion, which does answer `@>`, and PostgreSQL
# combines them: a lookup by id, an owner's list bucket (ADR 20) or a portfolio segment
# reads only the matching rows. (Sorting stays in FerretDB.) Installed at the first `up`,
# brought up to date (and applied to the indexes already there) at every start.
pg_gin_companions_sql() {
  cat <<'SQL'
CREATE OR REPLACE FUNCTION public.lumafolio_gin_companions_of(index_oid oid) RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
  target record;
  position int;
  field text;
BEGIN
  SELECT n.nspname AS schema_name, t.relname AS table_name, am.amname AS method, i.indnkeyatts AS keys
    INTO target
    FROM pg_index i
    JOIN pg_class t ON t.oid = i.indrelid
    JOIN pg_namespace n ON n.oid = t.relnamespace
    JOIN pg_class ix ON ix.oid = i.indexrelid
    JOIN pg_am am ON am.oid = ix.relam
   WHERE i.indexrelid = index_oid;
  IF target.method IS DISTINCT FROM 'btree' THEN RETURN; END IF;
  FOR position IN 1..target.keys LOOP
    field := pg_get_indexdef(index_oid, position, false);
    CONTINUE WHEN field !~ '^\(+_jsonb -> ';
    EXECUTE format('CREATE INDEX IF NOT EXISTS %I ON %I.%I USING gin (%s)',
      'lf_gin_' || left(md5(target.schema_name || '.' || target.table_name || ' ' || field), 24),
      target.schema_name, target.table_name, field);
  END LOOP;
END
$fn$;

CREATE OR REPLACE FUNCTION public.lumafolio_gin_companion() RETURNS event_trigger LANGUAGE plpgsql AS $fn$
DECLARE
  command record;
BEGIN
  FOR command IN SELECT objid FROM pg_event_trigger_ddl_commands() WHERE command_tag = 'CREATE INDEX' LOOP
    PERFORM public.lumafolio_gin_companions_of(command.objid);
  END LOOP;
END
$fn$;

DO $do$
DECLARE
  existing record;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_event_trigger WHERE evtname = 'lumafolio_gin_companion') THEN
    CREATE EVENT TRIGGER lumafolio_gin_companion ON ddl_command_end WHEN TAG IN ('CREATE INDEX')
      EXECUTE FUNCTION public.lumafolio_gin_companion();
  END IF;
  FOR existing IN
    SELECT i.indexrelid FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid JOIN pg_namespace n ON n.oid = t.relnamespace
     WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'public', 'pg_toast')
  LOOP
    PERFORM public.lumafolio_gin_companions_of(existing.indexrelid);
  END LOOP;
END
$do$;

SQL
}

# Runs the SQL on stdin against the ferretdb database of the cluster in $1 (default: PG_DATA)
# in single-user mode (no server running) and prints what postgres answered; a failure to run
# at all reads as an ERROR line too.
pg_single_user() {
  local postgres
  postgres="$(find_pg_bin postgres)" || { echo "ERROR: postgres not found"; return; }
  "${PG_AS[@]}" "$postgres" --single -j -D "${1:-$PG_DATA}" -c unix_socket_directories= ferretdb 2>&1 || echo "ERROR: exit status"
}

# A cluster made by an earlier version gets the current trigger and the companions it
# would have made (single-user mode: the server is not running yet).
update_pg_gin_companions() {
  local out log="$LOG_DIR/postgres-initdb.log"
  out="$(pg_gin_companions_sql | pg_single_user)"
  printf '%s\n' "$out" >>"$log"
  if [[ "$out" == *"ERROR:"* ]]; then
    tail -n 20 "$log" >&2
    die "postgres: updating the index trigger failed (see $log)"
  fi
}

# ---------------------------------------------------------------------------- database accounts

# Which process reaches which collection (ADR 53), one table for FerretDB here and MongoDB
# (deploy/mongo/create-accounts.js). FerretDB on PostgreSQL signs each client in as the
# PostgreSQL role of its user name (authMechanism=PLAIN), and keeps a collection as a table
# named `<collection>_<8 hex>` in the schema of its database. Each collection's table
# belongs to a role of its own (lumafolio_owns_<collection>), held by the accounts listed
# there: they read, write and index it; every other process is refused.
COLLECTION_ACCESS="$(grep -v '^#' "$REPO_ROOT/deploy/database/collection-access.txt")"

database_account_name() { tr 'A-Z_' 'a-z-' <<<"$1"; }

# Run at every start (single-user mode, before the server accepts anyone): the accounts with
# the passwords of the credentials file, the collections' owner roles, and the event trigger
# that hands every table FerretDB creates to its owner role (and refuses a process creating
# a collection that is not its own). `tools` (tests, CLIs, operators) is a superuser.
pg_database_accounts_sql() {
  local account name variable line collection holders holder
  echo "DO \$do\$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'lumafolio_app') THEN CREATE ROLE lumafolio_app NOLOGIN; END IF; END \$do\$;"
  echo "GRANT CONNECT, CREATE ON DATABASE ferretdb TO lumafolio_app;"
  for account in "${DATABASE_ACCOUNTS[@]}"; do
    name="$(database_account_name "$account")"
    variable="MONGODB_PASSWORD_$account"
    echo "DO \$do\$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '$name') THEN CREATE ROLE \"$name\"; END IF; END \$do\$;"
    if [[ "$account" == TOOLS ]]; then
      echo "ALTER ROLE \"$name\" LOGIN SUPERUSER PASSWORD '${!variable}';"
    else
      echo "ALTER ROLE \"$name\" LOGIN NOSUPERUSER NOCREATEROLE NOCREATEDB PASSWORD '${!variable}';"
      echo "GRANT lumafolio_app TO \"$name\";"
    fi
  done
  echo "CREATE TABLE IF NOT EXISTS public.lumafolio_collection_access (collection text NOT NULL, account text NOT NULL, PRIMARY KEY (collection, account));"
  echo "REVOKE ALL ON public.lumafolio_collection_access FROM PUBLIC;"
  echo "DELETE FROM public.lumafolio_collection_access;"
  while read -r collection holders; do
    [[ -n "$collection" ]] || continue
    echo "DO \$do\$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'lumafolio_owns_$collection') THEN CREATE ROLE lumafolio_owns_$collection NOLOGIN; END IF; END \$do\$;"
    for holder in $holders; do
      echo "INSERT INTO public.lumafolio_collection_access VALUES ('$collection', '$holder');"
      echo "GRANT lumafolio_owns_$collection TO \"$holder\";"
    done
  done <<<"$COLLECTION_ACCESS"
  cat <<'SQL'
CREATE OR REPLACE FUNCTION public.lumafolio_hand_over(schema_name text, table_name text) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $fn$
DECLARE
  wanted text := regexp_replace(table_name, '_[0-9a-f]{8}$', '');
  by_superuser boolean := (SELECT rolsuper FROM pg_roles WHERE rolname = session_user);
BEGIN
  IF table_name = '_ferretdb_database_metadata' THEN
    -- Every process registers its collections and indexes there (FerretDB indexes it right after creating it).
    EXECUTE format('ALTER TABLE %I.%I OWNER TO lumafolio_app', schema_name, table_name);
    RETURN;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM public.lumafolio_collection_access a WHERE a.collection = wanted) THEN
    IF NOT by_superuser THEN
      RAISE EXCEPTION 'collection % of database % belongs to no process (deploy/database/collection-access.txt)', wanted, schema_name;
    END IF;
    RETURN;
  END IF;
  IF NOT by_superuser AND NOT EXISTS (SELECT 1 FROM public.lumafolio_collection_access a WHERE a.collection = wanted AND a.account = session_user) THEN
    RAISE EXCEPTION 'the % account may not create collection %', session_user, wanted;
  END IF;
  EXECUTE format('ALTER TABLE %I.%I OWNER TO %I', schema_name, table_name, 'lumafolio_owns_' || wanted);
END
$fn$;

CREATE OR REPLACE FUNCTION public.lumafolio_hand_over_schema(schema_name text) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $fn$
BEGIN
  EXECUTE format('ALTER SCHEMA %I OWNER TO ferretdb', schema_name);
  EXECUTE format('GRANT USAGE, CREATE ON SCHEMA %I TO lumafolio_app', schema_name);
END
$fn$;

CREATE OR REPLACE FUNCTION public.lumafolio_hand_over_created() RETURNS event_trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $fn$
DECLARE
  created record;
BEGIN
  FOR created IN SELECT object_type, schema_name, objid FROM pg_event_trigger_ddl_commands() LOOP
    IF created.object_type = 'schema' THEN
      PERFORM public.lumafolio_hand_over_schema((SELECT nspname FROM pg_namespace WHERE oid = created.objid));
    ELSIF created.object_type = 'table' THEN
      PERFORM public.lumafolio_hand_over(created.schema_name, (SELECT relname FROM pg_class WHERE oid = created.objid));
    END IF;
  END LOOP;
END
$fn$;
REVOKE ALL ON FUNCTION public.lumafolio_hand_over(text, text), public.lumafolio_hand_over_schema(text) FROM PUBLIC;

DO $do$
DECLARE
  existing record;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_event_trigger WHERE evtname = 'lumafolio_hand_over') THEN
    CREATE EVENT TRIGGER lumafolio_hand_over ON ddl_command_end WHEN TAG IN ('CREATE SCHEMA', 'CREATE TABLE')
      EXECUTE FUNCTION public.lumafolio_hand_over_created();
  END IF;
  FOR existing IN
    SELECT n.nspname AS schema_name, c.relname AS table_name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind = 'r' AND EXISTS (SELECT 1 FROM pg_class m WHERE m.relnamespace = n.oid AND m.relname = '_ferretdb_database_metadata')
  LOOP
    PERFORM public.lumafolio_hand_over_schema(existing.schema_name);
    IF existing.table_name = '_ferretdb_database_metadata'
       OR EXISTS (SELECT 1 FROM public.lumafolio_collection_access a WHERE a.collection = regexp_replace(existing.table_name, '_[0-9a-f]{8}$', '')) THEN
      PERFORM public.lumafolio_hand_over(existing.schema_name, existing.table_name);
    END IF;
  END LOOP;
END
$do$;

SQL
}

update_pg_database_accounts() {
  local out log="$LOG_DIR/postgres-initdb.log"
  out="$(pg_database_accounts_sql | pg_single_user)"
  # The statements hold passwords: only the errors are kept, without them.
  if [[ "$out" == *"ERROR:"* ]]; then
    sed -E "s/PASSWORD '[^']*'/PASSWORD '…'/g" <<<"$out" | grep -E 'ERROR|DETAIL|HINT' >>"$log" || true
    tail -n 20 "$log" >&2
    die "postgres: updating the database accounts failed (see $log)"
  fi
}

# ---------------------------------------------------------------------------- start / stop

# Start a process detached from this shell (own session), output appended to its log.
launch() {
  local svc="$1"
  shift
  local log="$LOG_DIR/$svc.log"
  printf '=== %s start: %s\n' "$(date '+%Y-%m-%dT%H:%M:%S%z')" "$*" >>"$log"
  # In a non-interactive shell the background child is no process-group leader, so
  # setsid execs in place and $! is the service's own pid. The lock fds (8, 9) are
  # closed so that the daemon does not keep holding the profile lock.
  setsid "$@" >>"$log" 2>&1 </dev/null 8>&- 9>&- &
  local pid=$! comm i
  comm="$(svc_comm "$svc")"
  # Write the pidfile once the exec is done, so that it never names a short-lived
  # bash/setsid process (status and pid checks compare /proc/<pid>/comm).
  for ((i = 0; i < 100; i++)); do
    [[ "$(cat "/proc/$pid/comm" 2>/dev/null)" == "$comm" ]] && break
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.02
  done
  echo "$pid" >"$(pidfile "$svc")"
}

check_ports_free() {
  local svc="$1" p
  for p in $(svc_ports "$svc"); do
    if port_open "$p"; then
      die "$svc: port $HOST:$p is already in use by a process this profile ($DATA_DIR) did not start." \
        "Stop it (a system service? systemctl disable --now redis-server / nats-server) or pick other ports via env."
    fi
  done
}

start_svc() {
  local svc="$1"
  case "$svc" in
    redis)
      mkdir -p "$DATA_DIR/redis"
      PATH="$(dirname "$REDIS_SERVER"):$PATH" launch redis sh "$REPO_ROOT/deploy/redis/start-redis.sh" "$DATA_DIR/redis/users.acl" \
        --bind "$HOST" --port "$REDIS_PORT" --protected-mode yes \
        --daemonize no --supervised no --logfile "" --dir "$DATA_DIR/redis" \
        --appendonly yes --appendfsync everysec --maxmemory-policy noeviction
      ;;
    nats)
      mkdir -p "$DATA_DIR/nats"
      cp "$REPO_ROOT/deploy/nats/authorization.conf" "$REPO_ROOT/deploy/nats/limits.conf" "$DATA_DIR/nats/"
      cat >"$DATA_DIR/nats/nats.conf" <<EOF
# generated by deploy/local/infra.sh
server_name: "lumafolio-local-$NATS_PORT"
listen: "$HOST:$NATS_PORT"
http: "$HOST:$NATS_MONITOR_PORT"
include ./limits.conf
include ./authorization.conf
EOF
      launch nats "$NATS_SERVER" -c "$DATA_DIR/nats/nats.conf"
      ;;
    postgres)
      pg_identity
      pg_reach_data_dir
      ensure_pg_cluster
      update_pg_gin_companions
      update_pg_database_accounts
      : >"$RUN_DIR/postgres.accounts"
      # TCP on 127.0.0.1 only, no Unix socket (its path would depend on DATA_DIR's length).
      # synchronous_commit=off: a crash may lose the last fraction of a second of writes,
      # never consistency; like Redis's appendfsync everysec here (ADR 17).
      launch postgres "${PG_AS[@]}" "$(find_pg_bin postgres)" -D "$PG_DATA" \
        -c listen_addresses="$HOST" -c port="$POSTGRES_PORT" -c unix_socket_directories= \
        -c synchronous_commit=off -c max_connections="$(postgres_max_connections)" -c shared_buffers=256MB \
        -c logging_collector=off -c log_min_messages=warning -c log_checkpoints=off
      ;;
    ferretdb)
      mkdir -p "$DATA_DIR/ferretdb/state"
      local handler=(--handler=sqlite --sqlite-url="file:$DATA_DIR/ferretdb/sqlite/")
      local pg_url=""
      if [[ "$FERRETDB_BACKEND" == postgresql ]]; then
        handler=(--handler=postgresql)
        # No user: FerretDB signs each client in as the PostgreSQL role it names
        # (authMechanism=PLAIN), and one that names none is refused.
        # Each account's pool is bounded (FerretDB's own default is 50 per account, more than
        # PostgreSQL accepts for all of them) and lets idle connections go after a minute.
        pg_url="postgres://$HOST:$POSTGRES_PORT/ferretdb?pool_max_conns=$FERRETDB_POOL_MAX_CONNS&pool_max_conn_idle_time=1m"
      else
        mkdir -p "$DATA_DIR/ferretdb/sqlite"
      fi
      DO_NOT_TRACK=1 FERRETDB_POSTGRESQL_URL="$pg_url" launch ferretdb "$FERRETDB_BIN" \
        "${handler[@]}" \
        --state-dir="$DATA_DIR/ferretdb/state" --listen-addr="$HOST:$FERRETDB_PORT" \
        --debug-addr=- --telemetry=disable --log-level="$FERRETDB_LOG_LEVEL" --log-format=text
      echo "$FERRETDB_BACKEND" >"$RUN_DIR/ferretdb.backend"
      ;;
    s3)
      mkdir -p "$DATA_DIR/s3" "$DATA_DIR/s3-iam"
      # Credentials via env so they do not show up in `ps`.
      ROOT_ACCESS_KEY_ID="$S3_ACCESS_KEY_ID" ROOT_SECRET_ACCESS_KEY="$S3_SECRET_ACCESS_KEY" \
        launch s3 "$VERSITYGW_BIN" --port "$HOST:$S3_PORT" --region "$S3_REGION" --health /health --quiet \
        --iam-dir "$DATA_DIR/s3-iam" posix "$DATA_DIR/s3"
      ;;
  esac
}

wait_healthy() {
  local svc="$1" deadline=$((SECONDS + INFRA_WAIT_SECS))
  while ! svc_healthy "$svc"; do
    if ! svc_pid "$svc" >/dev/null; then
      tail -n 15 "$LOG_DIR/$svc.log" >&2 || true
      die "$svc exited during start-up (log: $LOG_DIR/$svc.log)"
    fi
    ((SECONDS < deadline)) || {
      tail -n 15 "$LOG_DIR/$svc.log" >&2 || true
      die "$svc did not answer within ${INFRA_WAIT_SECS}s (log: $LOG_DIR/$svc.log)"
    }
    sleep 0.1
  done
}

ensure_bucket() {
  local code
  code="$(s3_curl -o /dev/null -w '%{http_code}' -I "http://$HOST:$S3_PORT/$S3_BUCKET")" || code=000
  case "$code" in
    200) return 1 ;;
    404)
      code="$(s3_curl -o "$LOG_DIR/s3-create-bucket.out" -w '%{http_code}' -X PUT "http://$HOST:$S3_PORT/$S3_BUCKET")" || code=000
      [[ "$code" == 200 || "$code" == 409 ]] || die "s3: creating bucket $S3_BUCKET failed (HTTP $code, $(cat "$LOG_DIR/s3-create-bucket.out" 2>/dev/null))"
      return 0
      ;;
    403) die "s3: HEAD bucket $S3_BUCKET answered 403: the running server uses other credentials than S3_ACCESS_KEY_ID/S3_SECRET_ACCESS_KEY" ;;
    *) die "s3: HEAD bucket $S3_BUCKET answered HTTP $code" ;;
  esac
}

# Each process's account (created, or given the secret of the credentials file again) and
# the bucket policy that limits it to deploy/storage/object-access.txt. Run at every start:
# the policy follows the file. The same script makes them in compose and the Helm chart.
ensure_s3_accounts() {
  local process secret out node
  # A server started before the processes had accounts runs without its IAM: it holds nothing
  # but the bucket's files, so it is started again, with it.
  if out="$(vgw_admin list-users 2>&1)"; [[ "$out" == *XAdminMethodNotSupported* ]]; then
    say "s3: the running server predates the processes' own accounts (ADR 70): starting it again"
    stop_svc s3 || true
    start_svc s3
    wait_healthy s3
  fi
  for process in $(storage_processes); do
    secret="S3_SECRET_$(tr 'a-z-' 'A-Z_' <<<"$process")"
    [[ -n "${!secret:-}" ]] || die "s3: $CREDENTIALS_FILE has no $secret: run deploy/local/infra.sh up again"
  done
  # Node 24 runs the TypeScript file as it is (the repository's own Node, else the PATH's).
  node="$REPO_ROOT/node_modules/.bin/node"
  [[ -x "$node" ]] || node="$(find_bin node)" || die "s3: node not found (the processes' S3 accounts are made by a Node 24 script): run npm install"
  # The secrets reach the script through its environment only (exported in this subshell).
  out="$(
    for process in $(storage_processes); do export "S3_SECRET_$(tr 'a-z-' 'A-Z_' <<<"$process")"; done
    S3_ENDPOINT="http://$HOST:$S3_PORT" S3_REGION="$S3_REGION" S3_BUCKET="$S3_BUCKET" \
      S3_ACCESS_KEY_ID="$S3_ACCESS_KEY_ID" S3_SECRET_ACCESS_KEY="$S3_SECRET_ACCESS_KEY" \
      OBJECT_ACCESS_FILE="$REPO_ROOT/deploy/storage/object-access.txt" \
      "$node" "$REPO_ROOT/libs/storage/src/object-access/s3-accounts.ts" 2>&1
  )" ||
    die "s3: making the processes' accounts failed (Node 24 needed: $("$node" --version 2>&1)): $out"
}

# The root account signs in through the environment, not the command line.
vgw_admin() {
  ADMIN_ACCESS_KEY_ID="$S3_ACCESS_KEY_ID" ADMIN_SECRET_ACCESS_KEY="$S3_SECRET_ACCESS_KEY" ADMIN_REGION="$S3_REGION" \
    "$VERSITYGW_BIN" admin --endpoint-url "http://$HOST:$S3_PORT" "$@"
}

stop_svc() {
  local svc="$1" pid i signal=TERM
  pid="$(svc_pid "$svc")" || return 1
  # PostgreSQL's SIGTERM waits for every client to leave; SIGINT is its fast shutdown.
  [[ "$svc" == postgres ]] && signal=INT
  kill -"$signal" "$pid" 2>/dev/null || true
  for ((i = 0; i < 150; i++)); do # 15 s
    pid_matches "$pid" "$(svc_comm "$svc")" || break
    sleep 0.1
  done
  if pid_matches "$pid" "$(svc_comm "$svc")"; then
    say "$svc (pid $pid) did not stop within 15s, killing it"
    kill -KILL "$pid" 2>/dev/null || true
    for ((i = 0; i < 50; i++)); do
      pid_matches "$pid" "$(svc_comm "$svc")" || break
      sleep 0.1
    done
  fi
  rm -f "$(pidfile "$svc")"
  [[ "$svc" != ferretdb ]] || rm -f "$RUN_DIR/ferretdb.backend"
  [[ "$svc" != postgres ]] || rm -f "$RUN_DIR/postgres.accounts"
  return 0
}

line() { printf '%-9s %-8s %s\n' "$1" "$2" "$3"; }

resolve_bins() {
  REDIS_SERVER="$(find_bin redis-server)" || die "redis-server not found"
  REDIS_CLI="$(find_bin redis-cli)" || die "redis-cli not found"
  NATS_SERVER="$(find_bin nats-server)" || die "nats-server not found"
  find_bin curl >/dev/null || die "curl not found"
}

lock_profile() {
  mkdir -p "$RUN_DIR" "$LOG_DIR"
  exec 9>"$RUN_DIR/infra.lock"
  flock -w 300 9 || die "another infra.sh is working on $DATA_DIR"
}

# ---------------------------------------------------------------------------- commands

print_env() {
  local prefix="${1-export }" chromium
  load_credentials
  printf "%sMONGODB_URI='mongodb://tools:%s@%s:%s/%s?authMechanism=PLAIN&authSource=%%24external'\n" "$prefix" "${MONGODB_PASSWORD_TOOLS:-}" "$HOST" "$FERRETDB_PORT" "$MONGODB_DB"
  printf "%sREDIS_URL='redis://tools:%s@%s:%s'\n" "$prefix" "${REDIS_PASSWORD_TOOLS:-}" "$HOST" "$REDIS_PORT"
  printf "%sNATS_URL='nats://%s:%s'\n" "$prefix" "$HOST" "$NATS_PORT"
  printf "%sNATS_USER='tools'\n%sNATS_PASSWORD='%s'\n" "$prefix" "$prefix" "${NATS_PASSWORD_TOOLS:-}"
  printf "%sS3_ENDPOINT='http://%s:%s'\n" "$prefix" "$HOST" "$S3_PORT"
  printf "%sS3_REGION='%s'\n" "$prefix" "$S3_REGION"
  printf "%sS3_BUCKET='%s'\n" "$prefix" "$S3_BUCKET"
  printf "%sS3_ACCESS_KEY_ID='%s'\n" "$prefix" "$S3_ACCESS_KEY_ID"
  printf "%sS3_SECRET_ACCESS_KEY='%s'\n" "$prefix" "$S3_SECRET_ACCESS_KEY"
  if chromium="$(find_bin chromium)"; then printf "%sCHROMIUM_PATH='%s'\n" "$prefix" "$chromium"; fi
}

cmd_up() {
  validate_config
  lock_profile
  ensure_installed
  resolve_bins
  if [[ -z "$FERRETDB_BACKEND_GIVEN" && "$FERRETDB_BACKEND" == sqlite ]]; then
    say "note: $DATA_DIR holds FerretDB data on SQLite from before PostgreSQL became the default: staying on SQLite"
    say "      (FERRETDB_BACKEND=postgresql starts on a new, empty PostgreSQL-backed database instead; ADR 17)"
  fi
  if [[ "$FERRETDB_BACKEND" == sqlite ]]; then
    say "note: FerretDB on SQLite has no database accounts: every local client reaches every collection"
    say "      (a quick look only; the PostgreSQL backend gives each process its own, ADR 53)"
  fi
  ensure_credentials
  ensure_account_passwords
  [[ "$FERRETDB_BACKEND" != postgresql ]] || ensure_postgres_password
  load_credentials
  local svc started=() running
  if svc_pid ferretdb >/dev/null && running="$(ferretdb_backend_of_running)" && [[ "$running" != "$FERRETDB_BACKEND" ]]; then
    die "ferretdb is running on its $running backend, FERRETDB_BACKEND asks for $FERRETDB_BACKEND:" \
      "run \`deploy/local/infra.sh down\` first (each backend keeps its own data)"
  fi
  if svc_pid postgres >/dev/null && [[ ! -f "$RUN_DIR/postgres.accounts" ]]; then
    die "the running PostgreSQL and FerretDB predate the database accounts of each process:" \
      "run \`deploy/local/infra.sh down\`, then \`up\` (ADR 53)"
  fi
  for svc in "${SERVICES[@]}"; do
    svc_pid "$svc" >/dev/null || started+=("$svc")
  done
  # Check every port first so that a conflict does not leave a half-started stack.
  for svc in "${started[@]}"; do check_ports_free "$svc"; done
  for svc in "${started[@]}"; do
    start_svc "$svc"
    # FerretDB connects to its PostgreSQL at start-up.
    [[ "$svc" != postgres ]] || wait_healthy postgres
  done
  local note
  for svc in "${SERVICES[@]}"; do
    wait_healthy "$svc"
    note=""
    [[ " ${started[*]} " == *" $svc "* ]] && note=" [started]"
    if [[ "$svc" == s3 ]] && ensure_bucket; then note="$note [bucket created]"; fi
    [[ "$svc" != s3 ]] || ensure_s3_accounts
    line "$svc" up "$(svc_addr "$svc")$note"
  done
  line chromium ok "$(find_bin chromium)"
  # shellcheck disable=SC2016
  say '(the services'"'"' settings: eval "$(deploy/local/infra.sh env)" with the same variables as this call)'
}

cmd_down() {
  validate_config
  lock_profile
  local svc i addr
  # Every service this script may have started, whichever backend is asked for now.
  for ((i = ${#ALL_SERVICES[@]} - 1; i >= 0; i--)); do
    svc="${ALL_SERVICES[$i]}"
    addr="$(svc_addr "$svc")"
    if stop_svc "$svc"; then
      line "$svc" stopped "(was $addr)"
    elif [[ " ${SERVICES[*]} " == *" $svc "* ]]; then
      line "$svc" stopped "(not running)"
    fi
  done
}

cmd_status() {
  validate_config
  load_credentials
  REDIS_CLI="$(find_bin redis-cli || echo redis-cli)"
  local svc pid all=0 services=("${SERVICES[@]}")
  # A cluster left running by an `up` with the other backend is shown too.
  if [[ " ${services[*]} " != *" postgres "* ]] && svc_pid postgres >/dev/null; then services=(redis nats postgres ferretdb s3); fi
  for svc in "${services[@]}"; do
    if pid="$(svc_pid "$svc")"; then
      if svc_healthy "$svc"; then
        line "$svc" running "$(svc_addr "$svc") pid $pid"
      else
        line "$svc" starting "$(svc_addr "$svc") pid $pid, not answering yet"
        all=3
      fi
    else
      line "$svc" stopped "$(svc_addr "$svc")"
      all=3
    fi
  done
  return "$all"
}

usage() {
  sed -n '2,11p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2
  exit 2
}

case "${1:-}" in
  up) cmd_up ;;
  down) cmd_down ;;
  status) cmd_status ;;
  env)
    validate_config
    print_env "export "
    ;;
  binaries)
    mkdir -p "$LOG_DIR"
    build_go_binaries 1 1
    echo "$BIN_CACHE"
    ;;
  -h | --help | help) usage ;;
  *) usage ;;
esac
