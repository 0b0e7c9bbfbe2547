#!/usr/bin/env bash
# The layer check's own test (make layers): tests/layers/check.py passes on a copy of the C
# sources, then fails, naming the file, on each include planted in that copy that points up
# (engine/ from src/), sideways (play/ or bench/ from protocol/), up a folder (`../`) or into
# another game's places (eval/voidchess/ to src/games/chess/), and on a game's name planted
# outside its places.
set -euo pipefail
cd "$(dirname "$0")/../.."

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

copy() {
    rm -rf "$tmp/tree"
    mkdir -p "$tmp/tree"
    if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
        git ls-files -z --cached --others --exclude-standard -- '*.c' '*.h'
    else
        find . -path ./build -prune -o \( -name '*.[ch]' \) -print0
    fi | tar -cf - --null -T - | tar -xf - -C "$tmp/tree"
}

# plant FILE LINE: the check on the copy with LINE appended to FILE must fail and name FILE.
plant() {
    copy
    printf '%s\n' "$2" >>"$tmp/tree/$1"
    if python3 tests/layers/check.py "$tmp/tree" >"$tmp/out"; then
        echo "layers test: '$2' in $1 passed the check" >&2
        exit 1
    fi
    if ! grep -q "^$1:" "$tmp/out"; then
        echo "layers test: '$2' in $1 failed without naming $1:" >&2
        cat "$tmp/out" >&2
        exit 1
    fi
}

copy
python3 tests/layers/check.py "$tmp/tree" >/dev/null
plant src/game.h '#include "engine/engine.h"'
plant protocol/protocol.h '#include "play/play.h"'
plant protocol/session.h '#include "bench/bench.h"'
plant search/search.h '#include "src/games/chess/chess.h"'
plant engine/engine.h '#include "../src/game.h"'
plant eval/voidchess/voidchess_eval.h '#include "src/games/chess/chess.h"'
plant match/scheduler.c 'static const char *const PLANTED = "wallgo";'
echo "layers test: the unmodified copy passes, 6 planted includes and a planted game name fail"
