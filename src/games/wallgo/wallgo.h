/*
 * wallgo.h - Wall Go: the position (WallGoPos), the board geometry, the move encoding and
 * the functions the wallgo files share. The Game descriptor (engine/games/wallgo.c) is built from
 * the wallgo_* entry points declared at the bottom.
 *
 * Cells are bits of a uint64_t: cell = rank * 7 + file, a1 = 0, g7 = 48. The 84 inner
 * edges are kept as two cell sets: wall_n holds the cells whose north edge carries a wall
 * (ranks 1-6), wall_e the cells whose east edge does (files a-f). A step is a shift by 7
 * (north/south) or 1 (east/west), always masked with the cells whose edge that way is open,
 * so no shift wraps around a rank or leaves the board.
 *
 * Edges are also numbered 0..83 in the canonical order of the position string: the n walls
 * first (edge = cell, a1n = 0 .. g6n = 41), then the e walls (42 + rank * 6 + file, a1e = 42
 * .. f7e = 83).
 *
 * A position carries its players' tokens, the walls, the counters, whether the game is
 * over, and two things play() keeps up to date so the rules stay cheap:
 *   - corner: which lattice points (cell corners, x, y in 0..7, index y * 8 + x) walls and
 *     the border join together, as a component label per point (the whole border is one
 *     component). A new wall cuts a region in two exactly when its two ends are already
 *     joined: the walls and the border then close a loop around one side of it.
 *   - contested: the cells of the regions that hold tokens of more than one player. It only
 *     changes when a wall cuts a region or a token is placed (token moves stay inside their
 *     region), and the regions are settled (WG7) exactly when it is empty.
 */
#ifndef TESSERA_WALLGO_H
#define TESSERA_WALLGO_H

#include "src/game.h"

enum {
    WALLGO_SIZE = 7,
    WALLGO_CELLS = WALLGO_SIZE * WALLGO_SIZE,
    WALLGO_NORTH_EDGES = (WALLGO_SIZE - 1) * WALLGO_SIZE, /* edges 0..41: n walls */
    WALLGO_EDGES = 2 * WALLGO_NORTH_EDGES,                /* 84 inner edges */
    WALLGO_MIN_PLAYERS = 2,
    WALLGO_MAX_PLAYERS = 4,
    WALLGO_WALLS = 20,               /* walls each player starts with */
    WALLGO_TOKENS_TWO = 4,           /* tokens each with 2 players */
    WALLGO_TOKENS_MANY = 2,          /* tokens each with 3 or 4 players */
    WALLGO_LATTICE = WALLGO_SIZE + 1 /* groove points per row: x, y in 0..7 */
};

/* The rule set a position is played under (RULES.md): the site's, where a turn's wall goes on
 * any free edge, or the television show's, where it goes on a side of the cell the moved token
 * stands on (WS1-WS6). A position string names show (a sixth field); the key includes it. */
typedef enum WallGoRules {
    WALLGO_RULES_SITE,
    WALLGO_RULES_SHOW,
} WallGoRules;

static const uint64_t WALLGO_ALL = (1ULL << WALLGO_CELLS) - 1;
static const uint64_t WALLGO_INNER_N = (1ULL << WALLGO_NORTH_EDGES) - 1; /* cells below rank 7 */
static const uint64_t WALLGO_INNER_E = 0xFDFBF7EFDFBFULL;                /* cells left of file g */

/* A move is a placement (PLACE flag, bits 0-5 the cell) or a turn (TURN flag, bits 0-5 the
 * destination, 6-11 the token's cell, 12-18 the wall's edge). Neither is MOVE_NONE. */
enum {
    WALLGO_TO_SHIFT = 0,
    WALLGO_FROM_SHIFT = 6,
    WALLGO_EDGE_SHIFT = 12,
    WALLGO_TURN_FLAG = 1 << 19,
    WALLGO_PLACE_FLAG = 1 << 20,
};

/* Range of wallgo_move_index: per side, turns by destination and wall, then placements. */
enum {
    WALLGO_TURN_INDEXES = WALLGO_MAX_PLAYERS * WALLGO_CELLS * WALLGO_EDGES,
    WALLGO_MOVE_INDEX_COUNT = WALLGO_TURN_INDEXES + WALLGO_MAX_PLAYERS * WALLGO_CELLS,
};

