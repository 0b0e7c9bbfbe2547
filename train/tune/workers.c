/*
 * workers.c - one pass over the training set split over pthreads (workers.h). Threads are
 * started for each pass: a pass over any useful set costs far more than starting them.
 */
#include "workers.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "model.h"

typedef struct Share {
    const TuneSamples *set;
    const double *params;
    double k;
    size_t first, last;
    double *gradient; /* NULL: error only */
    double squared_errors;
} Share;

bool tune_workers_init(TuneWorkers *workers, int threads, int param_count) {
    threads = threads < 1 ? 1 : threads > TUNE_MAX_THREADS ? TUNE_MAX_THREADS : threads;
    *workers = (TuneWorkers){.threads = threads, .param_count = param_count};
    size_t values = (size_t)threads * (size_t)(param_count > 0 ? param_count : 1);
    workers->partials = calloc(values, sizeof *workers->partials);
    return workers->partials != NULL;
}

void tune_workers_free(TuneWorkers *workers) {
    free(workers->partials);
    workers->partials = NULL;
}

static void *run_share(void *argument) {
    Share *share = argument;
    share->squared_errors = tune_squared_errors(share->set, share->first, share->last,
                                                share->params, share->k, share->gradient);
    return NULL;
}

/* Thread t's samples: [count * t / threads, count * (t + 1) / threads). */
static Share share_of(TuneWorkers *workers, const TuneSamples *set, int t, bool with_gradient) {
    size_t count = set->count, threads = (size_t)workers->threads;
    double *gradient = with_gradient ? workers->partials + (size_t)t * workers->param_count : NULL;
    if (gradient)
        memset(gradient, 0, (size_t)workers->param_count * sizeof *gradient);
    return (Share){.set = set,
                   .first = count * t / threads,
                   .last = count * (t + 1) / threads,
                   .gradient = gradient};
}

double tune_workers_mean_error(TuneWorkers *workers, const TuneSamples *set, const double *params,
                               double k, double *gradient) {
    Share shares[TUNE_MAX_THREADS];
    pthread_t ids[TUNE_MAX_THREADS];
    bool started[TUNE_MAX_THREADS] = {false};
    for (int t = 0; t < workers->threads; t++) {
        shares[t] = share_of(workers, set, t, gradient != NULL);
        shares[t].params = params;
        shares[t].k = k;
        if (t > 0)
            started[t] = pthread_create(&ids[t], NULL, run_share, &shares[t]) == 0;
    }
    for (int t = 0; t < workers->threads; t++) {
        if (started[t])
            pthread_join(ids[t], NULL);
        else
            run_share(&shares[t]);
    }
    double sum = 0.0;
    if (gradient)
        memset(gradient, 0, (size_t)workers->param_count * sizeof *gradient);
    for (int t = 0; t < workers->threads; t++) {
        sum += shares[t].squared_errors;
        for (int p = 0; gradient && p < workers->param_count; p++)
            gradient[p] += shares[t].gradient[p];
    }
    double count = set->count > 0 ? (double)set->count : 1.0;
    for (int p = 0; gradient && p < workers->param_count; p++)
        gradient[p] /= count;
    return sum / count;
}
