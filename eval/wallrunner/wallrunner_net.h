/*
 * wallrunner_net.h - the Wall Runner network evaluation: its inputs (a piece of a kind on a
 * square, the empty wall squares by side, the Kings' race distances, as one player sees the
 * board) and its weights (wallrunner_net_weights.h, fitted by `tessera train`).
 */
#ifndef TESSERA_WALLRUNNER_NET_H
#define TESSERA_WALLRUNNER_NET_H

#include "src/game.h"

extern const NetWeights WALLRUNNER_NET;

/* The inputs of pos as player sees it, the board turned top to bottom for Black so that each
 * player's back rank is rank 1 (wallrunner_net.c lists them). 858 inputs in all; one per
 * square at most and two distances, cut at NET_MAX_ACTIVE (pieces and distances first, empty
 * wall squares last). */
int wallrunner_net_inputs(const void *pos, int player, uint16_t *inputs);

#endif
