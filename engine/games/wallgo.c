/*
 * wallgo.c - the descriptor that makes Wall Go a Tessera game for 2 to 4 players: its
 * facts and the wallgo_* functions behind every entry of the Game interface.
 *
 * Every turn places a wall, so a position never repeats and no move is reversible: no
 * repetition or fifty-move rule. The generator is fully legal, so perft counts the last ply
 * in bulk. With three or four players the search plays one player against the coalition of
 * the others through evaluate_player and result_for. The options WallGoRules and WallGoStart
 * (Game.choices) pick the rule set and the 2-player start.
 */
#include "engine/games.h"

#include <stdio.h>

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

/* The game's own options: the rule set (RULES.md, the site's or the show's) and the 2-player
 * start (free placement, or the fixed tokens of the show: A on b6 and f2, B on b2 and f6). */
enum { CHOICE_RULES, CHOICE_START, CHOICE_COUNT };

static const GameChoice WALLGO_CHOICES[CHOICE_COUNT] = {
    [CHOICE_RULES] = {"WallGoRules", {"site", "show", NULL}},
    [CHOICE_START] = {"WallGoStart", {"free", "fixed", NULL}},
};

/* Indexed by WallGoRules; 3 and 4 players always start by free placement. */
static const char *const WALLGO_FIXED_STARTS[] = {
    "7/1A3B1/7/7/7/1B3A1/7 A 20,20 - 2,2",
    "7/1A3B1/7/7/7/1B3A1/7 A 20,20 - 2,2 show",
};
static const char *const WALLGO_SHOW_STARTS[] = {
    "7/7/7/7/7/7/7 A 20,20 - 4,4 show",
    "7/7/7/7/7/7/7 A 20,20,20 - 2,2,2 show",
    "7/7/7/7/7/7/7 A 20,20,20,20 - 2,2,2,2 show",
};

static const char *wallgo_start_position_chosen(int players, const GameChoices *chosen) {
    int rules = chosen->value[CHOICE_RULES];
    if (players == 2 && chosen->value[CHOICE_START] == 1)
        return WALLGO_FIXED_STARTS[rules];
    if (rules == WALLGO_RULES_SHOW && players >= 2 && players <= 4)
        return WALLGO_SHOW_STARTS[players - 2];
    return wallgo_start_position(players);
}

