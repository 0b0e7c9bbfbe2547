/*
 * test_nettrain.c - the network evaluation and its trainer (src/net.h, train/nettrain/): the
 * gradient matches finite differences, the integer forward pass of quantized weights gives
 * the floating-point model's score, the chess inputs mirror between the players, a run on
 * chess positions labelled by a known function learns it, a resumed run ends exactly where
 * an uninterrupted one does, --mirror adds the images of positions without castling rights,
 * the command rejects bad arguments, a damaged, NaN-holding or foreign checkpoint is refused
 * with nothing written, the default output is not the engine's source, and a long command
 * is wrapped in the written header.
 */
#include <criterion/criterion.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "train/checkpoint_seal.h"
#include "train/nettrain/checkpoint.h"
#include "train/nettrain/model.h"
#include "train/nettrain/nettrain.h"
#include "train/nettrain/writer.h"
#include "tests/support/game_helpers.h"
#include "tests/support/nettrain_data.h"
#include "tests/support/positions.h"
#include "src/games/chess/chess.h"
#include "src/splitmix.h"

/* A small shape and random examples: 3-10 distinct active inputs a perspective. */
static const NetShape SMALL = {40, 16};

static void random_inputs(uint64_t *state, uint16_t *inputs, int *count) {
    *count = 3 + (int)(splitmix64_next(state) % 8);
    for (int i = 0; i < *count; i++)
        inputs[i] = (uint16_t)((i * 4 + splitmix64_next(state) % 4) % (uint64_t)SMALL.inputs);
}

static double *small_params(uint64_t seed) {
    double *params = calloc(nettrain_param_count(SMALL), sizeof(double));
    nettrain_model_init(SMALL, params, seed);
    /* biases and output bias away from zero, so every path of the gradient is exercised */
    for (int j = 0; j < SMALL.hidden; j++)
        params[nettrain_hidden_bias_at(SMALL) + (size_t)j] = 0.2 + 0.05 * j;
    params[nettrain_output_bias_at(SMALL)] = 0.3;
    return params;
}

static float *as_floats(const double *params, size_t count) {
    float *floats = malloc(count * sizeof(float));
    for (size_t i = 0; i < count; i++)
        floats[i] = (float)params[i];
    return floats;
}

static double error_of(const double *params, const NetExample *example, double target) {
    size_t count = nettrain_param_count(SMALL);
    float *floats = as_floats(params, count);
    double miss = nettrain_sigmoid(nettrain_model_output(SMALL, floats, example)) - target;
    free(floats);
    return miss * miss;
}

Test(nettrain, gradient_matches_finite_differences) {
    uint64_t state = 7;
    size_t count = nettrain_param_count(SMALL);
    double *params = small_params(3);
    uint16_t ours[16], theirs[16];
    int checked = 0;
    for (int sample = 0; sample < 5; sample++) {
        NetExample example = {ours, theirs, 0, 0, 0.25 * sample - 0.5};
        random_inputs(&state, ours, &example.our_count);
        random_inputs(&state, theirs, &example.their_count);
        double target = sample % 2 ? 0.9 : 0.1;
        float *floats = as_floats(params, count);
        float *gradient = calloc(count, sizeof(float));
        nettrain_model_backward(SMALL, floats, &example, target, gradient);
        for (size_t p = 0; p < count; p++) {
            double step = 1e-3, kept = params[p];
            params[p] = kept + step;
            double up = error_of(params, &example, target);
            params[p] = kept - step;
            double down = error_of(params, &example, target);
            params[p] = kept;
            double numeric = (up - down) / (2 * step);
            cr_assert(fabs(numeric - gradient[p]) < 1e-4 + 0.02 * fabs(numeric),
                      "parameter %zu: analytic %g, numeric %g", p, gradient[p], numeric);
            checked += numeric != 0.0;
        }
        free(floats);
        free(gradient);
    }
    cr_assert_gt(checked, 100, "the check must cover many nonzero derivatives");
    free(params);
}

