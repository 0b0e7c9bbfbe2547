/*
 * test_play.c - `tessera play` and `tessera selfplay` driven through a pipe with scripted
 * input, the way a person types at the prompt: moves, an illegal and a malformed move,
 * legal, hint, undo, quit; SAN input and the SAN move list in chess; bad arguments; a whole
 * self-played Wall Chess game. Also the announcement of check and mate after a move.
 */
#define _GNU_SOURCE
#include "tests/support/play_helpers.h"
#include "tests/support/gui.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/registry.h"
#include "play/flip.h"
#include "play/view.h"

#define PLAY_MS 30000
/* selfplay thinks a wall-clock --movetime per move, so how long a game takes and how deep
 * each move is searched depend on the machine's load. This deadline covers the selfplay cap
 * of 500 moves at 20 ms (10 s of thinking) many times over, so that even on a slow, loaded
 * machine under sanitizers a game ends with a result or at the cap, never at the deadline. */
#define SELFPLAY_MS 120000

static Gui player;

static void close_player(void) {
    gui_close(&player);
}

TestSuite(play, .fini = close_player);

static size_t expect_line(const GuiLines *lines, size_t from, const char *text) {
    return play_expect_line(&player, lines, from, text);
}

static const GuiLines *run_for(const char *const args[], const char *script, int timeout_ms) {
    return play_run(&player, args, script, timeout_ms);
}

static const GuiLines *run_play(const char *const args[], const char *script) {
    return run_for(args, script, PLAY_MS);
}

static const char *const WALLCHESS_ARGS[] = {"play", "wallchess", "--movetime", "100", NULL};

Test(play, wallchess_session_with_every_command) {
    const GuiLines *out = run_play(WALLCHESS_ARGS, "e2\n"
                                                   "e5\n"
                                                   "zz99\n"
                                                   "legal\n"
                                                   "hint\n"
                                                   "undo\n"
                                                   "e2\n"
                                                   "quit\n");
    cr_assert_eq(player.exit_code, 0);
    size_t at = expect_line(out, 0, "You are south");
    at = expect_line(out, at, "    a   b   c   d   e   f   g   h   i");
    at = expect_line(out, at, "You (south) play e2");
    at = expect_line(out, at, "Tessera (north) plays ");
    at = expect_line(out, at, "Last move: ");
    at = expect_line(out, at,
                     "'e5' is not legal here: a pawn steps to a neighbouring cell or jumps over "
                     "the other pawn. Type 'legal' for the legal moves.");
    at = expect_line(out, at, "'zz99' is not a wallchess move.");
    at = expect_line(out, at, " legal moves: ");
    char legal[4096];
    snprintf(legal, sizeof legal, "%s ", strstr(out->items[at], ": ") + 1);
    at = expect_line(out, at, "Hint: ");
    char hint[64];
    snprintf(hint, sizeof hint, " %s ", strstr(out->items[at], "Hint: ") + 6);
    cr_assert(strstr(legal, hint), "hint%snot among the legal moves:%s", hint, legal);
    at = expect_line(out, at, "Took back 2 moves.");
    at = expect_line(out, at, "Walls left: south 10, north 10");
    at = expect_line(out, at, "You (south) play e2");
    at = expect_line(out, at, "Tessera (north) plays ");
    expect_line(out, at, "Game abandoned after 2 moves.");
}

Test(play, undo_before_moving_and_end_of_input) {
    const GuiLines *out = run_play(WALLCHESS_ARGS, "undo\nhelp\n");
    expect_line(out, 0, "Nothing to undo: you have not moved yet.");
    expect_line(out, 0, "Commands: a move, legal");
    expect_line(out, 0, "Game abandoned after 0 moves.");
}

Test(play, second_seat_waits_for_the_engine_and_sees_the_board_turned_round) {
    static const char *const args[] = {"play",       "wallchess", "--side", "second",
                                       "--movetime", "50",        NULL};
    const GuiLines *out = run_play(args, "undo\nquit\n");
    size_t at = expect_line(out, 0, "You are north");
    /* North's own rank 9 at the bottom, file a on the right. */
    size_t rank_one = expect_line(out, at, "1 | ");
    size_t rank_nine = expect_line(out, rank_one, "9 | .   .   .   .   N   .   .   .   . |");
    cr_assert_eq(rank_nine, rank_one + 16);
    cr_assert_eq(play_find_line(out, 0, "    a   b   c"), -1);
    at = expect_line(out, rank_nine, "    i   h   g   f   e   d   c   b   a");
    at = expect_line(out, at, "Tessera (south) plays ");
    expect_line(out, at, "Nothing to undo");
}

