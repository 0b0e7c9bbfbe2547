/*
 * view.h - everything play mode shows: the board with whose turn it is and the last move,
 * how to type moves in each game, the command list and the result at the end.
 */
#ifndef TESSERA_PLAY_VIEW_H
#define TESSERA_PLAY_VIEW_H

#include <stdio.h>

#include "record.h"

/* The board drawn by the game itself (coordinates, walls, voids, unstable squares), turned
 * round when flipped (the human plays second), the last move and the player to move. */
void view_board(FILE *out, const Record *record, bool flipped);

/* How moves are written in game (a few lines). */
void view_notation(FILE *out, const Game *game);

/* The commands available at the prompt. */
void view_commands(FILE *out);

/* The legal moves of the current position on one line. */
void view_legal(FILE *out, const Record *record);

/* The last move, "You (white) play e4." or "Tessera (black) plays Qh4#. Checkmate!": who
 * played it (the human or the engine), the move as the player reads it, check or mate. */
void view_move_played(FILE *out, const Record *record, bool by_human);

/* The moves played so far, numbered. */
void view_moves(FILE *out, const Record *record);

/* "Game over: ..." with the winner and reason (and scores where the game keeps them);
 * human is the human's seat, or -1 in selfplay. */
void view_result(FILE *out, const Record *record, const GameStatus *status, int human);

#endif
