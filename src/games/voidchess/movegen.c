/*
 * movegen.c - fully legal Void Chess move generation.
 *
 * Pseudo-legal moves first: chess moves that never enter or cross a void (knights jump over
 * voids but do not land on them), the Minister's one- and two-step moves through empty or
 * void squares (VC3), castling (VC5), en passant, promotions to Q M R B N; a king standing
 * on an unstable square restricts the list to king moves (VC12). GEN_NOISY keeps captures
 * (en passant included) and all promotions.
 *
 * Then VC13: a move is legal iff the mover's king is not attacked after the move and the
 * end-of-turn resolution. Most moves cannot change that and pass without a test: when the
 * king is not in check and no enemy Minister stands within two king steps of it, a move of
 * another piece can only expose the king by opening a line between it and an enemy slider
 * (resolution turns squares void, and voids block sliders just as pieces do). Everything
 * else (king moves, castling, en passant, pieces on such a line, any move in check or near
 * an enemy Minister) is checked on the board after the move.
 */
#include "voidchess.h"

typedef struct Generator {
    const VoidChessPos *pos;
    Move *moves;
    int count;
    int us, them;
    VoidChessBits own, enemy, occupied, voids;
    VoidChessBits targets; /* squares a non-Minister piece may land on */
} Generator;

static const int PROMOTION_ORDER[] = {VOIDCHESS_QUEEN, VOIDCHESS_MINISTER, VOIDCHESS_ROOK,
                                      VOIDCHESS_BISHOP, VOIDCHESS_KNIGHT};

static inline void emit(Generator *g, int from, int to, int kind) {
    g->moves[g->count++] = voidchess_move(from, to, kind);
}

static inline void emit_targets(Generator *g, int from, VoidChessBits targets) {
    while (targets)
        emit(g, from, voidchess_pop_first(&targets), VOIDCHESS_MOVE_NORMAL);
}

bool voidchess_king_on_unstable(const VoidChessPos *pos) {
    return voidchess_has(pos->unstable, pos->king[pos->header.side]);
}

/* Castling on the king's home rank, by files: the king goes from e to king_to, the squares
 * between king and rook must be empty and not void, the king's start, passed and landing
 * squares not attacked (VC5). */
typedef struct CastlingPath {
    int right; /* white's right; black's is this shifted left by 2 */
    int king_to;
    int empty[3];
    int safe[3];
} CastlingPath;

enum { KING_FILE = 4 };

static const CastlingPath CASTLING_PATHS[2] = {
    {VOIDCHESS_WHITE_OO, 6, {5, 6, 7}, {4, 5, 6}},
    {VOIDCHESS_WHITE_OOO, 2, {1, 2, 3}, {4, 3, 2}},
};

static bool castling_path_clear(const Generator *g, const CastlingPath *path, int rank) {
    VoidChessBits blocked = g->occupied | g->voids;
    for (int i = 0; i < 3; i++)
        if (voidchess_has(blocked, voidchess_square(path->empty[i], rank)))
            return false;
    for (int i = 0; i < 3; i++)
        if (voidchess_square_attacked(g->pos, voidchess_square(path->safe[i], rank), g->them))
            return false;
    return true;
}

static void gen_castling(Generator *g) {
    int rank = g->us == VOIDCHESS_WHITE ? 0 : VOIDCHESS_RANKS - 1;
    for (int i = 0; i < 2; i++) {
        const CastlingPath *path = &CASTLING_PATHS[i];
        if ((g->pos->castling & path->right << (2 * g->us)) && castling_path_clear(g, path, rank))
            emit(g, voidchess_square(KING_FILE, rank), voidchess_square(path->king_to, rank),
                 VOIDCHESS_MOVE_CASTLING);
    }
}

static void gen_king(Generator *g, GenKind kind) {
    int king = g->pos->king[g->us];
    emit_targets(g, king, VOIDCHESS_TABLES.king[king] & g->targets);
    if (kind == GEN_ALL)
        gen_castling(g);
}

static void emit_pawn_moves(Generator *g, VoidChessBits targets, int delta) {
    VoidChessBits last = VOIDCHESS_TABLES.rank[g->us == VOIDCHESS_WHITE ? VOIDCHESS_RANKS - 1 : 0];
    while (targets) {
        int to = voidchess_pop_first(&targets), from = to - delta;
        if (!voidchess_has(last, to)) {
            emit(g, from, to, VOIDCHESS_MOVE_NORMAL);
            continue;
        }
        for (int i = 0; i < (int)(sizeof PROMOTION_ORDER / sizeof PROMOTION_ORDER[0]); i++)
            g->moves[g->count++] = voidchess_move_promotion(from, to, PROMOTION_ORDER[i]);
    }
}

