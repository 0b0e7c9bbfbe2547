/*
 * chess_threats.c - threats in the chess evaluation: enemy pieces that our pawns attack,
 * enemy pieces our minors or rooks attack when the target is worth more or poorly defended,
 * weak enemy pieces next to our king, and hanging ones (attacked and not defended, or
 * attacked twice and defended once); enemy pieces a safe pawn push would attack, squares
 * both sides fight for, and safe squares from which we would attack the enemy queen. A piece
 * counts as well defended when a pawn guards it or when it has more defenders than attackers
 * reach twice.
 */
#include "chess_eval_parts.h"

/* The weight of a threat on each target type, by the attacker (pawns threaten pieces only). */
static const int BY_PAWN[TYPE_COUNT] = {
    [KNIGHT] = CHESS_THREAT_BY_PAWN_ON_KNIGHT,
    [BISHOP] = CHESS_THREAT_BY_PAWN_ON_BISHOP,
    [ROOK] = CHESS_THREAT_BY_PAWN_ON_ROOK,
    [QUEEN] = CHESS_THREAT_BY_PAWN_ON_QUEEN,
};
static const int BY_MINOR[TYPE_COUNT] = {
    [PAWN] = CHESS_THREAT_BY_MINOR_ON_PAWN,     [KNIGHT] = CHESS_THREAT_BY_MINOR_ON_KNIGHT,
    [BISHOP] = CHESS_THREAT_BY_MINOR_ON_BISHOP, [ROOK] = CHESS_THREAT_BY_MINOR_ON_ROOK,
    [QUEEN] = CHESS_THREAT_BY_MINOR_ON_QUEEN,
};
static const int BY_ROOK[TYPE_COUNT] = {
    [PAWN] = CHESS_THREAT_BY_ROOK_ON_PAWN,     [KNIGHT] = CHESS_THREAT_BY_ROOK_ON_KNIGHT,
    [BISHOP] = CHESS_THREAT_BY_ROOK_ON_BISHOP, [ROOK] = CHESS_THREAT_BY_ROOK_ON_ROOK,
    [QUEEN] = CHESS_THREAT_BY_ROOK_ON_QUEEN,
};

/* Sum of the weights[type of each piece on targets]. */
static PackedScore by_target_type(const EvalInfo *info, int color, Bitboard targets,
                                  const int weights[TYPE_COUNT]) {
    PackedScore score = 0;
    while (targets)
        score += eval_weight(
            info, color, weights[chess_piece_type(info->pos->board[bb_pop_first(&targets)])], 1);
    return score;
}

/* Enemy pieces a pawn of ours would attack after a safe push of one or two squares. */
static int pawn_push_threats(const EvalInfo *info, int color, Bitboard pieces) {
    const ChessPos *pos = info->pos;
    int them = color ^ 1;
    Bitboard empty = ~pos->by_type[NO_TYPE];
    Bitboard third_rank = color == WHITE ? RANK_1_BB << 16 : RANK_1_BB << 40;
    Bitboard pushes = shift_up(chess_pos_pieces(pos, color, PAWN), color) & empty;
    pushes |= shift_up(pushes & third_rank, color) & empty;
    pushes &= ~info->attacks[them][PAWN] &
              (info->attacks[color][NO_TYPE] | ~info->attacks[them][NO_TYPE]);
    return bb_count(pawn_attack_set(pushes, color) & pieces);
}

/* Safe squares from which our knight, or a bishop or rook backed by another piece, would
 * attack the enemy queen, when the enemy has one queen. */
static PackedScore queen_threats(const EvalInfo *info, int color, Bitboard strongly_defended) {
    const ChessPos *pos = info->pos;
    Bitboard queens = chess_pos_pieces(pos, color ^ 1, QUEEN);
    if (!queens || (queens & (queens - 1)))
        return 0;
    int square = bb_first(queens);
    Bitboard safe = info->mobility_area[color] & ~strongly_defended;
    Bitboard occupied = pos->by_type[NO_TYPE];
    Bitboard knights = info->attacks[color][KNIGHT] & chess_knight_attacks(square) & safe;
    Bitboard sliders = ((info->attacks[color][BISHOP] & chess_bishop_attacks(square, occupied)) |
                        (info->attacks[color][ROOK] & chess_rook_attacks(square, occupied))) &
                       safe & info->attacks2[color];
    return eval_weight(info, color, CHESS_KNIGHT_ON_QUEEN, bb_count(knights)) +
           eval_weight(info, color, CHESS_SLIDER_ON_QUEEN, bb_count(sliders));
}

void chess_threats(EvalInfo *info, int color) {
    const ChessPos *pos = info->pos;
    int them = color ^ 1;
    Bitboard enemies = pos->by_color[them] & ~pos->by_type[KING];
    Bitboard pieces = enemies & ~pos->by_type[PAWN];
    Bitboard strongly_defended =
        info->attacks[them][PAWN] | (info->attacks2[them] & ~info->attacks2[color]);
    Bitboard weak = enemies & ~strongly_defended & info->attacks[color][NO_TYPE];
    Bitboard minor_attacks = info->attacks[color][KNIGHT] | info->attacks[color][BISHOP];
    Bitboard rook_targets = weak | chess_pos_pieces(pos, them, QUEEN);

    PackedScore score = by_target_type(info, color, pieces & info->attacks[color][PAWN], BY_PAWN);
    score += by_target_type(info, color, (weak | (pieces & strongly_defended)) & minor_attacks,
                            BY_MINOR);
    score += by_target_type(info, color, rook_targets & info->attacks[color][ROOK], BY_ROOK);
    if (weak & info->attacks[color][KING])
        score += eval_weight(info, color, CHESS_THREAT_BY_KING, 1);
    Bitboard hanging = weak & pieces & (~info->attacks[them][NO_TYPE] | info->attacks2[color]);
    score += eval_weight(info, color, CHESS_HANGING_PIECE, bb_count(hanging));
    score +=
        eval_weight(info, color, CHESS_THREAT_BY_PAWN_PUSH, pawn_push_threats(info, color, pieces));
    Bitboard restricted =
        info->attacks[them][NO_TYPE] & ~strongly_defended & info->attacks[color][NO_TYPE];
    score += eval_weight(info, color, CHESS_RESTRICTED_SQUARE, bb_count(restricted));
    score += queen_threats(info, color, strongly_defended);
    eval_add(info, TERM_THREATS, color, score);
}
