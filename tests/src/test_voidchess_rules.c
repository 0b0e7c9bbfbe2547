/*
 * test_voidchess_rules.c - one or more tests per rule of RULES.md section 2 (VC1-VC15), each
 * on a hand-made position whose comment says what it shows.
 */
#include "src/rules.h"
#include "src/games/voidchess/voidchess.h"
#include "tests/support/game_helpers.h"
#include "tests/support/positions.h"

/* The Void Chess view of a position, for the tests that look at square states. */
static const VoidChessPos *view(const PosBuf *pos) {
    return (const VoidChessPos *)pos;
}

/* The square index of a square name such as "e4". */
static int square_of(const char *name) {
    return voidchess_square(name[0] - 'a', name[1] - '1');
}

static bool is_void(const PosBuf *pos, const char *name) {
    return voidchess_has(view(pos)->voids, square_of(name));
}

static bool is_unstable(const PosBuf *pos, const char *name) {
    return voidchess_has(view(pos)->unstable, square_of(name));
}

/* The FEN letter on a square, '.' when empty. */
static char piece_on(const PosBuf *pos, const char *name) {
    static const char LETTERS[] = ".PNBRQMK.pnbrqmk";
    return LETTERS[view(pos)->board[square_of(name)]];
}

/* The legal moves from one square, as a count. */
static int moves_from(const PosBuf *pos, const char *square) {
    Move moves[MAX_MOVES];
    int count = game_legal_moves(&VOIDCHESS_GAME, pos, moves), found = 0;
    for (int i = 0; i < count; i++) {
        char text[MAX_MOVE_TEXT];
        VOIDCHESS_GAME.format_move(pos, moves[i], text);
        found += strncmp(text, square, 2) == 0;
    }
    return found;
}

static void assert_status(const PosBuf *pos, Outcome outcome, int winner, const char *reason) {
    GameStatus status;
    VOIDCHESS_GAME.status(pos, &status);
    cr_assert_eq(status.outcome, outcome, "outcome %d, expected %d", status.outcome, outcome);
    if (outcome == OUTCOME_WIN)
        cr_assert_eq(status.winner, winner);
    if (reason)
        cr_assert_str_eq(status.reason, reason);
    else
        cr_assert_null(status.reason);
}

/* ---- VC1: board and start ---------------------------------------------------------------- */

Test(voidchess, start_position_is_the_seed_setup) {
    PosBuf pos = gt_position(&VOIDCHESS_GAME, VOIDCHESS_GAME.start_position(2));
    const char *white = "RNBQKBMNR", *black = "rnbqkbmnr";
    for (int file = 0; file < 9; file++) {
        char home[3] = {(char)('a' + file), '1', 0}, pawn[3] = {(char)('a' + file), '2', 0};
        char black_home[3] = {(char)('a' + file), '9', 0};
        cr_assert_eq(piece_on(&pos, home), white[file]);
        cr_assert_eq(piece_on(&pos, pawn), 'P');
        cr_assert_eq(piece_on(&pos, black_home), black[file]);
    }
    cr_assert_eq(pos_header(&pos)->side, 0, "white moves first");
    cr_assert_eq(VOIDCHESS_GAME.files, 9);
    cr_assert_eq(VOIDCHESS_GAME.ranks, 9);
    cr_assert_eq(gt_legal_count(&VOIDCHESS_GAME, &pos), 22);
}

/* ---- VC2: voids for the chess pieces --------------------------------------------------- */

/* The rook on a5 stops before the void on d5 and cannot pass it. */
Test(voidchess, sliders_stop_before_a_void) {
    PosBuf pos = gt_position(&VOIDCHESS_GAME, "8k/9/9/9/R2*4r/9/9/9/4K4 w - - 0 1 - 0");
    cr_assert(gt_is_legal(&VOIDCHESS_GAME, &pos, "a5c5"));
    cr_assert_not(gt_is_legal(&VOIDCHESS_GAME, &pos, "a5d5"));
    cr_assert_not(gt_is_legal(&VOIDCHESS_GAME, &pos, "a5e5"));
    cr_assert_not(gt_is_legal(&VOIDCHESS_GAME, &pos, "a5i5"), "no capture through a void");
}

Test(voidchess, knights_jump_over_voids_but_never_land_on_one) {
    PosBuf pos = gt_position(&VOIDCHESS_GAME, "k8/9/9/2***4/2*N*4/2***4/9/9/8K w - - 0 1 - 0");
    cr_assert_eq(moves_from(&pos, "d5"), 8);
    PosBuf landing = gt_position(&VOIDCHESS_GAME, "k8/9/9/2*6/9/3N5/9/9/8K w - - 0 1 - 0");
    cr_assert_not(gt_is_legal(&VOIDCHESS_GAME, &landing, "d4c6"));
    cr_assert(gt_is_legal(&VOIDCHESS_GAME, &landing, "d4e6"));
}

