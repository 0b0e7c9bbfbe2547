/*
 * test_protocol_reasons.c - the referee's reasons over the protocol: for every game, well
 * formed moves that break different rules, each refused by `position ... moves` with
 * `info string error: illegal move '<move>' (move N of the list): <reason>` and the position
 * left as it was. The positions are chosen so that exactly one rule of RULES.md is broken.
 */
#define _GNU_SOURCE
#include "tests/support/gui.h"
#include "tests/support/gui_checks.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#define REPLY_MS 5000

static Gui engine;

static void close_engine(void) {
    gui_close(&engine);
}

TestSuite(protocol_reasons, .fini = close_engine);

static void start_game(const char *variant) {
    cr_assert(gui_start(&engine, NULL), "%s", gui_error(&engine));
    char command[64];
    snprintf(command, sizeof command, "setoption name UCI_Variant value %s", variant);
    gui_ask_ok(&engine, command, REPLY_MS);
}

static void fen(char *value, size_t size) {
    const GuiLines *out = gui_ask_ok(&engine, "d", REPLY_MS);
    const char *line = gui_find(out, "Fen: ");
    cr_assert(line, "no Fen line:\n%s", gui_text(&engine));
    snprintf(value, size, "%s", line);
}

/* The command is refused with exactly this error line and changes nothing. */
static void assert_reason(const char *command, const char *error) {
    char before[512], after[512];
    fen(before, sizeof before);
    const GuiLines *out = gui_ask_ok(&engine, command, REPLY_MS);
    const char *line = gui_find(out, "info string error: ");
    cr_assert(line, "'%s' was not refused:\n%s", command, gui_text(&engine));
    cr_assert_str_eq(line + strlen("info string error: "), error, "after '%s'", command);
    fen(after, sizeof after);
    cr_assert_str_eq(after, before, "'%s' changed the position", command);
}

Test(protocol_reasons, chess) {
    start_game("chess");
    assert_reason("position startpos moves e3e4",
                  "illegal move 'e3e4' (move 1 of the list): there is no piece on e3");
    assert_reason("position startpos moves e7e5",
                  "illegal move 'e7e5' (move 1 of the list): "
                  "the pawn on e7 is black's, and white is to move");
    assert_reason("position startpos moves g1g3",
                  "illegal move 'g1g3' (move 1 of the list): the knight cannot move like that");
    assert_reason("position startpos moves d1d3",
                  "illegal move 'd1d3' (move 1 of the list): the piece on d2 blocks the way");
    assert_reason("position startpos moves b1d2",
                  "illegal move 'b1d2' (move 1 of the list): d2 holds white's own pawn");
    assert_reason("position startpos moves e2e4 d7d5 e4e5 d5d4 e5d6",
                  "illegal move 'e5d6' (move 5 of the list): a pawn moves diagonally only to "
                  "capture");
    /* Qh5 pins f7 to the king along h5-e8. */
    assert_reason("position startpos moves e2e4 e7e5 d1h5 f7f6",
                  "illegal move 'f7f6' (move 4 of the list): it would leave the black king in "
                  "check");
    assert_reason("position fen 4k3/8/8/8/8/8/4r3/R3K3 w Q - 0 1 moves a1a2",
                  "illegal move 'a1a2' (move 1 of the list): the white king is in check, and "
                  "this move does not end it");
    assert_reason("position fen 4k3/P7/8/8/8/8/8/4K3 w - - 0 1 moves a7a8",
                  "illegal move 'a7a8' (move 1 of the list): a pawn reaching the last rank must "
                  "promote: add one of qrbn");
}

Test(protocol_reasons, chess_castling) {
    start_game("chess");
    assert_reason("position startpos moves e1g1",
                  "illegal move 'e1g1' (move 1 of the list): castling needs f1 empty");
    assert_reason("position startpos moves e2e4 e7e5 e1e2 e8e7 e2e1 e7e8 e1g1",
                  "illegal move 'e1g1' (move 7 of the list): white has lost the right to castle "
                  "that way");
    assert_reason("position fen 4k3/4r3/8/8/8/8/8/4K2R w K - 0 1 moves e1g1",
                  "illegal move 'e1g1' (move 1 of the list): the king may not castle out of "
                  "check");
    assert_reason("position fen 4k3/5r2/8/8/8/8/8/4K2R w K - 0 1 moves e1g1",
                  "illegal move 'e1g1' (move 1 of the list): the king may not castle through or "
                  "onto f1, which black attacks");
}

