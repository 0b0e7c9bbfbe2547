/*
 * text.h - splitting command lines into words and reading numbers from them strictly
 * (a number with trailing garbage or out of range is an error, never a silent zero).
 */
#ifndef TESSERA_TEXT_H
#define TESSERA_TEXT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The longest text text_parse_int64 can accept: "-9223372036854775808". */
enum { TEXT_INT64_MAX_LENGTH = 20 };

/* The words of one line. Start from Words words = {0}; text_split reuses the array line after
 * line, growing it as needed, and text_words_free releases it. */
typedef struct Words {
    int count;
    char **word; /* word[0] .. word[count - 1] point into the split line */
    int capacity;
} Words;

/* Splits line in place at spaces and tabs (and a trailing CR), however many words it has.
 * False, with no words, when the memory for the word list cannot be had. */
bool text_split(char *line, Words *words);
void text_words_free(Words *words);

/* Joins words[first..last) with single spaces into out (size bytes). False if too long. */
bool text_join(const Words *words, int first, int last, char *out, size_t size);

/* The one number reader of the engine: an optional '-' and decimal digits, nothing else (no
 * '+', no spaces, no leading zero except in "0" itself, no "-0"), in [min, max]. On failure
 * value is left as it was. */
bool text_parse_int64(const char *text, int64_t min, int64_t max, int64_t *value);
bool text_parse_int(const char *text, int min, int max, int *value);

/* "I/N", the I-th of N parts (a shard of a match or of data generation): two numbers as
 * text_parse_int reads them, 1 <= I <= N <= max_count. On failure the values are left. */
bool text_parse_shard(const char *text, int max_count, int *index, int *count);

/* Copies text into out, replacing unprintable bytes by '?' and cutting long text with
 * "...", so error messages can quote user input safely. */
void text_printable(const char *text, char *out, size_t size);

#endif
