/*
 * session.h - drives the real engine binary through its stdin/stdout, the way a GUI does,
 * for the scripted protocol tests.
 *
 * A Session owns one engine process (path from $TESSERA_BIN, default "./tessera"), the two
 * pipes to it and every byte it has printed but a test has not yet looked at. Every wait has
 * a timeout, so an engine that hangs fails the test instead of hanging the suite, and
 * session_close() always reaps the process (killing it if it will not leave) and closes
 * every descriptor. Lines handed back to a test live in the session until its next read;
 * a test copies what it wants to keep. No test framework is used here: functions report
 * failure by their return value, session_error() says why.
 *
 * Because every wait has its own deadline, no suite sets a Criterion .timeout: Criterion 2.4
 * leaks its timeout record when timed tests run in parallel, which fails `make sanitize`.
 */
#ifndef TESSERA_TESTS_SESSION_H
#define TESSERA_TESTS_SESSION_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

/* A run of output lines, without their line ends. */
typedef struct SessionLines {
    char **items;
    size_t count;
    size_t capacity;
} SessionLines;

/* What is known about the engine process. */
typedef enum SessionState {
    SESSION_NOT_STARTED,
    SESSION_RUNNING,  /* started and not seen to end */
    SESSION_EXITED,   /* ended by exit(); exit_code is valid */
    SESSION_SIGNALED, /* ended by a signal; signal_number is valid */
} SessionState;

/* Zero-initialise a Session before its first start; session_close() makes it reusable and
 * leaves state telling how the engine ended. */
typedef struct Session {
    bool started;
    pid_t pid;
    int to_engine;   /* write end of the engine's stdin, -1 once closed */
    int from_engine; /* read end of the engine's stdout, -1 once closed */
    bool output_ended;
    SessionState state;
    int exit_code;
    int signal_number;
    char *pending; /* bytes read from the engine, not yet split into lines */
    size_t pending_start, pending_length, pending_capacity;
    SessionLines lines; /* what the last read or collect returned */
    bool first_line_read;
    char greeting[128]; /* the engine's first line when it named the engine, else "" */
    char *text;         /* session_text() result */
    char error[256];
} Session;

/* Starts $TESSERA_BIN with the extra arguments args (NULL-terminated, or NULL for none). */
bool session_start(Session *s, const char *const args[]);

/* Sends one command line (a newline is added), or raw bytes exactly as given. */
bool session_send(Session *s, const char *line);
bool session_send_bytes(Session *s, const void *data, size_t size);

/* Closes the engine's stdin: the engine sees end of file. */
void session_close_input(Session *s);

/* The next line, or NULL on timeout or end of output. */
const char *session_read_line(Session *s, int timeout_ms);

/* Every line up to and including the first one starting with prefix (prefix NULL: up to the
 * end of output). NULL on timeout; the lines read so far are still in session_text(). */
const SessionLines *session_collect_until(Session *s, const char *prefix, int timeout_ms);

/* The first line starting with prefix, skipping the lines before it; NULL on timeout. */
const char *session_wait_for(Session *s, const char *prefix, int timeout_ms);

/* Every line that arrives within duration_ms (for checking that something does not come). */
const SessionLines *session_collect_for(Session *s, int duration_ms);

/* Sends command, then `isready`, and returns every line up to and including `readyok`. The
 * engine answers commands in order, so this is the output of command. */
const SessionLines *session_ask(Session *s, const char *command, int timeout_ms);

/* Starts the engine with args, sends script (lines separated by newlines), closes its stdin
 * and returns all it printed until it exited. NULL if it did not end within timeout_ms. */
const SessionLines *session_run(Session *s, const char *const args[], const char *script,
                                int timeout_ms);

/* True while the engine process has not ended. */
bool session_alive(Session *s);

/* Waits up to timeout_ms for the engine to end (reading and keeping its output meanwhile);
 * returns the state then: SESSION_RUNNING if it is still running. */
SessionState session_wait_exit(Session *s, int timeout_ms);

/* Ends the session: closes stdin, gives the engine a moment to leave, kills it if it does
 * not, reaps it and frees everything. Safe to call twice and on a never started session. */
void session_close(Session *s);

/* The lines of the last read or collect, one per line, for failure messages (shortened when
 * very long), and why the last failing call failed. */
const char *session_text(Session *s);
const char *session_error(const Session *s);

/* Lines that start with prefix: how many, and the first one (NULL when none). */
size_t session_count(const SessionLines *lines, const char *prefix);
const char *session_find(const SessionLines *lines, const char *prefix);

#endif
