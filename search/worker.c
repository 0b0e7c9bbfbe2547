/*
 * worker.c - allocation and reset of a search thread's private state. Move lists are
 * allocated once for MAX_MOVES per ply; pages a game never touches cost no memory.
 */
#include "worker.h"

#include <stdlib.h>
#include <string.h>

#include "ordering.h"
#include "table_memory.h"

/* Whether every correction table was allocated. */
static bool correction_tables_made(const Worker *worker) {
    for (int k = 0; k < GAME_CORRECTION_KEYS; k++)
        if (!worker->correction[k])
            return false;
    return true;
}

Worker *worker_create(Searcher *searcher, int index) {
    /* Cache-line aligned (each thread's position stack starts on a line of its own) and
     * zeroed, its tables too; pages a game never touches cost no memory (table_memory.h). */
    Worker *worker = table_alloc(sizeof(Worker));
    if (!worker)
        return NULL;
    worker->searcher = searcher;
    worker->game = searcher->game;
    worker->index = index;
    worker->moves = table_alloc(sizeof(Move) * MAX_MOVES * (MAX_PLY + 1));
    worker->scores = table_alloc(sizeof(int) * MAX_MOVES * (MAX_PLY + 1));
    worker->facts = table_alloc(sizeof(MoveFacts) * MAX_MOVES * (MAX_PLY + 1));
    worker->block_best = table_alloc(sizeof(int) * ORDERING_BLOCKS * (MAX_PLY + 1));
    size_t index_count = (size_t)searcher->game->move_index_count;
    worker->history = table_alloc(index_count * sizeof(HistoryEntry));
    worker->capture_history = table_alloc(index_count * sizeof(HistoryEntry));
    worker->cont_count = history_cont_count(searcher->game);
    if (worker->cont_count > 0)
        worker->continuation = table_alloc((size_t)worker->cont_count * (size_t)worker->cont_count *
                                           sizeof(HistoryEntry));
    if (searcher->game->net)
        worker->hidden_path = hidden_path_create();
    bool corrects = searcher->game->correction_keys != NULL;
    for (int k = 0; k < GAME_CORRECTION_KEYS && corrects; k++)
        worker->correction[k] = correction_create();
    if (!worker->moves || !worker->scores || !worker->facts || !worker->block_best ||
        !worker->history || !worker->capture_history || !eval_cache_create(&worker->eval_cache) ||
        (worker->cont_count > 0 && !worker->continuation) ||
        (searcher->game->net && !worker->hidden_path) ||
        (corrects && !correction_tables_made(worker))) {
        worker_destroy(worker);
        return NULL;
    }
    return worker;
}

void worker_destroy(Worker *worker) {
    if (!worker)
        return;
    table_free(worker->moves);
    table_free(worker->scores);
    table_free(worker->facts);
    table_free(worker->block_best);
    table_free(worker->history);
    table_free(worker->continuation);
    table_free(worker->capture_history);
    for (int k = 0; k < GAME_CORRECTION_KEYS; k++)
        correction_destroy(worker->correction[k]);
    free(worker->keys);
    eval_cache_destroy(&worker->eval_cache);
    hidden_path_destroy(worker->hidden_path);
    table_free(worker);
}

void worker_clear(Worker *worker) {
    memset(worker->killers, 0, sizeof worker->killers);
    eval_cache_clear(&worker->eval_cache);
    if (worker->hidden_path)
        hidden_path_clear(worker->hidden_path);
    for (int k = 0; k < GAME_CORRECTION_KEYS; k++)
        if (worker->correction[k])
            correction_clear(worker->correction[k]);
    size_t index_count = (size_t)worker->game->move_index_count;
    /* table_clear writes only the pages a search brought in and drops the rest: a new game on
     * many threads would otherwise fault in every history page of every worker. */
    table_clear(worker->history, sizeof(HistoryEntry) * index_count);
    table_clear(worker->capture_history, sizeof(HistoryEntry) * index_count);
    if (worker->continuation)
        table_clear(worker->continuation,
                    sizeof(HistoryEntry) * (size_t)worker->cont_count * (size_t)worker->cont_count);
}

/* Copies the root and the game's key history (room for the search path after it). */
bool worker_load_root(Worker *worker, const void *root, const uint64_t *history, int count) {
    int needed = count + MAX_PLY + 1;
    if (needed > worker->keys_capacity) {
        uint64_t *keys = realloc(worker->keys, sizeof(uint64_t) * (size_t)needed);
        if (!keys)
            return false;
        worker->keys = keys;
        worker->keys_capacity = needed;
    }
    if (count > 0)
        memcpy(worker->keys, history, sizeof(uint64_t) * (size_t)count);
    worker->history_count = count;
    memcpy(&worker->stack[0], root, worker->game->pos_size);
    worker->root_player = pos_header(root)->side;
    worker->paranoid = pos_header(root)->players > 2 && worker->game->evaluate_player;
    worker->best_reply = worker->paranoid && worker->game->pass_turn;
    atomic_store_explicit(&worker->nodes, 0, memory_order_relaxed);
    worker->seldepth = 0;
    worker->completed_depth = 0;
    worker->line_count = 0;
    worker->excluded_count = 0;
    return true;
}
