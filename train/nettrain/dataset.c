/*
 * dataset.c - the trainer's positions (dataset.h): each data line the tessera-data reader
 * (train/data_file.h) hands over made into examples of compact active inputs, and the target
 * of each.
 */
#include "dataset.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "src/net.h"
#include "tools/array_reserve.h"

/* The active inputs of pos for player, appended; their count, or -1 with the reason. */
static int append_inputs(NetDataset *data, const void *pos, int player, char *error,
                         size_t error_size) {
    if (!array_reserve((void **)&data->inputs, &data->input_capacity, data->input_count,
                       NET_MAX_ACTIVE, sizeof *data->inputs)) {
        snprintf(error, error_size, "out of memory");
        return -1;
    }
    uint16_t *inputs = data->inputs + data->input_count;
    int count = data->game->net_inputs(pos, player, inputs);
    for (int i = 0; i < count; i++) {
        if (inputs[i] >= data->game->net->inputs) {
            snprintf(error, error_size, "input %d out of range", inputs[i]);
            return -1;
        }
    }
    data->input_count += (size_t)count;
    return count;
}

/* One training example: pos with the labels of line. */
static bool add_example(NetDataset *data, const DataLine *line, const void *pos, char *error,
                        size_t error_size) {
    if (!array_reserve((void **)&data->items, &data->capacity, data->count, 1,
                       sizeof *data->items)) {
        snprintf(error, error_size, "out of memory");
        return false;
    }
    int side = pos_header(pos)->side;
    NetPosition *position = &data->items[data->count];
    *position = (NetPosition){.first_input = data->input_count,
                              .has_score = line->has_score,
                              .result = (float)line->results[side],
                              .score = line->score,
                              .base = data->options.residual ? data->game->evaluate(pos) : 0};
    int ours = append_inputs(data, pos, side, error, error_size);
    int theirs = ours < 0 ? -1 : append_inputs(data, pos, side ^ 1, error, error_size);
    if (theirs < 0)
        return false;
    position->our_count = (uint8_t)ours;
    position->their_count = (uint8_t)theirs;
    data->count++;
    return true;
}

int nettrain_dataset_line_positions(const Game *game, const NetDataOptions *options,
                                    const DataLine *line, PosBuf *image, const void *positions[2]) {
    positions[0] = line->pos;
    if (options->mirror && game->mirror(line->pos, image)) {
        positions[1] = image;
        return 2;
    }
    return 1;
}

bool nettrain_dataset_add_line(void *context, const DataLine *line, char *error,
                               size_t error_size) {
    NetDataset *data = context;
    if (line->players != 2) {
        snprintf(error, error_size, "the network trainer takes two-player data only");
        return false;
    }
    PosBuf image;
    const void *positions[2];
    int count =
        nettrain_dataset_line_positions(data->game, &data->options, line, &image, positions);
    for (int i = 0; i < count; i++)
        if (!add_example(data, line, positions[i], error, error_size))
            return false;
    return true;
}

bool nettrain_dataset_begin(const Game *game, const NetDataOptions *options, NetDataset *data,
                            char *error, size_t error_size) {
    *data = (NetDataset){.game = game, .options = *options};
    if (!game->net_inputs || !game->net) {
        snprintf(error, error_size, "%s has no network evaluation", game->name);
        return false;
    }
    if (options->mirror && !game->mirror) {
        snprintf(error, error_size, "%s has no mirror image", game->name);
        return false;
    }
    return true;
}

/* *array, of *capacity elements of size bytes, grown to exactly wanted when smaller. */
static bool grow_exactly(void **array, size_t *capacity, size_t wanted, size_t size) {
    if (wanted <= *capacity)
        return true;
    void *grown = wanted <= SIZE_MAX / size ? realloc(*array, wanted * size) : NULL;
    if (!grown)
        return false;
    *array = grown;
    *capacity = wanted;
    return true;
}

bool nettrain_dataset_reserve(NetDataset *data, size_t items) {
    return grow_exactly((void **)&data->items, &data->capacity, data->count + items,
                        sizeof *data->items) &&
           grow_exactly((void **)&data->inputs, &data->input_capacity,
                        data->input_count + items * 2 * NET_MAX_ACTIVE, sizeof *data->inputs);
}

void nettrain_dataset_clear(NetDataset *data) {
    data->count = 0;
    data->input_count = 0;
}

void nettrain_dataset_free(NetDataset *data) {
    free(data->items);
    free(data->inputs);
    *data = (NetDataset){.game = data->game, .options = data->options};
}

NetExample nettrain_dataset_example(const NetDataset *data, size_t index, double scale) {
    const NetPosition *position = &data->items[index];
    const uint16_t *ours = data->inputs + position->first_input;
    return (NetExample){ours, ours + position->our_count, position->our_count,
                        position->their_count, position->base / scale};
}

double nettrain_dataset_target(const NetPosition *position, double lambda, double scale) {
    if (!position->has_score || scale <= 0.0)
        return position->result;
    return lambda * nettrain_sigmoid(position->score / scale) + (1.0 - lambda) * position->result;
}
