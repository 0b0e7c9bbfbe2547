/*
 * text.c - word splitting into a growing list, the strict integer reader every number of
 * the engine goes through, and safe quoting of user input.
 */
#include "text.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

static bool is_separator(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

/* Room for one more word: the list doubles when full. False when memory runs out. */
static bool make_room(Words *words) {
    enum { FIRST_CAPACITY = 64 };
    if (words->count < words->capacity)
        return true;
    if (words->capacity > INT_MAX / 2)
        return false;
    int capacity = words->capacity ? words->capacity * 2 : FIRST_CAPACITY;
    char **word = realloc(words->word, sizeof *word * (size_t)capacity);
    if (!word)
        return false;
    words->word = word;
    words->capacity = capacity;
    return true;
}

bool text_split(char *line, Words *words) {
    words->count = 0;
    char *cursor = line;
    for (;;) {
        while (*cursor && is_separator(*cursor))
            *cursor++ = '\0';
        if (!*cursor)
            return true;
        if (!make_room(words)) {
            words->count = 0;
            return false;
        }
        words->word[words->count++] = cursor;
        while (*cursor && !is_separator(*cursor))
            cursor++;
    }
}

void text_words_free(Words *words) {
    free(words->word);
    *words = (Words){0};
}

bool text_join(const Words *words, int first, int last, char *out, size_t size) {
    size_t used = 0;
    if (size == 0)
        return false;
    out[0] = '\0';
    for (int i = first; i < last; i++) {
        size_t length = strlen(words->word[i]);
        size_t needed = length + (i > first);
        if (used + needed + 1 > size)
            return false;
        if (i > first)
            out[used++] = ' ';
        memcpy(out + used, words->word[i], length + 1);
        used += length;
    }
    return true;
}

static bool is_digit(char c) {
    return c >= '0' && c <= '9';
}

/* The value of a run of decimal digits up to the end of text, at most limit: no leading zero
 * unless the number is 0, nothing but digits, checked before each step so it cannot wrap. */
static bool parse_magnitude(const char *digits, uint64_t limit, uint64_t *magnitude) {
    if (!is_digit(digits[0]) || (digits[0] == '0' && digits[1] != '\0'))
        return false;
    uint64_t value = 0;
    for (const char *c = digits; *c; c++) {
        if (!is_digit(*c))
            return false;
        unsigned digit = (unsigned)(*c - '0');
        if (value > (limit - digit) / 10)
            return false;
        value = value * 10 + digit;
    }
    *magnitude = value;
    return true;
}

bool text_parse_int64(const char *text, int64_t min, int64_t max, int64_t *value) {
    if (!text)
        return false;
    bool negative = text[0] == '-';
    uint64_t limit = negative ? (uint64_t)INT64_MAX + 1 : (uint64_t)INT64_MAX, magnitude;
    if (!parse_magnitude(text + negative, limit, &magnitude) || (negative && magnitude == 0))
        return false;
    int64_t parsed = negative ? -(int64_t)(magnitude - 1) - 1 : (int64_t)magnitude;
    if (parsed < min || parsed > max)
        return false;
    *value = parsed;
    return true;
}

bool text_parse_int(const char *text, int min, int max, int *value) {
    int64_t parsed;
    if (!text_parse_int64(text, min, max, &parsed))
        return false;
    *value = (int)parsed;
    return true;
}

bool text_parse_shard(const char *text, int max_count, int *index, int *count) {
    const char *slash = strchr(text, '/');
    char first[TEXT_INT64_MAX_LENGTH + 1];
    if (!slash || (size_t)(slash - text) >= sizeof first)
        return false;
    memcpy(first, text, (size_t)(slash - text));
    first[slash - text] = '\0';
    int i, n;
    if (!text_parse_int(slash + 1, 1, max_count, &n) || !text_parse_int(first, 1, n, &i))
        return false;
    *index = i;
    *count = n;
    return true;
}

void text_printable(const char *text, char *out, size_t size) {
    enum { ELLIPSIS_ROOM = 4 };
    size_t used = 0;
    if (size < ELLIPSIS_ROOM + 1) {
        if (size)
            out[0] = '\0';
        return;
    }
    for (; *text; text++) {
        if (used + ELLIPSIS_ROOM >= size) {
            memcpy(out + used, "...", 4);
            return;
        }
        unsigned char c = (unsigned char)*text;
        out[used++] = c >= 32 && c < 127 ? (char)c : '?';
    }
    out[used] = '\0';
}
