/*
 * test_wallchess_protocol.c - Wall Chess through the real engine binary ($TESSERA_BIN,
 * default ./tessera): selecting the game by name and alias, `d`, `legal` and `status` (the
 * goal win), moves in both input forms, and bad input (walls off the board, overlapping or
 * sealing walls, a pawn move of the wrong side, bad position strings), each answered with
 * `info string error: ...` and no change of position; games longer than 8192 moves.
 */
#define _GNU_SOURCE
#include "tests/support/gui.h"
#include "tests/support/gui_checks.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define REPLY_MS 5000

static Gui engine;

static void close_engine(void) {
    gui_close(&engine);
}

/* No Criterion .timeout: every wait has its own deadline (REPLY_MS), and Criterion 2.4 leaks
 * its timeout record when timed tests run in parallel (fails `make sanitize`). */
TestSuite(wallchess_protocol, .fini = close_engine);

static void start_wallchess(const char *variant) {
    cr_assert(gui_start(&engine, NULL), "%s", gui_error(&engine));
    char command[64];
    snprintf(command, sizeof command, "setoption name UCI_Variant value %s", variant);
    const GuiLines *out = gui_ask_ok(&engine, command, REPLY_MS);
    const char *line = gui_find(out, "info string variant ");
    cr_assert(line, "no variant line:\n%s", gui_text(&engine));
    cr_assert_str_eq(line, "info string variant wallchess files 9 ranks 9 players 2 startpos "
                           "e1 e9 10 10 s - 0");
}

/* The value of the first line starting with prefix in the output of command. */
static void answer(const char *command, const char *prefix, char *value, size_t size) {
    const GuiLines *out = gui_ask_ok(&engine, command, REPLY_MS);
    const char *line = gui_find(out, prefix);
    cr_assert(line, "'%s' printed no '%s' line:\n%s", command, prefix, gui_text(&engine));
    snprintf(value, size, "%s", line + strlen(prefix));
}

static void assert_fen(const char *expected) {
    char fen[512];
    answer("d", "Fen: ", fen, sizeof fen);
    cr_assert_str_eq(fen, expected);
}

static void assert_rejected(const char *command, const char *message) {
    char before[512], error[512];
    answer("d", "Fen: ", before, sizeof before);
    answer(command, "info string error: ", error, sizeof error);
    cr_assert(strstr(error, message), "'%s': error '%s', expected '%s'", command, error, message);
    assert_fen(before);
}

Test(wallchess_protocol, alias_selects_the_game) {
    start_wallchess("quoridor");
    assert_fen("e1 e9 10 10 s - 0");
    char status[128];
    answer("status", "status ", status, sizeof status);
    cr_assert_str_eq(status, "ongoing south");
}

Test(wallchess_protocol, moves_in_both_forms_and_legal) {
    start_wallchess("wallchess");
    gui_ask_ok(&engine, "position startpos moves e1e2 e8 e3h e8e7", REPLY_MS);
    assert_fen("e2 e7 9 10 s e3h 4");
    char legal[2048];
    answer("legal", "legal ", legal, sizeof legal - 1);
    strcat(legal, " ");
    cr_assert(strncmp(legal, "e3 f2 d2 e1 ", 12) == 0, "pawn moves first: %s", legal);
    cr_assert(strstr(legal, " e6h ") && !strstr(legal, " e3v "), "%s", legal);
}

Test(wallchess_protocol, reaching_the_goal_row_is_a_win) {
    start_wallchess("wallchess");
    gui_ask_ok(&engine, "position fen e8 a5 10 10 s - moves e9", REPLY_MS);
    char status[128], legal[64];
    answer("status", "status ", status, sizeof status);
    cr_assert_str_eq(status, "win south goal");
    const GuiLines *out = gui_ask_ok(&engine, "legal", REPLY_MS);
    cr_assert(gui_find(out, "legal"), "%s", gui_text(&engine));
    snprintf(legal, sizeof legal, "%s", gui_find(out, "legal"));
    cr_assert_str_eq(legal, "legal");
    out = gui_ask_ok(&engine, "go depth 3", REPLY_MS);
    cr_assert(gui_find(out, "bestmove (none)"), "%s", gui_text(&engine));
}

Test(wallchess_protocol, bad_moves_are_rejected_without_changing_the_position) {
    start_wallchess("wallchess");
    gui_ask_ok(&engine, "position startpos moves e2 e8 e3h", REPLY_MS);
    assert_rejected("position startpos moves e2 e8 i9h", "i9h");
    assert_rejected("position startpos moves e2 e8 e3h e3h", "e3h");
    assert_rejected("position startpos moves e2 e8 e3h f3h", "f3h");
    assert_rejected("position startpos moves e2 e8 e3h e3v", "e3v");
    assert_rejected("position startpos moves e8", "e8");
    assert_rejected("position startpos moves e9e8", "e9e8");
    assert_rejected("position fen a1 e9 10 9 n a1h 1 moves b1v", "b1v");
}

Test(wallchess_protocol, bad_position_strings_are_rejected) {
    start_wallchess("wallchess");
    gui_ask_ok(&engine, "position fen e5 e6 9 10 s e6h 1", REPLY_MS);
    assert_rejected("position fen e1 e9 10 10 s a9h", "wall 'a9h' is not a wall");
    assert_rejected("position fen e1 e9 9 9 s e3h,e3v", "overlaps or crosses");
    assert_rejected("position fen a1 e9 8 10 s a1h,b1v", "no path to rank 9");
    assert_rejected("position fen e5 e5 10 10 s -", "both pawns are on e5");
    assert_rejected("position fen e1 e9 12 10 s -", "must be 0 to 10");
}

/* "position startpos moves" and cycles of the pawns stepping out and back, in a new buffer. */
static char *back_and_forth(int cycles) {
    static const char PREFIX[] = "position startpos moves", CYCLE[] = " e2 e8 e1 e9";
    char *command = malloc(sizeof PREFIX + (size_t)cycles * (sizeof CYCLE - 1));
    cr_assert(command);
    char *end = stpcpy(command, PREFIX);
    for (int i = 0; i < cycles; i++)
        end = stpcpy(end, CYCLE);
    return command;
}

/* Issue #17: a command line used to hold at most 8192 words, and Wall Chess has no draw rule
 * to end a game before that. */
Test(wallchess_protocol, games_of_more_than_8192_moves_are_accepted) {
    enum { CYCLES = 2600 }; /* 10400 moves */
    start_wallchess("wallchess");
    char *command = back_and_forth(CYCLES);
    const GuiLines *out = gui_ask_ok(&engine, command, REPLY_MS);
    cr_assert_null(gui_find(out, "info string error"), "refused:\n%s", gui_text(&engine));
    assert_fen("e1 e9 10 10 s - 10400");
    char *illegal = realloc(command, strlen(command) + sizeof " e5");
    cr_assert(illegal);
    strcat(illegal, " e5");
    assert_rejected(illegal, "illegal move 'e5' (move 10401 of the list)");
    free(illegal);
}
