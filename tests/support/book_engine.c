/*
 * book_engine.c - the book tests' shared engine helpers (book_engine.h).
 */
#include "book_engine.h"

#include <criterion/criterion.h>
#include <stdio.h>

#include "tests/support/engine_search.h"

Book book_engine_load_bundled(const Game *game, const char *stem) {
    char path[4096], error[512];
    book_bundled_path(stem, path, sizeof path);
    Book book;
    cr_assert(book_load(&book, game, path, error, sizeof error), "%s", error);
    return book;
}

void book_engine_set(TesseraEngine *engine, const char *name, const char *value) {
    TesseraCode code = tessera_set_option(engine, name, value);
    cr_assert_eq(code, TESSERA_OK, "%s = %s: %s", name, value, tessera_error(engine));
}

bool book_engine_answer(TesseraEngine *engine, const char *position, char move[32]) {
    cr_assert_eq(tessera_set_position(engine, position, NULL, 0), TESSERA_OK, "%s",
                 tessera_error(engine));
    TesseraResult result = engine_search_depth(engine, 1);
    snprintf(move, 32, "%s", result.move);
    return result.from_book;
}
