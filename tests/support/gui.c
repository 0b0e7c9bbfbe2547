/*
 * gui.c - runs the engine binary as a child process behind two pipes and turns its output
 * into lines, for the scripted protocol tests. The engine's start-up line that names it is
 * kept aside (session->greeting), as a GUI ignores it, so each test sees only the answers to
 * its commands.
 *
 * Owns: spawning (fork + execv, the exec error reported back through a close-on-exec pipe),
 * non-blocking writes and reads bounded by deadlines (poll), splitting output into lines,
 * and ending the process (EOF, then SIGKILL after a grace period, always waitpid). While a
 * write waits for the engine to read, the engine's output is drained so neither side can
 * block the other. Knows nothing about the protocol beyond `isready` / `readyok`.
 */
#define _GNU_SOURCE
#include "gui.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "src/monotonic.h"

/* The engine gets this long to leave after `quit` and end of input before it is killed. */
#define CLOSE_GRACE_MS 1000
/* A write the engine does not take within this time fails: the engine stopped reading. */
#define SEND_TIMEOUT_MS 5000
/* Unread output beyond this means a runaway engine; the session stops reading. */
#define MAX_PENDING_BYTES ((size_t)64 << 20)
#define READ_CHUNK        65536
/* gui_text() shortens its result to about this many bytes. */
#define TEXT_LIMIT 8192
/* Descriptors above 2 are marked close-on-exec in the child up to this bound at most. */
#define FD_SCAN_LIMIT 65536

/* ---- small helpers ------------------------------------------------------------------- */

static void *grow(void *block, size_t size) {
    void *bigger = realloc(block, size);
    if (!bigger) {
        fputs("session: out of memory\n", stderr);
        abort();
    }
    return bigger;
}

static int remaining_ms(long long deadline) {
    long long left = deadline - monotonic_ms();
    return left < 0 ? 0 : (int)left;
}

static void sleep_ms(int ms) {
    struct timespec ts = {.tv_sec = ms / 1000, .tv_nsec = (long)(ms % 1000) * 1000000};
    nanosleep(&ts, NULL);
}

static bool starts_with(const char *text, const char *prefix) {
    return strncmp(text, prefix, strlen(prefix)) == 0;
}

__attribute__((format(printf, 2, 3))) static void fail(Gui *s, const char *format, ...) {
    va_list args;
    va_start(args, format);
    vsnprintf(s->error, sizeof s->error, format, args);
    va_end(args);
}

static void lines_clear(GuiLines *lines) {
    for (size_t i = 0; i < lines->count; i++)
        free(lines->items[i]);
    lines->count = 0;
}

static void lines_free(GuiLines *lines) {
    lines_clear(lines);
    free(lines->items);
    *lines = (GuiLines){0};
}

static void lines_push(GuiLines *lines, char *line) {
    if (lines->count == lines->capacity) {
        lines->capacity = lines->capacity ? 2 * lines->capacity : 32;
        lines->items = grow(lines->items, lines->capacity * sizeof *lines->items);
    }
    lines->items[lines->count++] = line;
}

/* ---- process ------------------------------------------------------------------------- */

static const char *engine_path(void) {
    const char *path = getenv("TESSERA_BIN");
    return path && *path ? path : "./tessera";
}

static void record_end(Gui *s, int wait_status) {
    if (WIFEXITED(wait_status)) {
        s->state = GUI_EXITED;
        s->exit_code = WEXITSTATUS(wait_status);
    } else if (WIFSIGNALED(wait_status)) {
        s->state = GUI_SIGNALED;
        s->signal_number = WTERMSIG(wait_status);
    }
}

static void reap_blocking(Gui *s) {
    int wait_status;
    pid_t got;
    do {
        got = waitpid(s->pid, &wait_status, 0);
    } while (got < 0 && errno == EINTR);
    if (got == s->pid)
        record_end(s, wait_status);
}

/* Runs in the forked child: only async-signal-safe calls until execv. */
static void exec_engine(int stdin_fd, int stdout_fd, int report_fd, int fd_limit,
                        char *const argv[]) {
    if (stdin_fd == STDIN_FILENO)
        fcntl(stdin_fd, F_SETFD, 0);
    else
        dup2(stdin_fd, STDIN_FILENO);
    if (stdout_fd == STDOUT_FILENO)
        fcntl(stdout_fd, F_SETFD, 0);
    else
        dup2(stdout_fd, STDOUT_FILENO);
    if (close_range(3, ~0U, CLOSE_RANGE_CLOEXEC) != 0) {
        for (int fd = 3; fd < fd_limit; fd++)
            fcntl(fd, F_SETFD, FD_CLOEXEC);
    }
    struct sigaction dfl = {.sa_handler = SIG_DFL};
    sigaction(SIGPIPE, &dfl, NULL);
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    execv(argv[0], argv);
    int error = errno;
    ssize_t ignored = write(report_fd, &error, sizeof error);
    (void)ignored;
    _exit(127);
}

