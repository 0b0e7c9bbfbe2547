#!/usr/bin/env bash
# tests/parallel/datagen.sh ENGINE - the GNU parallel recipe of sharded data generation
# (train/parallel-datagen.sh) on this machine. A short chess run (8 games at depth 1) in 4
# shards: every shard holds its 2 games, together exactly the lines of the same run made in
# one go, merged into one file that `tessera tune` and `tessera train` read. Then a Wall Chess
# run of 2000 games whose shard 3 is killed (SIGKILL) after a few games and left cut inside a
# game, and whose shard 4 is lost whole: the merge names the lost shard, and with
# --allow-missing merges the other shards' games and shard 3's complete ones; running the
# recipe again resumes only the unfinished shards and merges every game. About 5 s of CPU.
set -euo pipefail
engine=$(realpath "${1:-./tessera}")
cd "$(dirname "$0")/../.."
work=$(mktemp -d /tmp/tessera-parallel-datagen-XXXXXX)
trap 'rm -rf "$work"' EXIT
fail() {
    echo "parallel datagen recipe: $*" >&2
    exit 1
}
games() { grep -c '^# game ' "$1" || true; }
data_lines() { grep -hv '^#' "$@" | sort; }

# ---- 4 shards of a short chess run, merged and read by the tuner and the trainer
run=(--games 8 --depth 1 --nodes 0 --random-plies 4 --seed 5)
TESSERA=$engine bash train/parallel-datagen.sh -j 2 -m "--seed 3" "$work/a" 4 -- chess "${run[@]}" \
    >/dev/null
grep -q "^Merged 4 of 4 files into $work/a/merged.data: 8 games, " "$work/a/merged.txt" ||
    fail "not all 8 games merged: $(cat "$work/a/merged.txt")"
for i in 1 2 3 4; do
    [ "$(games "$work/a/data.shard-$i-of-4")" -eq 2 ] || fail "shard $i does not hold 2 games"
    grep -q "^datagen chess shard $i/4: 2 games, " "$work/a/data.shard-$i-of-4.log" ||
        fail "shard $i's log shows no progress"
done
"$engine" datagen chess "$work/one.data" "${run[@]}" 2>/dev/null
diff <(data_lines "$work"/a/data.shard-[1-4]-of-4) <(data_lines "$work/one.data") >/dev/null ||
    fail "the shards' lines are not the lines of the run made in one go"
kept=$(grep -c -v '^#' "$work/a/merged.data")
dropped=$(sed -n 's/^Dropped: [0-9]* duplicate games, \([0-9]*\) duplicate positions.*/\1/p' \
    "$work/a/merged.txt")
[ $((kept + dropped)) -eq "$(data_lines "$work/one.data" | wc -l)" ] ||
    fail "$kept lines kept and $dropped dropped do not add up to the run's"
"$engine" tune chess "$work/a/merged.data" --epochs 1 --out "$work/weights.h" 2>&1 |
    grep -q "^wrote $work/weights.h" || fail "tessera tune did not read the merged file"
"$engine" train chess "$work/a/merged.data" --epochs 1 --hidden 16 --out "$work/net.bin" 2>&1 |
    grep -q "^train chess: wrote $work/net.bin" || fail "tessera train did not read the merged file"

# ---- a Wall Chess run whose shard 3 is killed mid-run and whose shard 4 is lost
# The engine as the recipe starts it, except shard 3: killed once its file holds 10 games.
cat >"$work/kill-shard-3" <<WRAPPER
#!/usr/bin/env bash
case "\$*" in *"--shard 3/4 "*) ;; *) exec "$engine" "\$@" ;; esac
"$engine" "\$@" &
pid=\$!
until [ "\$(grep -c '^# game ' "$work/b/data.shard-3-of-4" 2>/dev/null)" -ge 10 ]; do
    kill -0 \$pid 2>/dev/null || exit 1
    sleep 0.01
done
kill -KILL \$pid
exit 137
WRAPPER
chmod +x "$work/kill-shard-3"
run=(--games 2000 --depth 1 --nodes 0 --random-plies 4 --seed 8)
TESSERA=$work/kill-shard-3 bash train/parallel-datagen.sh -j 4 -m --allow-missing "$work/b" 4 -- \
    wallchess "${run[@]}" >/dev/null 2>"$work/b.err"
grep -q "1 shards failed" "$work/b.err" || fail "the killed shard was not reported: $(cat "$work/b.err")"
cut3=$(games "$work/b/data.shard-3-of-4")
[ "$cut3" -ge 10 ] && [ "$cut3" -lt 500 ] || fail "shard 3 was not killed mid-run ($cut3 games)"
# The kill struck between two games (each is written whole); half a line written stands for
# one that struck inside a game.
grep -v '^#' "$work/b/data.shard-3-of-4" | tail -1 | head -c 30 >>"$work/b/data.shard-3-of-4"
rm "$work/b/data.shard-4-of-4"
if TESSERA=$engine bash train/parallel-datagen.sh -j 4 "$work/b" 0 -- wallchess 2>/dev/null; then
    fail "the recipe took 0 shards"
fi
files=("$work"/b/data.shard-{1,2,3,4}-of-4)
if "$engine" datagen merge wallchess "$work/b/strict.data" "${files[@]}" 2>"$work/strict.err"; then
    fail "a lost shard was merged over without --allow-missing"
fi
grep -q "data.shard-4-of-4 is missing (a lost shard? --allow-missing merges the rest)" \
    "$work/strict.err" || fail "the lost shard is not named: $(cat "$work/strict.err")"
[ ! -e "$work/b/strict.data" ] || fail "a refused merge wrote its file"
"$engine" datagen merge wallchess "$work/b/partial.data" "${files[@]}" --allow-missing \
    >"$work/partial.txt" 2>"$work/partial.err"
grep -q "data.shard-4-of-4 is missing .*; left out" "$work/partial.err" ||
    fail "the merge does not say it left shard 4 out: $(cat "$work/partial.err")"
expected=$((1000 + cut3))
grep -q "^Merged 3 of 4 files into $work/b/partial.data: $expected games, " "$work/partial.txt" ||
    fail "not the 3 shards' $expected games: $(cat "$work/partial.txt")"
grep -q "data.shard-3-of-4: $cut3 games, .*a game cut short at its end left out" \
    "$work/partial.txt" || fail "shard 3's cut game is not reported: $(cat "$work/partial.txt")"
grep -q "data.shard-4-of-4: missing or without a header, left out" "$work/partial.txt" ||
    fail "shard 4 is not reported lost"

# Again: shards 1 and 2 are complete and play nothing; 3 resumes, 4 starts over.
sums=$(md5sum "$work"/b/data.shard-{1,2}-of-4)
TESSERA=$engine bash train/parallel-datagen.sh -j 2 "$work/b" 4 -- wallchess "${run[@]}" \
    >/dev/null 2>&1
[ "$sums" = "$(md5sum "$work"/b/data.shard-{1,2}-of-4)" ] || fail "finished shards changed"
grep -q "^Merged 4 of 4 files into $work/b/merged.data: 2000 games, " "$work/b/merged.txt" ||
    fail "not all 2000 games after resuming: $(cat "$work/b/merged.txt")"
echo "parallel datagen recipe: 4 shards merged and read by tune and train; a killed shard and a lost one left out, then resumed"
