/*
 * test_book_protocol.c - OwnBook, BookFile, Skill Level, UCI_LimitStrength and UCI_Elo as
 * a GUI sees them through the real engine binary ($TESSERA_BIN): book moves are announced
 * with `info string book move`, a bad book is an `info string error` after which the engine
 * searches as usual, and the strength options validate their values.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "books/book_builder.h"
#include "engine/games.h"
#include "engine/registry.h"
#include "search/skill.h"
#include "tests/support/gui.h"
#include "tests/support/gui_checks.h"

#define REPLY_MS  5000
#define SEARCH_MS 10000

static Gui engine;
static char book_path[64];

static void setup(void) {
    snprintf(book_path, sizeof book_path, "/tmp/tessera-book-protocol-%d.bin", (int)getpid());
}

static void teardown(void) {
    gui_close(&engine);
    unlink(book_path);
}

TestSuite(book_protocol, .init = setup, .fini = teardown);

static void tell(const char *line) {
    cr_assert(gui_send(&engine, line), "%s", gui_error(&engine));
}

static void accepted(const char *command) {
    const GuiLines *out = gui_ask_ok(&engine, command, REPLY_MS);
    cr_assert_null(gui_find(out, "info string error"), "'%s' rejected:\n%s", command,
                   gui_text(&engine));
}

static void rejected(const char *command, const char *why) {
    const GuiLines *out = gui_ask_ok(&engine, command, REPLY_MS);
    const char *error = gui_find(out, "info string error");
    cr_assert(error, "'%s' was accepted", command);
    cr_assert(strstr(error, why), "'%s' lacks '%s'", error, why);
}

static const GuiLines *go(const char *command) {
    tell(command);
    const GuiLines *out = gui_collect_until(&engine, "bestmove", SEARCH_MS);
    cr_assert(out, "no bestmove after '%s': %s", command, gui_text(&engine));
    return out;
}

static void start(void) {
    cr_assert(gui_start(&engine, NULL), "%s", gui_error(&engine));
}

/* A chess book whose only move from the start is e2e4, then e7e5. */
static void write_chess_book(void) {
    BookBuilder builder;
    book_builder_init(&builder, &CHESS_GAME, 2);
    char error[256];
    cr_assert(book_builder_add_game(&builder, NULL, 2, "e2e4 e7e5", error, sizeof error));
    BookBuildStats stats;
    cr_assert(book_builder_write(&builder, book_path, 1, &stats, error, sizeof error));
    book_builder_free(&builder);
}

static void use_book(void) {
    char command[160];
    snprintf(command, sizeof command, "setoption name BookFile value %s", book_path);
    accepted(command);
    accepted("setoption name OwnBook value true");
}

Test(book_protocol, book_move_is_announced_and_played) {
    write_chess_book();
    start();
    use_book();
    accepted("position startpos");
    const GuiLines *out = go("go depth 30");
    cr_assert_eq(out->count, 2, "%s", gui_text(&engine));
    cr_assert_str_eq(out->items[0], "info string book move e2e4");
    cr_assert_str_eq(out->items[1], "bestmove e2e4");
    accepted("position startpos moves e2e4");
    out = go("go wtime 1000 btime 1000");
    cr_assert_str_eq(out->items[0], "info string book move e7e5");
}

Test(book_protocol, out_of_book_the_engine_searches) {
    write_chess_book();
    start();
    use_book();
    accepted("position startpos moves d2d4");
    const GuiLines *out = go("go depth 2");
    cr_assert_null(gui_find(out, "info string book move"));
    cr_assert(gui_find(out, "info depth 2"), "%s", gui_text(&engine));
}

Test(book_protocol, book_is_off_by_default) {
    write_chess_book();
    start();
    char command[160];
    snprintf(command, sizeof command, "setoption name BookFile value %s", book_path);
    accepted(command);
    accepted("position startpos");
    const GuiLines *out = go("go depth 1");
    cr_assert_null(gui_find(out, "info string book move"));
}

