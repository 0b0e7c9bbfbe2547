/*
 * claim.h - draws a player claims in the terminal game (chess: threefold repetition and
 * the fifty-move rule, docs/RULES.md "Chess"), in the position or together with the move
 * that makes it, and why a claim is refused. The rules themselves are src/rules.c's.
 */
#ifndef TESSERA_PLAY_CLAIM_H
#define TESSERA_PLAY_CLAIM_H

#include <stddef.h>

#include "record.h"

/* Whether the game has draws by claim at all. */
bool claim_exists(const Game *game);

/* The draw the side to move may claim now ("repetition", "fifty-moves"), or NULL. */
const char *claim_here(const Record *record);

/* The draw the side to move may claim by playing move (legal) and claiming, or NULL; the
 * record is as it was afterwards. False in *memory when the move could not be tried. */
const char *claim_with(Record *record, Move move, bool *memory);

/* "by repetition", "by the fifty-move rule": how a claim's reason reads in a sentence. */
const char *claim_words(const char *claim);

/* Why no draw may be claimed in the record's position: the counts against the rules'
 * ("the position has occurred 2 times (a claim needs 3), ..."). */
void claim_refusal(const Record *record, char *text, size_t size);

/* claim_refusal for the position move (legal) would make; the record is as it was. */
void claim_refusal_with(Record *record, Move move, char *text, size_t size);

#endif