Test(play, bad_arguments_are_refused) {
    static const char *const unknown_game[] = {"play", "checkers", NULL};
    static const char *const bad_level[] = {"play", "wallchess", "--level", "21", NULL};
    static const char *const bad_players[] = {"play", "chess", "--players", "3", NULL};
    static const char *const *const cases[] = {unknown_game, bad_level, bad_players};
    for (size_t i = 0; i < 3; i++) {
        run_play(cases[i], "");
        cr_assert_eq(player.exit_code, 2, "case %zu exited %d", i, player.exit_code);
        gui_close(&player);
    }
}

/* --option passes engine options: the game's own choose the start (Wall Go's show rules from
 * the fixed start: 45 empty cells for A's next token) and are checked by the engine. */
Test(play, engine_options_choose_the_rules_and_the_start) {
    static const char *const args[] = {
        "play",     "wallgo",           "--movetime", "50",
        "--option", "WallGoRules=show", "--option",   "WallGoStart=fixed",
        NULL};
    const GuiLines *out = run_play(args, "legal\nquit\n");
    cr_assert_eq(player.exit_code, 0);
    expect_line(out, 0, "A (you) > 45 legal moves: ");
    gui_close(&player);
    static const char *const bad_value[] = {"play", "wallgo", "--option", "WallGoRules=tv", NULL};
    static const char *const no_value[] = {"play", "wallgo", "--option", "WallGoRules", NULL};
    static const char *const other_rules[] = {"play", "wallgo", "--position",
                                              "7/7/7/7/7/7/7 A 20,20 - 4,4 show", NULL};
    run_play(bad_value, "");
    cr_assert_eq(player.exit_code, 1, "the engine refuses the value");
    gui_close(&player);
    run_play(no_value, "");
    cr_assert_eq(player.exit_code, 2, "not NAME=VALUE");
    gui_close(&player);
    run_play(other_rules, "");
    cr_assert_eq(player.exit_code, 1, "a show-rules position needs WallGoRules=show");
}

Test(play, selfplay_finishes_a_wallchess_game) {
    /* Full strength: the side ahead walks to its goal, so the game ends well within the
     * selfplay cap. 20 ms is the think time at which a bad evaluation once made both pawns
     * shuffle to the cap (docs/BENCHMARKS.md): that still fails here, at the cap. */
    static const char *const args[] = {"selfplay", "wallchess", "--movetime", "20", NULL};
    const GuiLines *out = run_for(args, "", SELFPLAY_MS);
    cr_assert_eq(player.exit_code, 0);
    long stopped = play_find_line(out, 0, "Stopped after ");
    cr_assert(stopped < 0, "no result within the selfplay cap: %s",
              stopped < 0 ? "" : out->items[stopped]);
    size_t at = expect_line(out, 0, "Tessera (south) plays ");
    at = expect_line(out, at, "Game over: ");
    cr_assert(strstr(out->items[at], "(goal)"), "%s", out->items[at]);
}

Test(play, chess_takes_standard_notation_and_explains_refusals) {
    static const char *const args[] = {"play", "chess", "--movetime", "50", NULL};
    /* Whatever Black answers, e4 then Nf3 are legal, and no white piece reaches e5 or h6
     * after them. */
    const GuiLines *out = run_play(args, "e4\n"
                                         "Ke3\n"
                                         "nf3\n"
                                         "Bh6\n"
                                         "moves\n"
                                         "quit\n");
    cr_assert_eq(player.exit_code, 0);
    size_t at = expect_line(out, 0, "You (white) play e4.");
    at = expect_line(out, at, "Tessera (black) plays ");
    at = expect_line(out, at, "'Ke3' is not legal here: the king cannot move like that.");
    at = expect_line(out, at, "You (white) play Nf3.");
    at = expect_line(out, at, "'Bh6' is not legal here: ");
    at = expect_line(out, at, "1. e4 ");
    at = expect_line(out, at, "2. Nf3 ");
    expect_line(out, at, "Game abandoned after 4 moves.");
}

/* The line of out that starts with prefix; the failure shows the session. */
static const char *line_starting(const GuiLines *out, const char *prefix) {
    for (size_t i = 0; i < out->count; i++) {
        const char *line =
            strstr(out->items[i], "> ") ? strstr(out->items[i], "> ") + 2 : out->items[i];
        if (strncmp(line, prefix, strlen(prefix)) == 0)
            return line;
    }
    cr_assert_fail("no line starting '%s' in:\n%s", prefix, gui_text(&player));
    return NULL;
}

