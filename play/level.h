/*
 * level.h - play levels: 0-20, the engine's Skill Level option (search/skill.c weakens the
 * search: depth cap, near-best candidates, noise), so every level thinks for the same time.
 */
#ifndef TESSERA_PLAY_LEVEL_H
#define TESSERA_PLAY_LEVEL_H

enum { LEVEL_MAX = 20 };

#endif
