/*
 * datagen.c - runs the generator: worker threads, one searcher each, take game indices in
 * order (skipping those a resumed file already holds) until --games or --positions is
 * reached, and append each finished game to the file whole; the calling thread reports
 * progress meanwhile. With one worker the games are written in index order; with more, each
 * game is the same but they are written in the order they finish. A shard (--shard I/N,
 * shard.h) takes only every N-th index from I-1 on; `datagen merge` goes to merge.h.
 */
#include "datagen.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "search/search.h"
#include "src/game_choices.h"
#include "src/monotonic.h"
#include "train/data_file.h"
#include "progress.h"
#include "merge.h"
#include "selfplay.h"
#include "shard.h"

enum { PROGRESS_INTERVAL_MS = 5000 };

typedef struct Run {
    const DatagenConfig *config;
    DataFile file;
    pthread_mutex_t lock;
    pthread_cond_t changed; /* a game was written or a worker ended */
    int64_t next_index;
    int64_t done_cursor;              /* file.done entries below next_index */
    int64_t games, positions;         /* in the file */
    int64_t run_games, run_positions; /* written by this run */
    int64_t start_ms;
    int running; /* workers not yet ended */
    bool failed;
    char error[512];
} Run;

static void run_fail(Run *run, const char *message) {
    if (!run->failed)
        snprintf(run->error, sizeof run->error, "%s", message);
    run->failed = true;
}

/* The next game to play, or -1 when the run is over (called locked). */
static int64_t take_index(Run *run) {
    const DatagenConfig *config = run->config;
    const DataFile *file = &run->file;
    int64_t target = shard_positions(config);
    if (run->failed || (target && run->positions >= target))
        return -1;
    while (run->done_cursor < file->done_count && file->done[run->done_cursor] <= run->next_index) {
        if (file->done[run->done_cursor] == run->next_index)
            run->next_index += config->shard_count;
        run->done_cursor++;
    }
    if (config->games && run->next_index >= config->games)
        return -1;
    int64_t index = run->next_index;
    run->next_index += config->shard_count;
    return index;
}

static void write_game(Run *run, const StrBuf *text, int positions) {
    char error[512];
    pthread_mutex_lock(&run->lock);
    if (!run->failed &&
        !data_file_append(&run->file, strbuf_text(text), text->length, error, sizeof error))
        run_fail(run, error);
    if (!run->failed) {
        run->games++;
        run->run_games++;
        run->positions += positions;
        run->run_positions += positions;
    }
    pthread_cond_signal(&run->changed);
    pthread_mutex_unlock(&run->lock);
}

/* Plays games until there are none left to take. */
static void play_games(Run *run, Searcher *searcher) {
    StrBuf text;
    strbuf_init(&text);
    for (;;) {
        pthread_mutex_lock(&run->lock);
        int64_t index = take_index(run);
        pthread_mutex_unlock(&run->lock);
        if (index < 0)
            break;
        strbuf_clear(&text);
        int positions;
        char error[512];
        if (selfplay_game(run->config, searcher, index, &text, &positions, error, sizeof error)) {
            write_game(run, &text, positions);
            continue;
        }
        pthread_mutex_lock(&run->lock);
        run_fail(run, error);
        pthread_mutex_unlock(&run->lock);
        break;
    }
    strbuf_free(&text);
}

static void *worker_main(void *context) {
    Run *run = context;
    Searcher searcher;
    if (searcher_init(&searcher, run->config->game, DATAGEN_HASH_MB, 1)) {
        play_games(run, &searcher);
        searcher_free(&searcher);
    } else {
        pthread_mutex_lock(&run->lock);
        run_fail(run, "not enough memory for a searcher");
        pthread_mutex_unlock(&run->lock);
    }
    pthread_mutex_lock(&run->lock);
    run->running--;
    pthread_cond_signal(&run->changed);
    pthread_mutex_unlock(&run->lock);
    return NULL;
}

static void print_progress(const Run *run, FILE *progress, bool finished) {
    const DatagenConfig *config = run->config;
    ProgressCounts counts = {run->games,
                             run->positions,
                             run->run_games,
                             run->run_positions,
                             monotonic_ms() - run->start_ms,
                             shard_games(config),
                             shard_positions(config),
                             finished};
    char line[256], shard[64] = "";
    progress_format(&counts, line, sizeof line);
    if (config->shard_path[0])
        snprintf(shard, sizeof shard, " shard %d/%d", config->shard_index + 1, config->shard_count);
    fprintf(progress, "datagen %s%s: %s\n", config->game->name, shard, line);
    fflush(progress);
}

/* A monotonic_ms() time as the timespec of a wait on the CLOCK_MONOTONIC condition variable. */
static struct timespec monotonic_deadline(int64_t ms) {
    return (struct timespec){.tv_sec = ms / 1000, .tv_nsec = ms % 1000 * 1000000};
}

