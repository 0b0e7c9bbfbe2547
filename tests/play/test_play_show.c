/*
 * test_play_show.c - what play mode shows besides the moves (issue 22, point 3 and 4): Void
 * Chess's destructions, voids and unstable squares, Wall Go's standings, the legends, the
 * rules summary of `help rules`, the choice of ASCII or Unicode and of colour, the Unicode
 * drawing of a board, the thinking line's text; and, through a pipe as a script runs it,
 * that no colour, no Unicode and no thinking line reach output that is not a terminal.
 */
#define _GNU_SOURCE
#include "tests/support/play_helpers.h"
#include "tests/support/gui.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/registry.h"
#include "play/decorate.h"
#include "play/thinking.h"
#include "play/view.h"

#define PLAY_MS 30000

static Gui player;

static void close_player(void) {
    gui_close(&player);
}

TestSuite(play_show, .fini = close_player);

/* A record of game after the long algebraic moves from the start. */
static void record_of(Record *record, const char *game_name, const char *const *moves, int count) {
    const Game *game = registry_find(game_name);
    cr_assert(record_init(record, game, 2));
    for (int i = 0; i < count; i++) {
        Move move;
        cr_assert(game_parse_legal_move(game, record_current(record), moves[i], &move), "%s",
                  moves[i]);
        cr_assert(record_play(record, move));
    }
}

/* What view_news says after the first count moves. */
static char *news_after(const char *game_name, const char *const *moves, int count) {
    Record record;
    record_of(&record, game_name, moves, count);
    char *text = NULL;
    size_t size = 0;
    FILE *out = open_memstream(&text, &size);
    view_news(out, &record);
    fclose(out);
    record_free(&record);
    return text;
}

/* e5xd6 makes d6 unstable; White then leaves its pawn there (a2a3) and loses it to
 * resolution, or moves it on (d6d7) and leaves a void behind. */
static const char *const CAPTURE[] = {"e2e4", "a8a7", "e4e5", "d8d6",
                                      "e5d6", "a7a6", "a2a3", "d6d7"};

Test(play_show, void_chess_announces_unstable_squares_destroyed_pieces_and_new_voids) {
    char *text = news_after("voidchess", CAPTURE, 4);
    cr_assert_str_eq(text, "", "a quiet move has no news: %s", text);
    free(text);
    text = news_after("voidchess", CAPTURE, 5);
    cr_assert_str_eq(text,
                     "d6 is unstable: White's pawn must leave it next turn or be destroyed.\n");
    free(text);
    text = news_after("voidchess", CAPTURE, 7);
    cr_assert_str_eq(text, "White's pawn on d6 is destroyed: d6 is now a void.\n");
    free(text);
    static const char *const moved_on[] = {"e2e4", "a8a7", "e4e5", "d8d6", "e5d6", "a7a6", "d6d7"};
    text = news_after("voidchess", moved_on, 7);
    cr_assert_str_eq(text, "d6 is now a void.\n");
    free(text);
}

Test(play_show, void_chess_announces_a_healed_void) {
    Record record;
    record_of(&record, "voidchess", NULL, 0);
    char error[256];
    cr_assert(record.game->parse(&record.positions[0], "4k4/9/9/9/3*5/3M5/9/9/4K4 w - - 0 1 - 0",
                                 error, sizeof error),
              "%s", error);
    Move move;
    cr_assert(game_parse_legal_move(record.game, record_current(&record), "d4d5", &move));
    cr_assert(record_play(&record, move));
    char *text = NULL;
    size_t size = 0;
    FILE *out = open_memstream(&text, &size);
    view_news(out, &record);
    fclose(out);
    cr_assert_str_eq(text, "The Minister heals d5: it is a normal square again.\n");
    free(text);
    record_free(&record);
}

Test(play_show, chess_moves_bring_no_news) {
    static const char *const capture[] = {"e2e4", "d7d5", "e4d5"};
    char *text = news_after("chess", capture, 3);
    cr_assert_str_eq(text, "");
    free(text);
}

