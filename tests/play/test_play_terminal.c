/*
 * test_play_terminal.c - play mode on a terminal (a pseudo-terminal, tests/support/tty.c): colour
 * and Unicode pieces by default, NO_COLOR and --ascii honoured, a "dumb" or non-UTF-8
 * terminal kept plain, and the thinking line written in place and wiped before the engine's
 * move is printed.
 */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "tests/support/tty.h"

#define PLAY_MS 30000

static const char *const CHESS[] = {"play", "chess", "--movetime", "50", "--level", "1", NULL};

/* The output of play mode on a terminal with TERM, LANG and NO_COLOR (NULL: unset). */
static char *on_terminal(const char *const args[], const char *term, const char *lang,
                         const char *no_color, const char *script) {
    setenv("TERM", term, 1);
    setenv("LANG", lang, 1);
    unsetenv("LC_ALL");
    unsetenv("LC_CTYPE");
    if (no_color)
        setenv("NO_COLOR", no_color, 1);
    else
        unsetenv("NO_COLOR");
    char error[256];
    bool no_terminal;
    char *text = tty_run(args, script, PLAY_MS, &no_terminal, error, sizeof error);
    if (no_terminal)
        cr_skip_test("%s", error);
    cr_assert(text, "%s", error);
    return text;
}

Test(play_terminal, colour_and_chess_symbols_by_default) {
    char *text = on_terminal(CHESS, "xterm-256color", "C.UTF-8", NULL, "quit\n");
    cr_assert(strstr(text, "1 │ \033[1;33m♖\033[0m │ \033[1;33m♘\033[0m │"), "%s", text);
    cr_assert(strstr(text, "8 │ \033[1;36m♜\033[0m │"), "%s", text);
    free(text);
}

Test(play_terminal, no_color_keeps_the_symbols_and_drops_the_colours) {
    char *text = on_terminal(CHESS, "xterm-256color", "C.UTF-8", "1", "e4\nquit\n");
    cr_assert(strstr(text, "1 │ ♖ │ ♘ │ ♗ │ ♕ │ ♔ │ ♗ │ ♘ │ ♖ │\n"), "%s", text);
    cr_assert(strstr(text, "Tessera (black) plays "), "%s", text);
    cr_assert_null(strstr(text, "\033[0m"), "a colour was reset:\n%s", text);
    cr_assert_null(strstr(text, "\033[1;"), "a colour was set:\n%s", text);
    cr_assert_null(strstr(text, "\033[2m"), "the thinking line was dimmed:\n%s", text);
    free(text);
}

Test(play_terminal, ascii_on_a_terminal_when_asked_or_without_utf8) {
    static const char *const ascii[] = {"play", "chess", "--ascii", NULL};
    char *text = on_terminal(ascii, "xterm", "C.UTF-8", "1", "quit\n");
    cr_assert(strstr(text, "1 | R | N | B | Q | K | B | N | R |\n"), "%s", text);
    free(text);
    text = on_terminal(CHESS, "xterm", "C", "1", "quit\n");
    cr_assert(strstr(text, "1 | R | N | B | Q | K | B | N | R |\n"), "%s", text);
    free(text);
}

Test(play_terminal, a_dumb_terminal_gets_no_colour) {
    char *text = on_terminal(CHESS, "dumb", "C.UTF-8", NULL, "quit\n");
    cr_assert(strstr(text, "1 │ ♖ │ ♘ │"), "%s", text);
    cr_assert_null(strstr(text, "\033[1;"), "%s", text);
    free(text);
}

Test(play_terminal, the_thinking_line_is_rewritten_in_place_and_wiped_before_the_move) {
    char *text = on_terminal(CHESS, "xterm", "C.UTF-8", "1", "e4\nquit\n");
    /* Every iteration: back to the line's start, erase it, the new text; at least depth 1. */
    const char *first = strstr(text, "\r\033[KThinking: depth 1, score ");
    cr_assert(first, "no thinking line:\n%s", text);
    const char *move = strstr(first, "Tessera (black) plays ");
    cr_assert(move, "%s", text);
    static const char wipe[] = "\r\033[K";
    size_t wipe_length = strlen(wipe);
    cr_assert((size_t)(move - first) >= wipe_length &&
                  strncmp(move - wipe_length, wipe, wipe_length) == 0,
              "the line was not wiped before the move:\n%s", first);
    for (const char *at = first; at < move; at++)
        cr_assert(*at != '\n', "the thinking line took more than one line:\n%s", first);
    free(text);
}
