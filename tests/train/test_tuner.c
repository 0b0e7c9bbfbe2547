/*
 * test_tuner.c - the game-agnostic tuner (train/tune/, docs/TUNING.md): it recovers known
 * weights from samples labelled by those weights (with a divisor too), its gradient matches
 * finite differences, K fitting finds the K that made the labels, the generated weights file
 * reads back and is stable, the data loader reads a stub game's file and names file:line of a bad
 * line, a resumed run ends exactly where an uninterrupted one does, and a damaged, NaN-holding or
 * foreign checkpoint is refused (exit status 1) with nothing written.
 */
#include <criterion/criterion.h>
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "train/checkpoint_seal.h"
#include "src/fnv1a.h"
#include "train/tune/dataset.h"
#include "train/fit_k.h"
#include "train/tune/fit_k.h"
#include "train/tune/model.h"
#include "train/tune/monotone.h"
#include "train/tune/trainer.h"
#include "train/tune/tune.h"
#include "train/tune/weights_writer.h"
#include "train/tune/workers.h"
#include "engine/registry.h"
#include "tests/support/gui.h"

/* ---- synthetic samples ---------------------------------------------------------------------- */

/* A small deterministic generator (xorshift64*), so every run sees the same samples. */
typedef struct Rng {
    uint64_t state;
} Rng;

static uint64_t rng_next(Rng *rng) {
    rng->state ^= rng->state >> 12;
    rng->state ^= rng->state << 25;
    rng->state ^= rng->state >> 27;
    return rng->state * 2685821657736338717ULL;
}

static int rng_int(Rng *rng, int low, int high) {
    return low + (int)(rng_next(rng) % (uint64_t)(high - low + 1));
}

static double rng_real(Rng *rng, double low, double high) {
    return low + (high - low) * (double)(rng_next(rng) >> 11) / (double)(1ULL << 53);
}

enum { PHASE_MAX = 24 };

/* Random sparse features: 2-5 terms of counts -3..3, any phase, scale 32-64, fixed +-40. */
static void random_features(Rng *rng, int weight_count, bool tapered, EvalFeatures *features) {
    *features = (EvalFeatures){.count = rng_int(rng, 2, 5), .scale = EVAL_SCALE_NORMAL};
    for (int i = 0; i < features->count; i++)
        features->terms[i] = (FeatureTerm){(uint16_t)rng_int(rng, 0, weight_count - 1),
                                           (int16_t)rng_int(rng, -3, 3)};
    if (tapered) {
        features->phase_max = PHASE_MAX;
        features->phase = rng_int(rng, 0, PHASE_MAX);
        features->scale = rng_int(rng, 32, 64);
    }
    features->fixed = rng_int(rng, -40, 40);
}

/* count samples whose labels are the predictions of truth with k: the exact minimum of the
 * loss is truth itself. */
static void make_labelled_set(TuneSamples *set, int weight_count, bool tapered, const double *truth,
                              double k, int count, uint64_t seed) {
    Rng rng = {seed};
    tune_samples_init(set, weight_count, tapered);
    EvalFeatures *features = malloc(sizeof *features);
    char error[256];
    for (int s = 0; s < count; s++) {
        random_features(&rng, weight_count, tapered, features);
        cr_assert(tune_samples_add(set, features, 0.5, error, sizeof error), "%s", error);
        TuneSample *sample = &set->items[set->count - 1];
        sample->label = (float)fit_k_predict(k, tune_sample_eval(set, sample, truth));
    }
    free(features);
}

/* A fake EvalWeights over values (names W0, W1, ...). */
static const char *const NAMES[] = {"W0", "W1", "W2", "W3", "W4", "W5", "W6", "W7"};

static EvalWeights fake_weights(int count, bool tapered, const int *values) {
    return (EvalWeights){.count = count,
                         .tapered = tapered,
                         .names = NAMES,
                         .values = values,
                         .source = NULL,
                         .table = "fake_weights"};
}

/* ---- (1) recovering known weights ----------------------------------------------------------- */

/* The samples of plain with each count times divisor and that divisor, labels kept: the same
 * evaluations, so the same weights fit them. */
static void make_divided_set(TuneSamples *divided, const TuneSamples *plain, int divisor) {
    tune_samples_init(divided, plain->weight_count, plain->tapered);
    EvalFeatures *features = malloc(sizeof *features);
    char error[256];
    for (size_t s = 0; s < plain->count; s++) {
        const TuneSample *sample = &plain->items[s];
        *features = (EvalFeatures){.count = sample->term_count,
                                   .phase = sample->phase,
                                   .phase_max = sample->phase_max,
                                   .scale = sample->scale,
                                   .divisor = divisor,
                                   .fixed = sample->fixed};
        for (int i = 0; i < sample->term_count; i++) {
            features->terms[i] = plain->terms[sample->first_term + (size_t)i];
            features->terms[i].count = (int16_t)(features->terms[i].count * divisor);
        }
        cr_assert(tune_samples_add(divided, features, sample->label, error, sizeof error), "%s",
                  error);
    }
    free(features);
}

/* Trains from start toward truth with K known and returns the largest miss. With a divisor
 * above 1, the samples are made with plain counts and trained on as make_divided_set gives
 * them. */
static double recovery_miss(bool tapered, const double *truth, const int *start, int weights,
                            int divisor) {
    enum { SAMPLES = 2000, EPOCHS = 1000 };
    const double k = 1.5;
    TuneSamples set;
    make_labelled_set(&set, weights, tapered, truth, k, SAMPLES, 42);
    if (divisor > 1) {
        TuneSamples plain = set;
        make_divided_set(&set, &plain, divisor);
        for (size_t s = 0; s < plain.count; s++) {
            double want = tune_sample_eval(&plain, &plain.items[s], truth),
                   got = tune_sample_eval(&set, &set.items[s], truth);
            cr_assert(fabs(got - want) <= 1e-9 * fmax(fabs(want), 1.0),
                      "sample %zu: %.12g, not %.12g", s, got, want);
        }
        tune_samples_free(&plain);
    }
    EvalWeights fake = fake_weights(weights, tapered, start);
    TuneState state;
    cr_assert(tune_state_init(&state, &fake));
    state.k = k;
    TuneTraining training = {.epochs = EPOCHS, .rate = 2.0, .threads = 2, .report_every = EPOCHS};
    char error[256];
    cr_assert(tune_train(&set, &training, &state, error, sizeof error), "%s", error);
    double miss = 0.0;
    for (int p = 0; p < state.param_count; p++)
        miss = fmax(miss, fabs(state.params[p] - truth[p]));
    tune_state_free(&state);
    tune_samples_free(&set);
    return miss;
}

