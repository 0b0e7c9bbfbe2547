#!/usr/bin/python3
"""run.py RUNNER ENGINE - the Kubernetes recipe (match/k8s/) without a cluster.

There is no cluster here, so this checks what can be checked on one machine: the manifests
parse and describe what docs/MATCHES.md says (an Indexed Job whose completions match its
SHARDS, pods that restart into -resume, the same image, volume and results path in the
shards and the merge), then runs each pod's command line exactly as the manifest gives it,
with JOB_COMPLETION_INDEX set to 0..completions-1 in turn, RESULTS pointing at a temporary
directory and RUNNER and ENGINE on PATH as tessera-match and tessera, then the merge Job's
command line. The merged summary must be the one a single run of the same match prints.
Needs python3-yaml (tests/install-deps.sh installs it).
"""
import os
import subprocess
import sys
import tempfile

import yaml

RECIPE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "match", "k8s")


def fail(message):
    sys.exit("k8s recipe: " + message)


def documents(name, recipe=RECIPE):
    with open(os.path.join(recipe, name)) as file:
        return [doc for doc in yaml.safe_load_all(file) if doc]


def find(docs, kind, name):
    for doc in docs:
        if doc.get("kind") == kind and doc["metadata"]["name"] == name:
            return doc
    fail(f"no {kind} {name}")


def container(job):
    containers = job["spec"]["template"]["spec"]["containers"]
    if len(containers) != 1:
        fail(f"{job['metadata']['name']}: expected one container")
    return containers[0]


def environment(pod):
    return {item["name"]: str(item["value"]) for item in pod.get("env", [])}


def results_volume(job, pod, variable="RESULTS"):
    """The claim mounted at the container's path in variable."""
    volumes = {v["name"]: v for v in job["spec"]["template"]["spec"]["volumes"]}
    for mount in pod["volumeMounts"]:
        if mount["mountPath"] == environment(pod)[variable]:
            return volumes[mount["name"]]["persistentVolumeClaim"]["claimName"]
    fail(f"{job['metadata']['name']}: nothing mounted at {variable}")


def shared_claim(docs, name):
    """The PersistentVolumeClaim name, which every pod writes to."""
    claim = find(docs, "PersistentVolumeClaim", name)
    if "ReadWriteMany" not in claim["spec"]["accessModes"]:
        fail(f"the volume {name} must be ReadWriteMany: every pod writes to it")
    return claim


def check_indexed(job, pod):
    """An Indexed Job whose completions are its SHARDS, each pod's shard its index."""
    if job["spec"].get("completionMode") != "Indexed":
        fail(f"{job['metadata']['name']} is not Indexed")
    if str(job["spec"]["completions"]) != environment(pod)["SHARDS"]:
        fail("completions and SHARDS differ")
    if "JOB_COMPLETION_INDEX" not in pod["command"][2]:
        fail("the shard command does not use JOB_COMPLETION_INDEX")


def check_manifests(shards_docs, merge_docs):
    claim = shared_claim(shards_docs, "tessera-results")
    shards = find(shards_docs, "Job", "tessera-shards")
    merge = find(merge_docs, "Job", "tessera-merge")
    for job in (shards, merge):
        if job["apiVersion"] != "batch/v1":
            fail(f"{job['metadata']['name']}: apiVersion {job['apiVersion']}")
        if job["spec"]["template"]["spec"]["restartPolicy"] not in ("Never", "OnFailure"):
            fail(f"{job['metadata']['name']}: a Job's restartPolicy is Never or OnFailure")
    spec = shards["spec"]
    shard_pod, merge_pod = container(shards), container(merge)
    check_indexed(shards, shard_pod)
    if "-resume" not in shard_pod["command"][2]:
        fail("a restarted shard would not resume")
    if shard_pod["image"] != merge_pod["image"]:
        fail("the shards and the merge use different images")
    if results_volume(shards, shard_pod) != claim["metadata"]["name"] or results_volume(
        merge, merge_pod
    ) != claim["metadata"]["name"]:
        fail("the shards and the merge do not share the results volume")
    return spec["completions"], shard_pod, merge_pod


def run_pod(pod, env):
    """The container's command and args, as the kubelet would start them."""
    return subprocess.run(
        pod["command"] + [str(a) for a in pod.get("args", [])],
        env=env,
        capture_output=True,
        text=True,
    )


def main():
    runner, engine = (os.path.abspath(p) for p in sys.argv[1:3])
    completions, shard_pod, merge_pod = check_manifests(
        documents("match.yaml"), documents("merge.yaml")
    )
    with tempfile.TemporaryDirectory(prefix="tessera-k8s-") as work:
        bin_dir, results = os.path.join(work, "bin"), os.path.join(work, "results")
        os.makedirs(bin_dir)
        os.makedirs(results)
        os.symlink(runner, os.path.join(bin_dir, "tessera-match"))
        os.symlink(engine, os.path.join(bin_dir, "tessera"))
        base = dict(os.environ, PATH=bin_dir + os.pathsep + os.environ["PATH"])
        for index in range(completions):
            env = {**base, **environment(shard_pod), "RESULTS": results}
            env["JOB_COMPLETION_INDEX"] = str(index)
            pod = run_pod(shard_pod, env)
            if pod.returncode != 0:
                fail(f"shard pod {index} failed:\n{pod.stdout}{pod.stderr}")
            if f"Shard {index + 1} of {completions}:" not in pod.stdout:
                fail(f"pod {index} did not play shard {index + 1}:\n{pod.stdout}")
        merged = run_pod(merge_pod, {**base, **environment(merge_pod), "RESULTS": results})
        if merged.returncode != 0:
            fail(f"the merge pod failed:\n{merged.stdout}{merged.stderr}")
        single = subprocess.run(
            [runner] + [str(a) for a in shard_pod["args"] + merge_pod["args"]],
            env=base,
            capture_output=True,
            text=True,
            check=True,
        ).stdout.splitlines()
        last_progress = max(i for i, line in enumerate(single) if line.startswith("Progress: "))
        merged_lines = merged.stdout.splitlines()
        if not merged_lines[0].startswith("Merged 8 of 8 games"):
            fail(f"not every game merged:\n{merged.stdout}")
        if merged_lines[1:] != single[last_progress + 1 :]:
            fail(f"the merged summary differs from one run's:\n{merged.stdout}")
        if not os.path.getsize(os.path.join(results, "all.pgn")):
            fail("the merge wrote no PGN")
    print(
        f"k8s recipe: {completions} indexed shard pods' command lines run and merged into "
        "one run's summary"
    )


if __name__ == "__main__":
    main()
