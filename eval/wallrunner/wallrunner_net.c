/*
 * wallrunner_net.c - the Wall Runner network's inputs and weights (wallrunner_net.h).
 *
 * Everything is seen from one player, the board turned top to bottom for Black (rank r
 * becomes rank 7 - r: Black's setup is White's turned so, WR1), so that an input means the
 * same for both players and one hidden layer serves both perspectives. A square is
 * rank * 8 + file (0-63). The groups, in index order:
 *
 *   own piece of a kind on a square (King, Guard, Striag, Diag, Runner)   5 x 64
 *   other player's piece of a kind on a square                            5 x 64
 *   empty square on own walls only                                        64
 *   empty square on the other player's walls only                         64
 *   empty square on both sides' walls                                     64
 *   own King's race distance (0-12, wallrunner_king_distance)             13
 *   other King's race distance                                            13
 *
 * 858 inputs, under NET_MAX_INPUTS, so the search updates the hidden values per ply (a move
 * that recasts many wall squares is computed afresh, search/hidden_path.c). Each square gives
 * one input at most, by what it holds (a piece, or an empty square on one side's walls or
 * both), plus the two distances: in self-play about 45 (docs/TUNING.md). A hand-made position
 * may fill the board; the list then stops at NET_MAX_ACTIVE, pieces and distances first, in
 * the seen order of squares so that both players' lists stop alike. The distances say
 * outright what a flood fill finds and a sum of inputs cannot: how far each King is from its
 * goal rank through the walls. Left out, because they did not lower the validation loss
 * (docs/TUNING.md): inputs for the pieces a wall under them freezes (WR4) or frees to slide
 * (WR6). The return bans (WR8) are left out too: they last one turn and are rare.
 */
#include "wallrunner_net.h"

#include "eval/net_weights.h"
#include "src/games/wallrunner/wallrunner.h"
#include "wallrunner_eval.h"
#include "wallrunner_net_weights.h"

enum {
    NET_KINDS = KIND_COUNT - KING, /* King .. Runner */
    NET_DISTANCES = WALLRUNNER_NO_PATH + 1,
    NET_OWN_PIECES = 0,
    NET_OTHER_PIECES = NET_OWN_PIECES + NET_KINDS * SQUARE_COUNT,
    NET_OWN_WALL = NET_OTHER_PIECES + NET_KINDS * SQUARE_COUNT,
    NET_OTHER_WALL = NET_OWN_WALL + SQUARE_COUNT,
    NET_BOTH_WALLS = NET_OTHER_WALL + SQUARE_COUNT,
    NET_OWN_DISTANCE = NET_BOTH_WALLS + SQUARE_COUNT,
    NET_OTHER_DISTANCE = NET_OWN_DISTANCE + NET_DISTANCES,
    WALLRUNNER_NET_INPUT_COUNT = NET_OTHER_DISTANCE + NET_DISTANCES,
};

_Static_assert((int)WALLRUNNER_NET_INPUTS == (int)WALLRUNNER_NET_INPUT_COUNT,
               "the weights are for 858 inputs");
_Static_assert((int)WALLRUNNER_NET_INPUT_COUNT <= (int)NET_MAX_INPUTS,
               "the search updates the inputs incrementally");
_Static_assert((int)WALLRUNNER_NET_HIDDEN <= (int)NET_MAX_HIDDEN,
               "the forward pass holds the hidden layer");

const NetWeights WALLRUNNER_NET =
    NET_WEIGHTS_OF(WALLRUNNER_NET, "eval/wallrunner/wallrunner_net_weights.h");

/* A set of squares as player sees the board. */
static Bitboard seen(Bitboard set, int player) {
    return player == WHITE ? set : bb_flip_ranks(set);
}

/* Adds one input for each square of set (as player sees it) at base + the seen square, in
 * seen order, up to the list's end. */
static int list_squares(Bitboard set, int player, int base, uint16_t *inputs, int count) {
    for (Bitboard squares = seen(set, player); squares && count < NET_MAX_ACTIVE;)
        inputs[count++] = (uint16_t)(base + bb_pop_first(&squares));
    return count;
}

int wallrunner_net_inputs(const void *position, int player, uint16_t *inputs) {
    const WallRunnerPos *pos = position;
    int other = player ^ 1, count = 0;
    for (int kind = KING; kind < KIND_COUNT; kind++) {
        int at = (kind - KING) * SQUARE_COUNT;
        count = list_squares(wallrunner_pos_pieces(pos, player, kind), player, NET_OWN_PIECES + at,
                             inputs, count);
        count = list_squares(wallrunner_pos_pieces(pos, other, kind), player, NET_OTHER_PIECES + at,
                             inputs, count);
    }
    if (count + 2 <= NET_MAX_ACTIVE) {
        inputs[count++] = (uint16_t)(NET_OWN_DISTANCE + wallrunner_king_distance(pos, player));
        inputs[count++] = (uint16_t)(NET_OTHER_DISTANCE + wallrunner_king_distance(pos, other));
    }
    Bitboard empty = ~pos->by_kind[NO_KIND];
    Bitboard own = pos->walls[player] & empty, theirs = pos->walls[other] & empty;
    count = list_squares(own & ~theirs, player, NET_OWN_WALL, inputs, count);
    count = list_squares(theirs & ~own, player, NET_OTHER_WALL, inputs, count);
    return list_squares(own & theirs, player, NET_BOTH_WALLS, inputs, count);
}
