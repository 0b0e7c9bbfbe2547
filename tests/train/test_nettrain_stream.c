/*
 * test_nettrain_stream.c - the network trainer on a file read in chunks (train/nettrain/
 * stream.h, --memory-mb): a chunk read again from its offset holds the examples the scan
 * made, a file that fits one chunk trains exactly as held in memory, streamed losses equal
 * the in-memory ones, a tiny bound holds one chunk at a time and still learns, the same seed
 * gives the same weights, a streamed run resumes exactly at an epoch boundary, and a damaged
 * line (before or after the scan) or a file cut short is refused with its file:line.
 */
#include <criterion/criterion.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "train/nettrain/nettrain.h"
#include "train/nettrain/stream.h"
#include "tests/support/nettrain_data.h"
#include "tests/support/temp_folder.h"
#include "engine/games.h"
#include "src/net.h"

static char folder[TEMP_FOLDER_SIZE];

static void make_folder(void) {
    temp_folder_make(folder, "tessera-stream");
}

static void remove_folder(void) {
    temp_folder_remove(folder);
}

TestSuite(nettrain_stream, .init = make_folder, .fini = remove_folder);

static const char *path_of(const char *name) {
    return temp_folder_path(folder, name);
}

/* A run on data into out with memory_mb, seed and epochs; its summary. */
static NetTrainSummary run(const char *data, const char *out, int64_t memory_mb, uint64_t seed,
                           int epochs) {
    NetTrainOptions options;
    nettrain_data_options(&options, data, out);
    options.memory_mb = memory_mb;
    options.seed = seed;
    options.epochs = epochs;
    NetTrainSummary summary;
    char error[256];
    cr_assert(nettrain_run(&options, &summary, error, sizeof error), "%s", error);
    return summary;
}

/* The weights of the network file path: its text from the first enum on (the head names the
 * command and the file). */
static char *weights_of(const char *path) {
    char *text = nettrain_data_read_all(path);
    char *weights = strstr(text, "enum {");
    cr_assert(weights, "%s", text);
    memmove(text, weights, strlen(weights) + 1);
    return text;
}

static void expect_same_weights(const char *a, const char *b) {
    char *first = weights_of(a), *second = weights_of(b);
    cr_assert_str_eq(first, second);
    free(first);
    free(second);
}

/* Rewrites path with line number (1 the header) replaced by text. */
static void replace_line(const char *path, int number, const char *text) {
    char *all = nettrain_data_read_all(path);
    FILE *file = fopen(path, "w");
    cr_assert(file);
    int line = 1;
    for (char *at = all; *at; line++) {
        char *end = strchr(at, '\n');
        size_t length = end ? (size_t)(end - at) + 1 : strlen(at);
        if (line == number)
            fprintf(file, "%s\n", text);
        else
            fwrite(at, 1, length, file);
        at += length;
    }
    fclose(file);
    free(all);
}

static void expect_same_example(const NetDataset *a, size_t i, const NetDataset *b, size_t j) {
    const NetPosition *x = &a->items[i], *y = &b->items[j];
    cr_assert_eq(x->our_count, y->our_count, "example %zu", j);
    cr_assert_eq(x->their_count, y->their_count, "example %zu", j);
    cr_assert_eq(x->score, y->score, "example %zu", j);
    cr_assert_eq(x->result, y->result, "example %zu", j);
    cr_assert_eq(memcmp(a->inputs + x->first_input, b->inputs + y->first_input,
                        sizeof(uint16_t) * (size_t)(x->our_count + x->their_count)),
                 0, "example %zu", j);
}

