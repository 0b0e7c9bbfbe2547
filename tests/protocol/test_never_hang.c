/*
 * test_never_hang.c - every way a game server was seen to lock the engine up (issue 17),
 * each as a regression through the real binary on pipes:
 *
 *   a state-changing command during a search that does not end by itself  endless_searches_*
 *   a clock missing for the side to move                                  missing_clock_*
 *   perft and bench on the command thread                                 perft_* / bench_*
 *   bench and Hash tables larger than the memory left                     *_larger_than_memory_*
 *   many threads starving the clock                                       many_threads_*
 *   BookFile naming a FIFO or a device                                    book_file_*
 *   a game that ended by a draw taking further moves                      ended_games_*
 *
 * "Promptly" is PROMPT_MS: far above what any of these takes (milliseconds), far below the
 * forever they took before.
 */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "tests/support/gui.h"
#include "tests/support/gui_checks.h"

#if defined(__SANITIZE_ADDRESS__)
#define PROMPT_MS 10000
#else
#define PROMPT_MS 2000
#endif

/* No Criterion .timeout: every wait on the engine has its own deadline, and Criterion 2.4
 * leaks its timeout record when timed tests run in parallel (fails `make sanitize`). */
static Gui engine;

static void close_engine(void) {
    gui_close(&engine);
}

TestSuite(never_hang, .fini = close_engine);

static void tell(Gui *e, const char *line) {
    cr_assert(gui_send(e, line), "cannot send '%.80s': %s", line, gui_error(e));
}

static Gui *fresh_engine(void) {
    gui_close(&engine);
    cr_assert(gui_start(&engine, NULL), "%s", gui_error(&engine));
    return &engine;
}

/* Sends each line of script (separated by newlines), each answered promptly; returns how
 * many bestmove lines all of them printed. */
static size_t run_script(Gui *e, const char *script) {
    char copy[1024];
    snprintf(copy, sizeof copy, "%s", script);
    size_t bestmoves = 0;
    for (char *line = strtok(copy, "\n"); line; line = strtok(NULL, "\n"))
        bestmoves += gui_count(gui_ask_ok(e, line, PROMPT_MS), "bestmove");
    return bestmoves;
}

static void assert_quits_promptly(Gui *e) {
    tell(e, "quit");
    cr_assert_eq(gui_wait_exit(e, PROMPT_MS), GUI_EXITED, "quit did not end the engine");
    cr_assert_eq(e->exit_code, 0);
}

/* ---- searches that do not end by themselves, and the commands that must end them -------- */

/* Each sets up and starts a search with no practical end. */
static const char *const ENDLESS_SEARCHES[] = {
    "go",
    "go ponder\nponderhit",
    "go infinite",
    "go depth 127",
    "go movetime 1000000000",
    "go mate 63",
    "go nodes 9223372036854775807",
    ("setoption name UCI_Variant value wallgo\nsetoption name Players value 3\n"
     "position startpos moves d4 c3 e5\ngo"),
};

/* Each changes state, so it must stop the search (which prints its bestmove) and apply. */
static const char *const STATE_CHANGES[] = {
    "position startpos", "go depth 1", "setoption name Hash value 2",
    "ucinewgame",        "perft 1",    "go perft 1",
    "bench 1 1 1 chess", "stop",       "setoption name Clear Hash",
};

Test(never_hang, endless_searches_end_at_every_state_changing_command) {
    for (size_t s = 0; s < sizeof ENDLESS_SEARCHES / sizeof *ENDLESS_SEARCHES; s++)
        for (size_t c = 0; c < sizeof STATE_CHANGES / sizeof *STATE_CHANGES; c++) {
            Gui *e = fresh_engine();
            size_t gos = 1 + (strncmp(STATE_CHANGES[c], "go depth", 8) == 0);
            size_t bestmoves = run_script(e, ENDLESS_SEARCHES[s]);
            bestmoves += gui_count(gui_ask_ok(e, STATE_CHANGES[c], PROMPT_MS), "bestmove");
            if (gos == 2 && bestmoves < 2)
                bestmoves += gui_count(gui_collect_until(e, "bestmove", PROMPT_MS), "bestmove");
            cr_assert_eq(bestmoves, gos, "'%s' then '%s': %zu bestmoves for %zu go",
                         ENDLESS_SEARCHES[s], STATE_CHANGES[c], bestmoves, gos);
            assert_quits_promptly(e);
        }
}

