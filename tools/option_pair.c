/*
 * option_pair.c - a `NAME=VALUE` word set as an engine option (option_pair.h).
 */
#include "option_pair.h"

#include <stdio.h>
#include <string.h>

TesseraCode option_pair_set(TesseraEngine *engine, const char *pair) {
    char name[128];
    const char *equals = strchr(pair, '=');
    snprintf(name, sizeof name, "%.*s", (int)(equals - pair), pair);
    return tessera_set_option(engine, name, equals + 1);
}
