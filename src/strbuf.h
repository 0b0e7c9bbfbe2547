/*
 * strbuf.h - a growable text buffer, used wherever a module produces multi-line text
 * (board diagrams, evaluation traces, perft listings) that the caller prints in one piece.
 */
#ifndef TESSERA_STRBUF_H
#define TESSERA_STRBUF_H

#include <stddef.h>

typedef struct StrBuf {
    char *text; /* always NUL-terminated once anything was appended */
    size_t length;
    size_t capacity;
} StrBuf;

void strbuf_init(StrBuf *sb);
void strbuf_free(StrBuf *sb);
void strbuf_clear(StrBuf *sb);
void strbuf_append(StrBuf *sb, const char *text);
void strbuf_printf(StrBuf *sb, const char *format, ...) __attribute__((format(printf, 2, 3)));
const char *strbuf_text(const StrBuf *sb);

#endif
