/*
 * test_match_sources.c - compiles the match runner's modules into the test binary.
 *
 * The Makefile links bench/match/ into ./tessera-match only, not into run-tests, so the
 * match tests get the modules from here, one translation unit for all of them (main.c
 * stays out). If run-tests ever links the bench/match objects itself, delete this file.
 */
#define _GNU_SOURCE

#include "bench/match/adjudication.c"
#include "bench/match/cli.c"
#include "bench/match/clock.c"
#include "bench/match/engine_process.c"
#include "bench/match/game_runner.c"
#include "bench/match/openings.c"
#include "bench/match/pgn.c"
#include "bench/match/referee.c"
#include "bench/match/report.c"
#include "bench/match/san.c"
#include "bench/match/scheduler.c"
#include "bench/match/stats.c"
#include "bench/match/tally.c"
