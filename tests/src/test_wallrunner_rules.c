/*
 * test_wallrunner_rules.c - each rule of RULES.md section 5 (WR1-WR9) on small hand-made
 * positions: the setup, no captures, walls, frozen pieces, the moves of every piece, wall
 * running, Guard pushes, return bans and every way a game ends.
 */
#include "src/rules.h"
#include "src/games/wallrunner/wallrunner.h"
#include "tests/support/game_helpers.h"
#include "tests/support/positions.h"

static const WallRunnerPos *runner(const PosBuf *pos) {
    return (const WallRunnerPos *)pos;
}

/* The legal moves of the piece on a square, as sorted text. */
static void moves_from(const PosBuf *pos, const char *square, char *out, size_t size) {
    char all[4096];
    gt_legal_text(&WALLRUNNER_GAME, pos, true, all, sizeof all);
    out[0] = '\0';
    for (char *word = all; *word;) {
        size_t length = strcspn(word, " ");
        if (strncmp(word, square, 2) == 0) {
            if (out[0])
                strncat(out, " ", size - strlen(out) - 1);
            strncat(out, word, length < size - strlen(out) - 1 ? length : size - strlen(out) - 1);
        }
        word += length + (word[length] == ' ');
    }
}

/* Plays a move and checks the position string that results. */
static void expect_after(const char *start, const char *move, const char *expected) {
    PosBuf pos = gt_position(&WALLRUNNER_GAME, start);
    pos = gt_after(&WALLRUNNER_GAME, &pos, move);
    char text[MAX_POS_TEXT];
    gt_text(&WALLRUNNER_GAME, &pos, text);
    cr_assert_str_eq(text, expected, "after %s from %s", move, start);
}

static void assert_moves_from(const char *text, const char *square, const char *expected) {
    PosBuf pos = gt_position(&WALLRUNNER_GAME, text);
    char moves[1024];
    moves_from(&pos, square, moves, sizeof moves);
    cr_assert_str_eq(moves, expected, "moves from %s in %s", square, text);
}

static int move_count_from(const char *text, const char *square) {
    PosBuf pos = gt_position(&WALLRUNNER_GAME, text);
    char moves[1024];
    moves_from(&pos, square, moves, sizeof moves);
    int count = moves[0] != '\0';
    for (const char *c = moves; *c; c++)
        count += *c == ' ';
    return count;
}

static Bitboard bb_of(const char *squares) {
    Bitboard set = 0;
    for (const char *c = squares; *c; c += 2 + (c[2] == ' '))
        set |= 1ULL << ((c[1] - '1') * 8 + (c[0] - 'a'));
    return set;
}

/* ---- WR1: setup ------------------------------------------------------------------------ */

Test(wallrunner_setup, start_position_is_the_decided_setup) {
    cr_assert_str_eq(WALLRUNNER_GAME.start_position(2), WALLRUNNER_START);
    PosBuf pos = gt_position(&WALLRUNNER_GAME, WALLRUNNER_START);
    const WallRunnerPos *p = runner(&pos);
    cr_assert_eq(p->header.side, WHITE);
    cr_assert_eq(wallrunner_pos_pieces(p, WHITE, DIAG), bb_of("b1 g1"));
    cr_assert_eq(wallrunner_pos_pieces(p, WHITE, STRIAG), bb_of("c1 f1"));
    cr_assert_eq(wallrunner_pos_pieces(p, WHITE, GUARD), bb_of("d1"));
    cr_assert_eq(wallrunner_pos_pieces(p, WHITE, KING), bb_of("e1"));
    cr_assert_eq(wallrunner_pos_pieces(p, WHITE, RUNNER), bb_of("c2 d2 e2 f2"));
    cr_assert_eq(wallrunner_pos_pieces(p, BLACK, DIAG), bb_of("b8 g8"));
    cr_assert_eq(wallrunner_pos_pieces(p, BLACK, STRIAG), bb_of("c8 f8"));
    cr_assert_eq(wallrunner_pos_pieces(p, BLACK, GUARD), bb_of("d8"));
    cr_assert_eq(wallrunner_pos_pieces(p, BLACK, KING), bb_of("e8"));
    cr_assert_eq(wallrunner_pos_pieces(p, BLACK, RUNNER), bb_of("c7 d7 e7 f7"));
}