typedef struct WallGoPos {
    PosHeader header;
    uint64_t tokens[WALLGO_MAX_PLAYERS]; /* each player's tokens */
    uint64_t occupied;                   /* all tokens */
    uint64_t wall_n, wall_e;             /* cells with a wall on their north / east edge */
    uint64_t contested;                  /* cells of regions with tokens of several players */
    uint8_t corner[WALLGO_LATTICE * WALLGO_LATTICE]; /* component label of each lattice point */
    uint8_t walls_left[WALLGO_MAX_PLAYERS];
    uint8_t to_place[WALLGO_MAX_PLAYERS]; /* tokens still to place */
    bool over;                            /* the game has ended (RULES.md WG7) */
    uint8_t rules;                        /* WallGoRules */
} WallGoPos;

/* Tables written once by wallgo_init and read-only afterwards. */
typedef struct WallGoTables {
    uint8_t edge_cell[WALLGO_EDGES];   /* the cell south (n wall) or west (e wall) of an edge */
    uint8_t east_edge[WALLGO_CELLS];   /* edge number of the cell's e wall (files a-f) */
    uint8_t edge_end[WALLGO_EDGES][2]; /* the lattice points at the two ends of an edge */
    uint8_t corner_start[WALLGO_LATTICE * WALLGO_LATTICE]; /* WallGoPos.corner without walls */
    uint8_t placement_order[WALLGO_CELLS]; /* cells by distance from the centre, then a1 .. g7 */
    uint64_t token_key[WALLGO_MAX_PLAYERS][WALLGO_CELLS];
    uint64_t edge_key[WALLGO_EDGES];
    uint64_t walls_left_key[WALLGO_MAX_PLAYERS][WALLGO_WALLS + 1];
    uint64_t to_place_key[WALLGO_MAX_PLAYERS][WALLGO_TOKENS_TWO + 1];
    uint64_t side_key[WALLGO_MAX_PLAYERS];
    uint64_t players_key[WALLGO_MAX_PLAYERS + 1];
    uint64_t show_key; /* in the key of every show-rules position */
} WallGoTables;

extern WallGoTables WALLGO_TABLES;

static inline int wallgo_cell(int file, int rank) {
    return rank * WALLGO_SIZE + file;
}

static inline int wallgo_file(int cell) {
    return cell % WALLGO_SIZE;
}

static inline int wallgo_rank(int cell) {
    return cell / WALLGO_SIZE;
}

static inline uint64_t wallgo_bit(int cell) {
    return 1ULL << cell;
}

static inline int wallgo_count(uint64_t set) {
    return __builtin_popcountll(set);
}

static inline int wallgo_pop(uint64_t *set) {
    int index = __builtin_ctzll(*set);
    *set &= *set - 1;
    return index;
}

static inline bool wallgo_edge_is_east(int edge) {
    return edge >= WALLGO_NORTH_EDGES;
}

/* The cell on the other side of an edge (north or east of edge_cell). */
static inline int wallgo_edge_far_cell(int edge) {
    return WALLGO_TABLES.edge_cell[edge] + (wallgo_edge_is_east(edge) ? 1 : WALLGO_SIZE);
}

static inline bool wallgo_has_wall(const WallGoPos *pos, int edge) {
    uint64_t walls = wallgo_edge_is_east(edge) ? pos->wall_e : pos->wall_n;
    return (walls >> WALLGO_TABLES.edge_cell[edge]) & 1;
}

/* The open edges as the cells that may step north (open_n) and east (open_e). */
static inline uint64_t wallgo_open_n(const WallGoPos *pos) {
    return WALLGO_INNER_N & ~pos->wall_n;
}

static inline uint64_t wallgo_open_e(const WallGoPos *pos) {
    return WALLGO_INNER_E & ~pos->wall_e;
}

/* Cells one open step away from any cell of from. */
static inline uint64_t wallgo_expand(uint64_t from, uint64_t open_n, uint64_t open_e) {
    return (from & open_n) << WALLGO_SIZE | ((from >> WALLGO_SIZE) & open_n) |
           (from & open_e) << 1 | ((from >> 1) & open_e);
}

/* The cells with at least one free side (an inner edge without a wall): under the show rules
 * only a token standing on one can end its move there. */
static inline uint64_t wallgo_free_sided(const WallGoPos *pos) {
    uint64_t open_n = wallgo_open_n(pos), open_e = wallgo_open_e(pos);
    return open_n | open_n << WALLGO_SIZE | open_e | open_e << 1;
}

/* Whether the edge is one of the four sides of cell. */
static inline bool wallgo_edge_touches(int edge, int cell) {
    return WALLGO_TABLES.edge_cell[edge] == cell || wallgo_edge_far_cell(edge) == cell;
}

/* The turn's fields. */
static inline int wallgo_move_to(Move move) {
    return (int)(move >> WALLGO_TO_SHIFT) & 63;
}

static inline int wallgo_move_from(Move move) {
    return (int)(move >> WALLGO_FROM_SHIFT) & 63;
}

