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
#include "eval/wallrunner/wallrunner_net.h"
#include "src/games/wallrunner/wallrunner.h"

static const char *wallrunner_start_position(int players) {
    (void)players;
    return WALLRUNNER_START_POSITION;
}

/* The bench (bench/, `tessera bench`): positions searched to .bench_depth plies. */
static const char *const WALLRUNNER_BENCH_POSITIONS[] = {
    "1dsgksd1/2rrrr2/8/8/8/8/2RRRR2/1DSGKSD1 w - 1",
    "1ds1ksd1/3r2r1/g3rR1S/4D3/2G1r2R/4R3/3R4/1DS1K3 w - 17",
    "2rs1sk1/2d1r2d/R1r5/2R3r1/6R1/3g2G1/8/RDS1KSD1 w - 14",
    "R2kr1d1/R1d4s/5r2/7g/2sR4/4R2r/1r2G1S1/1DSK4 w - 38",
    "2s2sd1/d4kr1/2g5/8/R1G2D2/R6r/6R1/2S1KSD1 w - 38",
    "3g2d1/3k1s1r/7R/1R6/2R2d1s/5G2/D2rR3/2SrKSDr w - 27",
    "2g2s2/1sd1rk2/8/2rdr1RG/8/R2r2S1/3R2R1/1DS1K1D1 w - 28",
    "2r1s3/1R1gk3/5sdr/r1R1d1R1/r5R1/4K3/8/1DS2SD1 b - 52",
    "1dsg1kd1/5s2/7R/3r3r/r7/D3R3/2GRR3/1DS1Kr1S w - 18",
    "1d1sk1s1/5r1d/r7/2DG2g1/r1R4R/5r2/3S4/RD2KS2 b - 36",
    "3s2Rs/d2k1d1D/r7/3D1g2/2S2r2/5r1R/r2G3R/1S3K2 b - 45",
    "1R1sksdg/8/1r1D2R1/R7/2SK4/3R2d1/r1G3r1/4S1Dr w - 40",
    "1ds1ksd1/3gr3/4r3/6R1/1R2Dr2/6r1/2GRRK2/1S3SD1 b - 9",
    "s2g4/2d2k2/r7/R7/r1R3d1/1r1G1s1R/1R1D2S1/1DS1K2r w - 27",
    "3skg2/r4sr1/2RdR1d1/6R1/r1R1G3/8/4K2D/1DS1S3 b - 33",
    "Rd3sdr/Rsk5/6R1/r7/1g3S1R/2GK4/2D5/1r4Dr w - 61",
    "1s3k2/s7/8/5R1r/r3rdR1/2d2KS1/S4R2/4grD1 b - 54",
    "1dsrk1d1/1r1r2sR/8/S3D3/8/3KR1g1/1R3S2/4D2r w - 45",
    "1d1gksd1/6R1/2s2rD1/8/3R4/r3rR2/1r1R2G1/2S1KSD1 b - 19",
    "1dsgksd1/2r1r3/4r3/8/8/3R4/2R1RR2/rDSGKSD1 w - 4",
    "3k1s2/3gr2d/3d4/2s5/r5Rr/4G3/r2RK1R1/RDS2SD1 b - 15",
    "2sg1sd1/3r1k2/1r3r1R/RS2d3/4D3/4R3/4R1r1/3GKSD1 b - 11",
    "2sk1sdR/d2rR3/6r1/6gr/G3R3/8/D3R3/2S1KSDr w - 15",
    "1ds5/3k2s1/rr2dr2/R6R/6G1/1rg1D3/D5R1/R1S1K2S b - 20",
    "1dsg1k2/3rrd2/4rsR1/8/3GD1r1/4R3/5R2/R1S1KSD1 b - 8",
    "1ds2s2/5kRg/RD1r2d1/4r3/3r4/4R3/DGRr1S2/3SK3 b - 17",
    "Rd3sd1/R4R2/3r1k1r/1G4g1/4KR2/8/8/2SS1rD1 b - 47",
    "R2r2d1/2Ds2kS/1G3s2/6r1/8/8/Rrg5/7K b - 60",
    "sR1r1s1d/1R3k2/2r2g1R/5G2/1r2K2r/5d2/D7/5S2 b f3f4 58",
    "3k4/8/2R5/8/8/5r2/8/4K3 w - 30",
    "7k/8/8/8/8/4g3/8/4K1G1 w - 25",
    "1d2k1d1/8/2s2s2/8/8/2S2S2/8/1D2K1D1 w - 20",
    NULL,
};

const Game WALLRUNNER_GAME = {
    .name = "wallrunner",
    .alias = NULL,
    .files = BOARD_SIZE,
    .ranks = BOARD_SIZE,
    .min_players = 2,
    .max_players = 2,
    .pos_size = sizeof(WallRunnerPos),
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
    .net_inputs = wallrunner_net_inputs,
    .net = &WALLRUNNER_NET,
    /* The network beat the weighted evaluation alone in a match (docs/TUNING.md, "The Wall
     * Runner network"), so full plays it; Evaluation = classical plays without. */
    .net_by_default = true,

    .bench_depth = 13,
    .bench_positions = WALLRUNNER_BENCH_POSITIONS,
};
