/*
 * report.h - the text a match prints while it runs and when it ends, in the shape
 * cutechess-cli users know: Started/Finished game lines, `Score of A vs B`, the Elo line,
 * the pentanomial line, the SPRT line, plus a count of engine failures by kind.
 */
#ifndef TESSERA_MATCH_REPORT_H
#define TESSERA_MATCH_REPORT_H

#include <stdio.h>

#include "cli.h"
#include "game_runner.h"
#include "tally.h"

/* True when SPRT and the pentanomial counts work on game pairs (two players, repeat 2). */
bool report_uses_pairs(const MatchConfig *config);

void report_header(FILE *out, const MatchConfig *config, int total_games);
/* What this run plays when it is not the whole schedule: a shard, a resumed run. */
void report_plan(FILE *out, const MatchConfig *config, int games_to_play);
void report_started(FILE *out, const MatchConfig *config, const GameSetup *setup, int total);
void report_finished(FILE *out, const MatchConfig *config, const GameRecord *record);

/* `Score of A vs B` for every pair of engines that met in the game. */
void report_scores(FILE *out, const MatchConfig *config, const Tally *tally,
                   const GameRecord *record);

/* The rating block of every pair that played: Score, Elo, Ptnml, SPRT lines. */
void report_ratings(FILE *out, const MatchConfig *config, const Tally *tally);

/* The end of the match: rating blocks, standings (more than two engines), failures. */
void report_summary(FILE *out, const MatchConfig *config, const Tally *tally);

#endif
