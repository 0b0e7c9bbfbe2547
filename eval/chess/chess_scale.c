/*
 * chess_scale.c - endgame scaling in the chess evaluation: how much of the endgame score
 * the side ahead can hope to convert, in 64ths. Without pawns a small material edge rarely
 * wins (KR v KB, KRB v KR, a lone minor, two knights); bishops of opposite colours are
 * drawish, most of all with nothing else on the board; and unless it is a rook or more
 * ahead, the fewer pawns the side ahead has left, the less its advantage is worth. A rook
 * ending a pawn up with all the pawns of the side ahead on one flank, and the defending king
 * beside its own pawns, is usually held. Material
 * is measured by the midgame material weights. Not a sum of weights: the tuner takes the
 * factor as given (EvalFeatures.scale).
 */
#include "chess_eval_parts.h"

/* Scale factors out of SCALE_NORMAL; hand-set after the classical engines' choices. */
enum {
    SCALE_DRAW = 0,
    SCALE_PAWNLESS_VS_MINOR = 4, /* e.g. KR v KB, KBN v KN */
    SCALE_PAWNLESS_VS_ROOK = 14, /* e.g. KRB v KR, KRN v KR */
    SCALE_TWO_KNIGHTS = 4,       /* KNN v K cannot be forced */
    SCALE_BISHOPS_ONLY_OCB = 20, /* opposite bishops and pawns alone */
    SCALE_PER_OCB_PASSER = 6,    /* ... plus this per passed pawn of the side ahead */
    SCALE_OCB_WITH_PIECES = 44,  /* opposite bishops with other pieces */
    SCALE_FEW_PAWNS_BASE = 36,   /* the side ahead keeps this much with no pawns ... */
    SCALE_PER_PAWN = 7,          /* ... plus this per pawn it still has */
    SCALE_ROOK_ONE_FLANK = 36,   /* rook ending, at most a pawn up, all on one flank */
};

/* The midgame material weight of a piece type. */
static int material_mg(int type) {
    return packed_mg(chess_weight(chess_material_weight(type)));
}

static int non_pawn_material(const ChessPos *pos, int color) {
    int material = 0;
    for (int type = KNIGHT; type <= QUEEN; type++)
        material += bb_count(chess_pos_pieces(pos, color, type)) * material_mg(type);
    return material;
}

static bool opposite_bishops(const ChessPos *pos) {
    Bitboard white = chess_pos_pieces(pos, WHITE, BISHOP),
             black = chess_pos_pieces(pos, BLACK, BISHOP);
    return bb_count(white) == 1 && bb_count(black) == 1 &&
           !(white & DARK_SQUARES) != !(black & DARK_SQUARES);
}

static int pawnless_scale(const ChessPos *pos, int strong, int strong_npm, int weak_npm) {
    int bishop = material_mg(BISHOP), rook = material_mg(ROOK);
    if (strong_npm - weak_npm <= bishop)
        return strong_npm < rook    ? SCALE_DRAW
               : weak_npm <= bishop ? SCALE_PAWNLESS_VS_MINOR
                                    : SCALE_PAWNLESS_VS_ROOK;
    if (pos->by_color[strong] ==
        (chess_pos_pieces(pos, strong, KNIGHT) | chess_pos_pieces(pos, strong, KING)))
        return SCALE_TWO_KNIGHTS;
    return SCALE_NORMAL;
}

/* Each side a rook and pawns only; the side ahead at most a pawn up, its pawns on one flank
 * (files a-d or e-h), and the defending king next to one of its own pawns. */
static bool held_rook_ending(const ChessPos *pos, int strong, int strong_npm, int weak_npm) {
    int rook = material_mg(ROOK), weak = strong ^ 1;
    Bitboard strong_pawns = chess_pos_pieces(pos, strong, PAWN);
    Bitboard weak_pawns = chess_pos_pieces(pos, weak, PAWN);
    return strong_npm == rook && weak_npm == rook &&
           bb_count(strong_pawns) - bb_count(weak_pawns) <= 1 &&
           !(strong_pawns & QUEEN_SIDE) != !(strong_pawns & KING_SIDE) &&
           (chess_king_attacks(pos->king[weak]) & weak_pawns) != 0;
}

int chess_scale_factor(const EvalInfo *info, int eg_score) {
    const ChessPos *pos = info->pos;
    int strong = eg_score > 0 ? WHITE : BLACK, weak = strong ^ 1;
    int strong_npm = non_pawn_material(pos, strong), weak_npm = non_pawn_material(pos, weak);
    int strong_pawns = bb_count(chess_pos_pieces(pos, strong, PAWN));
    if (strong_pawns == 0) {
        int scale = pawnless_scale(pos, strong, strong_npm, weak_npm);
        if (scale < SCALE_NORMAL)
            return scale;
    }
    int bishop = material_mg(BISHOP);
    if (opposite_bishops(pos)) {
        if (strong_npm != bishop || weak_npm != bishop)
            return SCALE_OCB_WITH_PIECES;
        int scale = SCALE_BISHOPS_ONLY_OCB + SCALE_PER_OCB_PASSER * bb_count(info->passed[strong]);
        return scale < SCALE_NORMAL ? scale : SCALE_NORMAL;
    }
    if (strong_npm - weak_npm >= material_mg(ROOK))
        return SCALE_NORMAL; /* a rook or more ahead wins with or without pawns */
    if (held_rook_ending(pos, strong, strong_npm, weak_npm))
        return SCALE_ROOK_ONE_FLANK;
    int scale = SCALE_FEW_PAWNS_BASE + SCALE_PER_PAWN * strong_pawns;
    return scale < SCALE_NORMAL ? scale : SCALE_NORMAL;
}