Test(nettrain, quantized_forward_pass_gives_the_float_score) {
    uint64_t state = 11;
    size_t count = nettrain_param_count(SMALL);
    double *params = small_params(5);
    nettrain_model_clip(SMALL, params);
    NetQuantized q;
    cr_assert(nettrain_quantize(SMALL, params, &q));
    const int scale = 200;
    NetWeights net = {.inputs = SMALL.inputs,
                      .hidden = SMALL.hidden,
                      .hidden_weights = q.hidden_weights,
                      .hidden_bias = q.hidden_bias,
                      .output_weights = q.output_weights,
                      .output_bias = q.output_bias,
                      .scale = scale};
    float *floats = as_floats(params, count);
    for (int sample = 0; sample < 50; sample++) {
        uint16_t ours[16], theirs[16];
        NetExample example = {ours, theirs, 0, 0, 0.0};
        random_inputs(&state, ours, &example.our_count);
        random_inputs(&state, theirs, &example.their_count);
        double expected = nettrain_model_output(SMALL, floats, &example) * scale;
        int score = net_evaluate(&net, ours, example.our_count, theirs, example.their_count);
        cr_assert(fabs(score - expected) <= 8.0 + 0.03 * fabs(expected),
                  "sample %d: integer %d, float %.2f", sample, score, expected);
    }
    free(floats);
    nettrain_quantized_free(&q);
    free(params);
}

/* The inputs a player sees, sorted, for comparing lists. */
static int sorted_inputs(const PosBuf *pos, int player, uint16_t *inputs) {
    int count = CHESS_GAME.net_inputs(pos, player, inputs);
    for (int i = 1; i < count; i++)
        for (int j = i; j > 0 && inputs[j - 1] > inputs[j]; j--) {
            uint16_t kept = inputs[j];
            inputs[j] = inputs[j - 1];
            inputs[j - 1] = kept;
        }
    return count;
}

/* The FEN with the board flipped top to bottom, the colours swapped and the other side to
 * move (no castling rights, no en-passant square). */
static void mirror_fen(const char *fen, char *out) {
    char ranks[8][16];
    int rank = 0, length = 0;
    const char *c = fen;
    for (; *c != ' '; c++) {
        if (*c == '/') {
            ranks[rank++][length] = '\0';
            length = 0;
            continue;
        }
        char piece = *c;
        ranks[rank][length++] = piece >= 'a'   ? (char)(piece - 32)
                                : piece >= 'A' ? (char)(piece + 32)
                                               : piece;
    }
    ranks[rank][length] = '\0';
    out[0] = '\0';
    for (int r = 7; r >= 0; r--) {
        strcat(out, ranks[r]);
        strcat(out, r ? "/" : "");
    }
    strcat(out, c[1] == 'w' ? " b - - 0 1" : " w - - 0 1");
}

Test(nettrain, chess_inputs_mirror_between_the_players) {
    PosBuf pos, mirrored;
    char flipped[128];
    const char *fen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w - - 0 1";
    mirror_fen(fen, flipped);
    pos = gt_position(&CHESS_GAME, fen);
    mirrored = gt_position(&CHESS_GAME, flipped);
    uint16_t white[NET_MAX_ACTIVE], black[NET_MAX_ACTIVE];
    int white_count = sorted_inputs(&pos, WHITE, white);
    int black_count = sorted_inputs(&mirrored, BLACK, black);
    cr_assert_eq(white_count, 32);
    cr_assert_eq(black_count, white_count);
    cr_assert_arr_eq(white, black, sizeof(uint16_t) * (size_t)white_count);
    /* the white king on e1 is input (0 + KING - PAWN) * 64 + E1 for white */
    bool found = false;
    for (int i = 0; i < white_count; i++)
        found |= white[i] == (KING - PAWN) * 64 + E1;
    cr_assert(found);
    cr_assert_eq(game_net_evaluate(&CHESS_GAME, &pos), game_net_evaluate(&CHESS_GAME, &mirrored));
}

/* ---- runs on chess data ---------------------------------------------------------------------- */