/* Waits until every worker has ended, reporting progress every PROGRESS_INTERVAL_MS. */
static void wait_for_workers(Run *run, FILE *progress) {
    pthread_mutex_lock(&run->lock);
    int64_t next_report = run->start_ms + PROGRESS_INTERVAL_MS;
    while (run->running > 0) {
        struct timespec deadline = monotonic_deadline(next_report);
        pthread_cond_timedwait(&run->changed, &run->lock, &deadline);
        if (monotonic_ms() < next_report)
            continue;
        if (progress)
            print_progress(run, progress, false);
        next_report += PROGRESS_INTERVAL_MS;
    }
    pthread_mutex_unlock(&run->lock);
}

/* Starts up to config->threads workers; returns how many started. */
static int start_workers(Run *run, pthread_t *threads) {
    int started = 0;
    pthread_mutex_lock(&run->lock);
    for (; started < run->config->threads; started++) {
        run->running++;
        if (pthread_create(&threads[started], NULL, worker_main, run) != 0) {
            run->running--;
            break;
        }
    }
    if (started == 0)
        run_fail(run, "cannot start a thread");
    pthread_mutex_unlock(&run->lock);
    return started;
}

static void run_threads(Run *run, FILE *progress) {
    pthread_condattr_t attributes;
    pthread_condattr_init(&attributes);
    pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC);
    pthread_cond_init(&run->changed, &attributes);
    pthread_condattr_destroy(&attributes);
    pthread_mutex_init(&run->lock, NULL);
    pthread_t *threads = malloc(sizeof *threads * (size_t)run->config->threads);
    int started = threads ? start_workers(run, threads) : 0;
    if (!threads)
        run_fail(run, "out of memory for the threads");
    wait_for_workers(run, progress);
    for (int i = 0; i < started; i++)
        pthread_join(threads[i], NULL);
    free(threads);
    pthread_mutex_destroy(&run->lock);
    pthread_cond_destroy(&run->changed);
}

/* Opens the run's data file, its header stating what decides the games: the identity words
 * (seed, nodes, random plies, the game's own options other than their defaults) and the
 * settings line (the rest). */
static bool open_data_file(Run *run, char *error, size_t error_size) {
    const DatagenConfig *config = run->config;
    char identity[320], settings[160], shard[48] = "", options[128];
    if (config->shard_path[0])
        snprintf(shard, sizeof shard, " shard=%d/%d", config->shard_index + 1, config->shard_count);
    game_choices_words(config->game, &config->chosen, options, sizeof options);
    snprintf(identity, sizeof identity, "seed=%llu nodes=%llu random-plies=%d%s%s",
             (unsigned long long)config->seed, (unsigned long long)config->nodes,
             config->random_plies, options, shard);
    snprintf(settings, sizeof settings,
             "depth=%d max-plies=%d win-score=%d win-plies=%d hash-mb=%d", config->depth,
             config->max_plies, config->win_score, config->win_plies, DATAGEN_HASH_MB);
    DataFileSpec spec = {.path = shard_file(config),
                         .game = config->game,
                         .players = config->players,
                         .identity = identity,
                         .settings = settings,
                         .resume = config->resume};
    return data_file_open(&run->file, &spec, error, error_size);
}

bool datagen_run(const DatagenConfig *config, FILE *progress, char *error, size_t error_size) {
    Run *run = calloc(1, sizeof *run);
    if (!run) {
        snprintf(error, error_size, "out of memory");
        return false;
    }
    run->config = config;
    bool ok = open_data_file(run, error, error_size);
    if (ok) {
        run->games = run->file.done_count;
        run->next_index = shard_first_game(config);
        run->positions = run->file.positions;
        run->start_ms = monotonic_ms();
        run_threads(run, progress);
        if (progress && !run->failed)
            print_progress(run, progress, true);
        ok = data_file_close(&run->file, error, error_size) && !run->failed;
        if (run->failed)
            snprintf(error, error_size, "%s", run->error);
    }
    free(run);
    return ok;
}

int datagen_main(int argc, const char *const *argv) {
    if (argc > 0 && strcmp(argv[0], "merge") == 0)
        return datagen_merge_main(argc - 1, argv + 1);
    DatagenConfig config;
    char error[512];
    if (!datagen_parse_args(argc, argv, &config, error, sizeof error)) {
        fprintf(stderr, "tessera datagen: %s\n%s\n", error, datagen_usage());
        return 2;
    }
    if (!datagen_run(&config, stderr, error, sizeof error)) {
        fprintf(stderr, "tessera datagen: %s\n", error);
        return 1;
    }
    return 0;
}
