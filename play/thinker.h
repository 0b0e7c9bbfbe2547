/*
 * thinker.h - the engine that plays against the human: an engine of the C API
 * (include/tessera.h) in this process, so play mode gets exactly what a GUI gets (Skill
 * Level, books, time use) without knowing how any of it works.
 */
#ifndef TESSERA_PLAY_THINKER_H
#define TESSERA_PLAY_THINKER_H

#include "include/tessera.h"
#include "record.h"

typedef struct Thinker {
    TesseraEngine *engine;
    int level;
    int depth; /* how deep the last search went */
    /* Hears every iteration of a search (on the search thread), or NULL. */
    void (*heard)(void *context, const TesseraInfo *info);
    void *context;
} Thinker;

/* Starts an engine for game with players and the Skill Level level; false with a message
 * in error. */
bool thinker_open(Thinker *thinker, const Game *game, int players, int level, char *error,
                  size_t error_size);
void thinker_close(Thinker *thinker);
/* Sets engine options given as NAME=VALUE (play's --option), in order; false with the
 * engine's reason in error. */
bool thinker_set_options(Thinker *thinker, const char *const *options, int count, char *error,
                         size_t error_size);
/* Whether the engine takes the position string under its options (NULL: its start); false
 * with its reason in error (Wall Go: a show-rules string needs WallGoRules=show). */
bool thinker_accepts(Thinker *thinker, const char *position, char *error, size_t error_size);
/* The engine's start position under its options (a game's own options choose it). */
const char *thinker_start(const Thinker *thinker);

/* The engine's move in the record's current position after thinking movetime_ms; at_full
 * strength ignores the level (hints). Each iteration goes to thinker->heard when set. False
 * with a message in error. */
bool thinker_choose(Thinker *thinker, const Record *record, int movetime_ms, bool at_full_strength,
                    char move[MAX_MOVE_TEXT], char *error, size_t error_size);

#endif
