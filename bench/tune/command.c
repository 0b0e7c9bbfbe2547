/*
 * command.c - the `tessera tune` command line (tune.h): the options read strictly (a bad
 * number or an unknown option is an error with exit status 2), the command text recorded in
 * the generated file, the run, and its errors on stderr (exit status 1).
 */
#include "tune.h"

#include <errno.h>
#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "../../engine/registry.h"
#include "../../src/strbuf.h"
#include "../../src/text.h"
#include "workers.h"

enum {
    DEFAULT_EPOCHS = 1000,
    DEFAULT_REPORT_EVERY = 100,
    MAX_EPOCHS = 1000000000,
};

static const char USAGE[] =
    "usage: tessera tune <game> <data-file> [--players N] [--epochs N] [--rate R] [--l2 L]\n"
    "       [--threads T] [--freeze NAME,...] [--increasing NAME,...] [--out FILE]\n"
    "       [--checkpoint FILE] [--resume FILE] [--report-every N]   (docs/TUNING.md)\n";

void tune_options_default(TuneOptions *options) {
    *options = (TuneOptions){
        .epochs = DEFAULT_EPOCHS, .rate = 1.0, .threads = 1, .report_every = DEFAULT_REPORT_EVERY};
}

/* A finite decimal number in [min, max] (a rate, a penalty): nothing after it, no hex. */
static bool parse_real(const char *text, double min, double max, double *value) {
    char *end;
    errno = 0;
    double read = strtod(text, &end);
    if (end == text || *end != '\0' || errno != 0 || !isfinite(read) || read < min || read > max ||
        strpbrk(text, "xX"))
        return false;
    *value = read;
    return true;
}

typedef enum OptionKind {
    OPTION_INT,
    OPTION_INT64,
    OPTION_REAL,
    OPTION_TEXT,
} OptionKind;

/* An option and the TuneOptions field it sets, with the range of a number. */
typedef struct OptionSpec {
    const char *name;
    OptionKind kind;
    size_t field;
    double min, max;
} OptionSpec;

static const OptionSpec OPTIONS[] = {
    {"--players", OPTION_INT, offsetof(TuneOptions, players), 2, MAX_PLAYERS},
    {"--epochs", OPTION_INT64, offsetof(TuneOptions, epochs), 0, MAX_EPOCHS},
    {"--rate", OPTION_REAL, offsetof(TuneOptions, rate), 1e-12, 1e9},
    {"--l2", OPTION_REAL, offsetof(TuneOptions, l2), 0, 1e9},
    {"--threads", OPTION_INT, offsetof(TuneOptions, threads), 1, TUNE_MAX_THREADS},
    {"--freeze", OPTION_TEXT, offsetof(TuneOptions, freeze), 0, 0},
    {"--increasing", OPTION_TEXT, offsetof(TuneOptions, increasing), 0, 0},
    {"--out", OPTION_TEXT, offsetof(TuneOptions, out), 0, 0},
    {"--checkpoint", OPTION_TEXT, offsetof(TuneOptions, checkpoint), 0, 0},
    {"--resume", OPTION_TEXT, offsetof(TuneOptions, resume), 0, 0},
    {"--report-every", OPTION_INT64, offsetof(TuneOptions, report_every), 1, MAX_EPOCHS},
};

static const OptionSpec *find_option(const char *name) {
    for (size_t i = 0; i < sizeof OPTIONS / sizeof OPTIONS[0]; i++) {
        if (strcmp(OPTIONS[i].name, name) == 0)
            return &OPTIONS[i];
    }
    return NULL;
}

static bool set_option(const OptionSpec *spec, const char *value, TuneOptions *options) {
    void *field = (char *)options + spec->field;
    switch (spec->kind) {
        case OPTION_INT:
            return text_parse_int(value, (int)spec->min, (int)spec->max, field);
        case OPTION_INT64:
            return text_parse_int64(value, (int64_t)spec->min, (int64_t)spec->max, field);
        case OPTION_REAL:
            return parse_real(value, spec->min, spec->max, field);
        case OPTION_TEXT:
            *(const char **)field = value;
            return *value != '\0';
    }
    return false;
}

/* The option argv[*at] with its value argv[*at + 1]; *at moves past both. */
static bool read_option(int argc, char **argv, int *at, TuneOptions *options, char *error,
                        size_t error_size) {
    char name[64], value[64];
    text_printable(argv[*at], name, sizeof name);
    const OptionSpec *spec = find_option(argv[*at]);
    if (!spec) {
        snprintf(error, error_size, "unknown option '%s'", name);
        return false;
    }
    if (*at + 1 >= argc) {
        snprintf(error, error_size, "%s needs a value", name);
        return false;
    }
    text_printable(argv[*at + 1], value, sizeof value);
    if (!set_option(spec, argv[*at + 1], options)) {
        snprintf(error, error_size, "bad value '%s' for %s", value, name);
        return false;
    }
    *at += 2;
    return true;
}

/* The game, then the data file. */
static bool read_positional(const char *word, int index, TuneOptions *options, char *error,
                            size_t error_size) {
    char shown[64];
    text_printable(word, shown, sizeof shown);
    if (index == 0 && !(options->game = game_find(word)))
        snprintf(error, error_size, "unknown game '%s'", shown);
    else if (index == 1)
        options->data_path = word;
    else if (index > 1)
        snprintf(error, error_size, "unexpected argument '%s'", shown);
    return index == 1 || (index == 0 && options->game);
}

bool tune_options_parse(int argc, char **argv, TuneOptions *options, char *error,
                        size_t error_size) {
    tune_options_default(options);
    int positional = 0;
    for (int at = 0; at < argc;) {
        bool read = strncmp(argv[at], "--", 2) == 0
                        ? read_option(argc, argv, &at, options, error, error_size)
                        : read_positional(argv[at++], positional++, options, error, error_size);
        if (!read)
            return false;
    }
    if (positional < 2)
        snprintf(error, error_size, "a game and a data file are needed");
    return positional == 2;
}

/* ---- the command -------------------------------------------------------------------------- */

/* word as the shell would need it: as is when plain, else in single quotes. */
static void append_shell_word(StrBuf *out, const char *word) {
    if (*word && strspn(word, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
                              "_./,=:+@%-") == strlen(word)) {
        strbuf_append(out, word);
        return;
    }
    strbuf_append(out, "'");
    for (const char *c = word; *c; c++)
        strbuf_append(out, *c == '\'' ? "'\\''" : (char[]){*c, '\0'});
    strbuf_append(out, "'");
}

int tune_main(int argc, char **argv) {
    TuneOptions options;
    char error[512];
    if (!tune_options_parse(argc, argv, &options, error, sizeof error)) {
        fprintf(stderr, "tessera tune: %s\n%s", error, USAGE);
        return TUNE_BAD_ARGUMENTS;
    }
    StrBuf command;
    strbuf_init(&command);
    strbuf_append(&command, "tessera tune");
    for (int i = 0; i < argc; i++) {
        strbuf_append(&command, " ");
        append_shell_word(&command, argv[i]);
    }
    options.command = strbuf_text(&command);
    options.progress = stderr;
    TuneStatus status = tune_run(&options, NULL, error, sizeof error);
    if (status != TUNE_OK)
        fprintf(stderr, "tessera tune: %s\n", error);
    strbuf_free(&command);
    return status;
}
