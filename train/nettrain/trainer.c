/*
 * trainer.c - the network trainer's run (nettrain.h): load the positions, hold out the file's
 * last ones for validation, fit the scale, then epochs of shuffled minibatches. Each batch is
 * split between the threads, each adding its part's gradient into a buffer of its own; the
 * buffers are summed, averaged and given to Adam, and the parameters are clipped to what the
 * quantized network can hold. The rate falls along a cosine from --rate to a twentieth of it.
 * A checkpoint is written after every epoch; progress goes to options->progress. A loss that
 * is not finite (the run diverged, or the data holds an absurd value) stops the run with an
 * error before anything is written: no checkpoint, no network.
 */
#include "nettrain.h"

#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "src/net.h"
#include "src/monotonic.h"
#include "src/splitmix.h"
#include "train/checkpoint_seal.h"
#include "train/adam.h"
#include "checkpoint.h"
#include "dataset.h"
#include "writer.h"

enum { PROGRESS_SECONDS = 10 };

typedef struct Trainer {
    const NetTrainOptions *options;
    NetDataset data;
    size_t training; /* positions 0 .. training-1 train, the rest validate */
    double scale;
    NetShape shape;
    size_t param_count;
    NetTrainState state;
    Adam adam;
    float *weights;                           /* the parameters as floats, for the passes */
    float **buffers;                          /* one gradient buffer per thread */
    double *gradient;                         /* their sum */
    size_t *order;                            /* training positions in this epoch's order */
    char data_identity[CHECKPOINT_DATA_TEXT]; /* of the data file, with checkpoints */
} Trainer;

/* One thread's share of a batch. */
typedef struct BatchPart {
    Trainer *trainer;
    size_t from, to; /* into order */
    float *gradient;
    double error;
} BatchPart;

static void *run_part(void *argument) {
    BatchPart *part = argument;
    Trainer *trainer = part->trainer;
    memset(part->gradient, 0, sizeof(float) * trainer->param_count);
    part->error = 0.0;
    for (size_t i = part->from; i < part->to; i++) {
        size_t index = trainer->order[i];
        NetExample example = nettrain_dataset_example(&trainer->data, index, trainer->scale);
        double target = nettrain_dataset_target(&trainer->data.items[index],
                                                trainer->options->lambda, trainer->scale);
        part->error += nettrain_model_backward(trainer->shape, trainer->weights, &example, target,
                                               part->gradient);
    }
    return NULL;
}

/* Splits order[from, to) between the threads; returns the summed squared error. */
static double batch_gradient(Trainer *trainer, size_t from, size_t to) {
    int threads = trainer->options->threads;
    BatchPart parts[NET_TRAIN_MAX_THREADS];
    pthread_t ids[NET_TRAIN_MAX_THREADS];
    size_t size = to - from;
    for (int t = 0; t < threads; t++)
        parts[t] =
            (BatchPart){trainer, from + size * (size_t)t / (size_t)threads,
                        from + size * (size_t)(t + 1) / (size_t)threads, trainer->buffers[t], 0.0};
    int started = 1;
    for (; started < threads; started++)
        if (pthread_create(&ids[started], NULL, run_part, &parts[started]) != 0)
            break;
    run_part(&parts[0]);
    for (int t = started; t < threads; t++)
        run_part(&parts[t]); /* a thread that could not start: its part here */
    for (int t = 1; t < started; t++)
        pthread_join(ids[t], NULL);
    double error = 0.0;
    for (size_t p = 0; p < trainer->param_count; p++) {
        double sum = 0.0;
        for (int t = 0; t < threads; t++)
            sum += trainer->buffers[t][p];
        trainer->gradient[p] = sum / (double)size;
    }
    for (int t = 0; t < threads; t++)
        error += parts[t].error;
    return error;
}

static void refresh_weights(Trainer *trainer) {
    for (size_t p = 0; p < trainer->param_count; p++)
        trainer->weights[p] = (float)trainer->state.params[p];
}

/* Mean squared error over positions [from, to) with the current parameters. */
static double mean_error(const Trainer *trainer, size_t from, size_t to) {
    double sum = 0.0;
    for (size_t i = from; i < to; i++) {
        NetExample example = nettrain_dataset_example(&trainer->data, i, trainer->scale);
        double target = nettrain_dataset_target(&trainer->data.items[i], trainer->options->lambda,
                                                trainer->scale);
        double miss =
            nettrain_sigmoid(nettrain_model_output(trainer->shape, trainer->weights, &example)) -
            target;
        sum += miss * miss;
    }
    return to > from ? sum / (double)(to - from) : 0.0;
}

