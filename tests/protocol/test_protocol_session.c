/*
 * test_protocol_session.c - the promises of PROTOCOL.md sections 2 (standard UCI), 4 (referee
 * extensions) and 7 (robustness) for standard chess, checked against the real engine binary
 * ($TESSERA_BIN, default ./tessera) through scripted sessions.
 *
 * One Test per promise. Each test starts its own engine process; the suite's fini closes it,
 * also after a failed assertion. Waits are bounded (REPLY_MS, SEARCH_MS) so a hanging engine
 * fails its test, and the tests themselves need only milliseconds with a working engine.
 */
#define _GNU_SOURCE
#include "tests/support/gui.h"
#include "tests/support/gui_checks.h"

#include <criterion/criterion.h>
#include <ctype.h>
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "src/monotonic.h"

/* Answers that need no search come at once; this bound only catches a hanging engine. */
#define REPLY_MS 5000
/* Searches limited by depth, nodes or time in these tests take milliseconds. */
#define SEARCH_MS 10000
/* `bench 3 1 16 chess` is a few seconds at most even in a sanitizer build. */
#define BENCH_MS 20000
/* How long a search that must not end by itself is watched for an early bestmove. */
#define QUIET_MS 300
/* `quit` and end of input must end the process within this time. */
#define EXIT_MS 1000
/* The clock promise: with 1 s left the engine must move well before its flag falls. */
#define CLOCK_LIMIT_MS 1000
/* `go movetime 100` must answer within this time (the margin covers slow builds). */
#define MOVETIME_LIMIT_MS 1500

#define STARTPOS      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
#define KIWIPETE      "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
#define FOOLS_MATE    "position startpos moves f2f3 e7e5 g2g4 d8h4"
#define STALEMATE     "position fen 7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"
#define KINGS_ONLY    "position fen 8/8/8/4k3/8/8/8/4K3 w - - 0 1"
#define FIFTY_MOVES   "position fen r3k3/8/8/8/8/8/8/R3K3 w - - 100 80"
#define REPETITION    "position startpos moves g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8"
#define SOME_POSITION "position startpos moves e2e4 c7c5 g1f3"

#define MAX_LISTED_MOVES 256
#define MOVE_TEXT        16

typedef struct MoveList {
    char moves[MAX_LISTED_MOVES][MOVE_TEXT];
    int count;
} MoveList;

static Gui engine;

static void close_engine(void) {
    gui_close(&engine);
}

TestSuite(protocol, .fini = close_engine);

/* ---- talking to the engine ----------------------------------------------------------- */

static Gui *start_engine(void) {
    cr_assert(gui_start(&engine, NULL), "%s", gui_error(&engine));
    return &engine;
}

static void tell(Gui *e, const char *line) {
    cr_assert(gui_send(e, line), "cannot send '%.80s': %s", line, gui_error(e));
}

/* Everything up to `readyok`: the output of the commands sent before. */
static const GuiLines *sync_engine(Gui *e) {
    tell(e, "isready");
    const GuiLines *out = gui_collect_until(e, "readyok", REPLY_MS);
    cr_assert(out, "no readyok (%s); got:\n%s", gui_error(e), gui_text(e));
    return out;
}

/* A command the engine must accept without complaint. */
static const GuiLines *accepted(Gui *e, const char *command) {
    const GuiLines *out = gui_ask_ok(e, command, REPLY_MS);
    cr_assert_null(gui_find(out, "info string error"), "'%.80s' was rejected:\n%s", command,
                   gui_text(e));
    return out;
}

/* Sends a go command and returns its output up to and including the bestmove line. */
static const GuiLines *search(Gui *e, const char *go) {
    tell(e, go);
    const GuiLines *out = gui_collect_until(e, "bestmove", SEARCH_MS);
    cr_assert(out, "'%s' gave no bestmove (%s); got:\n%s", go, gui_error(e), gui_text(e));
    return out;
}

static const char *last_line(const GuiLines *lines) {
    return lines->items[lines->count - 1];
}

/* ---- reading answers ----------------------------------------------------------------- */

static bool word_char(char c) {
    return isalnum((unsigned char)c) || c == '_';
}

/* word occurs in line as a whole word. */
static bool has_word(const char *line, const char *word) {
    size_t length = strlen(word);
    for (const char *at = strstr(line, word); at; at = strstr(at + 1, word)) {
        if ((at == line || !word_char(at[-1])) && !word_char(at[length]))
            return true;
    }
    return false;
}

static bool any_line_has_word(const GuiLines *lines, const char *word) {
    for (size_t i = 0; i < lines->count; i++) {
        if (has_word(lines->items[i], word))
            return true;
    }
    return false;
}

/* The words after the first one of line, as a move list. */
static MoveList words_after_first(const char *line) {
    MoveList list = {.count = 0};
    char copy[4096];
    snprintf(copy, sizeof copy, "%s", line);
    char *rest = NULL;
    strtok_r(copy, " ", &rest);
    for (char *word = strtok_r(NULL, " ", &rest); word && list.count < MAX_LISTED_MOVES;
         word = strtok_r(NULL, " ", &rest))
        snprintf(list.moves[list.count++], MOVE_TEXT, "%s", word);
    return list;
}

static bool list_has(const MoveList *list, const char *move) {
    for (int i = 0; i < list->count; i++) {
        if (strcmp(list->moves[i], move) == 0)
            return true;
    }
    return false;
}

static int compare_moves(const void *a, const void *b) {
    return strcmp(a, b);
}

static void sort_moves(MoveList *list) {
    qsort(list->moves, (size_t)list->count, MOVE_TEXT, compare_moves);
}

/* The moves `legal` lists in the current position. */
static MoveList legal_moves(Gui *e) {
    const GuiLines *out = gui_ask_ok(e, "legal", REPLY_MS);
    for (size_t i = 0; i < out->count; i++) {
        const char *line = out->items[i];
        if (strcmp(line, "legal") == 0 || strncmp(line, "legal ", 6) == 0)
            return words_after_first(line);
    }
    cr_assert_fail("`legal` printed no legal line; got:\n%s", gui_text(e));
    return (MoveList){.count = 0};
}

