/*
 * pgn.h - writing finished games as PGN.
 *
 * Chess games are standard PGN (Seven Tag Roster, SAN moves) that pgn-extract and
 * python-chess read. Other games use the same tag-pair shape with the game's own notation
 * in the movetext. Games of more than two players name their players PlayerA..PlayerD and
 * put the ranks in the Result tag (see docs/MATCHES.md).
 */
#ifndef TESSERA_MATCH_PGN_H
#define TESSERA_MATCH_PGN_H

#include <stdio.h>

#include "cli.h"
#include "game_runner.h"
#include "src/game.h"

/* Appends one game; minimal (-pgnout FILE min) leaves out the move comments. The caller
 * flushes out and checks for write errors. */
void pgn_write(FILE *out, const MatchConfig *config, const Game *game, const GameRecord *record);

#endif
