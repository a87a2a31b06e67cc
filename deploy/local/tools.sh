#!/usr/bin/env bash
# Operator tools the project builds or installs itself (no download at run time except the
# package registries), cached in BIN_CACHE like FerretDB (deploy/local/infra.sh):
#
#   deploy/local/tools.sh helm           Helm, built from the Go module proxy; prints its path
#   deploy/local/tools.sh k8s-validate   a Python venv with the Kubernetes API schemas
#                                        (PyPI kubernetes-validate) and the KEDA and
#                                        prometheus-operator models (PyPI cloudcoil-models-*);
#                                        prints its python
#   deploy/local/tools.sh docker-compose The Docker Compose CLI (v2), built from the Go module
#                                        proxy; prints its path (`docker-compose config`
#                                        checks the compose file without a Docker engine)
#   deploy/local/tools.sh openapi-validate a Python venv with openapi-spec-validator (PyPI),
#                                        the OpenAPI check of Python's tooling; prints its python
#
#   BIN_CACHE [${XDG_CACHE_HOME:-$HOME/.cache}/lumafolio/bin]  shared by clones
set -euo pipefail

HELM_VERSION=v3.21.4
# The Kubernetes version `helm template` and `helm lint` assume without --kube-version: the
# one of the client-go that Helm release is built with (Helm's Makefile sets it the same way).
HELM_KUBE_MINOR=36
KUBERNETES_VALIDATE_VERSION=1.37.0
CLOUDCOIL_KEDA_VERSION=2.16.1.0
CLOUDCOIL_PROMETHEUS_OPERATOR_VERSION=0.80.1.0
DOCKER_COMPOSE_VERSION=v2.40.3
OPENAPI_SPEC_VALIDATOR_VERSION=0.9.0

BIN_CACHE="${BIN_CACHE:-${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/lumafolio/bin}"
say() { printf '%s\n' "$*" >&2; }
die() {
  say "tools.sh: $*"
  exit 1
}

# Runs "$@" under the cache's build lock, its output kept in a log that is shown on failure.
locked_build() {
  local what="$1" log="$BIN_CACHE/build-$1.log"
  shift
  mkdir -p "$BIN_CACHE"
  (
    exec 8>"$BIN_CACHE/.build.lock"
    flock 8
    "$@"
  ) >"$log" 2>&1 || {
    tail -n 20 "$log" >&2
    die "installing $what failed (see $log)"
  }
}

HELM_STAMP="$HELM_VERSION kubernetes 1.$HELM_KUBE_MINOR"
helm_ok() {
  [[ -x "$BIN_CACHE/helm" && "$(cat "$BIN_CACHE/helm.version" 2>/dev/null)" == "$HELM_STAMP" ]]
}

build_helm() {
  command -v go >/dev/null 2>&1 || die "Go is needed to build Helm (https://go.dev/dl/)"
  # The linker flags of Helm's Makefile: its version, and the default Kubernetes version.
  local flags="-X helm.sh/helm/v3/internal/version.version=$HELM_VERSION" pkg
  for pkg in helm.sh/helm/v3/pkg/lint/rules helm.sh/helm/v3/pkg/chartutil; do
    flags="$flags -X $pkg.k8sVersionMajor=1 -X $pkg.k8sVersionMinor=$HELM_KUBE_MINOR"
  done
  GOFLAGS="" GO111MODULE=on CGO_ENABLED=0 GOBIN="$BIN_CACHE" go install -ldflags "$flags" "helm.sh/helm/v3/cmd/helm@$HELM_VERSION"
  echo "$HELM_STAMP" >"$BIN_CACHE/helm.version"
}

cmd_helm() {
  if ! helm_ok; then
    say "building helm $HELM_VERSION into $BIN_CACHE (a few minutes, once)..."
    locked_build helm build_helm
  fi
  printf '%s\n' "$BIN_CACHE/helm"
}

