/*
 * searcher.c - the long-lived search state: creating, resizing and clearing the TT and
 * the per-thread workers when the game, Threads or Hash change.
 */
#include "search.h"

#include <stdlib.h>

#include "worker.h"

static void free_workers(Searcher *searcher) {
    for (int i = 0; i < searcher->thread_count; i++)
        worker_destroy(searcher->workers[i]);
    free(searcher->workers);
    searcher->workers = NULL;
    searcher->thread_count = 0;
}

static bool create_workers(Searcher *searcher, int threads) {
    Worker **workers = calloc((size_t)threads, sizeof *workers);
    if (!workers)
        return false;
    for (int i = 0; i < threads; i++) {
        workers[i] = worker_create(searcher, i);
        if (!workers[i]) {
            for (int j = 0; j < i; j++)
                worker_destroy(workers[j]);
            free(workers);
            return false;
        }
    }
    free_workers(searcher);
    searcher->workers = workers;
    searcher->thread_count = threads;
    return true;
}

bool searcher_init(Searcher *searcher, const Game *game, size_t hash_mb, int threads) {
    *searcher = (Searcher){0};
    searcher->game = game;
    atomic_init(&searcher->stop, false);
    atomic_init(&searcher->pondering, false);
    atomic_init(&searcher->start_ms, search_now_ms());
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

bool searcher_set_hash(Searcher *searcher, size_t hash_mb) {
    return tt_resize(&searcher->tt, hash_mb);
}

void searcher_clear(Searcher *searcher) {
    tt_clear(&searcher->tt);
    for (int i = 0; i < searcher->thread_count; i++)
        worker_clear(searcher->workers[i]);
}
