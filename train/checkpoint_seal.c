/*
 * checkpoint_seal.c - checksums, finite values and data identities of checkpoints
 * (checkpoint_seal.h), all with the 64-bit FNV-1a of src/fnv1a.h.
 */
#include "checkpoint_seal.h"

#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "src/file_read.h"
#include "src/text.h"
#include "src/fnv1a.h"

enum { READ_CHUNK = 1 << 16 };

static const char *file_name_of(const char *path) {
    const char *slash = strrchr(path, '/');
    return slash ? slash + 1 : path;
}

bool checkpoint_data_identity(const char *path, char *text, size_t size, char *error,
                              size_t error_size) {
    size_t length;
    int fd = file_open_regular(path, SIZE_MAX, &length, error, error_size);
    if (fd < 0)
        return false;
    static _Thread_local unsigned char chunk[READ_CHUNK];
    uint64_t hash = FNV1A_START;
    size_t total = 0;
    ssize_t got;
    while ((got = read(fd, chunk, sizeof chunk)) > 0) {
        hash = fnv1a_bytes(hash, chunk, (size_t)got);
        total += (size_t)got;
    }
    close(fd);
    if (got < 0) {
        snprintf(error, error_size, "cannot read '%s'", path);
        return false;
    }
    char name[128];
    text_printable(file_name_of(path), name, sizeof name);
    for (char *c = name; *c; c++)
        *c = *c == ' ' ? '?' : *c; /* one word, for the line it is read back from */
    snprintf(text, size, "data=%s size=%zu fnv1a=%016" PRIx64, name, total, hash);
    return true;
}

bool checkpoint_same_data(const char *checkpoint_path, const char *recorded, const char *current,
                          char *error, size_t error_size) {
    if (strcmp(recorded, current) == 0)
        return true;
    char shown[CHECKPOINT_DATA_TEXT];
    text_printable(recorded, shown, sizeof shown);
    snprintf(error, error_size,
             "checkpoint %s was made from %s, not from this run's data %s: refused (resume with "
             "the data the checkpoint was made from)",
             checkpoint_path, shown, current);
    return false;
}

uint64_t checkpoint_checksum(const void *bytes, size_t size) {
    return fnv1a_bytes(FNV1A_START, bytes, size);
}

bool checkpoint_values_finite(const char *checkpoint_path, const char *what, const double *values,
                              size_t count, char *error, size_t error_size) {
    for (size_t i = 0; i < count; i++)
        if (!isfinite(values[i])) {
            snprintf(error, error_size,
                     "checkpoint %s: a value of %s is not finite (%g, at %zu): refused",
                     checkpoint_path, what, values[i], i);
            return false;
        }
    return true;
}

bool checkpoint_loss_finite(double loss, const double *params, size_t count, const char *when,
                            char *error, size_t error_size) {
    bool finite = isfinite(loss);
    for (size_t p = 0; finite && p < count; p++)
        finite = isfinite(params[p]);
    if (!finite)
        snprintf(error, error_size,
                 "the loss %s is not finite (%g): the run diverged or its data or checkpoint "
                 "holds a bad value; nothing written (try a lower --rate)",
                 when, loss);
    return finite;
}
