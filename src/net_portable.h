/*
 * net_portable.h - the network's two kernels (net.c) in plain C, the reference the SIMD
 * kernels (net_simd.h) must equal to the bit, and the path of a build without them. The loops
 * are plain loops over the values, which a compiler vectorises for its target.
 *
 * rows: to = from minus the rows taken plus the rows added, in 16-bit sums that wrap (a sum
 * mod 2^16 is the same in any order, so every path gives the same values; the final values
 * stay within 16 bits, NET_HIDDEN_WEIGHT_LIMIT). from may be to.
 * squared_dot: the sum of (int16)(clip(h) * w) * clip(h) over size values, clip to 0..NET_QA:
 * the product clip(h) * w is taken to 16 bits as the SIMD multiply does (exact for the
 * trainer's weights, NET_OUTPUT_WEIGHT_LIMIT), and summed exactly (net.h bounds the sum).
 */
#ifndef TESSERA_NET_PORTABLE_H
#define TESSERA_NET_PORTABLE_H

#include <stdint.h>
#include <string.h>

#include "src/net.h"

/* One row taken out of (sign -1) or added into (sign 1) to: a plain loop the compiler
 * vectorises (restrict: a weight row is never the values it changes). */
static inline void net_portable_add_row(int16_t *restrict to, const int16_t *restrict row, int size,
                                        int sign) {
    if (sign > 0)
        for (int j = 0; j < size; j++)
            to[j] = (int16_t)(to[j] + row[j]);
    else
        for (int j = 0; j < size; j++)
            to[j] = (int16_t)(to[j] - row[j]);
}

/* Row by row over the whole of to. */
static inline void net_portable_rows(int16_t *to, const int16_t *from, int size,
                                     const int16_t *const *taken, int taken_count,
                                     const int16_t *const *added, int added_count) {
    if (to != from)
        memcpy(to, from, sizeof(int16_t) * (size_t)size);
    for (int r = 0; r < taken_count; r++)
        net_portable_add_row(to, taken[r], size, -1);
    for (int r = 0; r < added_count; r++)
        net_portable_add_row(to, added[r], size, 1);
}

/* Blocks of 256 values summed in 32 bits (256 terms of at most 32768 * 255 fit, net.h),
 * added up in 64. The inner loop is the plain sum a compiler vectorises. */
static inline int64_t net_portable_squared_dot(const int16_t *hidden, const int16_t *weights,
                                               int size) {
    int64_t total = 0;
    for (int start = 0; start < size; start += 256) {
        int end = start + 256 < size ? start + 256 : size;
        int32_t sum = 0;
        for (int j = start; j < end; j++) {
            int32_t clipped = hidden[j] < 0 ? 0 : hidden[j] > NET_QA ? NET_QA : hidden[j];
            sum += (int32_t)(int16_t)(clipped * weights[j]) * clipped;
        }
        total += sum;
    }
    return total;
}

#endif
