/*
 * output_file.h - the files a match writes (the PGN file, the report on standard output):
 * opening one for appending without ever waiting for a reader, and checking that every
 * write so far reached it, with the reason as text when one did not.
 */
#ifndef TESSERA_MATCH_OUTPUT_FILE_H
#define TESSERA_MATCH_OUTPUT_FILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* Opens path for appending, creating it. The open never blocks: a FIFO without a reader is an
 * error at once. NULL with "cannot write <what>: <reason>" in error on failure. */
FILE *output_open_append(const char *path, const char *what, char *error, size_t error_size);

/* Flushes file; false with "cannot write <what>: <reason>" in error when this or any
 * earlier write to it failed. */
bool output_flush(FILE *file, const char *what, char *error, size_t error_size);

/* Flushes and closes file (closed in every case), with the same check. */
bool output_close(FILE *file, const char *what, char *error, size_t error_size);

#endif