Test(play_show, wall_go_shows_the_standings_once_every_player_has_placed) {
    /* RULES.md WG6/WG7: right after A's first placement the rule gives A the whole empty
     * board (`status` says `ongoing B scores 49 0`), which is no lead: B has not placed
     * yet, so no standings. Once B has a token too, the one region is shared and scores
     * for nobody. */
    static const char *const placements[] = {"d4", "c3"};
    char *text = news_after("wallgo", placements, 1);
    cr_assert_str_eq(text, "");
    free(text);
    text = news_after("wallgo", placements, 2);
    cr_assert_str_eq(text, "Standings: A 0, B 0 (level).\n");
    free(text);
}

/* view_board's text for the record in style. */
static char *board_text(const Record *record, bool flipped, Style style) {
    char *text = NULL;
    size_t size = 0;
    FILE *out = open_memstream(&text, &size);
    view_board(out, record, flipped, style);
    fclose(out);
    return text;
}

Test(play_show, every_board_of_wall_runner_has_the_legend_of_its_pieces) {
    Record record;
    record_of(&record, "wallrunner", NULL, 0);
    char *text = board_text(&record, false, (Style){0});
    cr_assert(strstr(text, "K King, G Guard (pushes), S Striag (walls straight), D Diag (walls "
                           "diagonally),\nR Runner; upper case White, lower case Black."),
              "%s", text);
    cr_assert(strstr(text, "walls: + White's, * Black's, # both"), "%s", text);
    free(text);
    record_free(&record);
}

Test(play_show, ascii_boards_are_the_games_own_diagrams) {
    static const char *const games[] = {"chess", "voidchess", "wallchess", "wallgo", "wallrunner"};
    for (size_t i = 0; i < sizeof games / sizeof games[0]; i++) {
        Record record;
        record_of(&record, games[i], NULL, 0);
        StrBuf diagram;
        strbuf_init(&diagram);
        record.game->print_board(record_current(&record), &diagram);
        char *text = board_text(&record, false, (Style){0});
        cr_assert(strstr(text, strbuf_text(&diagram)), "%s:\n%s", games[i], text);
        cr_assert_null(strstr(text, "\033"), "%s", games[i]);
        strbuf_free(&diagram);
        free(text);
        record_free(&record);
    }
}

Test(play_show, unicode_draws_chess_symbols_and_box_lines) {
    Record record;
    record_of(&record, "chess", NULL, 0);
    char *text = board_text(&record, false, (Style){.unicode = true});
    cr_assert(strstr(text, "  ┌───┬───┬"), "%s", text);
    cr_assert(strstr(text, "8 │ ♜ │ ♞ │ ♝ │ ♛ │ ♚ │ ♝ │ ♞ │ ♜ │\n"), "%s", text);
    cr_assert(strstr(text, "  ├───┼───┼"), "%s", text);
    cr_assert(strstr(text, "1 │ ♖ │ ♘ │ ♗ │ ♕ │ ♔ │ ♗ │ ♘ │ ♖ │\n"), "%s", text);
    cr_assert(strstr(text, "  └───┴───┴"), "%s", text);
    cr_assert(strstr(text, "    a   b   c   d   e   f   g   h\n"), "%s", text);
    cr_assert_null(strstr(text, "\033"), "no colour was asked for");
    free(text);
    /* Turned round for the second player: the white king on e1 is now fourth from the left. */
    text = board_text(&record, true, (Style){.unicode = true});
    cr_assert(strstr(text, "1 │ ♖ │ ♘ │ ♗ │ ♔ │ ♕ │ ♗ │ ♘ │ ♖ │\n"), "%s", text);
    free(text);
    record_free(&record);
}

Test(play_show, unicode_walls_are_heavy_lines_that_meet_at_junctions) {
    /* e3h lies on the groove above e3 and f3: a heavy line over both cells, with half
     * lines at its ends. */
    Record record;
    static const char *const wall[] = {"e3h"};
    record_of(&record, "wallchess", wall, 1);
    char *text = board_text(&record, false, (Style){.unicode = true});
    cr_assert(strstr(text, "  ┏━━━┳") == NULL, "no junctions on the border:\n%s", text);
    cr_assert(strstr(text, "  ┏━━━━━━━"), "%s", text);
    cr_assert(strstr(text, "\n  ┃               ╺━━━━━━━╸           ┃\n3 ┃"), "%s", text);
    cr_assert(strstr(text, "1 ┃ ·   ·   ·   ·   S   ·   ·   ·   · ┃\n"), "%s", text);
    free(text);
    record_free(&record);
}