Test(wallrunner_setup, white_moves_first_with_34_moves) {
    char moves[1024];
    PosBuf pos = gt_position(&WALLRUNNER_GAME, WALLRUNNER_START);
    gt_legal_text(&WALLRUNNER_GAME, &pos, true, moves, sizeof moves);
    cr_assert_str_eq(moves, "b1a2 c2a2 c2a4 c2b2 c2b3 c2c3 c2c4 c2c5 c2c6 c2d3 c2e4 c2f5 c2g6 "
                            "c2h7 d2c3 d2d3 d2e3 e2d3 e2e3 e2f3 f2a7 f2b6 f2c5 f2d4 f2e3 f2f3 "
                            "f2f4 f2f5 f2f6 f2g2 f2g3 f2h2 f2h4 g1h2");
}

/* ---- WR2: no captures ------------------------------------------------------------------ */

Test(wallrunner_moves, no_move_ends_on_an_occupied_square) {
    /* The Guard cannot step onto the Runner; the Striag's slide stops before the Runner. */
    PosBuf pos = gt_position(&WALLRUNNER_GAME, "4k3/8/8/r7/3r4/3G4/8/S3K3 w - 1");
    cr_assert_not(gt_is_legal(&WALLRUNNER_GAME, &pos, "d3d4"));
    cr_assert_not(gt_is_legal(&WALLRUNNER_GAME, &pos, "a1a5"));
    cr_assert(gt_is_legal(&WALLRUNNER_GAME, &pos, "a1a4"));
    cr_assert_not(gt_is_legal(&WALLRUNNER_GAME, &pos, "a1e1"));
}

/* ---- WR3: walls ------------------------------------------------------------------------ */

Test(wallrunner_walls, striag_rays_run_to_the_edge_or_the_first_piece_included) {
    PosBuf pos = gt_position(&WALLRUNNER_GAME, "k7/8/8/3r4/3S4/8/8/7K w - 1");
    cr_assert_eq(runner(&pos)->walls[WHITE], bb_of("d5 d3 d2 d1 e4 f4 g4 h4 c4 b4 a4"));
    cr_assert_eq(runner(&pos)->walls[BLACK], 0);
}

Test(wallrunner_walls, diag_rays_are_diagonal) {
    PosBuf pos = gt_position(&WALLRUNNER_GAME, "k7/8/8/8/2R5/8/4d3/7K w - 1");
    /* e2: NE f3 g4 h5, NW d3 c4 (the Runner, included), SE f1, SW d1 */
    cr_assert_eq(runner(&pos)->walls[BLACK], bb_of("f3 g4 h5 d3 c4 f1 d1"));
}

Test(wallrunner_walls, a_side_walls_are_the_union_of_its_rays) {
    PosBuf pos = gt_position(&WALLRUNNER_GAME, WALLRUNNER_START);
    cr_assert_eq(runner(&pos)->walls[WHITE], bb_of("b1 c2 d1 a2 e1 f2 g1 h2"));
    cr_assert_eq(runner(&pos)->walls[BLACK], bb_of("b8 c7 d8 a7 e8 f7 g8 h7"));
}

Test(wallrunner_walls, walls_are_recomputed_after_every_move) {
    /* The Runner steps into the Striag's ray: the wall now stops at the Runner. */
    PosBuf pos = gt_position(&WALLRUNNER_GAME, "k7/8/8/8/8/8/1R6/S6K w - 1");
    cr_assert_eq(runner(&pos)->walls[WHITE] & bb_of("a2 a3 a8"), bb_of("a2 a3 a8"));
    pos = gt_after(&WALLRUNNER_GAME, &pos, "b2a3");
    Bitboard walls = runner(&pos)->walls[WHITE];
    cr_assert(walls & bb_of("a2"));
    cr_assert(walls & bb_of("a3"));
    cr_assert_not(walls & bb_of("a4"));
    cr_assert_not(walls & bb_of("a8"));
}

/* ---- WR4: frozen pieces ---------------------------------------------------------------- */

