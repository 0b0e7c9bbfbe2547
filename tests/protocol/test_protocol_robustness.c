/*
 * test_protocol_robustness.c - PROTOCOL.md section 7, promise by promise, in every game:
 *
 *   "Any line (empty, 1 MB long, binary bytes, truncated commands, out-of-range numbers,
 *   moves of another game) is answered with an error line or ignored; the engine never
 *   crashes, hangs, leaks or changes state on a rejected command, and isready keeps
 *   answering readyok."
 *
 *   empty line                  empty_and_blank_lines_are_ignored_silently
 *   1 MB long                   megabyte_lines_are_survived, over_long_lines_are_refused_whole
 *                               (and megabyte_* in test_protocol_session.c)
 *   binary bytes                binary_bytes_are_refused (and binary_noise_is_survived)
 *   truncated commands          truncated_commands_change_nothing,
 *                               truncated_position_strings_change_nothing
 *   out-of-range numbers        out_of_range_numbers_are_refused,
 *                               extreme_but_valid_limits_end_on_stop
 *   moves of another game       moves_of_other_games_are_refused
 *   never crashes               every test checks the engine is alive; the fuzz targets
 *                               (tests/fuzz, replayed by test_fuzz_replay.c)
 *   never hangs                 every wait has a timeout; extreme_but_valid_limits_end_on_stop;
 *                               tests/stress/stress-storm.sh
 *   never leaks                 rejected_commands_leak_nothing (LeakSanitizer under make
 *                               sanitize), make valgrind
 *   never changes state         rejected_commands_keep_position_game_options_and_history;
 *                               every rejection test compares the state before and after
 *   isready keeps answering     isready_answers_after_every_kind_of_bad_input
 */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/support/gui.h"
#include "tests/support/gui_checks.h"

#define REPLY_MS  5000
#define SEARCH_MS 10000
#define EXIT_MS   5000

typedef struct GameCase {
    const char *name;
    const char *moves;       /* a few legal moves from the start */
    const char *startpos;    /* the start position string */
    const char *bad[4];      /* position strings with an out-of-range number */
    const char *foreign[12]; /* moves of the other games */
} GameCase;

static const GameCase CHESS = {
    "chess",
    "e2e4 c7c5 g1f3",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 99999999999 1",
     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0",
     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1", NULL},
    {"e2", "e3h", "a8v", "d4", "b2c3,c3n", "c3c3,c3e", "c2c6", "e8e9m", "i2i4", NULL},
};

static const GameCase VOIDCHESS = {
    "voidchess",
    "e2e4 d8d6 e4e5 d6e5",
    "rnbqkbmnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKBMNR w KQkq - 0 1 - 0",
    {"rnbqkbmnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKBMNR w KQkq - 0 1 - -1",
     "rnbqkbmnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKBMNR w KQkq - 0 1 - 99999999999",
     "rnbqkbmnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKBMNR w KQkq - 0 0 - 0", NULL},
    {"e2", "e3h", "a8v", "d4", "b2c3,c3n", "c3c3,c3e", "c2c6", "e7e8q", "e1g1", NULL},
};

static const GameCase WALLCHESS = {
    "wallchess",
    "e2 e8 e3h",
    "e1 e9 10 10 s - 0",
    {"e1 e9 11 10 s -", "e1 e9 10 -1 s -", "e1 e9 10 10 s - 99999999999", NULL},
    {"e2e4", "e7e8q", "e1g1", "d4", "b2c3,c3n", "c3c3,c3e", "c2c6", "i9i8", "z1h", NULL},
};

static const GameCase WALLGO = {
    "wallgo",
    "d4 c3 e5 b2",
    "7/7/7/7/7/7/7 A 20,20 - 4,4",
    {"7/7/7/7/7/7/7 A 21,20 - 4,4", "7/7/7/7/7/7/7 A 20,20 - 5,4", "7/7/7/7/7/7/7 A -1,20 - 4,4",
     NULL},
    {"e2e4", "e7e8q", "e1g1", "e3h", "a8v", "c2c6", "h8", "a1a2,a1n", "d4d4,d4x", NULL},
};

