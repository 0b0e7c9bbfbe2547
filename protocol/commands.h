/*
 * commands.h - executing one protocol command line, already split into words.
 */
#ifndef TESSERA_COMMANDS_H
#define TESSERA_COMMANDS_H

#include "../src/strbuf.h"
#include "../src/text.h"
#include "engine.h"

void commands_execute(Engine *engine, const Words *words);
/* "ongoing white", "win black checkmate", "draw repetition" (+ " scores ..." for Wall Go) */
void status_describe(const Engine *engine, StrBuf *text);
/* go.c: false (after an error line) when a word or number is invalid. */
bool go_parse(Engine *engine, const Words *words, SearchLimits *limits);

#endif