/* The text after prefix on the first line that starts with it, copied into value. */
static void field_of(Gui *e, const GuiLines *out, const char *prefix, char *value, size_t size) {
    const char *line = gui_find(out, prefix);
    cr_assert(line, "no '%s' line; got:\n%s", prefix, gui_text(e));
    snprintf(value, size, "%s", line + strlen(prefix));
}

static void current_fen(Gui *e, char *fen, size_t size) {
    field_of(e, gui_ask_ok(e, "d", REPLY_MS), "Fen: ", fen, size);
}

static void current_status(Gui *e, char *status, size_t size) {
    field_of(e, gui_ask_ok(e, "status", REPLY_MS), "status ", status, size);
}

/* The move of a bestmove line and its ponder move ("" when there is none). */
static void parse_bestmove(const char *line, char best[MOVE_TEXT], char ponder[MOVE_TEXT]) {
    MoveList words = words_after_first(line);
    snprintf(best, MOVE_TEXT, "%s", words.count > 0 ? words.moves[0] : "");
    bool has_ponder = words.count > 2 && strcmp(words.moves[1], "ponder") == 0;
    snprintf(ponder, MOVE_TEXT, "%s", has_ponder ? words.moves[2] : "");
}

/* An info line carrying the fields a GUI needs from every iteration. */
static bool is_full_info(const char *line) {
    return strncmp(line, "info ", 5) == 0 && has_word(line, "depth") && has_word(line, "score") &&
           has_word(line, "nodes") && has_word(line, "pv");
}

static size_t count_full_info(const GuiLines *out) {
    size_t count = 0;
    for (size_t i = 0; i < out->count; i++)
        count += is_full_info(out->items[i]);
    return count;
}

/* No second bestmove follows (checked up to the next readyok). */
static void assert_no_more_bestmove(Gui *e) {
    const GuiLines *after = sync_engine(e);
    cr_assert_eq(gui_count(after, "bestmove"), 0, "a second bestmove came:\n%s", gui_text(e));
}

/* Searches the current position with go and checks the promises every search keeps: info
 * lines with depth, score, nodes and pv before exactly one bestmove, which is a legal move,
 * and a ponder move (if any) that is a legal reply. position is the position command to search.
 * Returns how long the search took, in milliseconds. */
static long long check_search(Gui *e, const char *position, const char *go) {
    accepted(e, position);
    MoveList legal = legal_moves(e);
    long long started = monotonic_ms();
    const GuiLines *out = search(e, go);
    long long took = monotonic_ms() - started;
    cr_assert_gt(count_full_info(out), 0, "'%s': no info line with depth, score, nodes, pv:\n%s",
                 go, gui_text(e));
    char best[MOVE_TEXT], ponder[MOVE_TEXT];
    parse_bestmove(last_line(out), best, ponder);
    cr_assert(list_has(&legal, best), "'%s': bestmove '%s' is not legal", go, best);
    assert_no_more_bestmove(e);
    if (ponder[0] == '\0')
        return took;
    char after_best[512];
    const char *joiner = strstr(position, " moves ") ? " " : " moves ";
    snprintf(after_best, sizeof after_best, "%s%s%s", position, joiner, best);
    accepted(e, after_best);
    MoveList replies = legal_moves(e);
    cr_assert(list_has(&replies, ponder), "'%s': ponder move '%s' is not a legal reply", go,
              ponder);
    return took;
}

/* ---- rejected commands ---------------------------------------------------------------- */

/* An engine with a position that a reset would change, to see that rejections keep it. */
static Gui *engine_in_some_position(void) {
    Gui *e = start_engine();
    accepted(e, SOME_POSITION);
    return e;
}

/* After command (already sent), the engine still answers readyok, is alive and kept fen. */
static void assert_survived_keeping(Gui *e, const char *what, const char *fen_before) {
    char fen_after[256];
    current_fen(e, fen_after, sizeof fen_after);
    cr_assert_str_eq(fen_after, fen_before, "%s changed the position", what);
    cr_assert(gui_alive(e), "the engine died after %s", what);
}

/* command is refused with `info string error: ...`, and nothing changes. */
static void assert_rejected(Gui *e, const char *command) {
    char fen_before[256];
    current_fen(e, fen_before, sizeof fen_before);
    const GuiLines *out = gui_ask_ok(e, command, REPLY_MS);
    cr_assert(gui_find(out, "info string error:"), "'%.80s' gave no error line; got:\n%s", command,
              gui_text(e));
    assert_survived_keeping(e, command, fen_before);
}

/* command is refused or ignored, and nothing changes. */
static void assert_rejected_or_ignored(Gui *e, const char *command) {
    char fen_before[256];
    current_fen(e, fen_before, sizeof fen_before);
    gui_ask_ok(e, command, REPLY_MS);
    assert_survived_keeping(e, command, fen_before);
}

/* ---- 2. standard UCI ------------------------------------------------------------------ */

Test(protocol, uci_identifies_itself_first) {
    Gui *e = start_engine();
    tell(e, "uci");
    const GuiLines *out = gui_collect_until(e, "uciok", REPLY_MS);
    cr_assert(out, "no uciok; got:\n%s", gui_text(e));
    cr_assert(strncmp(out->items[0], "id name Tessera", 15) == 0, "first line: %s", out->items[0]);
    cr_assert(gui_find(out, "id author "), "no id author line:\n%s", gui_text(e));
}

Test(protocol, uci_lists_options_then_uciok_last) {
    Gui *e = start_engine();
    tell(e, "uci");
    const GuiLines *out = gui_collect_until(e, "uciok", REPLY_MS);
    cr_assert(out, "no uciok; got:\n%s", gui_text(e));
    cr_assert_gt(gui_count(out, "option name "), 0, "no options:\n%s", gui_text(e));
    cr_assert_str_eq(last_line(out), "uciok");
    const GuiLines *after = sync_engine(e);
    cr_assert_eq(after->count, 1, "output after uciok:\n%s", gui_text(e));
}

/* The declaration line of option name, checked to be of type kind. */
static const char *declared_option(Gui *e, const GuiLines *out, const char *name,
                                   const char *kind) {
    char prefix[128];
    snprintf(prefix, sizeof prefix, "option name %s type ", name);
    const char *line = gui_find(out, prefix);
    cr_assert(line, "option '%s' is not declared:\n%s", name, gui_text(e));
    cr_assert(strncmp(line + strlen(prefix), kind, strlen(kind)) == 0, "'%s' is not a %s: %s", name,
              kind, line);
    return line;
}

