/*
 * wallchess_eval.c - the Wall Chess evaluation, from the side to move's point of view, in
 * steps of shortest-path difference (100 = one step). Terms:
 *   path   - the opponent's shortest path minus ours (paths are kept in the position).
 *   walls  - walls in hand, each worth one step or more; the last ones count most (a last
 *            wall decides races), the first ones spent cost less. Walls against a side
 *            with none left count double: nothing can answer them.
 *   tempo  - the side to move is half a step ahead: with equal paths it arrives first.
 *   race   - when a side can no longer place walls, its opponent's path is final. If the
 *            opponent has no walls and we arrive first (our path <= theirs, we move first),
 *            the race is ours; if we have none and they arrive first, it is theirs. Jumps
 *            and pawns in the way can still change a race, so it is a bonus, not a win.
 * The values are weights (wallchess_weights.h) that `tessera tune` can fit; the same terms
 * are reported as weight counts for it (wallchess_eval_features), and a test checks that
 * the two agree on every position of random games.
 */
#include "wallchess_eval.h"

#include "../src/games/wallchess/wallchess.h"
#include "wallchess_weights.h"

static const char *const WEIGHT_NAMES[WALLCHESS_WEIGHT_COUNT] = {
    WALLCHESS_WEIGHTS_LIST(EVAL_WEIGHT_NAME)};

const EvalWeights WALLCHESS_EVAL_WEIGHTS = {
    .count = WALLCHESS_WEIGHT_COUNT,
    .tapered = false,
    .names = WEIGHT_NAMES,
    .values = WALLCHESS_WEIGHT_VALUES,
    .source = "eval/wallchess_weights.h",
    .table = "WALLCHESS_WEIGHT_VALUES",
};

/* The weight of k walls in hand (none: 0). */
static int walls_weight(int walls) {
    return WALLCHESS_WALLS_1 + walls - 1;
}

/* Every term as (weight, count) from the side to move's point of view: the evaluation is
 * their sum (there is nothing non-linear left over). */
static void collect_features(const WallPos *pos, EvalFeatures *features) {
    int us = pos->header.side, them = us ^ 1;
    *features = (EvalFeatures){.scale = EVAL_SCALE_NORMAL};
    eval_features_add(features, WALLCHESS_PATH_STEP, pos->distance[them] - pos->distance[us]);
    eval_features_add(features, WALLCHESS_TEMPO, 1);
    if (pos->walls_left[them] == 0 && pos->distance[us] <= pos->distance[them])
        eval_features_add(features, WALLCHESS_RACE, 1);
    else if (pos->walls_left[us] == 0 && pos->distance[them] < pos->distance[us])
        eval_features_add(features, WALLCHESS_RACE, -1);
    if (pos->walls_left[us] > 0)
        eval_features_add(features, walls_weight(pos->walls_left[us]),
                          pos->walls_left[them] == 0 ? 2 : 1);
    if (pos->walls_left[them] > 0)
        eval_features_add(features, walls_weight(pos->walls_left[them]),
                          pos->walls_left[us] == 0 ? -2 : -1);
}

bool wallchess_eval_features(const void *position, int player, EvalFeatures *features) {
    const WallPos *pos = position;
    collect_features(pos, features);
    if (player != pos->header.side)
        eval_features_negate(features);
    return true;
}

typedef struct EvalTerms {
    int path, walls, tempo, race;
} EvalTerms;

static int race_term(const WallPos *pos, int us) {
    int them = us ^ 1;
    if (pos->walls_left[them] == 0 && pos->distance[us] <= pos->distance[them])
        return WALLCHESS_WEIGHT_VALUES[WALLCHESS_RACE];
    if (pos->walls_left[us] == 0 && pos->distance[them] < pos->distance[us])
        return -WALLCHESS_WEIGHT_VALUES[WALLCHESS_RACE];
    return 0;
}

static int walls_in_hand(int walls) {
    return walls > 0 ? WALLCHESS_WEIGHT_VALUES[walls_weight(walls)] : 0;
}

/* Walls in hand; against an empty hand they count twice. */
static int walls_term(const WallPos *pos, int us) {
    int mine = walls_in_hand(pos->walls_left[us]), theirs = walls_in_hand(pos->walls_left[!us]);
    if (pos->walls_left[!us] == 0)
        mine *= 2;
    if (pos->walls_left[us] == 0)
        theirs *= 2;
    return mine - theirs;
}

static void eval_collect(const WallPos *pos, EvalTerms *terms) {
    int us = pos->header.side, them = us ^ 1;
    terms->path =
        WALLCHESS_WEIGHT_VALUES[WALLCHESS_PATH_STEP] * (pos->distance[them] - pos->distance[us]);
    terms->walls = walls_term(pos, us);
    terms->tempo = WALLCHESS_WEIGHT_VALUES[WALLCHESS_TEMPO];
    terms->race = race_term(pos, us);
}

static Score terms_total(const EvalTerms *terms) {
    return terms->path + terms->walls + terms->tempo + terms->race;
}

Score wallchess_evaluate(const void *pos) {
    EvalTerms terms;
    eval_collect(pos, &terms);
    return terms_total(&terms);
}

void wallchess_eval_trace(const void *position, StrBuf *out) {
    static const char *const NAMES[2] = {"south", "north"};
    const WallPos *pos = position;
    int us = pos->header.side, them = us ^ 1;
    EvalTerms terms;
    eval_collect(pos, &terms);
    strbuf_printf(out, "         Term |   %5s |   %5s | Score\n", NAMES[us], NAMES[them]);
    strbuf_append(out, "--------------+---------+---------+------\n");
    strbuf_printf(out, "  Path length | %7d | %7d | %+5d\n", pos->distance[us], pos->distance[them],
                  terms.path);
    strbuf_printf(out, "Walls in hand | %7d | %7d | %+5d\n", pos->walls_left[us],
                  pos->walls_left[them], terms.walls);
    strbuf_printf(out, "        Tempo |         |         | %+5d\n", terms.tempo);
    strbuf_printf(out, "         Race |         |         | %+5d\n", terms.race);
    strbuf_append(out, "--------------+---------+---------+------\n");
    strbuf_printf(out, "Evaluation %+d for the side to move (%s), 100 = one step\n",
                  terms_total(&terms), NAMES[us]);
}
