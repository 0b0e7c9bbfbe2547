/*
 * chess_pieces.c - the pieces' part of the chess evaluation: material and piece-square
 * tables for every piece, then for knights, bishops, rooks and queens their attacks (kept
 * in EvalInfo for king safety and threats), mobility over safe squares, what they add to
 * the attack on the enemy king, and their placement: knight and bishop outposts, minors
 * shielded by a pawn, the bishop pair and bishops hemmed in by their own pawns, rooks on
 * open and half-open files, rooks shut in by their own king.
 */
#include "chess_eval_parts.h"

/* Ranks four to six as `color` counts them: where an outpost can be. */
static Bitboard outpost_ranks(int color) {
    return color == WHITE ? 0x0000FFFFFF000000ULL : 0x000000FFFFFF0000ULL;
}

/* The square as its owner sees the board: rank 0 is its back rank. */
static int owner_square(int color, int square) {
    return color == WHITE ? square : square_flip_rank(square);
}

/* The first entry (A1) of each piece's piece-square table. */
static const int PSQT_A1[TYPE_COUNT] = {
    [KNIGHT] = CHESS_KNIGHT_PSQT_A1, [BISHOP] = CHESS_BISHOP_PSQT_A1, [ROOK] = CHESS_ROOK_PSQT_A1,
    [QUEEN] = CHESS_QUEEN_PSQT_A1,   [KING] = CHESS_KING_PSQT_A1,
};

/* Piece-square tables for pieces are half boards: files e-h mirror files d-a. */
static int half_board_index(int owner_square) {
    int file = square_file(owner_square);
    return square_rank(owner_square) * 4 + (file < 4 ? file : 7 - file);
}

static PackedScore piece_square(const EvalInfo *info, int color, int type, int square) {
    return eval_weight(info, color, PSQT_A1[type] + half_board_index(owner_square(color, square)),
                       1);
}

/* Material of every piece; piece-square values of pawns and king (the other pieces add
 * theirs while their attacks are worked out). */
void chess_pieces_material(EvalInfo *info, int color) {
    const ChessPos *pos = info->pos;
    PackedScore material = 0, psqt = 0;
    for (int type = PAWN; type <= QUEEN; type++)
        material += eval_weight(info, color, chess_material_weight(type),
                                bb_count(chess_pos_pieces(pos, color, type)));
    for (Bitboard pawns = chess_pos_pieces(pos, color, PAWN); pawns;)
        psqt += eval_weight(info, color,
                            CHESS_PAWN_PSQT_A2 + owner_square(color, bb_pop_first(&pawns)) - A2, 1);
    psqt += piece_square(info, color, KING, pos->king[color]);
    eval_add(info, TERM_MATERIAL, color, material);
    eval_add(info, TERM_PSQT, color, psqt);
}

/* Records one piece's attacks, scores its square, its mobility (mobility_0: the weight of no
 * safe square, more squares follow) and its share in the attack on the enemy king zone;
 * returns the number of safe squares it reaches. */
static int piece_attacks(EvalInfo *info, int color, int type, int square, Bitboard attacks,
                         int mobility_0) {
    eval_add(info, TERM_PSQT, color, piece_square(info, color, type, square));
    eval_note_attacks(info, color, type, attacks);
    int count = bb_count(attacks & info->mobility_area[color]);
    eval_add_weight(info, TERM_MOBILITY, color, mobility_0 + count, 1);
    Bitboard zone_hits = attacks & info->king_zone[color ^ 1];
    if (zone_hits) {
        info->king_attackers[color]++;
        info->king_attack_weight[color] += KING_ATTACK_WEIGHT[type];
        info->king_zone_hits[color] += bb_count(zone_hits);
    }
    return count;
}

/* Squares on ranks four to six, defended by our pawns, that no enemy pawn can ever attack. */
static Bitboard outpost_squares(const EvalInfo *info, int color) {
    int them = color ^ 1;
    Bitboard their_pawns = chess_pos_pieces(info->pos, them, PAWN);
    Bitboard attackable = pawn_attack_set(fill_up(their_pawns, them), them);
    return outpost_ranks(color) & info->attacks[color][PAWN] & ~attackable;
}

/* A minor piece right behind a pawn is shielded from attacks along the file. */
static void minor_behind_pawn(EvalInfo *info, int color, int term, int square) {
    if (shift_up(square_bb(square), color) & info->pos->by_type[PAWN])
        eval_add_weight(info, term, color, CHESS_MINOR_BEHIND_PAWN, 1);
}

