/*
 * output.h - the one locked printer all protocol output goes through, so lines written
 * by the search thread and the command reader never interleave.
 */
#ifndef TESSERA_OUTPUT_H
#define TESSERA_OUTPUT_H

#include <pthread.h>
#include <stdio.h>

typedef struct Output {
    FILE *stream;
    pthread_mutex_t lock;
} Output;

void output_init(Output *output, FILE *stream);
void output_destroy(Output *output);
void output_line(Output *output, const char *format, ...) __attribute__((format(printf, 2, 3)));
/* Prints text (may hold several lines; a final newline is added when missing). */
void output_text(Output *output, const char *text);
/* `info string error: ...` */
void output_error(Output *output, const char *format, ...) __attribute__((format(printf, 2, 3)));

#endif
