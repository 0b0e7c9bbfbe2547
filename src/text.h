/*
 * text.h - splitting command lines into words and reading numbers from them strictly
 * (a number with trailing garbage or out of range is an error, never a silent zero).
 */
#ifndef TESSERA_TEXT_H
#define TESSERA_TEXT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum { MAX_WORDS = 8192 };

/* The longest text text_parse_int64 can accept: "-9223372036854775808". */
enum { TEXT_INT64_MAX_LENGTH = 20 };

typedef struct Words {
    int count;
    char *word[MAX_WORDS];
    bool truncated; /* the line had more than MAX_WORDS words */
} Words;

/* Splits line in place at spaces and tabs (and a trailing CR). */
void text_split(char *line, Words *words);

/* Joins words[first..last) with single spaces into out (size bytes). False if too long. */
bool text_join(const Words *words, int first, int last, char *out, size_t size);

/* The one number reader of the engine: an optional '-' and decimal digits, nothing else (no
 * '+', no spaces, no leading zero except in "0" itself, no "-0"), in [min, max]. On failure
 * value is left as it was. */
bool text_parse_int64(const char *text, int64_t min, int64_t max, int64_t *value);
bool text_parse_int(const char *text, int min, int max, int *value);

/* Copies text into out, replacing unprintable bytes by '?' and cutting long text with
 * "...", so error messages can quote user input safely. */
void text_printable(const char *text, char *out, size_t size);

#endif
