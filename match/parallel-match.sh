#!/usr/bin/env bash
# parallel-match.sh - one tessera-match match in N shards run by GNU parallel, then merged.
#
#   match/parallel-match.sh [-j JOBS] [-S SSHLOGINFILE] [-m "MERGE OPTIONS"] OUT N -- MATCH...
#
# MATCH is the tessera-match command line of the whole match (with -seed, without -shard,
# -results and -sprt). Shard I of N runs `MATCH -shard I/N -results OUT/shardI.jsonl -resume`
# with its report in OUT/shardI.log; JOBS shards at a time (default: N). Then
# `tessera-match merge OUT/shard*.jsonl -pgnout OUT/all.pgn MERGE OPTIONS` prints the summary
# into OUT/merged.txt and on standard output. Running the script again resumes the shards
# that did not finish. TESSERA_MATCH names the runner (default ./tessera-match).
#
# With -S, parallel runs the shards on the ssh hosts of SSHLOGINFILE (`parallel
# --sshloginfile`): every host needs the engines and the runner at the same paths relative to
# the working directory (parallel's --workdir .), and OUT must exist there; parallel copies
# each shard's files back (--return). See docs/MATCHES.md.
set -euo pipefail
# shellcheck source=match/shard-recipes.sh
source "$(dirname "$0")/shard-recipes.sh"

parallel_recipe_options "$@"
shift "$options_used"
if [ $# -lt 3 ] || [ "$3" != "--" ]; then
    echo "usage: $0 [-j JOBS] [-S SSHLOGINFILE] [-m \"MERGE OPTIONS\"] OUT N -- MATCH..." >&2
    exit 2
fi
out=$1
shards=$2
shift 3
runner=${TESSERA_MATCH:-./tessera-match}
parallel_recipe_check "$shards"
mkdir -p "$out"

# The shard command, quoted once for the shell parallel starts ({} is the shard number).
match=$(printf '%q ' "$runner" "$@")
shard_command="$match -shard {}/$shards -results $out/shard{}.jsonl -resume > $out/shard{}.log"
where=()
if [ -n "$sshloginfile" ]; then
    where=(--sshloginfile "$sshloginfile" --workdir . --return "$out/shard{}.jsonl"
        --return "$out/shard{}.log")
fi
parallel --halt never -j "${jobs:-$shards}" "${where[@]}" "$shard_command" ::: $(seq 1 "$shards")

files=()
for i in $(seq 1 "$shards"); do files+=("$out/shard$i.jsonl"); done
rm -f "$out/all.pgn"
# shellcheck disable=SC2086 # the merge options are words on purpose
"$runner" merge "${files[@]}" -pgnout "$out/all.pgn" $merge_options | tee "$out/merged.txt"
