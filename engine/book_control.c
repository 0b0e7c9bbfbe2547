/*
 * book_control.c - the engine's opening book: the file the options ask for (BookFile, or
 * the bundled book of the current game, its own options and the strength when it is
 * empty), loaded again whenever OwnBook, BookFile, the game, one of its own options
 * (WallGoRules) or the strength (Skill Level, UCI_LimitStrength) changes, and the book move
 * that answers a search when the position is in the book. A book that does not load is reported
 * once (TESSERA_ERROR_BOOK) and the engine plays on without one.
 */
#include "engine.h"

#include <stdio.h>

#include "search/skill.h"

/* The engine plays at full strength: no Skill Level below the top, no UCI_LimitStrength. */
static bool full_strength(const TesseraEngine *engine) {
    return engine->options.skill_level == SKILL_LEVEL_MAX && !engine->options.limit_strength;
}

/* The bundled book for the engine's game, its own options and strength (Game.bundled_book). */
static const char *bundled_stem(const TesseraEngine *engine) {
    GameChoices chosen;
    engine_choices(engine, &chosen);
    return game_bundled_book(engine->game, &chosen, full_strength(engine));
}

TesseraCode engine_update_book(TesseraEngine *engine) {
    book_free(&engine->book);
    if (!engine->options.own_book)
        return TESSERA_OK;
    char path[sizeof engine->options.book_file + 4096];
    if (engine->options.book_file[0])
        snprintf(path, sizeof path, "%s", engine->options.book_file);
    else
        book_bundled_path(bundled_stem(engine), path, sizeof path);
    char error[512];
    if (!book_load(&engine->book, engine->game, path, error, sizeof error))
        return engine_fail(engine, TESSERA_ERROR_BOOK, "%.400s; playing without a book", error);
    return TESSERA_OK;
}

Move engine_book_move(TesseraEngine *engine, const SearchLimits *limits) {
    if (!engine->book.game || limits->infinite || limits->ponder)
        return MOVE_NONE;
    BookMove moves[MAX_BOOK_MOVES];
    int found = book_probe(&engine->book, &engine->position, moves, MAX_BOOK_MOVES), count = 0;
    for (int i = 0; i < found; i++)
        if (limits_allow_root_move(limits, moves[i].move))
            moves[count++] = moves[i];
    return book_choose(moves, count, engine_random(engine));
}
