/*
 * strbuf.c - growable NUL-terminated text buffer. Allocation failure aborts, since the
 * buffers hold at most a few kilobytes of diagnostic text.
 */
#include "strbuf.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void strbuf_init(StrBuf *sb) {
    sb->text = NULL;
    sb->length = 0;
    sb->capacity = 0;
}

void strbuf_free(StrBuf *sb) {
    free(sb->text);
    strbuf_init(sb);
}

void strbuf_clear(StrBuf *sb) {
    sb->length = 0;
    if (sb->text)
        sb->text[0] = '\0';
}

static void strbuf_reserve(StrBuf *sb, size_t extra) {
    size_t needed = sb->length + extra + 1;
    if (needed <= sb->capacity)
        return;
    size_t capacity = sb->capacity ? sb->capacity : 256;
    while (capacity < needed)
        capacity *= 2;
    char *text = realloc(sb->text, capacity);
    if (!text)
        abort();
    sb->text = text;
    sb->capacity = capacity;
}

void strbuf_append(StrBuf *sb, const char *text) {
    size_t n = strlen(text);
    strbuf_reserve(sb, n);
    memcpy(sb->text + sb->length, text, n + 1);
    sb->length += n;
}

void strbuf_printf(StrBuf *sb, const char *format, ...) {
    va_list args;
    va_start(args, format);
    va_list copy;
    va_copy(copy, args);
    int n = vsnprintf(NULL, 0, format, copy);
    va_end(copy);
    if (n > 0) {
        strbuf_reserve(sb, (size_t)n);
        vsnprintf(sb->text + sb->length, (size_t)n + 1, format, args);
        sb->length += (size_t)n;
    }
    va_end(args);
}

const char *strbuf_text(const StrBuf *sb) {
    return sb->text ? sb->text : "";
}
