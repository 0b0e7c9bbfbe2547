/*
 * types.h - the small vocabulary shared by every module: moves, scores, limits.
 *
 * A Move is an opaque 32-bit value whose meaning belongs to the game that produced it;
 * MOVE_NONE (0) is never a legal move in any game. Scores are centipawn-like integers
 * from the point of view of the side to move, with mate scores near SCORE_MATE.
 */
#ifndef TESSERA_TYPES_H
#define TESSERA_TYPES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef uint32_t Move;
typedef int32_t Score;

enum {
    MOVE_NONE = 0,
    MAX_PLY = 128,    /* deepest search path, also bounds the repetition stack */
    MAX_MOVES = 8192, /* more than any game can generate (Wall Go: 4 x 13 x 84) */
    MAX_PLAYERS = 4,
    MAX_POS_SIZE = 1024, /* every game's position struct fits in this many bytes */
    MAX_MOVE_TEXT = 32,  /* longest move in any notation, with the terminator */
    MAX_POS_TEXT = 512,  /* longest position string, with the terminator */
};

enum {
    SCORE_DRAW = 0,
    SCORE_MATE = 32000,
    SCORE_INFINITE = 32001,
    SCORE_NONE = 32002,
    SCORE_MATE_IN_MAX = SCORE_MATE - MAX_PLY,
};

#endif