static char **engine_argv(const char *const args[]) {
    size_t extra = 0;
    while (args && args[extra])
        extra++;
    char **argv = grow(NULL, (extra + 2) * sizeof *argv);
    argv[0] = (char *)engine_path();
    for (size_t i = 0; i < extra; i++)
        argv[i + 1] = (char *)args[i];
    argv[extra + 1] = NULL;
    return argv;
}

/* After fork: the child's exec error, if any, arrives on report_fd; 0 means exec worked. */
static int exec_error(int report_fd) {
    int error = 0;
    ssize_t got;
    do {
        got = read(report_fd, &error, sizeof error);
    } while (got < 0 && errno == EINTR);
    return got == (ssize_t)sizeof error ? error : 0;
}

static void close_pair(int pair[2]) {
    close(pair[0]);
    close(pair[1]);
}

static bool fork_engine(Gui *s, int in[2], int out[2], int report[2], char **argv) {
    long open_max = sysconf(_SC_OPEN_MAX);
    int fd_limit = open_max < 0 || open_max > FD_SCAN_LIMIT ? FD_SCAN_LIMIT : (int)open_max;
    s->pid = fork();
    if (s->pid < 0) {
        fail(s, "fork: %s", strerror(errno));
        return false;
    }
    if (s->pid == 0)
        exec_engine(in[0], out[1], report[1], fd_limit, argv);
    close(in[0]);
    close(out[1]);
    close(report[1]);
    int error = exec_error(report[0]);
    close(report[0]);
    s->to_engine = in[1];
    s->from_engine = out[0];
    s->started = true;
    s->state = GUI_RUNNING;
    if (error != 0) {
        fail(s, "cannot run engine '%s': %s", argv[0], strerror(error));
        return false;
    }
    fcntl(s->to_engine, F_SETFL, O_NONBLOCK);
    fcntl(s->from_engine, F_SETFL, O_NONBLOCK);
    return true;
}

bool gui_start(Gui *s, const char *const args[]) {
    *s = (Gui){.to_engine = -1, .from_engine = -1, .pid = -1};
    struct sigaction ignore = {.sa_handler = SIG_IGN};
    sigaction(SIGPIPE, &ignore, NULL); /* a dead engine must give EPIPE, not kill the test */
    int in[2], out[2], report[2];
    if (pipe2(in, O_CLOEXEC) != 0) {
        fail(s, "pipe: %s", strerror(errno));
        return false;
    }
    if (pipe2(out, O_CLOEXEC) != 0) {
        fail(s, "pipe: %s", strerror(errno));
        close_pair(in);
        return false;
    }
    if (pipe2(report, O_CLOEXEC) != 0) {
        fail(s, "pipe: %s", strerror(errno));
        close_pair(in);
        close_pair(out);
        return false;
    }
    char **argv = engine_argv(args);
    bool started = fork_engine(s, in, out, report, argv);
    free(argv);
    if (!started && s->started)
        gui_close(s);
    return started;
}

bool gui_alive(Gui *s) {
    if (!s->started || s->state != GUI_RUNNING)
        return false;
    int wait_status;
    if (waitpid(s->pid, &wait_status, WNOHANG) == s->pid)
        record_end(s, wait_status);
    return s->state == GUI_RUNNING;
}

/* ---- reading ------------------------------------------------------------------------- */

/* Makes room for one more read at the end of the pending bytes. */
static bool reserve_read(Gui *s) {
    if (s->pending_length + READ_CHUNK > MAX_PENDING_BYTES) {
        fail(s, "engine printed more than %zu unread bytes", MAX_PENDING_BYTES);
        return false;
    }
    if (s->pending_start > 0) {
        memmove(s->pending, s->pending + s->pending_start, s->pending_length);
        s->pending_start = 0;
    }
    if (s->pending_length + READ_CHUNK > s->pending_capacity) {
        s->pending_capacity = 2 * (s->pending_length + READ_CHUNK);
        s->pending = grow(s->pending, s->pending_capacity);
    }
    return true;
}

/* One read of whatever the engine has printed; marks the end of its output. */
static void drain(Gui *s) {
    if (!reserve_read(s)) {
        s->output_ended = true;
        return;
    }
    ssize_t got = read(s->from_engine, s->pending + s->pending_length, READ_CHUNK);
    if (got > 0)
        s->pending_length += (size_t)got;
    else if (got == 0 || (errno != EAGAIN && errno != EINTR))
        s->output_ended = true;
}

