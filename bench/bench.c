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

#include "engine/registry.h"
#include "tools/command_options.h"
#include "search/search.h"
#include "src/text.h"

enum {
    DEFAULT_THREADS = 1,
    DEFAULT_HASH_MB = 16,
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
    if (argc > 1 && !text_parse_int(argv[1], 1, SEARCH_MAX_THREADS, &config->threads)) {
        text_printable(argv[1], shown, sizeof shown);
        snprintf(error, error_size, "bench threads must be 1 to %d, not '%s'", SEARCH_MAX_THREADS,
                 shown);
        return false;
    }
    if (argc > 2 && !text_parse_int(argv[2], 1, SEARCH_MAX_HASH_MB, &config->hash_mb)) {
        text_printable(argv[2], shown, sizeof shown);
        snprintf(error, error_size, "bench hash must be 1 to %d MB, not '%s'", SEARCH_MAX_HASH_MB,
                 shown);
        return false;
    }
    if (argc > 3 && strcasecmp(argv[3], "all") != 0 &&
        !(config->game = command_find_game(argv[3], error, error_size)))
        return false;
    return true;
}

/* Where the bench's lines go, and the flag that ends it early (NULL: never). */
typedef struct BenchOutput {
    void (*print)(void *context, const char *line);
    void *context;
    const atomic_bool *cancel;
} BenchOutput;

static bool bench_cancelled(const BenchOutput *output) {
    return output->cancel && atomic_load(output->cancel);
}

static void emit(const BenchOutput *output, const char *format, ...)
    __attribute__((format(printf, 2, 3)));

static void emit(const BenchOutput *output, const char *format, ...) {
    char line[MAX_POS_TEXT + 128];
    va_list args;
    va_start(args, format);
    vsnprintf(line, sizeof line, format, args);
    va_end(args);
    output->print(output->context, line);
}

/* Searches every position of one game into *total; false when the searcher could not be
 * made or the bench was cancelled. */
static bool bench_game(const Game *game, const BenchConfig *config, const BenchOutput *output,
                       uint64_t *total) {
    const BenchSet *set = bench_set_for(game);
    Searcher searcher;
    if (!set || !searcher_init(&searcher, game, (size_t)config->hash_mb, config->threads)) {
        emit(output,
             "info string error: cannot bench %s: not enough memory for %d MB of hash "
             "and %d threads",
             game->name, config->hash_mb, config->threads);
        return false;
    }
    searcher.cancel = output->cancel;
    SearchLimits limits;
    limits_init(&limits);
    limits.depth = config->depth > 0 ? config->depth : set->default_depth;
    for (int i = 0; i < set->count && !bench_cancelled(output); i++) {
        PosBuf pos;
        char error[256], best[MAX_MOVE_TEXT] = "(none)";
        if (!game->parse(&pos, set->positions[i], error, sizeof error)) {
            emit(output, "info string error: bench position %d: %s", i + 1, error);
            continue;
        }
        if (i > 0) /* a new searcher is clear */
            searcher_clear(&searcher);
        atomic_store(&searcher.stop, false);
        SearchResult result = search_run(&searcher, &pos, NULL, 0, &limits, 0, NULL);
        if (bench_cancelled(output))
            break;
        if (result.best != MOVE_NONE)
            game->format_move(&pos, result.best, best);
        emit(output, "%s %2d/%d %-70s nodes %10" PRIu64 "  bestmove %s", game->name, i + 1,
             set->count, set->positions[i], result.nodes, best);
        *total += result.nodes;
    }
    searcher_free(&searcher);
    return !bench_cancelled(output);
}

uint64_t bench_run(const BenchConfig *config, void (*print)(void *context, const char *line),
                   void *context, const atomic_bool *cancel) {
    BenchOutput output = {print, context, cancel};
    int64_t start = search_now_ms();
    uint64_t total = 0;
    for (int i = 0; i < game_count(); i++)
        if ((!config->game || config->game == game_at(i)) &&
            !bench_game(game_at(i), config, &output, &total)) {
            emit(&output, "info string bench %s", bench_cancelled(&output) ? "stopped" : "failed");
            return total;
        }
    int64_t elapsed = search_now_ms() - start;
    uint64_t nps = elapsed > 0 ? total * 1000 / (uint64_t)elapsed : total * 1000;
    emit(&output, "Total time (ms): %" PRId64, elapsed);
    emit(&output, "Nodes searched: %" PRIu64, total);
    emit(&output, "Nodes/second: %" PRIu64, nps);
    return total;
}
