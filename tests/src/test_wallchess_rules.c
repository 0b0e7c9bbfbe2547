/*
 * test_wallchess_rules.c - one test per Wall Chess rule of RULES.md section 3 (Q1-Q6) on
 * hand-made positions: the start, steps, straight and side jumps, the wall overlap, cross
 * and adjacency rules, walls that would seal a pawn in, the goal win, the forced pass, and
 * the facts the search reads from the descriptor (the null move among them).
 */
#include <stdio.h>
#include <stdlib.h>

#include "engine/registry.h"
#include "tests/support/game_helpers.h"
#include "tests/support/positions.h"

static int compare_text(const void *a, const void *b) {
    return strcmp((const char *)a, (const char *)b);
}

/* Only the pawn moves (two-character moves) among the legal moves, sorted, space-separated. */
static void pawn_moves(const PosBuf *pos, char *out, size_t size) {
    Move moves[MAX_MOVES];
    char texts[8][MAX_MOVE_TEXT];
    int count = game_legal_moves(&WALLCHESS_GAME, pos, moves), pawns = 0;
    for (int i = 0; i < count; i++) {
        char text[MAX_MOVE_TEXT];
        WALLCHESS_GAME.format_move(pos, moves[i], text);
        if (strlen(text) == 2 && pawns < 8)
            strcpy(texts[pawns++], text);
    }
    qsort(texts, (size_t)pawns, MAX_MOVE_TEXT, compare_text);
    size_t used = 0;
    out[0] = '\0';
    for (int i = 0; i < pawns; i++)
        used += (size_t)snprintf(out + used, size - used, i ? " %s" : "%s", texts[i]);
}

static void assert_pawn_moves(const char *position, const char *expected) {
    PosBuf pos = gt_position(&WALLCHESS_GAME, position);
    char moves[128];
    pawn_moves(&pos, moves, sizeof moves);
    cr_assert_str_eq(moves, expected, "pawn moves of '%s'", position);
}

static int legal_count(const PosBuf *pos) {
    Move moves[MAX_MOVES];
    return game_legal_moves(&WALLCHESS_GAME, pos, moves);
}

Test(wallchess_rules, q1_start_position) {
    PosBuf pos = gt_position(&WALLCHESS_GAME, WALLCHESS_START);
    char text[MAX_POS_TEXT];
    gt_text(&WALLCHESS_GAME, &pos, text);
    cr_assert_str_eq(text, "e1 e9 10 10 s - 0");
    cr_assert_str_eq(WALLCHESS_GAME.start_position(2), WALLCHESS_START);
    cr_assert_eq(pos_header(&pos)->side, 0, "south moves first");
    assert_pawn_moves(WALLCHESS_START, "d1 e2 f1");
    cr_assert_eq(legal_count(&pos), 3 + 128, "three steps and every one of the 128 walls");
}

Test(wallchess_rules, q1_no_walls_left_means_pawn_moves_only) {
    PosBuf pos = gt_position(&WALLCHESS_GAME, "e1 e9 0 10 s - 0");
    cr_assert_eq(legal_count(&pos), 3);
    cr_assert_not(gt_is_legal(&WALLCHESS_GAME, &pos, "e3h"));
    PosBuf north = gt_position(&WALLCHESS_GAME, "e1 e9 0 10 n - 1");
    cr_assert_eq(legal_count(&north), 3 + 128);
}

Test(wallchess_rules, q2_steps_stop_at_walls_and_edges) {
    assert_pawn_moves("e5 e9 9 10 s e5h", "d5 e4 f5");
    assert_pawn_moves("e5 e9 9 10 s d4v", "e4 e6 f5");
    assert_pawn_moves("a1 e9 10 10 s -", "a2 b1");
    assert_pawn_moves("e2 i9 10 10 n -", "h9 i8");
}

Test(wallchess_rules, q2_occupied_cell_is_not_a_step) {
    PosBuf pos = gt_position(&WALLCHESS_GAME, "e5 e6 10 10 s -");
    cr_assert_not(gt_is_legal(&WALLCHESS_GAME, &pos, "e6"));
}

Test(wallchess_rules, q3_straight_jump) {
    assert_pawn_moves("e5 e6 10 10 s -", "d5 e4 e7 f5");
    assert_pawn_moves("e5 d5 10 10 n -", "c5 d4 d6 f5");
}

