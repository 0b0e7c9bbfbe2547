/*
 * voidchess.h - Void Chess (RULES.md section 2): the position (VoidChessPos), squares, pieces, the
 * move encoding, the 128-bit bitboard helpers (in the game's words, over src/bits128.h) and the
 * functions the voidchess files share.
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

#include "src/bits128.h"
#include "src/game.h"

typedef Bits128 VoidChessBits;

enum {
    VOIDCHESS_FILES = 9,
    VOIDCHESS_RANKS = 9,
    VOIDCHESS_STRIDE = 10,
    VOIDCHESS_SQUARES = 90,
    VOIDCHESS_NO_SQUARE = 127
};

enum VoidChessColor { VOIDCHESS_WHITE, VOIDCHESS_BLACK };

enum VoidChessType {
    VOIDCHESS_NO_TYPE, /* by_type[VOIDCHESS_NO_TYPE] holds every piece */
    VOIDCHESS_PAWN,
    VOIDCHESS_KNIGHT,
    VOIDCHESS_BISHOP,
    VOIDCHESS_ROOK,
    VOIDCHESS_QUEEN,
    VOIDCHESS_MINISTER,
    VOIDCHESS_KING,
    VOIDCHESS_TYPE_COUNT
};

/* A piece code is colour << 3 | type; VOIDCHESS_NO_PIECE marks an empty square. */
enum { VOIDCHESS_NO_PIECE = 0, VOIDCHESS_PIECE_CODES = 16 };

/* The squares the rules name. */
enum {
    VOIDCHESS_A1 = 0,
    VOIDCHESS_E1 = 4,
    VOIDCHESS_I1 = 8,
    VOIDCHESS_A9 = 80,
    VOIDCHESS_E9 = 84,
    VOIDCHESS_I9 = 88,
};

enum VoidChessCastling {
    VOIDCHESS_WHITE_OO = 1,  /* e1g1, rook i1f1 */
    VOIDCHESS_WHITE_OOO = 2, /* e1c1, rook a1d1 */
    VOIDCHESS_BLACK_OO = 4,
    VOIDCHESS_BLACK_OOO = 8,
    VOIDCHESS_ALL_CASTLING = 15
};

/* Directions of the ray tables: the first four go up the bit order, the last four down. */
enum VoidChessDirection {
    VOIDCHESS_N,
    VOIDCHESS_E,
    VOIDCHESS_NE,
    VOIDCHESS_NW,
    VOIDCHESS_S,
    VOIDCHESS_W,
    VOIDCHESS_SW,
    VOIDCHESS_SE,
    VOIDCHESS_DIRECTIONS
};

/* The fortress siege counter (VC15) draws when it reaches this many plies. */
enum { VOIDCHESS_SIEGE_DRAW = 40 };

/* A move: from (bits 0-6), to (7-13), promotion type (14-16, 0 = none), kind (17-18).
 * Castling is the king's two-square move. from != to, so no move encodes to MOVE_NONE. */
enum VoidChessMoveKind {
    VOIDCHESS_MOVE_NORMAL,
    VOIDCHESS_MOVE_EN_PASSANT,
    VOIDCHESS_MOVE_CASTLING
};

/* Range of voidchess_move_index: moving piece code times destination square. */
enum { VOIDCHESS_MOVE_INDEX_COUNT = VOIDCHESS_PIECE_CODES * VOIDCHESS_SQUARES };

typedef struct VoidChessPos {
    PosHeader header;
    VoidChessBits
        by_type[VOIDCHESS_TYPE_COUNT]; /* by_type[VOIDCHESS_NO_TYPE]: every occupied square */
    VoidChessBits by_color[2];
    VoidChessBits voids;
    VoidChessBits unstable;
    uint8_t board[VOIDCHESS_SQUARES]; /* piece code on each square (padding squares stay empty) */
    uint8_t king[2];
    uint8_t castling; /* VoidChessCastling rights still available */
    uint8_t ep;       /* square skipped by the last double step, or VOIDCHESS_NO_SQUARE */
    uint8_t siege;    /* plies in a row under siege (VC15), at most VOIDCHESS_SIEGE_DRAW */
    bool fortress;    /* an immediate fortress draw holds (derived from the rest, not keyed) */
    /* R(k) of VC15 for each king: the non-void squares it reaches by king steps. Derived,
     * not keyed, and recomputed only when the voids change: a king only ever steps within
     * its own region, so the regions stay valid as long as the voids do. */
    VoidChessBits regions[2];
} VoidChessPos;

