/*
 * bench.c - parses the bench arguments and searches every bench position of the chosen games
 * to a fixed depth through the C API: per game an engine with the bench's Threads and Hash
 * and no book, and before each position a new game (a clear table and histories), so the
 * count of one position does not depend on the ones before it.
 */
#include "bench.h"

#include <inttypes.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "include/tessera.h"
#include "src/monotonic.h"
#include "src/text.h"
#include "src/types.h"
#include "tools/command_options.h"

enum {
    DEFAULT_THREADS = 1,
    DEFAULT_HASH_MB = 16,
};

struct Bench {
    BenchConfig config;
    pthread_mutex_t lock;  /* guards stopped and engine, which bench_stop reads */
    bool stopped;          /* bench_stop was called */
    TesseraEngine *engine; /* the engine of the game being benched; NULL between games */
};

/* The range of the engine's spin option name: the bench takes what `setoption` takes. */
static void option_range(const TesseraEngine *engine, const char *name, int *min, int *max) {
    for (int i = 0; i < tessera_option_count(); i++) {
        TesseraOption option;
        if (tessera_option(engine, i, &option) == TESSERA_OK && strcmp(option.name, name) == 0) {
            *min = option.min;
            *max = option.max;
        }
    }
}

/* word as a number within the range of the engine's option into *value; false with the
 * reason ("bench hash must be 1 to 65536 MB, not '0'"; Hash counts in MB). */
static bool parse_spin(const char *word, const TesseraEngine *engine, const char *option,
                       const char *what, int *value, char *error, size_t error_size) {
    int min = 1, max = 1;
    option_range(engine, option, &min, &max);
    if (text_parse_int(word, min, max, value))
        return true;
    char shown[64];
    text_printable(word, shown, sizeof shown);
    snprintf(error, error_size, "bench %s must be %d to %d%s, not '%s'", what, min, max,
             strcmp(option, "Hash") == 0 ? " MB" : "", shown);
    return false;
}

/* The threads and hash words, checked against the options of a new engine. */
static bool parse_sizes(int argc, const char *const *argv, BenchConfig *config, char *error,
                        size_t error_size) {
    TesseraEngine *engine;
    if (tessera_new(NULL, 0, &engine) != TESSERA_OK) {
        snprintf(error, error_size, "not enough memory for the bench");
        return false;
    }
    bool read = (argc <= 1 || parse_spin(argv[1], engine, "Threads", "threads", &config->threads,
                                         error, error_size)) &&
                (argc <= 2 ||
                 parse_spin(argv[2], engine, "Hash", "hash", &config->hash_mb, error, error_size));
    tessera_free(engine);
    return read;
}

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
    if (!parse_sizes(argc, argv, config, error, error_size))
        return false;
    if (argc > 3 && strcasecmp(argv[3], "all") != 0) {
        const Game *game = command_find_game(argv[3], error, error_size);
        if (!game)
            return false;
        config->game = game->name;
    }
    return true;
}

Bench *bench_new(int argc, const char *const *argv, char *error, size_t error_size) {
    BenchConfig config;
    if (!bench_parse_args(argc, argv, &config, error, error_size))
        return NULL;
    Bench *bench = calloc(1, sizeof *bench);
    if (!bench) {
        snprintf(error, error_size, "not enough memory for the bench");
        return NULL;
    }
    bench->config = config;
    pthread_mutex_init(&bench->lock, NULL);
    return bench;
}

void bench_free(Bench *bench) {
    if (!bench)
        return;
    pthread_mutex_destroy(&bench->lock);
    free(bench);
}

void bench_stop(Bench *bench) {
    pthread_mutex_lock(&bench->lock);
    bench->stopped = true;
    tessera_stop(bench->engine); /* NULL: between games, nothing searches */
    pthread_mutex_unlock(&bench->lock);
}

static bool bench_stopped(Bench *bench) {
    pthread_mutex_lock(&bench->lock);
    bool stopped = bench->stopped;
    pthread_mutex_unlock(&bench->lock);
    return stopped;
}

/* Makes engine the one bench_stop stops (NULL: none). */
static void bench_track(Bench *bench, TesseraEngine *engine) {
    pthread_mutex_lock(&bench->lock);
    bench->engine = engine;
    pthread_mutex_unlock(&bench->lock);
}

/* Where the bench's lines go. */
typedef struct BenchOutput {
    void (*print)(void *context, const char *line);
    void *context;
} BenchOutput;

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

/* A new engine for game with the bench's Threads and Hash and no book, tracked by the bench;
 * NULL after an error line when its memory cannot be had. */
