/*
 * test_wallgo_rules.c - the rules of RULES.md section 4 one by one, on hand-made positions:
 * the placement order (WG2), token moves and the 0-step rule (WG3), walls (WG4), automatic
 * skipping (WG5), territory (WG6), and the three end conditions with wins and draws (WG7);
 * then the show rules (WS1-WS6): the wall beside the destination, stays, the referee's reason,
 * the snake placement order, the tie-breaks and the end conditions.
 * Status lines are written the way `status` prints them.
 */
#include <stdio.h>

#include "tests/support/game_helpers.h"
#include "tests/support/positions.h"

/* Rank 1 filled A B A B A B A under a row of n walls (g1n still open), B's fourth token
 * walled in on d4: every token is stuck except A's on g1. */
#define STUCK_ROW "7/7/7/3B3/7/7/ABABABA %c 15,15 a1n,b1n,c1n,d1n,e1n,f1n,d3n,d4n,c4e,d4e 0,0"

/* A on a1 f1 a7 c7, B on b1 e7 f7 g7, no walls. */
#define OPEN_ROW "A1A1BBB/7/7/7/7/7/AB3A1 A 20,20 - 0,0"

/* A on a1 (walled on the north, b1 free) f1 a7 c7, B on c1 e7 f7 g7. */
#define ONE_EXIT "A1A1BBB/7/7/7/7/7/A1B2A1 A 19,20 a1n 0,0"

/* The status line the way `status` prints it after the word `status`. */
static void status_text(const PosBuf *pos, char *out, size_t size) {
    GameStatus status;
    WALLGO_GAME.status(pos, &status);
    int used;
    if (status.outcome == OUTCOME_ONGOING)
        used = snprintf(out, size, "ongoing %c", 'A' + pos_header(pos)->side);
    else if (status.outcome == OUTCOME_WIN)
        used = snprintf(out, size, "win %c %s", 'A' + status.winner, status.reason);
    else
        used = snprintf(out, size, "draw %s", status.reason);
    cr_assert(status.has_scores);
    used += snprintf(out + used, size - (size_t)used, " scores");
    for (int i = 0; i < pos_header(pos)->players; i++)
        used += snprintf(out + used, size - (size_t)used, " %d", status.scores[i]);
}

/* Asserts the status line of a position. */
#define assert_status(pos, expected)                                                               \
    do {                                                                                           \
        char status_text_[128];                                                                    \
        status_text(pos, status_text_, sizeof status_text_);                                       \
        cr_assert_str_eq(status_text_, expected);                                                  \
    } while (0)

static Move first_legal(const PosBuf *pos) {
    Move moves[MAX_MOVES];
    cr_assert_gt(game_legal_moves(&WALLGO_GAME, pos, moves), 0);
    return moves[0];
}

static PosBuf after_first_legal(const PosBuf *pos) {
    PosBuf next;
    cr_assert(WALLGO_GAME.play(pos, first_legal(pos), &next));
    return next;
}

Test(wallgo_rules, placements_go_round_in_turn_order_then_play_starts_with_a) {
    PosBuf pos = gt_position(&WALLGO_GAME, WALLGO_START3);
    const char *cells[6] = {"a1", "b1", "c1", "a7", "b7", "c7"};
    for (int i = 0; i < 6; i++) {
        cr_assert_eq(pos_header(&pos)->side, i % 3, "placement %d", i);
        cr_assert_eq(gt_legal_count(&WALLGO_GAME, &pos), 49 - i, "one placement per empty cell");
        cr_assert_not(gt_is_legal(&WALLGO_GAME, &pos, "a1a2,a1n"), "no turns while placing");
        pos = gt_after(&WALLGO_GAME, &pos, cells[i]);
    }
    char text[MAX_POS_TEXT];
    gt_text(&WALLGO_GAME, &pos, text);
    cr_assert_str_eq(text, "ABC4/7/7/7/7/7/ABC4 A 20,20,20 - 0,0,0");
    cr_assert_not(gt_is_legal(&WALLGO_GAME, &pos, "d4"), "no placements once play started");
    cr_assert(gt_is_legal(&WALLGO_GAME, &pos, "a1a2,a1n"));
}

Test(wallgo_rules, a_placement_needs_an_empty_cell) {
    PosBuf start = gt_position(&WALLGO_GAME, WALLGO_START2);
    PosBuf pos = gt_after(&WALLGO_GAME, &start, "c3");
    cr_assert_not(gt_is_legal(&WALLGO_GAME, &pos, "c3"));
    cr_assert(gt_is_legal(&WALLGO_GAME, &pos, "c4"));
}

