/*
 * wallgo_eval.c - the Wall Go evaluation (100 = one territory point). Every player gets a
 * value; a player's score is its value minus the mean of the others' values (with two
 * players: minus the opponent's; the baseline's, below, minus the best other value). A score
 * is (value * (players - 1) - sum of the others' values) / (players - 1) in C integer division,
 * so that the tuner's features divide as one sum the same way. Terms of a value:
 *   closed    - territory already closed: regions holding only this player's tokens.
 *   nearer    - cells of the regions still shared that this player's tokens reach first
 *               (a multi-source flood fill, one step at a time for every player at once;
 *               cells reached first by several players at the same step belong to nobody).
 *               Nobody owns them yet, so a cell counts a little under half a point.
 *   destinations - of the player's tokens: room to answer a wall.
 *   trapped   - tokens with no empty unwalled neighbour: they cannot move until a token
 *               next to them leaves, and a player whose tokens are all trapped is skipped
 *               while the others keep walling.
 *   one exit  - tokens with a single empty unwalled neighbour: one wall traps them.
 *   walls     - walls in hand.
 * While tokens are still being placed, no region counts as closed (a lone first token would
 * own the whole board). Scores then swing with who placed last, but all the moves compared
 * at one depth have placed the same tokens. Two-player games take the weights of
 * wallgo_weights.h under the site rules and those of wallgo_show_weights.h under the show
 * rules (where a token may stay without a free side and a wall goes beside the moved token, so
 * trapped tokens and walls in hand weigh otherwise); games of 3-4 players those of
 * wallgo_multi_weights.h under the site rules and wallgo_show_multi_weights.h under the show
 * rules; `tessera tune` fits each from data of its own. The tuner sees a player's counts times
 * the number of others minus the sum of the others' counts, with that number as the divisor
 * (src/eval_features.h).
 */
#include "wallgo_eval.h"

#include "src/games/wallgo/wallgo.h"
#include "wallgo_multi_weights.h"
#include "wallgo_show_multi_weights.h"
#include "wallgo_show_weights.h"
#include "wallgo_weights.h"

/* The terms are the tunable weights, in the same order. */
enum Term {
    TERM_CLOSED = WALLGO_CLOSED,
    TERM_NEARER = WALLGO_NEARER,
    TERM_DESTINATIONS = WALLGO_DESTINATIONS,
    TERM_TRAPPED = WALLGO_TRAPPED,
    TERM_ONE_EXIT = WALLGO_ONE_EXIT,
    TERM_WALLS = WALLGO_WALLS_IN_HAND,
    TERM_COUNT = WALLGO_WEIGHT_COUNT,
};

static const char *const WEIGHT_NAMES[WALLGO_WEIGHT_COUNT] = {
    WALLGO_WEIGHTS_LIST(EVAL_WEIGHT_NAME)};

/* A weight set: the array values, generated into the file path. */
#define WEIGHT_SET(values_, path)                                                                  \
    {                                                                                              \
        .count = WALLGO_WEIGHT_COUNT, .tapered = false, .names = WEIGHT_NAMES, .values = values_,  \
        .source = path, .table = #values_                                                          \
    }

const EvalWeights WALLGO_EVAL_WEIGHTS =
    WEIGHT_SET(WALLGO_WEIGHT_VALUES, "eval/wallgo/wallgo_weights.h");
const EvalWeights WALLGO_MULTI_EVAL_WEIGHTS =
    WEIGHT_SET(WALLGO_MULTI_WEIGHT_VALUES, "eval/wallgo/wallgo_multi_weights.h");
const EvalWeights WALLGO_SHOW_EVAL_WEIGHTS =
    WEIGHT_SET(WALLGO_SHOW_WEIGHT_VALUES, "eval/wallgo/wallgo_show_weights.h");
const EvalWeights WALLGO_SHOW_MULTI_EVAL_WEIGHTS =
    WEIGHT_SET(WALLGO_SHOW_MULTI_WEIGHT_VALUES, "eval/wallgo/wallgo_show_multi_weights.h");

