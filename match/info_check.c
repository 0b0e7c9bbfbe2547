/*
 * info_check.c - field by field check of a UCI `info` line (info_check.h).
 *
 * The line is read word by word. Each keyword names its kind of value: a whole number in a
 * range, a score, a move, a line of moves, or the rest of the line. Moves are checked
 * against the position searched with the game's own rules, as the referee checks bestmove.
 */
#include "info_check.h"

#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_WORD = 64 };

typedef struct InfoCursor {
    const Game *game;
    const void *pos;
    const char *at; /* the rest of the line */
    char *problem;
    size_t problem_size;
} InfoCursor;

typedef struct NumberField {
    const char *name;
    long long min, max;
} NumberField;

static const NumberField NUMBER_FIELDS[] = {
    {"depth", 0, 10000},          {"seldepth", 0, 10000}, {"multipv", 1, 10000},
    {"nodes", 0, INT64_MAX},      {"nps", 0, INT64_MAX},  {"hashfull", 0, 1000},
    {"tbhits", 0, INT64_MAX},     {"time", 0, INT64_MAX}, {"cpuload", 0, 1000},
    {"currmovenumber", 1, 10000},
};

/* Fields whose value is the rest of the line, free text or moves not checked here. */
static const char *const REST_FIELDS[] = {"string", "refutation", "currline"};

static bool info_fail(InfoCursor *cursor, const char *format, ...)
    __attribute__((format(printf, 2, 3)));

static bool info_fail(InfoCursor *cursor, const char *format, ...) {
    va_list args;
    va_start(args, format);
    vsnprintf(cursor->problem, cursor->problem_size, format, args);
    va_end(args);
    return false;
}

/* The next blank-separated word into word; false at the end of the line. A word too long
 * for any field is cut to fit, which no field then accepts. */
static bool next_word(InfoCursor *cursor, char word[MAX_WORD]) {
    cursor->at += strspn(cursor->at, " \t");
    size_t length = strcspn(cursor->at, " \t");
    if (length == 0)
        return false;
    size_t kept = length < MAX_WORD - 1 ? length : MAX_WORD - 1;
    memcpy(word, cursor->at, kept);
    word[kept] = '\0';
    cursor->at += length;
    return true;
}

/* An optional '-' and decimal digits only, in min..max. */
static bool whole_number(const char *text, long long min, long long max) {
    const char *digits = text[0] == '-' ? text + 1 : text;
    if (!*digits || strspn(digits, "0123456789") != strlen(digits))
        return false;
    errno = 0;
    long long value = strtoll(text, NULL, 10);
    return errno == 0 && value >= min && value <= max;
}

static bool check_number(InfoCursor *cursor, const NumberField *field) {
    char word[MAX_WORD];
    if (!next_word(cursor, word))
        return info_fail(cursor, "'%s' has no value", field->name);
    if (!whole_number(word, field->min, field->max))
        return info_fail(cursor, "'%s' needs a whole number in %lld..%lld, got '%s'", field->name,
                         field->min, field->max, word);
    return true;
}

/* score cp <n> | mate <n>, then lowerbound or upperbound at most once. */
static bool check_score(InfoCursor *cursor) {
    char kind[MAX_WORD], value[MAX_WORD];
    if (!next_word(cursor, kind) || (strcmp(kind, "cp") != 0 && strcmp(kind, "mate") != 0))
        return info_fail(cursor, "'score' must be followed by 'cp' or 'mate'");
    bool has_value = next_word(cursor, value);
    if (!has_value || !whole_number(value, -1000000, 1000000))
        return info_fail(cursor, "'score %s' needs a whole number, got '%s'", kind,
                         has_value ? value : "");
    const char *before = cursor->at;
    char bound[MAX_WORD];
    if (next_word(cursor, bound) && strcmp(bound, "lowerbound") != 0 &&
        strcmp(bound, "upperbound") != 0)
        cursor->at = before; /* the next field, not a bound */
    return true;
}

/* wdl <win> <draw> <loss>, each per mille. */
static bool check_wdl(InfoCursor *cursor) {
    char value[MAX_WORD];
    for (int i = 0; i < 3; i++)
        if (!next_word(cursor, value) || !whole_number(value, 0, 1000))
            return info_fail(cursor, "'wdl' needs three whole numbers in 0..1000");
    return true;
}

static bool is_keyword(const char *word);

/* Plays the moves of pv from the searched position, each one legal where it stands. */
static bool check_pv(InfoCursor *cursor) {
    PosBuf position, next;
    memcpy(&position, cursor->pos, cursor->game->pos_size);
    char word[MAX_WORD];
    int count = 0;
    for (const char *before = cursor->at; next_word(cursor, word); before = cursor->at) {
        if (count > 0 && is_keyword(word)) {
            cursor->at = before; /* a field after the pv */
            break;
        }
        Move move;
        if (!game_parse_legal_move(cursor->game, &position, word, &move) ||
            !cursor->game->play(&position, move, &next))
            return info_fail(cursor, "pv: move %d '%s' is not legal there", count + 1, word);
        memcpy(&position, &next, cursor->game->pos_size);
        count++;
    }
    return count > 0 || info_fail(cursor, "'pv' has no moves");
}

static bool check_currmove(InfoCursor *cursor) {
    char word[MAX_WORD];
    Move move;
    if (!next_word(cursor, word))
        return info_fail(cursor, "'currmove' has no move");
    if (!game_parse_legal_move(cursor->game, cursor->pos, word, &move))
        return info_fail(cursor, "currmove '%s' is not legal in the position searched", word);
    return true;
}

static const NumberField *number_field(const char *word) {
    for (size_t i = 0; i < sizeof NUMBER_FIELDS / sizeof NUMBER_FIELDS[0]; i++)
        if (strcmp(word, NUMBER_FIELDS[i].name) == 0)
            return &NUMBER_FIELDS[i];
    return NULL;
}

static bool is_rest_field(const char *word) {
    for (size_t i = 0; i < sizeof REST_FIELDS / sizeof REST_FIELDS[0]; i++)
        if (strcmp(word, REST_FIELDS[i]) == 0)
            return true;
    return false;
}

static bool is_keyword(const char *word) {
    return number_field(word) || is_rest_field(word) || strcmp(word, "score") == 0 ||
           strcmp(word, "wdl") == 0 || strcmp(word, "pv") == 0 || strcmp(word, "currmove") == 0;
}

/* Checks the field named word and its value; false with the problem. */
static bool check_field(InfoCursor *cursor, const char *word) {
    const NumberField *number = number_field(word);
    if (number)
        return check_number(cursor, number);
    if (is_rest_field(word)) {
        cursor->at += strlen(cursor->at);
        return true;
    }
    if (strcmp(word, "score") == 0)
        return check_score(cursor);
    if (strcmp(word, "wdl") == 0)
        return check_wdl(cursor);
    if (strcmp(word, "pv") == 0)
        return check_pv(cursor);
    if (strcmp(word, "currmove") == 0)
        return check_currmove(cursor);
    return info_fail(cursor, "'%s' is not an info field of UCI", word);
}

bool info_line_check(const Game *game, const void *pos, const char *line, char *problem,
                     size_t problem_size) {
    InfoCursor cursor = {
        .game = game, .pos = pos, .at = line, .problem = problem, .problem_size = problem_size};
    problem[0] = '\0';
    char word[MAX_WORD];
    if (!next_word(&cursor, word) || strcmp(word, "info") != 0)
        return info_fail(&cursor, "the line does not start with 'info'");
    while (next_word(&cursor, word))
        if (!check_field(&cursor, word))
            return false;
    return true;
}
