/*
 * positions.h - the named positions that the test suites of several files share, game by
 * game: the start positions as RULES.md writes them and the chess perft positions of the
 * chessprogramming wiki.
 */
#ifndef TESSERA_TEST_POSITIONS_H
#define TESSERA_TEST_POSITIONS_H

#define START_FEN     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
#define KIWIPETE_FEN  "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
#define POSITION3_FEN "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"
#define POSITION4_FEN "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"
#define POSITION5_FEN "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8"
/* Black has just played f7f5 next to the white pawn on e5. */
#define EN_PASSANT_FEN "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"
#define POSITION6_FEN  "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10"

#define VOIDCHESS_START "rnbqkbmnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKBMNR w KQkq - 0 1 - 0"

#define WALLCHESS_START "e1 e9 10 10 s -"

#define WALLGO_START2 "7/7/7/7/7/7/7 A 20,20 - 4,4"
#define WALLGO_START3 "7/7/7/7/7/7/7 A 20,20,20 - 2,2,2"
#define WALLGO_START4 "7/7/7/7/7/7/7 A 20,20,20,20 - 2,2,2,2"
/* RULES.md cross-check: after the placements b2 b6 f6 f2 d4 c4 e4 d3, 3108 legal turns. */
#define WALLGO_CROSS_CHECK "7/1B3A1/7/2BAA2/3B3/1A3B1/7 A 20,20 - 0,0"

/* Small Wall Go positions whose show-rules turns test_wallgo_show_reference.c counts by hand
 * (append " show" for the show rules). WALLGO_CORNER: A on a1 and walled into f7 g7 g6 (e7e
 * f6n f6e g5n), B on c3 d3 e3 d2; a1's token ends on a1 (2 free sides), a2 b1 a3 c1 (3 each)
 * or b2 (4, reached by two paths, one move): 18 turns. */
#define WALLGO_CORNER "5AA/6A/7/7/2BBB2/3B3/A6 A 18,18 f6n,g5n,e7e,f6e 0,0"
/* A on a1 boxed in by B on a2 and b1, on f7 g7 walled in (e7e f6n g6n), and on g1 with 18
 * turns as a1's in WALLGO_CORNER; B also on c6 and d4. */
#define WALLGO_BOXED "5AA/2B4/7/3B3/7/B6/AB4A A 19,18 f6n,g6n,e7e 0,0"
/* WALLGO_CORNER with a1n and b1n: a1's token reaches a1 (free side a1e), b1 (a1e b1e) and c1
 * (b1e c1e c1n). */
#define WALLGO_USED_SIDES "5AA/6A/7/7/2BBB2/3B3/A6 A 17,17 f6n,g5n,a1n,b1n,e7e,f6e 0,0"

#define WALLRUNNER_START "1dsgksd1/2rrrr2/8/8/8/8/2RRRR2/1DSGKSD1 w - 1"

#endif