static const double FLAT_TRUTH[] = {100, -60, 35, 220, 0, -15};
static const int FLAT_START[] = {0, 0, 0, 0, 50, 0};
static const double PAIR_TRUTH[] = {100, 140, -60, -20, 35, 80, 220, 150, 10, -30};
static const int PAIR_START[] = {50, 50, 0, 0, 0, 0, 100, 100, 0, 0};

/* Tolerance: every weight within 0.01 of the one that made the labels (it gets within 1e-3). */
Test(tuner, recovers_known_untapered_weights_from_other_starting_weights) {
    double miss = recovery_miss(false, FLAT_TRUTH, FLAT_START, 6, 1);
    cr_assert(miss < 0.01, "largest miss %g", miss);
}

Test(tuner, recovers_known_tapered_weights_from_other_starting_weights) {
    double miss = recovery_miss(true, PAIR_TRUTH, PAIR_START, 5, 1);
    cr_assert(miss < 0.01, "largest miss %g", miss);
}

/* Counts 3 times the plain ones with 3 as their divisor evaluate as the plain ones and fit the
 * weights that made the labels; a divisor ignored would fit a third of them. */
Test(tuner, samples_with_a_divisor_fit_the_weights_of_their_divided_counts) {
    double flat = recovery_miss(false, FLAT_TRUTH, FLAT_START, 6, 3);
    cr_assert(flat < 0.01, "untapered: largest miss %g", flat);
    double pairs = recovery_miss(true, PAIR_TRUTH, PAIR_START, 5, 3);
    cr_assert(pairs < 0.01, "tapered: largest miss %g", pairs);
}

Test(tuner, a_negative_divisor_breaks_the_contract) {
    TuneSamples set;
    tune_samples_init(&set, 2, false);
    EvalFeatures features = {.scale = EVAL_SCALE_NORMAL, .divisor = -3};
    eval_features_add(&features, 0, 1);
    char error[256] = "";
    cr_assert_not(tune_samples_add(&set, &features, 0.5, error, sizeof error));
    cr_assert(strstr(error, "divisor -3"), "%s", error);
    cr_assert_eq(set.count, 0);
    tune_samples_free(&set);
}

/* ---- (2) gradient against finite differences ------------------------------------------------ */

/* Mean squared error plus the L2 penalty, and its gradient when gradient is not NULL. */
static double objective(const TuneSamples *set, const double *params, const double *start, double k,
                        double l2, int threads, double *gradient) {
    TuneWorkers workers;
    cr_assert(tune_workers_init(&workers, threads, tune_param_count(set)));
    double loss = tune_workers_mean_error(&workers, set, params, k, gradient);
    tune_workers_free(&workers);
    return loss + tune_l2_penalty(l2, params, start, tune_param_count(set), gradient);
}

static void check_gradient(bool tapered) {
    enum { WEIGHTS = 6, PARAMS = 12 };
    const double k = 1.3, l2 = 1e-6, step = 1e-3;
    double params[PARAMS], start[PARAMS], truth[PARAMS];
    Rng rng = {7};
    for (int p = 0; p < PARAMS; p++) {
        truth[p] = rng_real(&rng, -200, 200);
        params[p] = rng_real(&rng, -200, 200);
        start[p] = rng_real(&rng, -200, 200);
    }
    TuneSamples set;
    make_labelled_set(&set, WEIGHTS, tapered, truth, k, 500, 11);
    for (size_t s = 0; s < set.count; s++) /* divisors 1-4: the gradient divides as the eval */
        set.items[s].divisor = (uint16_t)(1 + s % 4);
    double analytic[PARAMS], threaded[PARAMS];
    objective(&set, params, start, k, l2, 1, analytic);
    objective(&set, params, start, k, l2, 3, threaded);
    for (int p = 0; p < tune_param_count(&set); p++) {
        double saved = params[p];
        params[p] = saved + step;
        double up = objective(&set, params, start, k, l2, 1, NULL);
        params[p] = saved - step;
        double down = objective(&set, params, start, k, l2, 1, NULL);
        params[p] = saved;
        double numeric = (up - down) / (2 * step);
        cr_assert(fabs(analytic[p] - numeric) <= 1e-6 * fmax(fabs(numeric), 1e-3),
                  "param %d: analytic %.12g, finite differences %.12g", p, analytic[p], numeric);
        cr_assert(fabs(threaded[p] - analytic[p]) <= 1e-12 * fabs(analytic[p]),
                  "param %d: 3 threads %.17g, 1 thread %.17g", p, threaded[p], analytic[p]);
    }
    tune_samples_free(&set);
}

/* Samples with nonzero fixed parts and divisors 1-4; tapered ones with scales 32-64 and every
 * phase. */
Test(tuner, untapered_gradient_matches_finite_differences) {
    check_gradient(false);
}

Test(tuner, tapered_gradient_with_scale_and_fixed_matches_finite_differences) {
    check_gradient(true);
}

/* ---- (3) K ---------------------------------------------------------------------------------- */

static void check_k_found(bool tapered, double k_used) {
    const double truth[] = {100, 140, -60, -20, 35, 80, 220, 150};
    TuneSamples set;
    make_labelled_set(&set, 4, tapered, truth, k_used, 2000, 5);
    double k;
    cr_assert(tune_fit_k(&set, truth, &k));
    cr_assert(fabs(k - k_used) < 1e-3 * k_used, "found K %.9f, labels made with %.9f", k, k_used);
    tune_samples_free(&set);
}

Test(tuner, k_fitting_finds_the_k_that_made_the_labels) {
    check_k_found(false, 1.7);
    check_k_found(true, 0.35);
    check_k_found(false, 12.5);
}

/* ---- (4) the generated weights file --------------------------------------------------------- */

