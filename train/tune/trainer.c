/*
 * trainer.c - the epoch loop (trainer.h): gradient over all samples, L2, Adam step, the
 * projection onto the increasing chains, and now and then a progress line (epoch, loss, epochs/s,
 * ETA) and a checkpoint.
 */
#include "trainer.h"

#include <stdlib.h>

#include "src/monotonic.h"
#include "train/checkpoint_seal.h"
#include "model.h"
#include "workers.h"

typedef struct Pace {
    double started;      /* seconds on monotonic_ms()'s clock when this run began */
    int64_t first_epoch; /* the epoch it began at */
} Pace;

static void print_progress(const TuneTraining *training, const TuneState *state, const Pace *pace,
                           double loss) {
    double elapsed = monotonic_ms() / 1000.0 - pace->started;
    double rate = elapsed > 0 ? (double)(state->epoch - pace->first_epoch) / elapsed : 0.0;
    long long eta = rate > 0 ? (long long)((double)(training->epochs - state->epoch) / rate) : 0;
    fprintf(training->progress,
            "epoch %lld/%lld  loss %.9f  %.1f epochs/s  ETA %lld:%02lld:%02lld\n",
            (long long)state->epoch, (long long)training->epochs, loss, rate, eta / 3600,
            eta / 60 % 60, eta % 60);
    fflush(training->progress);
}

/* The objective's gradient at state->params (frozen parameters get 0); returns the mean
 * squared error, the loss the progress lines show. */
static double objective_gradient(TuneWorkers *workers, const TuneSamples *set,
                                 const TuneTraining *training, const TuneState *state,
                                 double *gradient) {
    double loss = tune_workers_mean_error(workers, set, state->params, state->k, gradient);
    if (training->l2 > 0)
        tune_l2_penalty(training->l2, state->params, state->start, state->param_count, gradient);
    for (int p = 0; training->frozen && p < state->param_count; p++) {
        if (training->frozen[p])
            gradient[p] = 0.0;
    }
    return loss;
}

static bool report(const TuneTraining *training, const TuneState *state, const Pace *pace,
                   double loss, char *error, size_t error_size) {
    if (training->progress)
        print_progress(training, state, pace, loss);
    return !training->checkpoint ||
           tune_checkpoint_write(training->checkpoint, training->key, state, error, error_size);
}

bool tune_train(const TuneSamples *set, const TuneTraining *training, TuneState *state, char *error,
                size_t error_size) {
    TuneWorkers workers;
    double *gradient = malloc((size_t)(state->param_count + 1) * sizeof *gradient);
    bool ok = gradient && tune_workers_init(&workers, training->threads, state->param_count);
    if (!ok) {
        snprintf(error, error_size, "out of memory for the gradient");
        free(gradient);
        return false;
    }
    Pace pace = {monotonic_ms() / 1000.0, state->epoch};
    while (ok && state->epoch < training->epochs) {
        double loss = objective_gradient(&workers, set, training, state, gradient);
        adam_step(&state->adam, state->params, gradient, training->frozen, state->epoch + 1,
                  training->rate);
        for (int c = 0; c < training->increasing_count; c++)
            tune_project_increasing(state->params, &training->increasing[c]);
        state->epoch++;
        char when[48];
        snprintf(when, sizeof when, "at epoch %lld", (long long)state->epoch);
        ok = checkpoint_loss_finite(loss, state->params, (size_t)state->param_count, when, error,
                                    error_size);
        bool due = training->report_every > 0 && state->epoch % training->report_every == 0;
        if (ok && (due || state->epoch == training->epochs))
            ok = report(training, state, &pace, loss, error, error_size);
    }
    tune_workers_free(&workers);
    free(gradient);
    return ok;
}
