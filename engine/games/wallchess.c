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
#include "eval/wallchess/wallchess_net.h"
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

/* The bench (bench/, `tessera bench`): positions searched to .bench_depth plies. */
static const char *const WALLCHESS_BENCH_POSITIONS[] = {
    "e1 e9 10 10 s -",
    "e2 e8 10 10 s - 2",
    "f1 d9 10 10 s - 2",
    "e5 e6 10 10 n - 7",
    "e5 e6 10 9 s e6h 8",
    "e8 e9 10 10 s -",
    "e2 d8 8 10 n d7h,c8v 5",
    "e2 f8 7 8 s d1h,a2h,e8h,d6v,g6v 8",
    "e1 e9 6 6 s a2h,g4h,e6h,h6h,d4v,c5v,e7v,a8v 8",
    "c1 e8 7 7 n d1h,f1h,d8h,e1v,c3v,f4v 9",
    "e2 f7 5 7 s d1h,a2h,e3h,e5h,e8h,d6v,g6v,d8v 12",
    "e3 f8 3 8 n h1h,d2h,f2h,h2h,d3h,d7h,f1v,e7v,c8v 17",
    "e7 d6 6 4 s d5h,d7h,b8h,e8h,g8h,c1v,c5v,e6v,a7v,c8v 20",
    "e1 e7 2 4 s g1h,c2h,f2h,c5h,h5h,d8h,f8h,c1v,e2v,d3v,g3v,f5v,e7v,b8v 16",
    "f1 e9 2 3 s a1h,d1h,f1h,a2h,c2h,h6h,d7h,f7h,a8h,c8h,c1v,g6v,e7v,h7v,f8v 22",
    "e3 e9 1 3 s a1h,c1h,f2h,d3h,a4h,c4h,f4h,h4h,g5h,h7h,d8h,g1v,h1v,e4v,e8v,f8v 22",
    "a3 g9 2 3 n b1h,d2h,f2h,h2h,a5h,g6h,b7h,d7h,f7h,f1v,c2v,a6v,c7v,g7v,a8v 35",
    "h3 f8 3 0 s a1h,c1h,h1h,d2h,f2h,b4h,a5h,b6h,e6h,g6h,a7h,d8h,f8h,h8h,c2v,c5v,c7v 24",
    "e5 c9 1 1 s a1h,c1h,f2h,d3h,f3h,a4h,c4h,f4h,h4h,g5h,b7h,h7h,d8h,g1v,h1v,e4v,e8v,f8v 42",
    "h5 g4 1 0 s b1h,d2h,f2h,h2h,c4h,a5h,g6h,b7h,d7h,f7h,f1v,b2v,c2v,d4v,h5v,a6v,c7v,g7v,a8v 56",
    ("e5 e4 0 0 s d1h,f1h,h1h,a2h,f2h,e3h,h3h,e5h,g5h,f7h,e8h,g8h,c2v,a3v,c4v,d6v,g6v,h6v,a7v,d8v "
     "144"),
    "f3 g9 1 0 s a1h,d1h,g3h,d4h,h4h,g5h,a6h,d6h,d7h,a8h,c1v,h1v,g2v,a3v,b3v,d5v,h5v,d8v,h8v 24",
    "e4 e6 1 0 s -",
    "d5 e5 0 2 n - 30",
    NULL,
};

/* At full strength a book made by searching (docs/BOOKS.md, "The deep Wall Chess book"); the
 * weaker levels keep the variety of wallchess.bin. */
static const char *wallchess_bundled_book(const GameChoices *chosen, bool full_strength) {
    (void)chosen;
    return full_strength ? "wallchess-deep" : "wallchess";
}

const Game WALLCHESS_GAME = {
    .name = "wallchess",
    .alias = "quoridor",
    .files = BOARD_SIZE,
    .ranks = BOARD_SIZE,
    .min_players = 2,
    .max_players = 2,
    .pos_size = sizeof(WallChessPos),
    .fifty_move_plies = 0,
    .repetition_draw = 0,
    .legal_generator = true,
    .move_index_count = WALLCHESS_MOVE_INDEX_COUNT,
    .player_names = {"south", "north"},
    .pruning = &WALLCHESS_PRUNING,
    .bundled_book = wallchess_bundled_book,

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
    .net_inputs = wallchess_net_inputs,
    .net = &WALLCHESS_NET,
    /* The network beat the weighted evaluation alone in a match (docs/TUNING.md, "The Wall
     * Chess and Void Chess networks"), so full plays it; Evaluation = classical plays without. */
    .net_by_default = true,

    .bench_depth = 12,
    .bench_positions = WALLCHESS_BENCH_POSITIONS,
};
