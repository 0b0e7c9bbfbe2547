#!/usr/bin/env python3
"""pgn_scores.py - how well the engine's own scores foretold its games against another engine.

Reads a tessera-match PGN (each move's comment "{score/depth time}", as the runner writes
them) where the engine under test is named NAME (default New), and prints:
  - the games it lost after its own score had reached +0.5, +1, +1.5 and +3;
  - of those lost after +1, how many the opponent's score also showed it a pawn ahead;
  - for each engine, the points the engine under test made in the games, by the score
    (from its side, rounded to half pawns, clipped at +-3) each engine gave from ply 10 on.
    An engine whose +1 earns what the other's +1 earns scores on the same scale.
    match/pgn_scores.py games.pgn [NAME]
"""
import collections
import re
import sys

SCORE = re.compile(r"([+-]?)(M?)(\d+(?:\.\d+)?)/\d+")


def peak(scores):
    """The highest of (ply, pawns) scores, 0 when there are none."""
    return max((pawns for _, pawns in scores), default=0.0)


def parse_game(text, name):
    """(points of name, name's scores, opponent's scores, the highest of each), scores as
    (ply, pawns for name)."""
    white = re.search(r'\[White "([^"]+)"', text).group(1)
    result = re.search(r'\[Result "([^"]+)"', text).group(1)
    name_white = white == name
    points = {"1-0": 1.0, "0-1": 0.0}.get(result, 0.5)
    if not name_white:
        points = 1.0 - points
    body = text.split("\n\n", 1)[1] if "\n\n" in text else ""
    own, other = [], []
    for ply, comment in enumerate(re.findall(r"\{([^}]*)\}", body)):
        match = SCORE.match(comment.strip())
        if not match:
            continue
        pawns = float(match.group(3))
        if match.group(2):  # a mate score: beyond any material count
            pawns = 100.0
        if match.group(1) == "-":
            pawns = -pawns
        name_moved = (ply % 2 == 0) == name_white
        (own if name_moved else other).append((ply, pawns if name_moved else -pawns))
    return points, own, other, peak(own), peak(other)


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    name = sys.argv[2] if len(sys.argv) > 2 else "New"
    games = [parse_game(g, name) for g in open(sys.argv[1]).read().split("[Event ")[1:]]
    lost = [g for g in games if g[0] == 0.0]
    print(f"{len(games)} games: {name} won {sum(g[0] == 1 for g in games)}, lost {len(lost)}")
    for mark in (0.5, 1.0, 1.5, 3.0):
        count = sum(1 for g in lost if g[3] >= mark)
        print(f"lost after its own score reached +{mark}: {count}")
    high = [g for g in lost if g[3] >= 1.0]
    agreed = sum(1 for g in high if g[4] >= 1.0)
    print(f"of those lost after +1, the opponent's score also reached +1 for it in {agreed}")
    for label, index in ((name, 1), ("opponent", 2)):
        bins = collections.defaultdict(list)
        for game in games:
            for ply, pawns in game[index]:
                if ply >= 10 and abs(pawns) < 50:
                    bins[max(-3.0, min(3.0, round(pawns * 2) / 2))].append(game[0])
        cells = " ".join(f"{b:+.1f}:{sum(p) / len(p):.2f}({len(p)})" for b, p in sorted(bins.items()))
        print(f"points by {label}'s score: {cells}")


if __name__ == "__main__":
    main()
