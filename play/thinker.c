/*
 * thinker.c - the engine's moves in play mode, through the C API: the record's position and
 * moves go in, a timed search at the player's level comes back with the move.
 */
#include "thinker.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tools/option_pair.h"
#include "level.h"

/* Reports a failed call with the engine's reason; false. */
static bool refused(const Thinker *thinker, char *error, size_t error_size) {
    snprintf(error, error_size, "engine: %s", tessera_error(thinker->engine));
    return false;
}

static bool set_level(Thinker *thinker, int level, char *error, size_t error_size) {
    char value[16];
    snprintf(value, sizeof value, "%d", level);
    return tessera_set_option(thinker->engine, "Skill Level", value) == TESSERA_OK ||
           refused(thinker, error, error_size);
}

bool thinker_open(Thinker *thinker, const Game *game, int players, int level, char *error,
                  size_t error_size) {
    memset(thinker, 0, sizeof *thinker);
    if (tessera_new(game->name, players, &thinker->engine) != TESSERA_OK) {
        snprintf(error, error_size, "not enough memory for the engine");
        return false;
    }
    thinker->level = level;
    /* No pipe and no clock lie between this engine and its caller: the whole movetime is
     * for thinking (with the default 30 ms overhead, 20 ms would be one ply). */
    if (tessera_set_option(thinker->engine, "Move Overhead", "0") != TESSERA_OK)
        return refused(thinker, error, error_size);
    return set_level(thinker, level, error, error_size);
}

bool thinker_set_options(Thinker *thinker, const char *const *options, int count, char *error,
                         size_t error_size) {
    for (int i = 0; i < count; i++)
        if (option_pair_set(thinker->engine, options[i]) != TESSERA_OK)
            return refused(thinker, error, error_size);
    return true;
}

bool thinker_accepts(Thinker *thinker, const char *position, char *error, size_t error_size) {
    return tessera_set_position(thinker->engine, position, NULL, 0) == TESSERA_OK ||
           refused(thinker, error, error_size);
}

const char *thinker_start(const Thinker *thinker) {
    return tessera_position(thinker->engine);
}

void thinker_close(Thinker *thinker) {
    tessera_free(thinker->engine);
    memset(thinker, 0, sizeof *thinker);
}

static bool set_position(Thinker *thinker, const Record *record, char *error, size_t error_size) {
    const char **moves = malloc(sizeof *moves * (size_t)(record->count + 1));
    if (!moves) {
        snprintf(error, error_size, "out of memory");
        return false;
    }
    for (int i = 0; i < record->count; i++)
        moves[i] = record->moves[i];
    bool set =
        tessera_set_position(thinker->engine, record->start, moves, record->count) == TESSERA_OK;
    free(moves);
    return set || refused(thinker, error, error_size);
}

bool thinker_choose(Thinker *thinker, const Record *record, int movetime_ms, bool at_full_strength,
                    char move[MAX_MOVE_TEXT], char *error, size_t error_size) {
    int level = at_full_strength ? LEVEL_MAX : thinker->level;
    if (!set_position(thinker, record, error, error_size) ||
        !set_level(thinker, level, error, error_size))
        return false;
    TesseraLimits limits;
    tessera_limits_init(&limits);
    limits.movetime_ms = movetime_ms;
    TesseraResult result = {0};
    bool searched = tessera_search(thinker->engine, &limits, thinker->heard, thinker->context,
                                   &result) == TESSERA_OK ||
                    refused(thinker, error, error_size);
    if (searched && !result.move[0]) {
        snprintf(error, error_size, "the engine found no move");
        searched = false;
    }
    snprintf(move, MAX_MOVE_TEXT, "%.*s", MAX_MOVE_TEXT - 1, result.move);
    thinker->depth = result.depth;
    if (level == thinker->level)
        return searched;
    return set_level(thinker, thinker->level, error, error_size) && searched;
}
