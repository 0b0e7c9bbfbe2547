/*
 * test_wallgo_show_reference.c - the show rules of the independent Wall Go reference
 * (wallgo_reference.c, issue 47) on tiny positions counted by hand in the comments: a token
 * in a corner, tokens boxed in by walls and by tokens (with the 0-step switch both ways),
 * walls around the destination already used, the `show` field, and the end of the game
 * after a show turn. The site count of each position is checked beside it: the same token
 * moves times every free edge. No engine code is involved.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/support/positions.h"
#include "tests/support/wallgo_reference.h"

/* The position of text, under the show rules when show, with the site's 0-step condition
 * whatever WGREF_SHOW_STAY_NEEDS_STEP says (the tests that drop it say so), so the hand
 * counts hold under either setting. */
static WallGoRefPos read_position(const char *text, bool show) {
    char line[512];
    snprintf(line, sizeof line, "%s%s", text, show ? " show" : "");
    WallGoRefPos pos;
    cr_assert(wgref_parse(&pos, line), "cannot read %s", line);
    pos.show_stay_needs_step = true;
    return pos;
}

static int move_count(const WallGoRefPos *pos) {
    static WallGoRefMove moves[WGREF_MAX_MOVES];
    return wgref_moves(pos, moves);
}

static WallGoRefPos after(const WallGoRefPos *pos, const char *move_text) {
    WallGoRefMove move;
    cr_assert(wgref_read_move(move_text, &move), "%s", move_text);
    WallGoRefPos next;
    wgref_play(pos, move, &next);
    return next;
}

Test(wallgo_show_reference, reads_the_show_field_and_refuses_any_other) {
    WallGoRefPos pos;
    cr_assert(wgref_parse(&pos, WALLGO_CORNER " show"));
    cr_assert(pos.show);
    cr_assert_eq(pos.show_stay_needs_step, WGREF_SHOW_STAY_NEEDS_STEP);
    cr_assert(wgref_parse(&pos, WALLGO_CORNER));
    cr_assert_not(pos.show);
    cr_assert_not(wgref_parse(&pos, WALLGO_CORNER " shows"));
    cr_assert_not(wgref_parse(&pos, WALLGO_CORNER " site"));
}

Test(wallgo_show_reference, corner_token_walls_only_beside_its_destination) {
    WallGoRefPos show = read_position(WALLGO_CORNER, true),
                 site = read_position(WALLGO_CORNER, false);
    cr_assert_eq(move_count(&show), 18);
    cr_assert_eq(move_count(&site), 6 * 80, "6 destinations times the 84 - 4 free edges");
    char line[1024];
    wgref_moves_text(&show, line, sizeof line);
    cr_assert_str_eq(line, "a1a1,a1e a1a1,a1n a1a2,a1n a1a2,a2e a1a2,a2n a1a3,a2n a1a3,a3e "
                           "a1a3,a3n a1b1,a1e a1b1,b1e a1b1,b1n a1b2,a2e a1b2,b1n a1b2,b2e "
                           "a1b2,b2n a1c1,b1e a1c1,c1e a1c1,c1n");
}

/* A token that cannot step cannot stay either (WG3) unless the switch is off; then a stay
 * still needs a free side of its cell: a1 has a1n and a1e, f7 only f7e, g7 only f7e. */
Test(wallgo_show_reference, boxed_in_tokens_stay_only_without_the_switch) {
    WallGoRefPos show = read_position(WALLGO_BOXED, true),
                 site = read_position(WALLGO_BOXED, false);
    cr_assert_eq(show.side, 0);
    cr_assert_eq(move_count(&site), 6 * 81);
    cr_assert_eq(move_count(&show), 18);
    show.show_stay_needs_step = false;
    cr_assert_eq(move_count(&show), 18 + 2 + 1 + 1);
    char line[1024];
    wgref_moves_text(&show, line, sizeof line);
    cr_assert(strstr(line, "a1a1,a1e a1a1,a1n f7f7,f7e g1e1,d1e"), "%s", line);
    cr_assert(strstr(line, "g1g3,g3n g7g7,f7e"), "%s", line);
}

/* In WALLGO_CORNER the walled-in f7 g7 g6 may stay with the switch off: f7e; f7e and g6n; g6n. */
Test(wallgo_show_reference, walled_in_block_stays_on_its_free_inner_sides) {
    WallGoRefPos show = read_position(WALLGO_CORNER, true);
    show.show_stay_needs_step = false;
    cr_assert_eq(move_count(&show), 18 + 1 + 2 + 1);
}

Test(wallgo_show_reference, walls_around_the_destination_already_used) {
    WallGoRefPos show = read_position(WALLGO_USED_SIDES, true),
                 site = read_position(WALLGO_USED_SIDES, false);
    char line[256];
    wgref_moves_text(&show, line, sizeof line);
    cr_assert_str_eq(line, "a1a1,a1e a1b1,a1e a1b1,b1e a1c1,b1e a1c1,c1e a1c1,c1n");
    cr_assert_eq(move_count(&site), 3 * 78);
}

