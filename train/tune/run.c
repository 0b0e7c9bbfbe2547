/*
 * run.c - one tuning run from options to the weights file (tune.h): check the game is
 * tunable, resolve --freeze, --only, --increasing and the output path, load the data, fit K with
 * the starting weights (or take K and everything else from --resume), train, round, write.
 */
#include "tune.h"

#include <stdlib.h>
#include <string.h>

#include "src/text.h"
#include "train/checkpoint_seal.h"
#include "dataset.h"
#include "fit_k.h"
#include "model.h"
#include "trainer.h"
#include "weights_writer.h"
#include "workers.h"

/* The index of the weight called name (length bytes, not terminated), or -1. */
static int find_weight(const EvalWeights *weights, const char *name, size_t length) {
    for (int w = 0; w < weights->count; w++) {
        if (strlen(weights->names[w]) == length && strncmp(weights->names[w], name, length) == 0)
            return w;
    }
    return -1;
}

/* The weight named by the first length characters of name, or -1 with the reason in error
 * (option is the list it came from: --freeze, --increasing). */
static int resolve_name(const EvalWeights *weights, const char *option, const char *name,
                        size_t length, char *error, size_t error_size) {
    int w = find_weight(weights, name, length);
    if (w >= 0)
        return w;
    char word[64], shown[64];
    snprintf(word, sizeof word, "%.*s", (int)(length < 40 ? length : 40), name);
    text_printable(word, shown, sizeof shown);
    snprintf(error, error_size, "%s: %s has no weight named '%s'", option, weights->table, shown);
    return -1;
}

/* The halves a name of --freeze or --only stands for: both, or one with a suffix ":mg" or
 * ":eg" (tapered weights only). Sets *w and the mask (bit 0 midgame, bit 1 endgame). */
static bool resolve_halves(const EvalWeights *weights, const char *option, const char *name,
                           size_t length, int *w, int *mask, char *error, size_t error_size) {
    *mask = weights->tapered ? 3 : 1;
    const char *colon = memchr(name, ':', length);
    if (colon) {
        size_t suffix = length - (size_t)(colon - name);
        bool mg = suffix == 3 && strncmp(colon, ":mg", 3) == 0;
        bool eg = suffix == 3 && strncmp(colon, ":eg", 3) == 0;
        if (!weights->tapered || (!mg && !eg)) {
            snprintf(error, error_size, "%s: '%.*s': a half is ':mg' or ':eg', of a tapered weight",
                     option, (int)(length < 40 ? length : 40), name);
            return false;
        }
        *mask = mg ? 1 : 2;
        length = (size_t)(colon - name);
    }
    *w = resolve_name(weights, option, name, length, error, error_size);
    return *w >= 0;
}

/* Sets the parameters of each name in the comma list (both halves of a tapered weight, or
 * the one its suffix names) to value. */
static bool mark_params(const EvalWeights *weights, const char *option, const char *list,
                        bool value, bool *frozen, char *error, size_t error_size) {
    int per_weight = weights->tapered ? 2 : 1;
    for (const char *name = list; name; name = strchr(name, ',')) {
        name += *name == ',';
        int w, mask;
        if (!resolve_halves(weights, option, name, strcspn(name, ","), &w, &mask, error,
                            error_size))
            return false;
        for (int half = 0; half < per_weight; half++)
            if (mask & (1 << half))
                frozen[w * per_weight + half] = value;
    }
    return true;
}

/* The frozen parameters: with --only every one not listed there, then those of --freeze. */
static bool freeze_flags(const TuneOptions *options, const EvalWeights *weights, bool *frozen,
                         int count, char *error, size_t error_size) {
    if (options->only) {
        for (int p = 0; p < count; p++)
            frozen[p] = true;
        if (!mark_params(weights, "--only", options->only, false, frozen, error, error_size))
            return false;
    }
    return !options->freeze ||
           mark_params(weights, "--freeze", options->freeze, true, frozen, error, error_size);
}

/* Appends weight w (both halves of a tapered one) to the chains of --increasing; a weight
 * with either half frozen cannot be in them. */
static bool chain_append(const EvalWeights *weights, int w, const bool *frozen, TuneChain chains[2],
                         char *error, size_t error_size) {
    int per_weight = weights->tapered ? 2 : 1;
    bool any_frozen = frozen[w * per_weight] || (per_weight == 2 && frozen[w * per_weight + 1]);
    if (chains[0].count == TUNE_MAX_CHAIN || any_frozen) {
        snprintf(error, error_size, "--increasing: %s",
                 any_frozen ? "a frozen weight cannot be in it" : "too many weights");
        return false;
    }
    for (int half = 0; half < per_weight; half++)
        chains[half].params[chains[half].count++] = w * per_weight + half;
    return true;
}

