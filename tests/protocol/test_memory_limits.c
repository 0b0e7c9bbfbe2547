/*
 * test_memory_limits.c - the Hash option against real memory: the engine's resident set
 * follows Hash (within Hash + 64 MB, and the table really is there), and a table that cannot
 * be allocated is refused with `info string error: ...` while the old table stays in use.
 *
 * The allocation failure is made real, not simulated: the engine runs under a 512 MB
 * address-space limit (ulimit -v through /bin/sh, which then execs the engine in the same
 * process), or, in AddressSanitizer builds where such a limit cannot work, with ASan told
 * to refuse allocations over 512 MB instead of aborting.
 */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/support/gui.h"
#include "tests/support/gui_checks.h"

#define REPLY_MS  20000
#define SEARCH_MS 20000
#define SLACK_MB  64

static Gui engine;

static void close_engine(void) {
    gui_close(&engine);
}

TestSuite(memory, .fini = close_engine);

static void assert_accepted(Gui *e, const char *command) {
    const GuiLines *out = gui_ask_ok(e, command, REPLY_MS);
    cr_assert_null(gui_find(out, "info string error"), "'%s' was refused:\n%s", command,
                   gui_text(e));
}

/* The engine's resident set in MB, from /proc/<pid>/status. */
static long resident_mb(const Gui *e) {
    char path[64], line[256];
    snprintf(path, sizeof path, "/proc/%d/status", (int)e->pid);
    FILE *status = fopen(path, "r");
    cr_assert(status, "cannot read %s", path);
    long kb = -1;
    while (fgets(line, sizeof line, status))
        if (sscanf(line, "VmRSS: %ld kB", &kb) == 1)
            break;
    fclose(status);
    cr_assert_geq(kb, 0, "no VmRSS in %s", path);
    return kb / 1024;
}

/* The table is the largest power of two of MB that fits in Hash. */
static long table_mb(long hash_mb) {
    long table = 1;
    while (table * 2 <= hash_mb)
        table *= 2;
    return table;
}

Test(memory, resident_memory_follows_hash_within_64_mb) {
#if defined(__SANITIZE_ADDRESS__)
    cr_skip_test("AddressSanitizer's shadow memory and quarantine make resident sizes moot");
#endif
    static const long SIZES[] = {1, 16, 256, 1024, 16};
    cr_assert(gui_start(&engine, NULL), "%s", gui_error(&engine));
    for (size_t i = 0; i < sizeof SIZES / sizeof *SIZES; i++) {
        char command[64];
        snprintf(command, sizeof command, "setoption name Hash value %ld", SIZES[i]);
        assert_accepted(&engine, command);
        long resident = resident_mb(&engine);
        cr_assert_leq(resident, SIZES[i] + SLACK_MB, "Hash %ld MB: %ld MB resident", SIZES[i],
                      resident);
        cr_assert_geq(resident, table_mb(SIZES[i]), "Hash %ld MB: only %ld MB resident", SIZES[i],
                      resident);
    }
}

/* Starts the engine where a 1 GB allocation fails. */
static void start_with_memory_limit(Gui *e) {
#if defined(__SANITIZE_ADDRESS__)
    const char *old = getenv("ASAN_OPTIONS");
    char options[512];
    snprintf(options, sizeof options, "%s%sallocator_may_return_null=1:max_allocation_size_mb=512",
             old ? old : "", old && *old ? ":" : "");
    setenv("ASAN_OPTIONS", options, 1);
    cr_assert(gui_start(e, NULL), "%s", gui_error(e));
#else
    const char *bin = getenv("TESSERA_BIN");
    char engine_path[4096];
    snprintf(engine_path, sizeof engine_path, "%s", bin && *bin ? bin : "./tessera");
    static const char LIMITED[] = "ulimit -v 524288 && exec \"$0\"";
    const char *const args[] = {"-c", LIMITED, engine_path, NULL};
    setenv("TESSERA_BIN", "/bin/sh", 1);
    bool started = gui_start(e, args);
    setenv("TESSERA_BIN", engine_path, 1);
    cr_assert(started, "%s", gui_error(e));
#endif
}

/* The nodes of the last info line of a `go depth` search. */
static uint64_t search_nodes(Gui *e, const char *go) {
    cr_assert(gui_send(e, go));
    const GuiLines *out = gui_collect_until(e, "bestmove", SEARCH_MS);
    cr_assert(out, "no bestmove after '%s':\n%s", go, gui_text(e));
    for (size_t i = out->count; i-- > 0;) {
        const char *nodes = strstr(out->items[i], " nodes ");
        if (strncmp(out->items[i], "info depth", 10) == 0 && nodes)
            return strtoull(nodes + 7, NULL, 10);
    }
    cr_assert_fail("no info line with nodes:\n%s", gui_text(e));
    return 0;
}

/* After a search, the nodes the same search needs again: few when the table kept what the
 * first one learned, many more when it was cleared (the history tables are kept either way,
 * so the comparison is between these two, not with the first search). The position is the
 * pawn ending of Fine's problem 70, where transpositions dominate: at depth 24 a kept table
 * saves about three quarters of the nodes. From the opening a kept table can cost nodes
 * instead, since its deep lower bounds start singular tests a cleared table would not. */
static uint64_t second_search_nodes(Gui *e, const char *between) {
    static const char *const POSITION = "position fen 8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1";
    assert_accepted(e, "ucinewgame");
    assert_accepted(e, POSITION);
    search_nodes(e, "go depth 24");
    const GuiLines *out = gui_ask_ok(e, between, REPLY_MS);
    if (strstr(between, "1024"))
        cr_assert(gui_find(out, "info string error: "), "no error for an impossible Hash:\n%s",
                  gui_text(e));
    else
        cr_assert_null(gui_find(out, "info string error"), "'%s' was refused:\n%s", between,
                       gui_text(e));
    assert_accepted(e, POSITION);
    return search_nodes(e, "go depth 24");
}

Test(memory, failed_hash_allocation_reports_an_error_and_keeps_the_old_table) {
    start_with_memory_limit(&engine);
    uint64_t kept = second_search_nodes(&engine, "setoption name Hash value 1024");
    const GuiLines *out = gui_ask_ok(&engine, "uci", REPLY_MS);
    cr_assert(gui_find(out, "option name Hash type spin default 16 "),
              "Hash did not stay 16 MB:\n%s", gui_text(&engine));
    uint64_t cleared = second_search_nodes(&engine, "setoption name Hash value 16");
    cr_assert_lt(kept, cleared,
                 "after the refused Hash the search needed %" PRIu64 " nodes, as many as with a "
                 "new table (%" PRIu64 "): the old table was not kept",
                 kept, cleared);
    assert_accepted(&engine, "setoption name Hash value 32");
    cr_assert(gui_alive(&engine));
}