Test(protocol_reasons, voidchess) {
    start_game("voidchess");
    /* Black's pawn captured on e5 and left: e5 is a void. */
    assert_reason("position startpos moves e2e4 d8d6 e4e5 d6e5 d2d4 e5e4 d4e5",
                  "illegal move 'd4e5' (move 7 of the list): e5 is a void, and only a minister "
                  "may enter a void");
    assert_reason("position fen 4k4/9/9/9/9/9/9/4K4/R8 w - - 0 1 e2 0 moves a1a5",
                  "illegal move 'a1a5' (move 1 of the list): the white king stands on an "
                  "unstable square and must move");
    assert_reason("position fen 4k4/9/9/9/9/9/9/9/R*2K4 w - - 0 1 - 0 moves a1c1",
                  "illegal move 'a1c1' (move 1 of the list): the void at b1 blocks the way");
    assert_reason("position fen 4k4/9/9/9/9/9/9/9/R*2K4 w - - 0 1 - 0 moves b1b2",
                  "illegal move 'b1b2' (move 1 of the list): b1 is a void, with no piece on it");
    /* The Minister on g1 is boxed in by its own pieces: no first step is free. */
    assert_reason("position startpos moves g1f3",
                  "illegal move 'g1f3' (move 1 of the list): pieces stand on every first step of "
                  "the minister towards it");
    assert_reason("position fen 4k4/9/9/9/9/9/9/9/4K2*R w K - 0 1 - 0 moves e1g1",
                  "illegal move 'e1g1' (move 1 of the list): castling needs h1, which is a void, "
                  "to be an empty square");
    assert_reason("position fen 4k4/4r4/9/9/9/9/9/4B4/4K4 w - - 0 1 - 0 moves e2d3",
                  "illegal move 'e2d3' (move 1 of the list): it would leave the white king in "
                  "check");
}

Test(protocol_reasons, wallchess) {
    start_game("wallchess");
    assert_reason("position startpos moves e7v e7h",
                  "illegal move 'e7h' (move 2 of the list): it crosses the wall at e7v");
    assert_reason("position fen e5 e6 3 10 s d5h moves e5h",
                  "illegal move 'e5h' (move 1 of the list): it overlaps the wall at d5h");
    assert_reason("position fen a8 e9 8 10 s a8h,a7v moves a6h",
                  "illegal move 'a6h' (move 1 of the list): it would leave south no path to the "
                  "goal row");
    assert_reason("position fen e1 e9 0 10 s - moves a3h",
                  "illegal move 'a3h' (move 1 of the list): south has no walls left");
    assert_reason("position fen e5 e9 3 10 s e4h moves e4",
                  "illegal move 'e4' (move 1 of the list): the wall at e4h blocks the step");
    assert_reason("position fen e5 e6 3 10 s e6h moves e7",
                  "illegal move 'e7' (move 1 of the list): the wall at e6h blocks the jump");
    assert_reason("position startpos moves e2 e8 e3 e7 e4 e6 e6",
                  "illegal move 'e6' (move 7 of the list): the north pawn stands on e6");
    assert_reason("position startpos moves 0000",
                  "illegal move '0000' (move 1 of the list): a side may pass (0000) only when it "
                  "has no other move");
}

