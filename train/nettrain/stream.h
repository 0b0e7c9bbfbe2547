/*
 * stream.h - the trainer's data file cut into chunks of at most a given number of examples,
 * so that a file larger than memory trains one chunk at a time. One pass over the file (the
 * scan) notes where each chunk starts (byte offset and line) and how many examples it holds,
 * and keeps a sample of the scored examples for the scale; a chunk is then read again from
 * its offset whenever the trainer needs it. A file that fits in one chunk is held from the
 * scan on and never read again: that is the in-memory trainer.
 */
#ifndef TESSERA_NETTRAIN_STREAM_H
#define TESSERA_NETTRAIN_STREAM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "dataset.h"

/* Examples a chunk holds at most within memory_mb MiB, counting each example's inputs at
 * their largest (NET_MAX_ACTIVE a player) and its place in the scale's sample; memory_mb 0:
 * no bound. */
size_t nettrain_stream_capacity(int64_t memory_mb);

typedef struct NetChunk {
    int64_t offset; /* of its first data line */
    size_t line;    /* that line's number */
    size_t lines;   /* its data lines */
    size_t first;   /* the index of its first example among the file's */
    size_t count;   /* its examples */
} NetChunk;

typedef struct NetStream {
    const char *path;
    size_t capacity; /* examples a chunk holds at most */
    NetChunk *chunks;
    size_t chunk_count, chunk_capacity;
    size_t total;    /* the file's examples */
    size_t largest;  /* the most examples of one chunk */
    NetDataset held; /* the examples of chunk `loaded` */
    size_t loaded;   /* SIZE_MAX: no chunk held */
    size_t peak;     /* the most examples held at once */
    double *scores;  /* the sample for the scale: scored examples, at most capacity */
    double *results; /* their results */
    size_t sampled;  /* in the sample */
    size_t scored;   /* scored examples seen */
    size_t sample_capacity;
    uint64_t sample_state; /* which examples replace earlier ones once the sample is full */
} NetStream;

/* Scans path for game with options into stream, chunks of at most capacity examples; seed
 * picks the scale's sample when the scored examples are more than capacity (all of them, in
 * file order, otherwise). False with the reason in error ("path:line: ..." for a bad line). */
bool nettrain_stream_open(const Game *game, const char *path, const NetDataOptions *options,
                          size_t capacity, uint64_t seed, NetStream *stream, char *error,
                          size_t error_size);

/* Makes chunk the held one, reading it from the file unless it is held already. */
bool nettrain_stream_load(NetStream *stream, size_t chunk, char *error, size_t error_size);

/* The scale (score units per unit of network output) with which sigmoid(score / scale) best
 * predicts the results of the sample; 0 when it is empty. The sample is freed: ask once. */
double nettrain_stream_fit_scale(NetStream *stream);

void nettrain_stream_free(NetStream *stream);

#endif