static inline VoidChessBits shift_up(VoidChessBits set, int color, int delta) {
    VoidChessBits moved =
        color == VOIDCHESS_WHITE ? bits128_shift_up(set, delta) : bits128_shift_down(set, delta);
    return moved & VOIDCHESS_TABLES.board;
}

static void gen_en_passant(Generator *g) {
    int ep = g->pos->ep;
    if (ep == VOIDCHESS_NO_SQUARE)
        return;
    VoidChessBits capturers =
        VOIDCHESS_TABLES.pawn[g->them][ep] & voidchess_pieces(g->pos, g->us, VOIDCHESS_PAWN);
    while (capturers)
        emit(g, voidchess_pop_first(&capturers), ep, VOIDCHESS_MOVE_EN_PASSANT);
}

static void gen_pawns(Generator *g, GenKind kind) {
    int us = g->us, up = us == VOIDCHESS_WHITE ? VOIDCHESS_STRIDE : -VOIDCHESS_STRIDE;
    VoidChessBits pawns = voidchess_pieces(g->pos, us, VOIDCHESS_PAWN);
    VoidChessBits empty = VOIDCHESS_TABLES.board & ~g->occupied & ~g->voids;
    VoidChessBits last = VOIDCHESS_TABLES.rank[us == VOIDCHESS_WHITE ? VOIDCHESS_RANKS - 1 : 0];
    VoidChessBits third = VOIDCHESS_TABLES.rank[us == VOIDCHESS_WHITE ? 2 : VOIDCHESS_RANKS - 3];
    VoidChessBits push = shift_up(pawns, us, VOIDCHESS_STRIDE) & empty;
    VoidChessBits west =
        shift_up(pawns, us, us == VOIDCHESS_WHITE ? VOIDCHESS_STRIDE - 1 : VOIDCHESS_STRIDE + 1) &
        g->enemy;
    VoidChessBits east =
        shift_up(pawns, us, us == VOIDCHESS_WHITE ? VOIDCHESS_STRIDE + 1 : VOIDCHESS_STRIDE - 1) &
        g->enemy;
    if (kind == GEN_ALL) {
        emit_pawn_moves(g, push, up);
        emit_pawn_moves(g, shift_up(push & third, us, VOIDCHESS_STRIDE) & empty, 2 * up);
    } else {
        emit_pawn_moves(g, push & last, up);
    }
    emit_pawn_moves(g, west, up - 1);
    emit_pawn_moves(g, east, up + 1);
    gen_en_passant(g);
}

/* VC3: step 1 to a neighbour (a capture ends the move); after an empty or void step 1, step
 * 2 to a neighbour of it other than the start. Moves are from-to, so paths merge. */
static VoidChessBits minister_targets(const Generator *g, int from) {
    VoidChessBits near = VOIDCHESS_TABLES.king[from];
    VoidChessBits reach = near | voidchess_spread(near & ~g->occupied);
    return reach & ~g->own & ~voidchess_bit(from);
}

static void gen_pieces(Generator *g, GenKind kind) {
    const VoidChessPos *pos = g->pos;
    VoidChessBits own = g->own, blockers = g->occupied | g->voids,
                  queens = pos->by_type[VOIDCHESS_QUEEN];
    for (VoidChessBits set = own & pos->by_type[VOIDCHESS_KNIGHT]; set;) {
        int from = voidchess_pop_first(&set);
        emit_targets(g, from, VOIDCHESS_TABLES.knight[from] & g->targets);
    }
    for (VoidChessBits set = own & (pos->by_type[VOIDCHESS_BISHOP] | queens); set;) {
        int from = voidchess_pop_first(&set);
        emit_targets(g, from, voidchess_bishop_attacks(from, blockers) & g->targets);
    }
    for (VoidChessBits set = own & (pos->by_type[VOIDCHESS_ROOK] | queens); set;) {
        int from = voidchess_pop_first(&set);
        emit_targets(g, from, voidchess_rook_attacks(from, blockers) & g->targets);
    }
    for (VoidChessBits set = own & pos->by_type[VOIDCHESS_MINISTER]; set;) {
        int from = voidchess_pop_first(&set);
        VoidChessBits targets = minister_targets(g, from);
        emit_targets(g, from, kind == GEN_NOISY ? targets & g->enemy : targets);
    }
}

