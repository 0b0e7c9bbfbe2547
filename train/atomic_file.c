/*
 * atomic_file.c - temporary file and rename (atomic_file.h).
 */
#include "atomic_file.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

bool atomic_file_write(const char *path, const char *text, char *error, size_t error_size) {
    size_t length = strlen(path) + sizeof ".partial";
    char *temporary = malloc(length);
    if (!temporary) {
        snprintf(error, error_size, "cannot write '%s': out of memory", path);
        return false;
    }
    snprintf(temporary, length, "%s.partial", path);
    FILE *file = fopen(temporary, "w");
    bool written = file && fputs(text, file) >= 0;
    written = file && fclose(file) == 0 && written;
    int reason = errno;
    if (written && rename(temporary, path) != 0) {
        written = false;
        reason = errno;
    }
    if (!written) {
        snprintf(error, error_size, "cannot write '%s': %s", path, strerror(reason));
        remove(temporary);
    }
    free(temporary);
    return written;
}