Test(play_show, colour_paints_each_players_pieces_and_nothing_else) {
    Record record;
    record_of(&record, "chess", NULL, 0);
    char *text = board_text(&record, false, (Style){.colour = true});
    cr_assert(strstr(text, "1 | \033[1;33mR\033[0m | \033[1;33mN\033[0m |"), "%s", text);
    cr_assert(strstr(text, "8 | \033[1;36mr\033[0m | \033[1;36mn\033[0m |"), "%s", text);
    cr_assert(strstr(text, "6 |   |   |"), "empty squares stay plain:\n%s", text);
    free(text);
    record_free(&record);
}

Test(play_show, colour_only_on_a_terminal_without_no_color) {
    StyleFacts terminal = {GLYPHS_AUTO, true, NULL, "xterm-256color", "en_GB.UTF-8"};
    Style style = style_choose(&terminal);
    cr_assert(style.colour && style.unicode && style.live);
    StyleFacts no_color = terminal;
    no_color.no_color = "1";
    style = style_choose(&no_color);
    cr_assert(!style.colour && style.unicode && style.live, "NO_COLOR turns colour off only");
    no_color.no_color = "";
    cr_assert(style_choose(&no_color).colour, "an empty NO_COLOR is not set (no-color.org)");
    StyleFacts dumb = terminal;
    dumb.term = "dumb";
    cr_assert(!style_choose(&dumb).colour);
    StyleFacts no_term = terminal;
    no_term.term = NULL;
    cr_assert(!style_choose(&no_term).colour);
    StyleFacts pipe = terminal;
    pipe.terminal = false;
    style = style_choose(&pipe);
    cr_assert(!style.colour && !style.unicode && !style.live, "a pipe gets plain ASCII lines");
}

Test(play_show, unicode_by_default_on_a_utf8_terminal_and_when_asked) {
    StyleFacts facts = {GLYPHS_AUTO, true, NULL, "xterm", "C.utf8"};
    cr_assert(style_choose(&facts).unicode);
    facts.locale = "C";
    cr_assert(!style_choose(&facts).unicode, "a C locale terminal may not show Unicode");
    facts.locale = NULL;
    cr_assert(!style_choose(&facts).unicode);
    facts.glyphs = GLYPHS_UNICODE;
    cr_assert(style_choose(&facts).unicode, "--unicode");
    facts.terminal = false;
    cr_assert(style_choose(&facts).unicode, "--unicode into a pipe");
    facts = (StyleFacts){GLYPHS_ASCII, true, NULL, "xterm", "en_US.UTF-8"};
    cr_assert(!style_choose(&facts).unicode, "--ascii");
    cr_assert(style_choose(&facts).colour, "--ascii keeps colour");
}

Test(play_show, thinking_line_says_depth_and_score_for_the_side_thinking) {
    const Game *game = registry_find("chess");
    char text[128];
    TesseraInfo info = {.multipv = 1, .depth = 7, .score = 35};
    thinking_format(game, 0, &info, text, sizeof text);
    cr_assert_str_eq(text, "Thinking: depth 7, score +0.35 for white");
    info = (TesseraInfo){.multipv = 1, .depth = 12, .score = -120};
    thinking_format(game, 1, &info, text, sizeof text);
    cr_assert_str_eq(text, "Thinking: depth 12, score -1.20 for black");
    info = (TesseraInfo){.multipv = 1, .depth = 5, .score = 31995, .is_mate = true, .mate = 3};
    thinking_format(game, 1, &info, text, sizeof text);
    cr_assert_str_eq(text, "Thinking: depth 5, black mates in 3");
    info = (TesseraInfo){.multipv = 1, .depth = 6, .score = -31996, .is_mate = true, .mate = -2};
    thinking_format(game, 0, &info, text, sizeof text);
    cr_assert_str_eq(text, "Thinking: depth 6, white is mated in 2");
}

/* ---- through a pipe, as a script runs play mode ------------------------------------------ */

static const GuiLines *run_play(const char *const args[], const char *script) {
    return play_run_ok(&player, args, script, PLAY_MS);
}

static size_t expect_line(const GuiLines *lines, size_t from, const char *text) {
    return play_expect_line(&player, lines, from, text);
}

