/*
 * gui_checks.h - the asserting forms of gui.h's calls the protocol suites share: each fails
 * the running Criterion test with the engine's output when the engine does not answer.
 */
#ifndef TESSERA_TESTS_GUI_CHECKS_H
#define TESSERA_TESTS_GUI_CHECKS_H

#include "tests/support/gui.h"

/* gui_ask that fails the test, naming the command and showing what the engine printed, when
 * no `readyok` follows command within timeout_ms. */
const GuiLines *gui_ask_ok(Gui *s, const char *command, int timeout_ms);

#endif
