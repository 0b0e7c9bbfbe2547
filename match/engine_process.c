/*
 * engine_process.c - child engine processes: spawn, line I/O with deadlines, handshake,
 * searches, shutdown, and telling a crash from a disconnect from a stall.
 *
 * The child gets our pipes as stdin/stdout, keeps our stderr and nothing else (every other
 * descriptor is closed in the child, so engines started by concurrent games never hold each
 * other's pipes open and a crash is seen as end of file at once). SIGPIPE is ignored
 * process-wide: a write to a dead engine must be an error value, not our death. Both pipe
 * ends we hold are non-blocking, so neither a silent engine nor one that stops reading its
 * input (its pipe fills up) can hold us past a deadline.
 */
#define _GNU_SOURCE
#include "engine_process.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/wait.h>
#include <unistd.h>

#include "src/monotonic.h"

enum {
    READ_CHUNK = 4096,
    MAX_LINE_BYTES = 1 << 20, /* longer engine lines are dropped */
    MAX_ARGV = MAX_ENGINE_ARGS + 32,
    STOP_GRACE_MS = 1000, /* after `stop`, a working engine answers in a few ms */
    QUIT_GRACE_MS = 1000, /* after `quit`, before the process is killed */
    REAP_WAIT_MS = 500,   /* after end of file, for the process to become reapable */
    REAP_POLL_MS = 5,
};

/* ---- process ----------------------------------------------------------------------------- */

/* Splits cmd on blanks and appends the arg= values; argv points into storage. */
static int build_argv(const EngineConfig *config, char *storage, char *argv[MAX_ARGV]) {
    int argc = 0;
    char *rest;
    strcpy(storage, config->cmd);
    for (char *word = strtok_r(storage, " \t", &rest);
         word && argc < MAX_ARGV - MAX_ENGINE_ARGS - 1; word = strtok_r(NULL, " \t", &rest))
        argv[argc++] = word;
    for (int i = 0; i < config->arg_count; i++)
        argv[argc++] = (char *)config->args[i];
    argv[argc] = NULL;
    return argc;
}

static int spawn_child(const EngineConfig *config, int stdin_fd, int stdout_fd, pid_t *pid) {
    char storage[MAX_PATH_TEXT];
    char *argv[MAX_ARGV];
    if (build_argv(config, storage, argv) == 0)
        return EINVAL;
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, stdin_fd, STDIN_FILENO);
    posix_spawn_file_actions_adddup2(&actions, stdout_fd, STDOUT_FILENO);
    posix_spawn_file_actions_addclosefrom_np(&actions, STDERR_FILENO + 1);
    if (config->dir[0])
        posix_spawn_file_actions_addchdir_np(&actions, config->dir);
    /* A process group of its own, so a Ctrl-C at the terminal reaches the match runner alone
     * (which reports and ends the match), and no signal blocked in the runner's threads
     * stays blocked in the engine. */
    posix_spawnattr_t attributes;
    posix_spawnattr_init(&attributes);
    sigset_t none;
    sigemptyset(&none);
    posix_spawnattr_setsigmask(&attributes, &none);
    posix_spawnattr_setpgroup(&attributes, 0);
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP);
    int status = posix_spawnp(pid, argv[0], &actions, &attributes, argv, environ);
    posix_spawnattr_destroy(&attributes);
    posix_spawn_file_actions_destroy(&actions);
    return status;
}