/* With one wall left between them, every turn of A ends the game: nobody can act. */
Test(wallgo_show_reference, last_wall_ends_the_game) {
    WallGoRefPos show = read_position("5AA/6A/7/7/2BBB2/3B3/A6 A 1,0 f6n,g5n,e7e,f6e 0,0", true);
    cr_assert_eq(wgref_perft(&show, 1), 18);
    cr_assert_eq(wgref_perft(&show, 2), 0);
}

/* From WALLGO_USED_SIDES, b1e after a1b1 closes a1 b1 around A's token: every region then holds one
 * player's tokens at most and the game is over; after a1c1 the same wall leaves a1 b1 empty
 * and A's token in B's region. */
Test(wallgo_show_reference, settling_wall_ends_the_game) {
    WallGoRefPos show = read_position(WALLGO_USED_SIDES, true);
    WallGoRefPos closed = after(&show, "a1b1,b1e"), open = after(&show, "a1c1,b1e");
    cr_assert(closed.over);
    cr_assert_eq(move_count(&closed), 0);
    cr_assert_not(open.over);
    cr_assert_eq(open.side, 1);
    cr_assert(open.show, "the rule set carries over to the next position");
    int scores[4];
    wgref_scores(&closed, scores);
    cr_assert_eq(scores[0], 2 + 3);
    cr_assert_eq(scores[1], 49 - 5);
}

/* The placements are the same under both rule sets: 49, 49 x 48, 49 x 48 x 47. */
Test(wallgo_show_reference, placements_as_the_site) {
    WallGoRefPos show = read_position("7/7/7/7/7/7/7 A 20,20 - 4,4", true);
    cr_assert_eq(wgref_perft(&show, 1), 49);
    cr_assert_eq(wgref_perft(&show, 3), 49 * 48 * 47);
    WallGoRefPos played = after(&show, "d4");
    cr_assert(played.show);
}

/* Every count of the one line `<position> ;D1 n ;D2 n ...` is the reference's perft. */
static void assert_epd_line(char *line) {
    char *fields = strchr(line, ';');
    cr_assert(fields, "no counts in '%s'", line);
    *fields++ = '\0';
    WallGoRefPos pos;
    cr_assert(wgref_parse(&pos, line), "cannot read '%s'", line);
    cr_assert(pos.show, "not a show-rules position: '%s'", line);
    char *rest = NULL;
    for (char *field = strtok_r(fields, ";", &rest); field; field = strtok_r(NULL, ";", &rest)) {
        int depth = 0;
        unsigned long long expected = 0;
        cr_assert_eq(sscanf(field, " D%d %llu", &depth, &expected), 2, "bad field '%s'", field);
        unsigned long long nodes = wgref_perft(&pos, depth);
        cr_assert_eq(nodes, expected, "perft(%d) of %s: %llu, the file says %llu", depth, line,
                     nodes, expected);
    }
}

/* The show suite's counts are the reference's, so the file cannot drift from it. */
Test(wallgo_show_reference, show_suite_is_the_references) {
    FILE *file = fopen("tests/perft/wallgo-show.epd", "r");
    cr_assert(file, "cannot open tests/perft/wallgo-show.epd (run from the repository root)");
    char line[1024];
    int lines = 0;
    while (fgets(line, sizeof line, file)) {
        line[strcspn(line, "\r\n")] = '\0';
        if (line[0] == '\0' || line[0] == '#')
            continue;
        assert_epd_line(line);
        lines++;
    }
    fclose(file);
    cr_assert_geq(lines, 9);
}

/* The players who place the tokens from a start, one letter each, on a1 b1 c1 ... in turn. */
static void placement_order(WallGoRefPos pos, char *order) {
    int placed = 0;
    while (pos.to_place[pos.side] > 0) {
        order[placed] = (char)('A' + pos.side);
        char cell[3] = {(char)('a' + placed % WGREF_N), (char)('1' + placed / WGREF_N), '\0'};
        pos = after(&pos, cell);
        placed++;
    }
    order[placed] = '\0';
}

/* With the snake switch on, A B B A A B B A, A B C C B A, A B C D D C B A; off, turn order. */
Test(wallgo_show_reference, placement_orders) {
    static const char *const STARTS[] = {"7/7/7/7/7/7/7 A 20,20 - 4,4",
                                         "7/7/7/7/7/7/7 A 20,20,20 - 2,2,2",
                                         "7/7/7/7/7/7/7 A 20,20,20,20 - 2,2,2,2"};
    static const char *const SNAKE[] = {"ABBAABBA", "ABCCBA", "ABCDDCBA"};
    static const char *const TURNS[] = {"ABABABAB", "ABCABC", "ABCDABCD"};
    for (int i = 0; i < 3; i++) {
        WallGoRefPos pos = read_position(STARTS[i], true);
        char order[16];
        pos.show_snake_placement = true;
        placement_order(pos, order);
        cr_assert_str_eq(order, SNAKE[i]);
        pos.show_snake_placement = false;
        placement_order(pos, order);
        cr_assert_str_eq(order, TURNS[i]);
        placement_order(read_position(STARTS[i], false), order);
        cr_assert_str_eq(order, TURNS[i], "the site places in turn order");
    }
}
