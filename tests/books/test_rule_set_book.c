/*
 * test_rule_set_book.c - Wall Go's rule sets each have a bundled book (Game.bundled_book):
 * with OwnBook on and BookFile empty the show rules play books/wallgo-show.bin and the site
 * rules books/wallgo.bin, a change of WallGoRules loads the other book, an explicit BookFile
 * wins under both, and every move the show book holds along its lines is legal under the show
 * rules.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "books/book.h"
#include "engine/registry.h"
#include "include/tessera.h"
#include "tests/support/book_engine.h"

enum { ANSWERS = 12, WALK_PLIES = 12 };

static const char *const SITE_START = "7/7/7/7/7/7/7 A 20,20 - 4,4";
static const char *const SHOW_START = "7/7/7/7/7/7/7 A 20,20 - 4,4 show";

static const Game *wallgo(void) {
    const Game *game = registry_find("wallgo");
    cr_assert_not_null(game);
    return game;
}

static void parse(const Game *game, const char *text, PosBuf *pos) {
    char error[256];
    cr_assert(game->parse(pos, text, error, sizeof error), "%s: %s", text, error);
}

static TesseraEngine *book_engine(const char *rules) {
    TesseraEngine *engine = NULL;
    cr_assert_eq(tessera_new("wallgo", 0, &engine), TESSERA_OK);
    book_engine_set(engine, "WallGoRules", rules);
    book_engine_set(engine, "OwnBook", "true");
    return engine;
}

/* Whether move (text) is one the book lists for position start. */
static bool listed(const Book *book, const char *start, const char *move) {
    PosBuf pos;
    parse(book->game, start, &pos);
    BookMove moves[MAX_BOOK_MOVES];
    int count = book_probe(book, &pos, moves, MAX_BOOK_MOVES);
    for (int i = 0; i < count; i++) {
        char text[MAX_MOVE_TEXT];
        book->game->format_move(&pos, moves[i].move, text);
        if (strcmp(text, move) == 0)
            return true;
    }
    return false;
}

/* The engine answers its start position from book, with a move book lists there, each of
 * ANSWERS times (the choice among the book's moves is random). */
static void assert_start_from(TesseraEngine *engine, const Book *book, const char *start,
                              const char *name) {
    for (int i = 0; i < ANSWERS; i++) {
        char move[32];
        cr_assert(book_engine_answer(engine, NULL, move), "%s: no book move at %s", name, start);
        cr_assert(listed(book, start, move), "%s: %s is not in the book at %s", name, move, start);
    }
}

Test(rule_set_book, each_rule_set_plays_its_own_book_from_its_start) {
    const Game *game = wallgo();
    Book site = book_engine_load_bundled(game, "wallgo");
    Book show = book_engine_load_bundled(game, "wallgo-show");
    TesseraEngine *engine = book_engine("show");
    cr_assert_str_eq(tessera_position(engine), SHOW_START);
    assert_start_from(engine, &show, SHOW_START, "show rules");
    tessera_free(engine);
    engine = book_engine("site");
    cr_assert_str_eq(tessera_position(engine), SITE_START);
    assert_start_from(engine, &site, SITE_START, "site rules");
    tessera_free(engine);
    book_free(&site);
    book_free(&show);
}

Test(rule_set_book, a_change_of_rules_loads_the_other_book) {
    const Game *game = wallgo();
    Book site = book_engine_load_bundled(game, "wallgo");
    Book show = book_engine_load_bundled(game, "wallgo-show");
    TesseraEngine *engine = book_engine("site");
    assert_start_from(engine, &site, SITE_START, "site rules");
    book_engine_set(engine, "WallGoRules", "show");
    assert_start_from(engine, &show, SHOW_START, "site, then show rules");
    book_engine_set(engine, "WallGoRules", "site");
    assert_start_from(engine, &site, SITE_START, "show, then site rules");
    tessera_free(engine);
    /* Chosen while another game is played: the book follows when Wall Go is chosen. */
    cr_assert_eq(tessera_new("chess", 0, &engine), TESSERA_OK);
    book_engine_set(engine, "OwnBook", "true");
    book_engine_set(engine, "WallGoRules", "show");
    book_engine_set(engine, "UCI_Variant", "wallgo");
    assert_start_from(engine, &show, SHOW_START, "show rules chosen under chess");
    tessera_free(engine);
    book_free(&site);
    book_free(&show);
}

