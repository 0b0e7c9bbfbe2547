/*
 * test_liveness.c - "no command sequence can hang the engine", checked as a property: random
 * command sequences from a fixed seed, through the real binary on pipes, over every game
 * (Wall Go with 2, 3 and 4 players), for at least LIVENESS_SECONDS. The commands mix
 * searches of every kind (also ones with no practical end: bare go, infinite, ponder, depth
 * 127, huge movetime and node counts, clocks missing for the side to move), ponderhit, stop,
 * perft and bench at any depth, option changes, game switches, positions from the engine's
 * own `d`, read-only commands and bad input. What must hold:
 *
 *   - after every command, `isready` is answered within PROMPT_MS;
 *   - a go gets at most one bestmove, and after `stop` (or quit, or the end of input) every
 *     accepted go has had exactly one;
 *   - `quit` and the end of input end the engine within PROMPT_MS, with exit status 0.
 *
 * TESSERA_LIVENESS_SECONDS sets a longer run; TESSERA_LIVENESS_SEED another sequence.
 */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <criterion/logging.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/support/gui.h"
#include "src/monotonic.h"

#if defined(__SANITIZE_ADDRESS__)
#define PROMPT_MS 10000 /* every thread runs several times slower, and exit checks for leaks */
#else
#define PROMPT_MS 1000
#endif

enum {
    LIVENESS_SECONDS = 32,
    DEFAULT_SEED = 17,
    MAX_LEGAL = 8192,
    MAX_HISTORY = 64, /* moves played from the base position before it is reset */
    MAX_COMMAND = 1 << 16,
};

/* ---- the random generator ---------------------------------------------------------------- */

static uint64_t random_state;

