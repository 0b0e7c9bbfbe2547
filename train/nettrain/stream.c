/*
 * stream.c - the trainer's data file in chunks (stream.h): the scan that lays out the chunks,
 * holds every example while they may all fit and samples the scores, the reading of a chunk
 * again from its offset, now or ahead on a thread, and the scale fitted on the sample.
 */
#include "stream.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#include "src/net.h"
#include "src/splitmix.h"
#include "tools/array_reserve.h"
#include "train/fit_k.h"

/* What one example costs at most: its record, its inputs at their most for both players and
 * its place in the scale's sample. */
#define EXAMPLE_BYTES                                                                              \
    (sizeof(NetPosition) + 2 * NET_MAX_ACTIVE * sizeof(uint16_t) + 2 * sizeof(double))

size_t nettrain_stream_capacity(int64_t memory_mb) {
    if (memory_mb <= 0)
        return SIZE_MAX;
    size_t capacity = (size_t)memory_mb * ((size_t)1 << 20) / EXAMPLE_BYTES;
    return capacity < 4 ? 4 : capacity; /* two chunks of a line and its mirror image */
}

/* The examples held in both slots, noted in peak. */
static void note_peak(NetStream *stream) {
    size_t held = stream->slots[0].count + stream->slots[1].count;
    stream->peak = held > stream->peak ? held : stream->peak;
}

/* Counts a line of count examples into the last chunk, or a new one when it would not fit. */
static bool place_line(NetStream *stream, const DataLine *line, int count, char *error,
                       size_t error_size) {
    NetChunk *last = stream->chunk_count ? &stream->chunks[stream->chunk_count - 1] : NULL;
    if (!last || last->count + (size_t)count > stream->capacity) {
        if (!array_reserve((void **)&stream->chunks, &stream->chunk_capacity, stream->chunk_count,
                           1, sizeof *stream->chunks)) {
            snprintf(error, error_size, "out of memory");
            return false;
        }
        last = &stream->chunks[stream->chunk_count++];
        *last = (NetChunk){.offset = line->offset, .line = line->line, .first = stream->total};
    }
    last->lines++;
    last->count += (size_t)count;
    stream->total += (size_t)count;
    stream->largest = last->count > stream->largest ? last->count : stream->largest;
    return true;
}

/* After the scan: a file held whole is one chunk, the one held. */
static void settle_chunks(NetStream *stream) {
    if (!stream->holding) {
        stream->loaded[0] = SIZE_MAX;
        return;
    }
    size_t lines = 0;
    for (size_t c = 0; c < stream->chunk_count; c++)
        lines += stream->chunks[c].lines;
    stream->chunks[0].lines = lines;
    stream->chunks[0].count = stream->total;
    stream->chunk_count = 1;
    stream->largest = stream->total;
    stream->capacity = stream->bound;
    stream->loaded[0] = 0;
}

/* Adds the example of pos (labelled by line) to the scale's sample: every scored example
 * while there is room, then each in place of a random earlier one with the chance that keeps
 * the sample uniform. */
static bool sample(NetStream *stream, const void *pos, const DataLine *line) {
    if (!line->has_score)
        return true;
    size_t slot = stream->scored++;
    if (slot >= stream->capacity) {
        slot = (size_t)(splitmix64_next(&stream->sample_state) % stream->scored);
        if (slot >= stream->capacity)
            return true;
    } else {
        size_t room = stream->sample_capacity;
        if (!array_reserve((void **)&stream->results, &room, stream->sampled, 1, sizeof(double)) ||
            !array_reserve((void **)&stream->scores, &stream->sample_capacity, stream->sampled, 1,
                           sizeof(double)))
            return false;
        stream->sampled++;
    }
    stream->scores[slot] = line->score;
    stream->results[slot] = line->results[pos_header(pos)->side];
    return true;
}

static bool scan_line(void *context, const DataLine *line, char *error, size_t error_size) {
    NetStream *stream = context;
    NetDataset *held = &stream->slots[0];
    PosBuf image;
    const void *positions[2];
    int count =
        nettrain_dataset_line_positions(held->game, &held->options, line, &image, positions);
    if (!place_line(stream, line, count, error, error_size))
        return false;
    for (int i = 0; i < count; i++) {
        if (!sample(stream, positions[i], line)) {
            snprintf(error, error_size, "out of memory");
            return false;
        }
    }
    if (!stream->holding)
        return true;
    if (stream->total > stream->bound) { /* it does not fit: streamed */
        nettrain_dataset_free(held);
        stream->holding = false;
        return true;
    }
    bool added = nettrain_dataset_add_line(held, line, error, error_size);
    note_peak(stream);
    return added;
}