Test(never_hang, endless_searches_end_at_quit_and_at_end_of_input) {
    for (size_t s = 0; s < sizeof ENDLESS_SEARCHES / sizeof *ENDLESS_SEARCHES; s++) {
        Gui *e = fresh_engine();
        run_script(e, ENDLESS_SEARCHES[s]);
        tell(e, "quit");
        const GuiLines *out = gui_collect_until(e, NULL, PROMPT_MS);
        cr_assert(out, "'%s' then quit: no exit", ENDLESS_SEARCHES[s]);
        cr_assert_eq(gui_count(out, "bestmove"), 1, "'%s' then quit", ENDLESS_SEARCHES[s]);

        e = fresh_engine();
        run_script(e, ENDLESS_SEARCHES[s]);
        gui_close_input(e);
        out = gui_collect_until(e, NULL, PROMPT_MS);
        cr_assert(out, "'%s' then end of input: no exit", ENDLESS_SEARCHES[s]);
        cr_assert_eq(gui_count(out, "bestmove"), 1, "'%s' then EOF", ENDLESS_SEARCHES[s]);
    }
}

Test(never_hang, a_rejected_command_leaves_the_search_running) {
    Gui *e = fresh_engine();
    run_script(e, "go infinite");
    static const char *const REJECTED[] = {
        "position fen nonsense",
        "go depth 0",
        "setoption name Hash value 0",
        "perft 99",
        "bench 1 0",
        "setoption name nonsense value 1",
        "position startpos moves e2e5",
    };
    for (size_t i = 0; i < sizeof REJECTED / sizeof *REJECTED; i++) {
        const GuiLines *out = gui_ask_ok(e, REJECTED[i], PROMPT_MS);
        cr_assert(gui_find(out, "info string error: "), "'%s' was not refused", REJECTED[i]);
        cr_assert_eq(gui_count(out, "bestmove"), 0, "'%s' stopped the search", REJECTED[i]);
    }
    cr_assert_eq(gui_count(gui_ask_ok(e, "stop", PROMPT_MS), "bestmove"), 1);
}

/* ---- a clock missing for the side to move ------------------------------------------------ */

/* go gives clocks but not the mover's: a warning, then a move on the smallest clock given. */
static void assert_missing_clock_warns(const char *setup, const char *go, const char *mover) {
    Gui *e = fresh_engine();
    run_script(e, setup);
    const GuiLines *out = gui_ask_ok(e, go, PROMPT_MS);
    const char *warning = gui_find(out, "info string warning: ");
    cr_assert(warning, "'%s' gave no warning; got:\n%s", go, gui_text(e));
    char expected[64];
    snprintf(expected, sizeof expected, "no clock for %s;", mover);
    cr_assert(strstr(warning, expected), "warning '%s' does not name %s", warning, mover);
    cr_assert(gui_find(out, "bestmove") || gui_wait_for(e, "bestmove", 1000 + PROMPT_MS),
              "'%s' did not answer within its clock", go);
}

Test(never_hang, missing_clock_for_the_side_to_move_warns_and_plays_on_the_smallest_clock) {
    assert_missing_clock_warns("position startpos", "go btime 1000", "white");
    assert_missing_clock_warns("position startpos moves e2e4", "go wtime 1000 winc 10", "black");
    assert_missing_clock_warns("setoption name UCI_Variant value wallgo\n"
                               "setoption name Players value 3\nposition startpos moves d4 c3",
                               "go wtime 60000 btime 1000", "C");
    assert_missing_clock_warns("setoption name UCI_Variant value wallgo\n"
                               "setoption name Players value 4\n"
                               "position startpos moves d4 c3 e5",
                               "go wtime 1000 btime 1000 ctime 1000", "D");
}

/* ---- perft and bench -------------------------------------------------------------------- */

