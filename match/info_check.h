/*
 * info_check.h - is an engine's `info` line well-formed? For the compliance checker.
 *
 * Checks every field UCI defines (depth, seldepth, multipv, score cp|mate with an optional
 * bound, nodes, nps, hashfull, tbhits, time, cpuload, currmove, currmovenumber, wdl, pv,
 * string, refutation, currline): each keyword has the value its kind needs, numbers are
 * whole and in range, and the moves of `pv` and `currmove` are legal in the position the
 * engine was searching (pv as a sequence). A word that is no field of UCI is a problem too.
 */
#ifndef TESSERA_MATCH_INFO_CHECK_H
#define TESSERA_MATCH_INFO_CHECK_H

#include <stdbool.h>
#include <stddef.h>

#include "src/game.h"

/* True when line (starting with "info") is well-formed for a search of pos in game; else
 * false with the first problem in problem (`score: 'cp' needs a whole number, got 'x'`). */
bool info_line_check(const Game *game, const void *pos, const char *line, char *problem,
                     size_t problem_size);

#endif
