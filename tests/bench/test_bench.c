/*
 * test_bench.c - the bench and perft drivers of bench/ as clients of the C API: the bench's
 * count of each position is what a plain tessera_search of that position to the same depth
 * on a new game finds, its totals add them up, bench_stop ends it with `bench stopped`, and
 * perft prints each root move and the total as tessera_perft counts them.
 */
#include <criterion/criterion.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench/bench.h"
#include "bench/perft_driver.h"
#include "include/tessera.h"
#include "tests/support/engine_search.h"

enum { MAX_LINES = 256 };

/* The lines a driver printed, each copied. */
typedef struct Lines {
    char *line[MAX_LINES];
    int count;
} Lines;

static void keep_line(void *context, const char *line) {
    Lines *lines = context;
    cr_assert_lt(lines->count, MAX_LINES);
    lines->line[lines->count++] = strdup(line);
}

static void free_lines(Lines *lines) {
    for (int i = 0; i < lines->count; i++)
        free(lines->line[i]);
}

/* Runs `bench <words>` into lines; returns its node total. */
static uint64_t run_bench(const char *const *words, int count, Lines *lines) {
    char error[256];
    Bench *bench = bench_new(count, words, error, sizeof error);
    cr_assert_not_null(bench, "%s", error);
    uint64_t nodes = bench_run(bench, keep_line, lines);
    bench_free(bench);
    return nodes;
}

/* The nodes of a depth-limited search of position on a new game, the book off. */
static uint64_t direct_search_nodes(TesseraEngine *engine, const char *position, int depth) {
    cr_assert_eq(tessera_new_game(engine), TESSERA_OK);
    cr_assert_eq(tessera_set_position(engine, position, NULL, 0), TESSERA_OK);
    return engine_search_depth(engine, depth).nodes;
}

/* Each of game's bench lines against a direct search of its position, and the total. */
static void assert_bench_matches_direct_searches(const char *game, const char *depth) {
    const char *const words[] = {depth, "1", "16", game};
    Lines lines = {0};
    uint64_t total = run_bench(words, 4, &lines);
    TesseraEngine *engine = NULL;
    cr_assert_eq(tessera_new(game, 0, &engine), TESSERA_OK);
    cr_assert_eq(tessera_set_option(engine, "OwnBook", "false"), TESSERA_OK);
    uint64_t sum = 0;
    int count = 0;
    while (tessera_bench_position(game, count))
        count++;
    cr_assert_eq(lines.count, count + 3, "%d lines for %d positions", lines.count, count);
    for (int i = 0; i < count; i++) {
        const char *nodes_at = strstr(lines.line[i], " nodes ");
        cr_assert_not_null(nodes_at, "%s", lines.line[i]);
        cr_assert_not_null(strstr(lines.line[i], tessera_bench_position(game, i)));
        uint64_t printed = strtoull(nodes_at + 7, NULL, 10);
        uint64_t direct = direct_search_nodes(engine, tessera_bench_position(game, i), atoi(depth));
        cr_assert_eq(printed, direct, "%s: bench %" PRIu64 ", direct search %" PRIu64,
                     lines.line[i], printed, direct);
        sum += direct;
    }
    tessera_free(engine);
    char expected[64];
    snprintf(expected, sizeof expected, "Nodes searched: %" PRIu64, sum);
    cr_assert_str_eq(lines.line[count + 1], expected);
    cr_assert_eq(total, sum);
    cr_assert(strncmp(lines.line[count], "Total time (ms): ", 17) == 0, "%s", lines.line[count]);
    cr_assert(strncmp(lines.line[count + 2], "Nodes/second: ", 14) == 0);
    free_lines(&lines);
}

Test(bench, counts_what_a_direct_api_search_counts, .timeout = 120) {
    assert_bench_matches_direct_searches("chess", "3");
    assert_bench_matches_direct_searches("wallgo", "2"); /* 2, 3 and 4 players */
}

Test(bench, a_stop_before_the_run_ends_it_at_once) {
    const char *const words[] = {"0", "1", "16", "all"};
    char error[256];
    Bench *bench = bench_new(4, words, error, sizeof error);
    cr_assert_not_null(bench, "%s", error);
    bench_stop(bench);
    Lines lines = {0};
    cr_assert_eq(bench_run(bench, keep_line, &lines), 0);
    bench_free(bench);
    cr_assert_eq(lines.count, 1);
    cr_assert_str_eq(lines.line[0], "info string bench stopped");
    free_lines(&lines);
}

