/*
 * perft.h - move-path counting through the Game interface, used to prove move generators
 * correct against published and cross-check numbers, and to measure their speed.
 */
#ifndef TESSERA_PERFT_H
#define TESSERA_PERFT_H

#include <stdatomic.h>

#include "game.h"

/* Leaf move sequences of length depth. A decided position (quick_result) has no children. */
uint64_t perft(const Game *game, const void *pos, int depth);

/* Per root move counts: calls report(move text, count) for each legal root move, in
 * generation order, and returns the total. */
typedef void (*PerftReport)(void *context, const char *move, uint64_t count);
uint64_t perft_divide(const Game *game, const void *pos, int depth, PerftReport report,
                      void *context);
/* perft_divide that returns early, with a partial total, once *cancel is set (another
 * thread sets it); no root move is reported after that. */
uint64_t perft_divide_until(const Game *game, const void *pos, int depth, PerftReport report,
                            void *context, const atomic_bool *cancel);

#endif
