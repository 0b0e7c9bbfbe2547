/*
 * dataset.h - the trainer's positions: each one's active inputs for the side to move and for
 * the other player (Game.net_inputs), its result for the side to move and its search score,
 * held compactly in memory. Filled from the lines of a tessera-data v1 file (docs/TUNING.md)
 * as the reader of train/data_file.h hands them over (train/nettrain/stream.h decides which),
 * optionally with each position's mirror image beside it. Two-player games only: the network
 * scores the side to move against the other player.
 */
#ifndef TESSERA_NETTRAIN_DATASET_H
#define TESSERA_NETTRAIN_DATASET_H

#include <stdbool.h>
#include <stddef.h>

#include "src/game.h"
#include "train/data_file.h"
#include "model.h"

typedef struct NetPosition {
    size_t first_input; /* ours, then theirs, in NetDataset.inputs */
    uint8_t our_count, their_count;
    bool has_score;
    float result;  /* the side to move's: 1 win, 0.5 draw, 0 loss */
    int32_t score; /* the search score, side to move's view */
    int32_t base;  /* the game's evaluation, side to move's view (residual training) */
} NetPosition;

/* What the loader makes of each position of the file. */
typedef struct NetDataOptions {
    bool residual; /* note each position's static evaluation as its base */
    bool mirror;   /* add the position's mirror image (Game.mirror) right after it, if any */
} NetDataOptions;

typedef struct NetDataset {
    const Game *game;
    NetDataOptions options;
    NetPosition *items;
    size_t count, capacity;
    uint16_t *inputs;
    size_t input_count, input_capacity;
} NetDataset;

/* An empty dataset for game (which must have Game.net_inputs, and Game.mirror to mirror).
 * False with the reason in error. */
bool nettrain_dataset_begin(const Game *game, const NetDataOptions *options, NetDataset *data,
                            char *error, size_t error_size);

/* The positions line makes examples of, into positions: its own, then its mirror image (in
 * image) when options->mirror and the game has one for it. Their count, 1 or 2. */
int nettrain_dataset_line_positions(const Game *game, const NetDataOptions *options,
                                    const DataLine *line, PosBuf *image, const void *positions[2]);

/* A DataVisit (train/data_file.h) adding line's examples to the NetDataset context; the
 * mirror image follows its position, so a held-out share at the end holds whole games. */
bool nettrain_dataset_add_line(void *context, const DataLine *line, char *error, size_t error_size);

/* Room for items more examples without growing again (their inputs at most NET_MAX_ACTIVE
 * a player); false when memory runs out. */
bool nettrain_dataset_reserve(NetDataset *data, size_t items);

/* Empties data, keeping its memory for the next examples. */
void nettrain_dataset_clear(NetDataset *data);
void nettrain_dataset_free(NetDataset *data);
/* The example of position index, pointing into the dataset; its base in output units. */
NetExample nettrain_dataset_example(const NetDataset *data, size_t index, double scale);

/* The training target: lambda * sigmoid(score / scale) + (1 - lambda) * result, or the result
 * alone for a position without a score. */
double nettrain_dataset_target(const NetPosition *position, double lambda, double scale);

#endif
