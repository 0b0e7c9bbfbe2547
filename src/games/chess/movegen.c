/*
 * movegen.c - fully legal chess move generation.
 *
 * No move is played to test it. The king's squares are checked for attacks with the king
 * lifted off the board (so it cannot hide behind itself from a slider). In double check only
 * the king moves. Otherwise every other move must land in the check mask (the checker or a
 * square between it and the king; everything when not in check), and a pinned piece must
 * stay on the line through its king. En passant, which removes two pieces from one rank, is
 * verified by recomputing the attacks on the king. GEN_NOISY keeps captures (en passant
 * included) and all promotions.
 */
#include "chess.h"

typedef struct Generator {
    const ChessPos *pos;
    Move *moves;
    int count;
    int us, them, king;
    Bitboard occupied, enemy, pinned;
} Generator;

/* Where castling needs empty squares and squares the king crosses unattacked. */
typedef struct CastlingPath {
    int right, king_from, king_to;
    Bitboard empty, safe;
} CastlingPath;

static const CastlingPath CASTLING_PATHS[4] = {
    {WHITE_OO, E1, G1, 1ULL << F1 | 1ULL << G1, 1ULL << F1 | 1ULL << G1},
    {WHITE_OOO, E1, C1, 1ULL << B1 | 1ULL << C1 | 1ULL << D1, 1ULL << C1 | 1ULL << D1},
    {BLACK_OO, E8, G8, 1ULL << F8 | 1ULL << G8, 1ULL << F8 | 1ULL << G8},
    {BLACK_OOO, E8, C8, 1ULL << B8 | 1ULL << C8 | 1ULL << D8, 1ULL << C8 | 1ULL << D8},
};

static inline void emit(Generator *g, int from, int to, int kind) {
    g->moves[g->count++] = chess_move_make(from, to, kind);
}

static inline void emit_targets(Generator *g, int from, Bitboard targets) {
    while (targets)
        emit(g, from, bb_pop_first(&targets), MOVE_NORMAL);
}

static inline void emit_promotions(Generator *g, int from, int to) {
    for (int type = QUEEN; type >= KNIGHT; type--)
        g->moves[g->count++] = chess_move_make_promotion(from, to, type);
}

/* Own pieces standing alone between the king and an enemy slider aimed at it. */
static Bitboard pinned_pieces(const ChessPos *pos, int us, int king, Bitboard occupied) {
    Bitboard queens = pos->by_type[QUEEN];
    Bitboard snipers = (chess_rook_attacks(king, 0) & (pos->by_type[ROOK] | queens)) |
                       (chess_bishop_attacks(king, 0) & (pos->by_type[BISHOP] | queens));
    snipers &= pos->by_color[us ^ 1];
    Bitboard pinned = 0;
    while (snipers) {
        Bitboard blockers = chess_squares_between(king, bb_pop_first(&snipers)) & occupied;
        if (blockers && !bb_several(blockers))
            pinned |= blockers;
    }
    return pinned & pos->by_color[us];
}

static inline bool pin_allows(const Generator *g, int from, int to) {
    return !(g->pinned & square_bb(from)) || (chess_squares_line(g->king, from) & square_bb(to));
}

static void gen_king(Generator *g, Bitboard targets) {
    Bitboard occupied = g->occupied ^ square_bb(g->king);
    Bitboard moves = chess_king_attacks(g->king) & targets;
    while (moves) {
        int to = bb_pop_first(&moves);
        if (!chess_pos_attackers(g->pos, to, g->them, occupied))
            emit(g, g->king, to, MOVE_NORMAL);
    }
}

static void gen_castling(Generator *g) {
    for (int i = 2 * g->us; i < 2 * g->us + 2; i++) {
        const CastlingPath *path = &CASTLING_PATHS[i];
        if (!(g->pos->castling & path->right) || (g->occupied & path->empty))
            continue;
        Bitboard safe = path->safe;
        bool attacked = false;
        while (safe && !attacked)
            attacked = chess_pos_attackers(g->pos, bb_pop_first(&safe), g->them, g->occupied) != 0;
        if (!attacked)
            emit(g, path->king_from, path->king_to, MOVE_CASTLING);
    }
}

/* Pawn moves to every square of targets, each coming from `delta` squares behind. */
static void emit_pawn_set(Generator *g, Bitboard targets, int delta, bool promote) {
    while (targets) {
        int to = bb_pop_first(&targets), from = to - delta;
        if (!pin_allows(g, from, to))
            continue;
        if (promote)
            emit_promotions(g, from, to);
        else
            emit(g, from, to, MOVE_NORMAL);
    }
}

