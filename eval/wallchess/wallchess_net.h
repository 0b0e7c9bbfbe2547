/*
 * wallchess_net.h - the Wall Chess network evaluation: its inputs (pawn cells, walls by slot
 * crossed with where each pawn stands, walls in hand and path lengths, as one player sees
 * the board) and its weights (wallchess_net_weights.h, fitted by `tessera train`).
 */
#ifndef TESSERA_WALLCHESS_NET_H
#define TESSERA_WALLCHESS_NET_H

#include "src/game.h"

extern const NetWeights WALLCHESS_NET;

/* The inputs of pos as player sees it, the board turned for north so that each player's goal
 * row is the top one (wallchess_net.c lists them). 986 inputs in all, at most 46 active. */
int wallchess_net_inputs(const void *pos, int player, uint16_t *inputs);

#endif
