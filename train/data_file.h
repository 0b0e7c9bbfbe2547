/*
 * data_file.h - the tessera-data v1 file (docs/TUNING.md, "Data format"), read and written in
 * one place: the self-play generator (train/datagen/) writes and resumes it, its merge reads
 * the files it wrote game by game, the tuner (train/tune/) and the network trainer
 * (train/nettrain/) read it.
 *
 *   # tessera-data v1 game=<name> players=<n> ...      first line; other '#' lines: comments
 *
 * Among the header's words, NAME=VALUE of a game's own option (WallGoRules=show; options at
 * their defaults are not written) says which rules every position was played under: reading
 * refuses a position of other rules, and a header whose options differ is another header.
 *   <result> | <score> | <position string>            every other line
 *
 * result: one value per player in player order (1 win, 0 loss, 0.5 draw; a first place shared
 * by k of 3-4 players gives each 1/k), summing to 1; score: the search score in the game's
 * units from the side to move's view, or '-'; position: the game's own position string, to
 * the end of the line.
 *
 * Reading parses each line and hands it to a visitor; a malformed line is an error naming
 * file:line, never skipped; data of another game is refused whole. Writing adds a `# settings`
 * line after the header and ends each game with a marker comment
 * `# game <index> <result> <reason> plies <n> fnv1a=<hash>`; games are appended whole, so
 * after an interruption the file is the header, complete games and at most one game cut
 * short, which resuming truncates away after checking every line before it.
 */
#ifndef TESSERA_TRAIN_DATA_FILE_H
#define TESSERA_TRAIN_DATA_FILE_H

#include <stdio.h>

#include "src/game.h"
#include "src/strbuf.h"

/* ---- reading ------------------------------------------------------------------------------ */

/* One data line, parsed. */
typedef struct DataLine {
    const void *pos;
    int players;
    const double *results;     /* one per player */
    bool has_score;            /* false for '-' */
    int score;                 /* the search score, side to move's view */
    int64_t offset;            /* where the line starts in the file, for data_file_read_from */
    size_t line;               /* its line number */
    const GameChoices *chosen; /* the game's own options the data was played under */
} DataLine;

/* Called with each data line; false with the reason in error stops the read, which reports
 * it with file:line. */
typedef bool (*DataVisit)(void *context, const DataLine *line, char *error, size_t error_size);

typedef struct DataSummary {
    size_t positions;   /* data lines read */
    int players;        /* the data's, as settled from the header and the request */
    GameChoices chosen; /* the game's own options the header names, the rest their defaults */
} DataSummary;

/* Reads path for game: the header, then every data line through visit. players: the number
 * the data must be for, 0 to take the header's. False with the reason in error. */
bool data_file_read(const Game *game, const char *path, int players, DataVisit visit, void *context,
                    DataSummary *summary, char *error, size_t error_size);

/* Reads count data lines of path for game from the one at offset, line number line (a
 * DataLine of an earlier data_file_read of the same file gave both), with players settled
 * by that read, checking each line as data_file_read does. False with "path:line: ..." in
 * error, also when the file ends before count lines. */
bool data_file_read_from(const Game *game, const char *path, int players, int64_t offset,
                         size_t line, size_t count, DataVisit visit, void *context, char *error,
                         size_t error_size);

/* ---- writing ------------------------------------------------------------------------------ */

/* What a written file is for; its header states it and a resumed file must match it. */
typedef struct DataFileSpec {
    const char *path;
    const Game *game;
    int players;
    const char *identity; /* the header's words after players= (what decides each game) */
    const char *settings; /* the words of the `# settings` line (the rest of it) */
    bool resume;          /* continue an existing file instead of refusing to touch it */
} DataFileSpec;

typedef struct DataFile {
    const char *path;
    FILE *out;     /* open for appending whole games */
    int64_t *done; /* indices of the complete games already in the file, ascending */
    int64_t done_count;
    int64_t positions; /* data lines of those games */
} DataFile;

/* The two header lines: `# tessera-data v1 game=<name> players=<n> <identity>` and
 * `# settings <settings>`. */
void data_file_header(const DataFileSpec *spec, char *text, size_t size);

/* Opens spec->path for appending. A new file gets the header; an existing one is refused
 * unless spec->resume, and then must begin with the same header: its complete games are
 * listed and whatever follows the last one (a game cut short) is truncated away. */
bool data_file_open(DataFile *file, const DataFileSpec *spec, char *error, size_t error_size);

/* Appends a game's text to out: each line of records (`<score> | <position>\n`) with results
 * (`<v0>,<v1>,...`) in front, then its marker `# game <index> <results> <reason> plies
 * <plies> fnv1a=<hash>`, the hash the FNV-1a of the game's text before " fnv1a=". */
void data_file_format_game(StrBuf *out, const char *results, const char *records, int64_t index,
                           const char *reason, int plies);

/* Appends one whole game and flushes it to the file. */
bool data_file_append(DataFile *file, const char *text, size_t length, char *error,
                      size_t error_size);

/* Closes the file (reporting a failed final write) and frees the list of games. */
bool data_file_close(DataFile *file, char *error, size_t error_size);

/* ---- reading whole games (datagen merge) -------------------------------------------------- */

/* One complete game of a file datagen wrote. */
typedef struct DataGame {
    int64_t index;        /* from its marker */
    int64_t line;         /* the line of its marker */
    const char *text;     /* its data lines, each ending in a newline */
    size_t length;        /* of text */
    const uint64_t *keys; /* the key of each data line's position, in order */
    int64_t positions;    /* its data lines */
} DataGame;

/* Called with each complete game; false with the reason in error stops the read, which
 * reports it with file:line. */
typedef bool (*DataGameVisit)(void *context, const DataGame *game, char *error, size_t error_size);

typedef struct DataGames {
    char header[1024]; /* the file's first two lines, newlines kept */
    int players;       /* from the header */
    int64_t games, positions;
    int64_t cut_bytes; /* after the last complete game: a game cut short, not visited */
    bool unwritten;    /* the file ends before its header does (empty or cut at once) */
} DataGames;

/* Called with the header once it is read, before any game; false with the reason in error
 * (reported as it is) stops the read. */
typedef bool (*DataHeaderCheck)(void *context, const DataGames *games, char *error,
                                size_t error_size);

/* Reads a file as datagen writes it, the way resuming checks it: the header for game and the
 * `# settings` line (then handed to check), every data line as data_file_read checks it,
 * every game marker's hash, no game twice. Each complete game goes to visit in file order;
 * what follows the last one (a game cut short) is counted in cut_bytes and skipped. False
 * with "path:line: ..." in error when any of it is wrong (games->unwritten when the header is
 * incomplete). */
bool data_file_read_games(const Game *game, const char *path, DataHeaderCheck check,
                          DataGameVisit visit, void *context, DataGames *games, char *error,
                          size_t error_size);

#endif
