/*
 * node.c - what happens at one node of the search, for any game: the numbered steps of the
 * PVS negamax and of quiescence, pruning and reductions, draw and decided-position checks,
 * the paranoid team logic and best-reply layers of multi-player games, and the node-count/clock
 * checks that stop a search. The root loop (iterative deepening, MultiPV, threads) is in search.c.
 */
#include "node.h"

#include <math.h>
#include <string.h>

#include "src/rules.h"
#include "ordering.h"

/* Search parameters. Margins are in score units (100 = a pawn, a step, a point); the
 * values are the usual starting points of engines of this design, to be tuned by matches. */
enum {
    CHECK_INTERVAL = 1024,   /* nodes between clock and stop-flag checks */
    NULL_MOVE_MIN_DEPTH = 3, /* null move below this depth costs more than it saves */
    RFP_MAX_DEPTH = 7,       /* reverse futility pruning up to this depth */
    FUTILITY_MAX_DEPTH = 6,  /* quiet moves pruned when the eval is far below alpha */
    LMP_MAX_DEPTH = 6,       /* late move pruning up to this depth */
    IIR_MIN_DEPTH = 4,       /* without a TT move, search one ply shallower */
    LMR_MIN_DEPTH = 3,
    LMR_TABLE_SIZE = 64,
    LMR_HISTORY_DIVISOR = 16384, /* history points per ply of reduction change */
    SINGULAR_MIN_DEPTH = 7,      /* singular extension test from this depth */
    SINGULAR_TT_SLACK = 3,       /* ... when the TT bound is at most this much shallower */
    SINGULAR_MARGIN = 2,         /* score units per ply below the TT score the others must stay */
    SEE_PRUNE_MAX_DEPTH = 8,     /* moves losing too much by static exchange pruned up to here */
    SEE_NOISY_MARGIN = 90,       /* a noisy move may lose this much per ply */
    SEE_QUIET_MARGIN = 20,       /* a quiet move this much per ply squared */
};

/* The margins of games that do not set their own (Game.pruning). */
static const PruningMargins DEFAULT_PRUNING = {
    .reverse_futility_per_ply = 80,
    .futility_base = 100,
    .futility_per_ply = 90,
    .late_move_base = 3,
    .late_move_share = 0,
};

static int lmr_table[LMR_TABLE_SIZE][LMR_TABLE_SIZE];

static const PruningMargins *pruning_of(const Game *game) {
    return game->pruning ? game->pruning : &DEFAULT_PRUNING;
}

void node_init_tables(void) {
    for (int depth = 1; depth < LMR_TABLE_SIZE; depth++)
        for (int count = 1; count < LMR_TABLE_SIZE; count++)
            lmr_table[depth][count] = (int)(0.75 + log(depth) * log(count) / 2.25);
}

static Score result_score(Result result, int ply) {
    switch (result) {
        case RESULT_WIN:
            return SCORE_MATE - ply;
        case RESULT_LOSS:
            return -SCORE_MATE + ply;
        default:
            return SCORE_DRAW;
    }
}

/* The move list of one ply, in the worker's per-ply arrays. */
static MoveList move_list_at(Worker *worker, int ply) {
    size_t offset = (size_t)ply * MAX_MOVES;
    return (MoveList){worker->moves + offset, worker->facts + offset, worker->scores + offset,
                      worker->block_best + (size_t)ply * ORDERING_BLOCKS, 0};
}

/* Paranoid search: with more than two players the root player is one team and everyone
 * else the other. Scores are always from the view of the side to move's team, so a child's
 * value is negated only when the team changes (in two-player games: always). */
static bool is_root_team(const Worker *worker, int ply) {
    return pos_header(&worker->stack[ply])->side == worker->root_player;
}

/* A team is a single player, or in paranoid search the root player or the coalition. A
 * player who moves again (the other was skipped) stays on the same team. */
static int team_of(const Worker *worker, int ply) {
    return worker->paranoid ? is_root_team(worker, ply) : pos_header(&worker->stack[ply])->side;
}

static bool same_team(const Worker *worker, int ply) {
    return team_of(worker, ply) == team_of(worker, ply + 1);
}

/* Best-reply search (Schadd and Winands, 2011): the coalition's layer is one reply, the
 * strongest single move among all the opponents'; the others pass. So the root player moves
 * every other layer and sees deeper than when every opponent moves in turn. */

/* Plays move at ply into ply + 1; after a coalition move in best-reply search the turn goes
 * straight back to the root player (the other opponents pass). */
static bool play_child(Worker *worker, int ply, Move move) {
    const Game *game = worker->game;
    void *child = &worker->stack[ply + 1];
    if (!game->play(&worker->stack[ply], move, child))
        return false;
    if (worker->best_reply && !is_root_team(worker, ply))
        for (int pass = 0; pass < MAX_PLAYERS && !is_root_team(worker, ply + 1); pass++)
            if (!game->pass_turn(child))
                break;
    return true;
}