/* ---- squares and pieces ---------------------------------------------------------------- */

static inline int voidchess_file(int square) {
    return square % VOIDCHESS_STRIDE;
}

static inline int voidchess_rank(int square) {
    return square / VOIDCHESS_STRIDE;
}

static inline int voidchess_square(int file, int rank) {
    return rank * VOIDCHESS_STRIDE + file;
}

static inline int voidchess_type(int piece) {
    return piece & 7;
}

static inline int voidchess_color(int piece) {
    return piece >> 3;
}

static inline int voidchess_piece(int color, int type) {
    return color << 3 | type;
}

/* ---- moves ------------------------------------------------------------------------------- */

static inline Move voidchess_move(int from, int to, int kind) {
    return (Move)(from | to << 7 | kind << 17);
}

static inline Move voidchess_move_promotion(int from, int to, int type) {
    return (Move)(from | to << 7 | type << 14);
}

static inline int voidchess_move_from(Move move) {
    return (int)(move & 127);
}

static inline int voidchess_move_to(Move move) {
    return (int)(move >> 7 & 127);
}

static inline int voidchess_move_promotion_type(Move move) {
    return (int)(move >> 14 & 7);
}

static inline int voidchess_move_kind(Move move) {
    return (int)(move >> 17 & 3);
}

/* ---- 128-bit bitboards -------------------------------------------------------------------- */

static inline VoidChessBits voidchess_bit(int square) {
    return bits128_bit(square);
}

static inline bool voidchess_has(VoidChessBits set, int square) {
    return bits128_has(set, square);
}

static inline int voidchess_count(VoidChessBits set) {
    return bits128_count(set);
}

static inline int voidchess_first(VoidChessBits set) {
    return bits128_first(set);
}

static inline int voidchess_last(VoidChessBits set) {
    return bits128_last(set);
}

static inline int voidchess_pop_first(VoidChessBits *set) {
    return bits128_pop_first(set);
}

/* The shared tables, written once by voidchess_init and read-only afterwards. */
typedef struct VoidChessTables {
    VoidChessBits board;                      /* the 81 real squares */
    VoidChessBits rank[VOIDCHESS_RANKS];      /* each rank's squares */
    VoidChessBits file[VOIDCHESS_FILES];      /* each file's squares */
    VoidChessBits knight[VOIDCHESS_SQUARES];  /* knight jumps (voids not excluded) */
    VoidChessBits king[VOIDCHESS_SQUARES];    /* the 8 neighbours */
    VoidChessBits box[VOIDCHESS_SQUARES];     /* squares at king-distance 1 or 2 */
    VoidChessBits pawn[2][VOIDCHESS_SQUARES]; /* squares a pawn of that colour attacks */
    VoidChessBits ray[VOIDCHESS_DIRECTIONS]
                     [VOIDCHESS_SQUARES];          /* squares from the square to the edge */
    VoidChessBits rook_lines[VOIDCHESS_SQUARES];   /* the four orthogonal rays together */
    VoidChessBits bishop_lines[VOIDCHESS_SQUARES]; /* the four diagonal rays together */
    int8_t direction[VOIDCHESS_SQUARES]
                    [VOIDCHESS_SQUARES]; /* direction from one square to another, -1 */
} VoidChessTables;

extern VoidChessTables VOIDCHESS_TABLES;

/* The Zobrist keys, written once by voidchess_init and read-only afterwards. */
typedef struct VoidChessKeys {
    uint64_t piece[VOIDCHESS_PIECE_CODES][VOIDCHESS_SQUARES];
    uint64_t voids[VOIDCHESS_SQUARES];
    uint64_t unstable[VOIDCHESS_SQUARES];
    uint64_t castling[VOIDCHESS_ALL_CASTLING + 1];
    uint64_t ep_file[VOIDCHESS_FILES];
    uint64_t siege[VOIDCHESS_SIEGE_DRAW + 1]; /* siege[0] = 0 */
    uint64_t side;
} VoidChessKeys;

extern VoidChessKeys VOIDCHESS_KEYS;

