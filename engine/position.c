/*
 * position.c - the engine's position: setting it from a position string and moves, playing
 * and taking back moves, and what can be read from it (position string, key, legal moves,
 * board drawing, evaluation, status, why a move is illegal). Every move enters only through
 * game_parse_legal_move, and a rejected call leaves the position and its history as they were.
 */
#include "engine.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "src/rules.h"
#include "src/text.h"

/* Room for one more move (and its checkpoint); false when the memory cannot be had. */
static bool trail_reserve(MoveTrail *trail) {
    if (trail->count < trail->capacity)
        return true;
    int capacity = trail->capacity ? trail->capacity * 2 : 256;
    Move *moves = realloc(trail->moves, sizeof *moves * (size_t)capacity);
    if (!moves)
        return false;
    trail->moves = moves;
    uint64_t *keys = realloc(trail->keys, sizeof *keys * (size_t)capacity);
    if (!keys)
        return false;
    trail->keys = keys;
    PosBuf *checkpoints = realloc(
        trail->checkpoints, sizeof *checkpoints * (size_t)(capacity / TRAIL_CHECKPOINT_EVERY));
    if (!checkpoints)
        return false;
    trail->checkpoints = checkpoints;
    trail->capacity = capacity;
    return true;
}

/* Records move, played from before (whose size is pos_size). */
static bool trail_push(MoveTrail *trail, Move move, const void *before, size_t pos_size) {
    if (!trail_reserve(trail))
        return false;
    int at = trail->count;
    if (at > 0 && at % TRAIL_CHECKPOINT_EVERY == 0)
        memcpy(&trail->checkpoints[at / TRAIL_CHECKPOINT_EVERY - 1], before, pos_size);
    trail->moves[at] = move;
    trail->keys[at] = pos_header(before)->key;
    trail->count++;
    return true;
}

const uint64_t *engine_keys_through_current(TesseraEngine *engine) {
    MoveTrail *trail = &engine->trail;
    if (!trail_reserve(trail))
        return NULL;
    trail->keys[trail->count] = pos_header(&engine->position)->key;
    return trail->keys;
}

static void trail_free(MoveTrail *trail) {
    free(trail->moves);
    free(trail->keys);
    free(trail->checkpoints);
    *trail = (MoveTrail){0};
}

/* " (move N of the list)" for number > 0, else "". */
static void list_place(int number, char place[48]) {
    place[0] = '\0';
    if (number > 0)
        snprintf(place, 48, " (move %d of the list)", number);
}

TesseraCode engine_parse_move(TesseraEngine *engine, const void *pos, const char *text, int number,
                              Move *move) {
    char shown[64], place[48], reason[MOVE_REASON_BYTES];
    list_place(number, place);
    if (!text)
        return engine_fail(engine, TESSERA_ERROR_ARGUMENT, "no move%s: NULL", place);
    if (game_parse_legal_move(engine->game, pos, text, move))
        return TESSERA_OK;
    text_printable(text, shown, sizeof shown);
    game_illegal_reason(engine->game, pos, text, reason, sizeof reason);
    return engine_fail(engine, TESSERA_ERROR_MOVE, "illegal move '%s'%s: %s", shown, place, reason);
}

/* Plays text in pos after checking the game goes on and the move is legal; number is the
 * move's place in a list (0: a single move). */
static TesseraCode play_checked(TesseraEngine *engine, PosBuf *pos, MoveTrail *trail,
                                const char *text, int number) {
    const Game *game = engine->game;
    GameStatus status;
    rules_status(game, pos, trail->keys, trail->count, &status);
    if (trail == &engine->trail)
        engine_apply_claim(engine, trail->count, &status);
    if (text && status.outcome != OUTCOME_ONGOING) {
        char shown[64], place[48];
        text_printable(text, shown, sizeof shown);
        list_place(number, place);
        return engine_fail(engine, TESSERA_ERROR_GAME_OVER,
                           "move '%s'%s comes after the end of the game (%s)", shown, place,
                           status.reason);
    }
    Move move;
    TesseraCode code = engine_parse_move(engine, pos, text, number, &move);
    if (code != TESSERA_OK)
        return code;
    if (!trail_push(trail, move, pos, game->pos_size))
        return engine_fail(engine, TESSERA_ERROR_MEMORY, "out of memory for the move list");
    PosBuf next;
    game->play(pos, move, &next);
    memcpy(pos, &next, game->pos_size);
    return TESSERA_OK;
}

