/*
 * engine_process.h - one engine program run as a child process, spoken to over pipes.
 *
 * Owns the process and its pipes: spawning (with working directory and arguments), the
 * `uci`/`uciok` handshake (remembering the options the engine lists), `setoption`,
 * `isready`/`readyok`, one search from `position`+`go` to `bestmove` under a deadline, and
 * shutting down. Every wait has a deadline, so a hung engine costs at most its allowance plus
 * a grace period. When the engine stops working the process records why (crash,
 * disconnect, stall); the owner quits it and may start it again.
 */
#ifndef TESSERA_MATCH_ENGINE_PROCESS_H
#define TESSERA_MATCH_ENGINE_PROCESS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#include "cli.h"
#include "src/types.h"

enum {
    MAX_LISTED_OPTIONS = 128,
    MAX_VARIANT_LIST = 1024,
};

typedef enum EngineFault {
    FAULT_NONE,
    FAULT_CRASH,      /* the process ended */
    FAULT_DISCONNECT, /* its output closed or it stopped reading input, yet the process lives */
    FAULT_STALL,      /* no answer in time, not even after `stop` */
} EngineFault;

typedef struct EngineProcess {
    const EngineConfig *config;
    bool debug;              /* echo every line sent and received to stderr */
    int64_t send_timeout_ms; /* how long a line may wait for the engine to read its input */
    pid_t pid;               /* 0 when no process */
    int to_engine, from_engine;
    char *buffer; /* bytes read but not yet returned as lines */
    size_t start, length, capacity;
    EngineFault fault;
    int wait_status; /* waitpid status once the process is reaped */
    bool reaped;
    char id_name[MAX_VALUE_TEXT];
    char options[MAX_LISTED_OPTIONS][MAX_NAME_TEXT];
    int option_count;
    char variants[MAX_VARIANT_LIST]; /* `var` values of UCI_Variant, space separated */
} EngineProcess;

/* How a wait for one line of the engine ended. */
typedef enum LineStatus {
    LINE_READY,
    LINE_TIMEOUT,
    LINE_CLOSED, /* the engine is gone (its fault says how) */
} LineStatus;

/* What one search produced. */
typedef struct SearchReply {
    char move[MAX_MOVE_TEXT]; /* the bestmove token, possibly not a legal move */
    bool has_score, mate;
    int score; /* centipawns, or moves to mate (negative: getting mated) when mate */
    int depth;
    int64_t elapsed_ms;
    bool stopped; /* the clock's deadline passed and the runner had to send `stop` */
} SearchReply;

/* Spawns the engine and completes uci/uciok, the configured options and isready/readyok,
 * each within timeout_ms, which also bounds every later line sent to it. On failure the
 * process is already shut down and error says why. */
bool process_start(EngineProcess *engine, const EngineConfig *config, int64_t timeout_ms,
                   bool debug, char *error, size_t error_size);

/* Spawns the engine and nothing more: no handshake (the compliance checker does its own).
 * timeout_ms bounds every later line sent to it. False with error when it cannot run. */
bool process_spawn(EngineProcess *engine, const EngineConfig *config, int64_t timeout_ms,
                   bool debug, char *error, size_t error_size);

/* Waits until deadline (monotonic_ms) for the engine's next line; *line points into the
 * engine's buffer and stays valid until the next read. A closed pipe records the fault. */
LineStatus process_read_line(EngineProcess *engine, int64_t deadline, char **line);

/* Remembers what a line before `uciok` tells: `id name`, the `option` names (and the games
 * UCI_Variant lists). Other lines are ignored. */
void process_note_handshake_line(EngineProcess *engine, const char *line);

/* Sends one line (newline added); false when the engine is gone or has not read its input
 * within the send timeout (fault set). */
bool process_send(EngineProcess *engine, const char *line);

/* `setoption name <name> value <value>`. */
bool process_set_option(EngineProcess *engine, const char *name, const char *value);

/* isready -> readyok within timeout_ms. */
EngineFault process_sync(EngineProcess *engine, int64_t timeout_ms);

/* Sends position and go and waits for bestmove for allowance_ms (-1 = the move is not timed:
 * stall_ms). Past that it sends `stop` and waits a short grace: a bestmove then comes back
 * with reply->stopped set (the caller decides whether that is a time forfeit), silence is a
 * stall. An engine that reports an error (`info string error ...`, say a rejected `go`) is
 * waited for at most stall_ms more before the same `stop` and grace; a bestmove after that
 * stop is an answer in time. Returns the fault, FAULT_NONE when a bestmove arrived. */
EngineFault process_search(EngineProcess *engine, const char *position, const char *go,
                           int64_t allowance_ms, int64_t stall_ms, SearchReply *reply);

/* Asks the engine to quit, kills it if it does not, reaps it and frees everything. */
void process_quit(EngineProcess *engine);

bool process_is_running(const EngineProcess *engine);
bool process_lists_option(const EngineProcess *engine, const char *name);
bool process_lists_variant(const EngineProcess *engine, const char *variant);

/* "exit status 3", "signal 11", "still running" for reports. */
void process_describe_exit(const EngineProcess *engine, char *text, size_t size);

#endif
