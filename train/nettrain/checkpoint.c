/*
 * checkpoint.c - saving and loading the trainer's state (checkpoint.h): a head (magic word,
 * shape, counters, data identity, checksum), then the three arrays. The checksum is the
 * FNV-1a of the head (its checksum field zero) and the arrays. Written to a temporary file
 * and renamed over the target, so a run killed mid-write keeps the previous checkpoint.
 */
#include "checkpoint.h"

#include <stdio.h>
#include <string.h>

#include "train/checkpoint_seal.h"
#include "src/fnv1a.h"

static const char MAGIC[8] = "TNETCK2";

typedef struct CheckpointHead {
    char magic[8];
    int32_t inputs, hidden, epochs_done, unused;
    int64_t steps;
    uint64_t checksum;
    char data[CHECKPOINT_DATA_TEXT];
} CheckpointHead;

/* The checksum of head and the arrays of state. */
static uint64_t checksum_of(const CheckpointHead *head, const NetTrainState *state) {
    CheckpointHead zeroed = *head;
    zeroed.checksum = 0;
    size_t bytes = nettrain_param_count(state->shape) * sizeof(double);
    uint64_t hash = fnv1a_bytes(FNV1A_START, &zeroed, sizeof zeroed);
    hash = fnv1a_bytes(hash, state->params, bytes);
    hash = fnv1a_bytes(hash, state->m, bytes);
    return fnv1a_bytes(hash, state->v, bytes);
}

static bool write_all(FILE *file, const NetTrainState *state, const char *data) {
    CheckpointHead head;
    memset(&head, 0, sizeof head); /* the padding too: it is hashed */
    memcpy(head.magic, MAGIC, sizeof MAGIC);
    head.inputs = state->shape.inputs;
    head.hidden = state->shape.hidden;
    head.epochs_done = state->epochs_done;
    head.steps = state->steps;
    snprintf(head.data, sizeof head.data, "%s", data);
    head.checksum = checksum_of(&head, state);
    size_t count = nettrain_param_count(state->shape);
    return fwrite(&head, sizeof head, 1, file) == 1 &&
           fwrite(state->params, sizeof(double), count, file) == count &&
           fwrite(state->m, sizeof(double), count, file) == count &&
           fwrite(state->v, sizeof(double), count, file) == count;
}

bool nettrain_checkpoint_save(const char *path, const NetTrainState *state, const char *data,
                              char *error, size_t error_size) {
    char temporary[4096];
    snprintf(temporary, sizeof temporary, "%s.tmp", path);
    FILE *file = fopen(temporary, "wb");
    bool saved = file && write_all(file, state, data);
    saved = file && fclose(file) == 0 && saved;
    if (saved && rename(temporary, path) == 0)
        return true;
    remove(temporary);
    snprintf(error, error_size, "cannot write the checkpoint '%s'", path);
    return false;
}

static bool refuse(const char *path, char *error, size_t error_size, const char *what) {
    snprintf(error, error_size, "checkpoint %s: %s: refused", path, what);
    return false;
}

static bool read_head(FILE *file, const char *path, const NetTrainState *state,
                      CheckpointHead *head, char *error, size_t error_size) {
    if (fread(head, sizeof *head, 1, file) != 1 || memcmp(head->magic, MAGIC, sizeof MAGIC) != 0)
        return refuse(path, error, error_size, "not a network checkpoint of this tessera");
    if (head->inputs != state->shape.inputs || head->hidden != state->shape.hidden) {
        char what[96];
        snprintf(what, sizeof what, "it is of a %dx%d network, not %dx%d", head->inputs,
                 head->hidden, state->shape.inputs, state->shape.hidden);
        return refuse(path, error, error_size, what);
    }
    if (head->epochs_done < 0 || head->steps < 0 || !memchr(head->data, '\0', sizeof head->data))
        return refuse(path, error, error_size, "damaged: bad counters or data identity");
    return true;
}

static bool read_all(FILE *file, const char *path, NetTrainState *state, const char *data,
                     char *error, size_t error_size) {
    CheckpointHead head;
    if (!read_head(file, path, state, &head, error, error_size))
        return false;
    size_t count = nettrain_param_count(state->shape);
    if (fread(state->params, sizeof(double), count, file) != count ||
        fread(state->m, sizeof(double), count, file) != count ||
        fread(state->v, sizeof(double), count, file) != count)
        return refuse(path, error, error_size, "cut short");
    if (fgetc(file) != EOF)
        return refuse(path, error, error_size, "damaged: bytes after the network's arrays");
    if (checksum_of(&head, state) != head.checksum)
        return refuse(path, error, error_size, "damaged: its checksum does not match its contents");
    if (!checkpoint_values_finite(path, "the parameters", state->params, count, error,
                                  error_size) ||
        !checkpoint_values_finite(path, "Adam's first moments", state->m, count, error,
                                  error_size) ||
        !checkpoint_values_finite(path, "Adam's second moments", state->v, count, error,
                                  error_size) ||
        !checkpoint_same_data(path, head.data, data, error, error_size))
        return false;
    state->epochs_done = head.epochs_done;
    state->steps = head.steps;
    return true;
}

bool nettrain_checkpoint_load(const char *path, NetTrainState *state, const char *data, char *error,
                              size_t error_size) {
    FILE *file = fopen(path, "rb");
    if (!file) {
        snprintf(error, error_size, "cannot read the checkpoint '%s'", path);
        return false;
    }
    bool loaded = read_all(file, path, state, data, error, error_size);
    fclose(file);
    return loaded;
}
