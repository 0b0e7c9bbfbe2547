/*
 * fuzz_input.c - reading a fuzz input as lines of text, choosing the game it names, and
 * reporting a broken invariant.
 */
#include "engine/registry.h"
#include "fuzz.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void fuzz_fail(const char *format, ...) {
    va_list args;
    va_start(args, format);
    fputs("fuzz invariant broken: ", stderr);
    vfprintf(stderr, format, args);
    fputc('\n', stderr);
    va_end(args);
    abort();
}

void fuzz_lines_init(FuzzLines *lines, const uint8_t *data, size_t size) {
    lines->text = malloc(size + 1);
    if (!lines->text)
        fuzz_fail("no memory for a %zu-byte input", size);
    memcpy(lines->text, data, size);
    lines->text[size] = '\0';
    for (size_t i = 0; i < size; i++)
        if (lines->text[i] == '\n')
            lines->text[i] = '\0';
    lines->size = size;
    lines->next = 0;
}

const char *fuzz_lines_next(FuzzLines *lines) {
    if (lines->next >= lines->size)
        return NULL;
    const char *line = lines->text + lines->next;
    lines->next += strlen(line) + 1;
    return line;
}

char *fuzz_lines_join_rest(FuzzLines *lines) {
    char *text = malloc(lines->size + 1);
    if (!text)
        fuzz_fail("no memory");
    size_t used = 0;
    const char *line;
    while ((line = fuzz_lines_next(lines)) != NULL) {
        size_t length = strlen(line);
        if (used > 0)
            text[used++] = ' ';
        memcpy(text + used, line, length);
        used += length;
    }
    text[used] = '\0';
    return text;
}

void fuzz_lines_free(FuzzLines *lines) {
    free(lines->text);
    lines->text = NULL;
}

const Game *fuzz_read_game(FuzzLines *lines) {
    const char *name = fuzz_lines_next(lines);
    return name ? registry_find(name) : NULL;
}
