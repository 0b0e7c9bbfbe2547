/*
 * race.c - the exact race of Wall Chess once neither side has a wall in hand (Game.solve).
 * The walls can no longer change: what is left is the two pawns running, and its result
 * under best play (the winner as fast as it can, the loser as slowly) is decided here.
 *
 * Why distances decide most races. Alone on the board a pawn needs exactly d moves, d its
 * shortest path length (a step changes d by at most one), and nothing can delay it. So if
 * the pawns never met, the side to move would win iff d_us <= d_them, at ply
 * T = 2 d_us - 1, and lose otherwise, at ply T = 2 d_them. The other pawn changes a move
 * only when the two are adjacent (an open step between them): only then can a step be
 * barred or become a jump. Until then every move is a step, and a step changes g, the
 * number of open steps between the pawns, by at most one; so in every line the first
 * g - 1 plies have exactly the moves of the pawn-free race. Hence when g > T the pawn-free
 * result is exact: the winner's run and the loser's inability to arrive sooner are both
 * facts about the first T plies. One bounded flood fill decides that.
 *
 * When the pawns can meet in time, a small alpha-beta over pawn moves decides, with the
 * steps and jumps of movegen.c, moves ordered by distance, mate distance pruning and the
 * same test as its leaf rule: a node with g > min(T, plies left) has the pawn-free value
 * within the horizon. The horizon is RACE_SLACK plies beyond the root's T; a win or loss
 * found within it is exact (a win in k plies does not depend on what lies beyond k). A
 * race nobody wins within the horizon, one that needs more than RACE_NODE_BUDGET nodes or
 * a pawn walled off from its goal row is "not known", and the caller searches it as usual.
 * No draw is ever claimed. A state's value depends only on the state and the plies left,
 * so a small table remembers searched states within one call (pawn moves transpose a lot:
 * it cut the nodes of a search about six-fold on random layouts).
 *
 * Cost per call: two field reads when walls are in hand; otherwise one flood fill of at
 * most T rings, which settles pawns that cannot meet in time (about 45% of all pawn
 * placements on random final layouts). The others cost two flood fills from the goal rows
 * (every cell's distance) and a search of about 130 nodes on average (at most ~2000 seen),
 * each a table probe and a bounded flood fill; tests/test_wallchess_race.c checks every
 * answer against an exhaustive retrograde analysis of the same layouts.
 */
#include "wallchess.h"

#include <stdlib.h>
#include <string.h>

enum {
    RACE_WIN = 1000,         /* the score of a win at ply 0; a win at ply p is RACE_WIN - p */
    RACE_FAR = 255,          /* the distance of a cell with no path to the goal row */
    RACE_SLACK = 16,         /* horizon beyond the pawn-free end: meetings can delay a race */
    RACE_NODE_BUDGET = 2000, /* nodes of one call's search before it gives up */
    RACE_MAX_MOVES = 8,      /* a pawn has at most five moves */
    RACE_MEMO_BITS = 11,
    RACE_MEMO_SIZE = 1 << RACE_MEMO_BITS, /* searched states remembered within one call */
};

/* A searched state's value as a bound, valid at the same plies left (the same ply, since a
 * value depends on the state and the horizon only). */
enum { MEMO_LOWER = 1, MEMO_UPPER = 2, MEMO_EXACT = 3 };

typedef struct MemoEntry {
    uint16_t state; /* race_state() + 1; 0: empty */
    uint8_t left;
    uint8_t bound;
    int16_t score;
} MemoEntry;

typedef struct Race {
    const CellSet *open;             /* the steps the final walls leave open */
    uint8_t distance[2][CELL_LIMIT]; /* each player's distance to its goal row, per cell */
    int horizon;                     /* plies from the root beyond which nothing is proved */
    int nodes_left;                  /* negative: the budget is spent, the result unknown */
    MemoEntry memo[RACE_MEMO_SIZE];
} Race;

