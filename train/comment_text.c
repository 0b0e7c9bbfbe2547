/*
 * comment_text.c - wrapped header comment lines for generated files (comment_text.h).
 */
#include "comment_text.h"

#include <string.h>

enum { COMMENT_WIDTH = 96 };

/* Appends the word of length bytes, with any star-slash broken so the comment goes on. */
static void append_word(StrBuf *out, const char *word, size_t length) {
    for (size_t i = 0; i < length; i++)
        strbuf_printf(out, "%c%s", word[i],
                      word[i] == '*' && i + 1 < length && word[i + 1] == '/' ? " " : "");
}

void comment_append_wrapped(StrBuf *out, const char *label, const char *text) {
    size_t indent = strlen(" * ") + strlen(label), column = indent;
    strbuf_printf(out, " * %s", label);
    for (const char *word = text + strspn(text, " "); *word; word += strspn(word, " ")) {
        size_t length = strcspn(word, " ");
        if (column > indent && column + 1 + length > COMMENT_WIDTH) {
            strbuf_printf(out, "\n * %*s", (int)strlen(label), "");
            column = indent;
        }
        if (column > indent) {
            strbuf_append(out, " ");
            column++;
        }
        append_word(out, word, length);
        column += length;
        word += length;
    }
    strbuf_append(out, "\n");
}
