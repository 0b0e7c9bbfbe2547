/*
 * stream.c - the trainer's data file in chunks (stream.h): the scan that lays out the chunks,
 * holds the first while it may be the only one and samples the scores, the reading of one
 * chunk again from its offset, and the scale fitted on the sample.
 */
#include "stream.h"

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
    return capacity < 2 ? 2 : capacity; /* a line and its mirror image */
}

/* Counts a line of count examples into the last chunk, or a new one when it would not fit;
 * the first chunk stops being held as soon as a second begins. */
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
        if (stream->chunk_count == 2) {
            nettrain_dataset_free(&stream->held);
            stream->loaded = SIZE_MAX;
        }
    }
    last->lines++;
    last->count += (size_t)count;
    stream->total += (size_t)count;
    stream->largest = last->count > stream->largest ? last->count : stream->largest;
    return true;
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
    NetDataset *held = &stream->held;
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
    if (stream->loaded != 0)
        return true;
    bool added = nettrain_dataset_add_line(held, line, error, error_size);
    stream->peak = held->count > stream->peak ? held->count : stream->peak;
    return added;
}

bool nettrain_stream_open(const Game *game, const char *path, const NetDataOptions *options,
                          size_t capacity, uint64_t seed, NetStream *stream, char *error,
                          size_t error_size) {
    *stream = (NetStream){.path = path,
                          .capacity = capacity < 2 ? 2 : capacity,
                          .loaded = 0,
                          .sample_state = seed ^ 0x5EED5A3B1E5C0DE5ULL};
    if (!nettrain_dataset_begin(game, options, &stream->held, error, error_size))
        return false;
    DataSummary summary;
    return data_file_read(game, path, 2, scan_line, stream, &summary, error, error_size);
}

bool nettrain_stream_load(NetStream *stream, size_t chunk, char *error, size_t error_size) {
    if (stream->loaded == chunk)
        return true;
    const NetChunk *wanted = &stream->chunks[chunk];
    NetDataset *held = &stream->held;
    stream->loaded = SIZE_MAX;
    nettrain_dataset_clear(held);
    if (!nettrain_dataset_reserve(held, wanted->count)) {
        snprintf(error, error_size, "out of memory for a chunk of %zu positions", wanted->count);
        return false;
    }
    if (!data_file_read_from(held->game, stream->path, 2, wanted->offset, wanted->line,
                             wanted->lines, nettrain_dataset_add_line, held, error, error_size))
        return false;
    if (held->count != wanted->count) {
        snprintf(error, error_size,
                 "%s: changed since it was read (%zu positions from line %zu, "
                 "not %zu)",
                 stream->path, held->count, wanted->line, wanted->count);
        return false;
    }
    stream->loaded = chunk;
    stream->peak = held->count > stream->peak ? held->count : stream->peak;
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
    nettrain_dataset_free(&stream->held);
    free(stream->chunks);
    stream->chunks = NULL;
    free_sample(stream);
}
