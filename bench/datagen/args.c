/*
 * args.c - reads `tessera datagen <game> <out-file> [options]` strictly into a DatagenConfig:
 * every option is a whole word from a table with its range and default; an unknown option, a
 * missing value or a number out of range is an error, never a default.
 */
#include "datagen.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "../command_options.h"
#include "../../search/search.h"
#include "../../src/text.h"

/* The defaults: 5000 nodes a move is about 2-5 ms of search; 8 random plies (or 9) vary the
 * openings without leaving the game's usual positions; 400 plies is far beyond a normal game
 * of the games it applies to (those without a fifty-move rule). */
enum {
    DEFAULT_NODES = 5000,
    DEFAULT_RANDOM_PLIES = 8,
    DEFAULT_MAX_PLIES = 400,
    DEFAULT_WIN_PLIES = 8,
    MAX_NODES = 1000000000,
    MAX_RANDOM_PLIES = 200,
    MAX_GAME_PLIES = 60000,
};

typedef enum OptionId {
    OPT_PLAYERS,
    OPT_SEED,
    OPT_NODES,
    OPT_DEPTH,
    OPT_RANDOM_PLIES,
    OPT_MAX_PLIES,
    OPT_WIN_SCORE,
    OPT_WIN_PLIES,
    OPT_THREADS,
    OPT_GAMES,
    OPT_POSITIONS,
    OPTION_COUNT
} OptionId;

typedef struct NumericOption {
    const char *name;
    int64_t min, max, default_value;
} NumericOption;

static const NumericOption OPTIONS[OPTION_COUNT] = {
    [OPT_PLAYERS] = {"--players", 2, MAX_PLAYERS, 0}, /* 0: the game's fewest */
    [OPT_SEED] = {"--seed", 0, INT64_MAX, 1},
    [OPT_NODES] = {"--nodes", 0, MAX_NODES, DEFAULT_NODES},
    [OPT_DEPTH] = {"--depth", 0, MAX_PLY - 1, 0},
    [OPT_RANDOM_PLIES] = {"--random-plies", 0, MAX_RANDOM_PLIES, DEFAULT_RANDOM_PLIES},
    [OPT_MAX_PLIES] = {"--max-plies", 1, MAX_GAME_PLIES, DEFAULT_MAX_PLIES},
    [OPT_WIN_SCORE] = {"--win-score", 0, SCORE_MATE, 0},
    [OPT_WIN_PLIES] = {"--win-plies", 1, MAX_GAME_PLIES, DEFAULT_WIN_PLIES},
    [OPT_THREADS] = {"--threads", 1, SEARCH_MAX_THREADS, 1},
    [OPT_GAMES] = {"--games", 0, INT64_MAX, 0},
    [OPT_POSITIONS] = {"--positions", 0, INT64_MAX, 0},
};

const char *datagen_usage(void) {
    return "usage: tessera datagen <game> <out-file> [--games N] [--positions N] [--nodes N]\n"
           "       [--depth D] [--random-plies K] [--players 2-4] [--seed S] [--threads T]\n"
           "       [--max-plies N] [--win-score S] [--win-plies P] [--resume]\n"
           "games: chess voidchess wallchess wallgo wallrunner";
}

static int find_option(const char *name) {
    for (int i = 0; i < OPTION_COUNT; i++)
        if (strcmp(OPTIONS[i].name, name) == 0)
            return i;
    return -1;
}

/* Reads the options from argv into values (or resume); false with a message in error. */
static bool read_options(int argc, const char *const *argv, int64_t values[OPTION_COUNT],
                         bool *resume, char *error, size_t error_size) {
    char shown[64];
    for (int i = 0; i < argc; i++) {
        text_printable(argv[i], shown, sizeof shown);
        if (strcmp(argv[i], "--resume") == 0) {
            *resume = true;
            continue;
        }
        int id = find_option(argv[i]);
        if (id < 0) {
            snprintf(error, error_size, "unknown option '%s'", shown);
            return false;
        }
        if (i + 1 >= argc) {
            snprintf(error, error_size, "option '%s' needs a value", shown);
            return false;
        }
        const NumericOption *option = &OPTIONS[id];
        if (!text_parse_int64(argv[++i], option->min, option->max, &values[id])) {
            text_printable(argv[i], shown, sizeof shown);
            snprintf(error, error_size, "%s must be %lld to %lld, not '%s'", option->name,
                     (long long)option->min, (long long)option->max, shown);
            return false;
        }
    }
    return true;
}

static void fill_config(const int64_t values[OPTION_COUNT], DatagenConfig *config) {
    config->players = values[OPT_PLAYERS] ? (int)values[OPT_PLAYERS] : config->game->min_players;
    config->seed = (uint64_t)values[OPT_SEED];
    config->nodes = (uint64_t)values[OPT_NODES];
    config->depth = (int)values[OPT_DEPTH];
    config->random_plies = (int)values[OPT_RANDOM_PLIES];
    config->max_plies = (int)values[OPT_MAX_PLIES];
    config->win_score = (int)values[OPT_WIN_SCORE];
    config->win_plies = (int)values[OPT_WIN_PLIES];
    config->threads = (int)values[OPT_THREADS];
    config->games = values[OPT_GAMES];
    config->positions = values[OPT_POSITIONS];
}

/* The checks that involve several options or the game. */
static bool check_config(const DatagenConfig *config, char *error, size_t error_size) {
    const Game *game = config->game;
    if (config->players < game->min_players || config->players > game->max_players)
        snprintf(error, error_size, "%s takes %d to %d players, not %d", game->name,
                 game->min_players, game->max_players, config->players);
    else if (config->games == 0 && config->positions == 0)
        snprintf(error, error_size, "say how much to generate: --games N or --positions N");
    else if (config->nodes == 0 && config->depth == 0)
        snprintf(error, error_size, "--nodes 0 needs a --depth limit instead");
    else if (config->win_score > 0 && config->players != 2)
        snprintf(error, error_size, "--win-score adjudicates two-player games only");
    else
        return true;
    return false;
}

bool datagen_parse_args(int argc, const char *const *argv, DatagenConfig *config, char *error,
                        size_t error_size) {
    *config = (DatagenConfig){0};
    if (argc < 2) {
        snprintf(error, error_size, "which game, and which file? (datagen <game> <out-file>)");
        return false;
    }
    config->game = command_find_game(argv[0], error, error_size);
    if (!config->game)
        return false;
    config->path = argv[1];
    int64_t values[OPTION_COUNT];
    for (int i = 0; i < OPTION_COUNT; i++)
        values[i] = OPTIONS[i].default_value;
    if (!read_options(argc - 2, argv + 2, values, &config->resume, error, error_size))
        return false;
    fill_config(values, config);
    return check_config(config, error, error_size);
}