/* In best-reply search, a coalition player may leave the reply to the next coalition player:
 * true with that pass played into ply + 1. */
static bool play_coalition_pass(Worker *worker, int ply) {
    if (!worker->best_reply || is_root_team(worker, ply))
        return false;
    void *child = &worker->stack[ply + 1];
    memcpy(child, &worker->stack[ply], worker->game->pos_size);
    return worker->game->pass_turn(child) && !is_root_team(worker, ply + 1);
}

/* The evaluation the search plays with, of the position at ply; in paranoid search, for
 * the root player. */
static Score evaluate_position(Worker *worker, int ply) {
    const Game *game = worker->game;
    const void *pos = &worker->stack[ply];
    EvalChoice choice = worker->searcher->evaluation;
    bool baseline = choice == EVAL_BASELINE;
    if (!worker->paranoid && search_uses_network(game, choice))
        return hidden_path_evaluate(worker->hidden_path, game, ply, pos,
                                    ply > 0 ? &worker->stack[ply - 1] : NULL);
    if (!worker->paranoid)
        return baseline && game->baseline_evaluate ? game->baseline_evaluate(pos)
                                                   : game->evaluate(pos);
    return baseline && game->baseline_evaluate_player
               ? game->baseline_evaluate_player(pos, worker->root_player)
               : game->evaluate_player(pos, worker->root_player);
}

/* The evaluation cache's key: the position's, with what else the score depends on folded
 * in (the evaluation chosen, the player paranoid search scores for, a counter the game's
 * evaluation reads). */
static uint64_t eval_cache_key(const Worker *worker, const PosHeader *header) {
    uint64_t key = header->key ^ (uint64_t)(worker->searcher->evaluation + 1) * 0x9E3779B97F4A7C15u;
    if (worker->paranoid)
        key ^= (uint64_t)(worker->root_player + 1) * 0xC2B2AE3D27D4EB4Fu;
    if (worker->game->eval_reads_rule50)
        key ^= (uint64_t)(header->rule50 + 1) * 0x165667B19E3779F9u;
    return key;
}

static Score static_eval(Worker *worker, int ply) {
    uint64_t key = eval_cache_key(worker, pos_header(&worker->stack[ply]));
    Score score;
    if (!eval_cache_probe(&worker->eval_cache, key, &score)) {
        score = evaluate_position(worker, ply);
        eval_cache_store(&worker->eval_cache, key, score);
    }
    return !worker->paranoid || is_root_team(worker, ply) ? score : -score;
}

/* The correction keys of one node: computed once for its evaluation, read again when the
 * node learns from its search. */
typedef struct CorrectionKeys {
    uint64_t key[GAME_CORRECTION_KEYS];
    int count; /* 0 without a table or in a paranoid search */
} CorrectionKeys;

/* The keys of Game.correction_keys for the node at ply. */
static void correction_keys_at(const Worker *worker, int ply, CorrectionKeys *keys) {
    keys->count = !worker->correction[0] || worker->paranoid
                      ? 0
                      : worker->game->correction_keys(&worker->stack[ply], keys->key);
}

/* The current correction of each key of the node at ply (values); returns their sum. */
static Score corrections_at(const Worker *worker, int ply, const CorrectionKeys *keys,
                            Score values[GAME_CORRECTION_KEYS]) {
    int side = pos_header(&worker->stack[ply])->side;
    Score sum = 0;
    for (int k = 0; k < keys->count; k++) {
        values[k] = correction_value(worker->correction[k], keys->key[k], side);
        sum += values[k];
    }
    return sum;
}

/* The static evaluation corrected by what searches of positions of the same correction keys
 * found, the sum of the keys' corrections (correction.h); two-player searches only. The
 * node's keys are left in keys. */
static Score corrected_eval(const Worker *worker, int ply, Score raw, CorrectionKeys *keys) {
    Score values[GAME_CORRECTION_KEYS];
    correction_keys_at(worker, ply, keys);
    Score corrected = raw + corrections_at(worker, ply, keys, values);
    return corrected >= SCORE_MATE_IN_MAX    ? SCORE_MATE_IN_MAX - 1
           : corrected <= -SCORE_MATE_IN_MAX ? -SCORE_MATE_IN_MAX + 1
                                             : corrected;
}

/* After a search of the node at ply to depth: each key's entry learns how far the result lay
 * from the evaluation corrected by the other keys, so together they learn the whole error;
 * unless the result is only a bound on the wrong side of the corrected evaluation (it says
 * nothing of the error) or a noisy best move explains it. The corrections are read again:
 * the node's children may have changed them. */