Test(wallrunner_frozen, king_on_an_open_file_of_an_enemy_striag_is_frozen) {
    assert_moves_from("3s4/8/8/7k/8/8/R7/3K4 w - 1", "d1", "");
    /* Without the Striag the King steps freely. */
    assert_moves_from("8/8/8/7k/8/8/R7/3K4 w - 1", "d1", "d1c1 d1c2 d1d2 d1e1 d1e2");
}

Test(wallrunner_frozen, frozen_striag_still_casts_walls) {
    /* The black Diag on b2 reaches a1: the white Striag there is frozen but keeps its rays. */
    PosBuf pos = gt_position(&WALLRUNNER_GAME, "4k3/8/8/8/8/8/1d6/S3K3 w - 1");
    cr_assert_eq(wallrunner_frozen(runner(&pos), WHITE), bb_of("a1"));
    assert_moves_from("4k3/8/8/8/8/8/1d6/S3K3 w - 1", "a1", "");
    cr_assert_eq(runner(&pos)->walls[WHITE], bb_of("a2 a3 a4 a5 a6 a7 a8 b1 c1 d1 e1"));
}

Test(wallrunner_frozen, frozen_diag_has_no_moves) {
    assert_moves_from("4k3/8/8/8/8/8/8/1D1sK3 w - 1", "b1", "");
    assert_moves_from("4k3/8/8/8/8/8/8/1D2K3 w - 1", "b1", "b1a2 b1c2 b1d3 b1e4 b1f5 b1g6 b1h7");
}

Test(wallrunner_frozen, runners_and_guards_on_enemy_walls_are_not_frozen) {
    /* Both stand on the black Striag's rank-5 ray and run along walls instead. */
    cr_assert_eq(move_count_from("4k3/8/8/s3R3/8/8/8/4K3 w - 1", "e5"), 24);
    cr_assert_gt(move_count_from("4k3/8/8/s3G3/8/8/8/4K3 w - 1", "e5"), 8);
}

/* ---- WR5: King, Striag, Diag ----------------------------------------------------------- */

Test(wallrunner_moves, king_steps_off_enemy_walls_and_may_enter_its_own) {
    /* Rank 2 is a black wall; f1 and g1 are White's own wall squares. */
    assert_moves_from("7k/8/8/8/8/8/s7/4K2S w - 1", "e1", "e1d1 e1f1");
}

Test(wallrunner_moves, striag_stops_before_the_first_enemy_wall_square) {
    /* The black Diag on a7 walls d4 and g1; the white King on a1 blocks the west ray. */
    assert_moves_from("8/d7/8/7k/8/8/8/K2S4 w - 1", "d1", "d1b1 d1c1 d1d2 d1d3 d1e1 d1f1");
}

Test(wallrunner_moves, diag_stops_before_the_first_enemy_wall_square) {
    /* The black Striag on h3 walls the whole third rank. */
    assert_moves_from("4k3/8/8/8/8/7s/8/K1D5 w - 1", "c1", "c1b2 c1d2");
}

Test(wallrunner_moves, frozen_status_uses_the_walls_before_the_move) {
    /* The King on d1 is frozen by the Striag on d8; the Runner blocks the ray by stepping onto
     * a wall square (Runners ignore walls). The King is free on White's next turn. */
    char moves[256];
    PosBuf pos = gt_position(&WALLRUNNER_GAME, "3s4/8/8/7k/8/8/2R5/3K4 w - 1");
    moves_from(&pos, "d1", moves, sizeof moves);
    cr_assert_str_eq(moves, "");
    pos = gt_after(&WALLRUNNER_GAME, &pos, "c2d3 h5h4");
    moves_from(&pos, "d1", moves, sizeof moves);
    cr_assert_str_eq(moves, "d1c1 d1c2 d1d2 d1e1 d1e2");
}

/* ---- WR6: Runner, Guard, wall running -------------------------------------------------- */

Test(wallrunner_moves, runner_steps_forward_ignoring_walls) {
    /* Rank 5 is a black wall: the Runner may still step onto it. */
    assert_moves_from("4k3/8/8/s7/4R3/8/8/4K3 w - 1", "e4", "e4d5 e4e5 e4f5");
    /* Black Runners step towards rank 1. */
    assert_moves_from("4k3/8/8/3r4/8/8/8/4K3 b - 1", "d5", "d5c4 d5d4 d5e4");
}

