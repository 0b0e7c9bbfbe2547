/*
 * wallrunner_eval.c - the Wall Runner evaluation: the King race, the danger of a King being
 * pushed off the board, frozen pieces, wall control, mobility and material, each computed per
 * side and summed from White's point of view, then turned to the side to move's.
 *
 * - Race: each King's distance to its goal rank in King steps over squares it may enter (off
 *   the enemy walls and empty), by a flood fill; when no such path exists, the distance with
 *   occupied squares allowed (pieces move) plus a detour. A frozen King needs one more step.
 *   The score grows steeply as the distance shrinks.
 * - King danger: a King on the edge can be pushed off. An enemy Guard able to land on a push-off
 *   square with its next move is a direct threat; one within two squares of such a square a
 *   looming one; the edge itself costs a little.
 * - Frozen: Kings, Striags and Diags standing on enemy walls have no moves.
 * - Walls: the squares a side's walls cover.
 * - Mobility: the moves each side's pieces have (return bans aside).
 * - Material: pieces leave only by pushes, so a piece pushed off is a real loss.
 *
 * Every term is a count times a weight (wallrunner_weights.h, which `tessera tune` can fit):
 * one function counts, and both the evaluation and the tuner's features are made from the
 * counts, so they cannot disagree.
 */
#include "wallrunner_eval.h"

#include "src/games/wallrunner/wallrunner.h"
#include "wallrunner_weights.h"

enum {
    BLOCKED_DETOUR = 2,           /* extra steps when only a path through pieces exists */
    NO_PATH = WALLRUNNER_NO_PATH, /* distance given when even that path does not exist */
};

_Static_assert(WALLRUNNER_RACE_0 + NO_PATH == WALLRUNNER_RACE_12, "a race weight per distance");

static const char *const WEIGHT_NAMES[WALLRUNNER_WEIGHT_COUNT] = {
    WALLRUNNER_WEIGHTS_LIST(EVAL_WEIGHT_NAME)};

const EvalWeights WALLRUNNER_EVAL_WEIGHTS = {
    .count = WALLRUNNER_WEIGHT_COUNT,
    .tapered = false,
    .names = WEIGHT_NAMES,
    .values = WALLRUNNER_WEIGHT_VALUES,
    .source = "eval/wallrunner/wallrunner_weights.h",
    .table = "WALLRUNNER_WEIGHT_VALUES",
};

/* The weight of a kind's material and of its being frozen (-1: the kind has none). */
static const int MATERIAL_WEIGHT[KIND_COUNT] = {-1,
                                                -1,
                                                WALLRUNNER_MATERIAL_GUARD,
                                                WALLRUNNER_MATERIAL_STRIAG,
                                                WALLRUNNER_MATERIAL_DIAG,
                                                WALLRUNNER_MATERIAL_RUNNER};
static const int FROZEN_WEIGHT[KIND_COUNT] = {
    -1, WALLRUNNER_FROZEN_KING, -1, WALLRUNNER_FROZEN_STRIAG, WALLRUNNER_FROZEN_DIAG, -1};

typedef enum Term {
    TERM_RACE,
    TERM_DANGER,
    TERM_FROZEN,
    TERM_WALLS,
    TERM_MOBILITY,
    TERM_MATERIAL,
    TERM_COUNT,
} Term;

static const char *const TERM_NAMES[TERM_COUNT] = {
    "King race", "King danger", "Frozen", "Walls", "Mobility", "Material",
};

/* What one side's terms are made of: how often each weight counts for it. The evaluation
 * and the tuner's features are both computed from these counts. */
typedef struct SideCounts {
    int material[KIND_COUNT];
    int frozen[KIND_COUNT];
    int mobility;       /* moves of the pieces not frozen */
    int wall_squares;   /* squares the side's walls cover */
    int distance;       /* the King's distance to its goal rank, 0..NO_PATH */
    int on_edge;        /* 1: the King stands on the edge */
    int direct_threats; /* enemy Guards that can push the King off with their next move */
    int near_threats;   /* enemy Guards within two squares of a push-off square */
} SideCounts;

typedef struct EvalTerms {
    int value[2][TERM_COUNT];
    int distance[2]; /* each King's distance to its goal rank, for the trace */
} EvalTerms;

