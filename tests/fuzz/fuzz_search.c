/*
 * fuzz_search.c - fuzz target for the search and every evaluation on any position a game's
 * parser accepts: a short single-threaded search (depth 3, at most 400 nodes, which the
 * search counts in steps of 1024) by a fresh searcher with a 1 MB table. Its best move must
 * be legal, its ponder move legal after it, and a position with a legal move and no decided
 * result must get a move.
 *
 * Input: as the position target (a game name on the first line, the position string on the
 * rest). The input's length chooses MultiPV (1-3) and the full or the baseline evaluation,
 * so one position string reaches every combination.
 */
#include "fuzz.h"

#include <stdlib.h>
#include <string.h>

#include "search/search.h"
#include "src/rules.h"

enum { SEARCH_NODES = 400, SEARCH_DEPTH = 3, TABLE_MB = 1 };

static void check_result(const Game *game, const void *pos, const SearchResult *result) {
    GameStatus status;
    rules_status(game, pos, NULL, 0, &status);
    bool playable = status.outcome == OUTCOME_ONGOING && game_has_legal_move(game, pos);
    if (result->best == MOVE_NONE) {
        if (playable)
            fuzz_fail("%s: no best move in a game that goes on", game->name);
        return;
    }
    if (!fuzz_is_legal(game, pos, result->best))
        fuzz_fail("%s: the best move is not legal", game->name);
    PosBuf child;
    if (!game->play(pos, result->best, &child))
        fuzz_fail("%s: the best move cannot be played", game->name);
    if (result->ponder != MOVE_NONE && !fuzz_is_legal(game, &child, result->ponder))
        fuzz_fail("%s: the ponder move is not legal after the best move", game->name);
}

static void search_position(const Game *game, const void *pos, size_t size) {
    Searcher searcher;
    if (!searcher_init(&searcher, game, TABLE_MB, 1))
        fuzz_fail("cannot create a searcher");
    searcher.evaluation = (EvalChoice)(size % 4); /* full, classical, network or baseline */
    SearchLimits limits;
    limits_init(&limits);
    limits.nodes = SEARCH_NODES;
    limits.depth = SEARCH_DEPTH;
    limits.multipv = 1 + (int)(size / 2 % 3);
    atomic_store(&searcher.stop, false);
    SearchResult result = search_run(&searcher, pos, NULL, 0, &limits, 0, NULL);
    check_result(game, pos, &result);
    searcher_free(&searcher);
}

void fuzz_search(const uint8_t *data, size_t size) {
    FuzzLines lines;
    fuzz_lines_init(&lines, data, size);
    const Game *game = fuzz_read_game(&lines);
    char *text = game ? fuzz_lines_join_rest(&lines) : NULL;
    PosBuf pos;
    char error[256];
    if (text && game->parse(&pos, text, error, sizeof error))
        search_position(game, &pos, size);
    free(text);
    fuzz_lines_free(&lines);
}
