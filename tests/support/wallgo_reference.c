/*
 * wallgo_reference.c - the slow, plain Wall Go rules of wallgo_reference.h, written straight
 * from RULES.md section 4 and, for the show's rules, issue 47: every step checked against the
 * array of walls and the board edge, destinations collected in a 7x7 array, the walls of a
 * turn from all free edges or the free sides of the destination, regions labelled by
 * breadth-first search.
 */
#include "wallgo_reference.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const int DF[4] = {0, 1, 0, -1}; /* north, east, south, west */
static const int DR[4] = {1, 0, -1, 0};

static bool inside(int file, int rank) {
    return file >= 0 && file < WGREF_N && rank >= 0 && rank < WGREF_N;
}

/* A step in direction d from (file, rank) stays on the board and crosses no wall. */
static bool open_step(const WallGoRefPos *pos, int file, int rank, int d) {
    int f = file + DF[d], r = rank + DR[d];
    if (!inside(f, r))
        return false;
    switch (d) {
        case 0:
            return !pos->wall_north[rank][file];
        case 1:
            return !pos->wall_east[rank][file];
        case 2:
            return !pos->wall_north[r][f];
        default:
            return !pos->wall_east[r][f];
    }
}

/* The cells the token on (file, rank) can end on: one or two steps, none crossing a wall, the
 * border or a token, and its own cell when it can step at all (WG3) or, under the show's
 * rules with show_stay_needs_step off, always. */
static void destinations(const WallGoRefPos *pos, int file, int rank,
                         bool reach[WGREF_N][WGREF_N]) {
    memset(reach, 0, sizeof(bool) * WGREF_N * WGREF_N);
    reach[rank][file] = pos->show && !pos->show_stay_needs_step;
    for (int d1 = 0; d1 < 4; d1++) {
        int f1 = file + DF[d1], r1 = rank + DR[d1];
        if (!open_step(pos, file, rank, d1) || pos->cell[r1][f1] != '.')
            continue;
        reach[r1][f1] = reach[rank][file] = true;
        for (int d2 = 0; d2 < 4; d2++) {
            int f2 = f1 + DF[d2], r2 = r1 + DR[d2];
            if (open_step(pos, f1, r1, d2) && pos->cell[r2][f2] == '.')
                reach[r2][f2] = true;
        }
    }
}

typedef struct Edge {
    int file, rank;
    char side; /* 'n' or 'e' of (file, rank) */
} Edge;

static int add_free_edge(const WallGoRefPos *pos, int file, int rank, char side, Edge *edges,
                         int count) {
    if (!inside(file, rank) ||
        (side == 'n' && (rank == WGREF_N - 1 || pos->wall_north[rank][file])) ||
        (side == 'e' && (file == WGREF_N - 1 || pos->wall_east[rank][file])))
        return count;
    edges[count] = (Edge){file, rank, side};
    return count + 1;
}

/* The walls a turn whose token ends on (file, rank) may place: any free inner edge under the
 * site's rules (WG4), a free side of that cell under the show's (north, south as the north
 * side of the cell below, east, west as the east side of the cell to the left). */
static int wall_choices(const WallGoRefPos *pos, int file, int rank, Edge edges[84]) {
    int count = 0;
    if (pos->show) {
        count = add_free_edge(pos, file, rank, 'n', edges, count);
        count = add_free_edge(pos, file, rank - 1, 'n', edges, count);
        count = add_free_edge(pos, file, rank, 'e', edges, count);
        return add_free_edge(pos, file - 1, rank, 'e', edges, count);
    }
    for (int r = 0; r < WGREF_N; r++)
        for (int f = 0; f < WGREF_N; f++) {
            count = add_free_edge(pos, f, r, 'n', edges, count);
            count = add_free_edge(pos, f, r, 'e', edges, count);
        }
    return count;
}

/* The turns of pos->side into moves (when not NULL), stopping at the first one when moves is
 * NULL; returns how many. */
