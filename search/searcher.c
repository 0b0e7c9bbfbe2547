/*
 * searcher.c - the long-lived search state: creating, resizing and clearing the TT and
 * the per-thread workers when the game, Threads or Hash change.
 */
#include "search.h"

#include <stdlib.h>

#include "worker.h"

static void destroy_workers(Worker **workers, int count) {
    for (int i = 0; i < count; i++)
        worker_destroy(workers[i]);
    free(workers);
}

static void free_workers(Searcher *searcher) {
    destroy_workers(searcher->workers, searcher->thread_count);
    searcher->workers = NULL;
    searcher->thread_count = 0;
}

/* threads workers for searcher's game, or NULL; reads only the searcher's game, so it may
 * run while a search uses the searcher. */
static Worker **make_workers(Searcher *searcher, int threads) {
    Worker **workers = calloc((size_t)threads, sizeof *workers);
    if (!workers)
        return NULL;
    for (int i = 0; i < threads; i++) {
        workers[i] = worker_create(searcher, i);
        if (!workers[i]) {
            destroy_workers(workers, i);
            return NULL;
        }
    }
    return workers;
}

static void adopt_workers(Searcher *searcher, Worker **workers, int threads) {
    free_workers(searcher);
    searcher->workers = workers;
    searcher->thread_count = threads;
}

static bool create_workers(Searcher *searcher, int threads) {
    Worker **workers = make_workers(searcher, threads);
    if (workers)
        adopt_workers(searcher, workers, threads);
    return workers != NULL;
}

bool searcher_init(Searcher *searcher, const Game *game, size_t hash_mb, int threads) {
    *searcher = (Searcher){0};
    searcher->game = game;
    atomic_init(&searcher->stop, false);
    atomic_init(&searcher->pondering, false);
    atomic_init(&searcher->start_ms, monotonic_ms());
    if (!tt_resize(&searcher->tt, hash_mb) || !create_workers(searcher, threads)) {
        searcher_free(searcher);
        return false;
    }
    return true;
}

void searcher_free(Searcher *searcher) {
    free_workers(searcher);
    tt_free(&searcher->tt);
}

bool searcher_set_game(Searcher *searcher, const Game *game) {
    const Game *previous = searcher->game;
    searcher->game = game;
    if (!create_workers(searcher, searcher->thread_count)) {
        searcher->game = previous;
        return false;
    }
    tt_clear(&searcher->tt);
    return true;
}

bool searcher_set_threads(Searcher *searcher, int threads) {
    return create_workers(searcher, threads);
}

bool searcher_prepare_hash(SearcherResize *resize, size_t hash_mb) {
    return tt_resize(&resize->tt, hash_mb);
}

bool searcher_prepare_threads(SearcherResize *resize, Searcher *searcher, int threads) {
    resize->workers = make_workers(searcher, threads);
    resize->thread_count = resize->workers ? threads : 0;
    return resize->workers != NULL;
}

void searcher_apply_resize(Searcher *searcher, SearcherResize *resize) {
    if (resize->tt.entries) {
        tt_free(&searcher->tt);
        searcher->tt = resize->tt;
    }
    if (resize->workers)
        adopt_workers(searcher, resize->workers, resize->thread_count);
    *resize = (SearcherResize){0};
}

void searcher_discard_resize(SearcherResize *resize) {
    tt_free(&resize->tt);
    destroy_workers(resize->workers, resize->thread_count);
    *resize = (SearcherResize){0};
}

void searcher_clear(Searcher *searcher) {
    tt_clear(&searcher->tt);
    for (int i = 0; i < searcher->thread_count; i++)
        worker_clear(searcher->workers[i]);
}
