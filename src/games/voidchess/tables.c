/*
 * tables.c - the Void Chess tables (square sets per square: leaper jumps, neighbours, the
 * Minister's 5x5 box, pawn attacks, rays and directions) and the Zobrist keys, written once
 * under pthread_once and only read afterwards.
 */
#include "voidchess.h"

#include <pthread.h>

#include "src/splitmix.h"

VcTables VC_TABLES;
VcKeys VC_KEYS;

/* Any seed works; this one is fixed so keys (and bench signatures) never change. */
static const uint64_t ZOBRIST_SEED = 0x5EED70D0C4E55ULL;

static const int DIRECTION_STEP[VC_DIRECTIONS][2] = {
    [VC_N] = {0, 1},  [VC_E] = {1, 0},  [VC_NE] = {1, 1},   [VC_NW] = {-1, 1},
    [VC_S] = {0, -1}, [VC_W] = {-1, 0}, [VC_SW] = {-1, -1}, [VC_SE] = {1, -1},
};

static bool on_board(int file, int rank) {
    return file >= 0 && file < VC_FILES && rank >= 0 && rank < VC_RANKS;
}

/* The set of squares at the given (file, rank) offsets from square that are on the board. */
static VcBits offsets(int square, const int (*steps)[2], int count) {
    VcBits set = 0;
    for (int i = 0; i < count; i++) {
        int file = vc_file(square) + steps[i][0], rank = vc_rank(square) + steps[i][1];
        if (on_board(file, rank))
            set |= vc_bit(vc_square(file, rank));
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
    VC_TABLES.knight[square] = offsets(square, KNIGHT, 8);
    VC_TABLES.king[square] = offsets(square, KING, 8);
    VC_TABLES.pawn[VC_WHITE][square] = offsets(square, WHITE_PAWN, 2);
    VC_TABLES.pawn[VC_BLACK][square] = offsets(square, BLACK_PAWN, 2);
    VcBits box = 0;
    for (int df = -2; df <= 2; df++)
        for (int dr = -2; dr <= 2; dr++) {
            int file = vc_file(square) + df, rank = vc_rank(square) + dr;
            if ((df || dr) && on_board(file, rank))
                box |= vc_bit(vc_square(file, rank));
        }
    VC_TABLES.box[square] = box;
}

static void init_rays(int square) {
    for (int d = 0; d < VC_DIRECTIONS; d++) {
        VcBits ray = 0;
        int file = vc_file(square), rank = vc_rank(square);
        for (;;) {
            file += DIRECTION_STEP[d][0];
            rank += DIRECTION_STEP[d][1];
            if (!on_board(file, rank))
                break;
            ray |= vc_bit(vc_square(file, rank));
            VC_TABLES.direction[square][vc_square(file, rank)] = (int8_t)d;
        }
        VC_TABLES.ray[d][square] = ray;
        if (d == VC_N || d == VC_E || d == VC_S || d == VC_W)
            VC_TABLES.rook_lines[square] |= ray;
        else
            VC_TABLES.bishop_lines[square] |= ray;
    }
}

static void init_tables(void) {
    for (int a = 0; a < VC_SQUARES; a++)
        for (int b = 0; b < VC_SQUARES; b++)
            VC_TABLES.direction[a][b] = -1;
    for (int rank = 0; rank < VC_RANKS; rank++)
        for (int file = 0; file < VC_FILES; file++) {
            int square = vc_square(file, rank);
            VC_TABLES.board |= vc_bit(square);
            VC_TABLES.rank[rank] |= vc_bit(square);
            VC_TABLES.file[file] |= vc_bit(square);
            init_leapers(square);
            init_rays(square);
        }
}

static void init_keys(void) {
    uint64_t seed = ZOBRIST_SEED;
    for (int piece = 0; piece < VC_PIECE_CODES; piece++)
        for (int square = 0; square < VC_SQUARES; square++)
            VC_KEYS.piece[piece][square] = splitmix64_next(&seed);
    for (int square = 0; square < VC_SQUARES; square++) {
        VC_KEYS.voids[square] = splitmix64_next(&seed);
        VC_KEYS.unstable[square] = splitmix64_next(&seed);
    }
    for (int rights = 0; rights <= VC_ALL_CASTLING; rights++)
        VC_KEYS.castling[rights] = splitmix64_next(&seed);
    for (int file = 0; file < VC_FILES; file++)
        VC_KEYS.ep_file[file] = splitmix64_next(&seed);
    for (int count = 1; count <= VC_SIEGE_DRAW; count++)
        VC_KEYS.siege[count] = splitmix64_next(&seed);
    VC_KEYS.side = splitmix64_next(&seed);
}

static pthread_once_t tables_once = PTHREAD_ONCE_INIT;

static void init_all(void) {
    init_tables();
    init_keys();
}

void vc_init(void) {
    pthread_once(&tables_once, init_all);
}
