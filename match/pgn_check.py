#!/usr/bin/env python3
"""pgn_check.py - reads a tessera-match PGN file back and checks it.

Always: every game has the Seven Tag Roster, a valid Result that matches the movetext's
last token, PlyCount equal to the number of moves, FEN with SetUp, a known Termination.
With --engine PATH (any UCI chess engine that answers `go perft 1` and `d` the way
Stockfish does), chess games are also replayed: each SAN move must name exactly one legal
move, captures must be marked, and +/# must agree with the engine's view of check and mate.
The rules oracle is the other engine, so this is independent of Tessera's own rules code.

FILE must be a regular file of at most 256 MB (a FIFO or device is refused, not waited on),
and the engine must answer each command within ANSWER_SECONDS.

Usage: pgn_check.py FILE [--engine /usr/games/stockfish]
Exit status 0 when every game passes; prints one line per problem and a summary.
"""
import os
import queue
import re
import stat
import subprocess
import sys
import threading
import time

ROSTER = ["Event", "Site", "Date", "Round", "White", "Black", "Result"]
RESULTS = {"1-0", "0-1", "1/2-1/2", "*"}
TERMINATIONS = {"normal", "adjudication", "rules infraction", "time forfeit", "abandoned",
                "unterminated"}
SAN = re.compile(r"^([NBRQK])?([a-h])?([1-8])?(x)?([a-h][1-8])(=[NBRQ])?([+#])?$")
CASTLE = re.compile(r"^(O-O(?:-O)?)([+#])?$")
MAX_FILE_BYTES = 256 << 20  # the cap of tessera-match's opening files (docs/MATCHES.md)
ANSWER_SECONDS = 10.0  # how long the oracle engine may take to answer one command