/* The number after keyword (default, min, max) in a spin option's line. */
static long spin_field(const char *line, const char *keyword) {
    char key[32];
    snprintf(key, sizeof key, " %s ", keyword);
    const char *at = strstr(line, key);
    cr_assert(at, "no '%s' in: %s", keyword, line);
    return strtol(at + strlen(key), NULL, 10);
}

static void assert_spin(Gui *e, const GuiLines *out, const char *name, long low, long high) {
    const char *line = declared_option(e, out, name, "spin");
    cr_assert_eq(spin_field(line, "min"), low, "%s", line);
    cr_assert_eq(spin_field(line, "max"), high, "%s", line);
}

Test(protocol, uci_declares_the_contract_options) {
    Gui *e = start_engine();
    tell(e, "uci");
    const GuiLines *out = gui_collect_until(e, "uciok", REPLY_MS);
    cr_assert(out, "no uciok; got:\n%s", gui_text(e));
    const char *variant = declared_option(e, out, "UCI_Variant", "combo");
    cr_assert(strstr(variant, "default chess") && strstr(variant, "var chess"), "%s", variant);
    assert_spin(e, out, "Threads", 1, 256);
    assert_spin(e, out, "Hash", 1, 65536);
    cr_assert_eq(spin_field(gui_find(out, "option name Hash "), "default"), 16);
    declared_option(e, out, "Clear Hash", "button");
    assert_spin(e, out, "MultiPV", 1, 64);
    declared_option(e, out, "Ponder", "check");
    declared_option(e, out, "Move Overhead", "spin");
    assert_spin(e, out, "Skill Level", 0, 20);
    cr_assert_eq(spin_field(gui_find(out, "option name Skill Level "), "default"), 20);
    declared_option(e, out, "UCI_LimitStrength", "check");
    declared_option(e, out, "UCI_Elo", "spin");
    declared_option(e, out, "OwnBook", "check");
    declared_option(e, out, "BookFile", "string");
}

Test(protocol, isready_answers_readyok) {
    Gui *e = start_engine();
    const GuiLines *out = sync_engine(e);
    cr_assert_eq(out->count, 1, "extra output:\n%s", gui_text(e));
}

Test(protocol, isready_is_answered_during_go_infinite_without_ending_it) {
    Gui *e = start_engine();
    accepted(e, "position startpos");
    tell(e, "go infinite");
    const GuiLines *out = sync_engine(e);
    cr_assert_eq(gui_count(out, "bestmove"), 0, "go infinite ended:\n%s", gui_text(e));
    out = gui_collect_for(e, QUIET_MS);
    cr_assert_eq(gui_count(out, "bestmove"), 0, "go infinite ended:\n%s", gui_text(e));
    tell(e, "stop");
    cr_assert(gui_wait_for(e, "bestmove", SEARCH_MS), "no bestmove after stop");
}

Test(protocol, stop_ends_go_infinite_with_exactly_one_bestmove) {
    Gui *e = start_engine();
    accepted(e, "position startpos");
    MoveList legal = legal_moves(e);
    tell(e, "go infinite");
    gui_collect_for(e, 50);
    tell(e, "stop");
    const GuiLines *out = gui_collect_until(e, "bestmove", SEARCH_MS);
    cr_assert(out, "no bestmove after stop; got:\n%s", gui_text(e));
    char best[MOVE_TEXT], ponder[MOVE_TEXT];
    parse_bestmove(last_line(out), best, ponder);
    cr_assert(list_has(&legal, best), "bestmove '%s' is not legal", best);
    assert_no_more_bestmove(e);
}

Test(protocol, stop_when_idle_prints_no_bestmove) {
    Gui *e = start_engine();
    accepted(e, "position startpos");
    search(e, "go depth 2");
    tell(e, "stop");
    assert_no_more_bestmove(e);
}

Test(protocol, go_depth_gives_one_legal_bestmove_after_info) {
    Gui *e = start_engine();
    check_search(e, "position startpos", "go depth 3");
}

Test(protocol, go_nodes_gives_one_legal_bestmove_after_info) {
    Gui *e = start_engine();
    check_search(e, "position fen " KIWIPETE, "go nodes 5000");
}

Test(protocol, go_movetime_gives_one_legal_bestmove_in_time) {
    Gui *e = start_engine();
    long long took = check_search(e, "position startpos moves e2e4 e7e5 g1f3", "go movetime 100");
    cr_assert_lt(took, MOVETIME_LIMIT_MS, "go movetime 100 took %lld ms", took);
}

Test(protocol, go_with_clock_moves_before_the_flag_falls) {
    Gui *e = start_engine();
    accepted(e, "position startpos");
    long long started = monotonic_ms();
    search(e, "go wtime 1000 btime 1000 winc 10 binc 10");
    cr_assert_lt(monotonic_ms() - started, CLOCK_LIMIT_MS, "used more than the whole clock");
    assert_no_more_bestmove(e);
}

Test(protocol, go_uses_the_clock_of_the_side_to_move) {
    Gui *e = start_engine();
    accepted(e, "position startpos moves e2e4");
    long long started = monotonic_ms();
    search(e, "go wtime 600000 btime 1000 winc 0 binc 10");
    cr_assert_lt(monotonic_ms() - started, CLOCK_LIMIT_MS, "black used more than its whole clock");
}

Test(protocol, go_ponder_then_ponderhit_gives_exactly_one_bestmove) {
    Gui *e = start_engine();
    accepted(e, "setoption name Ponder value true");
    accepted(e, "position startpos moves e2e4 e7e5");
    MoveList legal = legal_moves(e);
    tell(e, "go ponder wtime 1000 btime 1000 winc 10 binc 10");
    const GuiLines *out = sync_engine(e);
    cr_assert_eq(gui_count(out, "bestmove"), 0, "go ponder ended:\n%s", gui_text(e));
    out = gui_collect_for(e, QUIET_MS);
    cr_assert_eq(gui_count(out, "bestmove"), 0, "go ponder ended:\n%s", gui_text(e));
    tell(e, "ponderhit");
    out = gui_collect_until(e, "bestmove", SEARCH_MS);
    cr_assert(out, "no bestmove after ponderhit; got:\n%s", gui_text(e));
    char best[MOVE_TEXT], ponder[MOVE_TEXT];
    parse_bestmove(last_line(out), best, ponder);
    cr_assert(list_has(&legal, best), "bestmove '%s' is not legal", best);
    assert_no_more_bestmove(e);
}

