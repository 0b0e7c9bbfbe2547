/*
 * trainer.c - the network trainer's run (nettrain.h): scan the positions into chunks of at most
 * --memory-mb (stream.h; one chunk, held throughout, when they fit), hold out the file's last
 * ones for validation, fit the scale, then epochs of shuffled minibatches: the chunks in an
 * order drawn for the epoch, the positions of each shuffled within it. Each batch is
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
#include "stream.h"
#include "writer.h"

enum { PROGRESS_SECONDS = 10 };

typedef struct Trainer {
    const NetTrainOptions *options;
    NetStream stream;
    size_t training; /* positions 0 .. training-1 of the file train, the rest validate */
    double scale;
    NetShape shape;
    size_t param_count;
    NetTrainState state;
    Adam adam;
    float *weights;                           /* the parameters as floats, for the passes */
    float **buffers;                          /* one gradient buffer per thread */
    double *gradient;                         /* their sum */
    size_t *order;                            /* the held chunk's training positions, shuffled */
    size_t *chunk_order;                      /* the chunks in this epoch's order */
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
        const NetDataset *data = trainer->stream.held;
        NetExample example = nettrain_dataset_example(data, index, trainer->scale);
        double target =
            nettrain_dataset_target(&data->items[index], trainer->options->lambda, trainer->scale);
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

/* The squared errors of the held positions [from, to) with the current parameters, added
 * to *sum in order. */
static void add_errors(const Trainer *trainer, size_t from, size_t to, double *sum) {
    const NetDataset *data = trainer->stream.held;
    for (size_t i = from; i < to; i++) {
        NetExample example = nettrain_dataset_example(data, i, trainer->scale);
        double target =
            nettrain_dataset_target(&data->items[i], trainer->options->lambda, trainer->scale);
        double miss =
            nettrain_sigmoid(nettrain_model_output(trainer->shape, trainer->weights, &example)) -
            target;
        *sum += miss * miss;
    }
}

/* Mean squared error over the file's positions [from, to), chunk by chunk in file order;
 * false when a chunk cannot be read. */
static bool mean_error(Trainer *trainer, size_t from, size_t to, double *mean, char *error,
                       size_t error_size) {
    NetStream *stream = &trainer->stream;
    double sum = 0.0;
    for (size_t c = 0; c < stream->chunk_count; c++) {
        const NetChunk *chunk = &stream->chunks[c];
        size_t end = chunk->first + chunk->count;
        if (end <= from || chunk->first >= to)
            continue;
        if (!nettrain_stream_load(stream, c, error, error_size))
            return false;
        if (c + 1 < stream->chunk_count && end < to)
            nettrain_stream_read_ahead(stream, c + 1);
        add_errors(trainer, (from > chunk->first ? from : chunk->first) - chunk->first,
                   (to < end ? to : end) - chunk->first, &sum);
    }
    *mean = to > from ? sum / (double)(to - from) : 0.0;
    return true;
}

/* A permutation of count, the same for a given seed and salt. */
static void permute(size_t *order, size_t count, uint64_t seed, uint64_t salt) {
    uint64_t state = seed * 0x9E3779B97F4A7C15ULL + salt;
    for (size_t i = 0; i < count; i++)
        order[i] = i;
    for (size_t i = count; i > 1; i--) {
        size_t j = (size_t)(splitmix64_next(&state) % i);
        size_t kept = order[i - 1];
        order[i - 1] = order[j];
        order[j] = kept;
    }
}

