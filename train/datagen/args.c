/*
 * args.c - reads `tessera datagen <game> <out-file> [options]` strictly into a DatagenConfig,
 * by the tools' option table (command_options.h): every option is a whole word with its
 * range; an unknown option, a missing value or a number out of range is an error.
 */
#include "datagen.h"

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "search/search.h"
#include "src/game_choices.h"
#include "tools/command_options.h"
#include "shard.h"

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

/* The options, each setting a field of DatagenConfig; fill_defaults sets what none gives. */
static const OptionSpec OPTIONS[] = {
    {"--players", OPTION_INT, offsetof(DatagenConfig, players), 2, MAX_PLAYERS},
    {"--seed", OPTION_INT64, offsetof(DatagenConfig, seed), 0, (double)INT64_MAX},
    {"--nodes", OPTION_INT64, offsetof(DatagenConfig, nodes), 0, MAX_NODES},
    {"--depth", OPTION_INT, offsetof(DatagenConfig, depth), 0, MAX_PLY - 1},
    {"--random-plies", OPTION_INT, offsetof(DatagenConfig, random_plies), 0, MAX_RANDOM_PLIES},
    {"--max-plies", OPTION_INT, offsetof(DatagenConfig, max_plies), 1, MAX_GAME_PLIES},
    {"--win-score", OPTION_INT, offsetof(DatagenConfig, win_score), 0, SCORE_MATE},
    {"--win-plies", OPTION_INT, offsetof(DatagenConfig, win_plies), 1, MAX_GAME_PLIES},
    {"--threads", OPTION_INT, offsetof(DatagenConfig, threads), 1, SEARCH_MAX_THREADS},
    {"--games", OPTION_INT64, offsetof(DatagenConfig, games), 0, (double)INT64_MAX},
    {"--positions", OPTION_INT64, offsetof(DatagenConfig, positions), 0, (double)INT64_MAX},
    {"--resume", OPTION_FLAG, offsetof(DatagenConfig, resume), 0, 0},
};

const char *datagen_usage(void) {
    return "usage: tessera datagen <game> <out-file> [--games N] [--positions N] [--nodes N]\n"
           "       [--depth D] [--random-plies K] [--players 2-4] [--seed S] [--threads T]\n"
           "       [--max-plies N] [--win-score S] [--win-plies P] [--shard I/N] [--resume]\n"
           "       [--option NAME=VALUE]...\n"
           "       tessera datagen merge <game> <out-file> <data-file>... [--seed S]\n"
           "       [--allow-missing] [--memory-mb M]\n"
           "  (docs/TUNING.md: one of --games or --positions is needed; --shard I/N plays the\n"
           "  games I-1, I-1+N, ... of the run into <out-file>.shard-I-of-N, --games and\n"
           "  --positions counting the whole run; merge validates such files, drops duplicate\n"
           "  games and positions, shuffles by --seed and writes <out-file>; --option sets one\n"
           "  of the game's own options, as --option WallGoRules=show, which the header names)";
}

/* The defaults of every option (the game's fewest players). */
static void fill_defaults(DatagenConfig *config) {
    config->players = config->game->min_players;
    config->seed = 1;
    config->nodes = DEFAULT_NODES;
    config->random_plies = DEFAULT_RANDOM_PLIES;
    config->max_plies = DEFAULT_MAX_PLIES;
    config->win_plies = DEFAULT_WIN_PLIES;
    config->threads = 1;
    config->shard_count = 1;
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
    else if (config->games && !shard_games(config))
        snprintf(error, error_size, "--games %lld leaves shard %d of %d no game",
                 (long long)config->games, config->shard_index + 1, config->shard_count);
    else if (config->positions && !shard_positions(config))
        snprintf(error, error_size, "--positions %lld leaves shard %d of %d no position",
                 (long long)config->positions, config->shard_index + 1, config->shard_count);
    else
        return true;
    return false;
}

/* --option NAME=VALUE: one of the game's own options (Game.choices), read as the match's
 * -game-option reads it. */
static bool read_game_option(const char *pair, DatagenConfig *config, char *error,
                             size_t error_size) {
    char reason[384];
    if (game_choices_read_pair(config->game, pair, &config->chosen, NULL, reason, sizeof reason))
        return true;
    snprintf(error, error_size, "--option: %s", reason);
    return false;
}

/* argv[*at] and its value: --shard and --option here, the rest by the table. */
static bool read_option(int argc, const char *const *argv, int *at, DatagenConfig *config,
                        char *error, size_t error_size) {
    if (strcmp(argv[*at], "--option") == 0) {
        if (*at + 1 >= argc) {
            snprintf(error, error_size, "--option needs a value NAME=VALUE");
            return false;
        }
        *at += 2;
        return read_game_option(argv[*at - 1], config, error, error_size);
    }
    if (strcmp(argv[*at], "--shard") != 0)
        return command_read_option(OPTIONS, sizeof OPTIONS / sizeof OPTIONS[0], argc, argv, at,
                                   config, error, error_size);
    if (*at + 1 >= argc) {
        snprintf(error, error_size, "--shard needs a value I/N");
        return false;
    }
    if (config->shard_path[0]) {
        snprintf(error, error_size, "--shard is given twice");
        return false;
    }
    *at += 2;
    return shard_parse(argv[*at - 1], config, error, error_size);
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
    fill_defaults(config);
    for (int at = 2; at < argc;)
        if (!read_option(argc, argv, &at, config, error, error_size))
            return false;
    return check_config(config, error, error_size);
}