VENV="$BIN_CACHE/k8s-validate"
VENV_STAMP="$VENV/.versions"
venv_versions="kubernetes-validate==$KUBERNETES_VALIDATE_VERSION cloudcoil-models-keda==$CLOUDCOIL_KEDA_VERSION cloudcoil-models-prometheus-operator==$CLOUDCOIL_PROMETHEUS_OPERATOR_VERSION"

build_venv() {
  rm -rf "$VENV"
  python3 -m venv "$VENV"
  # shellcheck disable=SC2086
  "$VENV/bin/pip" install --quiet --disable-pip-version-check $venv_versions
  echo "$venv_versions" >"$VENV_STAMP"
}

cmd_k8s_validate() {
  if [[ ! -x "$VENV/bin/python" || "$(cat "$VENV_STAMP" 2>/dev/null)" != "$venv_versions" ]]; then
    command -v python3 >/dev/null 2>&1 || die "python3 (with venv) is needed for the Kubernetes schemas"
    say "installing the Kubernetes schemas ($venv_versions) into $VENV (once)..."
    locked_build k8s-validate build_venv
  fi
  printf '%s\n' "$VENV/bin/python"
}

OPENAPI_VENV="$BIN_CACHE/openapi-validate"
openapi_versions="openapi-spec-validator==$OPENAPI_SPEC_VALIDATOR_VERSION"

build_openapi_venv() {
  rm -rf "$OPENAPI_VENV"
  python3 -m venv "$OPENAPI_VENV"
  "$OPENAPI_VENV/bin/pip" install --quiet --disable-pip-version-check "$openapi_versions"
  echo "$openapi_versions" >"$OPENAPI_VENV/.versions"
}

cmd_openapi_validate() {
  if [[ ! -x "$OPENAPI_VENV/bin/python" || "$(cat "$OPENAPI_VENV/.versions" 2>/dev/null)" != "$openapi_versions" ]]; then
    command -v python3 >/dev/null 2>&1 || die "python3 (with venv) is needed for openapi-spec-validator"
    say "installing $openapi_versions into $OPENAPI_VENV (once)..."
    locked_build openapi-validate build_openapi_venv
  fi
  printf '%s\n' "$OPENAPI_VENV/bin/python"
}

# Compose's go.mod has exclude directives, so `go install …@version` refuses it: the module
# is downloaded and built in a copy of its own folder (as FerretDB is in infra.sh).
build_docker_compose() {
  command -v go >/dev/null 2>&1 || die "Go is needed to build the Docker Compose CLI (https://go.dev/dl/)"
  local src work
  src="$(GOFLAGS="" go mod download -json "github.com/docker/compose/v2@$DOCKER_COMPOSE_VERSION" | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')"
  [[ -n "$src" ]] || die "the Go module proxy did not give github.com/docker/compose/v2@$DOCKER_COMPOSE_VERSION"
  work="$(mktemp -d)"
  cp -r "$src/." "$work"
  chmod -R u+w "$work"
  (cd "$work" && GOFLAGS="-mod=mod" CGO_ENABLED=0 go build -trimpath \
    -ldflags "-X github.com/docker/compose/v2/internal.Version=$DOCKER_COMPOSE_VERSION" -o "$BIN_CACHE/docker-compose" ./cmd)
  rm -rf "$work"
  echo "$DOCKER_COMPOSE_VERSION" >"$BIN_CACHE/docker-compose.version"
}

cmd_docker_compose() {
  if [[ ! -x "$BIN_CACHE/docker-compose" || "$(cat "$BIN_CACHE/docker-compose.version" 2>/dev/null)" != "$DOCKER_COMPOSE_VERSION" ]]; then
    say "building the Docker Compose CLI $DOCKER_COMPOSE_VERSION into $BIN_CACHE (a few minutes, once)..."
    locked_build docker-compose build_docker_compose
  fi
  printf '%s\n' "$BIN_CACHE/docker-compose"
}

case "${1:-}" in
  helm) cmd_helm ;;
  docker-compose) cmd_docker_compose ;;
  k8s-validate) cmd_k8s_validate ;;
  openapi-validate) cmd_openapi_validate ;;
  *)
    sed -n '2,15p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2
    exit 2
    ;;
esac
