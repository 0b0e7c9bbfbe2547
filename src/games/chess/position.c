/*
 * position.c - changing a chess position: the one-time set-up of the shared tables, placing
 * pieces, the left-right mirror image, and copy-make play() / play_null() with an incremental
 * Zobrist key.
 *
 * play() trusts that the move came from chess_generate (the generator is fully legal). It
 * refuses a move whose from square does not hold a piece of the side to move; any other
 * stray value stays memory-safe but yields a meaningless position.
 */
#include "chess.h"

#include <pthread.h>

/* Castling rights that disappear when a move starts or ends on the square. */
static const uint8_t CASTLING_LOST[SQUARE_COUNT] = {
    [A1] = WHITE_OOO, [E1] = WHITE_OO | WHITE_OOO, [H1] = WHITE_OO,
    [A8] = BLACK_OOO, [E8] = BLACK_OO | BLACK_OOO, [H8] = BLACK_OO,
};

static pthread_once_t tables_once = PTHREAD_ONCE_INIT;

static void init_tables(void) {
    chess_attacks_init();
    chess_keys_init();
}

void chess_init(void) {
    pthread_once(&tables_once, init_tables);
}

static inline void toggle_square(ChessPos *pos, int piece, Bitboard squares) {
    pos->by_type[NO_TYPE] ^= squares;
    pos->by_type[chess_piece_type(piece)] ^= squares;
    pos->by_color[chess_piece_color(piece)] ^= squares;
}

void chess_put_piece(ChessPos *pos, int piece, int square) {
    toggle_square(pos, piece, square_bb(square));
    pos->board[square] = (uint8_t)piece;
    if (chess_piece_type(piece) == KING)
        pos->king[chess_piece_color(piece)] = (uint8_t)square;
}

/* Without castling rights the rules do not tell the a-side from the h-side, so the image with
 * every square's file reflected (square ^ 7) is a position of the same value. */
bool chess_mirror(const void *position, void *image) {
    const ChessPos *pos = position;
    if (pos->castling)
        return false;
    ChessPos *out = image;
    *out = (ChessPos){.header = pos->header, .ep = NO_SQUARE};
    for (int square = 0; square < SQUARE_COUNT; square++)
        if (pos->board[square] != NO_PIECE)
            chess_put_piece(out, pos->board[square], square ^ 7);
    if (pos->ep != NO_SQUARE)
        out->ep = (uint8_t)(pos->ep ^ 7);
    out->header.key = chess_compute_key(out);
    return true;
}

static inline uint64_t remove_piece(ChessPos *pos, int square) {
    int piece = pos->board[square];
    toggle_square(pos, piece, square_bb(square));
    pos->board[square] = NO_PIECE;
    return CHESS_KEYS.piece[piece][square];
}

static inline uint64_t add_piece(ChessPos *pos, int piece, int square) {
    toggle_square(pos, piece, square_bb(square));
    pos->board[square] = (uint8_t)piece;
    return CHESS_KEYS.piece[piece][square];
}

static inline uint64_t move_piece(ChessPos *pos, int from, int to) {
    int piece = pos->board[from];
    toggle_square(pos, piece, square_bb(from) | square_bb(to));
    pos->board[from] = NO_PIECE;
    pos->board[to] = (uint8_t)piece;
    return CHESS_KEYS.piece[piece][from] ^ CHESS_KEYS.piece[piece][to];
}

/* The pawn-only parts of a move: en-passant capture, promotion, the new en-passant square.
 * Called after the pawn has reached its square and the side to move has flipped. */
static uint64_t finish_pawn_move(ChessPos *next, Move move, int us) {
    int from = chess_move_from(move), to = chess_move_to(move);
    uint64_t key = 0;
    next->header.rule50 = 0;
    if (chess_move_kind(move) == MOVE_EN_PASSANT) {
        key ^= remove_piece(next, to ^ 8);
    } else if (chess_move_kind(move) == MOVE_PROMOTION) {
        key ^= remove_piece(next, to);
        key ^= add_piece(next, chess_make_piece(us, chess_move_promotion(move)), to);
    } else if ((from ^ to) == 16) {
        next->ep = (uint8_t)((from + to) / 2);
        key ^= chess_pos_ep_key(next);
    }
    return key;
}

/* The king's moves: its square, and the rook's jump when castling. */
static uint64_t finish_king_move(ChessPos *next, Move move, int us) {
    int from = chess_move_from(move), to = chess_move_to(move);
    next->king[us] = (uint8_t)to;
    if (chess_move_kind(move) != MOVE_CASTLING)
        return 0;
    int rook_from = (to & 56) | (to > from ? 7 : 0); /* the h- or a-file rook */
    return move_piece(next, rook_from, (from + to) / 2);
}

bool chess_play(const void *position, Move move, void *next_position) {
    const ChessPos *pos = position;
    ChessPos *next = next_position;
    int us = pos->header.side, from = chess_move_from(move), to = chess_move_to(move);
    int piece = pos->board[from];
    if (piece == NO_PIECE || chess_piece_color(piece) != us)
        return false;
    *next = *pos;
    uint64_t key = pos->header.key ^ CHESS_KEYS.side ^ chess_pos_ep_key(pos);
    next->ep = NO_SQUARE;
    next->header.side = (uint8_t)(us ^ 1);
    pos_count_reversible_ply(&next->header);
    pos_count_ply(&next->header);
    if (pos->board[to] != NO_PIECE) {
        key ^= remove_piece(next, to);
        next->header.rule50 = 0;
    }
    key ^= move_piece(next, from, to);
    if (chess_piece_type(piece) == PAWN)
        key ^= finish_pawn_move(next, move, us);
    else if (chess_piece_type(piece) == KING)
        key ^= finish_king_move(next, move, us);
    uint8_t rights = pos->castling & ~(CASTLING_LOST[from] | CASTLING_LOST[to]);
    if (rights != pos->castling) {
        key ^= CHESS_KEYS.castling[pos->castling] ^ CHESS_KEYS.castling[rights];
        next->castling = rights;
    }
    next->header.key = key;
    return true;
}

void chess_play_null(const void *position, void *next_position) {
    const ChessPos *pos = position;
    ChessPos *next = next_position;
    *next = *pos;
    next->header.key = pos->header.key ^ CHESS_KEYS.side ^ chess_pos_ep_key(pos);
    next->ep = NO_SQUARE;
    next->header.side ^= 1;
    pos_count_reversible_ply(&next->header);
    pos_count_ply(&next->header);
}
