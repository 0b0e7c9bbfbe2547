#!/usr/bin/env python3
"""depth_nps.py BIN [EVALUATION] [DEPTH]: the nodes and nodes/s of `go depth DEPTH` (14) from
three chess positions, with the Evaluation option EVALUATION (classical), one engine process
each; the node rate of the evaluation in a real search, beside `tessera bench`."""
import subprocess, sys
b = sys.argv[1]; ev = sys.argv[2] if len(sys.argv) > 2 else 'classical'; d = sys.argv[3] if len(sys.argv) > 3 else '14'
fens = ["rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 8",
        "r2qr1k1/1b1nbppp/p2p1n2/1p2p3/3PP3/1BP2N1P/PP1N1PP1/R1BQR1K1 w - - 3 13"]
tn = tt = 0
for fen in fens:
    p = subprocess.Popen([b], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    p.stdin.write(f"uci\nsetoption name Evaluation value {ev}\nucinewgame\nposition fen {fen}\ngo depth {d}\n"); p.stdin.flush()
    last = None
    for line in p.stdout:
        if line.startswith('info') and ' nodes ' in line: last = line.split()
        if line.startswith('bestmove'): break
    p.stdin.write("quit\n"); p.stdin.flush(); p.wait()
    n = int(last[last.index('nodes') + 1]); t = int(last[last.index('time') + 1])
    tn += n; tt += t
print(f"{b} {ev}: nodes {tn} time {tt} ms nps {tn * 1000 // max(tt, 1)}")