/* A position is never read under the other rule set (each names its own). */
static bool wallgo_fits_choices(const void *position, const GameChoices *chosen, char *error,
                                size_t size) {
    const WallGoPos *pos = position;
    int wanted = chosen->value[CHOICE_RULES];
    if (pos->rules == wanted)
        return true;
    const char *const *names = WALLGO_CHOICES[CHOICE_RULES].values;
    snprintf(error, size,
             "the position is under the %s rules but WallGoRules is %s (set it to %s first)",
             names[pos->rules], names[wanted], names[pos->rules]);
    return false;
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

/* Under the show rules a turn has about 37 x 4 moves instead of 37 x 84, and full strength
 * reaches a median of 12 plies in 120 ms with 2 players and 10 with 3 and 4 (5 to 7 under the
 * site rules), so the site caps would leave levels 10-20 within a ply or two of each other
 * far below full strength. With 2 players level 5 searches 6 plies (at 4, short gauges found
 * it no better than level 0's one ply with its noise), levels 10 and 15 two plies more each,
 * and level 19 as deep as level 15 (11 plies took 225 ms in the median, beyond what 5+0.05
 * gives a move), two below full strength's median; with 3 and 4 players levels lie two plies
 * apart, as the site caps found necessary against a coalition. Each cap is reached within 70
 * ms in three searches of four. Measured in docs/BENCHMARKS.md (Skill levels under the show
 * rules). */
static const SkillDepths WALLGO_SHOW_SKILL_DEPTHS = {
    .by_players = {[2] = {1, 6, 8, 10, 10}, [3] = {1, 3, 5, 7, 9}, [4] = {1, 3, 5, 7, 9}},
};

/* The weights for the rules WallGoRules picks (eval/wallgo/wallgo_eval.h). */
static const EvalWeights *wallgo_weights_chosen(int players, const GameChoices *chosen) {
    return wallgo_eval_weights_of(players, chosen->value[CHOICE_RULES] == WALLGO_RULES_SHOW);
}

/* Under the show rules a book of their own (books/wallgo-show.bin, docs/BOOKS.md): the keys
 * name the rule set, so the site book never answers a show-rules position. */
static const char *wallgo_bundled_book(const GameChoices *chosen, bool full_strength) {
    (void)full_strength;
    return chosen->value[CHOICE_RULES] == WALLGO_RULES_SHOW ? "wallgo-show" : "wallgo";
}

static const SkillDepths *wallgo_skill_depths_of(const void *position) {
    const WallGoPos *pos = position;
    return pos->rules == WALLGO_RULES_SHOW ? &WALLGO_SHOW_SKILL_DEPTHS : &WALLGO_SKILL_DEPTHS;
}

/* The bench (bench/, `tessera bench`): positions searched to .bench_depth plies. */
static const char *const WALLGO_BENCH_POSITIONS[] = {
    "7/7/7/7/7/7/7 A 20,20 - 4,4",
    "7/7/7/3A3/2B4/7/7 A 20,20 - 3,3",
    "7/1B3A1/7/2BAA2/3B3/1A3B1/7 A 20,20 - 0,0",
    "4BB1/A6/7/1B5/3AA2/B6/A6 B 16,17 c1n,a4n,b5n,g6n,c2e,e2e,e7e 0,0",
    "7/3B3/7/A6/A6/1A1B1B1/1A3B1 A 15,15 c1n,e1n,d2n,e2n,g2n,a3n,a2e,b2e,b6e,e7e 0,0",
    "A4AA/A1B4/7/7/B6/1B5/5B1 A 13,13 a1n,b1n,g1n,e2n,d3n,b4n,d4n,c5n,e6n,b5e,f5e,f6e,b7e,e7e 0,0",
    "3ABB1/5A1/1A4B/2B1A2/7/7/7 A 11,11 d1n,g1n,e2n,a3n,e3n,f3n,b4n,e4n,a5n,b5n,b6n,d6n,d1e,c3e,"
    "f3e,b6e,c6e,e6e 0,0",
    "1BA4/7/7/1BA4/A6/B1A3B/7 A 7,7 a1n,e1n,g2n,a3n,d3n,e3n,b4n,g4n,b5n,d5n,c6n,d6n,e6n,g6n,b1e,"
    "c2e,e2e,f2e,d3e,b4e,c4e,e4e,e5e,a6e,c6e,a7e 0,0",
    "7/1AB3B/7/4BA1/7/B1A4/2A4 B 5,6 e1n,b2n,e2n,f2n,d3n,f3n,g3n,a4n,b4n,c4n,d4n,g4n,d5n,e5n,f5n,"
    "b6n,d6n,e6n,f6n,g6n,a1e,c1e,e2e,e3e,e5e,a6e,d6e,c7e,f7e 0,0",
    "7/7/7/7/7/7/7 A 20,20,20 - 2,2,2",
    "7/2C4/7/3A3/7/1B5/7 A 20,20,20 - 1,1,1",
    "1C5/6B/6A/6C/4A2/7/3B3 A 16,16,16 c1n,c2n,d2n,a3n,d3n,g4n,a6n,b6n,e2e,f4e,a5e,e6e 0,0,0",
    "7/4A2/5C1/1A5/2C4/1B3B1/7 B 17,18,18 e1n,c2n,e6n,d1e,e3e,a6e,e7e 0,0,0",
    "2A4/CB4B/7/7/7/5C1/3A3 B 9,10,10 c1n,d1n,e1n,f1n,a2n,b2n,e2n,g2n,a3n,b3n,e3n,a4n,c4n,c5n,f5n,"
    "e6n,f6n,e1e,a2e,b2e,c2e,f2e,c3e,e3e,b4e,f5e,c6e,d6e,e6e,a7e,d7e 0,0,0",
    "1C5/7/2B3C/7/5B1/1A5/5A1 B 8,9,9 a1n,c1n,d1n,e1n,f1n,g1n,b2n,g2n,a3n,d3n,b5n,c6n,d6n,a1e,d1e,"
    "f1e,c2e,d2e,e2e,f2e,c3e,d3e,e3e,f3e,a4e,e4e,b5e,c5e,f5e,a6e,c6e,e6e,a7e,f7e 0,0,0",
    "7/7/7/7/7/7/7 A 20,20,20,20 - 2,2,2,2",
    "D6/2C4/7/3A3/7/1B5/7 A 20,20,20,20 - 1,1,1,1",
    "1C5/7/5B1/7/ABD1A2/D6/6C A 18,18,18,18 a2n,c3n,g4n,a2e,b4e,d4e,e4e,d7e 0,0,0,0",
    "1D5/5C1/5D1/6B/2C4/B4A1/5A1 C 16,16,17,17 c1n,f1n,a3n,b3n,g4n,a5n,b5n,g5n,f3e,a4e,b4e,d5e,"
    "a6e,b7e 0,0,0,0",
    "7/2D4/3A2C/1C4B/7/4AD1/5B1 A 15,15,15,15 g1n,a2n,a5n,d5n,e5n,a6n,b6n,c6n,d6n,f6n,c1e,f1e,a3e,"
    "c3e,d3e,d4e,b5e,a6e,d6e,a7e 0,0,0,0",
    "7/D2C2A/2D1BA1/5B1/1C5/7/7 C 13,13,14,14 a1n,g1n,b2n,e2n,f2n,b3n,c3n,d3n,d4n,f4n,g4n,a6n,d6n,"
    "e6n,g6n,c2e,d2e,e2e,c3e,c4e,e4e,f5e,f6e,a7e,b7e,d7e 0,0,0,0",
    "7/4B2/2A4/7/2C4/4C2/D2BDA1 D 13,13,13,14 e1n,a2n,g3n,a4n,c4n,e4n,g4n,a5n,c5n,e5n,g5n,d6n,f1e,"
    "a2e,b2e,e2e,a4e,c4e,e4e,a5e,b5e,c5e,d5e,e5e,a6e,b6e,c6e 0,0,0,0",
    NULL,
};

const Game WALLGO_GAME = {
    .name = "wallgo",
    .alias = NULL,
    .files = WALLGO_SIZE,
    .ranks = WALLGO_SIZE,
    .min_players = WALLGO_MIN_PLAYERS,
    .max_players = WALLGO_MAX_PLAYERS,
    .pos_size = sizeof(WallGoPos),
    .fifty_move_plies = 0,
    .repetition_draw = 0,
    .legal_generator = true,
    .move_index_count = WALLGO_MOVE_INDEX_COUNT,
    /* A turn pairs a token step with a wall, so its move index has too many values to square,
     * and continuation tables keyed by the wall alone lost strength (docs/BENCHMARKS.md). */
    .no_continuation = true,
    .player_names = {"A", "B", "C", "D"},
    .skill_depths = &WALLGO_SKILL_DEPTHS,
    .skill_depths_of = wallgo_skill_depths_of,

    .choices = WALLGO_CHOICES,
    .choice_count = CHOICE_COUNT,
    .bundled_book = wallgo_bundled_book,

    .start_position = wallgo_start_position,
    .start_position_chosen = wallgo_start_position_chosen,
    .fits_choices = wallgo_fits_choices,
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
    .pass_turn = wallgo_pass_turn,

    .evaluate = wallgo_evaluate,
    .evaluate_player = wallgo_evaluate_player,
    .baseline_evaluate = wallgo_baseline_evaluate,
    .baseline_evaluate_player = wallgo_baseline_evaluate_player,
    .result_for = wallgo_result_for,
    .eval_trace = wallgo_eval_trace,
    .eval_weights = &WALLGO_EVAL_WEIGHTS,
    .eval_features = wallgo_eval_features,
    .multi_eval_weights = &WALLGO_MULTI_EVAL_WEIGHTS,
    .eval_weights_of = wallgo_weights_chosen,

    .bench_depth = 5,
    .bench_positions = WALLGO_BENCH_POSITIONS,
};