Test(never_hang, perft_and_bench_end_at_stop) {
    static const char *const LONG_JOBS[] = {"go perft 20", "perft 20", "bench 100",
                                            "bench 127 4 16 all"};
    static const char *const STOPPED[] = {"info string perft stopped", "info string perft stopped",
                                          "info string bench stopped", "info string bench stopped"};
    for (size_t i = 0; i < sizeof LONG_JOBS / sizeof *LONG_JOBS; i++) {
        Gui *e = fresh_engine();
        gui_ask_ok(e, LONG_JOBS[i], PROMPT_MS);
        const GuiLines *out = gui_ask_ok(e, "stop", PROMPT_MS);
        cr_assert(gui_find(out, STOPPED[i]), "'%s' then stop: no '%s'; got:\n%s", LONG_JOBS[i],
                  STOPPED[i], gui_text(e));
        cr_assert_null(gui_find(out, "Nodes searched"), "a stopped job printed totals");
        assert_quits_promptly(e);
    }
}

Test(never_hang, perft_and_bench_end_at_quit_and_at_end_of_input) {
    Gui *e = fresh_engine();
    gui_ask_ok(e, "perft 20", PROMPT_MS);
    assert_quits_promptly(e);
    e = fresh_engine();
    gui_ask_ok(e, "bench 100", PROMPT_MS);
    gui_close_input(e);
    cr_assert_eq(gui_wait_exit(e, PROMPT_MS), GUI_EXITED, "bench outlived its input");
}

Test(never_hang, a_finished_perft_still_prints_its_totals) {
    Gui *e = fresh_engine();
    tell(e, "go perft 3");
    const GuiLines *out = gui_collect_until(e, "Nodes searched", 10 * PROMPT_MS);
    cr_assert(out, "no total; got:\n%s", gui_text(e));
    cr_assert_str_eq(out->items[out->count - 1], "Nodes searched: 8902");
    cr_assert_eq(gui_count(out, "info string perft stopped"), 0);
}

Test(never_hang, bench_and_hash_larger_than_the_memory_left_are_refused) {
    double physical_gb = (double)sysconf(_SC_PHYS_PAGES) * (double)sysconf(_SC_PAGESIZE) / 1e9;
    if (physical_gb > 60)
        cr_skip_test("a 64 GB table may fit in this machine's %.0f GB", physical_gb);
    Gui *e = fresh_engine();
    const GuiLines *out = gui_ask_ok(e, "setoption name Hash value 65536", PROMPT_MS);
    cr_assert(gui_find(out, "info string error: cannot allocate 65536 MB; Hash stays 16 MB"),
              "got:\n%s", gui_text(e));
    tell(e, "bench 1 1 65536 chess");
    out = gui_collect_until(e, "info string bench failed", PROMPT_MS);
    cr_assert(out, "no 'bench failed'; got:\n%s", gui_text(e));
    cr_assert(gui_find(out, "info string error: cannot bench chess: not enough memory"));
    cr_assert_null(gui_find(out, "Nodes searched"));
    assert_quits_promptly(e);
}

/* ---- many threads ---------------------------------------------------------------------- */

/* The clock holds with far more threads than cores (256 on 2): the move comes before a 1 s clock
 * runs out, and a 100 ms movetime is not stretched tenfold (the exact time is measured in
 * docs/RELIABILITY.md, not here). Sanitizers slow every thread, so they get more room. */
Test(never_hang, many_threads_answer_within_the_clock) {
    Gui *e = fresh_engine();
    gui_ask_ok(e, "setoption name Threads value 256", PROMPT_MS);
    tell(e, "go wtime 1000 btime 1000");
    cr_assert(gui_wait_for(e, "bestmove", 1000 + PROMPT_MS - 2000),
              "no bestmove within the 1 s clock; got:\n%s", gui_text(e));
    tell(e, "go movetime 100");
    cr_assert(gui_wait_for(e, "bestmove", 1000 + PROMPT_MS - 2000),
              "no bestmove within 1 s for movetime 100; got:\n%s", gui_text(e));
    assert_quits_promptly(e);
}

/* ---- BookFile ---------------------------------------------------------------------------- */