Test(voidchess, pawns_never_step_onto_or_through_a_void) {
    PosBuf onto = gt_position(&VOIDCHESS_GAME, "4k4/9/9/9/9/9/4*4/4P4/4K4 w - - 0 1 - 0");
    cr_assert_eq(moves_from(&onto, "e2"), 0);
    PosBuf through = gt_position(&VOIDCHESS_GAME, "4k4/9/9/9/9/4*4/9/4P4/3K5 w - - 0 1 - 0");
    cr_assert(gt_is_legal(&VOIDCHESS_GAME, &through, "e2e3"));
    cr_assert_not(gt_is_legal(&VOIDCHESS_GAME, &through, "e2e4"));
}

Test(voidchess, kings_never_step_onto_a_void) {
    PosBuf pos = gt_position(&VOIDCHESS_GAME, "4k4/9/9/9/9/9/9/3***3/3*K*3 w - - 0 1 - 0");
    cr_assert_eq(gt_legal_count(&VOIDCHESS_GAME, &pos), 0);
    assert_status(&pos, OUTCOME_DRAW, 0, "stalemate");
}

/* ---- VC3: the Minister's moves ---------------------------------------------------------- */

Test(voidchess, minister_reaches_its_whole_5x5_box_on_an_empty_board) {
    PosBuf pos = gt_position(&VOIDCHESS_GAME, "8k/9/9/9/4M4/9/9/9/K8 w - - 0 1 - 0");
    cr_assert_eq(moves_from(&pos, "e5"), 24);
}

/* Boxed in by its own pieces: no move; one orthogonal opening: 4; one diagonal opening: 6. */
Test(voidchess, minister_boxed_in_orthogonal_and_diagonal_openings) {
    PosBuf boxed = gt_position(&VOIDCHESS_GAME, "8k/9/9/3NNN3/3NMN3/3NNN3/9/9/K8 w - - 0 1 - 0");
    cr_assert_eq(moves_from(&boxed, "e5"), 0);
    PosBuf orthogonal =
        gt_position(&VOIDCHESS_GAME, "8k/9/9/3N1N3/3NMN3/3NNN3/9/9/K8 w - - 0 1 - 0");
    cr_assert_eq(moves_from(&orthogonal, "e5"), 4); /* e6, then d7 e7 f7 */
    PosBuf diagonal = gt_position(&VOIDCHESS_GAME, "8k/9/9/3NN4/3NMN3/3NNN3/9/9/K8 w - - 0 1 - 0");
    cr_assert_eq(moves_from(&diagonal, "e5"), 6); /* f6, then e7 f7 g7 g6 g5 */
}

/* A capture on step 1 ends the move: the Minister cannot pass through the knight on e6. */
Test(voidchess, minister_capture_on_step_one_ends_the_move) {
    PosBuf pos = gt_position(&VOIDCHESS_GAME, "8k/9/9/3NnN3/3NMN3/3NNN3/9/9/K8 w - - 0 1 - 0");
    cr_assert(gt_is_legal(&VOIDCHESS_GAME, &pos, "e5e6"));
    cr_assert_not(gt_is_legal(&VOIDCHESS_GAME, &pos, "e5e7"));
    cr_assert_eq(moves_from(&pos, "e5"), 1);
}

/* [decided] step 2 may capture: e6 empty, then the knight on e7. */
Test(voidchess, minister_may_capture_on_step_two) {
    PosBuf pos = gt_position(&VOIDCHESS_GAME, "8k/9/4n4/3N1N3/3NMN3/3NNN3/9/9/K8 w - - 0 1 - 0");
    cr_assert(gt_is_legal(&VOIDCHESS_GAME, &pos, "e5e7"));
    PosBuf after = gt_after(&VOIDCHESS_GAME, &pos, "e5e7");
    cr_assert_eq(piece_on(&after, "e7"), 'M');
}

/* Step 1 may be a void (and the Minister may stop there); step 2 never lands on own pieces. */
Test(voidchess, minister_walks_through_and_into_voids) {
    PosBuf pos = gt_position(&VOIDCHESS_GAME, "8k/9/9/3N*N3/3NMN3/3NNN3/9/9/K8 w - - 0 1 - 0");
    cr_assert_eq(moves_from(&pos, "e5"), 4);
    cr_assert(gt_is_legal(&VOIDCHESS_GAME, &pos, "e5e6"));
    cr_assert(gt_is_legal(&VOIDCHESS_GAME, &pos, "e5d7"));
    cr_assert_not(gt_is_legal(&VOIDCHESS_GAME, &pos, "e5d6"), "own knight");
}

