/*
 * test_wallgo_protocol.c - Wall Go through the real engine binary ($TESSERA_BIN, default
 * ./tessera): the `Players` option and its variant line, `status` with scores, a search for
 * 3 players with the clock words of players C and D giving a legal move, a finished game
 * answered with `bestmove (none)`, and bad input (a wall on the border or on a used edge, a
 * move through a token, a placement on an occupied cell, a move of the wrong player, bad
 * position strings), each answered with `info string error: ...` and no change of position.
 */
#define _GNU_SOURCE
#include "tests/support/gui.h"
#include "tests/support/gui_checks.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define REPLY_MS  5000
#define SEARCH_MS 30000

static Gui engine;

static void close_engine(void) {
    gui_close(&engine);
}

/* No Criterion .timeout: every wait has its own deadline (see test_wallchess_protocol.c). */
TestSuite(wallgo_protocol, .fini = close_engine);

/* The rest of the first line starting with prefix in the output of command. */
static void answer(const char *command, const char *prefix, char *value, size_t size) {
    const GuiLines *out = gui_ask_ok(&engine, command, REPLY_MS);
    const char *line = gui_find(out, prefix);
    cr_assert(line, "'%s' printed no '%s' line:\n%s", command, prefix, gui_text(&engine));
    snprintf(value, size, "%s", line + strlen(prefix));
}

/* The game's own options as the variant line names them, at their defaults. */
#define SITE_OPTIONS "WallGoRules site WallGoStart free"

static void start_wallgo(void) {
    cr_assert(gui_start(&engine, NULL), "%s", gui_error(&engine));
    char line[256];
    answer("setoption name UCI_Variant value wallgo", "info string variant ", line, sizeof line);
    cr_assert_str_eq(line, "wallgo files 7 ranks 7 players 2 " SITE_OPTIONS
                           " startpos 7/7/7/7/7/7/7 A 20,20 - 4,4");
}

static void assert_fen(const char *expected) {
    char fen[512];
    answer("d", "Fen: ", fen, sizeof fen);
    cr_assert_str_eq(fen, expected);
}

static void assert_rejected(const char *command, const char *message) {
    char before[512], error[512];
    answer("d", "Fen: ", before, sizeof before);
    answer(command, "info string error: ", error, sizeof error);
    cr_assert(strstr(error, message), "'%s': error '%s', expected '%s'", command, error, message);
    assert_fen(before);
}

/* bestmove's move must be among the legal moves printed by `legal` before the search. */
static void assert_legal_bestmove(const char *go) {
    char legal[65536], best[64];
    answer("legal", "legal", legal, sizeof legal - 1);
    strcat(legal, " ");
    cr_assert(gui_send(&engine, go), "%s", gui_error(&engine));
    const char *line = gui_wait_for(&engine, "bestmove ", SEARCH_MS);
    cr_assert(line, "no bestmove after '%s':\n%s", go, gui_text(&engine));
    snprintf(best, sizeof best, " %s ", line + strlen("bestmove "));
    *strchr(best + 1, ' ') = '\0';
    strcat(best, " ");
    cr_assert(strstr(legal, best), "bestmove%sis not legal", best);
}

Test(wallgo_protocol, players_option_sets_the_start_position) {
    start_wallgo();
    char line[256];
    answer("setoption name Players value 3", "info string variant ", line, sizeof line);
    cr_assert_str_eq(line, "wallgo files 7 ranks 7 players 3 " SITE_OPTIONS
                           " startpos 7/7/7/7/7/7/7 A 20,20,20 - 2,2,2");
    answer("setoption name Players value 4", "info string variant ", line, sizeof line);
    cr_assert_str_eq(line, "wallgo files 7 ranks 7 players 4 " SITE_OPTIONS
                           " startpos 7/7/7/7/7/7/7 A 20,20,20,20 - 2,2,2,2");
    answer("status", "status ", line, sizeof line);
    cr_assert_str_eq(line, "ongoing A scores 0 0 0 0");
}

