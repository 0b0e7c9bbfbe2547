/*
 * wallrunner.h - Wall Runner (RULES.md section 5): the position (WallRunnerPos), squares, pieces,
 * directions, the move encoding, the decided rules as named constants, and the functions the
 * wallrunner files share. The Game descriptor (engine/games/wallrunner.c) is built from the
 * wallrunner_* entry points declared at the bottom.
 *
 * The board is 8x8 with one bit per square (a1 = bit 0, b1 = bit 1, ..., h8 = bit 63): one
 * bitboard per piece kind, one per side, their union, and a mailbox with the piece on each
 * square. The walls of each side (WR3) are derived from the pieces but kept in the position:
 * play() recomputes them after every move, so move generation, the rules and the evaluation
 * read them for free. The return bans (WR8) belong to the side to move: at most one per piece
 * pushed by the last move, so at most eight, listed by the square the piece now stands on.
 */
#ifndef TESSERA_WALLRUNNER_H
#define TESSERA_WALLRUNNER_H

#include "src/bitboard.h"
#include "src/game.h"

enum { WHITE, BLACK };

enum WallRunnerPieceKind { NO_KIND, KING, GUARD, STRIAG, DIAG, RUNNER, KIND_COUNT };

/* A piece code is side << 3 | kind; NO_PIECE marks an empty square. */
enum { NO_PIECE = 0, PIECE_CODES = 16 };

enum { BOARD_SIZE = 8, SQUARE_COUNT = 64 };

/* The eight directions; the first four are orthogonal, the last four diagonal. */
enum WallRunnerDirection {
    NORTH,
    EAST,
    SOUTH,
    WEST,
    NORTH_EAST,
    SOUTH_EAST,
    SOUTH_WEST,
    NORTH_WEST
};

enum {
    DIRECTION_COUNT = 8,
    ORTHOGONAL_DIRECTIONS = 0x0F, /* a set of directions: bit d stands for direction d */
    DIAGONAL_DIRECTIONS = 0xF0,
    ALL_DIRECTIONS = 0xFF,
    /* Directions whose rays run towards higher square numbers: N, E, NE, NW. */
    UPWARD_DIRECTIONS = 1 << NORTH | 1 << EAST | 1 << NORTH_EAST | 1 << NORTH_WEST,
};

/*
 * The decided rules (RULES.md section 5, [decided]). Each is the project's reading of a seed
 * rulebook that lost its setup page and diagrams; change it here if the real rulebook turns
 * up (and the perft numbers of tests/perft/wallrunner.epd with it).
 */

/* WR1: the setup. White Diags b1 g1, Striags c1 f1, Guard d1, King e1, Runners c2-f2; Black
 * mirrored on ranks 8 and 7; White moves first. */
#define WALLRUNNER_START_POSITION "1dsgksd1/2rrrr2/8/8/8/8/2RRRR2/1DSGKSD1 w - 1"

enum {
    /* WR2: no captures. False: every move ends on an empty square and pieces leave the board
     * only by pushes. True would let a move also end on an enemy piece, removing it. */
    CAPTURES_ALLOWED = false,
    /* WR3: the directions in which a Striag / a Diag casts its wall rays. */
    STRIAG_WALL_DIRECTIONS = ORTHOGONAL_DIRECTIONS,
    DIAG_WALL_DIRECTIONS = DIAGONAL_DIRECTIONS,
    /* WR3: a ray runs from the next square to the edge or to the first occupied square, and
     * that occupied square is part of the wall (so a piece standing in a ray is on it). */
    WALL_INCLUDES_BLOCKER = true,
    /* WR7: a push moves an enemy piece one square away from the Guard; a piece pushed over
     * the edge is removed (false: it stays where it is, like a piece pushed onto an occupied
     * square). Pushes ignore walls and all happen at once, as the Guard lands. */
    PUSH_REMOVES_OFF_BOARD = true,
};