Test(nettrain_stream, a_chunk_read_again_holds_the_examples_the_scan_made) {
    const char *data = path_of("chunks.data");
    nettrain_data_write_material(data, 3000);
    NetDataOptions wanted = {.residual = true};
    NetStream whole, chunked;
    char error[256];
    cr_assert(
        nettrain_stream_open(&CHESS_GAME, data, &wanted, SIZE_MAX, 1, &whole, error, sizeof error),
        "%s", error);
    cr_assert(
        nettrain_stream_open(&CHESS_GAME, data, &wanted, 1000, 1, &chunked, error, sizeof error),
        "%s", error);
    cr_assert_eq(whole.chunk_count, 1);
    cr_assert_eq(whole.held->count, 3000);
    cr_assert_eq(chunked.chunk_count, 6, "chunks of half the bound, as two are held at once");
    cr_assert_eq(chunked.total, 3000);
    cr_assert_eq(chunked.held->count, 0, "the scan holds nothing once the bound is passed");
    /* every chunk read again from its offset, backwards, some read ahead and some not */
    for (size_t c = 6; c-- > 0;) {
        const NetChunk *chunk = &chunked.chunks[c];
        cr_assert_eq(chunk->first, 500 * c);
        cr_assert_eq(chunk->line, 500 * c + 2);
        cr_assert(nettrain_stream_load(&chunked, c, error, sizeof error), "%s", error);
        if (c % 2 == 1 && c > 0)
            nettrain_stream_read_ahead(&chunked, c - 1);
        cr_assert_eq(chunked.held->count, 500);
        for (size_t i = 0; i < chunked.held->count; i++)
            expect_same_example(whole.held, chunk->first + i, chunked.held, i);
    }
    nettrain_stream_read_ahead(&chunked, 3); /* left running: freeing waits for it */
    cr_assert_eq(chunked.peak, 1000);
    nettrain_stream_free(&whole);
    nettrain_stream_free(&chunked);
}

Test(nettrain_stream, a_file_that_fits_one_chunk_trains_as_held_in_memory) {
    const char *data = path_of("fits.data");
    nettrain_data_write_material(data, 3000);
    cr_assert_gt(nettrain_stream_capacity(1), 3000, "1 MiB must hold this file");
    NetTrainSummary held = run(data, path_of("held.h"), 0, 1, 3);
    NetTrainSummary bounded = run(data, path_of("bounded.h"), 1, 1, 3);
    cr_assert_eq(held.chunks, 1);
    cr_assert_eq(bounded.chunks, 1);
    cr_assert_eq(bounded.peak, 3000);
    expect_same_weights(path_of("held.h"), path_of("bounded.h"));
}

Test(nettrain_stream, streamed_losses_equal_the_in_memory_ones) {
    const char *data = path_of("losses.data");
    nettrain_data_write_material(data, 12000);
    NetTrainSummary held = run(data, path_of("held.h"), 0, 3, 0);
    NetTrainSummary streamed = run(data, path_of("streamed.h"), 1, 3, 0);
    cr_assert_eq(held.chunks, 1);
    cr_assert_eq(streamed.chunks, 7);
    cr_assert_eq(streamed.training, held.training);
    cr_assert_eq(streamed.validation, held.validation);
    /* the same positions summed in the same order: equal to the last bit */
    cr_assert_eq(streamed.loss_before, held.loss_before);
    cr_assert_eq(streamed.loss_after, held.loss_after);
    cr_assert_eq(streamed.validation_loss, held.validation_loss);
    expect_same_weights(path_of("held.h"), path_of("streamed.h"));
}

Test(nettrain_stream, a_tiny_memory_bound_holds_one_chunk_at_a_time_and_still_learns) {
    const char *data = path_of("tiny.data");
    nettrain_data_write_material(data, 12000);
    NetTrainSummary summary = run(data, path_of("tiny.h"), 1, 1, 8);
    size_t bound = nettrain_stream_capacity(1), chunk = bound / 2;
    cr_assert_eq(summary.chunks, (12000 + chunk - 1) / chunk);
    cr_assert_leq(summary.peak, bound, "the chunk trained and the one read ahead, at most");
    cr_assert_geq(summary.peak, 12000 / summary.chunks);
    cr_assert_lt(summary.validation_loss, summary.loss_before / 3, "before %f, after %f",
                 summary.loss_before, summary.validation_loss);
}

Test(nettrain_stream, the_same_seed_gives_the_same_weights_and_another_seed_others) {
    const char *data = path_of("seeds.data");
    nettrain_data_write_material(data, 12000);
    run(data, path_of("a.h"), 1, 7, 2);
    run(data, path_of("b.h"), 1, 7, 2);
    run(data, path_of("c.h"), 1, 8, 2);
    expect_same_weights(path_of("a.h"), path_of("b.h"));
    char *a = weights_of(path_of("a.h")), *c = weights_of(path_of("c.h"));
    cr_assert_str_neq(a, c);
    free(a);
    free(c);
}

