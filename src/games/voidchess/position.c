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
static const uint8_t CASTLING_LOST[VOIDCHESS_SQUARES] = {
    [VOIDCHESS_A1] = VOIDCHESS_WHITE_OOO,
    [VOIDCHESS_E1] = VOIDCHESS_WHITE_OO | VOIDCHESS_WHITE_OOO,
    [VOIDCHESS_I1] = VOIDCHESS_WHITE_OO,
    [VOIDCHESS_A9] = VOIDCHESS_BLACK_OOO,
    [VOIDCHESS_E9] = VOIDCHESS_BLACK_OO | VOIDCHESS_BLACK_OOO,
    [VOIDCHESS_I9] = VOIDCHESS_BLACK_OO,
};

static inline void toggle_square(VoidChessPos *pos, int piece, VoidChessBits squares) {
    pos->by_type[VOIDCHESS_NO_TYPE] ^= squares;
    pos->by_type[voidchess_type(piece)] ^= squares;
    pos->by_color[voidchess_color(piece)] ^= squares;
}

void voidchess_put_piece(VoidChessPos *pos, int piece, int square) {
    toggle_square(pos, piece, voidchess_bit(square));
    pos->board[square] = (uint8_t)piece;
    if (voidchess_type(piece) == VOIDCHESS_KING)
        pos->king[voidchess_color(piece)] = (uint8_t)square;
}

static inline uint64_t remove_piece(VoidChessPos *pos, int square) {
    int piece = pos->board[square];
    toggle_square(pos, piece, voidchess_bit(square));
    pos->board[square] = VOIDCHESS_NO_PIECE;
    return VOIDCHESS_KEYS.piece[piece][square];
}

static inline uint64_t add_piece(VoidChessPos *pos, int piece, int square) {
    toggle_square(pos, piece, voidchess_bit(square));
    pos->board[square] = (uint8_t)piece;
    return VOIDCHESS_KEYS.piece[piece][square];
}

static inline uint64_t move_piece(VoidChessPos *pos, int from, int to) {
    int piece = pos->board[from];
    toggle_square(pos, piece, voidchess_bit(from) | voidchess_bit(to));
    pos->board[from] = VOIDCHESS_NO_PIECE;
    pos->board[to] = (uint8_t)piece;
    return VOIDCHESS_KEYS.piece[piece][from] ^ VOIDCHESS_KEYS.piece[piece][to];
}

/* The en-passant square enters the key only when a pawn of the side to move attacks it. */
uint64_t voidchess_ep_key(const VoidChessPos *pos) {
    int us = pos->header.side;
    if (pos->ep == VOIDCHESS_NO_SQUARE ||
        !(VOIDCHESS_TABLES.pawn[us ^ 1][pos->ep] & voidchess_pieces(pos, us, VOIDCHESS_PAWN)))
        return 0;
    return VOIDCHESS_KEYS.ep_file[voidchess_file(pos->ep)];
}

/* The pawn-only parts of a move: en-passant capture, promotion, the new en-passant square. */
static uint64_t finish_pawn_move(VoidChessPos *next, Move move, int us) {
    int from = voidchess_move_from(move), to = voidchess_move_to(move);
    int behind = us == VOIDCHESS_WHITE ? to - VOIDCHESS_STRIDE : to + VOIDCHESS_STRIDE;
    if (voidchess_move_kind(move) == VOIDCHESS_MOVE_EN_PASSANT)
        return remove_piece(next, behind);
    if (voidchess_move_promotion_type(move)) {
        uint64_t key = remove_piece(next, to);
        return key ^ add_piece(next, voidchess_piece(us, voidchess_move_promotion_type(move)), to);
    }
    if (from - to == 2 * VOIDCHESS_STRIDE || to - from == 2 * VOIDCHESS_STRIDE)
        next->ep = (uint8_t)((from + to) / 2);
    return 0;
}

/* The rook's jump when castling: to the square the king crossed. */
static uint64_t finish_castling(VoidChessPos *next, Move move) {
    int from = voidchess_move_from(move), to = voidchess_move_to(move);
    int rook_from = to > from ? to + 2 : to - 2; /* i-file rook for g, a-file rook for c */
    return move_piece(next, rook_from, (from + to) / 2);
}

/* The destination's state after the move: a Minister (moving or just promoted) heals it
 * (VC7, VC11); any other capturer makes it unstable and owns it (VC7, VC10). */
static uint64_t settle_destination(VoidChessPos *next, int to, bool minister, bool capture) {
    VoidChessBits bit = voidchess_bit(to);
    uint64_t key = 0;
    if (minister) {
        if (next->voids & bit)
            key ^= VOIDCHESS_KEYS.voids[to];
        if (next->unstable & bit)
            key ^= VOIDCHESS_KEYS.unstable[to];
        next->voids &= ~bit;
        next->unstable &= ~bit;
    } else if (capture && !(next->unstable & bit)) {
        next->unstable |= bit;
        key ^= VOIDCHESS_KEYS.unstable[to];
    }
    return key;
}

/* VC9: the mover's unstable squares from its previous turn become void, destroying what
 * still stands on them. Returns the key change; *destroyed tells whether a piece died. */
static uint64_t resolve(VoidChessPos *next, VoidChessBits doomed, bool *destroyed) {
    uint64_t key = 0;
    *destroyed = false;
    for (VoidChessBits victims = doomed & next->by_type[VOIDCHESS_NO_TYPE]; victims;) {
        key ^= remove_piece(next, voidchess_pop_first(&victims));
        *destroyed = true;
    }
    next->unstable &= ~doomed;
    next->voids |= doomed;
    while (doomed) {
        int square = voidchess_pop_first(&doomed);
        key ^= VOIDCHESS_KEYS.unstable[square] ^ VOIDCHESS_KEYS.voids[square];
    }
    return key;
}