/* Creates the empty data file named by the template data; out names the network beside it. */
static void make_paths(char *data, char out[64]) {
    cr_assert_neq(mkstemp(data), -1);
    snprintf(out, 64, "%s.h", data);
}

Test(nettrain, a_run_learns_the_material_balance_and_writes_its_file) {
    char data[] = "/tmp/tessera-nettrain-XXXXXX", out[64];
    make_paths(data, out);
    nettrain_data_write_material(data, 20000);
    NetTrainOptions options;
    nettrain_data_options(&options, data, out);
    options.epochs = 30;
    NetTrainSummary summary;
    char error[256];
    cr_assert(nettrain_run(&options, &summary, error, sizeof error), "%s", error);
    cr_assert_eq(summary.training + summary.validation, 20000);
    cr_assert_gt(summary.loss_before, 0.005, "random weights must start off the labels");
    cr_assert_lt(summary.validation_loss, summary.loss_before / 5, "before %f, after %f",
                 summary.loss_before, summary.validation_loss);
    FILE *file = fopen(out, "r");
    cr_assert(file);
    char text[4096];
    size_t length = fread(text, 1, sizeof text - 1, file);
    text[length] = '\0';
    fclose(file);
    cr_assert(strncmp(text, "/* Generated by `tessera train`: do not edit; ", 46) == 0, "%s", text);
    cr_assert(strstr(text, "CHESS_NET_HIDDEN = 16,"));
    cr_assert(strstr(text, "CHESS_NET_SCALE = 200,"));
    cr_assert(strstr(text, "static const int16_t CHESS_NET_HIDDEN_WEIGHTS[12288]"));
    unlink(data);
    unlink(out);
}

Test(nettrain, a_resumed_run_ends_exactly_where_an_uninterrupted_one_does) {
    char data[] = "/tmp/tessera-nettrain-XXXXXX", whole[64], part[64], checkpoint[64];
    cr_assert_neq(mkstemp(data), -1);
    snprintf(whole, sizeof whole, "%s.whole.h", data);
    snprintf(part, sizeof part, "%s.part.h", data);
    snprintf(checkpoint, sizeof checkpoint, "%s.ckpt", data);
    nettrain_data_write_material(data, 1500);
    char error[256];
    NetTrainOptions options;
    nettrain_data_options(&options, data, whole);
    options.epochs = 4;
    cr_assert(nettrain_run(&options, NULL, error, sizeof error), "%s", error);
    /* two epochs with a checkpoint, as if stopped there; then the same run resumed */
    nettrain_data_options(&options, data, part);
    options.epochs = 4;
    options.stop_after = 2;
    options.checkpoint = checkpoint;
    cr_assert(nettrain_run(&options, NULL, error, sizeof error), "%s", error);
    nettrain_data_options(&options, data, part);
    options.epochs = 4;
    options.resume = checkpoint;
    cr_assert(nettrain_run(&options, NULL, error, sizeof error), "%s", error);
    char *a = nettrain_data_read_all(whole), *b = nettrain_data_read_all(part);
    cr_assert_str_eq(strstr(a, "enum {"), strstr(b, "enum {"));
    free(a);
    free(b);
    /* a checkpoint of another shape is refused */
    nettrain_data_options(&options, data, part);
    options.hidden = 32;
    options.resume = checkpoint;
    cr_assert_not(nettrain_run(&options, NULL, error, sizeof error));
    cr_assert(strstr(error, "network"), "%s", error);
    unlink(data);
    unlink(whole);
    unlink(part);
    unlink(checkpoint);
}

/* Positions with and without castling rights, in that pattern, with their scores. */
static void write_castling_mix(const char *path, int rounds) {
    static const char *const LINES[] = {
        "0.5,0.5 | 0 | " START_FEN, /* castling rights: no image */
        "1,0 | 120 | " POSITION3_FEN, "0,1 | -40 | " POSITION6_FEN,
        "0.5,0.5 | 15 | " KIWIPETE_FEN, /* castling rights: no image */
    };
    FILE *file = fopen(path, "w");
    cr_assert(file);
    fprintf(file, "# tessera-data v1 game=chess players=2\n");
    for (int round = 0; round < rounds; round++)
        for (size_t i = 0; i < sizeof LINES / sizeof LINES[0]; i++)
            fprintf(file, "%s\n", LINES[i]);
    fclose(file);
}

