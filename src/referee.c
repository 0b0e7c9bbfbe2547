/*
 * referee.c - validates and records moves through the Game interface.
 *
 * Nothing here trusts an engine: a move counts only if game_parse_legal_move finds it among
 * the legal moves of the position and Game.play accepts it. What the engines are shown next
 * is rebuilt from the start position and the canonical texts of the accepted moves, so an
 * engine that wrote a move in an accepted alternative spelling never confuses the other.
 */
#include "referee.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "src/rules.h"

bool referee_init(Referee *referee, const Game *game, int players, const GameChoices *chosen,
                  const char *start_text, char *error, size_t error_size) {
    memset(referee, 0, sizeof *referee);
    referee->game = game;
    referee->players = players;
    if (chosen)
        referee->chosen = *chosen;
    const char *startpos = game_start_position(game, players, &referee->chosen);
    const char *text = start_text && *start_text ? start_text : startpos;
    if (!game_parse_chosen(game, &referee->position, text, &referee->chosen, error, error_size))
        return false;
    game->format(&referee->position, referee->start_text, sizeof referee->start_text);
    PosBuf standard;
    char standard_text[MAX_POS_TEXT];
    game->parse(&standard, startpos, error, error_size);
    game->format(&standard, standard_text, sizeof standard_text);
    referee->from_startpos = strcmp(standard_text, referee->start_text) == 0;
    return true;
}

void referee_free(Referee *referee) {
    free(referee->history);
    free(referee->moves);
    referee->history = NULL;
    referee->moves = NULL;
    referee->count = referee->capacity = 0;
}

static void referee_grow(Referee *referee) {
    if (referee->count < referee->capacity)
        return;
    int capacity = referee->capacity ? referee->capacity * 2 : 256;
    uint64_t *history = realloc(referee->history, (size_t)capacity * sizeof *history);
    char(*moves)[MAX_MOVE_TEXT] = realloc(referee->moves, (size_t)capacity * sizeof *moves);
    if (!history || !moves)
        abort();
    referee->history = history;
    referee->moves = moves;
    referee->capacity = capacity;
}

bool referee_play(Referee *referee, const char *text, char canonical[MAX_MOVE_TEXT]) {
    const Game *game = referee->game;
    Move move;
    PosBuf next;
    if (!game_parse_legal_move(game, &referee->position, text, &move) ||
        !game->play(&referee->position, move, &next))
        return false;
    game->format_move(&referee->position, move, canonical);
    referee_grow(referee);
    referee->history[referee->count] = pos_header(&referee->position)->key;
    memcpy(referee->moves[referee->count], canonical, MAX_MOVE_TEXT);
    referee->count++;
    memcpy(&referee->position, &next, game->pos_size);
    return true;
}

void referee_status(const Referee *referee, GameStatus *status) {
    rules_status_claimed(
        referee->game, &referee->position, referee->history, referee->count,
        status); /* a claimable draw is adjudicated a draw, as cutechess-cli does */
}

int referee_side(const Referee *referee) {
    return pos_header(&referee->position)->side;
}

int referee_ply(const Referee *referee) {
    return referee->count;
}

const void *referee_position(const Referee *referee) {
    return &referee->position;
}

void referee_position_command(const Referee *referee, StrBuf *out) {
    if (referee->from_startpos)
        strbuf_append(out, "position startpos");
    else
        strbuf_printf(out, "position fen %s", referee->start_text);
    if (referee->count > 0)
        strbuf_append(out, " moves");
    for (int i = 0; i < referee->count; i++)
        strbuf_printf(out, " %s", referee->moves[i]);
}

void referee_format(const Referee *referee, char text[MAX_POS_TEXT]) {
    referee->game->format(&referee->position, text, MAX_POS_TEXT);
}