Test(wallgo_protocol, three_players_search_and_status) {
    start_wallgo();
    gui_ask_ok(&engine, "setoption name Players value 3", REPLY_MS);
    gui_ask_ok(&engine, "position startpos", REPLY_MS);
    assert_legal_bestmove("go depth 3");
    gui_ask_ok(&engine, "position startpos moves d4 c3 e5 c5 e3 d6", REPLY_MS);
    char line[256];
    answer("status", "status ", line, sizeof line);
    cr_assert_str_eq(line, "ongoing A scores 0 0 0");
    assert_legal_bestmove("go depth 2");
    gui_ask_ok(&engine, "position startpos moves d4 c3 e5 c5 e3 d6 d4d4,a1n", REPLY_MS);
    assert_fen("7/3C3/2A1C2/3A3/2B1B2/7/7 B 19,20,20 a1n 0,0,0");
    assert_legal_bestmove("go wtime 2000 btime 2000 ctime 2000 cinc 10 winc 10 binc 10");
}

Test(wallgo_protocol, four_players_use_the_clock_of_player_d) {
    start_wallgo();
    gui_ask_ok(&engine, "setoption name Players value 4", REPLY_MS);
    gui_ask_ok(&engine, "position startpos moves a1 b1 c1 d1 a7 b7 c7 d7", REPLY_MS);
    assert_legal_bestmove("go wtime 1000 btime 1000 ctime 1000 dtime 1000 dinc 10");
}

Test(wallgo_protocol, a_finished_game_has_no_bestmove) {
    start_wallgo();
    gui_ask_ok(
        &engine,
        "position fen BBBB3/7/7/7/7/7/AAAA3 A 17,17 a3n,b3n,c3n,d3n,e3n,f3n 0,0 moves a1a2,b6e "
        "a7a6,g3n",
        REPLY_MS);
    char line[256];
    answer("status", "status ", line, sizeof line);
    cr_assert_str_eq(line, "win B territory scores 21 28");
    answer("legal", "legal", line, sizeof line);
    cr_assert_str_eq(line, "");
    cr_assert(gui_send(&engine, "go depth 3"));
    cr_assert(gui_wait_for(&engine, "bestmove (none)", SEARCH_MS), "%s", gui_text(&engine));
}

Test(wallgo_protocol, bad_moves_are_rejected_without_changing_the_position) {
    start_wallgo();
    gui_ask_ok(&engine, "position startpos moves b2 b6 f6 f2 d4 c4 e4 d3 b2c3,c3n", REPLY_MS);
    assert_fen("7/1B3A1/7/2BAA2/2AB3/5B1/7 B 19,20 c3n 0,0");
    const char *base = "position startpos moves b2 b6 f6 f2 d4 c4 e4 d3";
    static const char *const BAD[][2] = {
        {"b2c3,c7n", "b2c3,c7n"}, /* a wall on the border */
        {"b2c3,g3e", "b2c3,g3e"}, /* a wall on the border */
        {"d4b4,a1n", "d4b4,a1n"}, /* through c4 */
        {"b6b5,a1n", "b6b5,a1n"}, /* B's token, A to move */
        {"a1", "a1"},             /* a placement during play */
    };
    for (size_t i = 0; i < sizeof BAD / sizeof BAD[0]; i++) {
        char command[256];
        snprintf(command, sizeof command, "%s %s", base, BAD[i][0]);
        assert_rejected(command, BAD[i][1]);
    }
    assert_rejected("position startpos moves b2 b6 f6 f2 d4 c4 e4 d3 b2c3,c3n b6b5,c3n",
                    "b6b5,c3n");
    assert_rejected("position startpos moves b2 b2", "b2");
}

Test(wallgo_protocol, bad_position_strings_are_rejected) {
    start_wallgo();
    gui_ask_ok(&engine, "position fen 7/7/7/3A3/2B4/7/7 A 20,20 - 3,3", REPLY_MS);
    assert_rejected("position fen 7/7/7/7/7/7/7 A 19,20 a7n 4,4", "a7n");
    assert_rejected("position fen 7/7/7/7/7/7/7 A 18,20 a1n,a1n 4,4", "listed twice");
    assert_rejected("position fen 7/7/7/7/7/7/7 D 20,20 - 4,4", "side to move");
    assert_rejected("position fen 7/7/7/7/7/7/7 A 20,20 - 4,4,4", "tokens-to-place");
}

