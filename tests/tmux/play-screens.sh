#!/usr/bin/env bash
# play-screens.sh - plays one full game of each game in `tessera play`, driven through tmux
# the way a person types, and saves every screen as text (issue 22's acceptance).
#
# usage: tests/tmux/play-screens.sh [tessera binary] [output folder] [games...]
#   defaults: ./tessera, build/play-screens, all five games.
#
# The engine plays at level 0 with 50 ms a move; the human's moves are the engine's own
# hints (full strength, same 50 ms), typed at the prompt after `hint` shows them, so each
# game ends within a minute or so. Each game runs in its own tmux session on a private
# server (-L), in a UTF-8 locale, 100 columns by 50 lines. Saved, per game:
#   <out>/<game>/NNN.txt  the screen after each of the human's moves (and the first one)
#   <out>/<game>.txt      the last screen, with the result
# Exit status 0 when every game reached "Game over", 1 otherwise.
set -u

BIN=${1:-./tessera}
OUT=${2:-build/play-screens}
shift $(($# > 2 ? 2 : $#))
GAMES=("$@")
[ ${#GAMES[@]} -eq 0 ] && GAMES=(chess voidchess wallchess wallgo wallrunner)
MAX_TURNS=${MAX_TURNS:-250}        # the human's moves before a game is given up
WAIT_STEPS=${WAIT_STEPS:-600}      # polls of 0.05 s before a screen is given up (30 s)
SOCKET="tessera-screens-$$"

command -v tmux >/dev/null || { echo "play-screens: tmux is not installed (apt-get install -y tmux)" >&2; exit 2; }
[ -x "$BIN" ] || { echo "play-screens: no engine at $BIN" >&2; exit 2; }
BIN=$(cd "$(dirname "$BIN")" && pwd)/$(basename "$BIN")

tmux_() { tmux -L "$SOCKET" -u "$@"; }
cleanup() { tmux_ kill-server 2>/dev/null; }
trap cleanup EXIT

# The visible screen of session $1 as text, trailing blank lines dropped.
screen() { tmux_ capture-pane -p -t "$1" | sed -e :a -e '/^\n*$/{$d;N;ba' -e '}'; }

# The last non-empty line of the screen.
last_line() { screen "$1" | grep -v '^[[:space:]]*$' | tail -n 1; }

# Waits until the screen ends with an empty prompt or the game has ended; prints which.
wait_for_turn() {
    local session=$1 line
    for ((step = 0; step < WAIT_STEPS; step++)); do
        if screen "$session" | grep -q '^Game over\|^Game abandoned\|^(play mode ended)'; then
            echo over
            return
        fi
        line=$(last_line "$session")
        if [[ "$line" =~ \(you\)\ \>$ ]]; then
            echo prompt
            return
        fi
        sleep 0.05
    done
    echo stuck
}

# Asks for a hint and prints the move it names (empty if none came).
hint_move() {
    local session=$1 before after
    before=$(tmux_ capture-pane -p -S - -t "$session" | grep -c '^Hint: ')
    tmux_ send-keys -t "$session" hint Enter
    for ((step = 0; step < WAIT_STEPS; step++)); do
        after=$(tmux_ capture-pane -p -S - -t "$session" | grep -c '^Hint: ')
        if [ "$after" -gt "$before" ] && [[ "$(last_line "$session")" =~ \(you\)\ \>$ ]]; then
            tmux_ capture-pane -p -S - -t "$session" | grep '^Hint: ' | tail -n 1 | cut -c7-
            return
        fi
        sleep 0.05
    done
}

# Plays one game; 0 when it reached "Game over".
play_game() {
    local game=$1 session="play-$1" turn state move
    mkdir -p "$OUT/$game"
    rm -f "$OUT/$game"/*.txt
    tmux_ new-session -d -s "$session" -x 100 -y 50 \
        "env LANG=C.UTF-8 LC_ALL=C.UTF-8 '$BIN' play $game --level 0 --movetime 50; \
         echo '(play mode ended)'; sleep 600"
    for ((turn = 0; turn < MAX_TURNS; turn++)); do
        state=$(wait_for_turn "$session")
        screen "$session" >"$OUT/$game/$(printf %03d "$turn").txt"
        [ "$state" = prompt ] || break
        move=$(hint_move "$session")
        if [ -z "$move" ]; then
            state=stuck
            break
        fi
        tmux_ send-keys -t "$session" -l "$move"
        tmux_ send-keys -t "$session" Enter
    done
    [ "$state" = prompt ] && tmux_ send-keys -t "$session" quit Enter && sleep 0.5
    screen "$session" >"$OUT/$game.txt"
    tmux_ kill-session -t "$session"
    local result
    result=$(grep -h '^Game over' "$OUT/$game.txt" | tail -n 1)
    echo "$game: ${result:-no result ($state after $turn moves)}, $turn moves typed, screens in $OUT/$game/"
    [ -n "$result" ]
}

mkdir -p "$OUT"
status=0
for game in "${GAMES[@]}"; do
    play_game "$game" || status=1
done
exit $status
