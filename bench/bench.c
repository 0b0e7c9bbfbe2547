/*
 * bench.c - parses the bench arguments and runs every position of the chosen games to a
 * fixed depth, each on a cleared searcher so the count of one position does not depend on
 * the ones before it.
 */
#include "bench.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <strings.h>

#include "../search/search.h"
#include "../src/text.h"

enum {
    DEFAULT_THREADS = 1,
    DEFAULT_HASH_MB = 16,
    MAX_BENCH_THREADS = 256,
    MAX_BENCH_HASH_MB = 65536,
};

bool bench_parse_args(int argc, const char *const *argv, BenchConfig *config, char *error,
                      size_t error_size) {
    *config = (BenchConfig){0, DEFAULT_THREADS, DEFAULT_HASH_MB, NULL};
    char shown[64];
    if (argc > 4) {
        snprintf(error, error_size, "usage: bench [depth] [threads] [hash MB] [game|all]");
        return false;
    }
    if (argc > 0 && !text_parse_int(argv[0], 0, MAX_PLY - 1, &config->depth)) {
        text_printable(argv[0], shown, sizeof shown);
        snprintf(error, error_size, "bench depth must be 0 (each game's default) to %d, not '%s'",
                 MAX_PLY - 1, shown);
        return false;
    }
    if (argc > 1 && !text_parse_int(argv[1], 1, MAX_BENCH_THREADS, &config->threads)) {
        text_printable(argv[1], shown, sizeof shown);
        snprintf(error, error_size, "bench threads must be 1 to %d, not '%s'", MAX_BENCH_THREADS,
                 shown);
        return false;
    }
    if (argc > 2 && !text_parse_int(argv[2], 1, MAX_BENCH_HASH_MB, &config->hash_mb)) {
        text_printable(argv[2], shown, sizeof shown);
        snprintf(error, error_size, "bench hash must be 1 to %d MB, not '%s'", MAX_BENCH_HASH_MB,
                 shown);
        return false;
    }
    if (argc > 3 && strcasecmp(argv[3], "all") != 0 && !(config->game = game_find(argv[3]))) {
        text_printable(argv[3], shown, sizeof shown);
        snprintf(error, error_size, "unknown game '%s'", shown);
        return false;
    }
    return true;
}

static void emit(void (*print)(void *, const char *), void *context, const char *format, ...)
    __attribute__((format(printf, 3, 4)));

static void emit(void (*print)(void *, const char *), void *context, const char *format, ...) {
    char line[MAX_POS_TEXT + 128];
    va_list args;
    va_start(args, format);
    vsnprintf(line, sizeof line, format, args);
    va_end(args);
    print(context, line);
}

/* Searches every position of one game; returns its node total. */
static uint64_t bench_game(const Game *game, const BenchConfig *config,
                           void (*print)(void *, const char *), void *context) {
    const BenchSet *set = bench_set_for(game);
    Searcher searcher;
    if (!set || !searcher_init(&searcher, game, (size_t)config->hash_mb, config->threads)) {
        emit(print, context, "info string error: cannot bench %s", game->name);
        return 0;
    }
    SearchLimits limits;
    limits_init(&limits);
    limits.depth = config->depth > 0 ? config->depth : set->default_depth;
    uint64_t total = 0;
    for (int i = 0; i < set->count; i++) {
        PosBuf pos;
        char error[256], best[MAX_MOVE_TEXT] = "(none)";
        if (!game->parse(&pos, set->positions[i], error, sizeof error)) {
            emit(print, context, "info string error: bench position %d: %s", i + 1, error);
            continue;
        }
        searcher_clear(&searcher);
        atomic_store(&searcher.stop, false);
        SearchResult result = search_run(&searcher, &pos, NULL, 0, &limits, 0, NULL);
        if (result.best != MOVE_NONE)
            game->format_move(&pos, result.best, best);
        emit(print, context, "%s %2d/%d %-70s nodes %10" PRIu64 "  bestmove %s", game->name, i + 1,
             set->count, set->positions[i], result.nodes, best);
        total += result.nodes;
    }
    searcher_free(&searcher);
    return total;
}

uint64_t bench_run(const BenchConfig *config, void (*print)(void *context, const char *line),
                   void *context) {
    int64_t start = search_now_ms();
    uint64_t total = 0;
    for (int i = 0; i < game_count(); i++)
        if (!config->game || config->game == game_at(i))
            total += bench_game(game_at(i), config, print, context);
    int64_t elapsed = search_now_ms() - start;
    uint64_t nps = elapsed > 0 ? total * 1000 / (uint64_t)elapsed : total * 1000;
    emit(print, context, "Total time (ms): %" PRId64, elapsed);
    emit(print, context, "Nodes searched: %" PRIu64, total);
    emit(print, context, "Nodes/second: %" PRIu64, nps);
    return total;
}
