/*
 * record.h - the game being played in the terminal: its start position string, every
 * position reached and the move that led to each, in the game's canonical text (what the
 * engine is told) and as shown to the player (SAN in chess and Void Chess). Undo pops from
 * the end; the status (with repetition and fifty-move draws) comes from the rules module.
 */
#ifndef TESSERA_PLAY_RECORD_H
#define TESSERA_PLAY_RECORD_H

#include "src/game.h"

typedef struct Record {
    const Game *game;
    char start[MAX_POS_TEXT];
    PosBuf *positions;            /* positions[0] = start, positions[i] after i moves */
    uint64_t *keys;               /* keys[i] = key of positions[i] */
    char (*moves)[MAX_MOVE_TEXT]; /* moves[i] led from positions[i] to positions[i + 1] */
    char (*shown)[MAX_MOVE_TEXT]; /* moves[i] as the player reads it: SAN where the game has it */
    int count;                    /* moves played */
    int capacity;
} Record;

/* Starts a record at the game's start position for players; false if out of memory. */
bool record_init(Record *record, const Game *game, int players);
/* Starts a record at the position string start; false if it does not read or out of
 * memory. */
bool record_init_at(Record *record, const Game *game, const char *start);
void record_free(Record *record);

const void *record_current(const Record *record);
int record_side(const Record *record); /* player to move now */

/* Move as the player reads it in pos: SAN in chess and Void Chess, else canonical. */
void record_move_text(const Game *game, const void *pos, Move move, char text[MAX_MOVE_TEXT]);

/* Plays a legal move (as returned by game_parse_legal_move); false if out of memory. */
bool record_play(Record *record, Move move);
void record_undo(Record *record); /* drops the last move; nothing at the start */

/* The status now: the game's own verdict plus repetition and fifty-move draws. */
void record_status(const Record *record, GameStatus *status);

#endif
