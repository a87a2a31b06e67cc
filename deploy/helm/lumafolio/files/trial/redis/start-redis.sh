#!/bin/sh
# Starts redis-server with one ACL user per process (password from REDIS_PASSWORD_<PROCESS>)
# and no anonymous access. Used by deploy/local/infra.sh and the compose stack:
#   REDIS_PASSWORD_GATEWAY=… … start-redis.sh <acl file to write> [redis-server arguments…]
# Passwords reach Redis hashed, through an ACL file readable by its owner only, never on
# the command line. Each service may run every data command but the dangerous ones
# (FLUSHALL, CONFIG, KEYS, DEBUG, SHUTDOWN, MONITOR…), and only on its own keys (`~`: read
# and write, `%R~`: read only; the table is in docs/security.md, the reasons in
# docs/adr/0053-least-privilege-database-and-redis-accounts.md). The tools account (tests,
# operators) may run everything.
set -eu
acl_file="$1"
shift

hash() { printf '%s' "$1" | sha256sum | cut -d' ' -f1; }

# A BullMQ queue's keys are `<prefix>:<queue>:…` whatever the prefix (tests give each run
# its own), and no other key has a segment named after a queue. Even a process that only
# reads a queue needs it read-write: BullMQ reads through Lua scripts, and Redis counts the
# keys an EVAL names as written.
queue() { printf ' ~*:%s:*' "$@"; }
# The page-view inbox is `<PAGE_VIEWS_PREFIX>:page-views:…` (ADR 32): the gateway adds, portfolio drains.
page_view_inbox='~*:page-views:inbox:* ~*:page-views:days'
page_view_collector='~*:page-views:inbox:* ~*:page-views:days ~*:page-views:taken:* ~*:page-views:taken-keys ~*:page-views:indexed ~lock:*:page-views:*'

keys_of() {
  case "$1" in
    GATEWAY)
      # Reads the revocations media writes. No queue: Bull Board asks each queue's owner (ADR 49).
      echo "~session:* ~user-sessions:* ~visitor-cache:* ~gateway:rl:* ~resumable-upload:* ~photo-archive:* $page_view_inbox %R~image-urls:revoked:*"
      ;;
    AUTH) echo "~oidc:* ~auth:signup:* ~auth:rl:* ~display-name:* ~lock:write:user:* ~lock:write:user-bucket:* ~lock:write:sequence:* ~lock:migration:*" ;;
    PORTFOLIO) echo "$page_view_collector ~lock:write:hero-image:*$(queue portfolio)" ;;
    MEDIA)
      echo "~photo-read-model:* ~image-urls:revoked:* ~quota:holds:* ~lock:quota:* ~lock:migration:* ~lock:write:photo-bucket:*" \
        "~lock:write:photo:* ~lock:write:photo-fingerprint:* ~lock:write:client-gallery:* ~lock:write:client-gallery-favourite:* ~lock:write:watermark:* %R~display-name:*$(queue media)"
      ;;
    # No queue: the Jobs tab asks each queue's owner (ADR 49).
    ADMIN) echo "~admin:ai-insights:*" ;;
    # Its domain's three queues: it queues album-sync and e-mails, and answers the operators' views on accounts too.
    INTEGRATIONS) echo "~google-photos:consent:* ~lock:google-token:* ~lock:write:google-photo-set:*$(queue album-sync integrations accounts)" ;;
    MEDIA_WORKER) echo "~photo-read-model:* ~lock:write:photo:* ~lock:write:photo-fingerprint:* ~lock:write:watermark:*$(queue media)" ;;
    INTEGRATIONS_WORKER) echo "$(queue integrations accounts)" ;;
    ALBUM_SYNC_WORKER) echo "~album-sync:open-intake:* ~lock:google-token:* ~lock:write:google-photo-set:* ~lock:album-sync-urls:*$(queue album-sync)" ;;
  esac
}

umask 077
: >"$acl_file"
# Nobody can sign in as "default" (off: new connections must AUTH), but Redis itself replays
# the AOF as that user at start-up (7.0): it keeps its permissions, or queued
# transactions would be refused and data lost.
echo "user default off ~* &* +@all" >>"$acl_file"
for process in GATEWAY AUTH PORTFOLIO MEDIA ADMIN INTEGRATIONS MEDIA_WORKER INTEGRATIONS_WORKER ALBUM_SYNC_WORKER; do
  eval "password=\${REDIS_PASSWORD_$process:?REDIS_PASSWORD_$process is not set}"
  user=$(echo "$process" | tr 'A-Z_' 'a-z-')
  echo "user $user on #$(hash "$password") $(keys_of "$process") &* +@all -@dangerous +info +client|setname +client|getname +client|id" >>"$acl_file"
done
echo "user tools on #$(hash "${REDIS_PASSWORD_TOOLS:?REDIS_PASSWORD_TOOLS is not set}") ~* &* +@all" >>"$acl_file"

exec redis-server "$@" --aclfile "$acl_file"