/* Waits up to timeout_ms for output and reads it. */
static void read_some(Gui *s, int timeout_ms) {
    struct pollfd readable = {.fd = s->from_engine, .events = POLLIN};
    if (poll(&readable, 1, timeout_ms) > 0)
        drain(s);
}

/* The next complete line of pending output (a last unterminated one once output ended). */
static char *take_line(Gui *s) {
    char *begin = s->pending + s->pending_start;
    char *end = s->pending_length ? memchr(begin, '\n', s->pending_length) : NULL;
    if (!end && !(s->output_ended && s->pending_length > 0))
        return NULL;
    size_t length = end ? (size_t)(end - begin) : s->pending_length;
    size_t consumed = end ? length + 1 : length;
    if (length > 0 && begin[length - 1] == '\r')
        length--;
    char *line = grow(NULL, length + 1);
    memcpy(line, begin, length);
    line[length] = '\0';
    s->pending_start += consumed;
    s->pending_length -= consumed;
    if (s->pending_length == 0)
        s->pending_start = 0;
    return line;
}

static bool output_exhausted(const Gui *s) {
    return s->output_ended && s->pending_length == 0;
}

/* The line the engine prints first in protocol mode, naming itself (as stockfish does). */
static bool is_greeting(const char *line) {
    return starts_with(line, "Tessera ") && strstr(line, " by the Tessera developers");
}

/* The next whole line; the greeting, when it is the engine's first line, is kept aside in
 * s->greeting rather than returned, as a GUI would, so scripts see the answers only. */
static char *next_line(Gui *s, long long deadline) {
    if (!s->started || s->from_engine < 0) {
        fail(s, "no engine running");
        return NULL;
    }
    for (;;) {
        char *line = take_line(s);
        if (line && !s->first_line_read) {
            s->first_line_read = true;
            if (is_greeting(line)) {
                snprintf(s->greeting, sizeof s->greeting, "%s", line);
                free(line);
                continue;
            }
        }
        if (line)
            return line;
        if (output_exhausted(s)) {
            if (!s->error[0]) /* keep the reason reading stopped, if there was one */
                fail(s, "engine output ended");
            return NULL;
        }
        int left = remaining_ms(deadline);
        if (left == 0) {
            fail(s, "timed out waiting for engine output");
            return NULL;
        }
        read_some(s, left);
    }
}

const char *gui_read_line(Gui *s, int timeout_ms) {
    lines_clear(&s->lines);
    s->error[0] = '\0';
    char *line = next_line(s, monotonic_ms() + timeout_ms);
    if (line)
        lines_push(&s->lines, line);
    return line;
}

const GuiLines *gui_collect_until(Gui *s, const char *prefix, int timeout_ms) {
    long long deadline = monotonic_ms() + timeout_ms;
    lines_clear(&s->lines);
    s->error[0] = '\0';
    for (;;) {
        char *line = next_line(s, deadline);
        if (!line)
            return !prefix && output_exhausted(s) ? &s->lines : NULL;
        lines_push(&s->lines, line);
        if (prefix && starts_with(line, prefix))
            return &s->lines;
    }
}

const char *gui_wait_for(Gui *s, const char *prefix, int timeout_ms) {
    const GuiLines *lines = gui_collect_until(s, prefix, timeout_ms);
    return lines ? lines->items[lines->count - 1] : NULL;
}

const GuiLines *gui_collect_for(Gui *s, int duration_ms) {
    long long deadline = monotonic_ms() + duration_ms;
    lines_clear(&s->lines);
    char *line;
    while ((line = next_line(s, deadline)) != NULL)
        lines_push(&s->lines, line);
    return &s->lines;
}

/* ---- writing ------------------------------------------------------------------------- */

/* Waits until the engine can take more input, reading its output meanwhile. */
static void wait_writable(Gui *s, int timeout_ms) {
    struct pollfd fds[2] = {
        {.fd = s->to_engine, .events = POLLOUT},
        {.fd = s->output_ended ? -1 : s->from_engine, .events = POLLIN},
    };
    if (poll(fds, 2, timeout_ms) > 0 && fds[1].revents)
        drain(s);
}