/* The seed's movement directions (WR5, WR6), kept beside the decided wall directions. */
enum {
    STRIAG_MOVE_DIRECTIONS = ORTHOGONAL_DIRECTIONS,
    DIAG_MOVE_DIRECTIONS = DIAGONAL_DIRECTIONS,
};

/* A move: from (bits 0-5) and to (bits 6-11). from != to, so no move is MOVE_NONE. Pushes and
 * wall effects follow from the rules and are not part of the move. */
static inline Move wallrunner_move_make(int from, int to) {
    return (Move)(from | to << 6);
}

static inline int wallrunner_move_from(Move move) {
    return (int)(move & 63);
}

static inline int wallrunner_move_to(Move move) {
    return (int)(move >> 6 & 63);
}

/* Range of wallrunner_move_index: moving piece code times destination square. */
enum { WALLRUNNER_MOVE_INDEX_COUNT = PIECE_CODES * SQUARE_COUNT };

enum { MAX_BANS = 8 }; /* one per square around the Guard */

/* WR8: the piece on `square` (of the side to move) may not move to `target` this turn. */
typedef struct WallRunnerBan {
    uint8_t square;
    uint8_t target;
} WallRunnerBan;

typedef struct WallRunnerPos {
    PosHeader header;
    Bitboard by_kind[KIND_COUNT]; /* by_kind[NO_KIND]: every occupied square */
    Bitboard by_side[2];
    Bitboard walls[2];           /* the wall squares of each side (WR3) */
    uint8_t board[SQUARE_COUNT]; /* piece code on each square */
    uint8_t ban_count;           /* bans of the side to move, by square */
    WallRunnerBan bans[MAX_BANS];
} WallRunnerPos;

static inline int wallrunner_piece_kind(int piece) {
    return piece & 7;
}

static inline int wallrunner_piece_side(int piece) {
    return piece >> 3;
}

static inline Bitboard wallrunner_pos_pieces(const WallRunnerPos *pos, int side, int kind) {
    return pos->by_side[side] & pos->by_kind[kind];
}

/* The rank a side's King wins on (WR9): White's goal is rank 8, Black's rank 1. */
static inline int wallrunner_goal_rank(int side) {
    return side == WHITE ? BOARD_SIZE - 1 : 0;
}

/* The read-only tables, written once by wallrunner_init. */
typedef struct WallRunnerTables {
    Bitboard ray[DIRECTION_COUNT][SQUARE_COUNT]; /* squares from the next one to the edge */
    Bitboard neighbours[SQUARE_COUNT];           /* the up to 8 adjacent squares */
    Bitboard forward[2][SQUARE_COUNT];           /* a Runner's forward steps (WR6) */
    Bitboard rank[BOARD_SIZE];
    Bitboard edge; /* the squares on the border */
    /* Where a Guard lands to push a piece on the square off the board (WR7; none at all when
     * PUSH_REMOVES_OFF_BOARD is false). */
    Bitboard push_off_from[SQUARE_COUNT];
    int8_t step[SQUARE_COUNT][DIRECTION_COUNT]; /* the square one step away, -1 off the board */
    uint64_t piece_key[PIECE_CODES][SQUARE_COUNT];
    uint64_t ban_key[SQUARE_COUNT][DIRECTION_COUNT]; /* ban of a piece by its target's direction */
    uint64_t side_key;
} WallRunnerTables;

extern WallRunnerTables RUNNER_TABLES;

/* tables.c: fills RUNNER_TABLES once (thread-safe, cheap after the first call). */
void wallrunner_init(void);
/* The direction from a square to an adjacent one, or -1 when they are not adjacent. */
int wallrunner_direction_between(int from, int to);

/* The square one step from square in direction, or -1 off the board. */
static inline int wallrunner_step(int square, int direction) {
    return RUNNER_TABLES.step[square][direction];
}

/* The squares of the ray from square in direction, up to and including the first square of
 * blockers (the whole ray when it meets none). */
