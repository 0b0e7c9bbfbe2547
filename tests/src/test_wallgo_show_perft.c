/*
 * test_wallgo_show_perft.c - the engine's Wall Go under the show rules (issue 47: the wall
 * on a free side of the cell where the moved token stands; position strings with a sixth
 * field `show`) against the independent reference of wallgo_reference.c, through the
 * generic game interface: the move lists of the hand-counted positions of positions.h
 * (counted in test_wallgo_show_reference.c), perft 2 of the cross-check position root move
 * by root move, every count of tests/perft/wallgo-show.epd, and random show games compared
 * ply by ply (legal moves, side to move, end of the game, territory). The suite runs from
 * the repository root, as `make test` does.
 */
#include <stdio.h>

#include "src/perft.h"
#include "tests/support/game_helpers.h"
#include "tests/support/perft_epd.h"
#include "tests/support/positions.h"
#include "tests/support/wallgo_agreement.h"
#include "tests/support/wallgo_reference.h"

#define SHOW " show"

enum { LIST_SIZE = 16384, SHOW_GAMES = 200, MAX_GAME_PLIES = 200 };

static WallGoRefPos reference(const char *text) {
    WallGoRefPos ref;
    cr_assert(wgref_parse(&ref, text), "reference cannot read %s", text);
    return ref;
}

/* The engine and the reference list the same moves. */
static void assert_same_moves(const PosBuf *pos, const WallGoRefPos *ref) {
    static char mine[LIST_SIZE], theirs[LIST_SIZE];
    char text[MAX_POS_TEXT];
    gt_text(&WALLGO_GAME, pos, text);
    gt_legal_text(&WALLGO_GAME, pos, true, mine, sizeof mine);
    wgref_moves_text(ref, theirs, sizeof theirs);
    cr_assert_str_eq(mine, theirs, "%s: engine\n%s\nreference\n%s", text, mine, theirs);
}

/* The same moves at the root, and the same perft 2. */
static void assert_same_moves_of(const char *text) {
    PosBuf pos = gt_position(&WALLGO_GAME, text);
    WallGoRefPos ref = reference(text);
    assert_same_moves(&pos, &ref);
    uint64_t nodes = perft(&WALLGO_GAME, &pos, 2), expected = wgref_perft(&ref, 2);
    cr_assert_eq(nodes, expected, "perft(2) of %s: %llu, reference %llu", text,
                 (unsigned long long)nodes, (unsigned long long)expected);
}

Test(wallgo_show_perft, hand_counted_positions) {
    assert_same_moves_of(WALLGO_CORNER SHOW);
    assert_same_moves_of(WALLGO_BOXED SHOW);
    assert_same_moves_of(WALLGO_USED_SIDES SHOW);
}

/* What the engine's divide of a position reports is checked against. */
typedef struct DivideCheck {
    const WallGoRefPos *ref;
    int depth;
    int moves;
} DivideCheck;

/* One root move of the engine's divide: the reference counts the same below it. */
static void check_root_move(void *context, const char *move, uint64_t count) {
    DivideCheck *check = context;
    WallGoRefMove ref_move;
    cr_assert(wgref_read_move(move, &ref_move), "the reference cannot read %s", move);
    WallGoRefPos next;
    wgref_play(check->ref, ref_move, &next);
    uint64_t expected = wgref_perft(&next, check->depth - 1);
    cr_assert_eq(count, expected, "after %s: %llu, reference %llu", move, (unsigned long long)count,
                 (unsigned long long)expected);
    check->moves++;
}

/* Perft 2 of the cross-check position under the show rules, root move by root move: the
 * same root moves, then every count of the engine's divide. */
Test(wallgo_show_perft, cross_check_depth_2_move_by_move) {
    PosBuf pos = gt_position(&WALLGO_GAME, WALLGO_CROSS_CHECK SHOW);
    WallGoRefPos ref = reference(WALLGO_CROSS_CHECK SHOW);
    assert_same_moves(&pos, &ref);
    DivideCheck check = {&ref, 2, 0};
    uint64_t total = perft_divide(&WALLGO_GAME, &pos, 2, check_root_move, &check);
    cr_assert_eq(check.moves, (int)wgref_perft(&ref, 1));
    cr_assert_eq(total, wgref_perft(&ref, 2));
}

/* Every count of the suite (depth 3 everywhere, depth 4 where the game ends before it). */
Test(wallgo_show_perft, show_suite) {
    EpdTally tally = perft_epd_check(&WALLGO_GAME, "tests/perft/wallgo-show.epd", 4);
    cr_assert_geq(tally.positions, 9);
    cr_assert_geq(tally.checks, 3 * tally.positions);
}

static uint64_t next_random(uint64_t *state) {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    return *state;
}

/* One random show game from start, the engine's move list checked in every position;
 * returns its number of plies. */
static int play_show_game(const char *start, uint64_t *seed) {
    PosBuf pos = gt_position(&WALLGO_GAME, start);
    WallGoRefPos ref = reference(start);
    static WallGoRefMove moves[WGREF_MAX_MOVES];
    int ply = 0;
    for (; ply < MAX_GAME_PLIES; ply++) {
        wallgo_assert_same_status(&pos, &ref);
        assert_same_moves(&pos, &ref);
        int count = wgref_moves(&ref, moves);
        if (count == 0)
            break;
        WallGoRefMove move = moves[next_random(seed) % (uint64_t)count];
        char text[WGREF_MOVE_TEXT];
        wgref_move_text(move, text);
        pos = gt_after(&WALLGO_GAME, &pos, text);
        WallGoRefPos next;
        wgref_play(&ref, move, &next);
        ref = next;
    }
    cr_assert_lt(ply, MAX_GAME_PLIES, "a game never ended");
    return ply;
}

static void play_show_games(const char *start, int players) {
    uint64_t seed = 0xD1B54A32D192ED03ULL * (uint64_t)players;
    int plies = 0;
    for (int game = 0; game < SHOW_GAMES; game++)
        plies += play_show_game(start, &seed);
    cr_assert_gt(plies, SHOW_GAMES * 4 * players, "games far too short");
}

Test(wallgo_show_perft, random_games_two_players) {
    play_show_games(WALLGO_START2 SHOW, 2);
}

Test(wallgo_show_perft, random_games_three_players) {
    play_show_games(WALLGO_START3 SHOW, 3);
}

Test(wallgo_show_perft, random_games_four_players) {
    play_show_games(WALLGO_START4 SHOW, 4);
}
