# scripted_engine.sh - the protocol loop the scripted test engines share (sourced, not run):
# answers uci with the engine's name and isready, counts the plies of `position startpos
# [moves ...]` into $plies, and for each go calls the engine's own answer_go. Helpers give
# the shuffler's knight moves for the side to move: out and back, white g1f3 f3g1, black g8f6
# f6g8, so two shufflers draw by repetition.
shuffle_move() {
    local own=$((plies / 2 % 2))
    if ((plies % 2 == 0)); then
        local moves=(g1f3 f3g1)
    else
        local moves=(g8f6 f6g8)
    fi
    echo "${moves[own]}"
}

run_scripted_engine() {
    local name=$1 line
    plies=0
    while read -r line; do
        case "$line" in
            uci) printf 'id name %s\nid author Tessera tests\nuciok\n' "$name" ;;
            isready) echo readyok ;;
            "position startpos") plies=0 ;;
            "position startpos moves "*)
                set -- $line
                plies=$(($# - 3))
                ;;
            go*) answer_go ;;
            quit) exit 0 ;;
        esac
    done
}