/* The terminal's environment, to show that a pipe ignores it. */
static void terminal_environment(void) {
    setenv("TERM", "xterm-256color", 1);
    setenv("LANG", "C.UTF-8", 1);
    unsetenv("LC_ALL");
    unsetenv("LC_CTYPE");
    unsetenv("NO_COLOR");
}

Test(play_show, a_pipe_gets_no_colour_no_unicode_and_no_thinking_line) {
    terminal_environment();
    static const char *const args[] = {"play", "chess", "--movetime", "50", NULL};
    const GuiLines *out = run_play(args, "e4\nhint\nquit\n");
    size_t at = expect_line(out, 0, "1 | R | N | B | Q | K | B | N | R |");
    at = expect_line(out, at, "Tessera (black) plays ");
    expect_line(out, at, "Hint: ");
    for (size_t i = 0; i < out->count; i++) {
        cr_assert_null(strchr(out->items[i], '\033'), "escape code in: %s", out->items[i]);
        cr_assert_null(strchr(out->items[i], '\r'), "carriage return in: %s", out->items[i]);
        cr_assert_null(strstr(out->items[i], "Thinking"), "%s", out->items[i]);
        cr_assert_null(strstr(out->items[i], "♔"), "%s", out->items[i]);
    }
}

Test(play_show, unicode_into_a_pipe_when_asked_still_without_colour) {
    terminal_environment();
    static const char *const args[] = {"play", "chess", "--unicode", "--movetime", "50", NULL};
    const GuiLines *out = run_play(args, "quit\n");
    expect_line(out, 0, "1 │ ♖ │ ♘ │ ♗ │ ♕ │ ♔ │ ♗ │ ♘ │ ♖ │");
    for (size_t i = 0; i < out->count; i++)
        cr_assert_null(strchr(out->items[i], '\033'), "escape code in: %s", out->items[i]);
    static const char *const ascii[] = {"play", "chess", "--ascii", NULL};
    gui_close(&player);
    out = run_play(ascii, "quit\n");
    expect_line(out, 0, "1 | R | N | B | Q | K | B | N | R |");
}

Test(play_show, wall_go_standings_follow_each_placement_in_a_session) {
    static const char *const args[] = {"play", "wallgo", "--movetime", "50", NULL};
    const GuiLines *out = run_play(args, "d4\nquit\n");
    size_t at = expect_line(out, 0, "You (A) play d4.");
    cr_assert(strncmp(out->items[at + 1], "Tessera (B) plays ", 18) == 0, "%s", out->items[at + 1]);
    at = expect_line(out, at, "Tessera (B) plays ");
    cr_assert_str_eq(out->items[at + 1], "Standings: A 0, B 0 (level).");
}

Test(play_show, three_player_wall_go_shows_no_lead_before_everyone_has_placed) {
    /* The line was "Standings: A 49, B 0, C 0 (A leads by 49)." after A's first
     * placement: the rule's count, but B and C had not placed. */
    static const char *const args[] = {"play",       "wallgo", "--players", "3",
                                       "--movetime", "50",     NULL};
    const GuiLines *out = run_play(args, "d4\nquit\n");
    size_t at = expect_line(out, 0, "You (A) play d4.");
    size_t engine_b = expect_line(out, at, "Tessera (B) plays ");
    size_t engine_c = expect_line(out, engine_b, "Tessera (C) plays ");
    cr_assert_str_eq(out->items[engine_c + 1], "Standings: A 0, B 0, C 0 (level).");
    cr_assert_eq(play_find_line(out, 0, "Standings:"), (long)engine_c + 1, "%s", gui_text(&player));
}

Test(play_show, help_rules_summarises_each_games_rules) {
    static const char *const first_lines[][2] = {
        {"chess", "Chess, as FIDE plays it."},
        {"voidchess", "Void Chess is chess on a 9x9 board (files a-i) where captures eat holes"},
        {"wallchess", "Wall Chess (Quoridor) on 9x9 cells."},
        {"wallgo", "Wall Go, for 2 to 4 players (A B C D) on 7x7 cells."},
        {"wallrunner", "Wall Runner on 8x8 squares;"},
    };
    for (size_t i = 0; i < sizeof first_lines / sizeof first_lines[0]; i++) {
        const char *args[] = {"play", first_lines[i][0], NULL};
        const GuiLines *out = run_play(args, "help\nHELP RULES\nquit\n");
        size_t at = expect_line(out, 0, "help, help rules, quit");
        at = expect_line(out, at, first_lines[i][1]);
        cr_assert_eq(play_find_line(out, 0, "is not a"), -1, "%s took 'help rules' for a move",
                     first_lines[i][0]);
        expect_line(out, at, "Game abandoned after 0 moves.");
        gui_close(&player);
    }
}

