/*
 * test_wallchess_playouts.c - random Wall Chess games checked against a small independent
 * model of RULES.md section 3 written here: a 9x9 array of blocked steps built from the
 * position string, a breadth-first search for paths, and the step, jump and wall rules
 * spelled out one by one. In every position of every game: the incremental key equals the
 * key from scratch, the position string reads back to the same position, and both pawns
 * still have a path; in every other game (to keep the suite quick) the legal moves are
 * also compared with the model's, move for move.
 */
#include <stdio.h>

#include "tests/support/game_helpers.h"
#include "tests/support/positions.h"

enum { GAMES = 1000, MAX_GAME_PLIES = 160, N = 9, MAX_LISTED = 160 };

typedef struct Model {
    int pawn[2][2]; /* [player][file, rank] */
    int walls_left[2];
    int side;
    bool wall[2][N - 1][N - 1]; /* [h/v][file][rank] */
} Model;

static bool read_square(const char *text, int square[2]) {
    square[0] = text[0] - 'a';
    square[1] = text[1] - '1';
    return square[0] >= 0 && square[0] < N && square[1] >= 0 && square[1] < N;
}

static void model_read(const char *text, Model *m) {
    char south[4], north[4], side[2], walls[256];
    memset(m, 0, sizeof *m);
    cr_assert_eq(sscanf(text, "%3s %3s %d %d %1s %255s", south, north, &m->walls_left[0],
                        &m->walls_left[1], side, walls),
                 6, "model cannot read '%s'", text);
    cr_assert(read_square(south, m->pawn[0]) && read_square(north, m->pawn[1]));
    m->side = side[0] == 'n';
    if (strcmp(walls, "-") == 0)
        return;
    char *rest = NULL;
    for (char *w = strtok_r(walls, ",", &rest); w; w = strtok_r(NULL, ",", &rest))
        m->wall[w[2] == 'v'][w[0] - 'a'][w[1] - '1'] = true;
}

static bool on_board(int file, int rank) {
    return file >= 0 && file < N && rank >= 0 && rank < N;
}

static bool has_wall(const Model *m, int kind, int file, int rank) {
    return file >= 0 && file < N - 1 && rank >= 0 && rank < N - 1 && m->wall[kind][file][rank];
}

/* A step of one cell (df, dr) from (file, rank): on the board and through no wall. */
static bool can_step(const Model *m, int file, int rank, int df, int dr) {
    if (!on_board(file + df, rank + dr))
        return false;
    if (dr != 0) {
        int low = dr > 0 ? rank : rank - 1;
        return !has_wall(m, 0, file, low) && !has_wall(m, 0, file - 1, low);
    }
    int west = df > 0 ? file : file - 1;
    return !has_wall(m, 1, west, rank) && !has_wall(m, 1, west, rank - 1);
}

static const int DF[4] = {0, 1, 0, -1}, DR[4] = {1, 0, -1, 0};

static bool model_has_path(const Model *m, int player) {
    bool seen[N][N] = {{false}};
    int queue[N * N][2], head = 0, tail = 0, goal = player == 0 ? N - 1 : 0;
    queue[tail][0] = m->pawn[player][0];
    queue[tail++][1] = m->pawn[player][1];
    seen[m->pawn[player][0]][m->pawn[player][1]] = true;
    while (head < tail) {
        int f = queue[head][0], r = queue[head++][1];
        if (r == goal)
            return true;
        for (int d = 0; d < 4; d++)
            if (can_step(m, f, r, DF[d], DR[d]) && !seen[f + DF[d]][r + DR[d]]) {
                seen[f + DF[d]][r + DR[d]] = true;
                queue[tail][0] = f + DF[d];
                queue[tail++][1] = r + DR[d];
            }
    }
    return false;
}

static bool model_wall_legal(Model *m, int kind, int f, int r) {
    if (m->wall[0][f][r] || m->wall[1][f][r])
        return false;
    if (kind == 0 && (has_wall(m, 0, f - 1, r) || has_wall(m, 0, f + 1, r)))
        return false;
    if (kind == 1 && (has_wall(m, 1, f, r - 1) || has_wall(m, 1, f, r + 1)))
        return false;
    m->wall[kind][f][r] = true;
    bool paths = model_has_path(m, 0) && model_has_path(m, 1);
    m->wall[kind][f][r] = false;
    return paths;
}

typedef struct Listed {
    char text[MAX_LISTED][MAX_MOVE_TEXT];
    int count;
} Listed;

static void add(Listed *list, int file, int rank, const char *suffix) {
    cr_assert_lt(list->count, MAX_LISTED);
    snprintf(list->text[list->count++], MAX_MOVE_TEXT, "%c%c%s", 'a' + file, '1' + rank, suffix);
}