/* ---- VC4: the Minister's attacks --------------------------------------------------------- */

/* The Minister on e3 attacks e1 through an empty d2, e2 or f2; with all three filled it does
 * not; a void counts as free. */
Test(voidchess, minister_checks_at_distance_two_through_a_free_square) {
    PosBuf open = gt_position(&VOIDCHESS_GAME, "4k4/9/9/9/9/9/4m4/3P1P3/4K4 w - - 0 1 - 0");
    cr_assert(VOIDCHESS_GAME.in_check(&open));
    PosBuf closed = gt_position(&VOIDCHESS_GAME, "4k4/9/9/9/9/9/4m4/3PPP3/4K4 w - - 0 1 - 0");
    cr_assert_not(VOIDCHESS_GAME.in_check(&closed));
    PosBuf void_gap = gt_position(&VOIDCHESS_GAME, "4k4/9/9/9/9/9/4m4/3P*P3/4K4 w - - 0 1 - 0");
    cr_assert(VOIDCHESS_GAME.in_check(&void_gap));
}

/* The Minister on h3 covers g1 and f1 through g2/h2: no e1g1; e1c1 is fine. */
Test(voidchess, minister_attacks_stop_castling) {
    PosBuf pos = gt_position(&VOIDCHESS_GAME, "4k4/9/9/9/9/9/7m1/9/R3K3R w KQ - 0 1 - 0");
    cr_assert_not(gt_is_legal(&VOIDCHESS_GAME, &pos, "e1g1"));
    cr_assert(gt_is_legal(&VOIDCHESS_GAME, &pos, "e1c1"));
}

/* ---- VC5: castling, en passant, promotion --------------------------------------------------- */

Test(voidchess, castling_moves_the_rook_beside_the_king) {
    PosBuf pos = gt_position(&VOIDCHESS_GAME, "r3k3r/9/9/9/9/9/9/9/R3K3R w KQkq - 0 1 - 0");
    PosBuf short_side = gt_after(&VOIDCHESS_GAME, &pos, "e1g1");
    cr_assert_eq(piece_on(&short_side, "g1"), 'K');
    cr_assert_eq(piece_on(&short_side, "f1"), 'R');
    cr_assert_eq(piece_on(&short_side, "i1"), '.');
    PosBuf long_side = gt_after(&VOIDCHESS_GAME, &pos, "e1c1");
    cr_assert_eq(piece_on(&long_side, "c1"), 'K');
    cr_assert_eq(piece_on(&long_side, "d1"), 'R');
    cr_assert_not(gt_is_legal(&VOIDCHESS_GAME, &long_side, "e9c9"), "the rook on d1 now covers d9");
    PosBuf both = gt_after(&VOIDCHESS_GAME, &long_side, "e9g9");
    char text[MAX_POS_TEXT];
    gt_text(&VOIDCHESS_GAME, &both, text);
    cr_assert_str_eq(text, "r4rk2/9/9/9/9/9/9/9/2KR4R w - - 2 2 - 0");
}

Test(voidchess, castling_needs_empty_non_void_squares_and_safe_passage) {
    PosBuf voided = gt_position(&VOIDCHESS_GAME, "r3k3r/9/9/9/9/9/9/9/R*2K2*R w KQkq - 0 1 - 0");
    cr_assert_not(gt_is_legal(&VOIDCHESS_GAME, &voided, "e1g1"), "void on h1");
    cr_assert_not(gt_is_legal(&VOIDCHESS_GAME, &voided, "e1c1"), "void on b1");
    PosBuf attacked = gt_position(&VOIDCHESS_GAME, "r3k3r/9/9/9/9/9/9/9/R3K3R w KQkq - 0 1 - 0");
    PosBuf rook_on_f = gt_position(&VOIDCHESS_GAME, "r3kr3/9/9/9/9/9/9/9/R3K3R w KQq - 0 1 - 0");
    cr_assert(gt_is_legal(&VOIDCHESS_GAME, &attacked, "e1g1"));
    cr_assert_not(gt_is_legal(&VOIDCHESS_GAME, &rook_on_f, "e1g1"), "f1 is attacked");
    cr_assert(gt_is_legal(&VOIDCHESS_GAME, &rook_on_f, "e1c1"));
}

Test(voidchess, castling_rights_end_with_king_or_rook_moves) {
    PosBuf pos = gt_position(&VOIDCHESS_GAME, "r3k3r/9/9/9/9/9/9/9/R3K3R w KQkq - 0 1 - 0");
    PosBuf after = gt_after(&VOIDCHESS_GAME, &pos, "i1h1 a9b9");
    char text[MAX_POS_TEXT];
    gt_text(&VOIDCHESS_GAME, &after, text);
    cr_assert_str_eq(text, "1r2k3r/9/9/9/9/9/9/9/R3K2R1 w Qk - 2 2 - 0");
}

