/*
 * wallgo_weights.h - the values of the Wall Go evaluation's weights, in the form
 * `tessera tune wallgo <data>` writes (docs/TUNING.md); the names are declared in
 * wallgo_eval.h.
 *
 * Not yet generated: these are the hand-set starting points of issue 7.
 */
#ifndef TESSERA_WALLGO_WEIGHTS_H
#define TESSERA_WALLGO_WEIGHTS_H

#include "wallgo_eval.h"

static const int WALLGO_WEIGHT_VALUES[WALLGO_WEIGHT_COUNT] = {
    [WALLGO_CLOSED] = 100,  [WALLGO_NEARER] = 45,    [WALLGO_DESTINATIONS] = 2,
    [WALLGO_TRAPPED] = -60, [WALLGO_ONE_EXIT] = -15, [WALLGO_WALLS_IN_HAND] = 5,
};

#endif
