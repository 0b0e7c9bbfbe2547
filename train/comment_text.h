/*
 * comment_text.h - text for the header comment of a generated source file (the tuner's weights,
 * the trainer's networks): wrapped under the line width `make format-check` asks, with any
 * star-slash broken so the comment goes on.
 */
#ifndef TESSERA_TRAIN_COMMENT_TEXT_H
#define TESSERA_TRAIN_COMMENT_TEXT_H

#include "src/strbuf.h"

/* Appends " * <label><text>\n", the text wrapped at spaces before 96 columns; continuation lines
 * are indented as far as the label. */
void comment_append_wrapped(StrBuf *out, const char *label, const char *text);

#endif
