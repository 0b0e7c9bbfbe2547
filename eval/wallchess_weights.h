/*
 * wallchess_weights.h - the values of the Wall Chess evaluation's weights, in the form
 * `tessera tune wallchess <data>` writes (docs/TUNING.md); the names are declared in
 * wallchess_eval.h.
 *
 * Not yet generated: these are the hand-set values, checked by matches against the baseline
 * of issue 5 (60 games at 2+0.02, docs/BENCHMARKS.md): the walls at 1.5 times their first
 * values with the double count scored 60-0, the first values 55-5.
 */
#ifndef TESSERA_WALLCHESS_WEIGHTS_H
#define TESSERA_WALLCHESS_WEIGHTS_H

#include "wallchess_eval.h"

static const int WALLCHESS_WEIGHT_VALUES[WALLCHESS_WEIGHT_COUNT] = {
    [WALLCHESS_PATH_STEP] = 100, [WALLCHESS_TEMPO] = 50,    [WALLCHESS_RACE] = 400,
    [WALLCHESS_WALLS_1] = 165,   [WALLCHESS_WALLS_2] = 315, [WALLCHESS_WALLS_3] = 450,
    [WALLCHESS_WALLS_4] = 570,   [WALLCHESS_WALLS_5] = 675, [WALLCHESS_WALLS_6] = 765,
    [WALLCHESS_WALLS_7] = 840,   [WALLCHESS_WALLS_8] = 900, [WALLCHESS_WALLS_9] = 945,
    [WALLCHESS_WALLS_10] = 975,
};

#endif
