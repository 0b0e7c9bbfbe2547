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

/* The bench (bench/, `tessera bench`): positions searched to .bench_depth plies. */
static const char *const CHESS_BENCH_POSITIONS[] = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    "rnbqkb1r/pp1p1ppp/4pn2/2p5/2PP4/2N5/PP2PPPP/R1BQKBNR w KQkq - 0 4",
    "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
    "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
    "rnbqkb1r/ppp1pppp/5n2/3p4/3P4/5N2/PPP1PPPP/RNBQKB1R w KQkq - 2 3",
    "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 8",
    "r2q1rk1/pp1bbppp/2nppn2/8/3NP3/2N1B3/PPPQ1PPP/2KR1B1R w - - 6 9",
    "2rq1rk1/pp1bppbp/3p1np1/4n3/3NP3/1BN1BP2/PPPQ2PP/2KR3R w - - 7 12",
    "r1b2rk1/2q1bppp/p2p1n2/np2p3/3PP3/2P2N1P/PPB2PP1/RNBQR1K1 w - - 1 12",
    "r2qr1k1/1b1nbppp/p2p1n2/1p2p3/3PP3/1BP2N1P/PP1N1PP1/R1BQR1K1 w - - 3 13",
    "3r1rk1/p4ppp/1qp1p3/3nP3/3P4/P2Q1N2/1P3PPP/2R2RK1 w - - 0 20",
    "r1bqk2r/ppp2ppp/2n5/2bpP3/3Nn3/2P1B3/PP3PPP/RN1QKB1R w KQkq - 1 8",
    "r2qkb1r/pp3ppp/2n1pn2/3p1b2/2PP4/1QN2N2/PP3PPP/R1B1KB1R w KQkq - 2 7",
    "4rrk1/pp1n3p/3q2pQ/2p1pb2/2PP4/2P3N1/P2B2PP/4RRK1 b - - 7 19",
    "r3r1k1/2p2ppp/p1p1bn2/8/1q2P3/2NPQN2/PPP3PP/R4RK1 b - - 2 15",
    "r1bbk1nr/pp3p1p/2n5/1N4p1/2Np1B2/8/PPP2PPP/2KR1B1R w kq - 0 13",
    "r1bq1rk1/ppp1nppp/4n3/3p3Q/3P4/1BP1B3/PP1N2PP/R4RK1 w - - 1 16",
    "4r1k1/r1q2ppp/ppp2n2/4P3/5Rb1/1N1BQ3/PPP3PP/R5K1 w - - 1 17",
    "2rqkb1r/ppp2p2/2npb1p1/1N1Nn2p/2P1PP2/8/PP2B1PP/R1BQK2R b KQ - 0 11",
    "r1bq1r1k/b1p1npp1/p2p3p/1p6/3PP3/1B2NN2/PP3PPP/R2Q1RK1 w - - 1 16",
    "3r1rk1/p5pp/bpp1pp2/8/q1PP1P2/b3P3/P2NQRPP/1R2B1K1 b - - 6 22",
    "r1q2rk1/2p1bppp/2Pp4/p6b/Q1PNp3/4B3/PP1R1PPP/2K4R w - - 2 18",
    "4k2r/1pb2ppp/1p2p3/1R1p4/3P4/2r1PN2/P4PPP/1R4K1 b - - 3 22",
    "3q2k1/pb3p1p/4pbp1/2r5/PpN2N2/1P2P2P/5PP1/Q2R2K1 b - - 4 26",
    "6k1/6p1/6Pp/ppp5/3pn2P/1P3K2/1PP2P2/3N4 b - - 0 1",
    "3b4/5kp1/1p1p1p1p/pP1PpP1P/P1P1P3/3KN3/8/8 w - - 0 1",
    "2K5/p7/7P/5pR1/8/5k2/r7/8 w - - 0 1",
    "8/6pk/1p6/8/PP3p1p/5P2/4KP1q/3Q4 w - - 0 1",
    "7k/3p2pp/4q3/8/4Q3/5Kp1/P6b/8 w - - 0 1",
    "8/2p5/8/2kPKp1p/2p4P/2P5/3P4/8 w - - 0 1",
    "8/1p3pp1/7p/5P1P/2k3P1/8/2K2P2/8 w - - 0 1",
    "8/pp2r1k1/2p1p3/3pP2p/1P1P1P1P/P5KR/8/8 w - - 0 1",
    "8/3p4/p1bk3p/Pp6/1Kp1PpPp/2P2P1P/2P5/5B2 b - - 0 1",
    "5k2/7R/4P2p/5K2/p1r2P1p/8/8/8 b - - 0 1",
    "6k1/6p1/P6p/r1N5/5p2/7P/1b3PP1/4R1K1 w - - 0 1",
    "1r3k2/4q3/2Pp3b/3Bp3/2Q2p2/1p1P2P1/1P2KP2/3N4 w - - 0 1",
    "6k1/4pp1p/3p2p1/P1pPb3/R7/1r2P1PP/3B1P2/6K1 w - - 0 1",
    "8/3p3B/5p2/5P2/p7/PP5b/k7/6K1 w - - 0 1",
    "5rk1/q6p/2p3bR/1pPp1rP1/1P1Pp3/P3B1Q1/1K3P2/R7 w - - 93 90",
    "4rrk1/1p1nq3/p7/2p1P1pp/3P2bp/3Q1Bn1/PPPB4/1K2R1NR w - - 40 21",
    "r3k2r/3nnpbp/q2pp1p1/p7/Pp1PPPP1/4BNN1/1P5P/R2Q1RK1 w kq - 0 16",
    "3Qb1k1/1r2ppb1/pN1n2q1/Pp1Pp1Pr/4P2p/4BP2/4B1R1/1R5K b - - 11 40",
    "4k3/3q1r2/1N2r1b1/3ppN2/2nPP3/1B1R2n1/2R1Q3/3K4 w - - 5 1",
    NULL,
};

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

    .bench_depth = 9,
    .bench_positions = CHESS_BENCH_POSITIONS,
};