Test(protocol, go_ponder_then_stop_gives_exactly_one_bestmove) {
    Gui *e = start_engine();
    accepted(e, "setoption name Ponder value true");
    accepted(e, "position startpos moves e2e4 e7e5");
    tell(e, "go ponder wtime 1000 btime 1000");
    gui_collect_for(e, 50);
    tell(e, "stop");
    cr_assert(gui_wait_for(e, "bestmove", SEARCH_MS), "no bestmove after stop");
    assert_no_more_bestmove(e);
}

/* The nodes field of the last full info line of a search. */
static uint64_t final_nodes(Gui *e, const GuiLines *out) {
    for (size_t i = out->count; i-- > 0;) {
        const char *nodes = strstr(out->items[i], " nodes ");
        if (is_full_info(out->items[i]) && nodes)
            return strtoull(nodes + 7, NULL, 10);
    }
    cr_assert_fail("no info line with nodes:\n%s", gui_text(e));
    return 0;
}

Test(protocol, stopped_search_sends_info_right_before_bestmove) {
    Gui *e = start_engine();
    accepted(e, "position startpos");
    tell(e, "go infinite");
    gui_collect_for(e, 100);
    tell(e, "stop");
    const GuiLines *out = gui_collect_until(e, "bestmove", SEARCH_MS);
    cr_assert(out, "no bestmove after stop; got:\n%s", gui_text(e));
    cr_assert(out->count >= 2 && is_full_info(out->items[out->count - 2]),
              "no info line between stop and bestmove; got:\n%s", gui_text(e));
}

Test(protocol, go_searchmoves_restricts_the_root_moves) {
    Gui *e = start_engine();
    accepted(e, "position startpos");
    const GuiLines *out = search(e, "go depth 3 searchmoves a2a3 h2h3");
    char best[MOVE_TEXT], ponder[MOVE_TEXT];
    parse_bestmove(last_line(out), best, ponder);
    cr_assert(strcmp(best, "a2a3") == 0 || strcmp(best, "h2h3") == 0, "bestmove %s", best);
}

Test(protocol, go_mate_finds_a_mate_in_one) {
    Gui *e = start_engine();
    accepted(e, "position startpos moves f2f3 e7e5 g2g4");
    const GuiLines *out = search(e, "go mate 1");
    cr_assert_str_eq(last_line(out), "bestmove d8h4", "got:\n%s", gui_text(e));
    bool mate_score = false;
    for (size_t i = 0; i < out->count; i++)
        mate_score = mate_score || (is_full_info(out->items[i]) &&
                                    strstr(out->items[i], " score mate 1 ") != NULL);
    cr_assert(mate_score, "no 'score mate 1':\n%s", gui_text(e));
}

Test(protocol, ucinewgame_forgets_what_earlier_searches_learned) {
    static const char *const POSITION = "position startpos moves e2e4 e7e5 g1f3 b8c6";
    Gui *e = start_engine();
    accepted(e, POSITION);
    uint64_t fresh = final_nodes(e, search(e, "go depth 5"));
    accepted(e, "ucinewgame");
    accepted(e, POSITION);
    uint64_t after_new_game = final_nodes(e, search(e, "go depth 5"));
    cr_assert_eq(after_new_game, fresh,
                 "a fresh engine needs %" PRIu64 " nodes, after ucinewgame %" PRIu64, fresh,
                 after_new_game);
}

Test(protocol, checkmated_side_answers_bestmove_none) {
    Gui *e = start_engine();
    accepted(e, FOOLS_MATE);
    const GuiLines *out = search(e, "go depth 3");
    cr_assert_str_eq(last_line(out), "bestmove (none)");
    assert_no_more_bestmove(e);
}

Test(protocol, stalemated_side_answers_bestmove_none) {
    Gui *e = start_engine();
    accepted(e, STALEMATE);
    const GuiLines *out = search(e, "go depth 3");
    cr_assert_str_eq(last_line(out), "bestmove (none)");
    assert_no_more_bestmove(e);
}

Test(protocol, multipv_reports_that_many_lines) {
    Gui *e = start_engine();
    accepted(e, "setoption name MultiPV value 3");
    accepted(e, "position startpos");
    const GuiLines *out = search(e, "go depth 3");
    for (size_t i = 0; i < out->count; i++) {
        if (is_full_info(out->items[i]) && strstr(out->items[i], " multipv 3 "))
            return;
    }
    cr_assert_fail("no info line with multipv 3:\n%s", gui_text(e));
}

/* The cp score of a full info line for line number multipv at depth, or false when absent. */
static bool multipv_score(const GuiLines *out, int depth, int multipv, long *score) {
    char key[64];
    snprintf(key, sizeof key, "info depth %d ", depth);
    char line_key[32];
    snprintf(line_key, sizeof line_key, " multipv %d ", multipv);
    for (size_t i = out->count; i-- > 0;) {
        const char *line = out->items[i];
        const char *cp = strstr(line, " score cp ");
        if (strncmp(line, key, strlen(key)) == 0 && strstr(line, line_key) && cp &&
            !has_word(line, "lowerbound") && !has_word(line, "upperbound")) {
            *score = strtol(cp + 10, NULL, 10);
            return true;
        }
    }
    return false;
}

Test(protocol, multipv_lines_are_ordered_best_first) {
    Gui *e = start_engine();
    accepted(e, "setoption name MultiPV value 3");
    accepted(e, "position startpos");
    const GuiLines *out = search(e, "go depth 4");
    for (int depth = 1; depth <= 4; depth++) {
        long scores[3];
        for (int line = 1; line <= 3; line++)
            cr_assert(multipv_score(out, depth, line, &scores[line - 1]),
                      "no depth %d multipv %d:\n%s", depth, line, gui_text(e));
        cr_assert(scores[0] >= scores[1] && scores[1] >= scores[2],
                  "depth %d: multipv 1, 2, 3 score %ld, %ld, %ld, not best first:\n%s", depth,
                  scores[0], scores[1], scores[2], gui_text(e));
    }
}

