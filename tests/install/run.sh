#!/usr/bin/env bash
# run.sh - the installation as an outsider meets it: `make install` into a temporary DESTDIR,
# then examples/ built against it with pkg-config and run, the installed tessera run from
# another folder (no checkout books, no TESSERA_BOOK_DIR) answering with a book move in
# every game from the books under share/tessera, no checkout path inside the binaries, and
# `make uninstall` leaving no file.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
prefix=/usr/local
installed=$stage/root$prefix

fail() {
    echo "install test: $*" >&2
    exit 1
}

make -C "$root" --no-print-directory install DESTDIR="$stage/root" PREFIX=$prefix >/dev/null
for file in bin/tessera bin/tessera-match lib/libtessera.a lib/libtessera.so include/tessera.h \
    lib/pkgconfig/tessera.pc share/man/man6/tessera.6 share/man/man6/tessera-match.6; do
    [ -e "$installed/$file" ] || fail "$file was not installed"
done
for book in "$root"/books/*.bin; do
    name=${book##*/}
    cmp -s "$book" "$installed/share/tessera/books/$name" || fail "books/$name was not installed"
done

export PKG_CONFIG_PATH=$installed/lib/pkgconfig PKG_CONFIG_SYSROOT_DIR=$stage/root
# shellcheck disable=SC2046 # pkg-config's words are separate arguments
cc -Wall -Wextra -Werror "$root/examples/play_all_games.c" $(pkg-config --cflags --libs tessera) \
    -o "$stage/play_all_games"
LD_LIBRARY_PATH=$installed/lib "$stage/play_all_games" || fail "the example failed"
soname=$(objdump -p "$installed/lib/libtessera.so" | awk '/SONAME/ {print $2}')
[ -n "$soname" ] || fail "libtessera.so has no soname"

cd "$stage"
unset TESSERA_BOOK_DIR
games=$(printf 'uci\nquit\n' | "$installed/bin/tessera" | sed -n 's/^option name UCI_Variant .*default [a-z]* //p' |
    sed 's/var //g')
[ -n "$games" ] || fail "the installed tessera lists no games"
for game in $games; do
    answer=$(printf 'setoption name UCI_Variant value %s\nsetoption name OwnBook value true\nposition startpos\ngo depth 1\nquit\n' \
        "$game" | "$installed/bin/tessera")
    grep -q '^info string book move ' <<<"$answer" || fail "no book move in $game: $answer"
    echo "installed tessera, $game: $(grep '^bestmove' <<<"$answer")"
done
if strings "$installed/bin/tessera" "$installed/bin/tessera-match" "$installed/lib/libtessera.so" |
    grep -qF "$root"; then
    fail "the checkout path $root is compiled in"
fi

make -C "$root" --no-print-directory uninstall DESTDIR="$stage/root" PREFIX=$prefix >/dev/null
left=$(find "$stage/root" -type f)
[ -z "$left" ] || fail "make uninstall left: $left"
echo "install test: passed"
