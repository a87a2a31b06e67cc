#!/usr/bin/env bash
# The Helm chart's check (a step of npm test; alone: bash deploy/helm/check.sh): helm lint,
# helm template with the default, example and trial values, every rendered object validated
# against the Kubernetes API schemas (and the KEDA and prometheus-operator ones), and the
# objects and pod rules an operator relies on. Tools come from deploy/local/tools.sh (built
# or installed once into BIN_CACHE); nothing is downloaded at run time.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO_ROOT="$(cd "$HERE/../.." && pwd)"
CHART="$HERE/lumafolio"
RELEASE=lumafolio
# The oldest Kubernetes the chart supports (Chart.yaml kubeVersion) and the newest this Helm knows.
KUBE_VERSIONS=(1.29.0 1.36.0)

HELM="$(bash "$REPO_ROOT/deploy/local/tools.sh" helm)"
PYTHON="$(bash "$REPO_ROOT/deploy/local/tools.sh" k8s-validate)"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

fail() {
  printf 'helm chart: %s\n' "$*" >&2
  exit 1
}

# The trial backends run the same server configuration as the local and compose stacks.
for file in redis/start-redis.sh nats/nats.conf nats/authorization.conf nats/limits.conf \
  mongo/create-accounts.js database/collection-access.txt storage/object-access.txt; do
  cmp -s "$REPO_ROOT/deploy/$file" "$CHART/files/trial/$file" ||
    fail "deploy/helm/lumafolio/files/trial/$file differs from deploy/$file: copy it over"
done

helm() { "$HELM" "$@"; }

render() {
  local name="$1" version="$2"
  shift 2
  helm template "$RELEASE" "$CHART" --kube-version "$version" "$@" >"$out/$name-$version.yaml"
}

for values in values.yaml values.example.yaml values.trial.yaml; do
  helm lint --strict --quiet "$CHART" -f "$CHART/$values" >/dev/null || {
    helm lint --strict "$CHART" -f "$CHART/$values" >&2
    fail "helm lint with $values"
  }
done
for version in "${KUBE_VERSIONS[@]}"; do
  render default "$version"
  render example "$version" -f "$CHART/values.example.yaml"
  render trial "$version" -f "$CHART/values.trial.yaml"
  "$PYTHON" "$HERE/validate_manifests.py" --kube-version "$version" "$out"/*-"$version".yaml
done

checker=("$PYTHON" "$HERE/check_rendered.py" --processes "$CHART/files/processes.yaml" --fullname "$RELEASE"
  --rules "$CHART/files/prometheus/lumafolio.rules.yml")
"${checker[@]}" --complete "$out/example-${KUBE_VERSIONS[0]}.yaml" "$out/default-${KUBE_VERSIONS[0]}.yaml" "$out/trial-${KUBE_VERSIONS[0]}.yaml"

# Both checks must notice what they guard: a rendering without the workers' ScaledObjects,
# and objects with an unknown field or of an unknown kind.
render without-keda "${KUBE_VERSIONS[0]}" -f "$CHART/values.example.yaml" --set keda.enabled=false
if "${checker[@]}" --complete "$out/without-keda-${KUBE_VERSIONS[0]}.yaml" >/dev/null 2>&1; then
  fail "check_rendered.py did not notice the missing ScaledObjects"
fi
cat >"$out/invalid.yaml" <<'YAML'
apiVersion: v1
kind: Service
metadata: { name: misspelt }
spec: { selectr: { app: x }, ports: [{ port: 80 }] }
---
apiVersion: keda.sh/v1alpha1
kind: ScaledObjekt
metadata: { name: unknown }
YAML
if [[ "$("$PYTHON" "$HERE/validate_manifests.py" --kube-version "${KUBE_VERSIONS[0]}" "$out/invalid.yaml" 2>&1)" != *"2 problems"* ]]; then
  fail "validate_manifests.py did not refuse an unknown field and an unknown kind"
fi
# The local S3 server's well-known key is refused, as the root key or a process's, naming what to do instead.
for key in S3_SECRET_ACCESS_KEY S3_SECRET_MEDIA_WORKER; do
  if refused="$(helm template "$RELEASE" "$CHART" -f "$CHART/values.example.yaml" --set "secrets.values.$key=lumafolio-local-secret" 2>&1)"; then
    fail "the chart rendered with the local S3 server's well-known key as $key"
  fi
  [[ "$refused" == *"$key is the local S3 server's well-known key"* ]] || fail "the chart refused the local S3 key as $key without saying why: $refused"
done
echo "helm chart: lint, render and validation passed"
