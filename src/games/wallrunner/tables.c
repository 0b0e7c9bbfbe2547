/*
 * tables.c - the read-only tables of Wall Runner, built once (thread-safely) by
 * wallrunner_init: the ray of every direction from every square, the neighbours of a square,
 * a Runner's forward steps, the ranks, and the Zobrist keys. Also the small geometry helpers
 * that turn a direction into a step and two adjacent squares into a direction.
 */
#include "wallrunner.h"

#include <pthread.h>

WallRunnerTables RUNNER_TABLES;

/* Any seed works; this one is fixed so keys (and bench signatures) never change. */
static const uint64_t ZOBRIST_SEED = 0x3A11E4D5EEDULL;

/* File and rank change of one step in each direction (enum WallRunnerDirection order). */
static const int FILE_STEP[DIRECTION_COUNT] = {0, 1, 0, -1, 1, 1, -1, -1};
static const int RANK_STEP[DIRECTION_COUNT] = {1, 0, -1, 0, 1, -1, -1, 1};

static pthread_once_t tables_once = PTHREAD_ONCE_INIT;

static uint64_t random_next(uint64_t *state) {
    uint64_t z = (*state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static int step_on_board(int square, int direction) {
    int file = square_file(square) + FILE_STEP[direction];
    int rank = square_rank(square) + RANK_STEP[direction];
    if (file < 0 || file >= BOARD_SIZE || rank < 0 || rank >= BOARD_SIZE)
        return -1;
    return make_square(file, rank);
}

int wallrunner_direction_between(int from, int to) {
    for (int direction = 0; direction < DIRECTION_COUNT; direction++)
        if (step_on_board(from, direction) == to)
            return direction;
    return -1;
}

/* A Runner's forward steps, per side (WR6). */
static const int FORWARD[2][3] = {{NORTH, NORTH_EAST, NORTH_WEST}, {SOUTH, SOUTH_EAST, SOUTH_WEST}};

static void init_geometry(void) {
    for (int square = 0; square < SQUARE_COUNT; square++)
        for (int direction = 0; direction < DIRECTION_COUNT; direction++)
            RUNNER_TABLES.step[square][direction] = (int8_t)step_on_board(square, direction);
    for (int square = 0; square < SQUARE_COUNT; square++) {
        RUNNER_TABLES.rank[square_rank(square)] |= square_bb(square);
        for (int direction = 0; direction < DIRECTION_COUNT; direction++) {
            int next = wallrunner_step(square, direction);
            if (next >= 0)
                RUNNER_TABLES.neighbours[square] |= square_bb(next);
            for (; next >= 0; next = wallrunner_step(next, direction))
                RUNNER_TABLES.ray[direction][square] |= square_bb(next);
        }
        if (bb_count(RUNNER_TABLES.neighbours[square]) < DIRECTION_COUNT)
            RUNNER_TABLES.edge |= square_bb(square);
        for (int direction = 0; direction < DIRECTION_COUNT; direction++) {
            int guard = step_on_board(square, direction ^ 2); /* the opposite direction */
            if (PUSH_REMOVES_OFF_BOARD && step_on_board(square, direction) < 0 && guard >= 0)
                RUNNER_TABLES.push_off_from[square] |= square_bb(guard);
        }
        for (int side = WHITE; side <= BLACK; side++)
            for (int i = 0; i < 3; i++) {
                int next = wallrunner_step(square, FORWARD[side][i]);
                if (next >= 0)
                    RUNNER_TABLES.forward[side][square] |= square_bb(next);
            }
    }
}

static void init_keys(void) {
    uint64_t seed = ZOBRIST_SEED;
    for (int piece = 0; piece < PIECE_CODES; piece++)
        for (int square = 0; square < SQUARE_COUNT; square++)
            RUNNER_TABLES.piece_key[piece][square] = random_next(&seed);
    for (int square = 0; square < SQUARE_COUNT; square++)
        for (int direction = 0; direction < DIRECTION_COUNT; direction++)
            RUNNER_TABLES.ban_key[square][direction] = random_next(&seed);
    RUNNER_TABLES.side_key = random_next(&seed);
}

static void init_tables(void) {
    init_geometry();
    init_keys();
}

void wallrunner_init(void) {
    pthread_once(&tables_once, init_tables);
}