Test(nettrain, mirror_adds_the_image_of_each_position_without_castling_rights) {
    char data[] = "/tmp/tessera-nettrain-XXXXXX", out[64];
    make_paths(data, out);
    write_castling_mix(data, 50);
    NetTrainOptions options;
    NetTrainSummary plain, mirrored;
    char error[256];
    nettrain_data_options(&options, data, out);
    options.epochs = 1;
    cr_assert(nettrain_run(&options, &plain, error, sizeof error), "%s", error);
    options.mirror = 1;
    cr_assert(nettrain_run(&options, &mirrored, error, sizeof error), "%s", error);
    cr_assert_eq(plain.training + plain.validation, 200);
    cr_assert_eq(mirrored.training + mirrored.validation, 300);
    char *text = nettrain_data_read_all(out);
    cr_assert(strstr(text, "294 training and 6 validation positions"), "%s", text);
    free(text);
    unlink(data);
    unlink(out);
}

Test(nettrain, command_rejects_bad_arguments) {
    char *no_data[] = {"chess"};
    char *unknown[] = {"chess", "x.txt", "--bogus", "1"};
    char *bad_number[] = {"chess", "x.txt", "--hidden", "2048"}; /* over NET_MAX_HIDDEN */
    char *odd_hidden[] = {"chess", "x.txt", "--hidden", "24"};
    char *no_network[] = {"wallgo", "x.txt"};
    char *missing[] = {"chess", "/nonexistent/data.txt"};
    char *bad_mirror[] = {"chess", "x.txt", "--mirror", "2"};
    cr_assert_eq(nettrain_main(1, no_data), 2);
    cr_assert_eq(nettrain_main(4, unknown), 2);
    cr_assert_eq(nettrain_main(4, bad_number), 2);
    cr_assert_eq(nettrain_main(4, odd_hidden), 2);
    cr_assert_eq(nettrain_main(2, no_network), 2);
    cr_assert_eq(nettrain_main(2, missing), 1);
    cr_assert_eq(nettrain_main(4, bad_mirror), 2);
}

Test(nettrain, command_reads_each_option_into_its_field) {
    char *words[] = {"chess", "x.txt", "--seed", "5", "--hidden", "64", "--rate", "0.25"};
    char *largest_seed[] = {"chess", "x.txt", "--seed", "9223372036854775807"};
    char *negative_seed[] = {"chess", "x.txt", "--seed", "-1"};
    NetTrainOptions options;
    char error[256];
    cr_assert(nettrain_options_parse(8, words, &options, error, sizeof error), "%s", error);
    cr_assert_eq(options.seed, 5);
    cr_assert_eq(options.hidden, 64);
    cr_assert_float_eq(options.rate, 0.25, 1e-12);
    cr_assert_str_eq(options.data_path, "x.txt");
    cr_assert(nettrain_options_parse(4, largest_seed, &options, error, sizeof error), "%s", error);
    cr_assert_eq(options.seed, (uint64_t)INT64_MAX);
    cr_assert_not(nettrain_options_parse(4, negative_seed, &options, error, sizeof error));
    cr_assert(strstr(error, "--seed must be 0 to 9223372036854775807, not '-1'"), "%s", error);
}

Test(nettrain, a_refused_option_says_its_range_or_what_is_missing) {
    char *rate[] = {"chess", "x.txt", "--rate", "-0.5"};
    char *missing[] = {"chess", "x.txt", "--hidden"};
    NetTrainOptions options;
    char error[256] = "";
    cr_assert_not(nettrain_options_parse(4, rate, &options, error, sizeof error));
    cr_assert(strstr(error, "--rate must be ") && strstr(error, "not '-0.5'"), "%s", error);
    cr_assert_not(nettrain_options_parse(3, missing, &options, error, sizeof error));
    cr_assert(strstr(error, "'--hidden' needs a value"), "%s", error);
}

