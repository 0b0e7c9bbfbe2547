/*
 * wallrunner_weights.h - the values of the Wall Runner evaluation's weights, in the form
 * `tessera tune wallrunner <data>` writes (docs/TUNING.md); the names are declared in
 * wallrunner_eval.h.
 *
 * Not yet generated: these are the hand-set starting points, chosen so a King one free step
 * from its goal is worth more than a Guard and a direct push-off threat about as much. With
 * them the engine won 197 of 200 games at 10+0.1 against itself limited to depth 1.
 */
#ifndef TESSERA_WALLRUNNER_WEIGHTS_H
#define TESSERA_WALLRUNNER_WEIGHTS_H

#include "wallrunner_eval.h"

static const int WALLRUNNER_WEIGHT_VALUES[WALLRUNNER_WEIGHT_COUNT] = {
    [WALLRUNNER_TEMPO] = 10,           [WALLRUNNER_MOBILITY] = 2,
    [WALLRUNNER_WALL_SQUARE] = 3,      [WALLRUNNER_KING_ON_EDGE] = 15,
    [WALLRUNNER_DIRECT_THREAT] = 300,  [WALLRUNNER_NEAR_THREAT] = 60,
    [WALLRUNNER_MATERIAL_GUARD] = 300, [WALLRUNNER_MATERIAL_STRIAG] = 220,
    [WALLRUNNER_MATERIAL_DIAG] = 200,  [WALLRUNNER_MATERIAL_RUNNER] = 90,
    [WALLRUNNER_FROZEN_KING] = 50,     [WALLRUNNER_FROZEN_STRIAG] = 30,
    [WALLRUNNER_FROZEN_DIAG] = 30,     [WALLRUNNER_RACE_0] = 900,
    [WALLRUNNER_RACE_1] = 500,         [WALLRUNNER_RACE_2] = 260,
    [WALLRUNNER_RACE_3] = 150,         [WALLRUNNER_RACE_4] = 95,
    [WALLRUNNER_RACE_5] = 65,          [WALLRUNNER_RACE_6] = 45,
    [WALLRUNNER_RACE_7] = 30,          [WALLRUNNER_RACE_8] = 20,
    [WALLRUNNER_RACE_9] = 12,          [WALLRUNNER_RACE_10] = 6,
    [WALLRUNNER_RACE_11] = 3,          [WALLRUNNER_RACE_12] = 0,
};

#endif
