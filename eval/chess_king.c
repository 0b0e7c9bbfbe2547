/*
 * chess_king.c - king safety in the chess evaluation. The pawn shelter in front of the king
 * and the enemy pawns storming it, on the king's file and its neighbours (open files count
 * against it); while castling is still possible the better of the current and the castled
 * shelter counts. Then the danger from the attack: the attackers of the king zone weighted
 * by type and number, their hits on the zone, ring squares only the king or queen defends,
 * safe checks each enemy piece type has, less the shelter, much less without an enemy queen.
 * Its square is the midgame penalty, so one attacker matters little and three a lot. In the
 * endgame the king is drawn towards its own pawns.
 */
#include "chess_eval_parts.h"

/* The pawn of bb closest to `color`'s back rank. */
static int nearest_pawn(Bitboard bb, int color) {
    return color == WHITE ? bb_first(bb) : 63 - __builtin_clzll(bb);
}

/* One file of the shelter: our nearest pawn in front of the king and their storming one;
 * ours and theirs hold only the pawns in front of the king. */
static int shelter_file(const ChessPos *pos, int color, int file, Bitboard ours, Bitboard theirs) {
    Bitboard file_bb = FILE_A_BB << file;
    ours &= file_bb;
    theirs &= file_bb;
    int our_rank = ours ? relative_rank(color, nearest_pawn(ours, color)) : 0;
    int their_rank = theirs ? relative_rank(color, nearest_pawn(theirs, color)) : 0;
    int score = SHELTER[our_rank];
    if (their_rank)
        score += our_rank == their_rank - 1 ? STORM_BLOCKED[their_rank] : STORM[their_rank];
    if (!(pos->by_type[PAWN] & file_bb))
        score += KING_OPEN_FILE;
    return score;
}

/* Midgame shelter points of a king of `color` standing on `king`: higher is safer. */
static int shelter_at(const ChessPos *pos, int color, int king) {
    Bitboard in_front = fill_up(RANK_1_BB << (8 * square_rank(king)), color);
    Bitboard ours = pos_pieces(pos, color, PAWN) & in_front;
    Bitboard theirs = pos_pieces(pos, color ^ 1, PAWN) & in_front;
    int centre = square_file(king) < 1 ? 1 : square_file(king) > 6 ? 6 : square_file(king);
    int score = 0;
    for (int file = centre - 1; file <= centre + 1; file++)
        score += shelter_file(pos, color, file, ours, theirs);
    return score;
}

/* The better of the current shelter and those castling can still reach. */
static int best_shelter(const ChessPos *pos, int color) {
    int best = shelter_at(pos, color, pos->king[color]);
    int king_side = color == WHITE ? WHITE_OO : BLACK_OO;
    int queen_side = color == WHITE ? WHITE_OOO : BLACK_OOO;
    if (pos->castling & king_side) {
        int castled = shelter_at(pos, color, color == WHITE ? G1 : G8);
        best = castled > best ? castled : best;
    }
    if (pos->castling & queen_side) {
        int castled = shelter_at(pos, color, color == WHITE ? C1 : C8);
        best = castled > best ? castled : best;
    }
    return best;
}

/* Danger from the checks the enemy can give on squares we do not hold. */
static int safe_checks(const EvalInfo *info, int color, Bitboard weak) {
    const ChessPos *pos = info->pos;
    int them = color ^ 1, king = pos->king[color];
    Bitboard safe =
        ~pos->by_color[them] & (~info->attacks[color][NO_TYPE] | (weak & info->attacks2[them]));
    Bitboard rook_lines = rook_attacks(king, pos->by_type[NO_TYPE]);
    Bitboard bishop_lines = bishop_attacks(king, pos->by_type[NO_TYPE]);
    int danger = 0;
    if (rook_lines & info->attacks[them][ROOK] & safe)
        danger += SAFE_CHECK[ROOK];
    if ((rook_lines | bishop_lines) & info->attacks[them][QUEEN] & safe)
        danger += SAFE_CHECK[QUEEN];
    if (bishop_lines & info->attacks[them][BISHOP] & safe)
        danger += SAFE_CHECK[BISHOP];
    if (knight_attacks(king) & info->attacks[them][KNIGHT] & safe)
        danger += SAFE_CHECK[KNIGHT];
    return danger;
}

static PackedScore king_danger(const EvalInfo *info, int color, int shelter) {
    int them = color ^ 1;
    bool queen = pos_pieces(info->pos, them, QUEEN) != 0;
    /* An attack needs two pieces, or one with the queen behind it. */
    if (info->king_attackers[them] < (queen ? 1 : 2))
        return 0;
    Bitboard ring = king_attacks(info->pos->king[color]);
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
    if (danger <= 0)
        return 0;
    danger = danger < DANGER_MAX ? danger : DANGER_MAX;
    return S(-danger * danger / 4096, -danger / 16);
}

/* Endgame: squares between the king and its nearest own pawn. */
static int pawn_distance(const ChessPos *pos, int color) {
    int nearest = 0;
    for (Bitboard pawns = pos_pieces(pos, color, PAWN); pawns;) {
        int distance = square_distance(pos->king[color], bb_pop_first(&pawns));
        nearest = nearest == 0 || distance < nearest ? distance : nearest;
    }
    return nearest;
}

void chess_king_safety(EvalInfo *info, int color) {
    int shelter = best_shelter(info->pos, color);
    PackedScore score = S(shelter, 0) + king_danger(info, color, shelter) +
                        KING_PAWN_DISTANCE * pawn_distance(info->pos, color);
    eval_add(info, TERM_KING, color, score);
}
