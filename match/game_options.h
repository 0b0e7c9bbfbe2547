/*
 * game_options.h - a game's own options in a match (Game.choices, such as Wall Go's
 * WallGoRules): `-game-option NAME=VALUE` read against the game, the one text that names them
 * in the results file, the fingerprint and the PGN tags, and the `setoption` lines that give
 * them to every engine.
 *
 * The referee, the openings and the engines all play under the same values: the runner
 * never lets an engine hear of a rule set the referee does not judge by.
 */
#ifndef TESSERA_MATCH_GAME_OPTIONS_H
#define TESSERA_MATCH_GAME_OPTIONS_H

#include <stdbool.h>
#include <stddef.h>

#include "src/game.h"

enum { GAME_OPTIONS_TEXT = 256 };

typedef struct MatchGameOptions {
    GameChoices chosen;           /* every choice of the game: its default unless given */
    bool given[GAME_MAX_CHOICES]; /* named by -game-option */
} MatchGameOptions;

/* Reads text, NAME=VALUE pairs separated by blanks (any case; a later pair wins), into
 * options for game. False with the reason when the game has no option of that name or the
 * option no such value; options is then all defaults. */
bool game_options_read(const Game *game, const char *text, MatchGameOptions *options, char *error,
                       size_t error_size);

/* The given options as "Name=value ..." in the game's order and spelling ("" when none). */
void game_options_format(const Game *game, const MatchGameOptions *options, char *text,
                         size_t size);

struct EngineProcess;

/* The first option of the game the engine cannot play by: one the match sets to other than
 * its default that the engine does not list. NULL when the engine can play the match (an
 * engine without the game's options plays their defaults). */
const char *game_options_missing(const Game *game, const MatchGameOptions *options,
                                 const struct EngineProcess *engine);

/* `setoption` for every option of the game the engine lists, given or not, so an engine
 * set otherwise before (by an earlier match of the same process) plays by the match's. */
void game_options_send(const Game *game, const MatchGameOptions *options,
                       struct EngineProcess *engine);

#endif