static void model_pawn_moves(const Model *m, Listed *list) {
    const int *me = m->pawn[m->side], *other = m->pawn[m->side ^ 1];
    for (int d = 0; d < 4; d++) {
        if (!can_step(m, me[0], me[1], DF[d], DR[d]))
            continue;
        int f = me[0] + DF[d], r = me[1] + DR[d];
        if (f != other[0] || r != other[1]) {
            add(list, f, r, "");
        } else if (can_step(m, f, r, DF[d], DR[d])) {
            add(list, f + DF[d], r + DR[d], "");
        } else {
            for (int s = 1; s <= 3; s += 2) {
                int side = (d + s) % 4;
                if (can_step(m, f, r, DF[side], DR[side]))
                    add(list, f + DF[side], r + DR[side], "");
            }
        }
    }
}

static int compare_text(const void *a, const void *b) {
    return strcmp(a, b);
}

static void model_moves(Model *m, Listed *list) {
    list->count = 0;
    if (m->pawn[0][1] == N - 1 || m->pawn[1][1] == 0)
        return;
    model_pawn_moves(m, list);
    for (int kind = 0; kind < 2 && m->walls_left[m->side] > 0; kind++)
        for (int f = 0; f < N - 1; f++)
            for (int r = 0; r < N - 1; r++)
                if (model_wall_legal(m, kind, f, r))
                    add(list, f, r, kind ? "v" : "h");
    if (list->count == 0)
        snprintf(list->text[list->count++], MAX_MOVE_TEXT, "0000");
    qsort(list->text, (size_t)list->count, sizeof list->text[0], compare_text);
}

static void engine_moves(const PosBuf *pos, const Move *moves, int count, Listed *list) {
    list->count = 0;
    for (int i = 0; i < count; i++) {
        char text[MAX_MOVE_TEXT];
        WALLCHESS_GAME.format_move(pos, moves[i], text);
        cr_assert_lt(list->count, MAX_LISTED);
        snprintf(list->text[list->count++], MAX_MOVE_TEXT, "%s", text);
    }
    qsort(list->text, (size_t)list->count, sizeof list->text[0], compare_text);
}

/* Key, string round trip and paths in every position; the whole move list when full. */
static void check_position(const PosBuf *pos, const Move *moves, int count, bool full) {
    gt_assert_consistent(&WALLCHESS_GAME, pos);
    char text[MAX_POS_TEXT];
    gt_text(&WALLCHESS_GAME, pos, text);
    Model model;
    model_read(text, &model);
    cr_assert(model_has_path(&model, 0) && model_has_path(&model, 1), "a pawn is sealed: %s", text);
    if (!full)
        return;
    Listed expected, got;
    model_moves(&model, &expected);
    engine_moves(pos, moves, count, &got);
    cr_assert_eq(got.count, expected.count, "%d moves instead of %d in %s", got.count,
                 expected.count, text);
    for (int i = 0; i < got.count; i++)
        cr_assert_str_eq(got.text[i], expected.text[i], "move lists differ in %s", text);
}

static uint64_t next_random(uint64_t *state) {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    return *state;
}

/* Pawn moves half of the time (when there are any), so games last and walls pile up. */
static Move pick_move(const PosBuf *pos, const Move *moves, int count, uint64_t *seed) {
    if (next_random(seed) & 1) {
        char text[MAX_MOVE_TEXT];
        int start = (int)(next_random(seed) % (uint64_t)count);
        for (int i = 0; i < count; i++) {
            Move move = moves[(start + i) % count];
            WALLCHESS_GAME.format_move(pos, move, text);
            if (strlen(text) == 2)
                return move;
        }
    }
    return moves[next_random(seed) % (uint64_t)count];
}

static int play_game(uint64_t seed, bool full) {
    PosBuf pos = gt_position(&WALLCHESS_GAME, WALLCHESS_START), next;
    static Move moves[MAX_MOVES];
    int plies = 0;
    for (; plies < MAX_GAME_PLIES; plies++) {
        int count = game_legal_moves(&WALLCHESS_GAME, &pos, moves);
        check_position(&pos, moves, count, full);
        if (count == 0)
            break;
        cr_assert(WALLCHESS_GAME.play(&pos, pick_move(&pos, moves, count, &seed), &next));
        pos = next;
    }
    return plies;
}

Test(wallchess_playouts, random_games_match_the_model) {
    long positions = 0;
    for (uint64_t game = 0; game < GAMES; game++)
        positions += play_game(0x9E3779B97F4A7C15ULL * (game + 1), game % 2 == 0);
    cr_assert_gt(positions, 20 * GAMES, "only %ld positions", positions);
}