Test(protocol, two_threads_give_one_legal_bestmove) {
    Gui *e = start_engine();
    accepted(e, "setoption name Threads value 2");
    check_search(e, "position fen " KIWIPETE, "go depth 4");
}

Test(protocol, setoption_accepts_in_range_values_silently) {
    static const char *const COMMANDS[] = {
        "setoption name Hash value 32",
        "setoption name Clear Hash",
        "setoption name Threads value 1",
        "setoption name MultiPV value 2",
        "setoption name Move Overhead value 50",
        "setoption name Skill Level value 10",
        "setoption name UCI_LimitStrength value false",
        "setoption name OwnBook value false",
        "setoption name Ponder value false",
    };
    Gui *e = start_engine();
    for (size_t i = 0; i < sizeof COMMANDS / sizeof *COMMANDS; i++)
        accepted(e, COMMANDS[i]);
}

Test(protocol, setoption_names_are_case_insensitive) {
    Gui *e = start_engine();
    accepted(e, "setoption name hash value 32");
    accepted(e, "setoption name MULTIPV value 2");
    accepted(e, "setoption name skill level value 5");
}

Test(protocol, ucinewgame_then_position_startpos_starts_over) {
    Gui *e = start_engine();
    accepted(e, SOME_POSITION);
    accepted(e, "ucinewgame");
    accepted(e, "position startpos");
    char fen[256];
    current_fen(e, fen, sizeof fen);
    cr_assert_str_eq(fen, STARTPOS);
    check_search(e, "position startpos", "go depth 2");
}

Test(protocol, quit_exits_with_status_zero) {
    Gui *e = start_engine();
    sync_engine(e);
    tell(e, "quit");
    cr_assert_eq(gui_wait_exit(e, EXIT_MS), GUI_EXITED, "still running after quit");
    cr_assert_eq(e->exit_code, 0);
}

Test(protocol, quit_during_search_exits_with_status_zero) {
    Gui *e = start_engine();
    accepted(e, "position startpos");
    tell(e, "go infinite");
    sync_engine(e);
    tell(e, "quit");
    cr_assert_eq(gui_wait_exit(e, EXIT_MS), GUI_EXITED, "still running after quit");
    cr_assert_eq(e->exit_code, 0);
}

Test(protocol, end_of_input_exits_with_status_zero) {
    Gui *e = start_engine();
    sync_engine(e);
    gui_close_input(e);
    cr_assert_eq(gui_wait_exit(e, EXIT_MS), GUI_EXITED, "still running after EOF");
    cr_assert_eq(e->exit_code, 0);
}

Test(protocol, end_of_input_during_search_exits_with_status_zero) {
    Gui *e = start_engine();
    accepted(e, "position startpos");
    tell(e, "go infinite");
    sync_engine(e);
    gui_close_input(e);
    cr_assert_eq(gui_wait_exit(e, EXIT_MS), GUI_EXITED, "still running after EOF");
    cr_assert_eq(e->exit_code, 0);
}

Test(protocol, setoption_uci_variant_chess_announces_the_game_and_resets) {
    Gui *e = start_engine();
    accepted(e, SOME_POSITION);
    const GuiLines *out = accepted(e, "setoption name UCI_Variant value chess");
    cr_assert(
        gui_find(out, "info string variant chess files 8 ranks 8 players 2 startpos " STARTPOS),
        "no variant announcement:\n%s", gui_text(e));
    char fen[256];
    current_fen(e, fen, sizeof fen);
    cr_assert_str_eq(fen, STARTPOS);
}

/* ---- 4. referee extensions ------------------------------------------------------------ */

Test(protocol, d_shows_board_fen_key_and_status) {
    Gui *e = start_engine();
    accepted(e, "position startpos moves e2e4 e7e5");
    const GuiLines *out = gui_ask_ok(e, "d", REPLY_MS);
    char fen[256], key[128], status[128];
    field_of(e, out, "Fen: ", fen, sizeof fen);
    field_of(e, out, "Key: ", key, sizeof key);
    field_of(e, out, "Status: ", status, sizeof status);
    cr_assert(strcmp(fen, "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2") == 0 ||
                  strcmp(fen, "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2") == 0,
              "Fen: %s", fen);
    cr_assert(key[0] && strspn(key, "0123456789abcdefABCDEF") == strlen(key), "Key: %s", key);
    cr_assert(strncmp(status, "ongoing", 7) == 0, "Status: %s", status);
    size_t board_lines = 0;
    for (size_t i = 0; i < out->count && strncmp(out->items[i], "Fen: ", 5) != 0; i++)
        board_lines++;
    cr_assert_geq(board_lines, 8, "no board before the Fen line:\n%s", gui_text(e));
}

Test(protocol, key_depends_only_on_the_position) {
    Gui *e = start_engine();
    char key_a[128], key_b[128], key_start[128];
    accepted(e, "position startpos moves g1f3 g8f6 b1c3");
    field_of(e, gui_ask_ok(e, "d", REPLY_MS), "Key: ", key_a, sizeof key_a);
    accepted(e, "position startpos moves b1c3 g8f6 g1f3");
    field_of(e, gui_ask_ok(e, "d", REPLY_MS), "Key: ", key_b, sizeof key_b);
    accepted(e, "position startpos");
    field_of(e, gui_ask_ok(e, "d", REPLY_MS), "Key: ", key_start, sizeof key_start);
    cr_assert_str_eq(key_a, key_b, "a transposition has another key");
    cr_assert_str_neq(key_a, key_start, "different positions share a key");
}

Test(protocol, legal_lists_the_twenty_opening_moves) {
    static const char *const OPENING_MOVES[] = {
        "a2a3", "a2a4", "b1a3", "b1c3", "b2b3", "b2b4", "c2c3", "c2c4", "d2d3", "d2d4",
        "e2e3", "e2e4", "f2f3", "f2f4", "g1f3", "g1h3", "g2g3", "g2g4", "h2h3", "h2h4",
    };
    Gui *e = start_engine();
    accepted(e, "position startpos");
    MoveList legal = legal_moves(e);
    cr_assert_eq(legal.count, 20, "legal listed %d moves", legal.count);
    sort_moves(&legal);
    for (int i = 0; i < 20; i++)
        cr_assert_str_eq(legal.moves[i], OPENING_MOVES[i]);
}