static bool spawn_process(EngineProcess *engine, char *error, size_t error_size) {
    int to_child[2], from_child[2];
    if (pipe(to_child) != 0) {
        snprintf(error, error_size, "pipe: %s", strerror(errno));
        return false;
    }
    if (pipe(from_child) != 0) {
        snprintf(error, error_size, "pipe: %s", strerror(errno));
        close(to_child[0]);
        close(to_child[1]);
        return false;
    }
    signal(SIGPIPE, SIG_IGN);
    int status = spawn_child(engine->config, to_child[0], from_child[1], &engine->pid);
    close(to_child[0]);
    close(from_child[1]);
    if (status != 0) {
        snprintf(error, error_size, "cannot run '%s': %s", engine->config->cmd, strerror(status));
        close(to_child[1]);
        close(from_child[0]);
        engine->pid = 0;
        return false;
    }
    engine->to_engine = to_child[1];
    engine->from_engine = from_child[0];
    fcntl(engine->from_engine, F_SETFL, fcntl(engine->from_engine, F_GETFL) | O_NONBLOCK);
    fcntl(engine->to_engine, F_SETFL, fcntl(engine->to_engine, F_GETFL) | O_NONBLOCK);
    return true;
}

static bool try_reap(EngineProcess *engine) {
    if (engine->reaped || engine->pid == 0)
        return engine->reaped;
    pid_t done = waitpid(engine->pid, &engine->wait_status, WNOHANG);
    if (done == engine->pid)
        engine->reaped = true;
    return engine->reaped;
}

/* The engine's output closed or its input broke: it crashed if the process is gone. */
static void note_gone(EngineProcess *engine) {
    if (engine->fault != FAULT_NONE)
        return;
    int64_t until = monotonic_ms() + REAP_WAIT_MS;
    while (!try_reap(engine) && monotonic_ms() < until)
        usleep(REAP_POLL_MS * 1000);
    engine->fault = engine->reaped ? FAULT_CRASH : FAULT_DISCONNECT;
}

/* ---- lines ------------------------------------------------------------------------------- */

/* poll()'s timeout for an absolute deadline (monotonic_ms): 0 once it has passed, else the
 * milliseconds left (capped, poll takes an int; the callers loop). Every wait has one. */
static int poll_timeout(int64_t deadline) {
    int64_t left = deadline - monotonic_ms();
    return left <= 0 ? 0 : left > 1000000 ? 1000000 : (int)left;
}

/* Waits until fd takes more bytes, or deadline passes (false). */
static bool wait_writable(int fd, int64_t deadline) {
    for (;;) {
        int timeout = poll_timeout(deadline);
        if (timeout == 0)
            return false;
        struct pollfd pfd = {.fd = fd, .events = POLLOUT};
        int ready = poll(&pfd, 1, timeout);
        if (ready > 0)
            return true; /* writable, or an error the next write reports */
        if (ready < 0 && errno != EINTR)
            return false;
    }
}

/* Writes all length bytes to the non-blocking fd, waiting for room until deadline. */
static bool write_all(int fd, const char *text, size_t length, int64_t deadline) {
    size_t written = 0;
    while (written < length) {
        ssize_t n = write(fd, text + written, length - written);
        if (n > 0)
            written += (size_t)n;
        else if (n < 0 && (errno == EINTR || (errno == EAGAIN && wait_writable(fd, deadline))))
            continue;
        else
            return false;
    }
    return true;
}

static void debug_line(const EngineProcess *engine, char direction, const char *line) {
    if (engine->debug)
        fprintf(stderr, "%c %s(%d): %s\n", direction, engine->config->name, (int)engine->pid, line);
}

bool process_send(EngineProcess *engine, const char *line) {
    if (engine->pid == 0 || engine->fault != FAULT_NONE)
        return false;
    debug_line(engine, '>', line);
    size_t length = strlen(line);
    char *text = malloc(length + 1);
    if (!text)
        abort();
    memcpy(text, line, length);
    text[length] = '\n';
    bool sent =
        write_all(engine->to_engine, text, length + 1, monotonic_ms() + engine->send_timeout_ms);
    free(text);
    if (!sent)
        note_gone(engine);
    return sent;
}

/* Returns a complete line from the buffer, or NULL. */
static char *take_line(EngineProcess *engine) {
    char *begin = engine->buffer + engine->start;
    char *newline = memchr(begin, '\n', engine->length);
    if (!newline)
        return NULL;
    *newline = '\0';
    size_t used = (size_t)(newline - begin) + 1;
    engine->start += used;
    engine->length -= used;
    if (newline > begin && newline[-1] == '\r')
        newline[-1] = '\0';
    return begin;
}

