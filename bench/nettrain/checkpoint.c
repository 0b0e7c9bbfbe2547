/*
 * checkpoint.c - saving and loading the trainer's state (checkpoint.h): a magic word, the
 * shape and counters, then the three arrays. Written to a temporary file and renamed over
 * the target, so a run killed mid-write keeps the previous checkpoint.
 */
#include "checkpoint.h"

#include <stdio.h>
#include <string.h>

static const char MAGIC[8] = "TNETCK1";

typedef struct CheckpointHead {
    char magic[8];
    int32_t inputs, hidden, epochs_done;
    int64_t steps;
} CheckpointHead;

static bool write_all(FILE *file, const NetTrainState *state) {
    CheckpointHead head = {.inputs = state->shape.inputs,
                           .hidden = state->shape.hidden,
                           .epochs_done = state->epochs_done,
                           .steps = state->steps};
    memcpy(head.magic, MAGIC, sizeof MAGIC);
    size_t count = net_param_count(state->shape);
    return fwrite(&head, sizeof head, 1, file) == 1 &&
           fwrite(state->params, sizeof(double), count, file) == count &&
           fwrite(state->m, sizeof(double), count, file) == count &&
           fwrite(state->v, sizeof(double), count, file) == count;
}

bool net_checkpoint_save(const char *path, const NetTrainState *state, char *error,
                         size_t error_size) {
    char temporary[4096];
    snprintf(temporary, sizeof temporary, "%s.tmp", path);
    FILE *file = fopen(temporary, "wb");
    bool saved = file && write_all(file, state);
    saved = file && fclose(file) == 0 && saved;
    if (saved && rename(temporary, path) == 0)
        return true;
    remove(temporary);
    snprintf(error, error_size, "cannot write the checkpoint '%s'", path);
    return false;
}

static bool read_all(FILE *file, NetTrainState *state, char *error, size_t error_size) {
    CheckpointHead head;
    if (fread(&head, sizeof head, 1, file) != 1 || memcmp(head.magic, MAGIC, sizeof MAGIC) != 0) {
        snprintf(error, error_size, "not a network checkpoint");
        return false;
    }
    if (head.inputs != state->shape.inputs || head.hidden != state->shape.hidden) {
        snprintf(error, error_size, "the checkpoint is of a %dx%d network, not %dx%d", head.inputs,
                 head.hidden, state->shape.inputs, state->shape.hidden);
        return false;
    }
    size_t count = net_param_count(state->shape);
    if (fread(state->params, sizeof(double), count, file) != count ||
        fread(state->m, sizeof(double), count, file) != count ||
        fread(state->v, sizeof(double), count, file) != count) {
        snprintf(error, error_size, "the checkpoint is cut short");
        return false;
    }
    state->epochs_done = head.epochs_done;
    state->steps = head.steps;
    return true;
}

bool net_checkpoint_load(const char *path, NetTrainState *state, char *error, size_t error_size) {
    FILE *file = fopen(path, "rb");
    if (!file) {
        snprintf(error, error_size, "cannot read the checkpoint '%s'", path);
        return false;
    }
    char reason[256];
    bool loaded = read_all(file, state, reason, sizeof reason);
    fclose(file);
    if (!loaded)
        snprintf(error, error_size, "%s: %s", path, reason);
    return loaded;
}
