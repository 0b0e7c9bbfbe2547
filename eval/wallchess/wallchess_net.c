/*
 * wallchess_net.c - the Wall Chess network's inputs and weights (wallchess_net.h).
 *
 * Everything is seen from one player, the board turned top to bottom for north (rank r of a
 * cell becomes 8 - r, anchor rank r of a wall 7 - r), so that an input means the same for
 * both players and one hidden layer serves both perspectives. The groups, in index order:
 *
 *   own pawn's cell                                   81
 *   other pawn's cell                                 81
 *   each wall's slot x own pawn's band of ranks       3 x 128
 *   each wall's slot x other pawn's band of ranks     3 x 128
 *   own walls in hand (0-10)                          11
 *   other walls in hand (0-10)                        11
 *   own path length (0-15, 16 for 16 or more)         17
 *   other path length (likewise)                      17
 *
 * 986 inputs, at most 2 + 2 x 20 + 4 = 46 active (20 walls at most). Why this shape: a wall
 * matters by where it stands against the pawn it slows, so each wall is listed twice, once
 * with the band (ranks 1-3, 4-6, 7-9 from the player's side) the player's own pawn is in and
 * once with the other pawn's. Bands of ranks rather than 3 x 3 regions keep the total under
 * NET_MAX_INPUTS (9 regions would take 2 x 1152 inputs), so the search updates the hidden
 * values incrementally; a pawn that changes band moves all its wall inputs, and then the
 * search refreshes from scratch (search/hidden_path.c). Walls in hand and the stored path
 * lengths say outright what the weighted evaluation finds most telling.
 */
#include "wallchess_net.h"

#include "eval/net_weights.h"
#include "src/games/wallchess/wallchess.h"
#include "wallchess_net_weights.h"

enum {
    NET_BANDS = 3,
    NET_DISTANCES = 17, /* path lengths 0-15, then 16 or more */
    NET_OWN_PAWN = 0,
    NET_OTHER_PAWN = NET_OWN_PAWN + BOARD_SIZE * BOARD_SIZE,
    NET_OWN_WALLS = NET_OTHER_PAWN + BOARD_SIZE * BOARD_SIZE,
    NET_OTHER_WALLS = NET_OWN_WALLS + NET_BANDS * SLOT_COUNT,
    NET_OWN_IN_HAND = NET_OTHER_WALLS + NET_BANDS * SLOT_COUNT,
    NET_OTHER_IN_HAND = NET_OWN_IN_HAND + WALLS_PER_SIDE + 1,
    NET_OWN_DISTANCE = NET_OTHER_IN_HAND + WALLS_PER_SIDE + 1,
    NET_OTHER_DISTANCE = NET_OWN_DISTANCE + NET_DISTANCES,
    WALLCHESS_NET_INPUT_COUNT = NET_OTHER_DISTANCE + NET_DISTANCES,
};

_Static_assert((int)WALLCHESS_NET_INPUTS == (int)WALLCHESS_NET_INPUT_COUNT,
               "the weights are for 986 inputs");
_Static_assert((int)WALLCHESS_NET_INPUT_COUNT <= (int)NET_MAX_INPUTS,
               "the search updates the inputs incrementally");
_Static_assert((int)WALLCHESS_NET_HIDDEN <= (int)NET_MAX_HIDDEN,
               "the forward pass holds the hidden layer");
_Static_assert(2 + 4 * WALLS_PER_SIDE + 4 <= NET_MAX_ACTIVE, "every input fits the list");

const NetWeights WALLCHESS_NET =
    NET_WEIGHTS_OF(WALLCHESS_NET, "eval/wallchess/wallchess_net_weights.h");

/* A pawn's cell as player sees it: 0-80, rank by rank from the player's own side. */
static int seen_cell(int cell, int player) {
    int rank = wallchess_cell_rank(cell);
    if (player == NORTH_PLAYER)
        rank = BOARD_SIZE - 1 - rank;
    return rank * BOARD_SIZE + wallchess_cell_file(cell);
}

/* A wall's slot as player sees it: the anchor rank turned for north, the orientation kept. */
static int seen_slot(int slot, int player) {
    int rank = wallchess_slot_rank(slot);
    if (player == NORTH_PLAYER)
        rank = ANCHOR_SIZE - 1 - rank;
    return wallchess_slot_make(wallchess_slot_orientation(slot), wallchess_slot_file(slot), rank);
}

/* The band of ranks (0-2) of a cell seen as seen_cell gives it. */
static int band(int seen) {
    return seen / BOARD_SIZE / NET_BANDS;
}

static int distance_bucket(int distance) {
    return distance < NET_DISTANCES - 1 ? distance : NET_DISTANCES - 1;
}

int wallchess_net_inputs(const void *position, int player, uint16_t *inputs) {
    const WallChessPos *pos = position;
    int other = player ^ 1, count = 0;
    int own_cell = seen_cell(pos->pawn[player], player);
    int other_cell = seen_cell(pos->pawn[other], player);
    inputs[count++] = (uint16_t)(NET_OWN_PAWN + own_cell);
    inputs[count++] = (uint16_t)(NET_OTHER_PAWN + other_cell);
    int own_walls = NET_OWN_WALLS + band(own_cell) * SLOT_COUNT;
    int other_walls = NET_OTHER_WALLS + band(other_cell) * SLOT_COUNT;
    for (WallChessSlots walls = pos->walls; !wallchess_set_empty(walls);) {
        int slot = seen_slot(wallchess_set_pop_first(&walls), player);
        inputs[count++] = (uint16_t)(own_walls + slot);
        inputs[count++] = (uint16_t)(other_walls + slot);
    }
    inputs[count++] = (uint16_t)(NET_OWN_IN_HAND + pos->walls_left[player]);
    inputs[count++] = (uint16_t)(NET_OTHER_IN_HAND + pos->walls_left[other]);
    inputs[count++] = (uint16_t)(NET_OWN_DISTANCE + distance_bucket(pos->distance[player]));
    inputs[count++] = (uint16_t)(NET_OTHER_DISTANCE + distance_bucket(pos->distance[other]));
    return count;
}