static void learn_correction(Worker *worker, int ply, int depth, const CorrectionKeys *keys,
                             Score raw, Score corrected, Score best, Bound bound, bool noisy_best) {
    if (raw == SCORE_NONE || noisy_best || is_mate_score(best) ||
        (bound == BOUND_LOWER && best <= corrected) || (bound == BOUND_UPPER && best >= corrected))
        return;
    Score values[GAME_CORRECTION_KEYS];
    Score all = raw + corrections_at(worker, ply, keys, values);
    int side = pos_header(&worker->stack[ply])->side;
    for (int k = 0; k < keys->count; k++)
        correction_update(worker->correction[k], keys->key[k], side, all - values[k], best, depth);
}

/* The decided result of a position, from the side to move's team's view. */
static Result decided_result(const Worker *worker, int ply) {
    const Game *game = worker->game;
    const void *pos = &worker->stack[ply];
    if (!worker->paranoid)
        return game->quick_result ? game->quick_result(pos) : RESULT_NONE;
    Result result = game->result_for(pos, worker->root_player);
    if (is_root_team(worker, ply) || result == RESULT_NONE || result == RESULT_DRAW)
        return result;
    return result == RESULT_WIN ? RESULT_LOSS : RESULT_WIN;
}

uint64_t node_total_nodes(const Searcher *searcher) {
    uint64_t sum = 0;
    for (int i = 0; i < searcher->thread_count; i++)
        sum += atomic_load_explicit(&searcher->workers[i]->nodes, memory_order_relaxed);
    return sum;
}

int64_t node_elapsed_ms(const Searcher *searcher) {
    return monotonic_ms() - atomic_load(&((Searcher *)searcher)->start_ms);
}

/* Any worker stops everyone when a hard limit is reached (nodes, time, an outside cancel):
 * with more threads than cores the main worker may wait long for a time slice, and the
 * clock must hold whatever the thread count. */
static void check_limits(Worker *worker) {
    Searcher *searcher = worker->searcher;
    const SearchLimits *limits = worker->limits;
    const SearchContext *context = worker->context;
    if ((limits->nodes && node_total_nodes(searcher) >= limits->nodes) ||
        (context->plan.limited && !atomic_load(&searcher->pondering) &&
         node_elapsed_ms(searcher) >= context->plan.hard_ms) ||
        (searcher->cancel && atomic_load(searcher->cancel)))
        atomic_store(&searcher->stop, true);
}

/* The main worker always completes depth 1, so every search has a move to play. */
bool node_stopped(const Worker *worker) {
    return atomic_load_explicit(&worker->searcher->stop, memory_order_relaxed) &&
           (worker->index != 0 || worker->completed_depth > 0);
}

static bool should_abort(Worker *worker) {
    uint64_t nodes = atomic_load_explicit(&worker->nodes, memory_order_relaxed);
    if ((nodes & (CHECK_INTERVAL - 1)) == 0)
        check_limits(worker);
    return node_stopped(worker);
}

static void count_node(Worker *worker, int ply) {
    atomic_store_explicit(&worker->nodes,
                          atomic_load_explicit(&worker->nodes, memory_order_relaxed) + 1,
                          memory_order_relaxed);
    if (ply > worker->seldepth)
        worker->seldepth = ply;
}

/* A position seen before on the path (or in the game, since the last irreversible move). */
static bool is_repetition(const Worker *worker, int ply) {
    const PosHeader *header = pos_header(&worker->stack[ply]);
    int current = worker->history_count + ply;
    int reach = header->rule50 < current ? header->rule50 : current;
    for (int back = 1; back <= reach; back++)
        if (worker->keys[current - back] == header->key)
            return true;
    return false;
}

static bool is_draw(const Worker *worker, int ply) {
    const Game *game = worker->game;
    const PosHeader *header = pos_header(&worker->stack[ply]);
    int draw_plies = rules_draw_plies(game); /* players claim: the search scores a claim */
    if (draw_plies && header->rule50 >= draw_plies)
        return true;
    if (game->rule_draw && game->rule_draw(&worker->stack[ply]))
        return true;
    /* A repetition ends the line as a draw only in games that draw by repetition; where
     * the game has no such rule, a cycle is no refuge and the position is searched on. */
    return rules_repetition_draws(game) && is_repetition(worker, ply);
}

static bool in_check(const Worker *worker, int ply) {
    return worker->game->in_check && worker->game->in_check(&worker->stack[ply]);
}

static void push_key(Worker *worker, int ply) {
    worker->keys[worker->history_count + ply] = pos_header(&worker->stack[ply])->key;
}

/* In best-reply search a coalition move's line ends with it: after it the other opponents
 * passed, which the game never does, so the rest is no line a game could follow. */
