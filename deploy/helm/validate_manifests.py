"""Validates rendered Kubernetes objects against the API schemas, offline.

    python validate_manifests.py --kube-version 1.29.0 --kube-version 1.36.0 rendered.yaml...

Built-in kinds: the strict schemas of PyPI's kubernetes-validate (an unknown field is an
error, as `kubectl apply --validate=strict` would say). KEDA and prometheus-operator kinds:
the JSON schema of PyPI's cloudcoil models (generated from those projects' CRDs), made
strict the same way. Any other kind is an error: nothing goes unchecked.
Runs in the venv of `deploy/local/tools.sh k8s-validate`.
"""

import argparse
import importlib
import sys
from functools import cache

import jsonschema
import kubernetes_validate
import yaml

# API group/version -> the cloudcoil module holding its models (one class per kind).
CUSTOM_RESOURCE_MODELS = {
    "keda.sh/v1alpha1": "cloudcoil.models.keda.v1alpha1",
    "monitoring.coreos.com/v1": "cloudcoil.models.prometheus_operator.v1",
}


def strict(schema):
    """Forbids properties a schema object does not declare (as kubernetes-validate's strict schemas do)."""
    if isinstance(schema, dict):
        if "properties" in schema and "additionalProperties" not in schema:
            schema["additionalProperties"] = False
        for value in schema.values():
            strict(value)
    elif isinstance(schema, list):
        for value in schema:
            strict(value)
    return schema


@cache
def custom_resource_validator(api_version, kind):
    module = importlib.import_module(CUSTOM_RESOURCE_MODELS[api_version])
    model = getattr(module, kind, None)
    if model is None:
        return None
    schema = strict(model.model_json_schema(by_alias=True, mode="validation"))
    return jsonschema.Draft202012Validator(schema)


def problems_of(obj, kube_version):
    """What is wrong with one object, as short messages (none: valid)."""
    api_version, kind = obj.get("apiVersion"), obj.get("kind")
    if api_version in CUSTOM_RESOURCE_MODELS:
        validator = custom_resource_validator(api_version, kind)
        if validator is None:
            return [f"unknown kind {kind} in {api_version}"]
        return [f"{'/'.join(map(str, error.absolute_path)) or '(top)'}: {error.message}" for error in validator.iter_errors(obj)]
    try:
        kubernetes_validate.validate(obj, kube_version, strict=True)
    except kubernetes_validate.SchemaNotFoundError:
        return [f"no schema for {api_version} {kind} in Kubernetes {kube_version} (unknown or removed kind)"]
    except kubernetes_validate.ValidationError as error:
        return [f"{'/'.join(map(str, error.absolute_path)) or '(top)'}: {error.message}"]
    return []


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kube-version", action="append", required=True, help="e.g. 1.33.0 (repeat for several)")
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()

    failures = checked = 0
    for path in args.files:
        with open(path, encoding="utf-8") as stream:
            objects = [obj for obj in yaml.safe_load_all(stream) if obj]
        if not objects:
            print(f"{path}: no objects", file=sys.stderr)
            failures += 1
        for obj in objects:
            name = f"{obj.get('kind')}/{(obj.get('metadata') or {}).get('name')}"
            for version in args.kube_version:
                for problem in problems_of(obj, version):
                    print(f"{path}: {name} (Kubernetes {version}): {problem}", file=sys.stderr)
                    failures += 1
            checked += 1
    versions = ", ".join(args.kube_version)
    print(f"{checked} objects in {len(args.files)} renderings checked against Kubernetes {versions}: {failures} problems")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
