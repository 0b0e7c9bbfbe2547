#!/usr/bin/python3
"""datagen.py ENGINE - the Kubernetes recipe of sharded data generation (train/k8s/) without a
cluster.

As run.py does for matches: the manifests must parse and describe what docs/TUNING.md says
(an Indexed Job whose completions match its SHARDS, each index retried on its own into
--resume, the same image, volume and data path in the shards and the merge, the merge's
SHARDS the shards'), then each pod's command line runs exactly as the manifest gives it, with
JOB_COMPLETION_INDEX set to 0..completions-1 in turn, DATA pointing at a temporary directory
and ENGINE on PATH as tessera, except one index that is skipped as a shard lost for good;
then the merge Job's command line. The merge must name the lost shard, take every game of the
others, and its file must hold the lines of those shards.
Needs python3-yaml (tests/install-deps.sh installs it).
"""
import os
import re
import sys
import tempfile

from run import (
    check_indexed,
    container,
    documents,
    environment,
    fail,
    find,
    results_volume,
    run_pod,
    shared_claim,
)

RECIPE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "train", "k8s")
LOST = 2  # the index whose shard is lost


def check_manifests(shards_docs, merge_docs):
    claim = shared_claim(shards_docs, "tessera-data")
    shards = find(shards_docs, "Job", "tessera-datagen")
    merge = find(merge_docs, "Job", "tessera-data-merge")
    spec = shards["spec"]
    if not spec.get("backoffLimitPerIndex"):
        fail("a failing shard would use up the other shards' retries (no backoffLimitPerIndex)")
    for job in (shards, merge):
        if job["spec"]["template"]["spec"]["restartPolicy"] != "Never":
            fail(f"{job['metadata']['name']}: restartPolicy must be Never")
    shard_pod, merge_pod = container(shards), container(merge)
    check_indexed(shards, shard_pod)
    if environment(merge_pod)["SHARDS"] != environment(shard_pod)["SHARDS"]:
        fail("the merge expects another number of shards")
    if "--resume" not in shard_pod["command"][2]:
        fail("a restarted shard would not resume")
    if shard_pod["image"] != merge_pod["image"]:
        fail("the shards and the merge use different images")
    name = claim["metadata"]["name"]
    if results_volume(shards, shard_pod, "DATA") != name or results_volume(
        merge, merge_pod, "DATA"
    ) != name:
        fail("the shards and the merge do not share the data volume")
    return spec["completions"], shard_pod, merge_pod


def data_lines(path):
    with open(path) as file:
        return sorted(line for line in file if not line.startswith("#"))


def main():
    engine = os.path.abspath(sys.argv[1])
    completions, shard_pod, merge_pod = check_manifests(
        documents("datagen.yaml", RECIPE), documents("merge.yaml", RECIPE)
    )
    with tempfile.TemporaryDirectory(prefix="tessera-k8s-datagen-") as work:
        bin_dir, data = os.path.join(work, "bin"), os.path.join(work, "data")
        os.makedirs(bin_dir)
        os.makedirs(data)
        os.symlink(engine, os.path.join(bin_dir, "tessera"))
        base = dict(os.environ, PATH=bin_dir + os.pathsep + os.environ["PATH"])
        shard_files = []
        for index in range(completions):
            if index == LOST:
                continue
            env = {**base, **environment(shard_pod), "DATA": data}
            env["JOB_COMPLETION_INDEX"] = str(index)
            pod = run_pod(shard_pod, env)
            if pod.returncode != 0:
                fail(f"shard pod {index} failed:\n{pod.stdout}{pod.stderr}")
            shard = f"{index + 1}/{completions}"
            if f"shard {shard}: " not in pod.stderr:
                fail(f"pod {index} did not make shard {shard}:\n{pod.stderr}")
            shard_files.append(os.path.join(data, f"data.shard-{index + 1}-of-{completions}"))
        merged = run_pod(merge_pod, {**base, **environment(merge_pod), "DATA": data})
        if merged.returncode != 0:
            fail(f"the merge pod failed:\n{merged.stdout}{merged.stderr}")
        lost = f"data.shard-{LOST + 1}-of-{completions} is missing"
        if lost not in merged.stderr:
            fail(f"the merge does not name the lost shard:\n{merged.stderr}")
        games = int(re.search(r"--games (\d+)", " ".join(shard_pod["args"])).group(1))
        expected = games - len(range(LOST, games, completions))
        summary = f"Merged {completions - 1} of {completions} files into {data}/merged.data: "
        if not merged.stdout.startswith(f"{summary}{expected} games, "):
            fail(f"not the {expected} games of the shards that ran:\n{merged.stdout}")
        made = sorted(line for path in shard_files for line in data_lines(path))
        kept = data_lines(os.path.join(data, "merged.data"))
        dropped = int(re.search(r"(\d+) duplicate positions", merged.stdout).group(1))
        if len(kept) + dropped != len(made) or not set(kept) <= set(made):
            fail("the merged file does not hold the shards' lines")
    print(
        f"k8s datagen recipe: {completions - 1} of {completions} indexed shard pods' command "
        "lines run, the lost one named and the rest merged"
    )


if __name__ == "__main__":
    main()
