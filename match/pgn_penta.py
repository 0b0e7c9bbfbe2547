#!/usr/bin/env python3
"""pgn_penta.py - W-L-D, pentanomial and Elo of one engine from a tessera-match PGN.

For a match cut short (a stopped SPRT, a killed run), where the runner printed no final
report. Games 2k-1 and 2k (the Round tag) are one opening with sides swapped, as `-games 2
-repeat` plays them; the pentanomial counts the complete pairs, W-L-D every finished game.
Elo is the pentanomial estimate with its 95 % error bar, as the runner computes it.
    python3 match/pgn_penta.py games.pgn [NAME]   (NAME: the engine's name, default New)
"""
import math
import re
import sys

POINTS = {"1-0": 1.0, "0-1": 0.0, "1/2-1/2": 0.5}


def read_scores(text, name):
    """Round number -> the named engine's points, for every finished game."""
    scores = {}
    for block in text.split("[Event ")[1:]:
        tags = dict(re.findall(r'\[(\w+) "([^"]*)"\]', block))
        points = POINTS.get(tags.get("Result"))
        if points is None or name not in (tags.get("White"), tags.get("Black")):
            continue
        scores[int(tags["Round"])] = points if tags["White"] == name else 1.0 - points
    return scores


def elo(score):
    return -400.0 * math.log10(1.0 / score - 1.0)


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit("usage: pgn_penta.py games.pgn [NAME]")
    name = sys.argv[2] if len(sys.argv) == 3 else "New"
    with open(sys.argv[1]) as pgn:
        scores = read_scores(pgn.read(), name)
    if not scores:
        sys.exit(f"pgn_penta.py: no finished game of {name} in {sys.argv[1]}")
    wins = sum(1 for s in scores.values() if s == 1.0)
    losses = sum(1 for s in scores.values() if s == 0.0)
    penta = [0] * 5
    for first in range(1, max(scores) + 1, 2):
        if first in scores and first + 1 in scores:
            penta[round((scores[first] + scores[first + 1]) * 2)] += 1
    pairs = sum(penta)
    line = f"{name}: {len(scores)} games, W-L-D {wins}-{losses}-{len(scores) - wins - losses}"
    if pairs == 0:
        print(line + ", no complete pair")
        return
    values = [0.0, 0.25, 0.5, 0.75, 1.0]
    mean = sum(n * v for n, v in zip(penta, values)) / pairs
    variance = sum(n * (v - mean) ** 2 for n, v in zip(penta, values)) / pairs
    error = 1.959963984540054 * math.sqrt(variance / pairs)
    if not (0.0 < mean - error and mean + error < 1.0):
        print(line + f", {pairs} pairs {penta}, score {mean:.3f}: too few pairs for an Elo")
        return
    low, high = elo(mean - error), elo(mean + error)
    print(line + f", {pairs} pairs {penta}, Elo {elo(mean):+.1f} +/- {(high - low) / 2:.1f}")


if __name__ == "__main__":
    main()
