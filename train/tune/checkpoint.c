/*
 * checkpoint.c - writing and reading tuning checkpoints (checkpoint.h).
 */
#include "checkpoint.h"

#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "src/file_read.h"
#include "src/strbuf.h"
#include "src/text.h"
#include "train/checkpoint_seal.h"
#include "src/fnv1a.h"
#include "train/atomic_file.h"

enum { CHECKPOINT_MAX_BYTES = 64 << 20 };

/* The name of parameter p's part of its weight: "mg" / "eg" when tapered, else "value". */
static const char *param_part(const EvalWeights *weights, int p) {
    return weights->tapered ? (p % 2 == 0 ? "mg" : "eg") : "value";
}

static const char *param_name(const EvalWeights *weights, int p) {
    return weights->names[weights->tapered ? p / 2 : p];
}

static void format_header(StrBuf *out, const TuneCheckpointKey *key) {
    strbuf_printf(out, "# tessera-tune-checkpoint v2 game=%s samples=%zu params=%d", key->game,
                  key->samples, tune_weights_param_count(key->weights));
}

bool tune_checkpoint_write(const char *path, const TuneCheckpointKey *key, const TuneState *state,
                           char *error, size_t error_size) {
    StrBuf text;
    strbuf_init(&text);
    format_header(&text, key);
    strbuf_printf(&text, "\ndata %s\nepoch %lld\nk %a\nloss_before %a\n", key->data,
                  (long long)state->epoch, state->k, state->loss_before);
    for (int p = 0; p < state->param_count; p++)
        strbuf_printf(&text, "%s %s %a %a %a %a\n", param_name(key->weights, p),
                      param_part(key->weights, p), state->start[p], state->params[p],
                      state->adam.m[p], state->adam.v[p]);
    strbuf_printf(&text, "checksum %016" PRIx64 "\n",
                  fnv1a_bytes(FNV1A_START, strbuf_text(&text), text.length));
    bool written = atomic_file_write(path, strbuf_text(&text), error, error_size);
    strbuf_free(&text);
    return written;
}

/* ---- reading ------------------------------------------------------------------------------ */

typedef struct Reader {
    char *cursor; /* the rest of the file */
    int line;     /* number of the line last taken */
    const char *path;
    char *error;
    size_t error_size;
} Reader;

static bool fail(Reader *reader, const char *what) {
    snprintf(reader->error, reader->error_size, "checkpoint %s:%d: %s", reader->path, reader->line,
             what);
    return false;
}

/* The next line, without its newline; NULL at the end of the file. */
static char *next_line(Reader *reader) {
    if (!reader->cursor || !*reader->cursor)
        return NULL;
    char *line = reader->cursor, *end = strchr(line, '\n');
    if (end)
        *end = '\0';
    reader->cursor = end ? end + 1 : NULL;
    reader->line++;
    return line;
}

/* A whole word that is a finite number (hex floats included). */
static bool parse_number(const char *word, double *value) {
    char *end;
    errno = 0;
    *value = word ? strtod(word, &end) : 0.0;
    return word && end != word && *end == '\0' && errno == 0 && isfinite(*value);
}

/* The value word of the line "<label> <value>"; NULL (with the error set) otherwise. */
static const char *field_value(Reader *reader, const char *label) {
    char *line = next_line(reader), *save = NULL;
    char *word = line ? strtok_r(line, " ", &save) : NULL;
    char *value = word && strcmp(word, label) == 0 ? strtok_r(NULL, " ", &save) : NULL;
    if (!value || strtok_r(NULL, " ", &save)) {
        char what[64];
        snprintf(what, sizeof what, "expected '%s <value>'", label);
        fail(reader, what);
        return NULL;
    }
    return value;
}

static bool read_number_field(Reader *reader, const char *label, double *value) {
    const char *word = field_value(reader, label);
    return word && (parse_number(word, value) || fail(reader, "not a finite number"));
}

static bool read_header(Reader *reader, const TuneCheckpointKey *key) {
    StrBuf expected;
    strbuf_init(&expected);
    format_header(&expected, key);
    char *line = next_line(reader);
    bool same = line && strcmp(line, strbuf_text(&expected)) == 0;
    if (!same) {
        reader->line = 1;
        char what[512];
        snprintf(what, sizeof what, "made for another run: this one expects '%s'",
                 strbuf_text(&expected));
        fail(reader, what);
    }
    strbuf_free(&expected);
    return same;
}

