/*
 * test_wallrunner_playouts.c - random Wall Runner games checked at every position: the
 * incremental key equals the key from scratch, the position string reads back to the same
 * position (and key), the legal moves equal those of the tests' independent model
 * (wallrunner_model.c), and after each move the engine's position string equals the model's.
 */
#include <stdlib.h>

#include "tests/support/game_helpers.h"
#include "tests/support/positions.h"
#include "tests/support/wallrunner_model.h"

enum { GAMES = 1000, MAX_GAME_PLIES = 200, LIST_SIZE = 8192 };

static uint64_t random_next(uint64_t *state) {
    uint64_t z = (*state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static int compare_text(const void *a, const void *b) {
    return strcmp(a, b);
}

/* The model's legal moves as sorted text, like gt_legal_text. */
static void model_list(const Model *model, char *out, size_t size) {
    static ModelMove moves[MODEL_MAX_MOVES];
    static char texts[MODEL_MAX_MOVES][5];
    int count = model_moves(model, moves);
    for (int i = 0; i < count; i++)
        model_move_text(moves[i], texts[i]);
    qsort(texts, (size_t)count, sizeof texts[0], compare_text);
    out[0] = '\0';
    for (int i = 0; i < count; i++) {
        if (i > 0)
            strncat(out, " ", size - strlen(out) - 1);
        strncat(out, texts[i], size - strlen(out) - 1);
    }
}

static void check_position(const PosBuf *pos, const Model *model) {
    gt_assert_consistent(&WALLRUNNER_GAME, pos);
    char text[MAX_POS_TEXT], model_text[MAX_POS_TEXT];
    gt_text(&WALLRUNNER_GAME, pos, text);
    model_write(model, model_text, sizeof model_text);
    cr_assert_str_eq(text, model_text, "engine and model disagree on the position");
    static char ours[LIST_SIZE], theirs[LIST_SIZE];
    gt_legal_text(&WALLRUNNER_GAME, pos, true, ours, sizeof ours);
    model_list(model, theirs, sizeof theirs);
    cr_assert_str_eq(ours, theirs, "legal moves of %s", text);
}

/* One random game from the start; returns the number of plies played, or -1 when it ended
 * before the ply cap (a King off the board or home, or no legal move). */
static int play_game(uint64_t *seed) {
    Model model;
    PosBuf pos = gt_position(&WALLRUNNER_GAME, WALLRUNNER_START);
    cr_assert(model_read(WALLRUNNER_START, &model));
    int ply = 0;
    for (; ply < MAX_GAME_PLIES; ply++) {
        check_position(&pos, &model);
        Move moves[MAX_MOVES];
        int count = game_legal_moves(&WALLRUNNER_GAME, &pos, moves);
        if (count == 0)
            return -1;
        Move move = moves[random_next(seed) % (uint64_t)count];
        char text[MAX_MOVE_TEXT];
        WALLRUNNER_GAME.format_move(&pos, move, text);
        PosBuf next;
        cr_assert(WALLRUNNER_GAME.play(&pos, move, &next));
        memcpy(&pos, &next, sizeof next);
        ModelMove model_move = {text[0] - 'a', text[1] - '1', text[2] - 'a', text[3] - '1'};
        Model model_next;
        model_play(&model, model_move, &model_next);
        model = model_next;
    }
    return ply;
}

Test(wallrunner_playouts, random_games_agree_with_the_model) {
    uint64_t seed = 0xC0FFEE;
    int finished = 0;
    for (int game = 0; game < GAMES; game++)
        finished += play_game(&seed) < 0;
    /* Many random games end (a push off the board, a King at home, no moves) before the cap,
     * so the end-of-game paths are exercised too (445 of 1000 with this seed). */
    cr_assert_gt(finished, GAMES / 4, "only %d of %d games finished", finished, GAMES);
}
