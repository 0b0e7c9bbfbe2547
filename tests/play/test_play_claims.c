/*
 * test_play_claims.c - draws claimed in `tessera play` chess (issue 44): `claim` refused
 * with its reason before the threefold repetition and accepted at it, `claim <move>`, the
 * notice that a claim is possible, the engine claiming on its turn, the game over after a
 * claim, and `claim` in a game without claims. The games start from a position where
 * Black's king has one legal move at each turn, so every run plays the same moves.
 */
#include "tests/support/play_helpers.h"
#include "tests/support/gui.h"

#include <criterion/criterion.h>
#include <string.h>

#define PLAY_MS 30000

/* White: Ka1, Rf1, Ph6; Black: Kh8, Ph7. Black shuffles h8-g8-h8 (the rook holds the
 * f-file, the h6 pawn g7); White's Rf2 and Rf1 make the position repeat. */
#define SHUFFLE "7k/7p/7P/8/8/8/8/K4R2"

static Gui player;

static void close_player(void) {
    gui_close(&player);
}

TestSuite(play_claims, .fini = close_player);

static const GuiLines *run_play(const char *position, const char *script) {
    const char *const args[] = {"play", "chess", "--movetime", "50", "--position", position, NULL};
    return play_run_ok(&player, args, script, PLAY_MS);
}

static size_t expect_line(const GuiLines *lines, size_t from, const char *text) {
    return play_expect_line(&player, lines, from, text);
}

Test(play_claims, claim_is_refused_before_the_threefold_and_ends_the_game_at_it) {
    /* The start position (White to move) occurs again after Rf2 Kg8 Rf1 Kh8, and a third
     * time after the next four plies. */
    const GuiLines *out = run_play(SHUFFLE " w - - 0 1", "claim\n"
                                                         "Rf2\n"
                                                         "Rf1\n"
                                                         "claim\n"
                                                         "Rf2\n"
                                                         "Rf1\n"
                                                         "claim\n"
                                                         "moves\n");
    size_t at = expect_line(out, 0, "claim <move> (play the move and claim the draw it makes)");
    at = expect_line(out, at, "No draw to claim here: ");
    cr_assert_str_eq(out->items[at],
                     "white (you) > No draw to claim here: the position has occurred 1 time (a "
                     "claim needs 3), with 0 half-moves without a capture or a pawn move (a "
                     "claim needs 100).");
    at = expect_line(out, at + 1, "No draw to claim here: ");
    cr_assert_str_eq(out->items[at],
                     "white (you) > No draw to claim here: the position has occurred 2 times (a "
                     "claim needs 3), with 4 half-moves without a capture or a pawn move (a "
                     "claim needs 100).");
    at = expect_line(out, at, "Tessera (black) plays Kh8.");
    at = expect_line(out, at, "You may claim a draw by repetition: type claim.");
    cr_assert_str_eq(out->items[at + 1], "white (you) > You claim a draw by repetition.");
    cr_assert_str_eq(out->items[at + 2], "Game over: draw (repetition).");
    cr_assert_str_eq(out->items[at + 3], "A draw.");
    /* The game is over: `moves` is not read, and the notice came once. */
    cr_assert_eq(at + 4, out->count, "%s", gui_text(&player));
    cr_assert_eq(play_find_line(out, at + 1, "You may claim"), -1);
}

Test(play_claims, claim_with_a_move_plays_it_when_it_makes_the_threefold) {
    const GuiLines *out = run_play(SHUFFLE " w - - 0 1", "Rf2\n"
                                                         "Rf1\n"
                                                         "claim Rf2\n"
                                                         "Rf2\n"
                                                         "Rf1\n"
                                                         "claim rf2\n");
    size_t at = expect_line(out, 0, "No draw to claim after Rf2: ");
    cr_assert_str_eq(out->items[at],
                     "white (you) > No draw to claim after Rf2: the position would occur 2 "
                     "times (a claim needs 3), with 5 half-moves without a capture or a pawn "
                     "move (a claim needs 100). Rf2 was not played.");
    cr_assert_str_eq(out->items[at + 1], "white (you) > You (white) play Rf2.");
    at = expect_line(out, at + 2, "You (white) play Rf2.");
    cr_assert_str_eq(out->items[at + 1], "You claim a draw by repetition.");
    at = expect_line(out, at, "Last move: Rf2 (white)");
    cr_assert_str_eq(out->items[at + 1], "Game over: draw (repetition).");
}

Test(play_claims, the_engine_claims_a_draw_on_its_turn) {
    /* Black to move at the start: Black's position repeats a third time after White's
     * fourth move, and Tessera claims it instead of moving. */
    const GuiLines *out = run_play(SHUFFLE " b - - 0 1", "Rf2\nRf1\nRf2\nRf1\nquit\n");
    size_t at = expect_line(out, 0, "You (white) play Rf1.");
    at = expect_line(out, at + 1, "You (white) play Rf1.");
    cr_assert_str_eq(out->items[at + 1], "Tessera (black) claims a draw by repetition.");
    at = expect_line(out, at, "Game over: draw (repetition).");
    cr_assert_str_eq(out->items[at + 1], "A draw.");
}

Test(play_claims, a_claim_with_an_illegal_move_gets_the_moves_reason) {
    const GuiLines *out = run_play(SHUFFLE " w - - 0 1", "claim Kb3\nclaim Rf9\nquit\n");
    expect_line(out, 0, "'Kb3' is not legal here: the king cannot move like that.");
    expect_line(out, 0, "'Rf9' is not a chess move.");
    expect_line(out, 0, "Game abandoned after 0 moves.");
}

Test(play_claims, games_without_claims_refuse_them_and_do_not_list_the_command) {
    const char *const args[] = {"play", "wallchess", "--movetime", "50", NULL};
    const GuiLines *out = gui_run(&player, args, "claim\nquit\n", PLAY_MS);
    cr_assert(out, "%s", gui_error(&player));
    expect_line(out, 0, "No draw to claim here: wallchess has no draw by claim.");
    cr_assert_eq(play_find_line(out, 0, "claim <move>"), -1);
}
