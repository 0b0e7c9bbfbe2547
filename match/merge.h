/*
 * merge.h - `tessera-match merge`: the results files of a match's shards (or of any runs of
 * one match) summed up as if one run had played all their games: the rating blocks (score,
 * per-side lines, Elo, pentanomial, SPRT), the standings and the failures, plus the PGN of
 * every game in schedule order with -pgnout.
 */
#ifndef TESSERA_MATCH_MERGE_H
#define TESSERA_MATCH_MERGE_H

#include <stdbool.h>
#include <stdio.h>

#include "cli.h"
#include "tally.h"

/* Reads merge's files and prints the summary to out; tally (freed by the caller with
 * tally_free in every case) gets the totals. False with the reason when a file cannot be
 * read or has a malformed line, the files hold games of different matches or a game twice,
 * hold no game, or the PGN file cannot be written. */
bool merge_run(const MergeConfig *merge, FILE *out, Tally *tally, char *error, size_t error_size);

#endif
