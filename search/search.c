/*
 * search.c - the root of the search for any game: iterative deepening with aspiration
 * windows, MultiPV lines, Lazy SMP helper threads, the choice of the best and the ponder
 * move, and the reports. The main worker (index 0) keeps time and reports; helpers search
 * the same root and share the TT. What happens below the root is in node.c.
 */
#include "search.h"

#include <string.h>

#include "node.h"
#include "skill.h"

enum {
    ASPIRATION_DEPTH = 5,   /* first depth searched with a narrow window */
    ASPIRATION_WINDOW = 30, /* initial half-width of the aspiration window */
};

/* One iteration at the root with aspiration windows around the previous score. */
static Score search_root(Worker *worker, int depth, Score previous) {
    Score delta = ASPIRATION_WINDOW;
    Score alpha = -SCORE_INFINITE, beta = SCORE_INFINITE;
    if (depth >= ASPIRATION_DEPTH && !is_mate_score(previous)) {
        alpha = previous - delta;
        beta = previous + delta;
    }
    for (;;) {
        Score score = node_search_root(worker, depth, alpha, beta);
        if (node_stopped(worker))
            return score;
        if (score <= alpha) {
            beta = (alpha + beta) / 2;
            alpha = score - delta > -SCORE_INFINITE ? score - delta : -SCORE_INFINITE;
        } else if (score >= beta) {
            beta = score + delta < SCORE_INFINITE ? score + delta : SCORE_INFINITE;
        } else {
            return score;
        }
        delta += delta / 2;
    }
}

static void fill_info(const Worker *worker, int line, SearchInfo *info) {
    const Searcher *searcher = worker->searcher;
    const RootLine *root_line = &worker->lines[line];
    info->multipv = line + 1;
    info->depth = worker->completed_depth;
    info->seldepth = worker->completed_seldepth;
    info->score = root_line->score;
    info->nodes = node_total_nodes(searcher);
    info->time_ms = node_elapsed_ms(searcher);
    info->hashfull = tt_hashfull(&searcher->tt);
    info->pv_length = root_line->pv_length;
    memcpy(info->pv, root_line->pv, sizeof(Move) * (size_t)root_line->pv_length);
}

static bool mate_limit_reached(const SearchLimits *limits, Score score) {
    return limits->mate > 0 && score >= SCORE_MATE - (2 * limits->mate - 1);
}

static void report_lines(const Worker *worker, const SearchReport *report) {
    if (!report || !report->iteration)
        return;
    for (int line = 0; line < worker->line_count; line++) {
        SearchInfo info;
        fill_info(worker, line, &info);
        report->iteration(report->context, &worker->stack[0], &info);
    }
}

/* One depth for every MultiPV line: each line searches the root without the best moves
 * of the lines before it. False when the search was stopped before the depth finished. */
static bool search_depth(Worker *worker, int depth, int line_count, RootLine *found) {
    for (int line = 0; line < line_count; line++) {
        worker->excluded_count = line;
        Score previous = line < worker->line_count ? worker->lines[line].score : 0;
        Score score = search_root(worker, depth, previous);
        if (node_stopped(worker) || worker->pv_length[0] == 0)
            return false;
        found[line].score = score;
        found[line].pv_length = worker->pv_length[0];
        memcpy(found[line].pv, worker->pv[0], sizeof(Move) * (size_t)worker->pv_length[0]);
        worker->excluded[line] = worker->pv[0][0];
    }
    return true;
}

/* Best line first: a later line can outscore an earlier one when pruning cut the first. */
static void sort_lines(RootLine *lines, int count) {
    for (int i = 1; i < count; i++) {
        RootLine line = lines[i];
        int j = i;
        for (; j > 0 && lines[j - 1].score < line.score; j--)
            lines[j] = lines[j - 1];
        lines[j] = line;
    }
}

