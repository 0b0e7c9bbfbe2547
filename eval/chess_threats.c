/*
 * chess_threats.c - threats in the chess evaluation: enemy pieces that our pawns attack,
 * enemy pieces our minors or rooks attack when the target is worth more or poorly defended,
 * weak enemy pieces next to our king, and hanging ones (attacked and not defended, or
 * attacked twice and defended once). A piece counts as well defended when a pawn guards it
 * or when it has more defenders than attackers reach twice.
 */
#include "chess_eval_parts.h"

/* Sum of table[type of each piece on targets]. */
static PackedScore by_target_type(const ChessPos *pos, Bitboard targets,
                                  const PackedScore table[TYPE_COUNT]) {
    PackedScore score = 0;
    while (targets)
        score += table[piece_type(pos->board[bb_pop_first(&targets)])];
    return score;
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
    Bitboard rook_targets = weak | pos_pieces(pos, them, QUEEN);

    PackedScore score = by_target_type(pos, pieces & info->attacks[color][PAWN], THREAT_BY_PAWN);
    score +=
        by_target_type(pos, (weak | (pieces & strongly_defended)) & minor_attacks, THREAT_BY_MINOR);
    score += by_target_type(pos, rook_targets & info->attacks[color][ROOK], THREAT_BY_ROOK);
    if (weak & info->attacks[color][KING])
        score += THREAT_BY_KING;
    Bitboard hanging = weak & pieces & (~info->attacks[them][NO_TYPE] | info->attacks2[color]);
    score += HANGING_PIECE * bb_count(hanging);
    eval_add(info, TERM_THREATS, color, score);
}