Test(wallrunner_moves, runner_on_its_last_rank_has_no_step) {
    assert_moves_from("R7/8/8/8/7k/8/8/4K3 w - 1", "a8", "");
}

Test(wallrunner_moves, runner_on_its_own_wall_runs_in_any_direction) {
    /* The Striag on a1 walls e1: the Runner there slides anywhere, backwards included. */
    assert_moves_from("4k3/8/8/8/8/8/8/S3R2K w - 1", "e1",
                      "e1a5 e1b1 e1b4 e1c1 e1c3 e1d1 e1d2 e1e2 e1e3 e1e4 e1e5 e1e6 e1e7 e1f1 "
                      "e1f2 e1g1 e1g3 e1h4");
}

Test(wallrunner_moves, guard_steps_in_any_direction_off_walls) {
    assert_moves_from("4k3/8/8/8/3G4/8/8/4K3 w - 1", "d4",
                      "d4c3 d4c4 d4c5 d4d3 d4d5 d4e3 d4e4 d4e5");
}

Test(wallrunner_moves, guard_on_a_wall_runs) {
    /* The black Diag on a7 walls d4: the Guard there slides in all eight directions. */
    cr_assert_eq(move_count_from("4k3/d7/8/8/3G4/8/8/7K w - 1", "d4"), 26);
}

/* ---- WR7: pushes ----------------------------------------------------------------------- */

Test(wallrunner_push, guard_landing_beside_two_enemies_pushes_both) {
    expect_after("4k3/8/8/2r1r3/8/3G4/8/4K3 w - 1", "d3d4",
                 "4k3/8/1r3r2/8/3G4/8/8/4K3 b b6c5,f6e5 1");
}

Test(wallrunner_push, push_off_the_board_removes_the_piece) {
    PosBuf pos = gt_position(&WALLRUNNER_GAME, "4k3/8/8/8/8/8/r7/2G1K3 w - 1");
    pos = gt_after(&WALLRUNNER_GAME, &pos, "c1b1");
    char text[MAX_POS_TEXT];
    gt_text(&WALLRUNNER_GAME, &pos, text);
    cr_assert_str_eq(text, "4k3/8/8/8/8/8/8/1G2K3 b - 1");
    cr_assert_eq(runner(&pos)->header.rule50, 0);
}

Test(wallrunner_push, push_blocked_by_an_occupied_square_leaves_the_piece) {
    expect_after("4k3/8/8/8/3r4/3r4/8/3G1K2 w - 1", "d1d2", "4k3/8/8/8/3r4/3r4/3G4/5K2 b - 1");
}

Test(wallrunner_push, own_pieces_are_not_pushed) {
    expect_after("4k3/8/8/8/8/2Rr4/8/3G1K2 w - 1", "d1d2", "4k3/8/8/8/3r4/2R5/3G4/5K2 b d4d3 1");
}

Test(wallrunner_push, pushes_ignore_walls) {
    /* White's Striag on a8 walls the eighth rank; the pushed Runners land on it anyway. */
    expect_after("S7/3rr3/8/3G4/8/8/7k/4K3 w - 1", "d5d6",
                 "S2r1r2/8/3G4/8/8/8/7k/4K3 b d8d7,f8e7 1");
}

Test(wallrunner_push, a_guard_pushes_after_running_along_a_wall) {
    /* The Guard on d4 stands on the black Diag's wall, runs to h4 and pushes h5 to h6. */
    expect_after("4k3/d7/8/7r/3G4/8/8/K7 w - 1", "d4h4", "4k3/d7/7r/8/7G/8/8/K7 b h6h5 1");
}

Test(wallrunner_push, every_push_is_mandatory_and_simultaneous) {
    /* Seven neighbours hold enemies: the five on the edge leave, the other two move out. */
    expect_after("7k/8/8/8/8/rrG5/r1r5/rrr4K w - 1", "c3b2",
                 "7k/8/8/8/1r6/8/1G1r4/7K b d2c2,b4b3 1");
}

/* ---- WR8: return bans ------------------------------------------------------------------ */