static int turns(const WallGoRefPos *pos, WallGoRefMove *moves) {
    int count = 0;
    for (int r = 0; r < WGREF_N; r++)
        for (int f = 0; f < WGREF_N; f++) {
            if (pos->cell[r][f] != 'A' + pos->side)
                continue;
            bool reach[WGREF_N][WGREF_N];
            destinations(pos, f, r, reach);
            for (int tr = 0; tr < WGREF_N; tr++)
                for (int tf = 0; tf < WGREF_N; tf++) {
                    if (!reach[tr][tf])
                        continue;
                    Edge edges[84];
                    int walls = wall_choices(pos, tf, tr, edges);
                    for (int i = 0; i < walls; i++) {
                        if (!moves)
                            return 1;
                        moves[count++] = (WallGoRefMove){
                            f, r, tf, tr, edges[i].file, edges[i].rank, edges[i].side};
                    }
                }
        }
    return count;
}

static bool placing(const WallGoRefPos *pos) {
    for (int p = 0; p < pos->players; p++)
        if (pos->to_place[p] > 0)
            return true;
    return false;
}

/* A player can act when it has a token to place or, in play, a wall in hand and a turn. */
static bool can_act(const WallGoRefPos *pos, int player) {
    if (placing(pos))
        return pos->to_place[player] > 0;
    if (pos->walls_left[player] == 0)
        return false;
    WallGoRefPos as_player = *pos;
    as_player.side = player;
    return turns(&as_player, NULL) > 0;
}

/* Labels every cell with its region number; returns the number of regions. */
static int label_regions(const WallGoRefPos *pos, int label[WGREF_N][WGREF_N]) {
    int regions = 0, queue[WGREF_N * WGREF_N][2];
    memset(label, -1, sizeof(int) * WGREF_N * WGREF_N);
    for (int r0 = 0; r0 < WGREF_N; r0++)
        for (int f0 = 0; f0 < WGREF_N; f0++) {
            if (label[r0][f0] >= 0)
                continue;
            int head = 0, tail = 0;
            label[r0][f0] = regions;
            queue[tail][0] = f0;
            queue[tail++][1] = r0;
            while (head < tail) {
                int f = queue[head][0], r = queue[head++][1];
                for (int d = 0; d < 4; d++)
                    if (open_step(pos, f, r, d) && label[r + DR[d]][f + DF[d]] < 0) {
                        label[r + DR[d]][f + DF[d]] = regions;
                        queue[tail][0] = f + DF[d];
                        queue[tail++][1] = r + DR[d];
                    }
            }
            regions++;
        }
    return regions;
}

/* For every region, which players have tokens there (bit per player) and its size. */
static int region_owners(const WallGoRefPos *pos, int owners[64], int size[64]) {
    int label[WGREF_N][WGREF_N];
    int regions = label_regions(pos, label);
    memset(owners, 0, sizeof(int) * 64);
    memset(size, 0, sizeof(int) * 64);
    for (int r = 0; r < WGREF_N; r++)
        for (int f = 0; f < WGREF_N; f++) {
            size[label[r][f]]++;
            if (pos->cell[r][f] != '.')
                owners[label[r][f]] |= 1 << (pos->cell[r][f] - 'A');
        }
    return regions;
}

void wgref_scores(const WallGoRefPos *pos, int scores[4]) {
    int owners[64], size[64];
    int regions = region_owners(pos, owners, size);
    memset(scores, 0, sizeof(int) * 4);
    for (int i = 0; i < regions; i++)
        for (int p = 0; p < 4; p++)
            if (owners[i] == 1 << p)
                scores[p] += size[i];
}

static bool settled(const WallGoRefPos *pos) {
    int owners[64], size[64];
    int regions = region_owners(pos, owners, size);
    for (int i = 0; i < regions; i++)
        if (owners[i] & (owners[i] - 1))
            return false;
    return true;
}

/* The first player from `first` on who can act gets the turn; in play, nobody acting or
 * settled regions end the game. */
static void pass_turn(WallGoRefPos *pos, int first, bool check_end) {
    int actor = -1;
    for (int i = 0; i < pos->players && actor < 0; i++)
        if (can_act(pos, (first + i) % pos->players))
            actor = (first + i) % pos->players;
    pos->side = actor >= 0 ? actor : first % pos->players;
    pos->over = check_end && !placing(pos) && (actor < 0 || settled(pos));
}

