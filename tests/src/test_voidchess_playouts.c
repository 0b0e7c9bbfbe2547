/*
 * test_voidchess_playouts.c - random games from the start position and from the perft suite
 * positions (a fixed seed, so every run plays the same games). After every move the
 * incremental Zobrist key must equal the key computed from scratch, the position string must
 * read back to the same string, key and derived fortress facts (the kings' regions are cached
 * while the voids stay the same), and the generator must agree with the independent
 * reference (voidchess_reference.c) on the legal moves of every position of one game in
 * PLAYOUT_REFERENCE_EVERY.
 */
#include "src/games/voidchess/voidchess.h"
#include "tests/support/game_helpers.h"
#include "tests/support/positions.h"
#include "tests/support/voidchess_reference.h"

enum { PLAYOUTS = 1200, PLAYOUT_PLIES = 160, PLAYOUT_REFERENCE_EVERY = 6 };

static uint64_t next_random(uint64_t *state) {
    *state = *state * 6364136223846793005ULL + 1442695040888963407ULL;
    return *state >> 33;
}

static int compare_text(const void *a, const void *b) {
    return strcmp(a, b);
}

static void assert_agrees_with_reference(const PosBuf *pos, const Move *moves, int count) {
    char text[MAX_POS_TEXT];
    gt_text(&VOIDCHESS_GAME, pos, text);
    RefPos ref;
    cr_assert(ref_parse(&ref, text), "reference cannot read %s", text);
    RefMove ref_moves[REF_MAX_MOVES];
    int expected = ref_legal_moves(&ref, ref_moves);
    static char mine[MAX_MOVES][MAX_MOVE_TEXT], theirs[REF_MAX_MOVES][MAX_MOVE_TEXT];
    for (int i = 0; i < count; i++)
        VOIDCHESS_GAME.format_move(pos, moves[i], mine[i]);
    for (int i = 0; i < expected; i++)
        ref_move_text(ref_moves[i], theirs[i]);
    qsort(mine, (size_t)count, MAX_MOVE_TEXT, compare_text);
    qsort(theirs, (size_t)expected, MAX_MOVE_TEXT, compare_text);
    cr_assert_eq(count, expected, "%s: %d moves, reference %d", text, count, expected);
    for (int i = 0; i < count; i++)
        cr_assert_str_eq(mine[i], theirs[i], "%s", text);
}

/* The key and the text round trip, and the fortress facts read back the same (the kings'
 * regions are cached while the voids stay the same). */
static void assert_consistent(const PosBuf *pos) {
    PosBuf reread = gt_assert_consistent(&VOIDCHESS_GAME, pos);
    char text[MAX_POS_TEXT];
    gt_text(&VOIDCHESS_GAME, pos, text);
    const VoidChessPos *before = (const VoidChessPos *)pos, *after = (const VoidChessPos *)&reread;
    cr_assert_eq(after->fortress, before->fortress, "%s", text);
    for (int color = 0; color < 2; color++)
        cr_assert(after->regions[color] == before->regions[color], "cached king region of %s",
                  text);
}

/* One random game; returns the number of plies played. */
static int play_out(const char *start, uint64_t *seed, bool check_reference) {
    PosBuf pos = gt_position(&VOIDCHESS_GAME, start), next;
    for (int ply = 0; ply < PLAYOUT_PLIES; ply++) {
        Move moves[MAX_MOVES];
        int count = game_legal_moves(&VOIDCHESS_GAME, &pos, moves);
        if (check_reference)
            assert_agrees_with_reference(&pos, moves, count);
        if (count == 0 || VOIDCHESS_GAME.rule_draw(&pos))
            return ply;
        Move move = moves[next_random(seed) % (uint64_t)count];
        cr_assert(VOIDCHESS_GAME.play(&pos, move, &next));
        pos = next;
        assert_consistent(&pos);
    }
    return PLAYOUT_PLIES;
}

static const char *const STARTS[] = {
    VOIDCHESS_START,
    "r1bq4r/n1pk1pn1p/4p4/ppP3Np1/3*1m2P/7P1/8M/P1PP1NP2/R1Q1KB2R b KQ - 0 21 c6 0",
    "1nbq1k3/3pr4/r1p1p2Nn/**3pp2/4M3*/1Pb2P3/P2*4P/1B1P1KP2/R4B1NR w - - 0 31 c4,h7 0",
    "r3k3r/ppp3ppp/9/9/9/9/9/PPP3PPP/R3K3R b KQkq - 0 1 - 0",
    "6kn1/p5*2/6p2/3p2*2/4*P*1*/**p1*3P/2*4Q1/1*7/1nR2K1** w - - 0 61 - 0",
    "r3k4/1P5P1/9/9/9/4*4/9/9/4K4 w - - 0 1 - 0",
};

Test(voidchess_playouts, keys_text_and_reference_agree_along_random_games) {
    uint64_t seed = 20240611;
    int plies = 0, starts = (int)(sizeof STARTS / sizeof STARTS[0]);
    for (int game = 0; game < PLAYOUTS; game++)
        plies += play_out(STARTS[game % starts], &seed, game % PLAYOUT_REFERENCE_EVERY == 0);
    cr_assert_gt(plies, PLAYOUTS * 20, "games too short: %d plies", plies);
}
