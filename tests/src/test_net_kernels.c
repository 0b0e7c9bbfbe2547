/*
 * test_net_kernels.c - the network's kernels on the build's vector instructions
 * (src/net_simd.h: AVX2, WebAssembly SIMD128 or the portable C) give the portable kernels'
 * values (src/net_portable.h) and the definition's, to the bit, at every hidden size from 16
 * to NET_MAX_HIDDEN: on random values and weights, and at the limits where a narrower sum
 * would overflow (every output term at its largest); and net.h's refresh, update and output
 * agree with them.
 */
#include <criterion/criterion.h>
#include <stdlib.h>

#include "src/net.h"
#include "src/net_portable.h"
#include "src/net_simd.h"
#include "src/splitmix.h"

static const int SIZES[] = {16, 32, 48, 128, 256, 512, 1008, NET_MAX_HIDDEN};
enum { SIZE_COUNT = sizeof SIZES / sizeof SIZES[0], ROWS = 24 };

static int16_t random_value(uint64_t *state) {
    return (int16_t)(uint16_t)splitmix64_next(state);
}

/* The definition: the sum of (int16)(clip(h) * w) * clip(h) in 64 bits. */
static int64_t squared_dot_reference(const int16_t *hidden, const int16_t *weights, int size) {
    int64_t sum = 0;
    for (int j = 0; j < size; j++) {
        int64_t clipped = hidden[j] < 0 ? 0 : hidden[j] > NET_QA ? NET_QA : hidden[j];
        sum += (int64_t)(int16_t)(clipped * weights[j]) * clipped;
    }
    return sum;
}

static void check_squared_dot(const int16_t *hidden, const int16_t *weights, int size,
                              const char *what) {
    int64_t expected = squared_dot_reference(hidden, weights, size);
    int64_t portable = net_portable_squared_dot(hidden, weights, size);
    int64_t simd = net_simd_squared_dot(hidden, weights, size);
    cr_assert_eq(portable, expected, "%s, %d values: portable %lld, definition %lld", what, size,
                 (long long)portable, (long long)expected);
    cr_assert_eq(simd, expected, "%s, %d values: %s %lld, definition %lld", what, size,
                 NET_SIMD_NAME, (long long)simd, (long long)expected);
}

Test(net_kernels, the_output_sum_is_exact_on_random_values) {
    static int16_t hidden[NET_MAX_HIDDEN], weights[NET_MAX_HIDDEN];
    uint64_t state = 17;
    for (int s = 0; s < SIZE_COUNT; s++) {
        for (int trial = 0; trial < 20; trial++) {
            for (int j = 0; j < SIZES[s]; j++) {
                /* half the values in the clip's range 0..NET_QA, the rest anywhere */
                hidden[j] = trial % 2 ? random_value(&state)
                                      : (int16_t)(splitmix64_next(&state) % (NET_QA + 1));
                weights[j] = trial % 4 < 2 ? (int16_t)(splitmix64_next(&state) % 255) - 127
                                           : random_value(&state);
            }
            check_squared_dot(hidden, weights, SIZES[s], "random");
        }
    }
}

/* Terms at their largest: (int16)(255 * -32768) = -32768, the largest negative product,
 * and 255 * 128 = 32640 near the largest positive one; values above NET_QA clip to it. A sum
 * of 32 bits over NET_MAX_HIDDEN such terms would overflow. */
Test(net_kernels, the_output_sum_is_exact_at_the_limits) {
    static int16_t hidden[NET_MAX_HIDDEN], weights[NET_MAX_HIDDEN];
    const int16_t extremes[] = {INT16_MIN, 128, 127, -127, INT16_MAX};
    for (int s = 0; s < SIZE_COUNT; s++) {
        for (size_t e = 0; e < sizeof extremes / sizeof extremes[0]; e++) {
            for (int j = 0; j < SIZES[s]; j++) {
                hidden[j] = j % 3 == 0 ? NET_QA : j % 3 == 1 ? INT16_MAX : NET_QA + 1;
                weights[j] = extremes[e];
            }
            check_squared_dot(hidden, weights, SIZES[s], "extreme");
        }
    }
    for (int j = 0; j < NET_MAX_HIDDEN; j++) {
        hidden[j] = INT16_MAX;
        weights[j] = INT16_MIN;
    }
    cr_assert_eq(net_simd_squared_dot(hidden, weights, NET_MAX_HIDDEN),
                 (int64_t)NET_MAX_HIDDEN * INT16_MIN * NET_QA);
}

