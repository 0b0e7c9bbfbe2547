/*
 * chess_net.h - the chess network evaluation: its inputs (a piece of a kind on a square, as
 * one player sees the board) and its weights (chess_net_weights.h, fitted by `tessera train`).
 */
#ifndef TESSERA_CHESS_NET_H
#define TESSERA_CHESS_NET_H

#include "src/game.h"

extern const NetWeights CHESS_NET;

/* The inputs of pos as player sees it: one per piece, (own or enemy, type, square), with the
 * board flipped for black so that each player's back rank is rank 1. 768 inputs in all. */
int chess_net_inputs(const void *pos, int player, uint16_t *inputs);

#endif