Test(wallrunner_bans, pushed_piece_may_not_return_next_turn) {
    PosBuf pos = gt_position(&WALLRUNNER_GAME, "4k3/8/8/2r1r3/8/3G4/8/4K3 w - 1");
    pos = gt_after(&WALLRUNNER_GAME, &pos, "d3d4");
    char moves[256];
    moves_from(&pos, "b6", moves, sizeof moves);
    cr_assert_str_eq(moves, "b6a5 b6b5");
    moves_from(&pos, "f6", moves, sizeof moves);
    cr_assert_str_eq(moves, "f6f5 f6g5");
    cr_assert_not(gt_is_legal(&WALLRUNNER_GAME, &pos, "b6c5"));
}

Test(wallrunner_bans, ban_expires_after_one_turn) {
    PosBuf pos = gt_position(&WALLRUNNER_GAME, "4k3/8/1r3r2/8/3G4/8/8/4K3 b b6c5,f6e5 1");
    cr_assert_not(gt_is_legal(&WALLRUNNER_GAME, &pos, "b6c5"));
    pos = gt_after(&WALLRUNNER_GAME, &pos, "e8d8 e1f1");
    cr_assert(gt_is_legal(&WALLRUNNER_GAME, &pos, "b6c5"));
    cr_assert(gt_is_legal(&WALLRUNNER_GAME, &pos, "f6e5"));
}

Test(wallrunner_bans, bans_are_part_of_the_key) {
    PosBuf banned, free;
    banned = gt_position(&WALLRUNNER_GAME, "4k3/8/1r3r2/8/3G4/8/8/4K3 b b6c5,f6e5 1");
    free = gt_position(&WALLRUNNER_GAME, "4k3/8/1r3r2/8/3G4/8/8/4K3 b - 1");
    cr_assert_neq(runner(&banned)->header.key, runner(&free)->header.key);
    /* and the incremental key after the push equals the key read from the string */
    PosBuf played = gt_position(&WALLRUNNER_GAME, "4k3/8/8/2r1r3/8/3G4/8/4K3 w - 1");
    played = gt_after(&WALLRUNNER_GAME, &played, "d3d4");
    cr_assert_eq(runner(&played)->header.key, runner(&banned)->header.key);
}

/* ---- WR9: the end of the game ---------------------------------------------------------- */

Test(wallrunner_end, king_pushed_off_the_board_loses) {
    PosBuf pos = gt_position(&WALLRUNNER_GAME, "7k/8/8/8/8/4g3/8/4K3 b - 1");
    pos = gt_after(&WALLRUNNER_GAME, &pos, "e3e2");
    GameStatus status;
    WALLRUNNER_GAME.status(&pos, &status);
    cr_assert_eq(status.outcome, OUTCOME_WIN);
    cr_assert_eq(status.winner, BLACK);
    cr_assert_str_eq(status.reason, "king-off-board");
    cr_assert_eq(WALLRUNNER_GAME.quick_result(&pos), RESULT_LOSS);
    Move moves[MAX_MOVES];
    cr_assert_eq(WALLRUNNER_GAME.generate(&pos, moves, GEN_ALL), 0);
}

Test(wallrunner_end, king_reaching_its_last_rank_wins) {
    PosBuf pos = gt_position(&WALLRUNNER_GAME, "8/3K4/8/8/7k/8/8/8 w - 1");
    pos = gt_after(&WALLRUNNER_GAME, &pos, "d7d8");
    GameStatus status;
    WALLRUNNER_GAME.status(&pos, &status);
    cr_assert_eq(status.outcome, OUTCOME_WIN);
    cr_assert_eq(status.winner, WHITE);
    cr_assert_str_eq(status.reason, "goal");
    cr_assert_eq(WALLRUNNER_GAME.quick_result(&pos), RESULT_LOSS);
}

Test(wallrunner_end, enemy_king_pushed_onto_its_goal_rank_wins_for_the_enemy) {
    PosBuf pos = gt_position(&WALLRUNNER_GAME, "8/8/8/7K/4G3/8/4k3/8 w - 1");
    pos = gt_after(&WALLRUNNER_GAME, &pos, "e4e3");
    char text[MAX_POS_TEXT];
    gt_text(&WALLRUNNER_GAME, &pos, text);
    cr_assert_str_eq(text, "8/8/8/7K/8/4G3/8/4k3 b e1e2 1");
    GameStatus status;
    WALLRUNNER_GAME.status(&pos, &status);
    cr_assert_eq(status.outcome, OUTCOME_WIN);
    cr_assert_eq(status.winner, BLACK);
    cr_assert_str_eq(status.reason, "goal");
    cr_assert_eq(WALLRUNNER_GAME.quick_result(&pos), RESULT_WIN);
}