/* The chains of --increasing: the listed weights in order, `A..B` standing for A to B in the
 * game's enum order, one chain per half of a tapered weight. A frozen weight cannot be in
 * one: the projection would move it. */
static bool increasing_chains(const EvalWeights *weights, const char *list, const bool *frozen,
                              TuneChain chains[2], char *error, size_t error_size) {
    for (const char *item = list; item; item = strchr(item, ',')) {
        item += *item == ',';
        size_t length = strcspn(item, ",");
        const char *dots = strstr(item, "..");
        size_t first_length =
            dots && (size_t)(dots - item) < length ? (size_t)(dots - item) : length;
        const char *last = item + (first_length < length ? first_length + 2 : 0);
        size_t last_length = length - (size_t)(last - item);
        int first = resolve_name(weights, "--increasing", item, first_length, error, error_size);
        int end = first < 0
                      ? -1
                      : resolve_name(weights, "--increasing", last, last_length, error, error_size);
        if (end < 0)
            return false;
        if (end < first) {
            snprintf(error, error_size, "--increasing: %s..%s runs backwards in the enum",
                     weights->names[first], weights->names[end]);
            return false;
        }
        for (int w = first; w <= end; w++)
            if (!chain_append(weights, w, frozen, chains, error, error_size))
                return false;
    }
    return true;
}

/* The parts of a run that come from its options alone. */
typedef struct Plan {
    const EvalWeights *weights;
    bool *frozen;
    TuneChain increasing[2];
    int increasing_count;
    const char *out;
} Plan;

static TuneStatus make_plan(const TuneOptions *options, const EvalWeights *weights, Plan *plan,
                            char *error, size_t error_size) {
    *plan = (Plan){.weights = weights};
    if (!tune_check_tunable(options->game, error, error_size))
        return TUNE_FAILED;
    plan->out = options->out ? options->out : plan->weights->source;
    if (!plan->out) {
        snprintf(error, error_size, "%s names no weights file: give --out FILE",
                 options->game->name);
        return TUNE_BAD_ARGUMENTS;
    }
    int count = tune_weights_param_count(plan->weights);
    plan->frozen = calloc((size_t)(count > 0 ? count : 1), sizeof *plan->frozen);
    if (!plan->frozen) {
        snprintf(error, error_size, "out of memory");
        return TUNE_FAILED;
    }
    if (!freeze_flags(options, plan->weights, plan->frozen, count, error, error_size))
        return TUNE_BAD_ARGUMENTS;
    if (options->increasing) {
        if (!increasing_chains(plan->weights, options->increasing, plan->frozen, plan->increasing,
                               error, error_size))
            return TUNE_BAD_ARGUMENTS;
        plan->increasing_count = plan->weights->tapered ? 2 : 1;
    }
    return TUNE_OK;
}

/* The mean squared error of params over the samples, on the run's threads. */
static bool mean_error(const TuneSamples *set, const double *params, double k, int threads,
                       double *loss) {
    TuneWorkers workers;
    if (!tune_workers_init(&workers, threads, tune_param_count(set)))
        return false;
    *loss = tune_workers_mean_error(&workers, set, params, k, NULL);
    tune_workers_free(&workers);
    return true;
}

/* The state a run starts from: the checkpoint's, or the game's weights with K fitted to them. */
static bool start_state(const TuneOptions *options, TuneData *data, const TuneCheckpointKey *key,
                        TuneState *state, char *error, size_t error_size) {
    if (options->resume) {
        if (!tune_checkpoint_read(options->resume, key, state, error, error_size))
            return false;
        tune_samples_blend_scores(&data->samples, state->k, options->lambda);
        return true;
    }
    /* K from the results alone, then the labels take their share of the scores */
    bool fitted = tune_fit_k(&data->samples, state->params, &state->k);
    tune_samples_blend_scores(&data->samples, state->k, options->lambda);
    if (!fitted || !mean_error(&data->samples, state->params, state->k, options->threads,
                               &state->loss_before)) {
        snprintf(error, error_size, "out of memory fitting K");
        return false;
    }
    if (options->progress)
        fprintf(options->progress, "K %.6f, loss %.9f with the starting weights\n", state->k,
                state->loss_before);
    return true;
}

