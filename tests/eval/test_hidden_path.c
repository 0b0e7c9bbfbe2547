/*
 * test_hidden_path.c - the search's incremental network evaluation (search/hidden_path.c) gives
 * game_net_evaluate's score, to the unit, on a random walk that goes down and back up the
 * path as a search does: children of evaluated parents (an update), children of parents
 * never evaluated (a refresh), and siblings that replace a ply's position.
 */
#include <criterion/criterion.h>

#include "search/hidden_path.h"
#include "engine/registry.h"
#include "src/net.h"
#include "src/splitmix.h"

enum { WALK_STEPS = 4000, WALK_DEPTH = 24 };

static void walk(const Game *game, uint64_t seed) {
    static PosBuf stack[WALK_DEPTH + 1];
    static Move moves[MAX_MOVES];
    char error[256];
    cr_assert(game->parse(&stack[0], game->start_position(2), error, sizeof error));
    HiddenPath *path = hidden_path_create();
    cr_assert(path);
    int ply = 0, evaluated = 0;
    for (int step = 0; step < WALK_STEPS; step++) {
        uint64_t roll = splitmix64_next(&seed);
        if (roll % 4 != 0) { /* most nodes are evaluated, some are not (a cache hit) */
            Score expected = game_net_evaluate(game, &stack[ply]);
            Score got =
                hidden_path_evaluate(path, game, ply, &stack[ply], ply ? &stack[ply - 1] : NULL);
            cr_assert_eq(got, expected, "%s step %d ply %d: %d, from scratch %d", game->name, step,
                         ply, got, expected);
            evaluated++;
        }
        int count = game_legal_moves(game, &stack[ply], moves);
        if (count == 0 || ply == WALK_DEPTH || (roll >> 8) % 5 == 0) {
            ply = (int)((roll >> 16) % (uint64_t)(ply + 1)); /* back up the path */
            continue;
        }
        cr_assert(game->play(&stack[ply], moves[(roll >> 24) % (uint64_t)count], &stack[ply + 1]));
        ply++;
    }
    cr_assert_gt(evaluated, WALK_STEPS / 2);
    hidden_path_destroy(path);
}

Test(hidden_path, the_incremental_score_is_the_score_from_scratch) {
    int with_network = 0;
    for (int i = 0; i < registry_count(); i++) {
        const Game *game = registry_game(i);
        if (!game->net)
            continue;
        with_network++;
        for (uint64_t seed = 1; seed <= 5; seed++)
            walk(game, seed * 7919);
    }
    cr_assert_geq(with_network, 1, "no game has a network");
}

/* Wall Runner's network has few enough inputs to be updated per ply, and a move there can
 * recast many wall squares at once (along random games about one move in twenty changes more
 * than 16 inputs of a list, which the path computes afresh): a longer walk, both ways. */
Test(hidden_path, wallrunner_updates_and_refreshes_alike) {
    const Game *game = registry_find("wallrunner");
    cr_assert(game && game->net && game->net_inputs);
    cr_assert_leq(game->net->inputs, NET_MAX_INPUTS, "the path keeps its values per ply");
    for (uint64_t seed = 1; seed <= 20; seed++)
        walk(game, seed * 4701);
}

/* A path cleared (another search) and walked again still scores every position right. */
Test(hidden_path, a_cleared_path_starts_again) {
    const Game *game = registry_find("chess");
    cr_assert(game && game->net);
    HiddenPath *path = hidden_path_create();
    PosBuf start, next;
    char error[256];
    Move moves[MAX_MOVES];
    cr_assert(game->parse(&start, game->start_position(2), error, sizeof error));
    cr_assert_eq(hidden_path_evaluate(path, game, 0, &start, NULL),
                 game_net_evaluate(game, &start));
    int count = game_legal_moves(game, &start, moves);
    for (int i = 0; i < count; i++) {
        cr_assert(game->play(&start, moves[i], &next));
        if (i % 3 == 0)
            hidden_path_clear(path);
        cr_assert_eq(hidden_path_evaluate(path, game, 1, &next, &start),
                     game_net_evaluate(game, &next));
    }
    hidden_path_destroy(path);
}