Test(wallrunner_end, no_legal_move_loses) {
    /* Black's only piece is its King, frozen on the white Striag's file. */
    PosBuf pos = gt_position(&WALLRUNNER_GAME, "k7/8/8/8/8/8/8/S6K b - 1");
    cr_assert_not(game_has_legal_move(&WALLRUNNER_GAME, &pos));
    cr_assert_eq(WALLRUNNER_GAME.no_move_result(&pos), RESULT_LOSS);
    GameStatus status;
    WALLRUNNER_GAME.status(&pos, &status);
    cr_assert_eq(status.outcome, OUTCOME_WIN);
    cr_assert_eq(status.winner, WHITE);
    cr_assert_str_eq(status.reason, "no-moves");
}

Test(wallrunner_end, threefold_repetition_draws) {
    static const char *const MOVES[] = {"b1a2", "b8a7", "a2b1", "a7b8",
                                        "b1a2", "b8a7", "a2b1", "a7b8"};
    uint64_t history[8];
    PosBuf pos = gt_position(&WALLRUNNER_GAME, WALLRUNNER_START);
    GameStatus status;
    for (int i = 0; i < 8; i++) {
        rules_status(&WALLRUNNER_GAME, &pos, history, i, &status);
        cr_assert_eq(status.outcome, OUTCOME_ONGOING, "after %d plies", i);
        history[i] = runner(&pos)->header.key;
        pos = gt_after(&WALLRUNNER_GAME, &pos, MOVES[i]);
    }
    rules_status(&WALLRUNNER_GAME, &pos, history, 8, &status);
    cr_assert_eq(status.outcome, OUTCOME_DRAW);
    cr_assert_str_eq(status.reason, "repetition");
}

Test(wallrunner_end, position_with_a_king_missing_or_home_is_decided) {
    PosBuf pos = gt_position(&WALLRUNNER_GAME, "1dsg1sd1/2rrrr2/8/8/8/8/2RRRR2/1DSGKSD1 b - 9");
    cr_assert_eq(WALLRUNNER_GAME.quick_result(&pos), RESULT_LOSS);
    pos = gt_position(&WALLRUNNER_GAME, "1dsg1sd1/2rrrr2/8/8/8/8/2RRRR2/1DSGKSD1 w - 9");
    cr_assert_eq(WALLRUNNER_GAME.quick_result(&pos), RESULT_WIN);
    pos = gt_position(&WALLRUNNER_GAME, "3K4/8/8/8/7k/8/8/8 w - 9");
    cr_assert_eq(WALLRUNNER_GAME.quick_result(&pos), RESULT_WIN);
    GameStatus status;
    WALLRUNNER_GAME.status(&pos, &status);
    cr_assert_str_eq(status.reason, "goal");
    pos = gt_position(&WALLRUNNER_GAME, WALLRUNNER_START);
    cr_assert_eq(WALLRUNNER_GAME.quick_result(&pos), RESULT_NONE);
}

Test(wallrunner_end, move_number_rises_after_blacks_move) {
    char text[MAX_POS_TEXT];
    PosBuf pos = gt_position(&WALLRUNNER_GAME, WALLRUNNER_START);
    pos = gt_after(&WALLRUNNER_GAME, &pos, "e2e3");
    gt_text(&WALLRUNNER_GAME, &pos, text);
    cr_assert_str_eq(text, "1dsgksd1/2rrrr2/8/8/8/4R3/2RR1R2/1DSGKSD1 b - 1");
    pos = gt_after(&WALLRUNNER_GAME, &pos, "e7e6");
    gt_text(&WALLRUNNER_GAME, &pos, text);
    cr_assert_str_eq(text, "1dsgksd1/2rr1r2/4r3/8/8/4R3/2RR1R2/1DSGKSD1 w - 2");
    cr_assert_eq(runner(&pos)->header.ply, 2);
}
