/*
 * resume.h - the results file of a run that starts: a fresh run needs it empty (or absent);
 * a -resume run reads the games already in it, which must all be games of this match and of
 * this run's part of the schedule, each once, and skips them.
 */
#ifndef TESSERA_MATCH_RESUME_H
#define TESSERA_MATCH_RESUME_H

#include <stdbool.h>
#include <stdio.h>

#include "cli.h"
#include "results.h"
#include "tally.h"

/* planned[i] says whether schedule game i + 1 is this run's. Marks done[i]
 * for every game in config's results file and adds it to tally (pairs when paired); a last
 * line cut short by an interrupted write is removed from the file, with a note to log. False
 * with the reason when the file cannot be read, holds a malformed line, a game of another
 * match or of another shard, a game twice, or any game at all without -resume. */
bool resume_load(const MatchConfig *config, const ResultsMatch *identity, const bool *planned,
                 bool paired, bool *done, Tally *tally, FILE *log, char *error, size_t error_size);

#endif
