/*
 * wallchess.h - Wall Chess (Quoridor): the position (WallChessPos), the board geometry, the move
 * encoding and the functions the wallchess files share. The Game descriptor
 * (engine/games/wallchess.c) is built from the wallchess_* entry points declared at the bottom.
 *
 * Cells and wall slots are both sets of at most 128 members held in one unsigned __int128
 * (src/bits128.h).
 * A cell's bit is rank * CELL_STRIDE + file: the stride of 10 leaves a padding column, and a
 * step is a shift by 1 (east/west) or by the stride (north/south). Every flood fill masks the
 * cells it shifts with the cells that may step that way (WallChessPos.open), so a shift never
 * wraps onto the next rank and never leaves the 9x9 board.
 *
 * A wall slot is orientation * 64 + anchor rank * 8 + anchor file (h = 0, v = 1), so the 128
 * slots fill the 128 bits exactly and slot order is the canonical wall order of the position
 * string: all h walls, then all v walls, each by rank then file.
 *
 * Besides pawns, walls and counters, a WallChessPos carries what the rules keep asking about and
 * play() can update cheaply: the slots no wall may take any more (overlap and cross rules),
 * the slots touching one or two of {board edge, other walls} (a wall touching fewer than two
 * cannot cut the board in two), and for each pawn one shortest path to its goal row as the
 * set of slots that would cross it, plus its length.
 */
#ifndef TESSERA_WALLCHESS_H
#define TESSERA_WALLCHESS_H

#include "src/bits128.h"
#include "src/game.h"

typedef Bits128 WallChessCells;
typedef Bits128 WallChessSlots;

enum { SOUTH_PLAYER, NORTH_PLAYER };
enum WallChessDirection { NORTH, EAST, SOUTH, WEST, DIRECTION_COUNT };
enum WallChessOrientation { WALL_H, WALL_V };

enum {
    BOARD_SIZE = 9,
    CELL_STRIDE = 10,
    CELL_LIMIT = BOARD_SIZE * CELL_STRIDE, /* cell bits are below this */
    ANCHOR_SIZE = BOARD_SIZE - 1,          /* wall anchors a1..h8 */
    ANCHOR_COUNT = ANCHOR_SIZE * ANCHOR_SIZE,
    SLOT_COUNT = 2 * ANCHOR_COUNT,
    WALLS_PER_SIDE = 10,
    MAX_PATH_LENGTH = BOARD_SIZE * BOARD_SIZE,
};

/* A move: kind (bits 8-9) and a cell or slot (bits 0-7). Kinds start at 1, so no move is
 * MOVE_NONE. A pawn move names only its destination. */
enum WallChessMoveKind { MOVE_KIND_PAWN = 1, MOVE_KIND_WALL = 2, MOVE_KIND_PASS = 3 };

/* Range of wallchess_move_index: per side, every destination cell, every slot and the pass. */
enum {
    MOVE_INDEX_PER_SIDE = CELL_LIMIT + SLOT_COUNT + 1,
    WALLCHESS_MOVE_INDEX_COUNT = 2 * MOVE_INDEX_PER_SIDE,
};

typedef struct WallChessPos {
    PosHeader header;
    WallChessCells open[DIRECTION_COUNT]; /* cells from which a step in that direction is allowed */
    WallChessSlots walls;                 /* slots holding a wall */
    WallChessSlots blocked; /* slots a new wall may not take (overlap, cross, adjacent) */
    WallChessSlots contact1, contact2; /* slots touching at least one / two of {edge, walls} */
    WallChessSlots path[2];            /* slots crossing each pawn's stored shortest path */
    uint8_t pawn[2];                   /* cell of each pawn */
    uint8_t walls_left[2];
    uint8_t distance[2]; /* length of each stored path (steps to the goal row) */
} WallChessPos;

/* Tables written once by wallchess_init and read-only afterwards. */
typedef struct WallChessTables {
    WallChessCells goal[2];                     /* goal row of each player */
    WallChessCells open_empty[DIRECTION_COUNT]; /* WallChessPos.open of a board without walls */
    WallChessCells near[SLOT_COUNT];            /* the two cells south (h) or west (v) */
    WallChessSlots conflict[SLOT_COUNT];        /* slots a wall here makes unavailable */
    WallChessSlots touch[SLOT_COUNT];           /* slots whose wall shares a point with this */
    WallChessSlots edge_contact;                /* slots whose wall touches the board edge */
    WallChessSlots crossing[CELL_LIMIT][DIRECTION_COUNT]; /* slots blocking a step */
    uint64_t pawn_key[2][CELL_LIMIT];
    uint64_t wall_key[SLOT_COUNT];
    uint64_t walls_left_key[2][WALLS_PER_SIDE + 1];
    uint64_t side_key;
} WallChessTables;

extern WallChessTables WALL_TABLES;

static inline int wallchess_cell_make(int file, int rank) {
    return rank * CELL_STRIDE + file;
}

static inline int wallchess_cell_file(int cell) {
    return cell % CELL_STRIDE;
}

static inline int wallchess_cell_rank(int cell) {
    return cell / CELL_STRIDE;
}

static inline WallChessCells wallchess_cell_bit(int cell) {
    return bits128_bit(cell);
}