static void knights(EvalInfo *info, int color, Bitboard outposts) {
    const ChessPos *pos = info->pos;
    for (Bitboard knights = chess_pos_pieces(pos, color, KNIGHT); knights;) {
        int square = bb_pop_first(&knights);
        Bitboard attacks = chess_knight_attacks(square);
        piece_attacks(info, color, KNIGHT, square, attacks, CHESS_KNIGHT_MOBILITY_0);
        if (outposts & square_bb(square))
            eval_add_weight(info, TERM_KNIGHTS, color, CHESS_KNIGHT_OUTPOST, 1);
        else if (attacks & outposts & ~pos->by_color[color])
            eval_add_weight(info, TERM_KNIGHTS, color, CHESS_KNIGHT_REACHES_OUTPOST, 1);
        minor_behind_pawn(info, color, TERM_KNIGHTS, square);
    }
}

static void bishops(EvalInfo *info, int color, Bitboard outposts) {
    const ChessPos *pos = info->pos;
    Bitboard bishops = chess_pos_pieces(pos, color, BISHOP),
             pawns = chess_pos_pieces(pos, color, PAWN);
    if ((bishops & DARK_SQUARES) && (bishops & ~DARK_SQUARES))
        eval_add_weight(info, TERM_BISHOPS, color, CHESS_BISHOP_PAIR, 1);
    /* Bishops look through their own queen: a battery. */
    Bitboard occupied = pos->by_type[NO_TYPE] ^ chess_pos_pieces(pos, color, QUEEN);
    while (bishops) {
        int square = bb_pop_first(&bishops);
        piece_attacks(info, color, BISHOP, square, chess_bishop_attacks(square, occupied),
                      CHESS_BISHOP_MOBILITY_0);
        if (outposts & square_bb(square))
            eval_add_weight(info, TERM_BISHOPS, color, CHESS_BISHOP_OUTPOST, 1);
        minor_behind_pawn(info, color, TERM_BISHOPS, square);
        if (bb_count(chess_bishop_attacks(square, pos->by_type[PAWN]) & CENTRE_SQUARES) >= 2)
            eval_add_weight(info, TERM_BISHOPS, color, CHESS_BISHOP_LONG_DIAGONAL, 1);
        Bitboard same_colour = (DARK_SQUARES & square_bb(square)) ? DARK_SQUARES : ~DARK_SQUARES;
        eval_add_weight(info, TERM_BISHOPS, color, CHESS_BISHOP_PAWN_SAME_COLOUR,
                        bb_count(pawns & same_colour));
    }
}

/* A rook with few moves on the side its uncastled king stands towards. */
static bool rook_trapped(const ChessPos *pos, int color, int square, int mobility) {
    int king = pos->king[color], king_file = square_file(king);
    int rights = color == WHITE ? WHITE_OO | WHITE_OOO : BLACK_OO | BLACK_OOO;
    return mobility <= ROOK_TRAPPED_MOBILITY && !(pos->castling & rights) &&
           relative_rank(color, king) == 0 && (king_file < 4) == (square_file(square) < king_file);
}

static void rooks(EvalInfo *info, int color) {
    const ChessPos *pos = info->pos;
    Bitboard our_pawns = chess_pos_pieces(pos, color, PAWN), pawns = pos->by_type[PAWN];
    /* Rooks look through their own rooks and queen: doubled rooks, batteries. */
    Bitboard occupied = pos->by_type[NO_TYPE] ^ chess_pos_pieces(pos, color, QUEEN) ^
                        chess_pos_pieces(pos, color, ROOK);
    for (Bitboard rooks = chess_pos_pieces(pos, color, ROOK); rooks;) {
        int square = bb_pop_first(&rooks);
        int mobility = piece_attacks(info, color, ROOK, square,
                                     chess_rook_attacks(square, occupied), CHESS_ROOK_MOBILITY_0);
        Bitboard file = FILE_A_BB << square_file(square);
        if (file & pos->by_type[QUEEN])
            eval_add_weight(info, TERM_ROOKS, color, CHESS_ROOK_ON_QUEEN_FILE, 1);
        if (!(file & pawns))
            eval_add_weight(info, TERM_ROOKS, color, CHESS_ROOK_OPEN_FILE, 1);
        else if (!(file & our_pawns))
            eval_add_weight(info, TERM_ROOKS, color, CHESS_ROOK_SEMI_OPEN_FILE, 1);
        else if (rook_trapped(pos, color, square, mobility))
            eval_add_weight(info, TERM_ROOKS, color, CHESS_ROOK_TRAPPED, 1);
    }
}

static void queens(EvalInfo *info, int color) {
    const ChessPos *pos = info->pos;
    Bitboard occupied = pos->by_type[NO_TYPE];
    for (Bitboard queens = chess_pos_pieces(pos, color, QUEEN); queens;) {
        int square = bb_pop_first(&queens);
        Bitboard attacks =
            chess_bishop_attacks(square, occupied) | chess_rook_attacks(square, occupied);
        piece_attacks(info, color, QUEEN, square, attacks, CHESS_QUEEN_MOBILITY_0);
    }
}

void chess_pieces_activity(EvalInfo *info, int color) {
    Bitboard outposts = outpost_squares(info, color);
    knights(info, color, outposts);
    bishops(info, color, outposts);
    rooks(info, color);
    queens(info, color);
}