static const TuneProvenance PROVENANCE = {.command = "tessera tune fake data.txt --epochs 10",
                                          .data_path = "data.txt",
                                          .positions = 1234,
                                          .samples = 2468,
                                          .k = 1.23456789,
                                          .loss_before = 0.125,
                                          .loss_after = 0.0625};

/* The values of the table lines "    [NAME] = v," or "    [NAME] = {mg, eg}," in text, by the
 * index of NAME in NAMES; returns how many lines were read. */
static int read_back(const char *text, bool tapered, int *values) {
    int lines = 0;
    for (const char *line = text; line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL) {
        char name[64];
        int mg, eg,
            read = tapered ? sscanf(line, "    [%63[^]]] = {%d, %d},", name, &mg, &eg)
                           : sscanf(line, "    [%63[^]]] = %d,", name, &mg);
        if (read != (tapered ? 3 : 2))
            continue;
        int w = 0;
        while (w < 8 && strcmp(NAMES[w], name) != 0)
            w++;
        cr_assert(w < 8, "unknown name %s", name);
        values[tapered ? 2 * w : w] = mg;
        if (tapered)
            values[2 * w + 1] = eg;
        lines++;
    }
    return lines;
}

Test(tuner, untapered_weights_file_reads_back_rounded) {
    const double params[] = {12.4, -7.5, 0.49, -0.4, 99.5};
    double rounded[5];
    cr_assert(tune_round_params(params, 5, rounded));
    EvalWeights weights = fake_weights(5, false, NULL);
    StrBuf text;
    strbuf_init(&text);
    tune_format_weights(&text, "eval/fake_weights.h", &weights, rounded, &PROVENANCE);
    const char *out = strbuf_text(&text);
    cr_assert(strstr(out, "/* clang-format off */\nstatic const int fake_weights[5] = {\n"), "%s",
              out);
    cr_assert(strstr(out, "};\n/* clang-format on */\n"), "%s", out);
    cr_assert(strstr(out, "    [W3] = 0,\n"), "no '-0': %s", out);
    int values[5], expected[] = {12, -8, 0, 0, 100};
    cr_assert_eq(read_back(out, false, values), 5, "%s", out);
    for (int w = 0; w < 5; w++)
        cr_assert_eq(values[w], expected[w], "W%d: %d, expected %d", w, values[w], expected[w]);
    cr_assert(strstr(out, " * Command: tessera tune fake data.txt --epochs 10\n"), "%s", out);
    cr_assert(strstr(out, "1234 positions, 2468 samples"), "%s", out);
    cr_assert(strstr(out, " * K:       1.234568\n"), "%s", out);
    cr_assert(strncmp(out, "/* Generated by `tessera tune`: do not edit; ", 45) == 0, "%s", out);
    cr_assert(strstr(out, " */\n/*\n * eval/fake_weights.h - the tuned weights of fake_weights.\n"
                          " *\n * Command: "),
              "%s", out);
    strbuf_free(&text);
}

Test(tuner, tapered_weights_file_reads_back_and_is_stable) {
    const double params[] = {1.5, -2.5, 300.2, -299.7, 0, 7};
    double rounded[6];
    cr_assert(tune_round_params(params, 6, rounded));
    EvalWeights weights = fake_weights(3, true, NULL);
    StrBuf first, second;
    strbuf_init(&first);
    strbuf_init(&second);
    tune_format_weights(&first, "fake.h", &weights, rounded, &PROVENANCE);
    tune_format_weights(&second, "fake.h", &weights, rounded, &PROVENANCE);
    cr_assert_str_eq(strbuf_text(&first), strbuf_text(&second));
    cr_assert(strstr(strbuf_text(&first), "static const int fake_weights[3][2] = {\n"));
    int values[6], expected[] = {2, -3, 300, -300, 0, 7};
    cr_assert_eq(read_back(strbuf_text(&first), true, values), 3, "%s", strbuf_text(&first));
    for (int p = 0; p < 6; p++)
        cr_assert_eq(values[p], expected[p], "param %d: %d, expected %d", p, values[p],
                     expected[p]);
    strbuf_free(&first);
    strbuf_free(&second);
}

Test(tuner, long_command_lines_wrap_under_100_columns) {
    TuneProvenance provenance = PROVENANCE;
    provenance.command = "tessera tune fake /a/long/path/to/some/data/file/of/positions.txt "
                         "--epochs 100000 --rate 0.25 --threads 2 --freeze W0,W1,W2,W3 --out "
                         "eval/a_weights_file_with_a_long_name.h --report-every 50";
    double params[2] = {0, 0};
    EvalWeights weights = fake_weights(2, false, NULL);
    StrBuf text;
    strbuf_init(&text);
    tune_format_weights(&text, "fake.h", &weights, params, &provenance);
    for (const char *line = strbuf_text(&text); *line; line += strcspn(line, "\n") + 1)
        cr_assert(strcspn(line, "\n") <= 100, "long line in\n%s", strbuf_text(&text));
    cr_assert(strstr(strbuf_text(&text), "--report-every 50\n"), "%s", strbuf_text(&text));
    strbuf_free(&text);
}

Test(tuner, diverged_weights_are_not_rounded) {
    const double params[] = {1.0, INFINITY};
    double rounded[2];
    cr_assert_not(tune_round_params(params, 2, rounded));
}

/* ---- a stub game for the loader and whole runs ---------------------------------------------- */

/* Its position: "<players> <count of A> <of B> <of C> <phase 0-24> <fixed>". Player p sees the
 * counts rotated by p; a position with no counts has no evaluation (eval_features declines). */
typedef struct StubPos {
    PosHeader header;
    int counts[3];
    int phase, fixed;
} StubPos;

static bool stub_parse(void *pos, const char *text, char *error, size_t error_size) {
    StubPos *stub = pos;
    int players, used = -1;
    *stub = (StubPos){0};
    if (sscanf(text, "%d %d %d %d %d %d%n", &players, &stub->counts[0], &stub->counts[1],
               &stub->counts[2], &stub->phase, &stub->fixed, &used) != 6 ||
        text[used] != '\0' || players < 2 || players > 4) {
        snprintf(error, error_size, "expected <players> <a> <b> <c> <phase> <fixed>");
        return false;
    }
    stub->header.players = (uint8_t)players;
    return true;
}