static void update_pv(Worker *worker, int ply, Move move) {
    worker->pv[ply][0] = move;
    bool line_ends = worker->best_reply && !is_root_team(worker, ply);
    int child_length = ply + 1 < MAX_PLY && !line_ends ? worker->pv_length[ply + 1] : 0;
    memcpy(&worker->pv[ply][1], worker->pv[ply + 1], sizeof(Move) * (size_t)child_length);
    worker->pv_length[ply] = child_length + 1;
}

/* A stored bound that settles the window (alpha, beta) on its own. */
static bool tt_settles(const TTHit *hit, Score tt_score, Score alpha, Score beta) {
    return hit->bound == BOUND_EXACT || (hit->bound == BOUND_LOWER && tt_score >= beta) ||
           (hit->bound == BOUND_UPPER && tt_score <= alpha);
}

/* What a node's best score says of its value, given the window it was searched with. */
static Bound bound_of(Score best, Score original_alpha, Score beta) {
    return best >= beta ? BOUND_LOWER : best > original_alpha ? BOUND_EXACT : BOUND_UPPER;
}

static Score quiesce(Worker *worker, int ply, Score alpha, Score beta) {
    const Game *game = worker->game;
    const void *pos = &worker->stack[ply];
    uint64_t key = pos_header(pos)->key;
    worker->pv_length[ply] = 0;
    count_node(worker, ply);
    push_key(worker, ply);

    // Step 1. Abort, decided positions and the ply limit.
    if (should_abort(worker))
        return 0;
    Result decided = decided_result(worker, ply);
    if (decided != RESULT_NONE)
        return result_score(decided, ply);
    if (ply > 0 && is_draw(worker, ply))
        return SCORE_DRAW;
    bool checked = in_check(worker, ply);
    if (ply >= MAX_PLY - 1)
        return checked ? SCORE_DRAW : static_eval(worker, ply);

    // Step 2. Transposition table: any stored bound that settles the window ends the node.
    TTHit hit;
    bool pv_node = beta - alpha > 1;
    if (!pv_node && tt_probe(&worker->searcher->tt, key, &hit)) {
        Score tt_score = tt_score_from_table(hit.score, ply);
        if (tt_settles(&hit, tt_score, alpha, beta))
            return tt_score;
    }

    // Step 3. Stand pat: outside check the side to move may decline every noisy move.
    Score best = -SCORE_INFINITE;
    Score original_alpha = alpha;
    if (!checked) {
        CorrectionKeys keys;
        best = corrected_eval(worker, ply, static_eval(worker, ply), &keys);
        if (best >= beta)
            return best;
        if (best > alpha)
            alpha = best;
    }

    // Step 4. Noisy moves (all moves when in check), best first; losing exchanges skipped.
    MoveList list = move_list_at(worker, ply);
    list.count = game->generate(pos, list.moves, checked ? GEN_ALL : GEN_NOISY);
    ordering_describe(game, pos, &list);
    HistoryTables capture_only = {.capture = worker->capture_history};
    ordering_score_noisy(&list, &capture_only);
    int legal = 0;
    Move best_move = MOVE_NONE;
    for (int i = 0; i < list.count; i++) {
        Move move = ordering_pick(&list, i);
        if (!checked && game->see_at_least && !game->see_at_least(pos, move, 0))
            continue;
        if (!play_child(worker, ply, move))
            continue;
        legal++;
        Score score = same_team(worker, ply) ? quiesce(worker, ply + 1, alpha, beta)
                                             : -quiesce(worker, ply + 1, -beta, -alpha);
        if (node_stopped(worker))
            return 0;
        if (score > best) {
            best = score;
            if (score > alpha) {
                alpha = score;
                best_move = move;
                if (score >= beta)
                    break;
            }
        }
    }

    // Step 5. In check with no way out: the game says what that means.
    if (checked && legal == 0)
        return result_score(game->no_move_result(pos), ply);
    tt_store(&worker->searcher->tt, key, best_move, tt_score_to_table(best, ply), 0,
             bound_of(best, original_alpha, beta));
    return best;
}

/* A cut: the killers keep a quiet move that cut, the histories learn from every cut. */
static void update_cut_stats(Worker *worker, int ply, Move best, const HistoryTables *tables,
                             const MoveFacts *best_facts, const TriedMoves *tried, int depth) {
    if (!best_facts->noisy && worker->killers[ply][0] != best) {
        worker->killers[ply][1] = worker->killers[ply][0];
        worker->killers[ply][0] = best;
    }
    history_reward(tables, best_facts, tried, depth);
}

