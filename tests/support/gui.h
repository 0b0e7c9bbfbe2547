/*
 * gui.h - drives the real engine binary through its stdin/stdout, the way a GUI does,
 * for the scripted protocol tests.
 *
 * A Gui owns one engine process (path from $TESSERA_BIN, default "./tessera"), the two
 * pipes to it and every byte it has printed but a test has not yet looked at. Every wait has
 * a timeout, so an engine that hangs fails the test instead of hanging the suite, and
 * gui_close() always reaps the process (killing it if it will not leave) and closes
 * every descriptor. Lines handed back to a test live in the session until its next read;
 * a test copies what it wants to keep. No test framework is used here: functions report
 * failure by their return value, gui_error() says why.
 *
 * Because every wait has its own deadline, no suite sets a Criterion .timeout: Criterion 2.4
 * leaks its timeout record when timed tests run in parallel, which fails `make sanitize`.
 */
#ifndef TESSERA_TESTS_GUI_H
#define TESSERA_TESTS_GUI_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

/* A run of output lines, without their line ends. */
typedef struct GuiLines {
    char **items;
    size_t count;
    size_t capacity;
} GuiLines;

/* What is known about the engine process. */
typedef enum GuiState {
    GUI_NOT_STARTED,
    GUI_RUNNING,  /* started and not seen to end */
    GUI_EXITED,   /* ended by exit(); exit_code is valid */
    GUI_SIGNALED, /* ended by a signal; signal_number is valid */
} GuiState;

/* Zero-initialise a Gui before its first start; gui_close() makes it reusable and
 * leaves state telling how the engine ended. */
typedef struct Gui {
    bool started;
    pid_t pid;
    int to_engine;   /* write end of the engine's stdin, -1 once closed */
    int from_engine; /* read end of the engine's stdout, -1 once closed */
    bool output_ended;
    GuiState state;
    int exit_code;
    int signal_number;
    char *pending; /* bytes read from the engine, not yet split into lines */
    size_t pending_start, pending_length, pending_capacity;
    GuiLines lines; /* what the last read or collect returned */
    bool first_line_read;
    char greeting[128]; /* the engine's first line when it named the engine, else "" */
    char *text;         /* gui_text() result */
    char error[256];
} Gui;

/* Starts $TESSERA_BIN with the extra arguments args (NULL-terminated, or NULL for none). */
bool gui_start(Gui *s, const char *const args[]);

/* Sends one command line (a newline is added), or raw bytes exactly as given. */
bool gui_send(Gui *s, const char *line);
bool gui_send_bytes(Gui *s, const void *data, size_t size);

/* Closes the engine's stdin: the engine sees end of file. */
void gui_close_input(Gui *s);

/* The next line, or NULL on timeout or end of output. */
const char *gui_read_line(Gui *s, int timeout_ms);

/* Every line up to and including the first one starting with prefix (prefix NULL: up to the
 * end of output). NULL on timeout; the lines read so far are still in gui_text(). */
const GuiLines *gui_collect_until(Gui *s, const char *prefix, int timeout_ms);

/* The first line starting with prefix, skipping the lines before it; NULL on timeout. */
const char *gui_wait_for(Gui *s, const char *prefix, int timeout_ms);

/* Every line that arrives within duration_ms (for checking that something does not come). */
const GuiLines *gui_collect_for(Gui *s, int duration_ms);

/* Sends command, then `isready`, and returns every line up to and including `readyok`. The
 * engine answers commands in order, so this is the output of command. */
const GuiLines *gui_ask(Gui *s, const char *command, int timeout_ms);

/* Starts the engine with args, sends script (lines separated by newlines), closes its stdin
 * and returns all it printed until it exited. NULL if it did not end within timeout_ms. */
const GuiLines *gui_run(Gui *s, const char *const args[], const char *script, int timeout_ms);

/* True while the engine process has not ended. */
bool gui_alive(Gui *s);

/* Waits up to timeout_ms for the engine to end (reading and keeping its output meanwhile);
 * returns the state then: GUI_RUNNING if it is still running. */
GuiState gui_wait_exit(Gui *s, int timeout_ms);

/* Ends the session: closes stdin, gives the engine a moment to leave, kills it if it does
 * not, reaps it and frees everything. Safe to call twice and on a never started session. */
void gui_close(Gui *s);

/* The lines of the last read or collect, one per line, for failure messages (shortened when
 * very long), and why the last failing call failed. */
const char *gui_text(Gui *s);
const char *gui_error(const Gui *s);

/* Lines that start with prefix: how many, and the first one (NULL when none). */
size_t gui_count(const GuiLines *lines, const char *prefix);
const char *gui_find(const GuiLines *lines, const char *prefix);

#endif
