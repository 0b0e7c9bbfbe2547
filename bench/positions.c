/*
 * positions.c - the bench positions of every game and the depth each is searched to by
 * default. Varied on purpose: openings, middlegames with tactics, endgames, checks,
 * promotions, positions with few or many legal moves.
 */
#include "bench.h"

#include <string.h>

static const char *const CHESS_POSITIONS[] = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    "rnbqkb1r/pp1p1ppp/4pn2/2p5/2PP4/2N5/PP2PPPP/R1BQKBNR w KQkq - 0 4",
    "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
    "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
    "rnbqkb1r/ppp1pppp/5n2/3p4/3P4/5N2/PPP1PPPP/RNBQKB1R w KQkq - 2 3",
    "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 8",
    "r2q1rk1/pp1bbppp/2nppn2/8/3NP3/2N1B3/PPPQ1PPP/2KR1B1R w - - 6 9",
    "2rq1rk1/pp1bppbp/3p1np1/4n3/3NP3/1BN1BP2/PPPQ2PP/2KR3R w - - 7 12",
    "r1b2rk1/2q1bppp/p2p1n2/np2p3/3PP3/2P2N1P/PPB2PP1/RNBQR1K1 w - - 1 12",
    "r2qr1k1/1b1nbppp/p2p1n2/1p2p3/3PP3/1BP2N1P/PP1N1PP1/R1BQR1K1 w - - 3 13",
    "3r1rk1/p4ppp/1qp1p3/3nP3/3P4/P2Q1N2/1P3PPP/2R2RK1 w - - 0 20",
    "r1bqk2r/ppp2ppp/2n5/2bpP3/3Nn3/2P1B3/PP3PPP/RN1QKB1R w KQkq - 1 8",
    "r2qkb1r/pp3ppp/2n1pn2/3p1b2/2PP4/1QN2N2/PP3PPP/R1B1KB1R w KQkq - 2 7",
    "4rrk1/pp1n3p/3q2pQ/2p1pb2/2PP4/2P3N1/P2B2PP/4RRK1 b - - 7 19",
    "r3r1k1/2p2ppp/p1p1bn2/8/1q2P3/2NPQN2/PPP3PP/R4RK1 b - - 2 15",
    "r1bbk1nr/pp3p1p/2n5/1N4p1/2Np1B2/8/PPP2PPP/2KR1B1R w kq - 0 13",
    "r1bq1rk1/ppp1nppp/4n3/3p3Q/3P4/1BP1B3/PP1N2PP/R4RK1 w - - 1 16",
    "4r1k1/r1q2ppp/ppp2n2/4P3/5Rb1/1N1BQ3/PPP3PP/R5K1 w - - 1 17",
    "2rqkb1r/ppp2p2/2npb1p1/1N1Nn2p/2P1PP2/8/PP2B1PP/R1BQK2R b KQ - 0 11",
    "r1bq1r1k/b1p1npp1/p2p3p/1p6/3PP3/1B2NN2/PP3PPP/R2Q1RK1 w - - 1 16",
    "3r1rk1/p5pp/bpp1pp2/8/q1PP1P2/b3P3/P2NQRPP/1R2B1K1 b - - 6 22",
    "r1q2rk1/2p1bppp/2Pp4/p6b/Q1PNp3/4B3/PP1R1PPP/2K4R w - - 2 18",
    "4k2r/1pb2ppp/1p2p3/1R1p4/3P4/2r1PN2/P4PPP/1R4K1 b - - 3 22",
    "3q2k1/pb3p1p/4pbp1/2r5/PpN2N2/1P2P2P/5PP1/Q2R2K1 b - - 4 26",
    "6k1/6p1/6Pp/ppp5/3pn2P/1P3K2/1PP2P2/3N4 b - - 0 1",
    "3b4/5kp1/1p1p1p1p/pP1PpP1P/P1P1P3/3KN3/8/8 w - - 0 1",
    "2K5/p7/7P/5pR1/8/5k2/r7/8 w - - 0 1",
    "8/6pk/1p6/8/PP3p1p/5P2/4KP1q/3Q4 w - - 0 1",
    "7k/3p2pp/4q3/8/4Q3/5Kp1/P6b/8 w - - 0 1",
    "8/2p5/8/2kPKp1p/2p4P/2P5/3P4/8 w - - 0 1",
    "8/1p3pp1/7p/5P1P/2k3P1/8/2K2P2/8 w - - 0 1",
    "8/pp2r1k1/2p1p3/3pP2p/1P1P1P1P/P5KR/8/8 w - - 0 1",
    "8/3p4/p1bk3p/Pp6/1Kp1PpPp/2P2P1P/2P5/5B2 b - - 0 1",
    "5k2/7R/4P2p/5K2/p1r2P1p/8/8/8 b - - 0 1",
    "6k1/6p1/P6p/r1N5/5p2/7P/1b3PP1/4R1K1 w - - 0 1",
    "1r3k2/4q3/2Pp3b/3Bp3/2Q2p2/1p1P2P1/1P2KP2/3N4 w - - 0 1",
    "6k1/4pp1p/3p2p1/P1pPb3/R7/1r2P1PP/3B1P2/6K1 w - - 0 1",
    "8/3p3B/5p2/5P2/p7/PP5b/k7/6K1 w - - 0 1",
    "5rk1/q6p/2p3bR/1pPp1rP1/1P1Pp3/P3B1Q1/1K3P2/R7 w - - 93 90",
    "4rrk1/1p1nq3/p7/2p1P1pp/3P2bp/3Q1Bn1/PPPB4/1K2R1NR w - - 40 21",
    "r3k2r/3nnpbp/q2pp1p1/p7/Pp1PPPP1/4BNN1/1P5P/R2Q1RK1 w kq - 0 16",
    "3Qb1k1/1r2ppb1/pN1n2q1/Pp1Pp1Pr/4P2p/4BP2/4B1R1/1R5K b - - 11 40",
    "4k3/3q1r2/1N2r1b1/3ppN2/2nPP3/1B1R2n1/2R1Q3/3K4 w - - 5 1",
};

