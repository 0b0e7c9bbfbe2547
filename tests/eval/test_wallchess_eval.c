/*
 * test_wallchess_eval.c - the Wall Chess evaluation: each term is its weight's value (the
 * tests read the values, so they hold for tuned ones), the side-to-move convention, symmetry
 * between south and north, the race term once walls run out, the counts the newer features
 * report (distance tables, walls against a short opponent path, the race with walls) for
 * each player, and the trace printed by `eval`.
 */
#include <stdio.h>

#include "eval/wallchess/wallchess_eval.h"
#include "tests/support/game_helpers.h"
#include "tests/support/mirror_text.h"
#include "tests/support/positions.h"

enum { SOUTH, NORTH }; /* the players, in player order */

/* The current value of a weight (eval/wallchess/wallchess_weights.h), so the tests state the rules
 * of the evaluation whatever values the tuner gives. */
static int weight(int index) {
    return WALLCHESS_EVAL_WEIGHTS.values[index];
}

static int walls(int k) {
    return weight(WALLCHESS_WALLS_1 + k - 1);
}

static int own(int distance) {
    return weight(WALLCHESS_OWN_DISTANCE_1 + distance - 1);
}

static int their(int distance) {
    return weight(WALLCHESS_THEIR_DISTANCE_1 + distance - 1);
}

static int against(int distance) {
    return weight(WALLCHESS_WALLS_AGAINST_1 + distance - 1);
}

static Score eval_of(const char *text) {
    PosBuf pos = gt_position(&WALLCHESS_GAME, text);
    return WALLCHESS_GAME.evaluate(&pos);
}

/* How many times weight counts for player in the position. */
static int count_of(const char *text, int player, int weight_index) {
    static EvalFeatures features;
    PosBuf pos = gt_position(&WALLCHESS_GAME, text);
    cr_assert(WALLCHESS_GAME.eval_features(&pos, player, &features));
    int count = 0;
    for (int i = 0; i < features.count; i++)
        if (features.terms[i].weight == weight_index)
            count += features.terms[i].count;
    return count;
}

/* Of the `size` weights from first on, only first + index counts for player, `count` times. */
static void assert_only(const char *text, int player, int first, int size, int index, int count) {
    for (int i = 0; i < size; i++)
        cr_assert_eq(count_of(text, player, first + i), i == index ? count : 0,
                     "'%s' player %d: weight %d of the group", text, player, i + 1);
}

Test(wallchess_eval, start_position_is_the_side_to_move_ahead_in_the_race) {
    /* Equal paths and walls: the tempo, the distance tables at 8 steps, the race with walls;
     * walls against a path of 8 steps do not count. */
    cr_assert_eq(eval_of(WALLCHESS_START),
                 weight(WALLCHESS_TEMPO) + own(8) + their(8) + weight(WALLCHESS_AHEAD_WITH_WALLS));
}

Test(wallchess_eval, one_step_is_one_path_step) {
    PosBuf start = gt_position(&WALLCHESS_GAME, WALLCHESS_START);
    PosBuf pos = gt_after(&WALLCHESS_GAME, &start, "e2");
    /* North to move needs 8, south 7. */
    cr_assert_eq(WALLCHESS_GAME.evaluate(&pos),
                 -weight(WALLCHESS_PATH_STEP) + weight(WALLCHESS_TEMPO) + own(8) + their(7) -
                     weight(WALLCHESS_AHEAD_WITH_WALLS),
                 "north is one step behind");
}

Test(wallchess_eval, walls_in_hand_count_for_each_side) {
    /* Both paths are 8 steps, too far for walls against them to count; with more walls
     * south is ahead in the race with walls. */
    cr_assert_eq(eval_of("e1 e9 10 8 s a1h,c1h 2") - eval_of("e1 e9 8 10 s a1h,c1h 2"),
                 2 * (walls(10) - walls(8)) + weight(WALLCHESS_AHEAD_WITH_WALLS));
}