bool gui_send_bytes(Gui *s, const void *data, size_t size) {
    if (!s->started || s->to_engine < 0) {
        fail(s, "engine input is closed");
        return false;
    }
    const char *next = data;
    long long deadline = monotonic_ms() + SEND_TIMEOUT_MS;
    while (size > 0) {
        ssize_t written = write(s->to_engine, next, size);
        if (written > 0) {
            next += written;
            size -= (size_t)written;
            continue;
        }
        if (written < 0 && errno != EAGAIN && errno != EINTR) {
            fail(s, "cannot write to engine: %s", strerror(errno));
            return false;
        }
        if (remaining_ms(deadline) == 0) {
            fail(s, "timed out writing to engine (it stopped reading)");
            return false;
        }
        wait_writable(s, remaining_ms(deadline));
    }
    return true;
}

bool gui_send(Gui *s, const char *line) {
    return gui_send_bytes(s, line, strlen(line)) && gui_send_bytes(s, "\n", 1);
}

void gui_close_input(Gui *s) {
    if (s->started && s->to_engine >= 0) {
        close(s->to_engine);
        s->to_engine = -1;
    }
}

const GuiLines *gui_ask(Gui *s, const char *command, int timeout_ms) {
    if (!gui_send(s, command) || !gui_send(s, "isready"))
        return NULL;
    return gui_collect_until(s, "readyok", timeout_ms);
}

/* ---- ending -------------------------------------------------------------------------- */

GuiState gui_wait_exit(Gui *s, int timeout_ms) {
    long long deadline = monotonic_ms() + timeout_ms;
    while (gui_alive(s)) {
        int left = remaining_ms(deadline);
        if (left == 0)
            return GUI_RUNNING;
        int slice = left < 10 ? left : 10;
        if (s->output_ended)
            sleep_ms(slice);
        else
            read_some(s, slice);
    }
    return s->state;
}

void gui_close(Gui *s) {
    if (!s->started)
        return;
    if (s->to_engine >= 0 && gui_alive(s)) {
        ssize_t ignored = write(s->to_engine, "quit\n", 5);
        (void)ignored;
    }
    gui_close_input(s);
    if (gui_wait_exit(s, CLOSE_GRACE_MS) == GUI_RUNNING) {
        kill(s->pid, SIGKILL);
        reap_blocking(s);
    }
    close(s->from_engine);
    s->from_engine = -1;
    free(s->pending);
    s->pending = NULL;
    s->pending_start = s->pending_length = s->pending_capacity = 0;
    lines_free(&s->lines);
    free(s->text);
    s->text = NULL;
    s->started = false;
}

const GuiLines *gui_run(Gui *s, const char *const args[], const char *script, int timeout_ms) {
    long long deadline = monotonic_ms() + timeout_ms;
    if (!gui_start(s, args))
        return NULL;
    size_t length = script ? strlen(script) : 0;
    if (length > 0 && !gui_send_bytes(s, script, length))
        return NULL;
    if (length > 0 && script[length - 1] != '\n' && !gui_send_bytes(s, "\n", 1))
        return NULL;
    gui_close_input(s);
    const GuiLines *lines = gui_collect_until(s, NULL, remaining_ms(deadline));
    if (!lines)
        return NULL;
    if (gui_wait_exit(s, remaining_ms(deadline)) == GUI_RUNNING) {
        fail(s, "engine closed its output but did not exit");
        return NULL;
    }
    return lines;
}

/* ---- inspecting ---------------------------------------------------------------------- */

const char *gui_text(Gui *s) {
    free(s->text);
    size_t size = 0;
    for (size_t i = 0; i < s->lines.count; i++)
        size += strlen(s->lines.items[i]) + 1;
    size_t limit = size < TEXT_LIMIT ? size : TEXT_LIMIT;
    s->text = grow(NULL, limit + 64);
    size_t used = 0;
    for (size_t i = 0; i < s->lines.count && used < limit; i++)
        used += (size_t)snprintf(s->text + used, limit + 1 - used, "%s\n", s->lines.items[i]);
    if (used > limit)
        used = limit;
    s->text[used] = '\0';
    if (size > limit)
        snprintf(s->text + used, 64, "... (%zu more bytes)\n", size - limit);
    if (size == 0)
        snprintf(s->text, 64, "(no output)\n");
    return s->text;
}

const char *gui_error(const Gui *s) {
    return s->error[0] ? s->error : "no error";
}

size_t gui_count(const GuiLines *lines, const char *prefix) {
    size_t count = 0;
    for (size_t i = 0; lines && i < lines->count; i++)
        count += starts_with(lines->items[i], prefix);
    return count;
}

const char *gui_find(const GuiLines *lines, const char *prefix) {
    for (size_t i = 0; lines && i < lines->count; i++) {
        if (starts_with(lines->items[i], prefix))
            return lines->items[i];
    }
    return NULL;
}
