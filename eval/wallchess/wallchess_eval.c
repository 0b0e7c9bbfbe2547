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
 *   distance - the same path lengths again, each side's in a table of its own (1-9 steps,
 *            10 or more; the side to move's and the waiting side's), so that a step can be
 *            worth more near the goal than far from it, and more to the side about to move.
 *   against  - each wall in hand once more while the opponent is 1-4 steps from its goal:
 *            a wall may be worth more against a pawn near its goal. Farther off, walls in
 *            hand are the walls term alone, so spending one never gains by this term.
 *   ahead    - the race with walls: not behind in the race (the side to move arrives first
 *            on equal paths) and at least as many walls in hand, at least one.
 *   arrives  - a side to move one step from its goal row reaches it now: a fixed bonus of
 *            ARRIVAL_BONUS, not a weight. The linear terms cannot see that one step with the
 *            move wins while one step without it may not (a wall can still come); without
 *            it a shallow search fears stepping next to the goal and both sides mark time.
 * Pawn mobility is left out on purpose: fitted on self-play data it paid a pawn for having
 * fewer moves (pawns near the edges and goals have few), and a shallow search then stepped
 * into cups of walls and back forever (tests/search/test_wallchess_progress.c).
 * The values are weights (wallchess_weights.h) that `tessera tune` can fit; the same terms
 * are reported as weight counts for it (wallchess_eval_features), and a test checks that
 * the two agree on every position of random games.
 */
#include "wallchess_eval.h"

#include "src/games/wallchess/wallchess.h"
#include "wallchess_weights.h"

static const char *const WEIGHT_NAMES[WALLCHESS_WEIGHT_COUNT] = {
    WALLCHESS_WEIGHTS_LIST(EVAL_WEIGHT_NAME)};

const EvalWeights WALLCHESS_EVAL_WEIGHTS = {
    .count = WALLCHESS_WEIGHT_COUNT,
    .tapered = false,
    .names = WEIGHT_NAMES,
    .values = WALLCHESS_WEIGHT_VALUES,
    .source = "eval/wallchess/wallchess_weights.h",
    .table = "WALLCHESS_WEIGHT_VALUES",
};

/* The weight of k walls in hand (none: 0). */
static int walls_weight(int walls) {
    return WALLCHESS_WALLS_1 + walls - 1;
}

static int value_of(int weight) {
    return WALLCHESS_WEIGHT_VALUES[weight];
}

static int clamp(int value, int low, int high) {
    return value < low ? low : value > high ? high : value;
}

/* The distance tables' weights for a path of that length (a won pawn's 0 counts as 1). */
static int own_distance_weight(int distance) {
    return WALLCHESS_OWN_DISTANCE_1 + clamp(distance, 1, 10) - 1;
}

static int their_distance_weight(int distance) {
    return WALLCHESS_THEIR_DISTANCE_1 + clamp(distance, 1, 10) - 1;
}

/* Twenty steps: more than any position's linear terms, far below a proven win. */
enum { ARRIVAL_BONUS = 2000 };

static int arrival_bonus(const WallChessPos *pos) {
    return pos->distance[pos->header.side] == 1 ? ARRIVAL_BONUS : 0;
}

/* The opponent's path length from which walls in hand get no extra weight. */
enum { AGAINST_FAR = 5 };

/* The weight of one wall in hand against an opponent whose path has that length (1-4). */
static int against_weight(int distance) {
    return WALLCHESS_WALLS_AGAINST_1 + clamp(distance, 1, AGAINST_FAR - 1) - 1;
}

/* The extra value of walls in hand against an opponent's path of that length. */
static int against_value(int walls, int distance) {
    return distance < AGAINST_FAR ? value_of(against_weight(distance)) * walls : 0;
}

/* Adds one side's walls in hand against the other's path, if that path is short. */
static void add_against(EvalFeatures *features, int walls, int distance, int sign) {
    if (distance < AGAINST_FAR)
        eval_features_add(features, against_weight(distance), sign * walls);
}

/* 1 when the side to move is not behind in the race and has at least as many walls in
 * hand (at least one), -1 when the opponent is ahead with as many, else 0. */
static int ahead_with_walls(const WallChessPos *pos, int us) {
    int them = us ^ 1;
    if (pos->distance[us] <= pos->distance[them])
        return pos->walls_left[us] > 0 && pos->walls_left[us] >= pos->walls_left[them];
    return -(pos->walls_left[them] > 0 && pos->walls_left[them] >= pos->walls_left[us]);
}