/* The history tables of the node at ply: the continuation rows of the moves that led here. */
static HistoryTables history_at(Worker *worker, int ply) {
    HistoryTables tables = {.main = worker->history, .capture = worker->capture_history};
    for (int k = 0; k < CONT_PLIES; k++) {
        int back = ply - 1 - k;
        int index = back >= 0 && worker->continuation ? worker->played_index[back] : CONT_NONE;
        tables.cont[k] = index == CONT_NONE
                             ? NULL
                             : worker->continuation + (size_t)index * (size_t)worker->cont_count;
    }
    return tables;
}

/* Root moves are limited by searchmoves and by the lines MultiPV already took. */
static bool root_move_allowed(const Worker *worker, Move move) {
    const SearchLimits *limits = worker->limits;
    for (int i = 0; i < worker->excluded_count; i++)
        if (worker->excluded[i] == move)
            return false;
    return limits_allow_root_move(limits, move);
}

/* Legal root moves the search may choose from. */
int node_count_root_moves(Worker *worker) {
    const Game *game = worker->game;
    Move *moves = worker->moves;
    int count = game_legal_moves(game, &worker->stack[0], moves);
    int allowed = 0;
    for (int i = 0; i < count; i++)
        allowed += root_move_allowed(worker, moves[i]);
    return allowed;
}

static Score negamax(Worker *worker, int ply, int depth, Score alpha, Score beta, bool allow_null);

/* The value of the child at ply + 1 within (alpha, beta), from this node's point of view. */
static Score search_child(Worker *worker, int ply, int depth, Score alpha, Score beta) {
    if (same_team(worker, ply))
        return negamax(worker, ply + 1, depth, alpha, beta, true);
    return -negamax(worker, ply + 1, depth, -beta, -alpha, true);
}

/* Null move: the opponent moves twice in a row; a reduced search still beating beta cuts. */
static bool null_move_cuts(Worker *worker, int ply, int depth, Score beta, Score eval) {
    const Game *game = worker->game;
    const void *pos = &worker->stack[ply];
    if (!game->null_move_allowed || worker->paranoid || depth < NULL_MOVE_MIN_DEPTH ||
        eval < beta || is_mate_score(beta) || !game->null_move_allowed(pos))
        return false;
    int reduction = 3 + depth / 4;
    game->play_null(pos, &worker->stack[ply + 1]);
    worker->played_index[ply] = CONT_NONE;
    Score score = -negamax(worker, ply + 1, depth - 1 - reduction, -beta, -beta + 1, false);
    return score >= beta && !is_mate_score(score);
}

/* The static eval, sharpened by a TT bound that lies on the right side of it. */
static Score refined_eval(Score eval, bool found, const TTHit *hit, Score tt_score) {
    if (!found || is_mate_score(tt_score))
        return eval;
    if (hit->bound == BOUND_EXACT || (hit->bound == BOUND_LOWER && tt_score > eval) ||
        (hit->bound == BOUND_UPPER && tt_score < eval))
        return tt_score;
    return eval;
}

/* Late move reduction in plies. ordering_score is the move's history score, the butterfly
 * and continuation tables together (killers carry a huge ordering score, so they are never
 * reduced). */
static int lmr_reduction(int depth, int legal, bool pv_node, bool improving, int ordering_score) {
    int d = depth < LMR_TABLE_SIZE ? depth : LMR_TABLE_SIZE - 1;
    int n = legal < LMR_TABLE_SIZE ? legal : LMR_TABLE_SIZE - 1;
    int reduction = lmr_table[d][n] - pv_node + !improving - ordering_score / LMR_HISTORY_DIVISOR;
    return reduction < 0 ? 0 : reduction > depth - 2 ? depth - 2 : reduction;
}

/* Quiet moves not worth searching at low depth: too late in the list (late move pruning)
 * or too far below alpha even with a margin (futility). Once true it stays true for the
 * rest of the node: quiet_count only grows and alpha only rises. */
static bool quiets_exhausted(const PruningMargins *margins, int depth, int quiet_count,
                             int move_count, bool improving, Score eval, Score alpha) {
    int late = (margins->late_move_base + depth * depth) / (2 - improving) +
               move_count * margins->late_move_share / 1000;
    if (depth <= LMP_MAX_DEPTH && quiet_count >= late)
        return true;
    return depth <= FUTILITY_MAX_DEPTH &&
           eval + margins->futility_base + margins->futility_per_ply * depth <= alpha;
}

/* A move that loses more by static exchange than a shallow search could win back. */
static bool loses_exchange(const Game *game, const void *pos, Move move, bool noisy, int depth) {
    if (!game->see_at_least || depth > SEE_PRUNE_MAX_DEPTH)
        return false;
    int margin = noisy ? SEE_NOISY_MARGIN * depth : SEE_QUIET_MARGIN * depth * depth;
    return !game->see_at_least(pos, move, -margin);
}

