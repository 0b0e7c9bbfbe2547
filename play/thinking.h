/*
 * thinking.h - the live "thinking" line while the engine searches: depth and score, rewritten
 * in place after every iteration and wiped when the move comes. Only on a terminal: into a
 * pipe or a file nothing is written, so scripted sessions read the same lines as before.
 */
#ifndef TESSERA_PLAY_THINKING_H
#define TESSERA_PLAY_THINKING_H

#include <stdio.h>

#include "include/tessera.h"
#include "src/game.h"
#include "style.h"

typedef struct Thinking {
    FILE *out;
    Style style;
    const Game *game;
    int side;   /* the player the engine is thinking for */
    bool shown; /* a thinking line stands on the screen */
} Thinking;

/* "Thinking: depth 7, score +0.35 for white" or "... white mates in 3": the score is the
 * engine's (hundredths of a pawn, or of the game's unit) from the thinking side's view. */
void thinking_format(const Game *game, int side, const TesseraInfo *info, char *text, size_t size);

/* A tessera_search info callback (context: a Thinking): shows the line in place. */
void thinking_heard(void *context, const TesseraInfo *info);

/* Wipes the line, if one is shown. */
void thinking_clear(Thinking *thinking);

#endif
