/*
 * level.h - what the play level (0-20) asks of a search beyond the engine's own Skill Level
 * option: the `go` command of one engine move.
 */
#ifndef TESSERA_PLAY_LEVEL_H
#define TESSERA_PLAY_LEVEL_H

#include <stddef.h>

enum { LEVEL_MAX = 20 };

/* Writes the `go` line for one move at level with movetime_ms to think. */
void level_go_command(int level, int movetime_ms, char *line, size_t size);

#endif
