#!/usr/bin/env bash
# hostile.sh - an engine that attacks the match runner's files: a correct uci/isready
# handshake under a name built to close a PGN tag, then for every go a "move" built to break
# out of a PGN comment, `x}e5{`, which an unescaped comment would turn into a played e5 when
# the PGN is read back.
. "$(dirname "$0")/scripted_engine.sh"
answer_go() {
    echo 'bestmove x}e5{'
}
run_scripted_engine 'Hostile"] [Result "1-0"]'