bool voidchess_move_keeps_king_safe(const VoidChessPos *pos, Move move) {
    int us = pos->header.side, from = voidchess_move_from(move), to = voidchess_move_to(move);
    int type = voidchess_type(pos->board[from]);
    VoidChessBits own = pos->by_color[us], enemy = pos->by_color[us ^ 1] & ~voidchess_bit(to);
    VoidChessBits voids = pos->voids, doomed = pos->unstable & own;
    own ^= voidchess_bit(from) | voidchess_bit(to);
    if (voidchess_move_kind(move) == VOIDCHESS_MOVE_EN_PASSANT)
        enemy &=
            ~voidchess_bit(us == VOIDCHESS_WHITE ? to - VOIDCHESS_STRIDE : to + VOIDCHESS_STRIDE);
    if (voidchess_move_kind(move) == VOIDCHESS_MOVE_CASTLING)
        own ^= voidchess_bit(to > from ? to + 2 : to - 2) | voidchess_bit((from + to) / 2);
    if (type == VOIDCHESS_MINISTER || voidchess_move_promotion_type(move) == VOIDCHESS_MINISTER)
        voids &= ~voidchess_bit(to);
    own &= ~doomed;
    voids |= doomed;
    VoidChessAttackBoard board = {pos, enemy, own | enemy, voids};
    return !voidchess_attacked(&board, type == VOIDCHESS_KING ? to : pos->king[us], us ^ 1);
}

/* Directions from the king along which an enemy slider could be uncovered. */
static unsigned exposed_directions(const VoidChessPos *pos, int king, int them) {
    VoidChessBits queens = pos->by_type[VOIDCHESS_QUEEN];
    VoidChessBits straight = (pos->by_type[VOIDCHESS_ROOK] | queens) & pos->by_color[them];
    VoidChessBits diagonal = (pos->by_type[VOIDCHESS_BISHOP] | queens) & pos->by_color[them];
    unsigned exposed = 0;
    for (int d = 0; d < VOIDCHESS_DIRECTIONS; d++) {
        bool orthogonal =
            d == VOIDCHESS_N || d == VOIDCHESS_E || d == VOIDCHESS_S || d == VOIDCHESS_W;
        if (VOIDCHESS_TABLES.ray[d][king] & (orthogonal ? straight : diagonal))
            exposed |= 1u << d;
    }
    return exposed;
}

/* Keeps the moves after which the mover's king is safe (VC13); returns the new count. */
static int keep_legal(const VoidChessPos *pos, Move *moves, int count) {
    int us = pos->header.side, king = pos->king[us];
    bool test_all =
        voidchess_square_attacked(pos, king, us ^ 1) ||
        (voidchess_pieces(pos, us ^ 1, VOIDCHESS_MINISTER) & VOIDCHESS_TABLES.box[king]);
    unsigned exposed = test_all ? 0 : exposed_directions(pos, king, us ^ 1);
    int legal = 0;
    for (int i = 0; i < count; i++) {
        Move move = moves[i];
        int from = voidchess_move_from(move), direction = VOIDCHESS_TABLES.direction[king][from];
        bool risky = test_all || from == king ||
                     voidchess_move_kind(move) != VOIDCHESS_MOVE_NORMAL ||
                     (direction >= 0 && (exposed >> direction & 1));
        if (!risky || voidchess_move_keeps_king_safe(pos, move))
            moves[legal++] = move;
    }
    return legal;
}

int voidchess_generate(const void *position, Move *moves, GenKind kind) {
    const VoidChessPos *pos = position;
    int us = pos->header.side;
    Generator g = {
        .pos = pos,
        .moves = moves,
        .us = us,
        .them = us ^ 1,
        .own = pos->by_color[us],
        .enemy = pos->by_color[us ^ 1],
        .occupied = pos->by_type[VOIDCHESS_NO_TYPE],
        .voids = pos->voids,
    };
    g.targets = kind == GEN_NOISY ? g.enemy : VOIDCHESS_TABLES.board & ~g.own & ~g.voids;
    gen_king(&g, kind);
    if (!voidchess_king_on_unstable(pos)) {
        gen_pawns(&g, kind);
        gen_pieces(&g, kind);
    }
    return keep_legal(pos, moves, g.count);
}
