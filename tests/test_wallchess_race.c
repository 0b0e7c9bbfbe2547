/*
 * test_wallchess_race.c - the exact race of Wall Chess once no wall is in hand (race.c, the
 * descriptor's solve) against a plain exhaustive analysis written here with nothing but the
 * game's parse, generate and play: for a wall layout, every placement of the two pawns and
 * either side to move is a state, and retrograde analysis from the goal wins labels each
 * state with its result under best play and the plies to the end (the winner fastest, the
 * loser slowest; states nobody can force are draws). The layouts come from random games
 * played until both sides have placed all their walls, so pawns meet in every way the walls
 * allow: side by side, face to face, jumps straight and sideways, corridors.
 */
#include "src/games/wallchess/wallchess.h"
#include "wallchess_helpers.h"

enum {
    STATE_COUNT = CELL_LIMIT * CELL_LIMIT * 2,
    MAX_CHILDREN = 8,
    LAYOUT_COUNT = 24,
};

/* A state's index: south pawn, north pawn, side to move. */
static int state_index(int south, int north, int side) {
    return (south * CELL_LIMIT + north) * 2 + side;
}

typedef struct RaceTable {
    bool valid[STATE_COUNT]; /* the parser accepts the position */
    Result result[STATE_COUNT];
    int plies[STATE_COUNT];
    int children[STATE_COUNT][MAX_CHILDREN];
    int child_count[STATE_COUNT];
    int unresolved[STATE_COUNT]; /* children not yet known to win for the side to move there */
    int parent_start[STATE_COUNT + 1];
    int parents[STATE_COUNT * MAX_CHILDREN];
    int queue[STATE_COUNT];
} RaceTable;

static uint64_t random_next(uint64_t *state) {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    return *state;
}

/* The position of a state with the walls of walls_text, or false when it is not valid. */
static bool state_position(int index, const char *walls_text, PosBuf *pos) {
    int side = index % 2, north = index / 2 % CELL_LIMIT, south = index / 2 / CELL_LIMIT;
    char south_text[4], north_text[4], text[MAX_POS_TEXT], error[160];
    if (cell_file(south) >= BOARD_SIZE || cell_file(north) >= BOARD_SIZE || south == north)
        return false;
    wallchess_format_cell(south, south_text);
    wallchess_format_cell(north, north_text);
    snprintf(text, sizeof text, "%s %s 0 0 %c %s", south_text, north_text, side ? 'n' : 's',
             walls_text);
    return WALLCHESS_GAME.parse(pos, text, error, sizeof error);
}

static int position_index(const PosBuf *pos) {
    const WallPos *wall = (const WallPos *)pos;
    return state_index(wall->pawn[SOUTH_PLAYER], wall->pawn[NORTH_PLAYER], wall->header.side);
}

/* Every valid state and its children through generate and play; goal wins go on the queue. */
static int table_build(RaceTable *table, const char *walls_text) {
    int queued = 0;
    for (int index = 0; index < STATE_COUNT; index++) {
        PosBuf pos, next;
        table->result[index] = RESULT_NONE;
        table->child_count[index] = 0;
        table->valid[index] = state_position(index, walls_text, &pos);
        if (!table->valid[index])
            continue;
        Move moves[MAX_MOVES];
        int count = WALLCHESS_GAME.generate(&pos, moves, GEN_ALL);
        cr_assert(count <= MAX_CHILDREN);
        for (int i = 0; i < count; i++) {
            cr_assert(WALLCHESS_GAME.play(&pos, moves[i], &next));
            table->children[index][i] = position_index(&next);
        }
        table->child_count[index] = table->unresolved[index] = count;
        if (count == 0) { /* the other pawn stands on its goal row */
            table->result[index] = RESULT_LOSS;
            table->plies[index] = 0;
            table->queue[queued++] = index;
        }
    }
    return queued;
}

/* The parents of every state, as one list per state (parents[parent_start[i]..]). */
static void table_link_parents(RaceTable *table) {
    memset(table->parent_start, 0, sizeof table->parent_start);
    for (int index = 0; index < STATE_COUNT; index++)
        for (int i = 0; i < table->child_count[index]; i++)
            table->parent_start[table->children[index][i] + 1]++;
    for (int index = 0; index < STATE_COUNT; index++)
        table->parent_start[index + 1] += table->parent_start[index];
    int filled[STATE_COUNT] = {0};
    for (int index = 0; index < STATE_COUNT; index++)
        for (int i = 0; i < table->child_count[index]; i++) {
            int child = table->children[index][i];
            table->parents[table->parent_start[child] + filled[child]++] = index;
        }
}

