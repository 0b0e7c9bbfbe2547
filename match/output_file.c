/*
 * output_file.c - appending to user-named output files and checking every write: stdio
 * keeps the first failure in the stream's error flag, so one flush after a batch of writes
 * tells whether the whole batch arrived.
 */
#include "output_file.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

static bool output_fail(const char *what, const char *reason, char *error, size_t error_size) {
    snprintf(error, error_size, "cannot write %s: %s", what, reason);
    return false;
}

/* O_NONBLOCK only for the open (a FIFO without a reader fails with ENXIO instead of
 * waiting); writes then block as usual, so a slow reader is waited for, not an error. */
FILE *output_open_append(const char *path, const char *what, char *error, size_t error_size) {
    int fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0666);
    int flags = fd >= 0 ? fcntl(fd, F_GETFL) : -1;
    FILE *file = NULL;
    if (flags >= 0 && fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) == 0)
        file = fdopen(fd, "a");
    if (!file) {
        output_fail(what, strerror(errno), error, error_size);
        if (fd >= 0)
            close(fd);
    }
    return file;
}

bool output_flush(FILE *file, const char *what, char *error, size_t error_size) {
    if (fflush(file) != 0)
        return output_fail(what, strerror(errno), error, error_size);
    if (ferror(file))
        return output_fail(what, "an earlier write failed", error, error_size);
    return true;
}

bool output_close(FILE *file, const char *what, char *error, size_t error_size) {
    bool flushed = output_flush(file, what, error, error_size);
    if (fclose(file) != 0 && flushed)
        return output_fail(what, strerror(errno), error, error_size);
    return flushed;
}
