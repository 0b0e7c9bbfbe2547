/*
 * board.c - what Wall Go asks of a board beyond its moves: regions by flood fill, territory
 * (RULES.md WG6), where a token may go (WG3), who can act and whose turn comes next with the
 * automatic skipping of WG5, the end of the game (WG7), walls going up, and the Zobrist key
 * from scratch.
 *
 * A region is everything a flood fill from a cell reaches through open edges (tokens do not
 * block regions). Since regions are disjoint, the cells filled from a player's tokens are a
 * union of whole regions, and that player's territory is the part no other player's fill
 * reaches; the contested cells are those two players' fills reach. A wall joins the lattice
 * components of its two ends (see wallgo.h).
 */
#include "wallgo.h"

uint64_t wallgo_fill(uint64_t seed, uint64_t open_n, uint64_t open_e) {
    uint64_t reach = seed;
    for (;;) {
        uint64_t next = reach | wallgo_expand(reach, open_n, open_e);
        if (next == reach)
            return reach;
        reach = next;
    }
}

/* Destinations of the token on cell: one or two steps over open edges through empty cells,
 * plus its own cell (the 0-step move). Site rules: the 0-step move needs an empty, unwalled
 * neighbour (WG3). Show rules: it needs nothing, but every destination needs a free side for
 * the wall (WS1). */
uint64_t wallgo_token_moves(const WallGoPos *pos, int cell) {
    uint64_t open_n = wallgo_open_n(pos), open_e = wallgo_open_e(pos), empty = ~pos->occupied;
    uint64_t one = wallgo_expand(wallgo_bit(cell), open_n, open_e) & empty;
    uint64_t two = wallgo_expand(one, open_n, open_e) & empty;
    if (pos->rules == WALLGO_RULES_SHOW)
        return (one | two | wallgo_bit(cell)) & wallgo_free_sided(pos);
    return one | two | (one ? wallgo_bit(cell) : 0);
}

static bool has_free_edge(const WallGoPos *pos) {
    return pos->wall_n != WALLGO_INNER_N || pos->wall_e != WALLGO_INNER_E;
}

/* A play turn needs a wall in hand and, site rules, a token with an empty unwalled neighbour
 * and a free edge; show rules, a token with a destination that has a free side. */
bool wallgo_can_act(const WallGoPos *pos, int player) {
    if (pos->walls_left[player] == 0)
        return false;
    if (pos->rules == WALLGO_RULES_SHOW) {
        for (uint64_t tokens = pos->tokens[player]; tokens;)
            if (wallgo_token_moves(pos, wallgo_pop(&tokens)))
                return true;
        return false;
    }
    uint64_t free = wallgo_expand(pos->tokens[player], wallgo_open_n(pos), wallgo_open_e(pos));
    return (free & ~pos->occupied) != 0 && has_free_edge(pos);
}

void wallgo_scores(const WallGoPos *pos, int scores[WALLGO_MAX_PLAYERS]) {
    uint64_t open_n = wallgo_open_n(pos), open_e = wallgo_open_e(pos);
    uint64_t reach[WALLGO_MAX_PLAYERS] = {0};
    int players = pos->header.players;
    for (int player = 0; player < players; player++)
        reach[player] = pos->tokens[player] ? wallgo_fill(pos->tokens[player], open_n, open_e) : 0;
    for (int player = 0; player < WALLGO_MAX_PLAYERS; player++) {
        uint64_t others = 0;
        for (int other = 0; other < players; other++)
            others |= other == player ? 0 : reach[other];
        scores[player] = player < players ? wallgo_count(reach[player] & ~others) : 0;
    }
}

/* The sizes of the player's regions (regions holding its tokens and no other player's),
 * largest first; returns how many. */
int wallgo_regions(const WallGoPos *pos, int player, int sizes[WALLGO_TOKENS_TWO]) {
    uint64_t open_n = wallgo_open_n(pos), open_e = wallgo_open_e(pos);
    uint64_t others = pos->occupied & ~pos->tokens[player], seen = 0;
    int count = 0;
    for (uint64_t tokens = pos->tokens[player]; tokens;) {
        uint64_t region = wallgo_fill(wallgo_bit(wallgo_pop(&tokens)), open_n, open_e);
        if ((region & seen) || (region & others)) {
            seen |= region;
            continue;
        }
        seen |= region;
        int size = wallgo_count(region), at = count++;
        for (; at > 0 && sizes[at - 1] < size; at--)
            sizes[at] = sizes[at - 1];
        sizes[at] = size;
    }
    return count;
}

void wallgo_update_contested(WallGoPos *pos) {
    uint64_t open_n = wallgo_open_n(pos), open_e = wallgo_open_e(pos), once = 0, twice = 0;
    for (int player = 0; player < pos->header.players; player++) {
        uint64_t reach = pos->tokens[player] ? wallgo_fill(pos->tokens[player], open_n, open_e) : 0;
        twice |= once & reach;
        once |= reach;
    }
    pos->contested = twice;
}

/* The two parts of its region a free edge's wall would separate (tokens do not matter), when
 * the wall contests (cuts a region shared by several players). */
