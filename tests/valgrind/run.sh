#!/usr/bin/env bash
# Runs the scripted protocol session (tests/valgrind/session.uci: every game, searches with
# two threads, infinite/stop, ponder/ponderhit, perft, bench, rejected commands, end of
# input during a search) under valgrind memcheck and requires 0 errors, 0 bytes lost
# definitely or indirectly, and the session's answers: one bestmove per go, one readyok per
# isready, every game announced.
#   tests/valgrind/run.sh ENGINE          (make valgrind builds and passes build/valgrind/tessera)
set -uo pipefail
cd "$(dirname "$0")/../.."
engine=${1:?usage: run.sh ENGINE}
session=tests/valgrind/session.uci
out=build/valgrind/session.out
log=build/valgrind/memcheck.log
mkdir -p build/valgrind

start=$(date +%s)
valgrind --tool=memcheck --leak-check=full --show-leak-kinds=definite,indirect \
    --errors-for-leak-kinds=definite,indirect --error-exitcode=99 --log-file="$log" \
    "$engine" <"$session" >"$out"
status=$?
elapsed=$(($(date +%s) - start))

failed=0
fail() { echo "valgrind: $*" >&2; failed=1; }
[ "$status" -eq 0 ] || fail "exit status $status (99: memcheck found errors or leaks)"
grep -q "ERROR SUMMARY: 0 errors" "$log" || fail "memcheck errors (see $log)"
grep -qE "definitely lost: 0 bytes|All heap blocks were freed" "$log" || fail "bytes definitely lost"

searches=$(grep -cE '^go( |$)' "$session")
perfts=$(grep -cE '^go perft' "$session")
expected=$((searches - perfts - $(grep -c "info string error: go" "$out")))
bestmoves=$(grep -c '^bestmove' "$out")
[ "$bestmoves" -eq "$expected" ] || fail "$bestmoves bestmove lines for $expected searches"
isready=$(grep -c '^isready' "$session")
readyok=$(grep -c '^readyok' "$out")
[ "$readyok" -eq "$isready" ] || fail "$readyok readyok for $isready isready"
for game in voidchess wallchess wallgo wallrunner chess; do
    grep -q "^info string variant $game " "$out" || fail "no '$game' announced"
done

grep -E "ERROR SUMMARY|in use at exit|definitely lost|indirectly lost|possibly lost|All heap" "$log" |
    sed 's/^==[0-9]*== */valgrind: /'
echo "valgrind: session of $(wc -l <"$session") commands, $bestmoves searches, ${elapsed} s"
[ "$failed" -eq 0 ] && echo "valgrind: clean" || exit 1
