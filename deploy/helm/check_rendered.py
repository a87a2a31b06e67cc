"""Checks what an operator relies on in the chart's renderings, beyond the API schemas.

    python check_rendered.py --processes lumafolio/files/processes.yaml --fullname lumafolio \
        --rules lumafolio/files/prometheus/lumafolio.rules.yml [--complete example.yaml] rendered.yaml...

Every rendering: each pod runs as non-root on a read-only root filesystem without
capabilities (seccomp RuntimeDefault), with requests, limits and probes; each process's pod
serves `metrics` on 9464, has its own NATS and Redis accounts and only its own secrets; each
process that uses the database gets its MONGODB_URI from its own key (MONGODB_URI_<PROCESS>,
or in a trial a URI naming its own user with the password of MONGODB_PASSWORD_<PROCESS>), the
gateway none; a trial MongoDB runs with a key file, root and the password of every database
account (and no other), and runs create-accounts.js on its first start.
--complete: that rendering (all options on) holds every object the platform needs: per
process a Deployment, Service, PodDisruptionBudget and ServiceMonitor; an HPA per gateway or
service; a KEDA ScaledObject per worker with one trigger per queue it consumes; the Ingress,
the NetworkPolicies, the ConfigMap, the Secret and the PrometheusRule (with the rule file's
groups, none while the file is absent).
"""

import argparse
import os
import sys

import yaml

METRICS_PORT = 9464
HEALTHCHECK = ["node", "libs/server-common/dist/health/healthcheck-cli.js"]
NETWORK_POLICIES = ["default-deny", "backends", "public-http", "gateway-to-identity-provider", "metrics"]


def account(process):
    return process.upper().replace("-", "_")


class Report:
    def __init__(self):
        self.problems = []

    def check(self, ok, where, message):
        if not ok:
            self.problems.append(f"{where}: {message}")


def pod_problems(report, where, pod, probes=True):
    security = pod.get("securityContext") or {}
    report.check(security.get("runAsNonRoot") is True, where, "pod must set runAsNonRoot: true")
    report.check((security.get("seccompProfile") or {}).get("type") == "RuntimeDefault", where, "pod must use the RuntimeDefault seccomp profile")
    for container in pod["containers"]:
        at = f"{where} container {container['name']}"
        context = container.get("securityContext") or {}
        report.check(context.get("readOnlyRootFilesystem") is True, at, "root filesystem must be read-only")
        report.check(context.get("allowPrivilegeEscalation") is False, at, "must not allow privilege escalation")
        report.check("ALL" in ((context.get("capabilities") or {}).get("drop") or []), at, "must drop ALL capabilities")
        resources = container.get("resources") or {}
        for bound in ("requests", "limits"):
            report.check({"cpu", "memory"} <= set(resources.get(bound) or {}), at, f"needs cpu and memory {bound}")
        for probe in ("livenessProbe", "readinessProbe") if probes else ():
            report.check(probe in container, at, f"needs a {probe}")


def secret_keys(container):
    return {
        (env.get("valueFrom") or {}).get("secretKeyRef", {}).get("key")
        for env in container.get("env") or []
        if (env.get("valueFrom") or {}).get("secretKeyRef")
    } - {None}


def database_problems(report, where, name, needs, env, trial):
    """The process's own database account (its MONGODB_URI), or none at all; returns its Secret keys."""
    mongo_env = sorted(key for key in env if key.startswith("MONGODB"))
    if needs["role"] == "gateway":
        report.check(needs.get("database") is False, where, "the gateway has no database code: files/processes.yaml must say database: false")
    if needs.get("database") is False or needs["role"] == "gateway":
        report.check(mongo_env == [], where, f"has no database code: must get no database URI or password (gets {mongo_env})")
        return set()
    # Its share of the database's connections, bounded (docs/operations.md, "Database connections").
    pool = str((env.get("MONGODB_MAX_POOL_SIZE") or {}).get("value", ""))
    report.check(pool.isdigit() and int(pool) > 0, where, f"must bound its database pool with MONGODB_MAX_POOL_SIZE (gets {pool or 'none'})")
    mongo_env = [key for key in mongo_env if key != "MONGODB_MAX_POOL_SIZE"]
    uri = env.get("MONGODB_URI") or {}
    if not trial:
        key = f"MONGODB_URI_{account(name)}"
        ref = (uri.get("valueFrom") or {}).get("secretKeyRef") or {}
        report.check(ref.get("key") == key and not ref.get("optional"), where, f"must read MONGODB_URI from its own key {key}")
        report.check(mongo_env == ["MONGODB_URI"], where, f"must get MONGODB_URI only (gets {mongo_env})")
        return {key}
    key = f"MONGODB_PASSWORD_{account(name)}"
    password = env.get("MONGODB_ACCOUNT_PASSWORD") or {}
    ref = (password.get("valueFrom") or {}).get("secretKeyRef") or {}
    report.check(ref.get("key") == key and not ref.get("optional"), where, f"must read its database password from its own key {key}")
    names = list(env)
    report.check(
        "MONGODB_ACCOUNT_PASSWORD" in names and "MONGODB_URI" in names and names.index("MONGODB_ACCOUNT_PASSWORD") < names.index("MONGODB_URI"),
        where,
        "MONGODB_ACCOUNT_PASSWORD must come before the MONGODB_URI that refers to it",
    )
    report.check(
        str(uri.get("value", "")).startswith(f"mongodb://{name}:$(MONGODB_ACCOUNT_PASSWORD)@"),
        where,
        f"MONGODB_URI must sign in as {name} with $(MONGODB_ACCOUNT_PASSWORD)",
    )
    return {key}


