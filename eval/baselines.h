/*
 * baselines.h - deliberately simple evaluations (one file per game, eval/<game>/
 * <game>_baseline.c, or beside the full evaluation when they share its counting): the
 * opponents strength tests measure the real evaluations against (option Evaluation=baseline).
 */
#ifndef TESSERA_BASELINES_H
#define TESSERA_BASELINES_H

#include "src/types.h"

/* Chess: material only, from the side to move's view. */
Score chess_baseline_evaluate(const void *pos);
/* Void Chess: material only (the Minister counts as a rook), side to move's view. */
Score voidchess_baseline_evaluate(const void *pos);
/* Wall Chess: the opponent's shortest path minus ours, 100 per step. */
Score wallchess_baseline_evaluate(const void *pos);
/* Wall Go: territory plus the cells a player reaches first, one point each, against the best
 * other player (in eval/wallgo/wallgo_eval.c, which counts both terms). */
Score wallgo_baseline_evaluate(const void *pos);
Score wallgo_baseline_evaluate_player(const void *pos, int player);

#endif
