/*
 * view.h - everything play mode shows: the board with whose turn it is and the last move,
 * how to type moves in each game, its rules, what each move did, the command list and the
 * result at the end.
 */
#ifndef TESSERA_PLAY_VIEW_H
#define TESSERA_PLAY_VIEW_H

#include <stdio.h>

#include "record.h"
#include "style.h"

/* The board drawn by the game itself (coordinates, walls, voids, unstable squares), turned
 * round when flipped (the human plays second), in style, the game's legend, the last move
 * and the player to move. */
void view_board(FILE *out, const Record *record, bool flipped, Style style);

/* How moves are written in game (a few lines). */
void view_notation(FILE *out, const Game *game);

/* `help rules`: the game's rules in short. */
void view_rules(FILE *out, const Game *game);

/* The commands available at the prompt (claim in games with draws by claim). */
void view_commands(FILE *out, const Game *game);

/* The legal moves of the current position on one line. */
void view_legal(FILE *out, const Record *record);

/* The last move, "You (white) play e4." or "Tessera (black) plays Qh4#. Checkmate!": who
 * played it (the human or the engine), the move as the player reads it, check or mate. */
void view_move_played(FILE *out, const Record *record, bool by_human);

/* What the last move did besides moving (Void Chess: pieces destroyed, voids made or healed,
 * a square made unstable) and, in a game that keeps scores, the standings after it. */
void view_news(FILE *out, const Record *record);

/* The moves played so far, numbered. */
void view_moves(FILE *out, const Record *record);

/* "Game over: ..." with the winner and reason (and scores where the game keeps them);
 * human is the human's seat, or -1 in selfplay. */
void view_result(FILE *out, const Record *record, const GameStatus *status, int human);

#endif