def read_regular_file(path):
    """The text of path, opened without blocking; anything but a regular file of at most
    MAX_FILE_BYTES is refused with the reason, since a FIFO or device may never end."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    except OSError as error:
        raise SystemExit("pgn_check.py: cannot open '%s': %s" % (path, error.strerror))
    with os.fdopen(fd, "rb") as f:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise SystemExit("pgn_check.py: '%s' is not a regular file" % path)
        if info.st_size > MAX_FILE_BYTES:
            raise SystemExit("pgn_check.py: '%s' is larger than %d bytes" % (path, MAX_FILE_BYTES))
        return f.read(MAX_FILE_BYTES + 1).decode("utf-8")


def read_games(text):
    """Yields (tags, movetext) for each game."""
    tags, moves, in_moves = {}, [], False
    for line in text.splitlines():
        tag = re.match(r'^\[(\w+) "(.*)"\]\s*$', line)
        if tag:
            if in_moves:
                yield tags, " ".join(moves)
                tags, moves, in_moves = {}, [], False
            tags[tag.group(1)] = re.sub(r"\\(.)", r"\1", tag.group(2))
        elif line.strip():
            in_moves = True
            moves.append(line)
    if tags:
        yield tags, " ".join(moves)


def tokens_of(movetext):
    """Move tokens and the final result token; comments and move numbers dropped."""
    text = re.sub(r"\{[^}]*\}", " ", movetext)
    words = [w for w in text.split() if not re.match(r"^\d+\.+$", w)]
    return words[:-1], (words[-1] if words else "")


class Oracle:
    """A UCI engine asked for legal moves, the board and check status. A thread reads its
    lines, so every answer is waited for with a deadline."""

    def __init__(self, path):
        self.proc = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     text=True, bufsize=1)
        self.lines = queue.Queue()
        threading.Thread(target=self.read_lines, daemon=True).start()
        self.ask("uci", "uciok")

    def read_lines(self):
        for line in self.proc.stdout:
            self.lines.put(line.rstrip("\n"))
        self.lines.put(None)

    def ask(self, command, until):
        self.proc.stdin.write(command + "\n")
        self.proc.stdin.flush()
        deadline = time.monotonic() + ANSWER_SECONDS
        lines = []
        while True:
            try:
                line = self.lines.get(timeout=max(0.0, deadline - time.monotonic()))
            except queue.Empty:
                raise RuntimeError("oracle engine did not answer '%s' within %g s"
                                   % (command, ANSWER_SECONDS))
            if line is None:
                raise RuntimeError("oracle engine exited")
            lines.append(line)
            if line.startswith(until):
                return lines

    def position(self, fen, moves):
        start = "startpos" if fen is None else "fen " + fen
        self.proc.stdin.write("position %s moves %s\n" % (start, " ".join(moves)))

    def legal_moves(self):
        lines = self.ask("go perft 1", "Nodes searched")
        return [l.split(":")[0] for l in lines if re.match(r"^[a-h][1-8][a-h][1-8][qrbn]?:", l)]

    def board(self):
        lines = self.ask("d", "Checkers")
        fen = next(l[5:] for l in lines if l.startswith("Fen: "))
        return fen, lines[-1].strip() != "Checkers:"

    def close(self):
        try:
            self.proc.stdin.write("quit\n")
            self.proc.stdin.flush()
            self.proc.wait(timeout=5)
        except (OSError, subprocess.TimeoutExpired):
            self.proc.kill()
            self.proc.wait()


def piece_map(fen):
    board = {}
    for rank_index, row in enumerate(fen.split()[0].split("/")):
        file = 0
        for c in row:
            if c.isdigit():
                file += int(c)
            else:
                board["abcdefgh"[file] + str(8 - rank_index)] = c
                file += 1
    return board


def matches(token, uci, board):
    """True when the SAN token names the long algebraic move uci."""
    frm, to, promo = uci[:2], uci[2:4], uci[4:].upper()
    piece = board.get(frm, "").upper()
    castle = CASTLE.match(token)
    if castle:
        side = "O-O" if to[0] == "g" else "O-O-O"
        return piece == "K" and abs(ord(frm[0]) - ord(to[0])) == 2 and castle.group(1) == side
    m = SAN.match(token)
    if not m or piece == "K" and abs(ord(frm[0]) - ord(to[0])) == 2:
        return False
    letter, file, rank, capture, dest, promotion = m.group(1, 2, 3, 4, 5, 6)
    captured = to in board or (piece == "P" and frm[0] != to[0])
    return ((letter or "P") == piece and dest == to and (not file or file == frm[0])
            and (not rank or rank == frm[1]) and bool(capture) == captured
            and (promotion or "")[1:] == promo)


def replay(oracle, tags, moves, problems, where):
    fen = tags.get("FEN")
    played = []
    for ply, token in enumerate(moves):
        oracle.position(fen, played)
        legal = oracle.legal_moves()
        current, _ = oracle.board()
        board = piece_map(current)
        found = [uci for uci in legal if matches(token.rstrip("+#"), uci, board)]
        if len(found) != 1:
            problems.append("%s ply %d: '%s' names %d legal moves" % (where, ply + 1, token,
                                                                      len(found)))
            return
        played.append(found[0])
        oracle.position(fen, played)
        _, check = oracle.board()
        mate = check and not oracle.legal_moves()
        mark = "#" if mate else "+" if check else ""
        if not token.endswith(mark) or (not mark and token[-1] in "+#"):
            problems.append("%s ply %d: '%s' should end in '%s'" % (where, ply + 1, token, mark))


def check_game(tags, movetext, problems, where):
    for name in ROSTER:
        if name not in tags:
            problems.append("%s: missing tag %s" % (where, name))
    moves, last = tokens_of(movetext)
    result = tags.get("Result")
    if result not in RESULTS:
        problems.append("%s: bad Result %r" % (where, result))
    if last != result:
        problems.append("%s: movetext ends with %r, Result is %r" % (where, last, result))
    if "PlyCount" in tags and int(tags["PlyCount"]) != len(moves):
        problems.append("%s: PlyCount %s but %d moves" % (where, tags["PlyCount"], len(moves)))
    if "FEN" in tags and tags.get("SetUp") != "1":
        problems.append("%s: FEN without SetUp 1" % where)
    if tags.get("Termination", "normal") not in TERMINATIONS:
        problems.append("%s: unknown Termination %r" % (where, tags["Termination"]))
    return moves


def main(argv):
    if len(argv) < 2:
        print(__doc__.strip().splitlines()[-2])
        return 2
    engine = argv[argv.index("--engine") + 1] if "--engine" in argv else None
    text = read_regular_file(argv[1])
    oracle = Oracle(engine) if engine else None
    problems, games, plies, terminations = [], 0, 0, {}
    try:
        for tags, movetext in read_games(text):
            games += 1
            where = "game %d (Round %s)" % (games, tags.get("Round", "?"))
            moves = check_game(tags, movetext, problems, where)
            plies += len(moves)
            kind = tags.get("Termination", "normal")
            terminations[kind] = terminations.get(kind, 0) + 1
            if oracle and tags.get("Variant", "chess") == "chess":
                replay(oracle, tags, moves, problems, where)
    except RuntimeError as error:
        print("pgn_check.py: %s" % error)
        return 1
    finally:
        if oracle:
            oracle.close()
    for problem in problems:
        print(problem)
    kinds = ", ".join("%s %d" % kv for kv in sorted(terminations.items()))
    print("%d games, %d plies, %d problems%s; terminations: %s" % (
        games, plies, len(problems), ", moves replayed with " + engine if engine else "", kinds))
    return 1 if problems or games == 0 else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
