/*
 * commands.h - executing one protocol command line, already split into words.
 */
#ifndef TESSERA_COMMANDS_H
#define TESSERA_COMMANDS_H

#include "src/text.h"
#include "session.h"

void commands_execute(Session *session, const Words *words);
/* go.c: the limits of a `go` line; false (after an error line) when a word, a number or a
 * searchmoves move is invalid. The searchmoves point into words. */
bool go_parse(Session *session, const Words *words, TesseraLimits *limits);

#endif