static inline int wallchess_cell_step(int direction) {
    static const int STEP[DIRECTION_COUNT] = {CELL_STRIDE, 1, -CELL_STRIDE, -1};
    return STEP[direction];
}

static inline bool wallchess_set_has(Bits128 set, int index) {
    return bits128_has(set, index);
}

static inline bool wallchess_set_empty(Bits128 set) {
    return set == 0;
}

/* Lowest member of a non-empty set. */
static inline int wallchess_set_first(Bits128 set) {
    return bits128_first(set);
}

static inline int wallchess_set_pop_first(Bits128 *set) {
    return bits128_pop_first(set);
}

static inline int wallchess_set_count(Bits128 set) {
    return bits128_count(set);
}

static inline int wallchess_slot_make(int orientation, int file, int rank) {
    return orientation * ANCHOR_COUNT + rank * ANCHOR_SIZE + file;
}

static inline int wallchess_slot_orientation(int slot) {
    return slot / ANCHOR_COUNT;
}

static inline int wallchess_slot_file(int slot) {
    return slot % ANCHOR_SIZE;
}

static inline int wallchess_slot_rank(int slot) {
    return slot % ANCHOR_COUNT / ANCHOR_SIZE;
}

/* The step a wall blocks out of its near cells (north for h, east for v); the opposite step
 * is blocked out of the cells beyond it. */
static inline int wallchess_slot_blocks(int slot) {
    return wallchess_slot_orientation(slot) == WALL_H ? NORTH : EAST;
}

static inline int wallchess_direction_opposite(int direction) {
    return direction ^ 2;
}

static inline Move wallchess_move_make(int kind, int value) {
    return (Move)(kind << 8 | value);
}

static inline int wallchess_move_kind(Move move) {
    return (int)(move >> 8);
}

static inline int wallchess_move_value(Move move) {
    return (int)(move & 0xFF);
}

/* Cells one open step away from any cell of from. */
static inline WallChessCells wallchess_cells_expand(const WallChessCells open[DIRECTION_COUNT],
                                                    WallChessCells from) {
    return (from & open[NORTH]) << CELL_STRIDE | (from & open[SOUTH]) >> CELL_STRIDE |
           (from & open[EAST]) << 1 | (from & open[WEST]) >> 1;
}

static inline bool wallchess_pawn_on_goal(const WallChessPos *pos, int player) {
    return wallchess_set_has(WALL_TABLES.goal[player], pos->pawn[player]);
}

/* tables.c: the one-time, thread-safe set-up of WALL_TABLES. */
void wallchess_init(void);

/* paths.c: shortest paths and reachability by flood fill (pawns ignored). */
bool wallchess_find_path(const WallChessCells open[DIRECTION_COUNT], int from, WallChessCells goal,
                         WallChessSlots *crossing, int *length);
bool wallchess_has_path(const WallChessCells open[DIRECTION_COUNT], int from, WallChessCells goal);

/* walls.c: placing walls and which slots the side to move may take. */
void wallchess_block_slot(WallChessCells open[DIRECTION_COUNT], int slot);
void wallchess_place_wall(WallChessPos *pos, int slot);
bool wallchess_keeps_paths(const WallChessPos *pos, int slot);
WallChessSlots wallchess_legal_walls(const WallChessPos *pos);

/* position.c: the empty board, stored paths and the Zobrist key from scratch. */
void wallchess_clear(WallChessPos *pos);
bool wallchess_update_path(WallChessPos *pos, int player);
uint64_t wallchess_compute_key(const WallChessPos *pos);

/* notation.c: cells and walls as text, shared with the position string. */
bool wallchess_parse_cell(const char *text, int *cell);
bool wallchess_parse_wall(const char *text, int *slot);
void wallchess_format_cell(int cell, char *text);
void wallchess_format_wall(int slot, char *text);

/* Entry points of the Game descriptor. */
bool wallchess_parse(void *pos, const char *text, char *error, size_t error_size);
void wallchess_format(const void *pos, char *text, size_t size);
void wallchess_print_board(const void *pos, StrBuf *out);
bool wallchess_parse_move(const void *pos, const char *text, Move *move);
void wallchess_format_move(const void *pos, Move move, char text[MAX_MOVE_TEXT]);
bool wallchess_illegal_reason(const void *pos, const char *text, char *reason, size_t size);
int wallchess_generate(const void *pos, Move *moves, GenKind kind);
bool wallchess_play(const void *pos, Move move, void *next);
uint64_t wallchess_key_from_scratch(const void *pos);
/* A key of the walls on the board alone, whoever placed them and wherever the pawns stand. */
uint64_t wallchess_wall_key(const void *pos);
/* The correction keys (Game.correction_keys): the walls. */
int wallchess_correction_keys(const void *pos, uint64_t keys[GAME_CORRECTION_KEYS]);
void wallchess_status(const void *pos, GameStatus *status);
Result wallchess_quick_result(const void *pos);
Result wallchess_no_move_result(const void *pos);
bool wallchess_null_move_allowed(const void *pos);
void wallchess_play_null(const void *pos, void *next);
bool wallchess_is_noisy(const void *pos, Move move);
int wallchess_noisy_gain(const void *pos, Move move);
int wallchess_quiet_order(const void *position, Move move);
int wallchess_move_index(const void *pos, Move move);

#endif