/* The chunks that hold training positions: the first ones of the file. */
static size_t training_chunks(const Trainer *trainer) {
    size_t count = 0;
    while (count < trainer->stream.chunk_count &&
           trainer->stream.chunks[count].first < trainer->training)
        count++;
    return count;
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

/* One batch of the held chunk's shuffled positions order[from, to): the gradient, Adam's step,
 * the clip. Returns the batch's summed squared error. */
static double run_batch(Trainer *trainer, size_t from, size_t to, double rate) {
    double sum = batch_gradient(trainer, from, to);
    adam_step(&trainer->adam, trainer->state.params, trainer->gradient, NULL,
              ++trainer->state.steps, rate);
    nettrain_model_clip(trainer->shape, trainer->state.params);
    refresh_weights(trainer);
    return sum;
}

typedef struct EpochProgress {
    int epoch;
    double rate, sum, started, last_report;
    size_t done; /* positions trained this epoch */
} EpochProgress;

static void report(const Trainer *trainer, EpochProgress *progress) {
    const NetTrainOptions *options = trainer->options;
    double now = monotonic_ms() / 1000.0;
    if (!options->progress || now - progress->last_report < PROGRESS_SECONDS)
        return;
    progress->last_report = now;
    fprintf(options->progress,
            "train %s: epoch %d/%d, %zu/%zu positions, %.0f positions/s, loss %.6f\n",
            options->game->name, progress->epoch + 1, options->epochs, progress->done,
            trainer->training, (double)progress->done / (now - progress->started),
            progress->sum / (double)progress->done);
    fflush(options->progress);
}

/* The training positions of chunk, shuffled (the seed, the epoch and the chunk choose how), in
 * minibatches, while the chunk next is read ahead; false when the chunk cannot be read. */
static bool train_chunk(Trainer *trainer, size_t chunk, size_t next, EpochProgress *progress,
                        char *error, size_t error_size) {
    const NetChunk *held = &trainer->stream.chunks[chunk];
    if (!nettrain_stream_load(&trainer->stream, chunk, error, error_size))
        return false;
    nettrain_stream_read_ahead(&trainer->stream, next);
    size_t count = trainer->training - held->first;
    count = count < held->count ? count : held->count;
    permute(trainer->order, count, trainer->options->seed,
            (uint64_t)progress->epoch + chunk * 0xD1B54A32D192ED03ULL);
    size_t batch = (size_t)trainer->options->batch;
    for (size_t from = 0; from < count; from += batch) {
        size_t to = from + batch < count ? from + batch : count;
        progress->sum += run_batch(trainer, from, to, progress->rate);
        progress->done += to - from;
        report(trainer, progress);
    }
    return true;
}

/* One pass over the training positions; returns their mean squared error, or -1 when the
 * run must stop (error says why). */
static double run_epoch(Trainer *trainer, int epoch, char *error, size_t error_size) {
    const NetTrainOptions *options = trainer->options;
    double started = monotonic_ms() / 1000.0;
    EpochProgress progress = {epoch, epoch_rate(options, epoch), 0.0, started, started, 0};
    size_t chunks = training_chunks(trainer);
    permute(trainer->chunk_order, chunks, options->seed, (uint64_t)epoch ^ 0xC3A5C85C97CB3127ULL);
    const NetChunk *last = &trainer->stream.chunks[chunks - 1];
    size_t validating = last->first + last->count > trainer->training ? chunks - 1 : chunks;
    for (size_t k = 0; k < chunks; k++) {
        size_t next = k + 1 < chunks ? trainer->chunk_order[k + 1] : validating;
        if (!train_chunk(trainer, trainer->chunk_order[k], next, &progress, error, error_size))
            return -1.0;
    }
    trainer->state.epochs_done = epoch + 1;
    double loss = progress.sum / (double)trainer->training;
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
    nettrain_stream_free(&trainer->stream);
    adam_free(&trainer->adam);
    free(trainer->state.params);
    free(trainer->weights);
    free(trainer->gradient);
    free(trainer->order);
    free(trainer->chunk_order);
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
    trainer->order = calloc(trainer->stream.largest, sizeof(size_t));
    trainer->chunk_order = calloc(trainer->stream.chunk_count, sizeof(size_t));
    trainer->buffers = calloc((size_t)threads, sizeof(float *));
    if (!adam_init(&trainer->adam, (int)count) || !trainer->state.params || !trainer->weights ||
        !trainer->gradient || !trainer->order || !trainer->chunk_order || !trainer->buffers)
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
    if (!nettrain_stream_open(options->game, options->data_path, &wanted,
                              nettrain_stream_capacity(options->memory_mb), options->seed,
                              &trainer->stream, error, error_size))
        return false;
    size_t held = (size_t)((double)trainer->stream.total * options->validation_share);
    trainer->training = trainer->stream.total - held;
    if (trainer->training == 0) {
        snprintf(error, error_size, "no training positions left after the validation share");
        return false;
    }
    trainer->scale =
        options->scale > 0 ? options->scale : nettrain_stream_fit_scale(&trainer->stream);
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
                                .validation = trainer->stream.total - trainer->training,
                                .scale = trainer->scale,
                                .lambda = options->lambda,
                                .loss_after = loss,
                                .validation_loss = validation_loss,
                                .residual = options->residual};
    return nettrain_write_file(nettrain_out_path(options), net->prefix, trainer->shape,
                               trainer->state.params, &provenance, error, error_size);
}

