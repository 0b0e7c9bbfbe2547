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
    const VcPos *pos;
    Move *moves;
    int count;
    int us, them;
    VcBits own, enemy, occupied, voids;
    VcBits targets; /* squares a non-Minister piece may land on */
} Generator;

static const int PROMOTION_ORDER[] = {VC_QUEEN, VC_MINISTER, VC_ROOK, VC_BISHOP, VC_KNIGHT};

static inline void emit(Generator *g, int from, int to, int kind) {
    g->moves[g->count++] = vc_move(from, to, kind);
}

static inline void emit_targets(Generator *g, int from, VcBits targets) {
    while (targets)
        emit(g, from, vc_pop_first(&targets), VC_MOVE_NORMAL);
}

bool vc_king_on_unstable(const VcPos *pos) {
    return vc_has(pos->unstable, pos->king[pos->header.side]);
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
    {VC_WHITE_OO, 6, {5, 6, 7}, {4, 5, 6}},
    {VC_WHITE_OOO, 2, {1, 2, 3}, {4, 3, 2}},
};

static bool castling_path_clear(const Generator *g, const CastlingPath *path, int rank) {
    VcBits blocked = g->occupied | g->voids;
    for (int i = 0; i < 3; i++)
        if (vc_has(blocked, vc_square(path->empty[i], rank)))
            return false;
    for (int i = 0; i < 3; i++)
        if (vc_square_attacked(g->pos, vc_square(path->safe[i], rank), g->them))
            return false;
    return true;
}

static void gen_castling(Generator *g) {
    int rank = g->us == VC_WHITE ? 0 : VC_RANKS - 1;
    for (int i = 0; i < 2; i++) {
        const CastlingPath *path = &CASTLING_PATHS[i];
        if ((g->pos->castling & path->right << (2 * g->us)) && castling_path_clear(g, path, rank))
            emit(g, vc_square(KING_FILE, rank), vc_square(path->king_to, rank), VC_MOVE_CASTLING);
    }
}

static void gen_king(Generator *g, GenKind kind) {
    int king = g->pos->king[g->us];
    emit_targets(g, king, VC_TABLES.king[king] & g->targets);
    if (kind == GEN_ALL)
        gen_castling(g);
}

static void emit_pawn_moves(Generator *g, VcBits targets, int delta) {
    VcBits last = VC_TABLES.rank[g->us == VC_WHITE ? VC_RANKS - 1 : 0];
    while (targets) {
        int to = vc_pop_first(&targets), from = to - delta;
        if (!vc_has(last, to)) {
            emit(g, from, to, VC_MOVE_NORMAL);
            continue;
        }
        for (int i = 0; i < (int)(sizeof PROMOTION_ORDER / sizeof PROMOTION_ORDER[0]); i++)
            g->moves[g->count++] = vc_move_promotion(from, to, PROMOTION_ORDER[i]);
    }
}

static inline VcBits shift_up(VcBits set, int color, int delta) {
    return (color == VC_WHITE ? set << delta : set >> delta) & VC_TABLES.board;
}

static void gen_en_passant(Generator *g) {
    int ep = g->pos->ep;
    if (ep == VC_NO_SQUARE)
        return;
    VcBits capturers = VC_TABLES.pawn[g->them][ep] & vc_pieces(g->pos, g->us, VC_PAWN);
    while (capturers)
        emit(g, vc_pop_first(&capturers), ep, VC_MOVE_EN_PASSANT);
}

static void gen_pawns(Generator *g, GenKind kind) {
    int us = g->us, up = us == VC_WHITE ? VC_STRIDE : -VC_STRIDE;
    VcBits pawns = vc_pieces(g->pos, us, VC_PAWN);
    VcBits empty = VC_TABLES.board & ~g->occupied & ~g->voids;
    VcBits last = VC_TABLES.rank[us == VC_WHITE ? VC_RANKS - 1 : 0];
    VcBits third = VC_TABLES.rank[us == VC_WHITE ? 2 : VC_RANKS - 3];
    VcBits push = shift_up(pawns, us, VC_STRIDE) & empty;
    VcBits west = shift_up(pawns, us, us == VC_WHITE ? VC_STRIDE - 1 : VC_STRIDE + 1) & g->enemy;
    VcBits east = shift_up(pawns, us, us == VC_WHITE ? VC_STRIDE + 1 : VC_STRIDE - 1) & g->enemy;
    if (kind == GEN_ALL) {
        emit_pawn_moves(g, push, up);
        emit_pawn_moves(g, shift_up(push & third, us, VC_STRIDE) & empty, 2 * up);
    } else {
        emit_pawn_moves(g, push & last, up);
    }
    emit_pawn_moves(g, west, up - 1);
    emit_pawn_moves(g, east, up + 1);
    gen_en_passant(g);
}

/* VC3: step 1 to a neighbour (a capture ends the move); after an empty or void step 1, step
 * 2 to a neighbour of it other than the start. Moves are from-to, so paths merge. */
