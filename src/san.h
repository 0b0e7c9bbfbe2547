/*
 * san.h - Standard Algebraic Notation for chess and Void Chess: the match runner's PGN
 * output and opening books, the book tool, and play mode's input and move list.
 *
 * Built only on the Game interface: the board is read back from the position string (FEN)
 * and the from/to squares from the canonical long algebraic move, so no chess internals are
 * needed. Void Chess adds the Minister (`Mg3`, `e9=M`) and voids (`*` in its FEN), which are
 * empty squares here. A game says whether it has SAN on its descriptor (Game.has_san,
 * Game.san_records).
 */
#ifndef TESSERA_SAN_H
#define TESSERA_SAN_H

#include <stdbool.h>

#include "game.h"

/* Whether the game has SAN (Game.has_san: chess and Void Chess). */
bool san_available(const Game *game);
/* Whether the game's records (PGN files, PGN opening books) are in SAN (Game.san_records:
 * chess alone, since PGN tools know no Void Chess). */
bool san_supported(const Game *game);

/* The SAN of a legal move (with + or #). */
void san_format(const Game *game, const void *pos, Move move, char text[MAX_MOVE_TEXT]);

/* Finds the legal move whose SAN matches text, ignoring check marks, annotations (!?),
 * 0-0 or o-o for O-O and a missing '=' before a promotion piece; a piece letter typed in
 * lower case (nf3) is read as upper case when no move matches as typed, and SAN that names
 * more of the origin than it needs (Ng1f3, Nxf3 without a capture) is read when it fits one
 * legal move. */
bool san_parse(const Game *game, const void *pos, const char *text, Move *move);

/* Why SAN text names no legal move: the referee's reason for the one piece it can mean
 * (game_illegal_reason), the moves to choose from when it fits several ("2 knights can move
 * to d2: say which, as Nbd2 or Nfd2"), or that no such piece can go there. False when text
 * is not SAN (e2-e4, Qh5zz), so that the caller says so rather than invent a reason. */
bool san_illegal_reason(const Game *game, const void *pos, const char *text, char *reason,
                        size_t size);

#endif
