/*
 * book_engine.h - what the tests of the bundled books' choice share: a bundled book loaded by
 * its name, an engine option set with a failed assertion when refused, and whether (and with
 * what move) the engine answers a search from its book.
 */
#ifndef TESSERA_TESTS_BOOK_ENGINE_H
#define TESSERA_TESTS_BOOK_ENGINE_H

#include <stdbool.h>

#include "books/book.h"
#include "include/tessera.h"

/* The bundled book books/<stem>.bin of game (book_bundled_path), or a failed assertion. */
Book book_engine_load_bundled(const Game *game, const char *stem);

/* Sets option name to value, or a failed assertion naming the engine's error. */
void book_engine_set(TesseraEngine *engine, const char *name, const char *value);

/* Searches position (a position string, NULL: the start position) one ply deep; whether the engine
 * answered from its book, with the move it played in move (TesseraResult.move). */
bool book_engine_answer(TesseraEngine *engine, const char *position, char move[32]);

#endif
