/*
 * voidchess.h - Void Chess (RULES.md section 2): the position (VcPos), squares, pieces, the
 * move encoding, the 128-bit bitboard helpers and the functions the voidchess files share.
 * The Game descriptor (engine/games/voidchess.c) is built from the voidchess_* entry points at the
 * bottom, which take the interface's void pointers.
 *
 * Board layout: 128-bit bitboards over a padded 10-column grid (square = rank * 10 + file,
 * file 9 is an always-empty padding column, 90 bits used). Why: the rules are set-shaped
 * (voids block sliders, Minister steps spread over neighbours, fortress regions are flood
 * fills), and with the padding column every king-step shift (+-1, +-9, +-10, +-11) lands a
 * piece from the board edge on padding instead of wrapping to the other side, so a whole set
 * moves one step with 8 shifts and a mask. A 90-byte mailbox beside the bitboards answers
 * "what stands here" in one load. The position is 336 bytes and is copied on every move.
 *
 * Square states: `voids` and `unstable` are sets; a square in neither is normal. Voids are
 * always empty. An unstable square always holds a piece between turns, and its owner is
 * that piece's colour; the creation turn follows from the owner: one of the side to move
 * was made on its previous turn and is resolved at the end of this turn (VC9: "doomed"),
 * one of the opponent was made on the turn just played and is protected (VC8). No Minister
 * ever stands on an unstable square (its captures leave the square normal, VC7/VC11).
 */
#ifndef TESSERA_VOIDCHESS_H
#define TESSERA_VOIDCHESS_H

#include "src/game.h"

typedef unsigned __int128 VcBits;

enum { VC_FILES = 9, VC_RANKS = 9, VC_STRIDE = 10, VC_SQUARES = 90, VC_NO_SQUARE = 127 };

enum VcColor { VC_WHITE, VC_BLACK };

enum VcType {
    VC_NO_TYPE, /* by_type[VC_NO_TYPE] holds every piece */
    VC_PAWN,
    VC_KNIGHT,
    VC_BISHOP,
    VC_ROOK,
    VC_QUEEN,
    VC_MINISTER,
    VC_KING,
    VC_TYPE_COUNT
};

/* A piece code is colour << 3 | type; VC_NO_PIECE marks an empty square. */
enum { VC_NO_PIECE = 0, VC_PIECE_CODES = 16 };

/* The squares the rules name. */
enum {
    VC_A1 = 0,
    VC_E1 = 4,
    VC_I1 = 8,
    VC_A9 = 80,
    VC_E9 = 84,
    VC_I9 = 88,
};

enum VcCastling {
    VC_WHITE_OO = 1,  /* e1g1, rook i1f1 */
    VC_WHITE_OOO = 2, /* e1c1, rook a1d1 */
    VC_BLACK_OO = 4,
    VC_BLACK_OOO = 8,
    VC_ALL_CASTLING = 15
};

/* Directions of the ray tables: the first four go up the bit order, the last four down. */
enum VcDirection { VC_N, VC_E, VC_NE, VC_NW, VC_S, VC_W, VC_SW, VC_SE, VC_DIRECTIONS };

/* The fortress siege counter (VC15) draws when it reaches this many plies. */
enum { VC_SIEGE_DRAW = 40 };

/* A move: from (bits 0-6), to (7-13), promotion type (14-16, 0 = none), kind (17-18).
 * Castling is the king's two-square move. from != to, so no move encodes to MOVE_NONE. */
enum VcMoveKind { VC_MOVE_NORMAL, VC_MOVE_EN_PASSANT, VC_MOVE_CASTLING };

/* Range of voidchess_move_index: moving piece code times destination square. */
enum { VC_MOVE_INDEX_COUNT = VC_PIECE_CODES * VC_SQUARES };

typedef struct VcPos {
    PosHeader header;
    VcBits by_type[VC_TYPE_COUNT]; /* by_type[VC_NO_TYPE]: every occupied square */
    VcBits by_color[2];
    VcBits voids;
    VcBits unstable;
    uint8_t board[VC_SQUARES]; /* piece code on each square (padding squares stay empty) */
    uint8_t king[2];
    uint8_t castling; /* VcCastling rights still available */
    uint8_t ep;       /* square skipped by the last double step, or VC_NO_SQUARE */
    uint8_t siege;    /* plies in a row under siege (VC15), at most VC_SIEGE_DRAW */
    bool fortress;    /* an immediate fortress draw holds (derived from the rest, not keyed) */
    /* R(k) of VC15 for each king: the non-void squares it reaches by king steps. Derived,
     * not keyed, and recomputed only when the voids change: a king only ever steps within
     * its own region, so the regions stay valid as long as the voids do. */
    VcBits regions[2];
} VcPos;

