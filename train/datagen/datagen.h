/*
 * datagen.h - `tessera datagen <game> <out-file> [options]`: self-play training data for the
 * evaluation tuner, in the text format of docs/TUNING.md.
 *
 * Games are played in-process with search_run at a fixed node count per move, from openings
 * of a few uniformly random plies, and the quiet positions each game reached are written with
 * the game's result and the search score. Game i depends only on the settings and i, so runs
 * are reproducible from the seed and a file can be resumed after an interruption. With
 * --shard I/N a run plays only the games whose index is I-1 modulo N into a file of its own
 * (shard.h); `datagen merge` joins such files (merge.h). --option NAME=VALUE sets a game's own
 * option (Game.choices: WallGoRules=show): the games start and are played under it, and the
 * header names it, so that merge and the tuner never mix data of other rules.
 */
#ifndef TESSERA_DATAGEN_H
#define TESSERA_DATAGEN_H

#include <stdio.h>

#include "src/game.h"

/* The transposition table of each game's searcher: a search of a few thousand nodes stores
 * far fewer entries than 8 MB holds, and clearing it before every game stays cheap. */
enum { DATAGEN_HASH_MB = 8 };

enum { DATAGEN_MAX_PATH = 4096, DATAGEN_MAX_SHARDS = 1000000 };

typedef struct DatagenConfig {
    const Game *game;
    const char *path; /* the data file */
    int players;
    uint64_t seed;
    uint64_t nodes;    /* node limit per move, 0 = none (then depth must be given) */
    int depth;         /* depth limit per move, 0 = none */
    int random_plies;  /* each game opens with this many random plies, or one more */
    int max_plies;     /* a draw after this many plies in games without a fifty-move rule */
    int win_score;     /* adjudication threshold in the game's units, 0 = no adjudication */
    int win_plies;     /* consecutive searched plies beyond win_score that win */
    int threads;       /* games played at once, one search thread each */
    int64_t games;     /* stop once games 0 .. games-1 are in the file; 0 = no such limit */
    int64_t positions; /* stop after the game that brings the file to this many; 0 = none */
    bool resume;       /* continue an existing file instead of refusing to touch it */
    int shard_index;   /* --shard I/N: this run plays games I-1, I-1+N, ... (0-based I-1) */
    int shard_count;   /* N; 1 without --shard */
    char shard_path[DATAGEN_MAX_PATH]; /* path when sharded: <out-file>.shard-I-of-N */
    GameChoices chosen; /* --option NAME=VALUE: the game's own options the games follow */
} DatagenConfig;

/* The arguments after `datagen`. False with a message in error when they are not valid. */
bool datagen_parse_args(int argc, const char *const *argv, DatagenConfig *config, char *error,
                        size_t error_size);

/* Plays until the config's limit is reached, reporting progress to progress every few
 * seconds (NULL: silently). False with a message in error on a failure (the file cannot be
 * written, its header does not match the config, ...). */
bool datagen_run(const DatagenConfig *config, FILE *progress, char *error, size_t error_size);

/* The whole command: the exit status (0 done, 1 failure, 2 bad arguments); messages and
 * progress go to stderr. */
int datagen_main(int argc, const char *const *argv);

const char *datagen_usage(void);

#endif
