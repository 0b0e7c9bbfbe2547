/*
 * buckets.c - the bucketed shuffle of the merge (buckets.h).
 */
#include "buckets.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "src/splitmix.h"

enum { MIB = 1024 * 1024 };

int buckets_needed(int64_t bytes, int64_t memory_mb) {
    int64_t per_bucket = memory_mb * MIB / 2;
    int64_t count = per_bucket > 0 ? bytes / per_bucket + 1 : 1;
    return count > INT32_MAX ? INT32_MAX : (int)count;
}

static bool fail_errno(const char *what, char *error, size_t error_size) {
    snprintf(error, error_size, "cannot %s a temporary bucket file: %s", what, strerror(errno));
    return false;
}

bool buckets_open(Buckets *buckets, int count, uint64_t seed, char *error, size_t error_size) {
    *buckets = (Buckets){.random = seed};
    buckets->files = calloc((size_t)count, sizeof *buckets->files);
    if (!buckets->files) {
        snprintf(error, error_size, "out of memory for %d buckets", count);
        return false;
    }
    for (; buckets->count < count; buckets->count++)
        if (!(buckets->files[buckets->count] = tmpfile()))
            return fail_errno("create", error, error_size);
    return true;
}

/* A number below bound drawn from the buckets' generator. */
static uint64_t draw(Buckets *buckets, uint64_t bound) {
    return splitmix64_next(&buckets->random) % bound;
}

bool buckets_add(Buckets *buckets, const char *line, size_t length, char *error,
                 size_t error_size) {
    FILE *file = buckets->files[draw(buckets, (uint64_t)buckets->count)];
    if (fwrite(line, 1, length, file) == length)
        return true;
    return fail_errno("write", error, error_size);
}

/* The lines of text (size bytes, each ending in a newline): their starts into *starts. */
static size_t split_lines(char *text, size_t size, char ***starts) {
    size_t count = 0;
    for (size_t i = 0; i < size; i++)
        count += text[i] == '\n';
    *starts = malloc(sizeof **starts * (count ? count : 1));
    if (!*starts)
        return SIZE_MAX;
    size_t line = 0;
    for (size_t i = 0; i < size; i = (size_t)(strchr(text + i, '\n') - text) + 1)
        (*starts)[line++] = text + i;
    return count;
}

/* Fisher-Yates over the count line starts. */
static void shuffle(Buckets *buckets, char **starts, size_t count) {
    for (size_t i = count; i > 1; i--) {
        size_t j = (size_t)draw(buckets, i);
        char *swap = starts[i - 1];
        starts[i - 1] = starts[j];
        starts[j] = swap;
    }
}

static bool write_lines(char *const *starts, size_t count, FILE *out, char *error,
                        size_t error_size) {
    for (size_t i = 0; i < count; i++) {
        size_t length = (size_t)(strchr(starts[i], '\n') - starts[i]) + 1;
        if (fwrite(starts[i], 1, length, out) != length) {
            snprintf(error, error_size, "cannot write the merged file: %s", strerror(errno));
            return false;
        }
    }
    return true;
}

/* Reads one bucket back whole and writes its lines to out in a random order. */
static bool write_bucket(Buckets *buckets, FILE *file, FILE *out, char *error, size_t error_size) {
    long size = ftell(file);
    if (size < 0 || fseek(file, 0, SEEK_SET) != 0)
        return fail_errno("rewind", error, error_size);
    char *text = malloc((size_t)size + 1), **starts = NULL;
    size_t count = SIZE_MAX;
    if (text && fread(text, 1, (size_t)size, file) == (size_t)size) {
        text[size] = '\0';
        count = split_lines(text, (size_t)size, &starts);
    }
    bool ok = count != SIZE_MAX;
    if (ok) {
        shuffle(buckets, starts, count);
        ok = write_lines(starts, count, out, error, error_size);
    } else {
        snprintf(error, error_size, "cannot read a bucket of %ld bytes back (out of memory?)",
                 size);
    }
    free(starts);
    free(text);
    return ok;
}

bool buckets_write_shuffled(Buckets *buckets, FILE *out, char *error, size_t error_size) {
    for (int i = 0; i < buckets->count; i++)
        if (!write_bucket(buckets, buckets->files[i], out, error, error_size))
            return false;
    return true;
}

void buckets_close(Buckets *buckets) {
    for (int i = 0; i < buckets->count; i++)
        fclose(buckets->files[i]);
    free(buckets->files);
    *buckets = (Buckets){0};
}