static const char *const VOIDCHESS_POSITIONS[] = {
    "rnbqkbmnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKBMNR w KQkq - 0 1 - 0",
    "r3k3r/ppp3ppp/9/9/9/9/9/PPP3PPP/R3K3R b KQkq - 0 1 - 0",
    "rnbqkbm1r/3pppp2/1p4n1p/p*5p1/9/3P5/P1P4PM/1P2PPP1P/RNB1KB1NR b KQk - 1 9 b7 0",
    "1n1qkbm1r/1pp1pppp1/6r1p/3p5/p4nb2/P1NP2P2/5P1PP/1PP1P2M1/R2QKB1NR b KQk - 1 11 g5 0",
    "r1bqk1m1r/pppp4p/2n1*2p*/4p4/6p2/2b1PP3/2PP2MP1/PP2B1P1P/RN1QK3R w KQkq - 5 12 - 0",
    "r2qk2nr/p1p*mRp2/1p4bp1/4p3p/3n5/*5P2/1PP3N1P/3PPP1P1/1NBQKBM1R b Kkq - 0 13 f8 0",
    "rnq1k3r/ppp3pmp/7pn/3pPp3/1b5B1/6P2/2P1*P3/PPNKP2PP/1RB2M1NR b - - 0 18 e6 0",
    "r1bq4r/n1pk1pn1p/4p4/ppP3Np1/3*1m2P/7P1/8M/P1PP1NP2/R1Q1KB2R b KQ - 0 21 c6 0",
    "rn2k3r/p1p1q1bp1/b5m2/3pp4/5P1M1/P1p1P4/N2P5/1P4PPP/R1BQKB1NR b kq - 1 24 c4 0",
    "1rb2bknr/n2p1*m1p/1p6N/p1p3p2/1P4*2/P1P2PPp1/2N1P3P/1Q1P5/R1B1KB2R b KQ - 1 26 - 0",
    "5k2r/rb1p2mp1/2nn1q2B/*1pP*p2p/Q4p3/2*1P1*P1/P7P/1P1N2K2/R6NR b - - 1 28 f5 0",
    "1nbq1k3/3pr4/r1p1p2Nn/**3pp2/4M3*/1Pb2P3/P2*4P/1B1P1KP2/R4B1NR w - - 0 31 c4,h7 0",
    "b5m1r/2p1nkppp/9/1prp1p3/*2n1*3/3P2P*M/PPP1P3N/RB2K3P/3Q1B1bR b - - 0 32 - 0",
    "r4k1nr/m2n*3p/1pq2p3/p1Q*p1p2/2p3P1*/PP1PPP1R1/2P1M4/9/R1B1K2N1 b - - 0 34 h4 0",
    "2rbn1mnr/5pp2/p**p4p/3k3p1/4*4/PP2P1PP1/N2K1P1qN/3*4P/R3QM3 w - - 0 38 h3 0",
    "3rk1mnr/5pp1p/1p*p3Q1/4pPb2/p1K1*1*p1/P2P3*1/N7P/1*P*2P2/R4*2R b - - 2 41 - 0",
    "b8/r1*1p1kp1/p3q1p*1/2npPp2P/1p1P1P3/1*3K3/P1*R2P2/1BP2N2P/R8 w - - 1 45 i6 0",
    "r2b1k3/4*3r/1ppp5/p3Mp1pp/7*1/PPBpPP3/1RP2**1R/6P2/B4K1Q1 b - - 1 48 d4 0",
    "r1bk5/3qp4/p6r1/3pbp3/1*******1/PP4P2/5K2P/4P3B/4R2NR w - - 0 50 h7 0",
    "2r6/p2m4r/*pk2pp1n/B1p*4p/2P1p1**1/3P1PP2/1P5R*/*3KM3/2B6 w - - 3 52 - 0",
    "7qr/M5k1p/1**1ppn2/*8/P2*3*1/*2P1Pp2/3K5/4PBB2/4*1b2 b - - 0 54 - 0",
    "7k1/bp7/6*1*/1*5pQ/2*1M*3/9/p1P3P2/P1RKP3P/1N4m2 w - - 5 70 - 0",
    "3M3q1/3*1*2k/2P6/4p3p/*3P*2*/RP1P1P**1/1N7/4K1**1/9 w - - 4 75 - 0",
    "4k4/9/9/2r6/4K4/3*5/9/9/R8 w - - 0 1 e5 0",
    "r3k4/1P5P1/9/9/9/4*4/9/9/4K4 w - - 0 1 - 0",
    "k*7/**7/9/9/9/9/9/m8/R3K4 w - - 0 1 - 0",
};