/* VC15 after every ply: the kings' regions when the voids changed, the immediate-draw flag
 * and the siege counter. */
void voidchess_update_fortress(VoidChessPos *pos, uint64_t *key, VoidChessBits old_voids) {
    if (pos->voids != old_voids)
        voidchess_update_regions(pos);
    VoidChessFortress fortress = voidchess_fortress(pos);
    int siege = 0;
    if (fortress.siege)
        siege = pos->siege < VOIDCHESS_SIEGE_DRAW ? pos->siege + 1 : VOIDCHESS_SIEGE_DRAW;
    *key ^= VOIDCHESS_KEYS.siege[pos->siege] ^ VOIDCHESS_KEYS.siege[siege];
    pos->siege = (uint8_t)siege;
    pos->fortress = fortress.immediate;
}

/* Common start of a turn's successor: side, counters, en passant cleared. */
static uint64_t begin_turn(const VoidChessPos *pos, VoidChessPos *next) {
    *next = *pos;
    next->ep = VOIDCHESS_NO_SQUARE;
    next->header.side ^= 1;
    pos_count_reversible_ply(&next->header);
    pos_count_ply(&next->header);
    return pos->header.key ^ VOIDCHESS_KEYS.side ^ voidchess_ep_key(pos);
}

/* Common end: resolution of the mover's doomed squares, then the fortress rules. */
static void end_turn(VoidChessPos *next, VoidChessBits doomed, VoidChessBits old_voids,
                     uint64_t key) {
    bool destroyed = false;
    if (doomed)
        key ^= resolve(next, doomed, &destroyed);
    if (destroyed)
        next->header.rule50 = 0;
    voidchess_update_fortress(next, &key, old_voids);
    next->header.key = key ^ voidchess_ep_key(next);
}

bool voidchess_play(const void *position, Move move, void *next_position) {
    const VoidChessPos *pos = position;
    VoidChessPos *next = next_position;
    int us = pos->header.side, from = voidchess_move_from(move), to = voidchess_move_to(move);
    int piece = pos->board[from], type = voidchess_type(piece);
    if (piece == VOIDCHESS_NO_PIECE || voidchess_color(piece) != us)
        return false;
    uint64_t key = begin_turn(pos, next);
    bool capture = pos->board[to] != VOIDCHESS_NO_PIECE ||
                   voidchess_move_kind(move) == VOIDCHESS_MOVE_EN_PASSANT;
    if (pos->board[to] != VOIDCHESS_NO_PIECE)
        key ^= remove_piece(next, to);
    key ^= move_piece(next, from, to);
    if (type == VOIDCHESS_PAWN)
        key ^= finish_pawn_move(next, move, us);
    else if (type == VOIDCHESS_KING && voidchess_move_kind(move) == VOIDCHESS_MOVE_CASTLING)
        key ^= finish_castling(next, move);
    if (type == VOIDCHESS_KING)
        next->king[us] = (uint8_t)to;
    if (capture || type == VOIDCHESS_PAWN)
        next->header.rule50 = 0;
    bool minister = voidchess_type(next->board[to]) == VOIDCHESS_MINISTER;
    key ^= settle_destination(next, to, minister, capture);
    uint8_t rights = pos->castling & ~(CASTLING_LOST[from] | CASTLING_LOST[to]);
    key ^= VOIDCHESS_KEYS.castling[pos->castling] ^ VOIDCHESS_KEYS.castling[rights];
    next->castling = rights;
    end_turn(next, pos->unstable & pos->by_color[us], pos->voids, key);
    return true;
}

void voidchess_play_null(const void *position, void *next_position) {
    const VoidChessPos *pos = position;
    VoidChessPos *next = next_position;
    uint64_t key = begin_turn(pos, next);
    end_turn(next, pos->unstable & pos->by_color[pos->header.side], pos->voids, key);
}

uint64_t voidchess_compute_key(const VoidChessPos *pos) {
    uint64_t key = VOIDCHESS_KEYS.castling[pos->castling] ^ voidchess_ep_key(pos) ^
                   VOIDCHESS_KEYS.siege[pos->siege];
    if (pos->header.side == VOIDCHESS_BLACK)
        key ^= VOIDCHESS_KEYS.side;
    for (VoidChessBits occupied = pos->by_type[VOIDCHESS_NO_TYPE]; occupied;) {
        int square = voidchess_pop_first(&occupied);
        key ^= VOIDCHESS_KEYS.piece[pos->board[square]][square];
    }
    for (VoidChessBits voids = pos->voids; voids;)
        key ^= VOIDCHESS_KEYS.voids[voidchess_pop_first(&voids)];
    for (VoidChessBits unstable = pos->unstable; unstable;)
        key ^= VOIDCHESS_KEYS.unstable[voidchess_pop_first(&unstable)];
    return key;
}

uint64_t voidchess_key_from_scratch(const void *pos) {
    return voidchess_compute_key(pos);
}

/* Each set mixed on its own, told apart by an offset per role. */
uint64_t voidchess_structure_key(const void *position) {
    const VoidChessPos *pos = position;
    return hash_mix128(voidchess_pieces(pos, VOIDCHESS_WHITE, VOIDCHESS_PAWN)) ^
           hash_mix64(hash_mix128(voidchess_pieces(pos, VOIDCHESS_BLACK, VOIDCHESS_PAWN)) +
                      HASH_MIX_OFFSET) ^
           hash_mix64(hash_mix128(pos->voids) + 2 * HASH_MIX_OFFSET);
}

int voidchess_correction_keys(const void *pos, uint64_t keys[GAME_CORRECTION_KEYS]) {
    keys[0] = voidchess_structure_key(pos);
    return 1;
}
