/*
 * workers.h - the mean squared error and its gradient over the whole training set, split over
 * threads. Each thread takes a fixed contiguous share of the samples and sums into its own
 * gradient; the shares are then added in thread order, so a result depends only on the data,
 * the parameters and the thread count, never on scheduling.
 */
#ifndef TESSERA_TUNE_WORKERS_H
#define TESSERA_TUNE_WORKERS_H

#include "samples.h"

enum { TUNE_MAX_THREADS = 256 };

typedef struct TuneWorkers {
    int threads;
    int param_count;
    double *partials; /* threads x param_count gradient sums */
} TuneWorkers;

/* threads is brought into 1 .. TUNE_MAX_THREADS. False when memory runs out. */
bool tune_workers_init(TuneWorkers *workers, int threads, int param_count);
void tune_workers_free(TuneWorkers *workers);

/* The mean squared error of the samples with params and k; when gradient is not NULL it
 * receives that error's gradient (param_count values). A thread that cannot be started has
 * its share computed by the caller, with the same result. */
double tune_workers_mean_error(TuneWorkers *workers, const TuneSamples *set, const double *params,
                               double k, double *gradient);

#endif