static const GameCase WALLRUNNER = {
    "wallrunner",
    "c2c6 f7f4",
    "1dsgksd1/2rrrr2/8/8/8/8/2RRRR2/1DSGKSD1 w - 1",
    {"1dsgksd1/2rrrr2/8/8/8/8/2RRRR2/1DSGKSD1 w - 0",
     "1dsgksd1/2rrrr2/8/8/8/8/2RRRR2/1DSGKSD1 w - -3",
     "1dsgksd1/2rrrr2/8/8/8/8/2RRRR2/1DSGKSD1 w - 99999999999", NULL},
    {"e2", "e3h", "a8v", "d4", "b2c3,c3n", "c3c3,c3e", "e7e8q", "e1g1", "i1i2", NULL},
};

static const GameCase *const GAMES[] = {&CHESS, &VOIDCHESS, &WALLCHESS, &WALLGO, &WALLRUNNER};
#define GAME_COUNT (sizeof GAMES / sizeof *GAMES)

static Gui engine;

static void close_engine(void) {
    gui_close(&engine);
}

TestSuite(robustness, .fini = close_engine);

/* ---- talking to the engine ------------------------------------------------------------ */

static void tell(Gui *e, const char *line) {
    cr_assert(gui_send(e, line), "cannot send '%.80s': %s", line, gui_error(e));
}

/* Everything the engine printed for the commands sent before, up to a readyok. */
static const GuiLines *sync_output(Gui *e) {
    tell(e, "isready");
    const GuiLines *out = gui_collect_until(e, "readyok", REPLY_MS);
    cr_assert(out, "no readyok (%s); got:\n%s", gui_error(e), gui_text(e));
    return out;
}

static void accepted(Gui *e, const char *command) {
    const GuiLines *out = gui_ask_ok(e, command, REPLY_MS);
    cr_assert_null(gui_find(out, "info string error"), "'%.80s' was refused:\n%s", command,
                   gui_text(e));
}

/* A running engine playing game, a few moves into it. */
static Gui *engine_in(const GameCase *game) {
    gui_close(&engine);
    cr_assert(gui_start(&engine, NULL), "%s", gui_error(&engine));
    char command[256];
    snprintf(command, sizeof command, "setoption name UCI_Variant value %s", game->name);
    accepted(&engine, command);
    snprintf(command, sizeof command, "position startpos moves %s", game->moves);
    accepted(&engine, command);
    return &engine;
}

/* ---- the engine's state --------------------------------------------------------------- */

/* What a rejected command must not change: the position (Fen:), the game's status (which
 * depends on the move history: repetitions) and every option (uci shows their values). */
typedef struct State {
    char text[8192];
} State;

static void append_lines(State *state, const GuiLines *out, const char *prefix) {
    for (size_t i = 0; i < out->count; i++)
        if (strncmp(out->items[i], prefix, strlen(prefix)) == 0) {
            strncat(state->text, out->items[i], sizeof state->text - strlen(state->text) - 2);
            strcat(state->text, "\n");
        }
}

static State state_of(Gui *e) {
    State state = {""};
    const GuiLines *out = gui_ask_ok(e, "d", REPLY_MS);
    append_lines(&state, out, "Fen: ");
    append_lines(&state, out, "Status: ");
    append_lines(&state, gui_ask_ok(e, "uci", REPLY_MS), "option name ");
    return state;
}

static void assert_same_state(Gui *e, const State *before, const char *command) {
    State after = state_of(e);
    cr_assert_str_eq(after.text, before->text, "'%.80s' changed the engine's state", command);
    cr_assert(gui_alive(e), "the engine died after '%.80s'", command);
}

