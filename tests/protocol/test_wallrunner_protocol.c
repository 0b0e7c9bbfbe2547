/*
 * test_wallrunner_protocol.c - Wall Runner through every protocol command, against the real
 * engine binary ($TESSERA_BIN, default ./tessera): the variant line, `d`, `legal`, `status`,
 * `perft`, `eval`, `go`, and bad input (unknown piece letters, bans naming empty squares,
 * moves onto walls) answered with `info string error: ...` and no change of position.
 */
#define _GNU_SOURCE
#include "tests/support/gui.h"
#include "tests/support/gui_checks.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "tests/support/positions.h"

#define REPLY_MS  5000
#define SEARCH_MS 20000

static Gui engine;

static void close_engine(void) {
    gui_close(&engine);
}

TestSuite(wallrunner_protocol, .fini = close_engine);

static void tell(const char *line) {
    cr_assert(gui_send(&engine, line), "cannot send '%.80s': %s", line, gui_error(&engine));
}

static void start_wallrunner(void) {
    cr_assert(gui_start(&engine, NULL), "%s", gui_error(&engine));
    const GuiLines *out =
        gui_ask_ok(&engine, "setoption name UCI_Variant value wallrunner", REPLY_MS);
    const char *variant = gui_find(out, "info string variant");
    cr_assert(variant, "no variant line:\n%s", gui_text(&engine));
    cr_assert_str_eq(
        variant,
        "info string variant wallrunner files 8 ranks 8 players 2 startpos " WALLRUNNER_START);
}

/* The position string `d` shows. */
static void current_fen(char fen[256]) {
    const char *line = gui_find(gui_ask_ok(&engine, "d", REPLY_MS), "Fen: ");
    cr_assert(line, "no Fen line:\n%s", gui_text(&engine));
    snprintf(fen, 256, "%s", line + 5);
}

static void assert_rejected_keeps_position(const char *command) {
    char before[256], after[256];
    current_fen(before);
    const GuiLines *out = gui_ask_ok(&engine, command, REPLY_MS);
    cr_assert(gui_find(out, "info string error: "), "'%s' was not rejected:\n%s", command,
              gui_text(&engine));
    current_fen(after);
    cr_assert_str_eq(after, before, "'%s' changed the position", command);
}

Test(wallrunner_protocol, variant_start_position_and_legal_moves) {
    start_wallrunner();
    char fen[256];
    current_fen(fen);
    cr_assert_str_eq(fen, WALLRUNNER_START);
    const char *legal = gui_find(gui_ask_ok(&engine, "legal", REPLY_MS), "legal");
    cr_assert(legal);
    int count = 0;
    for (const char *c = legal; *c; c++)
        count += *c == ' ';
    cr_assert_eq(count, 34, "%s", legal);
    cr_assert(strstr(legal, " c2h7"), "%s", legal);
}

Test(wallrunner_protocol, perft_and_eval) {
    start_wallrunner();
    tell("go perft 3");
    const char *total = gui_wait_for(&engine, "Nodes searched:", REPLY_MS);
    cr_assert(total);
    cr_assert_str_eq(total, "Nodes searched: 42683");
    const GuiLines *out = gui_ask_ok(&engine, "eval", REPLY_MS);
    cr_assert(gui_find(out, "    King race"), "%s", gui_text(&engine));
}

Test(wallrunner_protocol, bad_position_strings_are_refused) {
    start_wallrunner();
    tell("position startpos moves e2e3");
    assert_rejected_keeps_position("position fen 1dsgksd1/2rrrr2/8/8/8/8/2RRRR2/1DSGKQD1 w - 1");
    assert_rejected_keeps_position("position fen 4k3/8/1r3r2/8/3G4/8/8/4K3 b c6c5 1");
    assert_rejected_keeps_position("position fen " WALLRUNNER_START " x");
    assert_rejected_keeps_position("position fen 1dsgksd1/2rrrr2/8/8/8/8/2RRRR2/1DSGKSD1 w - 0");
}

Test(wallrunner_protocol, moves_onto_walls_are_refused) {
    start_wallrunner();
    tell("position fen 7k/8/8/8/8/8/s7/4K2S w - 1");
    /* Rank 2 is a black wall: the King may not step onto it. */
    assert_rejected_keeps_position("position fen 7k/8/8/8/8/8/s7/4K2S w - 1 moves e1e2");
    assert_rejected_keeps_position("position fen 7k/8/8/8/8/8/s7/4K2S w - 1 moves e1f1 a2b2 f1f2");
}

Test(wallrunner_protocol, status_and_go_after_a_king_is_pushed_off) {
    start_wallrunner();
    tell("position fen 7k/8/8/8/8/4g3/8/4K3 b - 1 moves e3e2");
    const char *status = gui_find(gui_ask_ok(&engine, "status", REPLY_MS), "status");
    cr_assert(status);
    cr_assert_str_eq(status, "status win black king-off-board");
    tell("go depth 3");
    const char *best = gui_wait_for(&engine, "bestmove", SEARCH_MS);
    cr_assert(best);
    cr_assert_str_eq(best, "bestmove (none)");
}

Test(wallrunner_protocol, go_finds_the_push_off_win) {
    start_wallrunner();
    tell("position fen 7k/8/8/8/8/4g3/8/4K3 b - 1");
    tell("go depth 4");
    const GuiLines *out = gui_collect_until(&engine, "bestmove", SEARCH_MS);
    cr_assert(out, "%s", gui_text(&engine));
    const char *best = out->items[out->count - 1];
    cr_assert(strcmp(best, "bestmove e3e2") == 0 || strcmp(best, "bestmove e3d2") == 0 ||
                  strcmp(best, "bestmove e3f2") == 0,
              "%s", best);
    cr_assert(gui_find(out, "info depth"), "%s", gui_text(&engine));
    cr_assert(strstr(gui_text(&engine), "score mate 1"), "%s", gui_text(&engine));
}
