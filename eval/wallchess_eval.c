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
 * The values are hand-set and checked by matches against the baseline of issue 5 (60 games
 * at 2+0.02, docs/BENCHMARKS.md): the walls table at 1.5 times its first values with the
 * double count scored 60-0, the first values 55-5.
 */
#include "wallchess_eval.h"

#include "../src/games/wallchess/wallchess.h"

enum {
    STEP_VALUE = 100,
    TEMPO_VALUE = 50,
    RACE_VALUE = 400,
};

/* The worth of k walls in hand: concave, so the last wall in hand is worth the most. */
static const int WALLS_IN_HAND[WALLS_PER_SIDE + 1] = {0,   165, 315, 450, 570, 675,
                                                      765, 840, 900, 945, 975};

typedef struct EvalTerms {
    int path, walls, tempo, race;
} EvalTerms;

static int race_term(const WallPos *pos, int us) {
    int them = us ^ 1;
    if (pos->walls_left[them] == 0 && pos->distance[us] <= pos->distance[them])
        return RACE_VALUE;
    if (pos->walls_left[us] == 0 && pos->distance[them] < pos->distance[us])
        return -RACE_VALUE;
    return 0;
}

/* Walls in hand; against an empty hand they count twice. */
static int walls_term(const WallPos *pos, int us) {
    int mine = WALLS_IN_HAND[pos->walls_left[us]], theirs = WALLS_IN_HAND[pos->walls_left[!us]];
    if (pos->walls_left[!us] == 0)
        mine *= 2;
    if (pos->walls_left[us] == 0)
        theirs *= 2;
    return mine - theirs;
}

static void eval_collect(const WallPos *pos, EvalTerms *terms) {
    int us = pos->header.side, them = us ^ 1;
    terms->path = STEP_VALUE * (pos->distance[them] - pos->distance[us]);
    terms->walls = walls_term(pos, us);
    terms->tempo = TEMPO_VALUE;
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
