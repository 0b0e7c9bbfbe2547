/*
 * level_search.c - the worker threads of one level of the deep book (level_search.h). Each
 * takes the next position under a lock, searches it with its own cleared searcher and keeps
 * the lines the search reported at its last depth; the thread that finishes a position
 * prints the progress line now and then.
 */
#include "level_search.h"

#include <pthread.h>
#include <stdlib.h>

#include "search/search.h"
#include "src/monotonic.h"

enum { PROGRESS_INTERVAL_MS = 10000 };

typedef struct Level {
    const Game *game;
    const DeepBookConfig *config;
    const PosBuf *positions;
    LevelLines *lines;
    int count;
    const LevelProgress *progress;
    pthread_mutex_t lock;
    int next, done;
    int64_t printed_ms;
    bool failed;
} Level;

/* The report of one search: the lines of its deepest depth so far. */
typedef struct Collected {
    LevelLines *lines;
    int depth;
} Collected;

static void collect_line(void *context, const void *root, const SearchInfo *info) {
    (void)root;
    Collected *collected = context;
    if (info->depth > collected->depth) {
        collected->depth = info->depth;
        collected->lines->count = 0;
    }
    int index = info->multipv - 1;
    if (index < 0 || index >= DEEP_BOOK_MAX_WIDTH || info->pv_length == 0)
        return;
    collected->lines->moves[index] = info->pv[0];
    collected->lines->scores[index] = info->score;
    if (index + 1 > collected->lines->count)
        collected->lines->count = index + 1;
}

static void search_position(Searcher *searcher, const Level *level, int index) {
    SearchLimits limits;
    limits_init(&limits);
    limits.depth = level->config->depth;
    limits.multipv = level->config->width;
    LevelLines *lines = &level->lines[index];
    *lines = (LevelLines){0};
    Collected collected = {lines, 0};
    SearchReport report = {&collected, collect_line};
    searcher_clear(searcher);
    atomic_store(&searcher->stop, false);
    search_run(searcher, &level->positions[index], NULL, 0, &limits, 0, &report);
}

static void print_progress(Level *level, bool finished) {
    const LevelProgress *progress = level->progress;
    int64_t now = monotonic_ms();
    if (!progress->out || (!finished && now - level->printed_ms < PROGRESS_INTERVAL_MS))
        return;
    level->printed_ms = now;
    int done = progress->done_before + level->done;
    double seconds = (double)(now - progress->start_ms) / 1000.0;
    double rate = seconds > 0 ? done / seconds : 0;
    int left = progress->target > done ? progress->target - done : 0;
    fprintf(progress->out, "deep book: %d of at most %d positions searched, %.2f/s, %s%.0f s\n",
            done, progress->target, rate, rate > 0 ? "at most " : "? ",
            rate > 0 ? left / rate : 0.0);
    fflush(progress->out);
}

/* The next position to search, or -1 (called locked). */
static int take_position(Level *level) {
    return level->failed || level->next >= level->count ? -1 : level->next++;
}

static void *worker_main(void *context) {
    Level *level = context;
    Searcher searcher;
    bool ready = searcher_init(&searcher, level->game, (size_t)level->config->hash_mb, 1);
    pthread_mutex_lock(&level->lock);
    level->failed |= !ready;
    for (int index; ready && (index = take_position(level)) >= 0;) {
        pthread_mutex_unlock(&level->lock);
        search_position(&searcher, level, index);
        pthread_mutex_lock(&level->lock);
        level->done++;
        print_progress(level, false);
    }
    pthread_mutex_unlock(&level->lock);
    if (ready)
        searcher_free(&searcher);
    return NULL;
}

bool level_search(const Game *game, const DeepBookConfig *config, const PosBuf *positions,
                  int count, LevelLines *lines, const LevelProgress *progress, char *error,
                  size_t error_size) {
    Level level = {.game = game,
                   .config = config,
                   .positions = positions,
                   .lines = lines,
                   .count = count,
                   .progress = progress,
                   .printed_ms = monotonic_ms()};
    pthread_mutex_init(&level.lock, NULL);
    int threads = config->threads < count ? config->threads : count;
    pthread_t ids[DEEP_BOOK_MAX_THREADS];
    int started = 0;
    while (started < threads && pthread_create(&ids[started], NULL, worker_main, &level) == 0)
        started++;
    if (started == 0 && count > 0)
        level.failed = true;
    for (int i = 0; i < started; i++)
        pthread_join(ids[i], NULL);
    pthread_mutex_destroy(&level.lock);
    if (level.failed || level.done < count) {
        snprintf(error, error_size,
                 "could not search every position (a thread or a searcher "
                 "could not be made: not enough memory?)");
        return false;
    }
    print_progress(&level, true);
    return true;
}
