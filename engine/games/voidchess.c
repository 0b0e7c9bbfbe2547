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
#include "eval/voidchess/voidchess_net.h"
#include "src/games/voidchess/voidchess.h"

static const char *voidchess_start_position(int players) {
    (void)players;
    return "rnbqkbmnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKBMNR w KQkq - 0 1 - 0";
}

/* The bench (bench/, `tessera bench`): positions searched to .bench_depth plies. */
static const char *const VOIDCHESS_BENCH_POSITIONS[] = {
    "rnbqkbmnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKBMNR w KQkq - 0 1 - 0",
    "r3k3r/ppp3ppp/9/9/9/9/9/PPP3PPP/R3K3R b KQkq - 0 1 - 0",
    "rnbqkbm1r/3pppp2/1p4n1p/p*5p1/9/3P5/P1P4PM/1P2PPP1P/RNB1KB1NR b KQk - 1 9 b7 0",
    "1n1qkbm1r/1pp1pppp1/6r1p/3p5/p4nb2/P1NP2P2/5P1PP/1PP1P2M1/R2QKB1NR b KQk - 1 11 g5 0",
    "r1bqk1m1r/pppp4p/2n1*2p*/4p4/6p2/2b1PP3/2PP2MP1/PP2B1P1P/RN1QK3R w KQkq - 5 12 - 0",
    "r2qk2nr/p1p*mRp2/1p4bp1/4p3p/3n5/*5P2/1PP3N1P/3PPP1P1/1NBQKBM1R b Kkq - 0 13 f8 0",
    "rnq1k3r/ppp3pmp/7pn/3pPp3/1b5B1/6P2/2P1*P3/PPNKP2PP/1RB2M1NR b - - 0 18 e6 0",
    "r1bq4r/n1pk1pn1p/4p4/ppP3Np1/3*1m2P/7P1/8M/P1PP1NP2/R1Q1KB2R b KQ - 0 21 c6 0",
    "rn2k3r/p1p1q1bp1/b5m2/3pp4/5P1M1/P1p1P4/N2P5/1P4PPP/R1BQKB1NR b kq - 1 24 c4 0",
    "1rb2bknr/n2p1*m1p/1p6N/p1p3p2/1P4*2/P1P2PPp1/2N1P3P/1Q1P5/R1B1KB2R b KQ - 1 26 - 0",
    "5k2r/rb1p2mp1/2nn1q2B/*1pP*p2p/Q4p3/2*1P1*P1/P7P/1P1N2K2/R6NR b - - 1 28 f5 0",
    "1nbq1k3/3pr4/r1p1p2Nn/**3pp2/4M3*/1Pb2P3/P2*4P/1B1P1KP2/R4B1NR w - - 0 31 c4,h7 0",
    "b5m1r/2p1nkppp/9/1prp1p3/*2n1*3/3P2P*M/PPP1P3N/RB2K3P/3Q1B1bR b - - 0 32 - 0",
    "r4k1nr/m2n*3p/1pq2p3/p1Q*p1p2/2p3P1*/PP1PPP1R1/2P1M4/9/R1B1K2N1 b - - 0 34 h4 0",
    "2rbn1mnr/5pp2/p**p4p/3k3p1/4*4/PP2P1PP1/N2K1P1qN/3*4P/R3QM3 w - - 0 38 h3 0",
    "3rk1mnr/5pp1p/1p*p3Q1/4pPb2/p1K1*1*p1/P2P3*1/N7P/1*P*2P2/R4*2R b - - 2 41 - 0",
    "b8/r1*1p1kp1/p3q1p*1/2npPp2P/1p1P1P3/1*3K3/P1*R2P2/1BP2N2P/R8 w - - 1 45 i6 0",
    "r2b1k3/4*3r/1ppp5/p3Mp1pp/7*1/PPBpPP3/1RP2**1R/6P2/B4K1Q1 b - - 1 48 d4 0",
    "r1bk5/3qp4/p6r1/3pbp3/1*******1/PP4P2/5K2P/4P3B/4R2NR w - - 0 50 h7 0",
    "2r6/p2m4r/*pk2pp1n/B1p*4p/2P1p1**1/3P1PP2/1P5R*/*3KM3/2B6 w - - 3 52 - 0",
    "7qr/M5k1p/1**1ppn2/*8/P2*3*1/*2P1Pp2/3K5/4PBB2/4*1b2 b - - 0 54 - 0",
    "7k1/bp7/6*1*/1*5pQ/2*1M*3/9/p1P3P2/P1RKP3P/1N4m2 w - - 5 70 - 0",
    "3M3q1/3*1*2k/2P6/4p3p/*3P*2*/RP1P1P**1/1N7/4K1**1/9 w - - 4 75 - 0",
    "4k4/9/9/2r6/4K4/3*5/9/9/R8 w - - 0 1 e5 0",
    "r3k4/1P5P1/9/9/9/4*4/9/9/4K4 w - - 0 1 - 0",
    "k*7/**7/9/9/9/9/9/m8/R3K4 w - - 0 1 - 0",
    NULL,
};

const Game VOIDCHESS_GAME = {
    .name = "voidchess",
    .alias = NULL,
    .files = VOIDCHESS_FILES,
    .ranks = VOIDCHESS_RANKS,
    .min_players = 2,
    .max_players = 2,
    .pos_size = sizeof(VoidChessPos),
    .has_san = true,
    .fifty_move_plies = 100,
    .repetition_draw = 3,
    .legal_generator = true,
    .move_index_count = VOIDCHESS_MOVE_INDEX_COUNT,
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
    .net_inputs = voidchess_net_inputs,
    .net = &VOIDCHESS_NET,
    /* The network beat the weighted evaluation alone in a match (docs/TUNING.md, "The Wall
     * Chess and Void Chess networks"): full plays both, Evaluation = classical the weights. */
    .net_by_default = true,

    .bench_depth = 12,
    .bench_positions = VOIDCHESS_BENCH_POSITIONS,
};
