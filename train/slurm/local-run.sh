#!/usr/bin/env bash
# local-run.sh [OUT] - the Slurm recipe of sharded data generation end to end on this machine:
# starts a one-node cluster (match/slurm/local-cluster.sh up), makes 4 shards of a short Wall
# Chess run (40 games at depth 1) as a job array plus the merge job (submit-datagen.sh -w),
# checks that the merge took every game and that the shards' lines are those of the same run
# made in one go, and stops the cluster again (local-cluster.sh down), also when something
# fails. Run from the repository root as root, after `make`; TESSERA names the engine
# (default ./tessera). OUT defaults to a new directory under /tmp. Takes a second or two of
# CPU. Not part of `make test` (it installs and starts system daemons).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cluster=$here/../../match/slurm/local-cluster.sh
out=${1:-$(mktemp -d /tmp/tessera-slurm-datagen.XXXXXX)}
export TESSERA=${TESSERA:-./tessera}
run=(--games 40 --depth 1 --nodes 0 --random-plies 4 --seed 5)

trap '"$cluster" down' EXIT
"$cluster" up
"$here/submit-datagen.sh" -w -m "--seed 2" "$out" 4 -- wallchess "${run[@]}"

grep -q "^Merged 4 of 4 files into $out/merged.data: 40 games, " "$out/merged.txt" || {
    echo "local-run.sh: the merge did not take the 40 games" >&2
    exit 1
}
"$TESSERA" datagen wallchess "$out/one.data" "${run[@]}" 2>/dev/null
if diff <(grep -hv '^#' "$out"/data.shard-[1-4]-of-4 | sort) \
    <(grep -v '^#' "$out/one.data" | sort) >/dev/null; then
    echo "The 4 shards hold the lines of the run made in one go; merged (files in $out)"
else
    echo "local-run.sh: the shards' lines differ from the run made in one go" >&2
    exit 1
fi
