/*
 * level.c - the search limit of one engine move in play mode. The engine's Skill Level
 * option is always set as well; while it does not yet weaken the search by itself (issue
 * #9), the levels below the top also cap the depth: level 0 looks 1 ply ahead, each two
 * levels one ply more, level 20 only the clock.
 */
#include "level.h"

#include <stdio.h>

void level_go_command(int level, int movetime_ms, char *line, size_t size) {
    if (level >= LEVEL_MAX)
        snprintf(line, size, "go movetime %d", movetime_ms);
    else
        snprintf(line, size, "go movetime %d depth %d", movetime_ms, 1 + level / 2);
}