static uint64_t next_random(void) {
    uint64_t z = (random_state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static int below(int n) {
    return (int)(next_random() % (uint64_t)n);
}

static bool chance(int percent) {
    return below(100) < percent;
}

/* Mostly small numbers, sometimes the largest the engine accepts. */
static long long skewed(long long small_max, long long huge) {
    return chance(85) ? 1 + below((int)small_max) : huge;
}

/* ---- what the test knows of the engine ------------------------------------------------------ */

typedef struct Tracker {
    Gui *engine;
    char base[4200];               /* "startpos" or "fen <string>" */
    char history[MAX_HISTORY][32]; /* moves played from base */
    int history_count;
    char *legal[MAX_LEGAL]; /* the legal moves now, pointing into legal_text */
    int legal_count;
    char legal_text[MAX_COMMAND];
    long accepted_gos, bestmoves, commands;
} Tracker;

static const char *const GAMES[] = {"chess", "voidchess", "wallchess", "wallgo", "wallrunner"};
#define GAME_COUNT (int)(sizeof GAMES / sizeof *GAMES)

/* Sends command and isready; every line up to the readyok, which must come promptly. */
static const GuiLines *exchange(Tracker *t, const char *command) {
    t->commands++;
    const GuiLines *out = gui_ask(t->engine, command, PROMPT_MS);
    cr_assert(out, "command %ld '%.200s': no readyok within %d ms (%s); got:\n%s", t->commands,
              command, PROMPT_MS, gui_error(t->engine), gui_text(t->engine));
    long bestmoves = (long)gui_count(out, "bestmove");
    bool is_search = strncmp(command, "go", 2) == 0 && strncmp(command, "go perft", 8) != 0 &&
                     (command[2] == ' ' || command[2] == '\0');
    if (is_search && !gui_find(out, "info string error"))
        t->accepted_gos++;
    t->bestmoves += bestmoves;
    cr_assert_leq(t->bestmoves, t->accepted_gos, "after '%.200s': %ld bestmoves for %ld go",
                  command, t->bestmoves, t->accepted_gos);
    return out;
}

static void refresh_legal(Tracker *t) {
    const char *line = gui_find(exchange(t, "legal"), "legal");
    cr_assert(line, "no answer to legal; got:\n%s", gui_text(t->engine));
    snprintf(t->legal_text, sizeof t->legal_text, "%s", line);
    t->legal_count = 0;
    char *save = NULL;
    strtok_r(t->legal_text, " ", &save); /* the word "legal" */
    for (char *move = strtok_r(NULL, " ", &save); move && t->legal_count < MAX_LEGAL;
         move = strtok_r(NULL, " ", &save))
        t->legal[t->legal_count++] = move;
}

static void reset_tracking(Tracker *t) {
    snprintf(t->base, sizeof t->base, "startpos");
    t->history_count = 0;
    refresh_legal(t);
}

static const char *random_legal(const Tracker *t) {
    return t->legal_count ? t->legal[below(t->legal_count)] : "0000";
}

/* ---- commands ----------------------------------------------------------------------------- */

static void add_clock(char *command, size_t size, const char *name) {
    size_t used = strlen(command);
    long long ms = chance(10) ? -below(1000) : chance(10) ? 1000000000 : below(20000);
    snprintf(command + used, size - used, " %s %lld", name, ms);
}

static void search_command(Tracker *t, char *command, size_t size) {
    static const char *const CLOCKS[] = {"wtime", "btime", "ctime", "dtime",
                                         "winc",  "binc",  "cinc",  "dinc"};
    switch (below(9)) {
        case 0:
            snprintf(command, size, "go");
            break;
        case 1:
            snprintf(command, size, "go infinite");
            break;
        case 2:
            snprintf(command, size, "go ponder");
            break;
        case 3:
            snprintf(command, size, "go depth %lld", skewed(6, 127));
            break;
        case 4:
            snprintf(command, size, "go nodes %lld", skewed(20000, INT64_MAX));
            break;
        case 5:
            snprintf(command, size, "go movetime %lld", skewed(50, 1000000000));
            break;
        case 6:
            snprintf(command, size, "go mate %lld", skewed(3, 63));
            break;
        case 7:
            snprintf(command, size, "go%s", chance(20) ? " ponder" : "");
            for (int i = 0; i < 8; i++)
                if (chance(40))
                    add_clock(command, size, CLOCKS[i]);
            break;
        default:
            snprintf(command, size, "go %s searchmoves %s %s", chance(50) ? "infinite" : "depth 3",
                     random_legal(t), random_legal(t));
    }
}

static void option_command(char *command, size_t size) {
    switch (below(10)) {
        case 0:
            snprintf(command, size, "setoption name Threads value %d", 1 + below(8));
            break;
        case 1:
            snprintf(command, size, "setoption name Hash value %d", 1 + below(64));
            break;
        case 2:
            snprintf(command, size, "setoption name MultiPV value %d", 1 + below(4));
            break;
        case 3:
            snprintf(command, size, "setoption name Skill Level value %d", below(21));
            break;
        case 4:
            snprintf(command, size, "setoption name UCI_LimitStrength value %s",
                     chance(50) ? "true" : "false");
            break;
        case 5:
            snprintf(command, size, "setoption name Move Overhead value %d", below(200));
            break;
        case 6:
            snprintf(command, size, "setoption name OwnBook value %s",
                     chance(50) ? "true" : "false");
            break;
        case 7:
            snprintf(command, size, "setoption name Clear Hash");
            break;
        case 8:
            snprintf(command, size, "setoption name Ponder value true");
            break;
        default:
            snprintf(command, size, "setoption name Players value %d", 2 + below(3));
    }
}

static void job_command(char *command, size_t size) {
    if (chance(50))
        snprintf(command, size, "%sperft %lld", chance(50) ? "go " : "", skewed(3, 20));
    else
        snprintf(command, size, "bench %lld %d %d %s", chance(50) ? skewed(2, 127) : 0,
                 1 + below(4), 1 + below(16), chance(20) ? "all" : GAMES[below(GAME_COUNT)]);
}

static void bad_command(char *command, size_t size) {
    static const char *const BAD[] = {
        "go depth x",
        "go wtime",
        "position fen nonsense",
        "position startpos moves z9",
        "setoption name Hash value 0",
        "perft 0",
        "bench 1 0",
        "frobnicate",
        "go movetime -5",
        "setoption name",
        "position",
        "go searchmoves e9e9",
    };
    if (chance(70)) {
        snprintf(command, size, "%s", BAD[below((int)(sizeof BAD / sizeof *BAD))]);
        return;
    }
    int length = 1 + below(40);
    for (int i = 0; i < length && (size_t)i + 1 < size; i++)
        command[i] = (char)(33 + below(94));
    command[length < (int)size ? length : (int)size - 1] = '\0';
}

/* position <base> moves <history> <a legal move>; when the history is full it starts again
 * from the base. With no legal move (the game is over) the move is "0000", refused. */
static void position_command(Tracker *t, char *command, size_t size) {
    if (t->history_count == MAX_HISTORY)
        t->history_count = 0;
    snprintf(t->history[t->history_count++], sizeof t->history[0], "%s", random_legal(t));
    size_t used = (size_t)snprintf(command, size, "position %s moves", t->base);
    for (int i = 0; i < t->history_count && used < size; i++)
        used += (size_t)snprintf(command + used, size - used, " %s", t->history[i]);
}

/* The engine's own position string becomes the new base: what it writes, it must read. */
static void adopt_current_position(Tracker *t) {
    const char *line = gui_find(exchange(t, "d"), "Fen: ");
    cr_assert(line, "d printed no Fen:");
    char fen[4096], command[4200];
    snprintf(fen, sizeof fen, "%s", line + 5);
    snprintf(command, sizeof command, "position fen %s", fen);
    const GuiLines *out = exchange(t, command);
    cr_assert_null(gui_find(out, "info string error"), "the engine refused its own '%s'", fen);
    snprintf(t->base, sizeof t->base, "fen %s", fen);
    t->history_count = 0;
}

/* One random step; false once the engine was told to quit or its input was closed. */
static bool random_step(Tracker *t) {
    static char command[MAX_COMMAND];
    int kind = below(100);
    bool extends_history = false;
    if (kind < 30) {
        search_command(t, command, sizeof command);
    } else if (kind < 38) {
        snprintf(command, sizeof command, chance(60) ? "stop" : "ponderhit");
    } else if (kind < 44) {
        job_command(command, sizeof command);
    } else if (kind < 56) {
        option_command(command, sizeof command);
    } else if (kind < 72) {
        position_command(t, command, sizeof command);
        extends_history = true;
    } else if (kind < 76) {
        adopt_current_position(t);
        return true;
    } else if (kind < 79) {
        snprintf(command, sizeof command, "setoption name UCI_Variant value %s",
                 GAMES[below(GAME_COUNT)]);
    } else if (kind < 81) {
        snprintf(command, sizeof command, "ucinewgame");
    } else if (kind < 89) {
        /* isready itself follows every command */
        static const char *const READ_ONLY[] = {"d", "status", "eval", "uci", "help", "legal"};
        snprintf(command, sizeof command, "%s", READ_ONLY[below(6)]);
    } else if (kind < 98) {
        bad_command(command, sizeof command);
    } else {
        return false;
    }
    const GuiLines *out = exchange(t, command);
    if (strcmp(command, "stop") == 0)
        cr_assert_eq(t->bestmoves, t->accepted_gos, "after stop: %ld bestmoves for %ld go",
                     t->bestmoves, t->accepted_gos);
    bool changes_game = strstr(command, "UCI_Variant") || strstr(command, "Players") ||
                        strcmp(command, "ucinewgame") == 0;
    if (changes_game && !gui_find(out, "info string error"))
        reset_tracking(t);
    else if (extends_history && gui_find(out, "info string error"))
        t->history_count--; /* refused: the game had ended; the position stays */
    else if (strncmp(command, "position ", 9) == 0)
        refresh_legal(t);
    return true;
}

/* Ends the engine by quit or by closing its input; it must leave promptly, having given
 * every accepted go its bestmove. */
static void end_engine(Tracker *t) {
    if (chance(50))
        cr_assert(gui_send(t->engine, "quit"));
    else
        gui_close_input(t->engine);
    const GuiLines *rest = gui_collect_until(t->engine, NULL, PROMPT_MS);
    cr_assert(rest, "the engine did not exit within %d ms; got:\n%s", PROMPT_MS,
              gui_text(t->engine));
    t->bestmoves += (long)gui_count(rest, "bestmove");
    cr_assert_eq(t->bestmoves, t->accepted_gos, "at exit: %ld bestmoves for %ld go", t->bestmoves,
                 t->accepted_gos);
    cr_assert_eq(gui_wait_exit(t->engine, PROMPT_MS), GUI_EXITED);
    cr_assert_eq(t->engine->exit_code, 0, "exit status %d", t->engine->exit_code);
}

/* No Criterion .timeout: every wait on the engine has its own deadline, and Criterion 2.4
 * leaks its timeout record when timed tests run in parallel (fails `make sanitize`). */
static Gui engine;

static void close_engine(void) {
    gui_close(&engine);
}

TestSuite(liveness, .fini = close_engine);

static long environment_number(const char *name, long fallback) {
    const char *text = getenv(name);
    return text && *text ? strtol(text, NULL, 10) : fallback;
}

/* One engine from start to exit: a game (Wall Go with 2-4 players), then random steps. */
static void run_engine(Tracker *t, int configuration) {
    gui_close(&engine);
    cr_assert(gui_start(&engine, NULL), "%s", gui_error(&engine));
    *t = (Tracker){.engine = &engine};
    char command[128];
    const char *game = GAMES[configuration % GAME_COUNT];
    snprintf(command, sizeof command, "setoption name UCI_Variant value %s", game);
    exchange(t, command);
    if (strcmp(game, "wallgo") == 0) {
        snprintf(command, sizeof command, "setoption name Players value %d", 2 + below(3));
        exchange(t, command);
    }
    reset_tracking(t);
    int steps = 20 + below(200);
    for (int i = 0; i < steps && random_step(t); i++)
        continue;
    end_engine(t);
}

Test(liveness, random_command_sequences_never_hang_the_engine) {
    random_state = (uint64_t)environment_number("TESSERA_LIVENESS_SEED", DEFAULT_SEED);
    int64_t budget_ms = environment_number("TESSERA_LIVENESS_SECONDS", LIVENESS_SECONDS) * 1000;
    int64_t start = monotonic_ms();
    long engines = 0, commands = 0, gos = 0;
    Tracker *tracker = malloc(sizeof *tracker);
    cr_assert(tracker);
    while (monotonic_ms() - start < budget_ms) {
        run_engine(tracker, (int)engines);
        engines++;
        commands += tracker->commands;
        gos += tracker->accepted_gos;
    }
    free(tracker);
    cr_log_info("liveness: %ld engines, %ld commands, %ld searches in %.1f s", engines, commands,
                gos, (double)(monotonic_ms() - start) / 1000);
    cr_assert_geq(engines, GAME_COUNT, "every game had its turn");
}