static void make_room(EngineProcess *engine) {
    if (engine->start > 0) {
        memmove(engine->buffer, engine->buffer + engine->start, engine->length);
        engine->start = 0;
    }
    if (engine->length >= MAX_LINE_BYTES)
        engine->length = 0; /* a line this long is garbage: drop it */
    if (engine->capacity - engine->length < READ_CHUNK) {
        engine->capacity = engine->capacity ? engine->capacity * 2 : 2 * READ_CHUNK;
        engine->buffer = realloc(engine->buffer, engine->capacity);
        if (!engine->buffer)
            abort();
    }
}

/* Waits until deadline (absolute, monotonic_ms) for bytes; reads them. */
static LineStatus fill_buffer(EngineProcess *engine, int64_t deadline) {
    make_room(engine);
    for (;;) {
        int timeout = poll_timeout(deadline);
        if (timeout == 0)
            return LINE_TIMEOUT;
        struct pollfd pfd = {.fd = engine->from_engine, .events = POLLIN};
        int ready = poll(&pfd, 1, timeout);
        if (ready < 0 && errno == EINTR)
            continue;
        if (ready == 0)
            continue;
        ssize_t n = read(engine->from_engine, engine->buffer + engine->length,
                         engine->capacity - engine->length);
        if (n < 0 && (errno == EINTR || errno == EAGAIN))
            continue;
        if (n <= 0)
            return LINE_CLOSED;
        engine->length += (size_t)n;
        return LINE_READY;
    }
}

LineStatus process_read_line(EngineProcess *engine, int64_t deadline, char **line) {
    for (;;) {
        if (engine->buffer && (*line = take_line(engine)) != NULL) {
            debug_line(engine, '<', *line);
            return LINE_READY;
        }
        if (engine->pid == 0 || engine->fault != FAULT_NONE)
            return LINE_CLOSED;
        LineStatus status = fill_buffer(engine, deadline);
        if (status == LINE_CLOSED)
            note_gone(engine);
        if (status != LINE_READY)
            return status;
    }
}

/* Reads lines until one starts with the word `expected`; NULL on fault (which is set). */
static char *wait_for(EngineProcess *engine, const char *expected, int64_t deadline) {
    size_t length = strlen(expected);
    char *line;
    for (;;) {
        LineStatus status = process_read_line(engine, deadline, &line);
        if (status == LINE_TIMEOUT && engine->fault == FAULT_NONE)
            engine->fault = FAULT_STALL;
        if (status != LINE_READY)
            return NULL;
        if (strncmp(line, expected, length) == 0 && (line[length] == '\0' || line[length] == ' '))
            return line;
    }
}

/* ---- handshake --------------------------------------------------------------------------- */

static void note_variants(EngineProcess *engine, const char *line) {
    const char *var = line;
    while ((var = strstr(var, " var ")) != NULL) {
        var += 5;
        size_t length = strcspn(var, " ");
        size_t used = strlen(engine->variants);
        if (used + length + 2 < MAX_VARIANT_LIST)
            snprintf(engine->variants + used, MAX_VARIANT_LIST - used, "%.*s ", (int)length, var);
    }
}

/* `option name <name words> type <type> ...`: remembers the name (and UCI_Variant's vars). */
static void note_option(EngineProcess *engine, const char *line) {
    const char *name = strstr(line, " name ");
    const char *type = strstr(line, " type ");
    if (!name || !type || type < name || engine->option_count == MAX_LISTED_OPTIONS)
        return;
    name += 6;
    size_t length = (size_t)(type - name);
    if (length == 0 || length >= MAX_NAME_TEXT)
        return;
    char *slot = engine->options[engine->option_count++];
    memcpy(slot, name, length);
    slot[length] = '\0';
    if (strcasecmp(slot, "UCI_Variant") == 0)
        note_variants(engine, type);
}