static bool stub_features(const void *pos, int player, EvalFeatures *features) {
    const StubPos *stub = pos;
    features->count = 0;
    for (int w = 0; w < 3; w++) {
        int count = stub->counts[(w + player) % 3];
        if (count)
            features->terms[features->count++] = (FeatureTerm){(uint16_t)w, (int16_t)count};
    }
    features->phase = stub->phase;
    features->phase_max = PHASE_MAX;
    features->fixed = player == 0 ? stub->fixed : -stub->fixed;
    return features->count > 0;
}

static const char *const STUB_NAMES[] = {"A", "B", "C"};
static const int STUB_VALUES[] = {100, 120, -30, -10, 50, 50};
static const EvalWeights STUB_WEIGHTS = {.count = 3,
                                         .tapered = true,
                                         .names = STUB_NAMES,
                                         .values = STUB_VALUES,
                                         .table = "stub_weights"};

static const Game STUB = {.name = "stub",
                          .min_players = 2,
                          .max_players = 4,
                          .pos_size = sizeof(StubPos),
                          .parse = stub_parse,
                          .eval_weights = &STUB_WEIGHTS,
                          .eval_features = stub_features};

/* The same game with weights of its own for three and four players. */
static const int STUB_MULTI_VALUES[] = {90, 110, -70, -40, 60, 40};
static const EvalWeights STUB_MULTI_WEIGHTS = {.count = 3,
                                               .tapered = true,
                                               .names = STUB_NAMES,
                                               .values = STUB_MULTI_VALUES,
                                               .table = "stub_multi_weights"};

static const Game STUB_WITH_MULTI = {.name = "stub",
                                     .min_players = 2,
                                     .max_players = 4,
                                     .pos_size = sizeof(StubPos),
                                     .parse = stub_parse,
                                     .eval_weights = &STUB_WEIGHTS,
                                     .eval_features = stub_features,
                                     .multi_eval_weights = &STUB_MULTI_WEIGHTS};

static const Game STUB_UNTUNABLE = {.name = "stubless",
                                    .min_players = 2,
                                    .max_players = 2,
                                    .pos_size = sizeof(StubPos),
                                    .parse = stub_parse};

/* A fresh file holding text; the caller unlinks and frees the path. */
static char *temp_file(const char *text) {
    char *path = strdup("/tmp/tessera-tuner-XXXXXX");
    int fd = mkstemp(path);
    cr_assert(fd >= 0);
    FILE *file = fdopen(fd, "w");
    fputs(text, file);
    fclose(file);
    return path;
}

static char *read_text(const char *path) {
    FILE *file = fopen(path, "r");
    cr_assert(file, "cannot open %s", path);
    char *text = calloc(1 << 20, 1);
    fread(text, 1, (1 << 20) - 1, file);
    fclose(file);
    return text;
}

/* ---- (5) the loader ------------------------------------------------------------------------- */

#define HEADER_2P "# tessera-data v1 game=stub players=2 generator=test\n"

Test(tuner, loader_reads_one_sample_per_two_player_position) {
    char *path = temp_file(HEADER_2P "# a comment\n"
                                     "1,0 | 35 | 2 1 -1 0 12 5\n"
                                     "0.5,0.5 | - | 2 0 2 3 24 0\n"
                                     "0,1 | -120 | 2 -3 0 0 0 -7\r\n");
    TuneData data;
    char error[512];
    cr_assert(tune_data_load(&STUB, path, 0, false, &data, error, sizeof error), "%s", error);
    cr_assert_eq(data.players, 2);
    cr_assert_eq(data.positions, 3);
    cr_assert_eq(data.samples.count, 3);
    const TuneSample *first = &data.samples.items[0];
    cr_assert_eq(first->label, 1.0f);
    cr_assert_eq(data.samples.items[1].label, 0.5f);
    cr_assert_eq(data.samples.items[2].label, 0.0f);
    cr_assert_eq(first->term_count, 2, "the zero count is dropped");
    cr_assert_eq(data.samples.terms[first->first_term + 1].weight, 1);
    cr_assert_eq(data.samples.terms[first->first_term + 1].count, -1);
    cr_assert_eq(first->phase, 12);
    cr_assert_eq(first->phase_max, PHASE_MAX);
    cr_assert_eq(first->scale, EVAL_SCALE_NORMAL);
    cr_assert_eq(first->fixed, 5);
    tune_data_free(&data);
    unlink(path);
    free(path);
}

Test(tuner, scores_blend_into_the_labels_with_lambda) {
    char *path = temp_file(HEADER_2P "1,0 | 35 | 2 1 -1 0 12 5\n"
                                     "0.5,0.5 | - | 2 0 2 3 24 0\n"
                                     "0,1 | -120 | 2 -3 0 0 0 -7\n");
    TuneData data;
    char error[512];
    cr_assert(tune_data_load(&STUB, path, 0, false, &data, error, sizeof error), "%s", error);
    cr_assert(data.samples.items[0].has_score);
    cr_assert_eq(data.samples.items[0].score, 35);
    cr_assert_not(data.samples.items[1].has_score);
    cr_assert_eq(data.samples.items[2].score, -120);
    const double k = 1.5, lambda = 0.25;
    tune_samples_blend_scores(&data.samples, k, lambda);
    double first = lambda * fit_k_predict(k, 35) + (1 - lambda) * 1.0;
    double third = lambda * fit_k_predict(k, -120);
    cr_assert_float_eq(data.samples.items[0].label, first, 1e-6);
    cr_assert_eq(data.samples.items[1].label, 0.5f, "no score: the result alone");
    cr_assert_float_eq(data.samples.items[2].label, third, 1e-6);
    tune_data_free(&data);
    unlink(path);
    free(path);
}

Test(tuner, loader_reads_one_sample_per_player_with_three_and_counts_declined_positions) {
    char *path = temp_file("# tessera-data v1 game=STUB players=3\n"
                           "0.5,0,0.5 | 10 | 3 1 2 3 6 4\n"
                           "0.333,0.333,0.333 | - | 3 0 0 0 6 4\n");
    TuneData data;
    char error[512];
    cr_assert(tune_data_load(&STUB, path, 3, false, &data, error, sizeof error), "%s", error);
    cr_assert_eq(data.positions, 2);
    cr_assert_eq(data.declined, 1, "no counts: eval_features declines");
    cr_assert_eq(data.samples.count, 3);
    const float labels[] = {0.5f, 0.0f, 0.5f};
    for (int p = 0; p < 3; p++) {
        const TuneSample *sample = &data.samples.items[p];
        cr_assert_eq(sample->label, labels[p]);
        cr_assert_eq(data.samples.terms[sample->first_term].count, 1 + p, "rotated by player");
        cr_assert_eq(sample->fixed, p == 0 ? 4 : -4);
    }
    tune_data_free(&data);
    unlink(path);
    free(path);
}