static const char *const WALLCHESS_POSITIONS[] = {
    "e1 e9 10 10 s -",
    "e2 e8 10 10 s - 2",
    "f1 d9 10 10 s - 2",
    "e5 e6 10 10 n - 7",
    "e5 e6 10 9 s e6h 8",
    "e8 e9 10 10 s -",
    "e2 d8 8 10 n d7h,c8v 5",
    "e2 f8 7 8 s d1h,a2h,e8h,d6v,g6v 8",
    "e1 e9 6 6 s a2h,g4h,e6h,h6h,d4v,c5v,e7v,a8v 8",
    "c1 e8 7 7 n d1h,f1h,d8h,e1v,c3v,f4v 9",
    "e2 f7 5 7 s d1h,a2h,e3h,e5h,e8h,d6v,g6v,d8v 12",
    "e3 f8 3 8 n h1h,d2h,f2h,h2h,d3h,d7h,f1v,e7v,c8v 17",
    "e7 d6 6 4 s d5h,d7h,b8h,e8h,g8h,c1v,c5v,e6v,a7v,c8v 20",
    "e1 e7 2 4 s g1h,c2h,f2h,c5h,h5h,d8h,f8h,c1v,e2v,d3v,g3v,f5v,e7v,b8v 16",
    "f1 e9 2 3 s a1h,d1h,f1h,a2h,c2h,h6h,d7h,f7h,a8h,c8h,c1v,g6v,e7v,h7v,f8v 22",
    "e3 e9 1 3 s a1h,c1h,f2h,d3h,a4h,c4h,f4h,h4h,g5h,h7h,d8h,g1v,h1v,e4v,e8v,f8v 22",
    "a3 g9 2 3 n b1h,d2h,f2h,h2h,a5h,g6h,b7h,d7h,f7h,f1v,c2v,a6v,c7v,g7v,a8v 35",
    "h3 f8 3 0 s a1h,c1h,h1h,d2h,f2h,b4h,a5h,b6h,e6h,g6h,a7h,d8h,f8h,h8h,c2v,c5v,c7v 24",
    "e5 c9 1 1 s a1h,c1h,f2h,d3h,f3h,a4h,c4h,f4h,h4h,g5h,b7h,h7h,d8h,g1v,h1v,e4v,e8v,f8v 42",
    "h5 g4 1 0 s b1h,d2h,f2h,h2h,c4h,a5h,g6h,b7h,d7h,f7h,f1v,b2v,c2v,d4v,h5v,a6v,c7v,g7v,a8v 56",
    ("e5 e4 0 0 s d1h,f1h,h1h,a2h,f2h,e3h,h3h,e5h,g5h,f7h,e8h,g8h,c2v,a3v,c4v,d6v,g6v,h6v,a7v,d8v "
     "144"),
    "f3 g9 1 0 s a1h,d1h,g3h,d4h,h4h,g5h,a6h,d6h,d7h,a8h,c1v,h1v,g2v,a3v,b3v,d5v,h5v,d8v,h8v 24",
    "e4 e6 1 0 s -",
    "d5 e5 0 2 n - 30",
};