Test(book_protocol, searchmoves_and_infinite_bypass_the_book) {
    write_chess_book();
    start();
    use_book();
    accepted("position startpos");
    const GuiLines *out = go("go depth 1 searchmoves d2d4");
    cr_assert_str_eq(out->items[out->count - 1], "bestmove d2d4");
    tell("go infinite");
    const GuiLines *early = gui_collect_for(&engine, 300);
    cr_assert_eq(gui_count(early, "bestmove"), 0, "infinite must wait for stop");
    out = go("stop");
    cr_assert_null(gui_find(out, "info string book move"));
}

static void assert_bad_book_plays_on(const char *why) {
    start();
    char command[160];
    snprintf(command, sizeof command, "setoption name BookFile value %s", book_path);
    accepted(command);
    rejected("setoption name OwnBook value true", why);
    accepted("position startpos");
    const GuiLines *out = go("go depth 1");
    cr_assert_null(gui_find(out, "info string book move"));
    cr_assert(gui_find(out, "info depth 1"), "%s", gui_text(&engine));
}

Test(book_protocol, missing_book_is_an_error_and_play_goes_on) {
    assert_bad_book_plays_on("cannot open");
}

Test(book_protocol, truncated_book_is_an_error_and_play_goes_on) {
    write_chess_book();
    cr_assert_eq(truncate(book_path, 20), 0);
    assert_bad_book_plays_on("truncated");
}

Test(book_protocol, book_of_another_game_is_an_error_and_play_goes_on) {
    BookBuilder builder;
    book_builder_init(&builder, &WALLCHESS_GAME, 2);
    char error[256];
    cr_assert(book_builder_add_game(&builder, NULL, 2, "e2 e8", error, sizeof error));
    BookBuildStats stats;
    cr_assert(book_builder_write(&builder, book_path, 1, &stats, error, sizeof error));
    book_builder_free(&builder);
    assert_bad_book_plays_on("is a wallchess book, not a chess book");
}

Test(book_protocol, bundled_books_answer_the_first_move_of_every_game) {
    start();
    accepted("setoption name OwnBook value true");
    for (int i = 0; i < registry_count(); i++) {
        char command[96];
        snprintf(command, sizeof command, "setoption name UCI_Variant value %s",
                 registry_game(i)->name);
        accepted(command);
        accepted("position startpos");
        const GuiLines *out = go("go depth 1");
        cr_assert(gui_find(out, "info string book move"), "%s: %s", registry_game(i)->name,
                  gui_text(&engine));
    }
}

/* ---- strength options ------------------------------------------------------------------- */

Test(book_protocol, strength_options_validate_their_values) {
    start();
    const GuiLines *out = gui_ask_ok(&engine, "uci", REPLY_MS);
    char command[96];
    snprintf(command, sizeof command, "option name UCI_Elo type spin default %d min %d max %d",
             SKILL_ELO_MAX, SKILL_ELO_MIN, SKILL_ELO_MAX);
    cr_assert(gui_find(out, command), "%s", gui_text(&engine));
    cr_assert(gui_find(out, "option name OwnBook type check default false"));
    cr_assert(gui_find(out, "option name Skill Level type spin default 20 min 0 max 20"));
    rejected("setoption name Skill Level value 21", "0 to 20");
    rejected("setoption name Skill Level value -1", "0 to 20");
    rejected("setoption name Skill Level value five", "0 to 20");
    rejected("setoption name UCI_LimitStrength value maybe", "true or false");
    snprintf(command, sizeof command, "setoption name UCI_Elo value %d", SKILL_ELO_MIN - 1);
    rejected(command, "whole number");
    snprintf(command, sizeof command, "setoption name UCI_Elo value %d", SKILL_ELO_MAX + 1);
    rejected(command, "whole number");
    snprintf(command, sizeof command, "setoption name UCI_Elo value %d", SKILL_ELO_MIN);
    accepted(command);
    accepted("setoption name UCI_LimitStrength value true");
    accepted("setoption name Skill Level value 0");
}

Test(book_protocol, weakest_level_searches_one_ply) {
    start();
    accepted("setoption name Skill Level value 0");
    accepted("position startpos");
    const GuiLines *out = go("go depth 12");
    cr_assert(gui_find(out, "info depth 1 "), "%s", gui_text(&engine));
    cr_assert_null(gui_find(out, "info depth 2 "), "%s", gui_text(&engine));
}