void process_note_handshake_line(EngineProcess *engine, const char *line) {
    if (strncmp(line, "id name ", 8) == 0)
        snprintf(engine->id_name, sizeof engine->id_name, "%s", line + 8);
    else if (strncmp(line, "option ", 7) == 0)
        note_option(engine, line);
}

static bool handshake(EngineProcess *engine, int64_t timeout_ms) {
    if (!process_send(engine, "uci"))
        return false;
    int64_t deadline = monotonic_ms() + timeout_ms;
    char *line;
    for (;;) {
        LineStatus status = process_read_line(engine, deadline, &line);
        if (status == LINE_TIMEOUT)
            engine->fault = FAULT_STALL;
        if (status != LINE_READY)
            return false;
        if (strcmp(line, "uciok") == 0)
            return true;
        process_note_handshake_line(engine, line);
    }
}

static const char *fault_word(EngineFault fault) {
    static const char *const WORDS[] = {"ok", "crashed", "disconnected", "stalled"};
    return WORDS[fault];
}

bool process_spawn(EngineProcess *engine, const EngineConfig *config, int64_t timeout_ms,
                   bool debug, char *error, size_t error_size) {
    memset(engine, 0, sizeof *engine);
    engine->config = config;
    engine->debug = debug;
    engine->send_timeout_ms = timeout_ms;
    engine->to_engine = engine->from_engine = -1;
    return spawn_process(engine, error, error_size);
}

bool process_start(EngineProcess *engine, const EngineConfig *config, int64_t timeout_ms,
                   bool debug, char *error, size_t error_size) {
    if (!process_spawn(engine, config, timeout_ms, debug, error, error_size))
        return false;
    bool ready = handshake(engine, timeout_ms);
    for (int i = 0; ready && i < config->option_count; i++)
        ready = process_set_option(engine, config->options[i].name, config->options[i].value);
    if (ready && process_sync(engine, timeout_ms) == FAULT_NONE)
        return true;
    char exit_text[64];
    process_describe_exit(engine, exit_text, sizeof exit_text);
    snprintf(error, error_size, "engine '%s' %s during startup (%s)", config->name,
             fault_word(engine->fault), exit_text);
    process_quit(engine);
    return false;
}

bool process_set_option(EngineProcess *engine, const char *name, const char *value) {
    char line[MAX_NAME_TEXT + MAX_VALUE_TEXT + 32];
    snprintf(line, sizeof line, "setoption name %s value %s", name, value);
    return process_send(engine, line);
}

EngineFault process_sync(EngineProcess *engine, int64_t timeout_ms) {
    if (process_send(engine, "isready"))
        wait_for(engine, "readyok", monotonic_ms() + timeout_ms);
    return engine->fault;
}

/* ---- search ------------------------------------------------------------------------------ */

/* Remembers depth and score from an `info` line. */
static void note_info(const char *line, SearchReply *reply) {
    const char *depth = strstr(line, " depth ");
    if (depth)
        reply->depth = atoi(depth + 7);
    const char *score = strstr(line, " score ");
    if (!score)
        return;
    score += 7;
    if (strncmp(score, "cp ", 3) == 0 || strncmp(score, "mate ", 5) == 0) {
        reply->mate = score[0] == 'm';
        reply->score = atoi(score + (reply->mate ? 5 : 3));
        reply->has_score = true;
    }
}

/* `info string error: ...` is how an engine reports a command it rejected (PROTOCOL.md). */
static bool is_error_report(const char *line) {
    return strncmp(line, "info string error", 17) == 0;
}

/* Reads until bestmove (true) or the deadline / a fault (false). After an error report the
 * engine may never answer (a rejected `go` starts no search), so from then on it has at most
 * stall_ms left, however long its clock. */