static inline Bitboard wallrunner_ray_until(int direction, int square, Bitboard blockers) {
    Bitboard ray = RUNNER_TABLES.ray[direction][square];
    Bitboard hit = ray & blockers;
    if (!hit)
        return ray;
    int blocker = (UPWARD_DIRECTIONS >> direction & 1) ? bb_first(hit) : bb_last(hit);
    return ray ^ RUNNER_TABLES.ray[direction][blocker];
}

/* The squares where a Guard landing pushes at least one of pieces off the board (WR7). */
static inline Bitboard wallrunner_push_off_landings(Bitboard pieces) {
    Bitboard landings = 0;
    while (pieces)
        landings |= RUNNER_TABLES.push_off_from[bb_pop_first(&pieces)];
    return landings;
}

/* The union of wallrunner_ray_until over a set of directions. */
static inline Bitboard wallrunner_rays_until(unsigned directions, int square, Bitboard blockers) {
    Bitboard squares = 0;
    for (int direction = 0; direction < DIRECTION_COUNT; direction++)
        if (directions >> direction & 1)
            squares |= wallrunner_ray_until(direction, square, blockers);
    return squares;
}

/* walls.c: WR3 walls and WR4 frozen pieces. */
Bitboard wallrunner_walls_of(const WallRunnerPos *pos, int side);
void wallrunner_update_walls(WallRunnerPos *pos);
Bitboard wallrunner_frozen(const WallRunnerPos *pos, int side);

/* movegen.c: the destinations of the piece on square, return bans applied. */
Bitboard wallrunner_targets(const WallRunnerPos *pos, int square);

/* zobrist.c */
uint64_t wallrunner_compute_key(const WallRunnerPos *pos);
uint64_t wallrunner_ban_key(WallRunnerBan ban);

/* position.c: placing a piece outside play (parsing, tests); walls and key are not updated. */
void wallrunner_put_piece(WallRunnerPos *pos, int piece, int square);
/* Adds a ban (the key is not updated), keeping the canonical order: by the piece's square. */
void wallrunner_add_ban(WallRunnerPos *pos, int square, int target);

/* rules.c: the side that has won by the pieces alone (WR9: a King missing or on its goal
 * rank), NO_WINNER, or WINNER_CONFLICT when both sides would have won (an invalid string). */
enum { NO_WINNER = -1, WINNER_CONFLICT = 2 };
int wallrunner_winner(const WallRunnerPos *pos);
/* The empty squares where an enemy Guard landing would push the King on king off the board. */
Bitboard wallrunner_push_off_squares(const WallRunnerPos *pos, int king);

/* Entry points of the Game descriptor. */
bool wallrunner_parse(void *pos, const char *text, char *error, size_t error_size);
void wallrunner_format(const void *pos, char *text, size_t size);
void wallrunner_print_board(const void *pos, StrBuf *out);
bool wallrunner_parse_move(const void *pos, const char *text, Move *move);
/* A square as two characters ("e4"), read and written (name gets a terminator). */
bool wallrunner_parse_square(const char *text, int *square);
void wallrunner_square_name(int square, char name[3]);
void wallrunner_format_move(const void *pos, Move move, char text[MAX_MOVE_TEXT]);
bool wallrunner_illegal_reason(const void *pos, const char *text, char *reason, size_t size);
int wallrunner_generate(const void *pos, Move *moves, GenKind kind);
bool wallrunner_play(const void *pos, Move move, void *next);
void wallrunner_play_null(const void *pos, void *next);
uint64_t wallrunner_key_from_scratch(const void *pos);
void wallrunner_status(const void *pos, GameStatus *status);
Result wallrunner_quick_result(const void *pos);
Result wallrunner_no_move_result(const void *pos);
bool wallrunner_threatened(const void *pos);
bool wallrunner_is_noisy(const void *pos, Move move);
int wallrunner_noisy_gain(const void *pos, Move move);
int wallrunner_move_index(const void *pos, Move move);
bool wallrunner_null_move_allowed(const void *pos);

#endif
