/*
 * test_protocol_clocks.c - the clocks of `go` as a careless controller sends them, against
 * the real engine binary: a movetime longer than the clock, a negative clock, clocks only
 * for players not in the game, and a side to move without a clock. Each search must end by
 * itself, and the engine must play on afterwards.
 */
#include "tests/support/gui.h"
#include "tests/support/gui_checks.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "src/monotonic.h"

#define REPLY_MS  5000
#define SEARCH_MS 10000

static Gui engine;

static void close_engine(void) {
    gui_close(&engine);
}

TestSuite(protocol_clocks, .fini = close_engine);

static Gui *start_engine(void) {
    cr_assert(gui_start(&engine, NULL), "%s", gui_error(&engine));
    return &engine;
}

/* Sends go and returns its output up to bestmove; *took gets the milliseconds it took. */
static const GuiLines *search(Gui *e, const char *go, long long *took) {
    long long start = monotonic_ms();
    cr_assert(gui_send(e, go), "%s", gui_error(e));
    const GuiLines *out = gui_collect_until(e, "bestmove", SEARCH_MS);
    cr_assert(out, "'%s' gave no bestmove; got:\n%s", go, gui_text(e));
    if (took)
        *took = monotonic_ms() - start;
    return out;
}

Test(protocol_clocks, the_clock_ends_a_search_before_a_longer_movetime) {
    Gui *e = start_engine();
    gui_ask_ok(e, "position startpos", REPLY_MS);
    long long took;
    search(e, "go wtime 100 btime 100 movetime 3000", &took);
    cr_assert_lt(took, 1500, "100 ms on the clock, movetime 3000: %lld ms", took);
    search(e, "go wtime 60000 btime 60000 movetime 200", &took);
    cr_assert_lt(took, 1500, "a minute on the clock, movetime 200: %lld ms", took);
}

Test(protocol_clocks, a_negative_clock_is_an_empty_one) {
    Gui *e = start_engine();
    gui_ask_ok(e, "position startpos moves e2e4", REPLY_MS);
    long long took;
    const GuiLines *out = search(e, "go wtime 1000 btime -50", &took);
    cr_assert_lt(took, 1500, "black's clock is down: %lld ms", took);
    cr_assert_null(gui_find(out, "info string error"), "%s", gui_text(e));
}

Test(protocol_clocks, clocks_of_players_not_in_the_game_are_refused) {
    Gui *e = start_engine();
    gui_ask_ok(e, "position startpos", REPLY_MS);
    const GuiLines *out = gui_ask_ok(e, "go ctime 100", REPLY_MS);
    cr_assert_str_eq(gui_find(out, "info string error"),
                     "info string error: go ctime: chess is played by 2 players, not 3");
    cr_assert_eq(gui_count(out, "bestmove"), 0, "a refused go searched:\n%s", gui_text(e));
    out = gui_ask_ok(e, "go wtime 1000 dinc 5", REPLY_MS);
    cr_assert_str_eq(gui_find(out, "info string error"),
                     "info string error: go dinc: chess is played by 2 players, not 4");
    search(e, "go depth 2", NULL);
}

Test(protocol_clocks, a_side_without_a_clock_plays_on_the_smallest_one) {
    Gui *e = start_engine();
    gui_ask_ok(e, "setoption name UCI_Variant value wallgo", REPLY_MS);
    gui_ask_ok(e, "setoption name Players value 3", REPLY_MS);
    gui_ask_ok(e, "position startpos", REPLY_MS);
    long long took;
    const GuiLines *out = search(e, "go btime 900 ctime 200", &took);
    cr_assert_str_eq(gui_find(out, "info string warning"),
                     "info string warning: go has no clock for A; playing on C's clock (200 ms)");
    cr_assert_lt(took, 1500, "A plays on 200 ms: %lld ms", took);
}
