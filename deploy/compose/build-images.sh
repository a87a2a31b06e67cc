#!/usr/bin/env bash
# Makes with podman every image the compose stack runs, under the names docker-compose.yml
# uses, on a machine that reaches no image registry: a Debian base made by debootstrap, the
# infrastructure from Debian packages and from the Go module proxy, node:24-slim from the npm
# registry, and the app from deploy/docker/Dockerfile. Also FerretDB and PostgreSQL, which
# stand in for MongoDB (deploy/compose/ferretdb.override.yml).
#
#   bash deploy/compose/build-images.sh      as root, with CONTAINERS_CONF set (see scripts/compose-smoke.sh)
#
# An image is made again only when its recipe or its inputs change (a label holds their
# hash); the app image reuses podman's layer cache.
set -euo pipefail

REPO_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
RECIPES="$REPO_ROOT/deploy/compose/images"
# The release of the npm CLI inside node:24-slim (Node itself comes from the repository's lockfile).
NPM_VERSION=11.6.2

say() { printf '\033[1m==> %s\033[0m\n' "$*"; }
die() { printf '\033[31merror:\033[0m %s\n' "$*" >&2; exit 1; }

# shellcheck source=/dev/null
SUITE="$(. /etc/os-release && echo "$VERSION_CODENAME")"
# The mirror apt already uses (the only Debian archive this machine may reach).
MIRROR="$(sed -n 's/^URIs:[[:space:]]*\(http[^[:space:]]*\/debian\)\/\{0,1\}$/\1/p' /etc/apt/sources.list.d/debian.sources 2>/dev/null | head -n 1)"
[[ -n "$MIRROR" ]] || MIRROR="$(sed -n 's/^deb[[:space:]]\+\(http[^[:space:]]*\/debian\)\/\{0,1\}[[:space:]]\+'"$SUITE"'[[:space:]].*/\1/p' /etc/apt/sources.list 2>/dev/null | head -n 1)"
[[ -n "$MIRROR" ]] || die "no Debian mirror found in /etc/apt/sources.list.d/debian.sources or /etc/apt/sources.list"
BASE_IMAGE="localhost/lumafolio-debian:$SUITE"

WORK="$(mktemp -d "${TMPDIR:-/tmp}/lumafolio-images.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT

recipe_of() { podman image inspect --format '{{index .Labels "lumafolio.recipe"}}' "$1" 2>/dev/null || true; }

# The hash of every file under a build context, and of the base image it starts from.
context_hash() {
  (
    cd "$1"
    find . -type f -print0 | sort -z | xargs -0 sha256sum
    podman image inspect --format '{{.Id}}' "$BASE_IMAGE"
  ) | sha256sum | cut -d' ' -f1
}

make_base() {
  local recipe
  recipe="$(printf 'debootstrap --variant=minbase %s %s\n' "$SUITE" "$MIRROR" | sha256sum | cut -d' ' -f1)"
  if [[ "$(recipe_of "$BASE_IMAGE")" == "$recipe" ]]; then return 0; fi
  say "images: Debian $SUITE base (debootstrap from $MIRROR, about 2 minutes)"
  local rootfs="$WORK/rootfs"
  debootstrap --variant=minbase "$SUITE" "$rootfs" "$MIRROR" >"$WORK/debootstrap.log" 2>&1 || {
    tail -n 20 "$WORK/debootstrap.log" >&2
    die "debootstrap failed"
  }
  rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/*
  tar -C "$rootfs" -c . | podman import --quiet --change "LABEL lumafolio.recipe=$recipe" --change 'CMD ["bash"]' - "$BASE_IMAGE" >/dev/null
}

# make_image NAME RECIPE_DIR [INPUT_FILE...]: builds RECIPE_DIR's Containerfile with the
# input files next to it, unless NAME was built from the same context already.
make_image() {
  local name="$1" recipe_dir="$2"
  shift 2
  local context="$WORK/context-${recipe_dir##*/}"
  mkdir -p "$context"
  cp -a "$recipe_dir/." "$context/"
  [[ $# -eq 0 ]] || cp -a "$@" "$context/"
  local recipe
  recipe="$(context_hash "$context")"
  if [[ "$(recipe_of "$name")" != "$recipe" ]]; then
    say "images: $name"
    podman build --build-arg "BASE=$BASE_IMAGE" --label "lumafolio.recipe=$recipe" -t "$name" "$context" >"$WORK/build.log" 2>&1 || {
      tail -n 30 "$WORK/build.log" >&2
      die "building $name failed"
    }
  fi
  rm -rf "$context"
}

compose_default() { sed -n "s/.*\${$1:-\([^}]*\)}.*/\1/p" "$REPO_ROOT/docker-compose.yml" | head -n 1; }

make_base

bin_cache="$(DATA_DIR="$WORK/infra" bash "$REPO_ROOT/deploy/local/infra.sh" binaries | tail -n 1)"
versitygw_tag="$(compose_default VERSITYGW_TAG)"
built_versitygw="$(cat "$bin_cache/versitygw.version")"
[[ "$versitygw_tag" == "$built_versitygw" ]] ||
  die "docker-compose.yml runs versitygw $versitygw_tag but deploy/local/infra.sh builds $built_versitygw: make them agree"
ferretdb_version="$(sed -n 's/^FERRETDB_VERSION=//p' "$REPO_ROOT/deploy/local/infra.sh")"

make_image docker.io/library/redis:7 "$RECIPES/redis"
make_image docker.io/library/nats:2-alpine "$RECIPES/nats"
make_image "docker.io/versity/versitygw:$versitygw_tag" "$RECIPES/versitygw" "$bin_cache/versitygw"
make_image "localhost/lumafolio-smoke/ferretdb:$ferretdb_version" "$RECIPES/ferretdb" "$bin_cache/ferretdb"
make_image localhost/lumafolio-smoke/postgres:15 "$RECIPES/postgres"

node_binary="$REPO_ROOT/node_modules/node/bin/node"
[[ -x "$node_binary" ]] || die "no Node 24 binary at $node_binary: run npm install first"
npm_tarball="${XDG_CACHE_HOME:-$HOME/.cache}/lumafolio/npm-$NPM_VERSION.tgz"
if [[ ! -s "$npm_tarball" ]]; then
  mkdir -p "${npm_tarball%/*}"
  (cd "$WORK" && npm pack --silent "npm@$NPM_VERSION" >/dev/null) && mv "$WORK/npm-$NPM_VERSION.tgz" "$npm_tarball"
fi
cp "$npm_tarball" "$WORK/npm.tgz"
make_image docker.io/library/node:24-slim "$RECIPES/node" "$node_binary" "$WORK/npm.tgz" /etc/ssl/certs/ca-certificates.crt

say "images: lumafolio:local (deploy/docker/Dockerfile; unchanged layers come from the cache)"
podman build --layers -f "$REPO_ROOT/deploy/docker/Dockerfile" -t localhost/lumafolio:local "$REPO_ROOT" >"$WORK/app-build.log" 2>&1 || {
  tail -n 40 "$WORK/app-build.log" >&2
  die "building lumafolio:local failed"
}