/* The 8-neighbour spread of a set (king steps), staying on the board. */
static inline VoidChessBits voidchess_spread(VoidChessBits set) {
    VoidChessBits spread =
        set << 1 | set >> 1 | set << 9 | set >> 9 | set << 10 | set >> 10 | set << 11 | set >> 11;
    return spread & VOIDCHESS_TABLES.board;
}

/* Squares a slider sees in one direction; blockers are pieces and voids. The first blocker
 * is included. */
static inline VoidChessBits voidchess_ray_attacks(int direction, int square,
                                                  VoidChessBits blockers) {
    VoidChessBits ray = VOIDCHESS_TABLES.ray[direction][square];
    VoidChessBits hit = ray & blockers;
    if (!hit)
        return ray;
    int first = direction < VOIDCHESS_S ? voidchess_first(hit) : voidchess_last(hit);
    return ray ^ VOIDCHESS_TABLES.ray[direction][first];
}

static inline VoidChessBits voidchess_rook_attacks(int square, VoidChessBits blockers) {
    return voidchess_ray_attacks(VOIDCHESS_N, square, blockers) |
           voidchess_ray_attacks(VOIDCHESS_E, square, blockers) |
           voidchess_ray_attacks(VOIDCHESS_S, square, blockers) |
           voidchess_ray_attacks(VOIDCHESS_W, square, blockers);
}

static inline VoidChessBits voidchess_bishop_attacks(int square, VoidChessBits blockers) {
    return voidchess_ray_attacks(VOIDCHESS_NE, square, blockers) |
           voidchess_ray_attacks(VOIDCHESS_NW, square, blockers) |
           voidchess_ray_attacks(VOIDCHESS_SW, square, blockers) |
           voidchess_ray_attacks(VOIDCHESS_SE, square, blockers);
}

/* Squares a Minister on square attacks (VC4): its neighbours, and the squares at distance 2
 * reached through a neighbour free of pieces (empty or void). */
static inline VoidChessBits voidchess_minister_attacks(int square, VoidChessBits occupied) {
    VoidChessBits near = VOIDCHESS_TABLES.king[square];
    return (near | voidchess_spread(near & ~occupied)) & ~voidchess_bit(square);
}

static inline VoidChessBits voidchess_pieces(const VoidChessPos *pos, int color, int type) {
    return pos->by_color[color] & pos->by_type[type];
}

/* What an attack test looks at: the attacking pieces and the board they see through. */
typedef struct VoidChessAttackBoard {
    const VoidChessPos *pos;
    VoidChessBits attackers; /* the attacking side's pieces still on the board */
    VoidChessBits occupied;  /* every piece */
    VoidChessBits voids;
} VoidChessAttackBoard;

/* attacks.c */
bool voidchess_attacked(const VoidChessAttackBoard *board, int square, int by);
VoidChessBits voidchess_attackers_to(const VoidChessPos *pos, int square, VoidChessBits occupied);
bool voidchess_square_attacked(const VoidChessPos *pos, int square, int by);
bool voidchess_king_attacked(const VoidChessPos *pos);

/* tables.c: one-time set-up of tables and keys (thread-safe, cheap after the first call). */
void voidchess_init(void);

/* position.c */
void voidchess_put_piece(VoidChessPos *pos, int piece, int square);
uint64_t voidchess_compute_key(const VoidChessPos *pos);
uint64_t voidchess_ep_key(const VoidChessPos *pos);
void voidchess_update_fortress(VoidChessPos *pos, uint64_t *key, VoidChessBits old_voids);

/* fortress.c: the Void Fortress of VC15 on the current board. */
typedef struct VoidChessFortress {
    bool immediate; /* an immediate draw */
    bool siege;     /* the siege condition holds (and it is not an immediate draw) */
} VoidChessFortress;
VoidChessFortress voidchess_fortress(const VoidChessPos *pos);
bool voidchess_bare_kings(const VoidChessPos *pos);
/* Recomputes pos->regions from the kings and the voids. */
void voidchess_update_regions(VoidChessPos *pos);
/* Can the enemy of the king of color reach region (VC15's three ways)? */
bool voidchess_enemy_reaches(const VoidChessPos *pos, int color, VoidChessBits region,
                             VoidChessBits open);

/* movegen.c */
bool voidchess_king_on_unstable(const VoidChessPos *pos);
bool voidchess_move_keeps_king_safe(const VoidChessPos *pos, Move move);

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
