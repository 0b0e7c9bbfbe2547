/*
 * wallgo_reference.h - a second, deliberately simple implementation of the Wall Go rules
 * (RULES.md section 4) for the tests: a 7x7 array of characters, an array of walls per cell
 * side, loops and a breadth-first search instead of bitboards. It shares no code with src/
 * (its own position-string reader, move text and region logic), so agreeing perft counts,
 * move lists and results are independent evidence. It plays both rule sets: the site's (a
 * wall on any free inner edge) and the show's (position strings with a sixth field `show`:
 * the wall on a free side of the cell where the moved token stands, issue 47).
 */
#ifndef TESSERA_TEST_WALLGO_REFERENCE_H
#define TESSERA_TEST_WALLGO_REFERENCE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum { WGREF_N = 7, WGREF_MAX_MOVES = 8192, WGREF_MOVE_TEXT = 12 };

/* Two points of the show rules as switches, which wgref_parse copies into the position; as
 * set they follow RULES.md WS2 and WS5. WGREF_SHOW_STAY_NEEDS_STEP: 1, a 0-step move needs
 * an empty neighbour with no wall between (the site's condition, WG3); 0, any token may stay,
 * its wall still needing a free side of its cell. WGREF_SHOW_SNAKE_PLACEMENT: 1, tokens are
 * placed in the snake order (A B B A A B B A, A B C C B A, A B C D D C B A, counted from the
 * tokens on the board); 0, in turn order as the site does (WG2). */
enum { WGREF_SHOW_STAY_NEEDS_STEP = 0, WGREF_SHOW_SNAKE_PLACEMENT = 1 };

typedef struct WallGoRefPos {
    int players;
    char cell[WGREF_N][WGREF_N];       /* [rank][file]: 'A'..'D' or '.' */
    bool wall_north[WGREF_N][WGREF_N]; /* wall between (rank, file) and (rank + 1, file) */
    bool wall_east[WGREF_N][WGREF_N];  /* wall between (rank, file) and (rank, file + 1) */
    int walls_left[4];
    int to_place[4];
    int side;
    bool over;
    bool show;                 /* the show's rules: the wall beside the moved token */
    bool show_stay_needs_step; /* under the show's rules, see WGREF_SHOW_STAY_NEEDS_STEP */
    bool show_snake_placement; /* under the show's rules, see WGREF_SHOW_SNAKE_PLACEMENT */
} WallGoRefPos;

/* A placement (from_file < 0) or a turn: token from -> to, then the wall on `side` of
 * (wall_file, wall_rank), side 'n' or 'e'. */
typedef struct WallGoRefMove {
    int from_file, from_rank, to_file, to_rank;
    int wall_file, wall_rank;
    char wall_side;
} WallGoRefMove;

/* Reads a position string (skipping a side who cannot act), the site's five fields or those
 * and `show`; false when unreadable. */
bool wgref_parse(WallGoRefPos *pos, const char *text);

/* The legal moves, in no particular order (none once the game is over). */
int wgref_moves(const WallGoRefPos *pos, WallGoRefMove *moves);

void wgref_play(const WallGoRefPos *pos, WallGoRefMove move, WallGoRefPos *next);

uint64_t wgref_perft(const WallGoRefPos *pos, int depth);

/* Territory of every player: sizes of the regions holding only that player's tokens. */
void wgref_scores(const WallGoRefPos *pos, int scores[4]);

void wgref_move_text(WallGoRefMove move, char text[WGREF_MOVE_TEXT]);

/* The legal moves as one sorted, space-separated line (cut short to fit size). */
void wgref_moves_text(const WallGoRefPos *pos, char *out, size_t size);

/* Whether the turn's wall cuts a region holding tokens of several players in two. */
bool wgref_wall_contests(const WallGoRefPos *pos, WallGoRefMove move);

/* Whether the turn is a capture: its wall cuts such a region and afterwards a side of the
 * wall is a region holding only the mover's tokens. */
bool wgref_captures(const WallGoRefPos *pos, WallGoRefMove move);

/* Reads a move in canonical text (placement `c3`, turn `b2c3,c3n`); no legality check. */
bool wgref_read_move(const char *text, WallGoRefMove *move);

#endif
