/*
 * level.c - the `go` command of one engine move in play mode. The level itself is the
 * engine's Skill Level option (search/skill.c weakens the search: depth cap, near-best
 * candidates, noise), so every level thinks for the same time.
 */
#include "level.h"

#include <stdio.h>

void level_go_command(int movetime_ms, char *line, size_t size) {
    snprintf(line, size, "go movetime %d", movetime_ms);
}
