/*
 * fuzz_checks.c - what must hold for any position a game's parser accepted: its position
 * string reads back as the same position, its key is the key computed from scratch, every
 * legal move's text reads back as that move, and every question the search or the protocol
 * asks of it (moves, noisy moves, status, evaluations, board, trace) returns a sane answer.
 */
#include "fuzz.h"

#include <string.h>

#include "src/rules.h"

enum {
    CHILD_SAMPLES = 64, /* children whose position string is round-tripped, per position */
};

static void check_header(const Game *game, const void *pos, const char *what) {
    const PosHeader *header = pos_header(pos);
    if (header->players < game->min_players || header->players > game->max_players)
        fuzz_fail("%s %s: %d players", game->name, what, header->players);
    if (header->side >= header->players)
        fuzz_fail("%s %s: side %d of %d players", game->name, what, header->side, header->players);
    if (header->key != game->key_from_scratch(pos))
        fuzz_fail("%s %s: key differs from the key computed from scratch", game->name, what);
}

void fuzz_check_round_trip(const Game *game, const void *pos) {
    char text[MAX_POS_TEXT], again[MAX_POS_TEXT], error[256];
    PosBuf copy;
    game->format(pos, text, sizeof text);
    if (!game->parse(&copy, text, error, sizeof error))
        fuzz_fail("%s: its own position string '%s' is refused: %s", game->name, text, error);
    game->format(&copy, again, sizeof again);
    if (strcmp(text, again) != 0)
        fuzz_fail("%s: '%s' reads back as '%s'", game->name, text, again);
    if (pos_header(&copy)->key != pos_header(pos)->key)
        fuzz_fail("%s: '%s' reads back with another key", game->name, text);
}

static void check_score(const Game *game, Score score, const char *what) {
    if (score <= -SCORE_MATE_IN_MAX || score >= SCORE_MATE_IN_MAX)
        fuzz_fail("%s: %s %d is out of the evaluation range", game->name, what, (int)score);
}

static void check_status(const Game *game, const void *pos) {
    GameStatus status;
    rules_status(game, pos, NULL, 0, &status);
    int players = pos_header(pos)->players;
    if (status.outcome != OUTCOME_ONGOING && !status.reason)
        fuzz_fail("%s: a finished game without a reason", game->name);
    if (status.outcome == OUTCOME_WIN && (status.winner < 0 || status.winner >= players))
        fuzz_fail("%s: winner %d of %d players", game->name, status.winner, players);
    if (game->quick_result)
        game->quick_result(pos);
    if (game->in_check)
        game->in_check(pos);
}

static void check_evaluations(const Game *game, const void *pos) {
    check_score(game, game->evaluate(pos), "evaluation");
    if (game->baseline_evaluate)
        check_score(game, game->baseline_evaluate(pos), "baseline evaluation");
    for (int player = 0; game->evaluate_player && player < pos_header(pos)->players; player++) {
        check_score(game, game->evaluate_player(pos, player), "player evaluation");
        if (game->result_for)
            game->result_for(pos, player);
    }
    StrBuf text;
    strbuf_init(&text);
    game->print_board(pos, &text);
    game->eval_trace(pos, &text);
    strbuf_free(&text);
}

/* The hooks the search calls per move, on every generated move. */
static void check_move_hooks(const Game *game, const void *pos, Move move) {
    if (move == MOVE_NONE)
        fuzz_fail("%s: the generator produced MOVE_NONE", game->name);
    int index = game->move_index(pos, move);
    if (index < 0 || index >= game->move_index_count)
        fuzz_fail("%s: move index %d outside 0..%d", game->name, index, game->move_index_count - 1);
    if (game->is_noisy(pos, move))
        game->noisy_gain(pos, move);
    if (game->see_at_least)
        game->see_at_least(pos, move, 0);
    if (game->quiet_order)
        game->quiet_order(pos, move);
}

bool fuzz_is_legal(const Game *game, const void *pos, Move move) {
    static _Thread_local Move moves[MAX_MOVES];
    int count = game_legal_moves(game, pos, moves);
    for (int i = 0; i < count; i++)
        if (moves[i] == move)
            return true;
    return false;
}

void fuzz_check_move(const Game *game, const void *pos, Move move, void *child) {
    char text[MAX_MOVE_TEXT];
    game->format_move(pos, move, text);
    Move back;
    if (!text[0])
        fuzz_fail("%s: a legal move written as empty text", game->name);
    if (game->parse_move && (!game->parse_move(pos, text, &back) || back != move))
        fuzz_fail("%s: the legal move '%s' does not read back as itself", game->name, text);
    if (!game->play(pos, move, child))
        fuzz_fail("%s: the legal move '%s' cannot be played", game->name, text);
    check_header(game, child, "position after a move");
}

static void check_moves(const Game *game, const void *pos) {
    static _Thread_local Move moves[MAX_MOVES];
    int count = game->generate(pos, moves, GEN_NOISY);
    if (count < 0 || count > MAX_MOVES)
        fuzz_fail("%s: %d noisy moves", game->name, count);
    count = game->generate(pos, moves, GEN_ALL);
    if (count < 0 || count > MAX_MOVES)
        fuzz_fail("%s: %d moves", game->name, count);
    int stride = count / CHILD_SAMPLES + 1, legal = 0;
    PosBuf child;
    for (int i = 0; i < count; i++) {
        check_move_hooks(game, pos, moves[i]);
        if (!game->legal_generator && !game->play(pos, moves[i], &child))
            continue;
        fuzz_check_move(game, pos, moves[i], &child);
        if (legal++ % stride == 0)
            fuzz_check_round_trip(game, &child);
    }
    if (legal == 0)
        game->no_move_result(pos);
}

static void check_null_move(const Game *game, const void *pos) {
    if (!game->null_move_allowed || !game->play_null || !game->null_move_allowed(pos))
        return;
    PosBuf child;
    game->play_null(pos, &child);
    check_header(game, &child, "position after a null move");
}

void fuzz_check_position(const Game *game, const void *pos) {
    check_header(game, pos, "position");
    fuzz_check_round_trip(game, pos);
    check_status(game, pos);
    check_evaluations(game, pos);
    check_moves(game, pos);
    check_null_move(game, pos);
}