/* command is refused with `info string error: ...` and changes nothing. */
static void assert_refused(Gui *e, const char *command) {
    State before = state_of(e);
    const GuiLines *out = gui_ask_ok(e, command, REPLY_MS);
    cr_assert(gui_find(out, "info string error: "), "'%.80s' gave no error line; got:\n%s", command,
              gui_text(e));
    cr_assert_null(gui_find(out, "bestmove"), "'%.80s' started a search", command);
    assert_same_state(e, &before, command);
}

/* command is refused or ignored (no answer at all), and changes nothing. */
static void assert_refused_or_ignored(Gui *e, const char *command) {
    State before = state_of(e);
    const GuiLines *out = gui_ask_ok(e, command, REPLY_MS);
    cr_assert_null(gui_find(out, "bestmove"), "'%.80s' started a search", command);
    for (size_t i = 0; i + 1 < out->count; i++)
        cr_assert(strncmp(out->items[i], "info string error: ", 19) == 0,
                  "'%.80s' was answered with '%s'", command, out->items[i]);
    assert_same_state(e, &before, command);
}

/* ---- empty, long and binary lines ----------------------------------------------------- */

Test(robustness, empty_and_blank_lines_are_ignored_silently) {
    static const char *const BLANK[] = {"", " ", "\t", "\r", "  \t \r  "};
    for (size_t g = 0; g < GAME_COUNT; g++) {
        Gui *e = engine_in(GAMES[g]);
        for (size_t i = 0; i < sizeof BLANK / sizeof *BLANK; i++) {
            State before = state_of(e);
            const GuiLines *out = gui_ask_ok(e, BLANK[i], REPLY_MS);
            cr_assert_eq(out->count, 1, "%s: a blank line was answered:\n%s", GAMES[g]->name,
                         gui_text(e));
            assert_same_state(e, &before, "a blank line");
        }
    }
}

/* prefix, then filler repeated up to size bytes (no newline). */
static char *long_line(const char *prefix, const char *filler, size_t size) {
    char *line = malloc(size + 1);
    cr_assert(line);
    size_t used = strlen(prefix), step = strlen(filler);
    memcpy(line, prefix, used);
    for (; used + step <= size; used += step)
        memcpy(line + used, filler, step);
    line[used] = '\0';
    return line;
}

static void send_long_line(Gui *e, const char *prefix, const char *filler, size_t size) {
    char *line = long_line(prefix, filler, size);
    bool sent = gui_send(e, line);
    free(line);
    cr_assert(sent, "the engine stopped reading: %s", gui_error(e));
}

Test(robustness, megabyte_lines_are_survived) {
    for (size_t g = 0; g < GAME_COUNT; g++) {
        Gui *e = engine_in(GAMES[g]);
        State before = state_of(e);
        char prefix[600];
        snprintf(prefix, sizeof prefix, "position fen %s ", GAMES[g]->startpos);
        send_long_line(e, prefix, "x1 ", (1 << 20) - 64);
        const GuiLines *out = sync_output(e);
        cr_assert(gui_find(out, "info string error: "), "%s: no error for a 1 MB position",
                  GAMES[g]->name);
        assert_same_state(e, &before, "a 1 MB position command");
        send_long_line(e, "setoption name BookFile value ", "/a", (1 << 20) - 64);
        out = sync_output(e);
        cr_assert(gui_find(out, "info string error: "), "%s: no error for a 1 MB option",
                  GAMES[g]->name);
        assert_same_state(e, &before, "a 1 MB option value");
        send_long_line(e, "go searchmoves ", "zz ", (1 << 20) - 64);
        out = sync_output(e);
        cr_assert(gui_find(out, "info string error: "), "%s: no error for 1 MB of moves",
                  GAMES[g]->name);
        cr_assert_null(gui_find(out, "bestmove"), "%s: 1 MB of bad moves started a search",
                       GAMES[g]->name);
        assert_same_state(e, &before, "a 1 MB searchmoves list");
    }
}