Test(play, san_that_names_no_legal_move_gets_its_real_reason_once) {
    /* The issue: "'Nb1-c3' is not legal here: it is not legal here." Text that is not SAN
     * is said to be so; SAN that fits several moves lists them. */
    static const char *const args[] = {
        "play", "chess",      "--movetime",
        "50",   "--position", "rnbqkbnr/pppppppp/8/8/8/5N2/PPP1PPPP/RNBQKB1R w KQkq - 0 1",
        NULL};
    const GuiLines *out = run_play(args, "Nb1-c3\n"
                                         "e2-e4\n"
                                         "Qxh5\n"
                                         "Nd2\n"
                                         "Ngd2\n"
                                         "e5\n"
                                         "quit\n");
    static const char *const answers[][2] = {
        {"'Nb1-c3'", "'Nb1-c3' is not a chess move. Type 'help' for the notation."},
        {"'e2-e4'", "'e2-e4' is not a chess move. Type 'help' for the notation."},
        {"'Qxh5'", "'Qxh5' is not legal here: the piece on e2 blocks the way."},
        {"'Nd2'", "'Nd2' is not legal here: 2 knights can move to d2: say which, as Nbd2 or "
                  "Nfd2."},
        {"'Ngd2'", "'Ngd2' is not legal here: no white knight on the g-file can move to d2."},
        {"'e5'", "'e5' is not legal here: a pawn moves straight forward and captures one square "
                 "diagonally forward."},
    };
    for (size_t i = 0; i < sizeof answers / sizeof answers[0]; i++) {
        char expected[256];
        bool legal_hint = strstr(answers[i][1], "is not legal here") != NULL;
        snprintf(expected, sizeof expected, "%s%s", answers[i][1],
                 legal_hint ? " Type 'legal' for the legal moves." : "");
        cr_assert_str_eq(line_starting(out, answers[i][0]), expected);
    }
    cr_assert_eq(play_find_line(out, 0, "it is not legal here"), -1, "%s", gui_text(&player));
}

/* White: Ka1, Rf1, Ph6; Black: Kh8, Ph7. Black's king has one legal move at each turn
 * (h8-g8-h8 ...: the rook holds the f-file, the h6 pawn g7), so a game is the same at every
 * run. */
#define SHUFFLE "7k/7p/7P/8/8/8/8/K4R2"

Test(play, moves_are_numbered_as_chess_numbers_them) {
    static const char *const from_white[] = {
        "play", "chess", "--movetime", "50", "--position", SHUFFLE " w - - 0 1", NULL};
    const GuiLines *out = run_play(from_white, "moves\nRf2\nRf1\nRf2\nmoves\nquit\n");
    cr_assert_str_eq(line_starting(out, "No moves"), "No moves yet.");
    size_t at = expect_line(out, 0, "1. Rf2 Kg8");
    cr_assert_str_eq(out->items[at], "white (you) > 1. Rf2 Kg8");
    cr_assert_str_eq(out->items[at + 1], "2. Rf1 Kh8");
    cr_assert_str_eq(out->items[at + 2], "3. Rf2 Kg8");
    gui_close(&player);
    /* A record that starts with Black to move: "1... Kg8", then White's moves open rounds. */
    static const char *const from_black[] = {
        "play", "chess", "--movetime", "50", "--position", SHUFFLE " b - - 0 7", NULL};
    out = run_play(from_black, "Rf2\nmoves\nquit\n");
    at = expect_line(out, 0, "7... Kg8");
    cr_assert_str_eq(out->items[at], "white (you) > 7... Kg8");
    cr_assert_str_eq(out->items[at + 1], "8. Rf2 Kh8");
}

Test(play, moves_of_three_players_are_numbered_by_rounds) {
    static const char *const args[] = {"play",       "wallgo", "--players", "3",
                                       "--movetime", "50",     NULL};
    const GuiLines *out = run_play(args, "d4\nc2\nmoves\nquit\n");
    const char *first = line_starting(out, "1. A d4, B ");
    const char *second = strstr(first, ", C ");
    cr_assert(second && !strchr(second + 4, ' '), "%s", first);
    const char *next = line_starting(out, "2. A c2, B ");
    cr_assert(strstr(next, ", C "), "%s", next);
}