/* The ply, counted from now, at which the pawn-free race ends. */
static int free_race_end(int our_distance, int their_distance) {
    return our_distance <= their_distance ? 2 * our_distance - 1 : 2 * their_distance;
}

/* The pawn-free race's score for the side to move at ply, ending at ply + end. */
static int free_race_score(int our_distance, int their_distance, int ply, int end) {
    return our_distance <= their_distance ? RACE_WIN - (ply + end) : -RACE_WIN + (ply + end);
}

/* True when the pawns on a and b are more than reach open steps apart, so neither can
 * touch the other within reach plies. */
static bool pawns_apart(const CellSet open[DIRECTION_COUNT], int a, int b, int reach) {
    if (abs(cell_file(a) - cell_file(b)) + abs(cell_rank(a) - cell_rank(b)) > reach)
        return true;
    CellSet reached = cell_bit(a), ring = reached;
    for (int steps = 1; steps <= reach; steps++) {
        ring = cells_expand(open, ring) & ~reached;
        if (set_has(ring, b))
            return false;
        if (set_empty(ring))
            return true;
        reached |= ring;
    }
    return true;
}

/* The distance of every cell to goal, by a flood fill from the goal row. */
static void distance_map(const CellSet open[DIRECTION_COUNT], CellSet goal,
                         uint8_t distance[CELL_LIMIT]) {
    memset(distance, RACE_FAR, CELL_LIMIT);
    CellSet reached = goal, ring = goal;
    for (int steps = 0; !set_empty(ring); steps++) {
        for (CellSet cells = ring; !set_empty(cells);)
            distance[set_pop_first(&cells)] = (uint8_t)steps;
        ring = cells_expand(open, ring) & ~reached;
        reached |= ring;
    }
}

/* The pawn moves of player's pawn, nearest to its goal row first. */
static int ordered_moves(const Race *race, int player, int from, int other, Move *moves) {
    const uint8_t *distance = race->distance[player];
    int count = wallchess_pawn_moves(race->open, from, other, wallchess_forward(player), moves);
    for (int i = 1; i < count; i++)
        for (int j = i;
             j > 0 && distance[move_value(moves[j])] < distance[move_value(moves[j - 1])]; j--) {
            Move swap = moves[j];
            moves[j] = moves[j - 1];
            moves[j - 1] = swap;
        }
    return count;
}

static MemoEntry *memo_slot(Race *race, int state, int left) {
    uint32_t hash = ((uint32_t)state << 8 | (uint32_t)left) * 0x9E3779B1u;
    return &race->memo[hash >> (32 - RACE_MEMO_BITS)];
}

/* The remembered value of a state when it settles the window (alpha, beta), else 0 with
 * *found false. */
static int memo_probe(Race *race, int state, int left, int alpha, int beta, bool *found) {
    const MemoEntry *entry = memo_slot(race, state, left);
    *found = entry->state == state + 1 && entry->left == left &&
             (entry->bound == MEMO_EXACT || (entry->bound == MEMO_LOWER && entry->score >= beta) ||
              (entry->bound == MEMO_UPPER && entry->score <= alpha));
    return *found ? entry->score : 0;
}

static void memo_store(Race *race, int state, int left, int score, int bound) {
    *memo_slot(race, state, left) =
        (MemoEntry){(uint16_t)(state + 1), (uint8_t)left, (uint8_t)bound, (int16_t)score};
}

static int race_state(int player, int us, int them) {
    return (player * CELL_LIMIT + us) * CELL_LIMIT + them;
}

static int race_search(Race *race, int player, int us, int them, int ply, int alpha, int beta);

/* The best move's score at a node the leaf rule did not settle; mate distance pruning first:
 * the side to move wins at ply + 1 at the soonest and loses at ply + 2 at the soonest. */