/* What a singular test says of the TT move. */
typedef enum Singular {
    SINGULAR_NONE,     /* nothing known: search it as usual */
    SINGULAR_EXTEND,   /* every other move fails well below its score: one ply more */
    SINGULAR_REDUCE,   /* another move also beats beta: one ply less */
    SINGULAR_MULTICUT, /* another move beats beta: the node fails high without more search */
} Singular;

/* Singular extension: when a deep TT lower bound names the best move, search the node
 * without it, shallower and just below that score. Only a move that stands alone is
 * extended; alternatives that beat beta settle the node (multi-cut). */
static Singular singular_test(Worker *worker, int ply, int depth, Score beta, const TTHit *hit,
                              Score tt_score, Score *cut_score) {
    if (ply == 0 || depth < SINGULAR_MIN_DEPTH || hit->move == MOVE_NONE ||
        worker->singular_skip[ply] != MOVE_NONE || hit->depth < depth - SINGULAR_TT_SLACK ||
        !(hit->bound & BOUND_LOWER) || is_mate_score(tt_score) || ply >= 2 * worker->root_depth)
        return SINGULAR_NONE;
    Score singular_beta = tt_score - SINGULAR_MARGIN * depth;
    worker->singular_skip[ply] = hit->move;
    Score score = negamax(worker, ply, (depth - 1) / 2, singular_beta - 1, singular_beta, false);
    worker->singular_skip[ply] = MOVE_NONE;
    if (score < singular_beta)
        return SINGULAR_EXTEND;
    *cut_score = singular_beta;
    if (singular_beta >= beta)
        return SINGULAR_MULTICUT;
    return tt_score >= beta ? SINGULAR_REDUCE : SINGULAR_NONE;
}

/* What the move loop of a node knows of it before its first move. */
typedef struct NodeFacts {
    int ply;
    int depth; /* after the internal iterative reduction */
    bool root, pv_node, checked, improving;
    Score eval;       /* the static eval sharpened by the TT, for futility */
    Move tt_move;     /* searched tt_extension plies deeper (or shallower) than the others */
    int tt_extension; /* from the singular test */
    Move skip;        /* a singular test searches the node without it */
} NodeFacts;

/* What the move loop found. */
typedef struct MoveLoop {
    Score best, alpha; /* the best score and the window's lower end after the moves */
    Move best_move;    /* the move that raised alpha last, MOVE_NONE if none did */
    bool best_noisy;
    int legal;   /* legal moves played, the pruned ones included */
    bool passed; /* a coalition pass was searched before the moves (best-reply layers) */
} MoveLoop;

/* The node's moves in order: TT move, noisy by gain, killers, quiets by history. The
 * killers of the grandchildren are cleared for this node's subtree. */
static MoveList ordered_moves(Worker *worker, int ply, Move tt_move, const HistoryTables *tables) {
    const Game *game = worker->game;
    const void *pos = &worker->stack[ply];
    MoveList list = move_list_at(worker, ply);
    list.count = game->generate(pos, list.moves, GEN_ALL);
    Move killers[2] = {worker->killers[ply][0], worker->killers[ply][1]};
    if (ply + 2 < MAX_PLY)
        worker->killers[ply + 2][0] = worker->killers[ply + 2][1] = MOVE_NONE;
    ordering_describe(game, pos, &list);
    ordering_score_all(&list, tt_move, killers, tables);
    ordering_demote_losing(game, pos, &list, tables);
    return list;
}

/* What pruning says of a move before it is played. */
typedef enum Pruning {
    PRUNE_NONE, /* search it */
    PRUNE_MOVE, /* skip it unless it gives check */
    PRUNE_REST, /* skip it and every move after it */
} Pruning;

static Pruning pruning_verdict(const Worker *worker, const NodeFacts *node, Move move, bool quiet,
                               int move_count, int quiet_count, Score best, Score alpha) {
    const Game *game = worker->game;
    bool may_prune = !node->root && best > -SCORE_MATE_IN_MAX && !node->checked;
    bool exhausted = may_prune && quiet &&
                     quiets_exhausted(pruning_of(game), node->depth, quiet_count, move_count,
                                      node->improving, node->eval, alpha);
    // In a game without check or exchanges no later move is exempt: every one after this
    // is a quiet move (noisy ones are ordered first), so the loop ends without them.
    if (exhausted && !game->in_check && !game->see_at_least)
        return PRUNE_REST;
    if (exhausted ||
        (may_prune && loses_exchange(game, &worker->stack[node->ply], move, !quiet, node->depth)))
        return PRUNE_MOVE;
    return PRUNE_NONE;
}