static bool read_until_bestmove(EngineProcess *engine, int64_t deadline, int64_t stall_ms,
                                SearchReply *reply) {
    char *line;
    while (process_read_line(engine, deadline, &line) == LINE_READY) {
        if (is_error_report(line)) {
            int64_t stall_deadline = monotonic_ms() + stall_ms;
            deadline = stall_deadline < deadline ? stall_deadline : deadline;
        } else if (strncmp(line, "info ", 5) == 0) {
            note_info(line, reply);
        } else if (strncmp(line, "bestmove", 8) == 0 && (line[8] == ' ' || !line[8])) {
            const char *move = line + 8;
            move += strspn(move, " ");
            snprintf(reply->move, sizeof reply->move, "%.*s", (int)strcspn(move, " "), move);
            return true;
        }
    }
    return false;
}

EngineFault process_search(EngineProcess *engine, const char *position, const char *go,
                           int64_t allowance_ms, int64_t stall_ms, SearchReply *reply) {
    memset(reply, 0, sizeof *reply);
    if (!process_send(engine, position) || !process_send(engine, go))
        return engine->fault;
    int64_t start = monotonic_ms();
    int64_t deadline = start + (allowance_ms >= 0 ? allowance_ms : stall_ms);
    bool answered = read_until_bestmove(engine, deadline, stall_ms, reply);
    if (!answered && engine->fault == FAULT_NONE) {
        reply->stopped = monotonic_ms() >= deadline;
        if (process_send(engine, "stop"))
            answered = read_until_bestmove(engine, monotonic_ms() + STOP_GRACE_MS, stall_ms, reply);
        if (!answered && engine->fault == FAULT_NONE)
            engine->fault = FAULT_STALL;
    }
    reply->elapsed_ms = monotonic_ms() - start;
    return engine->fault;
}

/* ---- shutdown ---------------------------------------------------------------------------- */

static void close_fd(int *fd) {
    if (*fd >= 0)
        close(*fd);
    *fd = -1;
}

void process_quit(EngineProcess *engine) {
    if (engine->pid != 0 && !engine->reaped) {
        if (engine->fault == FAULT_NONE) {
            process_send(engine, "quit");
            close_fd(&engine->to_engine);
            int64_t until = monotonic_ms() + QUIT_GRACE_MS;
            while (!try_reap(engine) && monotonic_ms() < until)
                usleep(REAP_POLL_MS * 1000);
        }
        if (!engine->reaped) {
            kill(engine->pid, SIGKILL);
            while (waitpid(engine->pid, &engine->wait_status, 0) < 0 && errno == EINTR)
                continue;
            engine->reaped = true;
        }
    }
    close_fd(&engine->to_engine);
    close_fd(&engine->from_engine);
    free(engine->buffer);
    engine->buffer = NULL;
    engine->start = engine->length = engine->capacity = 0;
    engine->pid = 0;
}

bool process_is_running(const EngineProcess *engine) {
    return engine->pid != 0 && engine->fault == FAULT_NONE;
}

bool process_lists_option(const EngineProcess *engine, const char *name) {
    for (int i = 0; i < engine->option_count; i++)
        if (strcasecmp(engine->options[i], name) == 0)
            return true;
    return false;
}

bool process_lists_variant(const EngineProcess *engine, const char *variant) {
    if (!process_lists_option(engine, "UCI_Variant"))
        return false;
    if (!engine->variants[0])
        return true;
    size_t length = strlen(variant);
    for (const char *at = engine->variants; *at; at += strcspn(at, " ") + 1)
        if (strncasecmp(at, variant, length) == 0 && at[length] == ' ')
            return true;
    return false;
}

void process_describe_exit(const EngineProcess *engine, char *text, size_t size) {
    if (!engine->reaped)
        snprintf(text, size, "still running");
    else if (WIFEXITED(engine->wait_status))
        snprintf(text, size, "exit status %d", WEXITSTATUS(engine->wait_status));
    else if (WIFSIGNALED(engine->wait_status))
        snprintf(text, size, "signal %d", WTERMSIG(engine->wait_status));
    else
        snprintf(text, size, "unknown exit");
}
