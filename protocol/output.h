/*
 * output.h - the one locked printer all protocol output goes through, so lines written
 * by the search thread and the command reader never interleave. It notes when the stream
 * can no longer be written (the reader of a pipe went away: EPIPE), so the session can end.
 */
#ifndef TESSERA_OUTPUT_H
#define TESSERA_OUTPUT_H

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdio.h>

typedef struct Output {
    FILE *stream;
    pthread_mutex_t lock;
    atomic_bool failed; /* a write or flush failed: nobody reads the answers any more */
} Output;

void output_init(Output *output, FILE *stream);
void output_destroy(Output *output);
void output_line(Output *output, const char *format, ...) __attribute__((format(printf, 2, 3)));
/* Prints text (may hold several lines; a final newline is added when missing). */
void output_text(Output *output, const char *text);
/* Whether a write to the stream has failed (it stays failed). */
bool output_failed(Output *output);
/* `info string error: ...` */
void output_error(Output *output, const char *format, ...) __attribute__((format(printf, 2, 3)));

#endif