Test(voidchess, en_passant_after_a_double_step) {
    PosBuf pos = gt_position(&VOIDCHESS_GAME, "4k4/3p5/9/4P4/9/9/9/9/4K4 b - - 0 1 - 0");
    PosBuf after = gt_after(&VOIDCHESS_GAME, &pos, "d8d6");
    char text[MAX_POS_TEXT];
    gt_text(&VOIDCHESS_GAME, &after, text);
    cr_assert_str_eq(text, "4k4/9/9/3pP4/9/9/9/9/4K4 w - d7 0 2 - 0");
    PosBuf taken = gt_after(&VOIDCHESS_GAME, &after, "e6d7");
    cr_assert_eq(piece_on(&taken, "d6"), '.');
    cr_assert_eq(piece_on(&taken, "d7"), 'P');
    cr_assert(is_unstable(&taken, "d7"), "VC7: the capturing pawn's destination");
}

Test(voidchess, pawns_promote_to_a_minister) {
    PosBuf pos = gt_position(&VOIDCHESS_GAME, "4k4/P8/9/9/9/9/9/9/4K4 w - - 0 1 - 0");
    cr_assert_eq(moves_from(&pos, "a8"), 5);
    PosBuf after = gt_after(&VOIDCHESS_GAME, &pos, "a8a9m");
    cr_assert_eq(piece_on(&after, "a9"), 'M');
}

/* ---- VC6-VC8: square states, capture creates an unstable square -------------------------- */

Test(voidchess, capture_makes_the_destination_unstable) {
    PosBuf pos = gt_position(&VOIDCHESS_GAME, "4k4/9/9/3p5/9/9/9/3R5/4K4 w - - 0 1 - 0");
    PosBuf after = gt_after(&VOIDCHESS_GAME, &pos, "d2d6");
    cr_assert(is_unstable(&after, "d6"));
    cr_assert_not(is_unstable(&after, "d2"));
    cr_assert_not(is_void(&after, "d2"));
}

Test(voidchess, minister_capture_leaves_the_square_normal) {
    PosBuf pos = gt_position(&VOIDCHESS_GAME, "4k4/9/9/3p5/3M5/9/9/9/4K4 w - - 0 1 - 0");
    PosBuf after = gt_after(&VOIDCHESS_GAME, &pos, "d5d6");
    cr_assert_eq(piece_on(&after, "d6"), 'M');
    cr_assert_not(is_unstable(&after, "d6"));
}

Test(voidchess, capture_promotion_to_a_minister_leaves_the_square_normal) {
    PosBuf pos = gt_position(&VOIDCHESS_GAME, "r3k4/1P7/9/9/9/9/9/9/4K4 w - - 0 1 - 0");
    PosBuf minister = gt_after(&VOIDCHESS_GAME, &pos, "b8a9m"),
           queen = gt_after(&VOIDCHESS_GAME, &pos, "b8a9q");
    cr_assert_not(is_unstable(&minister, "a9"));
    cr_assert(is_unstable(&queen, "a9"));
}

/* VC8: the capturer survives the end of its own turn and the opponent's turn. */
Test(voidchess, capturer_is_protected_until_its_next_turn) {
    PosBuf pos = gt_position(&VOIDCHESS_GAME, "4k4/9/9/3p5/9/9/9/3R5/4K4 w - - 0 1 - 0");
    PosBuf after = gt_after(&VOIDCHESS_GAME, &pos, "d2d6 e9e8");
    cr_assert_eq(piece_on(&after, "d6"), 'R');
    cr_assert(is_unstable(&after, "d6"));
}

/* ---- VC9: resolution ----------------------------------------------------------------------- */

Test(voidchess, capturer_left_standing_is_destroyed) {
    PosBuf pos = gt_position(&VOIDCHESS_GAME, "4k4/p8/9/3p5/9/9/9/3R4P/4K4 w - - 5 1 - 0");
    PosBuf after = gt_after(&VOIDCHESS_GAME, &pos, "d2d6 a8a7 i2i3");
    cr_assert(is_void(&after, "d6"));
    cr_assert_eq(piece_on(&after, "d6"), '.');
    cr_assert_not(is_unstable(&after, "d6"));
}

Test(voidchess, capturer_that_leaves_survives_and_its_square_turns_void) {
    PosBuf pos = gt_position(&VOIDCHESS_GAME, "4k4/p8/9/3p5/9/9/9/3R4P/4K4 w - - 0 1 - 0");
    PosBuf after = gt_after(&VOIDCHESS_GAME, &pos, "d2d6 a8a7 d6h6");
    cr_assert(is_void(&after, "d6"));
    cr_assert_eq(piece_on(&after, "h6"), 'R');
    cr_assert_not(is_unstable(&after, "h6"));
}

