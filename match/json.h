/*
 * json.h - the little JSON the results files need: writing a string with its escapes, and
 * reading one line of JSON into a tree of values.
 *
 * The reader is strict (RFC 8259 values; no comments, no trailing commas) and bounded: it
 * nests at most JSON_MAX_DEPTH deep, so a malformed or hostile line is an error with its
 * position, never a crash.
 */
#ifndef TESSERA_MATCH_JSON_H
#define TESSERA_MATCH_JSON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

enum { JSON_MAX_DEPTH = 16 };

typedef enum JsonType {
    JSON_NULL,
    JSON_BOOL,
    JSON_NUMBER,
    JSON_STRING,
    JSON_ARRAY,
    JSON_OBJECT,
} JsonType;

typedef struct JsonValue {
    JsonType type;
    bool boolean;
    double number;
    char *string;            /* JSON_STRING */
    char *key;               /* the member's name when this value is in an object */
    struct JsonValue *items; /* JSON_ARRAY elements or JSON_OBJECT members */
    int count;
} JsonValue;

/* Parses text (one whole value, white space around it allowed) into value, which the caller
 * frees with json_free in every case. False with "column N: what" in error. */
bool json_parse(const char *text, JsonValue *value, char *error, size_t error_size);
void json_free(JsonValue *value);

/* The member called name of an object, NULL when absent or value is not an object. */
const JsonValue *json_member(const JsonValue *object, const char *name);

/* Writes text as a JSON string, quotes included. */
void json_write_string(FILE *out, const char *text);

#endif