/* "<name> <part> <start> <current> <m> <v>" for parameter p. */
static bool read_param(Reader *reader, const EvalWeights *weights, TuneState *state, int p) {
    char *line = next_line(reader), *save = NULL;
    char *name = line ? strtok_r(line, " ", &save) : NULL;
    char *part = name ? strtok_r(NULL, " ", &save) : NULL;
    if (!part || strcmp(name, param_name(weights, p)) != 0 ||
        strcmp(part, param_part(weights, p)) != 0)
        return fail(reader, "expected the next weight in the game's order");
    double *targets[] = {&state->start[p], &state->params[p], &state->adam.m[p], &state->adam.v[p]};
    for (int i = 0; i < 4; i++) {
        if (!parse_number(strtok_r(NULL, " ", &save), targets[i]))
            return fail(reader, "expected four finite numbers after the weight's name");
    }
    return strtok_r(NULL, " ", &save) ? fail(reader, "extra words after the weight") : true;
}

/* The last line, "checksum <hex>", must be the FNV-1a of every byte before it; it is cut
 * off, so the lines before it are read next. */
static bool check_checksum(Reader *reader, char *bytes, size_t size) {
    static const char LABEL[] = "checksum ";
    enum { LINE = sizeof LABEL - 1 + 16 + 1 };
    char *last = size >= LINE ? bytes + size - LINE : NULL;
    uint64_t recorded = 0;
    int used = 0;
    bool found = last && (last == bytes || last[-1] == '\n') &&
                 strncmp(last, LABEL, sizeof LABEL - 1) == 0 &&
                 sscanf(last + sizeof LABEL - 1, "%16" SCNx64 "%n", &recorded, &used) == 1 &&
                 used == 16 && last[LINE - 1] == '\n';
    for (const char *c = bytes; c < (found ? last : bytes + size); c++)
        reader->line += *c == '\n';
    reader->line++; /* the checksum line, or where it should be */
    if (!found)
        return fail(reader, "no 'checksum <16 hex digits>' line at the end: the file is cut short "
                            "or damaged");
    if (fnv1a_bytes(FNV1A_START, bytes, (size_t)(last - bytes)) != recorded)
        return fail(reader, "the checksum does not match the lines above it: the file is damaged");
    *last = '\0';
    reader->line = 0;
    return true;
}

static bool read_data_identity(Reader *reader, const TuneCheckpointKey *key) {
    const char *line = next_line(reader);
    if (!line || strncmp(line, "data ", 5) != 0)
        return fail(reader, "expected 'data <identity of the data file>'");
    return checkpoint_same_data(reader->path, line + 5, key->data, reader->error,
                                reader->error_size);
}

static bool read_state(Reader *reader, const TuneCheckpointKey *key, TuneState *state) {
    if (!read_header(reader, key) || !read_data_identity(reader, key))
        return false;
    const char *epoch = field_value(reader, "epoch");
    if (!epoch || !text_parse_int64(epoch, 0, INT64_MAX, &state->epoch))
        return epoch ? fail(reader, "bad epoch count") : false;
    if (!read_number_field(reader, "k", &state->k) ||
        !read_number_field(reader, "loss_before", &state->loss_before))
        return false;
    for (int p = 0; p < state->param_count; p++) {
        if (!read_param(reader, key->weights, state, p))
            return false;
    }
    return next_line(reader) ? fail(reader, "extra lines after the last weight") : true;
}

bool tune_checkpoint_read(const char *path, const TuneCheckpointKey *key, TuneState *state,
                          char *error, size_t error_size) {
    char *bytes;
    size_t size;
    if (!file_read_regular(path, CHECKPOINT_MAX_BYTES, &bytes, &size, error, error_size))
        return false;
    Reader reader = {.cursor = bytes, .path = path, .error = error, .error_size = error_size};
    bool read = check_checksum(&reader, bytes, size) && read_state(&reader, key, state);
    free(bytes);
    return read;
}