Test(rule_set_book, an_explicit_book_file_wins_under_both_rule_sets) {
    char site_path[4096];
    book_bundled_path("wallgo", site_path, sizeof site_path);
    TesseraEngine *engine = book_engine("show");
    book_engine_set(engine, "BookFile", site_path);
    char move[32];
    cr_assert(!book_engine_answer(engine, NULL, move), "the site book answered the show start");
    book_engine_set(engine, "WallGoRules", "site");
    cr_assert(book_engine_answer(engine, NULL, move), "the site book did not answer its start");
    tessera_free(engine);
}

/* Every move the book lists along its lines from pos, up to WALK_PLIES plies, is legal in
 * its position; returns how many of them were turns (a step and a wall, `d3c2,c2e`) rather
 * than placements. */
static int assert_lines_legal(const Book *book, const PosBuf *pos, int ply) {
    const Game *game = book->game;
    BookMove moves[MAX_BOOK_MOVES];
    int count = book_probe(book, pos, moves, MAX_BOOK_MOVES), turns = 0;
    if (ply >= WALK_PLIES)
        return 0;
    Move legal[MAX_MOVES];
    int legal_count = game_legal_moves(game, pos, legal);
    char text[MAX_POS_TEXT], move[MAX_MOVE_TEXT];
    game->format(pos, text, sizeof text);
    for (int i = 0; i < count; i++) {
        bool found = false;
        for (int j = 0; j < legal_count && !found; j++)
            found = legal[j] == moves[i].move;
        game->format_move(pos, moves[i].move, move);
        cr_assert(found, "book move %s is not legal in %s", move, text);
        turns += strchr(move, ',') != NULL;
        PosBuf next;
        cr_assert(game->play(pos, moves[i].move, &next));
        turns += assert_lines_legal(book, &next, ply + 1);
    }
    return turns;
}

Test(rule_set_book, the_show_books_moves_are_legal_under_the_show_rules) {
    const Game *game = wallgo();
    Book show = book_engine_load_bundled(game, "wallgo-show");
    PosBuf start;
    parse(game, SHOW_START, &start);
    cr_assert_gt(assert_lines_legal(&show, &start, 0), 0, "the show book holds no turn");
    book_free(&show);
}

/* `tessera book build` reads each game under the rules its tags name: a show-rules game's
 * moves go in under the show rules' keys, an untagged game's under the site rules'. */
Test(rule_set_book, book_build_keys_a_game_by_the_rules_its_tags_name) {
    FILE *file = fopen("rule_set_book.pgn", "w");
    cr_assert_not_null(file);
    fputs("[Variant \"wallgo\"]\n\n1. c3 e5 1/2-1/2\n\n"
          "[Variant \"wallgo\"]\n[WallGoRules \"show\"]\n\n1. d5 d4 1/2-1/2\n",
          file);
    fclose(file);
    const char *bin = getenv("TESSERA_BIN") ? getenv("TESSERA_BIN") : "./tessera";
    char command[1024];
    snprintf(command, sizeof command,
             "'%s' book build wallgo rule_set_book.pgn rule_set_book.bin 12 1 >/dev/null", bin);
    cr_assert_eq(system(command), 0, "%s", command);
    const Game *game = wallgo();
    Book book;
    char error[512];
    cr_assert(book_load(&book, game, "rule_set_book.bin", error, sizeof error), "%s", error);
    cr_assert(listed(&book, SITE_START, "c3"));
    cr_assert(!listed(&book, SITE_START, "d5"));
    cr_assert(listed(&book, SHOW_START, "d5"));
    cr_assert(!listed(&book, SHOW_START, "c3"));
    book_free(&book);
    remove("rule_set_book.pgn");
    remove("rule_set_book.bin");
}
