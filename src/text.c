/*
 * text.c - word splitting, strict integer parsing and safe quoting of user input.
 */
#include "text.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

static bool is_separator(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

void text_split(char *line, Words *words) {
    words->count = 0;
    words->truncated = false;
    char *cursor = line;
    for (;;) {
        while (*cursor && is_separator(*cursor))
            *cursor++ = '\0';
        if (!*cursor)
            return;
        if (words->count == MAX_WORDS) {
            words->truncated = true;
            return;
        }
        words->word[words->count++] = cursor;
        while (*cursor && !is_separator(*cursor))
            cursor++;
    }
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

bool text_parse_int64(const char *text, int64_t min, int64_t max, int64_t *value) {
    if (!text || !*text)
        return false;
    char *end;
    errno = 0;
    long long parsed = strtoll(text, &end, 10);
    if (errno != 0 || *end != '\0' || parsed < min || parsed > max)
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