static inline int wallgo_move_edge(Move move) {
    return (int)(move >> WALLGO_EDGE_SHIFT) & 127;
}

static inline bool wallgo_move_is_place(Move move) {
    return (move & WALLGO_PLACE_FLAG) != 0;
}

static inline Move wallgo_turn_make(int from, int to, int edge) {
    return (Move)(WALLGO_TURN_FLAG | edge << WALLGO_EDGE_SHIFT | from << WALLGO_FROM_SHIFT | to);
}

static inline Move wallgo_place_make(int cell) {
    return (Move)(WALLGO_PLACE_FLAG | cell);
}

/* Tokens each player has in a game of that many players. */
static inline int wallgo_tokens_per_player(int players) {
    return players == 2 ? WALLGO_TOKENS_TWO : WALLGO_TOKENS_MANY;
}

/* Whether a wall on the free edge would cut its region in two. */
static inline bool wallgo_wall_cuts(const WallGoPos *pos, int edge) {
    const uint8_t *ends = WALLGO_TABLES.edge_end[edge];
    return pos->corner[ends[0]] == pos->corner[ends[1]];
}

/* Whether it would cut a region holding tokens of several players (a noisy wall). */
static inline bool wallgo_wall_contests(const WallGoPos *pos, int edge) {
    return (pos->contested >> WALLGO_TABLES.edge_cell[edge] & 1) && wallgo_wall_cuts(pos, edge);
}

static inline bool wallgo_placing(const WallGoPos *pos) {
    uint32_t left;
    __builtin_memcpy(&left, pos->to_place, sizeof left);
    return left != 0;
}

/* The parts of a region a wall would split (board.c). */
typedef struct WallGoSplit {
    bool contests; /* the wall cuts a region shared by several players; parts are valid */
    uint64_t parts[2];
} WallGoSplit;

/* tables.c: the one-time, thread-safe set-up of WALLGO_TABLES. */
void wallgo_init(void);

/* board.c: regions, territory, who can act, the side after a turn, the end of the game,
 * walls going up (wallgo_key_from_scratch is there too). */
uint64_t wallgo_fill(uint64_t seed, uint64_t open_n, uint64_t open_e);
uint64_t wallgo_token_moves(const WallGoPos *pos, int cell);
bool wallgo_can_act(const WallGoPos *pos, int player);
void wallgo_scores(const WallGoPos *pos, int scores[WALLGO_MAX_PLAYERS]);
int wallgo_regions(const WallGoPos *pos, int player, int sizes[WALLGO_TOKENS_TWO]);
int wallgo_next_placer(const WallGoPos *pos);
void wallgo_update_contested(WallGoPos *pos);
void wallgo_split(const WallGoPos *pos, int edge, WallGoSplit *split);
int wallgo_split_captures(const WallGoPos *pos, const WallGoSplit *split, Move move);
int wallgo_captured(const WallGoPos *pos, Move move);
void wallgo_settle(WallGoPos *pos, bool regions_changed);
void wallgo_add_wall(WallGoPos *pos, int edge);

/* notation.c: cells and walls as text, shared with the position string. */
bool wallgo_parse_cell(const char *text, int *cell);
bool wallgo_parse_wall(const char *text, int *edge);
void wallgo_format_cell(int cell, char *text);
void wallgo_format_wall(int edge, char *text);

/* Entry points of the Game descriptor. */
bool wallgo_parse(void *pos, const char *text, char *error, size_t error_size);
void wallgo_format(const void *pos, char *text, size_t size);
void wallgo_print_board(const void *pos, StrBuf *out);
bool wallgo_parse_move(const void *pos, const char *text, Move *move);
void wallgo_format_move(const void *pos, Move move, char text[MAX_MOVE_TEXT]);
bool wallgo_illegal_reason(const void *pos, const char *text, char *reason, size_t size);
int wallgo_generate(const void *pos, Move *moves, GenKind kind);
bool wallgo_play(const void *pos, Move move, void *next);
/* The turn passed on in pos without a move (Game.pass_turn). */
bool wallgo_pass_turn(void *pos);
uint64_t wallgo_key_from_scratch(const void *pos);
void wallgo_status(const void *pos, GameStatus *status);
Result wallgo_quick_result(const void *pos);
Result wallgo_result_for(const void *pos, int player);
Result wallgo_no_move_result(const void *pos);
bool wallgo_is_noisy(const void *pos, Move move);
int wallgo_noisy_gain(const void *pos, Move move);
int wallgo_move_index(const void *pos, Move move);
void wallgo_describe_moves(const void *pos, const Move *moves, int count, MoveFacts *facts);

#endif
