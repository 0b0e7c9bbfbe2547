/*
 * zobrist.c - the chess Zobrist keys and the key of a position computed from scratch.
 *
 * One random number per (piece, square), per castling-rights set, per en-passant file and
 * for black to move, from a fixed-seed generator so keys are the same on every run. play()
 * updates the key incrementally; chess_compute_key is the reference it must always equal.
 */
#include "chess.h"

#include "src/hash_mix.h"

ChessKeys CHESS_KEYS;

/* Any seed works; this one is fixed so keys (and bench signatures) never change. */
static const uint64_t ZOBRIST_SEED = 0x5EED0C4E55ULL;

void chess_keys_init(void) {
    uint64_t seed = ZOBRIST_SEED;
    for (int piece = 0; piece < PIECE_CODES; piece++)
        for (int square = 0; square < SQUARE_COUNT; square++)
            CHESS_KEYS.piece[piece][square] = chess_random(&seed);
    for (int rights = 0; rights <= ALL_CASTLING; rights++)
        CHESS_KEYS.castling[rights] = chess_random(&seed);
    for (int file = 0; file < 8; file++)
        CHESS_KEYS.ep_file[file] = chess_random(&seed);
    CHESS_KEYS.side = chess_random(&seed);
}

uint64_t chess_compute_key(const ChessPos *pos) {
    uint64_t key = CHESS_KEYS.castling[pos->castling] ^ chess_pos_ep_key(pos);
    if (pos->header.side == BLACK)
        key ^= CHESS_KEYS.side;
    for (Bitboard occupied = pos->by_type[NO_TYPE]; occupied;) {
        int square = bb_pop_first(&occupied);
        key ^= CHESS_KEYS.piece[pos->board[square]][square];
    }
    return key;
}

uint64_t chess_key_from_scratch(const void *pos) {
    return chess_compute_key(pos);
}

/* Both pawn sets as one 128-bit set, white in the low half. */
uint64_t chess_pawn_key(const void *position) {
    const ChessPos *pos = position;
    return hash_mix128((unsigned __int128)chess_pos_pieces(pos, BLACK, PAWN) << 64 |
                       chess_pos_pieces(pos, WHITE, PAWN));
}

/* The pieces of one colour other than pawns, each type's set mixed in turn. */
static uint64_t non_pawn_key(const ChessPos *pos, int color) {
    uint64_t key = (uint64_t)color * HASH_MIX_OFFSET;
    for (int type = KNIGHT; type <= KING; type++)
        key = hash_mix64(key ^ chess_pos_pieces(pos, color, type)) + HASH_MIX_OFFSET;
    return key;
}

int chess_correction_keys(const void *position, uint64_t keys[GAME_CORRECTION_KEYS]) {
    const ChessPos *pos = position;
    keys[0] = chess_pawn_key(pos);
    keys[1] = non_pawn_key(pos, WHITE);
    keys[2] = non_pawn_key(pos, BLACK);
    return 3;
}
