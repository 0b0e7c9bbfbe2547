/*
 * voidchess.c - the descriptor that makes Void Chess (RULES.md section 2) a Tessera
 * game: its facts and the voidchess_* functions behind every entry of the Game interface.
 *
 * The generator is fully legal (VC13 is tested as moves are generated), so perft counts the
 * last ply in bulk. Bare kings and the Void Fortress are rule draws (status and search apply
 * them, perft ignores them); repetition (the key covers square states and the siege counter)
 * and the fifty-move rule come from the generic layer. "In check" also covers a king on an
 * unstable square (VC12), so the search never stands pat while its king must flee.
 */
#include "engine/games.h"

#include "eval/baselines.h"
#include "eval/voidchess/voidchess_eval.h"
#include "src/games/voidchess/voidchess.h"

static const char *voidchess_start_position(int players) {
    (void)players;
    return "rnbqkbmnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKBMNR w KQkq - 0 1 - 0";
}

const Game VOIDCHESS_GAME = {
    .name = "voidchess",
    .alias = NULL,
    .files = VC_FILES,
    .ranks = VC_RANKS,
    .min_players = 2,
    .max_players = 2,
    .pos_size = sizeof(VcPos),
    .has_san = true,
    .fifty_move_plies = 100,
    .repetition_draw = 3,
    .legal_generator = true,
    .move_index_count = VC_MOVE_INDEX_COUNT,
    .player_names = {"white", "black"},

    .start_position = voidchess_start_position,
    .parse = voidchess_parse,
    .format = voidchess_format,
    .parse_move = voidchess_parse_move,
    .format_move = voidchess_format_move,
    .print_board = voidchess_print_board,
    .illegal_reason = voidchess_illegal_reason,

    .generate = voidchess_generate,
    .play = voidchess_play,
    .status = voidchess_status,
    .quick_result = NULL,
    .rule_draw = voidchess_rule_draw,
    .no_move_result = voidchess_no_move_result,
    .in_check = voidchess_in_check,
    .is_noisy = voidchess_is_noisy,
    .noisy_gain = voidchess_noisy_gain,
    .see_at_least = voidchess_see_at_least,
    .move_index = voidchess_move_index,
    .key_from_scratch = voidchess_key_from_scratch,
    .correction_keys = voidchess_correction_keys,
    .null_move_allowed = voidchess_null_move_allowed,
    .play_null = voidchess_play_null,

    .evaluate = voidchess_evaluate,
    .eval_reads_rule50 = true,
    .baseline_evaluate = voidchess_baseline_evaluate,
    .evaluate_player = NULL,
    .result_for = NULL,
    .eval_trace = voidchess_eval_trace,
    .eval_weights = &VOIDCHESS_EVAL_WEIGHTS,
    .eval_features = voidchess_eval_features,
};