const EvalWeights *wallgo_eval_weights_of(int players, bool show) {
    if (players > 2)
        return show ? &WALLGO_SHOW_MULTI_EVAL_WEIGHTS : &WALLGO_MULTI_EVAL_WEIGHTS;
    return show ? &WALLGO_SHOW_EVAL_WEIGHTS : &WALLGO_EVAL_WEIGHTS;
}

/* The weights of a game of this many players under its rules. */
static const int *weights_for(const WallGoPos *pos) {
    return wallgo_eval_weights_of(pos->header.players, pos->rules == WALLGO_RULES_SHOW)->values;
}

/* The baseline (eval/wallgo/wallgo_baseline.c, issue 7's greedy opponent): territory plus the cells
 * a player reaches first, one point each, nothing else. */
static const int BASELINE_WEIGHT[TERM_COUNT] = {100, 100, 0, 0, 0, 0};

static const char *const TERM_NAME[TERM_COUNT] = {
    "Closed", "Nearer", "Destinations", "Trapped", "One exit", "Walls in hand",
};

typedef struct EvalSheet {
    int players;
    int count[WALLGO_MAX_PLAYERS][TERM_COUNT]; /* what each term counts, not yet weighted */
    int value[WALLGO_MAX_PLAYERS];
} EvalSheet;

/* Cells of the shared regions each player reaches strictly first. */
static void count_nearer(const WallGoPos *pos, uint64_t shared, EvalSheet *sheet) {
    uint64_t open_n = wallgo_open_n(pos), open_e = wallgo_open_e(pos), front[WALLGO_MAX_PLAYERS];
    uint64_t claimed = 0;
    for (int player = 0; player < sheet->players; player++) {
        front[player] = pos->tokens[player] & shared;
        claimed |= front[player];
        sheet->count[player][TERM_NEARER] = wallgo_count(front[player]);
    }
    for (uint64_t grown = claimed; grown;) {
        uint64_t seen_once = 0, seen_twice = 0;
        for (int player = 0; player < sheet->players; player++) {
            front[player] = wallgo_expand(front[player], open_n, open_e) & shared & ~claimed;
            seen_twice |= seen_once & front[player];
            seen_once |= front[player];
        }
        grown = seen_once;
        claimed |= seen_once;
        for (int player = 0; player < sheet->players; player++) {
            front[player] &= ~seen_twice;
            sheet->count[player][TERM_NEARER] += wallgo_count(front[player]);
        }
    }
}

/* Closed territory, then the nearer cells of the regions that are still shared. */
static void count_regions(const WallGoPos *pos, EvalSheet *sheet) {
    uint64_t open_n = wallgo_open_n(pos), open_e = wallgo_open_e(pos),
             reach[WALLGO_MAX_PLAYERS] = {0};
    uint64_t once = 0, twice = 0;
    for (int player = 0; player < sheet->players; player++) {
        if (pos->tokens[player])
            reach[player] = wallgo_fill(pos->tokens[player], open_n, open_e);
        twice |= once & reach[player];
        once |= reach[player];
    }
    uint64_t shared = wallgo_placing(pos) ? once : twice;
    for (int player = 0; player < sheet->players; player++)
        sheet->count[player][TERM_CLOSED] = wallgo_count(reach[player] & ~shared);
    count_nearer(pos, shared, sheet);
}

static void count_tokens(const WallGoPos *pos, int player, int count[TERM_COUNT]) {
    uint64_t open_n = wallgo_open_n(pos), open_e = wallgo_open_e(pos), empty = ~pos->occupied;
    for (uint64_t tokens = pos->tokens[player]; tokens;) {
        int cell = wallgo_pop(&tokens);
        int exits = wallgo_count(wallgo_expand(wallgo_bit(cell), open_n, open_e) & empty);
        count[TERM_TRAPPED] += exits == 0;
        count[TERM_ONE_EXIT] += exits == 1;
        count[TERM_DESTINATIONS] += wallgo_count(wallgo_token_moves(pos, cell));
    }
    count[TERM_WALLS] = pos->walls_left[player];
}

