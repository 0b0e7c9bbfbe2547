/*
 * tables.c - the read-only tables of Wall Go, built once (thread-safely) by wallgo_init:
 * the cell beside each edge and the edge number of each e wall, the lattice points at the
 * ends of each edge and their component labels without walls, the order placements are
 * generated in, and the Zobrist keys.
 *
 * Lattice points are the corners of the cells: (x, y) with x, y in 0..7, x = f the line
 * west of file f and y = r the line south of rank r, bit y * 8 + x of a uint64_t. The n wall
 * of cell (f, r) runs from (f, r + 1) to (f + 1, r + 1), its e wall from (f + 1, r) to
 * (f + 1, r + 1). Without walls every border point is in component 0 and every inner point
 * is a component of its own, labelled by its index.
 */
#include "wallgo.h"

#include <pthread.h>

#include "src/splitmix.h"

WallGoTables WALLGO_TABLES;

/* Any seed works; this one is fixed so keys (and bench signatures) never change. */
static const uint64_t ZOBRIST_SEED = 0x5EED0F3A11600ULL;

static uint8_t lattice_point(int x, int y) {
    return (uint8_t)(y * WALLGO_LATTICE + x);
}

static void set_ends(int edge, uint8_t first, uint8_t second) {
    WALLGO_TABLES.edge_end[edge][0] = first;
    WALLGO_TABLES.edge_end[edge][1] = second;
}

static void init_edges(void) {
    for (int rank = 0; rank < WALLGO_SIZE; rank++)
        for (int file = 0; file < WALLGO_SIZE; file++) {
            int cell = wallgo_cell(file, rank);
            if (rank < WALLGO_SIZE - 1) {
                WALLGO_TABLES.edge_cell[cell] = (uint8_t)cell;
                set_ends(cell, lattice_point(file, rank + 1), lattice_point(file + 1, rank + 1));
            }
            if (file < WALLGO_SIZE - 1) {
                int edge = WALLGO_NORTH_EDGES + rank * (WALLGO_SIZE - 1) + file;
                WALLGO_TABLES.east_edge[cell] = (uint8_t)edge;
                WALLGO_TABLES.edge_cell[edge] = (uint8_t)cell;
                set_ends(edge, lattice_point(file + 1, rank), lattice_point(file + 1, rank + 1));
            }
        }
    for (int y = 0; y < WALLGO_LATTICE; y++)
        for (int x = 0; x < WALLGO_LATTICE; x++) {
            bool border = x == 0 || y == 0 || x == WALLGO_SIZE || y == WALLGO_SIZE;
            WALLGO_TABLES.corner_start[lattice_point(x, y)] = border ? 0 : lattice_point(x, y);
        }
}

static int centre_distance(int cell) {
    int file = wallgo_file(cell) - WALLGO_SIZE / 2, rank = wallgo_rank(cell) - WALLGO_SIZE / 2;
    return (file < 0 ? -file : file) + (rank < 0 ? -rank : rank);
}

static void init_placement_order(void) {
    int count = 0;
    for (int distance = 0; distance <= WALLGO_SIZE - 1; distance++)
        for (int cell = 0; cell < WALLGO_CELLS; cell++)
            if (centre_distance(cell) == distance)
                WALLGO_TABLES.placement_order[count++] = (uint8_t)cell;
}

static void init_keys(void) {
    uint64_t seed = ZOBRIST_SEED;
    for (int player = 0; player < WALLGO_MAX_PLAYERS; player++)
        for (int cell = 0; cell < WALLGO_CELLS; cell++)
            WALLGO_TABLES.token_key[player][cell] = splitmix64_next(&seed);
    for (int edge = 0; edge < WALLGO_EDGES; edge++)
        WALLGO_TABLES.edge_key[edge] = splitmix64_next(&seed);
    for (int player = 0; player < WALLGO_MAX_PLAYERS; player++) {
        for (int left = 0; left <= WALLGO_WALLS; left++)
            WALLGO_TABLES.walls_left_key[player][left] = splitmix64_next(&seed);
        for (int left = 0; left <= WALLGO_TOKENS_TWO; left++)
            WALLGO_TABLES.to_place_key[player][left] = splitmix64_next(&seed);
        WALLGO_TABLES.side_key[player] = splitmix64_next(&seed);
    }
    for (int players = 0; players <= WALLGO_MAX_PLAYERS; players++)
        WALLGO_TABLES.players_key[players] = splitmix64_next(&seed);
    WALLGO_TABLES.show_key = splitmix64_next(&seed); /* drawn last: the site keys stay */
}

static void init_tables(void) {
    init_edges();
    init_placement_order();
    init_keys();
}

void wallgo_init(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, init_tables);
}