/* ---- damaged and foreign checkpoints ------------------------------------------------------ */

static bool file_exists(const char *path) {
    return access(path, F_OK) == 0;
}

/* Resumes checkpoint on data: refused with exactly expected, exit status 1 from the command,
 * and no network written. */
static void expect_resume_refused(const char *data, const char *checkpoint, const char *out,
                                  const char *expected) {
    NetTrainOptions options;
    char error[1024] = "";
    nettrain_data_options(&options, data, out);
    options.epochs = 3;
    options.resume = checkpoint;
    cr_assert_not(nettrain_run(&options, NULL, error, sizeof error), "resumed: %s", expected);
    cr_assert_str_eq(error, expected);
    char *words[] = {"chess", (char *)data, "--hidden",         "16",    "--epochs",
                     "3",     "--resume",   (char *)checkpoint, "--out", (char *)out};
    cr_assert_eq(nettrain_main(10, words), 1);
    cr_assert_not(file_exists(out), "a network was written after: %s", expected);
}

static void copy_file(const char *from, const char *to, long flip_at) {
    char *bytes = nettrain_data_read_all(from);
    FILE *in = fopen(from, "rb");
    fseek(in, 0, SEEK_END);
    long size = ftell(in);
    fclose(in);
    if (flip_at >= 0)
        bytes[flip_at] ^= 0x40;
    FILE *out = fopen(to, "wb");
    cr_assert_eq(fwrite(bytes, 1, (size_t)(flip_at == -2 ? size / 2 : size), out),
                 (size_t)(flip_at == -2 ? size / 2 : size));
    fclose(out);
    free(bytes);
}

Test(nettrain, a_damaged_or_foreign_checkpoint_is_refused_and_nothing_is_written) {
    char data[] = "/tmp/tessera-nettrain-XXXXXX", out[64], good[64], bad[64], other[64];
    cr_assert_neq(mkstemp(data), -1);
    snprintf(out, sizeof out, "%s.h", data);
    snprintf(good, sizeof good, "%s.ckpt", data);
    snprintf(bad, sizeof bad, "%s.bad", data);
    snprintf(other, sizeof other, "%s.other", data);
    nettrain_data_write_material(data, 600);
    NetTrainOptions options;
    char error[1024], expected[1024];
    nettrain_data_options(&options, data, out);
    options.epochs = 3;
    options.stop_after = 1;
    options.checkpoint = good;
    cr_assert(nettrain_run(&options, NULL, error, sizeof error), "%s", error);
    cr_assert_not(file_exists(out), "a run stopped after epoch 1 wrote its network");

    /* one bit of a parameter flipped */
    copy_file(good, bad, 2000);
    snprintf(expected, sizeof expected,
             "checkpoint %s: damaged: its checksum does not match its contents: refused", bad);
    expect_resume_refused(data, bad, out, expected);
    copy_file(good, bad, -2); /* cut in half */
    snprintf(expected, sizeof expected, "checkpoint %s: cut short: refused", bad);
    expect_resume_refused(data, bad, out, expected);

    /* a NaN with a right checksum: the checkpoint of a run that diverged */
    char identity[CHECKPOINT_DATA_TEXT];
    cr_assert(checkpoint_data_identity(data, identity, sizeof identity, error, sizeof error));
    NetShape shape = {CHESS_GAME.net->inputs, 16};
    size_t count = nettrain_param_count(shape);
    NetTrainState state = {.shape = shape,
                           .epochs_done = 1,
                           .steps = 3,
                           .params = calloc(count, sizeof(double)),
                           .m = calloc(count, sizeof(double)),
                           .v = calloc(count, sizeof(double))};
    state.params[5] = NAN;
    cr_assert(nettrain_checkpoint_save(bad, &state, identity, error, sizeof error), "%s", error);
    snprintf(expected, sizeof expected,
             "checkpoint %s: a value of the parameters is not finite (nan, at 5): refused", bad);
    expect_resume_refused(data, bad, out, expected);
    free(state.params);
    free(state.m);
    free(state.v);

    /* other data: one position more */
    char *text = nettrain_data_read_all(data);
    FILE *file = fopen(other, "w");
    fprintf(file, "%s0.5,0.5 | 0 | %s\n", text, START_FEN);
    fclose(file);
    free(text);
    char other_identity[CHECKPOINT_DATA_TEXT];
    cr_assert(checkpoint_data_identity(other, other_identity, sizeof other_identity, error,
                                       sizeof error));
    snprintf(expected, sizeof expected,
             "checkpoint %s was made from %s, not from this run's data %s: refused (resume with "
             "the data the checkpoint was made from)",
             good, identity, other_identity);
    expect_resume_refused(other, good, out, expected);

    /* the good checkpoint still resumes, and the run writes its network */
    nettrain_data_options(&options, data, out);
    options.epochs = 3;
    options.resume = good;
    cr_assert(nettrain_run(&options, NULL, error, sizeof error), "%s", error);
    cr_assert(file_exists(out));
    unlink(data);
    unlink(out);
    unlink(good);
    unlink(bad);
    unlink(other);
}

