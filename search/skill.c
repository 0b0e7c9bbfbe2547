/*
 * skill.c - how a weakened search plays, for any game.
 *
 * Three things make play weaker while keeping it believable:
 *  - a shallower search: the depth is capped, from 1 ply at level 0 to 13 at level 19 (a
 *    game may set its own caps for each number of players, Game.skill_depths, and for rules
 *    a position carries, Game.skill_depths_of);
 *  - several candidates: the search keeps MultiPV lines, so it knows the near-best moves;
 *  - noisy judgement: each candidate's score gets a random offset (a triangular noise whose
 *    width grows as the level falls) and the best noisy score is played, but only among
 *    candidates whose real score is within a margin of the best one. The noise is wider
 *    than the margin, so the acceptable moves all get played, the better ones more often.
 *    A weak level thus often plays a second- or third-best move, never one that loses more
 *    than the margin at the depth it searched, and it never turns down a forced mate.
 * Between level 19 and 20 (the top band, which UCI_Elo reaches near its top) all three fade
 * out together: the depth cap rises by up to TOP_EXTRA_DEPTH plies over level 19's, the
 * candidates fall to one, and the margin and noise shrink to nothing, so every strength from
 * level 19's to full strength has a setting. At level 20 (or UCI_Elo at the top of its
 * range) nothing here is used at all.
 */
#include "skill.h"

#include "src/splitmix.h"

/* Tuned values (first guesses, checked by the short gauges in docs/BENCHMARKS.md). Each
 * line runs from its value at level 0 towards its value at level 20 and is read up to level
 * 19; the top band fades it out from there. */
enum {
    DEPTH_AT_TOP = 13,    /* depth cap at level 19; level 0 searches 1 ply */
    CANDIDATES_LOW = 6,   /* root lines weighed at level 0 */
    CANDIDATES_HIGH = 3,  /* ... and near full strength */
    MARGIN_LOW = 150,     /* largest accepted loss at level 0: half a minor piece */
    MARGIN_HIGH = 20,     /* ... and near full strength */
    NOISE_LOW = 200,      /* half-width of the score noise at level 0 */
    NOISE_HIGH = 30,      /* ... and near full strength */
    TOP_LEVEL = 19,       /* the top band runs from here to level 20 */
    TOP_EXTRA_DEPTH = 12, /* plies the depth cap gains across the band (chess: 13 to 25) */
};

/* How far into the top band a level is: 0 at level 19 and below, 1 at level 20. */
static double top_fade(double level) {
    return level <= TOP_LEVEL ? 0 : level >= SKILL_LEVEL_MAX ? 1 : level - TOP_LEVEL;
}

/* The level the per-level lines are read at: the top band keeps level 19's and fades it. */
static double below_top(double level) {
    return level < TOP_LEVEL ? level : TOP_LEVEL;
}

/* UCI_Elo -> Skill Level: each level placed on stockfish 15.1's UCI_Elo scale by a 40-game
 * match at 10+0.1 against stockfish at one Elo (docs/BENCHMARKS.md, "UCI_Elo refit": error
 * bars near 100), full strength by 200 games against 2600, then checked with 100 games at
 * 10+0.1 against stockfish at the same Elo. Between the anchors the level is linear in Elo. */
static const struct {
    int elo;
    double level;
} ELO_LEVELS[] = {
    {SKILL_ELO_MIN, 0},  /* below stockfish's floor, extrapolated: level 5 beat 0 18-1-1 */
    {1465, 5},           /* 45.0% against 1500 */
    {1810, 10},          /* 51.2% against 1800 */
    {2000, 12},          /* 57.5% against 1950 */
    {2160, 15},          /* 58.8% against 2100 */
    {2230, 19},          /* level 19.1: 81.2% against 2000; 19.65: 59.0% against 2200 */
    {SKILL_ELO_MAX, 20}, /* 36.2% against 2600 (-98 +- 40 Elo) */
};

double skill_level_for_elo(int elo) {
    int last = (int)(sizeof ELO_LEVELS / sizeof ELO_LEVELS[0]) - 1;
    if (elo <= ELO_LEVELS[0].elo)
        return ELO_LEVELS[0].level;
    for (int i = 1; i <= last; i++) {
        if (elo < ELO_LEVELS[i].elo) {
            double part =
                (double)(elo - ELO_LEVELS[i - 1].elo) / (ELO_LEVELS[i].elo - ELO_LEVELS[i - 1].elo);
            return ELO_LEVELS[i - 1].level + part * (ELO_LEVELS[i].level - ELO_LEVELS[i - 1].level);
        }
    }
    return ELO_LEVELS[last].level;
}

