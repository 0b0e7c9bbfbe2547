/*
 * game_view.h - what play mode knows about one game beyond its rules: how to type moves,
 * what the letters and marks of its board mean, a short summary of its rules, how its
 * pieces are drawn in Unicode and colour, and what a move did besides moving (a Void Chess
 * piece destroyed). One file per game in play/games/; shared play code asks the game's view
 * and never tests a game's name.
 */
#ifndef TESSERA_PLAY_GAME_VIEW_H
#define TESSERA_PLAY_GAME_VIEW_H

#include <stdio.h>

#include "record.h"
#include "style.h"

/* How one character of a cell's content is drawn. */
typedef struct Glyph {
    const char *unicode; /* drawn instead of the character in Unicode mode; NULL: as is */
    Ink ink;             /* its colour */
} Glyph;

typedef struct GameView {
    const char *game;     /* Game.name */
    const char *notation; /* how moves are typed (a few lines) */
    const char *legend;   /* what the board's letters and marks mean, under every board; or NULL */
    const char *rules;    /* `help rules`: the rules in short, from docs/RULES.md */
    bool walled;          /* the lines between cells are walls (drawn heavy in Unicode) */
    Glyph (*glyph)(char c);
    /* Says what the record's last move did besides moving (pieces destroyed, squares
     * changed), one line each; NULL: nothing to add in this game. */
    void (*news)(FILE *out, const Record *record);
    /* Whether the scores say something yet (Wall Go: not while a player has no token on the
     * board, when the rules give the whole board to the first to place); NULL: always. */
    bool (*scores_count)(const Record *record);
} GameView;

/* The view of game (every game has one). */
const GameView *game_view(const Game *game);

/* The glyph of a character that only has a colour: a piece of player owner, drawn as is. */
Glyph glyph_of_player(int owner);

/* A chess piece letter (K Q R B N P, lower case for Black) as a chess symbol in its
 * player's colour; other characters as they are. Chess and Void Chess draw with it. */
Glyph glyph_of_chess_piece(char c);

extern const GameView CHESS_VIEW, VOIDCHESS_VIEW, WALLCHESS_VIEW, WALLGO_VIEW, WALLRUNNER_VIEW;

#endif