/* The error of loading header, a good line, then bad; it must name line 3 (or where). */
static void expect_load_error(const Game *game, const char *text, int players, int line,
                              const char *reason) {
    char *path = temp_file(text);
    TuneData data;
    char error[512], where[600];
    cr_assert_not(tune_data_load(game, path, players, false, &data, error, sizeof error), "%s",
                  text);
    snprintf(where, sizeof where, "%s:%d: ", path, line);
    cr_assert(strncmp(error, where, strlen(where)) == 0, "error '%s' should start '%s'", error,
              where);
    cr_assert(strstr(error, reason), "error '%s' should say '%s'", error, reason);
    tune_data_free(&data);
    unlink(path);
    free(path);
}

static void expect_bad_line(const char *line, const char *reason) {
    char text[512];
    snprintf(text, sizeof text, HEADER_2P "1,0 | 35 | 2 1 -1 0 12 5\n%s\n", line);
    expect_load_error(&STUB, text, 0, 3, reason);
}

Test(tuner, loader_names_file_and_line_of_each_malformed_line) {
    expect_bad_line("1,0 35 2 1 1 1 12 0", "expected '<result> | <score> | <position>'");
    expect_bad_line("", "expected '<result> | <score> | <position>'");
    expect_bad_line("1,0,0 | 3 | 2 1 1 1 12", "more than 2 result values");
    expect_bad_line("1 | 3 | 2 1 1 1 12 0", "1 result values for 2 players");
    expect_bad_line("2,0 | 3 | 2 1 1 1 12 0", "bad result value '2'");
    expect_bad_line("1,-0 | 3 | 2 1 1 1 12 0", "bad result value '-0'");
    expect_bad_line("0.5,0 | 3 | 2 1 1 1 12 0", "the results add up to 0.5, not 1");
    expect_bad_line("1,0 | x | 2 1 1 1 12 0", "bad score 'x'");
    expect_bad_line("1,0 | 3 | 2 a b c 12 0", "bad stub position '2 a b c 12 0'");
    expect_bad_line("1,0 | 3 |  ", "no position string");
    expect_bad_line("1,0 | 3 | 3 1 1 1 12 0", "a position of 3 players in data for 2");
    expect_bad_line("1,0 | 3 | 2 1 1 1 25 0", "bad taper: phase 25 of phase_max 24");
}

Test(tuner, loader_refuses_a_file_of_another_game_or_without_header) {
    expect_load_error(&STUB, "# tessera-data v1 game=chess players=2\n1,0 | - | 2 1 1 1 1 1\n", 0,
                      1, "this is data for 'chess', not stub: refused");
    expect_load_error(&STUB, "1,0 | - | 2 1 1 1 1 1\n", 0, 1, "not a tessera-data file");
    expect_load_error(&STUB, "# tessera-data v2 game=stub players=2\n", 0, 1,
                      "unsupported data version 'v2'");
    expect_load_error(&STUB, HEADER_2P "1,0 | - | 2 1 1 1 1 1\n", 3, 1,
                      "the data is for 2 players, not 3");
    expect_load_error(&STUB, HEADER_2P "# only comments\n", 0, 2, "no positions in the file");
}

Test(tuner, a_game_without_weights_has_no_tunable_evaluation) {
    char *path = temp_file(HEADER_2P "1,0 | 35 | 2 1 -1 0 12 5\n");
    TuneData data;
    char error[512];
    cr_assert_not(tune_data_load(&STUB_UNTUNABLE, path, 0, false, &data, error, sizeof error));
    cr_assert_str_eq(error, "stubless has no tunable evaluation yet");
    unlink(path);
    free(path);
}

/* ---- whole runs: freezing, stability, (6) resuming ------------------------------------------ */

/* A data file of 200 random stub positions with random results. */
static char *random_stub_data(void) {
    Rng rng = {99};
    StrBuf text;
    strbuf_init(&text);
    strbuf_append(&text, HEADER_2P);
    const char *results[] = {"1,0", "0,1", "0.5,0.5"};
    for (int i = 0; i < 200; i++)
        strbuf_printf(&text, "%s | - | 2 %d %d %d %d %d\n", results[rng_int(&rng, 0, 2)],
                      rng_int(&rng, -3, 3), rng_int(&rng, -3, 3), rng_int(&rng, 1, 3),
                      rng_int(&rng, 0, PHASE_MAX), rng_int(&rng, -30, 30));
    char *path = temp_file(strbuf_text(&text));
    strbuf_free(&text);
    return path;
}

static TuneOptions stub_options(const char *data, const char *out, int64_t epochs) {
    TuneOptions options;
    tune_options_default(&options);
    options.game = &STUB;
    options.data_path = data;
    options.out = out;
    options.epochs = epochs;
    options.rate = 3.0;
    options.threads = 2;
    options.report_every = 7;
    options.command = "tessera tune stub data";
    return options;
}

static void run_ok(const TuneOptions *options, TuneSummary *summary) {
    char error[512];
    TuneStatus status = tune_run(options, summary, error, sizeof error);
    cr_assert_eq(status, TUNE_OK, "%s", error);
}

Test(tuner, a_run_lowers_the_loss_keeps_frozen_weights_and_writes_the_same_file_twice) {
    char *data = random_stub_data(), *out = temp_file("");
    TuneOptions options = stub_options(data, out, 60);
    options.freeze = "B";
    TuneSummary summary;
    run_ok(&options, &summary);
    cr_assert_eq(summary.positions, 200);
    cr_assert(summary.loss_after < summary.loss_before, "%g -> %g", summary.loss_before,
              summary.loss_after);
    char *text = read_text(out);
    cr_assert(strstr(text, "    [B] = {-30, -10},\n"), "B frozen: %s", text);
    cr_assert_null(strstr(text, "    [A] = {100, 120},\n"), "A tuned: %s", text);
    run_ok(&options, NULL);
    char *text_again = read_text(out);
    cr_assert_str_eq(text, text_again);
    free(text);
    free(text_again);
    unlink(data);
    unlink(out);
    free(data);
    free(out);
}

