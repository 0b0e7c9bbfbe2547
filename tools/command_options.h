/*
 * command_options.h - the `--name value` options (and `--name` flags) of the tools' command
 * lines (datagen, tune, train, book deep, play), read strictly from a table: each option names the
 * field of the tool's options struct it sets and the range of a number; an unknown option, a
 * missing value or a number out of range is an error, never a default. Also the command text
 * a generated file records.
 */
#ifndef TESSERA_TOOLS_COMMAND_OPTIONS_H
#define TESSERA_TOOLS_COMMAND_OPTIONS_H

#include <stdbool.h>
#include <stddef.h>

#include "src/game.h"
#include "src/strbuf.h"

typedef enum OptionKind {
    OPTION_INT,
    OPTION_INT64,
    OPTION_REAL,
    OPTION_TEXT,
    OPTION_FLAG, /* a bool set by the option alone, without a value */
} OptionKind;

/* An option and the field (offset into the options struct) it sets, with a number's range. */
typedef struct OptionSpec {
    const char *name;
    OptionKind kind;
    size_t field;
    double min, max;
} OptionSpec;

/* The option argv[*at] with its value argv[*at + 1] (a flag has none), looked up in specs
 * (count of them) and stored into options; *at moves past both. False with the reason in
 * error, e.g. "--threads must be 1 to 256, not '0'". */
bool command_read_option(const OptionSpec *specs, size_t count, int argc, const char *const *argv,
                         int *at, void *options, char *error, size_t error_size);

/* The game called word (by name or alias); NULL with
 * "unknown game 'word' (games: chess voidchess ...)" in error. */
const Game *command_find_game(const char *word, char *error, size_t error_size);
/* The names of every game, separated by spaces: "chess voidchess wallchess ...". */
void command_game_names(char *names, size_t size);

/* The words of `<tool> <game> <data-file> [options]`: the options read by the table into
 * options, the game found by name or alias, the data file's path. False with the reason in
 * error (an unknown game, a missing or extra word, a bad option). */
bool command_read_game_and_file(const OptionSpec *specs, size_t count, int argc,
                                const char *const *argv, void *options, const Game **game,
                                const char **data_path, char *error, size_t error_size);

/* Appends "<tool>" and each argument as the shell would need it (quoted when not plain). */
void command_text(StrBuf *out, const char *tool, int argc, char **argv);

#endif