def trial_mongo_problems(report, where, pod, processes):
    container = pod["containers"][0]
    keys = secret_keys(container)
    wanted = {f"MONGODB_PASSWORD_{account(name)}" for name, needs in processes.items() if needs.get("database") is not False}
    report.check(
        {key for key in keys if key.startswith("MONGODB_PASSWORD_")} == wanted,
        where,
        f"must get the password of every database account and no other ({sorted(wanted)})",
    )
    report.check({"MONGODB_ROOT_PASSWORD", "MONGODB_KEYFILE"} <= keys, where, "must get MONGODB_ROOT_PASSWORD and MONGODB_KEYFILE")
    command = " ".join(container.get("command") or [])
    report.check("--keyFile" in command and "docker-entrypoint.sh mongod" in command, where, "must run the image's entrypoint with a key file")
    env = {item["name"]: item for item in container.get("env") or []}
    report.check(env.get("MONGO_INITDB_ROOT_USERNAME", {}).get("value") == "root", where, "must create the root user")
    mounts = {mount["mountPath"] for mount in container.get("volumeMounts") or []}
    report.check({"/docker-entrypoint-initdb.d", "/etc/lumafolio"} <= mounts, where, "must mount create-accounts.js and the collection table")


def process_problems(report, where, name, needs, pod, trial):
    container = pod["containers"][0]
    ports = {port.get("name"): port["containerPort"] for port in container.get("ports") or []}
    report.check(ports.get("metrics") == METRICS_PORT, where, f"must expose port {METRICS_PORT} named metrics")
    if needs["role"] == "gateway":
        report.check(container["livenessProbe"].get("httpGet", {}).get("path") == "/healthz", where, "liveness must be GET /healthz")
        report.check(container["readinessProbe"].get("httpGet", {}).get("path") == "/readyz", where, "readiness must be GET /readyz")
    else:
        for probe in ("livenessProbe", "readinessProbe"):
            command = (container[probe].get("exec") or {}).get("command")
            report.check(command == HEALTHCHECK + [name], where, f"{probe} must run {' '.join(HEALTHCHECK)} {name}")
    env = {item["name"]: item for item in container.get("env") or []}
    report.check(env.get("NATS_USER", {}).get("value") == name, where, "must sign in to NATS as its own account")
    report.check(env.get("REDIS_USER", {}).get("value") == name, where, "must sign in to Redis as its own account")
    own = {f"NATS_PASSWORD_{account(name)}", f"REDIS_PASSWORD_{account(name)}"}
    own |= database_problems(report, where, name, needs, env, trial)
    allowed = own | set(needs.get("secrets") or []) | {"SMTP_URL" if name == "integrations-worker" else None}
    if needs.get("storage"):
        # Its own S3 key only; in a trial the access key id is its name (the s3-accounts Job's accounts).
        s3 = {f"S3_SECRET_{account(name)}"} | (set() if trial else {f"S3_ACCESS_KEY_ID_{account(name)}"})
        own |= s3
        allowed |= s3
        report.check(env.get("S3_ACCESS_KEY_ID", {}).get("value", name) == name, where, "must sign in to S3 as its own account")
    if needs.get("google"):
        allowed.add("GOOGLE_CLIENT_SECRET")
    if needs.get("ai"):
        allowed.add("OPENAI_API_KEY")
    keys = secret_keys(container)
    report.check(own <= keys, where, f"must get its own account passwords {sorted(own)}")
    report.check(set(needs.get("secrets") or []) <= keys, where, f"must get its secrets {needs.get('secrets')}")
    report.check(keys <= allowed, where, f"gets secrets it does not use: {sorted(keys - allowed)}")


def check_rendering(report, path, objects, processes, fullname):
    trial = any(obj["kind"] == "StatefulSet" and obj["metadata"]["name"] == f"{fullname}-mongo" for obj in objects)
    for obj in objects:
        if obj["kind"] not in ("Deployment", "StatefulSet"):
            continue
        where = f"{path}: {obj['kind']}/{obj['metadata']['name']}"
        pod = obj["spec"]["template"]["spec"]
        pod_problems(report, where, pod)
        name = obj["metadata"]["name"].removeprefix(f"{fullname}-")
        if obj["kind"] == "Deployment" and name in processes:
            process_problems(report, where, name, processes[name], pod, trial)
        if obj["kind"] == "StatefulSet" and name == "mongo":
            trial_mongo_problems(report, where, pod, processes)
    jobs = [obj for obj in objects if obj["kind"] == "Job" and obj["metadata"]["name"].startswith(f"{fullname}-s3-accounts-")]
    report.check(len(jobs) == (1 if trial else 0), path, "a trial (and only a trial) must make the S3 accounts with the s3-accounts Job")
    for job in jobs:
        where = f"{path}: Job/{job['metadata']['name']}"
        pod = job["spec"]["template"]["spec"]
        pod_problems(report, where, pod, probes=False)
        wanted = {f"S3_SECRET_{account(name)}" for name, needs in processes.items() if needs.get("storage")}
        keys = secret_keys(pod["containers"][0])
        report.check(keys == wanted | {"S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"}, where, f"must get the root key and every process's S3 secret ({sorted(wanted)}), nothing else")
    deployments = {obj["metadata"]["name"] for obj in objects if obj["kind"] == "Deployment"}
    for name in processes:
        report.check(f"{fullname}-{name}" in deployments, path, f"no Deployment for {name}")