/* Without --out the network goes to the current directory, never over the engine's source. */
Test(nettrain, the_default_output_is_not_the_engines_source) {
    NetTrainOptions options;
    nettrain_options_default(&options);
    options.game = &CHESS_GAME;
    cr_assert_str_eq(nettrain_out_path(&options), "chess_net_weights.h");
    cr_assert_str_eq(CHESS_GAME.net->source, "eval/chess/chess_net_weights.h");
    options.out = "mine.h";
    cr_assert_str_eq(nettrain_out_path(&options), "mine.h");
}

/* The written file's text (NULL when it cannot be read); free it. */
static char *read_text(const char *path) {
    FILE *file = fopen(path, "rb");
    if (!file)
        return NULL;
    char *text = calloc(1 << 20, 1);
    size_t length = text ? fread(text, 1, (1 << 20) - 1, file) : 0;
    fclose(file);
    if (text)
        text[length] = '\0';
    return text;
}

Test(nettrain, a_long_command_is_wrapped_in_the_header_and_a_star_slash_broken) {
    double *params = small_params(7);
    char path[] = "/tmp/tessera-nettrain-header-XXXXXX", error[256];
    int fd = mkstemp(path);
    cr_assert_neq(fd, -1);
    close(fd);
    const char *command = "tessera train voidchess a-rather-long-data-file-name.txt --hidden 32 "
                          "--epochs 3 --batch 4096 --lambda 1 --validation 0.1 --out x*/y.h";
    NetProvenance provenance = {
        command, "a-rather-long-data-file-name.txt", 90, 10, 300.0, 1.0, 0.5, 0.6, true};
    cr_assert(
        nettrain_write_file(path, "SMALL_NET", SMALL, params, &provenance, error, sizeof error),
        "%s", error);
    char *text = read_text(path);
    cr_assert_not_null(text);
    const char *end = strstr(text, " */\nenum");
    cr_assert_not_null(end, "%s", text);
    /* No line over the width make format-check asks; the comment ends only at its end. */
    for (const char *line = text; line < end; line += strcspn(line, "\n") + 1)
        cr_assert_leq(strcspn(line, "\n"), 100, "%.*s", (int)strcspn(line, "\n"), line);
    char *comment_end = strstr(text, " */\nenum");
    *comment_end = '\0';
    cr_assert_null(strstr(strstr(text, "/*\n") + 3, "*/"), "the comment ends early: %s", text);
    *comment_end = ' ';
    /* The command reads back word for word across its lines. */
    const char *first = strstr(text, " * Command: tessera train voidchess");
    cr_assert_not_null(first, "%s", text);
    cr_assert_not_null(strstr(first, "--lambda 1"), "%s", text);
    cr_assert_not_null(strstr(first, "\n *          "), "no continuation line: %s", text);
    cr_assert_not_null(strstr(first, "x* /y.h"), "%s", text);
    free(text);
    free(params);
    unlink(path);
}