/* Retrograde analysis in order of plies: a state with a losing child wins one ply after the
 * first such child; a state whose children all win loses one ply after the last of them.
 * Whatever stays unlabelled nobody can force: a draw. */
static void table_solve(RaceTable *table, const char *walls_text) {
    int queued = table_build(table, walls_text);
    table_link_parents(table);
    for (int head = 0; head < queued; head++) {
        int child = table->queue[head];
        bool child_lost = table->result[child] == RESULT_LOSS;
        for (int i = table->parent_start[child]; i < table->parent_start[child + 1]; i++) {
            int parent = table->parents[i];
            if (table->result[parent] != RESULT_NONE ||
                (!child_lost && --table->unresolved[parent] > 0))
                continue;
            table->result[parent] = child_lost ? RESULT_WIN : RESULT_LOSS;
            table->plies[parent] = table->plies[child] + 1;
            table->queue[queued++] = parent;
        }
    }
    for (int index = 0; index < STATE_COUNT; index++)
        if (table->valid[index] && table->result[index] == RESULT_NONE)
            table->result[index] = RESULT_DRAW;
}

static RaceTable *table_new(void) {
    RaceTable *table = malloc(sizeof *table);
    cr_assert(table);
    return table;
}

/* A random move of pos: usually a wall while there are walls, so the walls run out early. */
static Move random_move(const PosBuf *pos, uint64_t *seed) {
    Move moves[MAX_MOVES];
    int count = WALLCHESS_GAME.generate(pos, moves, GEN_ALL), pawns = 0;
    while (pawns < count && move_kind(moves[pawns]) == MOVE_KIND_PAWN)
        pawns++;
    if (pawns == 0 || (pawns < count && random_next(seed) % 4 != 0))
        return moves[pawns + (int)(random_next(seed) % (uint64_t)(count - pawns))];
    return moves[random_next(seed) % (uint64_t)pawns];
}

/* The walls field of the position where a random game has used up both sides' walls;
 * false when a pawn arrived first. */
static bool random_layout(uint64_t *seed, char walls_text[MAX_POS_TEXT]) {
    PosBuf pos = wc_position(WC_START), next;
    const WallPos *wall = (const WallPos *)&pos;
    while (wall->walls_left[SOUTH_PLAYER] || wall->walls_left[NORTH_PLAYER]) {
        if (WALLCHESS_GAME.quick_result(&pos) != RESULT_NONE)
            return false;
        cr_assert(WALLCHESS_GAME.play(&pos, random_move(&pos, seed), &next));
        pos = next;
    }
    char text[MAX_POS_TEXT];
    wc_string(&pos, text);
    return sscanf(text, "%*s %*s %*s %*s %*s %s", walls_text) == 1;
}

static bool pawns_adjacent(const WallPos *pos) {
    for (int direction = 0; direction < DIRECTION_COUNT; direction++)
        if (set_has(pos->open[direction], pos->pawn[0]) &&
            pos->pawn[0] + cell_step(direction) == pos->pawn[1])
            return true;
    return false;
}

/* The plies of the race if the pawns never met, from the side to move's distances. */
static int pawn_free_plies(const WallPos *pos) {
    int us = pos->distance[pos->header.side], them = pos->distance[!pos->header.side];
    return us <= them ? 2 * us - 1 : 2 * them;
}

typedef struct Tally {
    int decided;  /* states that are neither over nor drawn */
    int solved;   /* ... that the solver solved */
    int adjacent; /* solved states with the pawns side by side or face to face */
    int met;      /* solved states whose plies differ from the pawn-free count */
    int drawn;    /* states nobody can force */
} Tally;

static const char *result_name(Result result) {
    static const char *const NAMES[] = {"none", "win", "loss", "draw"};
    return NAMES[result];
}

/* Every state of a layout: the solver's answer, when it has one, is the analysis's. */
static void check_layout(RaceTable *table, const char *walls_text, Tally *tally) {
    table_solve(table, walls_text);
    for (int index = 0; index < STATE_COUNT; index++) {
        PosBuf pos;
        if (!table->valid[index] || table->child_count[index] == 0)
            continue;
        cr_assert(state_position(index, walls_text, &pos));
        Result result = RESULT_NONE;
        int plies = -1;
        bool solved = WALLCHESS_GAME.solve(&pos, &result, &plies);
        bool drawn = table->result[index] == RESULT_DRAW;
        tally->drawn += drawn;
        tally->decided += !drawn;
        if (!solved)
            continue;
        char text[MAX_POS_TEXT];
        wc_string(&pos, text);
        cr_assert(result == table->result[index] && plies == table->plies[index],
                  "%s: solver %s in %d plies, analysis %s in %d", text, result_name(result), plies,
                  result_name(table->result[index]), table->plies[index]);
        const WallPos *wall = (const WallPos *)&pos;
        tally->solved++;
        tally->adjacent += pawns_adjacent(wall);
        tally->met += plies != pawn_free_plies(wall);
    }
}