/* The set plus every square a King step away from it. */
static Bitboard grow(Bitboard set) {
    Bitboard row = set | (set << 1 & ~FILE_A_BB) | (set >> 1 & ~FILE_H_BB);
    return row | row << 8 | row >> 8;
}

/* King steps from start to any goal square inside passable, or NO_PATH. */
static int flood_distance(Bitboard start, Bitboard goal, Bitboard passable) {
    Bitboard reach = start;
    for (int distance = 0; distance < NO_PATH; distance++) {
        if (reach & goal)
            return distance;
        Bitboard next = reach | (grow(reach) & passable);
        if (next == reach)
            break;
        reach = next;
    }
    return NO_PATH;
}

int wallrunner_king_distance(const void *position, int side) {
    const WallRunnerPos *pos = position;
    Bitboard king = wallrunner_pos_pieces(pos, side, KING);
    Bitboard enterable = ~pos->walls[side ^ 1];
    Bitboard goal = RUNNER_TABLES.rank[wallrunner_goal_rank(side)] & enterable;
    int distance = flood_distance(king, goal, enterable & ~pos->by_kind[NO_KIND]);
    if (distance == NO_PATH)
        distance = flood_distance(king, goal, enterable) + BLOCKED_DETOUR;
    distance += (king & pos->walls[side ^ 1]) != 0; /* frozen: one step more */
    return distance < NO_PATH ? distance : NO_PATH;
}

static int chebyshev(int a, int b) {
    int files = square_file(a) - square_file(b), ranks = square_rank(a) - square_rank(b);
    files = files < 0 ? -files : files;
    ranks = ranks < 0 ? -ranks : ranks;
    return files > ranks ? files : ranks;
}

/* How the enemy Guards threaten to push the King of side off the board. */
static void count_king_danger(const WallRunnerPos *pos, int side, SideCounts *counts) {
    int king = bb_first(wallrunner_pos_pieces(pos, side, KING));
    if (bb_count(RUNNER_TABLES.neighbours[king]) == DIRECTION_COUNT)
        return; /* not on the edge */
    Bitboard landing = wallrunner_push_off_squares(pos, king);
    counts->on_edge = 1;
    for (Bitboard guards = wallrunner_pos_pieces(pos, side ^ 1, GUARD); guards;) {
        int guard = bb_pop_first(&guards);
        if (wallrunner_targets(pos, guard) & landing) {
            counts->direct_threats++;
            continue;
        }
        for (Bitboard squares = landing; squares;)
            if (chebyshev(guard, bb_pop_first(&squares)) <= 2) {
                counts->near_threats++;
                break;
            }
    }
}

static void count_side(const WallRunnerPos *pos, int side, SideCounts *counts) {
    *counts = (SideCounts){0};
    Bitboard frozen_set = wallrunner_frozen(pos, side);
    for (Bitboard pieces = pos->by_side[side]; pieces;) {
        int square = bb_pop_first(&pieces);
        int kind = wallrunner_piece_kind(pos->board[square]);
        counts->material[kind]++;
        if (frozen_set & square_bb(square))
            counts->frozen[kind]++;
        else
            counts->mobility += bb_count(wallrunner_targets(pos, square));
    }
    counts->distance = wallrunner_king_distance(pos, side);
    counts->wall_squares = bb_count(pos->walls[side]);
    count_king_danger(pos, side, counts);
}

static int weight(int index) {
    return WALLRUNNER_WEIGHT_VALUES[index];
}

/* The sum over kinds of count times the kind's weight. */
static int kinds_total(const int *count, const int *weight_of) {
    int total = 0;
    for (int kind = 0; kind < KIND_COUNT; kind++)
        if (weight_of[kind] >= 0)
            total += count[kind] * weight(weight_of[kind]);
    return total;
}

static void side_terms(const WallRunnerPos *pos, int side, EvalTerms *terms) {
    SideCounts counts;
    count_side(pos, side, &counts);
    int *value = terms->value[side];
    terms->distance[side] = counts.distance;
    value[TERM_RACE] = weight(WALLRUNNER_RACE_0 + counts.distance);
    value[TERM_DANGER] = -(counts.on_edge * weight(WALLRUNNER_KING_ON_EDGE) +
                           counts.direct_threats * weight(WALLRUNNER_DIRECT_THREAT) +
                           counts.near_threats * weight(WALLRUNNER_NEAR_THREAT));
    value[TERM_FROZEN] = -kinds_total(counts.frozen, FROZEN_WEIGHT);
    value[TERM_WALLS] = weight(WALLRUNNER_WALL_SQUARE) * counts.wall_squares;
    value[TERM_MOBILITY] = weight(WALLRUNNER_MOBILITY) * counts.mobility;
    value[TERM_MATERIAL] = kinds_total(counts.material, MATERIAL_WEIGHT);
}

