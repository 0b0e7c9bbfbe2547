/*
 * perft.c - counts leaf move sequences. With a legal generator the last ply is counted
 * without being played (bulk counting), which is how reference engines time perft too.
 * A count can be cancelled from another thread: every interior node reads the flag, which
 * costs nothing next to generating its moves.
 */
#include "perft.h"

/* The moves perft follows from pos: none once the game is over. */
static int moves_to_count(const Game *game, const void *pos, Move *moves) {
    if (game->quick_result && game->quick_result(pos) != RESULT_NONE)
        return 0;
    return game->generate(pos, moves, GEN_ALL);
}

static bool cancelled(const atomic_bool *cancel) {
    return cancel && atomic_load_explicit(cancel, memory_order_relaxed);
}

static uint64_t count_paths(const Game *game, const void *pos, int depth,
                            const atomic_bool *cancel) {
    if (depth <= 0)
        return 1;
    Move moves[MAX_MOVES];
    int count = moves_to_count(game, pos, moves);
    if (depth == 1 && game->legal_generator)
        return (uint64_t)count;
    uint64_t total = 0;
    PosBuf next;
    for (int i = 0; i < count && !cancelled(cancel); i++)
        if (game->play(pos, moves[i], &next))
            total += count_paths(game, &next, depth - 1, cancel);
    return total;
}

uint64_t perft(const Game *game, const void *pos, int depth) {
    return count_paths(game, pos, depth, NULL);
}

uint64_t perft_divide_until(const Game *game, const void *pos, int depth, PerftReport report,
                            void *context, const atomic_bool *cancel) {
    if (depth <= 0)
        return 1;
    Move moves[MAX_MOVES];
    int count = moves_to_count(game, pos, moves);
    uint64_t total = 0;
    PosBuf next;
    char text[MAX_MOVE_TEXT];
    for (int i = 0; i < count; i++) {
        if (!game->play(pos, moves[i], &next))
            continue;
        uint64_t nodes = count_paths(game, &next, depth - 1, cancel);
        if (cancelled(cancel))
            break;
        game->format_move(pos, moves[i], text);
        report(context, text, nodes);
        total += nodes;
    }
    return total;
}

uint64_t perft_divide(const Game *game, const void *pos, int depth, PerftReport report,
                      void *context) {
    return perft_divide_until(game, pos, depth, report, context, NULL);
}
