/*
 * dataset.c - loading the trainer's positions (dataset.h) through the tessera-data reader
 * (train/data_file.h), and the scale that turns search scores into expected results.
 */
#include "dataset.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "src/net.h"
#include "tools/array_reserve.h"
#include "train/data_file.h"
#include "train/fit_k.h"

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

static bool add_position(void *context, const DataLine *line, char *error, size_t error_size) {
    NetDataset *data = context;
    if (line->players != 2) {
        snprintf(error, error_size, "the network trainer takes two-player data only");
        return false;
    }
    if (!add_example(data, line, line->pos, error, error_size))
        return false;
    PosBuf image;
    if (data->options.mirror && data->game->mirror(line->pos, &image))
        return add_example(data, line, &image, error, error_size);
    return true;
}

bool nettrain_dataset_load(const Game *game, const char *path, const NetDataOptions *options,
                           NetDataset *data, char *error, size_t error_size) {
    *data = (NetDataset){.game = game, .options = *options};
    if (!game->net_inputs || !game->net) {
        snprintf(error, error_size, "%s has no network evaluation", game->name);
        return false;
    }
    if (options->mirror && !game->mirror) {
        snprintf(error, error_size, "%s has no mirror image", game->name);
        return false;
    }
    DataSummary summary;
    return data_file_read(game, path, 2, add_position, data, &summary, error, error_size);
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

/* K of the tuner's prediction sigmoid(K * score / 400) fitted to the results over the
 * positions with a score (train/fit_k.h); the scale is 400 / K. */
double nettrain_dataset_fit_scale(const NetDataset *data) {
    size_t count = 0;
    for (size_t i = 0; i < data->count; i++)
        count += data->items[i].has_score;
    double *scores = malloc((count ? count : 1) * sizeof *scores);
    double *results = malloc((count ? count : 1) * sizeof *results);
    double scale = 0.0;
    if (count && scores && results) {
        size_t used = 0;
        for (size_t i = 0; i < data->count; i++) {
            if (!data->items[i].has_score)
                continue;
            scores[used] = data->items[i].score;
            results[used++] = data->items[i].result;
        }
        scale = 400.0 / fit_k(scores, results, count);
    }
    free(scores);
    free(results);
    return scale;
}

double nettrain_dataset_target(const NetPosition *position, double lambda, double scale) {
    if (!position->has_score || scale <= 0.0)
        return position->result;
    return lambda * nettrain_sigmoid(position->score / scale) + (1.0 - lambda) * position->result;
}