Test(wallgo_rules, placement_skips_players_with_nothing_left_to_place) {
    PosBuf pos = gt_position(&WALLGO_GAME, "7/7/7/7/7/BBB4/AAA4 B 20,20 - 1,1");
    pos = gt_after(&WALLGO_GAME, &pos, "g7");
    cr_assert_eq(pos_header(&pos)->side, 0);
    pos = gt_position(&WALLGO_GAME, "7/7/7/7/7/BBBB3/AAA4 B 20,20 - 1,0");
    cr_assert_eq(pos_header(&pos)->side, 0, "B has nothing to place: A places");
}

Test(wallgo_rules, the_game_never_ends_during_placement) {
    PosBuf start = gt_position(&WALLGO_GAME, WALLGO_START2);
    PosBuf pos = gt_after(&WALLGO_GAME, &start, "d4");
    assert_status(&pos, "ongoing B scores 49 0");
    cr_assert_eq(WALLGO_GAME.quick_result(&pos), RESULT_NONE);
}

/* A lone token in the open: 4 cells one step away, 8 two steps away (L-shaped paths reach
 * the diagonal cells twice, once counted), and the 0-step move. A corner token has 2 + 3 + 1. */
Test(wallgo_rules, a_free_token_has_thirteen_destinations) {
    PosBuf pos = gt_position(&WALLGO_GAME, "A3BBB/6B/7/3A3/7/7/A5A A 20,20 - 0,0");
    cr_assert_eq(gt_legal_count(&WALLGO_GAME, &pos), (13 + 3 * 6) * 84);
}

Test(wallgo_rules, steps_do_not_cross_walls_tokens_or_the_border) {
    PosBuf pos = gt_position(&WALLGO_GAME, OPEN_ROW);
    cr_assert_not(gt_is_legal(&WALLGO_GAME, &pos, "a1b1,c3n"), "b1 is occupied");
    cr_assert_not(gt_is_legal(&WALLGO_GAME, &pos, "a1c1,c3n"), "no passing through b1");
    cr_assert(gt_is_legal(&WALLGO_GAME, &pos, "a1a3,c3n"));
    cr_assert(gt_is_legal(&WALLGO_GAME, &pos, "a1b2,c3n"), "L-shaped through a2");
    cr_assert_not(gt_is_legal(&WALLGO_GAME, &pos, "a1a4,c3n"), "three steps");
    cr_assert_not(gt_is_legal(&WALLGO_GAME, &pos, "b1b2,c3n"), "B's token");
    pos = gt_position(&WALLGO_GAME, "A1A1BBB/7/7/7/7/7/AB3A1 A 19,20 a2e 0,0");
    cr_assert_not(gt_is_legal(&WALLGO_GAME, &pos, "a1b2,c3n"), "a2-b2 is walled, b1 occupied");
    cr_assert(gt_is_legal(&WALLGO_GAME, &pos, "a1a3,c3n"));
}

Test(wallgo_rules, zero_step_needs_an_empty_unwalled_neighbour) {
    /* a1 is walled on the north and blocked by B on b1: no move at all, not even 0-step. */
    PosBuf pos = gt_position(&WALLGO_GAME, "A1A1BBB/7/7/7/7/7/AB3A1 A 19,20 a1n 0,0");
    cr_assert_not(gt_is_legal(&WALLGO_GAME, &pos, "a1a1,c3n"));
    cr_assert_not(gt_is_legal(&WALLGO_GAME, &pos, "a1a2,c3n"));
    cr_assert(gt_is_legal(&WALLGO_GAME, &pos, "f1f1,c3n"));
    /* With b1 empty the token may stay, step to b1 or go on to b2, not through c1. */
    pos = gt_position(&WALLGO_GAME, ONE_EXIT);
    cr_assert(gt_is_legal(&WALLGO_GAME, &pos, "a1a1,c3n"));
    cr_assert(gt_is_legal(&WALLGO_GAME, &pos, "a1b1,c3n"));
    cr_assert(gt_is_legal(&WALLGO_GAME, &pos, "a1b2,c3n"));
    cr_assert_not(gt_is_legal(&WALLGO_GAME, &pos, "a1c1,c3n"));
    cr_assert_not(gt_is_legal(&WALLGO_GAME, &pos, "a1d1,c3n"));
}

