/*
 * engine_search.h - a blocking search of fixed depth through the C API, for the suites that
 * only need the engine's move (a failed assertion names the engine's error).
 */
#ifndef TESSERA_TESTS_ENGINE_SEARCH_H
#define TESSERA_TESTS_ENGINE_SEARCH_H

#include "include/tessera.h"

/* The result of tessera_search to depth plies from the engine's position. */
TesseraResult engine_search_depth(TesseraEngine *engine, int depth);

#endif