Test(protocol, legal_alone_when_checkmated) {
    Gui *e = start_engine();
    accepted(e, FOOLS_MATE);
    cr_assert_eq(legal_moves(e).count, 0, "moves listed in a mate:\n%s", gui_text(e));
}

static void assert_status(const char *position, const char *expected) {
    Gui *e = start_engine();
    accepted(e, position);
    char status[128];
    current_status(e, status, sizeof status);
    cr_assert_str_eq(status, expected, "after '%s'", position);
}

Test(protocol, status_ongoing_white_at_the_start) {
    assert_status("position startpos", "ongoing white");
}

Test(protocol, status_ongoing_black_after_one_move) {
    assert_status("position startpos moves e2e4", "ongoing black");
}

Test(protocol, status_win_black_checkmate_after_fools_mate) {
    assert_status(FOOLS_MATE, "win black checkmate");
}

Test(protocol, status_draw_stalemate) {
    assert_status(STALEMATE, "draw stalemate");
}

Test(protocol, status_draw_material_with_kings_only) {
    assert_status(KINGS_ONLY, "draw material");
}

Test(protocol, status_claim_repetition_after_threefold) {
    assert_status(REPETITION, "ongoing white claim repetition");
}

Test(protocol, status_claim_fifty_moves_at_halfmove_100) {
    assert_status(FIFTY_MOVES, "ongoing white claim fifty-moves");
}

Test(protocol, claim_ends_the_game_as_a_draw_and_is_refused_without_a_draw) {
    Gui *e = start_engine();
    accepted(e, REPETITION " e2e4");
    const GuiLines *out = gui_ask_ok(e, "claim", REPLY_MS);
    cr_assert_str_eq(gui_find(out, "info string error"),
                     "info string error: no draw to claim here: a claim needs the position to "
                     "occur 3 times, or 100 plies without a capture or a pawn move");
    accepted(e, REPETITION);
    out = gui_ask_ok(e, "claim", REPLY_MS);
    cr_assert_str_eq(gui_find(out, "status"), "status draw repetition");
    out = gui_ask_ok(e, "position startpos moves g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1", REPLY_MS);
    out = gui_ask_ok(e, "claim f6g8", REPLY_MS);
    cr_assert_str_eq(gui_find(out, "status"), "status draw repetition");
    char status[128];
    current_status(e, status, sizeof status);
    cr_assert_str_eq(status, "draw repetition");
    out = gui_ask_ok(e, "go depth 2", REPLY_MS);
    cr_assert(gui_find(out, "bestmove (none)"), "%s", gui_text(e));
}

/* Runs a perft command and checks its listing: one `<move>: <count>` line per legal move
 * summing to total, a blank line, then `Nodes searched: <total>`. */
static void assert_perft(Gui *e, const char *command, int moves, uint64_t total) {
    MoveList legal = legal_moves(e);
    tell(e, command);
    const GuiLines *out = gui_collect_until(e, "Nodes searched:", SEARCH_MS);
    cr_assert(out, "'%s' gave no total; got:\n%s", command, gui_text(e));
    char expected[64];
    snprintf(expected, sizeof expected, "Nodes searched: %" PRIu64, total);
    cr_assert_str_eq(last_line(out), expected, "'%s'", command);
    cr_assert(out->count >= 2 && out->items[out->count - 2][0] == '\0',
              "no blank line before the total:\n%s", gui_text(e));
    uint64_t sum = 0;
    int listed = 0;
    for (size_t i = 0; i + 2 < out->count; i++) {
        char move[MOVE_TEXT];
        unsigned long long count;
        int end = 0;
        if (sscanf(out->items[i], "%15[^: ]: %llu%n", move, &count, &end) != 2 ||
            out->items[i][end] != '\0')
            continue;
        cr_assert(list_has(&legal, move), "perft lists '%s', not a legal move", move);
        sum += count;
        listed++;
    }
    cr_assert_eq(listed, moves, "'%s' listed %d root moves:\n%s", command, listed, gui_text(e));
    cr_assert_eq(sum, total, "the per-move counts add up to %" PRIu64, sum);
}

Test(protocol, go_perft_3_lists_twenty_moves_and_8902_nodes) {
    Gui *e = start_engine();
    accepted(e, "position startpos");
    assert_perft(e, "go perft 3", 20, 8902);
}

Test(protocol, go_perft_2_counts_400_nodes) {
    Gui *e = start_engine();
    accepted(e, "position startpos");
    assert_perft(e, "go perft 2", 20, 400);
}

Test(protocol, perft_command_counts_kiwipete) {
    Gui *e = start_engine();
    accepted(e, "position fen " KIWIPETE);
    assert_perft(e, "perft 2", 48, 2039);
}

Test(protocol, eval_prints_terms_and_a_total) {
    Gui *e = start_engine();
    accepted(e, "position startpos");
    const GuiLines *out = gui_ask_ok(e, "eval", REPLY_MS);
    cr_assert_gt(out->count, 1, "eval printed nothing");
    for (size_t i = 0; i + 1 < out->count; i++) {
        if (strcasestr(out->items[i], "total"))
            return;
    }
    cr_assert_fail("no total in the evaluation:\n%s", gui_text(e));
}

Test(protocol, help_lists_the_commands) {
    static const char *const COMMANDS[] = {
        "uci",  "isready", "setoption", "ucinewgame", "position", "go",   "stop",  "ponderhit",
        "quit", "d",       "legal",     "status",     "perft",    "eval", "bench", "help",
    };
    Gui *e = start_engine();
    const GuiLines *out = gui_ask_ok(e, "help", REPLY_MS);
    for (size_t i = 0; i < sizeof COMMANDS / sizeof *COMMANDS; i++)
        cr_assert(any_line_has_word(out, COMMANDS[i]), "help does not mention '%s':\n%s",
                  COMMANDS[i], gui_text(e));
}

