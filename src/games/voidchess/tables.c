/*
 * tables.c - the Void Chess tables (square sets per square: leaper jumps, neighbours, the
 * Minister's 5x5 box, pawn attacks, rays and directions) and the Zobrist keys, written once
 * under pthread_once and only read afterwards.
 */
#include "voidchess.h"

#include <pthread.h>

#include "src/splitmix.h"

VoidChessTables VOIDCHESS_TABLES;
VoidChessKeys VOIDCHESS_KEYS;

/* Any seed works; this one is fixed so keys (and bench signatures) never change. */
static const uint64_t ZOBRIST_SEED = 0x5EED70D0C4E55ULL;

static const int DIRECTION_STEP[VOIDCHESS_DIRECTIONS][2] = {
    [VOIDCHESS_N] = {0, 1},    [VOIDCHESS_E] = {1, 0},   [VOIDCHESS_NE] = {1, 1},
    [VOIDCHESS_NW] = {-1, 1},  [VOIDCHESS_S] = {0, -1},  [VOIDCHESS_W] = {-1, 0},
    [VOIDCHESS_SW] = {-1, -1}, [VOIDCHESS_SE] = {1, -1},
};

static bool on_board(int file, int rank) {
    return file >= 0 && file < VOIDCHESS_FILES && rank >= 0 && rank < VOIDCHESS_RANKS;
}

/* The set of squares at the given (file, rank) offsets from square that are on the board. */
static VoidChessBits offsets(int square, const int (*steps)[2], int count) {
    VoidChessBits set = 0;
    for (int i = 0; i < count; i++) {
        int file = voidchess_file(square) + steps[i][0],
            rank = voidchess_rank(square) + steps[i][1];
        if (on_board(file, rank))
            set |= voidchess_bit(voidchess_square(file, rank));
    }
    return set;
}

static void init_leapers(int square) {
    static const int KNIGHT[8][2] = {{1, 2},   {2, 1},   {2, -1}, {1, -2},
                                     {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    static const int KING[8][2] = {{0, 1},  {1, 1},   {1, 0},  {1, -1},
                                   {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}};
    static const int WHITE_PAWN[2][2] = {{-1, 1}, {1, 1}};
    static const int BLACK_PAWN[2][2] = {{-1, -1}, {1, -1}};
    VOIDCHESS_TABLES.knight[square] = offsets(square, KNIGHT, 8);
    VOIDCHESS_TABLES.king[square] = offsets(square, KING, 8);
    VOIDCHESS_TABLES.pawn[VOIDCHESS_WHITE][square] = offsets(square, WHITE_PAWN, 2);
    VOIDCHESS_TABLES.pawn[VOIDCHESS_BLACK][square] = offsets(square, BLACK_PAWN, 2);
    VoidChessBits box = 0;
    for (int df = -2; df <= 2; df++)
        for (int dr = -2; dr <= 2; dr++) {
            int file = voidchess_file(square) + df, rank = voidchess_rank(square) + dr;
            if ((df || dr) && on_board(file, rank))
                box |= voidchess_bit(voidchess_square(file, rank));
        }
    VOIDCHESS_TABLES.box[square] = box;
}

static void init_rays(int square) {
    for (int d = 0; d < VOIDCHESS_DIRECTIONS; d++) {
        VoidChessBits ray = 0;
        int file = voidchess_file(square), rank = voidchess_rank(square);
        for (;;) {
            file += DIRECTION_STEP[d][0];
            rank += DIRECTION_STEP[d][1];
            if (!on_board(file, rank))
                break;
            ray |= voidchess_bit(voidchess_square(file, rank));
            VOIDCHESS_TABLES.direction[square][voidchess_square(file, rank)] = (int8_t)d;
        }
        VOIDCHESS_TABLES.ray[d][square] = ray;
        if (d == VOIDCHESS_N || d == VOIDCHESS_E || d == VOIDCHESS_S || d == VOIDCHESS_W)
            VOIDCHESS_TABLES.rook_lines[square] |= ray;
        else
            VOIDCHESS_TABLES.bishop_lines[square] |= ray;
    }
}

static void init_tables(void) {
    for (int a = 0; a < VOIDCHESS_SQUARES; a++)
        for (int b = 0; b < VOIDCHESS_SQUARES; b++)
            VOIDCHESS_TABLES.direction[a][b] = -1;
    for (int rank = 0; rank < VOIDCHESS_RANKS; rank++)
        for (int file = 0; file < VOIDCHESS_FILES; file++) {
            int square = voidchess_square(file, rank);
            VOIDCHESS_TABLES.board |= voidchess_bit(square);
            VOIDCHESS_TABLES.rank[rank] |= voidchess_bit(square);
            VOIDCHESS_TABLES.file[file] |= voidchess_bit(square);
            init_leapers(square);
            init_rays(square);
        }
}

static void init_keys(void) {
    uint64_t seed = ZOBRIST_SEED;
    for (int piece = 0; piece < VOIDCHESS_PIECE_CODES; piece++)
        for (int square = 0; square < VOIDCHESS_SQUARES; square++)
            VOIDCHESS_KEYS.piece[piece][square] = splitmix64_next(&seed);
    for (int square = 0; square < VOIDCHESS_SQUARES; square++) {
        VOIDCHESS_KEYS.voids[square] = splitmix64_next(&seed);
        VOIDCHESS_KEYS.unstable[square] = splitmix64_next(&seed);
    }
    for (int rights = 0; rights <= VOIDCHESS_ALL_CASTLING; rights++)
        VOIDCHESS_KEYS.castling[rights] = splitmix64_next(&seed);
    for (int file = 0; file < VOIDCHESS_FILES; file++)
        VOIDCHESS_KEYS.ep_file[file] = splitmix64_next(&seed);
    for (int count = 1; count <= VOIDCHESS_SIEGE_DRAW; count++)
        VOIDCHESS_KEYS.siege[count] = splitmix64_next(&seed);
    VOIDCHESS_KEYS.side = splitmix64_next(&seed);
}

static pthread_once_t tables_once = PTHREAD_ONCE_INIT;

static void init_all(void) {
    init_tables();
    init_keys();
}

void voidchess_init(void) {
    pthread_once(&tables_once, init_all);
}