Test(wallchess_eval, south_and_north_are_symmetric) {
    const char *positions[] = {
        WALLCHESS_START, "e5 e6 9 8 s e6h,d2v,a5h 3",
        "c3 g7 4 2 n a2h,g4h,e6h,h6h,d4v,c5v,e7v,a8v,b1h,f1v,b7v,c2h,e3v,h3h 14", "e5 e4 0 0 s -",
        "e4 e6 0 3 n b2h,c4h,d6h,e8h,f1v,g3v,h5v 7"};
    for (size_t i = 0; i < sizeof positions / sizeof positions[0]; i++) {
        char mirrored[MAX_POS_TEXT];
        mirror_wallchess_text(positions[i], mirrored, sizeof mirrored);
        cr_assert_eq(eval_of(positions[i]), eval_of(mirrored), "'%s' vs '%s'", positions[i],
                     mirrored);
    }
}

Test(wallchess_eval, race_without_walls) {
    /* South needs 4, north 3: north arrives first even though south moves. */
    int step = weight(WALLCHESS_PATH_STEP), tempo = weight(WALLCHESS_TEMPO);
    int race = weight(WALLCHESS_RACE);
    cr_assert_eq(eval_of("e5 e4 0 0 s -"), -step + tempo - race + own(4) + their(3));
    /* Equal paths: the side to move arrives first. */
    cr_assert_eq(eval_of("e4 e6 0 0 s -"), tempo + race + own(5) + their(5));
    cr_assert_eq(eval_of("e4 e6 0 0 n - 1"), tempo + race + own(5) + their(5));
}

Test(wallchess_eval, race_only_when_the_opponent_cannot_wall) {
    int tempo = weight(WALLCHESS_TEMPO), race = weight(WALLCHESS_RACE);
    int paths = own(5) + their(5), ahead = weight(WALLCHESS_AHEAD_WITH_WALLS);
    cr_assert_eq(eval_of("e4 e6 1 1 s -"), tempo + paths + ahead, "both can still place a wall");
    /* South's one wall counts twice against an empty hand. */
    cr_assert_eq(eval_of("e4 e6 1 0 s -"), 2 * walls(1) + tempo + race + paths + ahead,
                 "north cannot stop south any more");
}

Test(wallchess_eval, walls_count_double_against_an_empty_hand) {
    cr_assert_eq(eval_of("e4 e6 3 2 s -") - eval_of("e4 e6 2 2 s -"), walls(3) - walls(2));
    /* South needs 4 steps, North 5; North's three walls count twice, and once each against
     * south's path of 4. */
    cr_assert_eq(eval_of("e5 e6 0 3 s -"), weight(WALLCHESS_PATH_STEP) + weight(WALLCHESS_TEMPO) -
                                               2 * walls(3) + own(4) + their(5) - 3 * against(4));
}

Test(wallchess_eval, distance_tables_count_the_side_to_move_and_the_waiting_side) {
    const char *pos = "e3 e6 5 3 s -"; /* south needs 6 steps, north 5 */
    assert_only(pos, SOUTH, WALLCHESS_OWN_DISTANCE_1, 10, 6 - 1, 1);
    assert_only(pos, SOUTH, WALLCHESS_THEIR_DISTANCE_1, 10, 5 - 1, 1);
    assert_only(pos, NORTH, WALLCHESS_OWN_DISTANCE_1, 10, 6 - 1, -1);
    assert_only(pos, NORTH, WALLCHESS_THEIR_DISTANCE_1, 10, 5 - 1, -1);
    const char *north_to_move = "e3 e6 5 3 n - 1";
    assert_only(north_to_move, NORTH, WALLCHESS_OWN_DISTANCE_1, 10, 5 - 1, 1);
    assert_only(north_to_move, NORTH, WALLCHESS_THEIR_DISTANCE_1, 10, 6 - 1, 1);
    /* A row of walls sends south round by i1 (16 steps) and north too (12): both in the
     * last entry, 10 or more. */
    const char *long_way = "a1 e9 6 10 s a1h,c1h,e1h,g1h";
    assert_only(long_way, SOUTH, WALLCHESS_OWN_DISTANCE_1, 10, 10 - 1, 1);
    assert_only(long_way, SOUTH, WALLCHESS_THEIR_DISTANCE_1, 10, 10 - 1, 1);
}