void wallgo_split(const WallGoPos *pos, int edge, WallGoSplit *split) {
    split->contests = wallgo_wall_contests(pos, edge);
    if (!split->contests)
        return;
    int near = WALLGO_TABLES.edge_cell[edge];
    uint64_t open_n = wallgo_open_n(pos), open_e = wallgo_open_e(pos);
    if (wallgo_edge_is_east(edge))
        open_e &= ~wallgo_bit(near);
    else
        open_n &= ~wallgo_bit(near);
    split->parts[0] = wallgo_fill(wallgo_bit(near), open_n, open_e);
    split->parts[1] = wallgo_fill(wallgo_bit(wallgo_edge_far_cell(edge)), open_n, open_e);
}

/* Cells that become the mover's territory when the turn's wall splits a shared region: the
 * parts that then hold only the mover's tokens (after the token move). */
int wallgo_split_captures(const WallGoPos *pos, const WallGoSplit *split, Move move) {
    if (!split->contests)
        return 0;
    int side = pos->header.side;
    uint64_t mine =
        pos->tokens[side] ^ wallgo_bit(wallgo_move_from(move)) ^ wallgo_bit(wallgo_move_to(move));
    uint64_t others = pos->occupied & ~pos->tokens[side];
    int captured = 0;
    for (int i = 0; i < 2; i++) {
        uint64_t part = split->parts[i];
        captured += (part & mine) && !(part & others) ? wallgo_count(part) : 0;
    }
    return captured;
}

int wallgo_captured(const WallGoPos *pos, Move move) {
    WallGoSplit split;
    wallgo_split(pos, wallgo_move_edge(move), &split);
    return wallgo_split_captures(pos, &split, move);
}

/* Who places next after a placement: the next player in turn order (site rules, WG2), or in
 * the snake order A B B A A B B A, A B C C B A, A B C D D C B A of the show (WS5), counted
 * from the tokens placed so far. */
int wallgo_next_placer(const WallGoPos *pos) {
    int players = pos->header.players;
    if (pos->rules != WALLGO_RULES_SHOW)
        return (pos->header.side + 1) % players;
    int placed = wallgo_count(pos->occupied), round = placed / players, seat = placed % players;
    return round % 2 == 0 ? seat : players - 1 - seat;
}

/* The first player from `first` on (cyclically) who can act: who has tokens to place while
 * tokens are being placed, who can take a turn afterwards; -1 when nobody can. */
static int next_actor(const WallGoPos *pos, int first) {
    int players = pos->header.players;
    bool placing = wallgo_placing(pos);
    for (int i = 0; i < players; i++) {
        int player = (first + i) % players;
        if (placing ? pos->to_place[player] > 0 : wallgo_can_act(pos, player))
            return player;
    }
    return -1;
}

/* Gives the turn to the first player from header.side on who can act (the side itself
 * when nobody can) and decides whether the game is over (WG7). The contested cells are
 * recomputed only when regions_changed: a token was placed or a wall cut a region. */
void wallgo_settle(WallGoPos *pos, bool regions_changed) {
    if (regions_changed)
        wallgo_update_contested(pos);
    int actor = next_actor(pos, pos->header.side);
    if (actor >= 0 && actor != pos->header.side) {
        pos->header.key ^= WALLGO_TABLES.side_key[pos->header.side] ^ WALLGO_TABLES.side_key[actor];
        pos->header.side = (uint8_t)actor;
    }
    pos->over = !wallgo_placing(pos) && (actor < 0 || pos->contested == 0);
}

void wallgo_add_wall(WallGoPos *pos, int edge) {
    uint64_t bit = wallgo_bit(WALLGO_TABLES.edge_cell[edge]);
    if (wallgo_edge_is_east(edge))
        pos->wall_e |= bit;
    else
        pos->wall_n |= bit;
    pos->header.key ^= WALLGO_TABLES.edge_key[edge];
    uint8_t keep = pos->corner[WALLGO_TABLES.edge_end[edge][0]];
    uint8_t join = pos->corner[WALLGO_TABLES.edge_end[edge][1]];
    for (int point = 0; point < WALLGO_LATTICE * WALLGO_LATTICE; point++)
        pos->corner[point] = pos->corner[point] == join ? keep : pos->corner[point];
}

uint64_t wallgo_key_from_scratch(const void *position) {
    const WallGoPos *pos = position;
    int players = pos->header.players;
    uint64_t key = WALLGO_TABLES.players_key[players] ^ WALLGO_TABLES.side_key[pos->header.side];
    for (int player = 0; player < players; player++) {
        for (uint64_t tokens = pos->tokens[player]; tokens;)
            key ^= WALLGO_TABLES.token_key[player][wallgo_pop(&tokens)];
        key ^= WALLGO_TABLES.walls_left_key[player][pos->walls_left[player]];
        key ^= WALLGO_TABLES.to_place_key[player][pos->to_place[player]];
    }
    for (int edge = 0; edge < WALLGO_EDGES; edge++)
        if (wallgo_has_wall(pos, edge))
            key ^= WALLGO_TABLES.edge_key[edge];
    return pos->rules == WALLGO_RULES_SHOW ? key ^ WALLGO_TABLES.show_key : key;
}
