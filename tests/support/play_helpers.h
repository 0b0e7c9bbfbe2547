/*
 * play_helpers.h - finding lines in what a scripted `tessera play` session printed, for the
 * play-mode suites (test_play.c, test_play_show.c, test_play_claims.c), and running one.
 */
#ifndef TESSERA_TEST_PLAY_HELPERS_H
#define TESSERA_TEST_PLAY_HELPERS_H

#include <criterion/criterion.h>
#include <string.h>

#include "session.h"

/* Index of the first line at or after from that contains text, or -1. */
static inline long play_find_line(const SessionLines *lines, size_t from, const char *text) {
    for (size_t i = from; i < lines->count; i++)
        if (strstr(lines->items[i], text))
            return (long)i;
    return -1;
}

/* Like play_find_line, but the line must be there; the failure shows the session. */
static inline size_t play_expect_line(Session *session, const SessionLines *lines, size_t from,
                                      const char *text) {
    long at = play_find_line(lines, from, text);
    cr_assert(at >= 0, "no line with '%s' after line %zu in:\n%s", text, from,
              session_text(session));
    return (size_t)at;
}

/* Runs tessera with args, script as its input; the session must end by itself. */
static inline const SessionLines *play_run(Session *session, const char *const args[],
                                           const char *script, int timeout_ms) {
    const SessionLines *lines = session_run(session, args, script, timeout_ms);
    cr_assert(lines, "%s\n%s", session_error(session), session_text(session));
    cr_assert_eq(session->state, SESSION_EXITED, "play did not exit normally");
    return lines;
}

/* play_run for a session that must succeed (exit status 0). */
static inline const SessionLines *play_run_ok(Session *session, const char *const args[],
                                              const char *script, int timeout_ms) {
    const SessionLines *lines = play_run(session, args, script, timeout_ms);
    cr_assert_eq(session->exit_code, 0, "exit status %d:\n%s", session->exit_code,
                 session_text(session));
    return lines;
}

#endif