static void eval_collect(const WallGoPos *pos, const int weight[TERM_COUNT], EvalSheet *sheet) {
    *sheet = (EvalSheet){.players = pos->header.players};
    count_regions(pos, sheet);
    for (int player = 0; player < sheet->players; player++) {
        count_tokens(pos, player, sheet->count[player]);
        for (int term = 0; term < TERM_COUNT; term++)
            sheet->value[player] += weight[term] * sheet->count[player][term];
    }
}

/* A player's value (or count), of values[i] = player i's, times the number of others less the
 * sum of the others': the player against their mean, not yet divided by the number of others
 * (with two players: its own minus the opponent's). */
static int against_the_others(const int *values, int players, int player) {
    int others = 0;
    for (int other = 0; other < players; other++)
        if (other != player)
            others += values[other];
    return values[player] * (players - 1) - others;
}

/* Its value minus the mean of the others' values, the sum divided as a whole (C division), as
 * eval_features_score divides the features' weighted sum. */
static Score score_for(const EvalSheet *sheet, int player) {
    return against_the_others(sheet->value, sheet->players, player) / (sheet->players - 1);
}

/* The other player with the best value (the first of equals). */
static int best_other(const EvalSheet *sheet, int player) {
    int best = -1;
    for (int other = 0; other < sheet->players; other++)
        if (other != player && (best < 0 || sheet->value[other] > sheet->value[best]))
            best = other;
    return best;
}

bool wallgo_eval_features(const void *pos, int player, EvalFeatures *features) {
    EvalSheet sheet;
    eval_collect(pos, weights_for(pos), &sheet);
    *features = (EvalFeatures){.scale = EVAL_SCALE_NORMAL, .divisor = sheet.players - 1};
    for (int term = 0; term < TERM_COUNT; term++) {
        int counts[WALLGO_MAX_PLAYERS];
        for (int p = 0; p < sheet.players; p++)
            counts[p] = sheet.count[p][term];
        eval_features_add(features, term, against_the_others(counts, sheet.players, player));
    }
    return true;
}

Score wallgo_evaluate_player(const void *pos, int player) {
    EvalSheet sheet;
    eval_collect(pos, weights_for(pos), &sheet);
    return score_for(&sheet, player);
}

/* The one-ply greedy opponent of the strength gauges scores its value minus the best other
 * value. */
Score wallgo_baseline_evaluate_player(const void *pos, int player) {
    EvalSheet sheet;
    eval_collect(pos, BASELINE_WEIGHT, &sheet);
    return sheet.value[player] - sheet.value[best_other(&sheet, player)];
}

Score wallgo_baseline_evaluate(const void *pos) {
    return wallgo_baseline_evaluate_player(pos, pos_header(pos)->side);
}

Score wallgo_evaluate(const void *pos) {
    return wallgo_evaluate_player(pos, pos_header(pos)->side);
}

void wallgo_eval_trace(const void *position, StrBuf *out) {
    const WallGoPos *pos = position;
    const int *weight = weights_for(pos);
    EvalSheet sheet;
    eval_collect(pos, weight, &sheet);
    strbuf_append(out, "          Term |");
    for (int player = 0; player < sheet.players; player++)
        strbuf_printf(out, "    %c count  value |", 'A' + player);
    strbuf_append(out, "\n");
    for (int term = 0; term < TERM_COUNT; term++) {
        strbuf_printf(out, "%14s |", TERM_NAME[term]);
        for (int player = 0; player < sheet.players; player++)
            strbuf_printf(out, "    %7d %+6d |", sheet.count[player][term],
                          weight[term] * sheet.count[player][term]);
        strbuf_append(out, "\n");
    }
    strbuf_append(out, "         Value |");
    for (int player = 0; player < sheet.players; player++)
        strbuf_printf(out, "            %+6d |", sheet.value[player]);
    strbuf_append(out, "\n");
    int side = pos->header.side;
    strbuf_printf(out,
                  "Evaluation %+d for the side to move (%c): its value minus the mean of the "
                  "other values, 100 = one territory point\n",
                  score_for(&sheet, side), 'A' + side);
}