Test(robustness, over_long_lines_are_refused_whole) {
    for (size_t g = 0; g < GAME_COUNT; g++) {
        Gui *e = engine_in(GAMES[g]);
        State before = state_of(e);
        send_long_line(e, "position startpos moves ", "   ", (1 << 20) + 4096);
        const GuiLines *out = sync_output(e);
        cr_assert(gui_find(out, "info string error: line longer than"),
                  "%s: an over-long line was not refused:\n%s", GAMES[g]->name, gui_text(e));
        assert_same_state(e, &before, "a line over 1 MB");
    }
}

Test(robustness, binary_bytes_are_refused) {
    static const char NUL_INSIDE[] = "position startpos\0 moves\n";
    static const char HIGH_BYTES[] = "\xff\xfe\x80 d\n";
    static const char BAD_UTF8_MOVE[] = "position startpos moves \xc0\xaf\xed\xa0\x80\n";
    static const char CONTROL[] = "\x01\x02\x1b[2J\x7f\n";
    for (size_t g = 0; g < GAME_COUNT; g++) {
        Gui *e = engine_in(GAMES[g]);
        State before = state_of(e);
        cr_assert(gui_send_bytes(e, NUL_INSIDE, sizeof NUL_INSIDE - 1));
        const GuiLines *out = sync_output(e);
        cr_assert(gui_find(out, "info string error: line with NUL bytes ignored"),
                  "%s: a line with a NUL byte was not refused:\n%s", GAMES[g]->name, gui_text(e));
        assert_same_state(e, &before, "a line with a NUL byte");
        const char *const OTHERS[] = {HIGH_BYTES, BAD_UTF8_MOVE, CONTROL};
        for (size_t i = 0; i < 3; i++) {
            cr_assert(gui_send_bytes(e, OTHERS[i], strlen(OTHERS[i])));
            out = sync_output(e);
            cr_assert(gui_find(out, "info string error: "), "%s: binary line %zu accepted",
                      GAMES[g]->name, i);
            assert_same_state(e, &before, "a binary line");
        }
    }
}

/* ---- truncated commands --------------------------------------------------------------- */

Test(robustness, truncated_commands_change_nothing) {
    static const char *const TRUNCATED[] = {
        "position",
        "position fen",
        "position moves",
        "go depth",
        "go wtime",
        "go btime 100 winc",
        "go movetime",
        "go nodes",
        "go mate",
        "go movestogo",
        "go perft",
        "perft",
        "setoption",
        "setoption name",
        "setoption name Hash",
        "setoption name Hash value",
        "setoption name UCI_Variant value",
        "setoption name Players value",
        "setoption value 3",
        "bench x",
    };
    for (size_t g = 0; g < GAME_COUNT; g++) {
        Gui *e = engine_in(GAMES[g]);
        for (size_t i = 0; i < sizeof TRUNCATED / sizeof *TRUNCATED; i++)
            assert_refused_or_ignored(e, TRUNCATED[i]);
    }
}

/* Every prefix of the start position string, cut inside and between its fields: refused
 * (and nothing changes) or read as a position in its own right. */
Test(robustness, truncated_position_strings_change_nothing) {
    for (size_t g = 0; g < GAME_COUNT; g++) {
        const GameCase *game = GAMES[g];
        Gui *e = engine_in(game);
        char restore[256];
        snprintf(restore, sizeof restore, "position startpos moves %s", game->moves);
        for (size_t cut = 1; cut < strlen(game->startpos); cut++) {
            char command[600];
            snprintf(command, sizeof command, "position fen %.*s", (int)cut, game->startpos);
            State before = state_of(e);
            const GuiLines *out = gui_ask_ok(e, command, REPLY_MS);
            if (gui_find(out, "info string error: "))
                assert_same_state(e, &before, command);
            else
                accepted(e, restore);
            cr_assert(gui_alive(e), "%s: the engine died on '%s'", game->name, command);
        }
    }
}

/* ---- numbers -------------------------------------------------------------------------- */