static int race_moves(Race *race, int player, int us, int them, int ply, int alpha, int beta) {
    int fastest = RACE_WIN - (ply + 1), soonest_loss = -RACE_WIN + (ply + 2);
    if (fastest <= alpha || soonest_loss >= beta)
        return fastest <= alpha ? fastest : soonest_loss;
    beta = beta < fastest ? beta : fastest;
    Move moves[RACE_MAX_MOVES];
    int count = ordered_moves(race, player, us, them, moves);
    if (count == 0) /* boxed in by walls and the other pawn: a pass (Q6) */
        return -race_search(race, !player, them, us, ply + 1, -beta, -alpha);
    if (race->distance[player][move_value(moves[0])] == 0)
        return fastest;
    int best = -RACE_WIN;
    for (int i = 0; i < count && alpha < beta; i++) {
        int score = -race_search(race, !player, them, move_value(moves[i]), ply + 1, -beta, -alpha);
        best = score > best ? score : best;
        alpha = score > alpha ? score : alpha;
    }
    return best;
}

/* Negamax over pawn moves: the score of player to move on cell us, the other pawn on them,
 * at ply (0 when no one wins within the horizon). */
static int race_search(Race *race, int player, int us, int them, int ply, int alpha, int beta) {
    int state = race_state(player, us, them), left = race->horizon - ply;
    bool found;
    int remembered = memo_probe(race, state, left, alpha, beta, &found);
    if (found)
        return remembered;
    int our_distance = race->distance[player][us], their_distance = race->distance[!player][them];
    int end = free_race_end(our_distance, their_distance);
    if (pawns_apart(race->open, us, them, end < left ? end : left)) {
        int score = end > left ? 0 : free_race_score(our_distance, their_distance, ply, end);
        memo_store(race, state, left, score, MEMO_EXACT);
        return score;
    }
    if (--race->nodes_left < 0)
        return 0;
    int best = race_moves(race, player, us, them, ply, alpha, beta);
    memo_store(race, state, left, best,
               best <= alpha  ? MEMO_UPPER
               : best >= beta ? MEMO_LOWER
                              : MEMO_EXACT);
    return best;
}

/* A race score as the solve hook's answer; false for 0 (not known). */
static bool report(int score, Result *result, int *plies) {
    if (score == 0)
        return false;
    *result = score > 0 ? RESULT_WIN : RESULT_LOSS;
    *plies = score > 0 ? RACE_WIN - score : RACE_WIN + score;
    return true;
}

/* The pawns can meet before the race ends: search it. */
static bool search_race(const WallPos *pos, Result *result, int *plies) {
    int us = pos->header.side;
    Race race = {.open = pos->open, .nodes_left = RACE_NODE_BUDGET};
    for (int player = 0; player < 2; player++)
        distance_map(pos->open, WALL_TABLES.goal[player], race.distance[player]);
    int our_distance = race.distance[us][pos->pawn[us]];
    int their_distance = race.distance[!us][pos->pawn[!us]];
    if (our_distance == RACE_FAR || their_distance == RACE_FAR)
        return false;
    race.horizon = free_race_end(our_distance, their_distance) + RACE_SLACK;
    int score = race_search(&race, us, pos->pawn[us], pos->pawn[!us], 0, -RACE_WIN, RACE_WIN);
    return race.nodes_left >= 0 && report(score, result, plies);
}

bool wallchess_solve(const void *position, Result *result, int *plies) {
    const WallPos *pos = position;
    int us = pos->header.side;
    int our_distance = pos->distance[us], their_distance = pos->distance[!us];
    /* Walls in hand, a decided game, or a pawn with no path (distance 0 off the goal row). */
    if (pos->walls_left[0] || pos->walls_left[1] || our_distance == 0 || their_distance == 0)
        return false;
    int end = free_race_end(our_distance, their_distance);
    if (pawns_apart(pos->open, pos->pawn[us], pos->pawn[!us], end))
        return report(free_race_score(our_distance, their_distance, 0, end), result, plies);
    return search_race(pos, result, plies);
}
