/*
 * dataset.c - the tuner's samples from a tessera-data file (dataset.h): each data line the
 * reader of train/data_file.c hands over becomes one sample per player sampled, with the
 * network's correction in its fixed part when asked.
 */
#include "dataset.h"

#include <stdio.h>

bool tune_check_tunable(const Game *game, char *error, size_t error_size) {
    if (game->eval_weights && game->eval_features)
        return true;
    snprintf(error, error_size, "%s has no tunable evaluation yet", game->name);
    return false;
}

/* What the residual network adds to the game's evaluation of pos, from player 0's view. */
static int network_correction(const Game *game, const void *pos) {
    int correction = game_net_evaluate(game, pos) - game->evaluate(pos);
    return pos_header(pos)->side == 0 ? correction : -correction;
}

/* The samples of a position: player 0's with two players, every player's with more. A
 * position the game declines for any player gives none. */
static bool add_samples(void *context, const DataLine *line, char *error, size_t error_size) {
    TuneData *data = context;
    const Game *game = data->game;
    if (data->players == 0) { /* the first line: its players and rules pick the weights */
        const EvalWeights *weights = game_eval_weights(game, line->players, line->chosen);
        tune_samples_init(&data->samples, weights->count, weights->tapered);
        data->players = line->players;
        if (data->over_network && line->players != 2) {
            snprintf(error, error_size, "--over-network: the network is for two players");
            return false;
        }
    }
    EvalFeatures features[MAX_PLAYERS];
    int sampled = line->players == 2 ? 1 : line->players;
    for (int p = 0; p < sampled; p++) {
        features[p] = (EvalFeatures){.scale = EVAL_SCALE_NORMAL};
        if (!game->eval_features(line->pos, p, &features[p])) {
            data->declined++;
            return true;
        }
    }
    if (data->over_network)
        features[0].fixed += network_correction(game, line->pos);
    for (int p = 0; p < sampled; p++) {
        char reason[200];
        if (!tune_samples_add(&data->samples, &features[p], line->results[p], reason,
                              sizeof reason)) {
            snprintf(error, error_size, "player %d: %s", p, reason);
            return false;
        }
        /* the score is the side to move's; two players: the sample is player 0's */
        if (line->has_score && line->players == 2)
            tune_samples_set_score(&data->samples,
                                   pos_header(line->pos)->side == 0 ? line->score : -line->score);
    }
    return true;
}

bool tune_data_load(const Game *game, const char *path, int players, bool over_network,
                    TuneData *data, char *error, size_t error_size) {
    *data = (TuneData){.game = game, .over_network = over_network};
    if (!tune_check_tunable(game, error, error_size))
        return false;
    if (over_network && !(game->net && game->net->residual)) {
        snprintf(error, error_size, "--over-network: %s has no residual network", game->name);
        return false;
    }
    DataSummary summary;
    bool loaded =
        data_file_read(game, path, players, add_samples, data, &summary, error, error_size);
    data->positions = summary.positions;
    data->players = summary.players;
    data->chosen = summary.chosen;
    return loaded;
}

void tune_data_free(TuneData *data) {
    tune_samples_free(&data->samples);
}