Test(robustness, out_of_range_numbers_are_refused) {
    static const char *const COMMANDS[] = {
        "go depth 0",
        "go depth 128",
        "go depth -1",
        "go depth 99999999999999999999",
        "go movetime 0",
        "go movetime -5",
        "go nodes 0",
        "go nodes -1",
        "go nodes 99999999999999999999",
        "go mate 0",
        "go mate 64",
        "go movestogo 0",
        "go wtime 99999999999999999999",
        "go winc 1e9",
        "perft 0",
        "perft 21",
        "go perft 99999999999",
        "setoption name Hash value 0",
        "setoption name Hash value 65537",
        "setoption name Hash value 99999999999",
        "setoption name Threads value 0",
        "setoption name Threads value 257",
        "setoption name MultiPV value 0",
        "setoption name MultiPV value 65",
        "setoption name Skill Level value -1",
        "setoption name Skill Level value 21",
        "setoption name Move Overhead value -1",
        "setoption name Move Overhead value 5001",
        "setoption name UCI_Elo value 999",
        "setoption name UCI_Elo value 99999",
        "setoption name Players value 1",
        "setoption name Players value 5",
        "bench 999",
        "bench 1 0",
        "bench 1 1 0",
    };
    for (size_t g = 0; g < GAME_COUNT; g++) {
        Gui *e = engine_in(GAMES[g]);
        for (size_t i = 0; i < sizeof COMMANDS / sizeof *COMMANDS; i++)
            assert_refused(e, COMMANDS[i]);
        for (size_t i = 0; GAMES[g]->bad[i]; i++) {
            char command[600];
            snprintf(command, sizeof command, "position fen %s", GAMES[g]->bad[i]);
            assert_refused(e, command);
        }
    }
}

/* The largest values go accepts start searches that end on stop with one bestmove. */
Test(robustness, extreme_but_valid_limits_end_on_stop) {
    static const char *const EXTREMES[] = {
        "go depth 127",
        "go nodes 9223372036854775807",
        "go mate 63",
        "go movetime 1000000000",
        "go wtime 1000000000 btime 1000000000 winc 1000000000 binc 1000000000",
        "go wtime -1000000000 btime -1000000000",
        "go infinite depth 1",
        "go ponder movestogo 10000",
    };
    for (size_t g = 0; g < GAME_COUNT; g++) {
        Gui *e = engine_in(GAMES[g]);
        for (size_t i = 0; i < sizeof EXTREMES / sizeof *EXTREMES; i++) {
            tell(e, EXTREMES[i]);
            tell(e, "stop");
            const GuiLines *out = gui_collect_until(e, "bestmove", SEARCH_MS);
            cr_assert(out, "%s: '%s' then stop gave no bestmove (%s)", GAMES[g]->name, EXTREMES[i],
                      gui_error(e));
            out = sync_output(e);
            cr_assert_null(gui_find(out, "bestmove"), "%s: '%s' gave two bestmoves", GAMES[g]->name,
                           EXTREMES[i]);
        }
    }
}

/* ---- moves of another game ------------------------------------------------------------ */

static bool is_legal_here(Gui *e, const char *move) {
    const GuiLines *out = gui_ask_ok(e, "legal", REPLY_MS);
    const char *legal = gui_find(out, "legal");
    cr_assert(legal);
    char padded[64];
    snprintf(padded, sizeof padded, " %s ", move);
    size_t length = strlen(legal);
    char *list = malloc(length + 2);
    cr_assert(list);
    snprintf(list, length + 2, "%s ", legal);
    bool found = strstr(list, padded) != NULL;
    free(list);
    return found;
}

Test(robustness, moves_of_other_games_are_refused) {
    for (size_t g = 0; g < GAME_COUNT; g++) {
        const GameCase *game = GAMES[g];
        Gui *e = engine_in(game);
        for (size_t i = 0; game->foreign[i]; i++) {
            cr_assert_not(is_legal_here(e, game->foreign[i]), "%s: '%s' is legal here", game->name,
                          game->foreign[i]);
            char command[256];
            snprintf(command, sizeof command, "position startpos moves %s %s", game->moves,
                     game->foreign[i]);
            assert_refused(e, command);
            snprintf(command, sizeof command, "go searchmoves %s", game->foreign[i]);
            assert_refused(e, command);
        }
    }
}

