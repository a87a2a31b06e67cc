#!/bin/sh
# Starts redis-server with one ACL user per process (password from REDIS_PASSWORD_<PROCESS>)
# and no anonymous access. Used by deploy/local/infra.sh and the compose stack:
#   REDIS_PASSWORD_GATEWAY=… … start-redis.sh <acl file to write> [redis-server arguments…]
# Passwords reach Redis hashed, through an ACL file readable by its owner only, never on
# the command line. Services may run every data command but the dangerous ones
# (FLUSHALL, CONFIG, KEYS, DEBUG, SHUTDOWN, MONITOR…); the tools account (tests,
# operators) may run everything.
set -eu
acl_file="$1"
shift

hash() { printf '%s' "$1" | sha256sum | cut -d' ' -f1; }

umask 077
: >"$acl_file"
# Nobody can sign in as "default" (off: new connections must AUTH), but Redis itself replays
# the AOF as that user at start-up (7.0): it keeps its permissions, or queued
# transactions would be refused and data lost.
echo "user default off ~* &* +@all" >>"$acl_file"
for process in GATEWAY AUTH PORTFOLIO MEDIA ADMIN INTEGRATIONS MEDIA_WORKER INTEGRATIONS_WORKER ALBUM_SYNC_WORKER; do
  eval "password=\${REDIS_PASSWORD_$process:?REDIS_PASSWORD_$process is not set}"
  user=$(echo "$process" | tr 'A-Z_' 'a-z-')
  echo "user $user on #$(hash "$password") ~* &* +@all -@dangerous +info +client|setname +client|getname +client|id" >>"$acl_file"
done
echo "user tools on #$(hash "${REDIS_PASSWORD_TOOLS:?REDIS_PASSWORD_TOOLS is not set}") ~* &* +@all" >>"$acl_file"

exec redis-server "$@" --aclfile "$acl_file"
