/*
 * dataset.h - the tuner's data: a tessera-data file (train/data_file.h) read into samples.
 * Each position gives one sample for player 0 in a two-player game (player 1's features are
 * the negation and add nothing), one per player with 3 or 4. The score of a two-player line
 * goes with its sample, from player 0's view, for --lambda.
 */
#ifndef TESSERA_TUNE_DATASET_H
#define TESSERA_TUNE_DATASET_H

#include "src/game.h"
#include "train/data_file.h"
#include "samples.h"

typedef struct TuneData {
    const Game *game;
    TuneSamples samples;
    size_t positions; /* data lines read */
    size_t declined;  /* positions eval_features declined (no sample made) */
    int players;
    GameChoices chosen; /* the game's own options the data was played under (its header) */
    bool over_network;  /* each sample's fixed part includes the network's correction */
} TuneData;

/* Loads path for game. players: the number the data must be for, 0 to take the header's.
 * over_network: the fixed part of each sample adds the correction of the game's residual
 * network (two players), so the weights are fitted to what the search plays with. False
 * with the reason in error (file:line for a bad line). Free data either way. */
bool tune_data_load(const Game *game, const char *path, int players, bool over_network,
                    TuneData *data, char *error, size_t error_size);
void tune_data_free(TuneData *data);

/* True when game reports weights and features; else false with "<game> has no tunable
 * evaluation yet" in error. */
bool tune_check_tunable(const Game *game, char *error, size_t error_size);

#endif