/* Rounds the tuned weights, measures them and writes the weights file. */
static bool finish(const TuneOptions *options, const Plan *plan, const TuneData *data,
                   const TuneState *state, TuneProvenance *provenance, char *error,
                   size_t error_size) {
    double *rounded = malloc((size_t)(state->param_count + 1) * sizeof *rounded);
    bool ok = rounded && tune_round_params(state->params, state->param_count, rounded);
    if (!ok)
        snprintf(error, error_size, "the weights diverged (a value beyond an int): lower --rate");
    *provenance = (TuneProvenance){.command = options->command ? options->command : "",
                                   .data_path = options->data_path,
                                   .positions = data->positions,
                                   .samples = data->samples.count,
                                   .k = state->k,
                                   .loss_before = state->loss_before};
    if (ok &&
        !mean_error(&data->samples, rounded, state->k, options->threads, &provenance->loss_after)) {
        snprintf(error, error_size, "out of memory");
        ok = false;
    }
    ok = ok && tune_write_weights(plan->out, plan->weights, rounded, provenance, error, error_size);
    if (ok && options->progress)
        fprintf(options->progress, "wrote %s: loss %.9f before, %.9f after\n", plan->out,
                provenance->loss_before, provenance->loss_after);
    free(rounded);
    return ok;
}

static bool train_and_write(const TuneOptions *options, const Plan *plan, TuneData *data,
                            TuneProvenance *provenance, char *error, size_t error_size) {
    char identity[CHECKPOINT_DATA_TEXT] = "";
    if ((options->checkpoint || options->resume) &&
        !checkpoint_data_identity(options->data_path, identity, sizeof identity, error, error_size))
        return false;
    TuneCheckpointKey key = {options->game->name, plan->weights, data->samples.count, identity};
    TuneTraining training = {.epochs = options->epochs,
                             .rate = options->rate,
                             .l2 = options->l2,
                             .threads = options->threads,
                             .frozen = plan->frozen,
                             .increasing = plan->increasing,
                             .increasing_count = plan->increasing_count,
                             .report_every = options->report_every,
                             .progress = options->progress,
                             .checkpoint = options->checkpoint,
                             .key = &key};
    TuneState state;
    if (!tune_state_init(&state, plan->weights)) {
        snprintf(error, error_size, "out of memory");
        return false;
    }
    bool ok = start_state(options, data, &key, &state, error, error_size) &&
              tune_train(&data->samples, &training, &state, error, error_size) &&
              finish(options, plan, data, &state, provenance, error, error_size);
    tune_state_free(&state);
    return ok;
}

static void report_data(const TuneOptions *options, const TuneData *data) {
    if (!options->progress)
        return;
    fprintf(options->progress, "%s: %zu positions, %zu samples", options->data_path,
            data->positions, data->samples.count);
    if (data->declined)
        fprintf(options->progress, " (%zu positions declined by %s's eval_features)",
                data->declined, options->game->name);
    fprintf(options->progress, "\n");
}

/* The plan again for the weights of the data's number of players and rules, when the game
 * keeps a set of its own for them (the options were checked against the default set first, so
 * that a bad name fails before the data is read). */
static TuneStatus plan_for_data(const TuneOptions *options, const TuneData *data, Plan *plan,
                                char *error, size_t error_size) {
    const EvalWeights *weights = game_eval_weights(options->game, data->players, &data->chosen);
    if (weights == plan->weights)
        return TUNE_OK;
    free(plan->frozen);
    return make_plan(options, weights, plan, error, error_size);
}

TuneStatus tune_run(const TuneOptions *options, TuneSummary *summary, char *error,
                    size_t error_size) {
    Plan plan;
    TuneStatus status = make_plan(options, options->game->eval_weights, &plan, error, error_size);
    TuneData data = {0};
    TuneProvenance provenance;
    if (status == TUNE_OK && !tune_data_load(options->game, options->data_path, options->players,
                                             options->over_network, &data, error, error_size))
        status = TUNE_FAILED;
    if (status == TUNE_OK)
        status = plan_for_data(options, &data, &plan, error, error_size);
    if (status == TUNE_OK) {
        report_data(options, &data);
        if (!train_and_write(options, &plan, &data, &provenance, error, error_size))
            status = TUNE_FAILED;
    }
    if (status == TUNE_OK && summary)
        *summary = (TuneSummary){provenance.positions, provenance.samples, provenance.k,
                                 provenance.loss_before, provenance.loss_after};
    tune_data_free(&data);
    free(plan.frozen);
    return status;
}
