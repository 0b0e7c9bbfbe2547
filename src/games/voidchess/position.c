/*
 * position.c - changing a Void Chess position: placing pieces, copy-make play() and
 * play_null() with an incremental Zobrist key, and the end-of-turn bookkeeping every move
 * shares (resolution of the mover's old unstable squares, VC9; the fortress siege counter,
 * VC15). Also the key computed from scratch, which play() must always reproduce.
 *
 * play() trusts that the move came from voidchess_generate (the generator is fully legal).
 * It refuses a move whose from square does not hold a piece of the side to move; any other
 * stray value stays memory-safe but yields a meaningless position.
 */
#include "voidchess.h"

#include "src/hash_mix.h"

/* Castling rights that disappear when a move starts or ends on the square. */
static const uint8_t CASTLING_LOST[VC_SQUARES] = {
    [VC_A1] = VC_WHITE_OOO, [VC_E1] = VC_WHITE_OO | VC_WHITE_OOO, [VC_I1] = VC_WHITE_OO,
    [VC_A9] = VC_BLACK_OOO, [VC_E9] = VC_BLACK_OO | VC_BLACK_OOO, [VC_I9] = VC_BLACK_OO,
};

static inline void toggle_square(VcPos *pos, int piece, VcBits squares) {
    pos->by_type[VC_NO_TYPE] ^= squares;
    pos->by_type[vc_type(piece)] ^= squares;
    pos->by_color[vc_color(piece)] ^= squares;
}

void vc_put_piece(VcPos *pos, int piece, int square) {
    toggle_square(pos, piece, vc_bit(square));
    pos->board[square] = (uint8_t)piece;
    if (vc_type(piece) == VC_KING)
        pos->king[vc_color(piece)] = (uint8_t)square;
}

static inline uint64_t remove_piece(VcPos *pos, int square) {
    int piece = pos->board[square];
    toggle_square(pos, piece, vc_bit(square));
    pos->board[square] = VC_NO_PIECE;
    return VC_KEYS.piece[piece][square];
}

static inline uint64_t add_piece(VcPos *pos, int piece, int square) {
    toggle_square(pos, piece, vc_bit(square));
    pos->board[square] = (uint8_t)piece;
    return VC_KEYS.piece[piece][square];
}

static inline uint64_t move_piece(VcPos *pos, int from, int to) {
    int piece = pos->board[from];
    toggle_square(pos, piece, vc_bit(from) | vc_bit(to));
    pos->board[from] = VC_NO_PIECE;
    pos->board[to] = (uint8_t)piece;
    return VC_KEYS.piece[piece][from] ^ VC_KEYS.piece[piece][to];
}

/* The en-passant square enters the key only when a pawn of the side to move attacks it. */
uint64_t vc_ep_key(const VcPos *pos) {
    int us = pos->header.side;
    if (pos->ep == VC_NO_SQUARE || !(VC_TABLES.pawn[us ^ 1][pos->ep] & vc_pieces(pos, us, VC_PAWN)))
        return 0;
    return VC_KEYS.ep_file[vc_file(pos->ep)];
}

/* The pawn-only parts of a move: en-passant capture, promotion, the new en-passant square. */
static uint64_t finish_pawn_move(VcPos *next, Move move, int us) {
    int from = vc_move_from(move), to = vc_move_to(move);
    int behind = us == VC_WHITE ? to - VC_STRIDE : to + VC_STRIDE;
    if (vc_move_kind(move) == VC_MOVE_EN_PASSANT)
        return remove_piece(next, behind);
    if (vc_move_promotion_type(move)) {
        uint64_t key = remove_piece(next, to);
        return key ^ add_piece(next, vc_piece(us, vc_move_promotion_type(move)), to);
    }
    if (from - to == 2 * VC_STRIDE || to - from == 2 * VC_STRIDE)
        next->ep = (uint8_t)((from + to) / 2);
    return 0;
}

/* The rook's jump when castling: to the square the king crossed. */
static uint64_t finish_castling(VcPos *next, Move move) {
    int from = vc_move_from(move), to = vc_move_to(move);
    int rook_from = to > from ? to + 2 : to - 2; /* i-file rook for g, a-file rook for c */
    return move_piece(next, rook_from, (from + to) / 2);
}

/* The destination's state after the move: a Minister (moving or just promoted) heals it
 * (VC7, VC11); any other capturer makes it unstable and owns it (VC7, VC10). */
static uint64_t settle_destination(VcPos *next, int to, bool minister, bool capture) {
    VcBits bit = vc_bit(to);
    uint64_t key = 0;
    if (minister) {
        if (next->voids & bit)
            key ^= VC_KEYS.voids[to];
        if (next->unstable & bit)
            key ^= VC_KEYS.unstable[to];
        next->voids &= ~bit;
        next->unstable &= ~bit;
    } else if (capture && !(next->unstable & bit)) {
        next->unstable |= bit;
        key ^= VC_KEYS.unstable[to];
    }
    return key;
}

/* VC9: the mover's unstable squares from its previous turn become void, destroying what
 * still stands on them. Returns the key change; *destroyed tells whether a piece died. */
