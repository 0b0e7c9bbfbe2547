#!/usr/bin/env bash
# submit-datagen.sh [-c CPUS] [-p PARTITION] [-m "MERGE OPTIONS"] [-w] OUT N -- GAME DATAGEN...
#
# Makes one `tessera datagen` run as N shards on a Slurm cluster: a job array of N tasks
# (`sbatch --array=0-<N-1> shard.sbatch`, task I making `--shard I+1/N`), then a merge job
# that waits for the whole array, whether its tasks finished or failed
# (`--dependency=afterany:<array>`): a lost shard loses only itself. DATAGEN... are the whole
# run's options (--games or --positions of the whole run, --seed; without --shard or
# --resume); MERGE OPTIONS are `datagen merge`'s (--seed S, --allow-missing, --memory-mb M).
#   -c CPUS       CPUs per shard (default 1; give --threads CPUS in DATAGEN to use them)
#   -p PARTITION  the partition (default: the cluster's default)
#   -w            wait for the merge job and print OUT/merged.txt
# Submit from a directory every node sees (OUT and the engine are found from there). TESSERA
# names the engine (default ./tessera). Submitting the same command again after an
# interruption makes only the missing games (the shards use --resume) and merges again.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=match/shard-recipes.sh
source "$here/../../match/shard-recipes.sh"
slurm_recipe_options "$@"
shift "$options_used"
if (($# < 4)) || [[ $3 != -- ]] || ! [[ $2 =~ ^[1-9][0-9]*$ ]]; then
    sed -n '2p' "$0" >&2
    exit 2
fi
out=$1 count=$2 game=$4
shift 4
mkdir -p "$out"
export TESSERA=${TESSERA:-./tessera}

array=$(sbatch --parsable "${partition[@]}" --array=0-$((count - 1)) --cpus-per-task="$cpus" \
    --output="$out/slurm-%A_%a.out" "$here/shard.sbatch" "$out" "$count" "$game" "$@")
array=${array%%;*}
# shellcheck disable=SC2086 # the merge options are words
merge=$(sbatch --parsable "${partition[@]}" --dependency=afterany:"$array" \
    --output="$out/slurm-merge-%j.out" "$here/merge.sbatch" "$out" "$count" "$game" \
    $merge_options)
merge=${merge%%;*}
echo "Submitted job array $array (shards 1-$count of $count) and merge job $merge (afterany:$array)"
((wait)) || exit 0
slurm_wait_for_merge "$merge" "$out/merged.txt"