/* One side's counts as features, with sign +1 for the evaluated player's side, -1 else. */
static void add_side_features(const SideCounts *counts, int sign, EvalFeatures *features) {
    eval_features_add(features, WALLRUNNER_RACE_0 + counts->distance, sign);
    eval_features_add(features, WALLRUNNER_KING_ON_EDGE, -sign * counts->on_edge);
    eval_features_add(features, WALLRUNNER_DIRECT_THREAT, -sign * counts->direct_threats);
    eval_features_add(features, WALLRUNNER_NEAR_THREAT, -sign * counts->near_threats);
    eval_features_add(features, WALLRUNNER_WALL_SQUARE, sign * counts->wall_squares);
    eval_features_add(features, WALLRUNNER_MOBILITY, sign * counts->mobility);
    for (int kind = 0; kind < KIND_COUNT; kind++) {
        if (MATERIAL_WEIGHT[kind] >= 0)
            eval_features_add(features, MATERIAL_WEIGHT[kind], sign * counts->material[kind]);
        if (FROZEN_WEIGHT[kind] >= 0)
            eval_features_add(features, FROZEN_WEIGHT[kind], -sign * counts->frozen[kind]);
    }
}

bool wallrunner_eval_features(const void *position, int player, EvalFeatures *features) {
    const WallRunnerPos *pos = position;
    *features = (EvalFeatures){.scale = EVAL_SCALE_NORMAL};
    if (wallrunner_winner(pos) != NO_WINNER)
        return true; /* decided: the evaluation is 0, the search scores the result */
    for (int side = WHITE; side <= BLACK; side++) {
        SideCounts counts;
        count_side(pos, side, &counts);
        add_side_features(&counts, side == player ? 1 : -1, features);
    }
    eval_features_add(features, WALLRUNNER_TEMPO, player == pos->header.side ? 1 : -1);
    return true;
}

/* White's score minus Black's; both Kings must be on the board. */
static int evaluate_terms(const WallRunnerPos *pos, EvalTerms *terms) {
    int total = 0;
    for (int side = WHITE; side <= BLACK; side++) {
        side_terms(pos, side, terms);
        for (int term = 0; term < TERM_COUNT; term++)
            total += side == WHITE ? terms->value[side][term] : -terms->value[side][term];
    }
    return total;
}

Score wallrunner_evaluate(const void *position) {
    const WallRunnerPos *pos = position;
    if (wallrunner_winner(pos) != NO_WINNER)
        return 0; /* decided: the search scores it from quick_result */
    EvalTerms terms;
    int white = evaluate_terms(pos, &terms);
    return (pos->header.side == WHITE ? white : -white) + weight(WALLRUNNER_TEMPO);
}

void wallrunner_eval_trace(const void *position, StrBuf *out) {
    const WallRunnerPos *pos = position;
    if (wallrunner_winner(pos) != NO_WINNER) {
        strbuf_append(out, "The game is decided: no evaluation.\n");
        return;
    }
    EvalTerms terms;
    int white = evaluate_terms(pos, &terms);
    strbuf_append(out, "         Term |   White |   Black |   Total\n");
    strbuf_append(out, "--------------+---------+---------+--------\n");
    for (int term = 0; term < TERM_COUNT; term++) {
        int w = terms.value[WHITE][term], b = terms.value[BLACK][term];
        strbuf_printf(out, "%13s | %7d | %7d | %7d\n", TERM_NAMES[term], w, b, w - b);
    }
    strbuf_printf(out, "King distances to goal: white %d, black %d\n", terms.distance[WHITE],
                  terms.distance[BLACK]);
    int side = pos->header.side;
    int tempo = weight(WALLRUNNER_TEMPO);
    strbuf_printf(out, "Total (white's view) %d, side to move (%s) %d including tempo %d\n", white,
                  side == WHITE ? "white" : "black", (side == WHITE ? white : -white) + tempo,
                  tempo);
}
