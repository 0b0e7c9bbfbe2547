/*
 * tty.h - runs the engine binary with its output on a pseudo-terminal, for the play-mode
 * tests of what only a terminal gets (colour, Unicode by default, the thinking line rewritten
 * in place). Input comes from a pipe holding the whole script, so nothing is echoed; the
 * terminal's output processing is off, so the bytes read are exactly those written. The
 * child inherits the test's environment (set TERM, LANG, NO_COLOR before calling).
 */
#ifndef TESSERA_TESTS_TTY_H
#define TESSERA_TESTS_TTY_H

#include <stdbool.h>
#include <stddef.h>

/* Runs $TESSERA_BIN (default ./tessera) with args (NULL-terminated), feeds it script and
 * returns everything it wrote to the terminal (malloc'd, NUL-terminated) once it has exited
 * with status 0, or NULL with a message in error (it did not start, did not end within
 * timeout_ms and was killed, or failed). *no_terminal tells that the machine has no
 * pseudo-terminals to give (a bare container), which is not the engine's failure. */
char *tty_run(const char *const args[], const char *script, int timeout_ms, bool *no_terminal,
              char *error, size_t error_size);

#endif
