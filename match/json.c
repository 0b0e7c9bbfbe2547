/*
 * json.c - a recursive-descent JSON reader over one line of text and the string writer.
 *
 * Strings are decoded to UTF-8 (\uXXXX escapes included, surrogate pairs joined); numbers go
 * through strtod after their syntax is checked. Every allocation failure aborts, as in the
 * rest of the runner.
 */
#include "json.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct JsonReader {
    const char *text;
    size_t at;
    char *error;
    size_t error_size;
} JsonReader;

static bool json_fail(JsonReader *reader, const char *what) {
    snprintf(reader->error, reader->error_size, "column %zu: %s", reader->at + 1, what);
    return false;
}

static void skip_space(JsonReader *reader) {
    while (strchr(" \t\r\n", reader->text[reader->at]) && reader->text[reader->at])
        reader->at++;
}

static void *grow(void *items, int count, size_t item_size) {
    if (count & (count - 1))
        return items; /* capacity doubles at powers of two */
    void *more = realloc(items, (size_t)(count ? 2 * count : 1) * item_size);
    if (!more)
        abort();
    return more;
}

static bool read_value(JsonReader *reader, JsonValue *value, int depth);

static void append_utf8(char **out, size_t *length, uint32_t code) {
    char *at = *out + *length;
    if (code < 0x80) {
        at[0] = (char)code, *length += 1;
    } else if (code < 0x800) {
        at[0] = (char)(0xC0 | code >> 6), at[1] = (char)(0x80 | (code & 0x3F)), *length += 2;
    } else if (code < 0x10000) {
        at[0] = (char)(0xE0 | code >> 12), at[1] = (char)(0x80 | ((code >> 6) & 0x3F));
        at[2] = (char)(0x80 | (code & 0x3F)), *length += 3;
    } else {
        at[0] = (char)(0xF0 | code >> 18), at[1] = (char)(0x80 | ((code >> 12) & 0x3F));
        at[2] = (char)(0x80 | ((code >> 6) & 0x3F)), at[3] = (char)(0x80 | (code & 0x3F));
        *length += 4;
    }
}

static bool read_hex4(JsonReader *reader, uint32_t *code) {
    *code = 0;
    for (int i = 0; i < 4; i++) {
        char c = reader->text[reader->at];
        if (!isxdigit((unsigned char)c))
            return json_fail(reader, "bad \\u escape");
        *code =
            *code * 16 + (uint32_t)(isdigit((unsigned char)c) ? c - '0' : tolower(c) - 'a' + 10);
        reader->at++;
    }
    return true;
}

static bool read_escape(JsonReader *reader, char **out, size_t *length) {
    char c = reader->text[reader->at++];
    const char *from = "\"\\/bfnrt", *to = "\"\\/\b\f\n\r\t";
    const char *found = c ? strchr(from, c) : NULL;
    if (found) {
        (*out)[(*length)++] = to[found - from];
        return true;
    }
    if (c != 'u')
        return json_fail(reader, "unknown escape in string");
    uint32_t code;
    if (!read_hex4(reader, &code))
        return false;
    if (code >= 0xD800 && code < 0xDC00 && reader->text[reader->at] == '\\' &&
        reader->text[reader->at + 1] == 'u') {
        uint32_t low;
        reader->at += 2;
        if (!read_hex4(reader, &low))
            return false;
        if (low < 0xDC00 || low > 0xDFFF)
            return json_fail(reader, "bad surrogate pair");
        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
    }
    append_utf8(out, length, code);
    return true;
}

/* A string starting at the opening quote; *out is malloc'd (the escapes only shrink it). */
static bool read_string(JsonReader *reader, char **out) {
    size_t start = ++reader->at, end = start;
    while (reader->text[end] && reader->text[end] != '"')
        end += reader->text[end] == '\\' && reader->text[end + 1] ? 2 : 1;
    *out = malloc(end - start + 1);
    if (!*out)
        abort();
    size_t length = 0;
    for (;;) {
        char c = reader->text[reader->at];
        if (!c) {
            (*out)[length] = '\0';
            return json_fail(reader, "unterminated string");
        }
        reader->at++;
        if (c == '"')
            break;
        if ((unsigned char)c < 0x20) {
            (*out)[length] = '\0';
            return json_fail(reader, "control character in string");
        }
        if (c != '\\')
            (*out)[length++] = c;
        else if (!read_escape(reader, out, &length)) {
            (*out)[length] = '\0';
            return false;
        }
    }
    (*out)[length] = '\0';
    return true;
}

