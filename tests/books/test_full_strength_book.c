/*
 * test_full_strength_book.c - a game whose bundled book depends on the strength
 * (Game.bundled_book) plays its full-strength book when OwnBook is on, BookFile is empty and
 * the engine is at full strength, and its own book at a lower Skill Level or with
 * UCI_LimitStrength; an explicit BookFile wins over both. Each check uses a position only one
 * of the two books holds, found by walking the books themselves.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "books/book.h"
#include "engine/registry.h"
#include "include/tessera.h"
#include "tests/support/book_engine.h"

enum { WALK_PLIES = 12 };

/* The book game plays at full strength under its default choices when it is not the one of
 * the weaker levels, else NULL. */
static const char *full_strength_book(const Game *game) {
    const char *full = game_bundled_book(game, NULL, true);
    return strcmp(full, game_bundled_book(game, NULL, false)) != 0 ? full : NULL;
}

/* Walks from's lines from pos (depth first, book moves only) to the first position from
 * holds and other does not; its text in found. */
static bool first_only_in(const Book *from, const Book *other, const void *pos, int ply,
                          char found[MAX_POS_TEXT]) {
    const Game *game = from->game;
    BookMove moves[MAX_BOOK_MOVES], ignored[MAX_BOOK_MOVES];
    int count = book_probe(from, pos, moves, MAX_BOOK_MOVES);
    if (count == 0 || ply > WALK_PLIES)
        return false;
    if (book_probe(other, pos, ignored, MAX_BOOK_MOVES) == 0) {
        game->format(pos, found, MAX_POS_TEXT);
        return true;
    }
    for (int i = 0; i < count; i++) {
        PosBuf next;
        if (game->play(pos, moves[i].move, &next) &&
            first_only_in(from, other, &next, ply + 1, found))
            return true;
    }
    return false;
}

/* Whether the engine answers a search of position from its book. */
static bool answers_from_book(TesseraEngine *engine, const char *position) {
    char move[32];
    return book_engine_answer(engine, position, move);
}

/* The engine's book use in the two positions, at full strength and then weakened by
 * option = value: the full-strength book's position is answered from the book only at full
 * strength, the game's own book's only when weakened. */
static void assert_books_follow_strength(const Game *game, const char *deep_only,
                                         const char *own_only, const char *option,
                                         const char *value) {
    TesseraEngine *engine = NULL;
    cr_assert_eq(tessera_new(game->name, 0, &engine), TESSERA_OK);
    book_engine_set(engine, "OwnBook", "true");
    cr_assert(answers_from_book(engine, deep_only), "%s: full strength, %s", game->name, deep_only);
    cr_assert(!answers_from_book(engine, own_only), "%s: full strength, %s", game->name, own_only);
    book_engine_set(engine, option, value);
    cr_assert(!answers_from_book(engine, deep_only), "%s: %s %s, %s", game->name, option, value,
              deep_only);
    cr_assert(answers_from_book(engine, own_only), "%s: %s %s, %s", game->name, option, value,
              own_only);
    tessera_free(engine);
}

/* Positions only the full-strength book holds and only the game's own book holds. */
static void distinct_positions(const Game *game, char deep_only[MAX_POS_TEXT],
                               char own_only[MAX_POS_TEXT]) {
    Book deep = book_engine_load_bundled(game, full_strength_book(game));
    Book own = book_engine_load_bundled(game, game_bundled_book(game, NULL, false));
    PosBuf start;
    char error[256];
    cr_assert(game->parse(&start, game->start_position(2), error, sizeof error), "%s", error);
    cr_assert(first_only_in(&deep, &own, &start, 0, deep_only),
              "%s: the full-strength book holds no position its own book lacks", game->name);
    cr_assert(first_only_in(&own, &deep, &start, 0, own_only),
              "%s: its own book holds no position the full-strength book lacks", game->name);
    book_free(&deep);
    book_free(&own);
}

/* Runs check on every game with a full-strength book, given a position only that book holds
 * and one only the game's own book holds; a failed assertion when no game has one. */
static void for_each_full_strength_game(void (*check)(const Game *game, const char *deep_only,
                                                      const char *own_only)) {
    int games = 0;
    for (int i = 0; i < registry_count(); i++) {
        const Game *game = registry_game(i);
        if (!full_strength_book(game))
            continue;
        games++;
        char deep_only[MAX_POS_TEXT], own_only[MAX_POS_TEXT];
        distinct_positions(game, deep_only, own_only);
        check(game, deep_only, own_only);
    }
    cr_assert_gt(games, 0, "no game names a full-strength book");
}

static void assert_weakening_changes_the_book(const Game *game, const char *deep_only,
                                              const char *own_only) {
    assert_books_follow_strength(game, deep_only, own_only, "Skill Level", "19");
    assert_books_follow_strength(game, deep_only, own_only, "UCI_LimitStrength", "true");
}

Test(full_strength_book, played_at_full_strength_and_the_own_book_when_weakened) {
    for_each_full_strength_game(assert_weakening_changes_the_book);
}

/* The game's own book named as BookFile is played at full strength. */
static void assert_book_file_wins(const Game *game, const char *deep_only, const char *own_only) {
    char own_path[4096];
    book_bundled_path(game_bundled_book(game, NULL, false), own_path, sizeof own_path);
    TesseraEngine *engine = NULL;
    cr_assert_eq(tessera_new(game->name, 0, &engine), TESSERA_OK);
    book_engine_set(engine, "OwnBook", "true");
    book_engine_set(engine, "BookFile", own_path);
    cr_assert(!answers_from_book(engine, deep_only), "%s: %s", game->name, deep_only);
    cr_assert(answers_from_book(engine, own_only), "%s: %s", game->name, own_only);
    tessera_free(engine);
}

Test(full_strength_book, an_explicit_book_file_wins_at_full_strength) {
    for_each_full_strength_game(assert_book_file_wins);
}
