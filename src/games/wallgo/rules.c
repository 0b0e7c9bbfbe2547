/*
 * rules.c - what Wall Go says about a position beyond its moves: once the game is over
 * (RULES.md WG7) the highest territory total wins and a shared top score is a draw (reason
 * `territory`); `status` always carries every player's current territory. Results are given
 * for any one player (the search's multi-player view) and for the side to move. Also the
 * move facts the search uses: which turns are noisy (captures: the wall cuts a region shared
 * by several players so that a part of it becomes the mover's territory), their gain in
 * cells, and the history index of a move.
 */
#include "wallgo.h"

#include <string.h>

/* The best score, and how many players share it. */
static int top_score(const int scores[WALLGO_MAX_PLAYERS], int players, int *sharing) {
    int top = -1;
    *sharing = 0;
    for (int player = 0; player < players; player++) {
        if (scores[player] > top) {
            top = scores[player];
            *sharing = 0;
        }
        *sharing += scores[player] == top;
    }
    return top;
}

void wallgo_status(const void *position, GameStatus *status) {
    const WallGoPos *pos = position;
    memset(status, 0, sizeof *status);
    status->has_scores = true;
    wallgo_scores(pos, status->scores);
    if (!pos->over)
        return;
    int sharing, top = top_score(status->scores, pos->header.players, &sharing);
    status->reason = "territory";
    status->outcome = sharing == 1 ? OUTCOME_WIN : OUTCOME_DRAW;
    for (int player = 0; player < pos->header.players; player++)
        if (sharing == 1 && status->scores[player] == top)
            status->winner = player;
}

Result wallgo_result_for(const void *position, int player) {
    const WallGoPos *pos = position;
    if (!pos->over)
        return RESULT_NONE;
    int scores[WALLGO_MAX_PLAYERS], sharing;
    wallgo_scores(pos, scores);
    int top = top_score(scores, pos->header.players, &sharing);
    if (scores[player] < top)
        return RESULT_LOSS;
    return sharing == 1 ? RESULT_WIN : RESULT_DRAW;
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