Test(nettrain_stream, a_streamed_run_resumed_at_an_epoch_boundary_ends_where_it_would_have) {
    const char *data = path_of("resume.data"), *checkpoint = path_of("resume.ckpt");
    nettrain_data_write_material(data, 8000);
    run(data, path_of("whole.h"), 1, 4, 3);
    NetTrainOptions options;
    char error[256];
    nettrain_data_options(&options, data, path_of("part.h"));
    options.memory_mb = 1;
    options.seed = 4;
    options.epochs = 3;
    options.stop_after = 1;
    options.checkpoint = checkpoint;
    cr_assert(nettrain_run(&options, NULL, error, sizeof error), "%s", error);
    options.stop_after = 0;
    options.checkpoint = NULL;
    options.resume = checkpoint;
    cr_assert(nettrain_run(&options, NULL, error, sizeof error), "%s", error);
    expect_same_weights(path_of("whole.h"), path_of("part.h"));
}

Test(nettrain_stream, a_damaged_line_is_refused_with_its_file_and_line) {
    const char *data = path_of("damaged.data");
    nettrain_data_write_material(data, 12000);
    replace_line(data, 10001, "0.5,0.5 | 12 | not a position");
    char where[TEMP_PATH_SIZE + 16];
    snprintf(where, sizeof where, "%s:10001: ", data);
    for (int64_t memory_mb = 0; memory_mb <= 1; memory_mb++) {
        NetTrainOptions options;
        nettrain_data_options(&options, data, path_of("damaged.h"));
        options.memory_mb = memory_mb;
        char error[256];
        cr_assert_not(nettrain_run(&options, NULL, error, sizeof error));
        cr_assert(strstr(error, where), "--memory-mb %d: %s", (int)memory_mb, error);
    }
}

Test(nettrain_stream, a_file_changed_after_the_scan_is_refused_with_its_file_and_line) {
    const char *data = path_of("changed.data");
    nettrain_data_write_material(data, 3000);
    NetDataOptions wanted = {0};
    NetStream stream;
    char error[256], where[TEMP_PATH_SIZE + 16];
    cr_assert(
        nettrain_stream_open(&CHESS_GAME, data, &wanted, 1000, 1, &stream, error, sizeof error),
        "%s", error);
    replace_line(data, 2500, "1,0 | - | not a position");
    snprintf(where, sizeof where, "%s:2500: ", data);
    cr_assert_not(nettrain_stream_load(&stream, 4, error, sizeof error)); /* 2000-2499 */
    cr_assert(strstr(error, where), "%s", error);
    nettrain_stream_read_ahead(&stream, 4); /* the same, found on the thread reading ahead */
    error[0] = '\0';
    cr_assert_not(nettrain_stream_load(&stream, 4, error, sizeof error));
    cr_assert(strstr(error, where), "%s", error);
    cr_assert(nettrain_stream_load(&stream, 0, error, sizeof error), "%s", error);
    FILE *cut = fopen(data, "w"); /* the file emptied: chunk 1 is no longer there */
    cr_assert(cut);
    fclose(cut);
    cr_assert_not(nettrain_stream_load(&stream, 1, error, sizeof error));
    cr_assert(strstr(error, data), "%s", error);
    nettrain_stream_free(&stream);
}

Test(nettrain_stream, memory_mb_is_read_and_bounded) {
    char *words[] = {"chess", "x.txt", "--memory-mb", "64"};
    char *negative[] = {"chess", "x.txt", "--memory-mb", "-1"};
    NetTrainOptions options;
    char error[256];
    nettrain_options_default(&options);
    cr_assert_eq(options.memory_mb, 8192);
    cr_assert(nettrain_options_parse(4, words, &options, error, sizeof error), "%s", error);
    cr_assert_eq(options.memory_mb, 64);
    cr_assert_not(nettrain_options_parse(4, negative, &options, error, sizeof error));
    cr_assert(strstr(error, "--memory-mb must be 0 to"), "%s", error);
    cr_assert_eq(nettrain_stream_capacity(0), SIZE_MAX);
    /* a chunk at its largest (every example with NET_MAX_ACTIVE inputs a player) fits */
    size_t largest = sizeof(NetPosition) + 2 * NET_MAX_ACTIVE * sizeof(uint16_t);
    cr_assert_leq(nettrain_stream_capacity(1) * largest, (size_t)1 << 20);
    cr_assert_geq(nettrain_stream_capacity(64), 64 * nettrain_stream_capacity(1));
}
