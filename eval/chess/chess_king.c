/*
 * chess_king.c - king safety in the chess evaluation. The pawn shelter in front of the king
 * and the enemy pawns storming it, on the king's file and its neighbours (open files count
 * against it); while castling is still possible the better (in the midgame) of the current
 * and the castled shelter counts. Then the danger from the attack: the attackers of the king
 * zone weighted by type and number, their hits on the zone, ring squares only the king or
 * queen defends, safe checks each enemy piece type has, less the shelter, much less without
 * an enemy queen. The penalty is a tuned curve of it, steeper band by band, so one attacker
 * matters little and three a lot. In the endgame the king is drawn towards its own pawns.
 */
#include "chess_eval_parts.h"

/* The pawn of bb closest to `color`'s back rank. */
static int nearest_pawn(Bitboard bb, int color) {
    return color == WHITE ? bb_first(bb) : 63 - __builtin_clzll(bb);
}

/* One file of the shelter: our nearest pawn in front of the king and their storming one;
 * ours and theirs hold only the pawns in front of the king. The weights are noted in counts
 * unless it is NULL. */
static PackedScore shelter_file(const ChessPos *pos, int color, int file, Bitboard ours,
                                Bitboard theirs, int *counts) {
    Bitboard file_bb = FILE_A_BB << file;
    ours &= file_bb;
    theirs &= file_bb;
    int our_rank = ours ? relative_rank(color, nearest_pawn(ours, color)) : 0;
    int their_rank = theirs ? relative_rank(color, nearest_pawn(theirs, color)) : 0;
    /* Relative rank 1 is the second rank: SHELTER_RANK_2 follows SHELTER_NO_PAWN. */
    PackedScore score = weight_times(counts, color, CHESS_SHELTER_NO_PAWN + our_rank, 1);
    if (their_rank && our_rank == their_rank - 1)
        score += weight_times(counts, color, CHESS_STORM_BLOCKED_RANK_3 + their_rank - 2, 1);
    else if (their_rank)
        score += weight_times(counts, color, CHESS_STORM_RANK_2 + their_rank - 1, 1);
    if (!(pos->by_type[PAWN] & file_bb))
        score += weight_times(counts, color, CHESS_KING_OPEN_FILE, 1);
    return score;
}

/* The shelter of a king of `color` standing on `king`: higher midgame values are safer. */
static PackedScore shelter_at(const ChessPos *pos, int color, int king, int *counts) {
    Bitboard in_front = fill_up(RANK_1_BB << (8 * square_rank(king)), color);
    Bitboard ours = chess_pos_pieces(pos, color, PAWN) & in_front;
    Bitboard theirs = chess_pos_pieces(pos, color ^ 1, PAWN) & in_front;
    int centre = square_file(king) < 1 ? 1 : square_file(king) > 6 ? 6 : square_file(king);
    PackedScore score = 0;
    for (int file = centre - 1; file <= centre + 1; file++)
        score += shelter_file(pos, color, file, ours, theirs, counts);
    return score;
}

/* The shelter that counts: the current one, or one castling can still reach when that is
 * better in the midgame; *square is where the king stands for it. */
static PackedScore best_shelter(const ChessPos *pos, int color, int *square) {
    static const int RIGHTS[2][2] = {{WHITE_OO, WHITE_OOO}, {BLACK_OO, BLACK_OOO}};
    static const int CASTLED[2][2] = {{G1, C1}, {G8, C8}};
    *square = pos->king[color];
    PackedScore best = shelter_at(pos, color, *square, NULL);
    for (int side = 0; side < 2; side++) {
        if (!(pos->castling & RIGHTS[color][side]))
            continue;
        PackedScore castled = shelter_at(pos, color, CASTLED[color][side], NULL);
        if (packed_mg(castled) > packed_mg(best)) {
            best = castled;
            *square = CASTLED[color][side];
        }
    }
    return best;
}

/* Danger from the checks the enemy can give on squares we do not hold. */
static int safe_checks(const EvalInfo *info, int color, Bitboard weak) {
    const ChessPos *pos = info->pos;
    int them = color ^ 1, king = pos->king[color];
    Bitboard safe =
        ~pos->by_color[them] & (~info->attacks[color][NO_TYPE] | (weak & info->attacks2[them]));
    Bitboard rook_lines = chess_rook_attacks(king, pos->by_type[NO_TYPE]);
    Bitboard bishop_lines = chess_bishop_attacks(king, pos->by_type[NO_TYPE]);
    int danger = 0;
    if (rook_lines & info->attacks[them][ROOK] & safe)
        danger += SAFE_CHECK[ROOK];
    if ((rook_lines | bishop_lines) & info->attacks[them][QUEEN] & safe)
        danger += SAFE_CHECK[QUEEN];
    if (bishop_lines & info->attacks[them][BISHOP] & safe)
        danger += SAFE_CHECK[BISHOP];
    if (chess_knight_attacks(king) & info->attacks[them][KNIGHT] & safe)
        danger += SAFE_CHECK[KNIGHT];
    return danger;
}

