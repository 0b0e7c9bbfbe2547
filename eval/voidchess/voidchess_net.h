/*
 * voidchess_net.h - the Void Chess network evaluation: its inputs (a piece of a kind on a
 * square, the void squares and the unstable ones, as one player sees the board) and its
 * weights (voidchess_net_weights.h, fitted by `tessera train`).
 */
#ifndef TESSERA_VOIDCHESS_NET_H
#define TESSERA_VOIDCHESS_NET_H

#include "src/game.h"

extern const NetWeights VOIDCHESS_NET;

/* The inputs of pos as player sees it, the board turned top to bottom for black so that
 * each player's back rank is rank 1 (voidchess_net.c lists them). 1377 inputs in all; at
 * most NET_MAX_ACTIVE are listed (pieces first, then unstable squares, then voids). */
int voidchess_net_inputs(const void *pos, int player, uint16_t *inputs);

#endif