static void assert_book_refused(Gui *e, const char *path, const char *reason) {
    char command[512];
    snprintf(command, sizeof command, "setoption name BookFile value %s", path);
    const GuiLines *out = gui_ask_ok(e, command, PROMPT_MS);
    const char *error = gui_find(out, "info string error: ");
    cr_assert(error, "BookFile %s was not refused; got:\n%s", path, gui_text(e));
    cr_assert(strstr(error, reason), "'%s' does not say '%s'", error, reason);
    cr_assert_eq(gui_count(gui_ask_ok(e, "go depth 1", PROMPT_MS), "bestmove") +
                     gui_count(gui_collect_until(e, "bestmove", PROMPT_MS), "bestmove"),
                 1, "no move without the book");
}

Test(never_hang, book_file_naming_a_fifo_or_a_device_is_refused_at_once) {
    char directory[] = "/tmp/tessera-fifo-XXXXXX";
    cr_assert(mkdtemp(directory));
    char fifo[sizeof directory + 8];
    snprintf(fifo, sizeof fifo, "%s/fifo", directory);
    cr_assert_eq(mkfifo(fifo, 0600), 0);
    Gui *e = fresh_engine();
    gui_ask_ok(e, "setoption name OwnBook value true", PROMPT_MS);
    assert_book_refused(e, fifo, "is not a regular file");
    assert_book_refused(e, "/dev/zero", "is not a regular file");
    assert_book_refused(e, directory, "is not a regular file");
    assert_book_refused(e, "/nonexistent/book.bin", "cannot open");
    unlink(fifo);
    rmdir(directory);
}

/* ---- a game that ended stays ended --------------------------------------------------------- */

typedef struct EndedGame {
    const char *position; /* a position command whose game has just ended */
    const char *status;   /* its status line */
    const char *move;     /* a move that would be legal if the game went on */
} EndedGame;

static const EndedGame ENDED_GAMES[] = {
    {"position startpos moves g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8 g1f3 "
     "g8f6 f3g1 f6g8",
     "status draw repetition", "e2e4"},
    {"position fen 4k3/8/8/8/8/8/4P3/4K3 w - - 150 80", "status draw fifty-moves", "e2e4"},
    {"position fen 4k3/8/8/8/8/8/8/3NK3 w - - 0 1", "status draw material", "d1c3"},
    {"position fen 4k3/8/8/8/8/8/3r4/4K3 w - - 0 1 moves e1d2", "status draw material", "e8e7"},
};

Test(never_hang, ended_games_stay_ended) {
    Gui *e = fresh_engine();
    for (size_t i = 0; i < sizeof ENDED_GAMES / sizeof *ENDED_GAMES; i++) {
        const EndedGame *game = &ENDED_GAMES[i];
        cr_assert_null(gui_find(gui_ask_ok(e, game->position, PROMPT_MS), "info string error"),
                       "%s refused", game->position);
        cr_assert(gui_find(gui_ask_ok(e, "status", PROMPT_MS), game->status),
                  "%s: expected %s; got:\n%s", game->position, game->status, gui_text(e));
        char command[512];
        snprintf(command, sizeof command, "%s%s %s", game->position,
                 strstr(game->position, " moves ") ? "" : " moves", game->move);
        const GuiLines *out = gui_ask_ok(e, command, PROMPT_MS);
        const char *error = gui_find(out, "info string error: ");
        cr_assert(error, "'%s' after the end was accepted", game->move);
        cr_assert(strstr(error, "after the end of the game"), "error '%s'", error);
        cr_assert(gui_find(gui_ask_ok(e, "status", PROMPT_MS), game->status), "the status changed");
        cr_assert(gui_find(gui_ask_ok(e, "legal", PROMPT_MS), "legal"));
        cr_assert_str_eq(gui_find(gui_ask_ok(e, "legal", PROMPT_MS), "legal"), "legal",
                         "an ended game lists moves");
        out = gui_ask_ok(e, "go depth 3", PROMPT_MS);
        cr_assert(gui_find(out, "bestmove (none)"), "go after the end; got:\n%s", gui_text(e));
    }
}
