/*
 * output.c - line-atomic, flushed output shared by the reader and search threads. A stream
 * in error (EPIPE once the reader has closed its end: the process ignores SIGPIPE while it
 * runs the protocol) marks the output failed.
 */
#include "output.h"

#include <stdarg.h>
#include <string.h>

void output_init(Output *output, FILE *stream) {
    output->stream = stream;
    pthread_mutex_init(&output->lock, NULL);
    atomic_init(&output->failed, ferror(stream) != 0);
}

void output_destroy(Output *output) {
    pthread_mutex_destroy(&output->lock);
}

bool output_failed(Output *output) {
    return atomic_load(&output->failed);
}

/* Flushes the stream and notes whether it still takes what is written; the lock is held. */
static void flush_locked(Output *output) {
    if (fflush(output->stream) != 0 || ferror(output->stream))
        atomic_store(&output->failed, true);
}

static void write_locked(Output *output, const char *prefix, const char *format, va_list args) {
    pthread_mutex_lock(&output->lock);
    fputs(prefix, output->stream);
    vfprintf(output->stream, format, args);
    fputc('\n', output->stream);
    flush_locked(output);
    pthread_mutex_unlock(&output->lock);
}

void output_line(Output *output, const char *format, ...) {
    va_list args;
    va_start(args, format);
    write_locked(output, "", format, args);
    va_end(args);
}

void output_error(Output *output, const char *format, ...) {
    va_list args;
    va_start(args, format);
    write_locked(output, "info string error: ", format, args);
    va_end(args);
}

void output_text(Output *output, const char *text) {
    size_t length = strlen(text);
    pthread_mutex_lock(&output->lock);
    fputs(text, output->stream);
    if (length == 0 || text[length - 1] != '\n')
        fputc('\n', output->stream);
    flush_locked(output);
    pthread_mutex_unlock(&output->lock);
}
