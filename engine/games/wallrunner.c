/*
 * wallrunner.c - the descriptor that makes Wall Runner a Tessera game: its facts and the
 * wallrunner_* functions behind every entry of the Game interface.
 *
 * Threefold repetition draws (WR9), applied by the generic layer; there is no fifty-move
 * rule. The generator is fully legal (there is no check), so perft counts the last ply in
 * bulk. There is no check (wallrunner_threatened explains why its threat test is not offered
 * as one). A position is decided by the pieces alone when a King is missing or stands on its
 * goal rank (quick_result); a side without a legal move loses.
 */
#include "engine/games.h"

#include "eval/wallrunner/wallrunner_eval.h"
#include "src/games/wallrunner/wallrunner.h"

static const char *wallrunner_start_position(int players) {
    (void)players;
    return WALLRUNNER_START_POSITION;
}

const Game WALLRUNNER_GAME = {
    .name = "wallrunner",
    .alias = NULL,
    .files = BOARD_SIZE,
    .ranks = BOARD_SIZE,
    .min_players = 2,
    .max_players = 2,
    .pos_size = sizeof(RunnerPos),
    .fifty_move_plies = 0,
    .repetition_draw = 3,
    .legal_generator = true,
    .move_index_count = WALLRUNNER_MOVE_INDEX_COUNT,
    .player_names = {"white", "black"},

    .start_position = wallrunner_start_position,
    .parse = wallrunner_parse,
    .format = wallrunner_format,
    .parse_move = wallrunner_parse_move,
    .format_move = wallrunner_format_move,
    .print_board = wallrunner_print_board,
    .illegal_reason = wallrunner_illegal_reason,

    .generate = wallrunner_generate,
    .play = wallrunner_play,
    .status = wallrunner_status,
    .quick_result = wallrunner_quick_result,
    .rule_draw = NULL,
    .no_move_result = wallrunner_no_move_result,
    .in_check = NULL,
    .is_noisy = wallrunner_is_noisy,
    .noisy_gain = wallrunner_noisy_gain,
    .see_at_least = NULL,
    .move_index = wallrunner_move_index,
    .key_from_scratch = wallrunner_key_from_scratch,
    .null_move_allowed = wallrunner_null_move_allowed,
    .play_null = wallrunner_play_null,

    .evaluate = wallrunner_evaluate,
    .eval_trace = wallrunner_eval_trace,
    .eval_weights = &WALLRUNNER_EVAL_WEIGHTS,
    .eval_features = wallrunner_eval_features,
};
