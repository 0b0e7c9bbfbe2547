/*
 * data_file.h - the data file on disk: its two header lines (the settings that decide its
 * content), creating it, and resuming it: which games it already holds complete, how many
 * positions they recorded, and cutting off a game that was being written when a run stopped.
 */
#ifndef TESSERA_DATAGEN_DATA_FILE_H
#define TESSERA_DATAGEN_DATA_FILE_H

#include <stdio.h>

#include "datagen.h"

typedef struct DataFile {
    const char *path;
    FILE *out;     /* open for appending whole games */
    int64_t *done; /* indices of the complete games already in the file, ascending */
    int64_t done_count;
    int64_t positions; /* data lines of those games */
} DataFile;

/* The header: `# tessera-data v1 game=... random-plies=<k>` and a `# settings ...` line
 * with the rest of what decides the games. */
void data_file_header(const DatagenConfig *config, char *text, size_t size);

/* Opens config->path for appending. A new file gets the header; an existing one is refused
 * unless config->resume, and then must begin with the same header: its complete games are
 * listed and whatever follows the last one (a game cut short) is truncated away. */
bool data_file_open(DataFile *file, const DatagenConfig *config, char *error, size_t error_size);

/* Appends one whole game and flushes it to the file. */
bool data_file_append(DataFile *file, const char *text, size_t length, char *error,
                      size_t error_size);

/* Closes the file (reporting a failed final write) and frees the list of games. */
bool data_file_close(DataFile *file, char *error, size_t error_size);

#endif