/* The danger to the king of color, less its shelter (midgame points). */
static PackedScore king_danger(const EvalInfo *info, int color, int shelter) {
    int them = color ^ 1;
    bool queen = chess_pos_pieces(info->pos, them, QUEEN) != 0;
    /* An attack needs two pieces, or one with the queen behind it. */
    if (info->king_attackers[them] < (queen ? 1 : 2))
        return 0;
    Bitboard ring = chess_king_attacks(info->pos->king[color]);
    /* Attacked by them, defended at most once and then only by our king or queen. */
    Bitboard weak =
        info->attacks[them][NO_TYPE] & ~info->attacks2[color] &
        (~info->attacks[color][NO_TYPE] | info->attacks[color][KING] | info->attacks[color][QUEEN]);
    int danger = info->king_attackers[them] * info->king_attack_weight[them] +
                 DANGER_ZONE_HIT * info->king_zone_hits[them] +
                 DANGER_WEAK_RING * bb_count(weak & ring) + safe_checks(info, color, weak) -
                 shelter / DANGER_SHELTER_DIV;
    if (!queen)
        danger += DANGER_NO_QUEEN;
    PackedScore penalty = 0; /* danger beyond the last band adds nothing */
    for (int band = 0; band < DANGER_BANDS && danger > band * DANGER_BAND; band++) {
        int inside = danger - band * DANGER_BAND;
        inside = inside < DANGER_BAND ? inside : DANGER_BAND;
        penalty += eval_weight(info, color, CHESS_KING_DANGER_1 + band, inside / DANGER_STEP);
    }
    return penalty;
}

/* Endgame: squares between the king and its nearest own pawn. */
static int pawn_distance(const ChessPos *pos, int color) {
    int nearest = 0;
    for (Bitboard pawns = chess_pos_pieces(pos, color, PAWN); pawns;) {
        int distance = square_distance(pos->king[color], bb_pop_first(&pawns));
        nearest = nearest == 0 || distance < nearest ? distance : nearest;
    }
    return nearest;
}

/* The files the king's flank spans, by the king's file. */
static Bitboard king_flank(int file) {
    static const Bitboard FLANK[8] = {
        FILE_A_BB * 0x07, QUEEN_SIDE, QUEEN_SIDE, CENTRE_FILES,
        CENTRE_FILES,     KING_SIDE,  KING_SIDE,  FILE_A_BB * 0xE0,
    };
    return FLANK[file];
}

/* Enemy attacks on our camp in the king's flank, and a flank without pawns. */
static PackedScore flank_attacks(const EvalInfo *info, int color) {
    const ChessPos *pos = info->pos;
    int them = color ^ 1;
    Bitboard camp = color == WHITE ? 0x000000FFFFFFFFFFULL : 0xFFFFFFFFFF000000ULL;
    Bitboard flank = king_flank(square_file(pos->king[color]));
    Bitboard attacked = info->attacks[them][NO_TYPE] & flank & camp;
    int hits = bb_count(attacked) + bb_count(attacked & info->attacks2[them]);
    PackedScore score = eval_weight(info, color, CHESS_KING_FLANK_ATTACK, hits);
    if (!(pos->by_type[PAWN] & flank))
        score += eval_weight(info, color, CHESS_PAWNLESS_FLANK, 1);
    return score;
}

void chess_king_safety(EvalInfo *info, int color) {
    const ChessPos *pos = info->pos;
    int square;
    PackedScore shelter = best_shelter(pos, color, &square);
    if (info->weight_counts) /* the tuner wants the weights of the shelter that counts */
        shelter_at(pos, color, square, info->weight_counts);
    PackedScore danger = king_danger(info, color, packed_mg(shelter));
    eval_add(info, TERM_KING, color,
             shelter + danger +
                 eval_weight(info, color, CHESS_KING_PAWN_DISTANCE, pawn_distance(pos, color)) +
                 flank_attacks(info, color));
}
