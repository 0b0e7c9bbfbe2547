#!/bin/bash
# make-books.sh - rebuilds the bundled opening books from Tessera's own self-play games.
#
# Per game: 300 games between two Tessera engines at a Skill Level chosen for variety (the
# highest level whose games reach 40+ distinct positions after 8 plies in 50 games), each
# game cut after 12 plies by -maxmoves 6, then `tessera book build` over the first 12 plies
# with every move kept (min count 1, weight = how often it was played). Run from the top of
# the source tree after `make`; takes 10-20 minutes on one core. See docs/BOOKS.md.
set -euo pipefail
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The Skill Level and depth of a game's self-play: what gives variety at a bearable speed;
# a game without a line here plays at level 14, depth 8.
settings() {
    case "$1" in
    wallchess) echo 6 8 ;;
    wallrunner) echo 8 8 ;;
    wallgo) echo 0 4 ;;
    *) echo 14 8 ;;
    esac
}
# books/<book>.bin from self-play of game at its settings, under the match options after the
# book's name (a game's own options: -game-option NAME=VALUE).
selfplay_book() {
    local game=$1 book=$2
    shift 2
    set -- "$game" $(settings "$game") "$@"
    local game_options=("${@:4}")
    ./tessera-match -variant "$1" "${game_options[@]}" -engine cmd=./tessera name=A \
        -engine cmd=./tessera name=B -each depth="$3" "option.Skill Level=$2" -games 300 \
        -concurrency 1 -maxmoves 6 -pgnout "$work/selfplay-$book.pgn" min > "$work/selfplay-$book.log"
    ./tessera book build "$1" "$work/selfplay-$book.pgn" "books/$book.bin" 12 1
}
# Every game of the registry (the last line of `tessera help`), so a new game gets its book.
for game in $(./tessera help | sed -n 's/^games: //p'); do
    selfplay_book "$game" "$game"
done
# Wall Go under the show rules plays a book of its own (the keys name the rule set, so the
# site book never answers a show-rules position; docs/BOOKS.md): self-play under them, whose
# PGN tags tell `book build` the rules.
selfplay_book wallgo wallgo-show -game-option WallGoRules=show
# The deep Wall Chess book, made by searching (docs/BOOKS.md, "The deep Wall Chess book");
# about 15 minutes on two threads.
./tessera book deep wallchess books/wallchess-deep.bin --plies 24 --depth 14 --width 4 \
    --margin 8 --positions 800 --threads 2
