/*
 * node.h - the interface between the root loop (search.c) and the node search (node.c),
 * private to search/.
 */
#ifndef TESSERA_NODE_H
#define TESSERA_NODE_H

#include "worker.h"

static inline bool is_mate_score(Score score) {
    return score >= SCORE_MATE_IN_MAX || score <= -SCORE_MATE_IN_MAX;
}

void node_init_tables(void); /* once, before the first search */
Score node_search_root(Worker *worker, int depth, Score alpha, Score beta);
/* True once the search must unwind (the main worker always finishes depth 1 first). */
bool node_stopped(const Worker *worker);
int node_count_root_moves(Worker *worker); /* legal moves allowed by searchmoves/MultiPV */
uint64_t node_total_nodes(const Searcher *searcher);
int64_t node_elapsed_ms(const Searcher *searcher);

#endif