/* A permutation of the training positions, the same for a given seed and epoch. */
static void shuffle(Trainer *trainer, int epoch) {
    uint64_t state = trainer->options->seed * 0x9E3779B97F4A7C15ULL + (uint64_t)epoch;
    for (size_t i = 0; i < trainer->training; i++)
        trainer->order[i] = i;
    for (size_t i = trainer->training; i > 1; i--) {
        size_t j = (size_t)(splitmix64_next(&state) % i);
        size_t kept = trainer->order[i - 1];
        trainer->order[i - 1] = trainer->order[j];
        trainer->order[j] = kept;
    }
}

static double epoch_rate(const NetTrainOptions *options, int epoch) {
    double low = options->rate / 20.0;
    double progress = options->epochs > 1 ? (double)epoch / (options->epochs - 1) : 0.0;
    return low + 0.5 * (options->rate - low) * (1.0 + cos(M_PI * progress));
}

/* False, with the reason in error, when loss or a parameter is not finite. */
static bool check_finite(const Trainer *trainer, const char *when, double loss, char *error,
                         size_t error_size) {
    return checkpoint_loss_finite(loss, trainer->state.params, trainer->param_count, when, error,
                                  error_size);
}

/* One pass over the training positions; returns their mean squared error, or -1 when the
 * run must stop (error says why). */
static double run_epoch(Trainer *trainer, int epoch, char *error, size_t error_size) {
    const NetTrainOptions *options = trainer->options;
    shuffle(trainer, epoch);
    double rate = epoch_rate(options, epoch), sum = 0.0, started = monotonic_ms() / 1000.0;
    double last_report = started;
    for (size_t from = 0; from < trainer->training; from += (size_t)options->batch) {
        size_t to = from + (size_t)options->batch;
        to = to < trainer->training ? to : trainer->training;
        sum += batch_gradient(trainer, from, to);
        adam_step(&trainer->adam, trainer->state.params, trainer->gradient, NULL,
                  ++trainer->state.steps, rate);
        nettrain_model_clip(trainer->shape, trainer->state.params);
        refresh_weights(trainer);
        if (options->progress && monotonic_ms() / 1000.0 - last_report >= PROGRESS_SECONDS) {
            last_report = monotonic_ms() / 1000.0;
            fprintf(options->progress,
                    "train %s: epoch %d/%d, %zu/%zu positions, %.0f positions/s, loss %.6f\n",
                    trainer->data.game->name, epoch + 1, options->epochs, to, trainer->training,
                    (double)to / (last_report - started), sum / (double)to);
            fflush(options->progress);
        }
    }
    trainer->state.epochs_done = epoch + 1;
    double loss = sum / (double)trainer->training;
    char when[48];
    snprintf(when, sizeof when, "after epoch %d", epoch + 1);
    if (!check_finite(trainer, when, loss, error, error_size) ||
        (options->checkpoint &&
         !nettrain_checkpoint_save(options->checkpoint, &trainer->state, trainer->data_identity,
                                   error, error_size)))
        return -1.0;
    return loss;
}

static void trainer_free(Trainer *trainer) {
    nettrain_dataset_free(&trainer->data);
    adam_free(&trainer->adam);
    free(trainer->state.params);
    free(trainer->weights);
    free(trainer->gradient);
    free(trainer->order);
    if (trainer->buffers)
        for (int t = 0; t < trainer->options->threads; t++)
            free(trainer->buffers[t]);
    free(trainer->buffers);
}

/* Memory for the parameters, Adam's moments, the gradients and the order. */
static bool allocate(Trainer *trainer) {
    size_t count = trainer->param_count;
    int threads = trainer->options->threads;
    trainer->state.params = calloc(count, sizeof(double));
    trainer->weights = calloc(count, sizeof(float));
    trainer->gradient = calloc(count, sizeof(double));
    trainer->order = calloc(trainer->training ? trainer->training : 1, sizeof(size_t));
    trainer->buffers = calloc((size_t)threads, sizeof(float *));
    if (!adam_init(&trainer->adam, (int)count) || !trainer->state.params || !trainer->weights ||
        !trainer->gradient || !trainer->order || !trainer->buffers)
        return false;
    trainer->state.m = trainer->adam.m;
    trainer->state.v = trainer->adam.v;
    for (int t = 0; t < threads; t++)
        if (!(trainer->buffers[t] = malloc(count * sizeof(float))))
            return false;
    return true;
}