/* In ONE_EXIT: a1 reaches a1 b1 b2; f1 reaches f1 e1 g1 f2 d1 e2 g2 f3; a7 reaches a7 a6 b7
 * a5 b6; c7 reaches c7 b7 d7 c6 b6 d6 c5: 23 token moves, 83 free edges. */
Test(wallgo_rules, zero_step_moves_of_different_tokens_are_different_moves) {
    PosBuf pos = gt_position(&WALLGO_GAME, ONE_EXIT);
    cr_assert_eq(gt_legal_count(&WALLGO_GAME, &pos), 23 * 83);
    Move stay_a1, stay_f1;
    cr_assert(game_parse_legal_move(&WALLGO_GAME, &pos, "a1a1,d5e", &stay_a1));
    cr_assert(game_parse_legal_move(&WALLGO_GAME, &pos, "f1f1,d5e", &stay_f1));
    cr_assert_neq(stay_a1, stay_f1);
    PosBuf one = gt_after(&WALLGO_GAME, &pos, "a1a1,d5e"),
           other = gt_after(&WALLGO_GAME, &pos, "f1f1,d5e");
    cr_assert_eq(pos_header(&one)->key, pos_header(&other)->key, "both reach one position");
}

Test(wallgo_rules, a_wall_goes_on_any_free_inner_edge_once) {
    PosBuf pos = gt_position(&WALLGO_GAME, ONE_EXIT);
    cr_assert_not(gt_is_legal(&WALLGO_GAME, &pos, "f1f1,a1n"), "edge already walled");
    cr_assert_not(gt_is_legal(&WALLGO_GAME, &pos, "f1f1,a2s"), "the same edge named from a2");
    cr_assert_not(gt_is_legal(&WALLGO_GAME, &pos, "f1f1,a7n"), "border");
    cr_assert_not(gt_is_legal(&WALLGO_GAME, &pos, "f1f1,g4e"), "border");
    cr_assert_not(gt_is_legal(&WALLGO_GAME, &pos, "f1f1,a4w"), "border");
    cr_assert_not(gt_is_legal(&WALLGO_GAME, &pos, "f1f1,c1s"), "border");
    cr_assert(gt_is_legal(&WALLGO_GAME, &pos, "f1f1,f1n"), "beside the token itself");
    cr_assert(gt_is_legal(&WALLGO_GAME, &pos, "f1f2,f2n"), "beside the destination");
    PosBuf next = gt_after(&WALLGO_GAME, &pos, "f1f1,b4w");
    char text[MAX_POS_TEXT];
    gt_text(&WALLGO_GAME, &next, text);
    cr_assert_str_eq(text, "A1A1BBB/7/7/7/7/7/A1B2A1 B 18,20 a1n,a4e 0,0");
}

Test(wallgo_rules, a_player_without_walls_is_skipped) {
    PosBuf pos = gt_position(&WALLGO_GAME, "A5B/7/7/2CC3/7/7/A5B A 20,0,20 - 0,0,0");
    pos = after_first_legal(&pos);
    cr_assert_eq(pos_header(&pos)->side, 2, "B has no walls: C moves");
    pos = after_first_legal(&pos);
    cr_assert_eq(pos_header(&pos)->side, 0);
    pos = gt_position(&WALLGO_GAME, "A5B/7/7/2CC3/7/7/A5B B 20,0,20 - 0,0,0");
    cr_assert_eq(pos_header(&pos)->side, 2, "skipped when the string is read");
}

Test(wallgo_rules, a_player_whose_tokens_are_all_boxed_is_skipped) {
    char text[MAX_POS_TEXT];
    snprintf(text, sizeof text, STUCK_ROW, 'B');
    PosBuf pos = gt_position(&WALLGO_GAME, text);
    cr_assert_eq(pos_header(&pos)->side, 0, "B cannot act when the string is read");
    cr_assert_eq(gt_legal_count(&WALLGO_GAME, &pos), 4 * 74, "only g1 moves: g1, g2, g3, f2");
    pos = gt_after(&WALLGO_GAME, &pos, "g1g1,a6n");
    cr_assert_eq(pos_header(&pos)->side, 0, "B is skipped after A's turn");
    assert_status(&pos, "ongoing A scores 0 1");
}

