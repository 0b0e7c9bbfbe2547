/*
 * skill.h - weaker play for the Skill Level and UCI_LimitStrength/UCI_Elo options, for any
 * game. A weakened search looks less deep, weighs several candidate moves (MultiPV) and
 * plays one of those whose score is within a margin of the best, picked after adding noise
 * to their scores. Full strength (level 20, or UCI_Elo at the top of its range) leaves the
 * search exactly as it is.
 */
#ifndef TESSERA_SKILL_H
#define TESSERA_SKILL_H

#include "limits.h"
#include "worker.h"

enum {
    SKILL_LEVEL_MAX = 20,
    SKILL_ELO_MIN = 1000, /* UCI_Elo range: Skill Level 0 .. full strength (skill.c) */
    SKILL_ELO_MAX = 2500,
};

/* The skill of one search. limit_strength: elo decides, else level. */
Skill skill_make(int level, bool limit_strength, int elo, uint64_t seed);

/* The (fractional) Skill Level UCI_Elo elo stands for. */
double skill_level_for_elo(int elo);

/* The depth cap of a (fractional) Skill Level below 20 in game with players players, under
 * the caps of the game's default rules (Game.skill_depths). */
int skill_depth_cap(const Game *game, int players, double level);

/* The depth cap of a search from pos: the caps of the rules pos is played under
 * (Game.skill_depths_of, else Game.skill_depths) for the players of pos. */
int skill_depth_cap_at(const Game *game, const void *pos, double level);

/* The limits a weakened search from root runs with (depth cap, candidate lines), written to
 * weakened; limits itself when the skill is full strength. */
const SearchLimits *skill_limits(const Game *game, const void *root, const SearchLimits *limits,
                                 SearchLimits *weakened);

/* Which of the root lines (sorted best first) to play; 0 at full strength. */
int skill_pick(const Skill *skill, const RootLine *lines, int count);

/* The largest score loss a pick may accept at level (score units of the game). */
Score skill_margin(double level);

#endif
