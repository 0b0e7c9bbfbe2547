/*
 * option_pair.h - an engine option given on a command line as one `NAME=VALUE` word (`tessera
 * perft --option`, `tessera play --option`), set on an engine through the C API, which checks
 * the name and the value.
 */
#ifndef TESSERA_TOOLS_OPTION_PAIR_H
#define TESSERA_TOOLS_OPTION_PAIR_H

#include "include/tessera.h"

/* Sets the option pair names (NAME=VALUE, with the '=' its callers have checked) on engine:
 * tessera_set_option's code, the reason in tessera_error(engine). */
TesseraCode option_pair_set(TesseraEngine *engine, const char *pair);

#endif