Test(wallgo_rules, play_starts_with_the_first_player_who_can_act) {
    PosBuf pos = gt_position(&WALLGO_GAME, "BBB4/7/7/7/7/7/AAAA3 B 0,20 - 0,1");
    pos = gt_after(&WALLGO_GAME, &pos, "g7");
    cr_assert_eq(pos_header(&pos)->side, 1, "A has no walls: B starts");
    assert_status(&pos, "ongoing B scores 0 0");
}

Test(wallgo_rules, the_game_ends_when_nobody_can_take_a_turn) {
    char text[MAX_POS_TEXT];
    snprintf(text, sizeof text, STUCK_ROW, 'A');
    PosBuf start = gt_position(&WALLGO_GAME, text);
    PosBuf pos = gt_after(&WALLGO_GAME, &start, "g1g1,g1n");
    assert_status(&pos, "win B territory scores 0 1");
    cr_assert_eq(gt_legal_count(&WALLGO_GAME, &pos), 0);
    cr_assert_eq(pos_header(&pos)->side, 1);
    cr_assert_eq(WALLGO_GAME.quick_result(&pos), RESULT_WIN);
}

Test(wallgo_rules, the_game_ends_when_all_walls_are_used) {
    PosBuf pos = gt_position(&WALLGO_GAME, "BBBB3/7/7/7/7/7/AAAA3 A 1,0 - 0,0");
    assert_status(&pos, "ongoing A scores 0 0");
    pos = gt_after(&WALLGO_GAME, &pos, "a1a2,d4n");
    assert_status(&pos, "draw territory scores 0 0");
    cr_assert_eq(WALLGO_GAME.quick_result(&pos), RESULT_DRAW);
    cr_assert_eq(gt_legal_count(&WALLGO_GAME, &pos), 0);
}

Test(wallgo_rules, the_game_ends_when_every_region_has_one_player) {
    PosBuf pos =
        gt_position(&WALLGO_GAME, "BBBB3/7/7/7/7/7/AAAA3 A 17,17 a3n,b3n,c3n,d3n,e3n,f3n 0,0");
    pos = gt_after(&WALLGO_GAME, &pos, "a1a2,b6e");
    assert_status(&pos, "ongoing B scores 0 0");
    pos = gt_after(&WALLGO_GAME, &pos, "a7a6,g3n");
    /* Ranks 1-3 hold the four A tokens (counted once), ranks 4-7 the B tokens. */
    assert_status(&pos, "win B territory scores 21 28");
    cr_assert_eq(pos_header(&pos)->side, 0);
    cr_assert_eq(WALLGO_GAME.quick_result(&pos), RESULT_LOSS);
    cr_assert_eq(gt_legal_count(&WALLGO_GAME, &pos), 0);
}

Test(wallgo_rules, several_tokens_in_one_region_count_the_region_once) {
    PosBuf pos = gt_position(&WALLGO_GAME,
                             "A6/7/7/7/7/7/AAABBBB A 16,16 a1n,b1n,c1n,d1n,e1n,f1n,g1n,c1e 0,0");
    /* a1-c1 holds three A tokens: 3; d1-g1 four B tokens: 4; ranks 2-7 A's a7: 42. */
    assert_status(&pos, "win A territory scores 45 4");
}

/* A's b4 closes its own last exit: nobody can act; A and B own one boxed cell each. */
Test(wallgo_rules, an_equal_top_score_is_a_draw) {
    PosBuf pos = gt_position(&WALLGO_GAME,
                             "7/7/7/1A3B1/7/7/ABABAB1 A 13,13 a1n,b1n,c1n,d1n,e1n,f1n,b3n,f3n,b4n,"
                             "f4n,f1e,a4e,e4e,f4e 0,0");
    assert_status(&pos, "ongoing A scores 42 1"); /* b4 still opens on the big region */
    pos = gt_after(&WALLGO_GAME, &pos, "b4b4,b4e");
    assert_status(&pos, "draw territory scores 1 1");
    cr_assert_eq(WALLGO_GAME.quick_result(&pos), RESULT_DRAW);
}

