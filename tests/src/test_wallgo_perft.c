/*
 * test_wallgo_perft.c - the Wall Go move generator against the cross-check count of RULES.md
 * section 4 (3108 turns after the placements b2 b6 f6 f2 d4 c4 e4 d3), against the shared
 * depth-1 counts of tests/perft/wallgo-2p/-3p/-4p.epd, and against the independent slow
 * generator of wallgo_reference.c: perft 2 of the cross-check position root move by root
 * move, perft through the end of the placement phase with 3 and 4 players, and perft 2 of
 * every suite position. The suite runs from the repository root, as `make test` does.
 */
#include <stdio.h>

#include "src/perft.h"
#include "tests/support/game_helpers.h"
#include "tests/support/positions.h"
#include "tests/support/wallgo_reference.h"

enum { EPD_LINE = 1024 };

static void assert_matches_reference(const char *text, int depth) {
    PosBuf pos = gt_position(&WALLGO_GAME, text);
    WallGoRefPos ref;
    cr_assert(wgref_parse(&ref, text), "reference cannot read %s", text);
    uint64_t nodes = perft(&WALLGO_GAME, &pos, depth), expected = wgref_perft(&ref, depth);
    cr_assert_eq(nodes, expected, "perft(%d) of %s: %llu, reference %llu", depth, text,
                 (unsigned long long)nodes, (unsigned long long)expected);
}

Test(wallgo_perft, cross_check_3108_turns) {
    PosBuf start = gt_position(&WALLGO_GAME, WALLGO_START2);
    PosBuf pos = gt_after(&WALLGO_GAME, &start, "b2 b6 f6 f2 d4 c4 e4 d3");
    char text[MAX_POS_TEXT];
    gt_text(&WALLGO_GAME, &pos, text);
    cr_assert_str_eq(text, WALLGO_CROSS_CHECK);
    cr_assert_eq(perft(&WALLGO_GAME, &pos, 1), 3108);
    cr_assert_eq(gt_legal_count(&WALLGO_GAME, &pos), 37 * 84, "37 token moves times 84 free edges");
}

/* Perft 2 of the cross-check position, every root move against the reference. */
Test(wallgo_perft, cross_check_depth_2_move_by_move) {
    PosBuf pos = gt_position(&WALLGO_GAME, WALLGO_CROSS_CHECK);
    WallGoRefPos ref;
    cr_assert(wgref_parse(&ref, WALLGO_CROSS_CHECK));
    static WallGoRefMove ref_moves[WGREF_MAX_MOVES];
    int ref_count = wgref_moves(&ref, ref_moves);
    cr_assert_eq(ref_count, 3108);
    uint64_t total = 0;
    for (int i = 0; i < ref_count; i++) {
        char text[WGREF_MOVE_TEXT];
        wgref_move_text(ref_moves[i], text);
        PosBuf next = gt_after(&WALLGO_GAME, &pos, text);
        WallGoRefPos ref_next;
        wgref_play(&ref, ref_moves[i], &ref_next);
        uint64_t mine = perft(&WALLGO_GAME, &next, 1), theirs = wgref_perft(&ref_next, 1);
        cr_assert_eq(mine, theirs, "after %s: %llu, reference %llu", text, (unsigned long long)mine,
                     (unsigned long long)theirs);
        total += mine;
    }
    cr_assert_eq(perft(&WALLGO_GAME, &pos, 2), total);
    cr_assert_eq(total, 10375000);
}

Test(wallgo_perft, two_players_last_placements) {
    assert_matches_reference("7/1B3A1/7/2BA3/3B3/1A3B1/7 A 20,20 - 1,0", 2);
    assert_matches_reference("7/1B3A1/7/3A3/7/1A3B1/7 B 20,20 - 1,2", 3);
}

Test(wallgo_perft, three_players_through_the_placements) {
    assert_matches_reference(WALLGO_START3, 2);
    assert_matches_reference("7/2C4/7/3A3/7/1B5/7 A 20,20,20 - 1,1,1", 3);
    assert_matches_reference("7/2C4/7/3A3/4B2/1B5/7 C 20,20,20 - 1,0,1", 3);
    assert_matches_reference("7/2C4/4A2/3A3/4B2/1B5/7 C 20,20,20 - 0,0,1", 2);
}

Test(wallgo_perft, four_players_through_the_placements) {
    assert_matches_reference(WALLGO_START4, 2);
    assert_matches_reference("D6/2C4/7/3A3/7/1B5/7 A 20,20,20,20 - 1,1,1,1", 2);
    assert_matches_reference("D6/2C4/7/3A3/4B2/1B4A/7 C 20,20,20,20 - 0,0,1,1", 3);
    assert_matches_reference("D6/2C3C/7/3A3/4B2/1B4A/7 D 20,20,20,20 - 0,0,0,1", 2);
}

/* Every `<position> ;D1 n` line of a suite: the shared count, then perft 2 against the
 * reference. Returns the number of lines. */
static int check_suite(const char *path) {
    FILE *file = fopen(path, "r");
    cr_assert(file, "cannot open %s (run from the repository root)", path);
    char line[EPD_LINE];
    int lines = 0;
    while (fgets(line, sizeof line, file)) {
        line[strcspn(line, "\r\n")] = '\0';
        if (line[0] == '\0' || line[0] == '#')
            continue;
        char *counts = strchr(line, ';');
        cr_assert(counts, "no counts in '%s'", line);
        *counts++ = '\0';
        unsigned long long expected = 0;
        cr_assert_eq(sscanf(counts, "D1 %llu", &expected), 1, "bad counts '%s'", counts);
        PosBuf pos = gt_position(&WALLGO_GAME, line);
        cr_assert_eq(perft(&WALLGO_GAME, &pos, 1), expected, "%s", line);
        assert_matches_reference(line, 2);
        lines++;
    }
    fclose(file);
    return lines;
}

Test(wallgo_perft, shared_suite_two_players) {
    cr_assert_geq(check_suite("tests/perft/wallgo-2p.epd"), 20);
}

Test(wallgo_perft, shared_suite_three_players) {
    cr_assert_geq(check_suite("tests/perft/wallgo-3p.epd"), 15);
}

Test(wallgo_perft, shared_suite_four_players) {
    cr_assert_geq(check_suite("tests/perft/wallgo-4p.epd"), 15);
}

/* The show rules' starts count placements only, one a free cell: the free start and the fixed
 * one (four cells taken). The mid-game counts are compared with the independent reference in
 * docs/RULES.md's table. */
Test(wallgo_perft, show_rules_starts) {
    gt_assert_perft(&WALLGO_GAME, "7/7/7/7/7/7/7 A 20,20 - 4,4 show", 3, 49 * 48 * 47);
    gt_assert_perft(&WALLGO_GAME, "7/1A3B1/7/7/7/1B3A1/7 A 20,20 - 2,2 show", 3, 45 * 44 * 43);
    gt_assert_perft(&WALLGO_GAME, "7/7/7/7/7/7/7 A 20,20,20,20 - 2,2,2,2 show", 2, 49 * 48);
}