/* Runs `bench 3 1 16 chess` and returns its node count, checking its last two lines. */
static uint64_t bench_nodes(Gui *e) {
    tell(e, "bench 3 1 16 chess");
    const GuiLines *out = gui_collect_until(e, "Nodes/second:", BENCH_MS);
    cr_assert(out, "bench gave no Nodes/second; got:\n%s", gui_text(e));
    cr_assert_geq(out->count, 2);
    unsigned long long nodes = 0, speed = 0;
    int end = 0;
    const char *searched = out->items[out->count - 2];
    cr_assert(sscanf(searched, "Nodes searched: %llu%n", &nodes, &end) == 1 && !searched[end],
              "line before Nodes/second: %s", searched);
    cr_assert(sscanf(last_line(out), "Nodes/second: %llu%n", &speed, &end) == 1 &&
                  !last_line(out)[end],
              "%s", last_line(out));
    cr_assert_gt(nodes, 0);
    cr_assert_eq(sync_engine(e)->count, 1, "output after Nodes/second:\n%s", gui_text(e));
    return nodes;
}

Test(protocol, bench_ends_with_nodes_searched_and_nodes_per_second) {
    Gui *e = start_engine();
    bench_nodes(e);
}

Test(protocol, bench_node_count_is_the_same_every_run) {
    Gui *e = start_engine();
    uint64_t first = bench_nodes(e);
    uint64_t second = bench_nodes(e);
    cr_assert_eq(first, second, "bench signature changed: %" PRIu64 " then %" PRIu64, first,
                 second);
}

/* ---- 4. command line ------------------------------------------------------------------ */

/* Runs the binary with args and no input; returns its output, checking it exited with 0. */
static const GuiLines *run_command_line(const char *const args[]) {
    const GuiLines *out = gui_run(&engine, args, "", BENCH_MS);
    cr_assert(out, "%s; got:\n%s", gui_error(&engine), gui_text(&engine));
    cr_assert_eq(engine.state, GUI_EXITED, "the engine did not exit normally");
    cr_assert_eq(engine.exit_code, 0, "exit status %d", engine.exit_code);
    return out;
}

Test(protocol, command_line_perft_prints_8902_and_exits_zero) {
    static const char *const ARGS[] = {"perft", "chess", "3", NULL};
    const GuiLines *out = run_command_line(ARGS);
    cr_assert(gui_find(out, "Nodes searched: 8902"), "got:\n%s", gui_text(&engine));
}

Test(protocol, command_line_perft_takes_a_position) {
    static const char *const ARGS[] = {"perft", "chess", "2", KIWIPETE, NULL};
    const GuiLines *out = run_command_line(ARGS);
    cr_assert(gui_find(out, "Nodes searched: 2039"), "got:\n%s", gui_text(&engine));
}

Test(protocol, command_line_bench_matches_the_bench_command) {
    static const char *const ARGS[] = {"bench", "3", "1", "16", "chess", NULL};
    const GuiLines *out = run_command_line(ARGS);
    cr_assert_geq(out->count, 2, "got:\n%s", gui_text(&engine));
    unsigned long long from_command_line = 0;
    cr_assert(sscanf(out->items[out->count - 2], "Nodes searched: %llu", &from_command_line) == 1,
              "got:\n%s", gui_text(&engine));
    cr_assert(strncmp(last_line(out), "Nodes/second: ", 14) == 0, "%s", last_line(out));
    gui_close(&engine);
    uint64_t from_session = bench_nodes(start_engine());
    cr_assert_eq(from_command_line, from_session, "command line %llu, bench command %" PRIu64,
                 from_command_line, from_session);
}

/* Index of the first line starting with prefix; fails the test when there is none. */
static size_t index_of(const GuiLines *lines, const char *prefix) {
    for (size_t i = 0; i < lines->count; i++) {
        if (strncmp(lines->items[i], prefix, strlen(prefix)) == 0)
            return i;
    }
    cr_assert_fail("no line starting '%s':\n%s", prefix, gui_text(&engine));
    return 0;
}

Test(protocol, scripted_session_answers_every_command_in_order) {
    static const char SCRIPT[] = "uci\n"
                                 "isready\n"
                                 "position startpos moves e2e4\n"
                                 "d\n"
                                 "legal\n"
                                 "status\n"
                                 "quit\n";
    const GuiLines *out = gui_run(&engine, NULL, SCRIPT, REPLY_MS);
    cr_assert(out, "%s; got:\n%s", gui_error(&engine), gui_text(&engine));
    cr_assert_eq(engine.state, GUI_EXITED);
    cr_assert_eq(engine.exit_code, 0);
    size_t uciok = index_of(out, "uciok"), readyok = index_of(out, "readyok");
    size_t fen = index_of(out, "Fen: "), legal = index_of(out, "legal ");
    size_t status = index_of(out, "status ");
    cr_assert(uciok < readyok && readyok < fen && fen < legal && legal < status,
              "answers out of order:\n%s", gui_text(&engine));
    cr_assert_str_eq(out->items[status], "status ongoing black");
}

/* ---- 2 and 7. rejected input ------------------------------------------------------------ */

Test(protocol, unknown_command_is_named_in_an_error) {
    Gui *e = engine_in_some_position();
    const GuiLines *out = gui_ask_ok(e, "foo", REPLY_MS);
    cr_assert(gui_find(out, "info string error: unknown command 'foo'"), "got:\n%s", gui_text(e));
    assert_rejected(e, "foo bar baz");
}

Test(protocol, position_fen_garbage_keeps_the_previous_position) {
    assert_rejected(engine_in_some_position(), "position fen xyz");
}

