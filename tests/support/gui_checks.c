/*
 * gui_checks.c - the asserting forms of gui.h's calls (gui_checks.h). gui.c stays free of
 * the test framework; these are its Criterion face.
 */
#include "tests/support/gui_checks.h"

#include <criterion/criterion.h>

const GuiLines *gui_ask_ok(Gui *s, const char *command, int timeout_ms) {
    const GuiLines *out = gui_ask(s, command, timeout_ms);
    cr_assert(out, "no readyok after '%.80s' (%s); got:\n%s", command, gui_error(s), gui_text(s));
    return out;
}
