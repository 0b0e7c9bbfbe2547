/*
 * results.h - the results file (-results FILE): every finished game as one JSON line, and
 * reading such lines back for -resume and `tessera-match merge`.
 *
 * A line describes its match as well as its game, so lines can be checked, concatenated and
 * merged in any order: the match's fingerprint (a hash of everything that decides the
 * schedule: variant, players, engines and their time controls, games, rounds, repeat,
 * tournament, seed, openings), the variant, engine names, time controls, players, repeat and
 * the number of games of the whole schedule; then the game: its number in the schedule, its
 * opening block (the game pair), seats, opening, result, ranks, reason, termination, plies,
 * start time, duration and every move with its comment data (so merge can write the PGN).
 */
#ifndef TESSERA_MATCH_RESULTS_H
#define TESSERA_MATCH_RESULTS_H

#include <stdbool.h>
#include <stdio.h>

#include "cli.h"
#include "game_runner.h"

enum { RESULTS_TC_TEXT = 32 };

/* What a results line says about its match. */
typedef struct ResultsMatch {
    char id[17]; /* 16 hex digits */
    char variant[MAX_NAME_TEXT];
    char game_options[GAME_OPTIONS_TEXT]; /* as -game-option gave them, "" when none */
    int players, repeat, total_games, engine_count;
    char names[MAX_ENGINES][MAX_NAME_TEXT];
    char tcs[MAX_ENGINES][RESULTS_TC_TEXT]; /* as in the PGN TimeControl tag */
} ResultsMatch;

/* One line read back. */
typedef struct ResultsGame {
    ResultsMatch match;
    int block; /* opening block: the game pair of the pentanomial counts */
    GameRecord record;
} ResultsGame;

/* The description of the match config plays, whose schedule has total_games games. */
void results_describe(const MatchConfig *config, int total_games, ResultsMatch *match);

/* Writes record (a game of block) as one line. shard is "I/N" or "" for an unsharded run. */
void results_write(FILE *out, const ResultsMatch *match, const char *shard, int block,
                   const GameRecord *record);

/* Parses one line; false with the reason in error. game->record is to be freed with
 * runner_record_free in every case. */
bool results_parse(const char *line, ResultsGame *game, char *error, size_t error_size);

/* All the lines of a results file. */
typedef struct ResultsFile {
    ResultsGame *games;
    int count, capacity;
    bool cut_short;  /* the last line had no newline (an interrupted write); it was skipped */
    long kept_bytes; /* bytes up to the end of the last whole line */
} ResultsFile;

/* Reads path. A missing file is an empty one when missing_ok. False with
 * "results file 'F' line N: reason" when it cannot be read or a whole line is malformed.
 * The file is to be freed with results_file_free in every case. */
bool results_read(const char *path, bool missing_ok, ResultsFile *file, char *error,
                  size_t error_size);
void results_file_free(ResultsFile *file);

/* True when both lines belong to the same match: the same fingerprint, variant, players,
 * repeat, number of games, engine names and time controls. */
bool results_same_match(const ResultsMatch *a, const ResultsMatch *b);

#endif
