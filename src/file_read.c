/*
 * file_read.c - whole-file reads of user-named paths: open without blocking, refuse
 * anything that is not a regular file, cap the size, read every byte or fail.
 */
#include "file_read.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* O_NONBLOCK makes opening a FIFO with no writer return at once instead of waiting. */
int file_open_regular(const char *path, size_t max_bytes, size_t *size, char *error,
                      size_t error_size) {
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    if (fd < 0) {
        snprintf(error, error_size, "cannot open '%s': %s", path, strerror(errno));
        return -1;
    }
    struct stat info;
    if (fstat(fd, &info) != 0 || !S_ISREG(info.st_mode)) {
        snprintf(error, error_size, "'%s' is not a regular file", path);
        close(fd);
        return -1;
    }
    if ((unsigned long long)info.st_size > max_bytes) {
        snprintf(error, error_size, "'%s' is larger than %zu bytes (%lld)", path, max_bytes,
                 (long long)info.st_size);
        close(fd);
        return -1;
    }
    *size = (size_t)info.st_size;
    return fd;
}

/* Reads exactly size bytes (a file that changes size while read is an error). */
static bool read_all(int fd, char *bytes, size_t size) {
    size_t done = 0;
    while (done < size) {
        ssize_t got = read(fd, bytes + done, size - done);
        if (got < 0 && errno == EINTR)
            continue;
        if (got <= 0)
            return false;
        done += (size_t)got;
    }
    char extra;
    return read(fd, &extra, 1) == 0;
}

bool file_read_regular(const char *path, size_t max_bytes, char **bytes, size_t *size, char *error,
                       size_t error_size) {
    *bytes = NULL;
    *size = 0;
    size_t length;
    int fd = file_open_regular(path, max_bytes, &length, error, error_size);
    if (fd < 0)
        return false;
    char *buffer = malloc(length + 1);
    bool read = buffer && read_all(fd, buffer, length);
    close(fd);
    if (!read) {
        free(buffer);
        snprintf(error, error_size, "cannot read '%s' whole", path);
        return false;
    }
    buffer[length] = '\0';
    *bytes = buffer;
    *size = length;
    return true;
}
