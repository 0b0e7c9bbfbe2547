#!/usr/bin/env bash
# tests/stress/stress.sh - `make stress`: the long reliability run (see docs/RELIABILITY.md).
#   1. tests/stress/stress-matches.sh  1000+ games of every game at 0.5+0.01 with Threads=2
#   2. tests/stress/stress-storm.sh    go/stop/isready/ponderhit storms, one bestmove per go
#   3. tests/stress/stress-memory.sh   resident memory within Hash + 64 MB, Hash 1 to 4096 MB
# Runs on copies of ./tessera and ./tessera-match in build/stress/ (so rebuilding during the
# run changes nothing), prints every part's lines and their totals, and exits 1 if any part
# found a failure. Logs, PGN files and storm transcripts stay in build/stress/.
set -uo pipefail
cd "$(dirname "$0")/../.."
mkdir -p build/stress
install -m 755 tessera tessera-match build/stress/ || exit 1
if ! printf 'uci\nquit\n' | build/stress/tessera | grep -q '^uciok' ||
    ! build/stress/tessera-match -help 2>&1 | grep -q '^usage: tessera-match'; then
    echo "stress: the copies in build/stress/ do not run (was make still linking?)" >&2
    exit 1
fi
start=$(date +%s)
status=0
results=()
for part in matches storm memory; do
    echo "== stress $part"
    bash "tests/stress/stress-$part.sh" | tee "build/stress/$part.txt"
    [ "${PIPESTATUS[0]}" -eq 0 ] || status=1
    results+=("$(tail -n 1 "build/stress/$part.txt")")
done
echo "== stress summary ($(($(date +%s) - start)) s)"
printf '%s\n' "${results[@]}"
[ "$status" -eq 0 ] && echo "stress: clean" || echo "stress: FAILED"
exit $status