/* A destruction counts for the fifty-move rule; the capture and the pawn move before it too. */
Test(voidchess, destruction_resets_the_fifty_move_counter) {
    PosBuf pos = gt_position(&VOIDCHESS_GAME, "4k4/9/9/3p5/9/9/9/3R5/4K4 w - - 0 1 - 0");
    PosBuf after = gt_after(&VOIDCHESS_GAME, &pos, "d2d6 e9e8");
    cr_assert_eq(pos_header(&after)->rule50, 1);
    PosBuf destroyed = gt_after(&VOIDCHESS_GAME, &after, "e1e2");
    cr_assert_eq(pos_header(&destroyed)->rule50, 0);
    PosBuf left = gt_after(&VOIDCHESS_GAME, &after, "d6d8");
    cr_assert_eq(pos_header(&left)->rule50, 2, "leaving the square destroys nothing");
}

/* ---- VC10: recapture on an unstable square ------------------------------------------------- */

Test(voidchess, knight_recapture_takes_over_the_unstable_square) {
    PosBuf pos = gt_position(&VOIDCHESS_GAME, "4k4/9/9/3p5/9/4n4/9/3R5/4K4 w - - 0 1 - 0");
    PosBuf after = gt_after(&VOIDCHESS_GAME, &pos, "d2d6 e4d6");
    cr_assert_eq(piece_on(&after, "d6"), 'n');
    cr_assert(is_unstable(&after, "d6"), "unstable again, now black's");
    PosBuf later = gt_after(&VOIDCHESS_GAME, &after, "e1e2 e9e8");
    cr_assert(is_void(&later, "d6"), "resolved at the end of black's next turn");
    cr_assert_eq(piece_on(&later, "d6"), '.');
}

Test(voidchess, minister_recapture_makes_the_square_normal) {
    PosBuf pos = gt_position(&VOIDCHESS_GAME, "4k4/9/9/3p5/4m4/9/9/3R5/4K4 w - - 0 1 - 0");
    PosBuf after = gt_after(&VOIDCHESS_GAME, &pos, "d2d6 e5d6");
    cr_assert_eq(piece_on(&after, "d6"), 'm');
    cr_assert_not(is_unstable(&after, "d6"));
}

/* ---- VC11: healing --------------------------------------------------------------------------- */

Test(voidchess, minister_heals_the_void_it_ends_on) {
    PosBuf pos = gt_position(&VOIDCHESS_GAME, "4k4/9/9/4*4/4M4/9/9/9/4K4 w - - 0 1 - 0");
    PosBuf after = gt_after(&VOIDCHESS_GAME, &pos, "e5e6");
    cr_assert_not(is_void(&after, "e6"));
    cr_assert_eq(piece_on(&after, "e6"), 'M');
}

/* [decided] only the destination heals, not the void crossed on step 1. */
Test(voidchess, minister_does_not_heal_the_void_it_crosses) {
    PosBuf pos = gt_position(&VOIDCHESS_GAME, "4k4/9/9/3N*N3/3NMN3/3NNN3/9/9/K8 w - - 0 1 - 0");
    PosBuf after = gt_after(&VOIDCHESS_GAME, &pos, "e5e7");
    cr_assert(is_void(&after, "e6"));
    cr_assert_not(is_void(&after, "e7"));
}

/* A Minister never stands on an unstable square, so resolution never meets one. */
Test(voidchess, minister_is_never_on_an_unstable_square) {
    char error[GT_ERROR_SIZE];
    gt_parse_error(&VOIDCHESS_GAME, "4k4/9/9/9/4M4/9/9/9/4K4 w - - 0 1 e5 0", error);
    cr_assert(strstr(error, "Minister"), "%s", error);
}

/* ---- VC12: king on an unstable square -------------------------------------------------------- */

Test(voidchess, king_on_unstable_square_may_only_move_the_king) {
    PosBuf pos = gt_position(&VOIDCHESS_GAME, "8k/9/9/9/4K4/9/9/9/R8 w - - 0 1 e5 0");
    cr_assert_eq(gt_legal_count(&VOIDCHESS_GAME, &pos), 8);
    cr_assert_eq(moves_from(&pos, "e5"), 8);
    cr_assert(VOIDCHESS_GAME.in_check(&pos), "the search may not stand pat here");
    PosBuf after = gt_after(&VOIDCHESS_GAME, &pos, "e5e6");
    cr_assert(is_void(&after, "e5"));
}

