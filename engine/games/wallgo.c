/*
 * wallgo.c - the descriptor that makes Wall Go a Tessera game for 2 to 4 players: its
 * facts and the wallgo_* functions behind every entry of the Game interface.
 *
 * Every turn places a wall, so a position never repeats and no move is reversible: no
 * repetition or fifty-move rule. The generator is fully legal, so perft counts the last ply
 * in bulk. With three or four players the search plays one player against the coalition of
 * the others through evaluate_player and result_for.
 */
#include "engine/games.h"

#include "eval/baselines.h"
#include "eval/wallgo/wallgo_eval.h"
#include "src/games/wallgo/wallgo.h"

static const char *wallgo_start_position(int players) {
    switch (players) {
        case 3:
            return "7/7/7/7/7/7/7 A 20,20,20 - 2,2,2";
        case 4:
            return "7/7/7/7/7/7/7 A 20,20,20,20 - 2,2,2,2";
        default:
            return "7/7/7/7/7/7/7 A 20,20 - 4,4";
    }
}

/* A turn has hundreds of moves, so full strength searches only about 8 plies at 5+0.05 (where
 * chess reaches 15 or more) and the default caps would leave levels 10-19 alike. With 3 and 4
 * players full strength reaches about 7 and 6 plies in 0.1-0.2 s and one ply against a
 * coalition is worth little (levels 15 and 10 at 6 and 5 plies played alike with 3), so level
 * 19 sits near full strength's depth and level 10 two plies below level 15. Measured in
 * docs/BENCHMARKS.md (Skill Level steps). */
static const SkillDepths WALLGO_SKILL_DEPTHS = {
    .by_players = {[2] = {1, 4, 5, 6, 7}, [3] = {1, 2, 4, 6, 7}, [4] = {1, 2, 3, 5, 6}},
};

const Game WALLGO_GAME = {
    .name = "wallgo",
    .alias = NULL,
    .files = WG_SIZE,
    .ranks = WG_SIZE,
    .min_players = WG_MIN_PLAYERS,
    .max_players = WG_MAX_PLAYERS,
    .pos_size = sizeof(WallGoPos),
    .fifty_move_plies = 0,
    .repetition_draw = 0,
    .legal_generator = true,
    .move_index_count = WG_MOVE_INDEX_COUNT,
    /* A turn pairs a token step with a wall, so its move index has too many values to square,
     * and continuation tables keyed by the wall alone lost strength (docs/BENCHMARKS.md). */
    .no_continuation = true,
    .player_names = {"A", "B", "C", "D"},
    .skill_depths = &WALLGO_SKILL_DEPTHS,

    .start_position = wallgo_start_position,
    .parse = wallgo_parse,
    .format = wallgo_format,
    .parse_move = wallgo_parse_move,
    .format_move = wallgo_format_move,
    .print_board = wallgo_print_board,
    .illegal_reason = wallgo_illegal_reason,

    .generate = wallgo_generate,
    .play = wallgo_play,
    .status = wallgo_status,
    .quick_result = wallgo_quick_result,
    .rule_draw = NULL,
    .no_move_result = wallgo_no_move_result,
    .in_check = NULL,
    .is_noisy = wallgo_is_noisy,
    .noisy_gain = wallgo_noisy_gain,
    .see_at_least = NULL,
    .move_index = wallgo_move_index,
    .describe_moves = wallgo_describe_moves,
    .key_from_scratch = wallgo_key_from_scratch,
    .null_move_allowed = NULL,
    .play_null = NULL,

    .evaluate = wallgo_evaluate,
    .evaluate_player = wallgo_evaluate_player,
    .baseline_evaluate = wallgo_baseline_evaluate,
    .baseline_evaluate_player = wallgo_baseline_evaluate_player,
    .result_for = wallgo_result_for,
    .eval_trace = wallgo_eval_trace,
    .eval_weights = &WALLGO_EVAL_WEIGHTS,
    .eval_features = wallgo_eval_features,
    .multi_eval_weights = &WALLGO_MULTI_EVAL_WEIGHTS,
};
