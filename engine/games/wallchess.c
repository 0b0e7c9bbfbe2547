/*
 * wallchess.c - the descriptor that makes Wall Chess (Quoridor) a Tessera game: its
 * facts and the wallchess_* functions behind every entry of the Game interface.
 *
 * The game has no draw rule (RULES.md Q5): no fifty-move or repetition draw, and the
 * search searches on through repetitions. The generator is fully legal
 * (walls are path-checked as they are generated), so perft counts the last ply in bulk.
 */
#include "engine/games.h"

#include "eval/baselines.h"
#include "eval/wallchess/wallchess_eval.h"
#include "src/games/wallchess/wallchess.h"

/* No late move pruning: every move is quiet, and the walls it would skip at low depth are
 * the opponent's answers (60 games against the baseline at 2+0.02: 55-5 without it, 40-20
 * with the chess setting). The futility margins stay the chess ones. */
static const PruningMargins WALLCHESS_PRUNING = {
    .reverse_futility_per_ply = 80,
    .futility_base = 100,
    .futility_per_ply = 90,
    .late_move_base = 3,
    .late_move_share = 1000,
};

static const char *wallchess_start_position(int players) {
    (void)players;
    return "e1 e9 10 10 s -";
}

const Game WALLCHESS_GAME = {
    .name = "wallchess",
    .alias = "quoridor",
    .files = BOARD_SIZE,
    .ranks = BOARD_SIZE,
    .min_players = 2,
    .max_players = 2,
    .pos_size = sizeof(WallPos),
    .fifty_move_plies = 0,
    .repetition_draw = 0,
    .legal_generator = true,
    .move_index_count = WALLCHESS_MOVE_INDEX_COUNT,
    .player_names = {"south", "north"},
    .pruning = &WALLCHESS_PRUNING,

    .start_position = wallchess_start_position,
    .parse = wallchess_parse,
    .format = wallchess_format,
    .parse_move = wallchess_parse_move,
    .format_move = wallchess_format_move,
    .print_board = wallchess_print_board,
    .illegal_reason = wallchess_illegal_reason,

    .generate = wallchess_generate,
    .play = wallchess_play,
    .status = wallchess_status,
    .quick_result = wallchess_quick_result,
    .no_move_result = wallchess_no_move_result,
    .in_check = NULL,
    .is_noisy = wallchess_is_noisy,
    .noisy_gain = wallchess_noisy_gain,
    .move_index = wallchess_move_index,
    .quiet_order = wallchess_quiet_order,
    .key_from_scratch = wallchess_key_from_scratch,
    .correction_keys = wallchess_correction_keys,
    .null_move_allowed = wallchess_null_move_allowed,
    .play_null = wallchess_play_null,

    .evaluate = wallchess_evaluate,
    .baseline_evaluate = wallchess_baseline_evaluate,
    .eval_trace = wallchess_eval_trace,
    .eval_weights = &WALLCHESS_EVAL_WEIGHTS,
    .eval_features = wallchess_eval_features,
};
