/*
 * test_best_reply.c - best-reply search, the search of games of more than two players whose
 * descriptor can pass a turn (Wall Go): the opponents' layer is one reply, the others pass.
 * The lines it reports are still lines of the game: every move of every reported PV is legal
 * when the PV is replayed in the game's own turn order, and the best move is legal.
 */
#include <criterion/criterion.h>

#include "engine/games.h"
#include "search/search.h"
#include "src/splitmix.h"
#include "tests/support/game_helpers.h"

static Searcher searcher;

static void setup(void) {
    cr_assert(searcher_init(&searcher, &WALLGO_GAME, 16, 1));
}

static void teardown(void) {
    searcher_free(&searcher);
}

TestSuite(best_reply, .init = setup, .fini = teardown);

static bool is_legal(const PosBuf *pos, Move move) {
    Move moves[MAX_MOVES];
    int count = game_legal_moves(&WALLGO_GAME, pos, moves);
    for (int i = 0; i < count; i++)
        if (moves[i] == move)
            return true;
    return false;
}

typedef struct Replayed {
    int lines, longest;
} Replayed;

static void replay_line(void *context, const void *root, const SearchInfo *info) {
    Replayed *replayed = context;
    PosBuf pos[2];
    memcpy(&pos[0], root, WALLGO_GAME.pos_size);
    for (int i = 0; i < info->pv_length; i++) {
        cr_assert(is_legal(&pos[i % 2], info->pv[i]), "depth %d: pv move %d is not legal",
                  info->depth, i + 1);
        cr_assert(WALLGO_GAME.play(&pos[i % 2], info->pv[i], &pos[(i + 1) % 2]));
    }
    replayed->lines++;
    replayed->longest = info->pv_length > replayed->longest ? info->pv_length : replayed->longest;
}

static void assert_lines_of(const PosBuf *root, int depth) {
    SearchLimits limits;
    limits_init(&limits);
    limits.depth = depth;
    Replayed replayed = {0};
    SearchReport report = {&replayed, replay_line};
    searcher_clear(&searcher);
    atomic_store(&searcher.stop, false);
    SearchResult result = search_run(&searcher, root, NULL, 0, &limits, 0, &report);
    cr_assert(is_legal(root, result.best));
    cr_assert_geq(replayed.lines, depth);
}

static void assert_lines_are_playable(const char *text, int depth) {
    PosBuf root = gt_position(&WALLGO_GAME, text);
    assert_lines_of(&root, depth);
}

/* Searches every position of a seeded random game of players players from text. */
static void assert_random_game_lines(const char *text, uint64_t seed, int depth) {
    PosBuf pos = gt_position(&WALLGO_GAME, text), next;
    Move moves[MAX_MOVES];
    for (int ply = 0; ply < 40; ply++) {
        int count = game_legal_moves(&WALLGO_GAME, &pos, moves);
        if (count == 0)
            return;
        if (ply >= 8)
            assert_lines_of(&pos, depth);
        cr_assert(WALLGO_GAME.play(&pos, moves[splitmix64_next(&seed) % (uint64_t)count], &next));
        pos = next;
    }
}

Test(best_reply, three_player_lines_are_lines_of_the_game) {
    assert_lines_are_playable(
        "1C5/6B/6A/6C/4A2/7/3B3 A 16,16,16 c1n,c2n,d2n,a3n,d3n,g4n,a6n,b6n,e2e,f4e,a5e,e6e 0,0,0",
        4);
    assert_lines_are_playable(
        "7/4A2/5C1/1A5/2C4/1B3B1/7 B 17,18,18 e1n,c2n,e6n,d1e,e3e,a6e,e7e 0,0,0", 4);
}

Test(best_reply, four_player_show_rules_lines_are_lines_of_the_game) {
    assert_lines_are_playable("3B3/5A1/4B2/AD5/3C3/1D5/2C4 A 12,12,12,12 b1n,c1n,a4e,b4e 0,0,0,0 "
                              "show",
                              5);
}

Test(best_reply, lines_of_random_games_are_lines_of_the_game) {
    assert_random_game_lines("7/7/7/7/7/7/7 A 20,20,20 - 2,2,2", 31, 6);
    assert_random_game_lines("7/7/7/7/7/7/7 A 20,20,20,20 - 2,2,2,2 show", 47, 6);
}