Test(wallchess_eval, walls_against_count_each_wall_by_the_opponents_path) {
    /* South needs 2 steps, north 3: south's four walls count against 3, north's three
     * against 2. */
    const char *pos = "e7 e4 4 3 s -";
    cr_assert_eq(count_of(pos, SOUTH, WALLCHESS_WALLS_AGAINST_3), 4);
    cr_assert_eq(count_of(pos, SOUTH, WALLCHESS_WALLS_AGAINST_2), -3);
    cr_assert_eq(count_of(pos, NORTH, WALLCHESS_WALLS_AGAINST_2), 3);
    for (int k = 1; k <= 4; k++)
        if (k != 2 && k != 3)
            cr_assert_eq(count_of(pos, SOUTH, WALLCHESS_WALLS_AGAINST_1 + k - 1), 0, "k = %d", k);
    /* Paths of 5 steps or more count no wall against them: walls in hand far from the goal
     * are the walls term alone. */
    assert_only("e1 e9 4 3 s -", SOUTH, WALLCHESS_WALLS_AGAINST_1, 4, 0, 0);
    assert_only("e4 e6 4 3 s -", SOUTH, WALLCHESS_WALLS_AGAINST_1, 4, 0, 0);
    assert_only("e5 e6 4 3 s -", SOUTH, WALLCHESS_WALLS_AGAINST_1, 4, 4 - 1, -3);
}

Test(wallchess_eval, ahead_with_walls_needs_the_race_and_the_walls) {
    int ahead = WALLCHESS_AHEAD_WITH_WALLS;
    /* Equal paths of 5: the side to move arrives first. */
    cr_assert_eq(count_of("e4 e6 3 3 s -", SOUTH, ahead), 1);
    cr_assert_eq(count_of("e4 e6 3 3 s -", NORTH, ahead), -1);
    cr_assert_eq(count_of("e4 e6 3 3 n - 1", NORTH, ahead), 1);
    /* North is a step ahead (5 against 6) with more walls, then with fewer. */
    cr_assert_eq(count_of("e3 e6 3 5 s -", SOUTH, ahead), -1);
    cr_assert_eq(count_of("e3 e6 5 3 s -", SOUTH, ahead), 0);
    /* Not behind, but fewer walls; or none: the race term's business, not this one's. */
    cr_assert_eq(count_of("e4 e6 2 3 s -", SOUTH, ahead), 0);
    cr_assert_eq(count_of("e4 e6 0 3 s -", SOUTH, ahead), 0);
}

Test(wallchess_eval, one_step_from_the_goal_with_the_move_arrives) {
    /* South on e8 needs one step and moves: the bonus on top of the linear terms (each side's
     * ten walls count against the other's short path).
     * North on e2 one step away is no such win for south: it is south's move. */
    Score arriving = eval_of("e8 e5 10 10 s -"), waiting = eval_of("e8 e5 10 10 n - 1");
    int arrival = 2000;
    cr_assert_eq(arriving, weight(WALLCHESS_PATH_STEP) * 3 + weight(WALLCHESS_TEMPO) + own(1) +
                               their(4) + 10 * (against(4) - against(1)) +
                               weight(WALLCHESS_AHEAD_WITH_WALLS) + arrival);
    cr_assert_lt(waiting, arrival / 2, "north does not arrive next: %d", waiting);
    PosBuf pos = gt_position(&WALLCHESS_GAME, "e8 e5 10 10 s -");
    static EvalFeatures features;
    cr_assert(WALLCHESS_GAME.eval_features(&pos, SOUTH, &features));
    cr_assert_eq(features.fixed, arrival);
    cr_assert(WALLCHESS_GAME.eval_features(&pos, NORTH, &features));
    cr_assert_eq(features.fixed, -arrival);
}

Test(wallchess_eval, trace_lists_every_term_and_the_total) {
    PosBuf pos = gt_position(&WALLCHESS_GAME, "e5 e4 0 0 s -");
    StrBuf out;
    strbuf_init(&out);
    WALLCHESS_GAME.eval_trace(&pos, &out);
    const char *text = strbuf_text(&out);
    char total[64];
    snprintf(total, sizeof total, "Evaluation %+d ",
             -weight(WALLCHESS_PATH_STEP) + weight(WALLCHESS_TEMPO) - weight(WALLCHESS_RACE) +
                 own(4) + their(3));
    const char *terms[] = {"Path length",   "Walls in hand", "Tempo",   "Race", "Path table",
                           "Walls vs path", "Ahead, walls",  "Arrives", total};
    for (size_t i = 0; i < sizeof terms / sizeof terms[0]; i++)
        cr_assert(strstr(text, terms[i]), "'%s' missing from:\n%s", terms[i], text);
    strbuf_free(&out);
}