Test(protocol, position_fen_with_a_short_rank_keeps_the_previous_position) {
    assert_rejected(engine_in_some_position(),
                    "position fen rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
}

Test(protocol, position_fen_with_a_long_rank_keeps_the_previous_position) {
    assert_rejected(engine_in_some_position(),
                    "position fen rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
}

Test(protocol, position_with_an_illegal_move_keeps_the_previous_position) {
    assert_rejected(engine_in_some_position(), "position startpos moves e2e5");
}

Test(protocol, position_with_a_later_illegal_move_keeps_the_previous_position) {
    assert_rejected(engine_in_some_position(), "position startpos moves e2e4 e7e5 g1f3 b8c6 e1g1");
}

Test(protocol, position_with_moves_of_other_games_keeps_the_previous_position) {
    Gui *e = engine_in_some_position();
    assert_rejected(e, "position startpos moves e2");
    assert_rejected(e, "position startpos moves e3h");
    assert_rejected(e, "position startpos moves b2c3,c3n");
}

Test(protocol, setoption_hash_zero_is_rejected) {
    assert_rejected(engine_in_some_position(), "setoption name Hash value 0");
}

Test(protocol, setoption_hash_too_big_is_rejected) {
    assert_rejected(engine_in_some_position(), "setoption name Hash value 99999999");
}

Test(protocol, setoption_out_of_range_values_are_rejected) {
    static const char *const COMMANDS[] = {
        "setoption name Threads value 0",      "setoption name Threads value 257",
        "setoption name MultiPV value 0",      "setoption name MultiPV value 65",
        "setoption name Skill Level value -1", "setoption name Skill Level value 21",
        "setoption name Hash value abc",       "setoption name Ponder value maybe",
    };
    Gui *e = engine_in_some_position();
    for (size_t i = 0; i < sizeof COMMANDS / sizeof *COMMANDS; i++)
        assert_rejected(e, COMMANDS[i]);
}

Test(protocol, setoption_of_an_unknown_option_is_rejected) {
    assert_rejected(engine_in_some_position(), "setoption name Nonexistent value 1");
}

Test(protocol, setoption_uci_variant_of_an_unknown_game_is_rejected) {
    Gui *e = engine_in_some_position();
    char fen_before[256];
    current_fen(e, fen_before, sizeof fen_before);
    const GuiLines *out = gui_ask_ok(e, "setoption name UCI_Variant value nogame", REPLY_MS);
    cr_assert(gui_find(out, "info string error:"), "no error line; got:\n%s", gui_text(e));
    cr_assert_null(gui_find(out, "info string variant"), "got:\n%s", gui_text(e));
    assert_survived_keeping(e, "UCI_Variant nogame", fen_before);
    char status[128];
    current_status(e, status, sizeof status);
    cr_assert_str_eq(status, "ongoing black", "the game changed");
}

Test(protocol, go_depth_abc_is_rejected) {
    assert_rejected(engine_in_some_position(), "go depth abc");
}

Test(protocol, go_with_an_out_of_range_depth_is_survived) {
    Gui *e = engine_in_some_position();
    tell(e, "go depth 99999999999999999999999");
    const GuiLines *out = sync_engine(e);
    if (!gui_find(out, "info string error:")) {
        tell(e, "stop");
        cr_assert(gui_wait_for(e, "bestmove", SEARCH_MS), "no bestmove after stop");
    }
    assert_no_more_bestmove(e);
    cr_assert(gui_alive(e));
}

Test(protocol, truncated_commands_change_nothing) {
    static const char *const COMMANDS[] = {
        "",
        "   ",
        "\t",
        "position",
        "position fen",
        "position startpos moves e2",
        "setoption",
        "setoption name",
        "setoption name Hash value",
        "setoption name Hash value 1x",
    };
    Gui *e = engine_in_some_position();
    for (size_t i = 0; i < sizeof COMMANDS / sizeof *COMMANDS; i++)
        assert_rejected_or_ignored(e, COMMANDS[i]);
}

/* A line of size bytes: prefix, then filler up to size. */
static char *long_line(const char *prefix, const char *filler, size_t size) {
    char *line = malloc(size + 1);
    cr_assert(line);
    size_t used = strlen(prefix), step = strlen(filler);
    memcpy(line, prefix, used);
    for (; used + step <= size; used += step)
        memcpy(line + used, filler, step);
    line[used] = '\0';
    return line;
}

/* Sends a 1 MB line starting with prefix and checks the engine ignored or refused it. */
static void assert_megabyte_line_survived(const char *prefix, const char *filler) {
    Gui *e = engine_in_some_position();
    char fen_before[256];
    current_fen(e, fen_before, sizeof fen_before);
    char *line = long_line(prefix, filler, 1 << 20);
    bool sent = gui_send(e, line);
    free(line);
    cr_assert(sent, "the engine stopped reading: %s", gui_error(e));
    sync_engine(e);
    assert_survived_keeping(e, "a 1 MB line", fen_before);
}

Test(protocol, megabyte_word_is_survived) {
    assert_megabyte_line_survived("", "x");
}

Test(protocol, megabyte_fen_is_survived) {
    assert_megabyte_line_survived("position fen ", "rnbqkbnr/");
}

Test(protocol, megabyte_move_list_is_survived) {
    Gui *e = engine_in_some_position();
    char *line = long_line("position startpos moves", " g1f3 g8f6 f3g1 f6g8", 1 << 20);
    bool sent = gui_send(e, line);
    free(line);
    cr_assert(sent, "the engine stopped reading: %s", gui_error(e));
    sync_engine(e);
    char fen[256];
    current_fen(e, fen, sizeof fen);
    cr_assert(gui_alive(e), "the engine died on a 1 MB move list");
}

/* Deterministic noise: every byte value (NUL and invalid UTF-8 included), in lines that
 * never start with a printable character, so no line can spell a command by chance. */
static void fill_noise(unsigned char *bytes, size_t size) {
    uint32_t state = 12345;
    for (size_t i = 0; i < size; i++) {
        state = state * 1103515245u + 12345u;
        bytes[i] = (unsigned char)(state >> 16);
        if (i > 0 && bytes[i - 1] == '\n')
            bytes[i] |= 0x80;
    }
    bytes[0] = 0xff;
    bytes[size - 1] = '\n';
}

Test(protocol, binary_noise_is_survived) {
    Gui *e = engine_in_some_position();
    char fen_before[256];
    current_fen(e, fen_before, sizeof fen_before);
    enum { NOISE_BYTES = 1 << 16 };
    unsigned char *noise = malloc(NOISE_BYTES);
    cr_assert(noise);
    fill_noise(noise, NOISE_BYTES);
    bool sent = gui_send_bytes(e, noise, NOISE_BYTES);
    free(noise);
    cr_assert(sent, "the engine stopped reading: %s", gui_error(e));
    static const unsigned char INVALID_UTF8[] = {0xc0, 0xaf, 0xed, 0xa0, 0x80, 0xf8, 0x00, '\n'};
    cr_assert(gui_send_bytes(e, INVALID_UTF8, sizeof INVALID_UTF8), "%s", gui_error(e));
    sync_engine(e);
    assert_survived_keeping(e, "binary noise", fen_before);
}