/* ---- squares and pieces ---------------------------------------------------------------- */

static inline int vc_file(int square) {
    return square % VC_STRIDE;
}

static inline int vc_rank(int square) {
    return square / VC_STRIDE;
}

static inline int vc_square(int file, int rank) {
    return rank * VC_STRIDE + file;
}

static inline int vc_type(int piece) {
    return piece & 7;
}

static inline int vc_color(int piece) {
    return piece >> 3;
}

static inline int vc_piece(int color, int type) {
    return color << 3 | type;
}

/* ---- moves ------------------------------------------------------------------------------- */

static inline Move vc_move(int from, int to, int kind) {
    return (Move)(from | to << 7 | kind << 17);
}

static inline Move vc_move_promotion(int from, int to, int type) {
    return (Move)(from | to << 7 | type << 14);
}

static inline int vc_move_from(Move move) {
    return (int)(move & 127);
}

static inline int vc_move_to(Move move) {
    return (int)(move >> 7 & 127);
}

static inline int vc_move_promotion_type(Move move) {
    return (int)(move >> 14 & 7);
}

static inline int vc_move_kind(Move move) {
    return (int)(move >> 17 & 3);
}

/* ---- 128-bit bitboards -------------------------------------------------------------------- */

static inline VcBits vc_bit(int square) {
    return (VcBits)1 << square;
}

static inline bool vc_has(VcBits set, int square) {
    return (set >> square) & 1;
}

static inline int vc_count(VcBits set) {
    return __builtin_popcountll((uint64_t)set) + __builtin_popcountll((uint64_t)(set >> 64));
}

static inline int vc_first(VcBits set) {
    uint64_t low = (uint64_t)set;
    return low ? __builtin_ctzll(low) : 64 + __builtin_ctzll((uint64_t)(set >> 64));
}

static inline int vc_last(VcBits set) {
    uint64_t high = (uint64_t)(set >> 64);
    return high ? 127 - __builtin_clzll(high) : 63 - __builtin_clzll((uint64_t)set);
}

static inline int vc_pop_first(VcBits *set) {
    int square = vc_first(*set);
    *set &= *set - 1;
    return square;
}

/* The shared tables, written once by vc_init and read-only afterwards. */
typedef struct VcTables {
    VcBits board;                             /* the 81 real squares */
    VcBits rank[VC_RANKS];                    /* each rank's squares */
    VcBits file[VC_FILES];                    /* each file's squares */
    VcBits knight[VC_SQUARES];                /* knight jumps (voids not excluded) */
    VcBits king[VC_SQUARES];                  /* the 8 neighbours */
    VcBits box[VC_SQUARES];                   /* squares at king-distance 1 or 2 */
    VcBits pawn[2][VC_SQUARES];               /* squares a pawn of that colour attacks */
    VcBits ray[VC_DIRECTIONS][VC_SQUARES];    /* squares from the square to the edge */
    VcBits rook_lines[VC_SQUARES];            /* the four orthogonal rays together */
    VcBits bishop_lines[VC_SQUARES];          /* the four diagonal rays together */
    int8_t direction[VC_SQUARES][VC_SQUARES]; /* direction from one square to another, -1 */
} VcTables;

extern VcTables VC_TABLES;

/* The Zobrist keys, written once by vc_init and read-only afterwards. */
typedef struct VcKeys {
    uint64_t piece[VC_PIECE_CODES][VC_SQUARES];
    uint64_t voids[VC_SQUARES];
    uint64_t unstable[VC_SQUARES];
    uint64_t castling[VC_ALL_CASTLING + 1];
    uint64_t ep_file[VC_FILES];
    uint64_t siege[VC_SIEGE_DRAW + 1]; /* siege[0] = 0 */
    uint64_t side;
} VcKeys;

extern VcKeys VC_KEYS;

/* The 8-neighbour spread of a set (king steps), staying on the board. */
static inline VcBits vc_spread(VcBits set) {
    VcBits spread =
        set << 1 | set >> 1 | set << 9 | set >> 9 | set << 10 | set >> 10 | set << 11 | set >> 11;
    return spread & VC_TABLES.board;
}

/* Squares a slider sees in one direction; blockers are pieces and voids. The first blocker
 * is included. */
static inline VcBits vc_ray_attacks(int direction, int square, VcBits blockers) {
    VcBits ray = VC_TABLES.ray[direction][square];
    VcBits hit = ray & blockers;
    if (!hit)
        return ray;
    int first = direction < VC_S ? vc_first(hit) : vc_last(hit);
    return ray ^ VC_TABLES.ray[direction][first];
}