/* The two halves of weight name in a generated tapered weights file. */
static void read_pair(const char *text, const char *name, int pair[2]) {
    char key[32];
    snprintf(key, sizeof key, "    [%s] = {", name);
    const char *at = strstr(text, key);
    cr_assert(at, "%s missing: %s", name, text);
    cr_assert_eq(sscanf(at + strlen(key), "%d, %d", &pair[0], &pair[1]), 2);
}

/* Random positions of players players with random results. */
static char *random_multi_stub_data(int players) {
    Rng rng = {7};
    StrBuf text;
    strbuf_init(&text);
    strbuf_printf(&text, "# tessera-data v1 game=stub players=%d\n", players);
    for (int i = 0; i < 200; i++) {
        int winner = rng_int(&rng, 0, players - 1);
        for (int p = 0; p < players; p++)
            strbuf_printf(&text, "%s%d", p ? "," : "", p == winner);
        strbuf_printf(&text, " | - | %d %d %d %d %d %d\n", players, rng_int(&rng, -3, 3),
                      rng_int(&rng, -3, 3), rng_int(&rng, 1, 3), rng_int(&rng, 0, PHASE_MAX),
                      rng_int(&rng, -30, 30));
    }
    char *path = temp_file(strbuf_text(&text));
    strbuf_free(&text);
    return path;
}

Test(tuner, the_data_s_number_of_players_chooses_the_weight_set) {
    const struct {
        int players;
        const char *table, *frozen_b;
    } cases[] = {{2, "stub_weights[3][2]", "    [B] = {-30, -10},\n"},
                 {3, "stub_multi_weights[3][2]", "    [B] = {-70, -40},\n"}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char *data = random_multi_stub_data(cases[i].players), *out = temp_file("");
        TuneOptions options = stub_options(data, out, 20);
        options.game = &STUB_WITH_MULTI;
        options.freeze = "B";
        run_ok(&options, NULL);
        char *text = read_text(out);
        cr_assert(strstr(text, cases[i].table), "%d players: %s", cases[i].players, text);
        cr_assert(strstr(text, cases[i].frozen_b), "%d players: %s", cases[i].players, text);
        free(text);
        unlink(data);
        unlink(out);
        free(data);
        free(out);
    }
}

Test(tuner, increasing_weights_stay_in_order_in_each_half) {
    /* A starts at {100, 120} and C at {50, 50}: the list A,C asks for A <= C. */
    char *data = random_stub_data(), *out = temp_file("");
    TuneOptions options = stub_options(data, out, 60);
    options.increasing = "A,C";
    run_ok(&options, NULL);
    char *text = read_text(out);
    int a[2], c[2];
    read_pair(text, "A", a);
    read_pair(text, "C", c);
    cr_assert(a[0] <= c[0] && a[1] <= c[1], "A {%d, %d}, C {%d, %d}", a[0], a[1], c[0], c[1]);
    free(text);
    unlink(data);
    unlink(out);
    free(data);
    free(out);
}

Test(tuner, projection_pools_adjacent_violators) {
    /* The nearest non-decreasing sequence in least squares: along the chain 1 3 2 4 5 4 3 0,
     * 3 2 pool to 2.5 and the last five to their mean 3.2; values outside it stay. */
    double params[] = {1, 3, 2, 4, 9, 0, 5, 4, 3};
    TuneChain chain = {.count = 8, .params = {0, 1, 2, 3, 6, 7, 8, 5}};
    tune_project_increasing(params, &chain);
    double expected[] = {1, 2.5, 2.5, 3.2, 9, 3.2, 3.2, 3.2, 3.2};
    for (size_t i = 0; i < sizeof params / sizeof params[0]; i++)
        cr_assert_float_eq(params[i], expected[i], 1e-12, "params[%zu] = %g", i, params[i]);
    double sorted[] = {-2, 0, 0, 7};
    TuneChain all = {.count = 4, .params = {0, 1, 2, 3}};
    tune_project_increasing(sorted, &all);
    cr_assert(sorted[0] == -2 && sorted[1] == 0 && sorted[2] == 0 && sorted[3] == 7);
}

/* A run with these options is refused as bad arguments, the error naming the option and reason. */
static void expect_bad_arguments(const TuneOptions *options, const char *list, const char *option,
                                 const char *reason) {
    char error[512] = "";
    cr_assert_eq(tune_run(options, NULL, error, sizeof error), TUNE_BAD_ARGUMENTS, "%s", list);
    cr_assert(strstr(error, reason) && strstr(error, option), "%s: %s", list, error);
}

Test(tuner, bad_increasing_lists_are_bad_arguments) {
    const char *lists[] = {"A,D", "C..A", "A..D", "B", "C"};
    const char *reasons[] = {"no weight named 'D'", "runs backwards", "no weight named 'D'",
                             "a frozen weight", "a frozen weight"};
    for (size_t i = 0; i < sizeof lists / sizeof lists[0]; i++) {
        TuneOptions options = stub_options("/nonexistent", "/tmp/unused", 1);
        options.freeze = "B,C:eg"; /* one frozen half is enough to keep a weight out */
        options.increasing = lists[i];
        expect_bad_arguments(&options, lists[i], "--increasing", reasons[i]);
    }
}

Test(tuner, unknown_frozen_weight_is_a_bad_argument) {
    TuneOptions options = stub_options("/nonexistent", "/tmp/unused", 1);
    options.freeze = "A,D";
    char error[512];
    cr_assert_eq(tune_run(&options, NULL, error, sizeof error), TUNE_BAD_ARGUMENTS);
    cr_assert(strstr(error, "no weight named 'D'"), "%s", error);
}