/* Hand-made layouts where the pawns must pass each other through a one-cell gap: e5 open
 * only to e4 and e6; and the same with the gap's exits offset, so jumps go sideways. */
static const char *const NARROW_LAYOUTS[] = {
    "a4h,c4h,f4h,h4h,a5h,c5h,f5h,h5h,d4v,e4v",
    "a3h,c3h,f3h,h3h,a5h,c5h,e5h,g5h,d4v,e3v",
};

Test(wallchess_race, solver_agrees_on_narrow_passages) {
    RaceTable *table = table_new();
    Tally tally = {0};
    for (size_t i = 0; i < sizeof NARROW_LAYOUTS / sizeof NARROW_LAYOUTS[0]; i++)
        check_layout(table, NARROW_LAYOUTS[i], &tally);
    free(table);
    cr_log_info("narrow: %d decided, %d solved, %d adjacent, %d met, %d drawn", tally.decided,
                tally.solved, tally.adjacent, tally.met, tally.drawn);
    cr_assert(tally.solved * 100 >= tally.decided * 99, "solved %d of %d", tally.solved,
              tally.decided);
}

Test(wallchess_race, solver_agrees_with_exhaustive_analysis) {
    RaceTable *table = table_new();
    uint64_t seed = 0x5EED5EED12345ULL;
    Tally tally = {0};
    for (int layouts = 0; layouts < LAYOUT_COUNT;) {
        char walls_text[MAX_POS_TEXT];
        if (!random_layout(&seed, walls_text))
            continue;
        check_layout(table, walls_text, &tally);
        layouts++;
    }
    free(table);
    cr_log_info("race: %d decided, %d solved, %d adjacent, %d met, %d drawn", tally.decided,
                tally.solved, tally.adjacent, tally.met, tally.drawn);
    cr_assert(tally.solved * 100 >= tally.decided * 99, "solved %d of %d", tally.solved,
              tally.decided);
    cr_assert(tally.adjacent > 1000 && tally.met > 1000, "adjacent %d, met %d", tally.adjacent,
              tally.met);
}

static bool solve_text(const char *text, Result *result, int *plies) {
    PosBuf pos = wc_position(text);
    return WALLCHESS_GAME.solve(&pos, result, plies);
}

static void assert_race(const char *text, Result expected, int expected_plies) {
    Result result = RESULT_NONE;
    int plies = -1;
    cr_assert(solve_text(text, &result, &plies), "'%s' not solved", text);
    cr_assert(result == expected && plies == expected_plies, "'%s': %s in %d, expected %s in %d",
              text, result_name(result), plies, result_name(expected), expected_plies);
}

Test(wallchess_race, only_races_without_walls_in_hand_are_solved) {
    Result result;
    int plies;
    cr_assert_not(solve_text(WC_START, &result, &plies));
    cr_assert_not(solve_text("a1 i9 1 0 s -", &result, &plies));
    cr_assert_not(solve_text("a1 i9 1 0 n -", &result, &plies));
    cr_assert_not(solve_text("a1 i9 0 1 s -", &result, &plies));
    cr_assert_not(solve_text("a1 i9 0 1 n -", &result, &plies));
    cr_assert_not(solve_text("e9 a5 0 0 n -", &result, &plies), "decided: quick_result's");
    assert_race("a1 i9 0 0 s -", RESULT_WIN, 15);
}

/* Pawns that cannot meet in time race by distance; the side to move wins ties. */
Test(wallchess_race, pawns_apart_race_by_distance) {
    assert_race("a1 i9 0 0 n -", RESULT_WIN, 15);
    assert_race("a2 i9 0 0 n -", RESULT_LOSS, 14);
    assert_race("a2 i9 0 0 s -", RESULT_WIN, 13);
}

/* Face to face on e5 and e6: South jumps to e7 and arrives at ply 5, not 7; North to move
 * jumps to e4 and wins the race it would lose by distance (4 steps against 5). */
Test(wallchess_race, jumps_shorten_and_turn_races) {
    assert_race("e5 e6 0 0 s -", RESULT_WIN, 5);
    assert_race("e5 e6 0 0 n -", RESULT_WIN, 7);
}
