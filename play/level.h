/*
 * level.h - play levels (0-20, the engine's Skill Level) and the `go` command of one engine
 * move.
 */
#ifndef TESSERA_PLAY_LEVEL_H
#define TESSERA_PLAY_LEVEL_H

#include <stddef.h>

enum { LEVEL_MAX = 20 };

/* Writes the `go` line for one move with movetime_ms to think. */
void level_go_command(int movetime_ms, char *line, size_t size);

#endif
