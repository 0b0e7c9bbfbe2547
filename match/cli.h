/*
 * cli.h - the match configuration and its parser for cutechess-cli style command lines.
 *
 * Owns MatchConfig, the single description of a match that every other module reads:
 * engines (command, name, working directory, arguments, options, time control), schedule
 * (games, rounds, repeat, concurrency, tournament shape), openings, adjudication, SPRT and
 * output. Parsing validates everything and reports the first problem as text; it never
 * exits or prints.
 */
#ifndef TESSERA_MATCH_CLI_H
#define TESSERA_MATCH_CLI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "clock.h"
#include "game_options.h"
#include "src/openings.h"
#include "stats.h"

enum {
    MAX_ENGINES = 16,
    MAX_ENGINE_OPTIONS = 32,
    MAX_ENGINE_ARGS = 16,
    MAX_PATH_TEXT = 1024,
    MAX_NAME_TEXT = 64,
    MAX_VALUE_TEXT = 256,
};

typedef struct EngineOption {
    char name[MAX_NAME_TEXT];
    char value[MAX_VALUE_TEXT];
} EngineOption;

typedef struct EngineConfig {
    char name[MAX_NAME_TEXT];
    char cmd[MAX_PATH_TEXT]; /* program, optionally followed by space-separated arguments */
    char dir[MAX_PATH_TEXT]; /* working directory, empty = ours */
    char args[MAX_ENGINE_ARGS][MAX_VALUE_TEXT];
    int arg_count;
    EngineOption options[MAX_ENGINE_OPTIONS];
    int option_count;
    TimeControl tc;
    bool restart; /* restart=on: a fresh process for every game */
} EngineConfig;

typedef struct AdjudicationConfig {
    int max_moves;         /* -maxmoves: draw after this many full moves, 0 = off */
    int draw_move_number;  /* -draw movenumber= */
    int draw_move_count;   /* -draw movecount=, 0 = draw adjudication off */
    int draw_score;        /* -draw score= (centipawns) */
    int resign_move_count; /* -resign movecount=, 0 = resign adjudication off */
    int resign_score;      /* -resign score= (centipawns) */
    bool resign_two_sided; /* -resign twosided=true */
} AdjudicationConfig;

typedef enum Tournament {
    TOURNAMENT_ROUND_ROBIN,
    TOURNAMENT_GAUNTLET, /* the first engine against each of the others */
} Tournament;

typedef struct MatchConfig {
    char variant[MAX_NAME_TEXT];
    int players; /* seats per game; more than 2 only for games that allow it (Wall Go) */
    /* -game-option: the game's own options (Wall Go's rule set) as given, then in the game's
     * spelling once parsed; the referee, the openings and every engine play under them. */
    char game_options[GAME_OPTIONS_TEXT];
    MatchGameOptions game_choices;
    EngineConfig engines[MAX_ENGINES];
    int engine_count;
    Tournament tournament;
    int games; /* games per encounter per round */
    int rounds;
    int repeat; /* consecutive games sharing one opening, seats rotated */
    int concurrency;
    OpeningConfig openings;
    AdjudicationConfig adjudication;
    SprtConfig sprt;
    char pgn_out[MAX_PATH_TEXT]; /* empty = no games file */
    bool pgn_min;                /* -pgnout FILE min: no move comments */
    char event[MAX_VALUE_TEXT];
    char site[MAX_VALUE_TEXT]; /* the PGN Site tag, "?" unless -site */
    bool recover;
    uint64_t seed;
    int64_t wait_ms;
    int64_t stall_timeout_ms;
    int rating_interval;             /* print the Elo block every N games, 0 = only at the end */
    int64_t progress_interval_ms;    /* a progress line at most this often, 0 = every game */
    int shard_index;                 /* -shard I/N: this run plays part I (0-based here) ... */
    int shard_count;                 /* ... of N disjoint parts of the schedule; 1 = all */
    char results_out[MAX_PATH_TEXT]; /* -results FILE: a JSON line per game, empty = none */
    bool resume;                     /* -resume: skip the games already in the results file */
    bool compliance;                 /* -compliance: check one engine's protocol, no match */
    bool debug;
} MatchConfig;

typedef enum CliStatus {
    CLI_OK,
    CLI_HELP,    /* -help / --help / -h: print usage, no match */
    CLI_VERSION, /* --version / -version: print the version, no match */
    CLI_ERROR,
} CliStatus;

/* Parses argv[1..argc-1] into config (which it fully initialises). */
CliStatus cli_parse(int argc, const char *const argv[], MatchConfig *config, char *error,
                    size_t error_size);

/* `tessera-match merge FILE... [-pgnout F [min]] [-sprt ...] [-event NAME]`: the results
 * files of one match's shards (or runs) to be summed up as one run. */
typedef struct MergeConfig {
    const char *const *files; /* into argv */
    int file_count;
    MatchConfig options; /* only pgn_out, pgn_min, sprt, event and site are set */
} MergeConfig;

/* True when argv is a merge command line (argv[1] is "merge"). */
bool cli_is_merge(int argc, const char *const argv[]);

/* Parses a merge command line into merge (which it fully initialises). */
CliStatus cli_parse_merge(int argc, const char *const argv[], MergeConfig *merge, char *error,
                          size_t error_size);

/* The usage text printed by -help. */
const char *cli_usage(void);

#endif
