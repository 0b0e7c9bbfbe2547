/*
 * file_read.h - reading a whole file named by a user (an option value, a command-line
 * argument) safely: only regular files are opened, the open never blocks (a FIFO or a
 * device is refused at once instead of waiting for a writer), and the size is capped, so
 * /dev/zero, /dev/urandom or a named pipe give an error message instead of a hang or
 * unbounded memory.
 */
#ifndef TESSERA_FILE_READ_H
#define TESSERA_FILE_READ_H

#include <stdbool.h>
#include <stddef.h>

/* Opens the regular file at path for reading and sets *size to its length: a descriptor, or
 * -1 with a message in error (naming path) when it cannot be opened, is not a regular file or
 * is larger than max_bytes. For files read piece by piece; the caller closes it. */
int file_open_regular(const char *path, size_t max_bytes, size_t *size, char *error,
                      size_t error_size);

/* Reads the regular file at path into *bytes (malloc'ed, with a NUL after the last byte)
 * and its length into *size. False with a message in error (naming path) when it cannot
 * be opened, is not a regular file, is larger than max_bytes or cannot be read whole. */
bool file_read_regular(const char *path, size_t max_bytes, char **bytes, size_t *size, char *error,
                       size_t error_size);

#endif