def check_complete(report, path, objects, processes, fullname, rules_groups):
    index = {(obj["kind"], obj["metadata"]["name"]): obj for obj in objects}

    def expect(kind, name):
        obj = index.get((kind, name))
        report.check(obj is not None, path, f"missing {kind}/{name}")
        return obj or {}

    for name, needs in processes.items():
        full = f"{fullname}-{name}"
        for kind in ("Deployment", "Service", "PodDisruptionBudget", "ServiceMonitor"):
            expect(kind, full)
        if needs["role"] == "worker":
            scaled = expect("ScaledObject", full).get("spec", {})
            report.check(scaled.get("scaleTargetRef", {}).get("name") == full, path, f"ScaledObject/{full} must scale Deployment/{full}")
            lists = sorted(trigger["metadata"].get("listName") for trigger in scaled.get("triggers", []) if trigger["type"] == "redis")
            wanted = sorted(f"bull:{queue}:wait" for queue in needs["queues"])
            report.check(lists == wanted, path, f"ScaledObject/{full} must watch {wanted} (watches {lists})")
            auth = expect("TriggerAuthentication", full).get("spec", {})
            keys = [ref.get("key") for ref in auth.get("secretTargetRef", [])]
            report.check(keys == [f"REDIS_PASSWORD_{account(name)}"], path, f"TriggerAuthentication/{full} must read the worker's Redis password")
        else:
            hpa = expect("HorizontalPodAutoscaler", full).get("spec", {})
            report.check(hpa.get("scaleTargetRef", {}).get("name") == full, path, f"HorizontalPodAutoscaler/{full} must scale Deployment/{full}")
            report.check(
                any(metric.get("resource", {}).get("name") == "cpu" for metric in hpa.get("metrics", [])),
                path,
                f"HorizontalPodAutoscaler/{full} must scale on CPU",
            )
    ingress = expect("Ingress", fullname).get("spec", {})
    backends = {rule["http"]["paths"][0]["backend"]["service"]["name"] for rule in ingress.get("rules", [])}
    report.check(
        backends == {f"{fullname}-gateway", f"{fullname}-auth"},
        path,
        f"the Ingress must route to the gateway and the identity provider only (routes to {sorted(backends)})",
    )
    for policy in NETWORK_POLICIES:
        expect("NetworkPolicy", f"{fullname}-{policy}")
    deny = expect("NetworkPolicy", f"{fullname}-default-deny").get("spec", {})
    report.check(
        sorted(deny.get("policyTypes", [])) == ["Egress", "Ingress"] and "ingress" not in deny and "egress" not in deny,
        path,
        "the default-deny policy must deny all traffic",
    )
    expect("ConfigMap", f"{fullname}-config")
    expect("Secret", f"{fullname}-secrets")
    rule = expect("PrometheusRule", fullname).get("spec", {})
    report.check(rule.get("groups") == rules_groups, path, "the PrometheusRule must hold the groups of files/prometheus/lumafolio.rules.yml")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--processes", required=True)
    parser.add_argument("--fullname", required=True)
    parser.add_argument("--complete", action="append", default=[], help="a rendering that must hold every object")
    parser.add_argument("--rules", required=True, help="the Prometheus rule file the chart embeds (may be absent)")
    parser.add_argument("files", nargs="*")
    args = parser.parse_args()
    with open(args.processes, encoding="utf-8") as stream:
        processes = yaml.safe_load(stream)
    rules_groups = []
    if os.path.exists(args.rules):
        with open(args.rules, encoding="utf-8") as stream:
            rules_groups = (yaml.safe_load(stream) or {}).get("groups") or []

    report = Report()
    for path in args.files + args.complete:
        with open(path, encoding="utf-8") as stream:
            objects = [obj for obj in yaml.safe_load_all(stream) if obj]
        check_rendering(report, path, objects, processes, args.fullname)
        if path in args.complete:
            check_complete(report, path, objects, processes, args.fullname, rules_groups)
    for problem in report.problems:
        print(problem, file=sys.stderr)
    renderings = len(args.files) + len(args.complete)
    print(f"{renderings} renderings, {len(processes)} processes checked: {len(report.problems)} problems")
    return 1 if report.problems else 0


if __name__ == "__main__":
    sys.exit(main())