TesseraCode tessera_set_position(TesseraEngine *engine, const char *position,
                                 const char *const *moves, int count) {
    TesseraCode refused = engine_refusal(engine);
    if (refused != TESSERA_OK)
        return refused;
    const Game *game = engine->game;
    if (count < 0 || (count > 0 && !moves))
        return engine_fail(engine, TESSERA_ERROR_ARGUMENT, "bad move list");
    PosBuf start, pos;
    char error[256];
    GameChoices chosen;
    engine_choices(engine, &chosen);
    if (!position)
        position = game_start_position(game, engine_players(engine), &chosen);
    if (strlen(position) >= MAX_POS_TEXT)
        return engine_fail(engine, TESSERA_ERROR_POSITION, "position string too long");
    if (!game_parse_chosen(game, &start, position, &chosen, error, sizeof error))
        return engine_fail(engine, TESSERA_ERROR_POSITION, "bad %s position: %s", game->name,
                           error);
    memcpy(&pos, &start, game->pos_size);
    MoveTrail trail = {0};
    for (int i = 0; i < count; i++) {
        TesseraCode code = play_checked(engine, &pos, &trail, moves[i], i + 1);
        if (code != TESSERA_OK) {
            trail_free(&trail);
            return code;
        }
    }
    engine_end_job(engine);
    memcpy(&engine->start, &start, game->pos_size);
    memcpy(&engine->position, &pos, game->pos_size);
    trail_free(&engine->trail);
    engine->trail = trail;
    engine->claimed = NULL;
    return TESSERA_OK;
}

TesseraCode tessera_play(TesseraEngine *engine, const char *move) {
    TesseraCode refused = engine_refusal(engine);
    if (refused != TESSERA_OK)
        return refused;
    if (!move)
        return engine_fail(engine, TESSERA_ERROR_ARGUMENT, "no move");
    PosBuf pos;
    memcpy(&pos, &engine->position, engine->game->pos_size);
    GameStatus status;
    engine_status(engine, &status);
    Move parsed;
    if (status.outcome == OUTCOME_ONGOING &&
        game_parse_legal_move(engine->game, &pos, move, &parsed))
        engine_end_job(engine); /* a valid move: the search of the old position ends */
    return play_checked(engine, &engine->position, &engine->trail, move, 0);
}

TesseraCode tessera_undo(TesseraEngine *engine) {
    TesseraCode refused = engine_refusal(engine);
    if (refused != TESSERA_OK)
        return refused;
    const Game *game = engine->game;
    MoveTrail *trail = &engine->trail;
    if (trail->count == 0)
        return engine_fail(engine, TESSERA_ERROR_NO_MOVE, "no move to take back");
    engine_end_job(engine);
    engine->claimed = NULL; /* a claim holds only where it was made */
    int count = --trail->count;
    int from = count / TRAIL_CHECKPOINT_EVERY * TRAIL_CHECKPOINT_EVERY;
    PosBuf positions[2];
    memcpy(&positions[0],
           from == 0 ? &engine->start : &trail->checkpoints[from / TRAIL_CHECKPOINT_EVERY - 1],
           game->pos_size);
    for (int i = from; i < count; i++)
        game->play(&positions[(i - from) % 2], trail->moves[i], &positions[(i - from + 1) % 2]);
    memcpy(&engine->position, &positions[(count - from) % 2], game->pos_size);
    return TESSERA_OK;
}

int tessera_move_count(const TesseraEngine *engine) {
    if (engine_refusal(engine) != TESSERA_OK)
        return 0;
    return engine->trail.count;
}

const char *tessera_position(TesseraEngine *engine) {
    if (engine_refusal(engine) != TESSERA_OK)
        return "";
    char text[MAX_POS_TEXT];
    engine->game->format(&engine->position, text, sizeof text);
    strbuf_clear(&engine->text);
    strbuf_append(&engine->text, text);
    return strbuf_text(&engine->text);
}

uint64_t tessera_key(const TesseraEngine *engine) {
    if (engine_refusal(engine) != TESSERA_OK)
        return 0;
    return pos_header(&engine->position)->key;
}

int tessera_side_to_move(const TesseraEngine *engine) {
    if (engine_refusal(engine) != TESSERA_OK)
        return -1;
    return pos_header(&engine->position)->side;
}

