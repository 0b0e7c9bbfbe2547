/*
 * nettrain_data.c - the network trainer suites' shared data and options (nettrain_data.h).
 */
#include "nettrain_data.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "src/games/chess/chess.h"
#include "src/splitmix.h"
#include "tests/support/game_helpers.h"
#include "tests/support/positions.h"

static int material(const PosBuf *buffer, int color) {
    static const int VALUES[TYPE_COUNT] = {0, 100, 300, 300, 500, 900, 0};
    const ChessPos *pos = (const ChessPos *)buffer;
    int sum = 0;
    for (int type = PAWN; type <= QUEEN; type++)
        sum += VALUES[type] * bb_count(chess_pos_pieces(pos, color, type));
    return sum;
}

void nettrain_data_write_material(const char *path, int positions) {
    FILE *file = fopen(path, "w");
    cr_assert(file);
    fprintf(file, "# tessera-data v1 game=chess players=2\n");
    uint64_t state = 99;
    PosBuf pos, next;
    char fen[MAX_POS_TEXT];
    for (int written = 0; written < positions;) {
        pos = gt_position(&CHESS_GAME, START_FEN);
        for (int ply = 0; ply < 40 && written < positions; ply++) {
            Move moves[MAX_MOVES];
            int count = game_legal_moves(&CHESS_GAME, &pos, moves);
            if (count == 0)
                break;
            cr_assert(
                CHESS_GAME.play(&pos, moves[splitmix64_next(&state) % (uint64_t)count], &next));
            memcpy(&pos, &next, sizeof pos);
            int side = pos_header(&pos)->side;
            CHESS_GAME.format(&pos, fen, sizeof fen);
            fprintf(file, "0.5,0.5 | %d | %s\n", material(&pos, side) - material(&pos, side ^ 1),
                    fen);
            written++;
        }
    }
    fclose(file);
}

void nettrain_data_options(NetTrainOptions *options, const char *data, const char *out) {
    nettrain_options_default(options);
    options->game = &CHESS_GAME;
    options->data_path = data;
    options->out = out;
    options->hidden = 16;
    options->batch = 256;
    options->rate = 0.01;
    options->lambda = 1.0;
    options->residual = 0;
    options->scale = 200;
    options->command = "test";
}

char *nettrain_data_read_all(const char *path) {
    FILE *file = fopen(path, "r");
    cr_assert(file);
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    rewind(file);
    char *text = calloc((size_t)size + 1, 1);
    cr_assert_eq(fread(text, 1, (size_t)size, file), (size_t)size);
    fclose(file);
    return text;
}