/* ---- state, isready, leaks ------------------------------------------------------------ */

/* One of every kind of bad line, for the tests below. */
static const char *const BAD_LINES[] = {
    "foo",
    "position fen xyz",
    "position startpos moves e2e5",
    "position startpos moves e2 e3h b2c3,c3n",
    "setoption name UCI_Variant value nogame",
    "setoption name Players value 9",
    "setoption name Hash value 0",
    "setoption name Threads value abc",
    "setoption name Nonexistent value 1",
    "setoption name Ponder value maybe",
    "go depth abc",
    "go searchmoves zz",
    "go wtime",
    "perft -1",
    "bench x y z w v",
    "\x7f\x01",
};

Test(robustness, rejected_commands_keep_position_game_options_and_history) {
    Gui *e = engine_in(&CHESS);
    accepted(e, "setoption name MultiPV value 3");
    accepted(e, "position startpos moves g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8");
    State before = state_of(e);
    cr_assert(strstr(before.text, "Status: ongoing white claim repetition"),
              "not a repetition:\n%s", before.text);
    for (size_t i = 0; i < sizeof BAD_LINES / sizeof *BAD_LINES; i++) {
        gui_ask_ok(e, BAD_LINES[i], REPLY_MS);
        assert_same_state(e, &before, BAD_LINES[i]);
    }
}

Test(robustness, isready_answers_after_every_kind_of_bad_input) {
    for (size_t g = 0; g < GAME_COUNT; g++) {
        Gui *e = engine_in(GAMES[g]);
        size_t count = sizeof BAD_LINES / sizeof *BAD_LINES;
        for (size_t i = 0; i < count; i++) {
            tell(e, BAD_LINES[i]);
            tell(e, "isready");
        }
        static const char NUL_LINE[] = "isready\0\n";
        cr_assert(gui_send_bytes(e, NUL_LINE, sizeof NUL_LINE - 1));
        tell(e, "go infinite");
        for (size_t i = 0; i < count; i++)
            tell(e, "isready");
        tell(e, "stop");
        tell(e, "isready");
        const GuiLines *out = gui_collect_until(e, "bestmove", SEARCH_MS);
        cr_assert(out, "%s: no bestmove after stop (%s)", GAMES[g]->name, gui_error(e));
        size_t readyok = gui_count(out, "readyok");
        out = gui_collect_until(e, "readyok", REPLY_MS);
        cr_assert(out, "%s: no readyok after the bestmove", GAMES[g]->name);
        readyok += gui_count(out, "readyok");
        cr_assert_eq(readyok, 2 * count + 1, "%s: %zu readyok for %zu isready", GAMES[g]->name,
                     readyok, 2 * count + 1);
    }
}

/* Under make sanitize the engine runs with LeakSanitizer, which turns any leak into a
 * non-zero exit status; make valgrind checks the optimised build the same way. */
Test(robustness, rejected_commands_leak_nothing) {
    for (size_t g = 0; g < GAME_COUNT; g++) {
        Gui *e = engine_in(GAMES[g]);
        for (size_t i = 0; i < sizeof BAD_LINES / sizeof *BAD_LINES; i++)
            tell(e, BAD_LINES[i]);
        tell(e, "go infinite");
        tell(e, "position fen xyz");
        tell(e, "quit");
        cr_assert_eq(gui_wait_exit(e, EXIT_MS), GUI_EXITED,
                     "%s: the engine did not exit after quit", GAMES[g]->name);
        cr_assert_eq(e->exit_code, 0, "%s: exit status %d (a leak report?)", GAMES[g]->name,
                     e->exit_code);
    }
}