Test(voidchess, king_on_unstable_square_with_no_moves_loses) {
    PosBuf pos = gt_position(&VOIDCHESS_GAME, "k*7/**7/9/9/9/9/9/9/R3K4 b - - 0 1 a9 0");
    cr_assert_eq(gt_legal_count(&VOIDCHESS_GAME, &pos), 0);
    assert_status(&pos, OUTCOME_WIN, 0, "king-void");
    cr_assert_eq(VOIDCHESS_GAME.no_move_result(&pos), RESULT_LOSS);
}

/* In check from the Minister through the voids as well: king-void takes precedence. */
Test(voidchess, king_void_takes_precedence_over_checkmate) {
    PosBuf pos = gt_position(&VOIDCHESS_GAME, "k*7/**M6/9/9/9/9/9/9/4K4 b - - 0 1 a9 0");
    cr_assert(voidchess_king_attacked(view(&pos)));
    assert_status(&pos, OUTCOME_WIN, 0, "king-void");
}

/* ---- VC13: legality after resolution --------------------------------------------------------- */

/* White's rook on its own unstable d5 stands between its king and Black's rook. Whatever White
 * does, d5 turns void at the end of the turn, and a void blocks the d-file as well: every move
 * that does not walk into an attack is legal. */
Test(voidchess, resolution_voids_still_block_sliders) {
    PosBuf pos = gt_position(&VOIDCHESS_GAME, "3rk4/9/9/9/3R5/9/9/9/3K5 w - - 0 1 d5 0");
    cr_assert(gt_is_legal(&VOIDCHESS_GAME, &pos, "d5a5"));
    cr_assert(gt_is_legal(&VOIDCHESS_GAME, &pos, "d1c1"));
    PosBuf after = gt_after(&VOIDCHESS_GAME, &pos, "d1c1");
    cr_assert(is_void(&after, "d5"));
}

/* White's rook on its own unstable e2 shields e1 from the Minister on e3 (d2 and f2 are full).
 * Any move turns e2 void, and a Minister passes voids, so e1, d1 and f1 all come under attack:
 * only taking the Minister (with the rook or either pawn) is legal. */
Test(voidchess, resolution_can_open_a_minister_path) {
    PosBuf pos = gt_position(&VOIDCHESS_GAME, "4k4/9/9/9/9/9/4m4/3PRP3/4K4 w - - 0 1 e2 0");
    cr_assert_not(VOIDCHESS_GAME.in_check(&pos) && !is_unstable(&pos, "e1"));
    cr_assert_not(gt_is_legal(&VOIDCHESS_GAME, &pos, "d2d3"));
    cr_assert_not(gt_is_legal(&VOIDCHESS_GAME, &pos, "e1d1"));
    cr_assert(gt_is_legal(&VOIDCHESS_GAME, &pos, "e2e3"));
    cr_assert(gt_is_legal(&VOIDCHESS_GAME, &pos, "d2e3"));
    cr_assert(gt_is_legal(&VOIDCHESS_GAME, &pos, "f2e3"));
    cr_assert_eq(gt_legal_count(&VOIDCHESS_GAME, &pos), 3);
}

Test(voidchess, pinned_piece_may_not_leave_the_line) {
    PosBuf pos = gt_position(&VOIDCHESS_GAME, "4r4/9/9/9/9/9/9/4N4/4K3k w - - 0 1 - 0");
    cr_assert_eq(moves_from(&pos, "e2"), 0);
}

/* ---- VC14: end of the game ---------------------------------------------------------------------
 */

Test(voidchess, checkmate_loses) {
    PosBuf pos = gt_position(&VOIDCHESS_GAME, "4k4/4Q4/4K4/9/9/9/9/9/9 b - - 0 1 - 0");
    assert_status(&pos, OUTCOME_WIN, 0, "checkmate");
}

Test(voidchess, stalemate_draws) {
    PosBuf pos = gt_position(&VOIDCHESS_GAME, "k8/2Q6/9/9/9/9/9/9/4K4 b - - 0 1 - 0");
    assert_status(&pos, OUTCOME_DRAW, 0, "stalemate");
    cr_assert_eq(VOIDCHESS_GAME.no_move_result(&pos), RESULT_DRAW);
}

Test(voidchess, bare_kings_draw) {
    PosBuf pos = gt_position(&VOIDCHESS_GAME, "4k4/9/9/9/9/9/9/9/4K4 w - - 0 1 - 0");
    assert_status(&pos, OUTCOME_DRAW, 0, "material");
    cr_assert(VOIDCHESS_GAME.rule_draw(&pos));
    PosBuf minister = gt_position(&VOIDCHESS_GAME, "4k4/9/9/9/9/9/9/9/4KM3 w - - 0 1 - 0");
    assert_status(&minister, OUTCOME_ONGOING, 0, NULL);
}

