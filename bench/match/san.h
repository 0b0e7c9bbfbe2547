/*
 * san.h - Standard Algebraic Notation for chess, for PGN output and PGN opening books.
 *
 * Built only on the Game interface: the board is read back from the position string (FEN)
 * and the from/to squares from the canonical long algebraic move, so no chess internals are
 * needed. Other games have no SAN: san_supported() says which do.
 */
#ifndef TESSERA_MATCH_SAN_H
#define TESSERA_MATCH_SAN_H

#include <stdbool.h>

#include "src/game.h"

bool san_supported(const Game *game);

/* The SAN of a legal move (with + or #). */
void san_format(const Game *game, const void *pos, Move move, char text[MAX_MOVE_TEXT]);

/* Finds the legal move whose SAN matches text, ignoring check marks, annotations (!?),
 * 0-0 for O-O and a missing '=' before a promotion piece. */
bool san_parse(const Game *game, const void *pos, const char *text, Move *move);

#endif