static const char *const WALLGO_POSITIONS[] = {
    "7/7/7/7/7/7/7 A 20,20 - 4,4",
    "7/7/7/3A3/2B4/7/7 A 20,20 - 3,3",
    "7/1B3A1/7/2BAA2/3B3/1A3B1/7 A 20,20 - 0,0",
    "4BB1/A6/7/1B5/3AA2/B6/A6 B 16,17 c1n,a4n,b5n,g6n,c2e,e2e,e7e 0,0",
    "7/3B3/7/A6/A6/1A1B1B1/1A3B1 A 15,15 c1n,e1n,d2n,e2n,g2n,a3n,a2e,b2e,b6e,e7e 0,0",
    "A4AA/A1B4/7/7/B6/1B5/5B1 A 13,13 a1n,b1n,g1n,e2n,d3n,b4n,d4n,c5n,e6n,b5e,f5e,f6e,b7e,e7e 0,0",
    "3ABB1/5A1/1A4B/2B1A2/7/7/7 A 11,11 d1n,g1n,e2n,a3n,e3n,f3n,b4n,e4n,a5n,b5n,b6n,d6n,d1e,c3e,"
    "f3e,b6e,c6e,e6e 0,0",
    "1BA4/7/7/1BA4/A6/B1A3B/7 A 7,7 a1n,e1n,g2n,a3n,d3n,e3n,b4n,g4n,b5n,d5n,c6n,d6n,e6n,g6n,b1e,"
    "c2e,e2e,f2e,d3e,b4e,c4e,e4e,e5e,a6e,c6e,a7e 0,0",
    "7/1AB3B/7/4BA1/7/B1A4/2A4 B 5,6 e1n,b2n,e2n,f2n,d3n,f3n,g3n,a4n,b4n,c4n,d4n,g4n,d5n,e5n,f5n,"
    "b6n,d6n,e6n,f6n,g6n,a1e,c1e,e2e,e3e,e5e,a6e,d6e,c7e,f7e 0,0",
    "7/7/7/7/7/7/7 A 20,20,20 - 2,2,2",
    "7/2C4/7/3A3/7/1B5/7 A 20,20,20 - 1,1,1",
    "1C5/6B/6A/6C/4A2/7/3B3 A 16,16,16 c1n,c2n,d2n,a3n,d3n,g4n,a6n,b6n,e2e,f4e,a5e,e6e 0,0,0",
    "7/4A2/5C1/1A5/2C4/1B3B1/7 B 17,18,18 e1n,c2n,e6n,d1e,e3e,a6e,e7e 0,0,0",
    "2A4/CB4B/7/7/7/5C1/3A3 B 9,10,10 c1n,d1n,e1n,f1n,a2n,b2n,e2n,g2n,a3n,b3n,e3n,a4n,c4n,c5n,f5n,"
    "e6n,f6n,e1e,a2e,b2e,c2e,f2e,c3e,e3e,b4e,f5e,c6e,d6e,e6e,a7e,d7e 0,0,0",
    "1C5/7/2B3C/7/5B1/1A5/5A1 B 8,9,9 a1n,c1n,d1n,e1n,f1n,g1n,b2n,g2n,a3n,d3n,b5n,c6n,d6n,a1e,d1e,"
    "f1e,c2e,d2e,e2e,f2e,c3e,d3e,e3e,f3e,a4e,e4e,b5e,c5e,f5e,a6e,c6e,e6e,a7e,f7e 0,0,0",
    "7/7/7/7/7/7/7 A 20,20,20,20 - 2,2,2,2",
    "D6/2C4/7/3A3/7/1B5/7 A 20,20,20,20 - 1,1,1,1",
    "1C5/7/5B1/7/ABD1A2/D6/6C A 18,18,18,18 a2n,c3n,g4n,a2e,b4e,d4e,e4e,d7e 0,0,0,0",
    "1D5/5C1/5D1/6B/2C4/B4A1/5A1 C 16,16,17,17 c1n,f1n,a3n,b3n,g4n,a5n,b5n,g5n,f3e,a4e,b4e,d5e,"
    "a6e,b7e 0,0,0,0",
    "7/2D4/3A2C/1C4B/7/4AD1/5B1 A 15,15,15,15 g1n,a2n,a5n,d5n,e5n,a6n,b6n,c6n,d6n,f6n,c1e,f1e,a3e,"
    "c3e,d3e,d4e,b5e,a6e,d6e,a7e 0,0,0,0",
    "7/D2C2A/2D1BA1/5B1/1C5/7/7 C 13,13,14,14 a1n,g1n,b2n,e2n,f2n,b3n,c3n,d3n,d4n,f4n,g4n,a6n,d6n,"
    "e6n,g6n,c2e,d2e,e2e,c3e,c4e,e4e,f5e,f6e,a7e,b7e,d7e 0,0,0,0",
    "7/4B2/2A4/7/2C4/4C2/D2BDA1 D 13,13,13,14 e1n,a2n,g3n,a4n,c4n,e4n,g4n,a5n,c5n,e5n,g5n,d6n,f1e,"
    "a2e,b2e,e2e,a4e,c4e,e4e,a5e,b5e,c5e,d5e,e5e,a6e,b6e,c6e 0,0,0,0",
};