static uint64_t resolve(VcPos *next, VcBits doomed, bool *destroyed) {
    uint64_t key = 0;
    *destroyed = false;
    for (VcBits victims = doomed & next->by_type[VC_NO_TYPE]; victims;) {
        key ^= remove_piece(next, vc_pop_first(&victims));
        *destroyed = true;
    }
    next->unstable &= ~doomed;
    next->voids |= doomed;
    while (doomed) {
        int square = vc_pop_first(&doomed);
        key ^= VC_KEYS.unstable[square] ^ VC_KEYS.voids[square];
    }
    return key;
}

/* VC15 after every ply: the kings' regions when the voids changed, the immediate-draw flag
 * and the siege counter. */
void vc_update_fortress(VcPos *pos, uint64_t *key, VcBits old_voids) {
    if (pos->voids != old_voids)
        vc_update_regions(pos);
    VcFortress fortress = vc_fortress(pos);
    int siege = 0;
    if (fortress.siege)
        siege = pos->siege < VC_SIEGE_DRAW ? pos->siege + 1 : VC_SIEGE_DRAW;
    *key ^= VC_KEYS.siege[pos->siege] ^ VC_KEYS.siege[siege];
    pos->siege = (uint8_t)siege;
    pos->fortress = fortress.immediate;
}

/* Common start of a turn's successor: side, counters, en passant cleared. */
static uint64_t begin_turn(const VcPos *pos, VcPos *next) {
    *next = *pos;
    next->ep = VC_NO_SQUARE;
    next->header.side ^= 1;
    pos_count_reversible_ply(&next->header);
    pos_count_ply(&next->header);
    return pos->header.key ^ VC_KEYS.side ^ vc_ep_key(pos);
}

/* Common end: resolution of the mover's doomed squares, then the fortress rules. */
static void end_turn(VcPos *next, VcBits doomed, VcBits old_voids, uint64_t key) {
    bool destroyed = false;
    if (doomed)
        key ^= resolve(next, doomed, &destroyed);
    if (destroyed)
        next->header.rule50 = 0;
    vc_update_fortress(next, &key, old_voids);
    next->header.key = key ^ vc_ep_key(next);
}

bool voidchess_play(const void *position, Move move, void *next_position) {
    const VcPos *pos = position;
    VcPos *next = next_position;
    int us = pos->header.side, from = vc_move_from(move), to = vc_move_to(move);
    int piece = pos->board[from], type = vc_type(piece);
    if (piece == VC_NO_PIECE || vc_color(piece) != us)
        return false;
    uint64_t key = begin_turn(pos, next);
    bool capture = pos->board[to] != VC_NO_PIECE || vc_move_kind(move) == VC_MOVE_EN_PASSANT;
    if (pos->board[to] != VC_NO_PIECE)
        key ^= remove_piece(next, to);
    key ^= move_piece(next, from, to);
    if (type == VC_PAWN)
        key ^= finish_pawn_move(next, move, us);
    else if (type == VC_KING && vc_move_kind(move) == VC_MOVE_CASTLING)
        key ^= finish_castling(next, move);
    if (type == VC_KING)
        next->king[us] = (uint8_t)to;
    if (capture || type == VC_PAWN)
        next->header.rule50 = 0;
    bool minister = vc_type(next->board[to]) == VC_MINISTER;
    key ^= settle_destination(next, to, minister, capture);
    uint8_t rights = pos->castling & ~(CASTLING_LOST[from] | CASTLING_LOST[to]);
    key ^= VC_KEYS.castling[pos->castling] ^ VC_KEYS.castling[rights];
    next->castling = rights;
    end_turn(next, pos->unstable & pos->by_color[us], pos->voids, key);
    return true;
}

void voidchess_play_null(const void *position, void *next_position) {
    const VcPos *pos = position;
    VcPos *next = next_position;
    uint64_t key = begin_turn(pos, next);
    end_turn(next, pos->unstable & pos->by_color[pos->header.side], pos->voids, key);
}

uint64_t vc_compute_key(const VcPos *pos) {
    uint64_t key = VC_KEYS.castling[pos->castling] ^ vc_ep_key(pos) ^ VC_KEYS.siege[pos->siege];
    if (pos->header.side == VC_BLACK)
        key ^= VC_KEYS.side;
    for (VcBits occupied = pos->by_type[VC_NO_TYPE]; occupied;) {
        int square = vc_pop_first(&occupied);
        key ^= VC_KEYS.piece[pos->board[square]][square];
    }
    for (VcBits voids = pos->voids; voids;)
        key ^= VC_KEYS.voids[vc_pop_first(&voids)];
    for (VcBits unstable = pos->unstable; unstable;)
        key ^= VC_KEYS.unstable[vc_pop_first(&unstable)];
    return key;
}

uint64_t voidchess_key_from_scratch(const void *pos) {
    return vc_compute_key(pos);
}

/* Each set mixed on its own, told apart by an offset per role. */
uint64_t voidchess_structure_key(const void *position) {
    const VcPos *pos = position;
    return hash_mix128(vc_pieces(pos, VC_WHITE, VC_PAWN)) ^
           hash_mix64(hash_mix128(vc_pieces(pos, VC_BLACK, VC_PAWN)) + HASH_MIX_OFFSET) ^
           hash_mix64(hash_mix128(pos->voids) + 2 * HASH_MIX_OFFSET);
}

int voidchess_correction_keys(const void *pos, uint64_t keys[GAME_CORRECTION_KEYS]) {
    keys[0] = voidchess_structure_key(pos);
    return 1;
}
