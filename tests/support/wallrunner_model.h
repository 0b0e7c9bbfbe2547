/*
 * wallrunner_model.h - a deliberately simple second implementation of the Wall Runner rules
 * (RULES.md section 5) for the tests: a plain 8x8 array of piece letters, the rules spelled
 * out square by square, no bitboards and no code shared with src/. The perft and playout
 * suites compare the engine against it move for move.
 */
#ifndef TESSERA_TEST_WALLRUNNER_MODEL_H
#define TESSERA_TEST_WALLRUNNER_MODEL_H

#include <stdbool.h>
#include <stdint.h>

enum { MODEL_MAX_MOVES = 512, MODEL_MAX_BANS = 8 };

typedef struct ModelMove {
    int from_file, from_rank, to_file, to_rank;
} ModelMove;

typedef struct Model {
    char board[8][8]; /* [file][rank]: a piece letter (K G S D R, lower case Black) or '.' */
    int side;         /* 0 White, 1 Black */
    int ban_count;
    int ban[MODEL_MAX_BANS][4]; /* file, rank of the banned piece; file, rank it may not enter */
    int move_number;
} Model;

/* Reads a position string; false when the model cannot read it. */
bool model_read(const char *text, Model *model);

/* The position string, in the canonical form of RULES.md section 5. */
void model_write(const Model *model, char *text, int size);

/* 0 or 1: the side that has won (a King missing or on its goal rank), -1 while undecided. */
int model_winner(const Model *model);

/* Every legal move of the side to move (none in a decided position). */
int model_moves(const Model *model, ModelMove *moves);

/* The position after a legal move. */
void model_play(const Model *model, ModelMove move, Model *next);

uint64_t model_perft(const Model *model, int depth);

/* "e2e3" */
void model_move_text(ModelMove move, char text[5]);

#endif
