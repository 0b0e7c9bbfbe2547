/*
 * rules.c - what Wall Go says about a position beyond its moves: once the game is over
 * (RULES.md WG7) the highest territory total wins and a shared top score is a draw (reason
 * `territory`); under the show rules (WS4) a tie on territory goes to the larger single region
 * (reason `largest-region`), then the sorted list of regions (`regions`); `status` always carries
 * every player's current territory. Results are given for any one player (the search's multi-player
 * view) and for the side to move. Also the move facts the search uses: which turns are noisy
 * (captures: the wall cuts a region shared by several players so that a part of it becomes the
 * mover's territory), their gain in cells, and the history index of a move.
 */
#include "wallgo.h"

#include <string.h>

/* A player's standing at the end: territory, and under the show rules its regions largest
 * first, the tie-breaks of WS4 (site rules keep no regions: a shared top score is a draw). */
typedef struct Standing {
    int score;
    int regions;
    int sizes[WALLGO_TOKENS_TWO];
} Standing;

/* The order of the standings, > 0 when a ranks above b; *level says what decided it: 0 the
 * territory, 1 the largest region, 2 a later region of the sorted lists. */
static int compare_standings(const Standing *a, const Standing *b, int *level) {
    *level = 0;
    if (a->score != b->score)
        return a->score - b->score;
    int common = a->regions < b->regions ? a->regions : b->regions;
    for (int i = 0; i < common; i++)
        if (a->sizes[i] != b->sizes[i]) {
            *level = i == 0 ? 1 : 2;
            return a->sizes[i] - b->sizes[i];
        }
    return 0;
}

typedef struct Ranking {
    Standing standings[WALLGO_MAX_PLAYERS];
    int best;    /* a player ranked first */
    int sharing; /* how many players rank first */
    int level;   /* what set the best apart from the nearest rival (compare_standings) */
} Ranking;

static void rank_players(const WallGoPos *pos, Ranking *ranking) {
    int scores[WALLGO_MAX_PLAYERS], players = pos->header.players, level;
    wallgo_scores(pos, scores);
    for (int player = 0; player < players; player++) {
        Standing *standing = &ranking->standings[player];
        standing->score = scores[player];
        standing->regions =
            pos->rules == WALLGO_RULES_SHOW ? wallgo_regions(pos, player, standing->sizes) : 0;
    }
    ranking->best = 0;
    for (int player = 1; player < players; player++)
        if (compare_standings(&ranking->standings[player], &ranking->standings[ranking->best],
                              &level) > 0)
            ranking->best = player;
    ranking->sharing = 0;
    ranking->level = 0;
    for (int player = 0; player < players; player++) {
        int order = compare_standings(&ranking->standings[player],
                                      &ranking->standings[ranking->best], &level);
        ranking->sharing += order == 0;
        if (order != 0 && level > ranking->level)
            ranking->level = level;
    }
}

static const char *const DECIDED_BY[] = {"territory", "largest-region", "regions"};

void wallgo_status(const void *position, GameStatus *status) {
    const WallGoPos *pos = position;
    memset(status, 0, sizeof *status);
    status->has_scores = true;
    wallgo_scores(pos, status->scores);
    if (!pos->over)
        return;
    Ranking ranking;
    rank_players(pos, &ranking);
    bool won = ranking.sharing == 1;
    status->reason = won ? DECIDED_BY[ranking.level] : "territory";
    status->outcome = won ? OUTCOME_WIN : OUTCOME_DRAW;
    status->winner = won ? ranking.best : 0;
}

Result wallgo_result_for(const void *position, int player) {
    const WallGoPos *pos = position;
    if (!pos->over)
        return RESULT_NONE;
    Ranking ranking;
    rank_players(pos, &ranking);
    int level;
    if (compare_standings(&ranking.standings[player], &ranking.standings[ranking.best], &level) < 0)
        return RESULT_LOSS;
    return ranking.sharing == 1 ? RESULT_WIN : RESULT_DRAW;
}

Result wallgo_quick_result(const void *pos) {
    return wallgo_result_for(pos, pos_header(pos)->side);
}

/* Only a finished game has no moves (players who cannot act are skipped). */
Result wallgo_no_move_result(const void *pos) {
    Result result = wallgo_quick_result(pos);
    return result == RESULT_NONE ? RESULT_DRAW : result;
}

/* A capture: the turn's wall cuts a shared region so that a part becomes the mover's. */
bool wallgo_is_noisy(const void *pos, Move move) {
    return !wallgo_move_is_place(move) && wallgo_captured(pos, move) > 0;
}

/* Captures by the territory they win. */
int wallgo_noisy_gain(const void *pos, Move move) {
    return wallgo_captured(pos, move);
}

static int history_index(int side, Move move) {
    if (wallgo_move_is_place(move))
        return WALLGO_TURN_INDEXES + side * WALLGO_CELLS + wallgo_move_to(move);
    return (side * WALLGO_CELLS + wallgo_move_to(move)) * WALLGO_EDGES + wallgo_move_edge(move);
}

int wallgo_move_index(const void *pos, Move move) {
    return history_index(pos_header(pos)->side, move);
}

/* The facts of a whole move list at once: each wall's split is worked out once for all the
 * token moves that go with it, where is_noisy would redo it for every turn. */
void wallgo_describe_moves(const void *position, const Move *moves, int count, MoveFacts *facts) {
    const WallGoPos *pos = position;
    int side = pos->header.side;
    bool known[WALLGO_EDGES] = {false};
    WallGoSplit splits[WALLGO_EDGES];
    for (int i = 0; i < count; i++) {
        Move move = moves[i];
        int captured = 0;
        if (!wallgo_move_is_place(move)) {
            int edge = wallgo_move_edge(move);
            if (!known[edge]) {
                wallgo_split(pos, edge, &splits[edge]);
                known[edge] = true;
            }
            captured = wallgo_split_captures(pos, &splits[edge], move);
        }
        facts[i] = (MoveFacts){.noisy = captured > 0,
                               .noisy_gain = captured,
                               .history_index = history_index(side, move),
                               .quiet_bonus = 0};
    }
}