static VcBits minister_targets(const Generator *g, int from) {
    VcBits near = VC_TABLES.king[from];
    VcBits reach = near | vc_spread(near & ~g->occupied);
    return reach & ~g->own & ~vc_bit(from);
}

static void gen_pieces(Generator *g, GenKind kind) {
    const VcPos *pos = g->pos;
    VcBits own = g->own, blockers = g->occupied | g->voids, queens = pos->by_type[VC_QUEEN];
    for (VcBits set = own & pos->by_type[VC_KNIGHT]; set;) {
        int from = vc_pop_first(&set);
        emit_targets(g, from, VC_TABLES.knight[from] & g->targets);
    }
    for (VcBits set = own & (pos->by_type[VC_BISHOP] | queens); set;) {
        int from = vc_pop_first(&set);
        emit_targets(g, from, vc_bishop_attacks(from, blockers) & g->targets);
    }
    for (VcBits set = own & (pos->by_type[VC_ROOK] | queens); set;) {
        int from = vc_pop_first(&set);
        emit_targets(g, from, vc_rook_attacks(from, blockers) & g->targets);
    }
    for (VcBits set = own & pos->by_type[VC_MINISTER]; set;) {
        int from = vc_pop_first(&set);
        VcBits targets = minister_targets(g, from);
        emit_targets(g, from, kind == GEN_NOISY ? targets & g->enemy : targets);
    }
}

bool vc_move_keeps_king_safe(const VcPos *pos, Move move) {
    int us = pos->header.side, from = vc_move_from(move), to = vc_move_to(move);
    int type = vc_type(pos->board[from]);
    VcBits own = pos->by_color[us], enemy = pos->by_color[us ^ 1] & ~vc_bit(to);
    VcBits voids = pos->voids, doomed = pos->unstable & own;
    own ^= vc_bit(from) | vc_bit(to);
    if (vc_move_kind(move) == VC_MOVE_EN_PASSANT)
        enemy &= ~vc_bit(us == VC_WHITE ? to - VC_STRIDE : to + VC_STRIDE);
    if (vc_move_kind(move) == VC_MOVE_CASTLING)
        own ^= vc_bit(to > from ? to + 2 : to - 2) | vc_bit((from + to) / 2);
    if (type == VC_MINISTER || vc_move_promotion_type(move) == VC_MINISTER)
        voids &= ~vc_bit(to);
    own &= ~doomed;
    voids |= doomed;
    VcAttackBoard board = {pos, enemy, own | enemy, voids};
    return !vc_attacked(&board, type == VC_KING ? to : pos->king[us], us ^ 1);
}

/* Directions from the king along which an enemy slider could be uncovered. */
static unsigned exposed_directions(const VcPos *pos, int king, int them) {
    VcBits queens = pos->by_type[VC_QUEEN];
    VcBits straight = (pos->by_type[VC_ROOK] | queens) & pos->by_color[them];
    VcBits diagonal = (pos->by_type[VC_BISHOP] | queens) & pos->by_color[them];
    unsigned exposed = 0;
    for (int d = 0; d < VC_DIRECTIONS; d++) {
        bool orthogonal = d == VC_N || d == VC_E || d == VC_S || d == VC_W;
        if (VC_TABLES.ray[d][king] & (orthogonal ? straight : diagonal))
            exposed |= 1u << d;
    }
    return exposed;
}

/* Keeps the moves after which the mover's king is safe (VC13); returns the new count. */
static int keep_legal(const VcPos *pos, Move *moves, int count) {
    int us = pos->header.side, king = pos->king[us];
    bool test_all = vc_square_attacked(pos, king, us ^ 1) ||
                    (vc_pieces(pos, us ^ 1, VC_MINISTER) & VC_TABLES.box[king]);
    unsigned exposed = test_all ? 0 : exposed_directions(pos, king, us ^ 1);
    int legal = 0;
    for (int i = 0; i < count; i++) {
        Move move = moves[i];
        int from = vc_move_from(move), direction = VC_TABLES.direction[king][from];
        bool risky = test_all || from == king || vc_move_kind(move) != VC_MOVE_NORMAL ||
                     (direction >= 0 && (exposed >> direction & 1));
        if (!risky || vc_move_keeps_king_safe(pos, move))
            moves[legal++] = move;
    }
    return legal;
}

int voidchess_generate(const void *position, Move *moves, GenKind kind) {
    const VcPos *pos = position;
    int us = pos->header.side;
    Generator g = {
        .pos = pos,
        .moves = moves,
        .us = us,
        .them = us ^ 1,
        .own = pos->by_color[us],
        .enemy = pos->by_color[us ^ 1],
        .occupied = pos->by_type[VC_NO_TYPE],
        .voids = pos->voids,
    };
    g.targets = kind == GEN_NOISY ? g.enemy : VC_TABLES.board & ~g.own & ~g.voids;
    gen_king(&g, kind);
    if (!vc_king_on_unstable(pos)) {
        gen_pawns(&g, kind);
        gen_pieces(&g, kind);
    }
    return keep_legal(pos, moves, g.count);
}
