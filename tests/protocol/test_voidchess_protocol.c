/*
 * test_voidchess_protocol.c - Void Chess through the real engine binary ($TESSERA_BIN,
 * default ./tessera): selecting the variant, `d` with all eight fields, `legal`, `status`
 * with each game-specific reason, a search, and bad positions or moves refused with
 * `info string error:` while the engine keeps its position.
 */
#include "tests/support/gui.h"
#include "tests/support/gui_checks.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

/* Answers that need no search come at once; this bound only catches a hanging engine. */
#define REPLY_MS  5000
#define SEARCH_MS 20000

static Gui engine;

static void close_engine(void) {
    gui_close(&engine);
}

TestSuite(voidchess_protocol, .fini = close_engine);

static Gui *start_voidchess(void) {
    cr_assert(gui_start(&engine, NULL), "%s", gui_error(&engine));
    const GuiLines *out =
        gui_ask_ok(&engine, "setoption name UCI_Variant value voidchess", REPLY_MS);
    cr_assert(gui_find(out, "info string variant voidchess files 9 ranks 9 players 2 "
                            "startpos rnbqkbmnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKBMNR "
                            "w KQkq - 0 1 - 0"),
              "%s", gui_text(&engine));
    return &engine;
}

/* The Fen: line of `d`, without the prefix. */
static void current_fen(char *fen, size_t size) {
    const char *line = gui_find(gui_ask_ok(&engine, "d", REPLY_MS), "Fen: ");
    cr_assert(line, "no Fen line:\n%s", gui_text(&engine));
    snprintf(fen, size, "%s", line + 5);
}

static void assert_status(const char *position, const char *expected) {
    char command[256];
    snprintf(command, sizeof command, "position fen %s", position);
    cr_assert_null(gui_find(gui_ask_ok(&engine, command, REPLY_MS), "info string error"), "%s",
                   gui_text(&engine));
    const char *line = gui_find(gui_ask_ok(&engine, "status", REPLY_MS), "status ");
    cr_assert(line, "no status line:\n%s", gui_text(&engine));
    cr_assert_str_eq(line, expected, "for %s", position);
}

Test(voidchess_protocol, d_prints_all_eight_fields_and_marks_square_states) {
    start_voidchess();
    gui_ask_ok(&engine, "position startpos moves e2e4 f8f6 e4e5 f6e5", REPLY_MS);
    const GuiLines *out = gui_ask_ok(&engine, "d", REPLY_MS);
    cr_assert(gui_find(out, "Fen: rnbqkbmnr/ppppp1ppp/9/9/4p4/9/9/PPPP1PPPP/RNBQKBMNR w "
                            "KQkq - 0 3 e5 0"),
              "%s", gui_text(&engine));
    cr_assert(gui_find(out, "5 |   |   |   |   |(p)|"), "%s", gui_text(&engine));
    cr_assert(gui_find(out, "Status: ongoing white"), "%s", gui_text(&engine));
}

Test(voidchess_protocol, legal_lists_the_moves_of_the_side_to_move) {
    start_voidchess();
    const char *line = gui_find(gui_ask_ok(&engine, "legal", REPLY_MS), "legal");
    cr_assert(line);
    int count = 0;
    for (const char *c = line; *c; c++)
        count += *c == ' ';
    cr_assert_eq(count, 22, "%s", line);
    cr_assert_null(strstr(line, "g1"), "the Minister is boxed in: %s", line);
}

Test(voidchess_protocol, status_reports_each_reason) {
    start_voidchess();
    assert_status("4k4/4Q4/4K4/9/9/9/9/9/9 b - - 0 1 - 0", "status win white checkmate");
    assert_status("k*7/**7/9/9/9/9/9/9/R3K4 b - - 0 1 a9 0", "status win white king-void");
    assert_status("k8/2Q6/9/9/9/9/9/9/4K4 b - - 0 1 - 0", "status draw stalemate");
    assert_status("4k4/9/9/9/9/9/9/9/4K4 w - - 0 1 - 0", "status draw material");
    assert_status("k*7/**7/9/9/9/9/9/9/R3K4 w - - 0 1 - 0", "status draw fortress");
    assert_status("4k4/9/9/9/9/9/9/9/4KR3 w - - 100 80 - 0", "status draw fifty-moves");
    assert_status("4k4/9/9/9/9/9/9/9/3NKN3 w - - 0 1 - 0 moves d1c3 e9e8 c3d1 e8e9 d1c3 e9e8 "
                  "c3d1 e8e9",
                  "status draw repetition");
}

Test(voidchess_protocol, search_finds_a_legal_move) {
    start_voidchess();
    gui_ask_ok(
        &engine,
        "position fen r1bq4r/n1pk1pn1p/4p4/ppP3Np1/3*1m2P/7P1/8M/P1PP1NP2/R1Q1KB2R b KQ - 0 21 "
        "c6 0",
        REPLY_MS);
    cr_assert(gui_send(&engine, "go depth 5"));
    const GuiLines *out = gui_collect_until(&engine, "bestmove", SEARCH_MS);
    cr_assert(out, "no bestmove:\n%s", gui_text(&engine));
    char best[16] = "";
    cr_assert_eq(sscanf(out->items[out->count - 1], "bestmove %15s", best), 1);
    char legal[4096];
    snprintf(legal, sizeof legal, "%s ", gui_find(gui_ask_ok(&engine, "legal", REPLY_MS), "legal"));
    char wanted[20];
    snprintf(wanted, sizeof wanted, " %s ", best);
    cr_assert(strstr(legal, wanted), "bestmove %s is not in %s", best, legal);
}

/* Each bad command gives an error line and leaves the position as it was. */
Test(voidchess_protocol, bad_positions_and_moves_are_refused_without_a_change) {
    start_voidchess();
    gui_ask_ok(&engine, "position startpos moves e2e4", REPLY_MS);
    char before[256], after[256];
    current_fen(before, sizeof before);
    const char *bad[] = {
        "position fen rnbqkbmnr/ppppppppp/9/9/9/9/9/PPPPPPPP/RNBQKBMNR w KQkq - 0 1",
        "position fen 4k4/9/9/9/4*4/9/9/9/4K4 w - - 0 1 e5 0",
        "position fen 4k4/9/9/9/9/9/9/9/4K4 w - - 0 1 e4 0",
        "position fen 4k4/9/9/9/9/9/9/9/4K4 w - - 0 1 - 99",
        "position startpos moves g1g3",
        "position startpos moves e2e4 e8e6 g1e3",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        const GuiLines *out = gui_ask_ok(&engine, bad[i], REPLY_MS);
        cr_assert(gui_find(out, "info string error:"), "'%s' gave no error:\n%s", bad[i],
                  gui_text(&engine));
        current_fen(after, sizeof after);
        cr_assert_str_eq(after, before, "'%s' changed the position", bad[i]);
    }
}
