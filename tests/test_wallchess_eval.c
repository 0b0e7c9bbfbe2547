/*
 * test_wallchess_eval.c - the Wall Chess evaluation: each term is its weight's value (the
 * tests read the values, so they hold for tuned ones), the side-to-move convention, symmetry
 * between south and north, the race term once walls run out, and the trace printed by `eval`.
 */
#include "eval/wallchess_eval.h"
#include "wallchess_helpers.h"

/* The current value of a weight (eval/wallchess_weights.h), so the tests state the rules of
 * the evaluation whatever values the tuner gives. */
static int weight(int index) {
    return WALLCHESS_EVAL_WEIGHTS.values[index];
}

static int walls(int k) {
    return weight(WALLCHESS_WALLS_1 + k - 1);
}

static Score eval_of(const char *text) {
    PosBuf pos = wc_position(text);
    return WALLCHESS_GAME.evaluate(&pos);
}

/* The same position seen from the other side: ranks flipped, pawns and counts swapped. */
static void mirror(const char *text, char *out, size_t size) {
    char south[4], north[4], side[2], walls[256], list[256] = "";
    int left_s, left_n, ply = 0;
    cr_assert_geq(sscanf(text, "%3s %3s %d %d %1s %255s %d", south, north, &left_s, &left_n, side,
                         walls, &ply),
                  6);
    if (strcmp(walls, "-") == 0) {
        strcpy(list, "-");
    } else {
        char *rest = NULL;
        for (char *w = strtok_r(walls, ",", &rest); w; w = strtok_r(NULL, ",", &rest))
            snprintf(list + strlen(list), sizeof list - strlen(list), "%s%c%c%c",
                     list[0] ? "," : "", w[0], '8' - (w[1] - '1'), w[2]);
    }
    snprintf(out, size, "%c%c %c%c %d %d %c %s", north[0], '9' - (north[1] - '1'), south[0],
             '9' - (south[1] - '1'), left_n, left_s, side[0] == 's' ? 'n' : 's', list);
}

Test(wallchess_eval, start_position_is_the_tempo) {
    cr_assert_eq(eval_of(WC_START), weight(WALLCHESS_TEMPO));
}

Test(wallchess_eval, one_step_is_one_path_step) {
    PosBuf start = wc_position(WC_START);
    PosBuf pos = wc_after(&start, "e2");
    cr_assert_eq(WALLCHESS_GAME.evaluate(&pos),
                 -weight(WALLCHESS_PATH_STEP) + weight(WALLCHESS_TEMPO),
                 "north is one step behind");
}

Test(wallchess_eval, walls_in_hand_count_for_each_side) {
    cr_assert_eq(eval_of("e1 e9 10 8 s a1h,c1h 2") - eval_of("e1 e9 8 10 s a1h,c1h 2"),
                 2 * (walls(10) - walls(8)));
}

Test(wallchess_eval, south_and_north_are_symmetric) {
    const char *positions[] = {
        WC_START, "e5 e6 9 8 s e6h,d2v,a5h 3",
        "c3 g7 4 2 n a2h,g4h,e6h,h6h,d4v,c5v,e7v,a8v,b1h,f1v,b7v,c2h,e3v,h3h 14", "e5 e4 0 0 s -",
        "e4 e6 0 3 n b2h,c4h,d6h,e8h,f1v,g3v,h5v 7"};
    for (size_t i = 0; i < sizeof positions / sizeof positions[0]; i++) {
        char mirrored[MAX_POS_TEXT];
        mirror(positions[i], mirrored, sizeof mirrored);
        cr_assert_eq(eval_of(positions[i]), eval_of(mirrored), "'%s' vs '%s'", positions[i],
                     mirrored);
    }
}

Test(wallchess_eval, race_without_walls) {
    /* South needs 4, north 3: north arrives first even though south moves. */
    int step = weight(WALLCHESS_PATH_STEP), tempo = weight(WALLCHESS_TEMPO);
    int race = weight(WALLCHESS_RACE);
    cr_assert_eq(eval_of("e5 e4 0 0 s -"), -step + tempo - race);
    /* Equal paths: the side to move arrives first. */
    cr_assert_eq(eval_of("e4 e6 0 0 s -"), tempo + race);
    cr_assert_eq(eval_of("e4 e6 0 0 n - 1"), tempo + race);
}

Test(wallchess_eval, race_only_when_the_opponent_cannot_wall) {
    int tempo = weight(WALLCHESS_TEMPO), race = weight(WALLCHESS_RACE);
    cr_assert_eq(eval_of("e4 e6 1 1 s -"), tempo, "both can still place a wall");
    /* South's one wall counts twice against an empty hand. */
    cr_assert_eq(eval_of("e4 e6 1 0 s -"), 2 * walls(1) + tempo + race,
                 "north cannot stop south any more");
}

Test(wallchess_eval, walls_count_double_against_an_empty_hand) {
    cr_assert_eq(eval_of("e4 e6 3 2 s -") - eval_of("e4 e6 2 2 s -"), walls(3) - walls(2));
    /* South needs 4 steps, North 5; North's three walls count twice. */
    cr_assert_eq(eval_of("e5 e6 0 3 s -"),
                 weight(WALLCHESS_PATH_STEP) + weight(WALLCHESS_TEMPO) - 2 * walls(3));
}

Test(wallchess_eval, trace_lists_every_term_and_the_total) {
    PosBuf pos = wc_position("e5 e4 0 0 s -");
    StrBuf out;
    strbuf_init(&out);
    WALLCHESS_GAME.eval_trace(&pos, &out);
    const char *text = strbuf_text(&out);
    char total[64];
    snprintf(total, sizeof total, "Evaluation %+d ",
             -weight(WALLCHESS_PATH_STEP) + weight(WALLCHESS_TEMPO) - weight(WALLCHESS_RACE));
    const char *terms[] = {"Path length", "Walls in hand", "Tempo", "Race", total};
    for (size_t i = 0; i < sizeof terms / sizeof terms[0]; i++)
        cr_assert(strstr(text, terms[i]), "'%s' missing from:\n%s", terms[i], text);
    strbuf_free(&out);
}