static bool read_number(JsonReader *reader, JsonValue *value) {
    const char *start = reader->text + reader->at, *at = start;
    at += *at == '-';
    if (!isdigit((unsigned char)*at))
        return json_fail(reader, "expected a value");
    at += *at == '0' ? 1 : strspn(at, "0123456789");
    if (*at == '.') {
        if (!isdigit((unsigned char)at[1]))
            return json_fail(reader, "bad number");
        at += 1 + strspn(at + 1, "0123456789");
    }
    if (*at == 'e' || *at == 'E') {
        at += 1 + (at[1] == '+' || at[1] == '-');
        if (!isdigit((unsigned char)*at))
            return json_fail(reader, "bad number");
        at += strspn(at, "0123456789");
    }
    value->type = JSON_NUMBER;
    value->number = strtod(start, NULL);
    reader->at += (size_t)(at - start);
    return true;
}

static bool read_word(JsonReader *reader, JsonValue *value) {
    static const struct {
        const char *word;
        JsonType type;
        bool boolean;
    } WORDS[] = {
        {"true", JSON_BOOL, true}, {"false", JSON_BOOL, false}, {"null", JSON_NULL, false}};
    for (size_t i = 0; i < sizeof WORDS / sizeof WORDS[0]; i++) {
        size_t length = strlen(WORDS[i].word);
        if (strncmp(reader->text + reader->at, WORDS[i].word, length) == 0) {
            value->type = WORDS[i].type;
            value->boolean = WORDS[i].boolean;
            reader->at += length;
            return true;
        }
    }
    return read_number(reader, value);
}

/* An array or object after its opening bracket; members have keys. */
static bool read_items(JsonReader *reader, JsonValue *value, char close, int depth) {
    bool object = close == '}';
    value->type = object ? JSON_OBJECT : JSON_ARRAY;
    skip_space(reader);
    if (reader->text[reader->at] == close) {
        reader->at++;
        return true;
    }
    for (;;) {
        value->items = grow(value->items, value->count, sizeof *value->items);
        JsonValue *item = &value->items[value->count++];
        memset(item, 0, sizeof *item);
        skip_space(reader);
        if (object) {
            if (reader->text[reader->at] != '"')
                return json_fail(reader, "expected a member name");
            if (!read_string(reader, &item->key))
                return false;
            skip_space(reader);
            if (reader->text[reader->at++] != ':')
                return json_fail(reader, "expected ':'");
        }
        if (!read_value(reader, item, depth + 1))
            return false;
        skip_space(reader);
        char c = reader->text[reader->at++];
        if (c == close)
            return true;
        if (c != ',')
            return json_fail(reader, object ? "expected ',' or '}'" : "expected ',' or ']'");
    }
}

static bool read_value(JsonReader *reader, JsonValue *value, int depth) {
    if (depth > JSON_MAX_DEPTH)
        return json_fail(reader, "nested too deeply");
    skip_space(reader);
    char c = reader->text[reader->at];
    if (c == '{' || c == '[') {
        reader->at++;
        return read_items(reader, value, c == '{' ? '}' : ']', depth);
    }
    if (c == '"') {
        value->type = JSON_STRING;
        return read_string(reader, &value->string);
    }
    return read_word(reader, value);
}

bool json_parse(const char *text, JsonValue *value, char *error, size_t error_size) {
    JsonReader reader = {.text = text, .error = error, .error_size = error_size};
    memset(value, 0, sizeof *value);
    if (!read_value(&reader, value, 0))
        return false;
    skip_space(&reader);
    return !text[reader.at] || json_fail(&reader, "text after the value");
}

void json_free(JsonValue *value) {
    for (int i = 0; i < value->count; i++)
        json_free(&value->items[i]);
    free(value->items);
    free(value->string);
    free(value->key);
    memset(value, 0, sizeof *value);
}

const JsonValue *json_member(const JsonValue *object, const char *name) {
    if (!object || object->type != JSON_OBJECT)
        return NULL;
    for (int i = 0; i < object->count; i++)
        if (strcmp(object->items[i].key, name) == 0)
            return &object->items[i];
    return NULL;
}

void json_write_string(FILE *out, const char *text) {
    fputc('"', out);
    for (const unsigned char *c = (const unsigned char *)text; *c; c++) {
        if (*c == '"' || *c == '\\')
            fprintf(out, "\\%c", *c);
        else if (*c == '\n')
            fputs("\\n", out);
        else if (*c < 0x20)
            fprintf(out, "\\u%04x", *c);
        else
            fputc(*c, out);
    }
    fputc('"', out);
}
