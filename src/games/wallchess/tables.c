/*
 * tables.c - the read-only tables of Wall Chess, built once (thread-safely) by
 * wallchess_init: goal rows, the open steps of an empty board, the wall slot relations
 * (conflicts, contacts, the cells beside each wall, which slots block which step) and the
 * Zobrist keys.
 *
 * Wall geometry uses the lattice of groove points (x, y), 0..9 each, where x = f is the line
 * west of file f and y = r the line south of rank r. A wall covers three points: h at anchor
 * (f, r) covers (f..f+2, r+1), v at (f, r) covers (f+1, r..r+2). Two walls touch when they
 * share a point; a wall touches the edge when one of its points lies on the border.
 */
#include "wallchess.h"

#include <pthread.h>

WallChessTables WALL_TABLES;

/* Any seed works; this one is fixed so keys (and bench signatures) never change. */
static const uint64_t ZOBRIST_SEED = 0x3A11C4E55ULL;

enum { LATTICE_SIZE = BOARD_SIZE + 1 };

static uint64_t random_next(uint64_t *state) {
    uint64_t z = (*state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static Bits128 lattice_point(int x, int y) {
    return bits128_bit(y * LATTICE_SIZE + x);
}

/* The three groove points a wall covers. */
static Bits128 slot_points(int slot) {
    int f = wallchess_slot_file(slot), r = wallchess_slot_rank(slot);
    Bits128 points = 0;
    for (int i = 0; i < 3; i++)
        points |= wallchess_slot_orientation(slot) == WALL_H ? lattice_point(f + i, r + 1)
                                                             : lattice_point(f + 1, r + i);
    return points;
}

static Bits128 border_points(void) {
    Bits128 border = 0;
    for (int i = 0; i < LATTICE_SIZE; i++)
        border |= lattice_point(i, 0) | lattice_point(i, BOARD_SIZE) | lattice_point(0, i) |
                  lattice_point(BOARD_SIZE, i);
    return border;
}

/* The same anchor in either orientation, and the two slots a wall of the same orientation
 * would overlap half-way (east and west for h, north and south for v). */
static WallChessSlots slot_conflicts(int slot) {
    int f = wallchess_slot_file(slot), r = wallchess_slot_rank(slot),
        orientation = wallchess_slot_orientation(slot);
    WallChessSlots set = bits128_bit(wallchess_slot_make(WALL_H, f, r)) |
                         bits128_bit(wallchess_slot_make(WALL_V, f, r));
    int df = orientation == WALL_H, dr = orientation == WALL_V;
    if (f - df >= 0 && r - dr >= 0)
        set |= bits128_bit(wallchess_slot_make(orientation, f - df, r - dr));
    if (f + df < ANCHOR_SIZE && r + dr < ANCHOR_SIZE)
        set |= bits128_bit(wallchess_slot_make(orientation, f + df, r + dr));
    return set;
}

static void init_slot_relations(void) {
    Bits128 border = border_points();
    for (int slot = 0; slot < SLOT_COUNT; slot++) {
        Bits128 points = slot_points(slot);
        WALL_TABLES.conflict[slot] = slot_conflicts(slot);
        if (points & border)
            WALL_TABLES.edge_contact |= bits128_bit(slot);
        for (int other = 0; other < SLOT_COUNT; other++)
            if (other != slot && (points & slot_points(other)))
                WALL_TABLES.touch[slot] |= bits128_bit(other);
    }
}

/* The cells a wall lies beside, and for every step the slots whose wall would block it. */
static void init_crossings(void) {
    for (int slot = 0; slot < SLOT_COUNT; slot++) {
        int toward = wallchess_slot_blocks(slot),
            base = wallchess_cell_make(wallchess_slot_file(slot), wallchess_slot_rank(slot));
        int along = toward == NORTH ? wallchess_cell_step(EAST) : wallchess_cell_step(NORTH);
        WALL_TABLES.near[slot] = wallchess_cell_bit(base) | wallchess_cell_bit(base + along);
        for (WallChessCells near = WALL_TABLES.near[slot]; !wallchess_set_empty(near);) {
            int cell = wallchess_set_pop_first(&near);
            WALL_TABLES.crossing[cell][toward] |= bits128_bit(slot);
            WALL_TABLES.crossing[cell + wallchess_cell_step(toward)]
                                [wallchess_direction_opposite(toward)] |= bits128_bit(slot);
        }
    }
}

static void init_cells(void) {
    for (int rank = 0; rank < BOARD_SIZE; rank++)
        for (int file = 0; file < BOARD_SIZE; file++) {
            int cell = wallchess_cell_make(file, rank);
            WallChessCells bit = wallchess_cell_bit(cell);
            WALL_TABLES.open_empty[NORTH] |= rank < BOARD_SIZE - 1 ? bit : 0;
            WALL_TABLES.open_empty[SOUTH] |= rank > 0 ? bit : 0;
            WALL_TABLES.open_empty[EAST] |= file < BOARD_SIZE - 1 ? bit : 0;
            WALL_TABLES.open_empty[WEST] |= file > 0 ? bit : 0;
            WALL_TABLES.goal[SOUTH_PLAYER] |= rank == BOARD_SIZE - 1 ? bit : 0;
            WALL_TABLES.goal[NORTH_PLAYER] |= rank == 0 ? bit : 0;
        }
}

static void init_keys(void) {
    uint64_t seed = ZOBRIST_SEED;
    for (int player = 0; player < 2; player++)
        for (int cell = 0; cell < CELL_LIMIT; cell++)
            WALL_TABLES.pawn_key[player][cell] = random_next(&seed);
    for (int slot = 0; slot < SLOT_COUNT; slot++)
        WALL_TABLES.wall_key[slot] = random_next(&seed);
    for (int player = 0; player < 2; player++)
        for (int left = 0; left <= WALLS_PER_SIDE; left++)
            WALL_TABLES.walls_left_key[player][left] = random_next(&seed);
    WALL_TABLES.side_key = random_next(&seed);
}

static void init_tables(void) {
    init_cells();
    init_slot_relations();
    init_crossings();
    init_keys();
}

void wallchess_init(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, init_tables);
}