Test(bench, refuses_bad_words_with_the_reason) {
    char error[256];
    const char *const bad_game[] = {"1", "1", "16", "checkers"};
    cr_assert_null(bench_new(4, bad_game, error, sizeof error));
    cr_assert(strstr(error, "unknown game 'checkers' (games: chess "), "%s", error);
    const char *const bad_threads[] = {"1", "0"};
    cr_assert_null(bench_new(2, bad_threads, error, sizeof error));
    cr_assert_str_eq(error, "bench threads must be 1 to 256, not '0'");
    const char *const bad_hash[] = {"1", "1", "65537"};
    cr_assert_null(bench_new(3, bad_hash, error, sizeof error));
    cr_assert_str_eq(error, "bench hash must be 1 to 65536 MB, not '65537'");
}

Test(perft_driver, prints_each_root_move_then_the_total) {
    const char *const words[] = {"chess", "3"};
    PerftConfig config;
    char error[256];
    cr_assert(perft_parse_args(2, words, &config, error, sizeof error), "%s", error);
    Lines lines = {0};
    cr_assert(perft_run(&config, keep_line, &lines, error, sizeof error), "%s", error);
    cr_assert_eq(lines.count, 20 + 2, "20 root moves, an empty line, the total");
    cr_assert_str_eq(lines.line[20], "");
    cr_assert_str_eq(lines.line[21], "Nodes searched: 8902");
    uint64_t sum = 0;
    for (int i = 0; i < 20; i++) {
        const char *colon = strstr(lines.line[i], ": ");
        cr_assert_not_null(colon, "%s", lines.line[i]);
        sum += strtoull(colon + 2, NULL, 10);
    }
    cr_assert_eq(sum, 8902);
    free_lines(&lines);
}

/* perft over words: they give position and the last line is total. */
static void assert_perft_total(const char *const *words, int count, const char *position,
                               const char *total) {
    PerftConfig config;
    char error[256];
    cr_assert(perft_parse_args(count, words, &config, error, sizeof error), "%s", error);
    cr_assert_str_eq(config.position, position);
    Lines lines = {0};
    cr_assert(perft_run(&config, keep_line, &lines, error, sizeof error), "%s", error);
    cr_assert_str_eq(lines.line[lines.count - 1], total);
    free_lines(&lines);
}

Test(perft_driver, takes_a_position_and_refuses_a_bad_one) {
    const char *const wallgo[] = {"wallgo", "1", "7/7/7/7/7/7/7", "A", "20,20,20", "-", "2,2,2"};
    PerftConfig config;
    char error[256];
    assert_perft_total(wallgo, 7, "7/7/7/7/7/7/7 A 20,20,20 - 2,2,2", "Nodes searched: 49");
    const char *const bad[] = {"chess", "1", "garbage"};
    cr_assert(perft_parse_args(3, bad, &config, error, sizeof error), "%s", error);
    Lines none = {0};
    cr_assert_not(perft_run(&config, keep_line, &none, error, sizeof error));
    cr_assert_str_eq(error, "bad chess position: missing side to move field");
    cr_assert_eq(none.count, 0, "nothing printed for a refused position");
}

/* --option sets engine options first: a show-rules position needs WallGoRules=show. */
Test(perft_driver, takes_engine_options) {
    const char *const show[] = {
        "wallgo", "2",        "7/1A3B1/7/7/7/1B3A1/7", "A", "20,20", "-", "2,2",
        "show",   "--option", "WallGoRules=show"};
    PerftConfig config;
    char error[256];
    assert_perft_total(show, 10, "7/1A3B1/7/7/7/1B3A1/7 A 20,20 - 2,2 show",
                       "Nodes searched: 1980"); /* 45 x 44 */
    cr_assert(perft_parse_args(8, show, &config, error, sizeof error), "%s", error);
    Lines none = {0};
    cr_assert_not(perft_run(&config, keep_line, &none, error, sizeof error));
    cr_assert(strstr(error, "under the show rules but WallGoRules is site"), "%s", error);
    const char *const bad[] = {"wallgo", "1", "--option", "WallGoRules"};
    cr_assert_not(perft_parse_args(4, bad, &config, error, sizeof error));
    cr_assert_str_eq(error, "--option takes NAME=VALUE, at most 4 times");
}
