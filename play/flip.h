/*
 * flip.h - a board diagram turned round, for the player who sits on the other side (the
 * second player in play mode): the same text any game's print_board writes, seen from the
 * top edge of the board.
 */
#ifndef TESSERA_PLAY_FLIP_H
#define TESSERA_PLAY_FLIP_H

#include "src/strbuf.h"

/* Appends diagram to out turned round: grid lines and cells reversed, the notes after the
 * file letters unchanged. Text that is not a diagram passes through unchanged. */
void flip_diagram(const char *diagram, StrBuf *out);

#endif