Test(play_show, glyph_flags_mix_with_the_other_options_and_bad_ones_are_refused) {
    static const char *const both[] = {"play",    "wallrunner", "--unicode", "--level", "0",
                                       "--ascii", "--movetime", "20",        NULL};
    const GuiLines *out = run_play(both, "quit\n");
    expect_line(out, 0, "Tessera plays wallrunner (2 players), level 0, 20 ms per move.");
    expect_line(out, 0, "1 |   |+D+| S |+G+|+K+| S |+D+|   |");
    gui_close(&player);
    static const char *const missing_value[] = {"play", "chess", "--ascii", "--level", NULL};
    static const char *const glyphs_as_game[] = {"play", "--ascii", NULL};
    static const char *const valued_flag[] = {"play", "chess", "--unicode=yes", NULL};
    static const char *const *const cases[] = {missing_value, glyphs_as_game, valued_flag};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const GuiLines *lines = gui_run(&player, cases[i], "", PLAY_MS);
        cr_assert(lines, "%s", gui_error(&player));
        cr_assert_eq(player.state, GUI_EXITED);
        cr_assert_eq(player.exit_code, 2, "case %zu exited %d", i, player.exit_code);
        gui_close(&player);
    }
}

/* The next line of the session that contains text, or NULL (game over, end, timeout); lines
 * with "Game over" stop the search too. */
static const char *next_line_with(const char *text) {
    for (;;) {
        const char *line = gui_read_line(&player, PLAY_MS);
        if (!line || strstr(line, text))
            return line;
        if (strstr(line, "Game over"))
            return NULL;
    }
}

/* A capture by a piece other than the Minister (whose captures leave no unstable square)
 * among the SAN moves of a `legal` line, copied into move; false when there is none. */
static bool pick_capture(const char *legal, char move[16]) {
    char copy[8192];
    snprintf(copy, sizeof copy, "%s", strstr(legal, ": ") ? strstr(legal, ": ") + 2 : "");
    for (char *word = strtok(copy, " "); word; word = strtok(NULL, " "))
        if (strchr(word, 'x') && word[0] != 'M' && !strchr(word, '=') && strlen(word) < 16) {
            snprintf(move, 16, "%s", word);
            return true;
        }
    return false;
}

Test(play_show, a_void_chess_session_announces_the_square_a_capture_made_unstable) {
    /* White takes the first capture `legal` offers and otherwise plays the engine's hint,
     * against level 0; the capture's square must be announced as unstable at once. */
    static const char *const args[] = {"play",       "voidchess", "--level", "0",
                                       "--movetime", "20",        NULL};
    cr_assert(gui_start(&player, args), "%s", gui_error(&player));
    cr_assert(gui_send(&player, "legal"));
    for (int turn = 0; turn < 100; turn++) {
        const char *line = next_line_with(" legal moves:");
        cr_assert(line, "the game ended or stalled before White could capture");
        char move[16];
        if (pick_capture(line, move)) {
            cr_assert(gui_send(&player, move));
            char played[64], unstable[64];
            snprintf(played, sizeof played, "You (white) play %s", move);
            cr_assert(next_line_with(played), "%s was not played", move);
            line = gui_read_line(&player, PLAY_MS);
            snprintf(unstable, sizeof unstable, "%.2s is unstable: White's ",
                     strchr(move, 'x') + 1);
            cr_assert(line && strstr(line, unstable), "after %s: %s", move, line ? line : "");
            cr_assert(strstr(line, " must leave it next turn or be destroyed."), "%s", line);
            return;
        }
        cr_assert(gui_send(&player, "hint"));
        line = next_line_with("Hint: ");
        cr_assert(line, "no hint");
        cr_assert(gui_send(&player, strstr(line, "Hint: ") + 6));
        cr_assert(gui_send(&player, "legal"));
    }
    cr_assert_fail("no capture in 100 moves");
}
