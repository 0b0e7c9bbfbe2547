/*
 * decorate.h - a board diagram (a game's print_board text, turned round or not) drawn in
 * the play style: Unicode pieces and box-drawing lines, and colours, as the game's view
 * says. The plain style leaves the text unchanged.
 */
#ifndef TESSERA_PLAY_DECORATE_H
#define TESSERA_PLAY_DECORATE_H

#include "game_view.h"

/* Appends diagram to out drawn in style with the glyphs of view. */
void decorate_diagram(const char *diagram, const GameView *view, Style style, StrBuf *out);

#endif
