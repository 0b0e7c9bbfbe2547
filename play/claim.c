/*
 * claim.c - claimed draws in play mode: what the side to move may claim (src/rules.c's
 * rules_claim on the record's positions), with a move by trying it on the record and taking
 * it back, and the refusal's reason in counts a player can check.
 */
#include "claim.h"

#include <stdio.h>
#include <string.h>

#include "src/rules.h"

bool claim_exists(const Game *game) {
    return game->claim_repetitions > 0 || game->claim_fifty_plies > 0;
}

const char *claim_here(const Record *record) {
    return rules_claim(record->game, record_current(record), record->keys, record->count);
}

const char *claim_with(Record *record, Move move, bool *memory) {
    *memory = !record_play(record, move);
    if (*memory)
        return NULL;
    const char *claim = claim_here(record);
    record_undo(record);
    return claim;
}

const char *claim_words(const char *claim) {
    return strcmp(claim, "repetition") == 0 ? "by repetition" : "by the fifty-move rule";
}

/* claim_refusal's text, of the position now or (would) of the one a move would make. */
static void refusal(const Record *record, bool would, char *text, size_t size) {
    const Game *game = record->game;
    const void *pos = record_current(record);
    if (!claim_exists(game)) {
        snprintf(text, size, "%s has no draw by claim", game->name);
        return;
    }
    int occurrences = rules_occurrences(pos, record->keys, record->count);
    int plies = pos_header(pos)->rule50;
    snprintf(text, size,
             "the position %s %d time%s (a claim needs %d), with %d half-move%s without a "
             "capture or a pawn move (a claim needs %d)",
             would ? "would occur" : "has occurred", occurrences, occurrences == 1 ? "" : "s",
             game->claim_repetitions, plies, plies == 1 ? "" : "s", game->claim_fifty_plies);
}

void claim_refusal(const Record *record, char *text, size_t size) {
    refusal(record, false, text, size);
}

void claim_refusal_with(Record *record, Move move, char *text, size_t size) {
    if (!record_play(record, move)) {
        snprintf(text, size, "out of memory");
        return;
    }
    refusal(record, true, text, size);
    record_undo(record);
}
