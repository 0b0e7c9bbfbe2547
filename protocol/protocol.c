/*
 * protocol.c - the read-dispatch loop. Lines are read byte by byte up to a length limit,
 * so a huge or binary line is rejected with an error instead of exhausting memory or
 * being half-executed. The loop also ends, as at the end of input, once the answers can no
 * longer be written (the reader closed its end of the pipe).
 */
#include "protocol.h"

#include <stdlib.h>

#include "commands.h"

enum { MAX_LINE_BYTES = 1 << 20 };

typedef enum LineState { LINE_OK, LINE_TOO_LONG, LINE_BINARY, LINE_EOF } LineState;

/* Reads one line into buffer (without the newline). */
static LineState read_line(FILE *in, char *buffer, size_t size) {
    size_t length = 0;
    bool binary = false, overflow = false;
    int c;
    while ((c = getc(in)) != EOF && c != '\n') {
        if (c == '\0')
            binary = true;
        if (length + 1 < size)
            buffer[length++] = (char)c;
        else
            overflow = true;
    }
    buffer[length] = '\0';
    if (c == EOF && length == 0 && !overflow)
        return LINE_EOF;
    return overflow ? LINE_TOO_LONG : binary ? LINE_BINARY : LINE_OK;
}

static void handle_line(Session *session, char *line, LineState state, Words *words) {
    if (state == LINE_TOO_LONG) {
        output_error(session->out, "line longer than %d bytes ignored", MAX_LINE_BYTES - 1);
        return;
    }
    if (state == LINE_BINARY) {
        output_error(session->out, "line with NUL bytes ignored");
        return;
    }
    if (!text_split(line, words)) {
        output_error(session->out, "not enough memory to split the line into words; ignored");
        return;
    }
    commands_execute(session, words);
}

int protocol_run(FILE *in, FILE *out, const ProtocolBench *bench) {
    Output output;
    output_init(&output, out);
    Session session = {.out = &output, .bench_hook = bench};
    char *line = malloc(MAX_LINE_BYTES);
    if (!line || tessera_new(NULL, 0, &session.engine) != TESSERA_OK) {
        fprintf(stderr, "tessera: not enough memory to start\n");
        free(line);
        output_destroy(&output);
        return 1;
    }
    Words words = {0};
    LineState state;
    while (!session.quit && !output_failed(&output) &&
           (state = read_line(in, line, MAX_LINE_BYTES)) != LINE_EOF)
        handle_line(&session, line, state, &words);
    text_words_free(&words);
    session_end_jobs(&session);
    tessera_free(session.engine);
    free(line);
    output_destroy(&output);
    return 0;
}
