/*
 * test_wallrunner_eval.c - the Wall Runner evaluation: colour symmetry, the terms that must
 * pull one way whatever the tuned weights (King race, push-off danger, material), frozen
 * pieces counted, bounded scores, and the `eval` trace.
 */
#include <ctype.h>
#include <stdio.h>

#include "eval/wallrunner/wallrunner_eval.h"
#include "src/games/wallrunner/wallrunner.h"
#include "tests/support/game_helpers.h"
#include "tests/support/positions.h"

static Score eval_of(const char *text) {
    PosBuf pos = gt_position(&WALLRUNNER_GAME, text);
    return WALLRUNNER_GAME.evaluate(&pos);
}

/* The same position with colours swapped and the board turned upside down. */
static void mirror(const char *text, char *out, size_t size) {
    char board[80], side[4], bans[64];
    int number = 1;
    cr_assert(sscanf(text, "%79s %3s %63s %d", board, side, bans, &number) >= 3);
    char *ranks[8];
    char *rest = NULL;
    int count = 0;
    for (char *rank = strtok_r(board, "/", &rest); rank && count < 8;
         rank = strtok_r(NULL, "/", &rest))
        ranks[count++] = rank;
    cr_assert_eq(count, 8);
    out[0] = '\0';
    for (int i = 7; i >= 0; i--) {
        for (char *c = ranks[i]; *c; c++)
            *c = (char)(isupper((unsigned char)*c) ? tolower((unsigned char)*c)
                                                   : toupper((unsigned char)*c));
        strncat(out, ranks[i], size - strlen(out) - 1);
        strncat(out, i > 0 ? "/" : " ", size - strlen(out) - 1);
    }
    for (char *c = bans; *c; c++)
        if (isdigit((unsigned char)*c))
            *c = (char)('1' + '8' - *c);
    char tail[96];
    snprintf(tail, sizeof tail, "%s %s %d", side[0] == 'w' ? "b" : "w", bans, number);
    strncat(out, tail, size - strlen(out) - 1);
}

Test(wallrunner_eval, mirrored_positions_score_the_same) {
    FILE *file = fopen("tests/perft/wallrunner.epd", "r");
    cr_assert(file, "cannot open tests/perft/wallrunner.epd (run from the repository root)");
    char line[1024], mirrored[256];
    while (fgets(line, sizeof line, file)) {
        if (line[0] == '#' || line[0] == '\n')
            continue;
        *strchr(line, ';') = '\0';
        mirror(line, mirrored, sizeof mirrored);
        cr_assert_eq(eval_of(line), eval_of(mirrored), "%s vs %s", line, mirrored);
    }
    fclose(file);
}

Test(wallrunner_eval, start_position_is_level_apart_from_the_tempo) {
    cr_assert_eq(eval_of(WALLRUNNER_START), WALLRUNNER_EVAL_WEIGHTS.values[WALLRUNNER_TEMPO]);
}

Test(wallrunner_eval, king_nearer_its_goal_is_better) {
    /* Same pieces; White's King on the sixth rank instead of the second. */
    Score far = eval_of("4k3/8/8/8/8/8/4K3/8 w - 1");
    Score near = eval_of("4k3/8/4K3/8/8/8/8/8 w - 1");
    cr_assert_gt(near, far + 100, "near %d, far %d", near, far);
}

Test(wallrunner_eval, king_path_goes_around_enemy_walls) {
    /* The black Striag on a7 walls the seventh rank: White's King must go round by a7. On a1
     * the same Striag casts as many wall squares but blocks nothing. */
    Score open = eval_of("4k3/8/4K3/8/8/8/8/s7 w - 1");
    Score walled = eval_of("4k3/s7/4K3/8/8/8/8/8 w - 1");
    cr_assert_lt(walled, open - 100, "walled %d, open %d", walled, open);
}

Test(wallrunner_eval, direct_push_off_threat_is_penalised) {
    /* The black Guard can step to e2 and push White's King off; from a4 it cannot. */
    Score threatened = eval_of("7k/8/8/8/8/4g3/8/4K3 w - 1");
    Score safe = eval_of("7k/8/8/8/g7/8/8/4K3 w - 1");
    cr_assert_lt(threatened, safe, "threatened %d, safe %d", threatened, safe);
}

/* How often weight counts for White in the position (0 when it does not appear). */
static int white_count(const char *text, int weight) {
    PosBuf pos = gt_position(&WALLRUNNER_GAME, text);
    static EvalFeatures features;
    cr_assert(wallrunner_eval_features(&pos, WHITE, &features));
    int count = 0;
    for (int i = 0; i < features.count; i++)
        if (features.terms[i].weight == weight)
            count += features.terms[i].count;
    return count;
}

Test(wallrunner_eval, frozen_pieces_count_against_their_side) {
    /* The white Diag on b1 stands on the b8 Striag's file; the a8 Striag leaves it free. How
     * much a frozen piece costs is the tuner's to say; that it counts is the rule. */
    cr_assert_eq(white_count("1s2k3/8/8/8/8/8/8/1D4K1 w - 1", WALLRUNNER_FROZEN_DIAG), -1);
    cr_assert_eq(white_count("s3k3/8/8/8/8/8/8/1D4K1 w - 1", WALLRUNNER_FROZEN_DIAG), 0);
}

Test(wallrunner_eval, material_counts) {
    Score with = eval_of("4k3/8/8/8/8/8/3G4/4K3 w - 1");
    Score without = eval_of("4k3/8/8/8/8/8/8/4K3 w - 1");
    cr_assert_gt(with, without + 200);
}

Test(wallrunner_eval, scores_stay_far_from_mate_scores) {
    FILE *file = fopen("tests/perft/wallrunner.epd", "r");
    cr_assert(file);
    char line[1024];
    while (fgets(line, sizeof line, file)) {
        if (line[0] == '#' || line[0] == '\n')
            continue;
        *strchr(line, ';') = '\0';
        Score score = eval_of(line);
        cr_assert(score > -SCORE_MATE_IN_MAX / 4 && score < SCORE_MATE_IN_MAX / 4, "%d", score);
    }
    fclose(file);
}

Test(wallrunner_eval, trace_lists_every_term) {
    PosBuf pos = gt_position(&WALLRUNNER_GAME, WALLRUNNER_START);
    StrBuf out;
    strbuf_init(&out);
    WALLRUNNER_GAME.eval_trace(&pos, &out);
    const char *text = strbuf_text(&out);
    static const char *const TERMS[] = {"King race", "King danger", "Frozen", "Walls",
                                        "Mobility",  "Material",    "Total"};
    for (size_t i = 0; i < sizeof TERMS / sizeof TERMS[0]; i++)
        cr_assert(strstr(text, TERMS[i]), "no '%s' in\n%s", TERMS[i], text);
    char expected[64];
    snprintf(expected, sizeof expected, "side to move (white) %d", eval_of(WALLRUNNER_START));
    cr_assert(strstr(text, expected), "no '%s' in\n%s", expected, text);
    strbuf_free(&out);
}

Test(wallrunner_eval, decided_positions_have_no_evaluation) {
    PosBuf pos = gt_position(&WALLRUNNER_GAME, "1dsg1sd1/2rrrr2/8/8/8/8/2RRRR2/1DSGKSD1 b - 9");
    cr_assert_eq(WALLRUNNER_GAME.evaluate(&pos), 0);
    StrBuf out;
    strbuf_init(&out);
    WALLRUNNER_GAME.eval_trace(&pos, &out);
    cr_assert(strstr(strbuf_text(&out), "decided"));
    strbuf_free(&out);
}