/* The data, the split, the scale and the starting state (fresh or resumed). */
static bool prepare(Trainer *trainer, char *error, size_t error_size) {
    const NetTrainOptions *options = trainer->options;
    if (options->threads < 1 || options->threads > NET_TRAIN_MAX_THREADS) {
        snprintf(error, error_size, "threads must be 1 to %d", NET_TRAIN_MAX_THREADS);
        return false;
    }
    if (options->hidden % NET_LANES != 0 || options->hidden > NET_MAX_HIDDEN) {
        snprintf(error, error_size, "the hidden size must be a multiple of %d, at most %d",
                 NET_LANES, NET_MAX_HIDDEN);
        return false;
    }
    NetDataOptions wanted = {.residual = options->residual, .mirror = options->mirror};
    if (!nettrain_dataset_load(options->game, options->data_path, &wanted, &trainer->data, error,
                               error_size))
        return false;
    size_t held = (size_t)((double)trainer->data.count * options->validation_share);
    trainer->training = trainer->data.count - held;
    if (trainer->training == 0) {
        snprintf(error, error_size, "no training positions left after the validation share");
        return false;
    }
    trainer->scale =
        options->scale > 0 ? options->scale : nettrain_dataset_fit_scale(&trainer->data);
    if (trainer->scale <= 0) {
        snprintf(error, error_size, "no scores in the data: give --scale");
        return false;
    }
    trainer->shape = (NetShape){options->game->net->inputs, options->hidden};
    trainer->param_count = nettrain_param_count(trainer->shape);
    trainer->state.shape = trainer->shape;
    if (!allocate(trainer)) {
        snprintf(error, error_size, "out of memory");
        return false;
    }
    if ((options->checkpoint || options->resume) &&
        !checkpoint_data_identity(options->data_path, trainer->data_identity,
                                  sizeof trainer->data_identity, error, error_size))
        return false;
    if (options->resume)
        return nettrain_checkpoint_load(options->resume, &trainer->state, trainer->data_identity,
                                        error, error_size);
    nettrain_model_init(trainer->shape, trainer->state.params, options->seed);
    return true;
}

static bool write_network(const Trainer *trainer, double loss, double validation_loss, char *error,
                          size_t error_size) {
    const NetTrainOptions *options = trainer->options;
    const NetWeights *net = options->game->net;
    NetProvenance provenance = {.command = options->command ? options->command : "",
                                .data_path = options->data_path,
                                .training = trainer->training,
                                .validation = trainer->data.count - trainer->training,
                                .scale = trainer->scale,
                                .lambda = options->lambda,
                                .loss_after = loss,
                                .validation_loss = validation_loss,
                                .residual = options->residual};
    return nettrain_write_file(nettrain_out_path(options), net->prefix, trainer->shape,
                               trainer->state.params, &provenance, error, error_size);
}

static bool train(Trainer *trainer, NetTrainSummary *summary, char *error, size_t error_size) {
    const NetTrainOptions *options = trainer->options;
    FILE *progress = options->progress;
    refresh_weights(trainer);
    summary->training = trainer->training;
    summary->validation = trainer->data.count - trainer->training;
    summary->scale = trainer->scale;
    summary->loss_before = mean_error(trainer, 0, trainer->training);
    if (!check_finite(trainer, "with the starting weights", summary->loss_before, error,
                      error_size))
        return false;
    if (progress)
        fprintf(progress,
                "train %s: %zu training and %zu validation positions, scale %.3f, "
                "loss %.6f\n",
                options->game->name, summary->training, summary->validation, trainer->scale,
                summary->loss_before);
    double loss = summary->loss_before;
    double validation = mean_error(trainer, trainer->training, trainer->data.count);
    int last = options->stop_after > 0 && options->stop_after < options->epochs
                   ? options->stop_after
                   : options->epochs;
    for (int epoch = trainer->state.epochs_done; epoch < last; epoch++) {
        loss = run_epoch(trainer, epoch, error, error_size);
        if (loss < 0)
            return false;
        validation = mean_error(trainer, trainer->training, trainer->data.count);
        if (progress)
            fprintf(progress, "train %s: epoch %d/%d done, loss %.6f, validation loss %.6f\n",
                    options->game->name, epoch + 1, options->epochs, loss, validation);
    }
    if (last < options->epochs) { /* stopped on purpose: the checkpoint holds the run */
        if (progress)
            fprintf(progress, "train %s: stopped after epoch %d\n", options->game->name, last);
        return true;
    }
    summary->loss_after = mean_error(trainer, 0, trainer->training);
    summary->validation_loss = validation;
    if (!check_finite(trainer, "after the last epoch", summary->loss_after, error, error_size))
        return false;
    if (!write_network(trainer, summary->loss_after, summary->validation_loss, error, error_size))
        return false;
    if (progress)
        fprintf(progress, "train %s: wrote %s\n", options->game->name, nettrain_out_path(options));
    return true;
}

bool nettrain_run(const NetTrainOptions *options, NetTrainSummary *summary, char *error,
                  size_t error_size) {
    NetTrainSummary unused;
    Trainer trainer = {.options = options};
    bool trained = prepare(&trainer, error, error_size) &&
                   train(&trainer, summary ? summary : &unused, error, error_size);
    trainer_free(&trainer);
    return trained;
}