Test(wallchess_rules, q3_wall_between_pawns_blocks_the_jump) {
    assert_pawn_moves("e5 e6 9 10 s e5h", "d5 e4 f5");
}

Test(wallchess_rules, q3_side_jumps_when_a_wall_is_behind) {
    assert_pawn_moves("e5 e6 10 9 s e6h", "d5 d6 e4 f5 f6");
}

Test(wallchess_rules, q3_side_jumps_when_the_edge_is_behind) {
    assert_pawn_moves("e8 e9 10 10 s -", "d8 d9 e7 f8 f9");
    assert_pawn_moves("a5 b5 10 10 n -", "a4 a6 b4 b6 c5");
}

Test(wallchess_rules, q3_side_jump_walled_off_from_the_other_pawn) {
    /* d5v walls d6 off from e6, so only f6 remains beside the north pawn. */
    assert_pawn_moves("e5 e6 9 9 s e6h,d5v", "e4 f5 f6");
    /* In the corner only one side exists. */
    assert_pawn_moves("a8 a9 10 10 s -", "a7 b8 b9");
}

Test(wallchess_rules, q4_wall_notation_blocks_the_named_steps) {
    PosBuf h = gt_position(&WALLCHESS_GAME, "e3 a9 9 10 s e3h");
    cr_assert_not(gt_is_legal(&WALLCHESS_GAME, &h, "e4"));
    PosBuf h_east = gt_position(&WALLCHESS_GAME, "f3 a9 9 10 s e3h");
    cr_assert_not(gt_is_legal(&WALLCHESS_GAME, &h_east, "f4"));
    PosBuf v = gt_position(&WALLCHESS_GAME, "e3 a9 9 10 s e3v");
    cr_assert_not(gt_is_legal(&WALLCHESS_GAME, &v, "f3"));
    PosBuf v_north = gt_position(&WALLCHESS_GAME, "e4 a9 9 10 s e3v");
    cr_assert_not(gt_is_legal(&WALLCHESS_GAME, &v_north, "f4"));
    cr_assert(gt_is_legal(&WALLCHESS_GAME, &v_north, "e5"));
}

Test(wallchess_rules, q4_overlap_cross_and_adjacent_parallel_walls_are_illegal) {
    PosBuf pos = gt_position(&WALLCHESS_GAME, "e1 e9 9 10 n e3h 1");
    const char *illegal[] = {"e3h", "e3v", "d3h", "f3h"};
    const char *legal[] = {"c3h", "g3h", "e2h", "e4h", "d3v", "f3v", "e2v", "e4v"};
    for (size_t i = 0; i < sizeof illegal / sizeof illegal[0]; i++)
        cr_assert_not(gt_is_legal(&WALLCHESS_GAME, &pos, illegal[i]), "%s next to e3h", illegal[i]);
    for (size_t i = 0; i < sizeof legal / sizeof legal[0]; i++)
        cr_assert(gt_is_legal(&WALLCHESS_GAME, &pos, legal[i]), "%s next to e3h", legal[i]);
    PosBuf vertical = gt_position(&WALLCHESS_GAME, "e1 e9 9 10 n e3v 1");
    cr_assert_not(gt_is_legal(&WALLCHESS_GAME, &vertical, "e2v"));
    cr_assert_not(gt_is_legal(&WALLCHESS_GAME, &vertical, "e4v"));
    cr_assert_not(gt_is_legal(&WALLCHESS_GAME, &vertical, "e3h"));
    cr_assert(gt_is_legal(&WALLCHESS_GAME, &vertical, "d3v"));
    cr_assert(gt_is_legal(&WALLCHESS_GAME, &vertical, "d3h"));
    cr_assert(gt_is_legal(&WALLCHESS_GAME, &vertical, "e5v"));
}

/* In the position of text the wall sealing is refused (why says what it would seal) and the
 * wall open beside it is legal. */
static void assert_seal_refused(const char *text, const char *sealing, const char *open,
                                const char *why) {
    PosBuf pos = gt_position(&WALLCHESS_GAME, text);
    cr_assert_not(gt_is_legal(&WALLCHESS_GAME, &pos, sealing), "%s %s", sealing, why);
    cr_assert(gt_is_legal(&WALLCHESS_GAME, &pos, open), "%s in %s", open, text);
}