/* What view_move_played says after the moves (long algebraic) are played from the start. */
static char *announcement(const char *game_name, const char *const *moves, int count,
                          bool by_human) {
    const Game *game = registry_find(game_name);
    Record record;
    cr_assert(record_init(&record, game, 2));
    for (int i = 0; i < count; i++) {
        Move move;
        cr_assert(game_parse_legal_move(game, record_current(&record), moves[i], &move), "%s",
                  moves[i]);
        cr_assert(record_play(&record, move));
    }
    char *text = NULL;
    size_t size = 0;
    FILE *out = open_memstream(&text, &size);
    view_move_played(out, &record, by_human);
    fclose(out);
    record_free(&record);
    return text;
}

Test(play, check_and_mate_are_announced) {
    static const char *const mate[] = {"f2f3", "e7e5", "g2g4", "d8h4"};
    char *text = announcement("chess", mate, 4, false);
    cr_assert_str_eq(text, "Tessera (black) plays Qh4#. Checkmate!\n");
    free(text);
    static const char *const check[] = {"e2e4", "f7f6", "d1h5"};
    text = announcement("chess", check, 3, true);
    cr_assert_str_eq(text, "You (white) play Qh5+. Check!\n");
    free(text);
    static const char *const quiet[] = {"e2e4", "d7d5", "e4d5"};
    text = announcement("chess", quiet, 3, true);
    cr_assert_str_eq(text, "You (white) play exd5.\n");
    free(text);
    static const char *const minister[] = {"g2g4", "d8d6", "g1g3"};
    text = announcement("voidchess", minister, 3, true);
    cr_assert_str_eq(text, "You (white) play Mg3.\n");
    free(text);
}

/* The diagram game draws for position, turned round once (twice when twice is set). */
static char *turned(const char *game_name, const char *position, bool twice) {
    const Game *game = registry_find(game_name);
    PosBuf pos;
    char error[256];
    cr_assert(game->parse(&pos, position, error, sizeof error), "%s", error);
    StrBuf diagram, once, again;
    strbuf_init(&diagram);
    strbuf_init(&once);
    strbuf_init(&again);
    game->print_board(&pos, &diagram);
    flip_diagram(strbuf_text(&diagram), &once);
    flip_diagram(strbuf_text(&once), &again);
    char *text = strdup(strbuf_text(twice ? &again : &once));
    if (twice)
        cr_assert_str_eq(text, strbuf_text(&diagram), "turning %s twice changed it", game_name);
    strbuf_free(&diagram);
    strbuf_free(&once);
    strbuf_free(&again);
    return text;
}

Test(play, diagrams_turned_round_twice_are_the_same_in_every_game) {
    static const char *const positions[][2] = {
        {"chess", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"},
        {"voidchess", "rnbqkbmnr/ppp1ppppp/9/9/4p4/9/9/PPPP1PPPP/RNBQKBMNR w KQkq - 0 3 e5 0"},
        {"wallchess", "e1 e8 8 10 n e3h,f5v 3"},
        {"wallgo", "7/7/7/3A3/2B4/7/7 A 19,20 d4n 3,3"},
        {"wallrunner", "1dsgksd1/2rrrr2/8/8/8/8/2RRRR2/1DSGKSD1 w - 1"},
    };
    for (size_t i = 0; i < sizeof positions / sizeof positions[0]; i++)
        free(turned(positions[i][0], positions[i][1], true));
}

Test(play, a_turned_diagram_mirrors_squares_walls_and_unstable_marks) {
    char *chess =
        turned("chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", false);
    cr_assert(strstr(chess, "1 | R | N | B | K | Q | B | N | R |\n"), "%s", chess);
    cr_assert(strstr(chess, "    h   g   f   e   d   c   b   a\n"), "%s", chess);
    cr_assert_lt(strstr(chess, "1 |"), strstr(chess, "8 |"));
    free(chess);
    /* e3h lies under e3 and f3 (files 5 and 4 from the left when turned); f5v east of f5
     * (now west of it). */
    char *walls = turned("wallchess", "e1 e8 8 10 n e3h,f5v 3", false);
    cr_assert(strstr(walls, "3 | .   .   .   .   .   .   .   .   . |\n"
                            "  +   +   +   +===+===+   +   +   +   +\n"
                            "4 |"),
              "%s", walls);
    cr_assert(strstr(walls, "5 | .   .   . | .   .   .   .   .   . |\n"), "%s", walls);
    free(walls);
    char *unstable = turned("voidchess", "4k4/9/9/9/9/9/9/4K4/R8 w - - 0 1 e2 0", false);
    cr_assert(strstr(unstable, "2 |   |   |   |   |(K)|   |   |   |   |\n"), "%s", unstable);
    free(unstable);
}
