#!/usr/bin/env python3
"""polyglot_crosscheck.py - reads a chess book written by Tessera with an independent Polyglot
reader (Debian's `polyglot dump-book`) and checks that every book move it shows, with its
percentage, is the move and weight share `tessera book show` gives for the same position.

usage: python3 tests/polyglot_crosscheck.py <book.bin> [tessera binary] [polyglot binary]

polyglot dump-book lists the book's lines for one colour, e.g.
    1: 1. Nc3{90%} d5 2. d4{60%} e6 3. Bf4{100%} a6 4. Nf3{100%}
where each move with {N%} is a book move of the dumped colour and its share of the weights in
that position. Exit status 0 when all agree, 1 otherwise.
"""
import os
import re
import subprocess
import sys
import tempfile

MOVE_WITH_SHARE = re.compile(r"^([^{]+)\{(\d+)%\}$")


def dump_lines(polyglot, book, colour):
    with tempfile.TemporaryDirectory() as folder:
        out = os.path.join(folder, "dump.txt")
        subprocess.run([polyglot, "dump-book", "-bin", book, "-color", colour, "-out", out],
                       check=True, capture_output=True)
        with open(out) as text:
            return [line.split(":", 1)[1] for line in text if re.match(r"^\d+:", line)]


def moves_of(line):
    """(san, share or None) for each move of a dumped line, comments and numbers dropped."""
    line = re.sub(r"\{trans:[^}]*\}", "", line)
    moves = []
    for token in line.split():
        if re.match(r"^\d+\.$", token):
            continue
        match = MOVE_WITH_SHARE.match(token)
        moves.append((match.group(1), int(match.group(2))) if match else (token, None))
    return moves


def tessera_shares(tessera, book, prefix, cache):
    """{san without check marks: percentage} of the book moves after the SAN moves prefix."""
    key = " ".join(prefix)
    if key not in cache:
        command = [tessera, "book", "show", book, "startpos"] + (["moves"] + prefix if prefix else [])
        out = subprocess.run(command, check=True, capture_output=True, text=True).stdout
        shares = {}
        for row in out.splitlines():
            fields = row.split()
            if len(fields) == 5 and fields[2] == "weight" and fields[4].endswith("%"):
                shares[fields[1].rstrip("+#")] = float(fields[4][:-1])
        cache[key] = shares
    return cache[key]


def main():
    if len(sys.argv) < 2:
        print(__doc__)
        return 2
    book = sys.argv[1]
    tessera = sys.argv[2] if len(sys.argv) > 2 else "./tessera"
    polyglot = sys.argv[3] if len(sys.argv) > 3 else "/usr/games/polyglot"
    cache, checked, problems = {}, 0, 0
    for colour in ("white", "black"):
        for line in dump_lines(polyglot, book, colour):
            moves = moves_of(line)
            for index, (san, share) in enumerate(moves):
                if share is None:
                    continue
                prefix = [move for move, _ in moves[:index]]
                shares = tessera_shares(tessera, book, prefix, cache)
                ours = shares.get(san.rstrip("+#"))
                checked += 1
                if ours is None or abs(ours - share) > 1.0:
                    problems += 1
                    print(f"mismatch after '{' '.join(prefix)}': polyglot {san} {share}%, "
                          f"tessera {ours}")
    print(f"{checked} book moves checked in {len(cache)} positions, {problems} mismatches")
    return 1 if problems or checked == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
