/*
 * chess_net.c - the chess network's inputs and weights (chess_net.h). Input index:
 * ((enemy ? 6 : 0) + type - PAWN) * 64 + square, the square mirrored top to bottom for black.
 */
#include "chess_net.h"

#include "eval/net_weights.h"
#include "src/games/chess/chess.h"
#include "chess_net_weights.h"

enum { CHESS_NET_INPUT_COUNT = 2 * 6 * SQUARE_COUNT };

_Static_assert((int)CHESS_NET_INPUTS == (int)CHESS_NET_INPUT_COUNT,
               "the weights are for 768 inputs");
_Static_assert((int)CHESS_NET_HIDDEN <= (int)NET_MAX_HIDDEN,
               "the forward pass holds the hidden layer");

const NetWeights CHESS_NET = NET_WEIGHTS_OF(CHESS_NET, "eval/chess/chess_net_weights.h");

int chess_net_inputs(const void *position, int player, uint16_t *inputs) {
    const ChessPos *pos = position;
    int count = 0;
    for (Bitboard occupied = pos->by_type[NO_TYPE]; occupied;) {
        int square = bb_pop_first(&occupied);
        int piece = pos->board[square];
        int side = chess_piece_color(piece) == player ? 0 : 6;
        int seen = player == WHITE ? square : square_flip_rank(square);
        inputs[count++] = (uint16_t)((side + chess_piece_type(piece) - PAWN) * SQUARE_COUNT + seen);
    }
    return count;
}
