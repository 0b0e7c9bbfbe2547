/*
 * command_options.c - reading table-driven command-line options (command_options.h).
 */
#include "command_options.h"

#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/registry.h"
#include "src/text.h"

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

/* A range bound of the table (a double) as an int64: 2^63 and beyond, which INT64_MAX becomes
 * as a double, is INT64_MAX rather than a conversion out of range. */
static int64_t int64_bound(double bound) {
    return bound >= 0x1p63 ? INT64_MAX : bound <= -0x1p63 ? INT64_MIN : (int64_t)bound;
}

static const OptionSpec *find_option(const OptionSpec *specs, size_t count, const char *name) {
    for (size_t i = 0; i < count; i++) {
        if (strcmp(specs[i].name, name) == 0)
            return &specs[i];
    }
    return NULL;
}

static bool set_option(const OptionSpec *spec, const char *value, void *options) {
    void *field = (char *)options + spec->field;
    switch (spec->kind) {
        case OPTION_INT:
            return text_parse_int(value, (int)spec->min, (int)spec->max, field);
        case OPTION_INT64:
            return text_parse_int64(value, int64_bound(spec->min), int64_bound(spec->max), field);
        case OPTION_REAL:
            return parse_real(value, spec->min, spec->max, field);
        case OPTION_TEXT:
            *(const char **)field = value;
            return *value != '\0';
        case OPTION_FLAG:
            break;
    }
    return false;
}

/* Why value (shown printable) does not fit spec: the range of a number. */
static void explain_bad_value(const OptionSpec *spec, const char *value, char *error,
                              size_t error_size) {
    if (spec->kind == OPTION_INT || spec->kind == OPTION_INT64)
        snprintf(error, error_size, "%s must be %lld to %lld, not '%s'", spec->name,
                 (long long)int64_bound(spec->min), (long long)int64_bound(spec->max), value);
    else if (spec->kind == OPTION_REAL)
        snprintf(error, error_size, "%s must be %g to %g, not '%s'", spec->name, spec->min,
                 spec->max, value);
    else
        snprintf(error, error_size, "bad value '%s' for %s", value, spec->name);
}

bool command_read_option(const OptionSpec *specs, size_t count, int argc, const char *const *argv,
                         int *at, void *options, char *error, size_t error_size) {
    char name[64], value[64];
    text_printable(argv[*at], name, sizeof name);
    const OptionSpec *spec = find_option(specs, count, argv[*at]);
    if (!spec) {
        snprintf(error, error_size, "unknown option '%s'", name);
        return false;
    }
    if (spec->kind == OPTION_FLAG) {
        *(bool *)((char *)options + spec->field) = true;
        *at += 1;
        return true;
    }
    if (*at + 1 >= argc) {
        snprintf(error, error_size, "'%s' needs a value", name);
        return false;
    }
    if (!set_option(spec, argv[*at + 1], options)) {
        text_printable(argv[*at + 1], value, sizeof value);
        explain_bad_value(spec, value, error, error_size);
        return false;
    }
    *at += 2;
    return true;
}

void command_game_names(char *names, size_t size) {
    StrBuf text;
    strbuf_init(&text);
    for (int i = 0; i < registry_count(); i++)
        strbuf_printf(&text, "%s%s", i ? " " : "", registry_game(i)->name);
    snprintf(names, size, "%s", strbuf_text(&text));
    strbuf_free(&text);
}

const Game *command_find_game(const char *word, char *error, size_t error_size) {
    const Game *game = registry_find(word);
    if (!game) {
        char shown[64], names[256];
        text_printable(word, shown, sizeof shown);
        command_game_names(names, sizeof names);
        snprintf(error, error_size, "unknown game '%s' (games: %s)", shown, names);
    }
    return game;
}

/* The game, then the data file. */
static bool read_positional(const char *word, int index, const Game **game, const char **data_path,
                            char *error, size_t error_size) {
    if (index == 0)
        return (*game = command_find_game(word, error, error_size)) != NULL;
    if (index == 1)
        *data_path = word;
    if (index > 1) {
        char shown[64];
        text_printable(word, shown, sizeof shown);
        snprintf(error, error_size, "unexpected argument '%s'", shown);
    }
    return index == 1;
}

bool command_read_game_and_file(const OptionSpec *specs, size_t count, int argc,
                                const char *const *argv, void *options, const Game **game,
                                const char **data_path, char *error, size_t error_size) {
    int positional = 0;
    for (int at = 0; at < argc;) {
        bool read =
            strncmp(argv[at], "--", 2) == 0
                ? command_read_option(specs, count, argc, argv, &at, options, error, error_size)
                : read_positional(argv[at++], positional++, game, data_path, error, error_size);
        if (!read)
            return false;
    }
    if (positional < 2)
        snprintf(error, error_size, "a game and a data file are needed");
    return positional == 2;
}

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

void command_text(StrBuf *out, const char *tool, int argc, char **argv) {
    strbuf_append(out, tool);
    for (int i = 0; i < argc; i++) {
        strbuf_append(out, " ");
        append_shell_word(out, argv[i]);
    }
}
