/*
 * record.c - the growing list of positions and moves of one terminal game. Positions are
 * copied, never unmade, so undo is dropping the last entry. Each move is kept twice: the
 * canonical text for the engine and the text shown to the player (SAN where it exists).
 */
#include "record.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "src/rules.h"
#include "src/san.h"

enum { RECORD_FIRST_CAPACITY = 128 };

static bool record_grow(Record *record) {
    int capacity = record->capacity ? record->capacity * 2 : RECORD_FIRST_CAPACITY;
    PosBuf *positions = realloc(record->positions, sizeof(PosBuf) * (size_t)(capacity + 1));
    if (positions)
        record->positions = positions;
    uint64_t *keys = realloc(record->keys, sizeof(uint64_t) * (size_t)(capacity + 1));
    if (keys)
        record->keys = keys;
    char(*moves)[MAX_MOVE_TEXT] = realloc(record->moves, MAX_MOVE_TEXT * (size_t)capacity);
    if (moves)
        record->moves = moves;
    char(*shown)[MAX_MOVE_TEXT] = realloc(record->shown, MAX_MOVE_TEXT * (size_t)capacity);
    if (shown)
        record->shown = shown;
    if (!positions || !keys || !moves || !shown)
        return false;
    record->capacity = capacity;
    return true;
}

bool record_init(Record *record, const Game *game, int players) {
    return record_init_at(record, game, game->start_position(players));
}

bool record_init_at(Record *record, const Game *game, const char *start) {
    memset(record, 0, sizeof *record);
    record->game = game;
    char error[128];
    if (strlen(start) >= sizeof record->start || !record_grow(record) ||
        !game->parse(&record->positions[0], start, error, sizeof error)) {
        record_free(record);
        return false;
    }
    snprintf(record->start, sizeof record->start, "%s", start);
    record->keys[0] = pos_header(&record->positions[0])->key;
    return true;
}

void record_free(Record *record) {
    free(record->positions);
    free(record->keys);
    free(record->moves);
    free(record->shown);
    memset(record, 0, sizeof *record);
}

const void *record_current(const Record *record) {
    return &record->positions[record->count];
}

int record_side(const Record *record) {
    return pos_header(record_current(record))->side;
}

void record_move_text(const Game *game, const void *pos, Move move, char text[MAX_MOVE_TEXT]) {
    if (san_available(game))
        san_format(game, pos, move, text);
    else
        game->format_move(pos, move, text);
}

bool record_play(Record *record, Move move) {
    if (record->count == record->capacity && !record_grow(record))
        return false;
    const Game *game = record->game;
    const void *pos = record_current(record);
    game->format_move(pos, move, record->moves[record->count]);
    record_move_text(game, pos, move, record->shown[record->count]);
    PosBuf *next = &record->positions[record->count + 1];
    game->play(pos, move, next);
    record->keys[record->count + 1] = pos_header(next)->key;
    record->count++;
    return true;
}

void record_undo(Record *record) {
    if (record->count > 0)
        record->count--;
}

void record_status(const Record *record, GameStatus *status) {
    rules_status(record->game, record_current(record), record->keys, record->count, status);
}
