/*
 * polyglot_random.h - the Polyglot Random64 table and where its four parts begin.
 */
#ifndef TESSERA_POLYGLOT_RANDOM_H
#define TESSERA_POLYGLOT_RANDOM_H

#include <stdint.h>

enum {
    POLYGLOT_RANDOM_PIECE = 0,        /* 768 entries: 64 * kind_of_piece + 8 * row + file */
    POLYGLOT_RANDOM_CASTLE = 768,     /* white short, white long, black short, black long */
    POLYGLOT_RANDOM_EN_PASSANT = 772, /* 8 entries, by file */
    POLYGLOT_RANDOM_TURN = 780,       /* white to move */
    POLYGLOT_RANDOM_COUNT = 781,
};

extern const uint64_t POLYGLOT_RANDOM[POLYGLOT_RANDOM_COUNT];

#endif