static int read_list(const char *text, int values[4]) {
    int count = 0;
    const char *p = text;
    while (count < 4) {
        char *end;
        long v = strtol(p, &end, 10);
        if (end == p)
            return -1;
        values[count++] = (int)v;
        if (*end != ',')
            return *end == '\0' ? count : -1;
        p = end + 1;
    }
    return -1;
}

static bool read_board(WallGoRefPos *pos, const char *board) {
    int rank = WGREF_N - 1, file = 0;
    for (const char *c = board; *c; c++) {
        if (*c == '/') {
            if (file != WGREF_N)
                return false;
            rank--;
            file = 0;
        } else if (*c >= '1' && *c <= '7') {
            for (int i = 0; i < *c - '0'; i++)
                pos->cell[rank][file++] = '.';
        } else {
            pos->cell[rank][file++] = *c;
        }
        if (rank < 0 || file > WGREF_N)
            return false;
    }
    return rank == 0 && file == WGREF_N;
}

static bool read_walls(WallGoRefPos *pos, char *walls) {
    if (strcmp(walls, "-") == 0)
        return true;
    char *rest = NULL;
    for (char *w = strtok_r(walls, ",", &rest); w; w = strtok_r(NULL, ",", &rest)) {
        int f = w[0] - 'a', r = w[1] - '1';
        if (strlen(w) != 3 || !inside(f, r))
            return false;
        if (w[2] == 'n')
            pos->wall_north[r][f] = true;
        else if (w[2] == 'e')
            pos->wall_east[r][f] = true;
        else
            return false;
    }
    return true;
}

bool wgref_parse(WallGoRefPos *pos, const char *text) {
    char board[64], side[4], left[32], walls[512], place[32], rules[8];
    memset(pos, 0, sizeof *pos);
    int fields =
        sscanf(text, "%63s %3s %31s %511s %31s %7s", board, side, left, walls, place, rules);
    if (fields != 5 && (fields != 6 || strcmp(rules, "show") != 0))
        return false;
    pos->show = fields == 6;
    pos->show_stay_needs_step = WGREF_SHOW_STAY_NEEDS_STEP;
    pos->show_snake_placement = WGREF_SHOW_SNAKE_PLACEMENT;
    pos->players = read_list(left, pos->walls_left);
    if (pos->players < 2 || read_list(place, pos->to_place) != pos->players)
        return false;
    if (!read_board(pos, board) || !read_walls(pos, walls))
        return false;
    pos->side = side[0] - 'A';
    pass_turn(pos, pos->side, true);
    return true;
}

int wgref_moves(const WallGoRefPos *pos, WallGoRefMove *moves) {
    if (pos->over)
        return 0;
    if (placing(pos)) {
        int count = 0;
        for (int r = 0; r < WGREF_N; r++)
            for (int f = 0; f < WGREF_N; f++)
                if (pos->cell[r][f] == '.')
                    moves[count++] = (WallGoRefMove){-1, -1, f, r, 0, 0, 0};
        return count;
    }
    if (pos->walls_left[pos->side] == 0)
        return 0;
    return turns(pos, moves);
}

/* Who places next after side: the next in turn order, or in the snake order of the show's
 * rules, where the k-th token on the board (from 0) is placed by player k mod n in even
 * rounds of n and by n - 1 - k mod n in odd ones. */
static int next_placer(const WallGoRefPos *pos, int side) {
    if (!pos->show || !pos->show_snake_placement)
        return side + 1;
    int tokens = 0;
    for (int r = 0; r < WGREF_N; r++)
        for (int f = 0; f < WGREF_N; f++)
            tokens += pos->cell[r][f] != '.';
    int round = tokens / pos->players, index = tokens % pos->players;
    return round % 2 == 0 ? index : pos->players - 1 - index;
}

void wgref_play(const WallGoRefPos *pos, WallGoRefMove move, WallGoRefPos *next) {
    *next = *pos;
    int side = pos->side;
    if (move.from_file < 0) {
        next->cell[move.to_rank][move.to_file] = (char)('A' + side);
        next->to_place[side]--;
        pass_turn(next, placing(next) ? next_placer(next, side) : 0, true);
        return;
    }
    next->cell[move.from_rank][move.from_file] = '.';
    next->cell[move.to_rank][move.to_file] = (char)('A' + side);
    if (move.wall_side == 'n')
        next->wall_north[move.wall_rank][move.wall_file] = true;
    else
        next->wall_east[move.wall_rank][move.wall_file] = true;
    next->walls_left[side]--;
    pass_turn(next, side + 1, true);
}

