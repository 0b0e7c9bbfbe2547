/*
 * game.c - helpers built on the Game interface alone: the legal move list of a position
 * (filtering pseudo-legal moves through play), turning move text into a legal move and
 * explaining why a text is not one, the evaluation weights in use for a number of players,
 * and the start position and position strings under a game's own options (Game.choices).
 */
#include "game.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

int game_legal_moves(const Game *game, const void *pos, Move *moves) {
    int count = game->generate(pos, moves, GEN_ALL);
    if (game->legal_generator)
        return count;
    PosBuf next;
    int legal = 0;
    for (int i = 0; i < count; i++)
        if (game->play(pos, moves[i], &next))
            moves[legal++] = moves[i];
    return legal;
}

static const GameChoices DEFAULT_CHOICES = {{0}};

const char *game_start_position(const Game *game, int players, const GameChoices *chosen) {
    if (!game->start_position_chosen)
        return game->start_position(players);
    return game->start_position_chosen(players, chosen ? chosen : &DEFAULT_CHOICES);
}

bool game_parse_chosen(const Game *game, void *pos, const char *text, const GameChoices *chosen,
                       char *error, size_t size) {
    PosBuf parsed;
    if (!game->parse(&parsed, text, error, size))
        return false;
    if (game->fits_choices &&
        !game->fits_choices(&parsed, chosen ? chosen : &DEFAULT_CHOICES, error, size))
        return false;
    memcpy(pos, &parsed, game->pos_size);
    return true;
}

int game_choice_value(const GameChoice *choice, const char *value) {
    for (int i = 0; choice->values[i]; i++)
        if (strcasecmp(choice->values[i], value) == 0)
            return i;
    return -1;
}

bool game_has_legal_move(const Game *game, const void *pos) {
    Move moves[MAX_MOVES];
    return game_legal_moves(game, pos, moves) > 0;
}

static bool find_by_text(const Game *game, const void *pos, const Move *moves, int count,
                         const char *text, Move *move) {
    char buffer[MAX_MOVE_TEXT];
    for (int i = 0; i < count; i++) {
        game->format_move(pos, moves[i], buffer);
        if (strcmp(buffer, text) == 0) {
            *move = moves[i];
            return true;
        }
    }
    return false;
}

bool game_parse_legal_move(const Game *game, const void *pos, const char *text, Move *move) {
    if (strlen(text) >= MAX_MOVE_TEXT)
        return false;
    Move moves[MAX_MOVES];
    int count = game_legal_moves(game, pos, moves);
    Move candidate;
    if (game->parse_move && game->parse_move(pos, text, &candidate)) {
        for (int i = 0; i < count; i++)
            if (moves[i] == candidate) {
                *move = candidate;
                return true;
            }
        return false;
    }
    return find_by_text(game, pos, moves, count, text, move);
}

bool game_illegal_reason(const Game *game, const void *pos, const char *text, char *reason,
                         size_t size) {
    Move parsed;
    bool short_enough = strlen(text) < MAX_MOVE_TEXT;
    if (short_enough && game->illegal_reason && game->illegal_reason(pos, text, reason, size))
        return true;
    if (!short_enough || (game->parse_move && !game->parse_move(pos, text, &parsed))) {
        snprintf(reason, size, "it is not a %s move in the notation of the game", game->name);
        return false;
    }
    snprintf(reason, size, "it is not one of the legal moves here");
    return true;
}

const char *game_bundled_book(const Game *game, const GameChoices *chosen, bool full_strength) {
    if (game->bundled_book)
        return game->bundled_book(chosen ? chosen : &DEFAULT_CHOICES, full_strength);
    return game->name;
}

const EvalWeights *game_eval_weights(const Game *game, int players, const GameChoices *chosen) {
    if (game->eval_weights_of)
        return game->eval_weights_of(players, chosen ? chosen : &DEFAULT_CHOICES);
    return players > 2 && game->multi_eval_weights ? game->multi_eval_weights : game->eval_weights;
}

/* Network scores stay this far inside the mate scores, as the static evaluations do. */
enum { NET_SCORE_LIMIT = 7500 };

Score game_net_score(const Game *game, const void *pos, int net_output) {
    int score = net_output;
    if (game->net->residual)
        score += game->evaluate(pos);
    return score > NET_SCORE_LIMIT    ? NET_SCORE_LIMIT
           : score < -NET_SCORE_LIMIT ? -NET_SCORE_LIMIT
                                      : score;
}

Score game_net_evaluate(const Game *game, const void *pos) {
    uint16_t ours[NET_MAX_ACTIVE], theirs[NET_MAX_ACTIVE];
    int side = pos_header(pos)->side;
    int our_count = game->net_inputs(pos, side, ours);
    int their_count = game->net_inputs(pos, side ^ 1, theirs);
    return game_net_score(game, pos, net_evaluate(game->net, ours, our_count, theirs, their_count));
}