bool nettrain_stream_open(const Game *game, const char *path, const NetDataOptions *options,
                          size_t capacity, uint64_t seed, NetStream *stream, char *error,
                          size_t error_size) {
    capacity = capacity < 4 ? 4 : capacity;
    *stream = (NetStream){.path = path,
                          .bound = capacity,
                          .capacity = capacity / 2,
                          .holding = true,
                          .loaded = {SIZE_MAX, SIZE_MAX},
                          .sample_state = seed ^ 0x5EED5A3B1E5C0DE5ULL};
    stream->held = &stream->slots[0];
    if (!nettrain_dataset_begin(game, options, &stream->slots[0], error, error_size))
        return false;
    stream->slots[1] = stream->slots[0];
    DataSummary summary;
    if (!data_file_read(game, path, 2, scan_line, stream, &summary, error, error_size))
        return false;
    settle_chunks(stream);
    return true;
}

/* Reads chunk into slot; false with the reason in error. */
static bool read_chunk(NetStream *stream, int slot, size_t chunk, char *error, size_t error_size) {
    const NetChunk *wanted = &stream->chunks[chunk];
    NetDataset *data = &stream->slots[slot];
    nettrain_dataset_clear(data);
    if (!nettrain_dataset_reserve(data, wanted->count)) {
        snprintf(error, error_size, "out of memory for a chunk of %zu positions", wanted->count);
        return false;
    }
    if (!data_file_read_from(data->game, stream->path, 2, wanted->offset, wanted->line,
                             wanted->lines, nettrain_dataset_add_line, data, error, error_size))
        return false;
    if (data->count != wanted->count) {
        snprintf(error, error_size,
                 "%s: changed since it was read (%zu positions from line %zu, not %zu)",
                 stream->path, data->count, wanted->line, wanted->count);
        return false;
    }
    return true;
}

static void *read_ahead(void *argument) {
    NetStream *stream = argument;
    NetReadAhead *ahead = &stream->ahead;
    ahead->read =
        read_chunk(stream, 1 - stream->current, ahead->chunk, ahead->error, sizeof ahead->error);
    return NULL;
}

/* Waits for the chunk being read ahead, if any, and notes it in its slot when it was read. */
static void join_ahead(NetStream *stream) {
    if (!stream->ahead.running)
        return;
    pthread_join(stream->ahead.thread, NULL);
    stream->ahead.running = false;
    stream->loaded[1 - stream->current] = stream->ahead.read ? stream->ahead.chunk : SIZE_MAX;
    note_peak(stream);
}

void nettrain_stream_read_ahead(NetStream *stream, size_t chunk) {
    int other = 1 - stream->current;
    if (chunk >= stream->chunk_count || stream->loaded[stream->current] == chunk ||
        (stream->ahead.running ? stream->ahead.chunk == chunk : stream->loaded[other] == chunk))
        return;
    join_ahead(stream);
    stream->loaded[other] = SIZE_MAX;
    stream->ahead.chunk = chunk;
    stream->ahead.read = false;
    stream->ahead.running = pthread_create(&stream->ahead.thread, NULL, read_ahead, stream) == 0;
}

bool nettrain_stream_load(NetStream *stream, size_t chunk, char *error, size_t error_size) {
    if (stream->loaded[stream->current] == chunk)
        return true;
    bool pending = stream->ahead.running && stream->ahead.chunk == chunk;
    join_ahead(stream);
    int other = 1 - stream->current;
    if (pending && stream->loaded[other] != chunk) {
        snprintf(error, error_size, "%s", stream->ahead.error);
        return false;
    }
    if (stream->loaded[other] != chunk) {
        stream->loaded[other] = SIZE_MAX;
        if (!read_chunk(stream, other, chunk, error, error_size))
            return false;
        stream->loaded[other] = chunk;
        note_peak(stream);
    }
    stream->current = other;
    stream->held = &stream->slots[other];
    return true;
}

static void free_sample(NetStream *stream) {
    free(stream->scores);
    free(stream->results);
    stream->scores = stream->results = NULL;
    stream->sampled = stream->sample_capacity = 0;
}

/* K of the tuner's prediction sigmoid(K * score / 400) fitted to the results of the sample
 * (train/fit_k.h); the scale is 400 / K. */
double nettrain_stream_fit_scale(NetStream *stream) {
    double scale =
        stream->sampled ? 400.0 / fit_k(stream->scores, stream->results, stream->sampled) : 0.0;
    free_sample(stream);
    return scale;
}

void nettrain_stream_free(NetStream *stream) {
    join_ahead(stream);
    nettrain_dataset_free(&stream->slots[0]);
    nettrain_dataset_free(&stream->slots[1]);
    free(stream->chunks);
    stream->chunks = NULL;
    free_sample(stream);
}
