#!/usr/bin/env bash
# local-run.sh [OUT] - the Slurm recipe end to end on this machine: starts a one-node
# cluster (local-cluster.sh up), runs 4 shards of a short Wall Chess match as a job array
# plus the merge job (submit-match.sh -w), checks that the merged summary is the one a
# single run of the same match prints, and stops the cluster again (local-cluster.sh down),
# also when something fails. Run from the repository root as root, after `make`;
# TESSERA_MATCH and TESSERA name the runner and the engine (default ./tessera-match,
# ./tessera). OUT defaults to a new directory under /tmp. Takes well under a minute of CPU:
# 8 games at depth 2. Not part of `make test` (it installs and starts system daemons).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out=${1:-$(mktemp -d /tmp/tessera-slurm.XXXXXX)}
export TESSERA_MATCH=${TESSERA_MATCH:-./tessera-match}
engine=${TESSERA:-./tessera}
match=(-variant wallchess -engine "cmd=$engine" name=A -engine "cmd=$engine" name=B
    -each depth=2 -games 8 -random-openings plies=2 -seed 3 -maxmoves 40)

trap '"$here/local-cluster.sh" down' EXIT
"$here/local-cluster.sh" up
"$here/submit-match.sh" -w -m "-sprt elo0=0 elo1=10" "$out" 4 -- "${match[@]}"

# One run of the whole match must print the same summary: what follows its last progress
# line, against the merge's lines after its first (`Merged 8 of 8 games ...`).
"$TESSERA_MATCH" "${match[@]}" -sprt elo0=0 elo1=10 >"$out/single.txt"
last=$(grep -n '^Progress: ' "$out/single.txt" | tail -1 | cut -d: -f1)
if diff <(tail -n +"$((last + 1))" "$out/single.txt") <(tail -n +2 "$out/merged.txt"); then
    echo "The merged summary of the 4 shards equals the single run's (files in $out)"
else
    echo "local-run.sh: the merged summary differs from the single run's" >&2
    exit 1
fi