static bool en_passant_is_legal(const Generator *g, int from, int ep) {
    const ChessPos *pos = g->pos;
    int captured = ep ^ 8;
    Bitboard occupied = (g->occupied ^ square_bb(from) ^ square_bb(captured)) | square_bb(ep);
    Bitboard attackers = chess_pos_attackers(pos, g->king, g->them, occupied);
    return (attackers & ~square_bb(captured)) == 0;
}

static void gen_en_passant(Generator *g) {
    int ep = g->pos->ep;
    if (ep == NO_SQUARE)
        return;
    Bitboard capturers = chess_pawn_attacks(g->them, ep) & chess_pos_pieces(g->pos, g->us, PAWN);
    while (capturers) {
        int from = bb_pop_first(&capturers);
        if (en_passant_is_legal(g, from, ep))
            emit(g, from, ep, MOVE_EN_PASSANT);
    }
}

static inline Bitboard pawn_push(Bitboard pawns, int color) {
    return color == WHITE ? pawns << 8 : pawns >> 8;
}

static void gen_pawns(Generator *g, Bitboard check_mask, GenKind kind) {
    int us = g->us, up = us == WHITE ? 8 : -8;
    Bitboard pawns = chess_pos_pieces(g->pos, us, PAWN);
    Bitboard last = us == WHITE ? RANK_8_BB : RANK_1_BB;
    Bitboard third = us == WHITE ? RANK_3_BB : RANK_6_BB;
    Bitboard push = pawn_push(pawns, us) & ~g->occupied;
    Bitboard double_push = pawn_push(push & third, us) & ~g->occupied & check_mask;
    Bitboard west = (pawn_push(pawns & ~FILE_A_BB, us) >> 1) & g->enemy & check_mask;
    Bitboard east = (pawn_push(pawns & ~FILE_H_BB, us) << 1) & g->enemy & check_mask;
    push &= check_mask;
    if (kind == GEN_ALL) {
        emit_pawn_set(g, push & ~last, up, false);
        emit_pawn_set(g, double_push, 2 * up, false);
    }
    emit_pawn_set(g, west & ~last, up - 1, false);
    emit_pawn_set(g, east & ~last, up + 1, false);
    emit_pawn_set(g, push & last, up, true);
    emit_pawn_set(g, west & last, up - 1, true);
    emit_pawn_set(g, east & last, up + 1, true);
    gen_en_passant(g);
}

static void gen_pieces(Generator *g, Bitboard targets) {
    const ChessPos *pos = g->pos;
    Bitboard own = pos->by_color[g->us], queens = pos->by_type[QUEEN];
    Bitboard knights = own & pos->by_type[KNIGHT] & ~g->pinned;
    while (knights) {
        int from = bb_pop_first(&knights);
        emit_targets(g, from, chess_knight_attacks(from) & targets);
    }
    Bitboard diagonal = own & (pos->by_type[BISHOP] | queens);
    while (diagonal) {
        int from = bb_pop_first(&diagonal);
        Bitboard moves = chess_bishop_attacks(from, g->occupied) & targets;
        if (g->pinned & square_bb(from))
            moves &= chess_squares_line(g->king, from);
        emit_targets(g, from, moves);
    }
    Bitboard straight = own & (pos->by_type[ROOK] | queens);
    while (straight) {
        int from = bb_pop_first(&straight);
        Bitboard moves = chess_rook_attacks(from, g->occupied) & targets;
        if (g->pinned & square_bb(from))
            moves &= chess_squares_line(g->king, from);
        emit_targets(g, from, moves);
    }
}

int chess_generate(const void *position, Move *moves, GenKind kind) {
    const ChessPos *pos = position;
    int us = pos->header.side;
    Generator g = {
        .pos = pos,
        .moves = moves,
        .us = us,
        .them = us ^ 1,
        .king = pos->king[us],
        .occupied = pos->by_type[NO_TYPE],
        .enemy = pos->by_color[us ^ 1],
    };
    Bitboard targets = kind == GEN_NOISY ? g.enemy : ~pos->by_color[us];
    Bitboard checkers = chess_pos_attackers(pos, g.king, g.them, g.occupied);
    gen_king(&g, targets);
    if (bb_several(checkers))
        return g.count;
    Bitboard check_mask =
        checkers ? chess_squares_between(g.king, bb_first(checkers)) | checkers : ~0ULL;
    g.pinned = pinned_pieces(pos, us, g.king, g.occupied);
    gen_pawns(&g, check_mask, kind);
    gen_pieces(&g, targets & check_mask);
    if (kind == GEN_ALL && !checkers)
        gen_castling(&g);
    return g.count;
}