static TesseraEngine *bench_engine(Bench *bench, const char *game, const BenchOutput *output) {
    const BenchConfig *config = &bench->config;
    char threads[16], hash[16];
    snprintf(threads, sizeof threads, "%d", config->threads);
    snprintf(hash, sizeof hash, "%d", config->hash_mb);
    TesseraEngine *engine = NULL;
    if (tessera_new(game, 0, &engine) != TESSERA_OK ||
        tessera_set_option(engine, "OwnBook", "false") != TESSERA_OK ||
        tessera_set_option(engine, "Threads", threads) != TESSERA_OK ||
        tessera_set_option(engine, "Hash", hash) != TESSERA_OK) {
        emit(output,
             "info string error: cannot bench %s: not enough memory for %d MB of hash "
             "and %d threads",
             game, config->hash_mb, config->threads);
        tessera_free(engine);
        return NULL;
    }
    bench_track(bench, engine);
    return engine;
}

/* The search's callbacks fill a TesseraResult: the nodes of the best line's last info, and
 * the move. */
static void keep_nodes(void *context, const TesseraInfo *info) {
    TesseraResult *result = context;
    if (info->multipv == 1)
        result->nodes = info->nodes;
}

static void keep_move(void *context, const char *move, const char *ponder, bool from_book) {
    (void)ponder, (void)from_book;
    TesseraResult *result = context;
    snprintf(result->move, sizeof result->move, "%s", move ? move : "");
}

/* Searches the engine's position to depth and waits for its move. A stop that came before
 * the search began (its tessera_stop found nothing to end) is passed on once it runs. */
static TesseraCode bench_search(Bench *bench, TesseraEngine *engine, int depth,
                                TesseraResult *result) {
    TesseraLimits limits;
    tessera_limits_init(&limits);
    limits.depth = depth;
    *result = (TesseraResult){0};
    TesseraCallbacks callbacks = {result, keep_nodes, keep_move};
    TesseraCode code = tessera_search_start(engine, &limits, &callbacks);
    if (code == TESSERA_OK && bench_stopped(bench))
        tessera_stop(engine);
    tessera_wait(engine);
    return code;
}

/* The positions of game's bench. */
static int position_count(const char *game) {
    int count = 0;
    while (tessera_bench_position(game, count))
        count++;
    return count;
}

/* Searches every position of one game into *total, each after a new game; false when the
 * engine could not be had or the bench was stopped. */
static bool bench_game(Bench *bench, const char *game, const BenchOutput *output, uint64_t *total) {
    TesseraEngine *engine = bench_engine(bench, game, output);
    if (!engine)
        return false;
    int depth = bench->config.depth > 0 ? bench->config.depth : tessera_bench_depth(game);
    int count = position_count(game);
    for (int i = 0; i < count && !bench_stopped(bench); i++) {
        const char *position = tessera_bench_position(game, i);
        TesseraResult found;
        if (tessera_new_game(engine) != TESSERA_OK ||
            tessera_set_position(engine, position, NULL, 0) != TESSERA_OK ||
            bench_search(bench, engine, depth, &found) != TESSERA_OK) {
            emit(output, "info string error: bench position %d: %s", i + 1, tessera_error(engine));
            continue;
        }
        if (bench_stopped(bench))
            break;
        emit(output, "%s %2d/%d %-70s nodes %10" PRIu64 "  bestmove %s", game, i + 1, count,
             position, found.nodes, found.move[0] ? found.move : "(none)");
        *total += found.nodes;
    }
    bench_track(bench, NULL);
    tessera_free(engine);
    return !bench_stopped(bench);
}

uint64_t bench_run(Bench *bench, void (*print)(void *context, const char *line), void *context) {
    BenchOutput output = {print, context};
    int64_t start = monotonic_ms();
    uint64_t total = 0;
    for (int i = 0; i < tessera_game_count(); i++) {
        const char *game = tessera_game_name(i);
        if ((!bench->config.game || strcmp(bench->config.game, game) == 0) &&
            !bench_game(bench, game, &output, &total)) {
            emit(&output, "info string bench %s", bench_stopped(bench) ? "stopped" : "failed");
            return total;
        }
    }
    int64_t elapsed = monotonic_ms() - start;
    uint64_t nps = elapsed > 0 ? total * 1000 / (uint64_t)elapsed : total * 1000;
    emit(&output, "Total time (ms): %" PRId64, elapsed);
    emit(&output, "Nodes searched: %" PRIu64, total);
    emit(&output, "Nodes/second: %" PRIu64, nps);
    return total;
}