Test(wallgo_rules, three_players_sharing_the_top_score_draw) {
    /* A below the lines (21 cells), B above them (21), C on rank 4 (7). */
    PosBuf pos = gt_position(&WALLGO_GAME,
                             "BB5/7/7/2C1C2/7/7/AA5 C 15,16,16 a3n,b3n,c3n,d3n,e3n,f3n,g3n,a4n,b4n,"
                             "c4n,d4n,e4n,f4n 0,0,0");
    assert_status(&pos, "ongoing C scores 21 0 0");
    pos = gt_after(&WALLGO_GAME, &pos, "c4c4,g4n");
    assert_status(&pos, "draw territory scores 21 21 7");
    cr_assert_eq(WALLGO_GAME.result_for(&pos, 0), RESULT_DRAW);
    cr_assert_eq(WALLGO_GAME.result_for(&pos, 1), RESULT_DRAW);
    cr_assert_eq(WALLGO_GAME.result_for(&pos, 2), RESULT_LOSS);
}

Test(wallgo_rules, four_players_one_winner) {
    PosBuf pos = gt_position(&WALLGO_GAME,
                             "BB5/7/1C4D/C4D1/7/7/AA5 D 16,16,16,17 a3n,b3n,c3n,d3n,e3n,f3n,g3n,"
                             "a5n,b5n,c5n,d5n,e5n,f5n,g5n,c4e 0,0,0,0");
    cr_assert_eq(WALLGO_GAME.result_for(&pos, 0), RESULT_NONE);
    pos = gt_after(&WALLGO_GAME, &pos, "f4f4,c5e");
    assert_status(&pos, "win A territory scores 21 14 6 8");
    cr_assert_eq(WALLGO_GAME.result_for(&pos, 0), RESULT_WIN);
    for (int player = 1; player < 4; player++)
        cr_assert_eq(WALLGO_GAME.result_for(&pos, player), RESULT_LOSS);
}

/* ---- the show rules (RULES.md WS1-WS6) ----------------------------------------------------- */

/* A on a1 c1 e1 g1, B on a7 c7 e7 g7, no walls. */
#define SHOW_ROWS "B1B1B1B/7/7/7/7/7/A1A1A1A A 20,20 - 0,0 show"

/* Counted by hand: a1 reaches a1 b1 a2 b2 a3 with 2+3+3+4+3 free sides; c1 reaches c1 b1 d1
 * c2 b2 d2 c3 with 3+3+3+4+4+4+4; e1 and g1 mirror c1 and a1: 15 + 25 + 25 + 15. */
Test(wallgo_show, a_wall_goes_on_a_side_of_the_destination) {
    PosBuf pos = gt_position(&WALLGO_GAME, SHOW_ROWS);
    cr_assert_eq(gt_legal_count(&WALLGO_GAME, &pos), 80);
    cr_assert(gt_is_legal(&WALLGO_GAME, &pos, "a1b2,b2n"));
    cr_assert(gt_is_legal(&WALLGO_GAME, &pos, "a1b2,a2e")); /* the west side of b2 */
    cr_assert(gt_is_legal(&WALLGO_GAME, &pos, "a1b2,b1n")); /* the south side of b2 */
    cr_assert(gt_is_legal(&WALLGO_GAME, &pos, "a1a1,a1e"));
    cr_assert_not(gt_is_legal(&WALLGO_GAME, &pos, "a1b2,d4n"));
    cr_assert_not(gt_is_legal(&WALLGO_GAME, &pos, "a1b2,a1n")); /* a side of a1, not b2 */
}

/* a1 walled in on both inner sides: it has no move, not even a stay; b1 and a2 lose a side. */
Test(wallgo_show, a_boxed_in_token_has_no_move) {
    PosBuf pos = gt_position(&WALLGO_GAME, "B1B1B1B/7/7/7/7/7/A1A1A1A A 19,19 a1n,a1e 0,0 show");
    cr_assert_eq(gt_legal_count(&WALLGO_GAME, &pos), 0 + 24 + 25 + 15);
    cr_assert_not(gt_is_legal(&WALLGO_GAME, &pos, "a1a1,a1n"));
}

/* A's b1 has no empty neighbour (a1 c1 b2 are taken) and its g7 is walled in: under the site
 * rules A cannot act and is skipped; under the show rules b1 stays and walls one of its three
 * free sides. */
Test(wallgo_show, a_stay_needs_only_a_free_side) {
    PosBuf show = gt_position(&WALLGO_GAME, "6A/7/7/4C2/7/1C5/BAB4 A 19,19,20 g6n,f7e 0,0,0 show");
    char text[256];
    gt_legal_text(&WALLGO_GAME, &show, true, text, sizeof text);
    cr_assert_str_eq(text, "b1b1,a1e b1b1,b1e b1b1,b1n");
    PosBuf site = gt_position(&WALLGO_GAME, "6A/7/7/4C2/7/1C5/BAB4 A 19,19,20 g6n,f7e 0,0,0");
    cr_assert_eq(pos_header(&site)->side, 1, "site rules: A cannot act");
}

