/*
 * data_file.h - reading a tessera-data v1 file (docs/TUNING.md, "Data format") into samples.
 *
 *   # tessera-data v1 game=<name> players=<n> ...      first line; other '#' lines: comments
 *   <result> | <score> | <position string>            every other line
 *
 * result: one value per player in player order (1 win, 0 loss, 0.5 draw; a first place shared
 * by k of 3-4 players gives each 1/k), summing to 1; score: the search score in the game's
 * units from the side to move's view, or '-' (read and checked, not used by the model yet);
 * position: the game's own position string, to the end of the line.
 *
 * data_file_read parses each line and hands it to a visitor: the tuner's makes samples, the
 * network trainer's (train/nettrain/) its inputs. For the tuner each position gives one sample
 * for player 0 in a two-player game (player 1's features are the negation and add nothing),
 * one per player with 3 or 4. A malformed line is an error naming file:line, never skipped;
 * data of another game is refused whole.
 */
#ifndef TESSERA_TUNE_DATA_FILE_H
#define TESSERA_TUNE_DATA_FILE_H

#include "src/game.h"
#include "samples.h"

/* One data line, parsed. */
typedef struct DataLine {
    const void *pos;
    int players;
    const double *results; /* one per player */
    bool has_score;        /* false for '-' */
    int score;             /* the search score, side to move's view */
} DataLine;

/* Called with each data line; false with the reason in error stops the read, which reports
 * it with file:line. */
typedef bool (*DataVisit)(void *context, const DataLine *line, char *error, size_t error_size);

typedef struct DataSummary {
    size_t positions; /* data lines read */
    int players;      /* the data's, as settled from the header and the request */
} DataSummary;

/* Reads path for game: the header, then every data line through visit. players: the number
 * the data must be for, 0 to take the header's. False with the reason in error. */
bool data_file_read(const Game *game, const char *path, int players, DataVisit visit, void *context,
                    DataSummary *summary, char *error, size_t error_size);

/* Checks one data line (line_text, its newline removed; modified) as data_file_read would
 * for a file of game and players: false with "path:line_number: what is wrong" in error.
 * For writers that resume a file (train/datagen). */
bool data_line_check(const Game *game, int players, const char *path, size_t line_number,
                     char *line_text, char *error, size_t error_size);

typedef struct TuneData {
    const Game *game;
    TuneSamples samples;
    size_t positions; /* data lines read */
    size_t declined;  /* positions eval_features declined (no sample made) */
    int players;
    bool over_network; /* each sample's fixed part includes the network's correction */
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
