/*
 * movegen.c - the legal moves of a Wall Go position: a placement on every empty cell while
 * tokens are being placed (RULES.md WG2), afterwards every turn (WG3, WG4): each distinct
 * destination of each own token, paired with each free edge for the wall. A finished game
 * has no moves.
 *
 * The wall does not depend on the token move, so the free edges and the token moves are
 * listed once, already shifted into place, and every wall writes its row of turns in one
 * tight loop the compiler vectorises: this loop writes nearly every move perft counts.
 *
 * The order is the search's first guess (it keeps it among moves of equal history): walls
 * in four tiers found with a few set operations, each wall with every token move. Noisy moves
 * (GEN_NOISY) are the captures: turns whose wall cuts a region shared by several players so that a
 * part of it becomes the mover's territory.
 */
#include "wallgo.h"

/* Central cells first. */
static int placements(const WallGoPos *pos, Move *moves) {
    int count = 0;
    for (int i = 0; i < WALLGO_CELLS; i++) {
        int cell = WALLGO_TABLES.placement_order[i];
        if (!(pos->occupied >> cell & 1))
            moves[count++] = wallgo_place_make(cell);
    }
    return count;
}

/* Free edges as two cell sets (the cells whose n / e edge is meant). */
typedef struct EdgeSet {
    uint64_t n, e;
} EdgeSet;

/* The free edges that would cut a region shared by several players. */
static EdgeSet cutting_edges(const WallGoPos *pos, EdgeSet free) {
    EdgeSet cuts = {0, 0};
    for (uint64_t cells = free.n & pos->contested; cells;) {
        int cell = wallgo_pop(&cells);
        cuts.n |= wallgo_wall_cuts(pos, cell) ? wallgo_bit(cell) : 0;
    }
    for (uint64_t cells = free.e & pos->contested; cells;) {
        int cell = wallgo_pop(&cells);
        cuts.e |= wallgo_wall_cuts(pos, WALLGO_TABLES.east_edge[cell]) ? wallgo_bit(cell) : 0;
    }
    return cuts;
}

/* Edges with a token of tokens on either side. */
static EdgeSet edges_beside(uint64_t tokens) {
    return (EdgeSet){(tokens | tokens >> WALLGO_SIZE) & WALLGO_INNER_N,
                     (tokens | tokens >> 1) & WALLGO_INNER_E};
}

static int append_walls(EdgeSet edges, uint32_t *codes) {
    int count = 0;
    for (uint64_t cells = edges.n; cells;)
        codes[count++] = (uint32_t)wallgo_pop(&cells) << WALLGO_EDGE_SHIFT;
    for (uint64_t cells = edges.e; cells;)
        codes[count++] = (uint32_t)WALLGO_TABLES.east_edge[wallgo_pop(&cells)] << WALLGO_EDGE_SHIFT;
    return count;
}

/* The free edges, most promising first, each as the bits it sets in a turn: walls cutting a
 * shared region (a capture, or a defence against one), then walls beside the opponents'
 * tokens (taking their room), then the others, last walls beside only our own tokens. */
static int wall_codes(const WallGoPos *pos, uint32_t codes[WALLGO_EDGES]) {
    uint64_t mine = pos->tokens[pos->header.side];
    EdgeSet left = {wallgo_open_n(pos), wallgo_open_e(pos)};
    EdgeSet tiers[4];
    tiers[0] = cutting_edges(pos, left);
    EdgeSet theirs = edges_beside(pos->occupied & ~mine), ours = edges_beside(mine);
    tiers[1] = (EdgeSet){left.n & theirs.n & ~tiers[0].n, left.e & theirs.e & ~tiers[0].e};
    left = (EdgeSet){left.n & ~tiers[0].n & ~theirs.n, left.e & ~tiers[0].e & ~theirs.e};
    tiers[2] = (EdgeSet){left.n & ~ours.n, left.e & ~ours.e};
    tiers[3] = (EdgeSet){left.n & ours.n, left.e & ours.e};
    int count = 0;
    for (int tier = 0; tier < 4; tier++)
        count += append_walls(tiers[tier], codes + count);
    return count;
}

