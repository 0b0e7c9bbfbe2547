#!/usr/bin/env bash
# submit-match.sh [-c CPUS] [-p PARTITION] [-m "MERGE OPTIONS"] [-w] OUT N -- MATCH...
#
# Runs one tessera-match match as N shards on a Slurm cluster: a job array of N tasks
# (`sbatch --array=0-<N-1> shard.sbatch`, task I playing `-shard I+1/N`), then a merge job
# that depends on the whole array (`--dependency=afterok:<array>`; it is cancelled if a shard
# fails). MATCH is the match's command line with -seed and without -shard, -results or -sprt
# (give -sprt to the merge: -m "-sprt elo0=0 elo1=5").
#   -c CPUS       CPUs per shard (default 1; give -concurrency CPUS in MATCH to use them)
#   -p PARTITION  the partition (default: the cluster's default)
#   -w            wait for the merge job and print OUT/merged.txt
# Submit from a directory every node sees (OUT, the runner and the engines are found from
# there). TESSERA_MATCH names the runner (default ./tessera-match). Submitting the same
# command again after an interruption plays only the missing games (the shards use -resume).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=match/shard-recipes.sh
source "$here/../shard-recipes.sh"
slurm_recipe_options "$@"
shift "$options_used"
if (($# < 3)) || [[ $3 != -- ]] || ! [[ $2 =~ ^[1-9][0-9]*$ ]]; then
    sed -n '2p' "$0" >&2
    exit 2
fi
out=$1 count=$2
shift 3
mkdir -p "$out"
export TESSERA_MATCH=${TESSERA_MATCH:-./tessera-match}

array=$(sbatch --parsable "${partition[@]}" --array=0-$((count - 1)) --cpus-per-task="$cpus" \
    --output="$out/slurm-%A_%a.out" "$here/shard.sbatch" "$out" "$count" "$@")
array=${array%%;*}
# shellcheck disable=SC2086 # the merge options are words
merge=$(sbatch --parsable "${partition[@]}" --dependency=afterok:"$array" \
    --kill-on-invalid-dep=yes --output="$out/slurm-merge-%j.out" "$here/merge.sbatch" "$out" \
    $merge_options)
merge=${merge%%;*}
echo "Submitted job array $array (shards 1-$count of $count) and merge job $merge (afterok:$array)"
((wait)) || exit 0
slurm_wait_for_merge "$merge" "$out/merged.txt"