static inline VcBits vc_rook_attacks(int square, VcBits blockers) {
    return vc_ray_attacks(VC_N, square, blockers) | vc_ray_attacks(VC_E, square, blockers) |
           vc_ray_attacks(VC_S, square, blockers) | vc_ray_attacks(VC_W, square, blockers);
}

static inline VcBits vc_bishop_attacks(int square, VcBits blockers) {
    return vc_ray_attacks(VC_NE, square, blockers) | vc_ray_attacks(VC_NW, square, blockers) |
           vc_ray_attacks(VC_SW, square, blockers) | vc_ray_attacks(VC_SE, square, blockers);
}

/* Squares a Minister on square attacks (VC4): its neighbours, and the squares at distance 2
 * reached through a neighbour free of pieces (empty or void). */
static inline VcBits vc_minister_attacks(int square, VcBits occupied) {
    VcBits near = VC_TABLES.king[square];
    return (near | vc_spread(near & ~occupied)) & ~vc_bit(square);
}

static inline VcBits vc_pieces(const VcPos *pos, int color, int type) {
    return pos->by_color[color] & pos->by_type[type];
}

/* What an attack test looks at: the attacking pieces and the board they see through. */
typedef struct VcAttackBoard {
    const VcPos *pos;
    VcBits attackers; /* the attacking side's pieces still on the board */
    VcBits occupied;  /* every piece */
    VcBits voids;
} VcAttackBoard;

/* attacks.c */
bool vc_attacked(const VcAttackBoard *board, int square, int by);
VcBits vc_attackers_to(const VcPos *pos, int square, VcBits occupied);
bool vc_square_attacked(const VcPos *pos, int square, int by);
bool vc_in_check(const VcPos *pos);

/* tables.c: one-time set-up of tables and keys (thread-safe, cheap after the first call). */
void vc_init(void);

/* position.c */
void vc_put_piece(VcPos *pos, int piece, int square);
uint64_t vc_compute_key(const VcPos *pos);
uint64_t vc_ep_key(const VcPos *pos);
void vc_update_fortress(VcPos *pos, uint64_t *key, VcBits old_voids);

/* fortress.c: the Void Fortress of VC15 on the current board. */
typedef struct VcFortress {
    bool immediate; /* an immediate draw */
    bool siege;     /* the siege condition holds (and it is not an immediate draw) */
} VcFortress;
VcFortress vc_fortress(const VcPos *pos);
bool vc_bare_kings(const VcPos *pos);
/* Recomputes pos->regions from the kings and the voids. */
void vc_update_regions(VcPos *pos);
/* Can the enemy of the king of color reach region (VC15's three ways)? */
bool vc_enemy_reaches(const VcPos *pos, int color, VcBits region, VcBits open);

/* movegen.c */
bool vc_king_on_unstable(const VcPos *pos);
bool vc_move_keeps_king_safe(const VcPos *pos, Move move);

/* Entry points of the Game descriptor. */
bool voidchess_parse(void *pos, const char *text, char *error, size_t error_size);
void voidchess_format(const void *pos, char *text, size_t size);
void voidchess_print_board(const void *pos, StrBuf *out);
bool voidchess_parse_move(const void *pos, const char *text, Move *move);
void voidchess_format_move(const void *pos, Move move, char text[MAX_MOVE_TEXT]);
bool voidchess_illegal_reason(const void *pos, const char *text, char *reason, size_t size);
int voidchess_generate(const void *pos, Move *moves, GenKind kind);
bool voidchess_play(const void *pos, Move move, void *next);
void voidchess_play_null(const void *pos, void *next);
uint64_t voidchess_key_from_scratch(const void *pos);
/* A key of the lasting structure alone: both colours' pawns and the voids. */
uint64_t voidchess_structure_key(const void *pos);
/* The correction keys (Game.correction_keys): the structure above. */
int voidchess_correction_keys(const void *pos, uint64_t keys[GAME_CORRECTION_KEYS]);
void voidchess_status(const void *pos, GameStatus *status);
bool voidchess_rule_draw(const void *pos);
Result voidchess_no_move_result(const void *pos);
bool voidchess_in_check(const void *pos);
bool voidchess_is_noisy(const void *pos, Move move);
int voidchess_noisy_gain(const void *pos, Move move);
bool voidchess_see_at_least(const void *pos, Move move, int threshold);
int voidchess_move_index(const void *pos, Move move);
bool voidchess_null_move_allowed(const void *pos);

#endif
