/*
 * rules.h - a game's full status: the game's own verdict (mate, goal, territory, ...) plus
 * the draws that depend on the game's history, which are the same for every game that has
 * them (repetition of the whole position, the fifty-move counter), automatic or claimed.
 */
#ifndef TESSERA_RULES_H
#define TESSERA_RULES_H

#include "game.h"

/* history: keys of the positions before pos in this game, oldest first. */
void rules_status(const Game *game, const void *pos, const uint64_t *history, int count,
                  GameStatus *status);

/* The draw the side to move may claim in pos ("repetition", "fifty-moves"), or NULL: none,
 * or the game is already over. */
const char *rules_claim(const Game *game, const void *pos, const uint64_t *history, int count);

/* rules_status with every claimable draw claimed: the game as players who always claim see
 * it (the match runner's adjudication, self-play, the search). */
void rules_status_claimed(const Game *game, const void *pos, const uint64_t *history, int count,
                          GameStatus *status);

/* The ply count of the fifty-move counter at which a game is drawn for a player who claims:
 * the claim's where the game has one, else the automatic rule's (0: no such rule). */
static inline int rules_draw_plies(const Game *game) {
    return game->claim_fifty_plies ? game->claim_fifty_plies : game->fifty_move_plies;
}

/* Whether repeating a position draws, by claim or automatically. */
static inline bool rules_repetition_draws(const Game *game) {
    return game->claim_repetitions > 0 || game->repetition_draw > 0;
}

/* How often pos's key occurred in history (within the reversible stretch) plus one. */
int rules_occurrences(const void *pos, const uint64_t *history, int count);

#endif
