/*
 * stream.h - the trainer's data file cut into chunks, so that a file larger than memory
 * trains one chunk at a time. One pass over the file (the scan) notes where each chunk starts
 * (byte offset and line) and how many examples it holds, and keeps a sample of the scored
 * examples for the scale; a chunk is then read again from its offset whenever the trainer
 * needs it, the next one read ahead on a thread of its own while the trainer works on the
 * held one. A file that fits the whole bound is held from the scan on and never read again:
 * that is the in-memory trainer. Otherwise chunks hold half the bound each, as two are in
 * memory at once. */
#ifndef TESSERA_NETTRAIN_STREAM_H
#define TESSERA_NETTRAIN_STREAM_H

#include <pthread.h>
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

/* A chunk being read ahead. */
typedef struct NetReadAhead {
    pthread_t thread;
    bool running;
    size_t chunk; /* the chunk, into slot 1 - NetStream.current */
    bool read;    /* it was read whole (once the thread is joined) */
    char error[512];
} NetReadAhead;

typedef struct NetStream {
    const char *path;
    size_t bound;    /* examples held at once at most */
    size_t capacity; /* examples a chunk holds at most: bound / 2 */
    bool holding;    /* the scan still holds every example so far (in slots[0]) */
    NetChunk *chunks;
    size_t chunk_count, chunk_capacity;
    size_t total;        /* the file's examples */
    size_t largest;      /* the most examples of one chunk */
    NetDataset slots[2]; /* the held chunk's examples and those read ahead */
    size_t loaded[2];    /* the chunk in each slot; SIZE_MAX: none */
    int current;         /* the slot of the held chunk */
    NetDataset *held;    /* slots[current] */
    NetReadAhead ahead;
    size_t peak;     /* the most examples held at once, both slots together */
    double *scores;  /* the sample for the scale: scored examples, at most capacity */
    double *results; /* their results */
    size_t sampled;  /* in the sample */
    size_t scored;   /* scored examples seen */
    size_t sample_capacity;
    uint64_t sample_state; /* which examples replace earlier ones once the sample is full */
} NetStream;

/* Scans path for game with options into stream: one chunk when its examples are at most
 * capacity, else chunks of at most capacity / 2; seed picks the scale's sample when the
 * scored examples are more than capacity (all of them, in file order, otherwise). False with
 * the reason in error ("path:line: ..." for a bad line). */
bool nettrain_stream_open(const Game *game, const char *path, const NetDataOptions *options,
                          size_t capacity, uint64_t seed, NetStream *stream, char *error,
                          size_t error_size);

/* Makes chunk the held one (stream->held): the one read ahead when it is that one, else read
 * from the file unless it is held already. */
bool nettrain_stream_load(NetStream *stream, size_t chunk, char *error, size_t error_size);

/* Starts reading chunk ahead, into the slot the held chunk does not use, unless it is held or
 * being read already (or is no chunk: chunk_count or more). Its errors are reported when it
 * is loaded. */
void nettrain_stream_read_ahead(NetStream *stream, size_t chunk);

/* The scale (score units per unit of network output) with which sigmoid(score / scale) best
 * predicts the results of the sample; 0 when it is empty. The sample is freed: ask once. */
double nettrain_stream_fit_scale(NetStream *stream);

void nettrain_stream_free(NetStream *stream);

#endif