Test(tuner, a_resumed_run_ends_exactly_where_an_uninterrupted_one_does) {
    char *data = random_stub_data(), *out = temp_file("");
    char *whole_checkpoint = temp_file(""), *checkpoint = temp_file("");
    TuneOptions whole = stub_options(data, out, 40);
    whole.checkpoint = whole_checkpoint;
    run_ok(&whole, NULL);
    char *expected_out = read_text(out);
    TuneOptions first_half = stub_options(data, out, 17);
    first_half.checkpoint = checkpoint;
    run_ok(&first_half, NULL);
    char *halfway = read_text(checkpoint);
    cr_assert(strstr(halfway, "\nepoch 17\n"), "%s", halfway);
    TuneOptions second_half = stub_options(data, out, 40);
    second_half.checkpoint = checkpoint;
    second_half.resume = checkpoint;
    run_ok(&second_half, NULL);
    char *expected = read_text(whole_checkpoint), *got = read_text(checkpoint);
    cr_assert(strstr(got, "\nepoch 40\n"), "%s", got);
    cr_assert_str_eq(got, expected, "weights and Adam state bit for bit");
    char *got_out = read_text(out);
    cr_assert_str_eq(got_out, expected_out);
    char *texts[] = {halfway, expected, got, expected_out, got_out};
    char *paths[] = {data, out, whole_checkpoint, checkpoint};
    for (int i = 0; i < 5; i++)
        free(texts[i]);
    for (int i = 0; i < 4; i++) {
        unlink(paths[i]);
        free(paths[i]);
    }
}

Test(tuner, a_checkpoint_of_other_data_is_refused) {
    char *data = random_stub_data(), *out = temp_file(""), *checkpoint = temp_file("");
    TuneOptions options = stub_options(data, out, 5);
    options.checkpoint = checkpoint;
    run_ok(&options, NULL);
    char *other = temp_file(HEADER_2P "1,0 | - | 2 1 1 1 1 1\n");
    options = stub_options(other, out, 10);
    options.resume = checkpoint;
    char error[512];
    cr_assert_eq(tune_run(&options, NULL, error, sizeof error), TUNE_FAILED);
    cr_assert(strstr(error, "made for another run"), "%s", error);
    char *paths[] = {data, out, checkpoint, other};
    for (int i = 0; i < 4; i++) {
        unlink(paths[i]);
        free(paths[i]);
    }
}

/* ---- damaged and foreign checkpoints -------------------------------------------------------- */

/* The number of the line of text that starts with prefix (after a newline). */
static int line_of(const char *text, const char *prefix) {
    const char *at = strstr(text, prefix);
    cr_assert(at, "no '%s'", prefix);
    int line = 1;
    for (const char *c = text; c < at; c++)
        line += *c == '\n';
    return line;
}

/* text with its checksum line made right for the lines above it. */
static char *resealed(const char *text) {
    char *copy = strdup(text), *last = strstr(copy, "checksum ");
    cr_assert(last);
    sprintf(last, "checksum %016" PRIx64 "\n",
            fnv1a_bytes(FNV1A_START, copy, (size_t)(last - copy)));
    return copy;
}

/* Resumes checkpoint text (written to a file) for 10 epochs: refused with exactly
 * "checkpoint <file>:<line>: what" (line 0: what is the whole message, %s the file), and the
 * output file left empty. */
static void expect_checkpoint_refused(const char *data, const char *text, int line,
                                      const char *what) {
    char *checkpoint = temp_file(text), *out = temp_file("");
    TuneOptions options = stub_options(data, out, 10);
    options.resume = checkpoint;
    char error[1024], expected[1024];
    cr_assert_eq(tune_run(&options, NULL, error, sizeof error), TUNE_FAILED, "resumed: %s", what);
    if (line > 0)
        snprintf(expected, sizeof expected, "checkpoint %s:%d: %s", checkpoint, line, what);
    else
        snprintf(expected, sizeof expected, what, checkpoint);
    cr_assert_str_eq(error, expected);
    char *written = read_text(out);
    cr_assert_str_eq(written, "", "the output was written");
    free(written);
    unlink(checkpoint);
    unlink(out);
    free(checkpoint);
    free(out);
}

Test(tuner, a_damaged_or_foreign_checkpoint_is_refused_and_nothing_is_written) {
    char *data = random_stub_data(), *out = temp_file(""), *checkpoint = temp_file("");
    TuneOptions options = stub_options(data, out, 5);
    options.checkpoint = checkpoint;
    run_ok(&options, NULL);
    char *good = read_text(checkpoint), *damaged = strdup(good);
    int lines = line_of(good, "checksum ");

    /* a value changed */
    char *value = strstr(damaged, "\nB mg ") + 6;
    *value = *value == '1' ? '2' : '1';
    expect_checkpoint_refused(
        data, damaged, lines,
        "the checksum does not match the lines above it: the file is damaged");
    /* the last line lost */
    strcpy(damaged, good);
    *strstr(damaged, "checksum ") = '\0';
    expect_checkpoint_refused(data, damaged, lines,
                              "no 'checksum <16 hex digits>' line at the end: the file is cut "
                              "short or damaged");
    /* a NaN under a right checksum */
    strcpy(damaged, good);
    memcpy(strstr(damaged, "\nB mg ") + 6, "nan ", 4);
    char *sealed = resealed(damaged);
    expect_checkpoint_refused(data, sealed, line_of(good, "B mg "),
                              "expected four finite numbers after the weight's name");
    free(sealed);
    /* other data of as many samples: one result changed */
    char *text = read_text(data), *other_text = strdup(text);
    char *result = strstr(other_text, "\n1,0 |");
    memcpy(result, "\n0,1", 4);
    char *other = temp_file(other_text);
    char identity[CHECKPOINT_DATA_TEXT], other_identity[CHECKPOINT_DATA_TEXT], expected[1024];
    char error[512];
    cr_assert(checkpoint_data_identity(data, identity, sizeof identity, error, sizeof error));
    cr_assert(checkpoint_data_identity(other, other_identity, sizeof other_identity, error,
                                       sizeof error));
    snprintf(expected, sizeof expected,
             "checkpoint %%s was made from %s, not from this run's data %s: refused (resume with "
             "the data the checkpoint was made from)",
             identity, other_identity);
    expect_checkpoint_refused(other, good, 0, expected);

    /* the good checkpoint still resumes and writes the weights */
    options = stub_options(data, out, 10);
    options.resume = checkpoint;
    run_ok(&options, NULL);
    char *written = read_text(out);
    cr_assert(strlen(written) > 0);
    char *texts[] = {good, damaged, text, other_text, written};
    for (int i = 0; i < 5; i++)
        free(texts[i]);
    char *paths[] = {data, out, checkpoint, other};
    for (int i = 0; i < 4; i++) {
        unlink(paths[i]);
        free(paths[i]);
    }
}