/* The score of the move just played, the legal-th of the node. The first gets the full
 * window; a later one a null window, at a reduced depth when it is quiet and late (LMR),
 * searched again at full depth and then with the full window while it beats alpha. */
static Score search_move(Worker *worker, const NodeFacts *node, int next_depth, int legal,
                         bool quiet, int ordering_score, Score alpha, Score beta) {
    int ply = node->ply;
    if (legal == 1)
        return search_child(worker, ply, next_depth, alpha, beta);
    int reduction = 0;
    if (quiet && node->depth >= LMR_MIN_DEPTH && legal > 1 + 2 * node->pv_node && !node->checked)
        reduction =
            lmr_reduction(node->depth, legal, node->pv_node, node->improving, ordering_score);
    Score score = search_child(worker, ply, next_depth - reduction, alpha, alpha + 1);
    if (score > alpha && reduction > 0)
        score = search_child(worker, ply, next_depth, alpha, alpha + 1);
    if (score > alpha && score < beta)
        score = search_child(worker, ply, next_depth, alpha, beta);
    return score;
}

/* The moves in order until one beats beta: each pruned, or searched as search_move says;
 * a cut teaches the killers and histories (update_cut_stats). In a best-reply layer the
 * coalition's pass comes first, at the same depth. False: the search was stopped. */
static bool search_moves(Worker *worker, const NodeFacts *node, MoveList *list,
                         const HistoryTables *tables, Score alpha, Score beta, MoveLoop *loop) {
    enum { TRIED_MAX = 64 };
    MoveFacts quiets_tried[TRIED_MAX], noisy_tried[TRIED_MAX]; /* as the histories know them */
    int quiet_count = 0, noisy_count = 0;
    int ply = node->ply;
    *loop = (MoveLoop){-SCORE_INFINITE, alpha, MOVE_NONE, false, 0, false};
    loop->passed = play_coalition_pass(worker, ply);
    if (loop->passed) {
        worker->played_index[ply] = CONT_NONE;
        loop->best = search_child(worker, ply, node->depth, alpha, beta);
        if (node_stopped(worker))
            return false;
        loop->alpha = loop->best > alpha ? loop->best : alpha;
    }
    for (int i = 0; i < list->count && loop->alpha < beta; i++) {
        Move move = ordering_pick(list, i);
        if ((node->root && !root_move_allowed(worker, move)) || move == node->skip)
            continue;
        bool quiet = !list->facts[i].noisy;
        Pruning pruning = pruning_verdict(worker, node, move, quiet, list->count, quiet_count,
                                          loop->best, loop->alpha);
        if (pruning == PRUNE_REST)
            break;
        if (!play_child(worker, ply, move))
            continue;
        loop->legal++;
        worker->played_index[ply] = list->facts[i].history_index;
        if (pruning == PRUNE_MOVE && !in_check(worker, ply + 1))
            continue; /* checking moves are never pruned */
        int next_depth = node->depth - 1 + (move == node->tt_move ? node->tt_extension : 0);
        Score score = search_move(worker, node, next_depth, loop->legal, quiet, list->scores[i],
                                  loop->alpha, beta);
        if (node_stopped(worker))
            return false;
        if (score > loop->best) {
            loop->best = score;
            if (score > loop->alpha) {
                loop->alpha = score;
                loop->best_move = move;
                loop->best_noisy = !quiet;
                update_pv(worker, ply, move);
                if (score >= beta) {
                    TriedMoves tried = {quiets_tried, quiet_count, noisy_tried, noisy_count};
                    update_cut_stats(worker, ply, move, tables, &list->facts[i], &tried,
                                     node->depth);
                    break;
                }
            }
        }
        if (quiet && quiet_count < TRIED_MAX)
            quiets_tried[quiet_count++] = list->facts[i];
        else if (!quiet && noisy_count < TRIED_MAX)
            noisy_tried[noisy_count++] = list->facts[i];
    }
    return true;
}

