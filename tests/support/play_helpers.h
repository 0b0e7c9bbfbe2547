/*
 * play_helpers.h - finding lines in what a scripted `tessera play` session printed, for the
 * play-mode suites (test_play.c, test_play_show.c, test_play_claims.c), and running one.
 */
#ifndef TESSERA_TEST_PLAY_HELPERS_H
#define TESSERA_TEST_PLAY_HELPERS_H

#include <criterion/criterion.h>
#include <string.h>

#include "gui.h"

/* Index of the first line at or after from that contains text, or -1. */
static inline long play_find_line(const GuiLines *lines, size_t from, const char *text) {
    for (size_t i = from; i < lines->count; i++)
        if (strstr(lines->items[i], text))
            return (long)i;
    return -1;
}

/* Like play_find_line, but the line must be there; the failure shows the session. */
static inline size_t play_expect_line(Gui *session, const GuiLines *lines, size_t from,
                                      const char *text) {
    long at = play_find_line(lines, from, text);
    cr_assert(at >= 0, "no line with '%s' after line %zu in:\n%s", text, from, gui_text(session));
    return (size_t)at;
}

/* Runs tessera with args, script as its input; the session must end by itself. */
static inline const GuiLines *play_run(Gui *session, const char *const args[], const char *script,
                                       int timeout_ms) {
    const GuiLines *lines = gui_run(session, args, script, timeout_ms);
    cr_assert(lines, "%s\n%s", gui_error(session), gui_text(session));
    cr_assert_eq(session->state, GUI_EXITED, "play did not exit normally");
    return lines;
}

/* play_run for a session that must succeed (exit status 0). */
static inline const GuiLines *play_run_ok(Gui *session, const char *const args[],
                                          const char *script, int timeout_ms) {
    const GuiLines *lines = play_run(session, args, script, timeout_ms);
    cr_assert_eq(session->exit_code, 0, "exit status %d:\n%s", session->exit_code,
                 gui_text(session));
    return lines;
}

#endif
