#!/usr/bin/env bash
# `docker compose config` on docker-compose.yml, with the Docker Compose CLI built by
# deploy/local/tools.sh (no Docker engine needed): the file parses, its references resolve
# and it follows the Compose specification. Every secret the file demands (`${NAME:?…}`)
# gets a placeholder here, as `generate-secrets` would write it into `.env`.
set -euo pipefail
REPO_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
compose="$(bash "$REPO_ROOT/deploy/local/tools.sh" docker-compose)"

env_file="$(mktemp)"
trap 'rm -f "$env_file"' EXIT
# shellcheck disable=SC2016  # the ${…} are the compose file's, matched literally
grep -o '\${[A-Z_0-9]*:?' "$REPO_ROOT/docker-compose.yml" | sed 's/^\${\(.*\):?$/\1=placeholder/' | sort -u >"$env_file"

# Without the placeholders compose must refuse, naming a missing secret.
if "$compose" -f "$REPO_ROOT/docker-compose.yml" --env-file /dev/null config --quiet 2>/dev/null; then
  echo "docker-compose.yml starts without its secrets: a \${NAME:?…} reference is missing" >&2
  exit 1
fi
"$compose" -f "$REPO_ROOT/docker-compose.yml" --env-file "$env_file" config --quiet
echo "docker compose config: docker-compose.yml is valid ($(wc -l <"$env_file") secrets required)"