Skill skill_make(int level, bool limit_strength, int elo, uint64_t seed) {
    double strength = limit_strength ? skill_level_for_elo(elo) : level;
    return (Skill){.enabled = strength < SKILL_LEVEL_MAX, .level = strength, .seed = seed};
}

/* From low (level 0) to high (level 20), linearly. */
static double between(double level, double low, double high) {
    return low + (high - low) * level / SKILL_LEVEL_MAX;
}

Score skill_margin(double level) {
    return (Score)(between(below_top(level), MARGIN_LOW, MARGIN_HIGH) * (1 - top_fade(level)));
}

/* The default caps (chess): 1 ply at level 0 to DEPTH_AT_TOP at level 19, linear (level at
 * most 19). */
static int default_depth_cap(double level) {
    return 1 + (int)(level * (DEPTH_AT_TOP - 1) / (SKILL_LEVEL_MAX - 1) + 0.5);
}

/* A game's own caps: its anchors at levels 0, 5, 10, 15 and 19, linear in between (level at
 * most 19). */
static int game_depth_cap(const int at[SKILL_DEPTH_ANCHORS], double level) {
    static const double ANCHOR_LEVEL[SKILL_DEPTH_ANCHORS] = {0, 5, 10, 15, 19};
    int upper = 1;
    while (upper < SKILL_DEPTH_ANCHORS - 1 && level > ANCHOR_LEVEL[upper])
        upper++;
    double part =
        (level - ANCHOR_LEVEL[upper - 1]) / (ANCHOR_LEVEL[upper] - ANCHOR_LEVEL[upper - 1]);
    double low = at[upper - 1], high = at[upper];
    return (int)(low + part * (high - low) + 0.5);
}

/* The player count clamped to the game's range: the rows its caps fill. */
static int players_of_game(const Game *game, int players) {
    return players < game->min_players   ? game->min_players
           : players > game->max_players ? game->max_players
                                         : players;
}

/* The cap under depths (NULL: the default caps), the top band's extra plies included. */
static int depth_cap(const Game *game, const SkillDepths *depths, int players, double level) {
    double capped_level = below_top(level);
    int cap = depths
                  ? game_depth_cap(depths->by_players[players_of_game(game, players)], capped_level)
                  : default_depth_cap(capped_level);
    return cap + (int)(top_fade(level) * TOP_EXTRA_DEPTH + 0.5);
}

int skill_depth_cap(const Game *game, int players, double level) {
    return depth_cap(game, game->skill_depths, players, level);
}

int skill_depth_cap_at(const Game *game, const void *pos, double level) {
    const SkillDepths *depths =
        game->skill_depths_of ? game->skill_depths_of(pos) : game->skill_depths;
    return depth_cap(game, depths, pos_header(pos)->players, level);
}

const SearchLimits *skill_limits(const Game *game, const void *root, const SearchLimits *limits,
                                 SearchLimits *weakened) {
    if (!limits->skill.enabled)
        return limits;
    *weakened = *limits;
    double level = limits->skill.level;
    int depth = skill_depth_cap_at(game, root, level);
    if (weakened->depth == 0 || weakened->depth > depth)
        weakened->depth = depth;
    double fade = top_fade(level);
    double lines = between(below_top(level), CANDIDATES_LOW, CANDIDATES_HIGH);
    int candidates = (int)(lines * (1 - fade) + fade + 0.5);
    if (weakened->multipv < candidates)
        weakened->multipv = candidates;
    return weakened;
}

/* A triangular random number in (-width, width), fixed by the seed and the move. */
static Score noise(const Skill *skill, Move move, double width) {
    uint64_t state = skill->seed ^ (uint64_t)move * 0xD1B54A32D192ED03ULL;
    double a = (double)(splitmix64_next(&state) >> 11) / (double)(1ULL << 53);
    double b = (double)(splitmix64_next(&state) >> 11) / (double)(1ULL << 53);
    return (Score)((a + b - 1.0) * width);
}

static bool is_mate(Score score) {
    return score >= SCORE_MATE_IN_MAX || score <= -SCORE_MATE_IN_MAX;
}

int skill_pick(const Skill *skill, const RootLine *lines, int count) {
    if (!skill->enabled || count <= 1 || is_mate(lines[0].score))
        return 0;
    Score margin = skill_margin(skill->level);
    double width =
        between(below_top(skill->level), NOISE_LOW, NOISE_HIGH) * (1 - top_fade(skill->level));
    int pick = 0;
    Score best = lines[0].score + noise(skill, lines[0].pv[0], width);
    for (int i = 1; i < count; i++) {
        if (lines[i].pv_length == 0 || lines[0].score - lines[i].score > margin)
            continue;
        Score value = lines[i].score + noise(skill, lines[i].pv[0], width);
        if (value > best) {
            best = value;
            pick = i;
        }
    }
    return pick;
}