/* The show rules (RULES.md WS1-WS6): the option names them in the variant line and the start
 * position, a position string of the other rule set is refused with the reason and the
 * position kept, and the referee explains the show's wall rule. */
Test(wallgo_protocol, show_rules_option_and_position_strings) {
    start_wallgo();
    char line[512];
    answer("setoption name WallGoRules value show", "info string variant ", line, sizeof line);
    cr_assert_str_eq(line, "wallgo files 7 ranks 7 players 2 WallGoRules show WallGoStart free "
                           "startpos 7/7/7/7/7/7/7 A 20,20 - 4,4 show");
    answer("setoption name WallGoStart value fixed", "info string variant ", line, sizeof line);
    cr_assert_str_eq(line, "wallgo files 7 ranks 7 players 2 WallGoRules show WallGoStart fixed "
                           "startpos 7/1A3B1/7/7/7/1B3A1/7 A 20,20 - 2,2 show");
    assert_rejected("position fen 7/7/7/7/7/7/7 A 20,20 - 4,4",
                    "the position is under the site rules but WallGoRules is show");
    assert_rejected("position fen 7/7/7/7/7/7/7 A 20,20 - 4,4 site",
                    "the position is under the site rules but WallGoRules is show");
    assert_rejected("setoption name WallGoRules value tv", "unknown WallGoRules 'tv'");
    gui_ask_ok(&engine, "position fen B1B1B1B/7/7/7/7/7/A1A1A1A A 20,20 - 0,0 show", REPLY_MS);
    assert_rejected("position fen B1B1B1B/7/7/7/7/7/A1A1A1A A 20,20 - 0,0 show moves a1b2,d4n",
                    "the wall must touch the cell your token moved to");
    gui_ask_ok(&engine, "position fen B1B1B1B/7/7/7/7/7/A1A1A1A A 20,20 - 0,0 show moves a1b2,b1n",
               REPLY_MS);
    assert_fen("B1B1B1B/7/7/7/7/1A5/2A1A1A B 19,20 b1n 0,0 show");
    assert_legal_bestmove("go depth 2");
    answer("setoption name WallGoRules value site", "info string variant ", line, sizeof line);
    assert_rejected("position fen B1B1B1B/7/7/7/7/7/A1A1A1A A 20,20 - 0,0 show",
                    "the position is under the show rules but WallGoRules is site");
    gui_ask_ok(&engine, "position fen 7/7/7/7/7/7/7 A 20,20 - 4,4 site", REPLY_MS);
    assert_fen("7/7/7/7/7/7/7 A 20,20 - 4,4");
}

/* Whether the engine answers `go depth 1` from its book. */
static bool answers_from_book(void) {
    cr_assert(gui_send(&engine, "go depth 1"), "%s", gui_error(&engine));
    const GuiLines *out = gui_collect_until(&engine, "bestmove ", SEARCH_MS);
    cr_assert(out, "%s", gui_text(&engine));
    return gui_find(out, "info string book move ") != NULL;
}

/* Each rule set answers its start from its own bundled book, and the site book named as
 * BookFile never answers under the show rules: the rule set is in the key. */
Test(wallgo_protocol, each_rule_set_answers_from_its_own_book) {
    start_wallgo();
    gui_ask_ok(&engine, "setoption name OwnBook value true", REPLY_MS);
    cr_assert(answers_from_book(), "the site book does not answer: %s", gui_text(&engine));
    gui_ask_ok(&engine, "setoption name WallGoRules value show", REPLY_MS);
    cr_assert(answers_from_book(), "the show book does not answer: %s", gui_text(&engine));
    const char *dir = getenv("TESSERA_BOOK_DIR") ? getenv("TESSERA_BOOK_DIR") : "books";
    char command[4200];
    snprintf(command, sizeof command, "setoption name BookFile value %s/wallgo.bin", dir);
    const GuiLines *out = gui_ask_ok(&engine, command, REPLY_MS);
    cr_assert_null(gui_find(out, "info string error"), "%s", gui_text(&engine));
    cr_assert(!answers_from_book(), "the site book answered the show start: %s", gui_text(&engine));
}
