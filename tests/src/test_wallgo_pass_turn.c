/*
 * test_wallgo_pass_turn.c - Wall Go's pass (Game.pass_turn), which best-reply search plays for
 * the opponents who do not reply: the turn goes to the next player who can act, the board and
 * the walls in hand stay, the key stays the key from scratch; no pass while tokens are being
 * placed or once the game is over.
 */
#include <string.h>

#include "tests/support/game_helpers.h"
#include "tests/support/positions.h"

/* A on a1 a7, B on g1 g7, C on c4 d4: every player can act. */
#define THREE_OPEN "A5B/7/7/2CC3/7/7/A5B A 20,20,20 - 0,0,0"

static void assert_passes_to(const char *text, int expected_side, const char *expected_text) {
    PosBuf pos = gt_position(&WALLGO_GAME, text);
    cr_assert(WALLGO_GAME.pass_turn(&pos), "%s", text);
    cr_assert_eq(pos_header(&pos)->side, expected_side, "%s", text);
    char after[MAX_POS_TEXT];
    gt_text(&WALLGO_GAME, &pos, after);
    cr_assert_str_eq(after, expected_text);
    gt_assert_consistent(&WALLGO_GAME, &pos);
}

Test(wallgo_pass_turn, the_turn_goes_to_the_next_player_and_the_board_stays) {
    assert_passes_to(THREE_OPEN, 1, "A5B/7/7/2CC3/7/7/A5B B 20,20,20 - 0,0,0");
    assert_passes_to("A5B/7/7/2CC3/7/7/A5B C 20,20,20 - 0,0,0", 0, THREE_OPEN);
    assert_passes_to(THREE_OPEN " show", 1, "A5B/7/7/2CC3/7/7/A5B B 20,20,20 - 0,0,0 show");
}

Test(wallgo_pass_turn, a_player_who_cannot_act_is_skipped) {
    /* B has no walls left: A's pass hands the turn to C, as a turn of A's would. */
    assert_passes_to("A5B/7/7/2CC3/7/7/A5B A 20,0,20 - 0,0,0", 2,
                     "A5B/7/7/2CC3/7/7/A5B C 20,0,20 - 0,0,0");
}

static void assert_no_pass(const char *text) {
    PosBuf pos = gt_position(&WALLGO_GAME, text), before = pos;
    cr_assert(!WALLGO_GAME.pass_turn(&pos), "%s", text);
    cr_assert(memcmp(&pos, &before, WALLGO_GAME.pos_size) == 0, "%s: changed", text);
}

Test(wallgo_pass_turn, no_pass_while_placing_or_once_the_game_is_over) {
    assert_no_pass(WALLGO_START3);
    assert_no_pass("7/2C4/7/3A3/7/1B5/7 A 20,20,20 - 1,1,1");
    /* Ranks 1-3 hold A's tokens, ranks 4-7 B's: every region has one player, the game is over. */
    assert_no_pass("BBBB3/7/7/7/7/7/AAAA3 A 16,16 a3n,b3n,c3n,d3n,e3n,f3n,g3n,b6e 0,0");
}