/* The first line of progress: the split, the scale, the starting loss, and the chunks when
 * the data does not fit in one. */
static void report_start(const Trainer *trainer, const NetTrainSummary *summary) {
    const NetTrainOptions *options = trainer->options;
    if (!options->progress)
        return;
    fprintf(options->progress,
            "train %s: %zu training and %zu validation positions, scale %.3f, loss %.6f\n",
            options->game->name, summary->training, summary->validation, trainer->scale,
            summary->loss_before);
    if (trainer->stream.chunk_count > 1)
        fprintf(options->progress,
                "train %s: streamed from the file in %zu chunks of at most %zu positions\n",
                options->game->name, trainer->stream.chunk_count, trainer->stream.capacity);
}

static bool train(Trainer *trainer, NetTrainSummary *summary, char *error, size_t error_size) {
    const NetTrainOptions *options = trainer->options;
    FILE *progress = options->progress;
    size_t total = trainer->stream.total;
    refresh_weights(trainer);
    summary->training = trainer->training;
    summary->validation = total - trainer->training;
    summary->scale = trainer->scale;
    double validation;
    if (!mean_error(trainer, 0, trainer->training, &summary->loss_before, error, error_size) ||
        !check_finite(trainer, "with the starting weights", summary->loss_before, error,
                      error_size) ||
        !mean_error(trainer, trainer->training, total, &validation, error, error_size))
        return false;
    report_start(trainer, summary);
    int last = options->stop_after > 0 && options->stop_after < options->epochs
                   ? options->stop_after
                   : options->epochs;
    for (int epoch = trainer->state.epochs_done; epoch < last; epoch++) {
        double loss = run_epoch(trainer, epoch, error, error_size);
        if (loss < 0 ||
            !mean_error(trainer, trainer->training, total, &validation, error, error_size))
            return false;
        if (progress)
            fprintf(progress, "train %s: epoch %d/%d done, loss %.6f, validation loss %.6f\n",
                    options->game->name, epoch + 1, options->epochs, loss, validation);
    }
    if (last < options->epochs) { /* stopped on purpose: the checkpoint holds the run */
        if (progress)
            fprintf(progress, "train %s: stopped after epoch %d\n", options->game->name, last);
        return true;
    }
    summary->validation_loss = validation;
    if (!mean_error(trainer, 0, trainer->training, &summary->loss_after, error, error_size) ||
        !check_finite(trainer, "after the last epoch", summary->loss_after, error, error_size) ||
        !write_network(trainer, summary->loss_after, summary->validation_loss, error, error_size))
        return false;
    if (progress)
        fprintf(progress, "train %s: wrote %s\n", options->game->name, nettrain_out_path(options));
    return true;
}

bool nettrain_run(const NetTrainOptions *options, NetTrainSummary *summary, char *error,
                  size_t error_size) {
    NetTrainSummary unused;
    summary = summary ? summary : &unused;
    *summary = (NetTrainSummary){0};
    Trainer trainer = {.options = options};
    bool trained =
        prepare(&trainer, error, error_size) && train(&trainer, summary, error, error_size);
    summary->chunks = trainer.stream.chunk_count;
    summary->peak = trainer.stream.peak;
    trainer_free(&trainer);
    return trained;
}
