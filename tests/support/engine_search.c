/*
 * engine_search.c - a blocking search of fixed depth (engine_search.h).
 */
#include "engine_search.h"

#include <criterion/criterion.h>

TesseraResult engine_search_depth(TesseraEngine *engine, int depth) {
    TesseraLimits limits;
    tessera_limits_init(&limits);
    limits.depth = depth;
    TesseraResult result;
    cr_assert_eq(tessera_search(engine, &limits, NULL, NULL, &result), TESSERA_OK, "%s",
                 tessera_error(engine));
    return result;
}