Test(wallgo_show, the_referee_names_the_show_rule) {
    PosBuf pos = gt_position(&WALLGO_GAME, SHOW_ROWS);
    char reason[MOVE_REASON_BYTES];
    cr_assert(game_illegal_reason(&WALLGO_GAME, &pos, "a1b2,d4n", reason, sizeof reason));
    cr_assert_str_eq(reason, "the wall must touch the cell your token moved to (d4n is not a "
                             "side of b2)");
    cr_assert(game_illegal_reason(&WALLGO_GAME, &pos, "c1c1,a1e", reason, sizeof reason));
    cr_assert_str_eq(reason, "the wall must touch the cell your token moved to (a1e is not a "
                             "side of c1)");
    cr_assert(game_illegal_reason(&WALLGO_GAME, &pos, "a1d4,d4n", reason, sizeof reason));
    cr_assert_str_eq(reason, "a token moves at most two steps");
    pos = gt_position(&WALLGO_GAME, "B1B1B1B/7/7/7/7/7/A1A1A1A A 19,19 a1n,a1e 0,0 show");
    cr_assert(game_illegal_reason(&WALLGO_GAME, &pos, "a1a1,a1n", reason, sizeof reason));
    cr_assert_str_eq(reason, "there is already a wall at a1n");
}

/* WS5: the snake order A B B A A B B A, from the empty board and from the fixed start. */
Test(wallgo_show, placements_go_in_snake_order) {
    static const char order[] = "BBAABBA";
    PosBuf pos = gt_position(&WALLGO_GAME, "7/7/7/7/7/7/7 A 20,20 - 4,4 show");
    for (int i = 0; i < 7; i++) {
        pos = after_first_legal(&pos);
        cr_assert_eq(pos_header(&pos)->side, order[i] - 'A', "after placement %d", i + 1);
    }
    pos = after_first_legal(&pos);
    cr_assert_eq(pos_header(&pos)->side, 0, "play starts with A");
    pos = gt_position(&WALLGO_GAME, "7/1A3B1/7/7/7/1B3A1/7 A 20,20 - 2,2 show");
    cr_assert_eq(gt_legal_count(&WALLGO_GAME, &pos), 45);
    static const char fixed[] = "BBAA";
    for (int i = 0; i < 4; i++) {
        pos = after_first_legal(&pos);
        cr_assert_eq(pos_header(&pos)->side, fixed[i] - 'A', "fixed start, placement %d", i + 1);
    }
    pos = gt_position(&WALLGO_GAME, "7/7/7/7/7/7/7 A 20,20,20 - 2,2,2 show");
    static const char three[] = "BCCBAA";
    for (int i = 0; i < 6; i++) {
        pos = after_first_legal(&pos);
        cr_assert_eq(pos_header(&pos)->side, three[i] - 'A', "3 players, placement %d", i + 1);
    }
}

/* Ranks 2-3 (14 cells) hold A's tokens; ranks 4-5 are cut at c|d into 6 and 8 cells holding
 * B's: 14 each. The show gives it to the larger single region, the site calls it a draw. */
#define LARGEST_REGION                                                                             \
    "7/7/BB1BB2/7/AA5/AA5/7 A 8,9 a1n,b1n,c1n,d1n,e1n,f1n,g1n,a3n,b3n,c3n,d3n,e3n,f3n,g3n,a5n,"    \
    "b5n,c5n,d5n,e5n,f5n,g5n,c4e,c5e 0,0"

/* A finished 14-14 game: a draw under the site rules, A's win under the show's tie-break. */
static void assert_tie_broken(const char *site_text, const char *show_status) {
    PosBuf site = gt_position(&WALLGO_GAME, site_text);
    assert_status(&site, "draw territory scores 14 14");
    char show_text[MAX_POS_TEXT];
    snprintf(show_text, sizeof show_text, "%s show", site_text);
    PosBuf show = gt_position(&WALLGO_GAME, show_text);
    assert_status(&show, show_status);
    cr_assert_eq(WALLGO_GAME.result_for(&show, 0), RESULT_WIN);
    cr_assert_eq(WALLGO_GAME.result_for(&show, 1), RESULT_LOSS);
    cr_assert_eq(WALLGO_GAME.quick_result(&show), RESULT_WIN);
    cr_assert_eq(gt_legal_count(&WALLGO_GAME, &show), 0);
}

