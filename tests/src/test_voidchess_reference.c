/*
 * test_voidchess_reference.c - the engine's Void Chess generator against the independent
 * slow implementation in voidchess_reference.c: the same legal move lists at the root and
 * after every first move, the same perft to depth 3, on hand-made positions that hold voids,
 * unstable squares, a king on an unstable square, promotions to a Minister, castling and en
 * passant; then tiny positions whose depth 1-2 counts are derived by hand in the comments.
 */
#include "src/perft.h"
#include "tests/support/game_helpers.h"
#include "tests/support/positions.h"
#include "tests/support/voidchess_reference.h"

static int compare_text(const void *a, const void *b) {
    return strcmp(a, b);
}

/* The engine's legal moves as sorted text. */
static int engine_moves(const PosBuf *pos, char texts[][MAX_MOVE_TEXT]) {
    Move moves[MAX_MOVES];
    int count = game_legal_moves(&VOIDCHESS_GAME, pos, moves);
    for (int i = 0; i < count; i++)
        VOIDCHESS_GAME.format_move(pos, moves[i], texts[i]);
    qsort(texts, (size_t)count, MAX_MOVE_TEXT, compare_text);
    return count;
}

/* The reference's legal moves as sorted text. */
static int reference_moves(const RefPos *pos, char texts[][MAX_MOVE_TEXT]) {
    RefMove moves[REF_MAX_MOVES];
    int count = ref_legal_moves(pos, moves);
    for (int i = 0; i < count; i++)
        ref_move_text(moves[i], texts[i]);
    qsort(texts, (size_t)count, MAX_MOVE_TEXT, compare_text);
    return count;
}

/* Both implementations list the same moves in the position reached by `line`. */
static void assert_same_moves(const PosBuf *pos, const RefPos *ref, const char *line) {
    static char mine[REF_MAX_MOVES][MAX_MOVE_TEXT], theirs[REF_MAX_MOVES][MAX_MOVE_TEXT];
    int count = engine_moves(pos, mine), expected = reference_moves(ref, theirs);
    char text[MAX_POS_TEXT];
    gt_text(&VOIDCHESS_GAME, pos, text);
    for (int i = 0; i < count && i < expected; i++)
        cr_assert_str_eq(mine[i], theirs[i], "%s after '%s': engine %s, reference %s", text, line,
                         mine[i], theirs[i]);
    cr_assert_eq(count, expected, "%s after '%s': %d moves, reference %d", text, line, count,
                 expected);
}

/* Move lists at the root and after each first move, then perft to depth 3. */
static void assert_matches_reference(const char *text) {
    PosBuf pos = gt_position(&VOIDCHESS_GAME, text);
    RefPos ref;
    cr_assert(ref_parse(&ref, text), "reference cannot read %s", text);
    assert_same_moves(&pos, &ref, "");
    Move moves[MAX_MOVES];
    int count = game_legal_moves(&VOIDCHESS_GAME, &pos, moves);
    for (int i = 0; i < count; i++) {
        char move_text[MAX_MOVE_TEXT];
        VOIDCHESS_GAME.format_move(&pos, moves[i], move_text);
        PosBuf next = gt_after(&VOIDCHESS_GAME, &pos, move_text);
        RefMove ref_moves[REF_MAX_MOVES];
        int ref_count = ref_legal_moves(&ref, ref_moves);
        for (int j = 0; j < ref_count; j++) {
            char ref_text[REF_MOVE_TEXT];
            ref_move_text(ref_moves[j], ref_text);
            if (strcmp(ref_text, move_text) != 0)
                continue;
            RefPos ref_next;
            ref_play(&ref, ref_moves[j], &ref_next);
            assert_same_moves(&next, &ref_next, move_text);
        }
    }
    for (int depth = 1; depth <= 3; depth++) {
        uint64_t nodes = perft(&VOIDCHESS_GAME, &pos, depth), expected = ref_perft(&ref, depth);
        cr_assert_eq(nodes, expected, "perft(%d) of %s: %llu, reference %llu", depth, text,
                     (unsigned long long)nodes, (unsigned long long)expected);
    }
}

Test(voidchess_reference, start_position) {
    assert_matches_reference(VOIDCHESS_START);
}

/* Voids, a fresh unstable square (c6), Ministers on both sides, castling rights. */
Test(voidchess_reference, voids_unstable_and_ministers) {
    assert_matches_reference(
        "r1bq4r/n1pk1pn1p/4p4/ppP3Np1/3*1m2P/7P1/8M/P1PP1NP2/R1Q1KB2R b KQ - 0 21 c6 0");
}

/* White's king captured on e5 last turn: only king moves, and e5 turns void behind it. */
Test(voidchess_reference, king_on_unstable_square) {
    assert_matches_reference("4k4/9/9/2r6/4K4/3*5/9/9/R8 w - - 0 1 e5 0");
}

/* Black's king on its own unstable square, in check from a queen it may capture. */
Test(voidchess_reference, black_king_on_unstable_square_in_check) {
    assert_matches_reference("9/9/9/4k4/3Q5/9/9/9/4K4 b - - 0 1 e6 0");
}

/* Pushes and captures onto the last rank, each to Q R B N and M. */
Test(voidchess_reference, promotions_to_a_minister) {
    assert_matches_reference("r3k4/1P5P1/9/9/9/4*4/9/9/4K4 w - - 0 1 - 0");
}

/* Capture-promotion onto black's fresh unstable a9: to M heals it, to Q keeps it unstable. */
Test(voidchess_reference, promotion_onto_an_unstable_square) {
    assert_matches_reference("r3k4/1P7/9/9/9/9/9/9/4K4 w - - 0 1 a9 0");
}