/* Every term as (weight, count) from the side to move's point of view: the evaluation is
 * their sum (there is nothing non-linear left over). */
static void collect_features(const WallChessPos *pos, EvalFeatures *features) {
    int us = pos->header.side, them = us ^ 1;
    *features = (EvalFeatures){.scale = EVAL_SCALE_NORMAL, .fixed = arrival_bonus(pos)};
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
    eval_features_add(features, own_distance_weight(pos->distance[us]), 1);
    eval_features_add(features, their_distance_weight(pos->distance[them]), 1);
    add_against(features, pos->walls_left[us], pos->distance[them], 1);
    add_against(features, pos->walls_left[them], pos->distance[us], -1);
    eval_features_add(features, WALLCHESS_AHEAD_WITH_WALLS, ahead_with_walls(pos, us));
}

bool wallchess_eval_features(const void *position, int player, EvalFeatures *features) {
    const WallChessPos *pos = position;
    collect_features(pos, features);
    if (player != pos->header.side)
        eval_features_negate(features);
    return true;
}

typedef struct EvalTerms {
    int path, walls, tempo, race, distance, against, ahead, arrives;
} EvalTerms;

static int race_term(const WallChessPos *pos, int us) {
    int them = us ^ 1;
    if (pos->walls_left[them] == 0 && pos->distance[us] <= pos->distance[them])
        return value_of(WALLCHESS_RACE);
    if (pos->walls_left[us] == 0 && pos->distance[them] < pos->distance[us])
        return -value_of(WALLCHESS_RACE);
    return 0;
}

static int walls_in_hand(int walls) {
    return walls > 0 ? value_of(walls_weight(walls)) : 0;
}

/* Walls in hand; against an empty hand they count twice. */
static int walls_term(const WallChessPos *pos, int us) {
    int mine = walls_in_hand(pos->walls_left[us]), theirs = walls_in_hand(pos->walls_left[!us]);
    if (pos->walls_left[!us] == 0)
        mine *= 2;
    if (pos->walls_left[us] == 0)
        theirs *= 2;
    return mine - theirs;
}

/* Each wall in hand by the length of the opponent's path. */
static int against_term(const WallChessPos *pos, int us) {
    return against_value(pos->walls_left[us], pos->distance[us ^ 1]) -
           against_value(pos->walls_left[us ^ 1], pos->distance[us]);
}

static void eval_collect(const WallChessPos *pos, EvalTerms *terms) {
    int us = pos->header.side, them = us ^ 1;
    terms->path = value_of(WALLCHESS_PATH_STEP) * (pos->distance[them] - pos->distance[us]);
    terms->walls = walls_term(pos, us);
    terms->tempo = value_of(WALLCHESS_TEMPO);
    terms->race = race_term(pos, us);
    terms->distance = value_of(own_distance_weight(pos->distance[us])) +
                      value_of(their_distance_weight(pos->distance[them]));
    terms->against = against_term(pos, us);
    terms->ahead = value_of(WALLCHESS_AHEAD_WITH_WALLS) * ahead_with_walls(pos, us);
    terms->arrives = arrival_bonus(pos);
}

static Score terms_total(const EvalTerms *terms) {
    return terms->path + terms->walls + terms->tempo + terms->race + terms->distance +
           terms->against + terms->ahead + terms->arrives;
}

Score wallchess_evaluate(const void *pos) {
    EvalTerms terms;
    eval_collect(pos, &terms);
    return terms_total(&terms);
}

void wallchess_eval_trace(const void *position, StrBuf *out) {
    static const char *const NAMES[2] = {"south", "north"};
    const WallChessPos *pos = position;
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
    strbuf_printf(out, "   Path table | %7d | %7d | %+5d\n", pos->distance[us], pos->distance[them],
                  terms.distance);
    strbuf_printf(out, "Walls vs path | %7d | %7d | %+5d\n", pos->walls_left[us],
                  pos->walls_left[them], terms.against);
    strbuf_printf(out, " Ahead, walls |         |         | %+5d\n", terms.ahead);
    strbuf_printf(out, "      Arrives |         |         | %+5d\n", terms.arrives);
    strbuf_append(out, "--------------+---------+---------+------\n");
    strbuf_printf(out, "Evaluation %+d for the side to move (%s), 100 = one step\n",
                  terms_total(&terms), NAMES[us]);
}
