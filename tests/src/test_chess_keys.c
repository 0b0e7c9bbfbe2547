/*
 * test_chess_keys.c - the incremental Zobrist key and the position text stay right move
 * after move: over random games from the start and the perft positions, after every move
 * the key equals the key computed from scratch, the FEN parses back (so the mover did not
 * leave its king in check) to the same FEN and key. Also: which en-passant squares count
 * in the key, and null moves.
 */
#include "tests/support/game_helpers.h"
#include "tests/support/positions.h"

enum { PLAYOUTS = 1200, MAX_PLAYOUT_PLIES = 160 };

static unsigned next_random(uint64_t *state) {
    *state = *state * 6364136223846793005ULL + 1442695040888963407ULL;
    return (unsigned)(*state >> 33);
}

/* Plays random legal moves until the game ends or the ply limit. */
static void random_playout(const char *fen, uint64_t *state) {
    PosBuf pos = gt_position(&CHESS_GAME, fen), next;
    Move moves[MAX_MOVES];
    for (int ply = 0; ply < MAX_PLAYOUT_PLIES; ply++) {
        int count = CHESS_GAME.generate(&pos, moves, GEN_ALL);
        if (count == 0 || CHESS_GAME.rule_draw(&pos))
            return;
        cr_assert(CHESS_GAME.play(&pos, moves[next_random(state) % (unsigned)count], &next));
        cr_assert_eq(pos_header(&next)->ply, pos_header(&pos)->ply + 1);
        pos = next;
        gt_assert_consistent(&CHESS_GAME, &pos);
    }
}

Test(chess_keys, incremental_key_matches_scratch_over_random_games) {
    static const char *const STARTS[] = {START_FEN,     KIWIPETE_FEN,  POSITION3_FEN,
                                         POSITION4_FEN, POSITION5_FEN, POSITION6_FEN};
    uint64_t state = 2024;
    for (int i = 0; i < PLAYOUTS; i++)
        random_playout(STARTS[i % 6], &state);
}

Test(chess_keys, unusable_en_passant_square_does_not_change_the_key) {
    /* After 1.e4 no black pawn attacks e3: same position as without the square. */
    PosBuf with =
        gt_position(&CHESS_GAME, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    PosBuf without =
        gt_position(&CHESS_GAME, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    cr_assert_eq(pos_header(&with)->key, pos_header(&without)->key);
}

Test(chess_keys, usable_en_passant_square_changes_the_key) {
    PosBuf with = gt_position(&CHESS_GAME, EN_PASSANT_FEN);
    PosBuf without =
        gt_position(&CHESS_GAME, "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3");
    cr_assert_neq(pos_header(&with)->key, pos_header(&without)->key);
}

Test(chess_keys, transpositions_have_equal_keys) {
    PosBuf start = gt_position(&CHESS_GAME, START_FEN);
    PosBuf a = gt_after(&CHESS_GAME, &start, "g1f3 g8f6 b1c3");
    PosBuf b = gt_after(&CHESS_GAME, &start, "b1c3 g8f6 g1f3");
    cr_assert_eq(pos_header(&a)->key, pos_header(&b)->key);
}

Test(chess_keys, castling_rights_are_part_of_the_key) {
    PosBuf all = gt_position(&CHESS_GAME, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    PosBuf fewer = gt_position(&CHESS_GAME, "r3k2r/8/8/8/8/8/8/R3K2R w Kkq - 0 1");
    cr_assert_neq(pos_header(&all)->key, pos_header(&fewer)->key);
}

Test(chess_keys, null_move_flips_side_and_clears_en_passant) {
    PosBuf pos = gt_position(&CHESS_GAME, EN_PASSANT_FEN);
    PosBuf next;
    cr_assert(CHESS_GAME.null_move_allowed(&pos));
    CHESS_GAME.play_null(&pos, &next);
    char fen[MAX_POS_TEXT];
    gt_text(&CHESS_GAME, &next, fen);
    cr_assert_str_eq(fen, "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR b KQkq - 1 3");
    gt_assert_consistent(&CHESS_GAME, &next);
}

Test(chess_keys, null_move_not_allowed_in_check_or_with_only_pawns) {
    PosBuf check = gt_position(&CHESS_GAME, "4k3/8/8/8/8/8/4r3/R3K3 w - - 0 1");
    PosBuf pawns = gt_position(&CHESS_GAME, "4k3/p7/8/8/8/8/4P3/4K3 w - - 0 1");
    PosBuf black_has_rook_white_pawns =
        gt_position(&CHESS_GAME, "r3k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
    cr_assert_not(CHESS_GAME.null_move_allowed(&check));
    cr_assert_not(CHESS_GAME.null_move_allowed(&pawns));
    cr_assert_not(CHESS_GAME.null_move_allowed(&black_has_rook_white_pawns));
}