Test(voidchess_reference, castling_both_sides) {
    assert_matches_reference("r3k3r/ppp3ppp/9/9/9/9/9/PPP3PPP/R3K3R b KQkq - 0 1 - 0");
}

/* A void on h1 blocks e1g1; the bishop on a3 covers c1, so e1c1 is illegal too. */
Test(voidchess_reference, castling_blocked_by_a_void_and_an_attack) {
    assert_matches_reference("r3k3r/9/9/9/9/9/b8/9/R3K2*R w KQkq - 0 1 - 0");
}

/* Ministers face to face among voids they may step into and heal. */
Test(voidchess_reference, ministers_among_voids) {
    assert_matches_reference("4k4/9/2*1*4/3m5/2*M*4/9/9/9/4K4 w - - 0 1 - 0");
}

/* dxe3 e.p. would open the rank to the rook on h4; in the second, a void shields it. */
Test(voidchess_reference, en_passant_pin) {
    assert_matches_reference("9/9/9/9/9/k2pP2R1/9/9/4K4 b - e3 0 1 - 0");
    assert_matches_reference("9/9/9/9/9/k2pP*1R1/9/9/4K4 b - e3 0 1 - 0");
}

/* White's rook on d5 must leave or die; either way d5 turns void and blocks the d-file. */
Test(voidchess_reference, doomed_rook_between_king_and_rook) {
    assert_matches_reference("3rk4/9/9/9/3R5/9/9/9/3K5 w - - 0 1 d5 0");
}

Test(voidchess_reference, knight_jumps_over_voids) {
    assert_matches_reference("k8/9/9/2***4/2*N*4/2***4/9/9/8K w - - 0 1 - 0");
}

/* Positions of the shared cross-check data with many voids and both kinds of unstable. */
Test(voidchess_reference, crowded_void_positions) {
    assert_matches_reference(
        "1nbq1k3/3pr4/r1p1p2Nn/**3pp2/4M3*/1Pb2P3/P2*4P/1B1P1KP2/R4B1NR w - - 0 31 c4,h7 0");
    assert_matches_reference(
        "6kn1/p5*2/6p2/3p2*2/4*P*1*/**p1*3P/2*4Q1/1*7/1nR2K1** w - - 0 61 - 0");
}

static void assert_counts(const char *text, uint64_t depth1, uint64_t depth2) {
    PosBuf pos = gt_position(&VOIDCHESS_GAME, text);
    cr_assert_eq(perft(&VOIDCHESS_GAME, &pos, 1), depth1, "perft(1) of %s", text);
    cr_assert_eq(perft(&VOIDCHESS_GAME, &pos, 2), depth2, "perft(2) of %s", text);
}

/* Bare kings on e1 and e9 (perft ignores the bare-kings draw): each king has d, e, f of its
 * neighbour rank and d, f of its own rank, 5 moves, and the kings never meet: 5, 5 x 5 = 25. */
Test(voidchess_reference, hand_count_bare_kings) {
    assert_counts("4k4/9/9/9/9/9/9/9/4K4 w - - 0 1 - 0", 5, 25);
}

/* A knight on d5 ringed by voids jumps out to all 8 squares (b4 b6 c3 c7 e3 e7 f4 f6), the
 * king on i1 has h1 h2 i2: 11. Black's king on a9 has a8 b8 b9, minus what the knight hits:
 * from c7 it covers a8 and b9 (1 left), from b6 it covers a8 (2 left), from the other six
 * squares nothing (3 each): 1 + 2 + 6 x 3 + 3 king moves x 3 = 30. */
Test(voidchess_reference, hand_count_knight_over_voids) {
    assert_counts("k8/9/9/2***4/2*N*4/2***4/9/9/8K w - - 0 1 - 0", 11, 30);
}

/* The rook on a5 cannot pass the void on d5: a6-a9 (4), a4-a1 (4), b5 c5 (2), plus 5 king
 * moves: 15. Black's king on i9 has h9 h8 i8: the rook on a9 covers h9 (2 left), on a8 covers
 * h8 and i8 (1 left), elsewhere nothing: 2 + 1 + 8 x 3 + 5 x 3 = 42. */
Test(voidchess_reference, hand_count_rook_stopped_by_a_void) {
    assert_counts("8k/9/9/9/R2*5/9/9/9/4K4 w - - 0 1 - 0", 15, 42);
}

/* VC12: the king on its own unstable e5 is the only piece that may move (the rook on a1 is
 * frozen): its 8 neighbours. After each, e5 is void and black's king has h9 h8 i8: 8 x 3. */
Test(voidchess_reference, hand_count_king_forced_off_unstable) {
    assert_counts("8k/9/9/9/4K4/9/9/9/R8 w - - 0 1 e5 0", 8, 24);
}

/* VC3: the Minister on a1 boxed in by its own a2 b1 b2 has no move. The bishop on b1 has
 * c2-i8 (7), the pawns a3 a4 b3 b4 (4), the king h1 h2 i2 (3): 14. The bishop stays on the
 * b1-i8 diagonal whatever White plays, so Black's king on i9 never has all of h9 h8 i8: with
 * the bishop short of i8 it covers i8; on i8 it covers h9 but may be taken; from h7 it covers
 * i8: 2 moves after each of the 14, 28. */
Test(voidchess_reference, hand_count_boxed_minister) {
    assert_counts("8k/9/9/9/9/9/9/PP7/MB6K w - - 0 1 - 0", 14, 28);
}