/* ---- the command ---------------------------------------------------------------------------- */

static int tune_exit_status(const char *const args[]) {
    Gui session = {0};
    cr_assert(gui_run(&session, args, "", 10000), "%s", gui_error(&session));
    int status = session.state == GUI_EXITED ? session.exit_code : -1;
    gui_close(&session);
    return status;
}

Test(tuner, command_exit_statuses) {
    cr_assert_eq(tune_exit_status((const char *[]){"tune", NULL}), 2);
    cr_assert_eq(tune_exit_status((const char *[]){"tune", "nosuchgame", "d", NULL}), 2);
    cr_assert_eq(tune_exit_status((const char *[]){"tune", "chess", "d", "--epochs", "x", NULL}),
                 2);
    cr_assert_eq(tune_exit_status((const char *[]){"tune", "chess", "d", "--bogus", "1", NULL}), 2);
    cr_assert_eq(tune_exit_status((const char *[]){"tune", "chess", "/nonexistent", NULL}), 1,
                 "no such data file: a failure");
}

/* The command exits 1 for a damaged checkpoint and writes no weights. */
Test(tuner, command_exits_1_for_a_damaged_checkpoint) {
    char *data = temp_file("# tessera-data v1 game=chess players=2\n"
                           "1,0 | 40 | rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\n"
                           "0,1 | -20 | rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 "
                           "2\n"
                           "0.5,0.5 | 0 | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 "
                           "1\n");
    char *checkpoint = temp_file(""), *out = temp_file(""), *fresh = temp_file("");
    unlink(fresh); /* a path where nothing is */
    cr_assert_eq(tune_exit_status((const char *[]){"tune", "chess", data, "--epochs", "2",
                                                   "--checkpoint", checkpoint, "--out", out, NULL}),
                 0);
    FILE *file = fopen(checkpoint, "a");
    fputs("x\n", file); /* a line after the checksum */
    fclose(file);
    cr_assert_eq(tune_exit_status((const char *[]){"tune", "chess", data, "--epochs", "3",
                                                   "--resume", checkpoint, "--out", fresh, NULL}),
                 1);
    cr_assert_neq(access(fresh, F_OK), 0, "weights written from a damaged checkpoint");
    char *paths[] = {data, checkpoint, out, fresh};
    for (int i = 0; i < 4; i++) {
        unlink(paths[i]);
        free(paths[i]);
    }
}

/* ---- --only, one half of a weight, --over-network ------------------------------------------ */

Test(tuner, only_tunes_the_listed_halves_and_freezes_the_rest) {
    char *data = random_stub_data(), *out = temp_file("");
    TuneOptions options = stub_options(data, out, 60);
    options.only = "A:eg,C";
    options.freeze = "C:mg";
    run_ok(&options, NULL);
    char *text = read_text(out);
    int a[2], b[2], c[2];
    read_pair(text, "A", a);
    read_pair(text, "B", b);
    read_pair(text, "C", c);
    cr_assert(a[0] == 100 && a[1] != 120, "A {%d, %d}: only its endgame half tuned", a[0], a[1]);
    cr_assert(b[0] == -30 && b[1] == -10, "B {%d, %d}: not listed, frozen", b[0], b[1]);
    cr_assert(c[0] == 50 && c[1] != 50, "C {%d, %d}: its midgame half frozen", c[0], c[1]);
    free(text);
    unlink(data);
    unlink(out);
    free(data);
    free(out);
}

Test(tuner, a_bad_half_or_name_in_only_is_a_bad_argument) {
    const char *lists[] = {"A:xx", "D:eg", "A:", "A:egg"};
    const char *reasons[] = {"':mg' or ':eg'", "no weight named 'D'", "':mg' or ':eg'",
                             "':mg' or ':eg'"};
    for (size_t i = 0; i < sizeof lists / sizeof lists[0]; i++) {
        TuneOptions options = stub_options("/nonexistent", "/tmp/unused", 1);
        options.only = lists[i];
        expect_bad_arguments(&options, lists[i], "--only", reasons[i]);
    }
}

Test(tuner, over_network_adds_the_network_correction_to_each_fixed_part) {
    const Game *chess = registry_find("chess");
    cr_assert(chess && chess->net && chess->net->residual);
    const char *fens[] = {"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
                          "8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 b - - 0 40"};
    StrBuf text;
    strbuf_init(&text);
    strbuf_append(&text, "# tessera-data v1 game=chess players=2\n");
    for (int i = 0; i < 2; i++)
        strbuf_printf(&text, "0.5,0.5 | - | %s\n", fens[i]);
    char *path = temp_file(strbuf_text(&text));
    strbuf_free(&text);
    TuneData plain, over;
    char error[512];
    cr_assert(tune_data_load(chess, path, 0, false, &plain, error, sizeof error), "%s", error);
    cr_assert(tune_data_load(chess, path, 0, true, &over, error, sizeof error), "%s", error);
    cr_assert_eq(over.samples.count, 2);
    for (int i = 0; i < 2; i++) {
        PosBuf pos;
        cr_assert(chess->parse(&pos, fens[i], error, sizeof error), "%s", error);
        int correction = game_net_evaluate(chess, &pos) - chess->evaluate(&pos);
        if (pos_header(&pos)->side != 0)
            correction = -correction;
        cr_assert_neq(correction, 0, "position %d: the network corrects something", i);
        cr_assert_eq(over.samples.items[i].fixed - plain.samples.items[i].fixed, correction,
                     "position %d", i);
    }
    tune_data_free(&plain);
    tune_data_free(&over);
    unlink(path);
    free(path);
}

Test(tuner, over_network_needs_a_residual_network) {
    char *path = temp_file(HEADER_2P "1,0 | - | 2 1 -1 0 12 5\n");
    TuneData data;
    char error[512] = "";
    cr_assert_not(tune_data_load(&STUB, path, 0, true, &data, error, sizeof error));
    cr_assert(strstr(error, "no residual network"), "%s", error);
    tune_data_free(&data);
    unlink(path);
    free(path);
}