Test(voidchess, fifty_moves_draw) {
    PosBuf pos = gt_position(&VOIDCHESS_GAME, "4k4/9/9/9/9/9/9/9/4KR3 w - - 99 80 - 0");
    PosBuf after = gt_after(&VOIDCHESS_GAME, &pos, "f1f2");
    GameStatus status;
    rules_status(&VOIDCHESS_GAME, &after, NULL, 0, &status);
    cr_assert_eq(status.outcome, OUTCOME_DRAW);
    cr_assert_str_eq(status.reason, "fifty-moves");
}

/* The same pieces on the same squares are not a repetition when a square state differs. */
Test(voidchess, repetition_covers_square_states) {
    PosBuf pos = gt_position(&VOIDCHESS_GAME, "4k4/9/9/9/9/9/9/9/3NKN3 w - - 0 1 - 0");
    uint64_t history[8];
    int count = 0;
    const char *moves[] = {"d1c3", "e9e8", "c3d1", "e8e9", "d1c3", "e9e8", "c3d1", "e8e9"};
    for (int i = 0; i < 8; i++) {
        history[count++] = pos_header(&pos)->key;
        pos = gt_after(&VOIDCHESS_GAME, &pos, moves[i]);
    }
    GameStatus status;
    rules_status(&VOIDCHESS_GAME, &pos, history, count, &status);
    cr_assert_str_eq(status.reason, "repetition");
    PosBuf voided = gt_position(&VOIDCHESS_GAME, "4k4/9/9/9/9/9/9/8*/3NKN3 w - - 0 1 - 0");
    PosBuf plain = gt_position(&VOIDCHESS_GAME, "4k4/9/9/9/9/9/9/9/3NKN3 w - - 0 1 - 0");
    cr_assert_neq(pos_header(&voided)->key, pos_header(&plain)->key);
}

/* ---- VC15: the Void Fortress -------------------------------------------------------------------
 */

/* Black's king on a9 is walled off by voids; White has no Minister or knight and nothing in
 * the region; no Minister, no pawn at all: an immediate draw. */
Test(voidchess, fortress_immediate_draw) {
    PosBuf pos = gt_position(&VOIDCHESS_GAME, "k*7/**7/9/9/9/9/9/9/R3K4 w - - 0 1 - 0");
    cr_assert(VOIDCHESS_GAME.rule_draw(&pos));
    assert_status(&pos, OUTCOME_DRAW, 0, "fortress");
}

/* A white knight whose jumps can reach the region, a pawn that can promote, or a Minister
 * anywhere spoil the immediate draw. (Black's rook on i5 stands in White's king's region, so
 * White's king, cut off from a9, is not an unreachable enclosed king either.) */
Test(voidchess, fortress_needs_an_unreachable_region) {
    PosBuf knight = gt_position(&VOIDCHESS_GAME, "k*7/**7/9/9/8r/9/9/9/R3K2N1 w - - 0 1 - 0");
    cr_assert_not(VOIDCHESS_GAME.rule_draw(&knight));
    PosBuf pawn = gt_position(&VOIDCHESS_GAME, "k*7/**7/9/9/9/9/9/4P4/R3K4 w - - 0 1 - 0");
    cr_assert_not(VOIDCHESS_GAME.rule_draw(&pawn));
    PosBuf minister = gt_position(&VOIDCHESS_GAME, "k*7/**7/9/9/9/9/9/9/R3K2m1 w - - 0 1 - 0");
    cr_assert_not(VOIDCHESS_GAME.rule_draw(&minister));
}

/* VC15 as written looks at both kings. Black's king and rook are walled into a9 b9 a8 b8;
 * White's knight can jump in (c6-b8), so Black's king is reachable. But White's king is
 * enclosed too (the pocket is not in its region), and Black, with nothing outside the
 * pocket, no Minister and no knight, cannot reach it: an immediate draw by the rule. */
Test(voidchess, fortress_is_judged_from_either_king) {
    PosBuf pos = gt_position(&VOIDCHESS_GAME, "kr*6/2*6/***6/9/9/9/9/9/4K2N1 w - - 0 1 - 0");
    cr_assert(VOIDCHESS_GAME.rule_draw(&pos));
    assert_status(&pos, OUTCOME_DRAW, 0, "fortress");
}

/* A knight walled in itself cannot reach: its knight-move component over P stays apart. */
Test(voidchess, fortress_knight_component_is_over_non_void_squares) {
    PosBuf pos = gt_position(&VOIDCHESS_GAME, "k*7/**7/9/9/9/9/1*7/*****4/N*2K4 w - - 0 1 - 0");
    cr_assert(VOIDCHESS_GAME.rule_draw(&pos));
}

/* Black's own Minister stops the immediate draw, but the besieged king is unreachable in a
 * region of 1 square of 78: the siege counter rises every ply and resets when it ends. */
