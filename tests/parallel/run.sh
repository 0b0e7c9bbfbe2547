#!/usr/bin/env bash
# tests/parallel/run.sh RUNNER ENGINE - the GNU parallel recipe (match/parallel-match.sh) on
# this machine: a short Wall Chess match (8 games at depth 2, 40 moves at most) in 4 shards,
# merged. The merged summary must be the summary of the same match played in one run
# (Tessera at a fixed depth plays the same moves every time), every shard must hold its two
# games, and running the recipe again after a shard lost a game must play only that game.
set -euo pipefail
runner=${1:-./tessera-match}
engine=${2:-./tessera}
cd "$(dirname "$0")/../.."
work=$(mktemp -d /tmp/tessera-parallel-XXXXXX)
trap 'rm -rf "$work"' EXIT
match=(-variant wallchess -engine "cmd=$engine" name=A -engine "cmd=$engine" name=B
    -each depth=2 -games 8 -random-openings plies=2 -seed 3 -maxmoves 40)
fail() {
    echo "parallel recipe: $*" >&2
    exit 1
}

TESSERA_MATCH=$runner bash match/parallel-match.sh -j 2 "$work/out" 4 -- "${match[@]}" >/dev/null
grep -q '^Merged 8 of 8 games of match ' "$work/out/merged.txt" || fail "not all 8 games merged"
for i in 1 2 3 4; do
    [ "$(wc -l <"$work/out/shard$i.jsonl")" -eq 2 ] || fail "shard $i does not hold 2 games"
done
[ "$(grep -c '^\[Event ' "$work/out/all.pgn")" -eq 8 ] || fail "the merged PGN lacks games"

# The summary of one run: what follows its last progress line.
"$runner" "${match[@]}" >"$work/one.txt"
last=$(grep -n '^Progress: ' "$work/one.txt" | tail -1 | cut -d: -f1)
tail -n +"$((last + 1))" "$work/one.txt" >"$work/one-summary.txt"
tail -n +2 "$work/out/merged.txt" >"$work/merged-summary.txt"
diff -u "$work/one-summary.txt" "$work/merged-summary.txt" ||
    fail "the merged summary differs from one run's"

# Shard 3 loses its last game (an interrupted run); the recipe again plays only that one.
head -n 1 "$work/out/shard3.jsonl" >"$work/shard3" && mv "$work/shard3" "$work/out/shard3.jsonl"
TESSERA_MATCH=$runner bash match/parallel-match.sh -j 2 "$work/out" 4 -- "${match[@]}" >/dev/null
[ "$(grep -c '^Started game' "$work/out/shard3.log")" -eq 1 ] || fail "shard 3 replayed more"
[ "$(grep -c '^Started game' "$work/out/shard1.log")" -eq 0 ] || fail "shard 1 replayed games"
tail -n +2 "$work/out/merged.txt" | diff -u "$work/one-summary.txt" - ||
    fail "the summary after resuming differs"
echo "parallel recipe: 4 shards of a Wall Chess match merged into one run's summary, resumed"
