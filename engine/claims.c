/*
 * claims.c - draws a player claims. In chess, threefold repetition and the fifty-move rule
 * do not end the game by themselves (FIDE Laws 9.2, 9.3): the player to move may claim them,
 * in the position or together with the move that makes it (writing the move and claiming).
 * A claim ends the game as a draw where it was made; a take-back, a new position or a new
 * game drops it. Games without claims (Game.claim_*) refuse every claim.
 */
#include "engine.h"

#include <stdio.h>

#include "src/rules.h"

/* The claim the side to move has now (move NULL) or by playing move, a legal move of the
 * position; NULL when there is none or the game is over. *memory is set when the keys of
 * the game could not be had. */
static const char *claim_of(TesseraEngine *engine, const Move *move, bool *memory) {
    const Game *game = engine->game;
    GameStatus status;
    *memory = false;
    engine_status(engine, &status); /* a claim already made shows here, not in the rules */
    if (status.outcome != OUTCOME_ONGOING)
        return NULL;
    if (!move)
        return rules_claim(game, &engine->position, engine->trail.keys, engine->trail.count);
    PosBuf next;
    const uint64_t *keys = engine_keys_through_current(engine);
    *memory = keys == NULL;
    if (!keys || !game->play(&engine->position, *move, &next))
        return NULL;
    return rules_claim(game, &next, keys, engine->trail.count + 1);
}

const char *tessera_draw_claim(TesseraEngine *engine, const char *move) {
    if (engine_refusal(engine) != TESSERA_OK)
        return "";
    Move parsed;
    bool memory;
    if (move && !game_parse_legal_move(engine->game, &engine->position, move, &parsed))
        return "";
    const char *claim = claim_of(engine, move ? &parsed : NULL, &memory);
    return claim ? claim : "";
}

/* Why no draw may be claimed: the counts the rules need against the position's. */
static TesseraCode refuse_claim(TesseraEngine *engine, const char *move) {
    const Game *game = engine->game;
    if (!game->claim_repetitions && !game->claim_fifty_plies)
        return engine_fail(engine, TESSERA_ERROR_NO_CLAIM,
                           "no draw to claim: %s has no draw by claim (its draws are automatic)",
                           game->name);
    const char *where = move ? "after that move" : "here";
    return engine_fail(engine, TESSERA_ERROR_NO_CLAIM,
                       "no draw to claim %s: a claim needs the position to occur %d times, or %d "
                       "plies without a capture or a pawn move",
                       where, game->claim_repetitions, game->claim_fifty_plies);
}

TesseraCode tessera_claim_draw(TesseraEngine *engine, const char *move) {
    TesseraCode refused = engine_refusal(engine);
    if (refused != TESSERA_OK)
        return refused;
    GameStatus status;
    engine_status(engine, &status);
    if (status.outcome != OUTCOME_ONGOING)
        return engine_fail(engine, TESSERA_ERROR_GAME_OVER, "the game is over (%s)", status.reason);
    Move parsed;
    TesseraCode code =
        move ? engine_parse_move(engine, &engine->position, move, 0, &parsed) : TESSERA_OK;
    if (code != TESSERA_OK)
        return code;
    bool memory;
    const char *claim = claim_of(engine, move ? &parsed : NULL, &memory);
    if (memory)
        return engine_fail(engine, TESSERA_ERROR_MEMORY, "out of memory for the move list");
    if (!claim)
        return refuse_claim(engine, move);
    if (move && (code = tessera_play(engine, move)) != TESSERA_OK)
        return code;
    engine_end_job(engine);
    engine->claimed = claim;
    engine->claimed_at = engine->trail.count;
    return TESSERA_OK;
}