/* Every destination of every token of the side to move, as the bits it sets in a turn. */
static int token_moves(const WallGoPos *pos, Move bases[WALLGO_CELLS * WALLGO_TOKENS_TWO]) {
    int count = 0;
    for (uint64_t tokens = pos->tokens[pos->header.side]; tokens;) {
        int from = wallgo_pop(&tokens);
        for (uint64_t targets = wallgo_token_moves(pos, from); targets;)
            bases[count++] = wallgo_turn_make(from, wallgo_pop(&targets), 0);
    }
    return count;
}

static int emit_row(uint32_t wall, const Move *bases, int count, Move *moves) {
    for (int i = 0; i < count; i++)
        moves[i] = bases[i] | wall;
    return count;
}

/* The moves ending on cell, each with wall: one for each token in sources[cell]. */
static int show_row(const uint64_t sources[WALLGO_CELLS], int cell, uint32_t wall, Move *moves) {
    int count = 0;
    for (uint64_t from = sources[cell]; from;)
        moves[count++] = wallgo_turn_make(wallgo_pop(&from), cell, 0) | wall;
    return count;
}

/* Show rules (WS1): each wall, in the tiers' order, with the moves ending beside it. The token
 * moves are kept by destination as the set of cells they start from. */
static int show_turns(const WallGoPos *pos, Move *moves) {
    uint32_t walls[WALLGO_EDGES];
    uint64_t sources[WALLGO_CELLS] = {0};
    for (uint64_t tokens = pos->tokens[pos->header.side]; tokens;) {
        int from = wallgo_pop(&tokens);
        for (uint64_t targets = wallgo_token_moves(pos, from); targets;)
            sources[wallgo_pop(&targets)] |= wallgo_bit(from);
    }
    int wall_count = wall_codes(pos, walls), count = 0;
    for (int i = 0; i < wall_count; i++) {
        int edge = (int)(walls[i] >> WALLGO_EDGE_SHIFT);
        count += show_row(sources, WALLGO_TABLES.edge_cell[edge], walls[i], moves + count);
        count += show_row(sources, wallgo_edge_far_cell(edge), walls[i], moves + count);
    }
    return count;
}

static int turns(const WallGoPos *pos, Move *moves) {
    if (pos->rules == WALLGO_RULES_SHOW)
        return show_turns(pos, moves);
    uint32_t walls[WALLGO_EDGES];
    Move bases[WALLGO_CELLS * WALLGO_TOKENS_TWO];
    int wall_count = wall_codes(pos, walls), base_count = token_moves(pos, bases), count = 0;
    for (int i = 0; i < wall_count; i++)
        count += emit_row(walls[i], bases, base_count, moves + count);
    return count;
}

/* Captures: only walls cutting a shared region can be, then the token move decides. */
static int captures(const WallGoPos *pos, Move *moves) {
    Move bases[WALLGO_CELLS * WALLGO_TOKENS_TWO];
    int base_count = token_moves(pos, bases), count = 0;
    for (int edge = 0; edge < WALLGO_EDGES; edge++) {
        if (wallgo_has_wall(pos, edge) || !wallgo_wall_contests(pos, edge))
            continue;
        for (int i = 0; i < base_count; i++) {
            Move move = bases[i] | (uint32_t)edge << WALLGO_EDGE_SHIFT;
            bool beside =
                pos->rules != WALLGO_RULES_SHOW || wallgo_edge_touches(edge, wallgo_move_to(move));
            if (beside && wallgo_captured(pos, move) > 0)
                moves[count++] = move;
        }
    }
    return count;
}

int wallgo_generate(const void *position, Move *moves, GenKind kind) {
    const WallGoPos *pos = position;
    if (pos->over)
        return 0;
    if (wallgo_placing(pos))
        return kind == GEN_NOISY ? 0 : placements(pos, moves);
    if (pos->walls_left[pos->header.side] == 0)
        return 0;
    return kind == GEN_NOISY ? captures(pos, moves) : turns(pos, moves);
}