static const char *const WALLRUNNER_POSITIONS[] = {
    "1dsgksd1/2rrrr2/8/8/8/8/2RRRR2/1DSGKSD1 w - 1",
    "1ds1ksd1/3r2r1/g3rR1S/4D3/2G1r2R/4R3/3R4/1DS1K3 w - 17",
    "2rs1sk1/2d1r2d/R1r5/2R3r1/6R1/3g2G1/8/RDS1KSD1 w - 14",
    "R2kr1d1/R1d4s/5r2/7g/2sR4/4R2r/1r2G1S1/1DSK4 w - 38",
    "2s2sd1/d4kr1/2g5/8/R1G2D2/R6r/6R1/2S1KSD1 w - 38",
    "3g2d1/3k1s1r/7R/1R6/2R2d1s/5G2/D2rR3/2SrKSDr w - 27",
    "2g2s2/1sd1rk2/8/2rdr1RG/8/R2r2S1/3R2R1/1DS1K1D1 w - 28",
    "2r1s3/1R1gk3/5sdr/r1R1d1R1/r5R1/4K3/8/1DS2SD1 b - 52",
    "1dsg1kd1/5s2/7R/3r3r/r7/D3R3/2GRR3/1DS1Kr1S w - 18",
    "1d1sk1s1/5r1d/r7/2DG2g1/r1R4R/5r2/3S4/RD2KS2 b - 36",
    "3s2Rs/d2k1d1D/r7/3D1g2/2S2r2/5r1R/r2G3R/1S3K2 b - 45",
    "1R1sksdg/8/1r1D2R1/R7/2SK4/3R2d1/r1G3r1/4S1Dr w - 40",
    "1ds1ksd1/3gr3/4r3/6R1/1R2Dr2/6r1/2GRRK2/1S3SD1 b - 9",
    "s2g4/2d2k2/r7/R7/r1R3d1/1r1G1s1R/1R1D2S1/1DS1K2r w - 27",
    "3skg2/r4sr1/2RdR1d1/6R1/r1R1G3/8/4K2D/1DS1S3 b - 33",
    "Rd3sdr/Rsk5/6R1/r7/1g3S1R/2GK4/2D5/1r4Dr w - 61",
    "1s3k2/s7/8/5R1r/r3rdR1/2d2KS1/S4R2/4grD1 b - 54",
    "1dsrk1d1/1r1r2sR/8/S3D3/8/3KR1g1/1R3S2/4D2r w - 45",
    "1d1gksd1/6R1/2s2rD1/8/3R4/r3rR2/1r1R2G1/2S1KSD1 b - 19",
    "1dsgksd1/2r1r3/4r3/8/8/3R4/2R1RR2/rDSGKSD1 w - 4",
    "3k1s2/3gr2d/3d4/2s5/r5Rr/4G3/r2RK1R1/RDS2SD1 b - 15",
    "2sg1sd1/3r1k2/1r3r1R/RS2d3/4D3/4R3/4R1r1/3GKSD1 b - 11",
    "2sk1sdR/d2rR3/6r1/6gr/G3R3/8/D3R3/2S1KSDr w - 15",
    "1ds5/3k2s1/rr2dr2/R6R/6G1/1rg1D3/D5R1/R1S1K2S b - 20",
    "1dsg1k2/3rrd2/4rsR1/8/3GD1r1/4R3/5R2/R1S1KSD1 b - 8",
    "1ds2s2/5kRg/RD1r2d1/4r3/3r4/4R3/DGRr1S2/3SK3 b - 17",
    "Rd3sd1/R4R2/3r1k1r/1G4g1/4KR2/8/8/2SS1rD1 b - 47",
    "R2r2d1/2Ds2kS/1G3s2/6r1/8/8/Rrg5/7K b - 60",
    "sR1r1s1d/1R3k2/2r2g1R/5G2/1r2K2r/5d2/D7/5S2 b f3f4 58",
    "3k4/8/2R5/8/8/5r2/8/4K3 w - 30",
    "7k/8/8/8/8/4g3/8/4K1G1 w - 25",
    "1d2k1d1/8/2s2s2/8/8/2S2S2/8/1D2K1D1 w - 20",
};

static const BenchSet SETS[] = {
    {"chess", 9, (int)(sizeof CHESS_POSITIONS / sizeof CHESS_POSITIONS[0]), CHESS_POSITIONS},
    {"voidchess", 12, (int)(sizeof VOIDCHESS_POSITIONS / sizeof VOIDCHESS_POSITIONS[0]),
     VOIDCHESS_POSITIONS},
    {"wallrunner", 13, (int)(sizeof WALLRUNNER_POSITIONS / sizeof WALLRUNNER_POSITIONS[0]),
     WALLRUNNER_POSITIONS},
    {"wallchess", 12, (int)(sizeof WALLCHESS_POSITIONS / sizeof WALLCHESS_POSITIONS[0]),
     WALLCHESS_POSITIONS},
    {"wallgo", 5, (int)(sizeof WALLGO_POSITIONS / sizeof WALLGO_POSITIONS[0]), WALLGO_POSITIONS},
};

const BenchSet *bench_set_for(const Game *game) {
    for (size_t i = 0; i < sizeof SETS / sizeof SETS[0]; i++)
        if (strcmp(SETS[i].game, game->name) == 0)
            return &SETS[i];
    return NULL;
}