Test(wallgo_show, a_tie_goes_to_the_larger_single_region) {
    assert_tie_broken(LARGEST_REGION, "win A largest-region scores 14 14");
}

/* A: ranks 2-3 cut at c|d, 6 + 8; B: ranks 4-5 cut at a|b and c|d, 2 + 4 + 8. Equal totals and
 * largest regions: A's second region is larger. */
#define REGION_LIST                                                                                \
    "7/7/BB2BB1/7/A3A2/1A3A1/7 A 6,7 a1n,b1n,c1n,d1n,e1n,f1n,g1n,a3n,b3n,c3n,d3n,e3n,f3n,g3n,"     \
    "a5n,b5n,c5n,d5n,e5n,f5n,g5n,c2e,c3e,a4e,a5e,c4e,c5e 0,0"

Test(wallgo_show, then_the_sorted_list_of_regions) {
    assert_tie_broken(REGION_LIST, "win A regions scores 14 14");
}

/* Equal lists draw: B's 6 + 8 against A's mirror image. */
Test(wallgo_show, equal_region_lists_draw) {
    PosBuf pos = gt_position(&WALLGO_GAME,
                             "7/7/BB2BB1/7/A3A2/1A3A1/7 A 7,7 a1n,b1n,c1n,d1n,e1n,f1n,g1n,a3n,b3n,"
                             "c3n,d3n,e3n,f3n,g3n,a5n,b5n,c5n,d5n,e5n,f5n,g5n,c2e,c3e,c4e,c5e 0,0 "
                             "show");
    assert_status(&pos, "draw territory scores 14 14");
}

/* The walls run out; every region has one player's tokens (WS6). */
Test(wallgo_show, the_game_ends_when_walls_run_out_or_regions_are_settled) {
    PosBuf pos = gt_position(&WALLGO_GAME, "BBBB3/7/7/7/7/7/AAAA3 A 1,0 - 0,0 show");
    pos = gt_after(&WALLGO_GAME, &pos, "a1a2,a2n");
    assert_status(&pos, "draw territory scores 0 0");
    pos =
        gt_position(&WALLGO_GAME, "BBB4/7/6B/7/7/7/AAAA3 A 17,17 a3n,b3n,c3n,d3n,e3n,f3n 0,0 show");
    pos = gt_after(&WALLGO_GAME, &pos, "a1a2,a2e");
    assert_status(&pos, "ongoing B scores 0 0");
    pos = gt_after(&WALLGO_GAME, &pos, "g5g4,g3n");
    assert_status(&pos, "win B territory scores 21 28");
    cr_assert_eq(gt_legal_count(&WALLGO_GAME, &pos), 0);
}

/* Nobody can act while B and C still share a region: they have no walls, and A walls in its
 * own last free side (b1 stays and walls b1e). */
Test(wallgo_show, the_game_ends_when_nobody_can_act) {
    PosBuf pos = gt_position(&WALLGO_GAME, "BB3CC/7/7/7/7/7/AA5 A 17,0,0 a1n,b1n,a1e 0,0,0 show");
    assert_status(&pos, "ongoing A scores 1 0 0"); /* b1 still opens on the shared region */
    pos = gt_after(&WALLGO_GAME, &pos, "b1b1,b1e");
    assert_status(&pos, "win A territory scores 2 0 0");
    cr_assert_eq(WALLGO_GAME.result_for(&pos, 1), RESULT_LOSS);
    cr_assert_eq(gt_legal_count(&WALLGO_GAME, &pos), 0);
}

/* 3 and 4 players: the same wall rule, placements in snake order (checked above). */
Test(wallgo_show, four_players_wall_beside_the_token) {
    PosBuf pos = gt_position(&WALLGO_GAME, "D3DCC/7/7/A6/7/7/A4BB A 20,20,20,20 - 0,0,0,0 show");
    /* a1 reaches a1 b1 a2 c1 b2 a3 with 2+3+3+3+4+3 free sides; a4 reaches a4 a3 a5 b4 a2 a6
     * b3 b5 c4 with 3+3+3+4+3+3+4+4+4. */
    cr_assert_eq(gt_legal_count(&WALLGO_GAME, &pos), 18 + 31);
}
