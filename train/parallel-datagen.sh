#!/usr/bin/env bash
# parallel-datagen.sh - one `tessera datagen` run in N shards run by GNU parallel, then merged.
#
#   train/parallel-datagen.sh [-j JOBS] [-S SSHLOGINFILE] [-m "MERGE OPTIONS"] OUT N -- GAME DATAGEN...
#
# GAME DATAGEN... is the data run as `tessera datagen GAME <file> DATAGEN...` would make it in
# one go (--games or --positions of the whole run, --seed; without --shard or --resume).
# Shard I of N runs `tessera datagen GAME OUT/data DATAGEN... --shard I/N --resume`, writing
# OUT/data.shard-I-of-N with its progress in OUT/data.shard-I-of-N.log; JOBS shards at a
# time (default: N). A shard that fails loses only itself: the others go on. Then
# `tessera datagen merge GAME OUT/merged.data OUT/data.shard-*-of-N MERGE OPTIONS` writes the
# training file, its report in OUT/merged.txt and on standard output (a missing shard fails
# the merge unless MERGE OPTIONS hold --allow-missing). Running the script again resumes the
# shards that did not finish and merges again. TESSERA names the engine (default ./tessera).
#
# With -S, parallel runs the shards on the ssh hosts of SSHLOGINFILE (`parallel
# --sshloginfile`): every host needs tessera at the same path relative to the working
# directory (parallel's --workdir .), and OUT must exist there; parallel copies each shard's
# file and log back (--return). See docs/TUNING.md, "Data beyond one machine".
set -euo pipefail
# shellcheck source=match/shard-recipes.sh
source "$(dirname "$0")/../match/shard-recipes.sh"

parallel_recipe_options "$@"
shift "$options_used"
if [ $# -lt 4 ] || [ "$3" != "--" ]; then
    echo "usage: $0 [-j JOBS] [-S SSHLOGINFILE] [-m \"MERGE OPTIONS\"] OUT N -- GAME DATAGEN..." >&2
    exit 2
fi
out=$1
shards=$2
game=$4
shift 4
engine=${TESSERA:-./tessera}
parallel_recipe_check "$shards"
mkdir -p "$out"

# The shard command, quoted once for the shell parallel starts ({} is the shard number).
datagen=$(printf '%q ' "$engine" datagen "$game" "$out/data" "$@")
file="$out/data.shard-{}-of-$shards"
shard_command="$datagen --shard {}/$shards --resume 2> $file.log"
where=()
if [ -n "$sshloginfile" ]; then
    where=(--sshloginfile "$sshloginfile" --workdir . --return "$file" --return "$file.log")
fi
parallel --halt never -j "${jobs:-$shards}" "${where[@]}" "$shard_command" ::: $(seq 1 "$shards") ||
    echo "$0: $? shards failed; merging what the shards wrote" >&2

files=()
for i in $(seq 1 "$shards"); do files+=("$out/data.shard-$i-of-$shards"); done
# shellcheck disable=SC2086 # the merge options are words on purpose
"$engine" datagen merge "$game" "$out/merged.data" "${files[@]}" $merge_options |
    tee "$out/merged.txt"