Test(wallchess_rules, q4_wall_sealing_a_pawn_is_illegal) {
    assert_seal_refused("a1 e9 9 10 n a1h 1", "b1v", "c1v", "would box a1-b1 in");
    assert_seal_refused("e1 a9 10 9 s a8h 1", "b8v", "c8v", "would box a9-b9 in");
}

Test(wallchess_rules, q4_sealing_far_from_both_pawns_is_illegal) {
    /* a4h..g4h leave the i file open; h4v and h5h together would close it. */
    assert_seal_refused("e1 e9 5 10 s a4h,c4h,e4h,g4h,h4v 5", "h5h", "h6h", "cuts ranks 5-9 off");
    assert_seal_refused("e1 e9 5 10 s a4h,c4h,e4h,g4h,h5h 5", "h4v", "h3v", "cuts ranks 5-9 off");
}

Test(wallchess_rules, q4_pawns_do_not_count_for_paths) {
    /* The north pawn stands in the only gap; walls stay legal since pawns never block. */
    PosBuf pos = gt_position(&WALLCHESS_GAME, "e1 i5 5 10 s a4h,c4h,e4h,g4h,h4v 5");
    cr_assert(gt_is_legal(&WALLCHESS_GAME, &pos, "a1h"));
    cr_assert(gt_is_legal(&WALLCHESS_GAME, &pos, "h6h"));
}

Test(wallchess_rules, q5_reaching_the_goal_row_wins) {
    PosBuf pos = gt_position(&WALLCHESS_GAME, "e8 a5 10 10 s -");
    cr_assert_eq(WALLCHESS_GAME.quick_result(&pos), RESULT_NONE);
    PosBuf won = gt_after(&WALLCHESS_GAME, &pos, "e9");
    GameStatus status;
    WALLCHESS_GAME.status(&won, &status);
    cr_assert_eq(status.outcome, OUTCOME_WIN);
    cr_assert_eq(status.winner, 0);
    cr_assert_str_eq(status.reason, "goal");
    cr_assert_eq(WALLCHESS_GAME.quick_result(&won), RESULT_LOSS, "north to move has lost");
    cr_assert_eq(legal_count(&won), 0, "a decided game has no moves");
}

Test(wallchess_rules, q5_north_wins_on_rank_1) {
    PosBuf pos = gt_position(&WALLCHESS_GAME, "e5 c2 10 10 n -");
    PosBuf won = gt_after(&WALLCHESS_GAME, &pos, "c1");
    GameStatus status;
    WALLCHESS_GAME.status(&won, &status);
    cr_assert_eq(status.outcome, OUTCOME_WIN);
    cr_assert_eq(status.winner, 1);
    cr_assert_str_eq(status.reason, "goal");
}

Test(wallchess_rules, q5_no_draw_rule) {
    cr_assert_eq(WALLCHESS_GAME.fifty_move_plies, 0);
    cr_assert_eq(WALLCHESS_GAME.repetition_draw, 0);
    PosBuf pos = gt_position(&WALLCHESS_GAME, WALLCHESS_START);
    PosBuf back = gt_after(&WALLCHESS_GAME, &pos, "e2 e8 e1 e9 e2 e8 e1 e9");
    GameStatus status;
    WALLCHESS_GAME.status(&back, &status);
    cr_assert_eq(status.outcome, OUTCOME_ONGOING);
    cr_assert_eq(pos_header(&back)->key, pos_header(&pos)->key);
}

/* A boxed-in pawn cannot arise from legal play (the path rule keeps an exit open through
 * the other pawn), so the box is closed by playing a wall the generator would refuse. */
Test(wallchess_rules, q6_boxed_in_without_walls_passes) {
    PosBuf pos = gt_position(&WALLCHESS_GAME, "e1 e2 0 1 n d1v,e1v 19");
    Move sealing;
    cr_assert(WALLCHESS_GAME.parse_move(&pos, "e2h", &sealing));
    cr_assert_not(gt_is_legal(&WALLCHESS_GAME, &pos, "e2h"),
                  "the generator refuses the sealing wall");
    PosBuf boxed;
    cr_assert(WALLCHESS_GAME.play(&pos, sealing, &boxed));
    char moves[64];
    gt_legal_text(&WALLCHESS_GAME, &boxed, false, moves, sizeof moves);
    cr_assert_str_eq(moves, "0000");
    PosBuf passed = gt_after(&WALLCHESS_GAME, &boxed, "0000");
    cr_assert_eq(pos_header(&passed)->side, 1);
    cr_assert_eq(pos_header(&passed)->key, WALLCHESS_GAME.key_from_scratch(&passed));
}

