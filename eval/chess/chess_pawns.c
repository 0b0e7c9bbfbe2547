/*
 * chess_pawns.c - the pawns' part of the chess evaluation. Structure first, from the pawn
 * bitboards alone and mostly set-wise: doubled, isolated and backward pawns (worse when no
 * enemy pawn stands in front of them, for enemy rooks aim at them), connected pawns (side by
 * side or defended) by rank, and the set of passed pawns. Passed pawns are scored later,
 * once every attack is known: by rank, by a free or safe path to promotion, by the kings'
 * distances to the square in front in the endgame, and by the rule of the square when the
 * defender has only pawns left.
 */
#include "chess_eval_parts.h"

/* Squares strictly in front of the pawns, as `color` advances. */
static Bitboard front_span(Bitboard pawns, int color) {
    return fill_up(shift_up(pawns, color), color);
}

/* Connected pawns by rank, plus a bonus per defending pawn (counted set-wise: a pawn
 * defended from both sides is in both attack sets). */
static void connected_pawns(EvalInfo *info, int color, Bitboard connected) {
    Bitboard ours = chess_pos_pieces(info->pos, color, PAWN), up = shift_up(ours, color);
    int supporters =
        bb_count(ours & (up << 1) & ~FILE_A_BB) + bb_count(ours & (up >> 1) & ~FILE_H_BB);
    PackedScore score = eval_weight(info, color, CHESS_PAWN_SUPPORT, supporters);
    /* Relative rank 1, the second rank, is the first of the table. */
    while (connected)
        score += eval_weight(
            info, color,
            CHESS_CONNECTED_PAWN_2 + relative_rank(color, bb_pop_first(&connected)) - 1, 1);
    eval_add(info, TERM_PAWNS, color, score);
}

void chess_pawns_structure(EvalInfo *info, int color) {
    int them = color ^ 1;
    Bitboard ours = chess_pos_pieces(info->pos, color, PAWN);
    Bitboard theirs = chess_pos_pieces(info->pos, them, PAWN);
    Bitboard their_span = front_span(theirs, them);
    Bitboard doubled = ours & front_span(ours, them);
    Bitboard isolated = ours & ~shift_sideways(fill_files(ours));
    /* Backward: every neighbour pawn is ahead, and an enemy pawn guards the stop square. */
    Bitboard supportable = fill_up(shift_sideways(ours), color);
    Bitboard stop_guarded = shift_up(info->attacks[them][PAWN], them);
    Bitboard backward = ours & ~isolated & ~supportable & stop_guarded;
    Bitboard unopposed = ours & ~their_span;
    Bitboard connected = ours & (info->attacks[color][PAWN] | shift_sideways(ours));

    eval_add(info, TERM_PAWNS, color,
             eval_weight(info, color, CHESS_DOUBLED_PAWN, bb_count(doubled)) +
                 eval_weight(info, color, CHESS_ISOLATED_PAWN, bb_count(isolated)) +
                 eval_weight(info, color, CHESS_BACKWARD_PAWN, bb_count(backward)) +
                 eval_weight(info, color, CHESS_WEAK_UNOPPOSED,
                             bb_count((isolated | backward) & unopposed)));
    connected_pawns(info, color, connected);
    info->passed[color] = ours & ~doubled & ~(their_span | shift_sideways(their_span));
}

/* A king's distance to the square in front of the pawn, up to PASSED_KING_MAX_DISTANCE. */
static int king_distance(const ChessPos *pos, int king_color, int stop) {
    int distance = square_distance(pos->king[king_color], stop);
    return distance < PASSED_KING_MAX_DISTANCE ? distance : PASSED_KING_MAX_DISTANCE;
}

/* Endgame: the enemy king far from the square in front of the pawn, ours close to it; the
 * further the pawn (advance), the more. */
static PackedScore king_proximity(const EvalInfo *info, int color, int stop, int advance) {
    const ChessPos *pos = info->pos;
    return eval_weight(info, color, CHESS_PASSED_ENEMY_KING,
                       king_distance(pos, color ^ 1, stop) * advance) +
           eval_weight(info, color, CHESS_PASSED_OWN_KING,
                       king_distance(pos, color, stop) * advance);
}

/* The defender has only pawns, nothing stands on the way, and its king is outside the
 * pawn's square (one move closer when it is the defender's turn). */
static bool unstoppable(const ChessPos *pos, int color, int square) {
    int them = color ^ 1;
    if (pos->by_color[them] & ~(pos->by_type[PAWN] | pos->by_type[KING]))
        return false;
    int promotion = make_square(square_file(square), color == WHITE ? 7 : 0);
    if ((chess_squares_between(square, promotion) | square_bb(promotion)) & pos->by_type[NO_TYPE])
        return false;
    int rank = relative_rank(color, square);
    int steps = 7 - rank - (rank == 1); /* a pawn at home may step twice */
    int king_steps = square_distance(pos->king[them], promotion) - (pos->header.side == them);
    return king_steps > steps;
}

static PackedScore passed_pawn(const EvalInfo *info, int color, int square) {
    const ChessPos *pos = info->pos;
    /* advance: ranks past the third, 1 on the fourth rank .. 4 on the seventh. The rank
     * table starts at the second rank, relative rank 1. */
    int rank = relative_rank(color, square), advance = rank - 2;
    PackedScore score = eval_weight(info, color, CHESS_PASSED_RANK_2 + rank - 1, 1);
    if (unstoppable(pos, color, square))
        score += eval_weight(info, color, CHESS_PASSED_UNSTOPPABLE, 1);
    if (advance <= 0)
        return score;
    int stop = square_ahead(color, square);
    score += king_proximity(info, color, stop, advance);
    if (pos->by_type[NO_TYPE] & square_bb(stop))
        return score;
    Bitboard path = fill_up(square_bb(stop), color);
    Bitboard unsafe = path & (info->attacks[color ^ 1][NO_TYPE] | pos->by_color[color ^ 1]);
    if (!unsafe)
        score += eval_weight(info, color, CHESS_PASSED_FREE_PATH, advance);
    else if (!(unsafe & square_bb(stop)))
        score += eval_weight(info, color, CHESS_PASSED_SAFE_STOP, advance);
    return score;
}

void chess_pawns_passed(EvalInfo *info, int color) {
    PackedScore score = 0;
    for (Bitboard passed = info->passed[color]; passed;)
        score += passed_pawn(info, color, bb_pop_first(&passed));
    eval_add(info, TERM_PASSED, color, score);
}
