/*
 * test_eval_features.c - every tunable game reports features that add up to its own
 * evaluation: on each position of seeded random games, the features for each player, scored
 * with the current weights, equal the evaluation from that player's point of view. A tuner
 * fitting these features therefore fits the evaluation the engine plays with.
 */
#include <criterion/criterion.h>
#include <stdio.h>

#include "engine/registry.h"
#include "src/game.h"
#include "src/splitmix.h"

enum { GAMES_PER_SETUP = 20, MAX_PLIES = 160 };

/* The evaluation from player's point of view, as the search sees it. */
static int evaluation_for(const Game *game, const void *pos, int player) {
    if (game->evaluate_player)
        return game->evaluate_player(pos, player);
    int score = game->evaluate(pos);
    return player == pos_header(pos)->side ? score : -score;
}

/* chosen: the game's own options the game is played under, which pick the weights. */
static void check_position(const Game *game, const void *pos, const GameChoices *chosen, int ply) {
    static EvalFeatures features;
    char text[MAX_POS_TEXT];
    for (int player = 0; player < pos_header(pos)->players; player++) {
        cr_assert(game->eval_features(pos, player, &features));
        const EvalWeights *weights = game_eval_weights(game, pos_header(pos)->players, chosen);
        int from_features = eval_features_score(weights, &features);
        int expected = evaluation_for(game, pos, player);
        if (from_features != expected)
            game->format(pos, text, sizeof text);
        cr_assert_eq(from_features, expected,
                     "%s ply %d player %d: features give %d, the evaluation %d (%s)", game->name,
                     ply, player, from_features, expected, from_features != expected ? text : "");
    }
}

static void play_random_game(const Game *game, int players, const GameChoices *chosen,
                             uint64_t *seed) {
    PosBuf positions[2];
    char error[256];
    const char *start = game_start_position(game, players, chosen);
    cr_assert(game_parse_chosen(game, &positions[0], start, chosen, error, sizeof error), "%s",
              error);
    static Move moves[MAX_MOVES];
    for (int ply = 0; ply < MAX_PLIES; ply++) {
        const void *pos = &positions[ply % 2];
        check_position(game, pos, chosen, ply);
        int count = game_legal_moves(game, pos, moves);
        if (count == 0)
            return;
        Move move = moves[splitmix64_next(seed) % (uint64_t)count];
        cr_assert(game->play(pos, move, &positions[(ply + 1) % 2]));
    }
}

Test(eval_features, features_add_up_to_the_evaluation_in_every_tunable_game) {
    int tunable = 0;
    uint64_t seed = 18;
    for (int i = 0; i < registry_count(); i++) {
        const Game *game = registry_game(i);
        if (!game->eval_features)
            continue;
        cr_assert(game->eval_weights, "%s reports features without weights", game->name);
        tunable++;
        for (int players = game->min_players; players <= game->max_players; players++)
            for (int g = 0; g < GAMES_PER_SETUP; g++)
                play_random_game(game, players, NULL, &seed);
    }
    cr_assert_geq(tunable, 1, "no game is tunable");
}

/* The same under every value of a game's own options (Wall Go's show rules): the weights the
 * rules pick (Game.eval_weights_of) are the ones the evaluation plays those positions with. */
Test(eval_features, features_add_up_to_the_evaluation_under_every_game_option) {
    int played = 0;
    uint64_t seed = 47;
    for (int i = 0; i < registry_count(); i++) {
        const Game *game = registry_game(i);
        for (int c = 0; game->eval_features && c < game->choice_count; c++)
            for (int v = 1; game->choices[c].values[v]; v++) {
                GameChoices chosen = {{0}};
                chosen.value[c] = (uint8_t)v;
                for (int players = game->min_players; players <= game->max_players; players++)
                    for (int g = 0; g < GAMES_PER_SETUP; g++, played++)
                        play_random_game(game, players, &chosen, &seed);
            }
    }
    cr_assert_geq(played, 1, "no tunable game has options of its own");
}

/* A game's multi-player set, if it has one, is the same weights under other values: the tuner
 * checks options against the two-player names before it knows the data's players. */
static void check_multi_player_set(const Game *game) {
    const EvalWeights *two = game->eval_weights, *multi = game->multi_eval_weights;
    cr_assert(two, "%s has multi-player weights only", game->name);
    cr_assert_eq(multi->count, two->count, "%s", game->name);
    cr_assert_eq(multi->tapered, two->tapered, "%s", game->name);
    for (int w = 0; w < two->count; w++)
        cr_assert_str_eq(multi->names[w], two->names[w], "%s", game->name);
    cr_assert_str_neq(multi->source, two->source, "%s: one file for both sets", game->name);
    cr_assert_eq(game_eval_weights(game, 2, NULL), two);
    cr_assert_eq(game_eval_weights(game, game->max_players, NULL), multi);
}

Test(eval_features, a_multi_player_set_names_the_same_weights_in_a_file_of_its_own) {
    int sets = 0;
    for (int i = 0; i < registry_count(); i++)
        if (registry_game(i)->multi_eval_weights) {
            check_multi_player_set(registry_game(i));
            sets++;
        }
    cr_assert_geq(sets, 1, "no game has multi-player weights");
}

/* The divisor divides the whole weighted sum (taper included) in C, then fixed is added:
 * 2 * 10 + 1 * 4 = 24 is 8 in thirds, where thirds of each term would give 6 + 1. */
Test(eval_features, a_divisor_divides_the_weighted_sum_not_each_term_nor_fixed) {
    static const char *const NAMES[] = {"W0", "W1"};
    static const int FLAT[] = {10, 4}, PAIRS[] = {10, 20, 4, 8};
    EvalWeights flat = {.count = 2, .names = NAMES, .values = FLAT};
    EvalWeights tapered = {.count = 2, .tapered = true, .names = NAMES, .values = PAIRS};
    EvalFeatures features = {.scale = EVAL_SCALE_NORMAL, .divisor = 3, .fixed = 5};
    eval_features_add(&features, 0, 2);
    eval_features_add(&features, 1, 1);
    cr_assert_eq(eval_features_score(&flat, &features), 8 + 5);
    features.terms[0].count = -2; /* -16 / 3 rounds toward zero */
    cr_assert_eq(eval_features_score(&flat, &features), -5 + 5);
    features.terms[0].count = 2;
    features.phase = 1; /* midgame 24, endgame 48, half each: 36, in fifths 7 */
    features.phase_max = 2;
    features.divisor = 5;
    cr_assert_eq(eval_features_score(&tapered, &features), 7 + 5);
    features.divisor = 0; /* none, as 1 */
    cr_assert_eq(eval_features_score(&tapered, &features), 36 + 5);
}

Test(eval_features, weight_names_are_distinct_identifiers) {
    for (int i = 0; i < registry_count(); i++) {
        const EvalWeights *weights = registry_game(i)->eval_weights;
        if (!weights)
            continue;
        for (int a = 0; a < weights->count; a++) {
            cr_assert(weights->names[a][0] >= 'A' && weights->names[a][0] <= 'Z');
            for (int b = a + 1; b < weights->count; b++)
                cr_assert_str_neq(weights->names[a], weights->names[b]);
        }
    }
}