Test(wallchess_rules, q6_pass_is_not_legal_otherwise) {
    PosBuf pos = gt_position(&WALLCHESS_GAME, WALLCHESS_START);
    cr_assert_not(gt_is_legal(&WALLCHESS_GAME, &pos, "0000"));
    PosBuf no_walls = gt_position(&WALLCHESS_GAME, "e1 e9 0 0 s -");
    cr_assert_not(gt_is_legal(&WALLCHESS_GAME, &no_walls, "0000"));
}

Test(wallchess_rules, no_move_is_noisy) {
    PosBuf pos = gt_position(&WALLCHESS_GAME, "e5 e6 3 4 s a2h,g4h,e6h,d4v,c5v,e7v,a8v 8");
    Move moves[MAX_MOVES];
    cr_assert_eq(WALLCHESS_GAME.generate(&pos, moves, GEN_NOISY), 0);
    int count = WALLCHESS_GAME.generate(&pos, moves, GEN_ALL);
    for (int i = 0; i < count; i++)
        cr_assert_not(WALLCHESS_GAME.is_noisy(&pos, moves[i]));
}

Test(wallchess_rules, null_move_only_with_a_wall_in_hand_and_no_arrival_next) {
    cr_assert_not_null(WALLCHESS_GAME.null_move_allowed);
    PosBuf start = gt_position(&WALLCHESS_GAME, WALLCHESS_START);
    cr_assert(WALLCHESS_GAME.null_move_allowed(&start));
    PosBuf no_walls = gt_position(&WALLCHESS_GAME, "e1 e9 0 10 s -");
    cr_assert_not(WALLCHESS_GAME.null_move_allowed(&no_walls), "no waiting move");
    PosBuf north_arrives = gt_position(&WALLCHESS_GAME, "e5 e2 10 10 s -");
    cr_assert_not(WALLCHESS_GAME.null_move_allowed(&north_arrives), "north wins next move");
    /* Passing hands the move over and nothing else: the key is the one from scratch. */
    PosBuf next;
    WALLCHESS_GAME.play_null(&start, &next);
    char text[MAX_POS_TEXT];
    gt_text(&WALLCHESS_GAME, &next, text);
    cr_assert_str_eq(text, "e1 e9 10 10 n - 1");
    cr_assert_eq(pos_header(&next)->key, WALLCHESS_GAME.key_from_scratch(&next));
}

Test(wallchess_rules, move_indexes_are_distinct_and_in_range) {
    static bool seen[2][2048];
    const char *positions[] = {"e5 e6 10 10 s -", "e5 e6 10 10 n - 1"};
    for (int p = 0; p < 2; p++) {
        PosBuf pos = gt_position(&WALLCHESS_GAME, positions[p]);
        Move moves[MAX_MOVES];
        int count = WALLCHESS_GAME.generate(&pos, moves, GEN_ALL);
        for (int i = 0; i < count; i++) {
            int index = WALLCHESS_GAME.move_index(&pos, moves[i]);
            cr_assert(index >= 0 && index < WALLCHESS_GAME.move_index_count);
            cr_assert_not(seen[p][index], "index %d used twice", index);
            seen[p][index] = true;
        }
    }
}

Test(wallchess_rules, descriptor_facts) {
    cr_assert_eq(registry_find("quoridor"), &WALLCHESS_GAME);
    cr_assert_eq(registry_find("WallChess"), &WALLCHESS_GAME);
    cr_assert_str_eq(WALLCHESS_GAME.player_names[0], "south");
    cr_assert_str_eq(WALLCHESS_GAME.player_names[1], "north");
    cr_assert_eq(WALLCHESS_GAME.files, 9);
    cr_assert_eq(WALLCHESS_GAME.ranks, 9);
    cr_assert(WALLCHESS_GAME.legal_generator);
    cr_assert_leq(WALLCHESS_GAME.pos_size, (size_t)MAX_POS_SIZE);
}
