/*
 * referee.h - the authority on what happened in a game, built on the Game interface alone.
 *
 * Owns the start position, the current position, the keys of every earlier position (for
 * repetition) and the moves played, each in the game's canonical notation. Every move an
 * engine sends goes through referee_play, which accepts only a legal move of the side to
 * move; the status combines the game's own verdict with the history-based draws.
 */
#ifndef TESSERA_REFEREE_H
#define TESSERA_REFEREE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "src/game.h"

typedef struct Referee {
    const Game *game;
    int players;
    GameChoices chosen; /* the game's own options the game is played under */
    char start_text[MAX_POS_TEXT];
    bool from_startpos; /* the start is the game's start position for `players` and `chosen` */
    PosBuf position;
    uint64_t *history; /* keys of the positions before the current one */
    char (*moves)[MAX_MOVE_TEXT];
    int count, capacity; /* moves played == history entries */
} Referee;

/* Starts from start_text, or the game's start position for players and chosen (the game's
 * own options, Game.choices; NULL: their defaults) when it is NULL or empty. False (with
 * error) when the position string does not parse or is not played under chosen (a Wall Go
 * string of the other rule set). */
bool referee_init(Referee *referee, const Game *game, int players, const GameChoices *chosen,
                  const char *start_text, char *error, size_t error_size);
void referee_free(Referee *referee);

/* Plays text if it is a legal move of the side to move; canonical receives its notation. */
bool referee_play(Referee *referee, const char *text, char canonical[MAX_MOVE_TEXT]);

/* Full status: the game's verdict plus repetition and fifty-move draws, a draw a player may
 * claim counted as claimed (as cutechess-cli adjudicates it). */
void referee_status(const Referee *referee, GameStatus *status);

int referee_side(const Referee *referee);
int referee_ply(const Referee *referee);
const void *referee_position(const Referee *referee);

/* `position startpos moves ...` or `position fen <start> moves ...`. */
void referee_position_command(const Referee *referee, StrBuf *out);

/* The current position in the game's position string notation. */
void referee_format(const Referee *referee, char text[MAX_POS_TEXT]);

#endif