/* ROWS random rows taken and added to random values: the 16-bit sums wrap the same way. */
Test(net_kernels, the_rows_sum_alike) {
    static int16_t weights[2 * ROWS][NET_MAX_HIDDEN], from[NET_MAX_HIDDEN];
    static int16_t portable[NET_MAX_HIDDEN], simd[NET_MAX_HIDDEN];
    const int16_t *taken[ROWS], *added[ROWS];
    uint64_t state = 99;
    for (int r = 0; r < 2 * ROWS; r++)
        for (int j = 0; j < NET_MAX_HIDDEN; j++)
            weights[r][j] = r % 3 ? random_value(&state) : (r % 2 ? INT16_MAX : INT16_MIN);
    for (int r = 0; r < ROWS; r++) {
        taken[r] = weights[r];
        added[r] = weights[ROWS + r];
    }
    for (int s = 0; s < SIZE_COUNT; s++) {
        int size = SIZES[s];
        for (int count = 0; count <= ROWS; count += 3) {
            for (int j = 0; j < size; j++)
                from[j] = random_value(&state);
            int taken_count = count / 2, added_count = count;
            net_portable_rows(portable, from, size, taken, taken_count, added, added_count);
            net_simd_rows(simd, from, size, taken, taken_count, added, added_count);
            for (int j = 0; j < size; j++) {
                int16_t expected = from[j];
                for (int r = 0; r < taken_count; r++)
                    expected = (int16_t)(expected - taken[r][j]);
                for (int r = 0; r < added_count; r++)
                    expected = (int16_t)(expected + added[r][j]);
                cr_assert_eq(portable[j], expected, "%d values, %d rows, value %d", size, count, j);
                cr_assert_eq(simd[j], expected, "%s, %d values, %d rows, value %d", NET_SIMD_NAME,
                             size, count, j);
            }
            memcpy(simd, from, sizeof(int16_t) * (size_t)size); /* in place: to is from */
            net_simd_rows(simd, simd, size, taken, taken_count, added, added_count);
            cr_assert_arr_eq(simd, portable, sizeof(int16_t) * (size_t)size);
        }
    }
}

/* A network of the largest size with its weights at the trainer's limits: the bias plus
 * NET_MAX_ACTIVE rows of one sign stay within 16 bits; an update from another input list
 * gives the refresh's values, and the output is the definition's. */
Test(net_kernels, a_network_at_the_limits_scores_as_defined) {
    enum { INPUTS = 2 * NET_MAX_ACTIVE + 8 };
    int16_t hidden_limit = (int16_t)(NET_HIDDEN_WEIGHT_LIMIT * NET_QA);
    int16_t output_limit = (int16_t)(NET_OUTPUT_WEIGHT_LIMIT * NET_QB);
    int16_t *rows = malloc(sizeof(int16_t) * INPUTS * NET_MAX_HIDDEN);
    static int16_t bias[NET_MAX_HIDDEN], output[2 * NET_MAX_HIDDEN];
    cr_assert(rows);
    for (int i = 0; i < INPUTS; i++)
        for (int j = 0; j < NET_MAX_HIDDEN; j++)
            rows[i * NET_MAX_HIDDEN + j] = (int16_t)((i + j) % 2 ? hidden_limit : -hidden_limit);
    for (int j = 0; j < NET_MAX_HIDDEN; j++)
        bias[j] = (int16_t)(j % 2 ? hidden_limit : -hidden_limit);
    for (int j = 0; j < 2 * NET_MAX_HIDDEN; j++)
        output[j] = (int16_t)(j % 3 ? output_limit : -output_limit);
    NetWeights net = {.inputs = INPUTS,
                      .hidden = NET_MAX_HIDDEN,
                      .hidden_weights = rows,
                      .hidden_bias = bias,
                      .output_weights = output,
                      .output_bias = 1000,
                      .scale = 100};
    uint16_t ours[NET_MAX_ACTIVE], theirs[NET_MAX_ACTIVE];
    for (int i = 0; i < NET_MAX_ACTIVE; i++) {
        ours[i] = (uint16_t)(2 * i);       /* even rows: + on odd values */
        theirs[i] = (uint16_t)(2 * i + 1); /* odd rows: + on even values */
    }
    static int16_t refreshed[2][NET_MAX_HIDDEN], updated[NET_MAX_HIDDEN];
    net_refresh(&net, ours, NET_MAX_ACTIVE, refreshed[0]);
    net_refresh(&net, theirs, NET_MAX_ACTIVE, refreshed[1]);
    for (int j = 0; j < NET_MAX_HIDDEN; j++) {
        int sign = j % 2 ? 1 : -1;
        cr_assert_eq(refreshed[0][j], sign * (NET_MAX_ACTIVE + 1) * hidden_limit, "value %d", j);
        cr_assert_eq(refreshed[1][j], sign * (1 - NET_MAX_ACTIVE) * hidden_limit, "value %d", j);
    }
    /* ours to theirs in one update: every input taken out, every other one added */
    net_update(&net, refreshed[0], updated, ours, NET_MAX_ACTIVE, theirs, NET_MAX_ACTIVE);
    cr_assert_arr_eq(updated, refreshed[1], sizeof updated);
    int64_t sum = squared_dot_reference(refreshed[0], output, NET_MAX_HIDDEN) +
                  squared_dot_reference(refreshed[1], output + NET_MAX_HIDDEN, NET_MAX_HIDDEN);
    int expected = (int)((sum / NET_QA + net.output_bias) * net.scale / (NET_QA * NET_QB));
    cr_assert_eq(net_output(&net, refreshed[0], refreshed[1]), expected);
    cr_assert_eq(net_evaluate(&net, ours, NET_MAX_ACTIVE, theirs, NET_MAX_ACTIVE), expected);
    free(rows);
}