uint64_t wgref_perft(const WallGoRefPos *pos, int depth) {
    if (depth == 0)
        return 1;
    WallGoRefMove *moves = malloc(sizeof(WallGoRefMove) * WGREF_MAX_MOVES);
    int count = wgref_moves(pos, moves);
    uint64_t total = 0;
    if (depth == 1) {
        total = (uint64_t)count;
    } else {
        for (int i = 0; i < count; i++) {
            WallGoRefPos next;
            wgref_play(pos, moves[i], &next);
            total += wgref_perft(&next, depth - 1);
        }
    }
    free(moves);
    return total;
}

void wgref_move_text(WallGoRefMove m, char text[WGREF_MOVE_TEXT]) {
    if (m.from_file < 0)
        snprintf(text, WGREF_MOVE_TEXT, "%c%c", 'a' + m.to_file, '1' + m.to_rank);
    else
        snprintf(text, WGREF_MOVE_TEXT, "%c%c%c%c,%c%c%c", 'a' + m.from_file, '1' + m.from_rank,
                 'a' + m.to_file, '1' + m.to_rank, 'a' + m.wall_file, '1' + m.wall_rank,
                 m.wall_side);
}

static int compare_text(const void *a, const void *b) {
    return strcmp(a, b);
}

void wgref_moves_text(const WallGoRefPos *pos, char *out, size_t size) {
    static WallGoRefMove moves[WGREF_MAX_MOVES];
    static char texts[WGREF_MAX_MOVES][WGREF_MOVE_TEXT];
    int count = wgref_moves(pos, moves);
    for (int i = 0; i < count; i++)
        wgref_move_text(moves[i], texts[i]);
    qsort(texts, (size_t)count, WGREF_MOVE_TEXT, compare_text);
    size_t used = 0;
    out[0] = '\0';
    for (int i = 0; i < count && used < size; i++)
        used += (size_t)snprintf(out + used, size - used, i ? " %s" : "%s", texts[i]);
}

bool wgref_read_move(const char *text, WallGoRefMove *m) {
    size_t length = strlen(text);
    if (length == 2) {
        *m = (WallGoRefMove){-1, -1, text[0] - 'a', text[1] - '1', 0, 0, 0};
        return inside(m->to_file, m->to_rank);
    }
    if (length != 8 || text[4] != ',')
        return false;
    *m = (WallGoRefMove){text[0] - 'a', text[1] - '1', text[2] - 'a', text[3] - '1',
                         text[5] - 'a', text[6] - '1', text[7]};
    return inside(m->from_file, m->from_rank) && inside(m->to_file, m->to_rank) &&
           inside(m->wall_file, m->wall_rank);
}

bool wgref_wall_contests(const WallGoRefPos *pos, WallGoRefMove move) {
    int owners[64], size[64], label[WGREF_N][WGREF_N];
    int before = region_owners(pos, owners, size);
    label_regions(pos, label);
    int mixed = owners[label[move.wall_rank][move.wall_file]];
    WallGoRefPos walled = *pos;
    if (move.wall_side == 'n')
        walled.wall_north[move.wall_rank][move.wall_file] = true;
    else
        walled.wall_east[move.wall_rank][move.wall_file] = true;
    return (mixed & (mixed - 1)) && label_regions(&walled, label) > before;
}

bool wgref_captures(const WallGoRefPos *pos, WallGoRefMove move) {
    if (!wgref_wall_contests(pos, move))
        return false;
    WallGoRefPos next;
    wgref_play(pos, move, &next);
    int owners[64], size[64], label[WGREF_N][WGREF_N];
    region_owners(&next, owners, size);
    label_regions(&next, label);
    int far_file = move.wall_file + (move.wall_side == 'e');
    int far_rank = move.wall_rank + (move.wall_side == 'n');
    int mover = 1 << pos->side;
    return owners[label[move.wall_rank][move.wall_file]] == mover ||
           owners[label[far_rank][far_file]] == mover;
}
