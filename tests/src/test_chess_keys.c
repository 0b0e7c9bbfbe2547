/*
 * test_chess_keys.c - the incremental Zobrist key and the position text stay right move
 * after move: over random games from the start and the perft positions, after every move
 * the key equals the key computed from scratch, the FEN parses back (so the mover did not
 * leave its king in check) to the same FEN and key. Also: which en-passant squares count
 * in the key, and null moves.
 */
#include "tests/support/chess_helpers.h"

enum { PLAYOUTS = 1200, MAX_PLAYOUT_PLIES = 160 };

static unsigned next_random(uint64_t *state) {
    *state = *state * 6364136223846793005ULL + 1442695040888963407ULL;
    return (unsigned)(*state >> 33);
}

static void assert_consistent(const PosBuf *pos) {
    char fen[MAX_POS_TEXT], again[MAX_POS_TEXT], error[128] = "";
    uint64_t key = pos_header(pos)->key;
    cr_assert_eq(key, CHESS_GAME.key_from_scratch(pos));
    chess_fen_of(pos, fen);
    PosBuf reparsed;
    cr_assert(CHESS_GAME.parse(&reparsed, fen, error, sizeof error), "%s: %s", fen, error);
    chess_fen_of(&reparsed, again);
    cr_assert_str_eq(again, fen);
    cr_assert_eq(pos_header(&reparsed)->key, key, "%s", fen);
}

/* Plays random legal moves until the game ends or the ply limit. */
static void random_playout(const char *fen, uint64_t *state) {
    PosBuf pos, next;
    chess_set(&pos, fen);
    Move moves[MAX_MOVES];
    for (int ply = 0; ply < MAX_PLAYOUT_PLIES; ply++) {
        int count = CHESS_GAME.generate(&pos, moves, GEN_ALL);
        if (count == 0 || CHESS_GAME.rule_draw(&pos))
            return;
        cr_assert(CHESS_GAME.play(&pos, moves[next_random(state) % (unsigned)count], &next));
        cr_assert_eq(pos_header(&next)->ply, pos_header(&pos)->ply + 1);
        chess_copy(&pos, &next);
        assert_consistent(&pos);
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
    PosBuf with;
    chess_set(&with, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    PosBuf without;
    chess_set(&without, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    cr_assert_eq(pos_header(&with)->key, pos_header(&without)->key);
}

Test(chess_keys, usable_en_passant_square_changes_the_key) {
    PosBuf with;
    chess_set(&with, EN_PASSANT_FEN);
    PosBuf without;
    chess_set(&without, "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3");
    cr_assert_neq(pos_header(&with)->key, pos_header(&without)->key);
}

Test(chess_keys, transpositions_have_equal_keys) {
    PosBuf start;
    chess_set(&start, START_FEN);
    PosBuf a;
    chess_copy(&a, &start);
    chess_play_moves(&a, "g1f3 g8f6 b1c3");
    PosBuf b;
    chess_copy(&b, &start);
    chess_play_moves(&b, "b1c3 g8f6 g1f3");
    cr_assert_eq(pos_header(&a)->key, pos_header(&b)->key);
}

Test(chess_keys, castling_rights_are_part_of_the_key) {
    PosBuf all;
    chess_set(&all, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    PosBuf fewer;
    chess_set(&fewer, "r3k2r/8/8/8/8/8/8/R3K2R w Kkq - 0 1");
    cr_assert_neq(pos_header(&all)->key, pos_header(&fewer)->key);
}

Test(chess_keys, null_move_flips_side_and_clears_en_passant) {
    PosBuf pos;
    chess_set(&pos, EN_PASSANT_FEN);
    PosBuf next;
    cr_assert(CHESS_GAME.null_move_allowed(&pos));
    CHESS_GAME.play_null(&pos, &next);
    char fen[MAX_POS_TEXT];
    chess_fen_of(&next, fen);
    cr_assert_str_eq(fen, "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR b KQkq - 1 3");
    assert_consistent(&next);
}

Test(chess_keys, null_move_not_allowed_in_check_or_with_only_pawns) {
    PosBuf check;
    chess_set(&check, "4k3/8/8/8/8/8/4r3/R3K3 w - - 0 1");
    PosBuf pawns;
    chess_set(&pawns, "4k3/p7/8/8/8/8/4P3/4K3 w - - 0 1");
    PosBuf black_has_rook_white_pawns;
    chess_set(&black_has_rook_white_pawns, "r3k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
    cr_assert_not(CHESS_GAME.null_move_allowed(&check));
    cr_assert_not(CHESS_GAME.null_move_allowed(&pawns));
    cr_assert_not(CHESS_GAME.null_move_allowed(&black_has_rook_white_pawns));
}
