/*
 * chess_helpers.h - small helpers shared by the chess test suites: positions from FEN,
 * moves from text, FEN back from a position, all through the Game interface.
 */
#ifndef TESSERA_TEST_CHESS_HELPERS_H
#define TESSERA_TEST_CHESS_HELPERS_H

#include <criterion/criterion.h>
#include <string.h>

#include "src/game.h"
#include "engine/games.h"

#define START_FEN     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
#define KIWIPETE_FEN  "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
#define POSITION3_FEN "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"
#define POSITION4_FEN "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"
#define POSITION5_FEN "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8"
/* Black has just played f7f5 next to the white pawn on e5. */
#define EN_PASSANT_FEN "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"
#define POSITION6_FEN  "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10"

/*
 * Positions live in PosBuf storage and are only ever copied with memcpy: the bytes are read
 * through PosHeader and ChessPos pointers, and GCC's strict-aliasing optimisations may
 * reorder such reads across a plain PosBuf struct assignment (seen at -O2).
 */

/* Sets pos to a FEN that must be valid. */
static inline void chess_set(PosBuf *pos, const char *fen) {
    char error[128] = "";
    bool ok = CHESS_GAME.parse(pos, fen, error, sizeof error);
    cr_assert(ok, "parse failed for '%s': %s", fen, error);
}

static inline void chess_copy(PosBuf *to, const PosBuf *from) {
    memcpy(to, from, sizeof *to);
}

/* Plays a move given as text, which must be legal. */
static inline void chess_play_text(PosBuf *pos, const char *text) {
    Move move = MOVE_NONE;
    cr_assert(game_parse_legal_move(&CHESS_GAME, pos, text, &move), "illegal move %s", text);
    PosBuf next;
    cr_assert(CHESS_GAME.play(pos, move, &next));
    chess_copy(pos, &next);
}

/* Plays a space-separated list of legal moves. */
static inline void chess_play_moves(PosBuf *pos, const char *moves) {
    char text[MAX_MOVE_TEXT];
    while (*moves) {
        size_t length = strcspn(moves, " ");
        cr_assert(length < MAX_MOVE_TEXT);
        memcpy(text, moves, length);
        text[length] = '\0';
        if (length > 0)
            chess_play_text(pos, text);
        moves += length + (moves[length] == ' ');
    }
}

static inline void chess_fen_of(const PosBuf *pos, char fen[MAX_POS_TEXT]) {
    CHESS_GAME.format(pos, fen, MAX_POS_TEXT);
}

#endif