static Score negamax(Worker *worker, int ply, int depth, Score alpha, Score beta, bool allow_null) {
    const Game *game = worker->game;
    const void *pos = &worker->stack[ply];
    const PosHeader *header = pos_header(pos);
    bool root = ply == 0;
    bool pv_node = beta - alpha > 1;
    Move skip = worker->singular_skip[ply]; /* a singular test searches the node without it */
    worker->pv_length[ply] = 0;

    // Step 1. Check extension: never enter quiescence (or reduce to nothing) while in check.
    bool checked = in_check(worker, ply);
    if (checked && depth < MAX_PLY)
        depth++;

    // Step 2. Horizon: resolve noisy moves in quiescence.
    if (depth <= 0)
        return quiesce(worker, ply, alpha, beta);
    count_node(worker, ply);
    push_key(worker, ply);

    // Step 3. Abort, decided positions, draws and the ply limit.
    if (should_abort(worker))
        return 0;
    if (!root) {
        Result decided = decided_result(worker, ply);
        if (decided != RESULT_NONE)
            return result_score(decided, ply);
        if (is_draw(worker, ply))
            return SCORE_DRAW;
        if (ply >= MAX_PLY - 1)
            return static_eval(worker, ply);

        // Step 4. Mate distance pruning: no line here can beat a mate already found nearer.
        alpha = alpha > -SCORE_MATE + ply ? alpha : -SCORE_MATE + ply;
        beta = beta < SCORE_MATE - ply - 1 ? beta : SCORE_MATE - ply - 1;
        if (alpha >= beta)
            return alpha;
    }

    // Step 5. Transposition table: a deep enough bound ends the node outside the PV. The
    // entry of a singular test's node is the full node's, so the test ignores it.
    TTHit hit = {MOVE_NONE, 0, -99, BOUND_NONE};
    bool found = skip == MOVE_NONE && tt_probe(&worker->searcher->tt, header->key, &hit);
    Score tt_score = found ? tt_score_from_table(hit.score, ply) : SCORE_NONE;
    if (found && !pv_node && hit.depth >= depth && tt_settles(&hit, tt_score, alpha, beta))
        return tt_score;

    // Step 6. Static evaluation; `improving` when it beats ours of two plies ago.
    Score raw_eval = checked ? SCORE_NONE : static_eval(worker, ply);
    CorrectionKeys keys = {.count = 0};
    Score static_score = checked ? SCORE_NONE : corrected_eval(worker, ply, raw_eval, &keys);
    Score eval = checked ? -SCORE_INFINITE : refined_eval(static_score, found, &hit, tt_score);
    worker->evals[ply] = static_score;
    bool improving = !checked && ply >= 2 && worker->evals[ply - 2] != SCORE_NONE &&
                     static_score > worker->evals[ply - 2];

    if (!pv_node && !checked && skip == MOVE_NONE) {
        // Step 7. Reverse futility: so far above beta at low depth that the node fails high.
        if (depth <= RFP_MAX_DEPTH && !is_mate_score(beta) &&
            eval - pruning_of(game)->reverse_futility_per_ply * (depth - improving) >= beta)
            return eval;

        // Step 8. Null move: give the opponent a free move; if we still beat beta, cut.
        if (allow_null && null_move_cuts(worker, ply, depth, beta, eval))
            return beta;
    }

    // Step 9. Internal iterative reduction: without a TT move, a shallower search first.
    if (depth >= IIR_MIN_DEPTH && hit.move == MOVE_NONE && skip == MOVE_NONE)
        depth--;

    // Step 10. Singular extension of the TT move, or a cut when others beat beta too.
    Score cut_score = 0;
    Singular singular = singular_test(worker, ply, depth, beta, &hit, tt_score, &cut_score);
    if (node_stopped(worker))
        return 0;
    if (singular == SINGULAR_MULTICUT)
        return cut_score;
    int tt_extension = singular == SINGULAR_EXTEND ? 1 : singular == SINGULAR_REDUCE ? -1 : 0;

    // Step 11. Generate and order: TT move, noisy by gain, killers, quiets by history.
    HistoryTables tables = history_at(worker, ply);
    MoveList list = ordered_moves(worker, ply, hit.move, &tables);

    // Step 12. The move loop: first move with a full window, the rest with a null window,
    // late quiet moves reduced (LMR) or pruned, re-searched when they surprise.
    NodeFacts node = {ply,       depth, root,     pv_node,      checked,
                      improving, eval,  hit.move, tt_extension, skip};
    MoveLoop loop;
    if (!search_moves(worker, &node, &list, &tables, alpha, beta, &loop))
        return 0;

    // Step 13. No legal move: mate, stalemate or whatever the game says; in a singular test,
    // no other move means the skipped one stands alone.
    if (loop.legal == 0 && skip != MOVE_NONE)
        return loop.alpha;
    if (loop.legal == 0 && !loop.passed)
        return root ? -SCORE_INFINITE : result_score(game->no_move_result(pos), ply);

    // Step 14. Store what we learned (not from a singular test: its node lacked a move).
    if (skip != MOVE_NONE)
        return loop.best;
    Bound bound = bound_of(loop.best, alpha, beta);
    tt_store(&worker->searcher->tt, header->key, loop.best_move, tt_score_to_table(loop.best, ply),
             depth, bound);
    learn_correction(worker, ply, depth, &keys, raw_eval, static_score, loop.best, bound,
                     loop.best_noisy);
    return loop.best;
}

Score node_search_root(Worker *worker, int depth, Score alpha, Score beta) {
    return negamax(worker, 0, depth, alpha, beta, false);
}