Test(voidchess, siege_counter_rises_and_resets) {
    PosBuf pos = gt_position(&VOIDCHESS_GAME, "k*7/**7/9/9/9/9/9/m8/R3K4 w - - 0 1 - 0");
    cr_assert_not(VOIDCHESS_GAME.rule_draw(&pos));
    PosBuf after = gt_after(&VOIDCHESS_GAME, &pos, "e1e2 a2b3 e2e1");
    cr_assert_eq(view(&after)->siege, 3);
    char text[MAX_POS_TEXT];
    gt_text(&VOIDCHESS_GAME, &after, text);
    cr_assert_str_eq(text, "k*7/**7/9/9/9/9/1m7/9/R3K4 b - - 3 2 - 3");
    cr_assert_eq(pos_header(&after)->key, VOIDCHESS_GAME.key_from_scratch(&after));
    PosBuf healed = gt_after(&VOIDCHESS_GAME, &after, "b3b5 e1e2 b5b7 e2e1 b7b8");
    cr_assert_not(is_void(&healed, "b8"));
    cr_assert_eq(view(&healed)->siege, 0);
}

Test(voidchess, siege_counter_reaching_40_draws) {
    PosBuf pos = gt_position(&VOIDCHESS_GAME, "k*7/**7/9/9/9/9/9/m8/R3K4 w - - 20 30 - 39");
    cr_assert_not(VOIDCHESS_GAME.rule_draw(&pos));
    PosBuf after = gt_after(&VOIDCHESS_GAME, &pos, "e1e2");
    cr_assert_eq(view(&after)->siege, 40);
    cr_assert(VOIDCHESS_GAME.rule_draw(&after));
    assert_status(&after, OUTCOME_DRAW, 0, "fortress");
}

Test(voidchess, siege_counter_is_part_of_the_key) {
    PosBuf zero = gt_position(&VOIDCHESS_GAME, "k*7/**7/9/9/9/9/9/m8/R3K4 w - - 0 1 - 0");
    PosBuf five = gt_position(&VOIDCHESS_GAME, "k*7/**7/9/9/9/9/9/m8/R3K4 w - - 0 1 - 5");
    cr_assert_neq(pos_header(&zero)->key, pos_header(&five)->key);
}

/* ---- search hooks
 * -------------------------------------------------------------------------------- */

Test(voidchess, null_move_is_refused_in_check_on_unstable_and_with_pawns_only) {
    PosBuf rook = gt_position(&VOIDCHESS_GAME, "4k4/9/9/9/9/9/9/9/3RK4 w - - 0 1 - 0");
    cr_assert(VOIDCHESS_GAME.null_move_allowed(&rook));
    PosBuf unstable = gt_position(&VOIDCHESS_GAME, "8k/9/9/9/4K4/9/9/9/R8 w - - 0 1 e5 0");
    cr_assert_not(VOIDCHESS_GAME.null_move_allowed(&unstable));
    PosBuf checked = gt_position(&VOIDCHESS_GAME, "4k4/9/9/9/9/9/9/9/r3K2R1 w - - 0 1 - 0");
    cr_assert_not(VOIDCHESS_GAME.null_move_allowed(&checked));
    PosBuf pawns = gt_position(&VOIDCHESS_GAME, "4k4/9/9/9/9/9/9/P8/4K4 w - - 0 1 - 0");
    cr_assert_not(VOIDCHESS_GAME.null_move_allowed(&pawns));
}

/* A null move ends the turn too: the mover's doomed piece is destroyed. */
Test(voidchess, null_move_resolves_the_movers_unstable_squares) {
    PosBuf pos = gt_position(&VOIDCHESS_GAME, "4k4/9/9/9/3R5/9/9/9/4K4 w - - 0 1 d5 0");
    PosBuf next;
    VOIDCHESS_GAME.play_null(&pos, &next);
    cr_assert(is_void(&next, "d5"));
    cr_assert_eq(piece_on(&next, "d5"), '.');
    cr_assert_eq(pos_header(&next)->key, VOIDCHESS_GAME.key_from_scratch(&next));
}

Test(voidchess, noisy_moves_are_captures_and_promotions) {
    PosBuf pos = gt_position(&VOIDCHESS_GAME, "4k4/P8/9/3p5/9/9/9/3R5/4K4 w - - 0 1 - 0");
    Move moves[MAX_MOVES];
    int count = VOIDCHESS_GAME.generate(&pos, moves, GEN_NOISY);
    cr_assert_eq(count, 6, "d2xd6 and a8a9 to five pieces");
    for (int i = 0; i < count; i++)
        cr_assert(VOIDCHESS_GAME.is_noisy(&pos, moves[i]));
}
