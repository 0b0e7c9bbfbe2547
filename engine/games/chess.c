/*
 * chess.c - the descriptor that makes standard chess a Tessera game: its facts and the
 * chess_* functions behind every entry of the Game interface.
 */
#include "engine/games.h"

#include "eval/baselines.h"
#include "eval/chess/chess_eval.h"
#include "eval/chess/chess_net.h"
#include "src/games/chess/chess.h"

static const char *chess_start_position(int players) {
    (void)players;
    return "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
}

const Game CHESS_GAME = {
    .name = "chess",
    .alias = NULL,
    .files = 8,
    .ranks = 8,
    .min_players = 2,
    .max_players = 2,
    .pos_size = sizeof(ChessPos),
    .has_san = true,
    .san_records = true,
    .polyglot_books = true,
    .fifty_move_plies = 150, /* 75 moves each: automatic (FIDE 9.6.2) */
    .repetition_draw = 5,    /* fivefold: automatic (FIDE 9.6.1) */
    .claim_fifty_plies = 100,
    .claim_repetitions = 3,
    .legal_generator = true,
    .move_index_count = CHESS_MOVE_INDEX_COUNT,
    .player_names = {"white", "black"},

    .start_position = chess_start_position,
    .parse = chess_parse,
    .format = chess_format,
    .parse_move = chess_parse_move,
    .format_move = chess_format_move,
    .print_board = chess_print_board,
    .illegal_reason = chess_illegal_reason,

    .generate = chess_generate,
    .play = chess_play,
    .status = chess_status,
    .quick_result = NULL,
    .rule_draw = chess_rule_draw,
    .no_move_result = chess_no_move_result,
    .in_check = chess_in_check,
    .is_noisy = chess_is_noisy,
    .noisy_gain = chess_noisy_gain,
    .see_at_least = chess_see_at_least,
    .move_index = chess_move_index,
    .key_from_scratch = chess_key_from_scratch,
    .correction_keys = chess_correction_keys,
    .null_move_allowed = chess_null_move_allowed,
    .play_null = chess_play_null,

    .evaluate = chess_evaluate,
    .baseline_evaluate = chess_baseline_evaluate,
    .eval_trace = chess_eval_trace,
    .eval_weights = &CHESS_EVAL_WEIGHTS,
    .eval_features = chess_eval_features,
    .net_inputs = chess_net_inputs,
    .net = &CHESS_NET,
    /* The committed network beat the weighted evaluation it corrects in a match (docs/TUNING.md,
     * "The chess network"), so full plays it; Evaluation = classical plays without it. */
    .net_by_default = true,
    .mirror = chess_mirror,
};
