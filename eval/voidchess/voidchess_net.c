/*
 * voidchess_net.c - the Void Chess network's inputs and weights (voidchess_net.h).
 *
 * Everything is seen from one player, the board turned top to bottom for black (rank r
 * becomes 8 - r; the start position is its own image that way, colours swapped), so that an
 * input means the same for both players and one hidden layer serves both perspectives.
 * A square is rank * 9 + file (0-80). The groups, in index order:
 *
 *   own piece of a type on a square (pawn .. king, the Minister included)    7 x 81
 *   other player's piece of a type on a square                               7 x 81
 *   unstable square holding an own piece                                     81
 *   unstable square holding the other player's piece                         81
 *   void square                                                              81
 *
 * 1377 inputs, more than NET_MAX_INPUTS, so the search computes the hidden values from
 * scratch at each evaluation (search/hidden_path.c): with 36 pieces at most and about as
 * many voids as captures, a list holds some 40 inputs, a small sum for a hidden layer of a
 * few dozen neurons. An unstable square is split by its owner because the owner decides what
 * it means (the capturer must leave or die, VC8-VC9), which a piece input alone cannot say
 * in a first layer that adds inputs. A hand-made position may hold more than NET_MAX_ACTIVE
 * inputs (voids are free in a position string): the list then stops there, voids last.
 */
#include "voidchess_net.h"

#include "eval/net_weights.h"
#include "src/games/voidchess/voidchess.h"
#include "voidchess_net_weights.h"

enum {
    NET_SQUARES = VOIDCHESS_FILES * VOIDCHESS_RANKS,
    NET_TYPES = VOIDCHESS_KING - VOIDCHESS_PAWN + 1,
    NET_OWN_PIECES = 0,
    NET_OTHER_PIECES = NET_OWN_PIECES + NET_TYPES * NET_SQUARES,
    NET_OWN_UNSTABLE = NET_OTHER_PIECES + NET_TYPES * NET_SQUARES,
    NET_OTHER_UNSTABLE = NET_OWN_UNSTABLE + NET_SQUARES,
    NET_VOIDS = NET_OTHER_UNSTABLE + NET_SQUARES,
    VOIDCHESS_NET_INPUT_COUNT = NET_VOIDS + NET_SQUARES,
};

_Static_assert((int)VOIDCHESS_NET_INPUTS == (int)VOIDCHESS_NET_INPUT_COUNT,
               "the weights are for 1377 inputs");
_Static_assert((int)VOIDCHESS_NET_HIDDEN <= (int)NET_MAX_HIDDEN,
               "the forward pass holds the hidden layer");

const NetWeights VOIDCHESS_NET =
    NET_WEIGHTS_OF(VOIDCHESS_NET, "eval/voidchess/voidchess_net_weights.h");

/* A square as player sees it: 0-80, rank by rank from the player's own side. */
static int seen_square(int square, int player) {
    int rank = voidchess_rank(square);
    if (player == VOIDCHESS_BLACK)
        rank = VOIDCHESS_RANKS - 1 - rank;
    return rank * VOIDCHESS_FILES + voidchess_file(square);
}

/* Adds one input for each square of set at base + its seen square, up to the list's end. */
static int list_squares(VoidChessBits set, int base, int player, uint16_t *inputs, int count) {
    while (set && count < NET_MAX_ACTIVE)
        inputs[count++] = (uint16_t)(base + seen_square(voidchess_pop_first(&set), player));
    return count;
}

int voidchess_net_inputs(const void *position, int player, uint16_t *inputs) {
    const VoidChessPos *pos = position;
    int count = 0;
    for (VoidChessBits occupied = pos->by_type[VOIDCHESS_NO_TYPE];
         occupied && count < NET_MAX_ACTIVE;) {
        int square = voidchess_pop_first(&occupied);
        int piece = pos->board[square];
        int base = voidchess_color(piece) == player ? NET_OWN_PIECES : NET_OTHER_PIECES;
        inputs[count++] = (uint16_t)(base + (voidchess_type(piece) - VOIDCHESS_PAWN) * NET_SQUARES +
                                     seen_square(square, player));
    }
    count = list_squares(pos->unstable & pos->by_color[player], NET_OWN_UNSTABLE, player, inputs,
                         count);
    count = list_squares(pos->unstable & pos->by_color[player ^ 1], NET_OTHER_UNSTABLE, player,
                         inputs, count);
    return list_squares(pos->voids, NET_VOIDS, player, inputs, count);
}