Test(protocol_reasons, wallgo) {
    start_game("wallgo");
    assert_reason("position startpos moves d4 d4",
                  "illegal move 'd4' (move 2 of the list): d4 is taken by a token of A");
    assert_reason("position startpos moves d4c3,c3n",
                  "illegal move 'd4c3,c3n' (move 1 of the list): tokens are still being placed: "
                  "name an empty cell (c3)");
    static const char placed[] = "position fen BBB4/7/2B4/3A3/7/7/AAA4 A";
    const struct {
        const char *rest, *error;
    } cases[] = {
        {"20,20 - 0,0 moves c5d5,a1n",
         "illegal move 'c5d5,a1n' (move 1 of the list): the token on c5 is B's"},
        {"20,20 - 0,0 moves d4c5,a2n",
         "illegal move 'd4c5,a2n' (move 1 of the list): c5 is taken by a token of B"},
        {"20,20 - 0,0 moves d4a4,a2n",
         "illegal move 'd4a4,a2n' (move 1 of the list): a token moves at most two steps"},
        {"19,20 d4n 0,0 moves d4e4,d4n",
         "illegal move 'd4e4,d4n' (move 1 of the list): there is already a wall at d4n"},
        {"16,20 d4n,d4e,c4e,d3n 0,0 moves d4d4,a2n",
         "illegal move 'd4d4,a2n' (move 1 of the list): the token on d4 cannot step anywhere, "
         "so it cannot stay either"},
        {"19,20 d4n 0,0 moves d4d6,a2n",
         "illegal move 'd4d6,a2n' (move 1 of the list): walls or tokens block the way from d4 "
         "to d6"},
        {"20,20 - 0,0 moves d4d5,a7n",
         "illegal move 'd4d5,a7n' (move 1 of the list): a7n lies on the board border, where no "
         "wall goes"},
        {"20,20 - 0,0 moves d4",
         "illegal move 'd4' (move 1 of the list): all tokens are placed: a turn moves a token "
         "and places a wall (b2c3,c3n)"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char command[256];
        snprintf(command, sizeof command, "%s %s", placed, cases[i].rest);
        assert_reason(command, cases[i].error);
    }
}

Test(protocol_reasons, wallrunner) {
    start_game("wallrunner");
    assert_reason("position startpos moves e3e4",
                  "illegal move 'e3e4' (move 1 of the list): there is no piece on e3");
    assert_reason("position startpos moves c7c6",
                  "illegal move 'c7c6' (move 1 of the list): the runner on c7 is black's");
    assert_reason("position startpos moves e1e2",
                  "illegal move 'e1e2' (move 1 of the list): e2 is occupied, and pieces never "
                  "capture");
    /* Black's Striag on a1 casts its wall along rank 1 up to the white King. */
    assert_reason("position fen 4k3/8/8/8/8/8/8/s3K2S w - 1 moves e1e2",
                  "illegal move 'e1e2' (move 1 of the list): the king on e1 is frozen: it stands "
                  "on a black wall");
    /* The Guard's landing on d5 pushes the Runner from d6 to d7. */
    assert_reason("position fen 4k3/8/3r4/8/3G4/8/8/4K3 w - 1 moves d4d5 d7d6",
                  "illegal move 'd7d6' (move 2 of the list): the runner on d7 was pushed from d6 "
                  "and may not go back there this turn");
    assert_reason("position fen 4k3/8/8/8/8/8/s7/4K3 w - 1 moves e1e2",
                  "illegal move 'e1e2' (move 1 of the list): the king may not step onto e2, a "
                  "black wall square");
    assert_reason("position fen 4k3/8/8/8/8/7s/8/S3K3 w - 1 moves a1a5",
                  "illegal move 'a1a5' (move 1 of the list): the black wall at a3 stops the "
                  "slide");
    assert_reason("position startpos moves c1b2",
                  "illegal move 'c1b2' (move 1 of the list): a striag slides orthogonally");
    assert_reason("position fen 4k3/8/8/8/3R4/8/8/4K3 w - 1 moves d4d3",
                  "illegal move 'd4d3' (move 1 of the list): a runner steps one square forward; "
                  "it slides only from a wall square");
}

Test(protocol_reasons, single_moves_and_searchmoves_give_reasons_too) {
    start_game("wallchess");
    gui_ask_ok(&engine, "position startpos moves e7v", REPLY_MS);
    assert_reason("go depth 1 searchmoves e7h",
                  "searchmoves: illegal move 'e7h': it crosses the wall at e7v");
    assert_reason("position startpos moves zz99",
                  "illegal move 'zz99' (move 1 of the list): it is not a wallchess move in the "
                  "notation of the game");
}