/* Iterative deepening: deeper and deeper until a limit says stop. */
static void iterate(Worker *worker, const SearchContext *context, const SearchReport *report) {
    Searcher *searcher = worker->searcher;
    const SearchLimits *limits = worker->limits;
    int max_depth = limits->depth > 0 && limits->depth < MAX_PLY ? limits->depth : MAX_PLY - 1;
    int wanted = worker->index == 0 && limits->multipv > 1 ? limits->multipv : 1;
    int root_moves = node_count_root_moves(worker);
    int line_count = wanted < root_moves ? wanted : root_moves;
    static _Thread_local RootLine found[MAX_MULTIPV];
    for (int depth = 1 + worker->index % 2; depth <= max_depth && line_count > 0; depth++) {
        worker->seldepth = 0;
        worker->root_depth = depth;
        if (!search_depth(worker, depth, line_count, found))
            break;
        sort_lines(found, line_count);
        worker->completed_depth = depth;
        worker->completed_seldepth = worker->seldepth;
        worker->line_count = line_count;
        memcpy(worker->lines, found, sizeof(RootLine) * (size_t)line_count);
        if (worker->index != 0)
            continue;
        report_lines(worker, report);
        if (mate_limit_reached(limits, worker->lines[0].score))
            break;
        if (context->plan.limited && !atomic_load(&searcher->pondering) &&
            node_elapsed_ms(searcher) >= context->plan.soft_ms)
            break;
    }
}

static void *helper_main(void *argument) {
    Worker *worker = argument;
    iterate(worker, worker->context, NULL);
    return NULL;
}

/* The best move after the search: the main worker's, unless a helper got deeper. */
static const Worker *choose_worker(const Searcher *searcher) {
    const Worker *best = searcher->workers[0];
    for (int i = 1; i < searcher->thread_count; i++) {
        const Worker *worker = searcher->workers[i];
        if (worker->completed_depth > best->completed_depth && worker->line_count > 0 &&
            (best->line_count == 0 || worker->lines[0].score >= best->lines[0].score))
            best = worker;
    }
    return best;
}

/* The reply we expect: the PV's second move, or the TT move after our best move. */
static Move ponder_move(Searcher *searcher, const void *root, const RootLine *line) {
    if (line->pv_length >= 2)
        return line->pv[1];
    const Game *game = searcher->game;
    PosBuf child;
    TTHit hit;
    if (!game->play(root, line->pv[0], &child) ||
        !tt_probe(&searcher->tt, pos_header(&child)->key, &hit) || hit.move == MOVE_NONE)
        return MOVE_NONE;
    Move moves[MAX_MOVES];
    int count = game_legal_moves(game, &child, moves);
    for (int i = 0; i < count; i++)
        if (moves[i] == hit.move)
            return hit.move;
    return MOVE_NONE;
}

static bool start_helpers(Searcher *searcher, int *started) {
    *started = 0;
    for (int i = 1; i < searcher->thread_count; i++) {
        Worker *worker = searcher->workers[i];
        if (pthread_create(&worker->thread, NULL, helper_main, worker) != 0)
            return false;
        (*started)++;
    }
    return true;
}

SearchResult search_run(Searcher *searcher, const void *root, const uint64_t *history,
                        int history_count, const SearchLimits *limits, int64_t move_overhead_ms,
                        const SearchReport *report) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, node_init_tables);
    SearchResult result = {.best = MOVE_NONE, .ponder = MOVE_NONE};
    SearchLimits weakened;
    /* Skill: a capped depth and more root lines; the same limits at full strength. */
    limits = skill_limits(searcher->game, root, limits, &weakened);
    SearchContext context;
    int side = pos_header(root)->side;
    context.plan = timeman_plan(limits, side, move_overhead_ms);
    atomic_store(&searcher->start_ms, monotonic_ms());
    tt_new_search(&searcher->tt);
    for (int i = 0; i < searcher->thread_count; i++) {
        Worker *worker = searcher->workers[i];
        worker->limits = limits;
        worker->context = &context;
        if (!worker_load_root(worker, root, history, history_count))
            return result;
    }
    int started = 0;
    if (!start_helpers(searcher, &started))
        atomic_store(&searcher->stop, true);
    Worker *main_worker = searcher->workers[0];
    if (started == searcher->thread_count - 1)
        iterate(main_worker, &context, report);
    atomic_store(&searcher->stop, true);
    for (int i = 1; i <= started; i++)
        pthread_join(searcher->workers[i]->thread, NULL);

    const Worker *chosen = choose_worker(searcher);
    result.depth = chosen->completed_depth;
    result.nodes = node_total_nodes(searcher);
    if (chosen->line_count > 0) {
        int line = skill_pick(&limits->skill, chosen->lines, chosen->line_count); /* 0: best */
        result.best = chosen->lines[line].pv[0];
        result.ponder = ponder_move(searcher, root, &chosen->lines[line]);
        result.score = chosen->lines[line].score;
        fill_info(chosen, line, &result.final);
    }
    return result;
}
