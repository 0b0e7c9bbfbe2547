/*
 * options.h - the UCI options table: listing them for `uci` and applying `setoption`.
 */
#ifndef TESSERA_OPTIONS_H
#define TESSERA_OPTIONS_H

#include "engine.h"

void options_print(Engine *engine);
/* name and value as typed (value NULL for buttons); errors are reported on the output. */
void options_set(Engine *engine, const char *name, const char *value);
/* `info string variant <name> files <F> ranks <R> players <P> startpos <position>` */
void options_announce_variant(Engine *engine);

#endif
