/*
 * correction.h - correction history: per side to move and per secondary key of the position
 * (one of Game.correction_keys, e.g. the pawn structure), a running average of how far
 * searches of such positions ended from their static evaluation. The search adds it to the
 * evaluation, so an error the evaluation makes in a whole family of positions is corrected as soon
 * as a few searches have seen it.
 */
#ifndef TESSERA_CORRECTION_H
#define TESSERA_CORRECTION_H

#include <stdint.h>

#include "src/types.h"

typedef int16_t CorrectionEntry;

/* The table of one worker: CORRECTION_SIDES x CORRECTION_SIZE entries. */
CorrectionEntry *correction_create(void);
void correction_destroy(CorrectionEntry *table); /* NULL: nothing */
void correction_clear(CorrectionEntry *table);

/* The correction, in score units, for positions of this key with side to move. */
Score correction_value(const CorrectionEntry *table, uint64_t key, int side);

/* A search at depth of a position of this key found searched where its static evaluation,
 * without this table's correction (but with those of the position's other keys), said raw:
 * the entry moves towards the difference, the more so the deeper the search. */
void correction_update(CorrectionEntry *table, uint64_t key, int side, Score raw, Score searched,
                       int depth);

#endif
