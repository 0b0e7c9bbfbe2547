/*
 * game_runner.h - plays one game between 2..4 running engines and records what happened.
 *
 * Owns the course of a single game: preparing the engines (variant, players, ucinewgame),
 * replaying the opening, asking the side to move for a move under its clock, refereeing the
 * answer, adjudicating, and turning the end into a result with ranks and a reason. The
 * engines are borrowed: faults are left recorded in them for the scheduler to act on.
 */
#ifndef TESSERA_MATCH_GAME_RUNNER_H
#define TESSERA_MATCH_GAME_RUNNER_H

#include <stdbool.h>
#include <stdint.h>
#include <time.h>

#include "cli.h"
#include "engine_process.h"
#include "src/openings.h"
#include "src/game.h"

typedef enum Termination {
    TERMINATION_NORMAL,       /* the rules ended the game */
    TERMINATION_ADJUDICATION, /* -draw, -resign or -maxmoves */
    TERMINATION_ILLEGAL_MOVE,
    TERMINATION_TIME_FORFEIT,
    TERMINATION_CRASH,
    TERMINATION_STALL,
    TERMINATION_DISCONNECT,
    TERMINATION_KINDS,
} Termination;

typedef struct MoveRecord {
    char text[MAX_MOVE_TEXT]; /* canonical notation */
    char san[MAX_MOVE_TEXT];  /* SAN for chess, else the canonical text */
    bool from_opening;
    bool has_score, mate;
    int score, depth;
    int64_t elapsed_ms;
} MoveRecord;

typedef struct GameRecord {
    int number; /* 1-based, in schedule order */
    int players;
    int seats[MAX_PLAYERS]; /* engine index (into MatchConfig.engines) of each player */
    char start_text[MAX_POS_TEXT];
    bool from_startpos;
    MoveRecord *moves;
    int move_count, move_capacity;
    Termination termination;
    int culprit; /* player who forfeited or was adjudicated lost, -1 if none */
    GameStatus status;
    int ranks[MAX_PLAYERS]; /* 1 = best; equal ranks are a tie */
    char reason[256];       /* "White mates", "Black loses on time", ... */
    time_t started;
    int64_t duration_ms;
} GameRecord;

typedef struct GameSetup {
    const MatchConfig *config;
    const Game *game;
    int number;
    int players;
    int seats[MAX_PLAYERS];
    const Opening *opening;
} GameSetup;

/* Plays the game; engines[p] plays player p. False only when the opening cannot be set up
 * (record->reason says why); every engine failure is a result, not an error. */
bool runner_play(const GameSetup *setup, EngineProcess *const engines[], GameRecord *record);

void runner_record_free(GameRecord *record);

/* The ranks of a game the rules ended, from record->status: by the scores where the game
 * keeps them, the winner alone first when the game's tie-break named one among equal scores
 * (the others tied on a score stay tied); else the winner first, or all equal. */
void runner_record_rank(GameRecord *record);

/* Points of player p: 1 per opponent ranked below, 1/2 per opponent ranked equal. */
double runner_record_points(const GameRecord *record, int player);

/* "1-0", "0-1", "1/2-1/2" for two players; ranks "1-3-2-2" for more. */
void runner_record_result_text(const GameRecord *record, char *text, size_t size);

/* "White", "South", "A": the game's name for player p, capitalised. */
void runner_player_name(const Game *game, int player, char *text, size_t size);

#endif