const char *tessera_legal_moves(TesseraEngine *engine, int *count) {
    static _Thread_local Move moves[MAX_MOVES];
    if (count)
        *count = 0;
    if (engine_refusal(engine) != TESSERA_OK)
        return "";
    const Game *game = engine->game;
    GameStatus status;
    engine_status(engine, &status);
    int found =
        status.outcome == OUTCOME_ONGOING ? game_legal_moves(game, &engine->position, moves) : 0;
    strbuf_clear(&engine->text);
    char text[MAX_MOVE_TEXT];
    for (int i = 0; i < found; i++) {
        game->format_move(&engine->position, moves[i], text);
        strbuf_printf(&engine->text, i ? " %s" : "%s", text);
    }
    if (count)
        *count = found;
    return strbuf_text(&engine->text);
}

bool tessera_is_legal(const TesseraEngine *engine, const char *move) {
    Move parsed;
    GameStatus status;
    if (engine_refusal(engine) != TESSERA_OK)
        return false;
    engine_status(engine, &status);
    return move && status.outcome == OUTCOME_ONGOING &&
           game_parse_legal_move(engine->game, &engine->position, move, &parsed);
}

const char *tessera_illegal_reason(TesseraEngine *engine, const char *move) {
    TesseraCode refused = engine_refusal(engine);
    if (refused != TESSERA_OK)
        return refused == TESSERA_ERROR_ARGUMENT ? "no engine" : "called from a callback";
    const Game *game = engine->game;
    GameStatus status;
    Move parsed;
    char reason[MOVE_REASON_BYTES] = "";
    engine_status(engine, &status);
    if (!move)
        snprintf(reason, sizeof reason, "no move given");
    else if (status.outcome != OUTCOME_ONGOING)
        snprintf(reason, sizeof reason, "the game is over (%s)", status.reason);
    else if (!game_parse_legal_move(game, &engine->position, move, &parsed))
        game_illegal_reason(game, &engine->position, move, reason, sizeof reason);
    strbuf_clear(&engine->text);
    strbuf_append(&engine->text, reason);
    return strbuf_text(&engine->text);
}

const char *tessera_board(TesseraEngine *engine) {
    if (engine_refusal(engine) != TESSERA_OK)
        return "";
    strbuf_clear(&engine->text);
    engine->game->print_board(&engine->position, &engine->text);
    return strbuf_text(&engine->text);
}

/* The classical evaluation's breakdown, then the network's score where the game has one and
 * which of the two the search plays with (the Evaluation option). */
const char *tessera_eval(TesseraEngine *engine) {
    if (engine_refusal(engine) != TESSERA_OK)
        return "";
    const Game *game = engine->game;
    strbuf_clear(&engine->text);
    game->eval_trace(&engine->position, &engine->text);
    if (game->net && pos_header(&engine->position)->players == 2) {
        Score score = game_net_evaluate(game, &engine->position);
        strbuf_printf(&engine->text,
                      "Network evaluation %+d for the side to move (the search %s)\n", score,
                      search_uses_network(game, engine->options.evaluation) ? "plays with it"
                                                                            : "plays without it");
    }
    return strbuf_text(&engine->text);
}

TesseraCode tessera_status(const TesseraEngine *engine, TesseraStatus *status) {
    if (status) /* what a refused call leaves: no game, nobody to move */
        *status = (TesseraStatus){.winner = -1, .side_to_move = -1, .reason = ""};
    TesseraCode refused = engine_refusal(engine);
    if (refused != TESSERA_OK)
        return refused;
    if (!status)
        return TESSERA_ERROR_ARGUMENT;
    GameStatus found;
    engine_status(engine, &found);
    const PosHeader *header = pos_header(&engine->position);
    *status = (TesseraStatus){
        .outcome = found.outcome == OUTCOME_WIN    ? TESSERA_WIN
                   : found.outcome == OUTCOME_DRAW ? TESSERA_DRAW
                                                   : TESSERA_ONGOING,
        .winner = found.outcome == OUTCOME_WIN ? found.winner : -1,
        .side_to_move = header->side,
        .players = header->players,
        .reason = found.reason ? found.reason : "",
        .has_scores = found.has_scores,
    };
    for (int i = 0; i < MAX_PLAYERS; i++)
        status->scores[i] = found.has_scores && i < header->players ? found.scores[i] : 0;
    return TESSERA_OK;
}
