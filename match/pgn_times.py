#!/usr/bin/env python3
"""pgn_times.py - how each engine of a tessera-match PGN spent its clock.

Reads the move comments "{score/depth time}" the runner writes (book moves carry no time)
and prints, for each engine:
  - its mean time a move in bands of ten moves (moves 1-9, 10-19, ..., 60 and after; 0 in
    a band without a timed move);
  - its mean total time a game, beside the mean length of the games in moves.
With the base time and increment, the total says how much of the clock an engine left.
    match/pgn_times.py games.pgn
"""
import collections
import re
import sys

TIME = re.compile(r"(\d+(?:\.\d+)?)s\b")
BANDS = 7  # the last band holds every move from 60 on


def game_times(text):
    """{engine: [(move number, seconds)]} of one game."""
    white = re.search(r'\[White "([^"]+)"', text).group(1)
    black = re.search(r'\[Black "([^"]+)"', text).group(1)
    body = text.split("\n\n", 1)[1] if "\n\n" in text else ""
    times = collections.defaultdict(list)
    for ply, comment in enumerate(re.findall(r"\{([^}]*)\}", body)):
        match = TIME.search(comment)
        if match:
            times[white if ply % 2 == 0 else black].append((ply // 2 + 1, float(match.group(1))))
    return times, len(re.findall(r"\{[^}]*\}", body))


def report(games):
    """The lines printed for a list of game texts."""
    band_sum = collections.defaultdict(lambda: [0.0] * BANDS)
    band_count = collections.defaultdict(lambda: [0] * BANDS)
    totals = collections.defaultdict(float)
    plies = 0
    for text in games:
        times, game_plies = game_times(text)
        plies += game_plies
        for engine, moves in times.items():
            for number, seconds in moves:
                band = min(number // 10, BANDS - 1)
                band_sum[engine][band] += seconds
                band_count[engine][band] += 1
                totals[engine] += seconds
    count = max(len(games), 1)
    lines = [f"{len(games)} games of {plies / count / 2:.1f} moves on average"]
    for engine in sorted(totals):
        bands = " ".join(
            f"{max(band * 10, 1)}-{band * 10 + 9 if band < BANDS - 1 else ''}:"
            f"{band_sum[engine][band] / max(band_count[engine][band], 1):.3f}"
            for band in range(BANDS))
        lines.append(f"{engine}: {totals[engine] / count:.2f} s a game; s a move by moves {bands}")
    return lines


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    with open(sys.argv[1], encoding="utf-8") as pgn:
        games = [g for g in re.split(r"\n(?=\[Event )", pgn.read()) if "[Result" in g]
    print("\n".join(report(games)))


if __name__ == "__main__":
    main()
