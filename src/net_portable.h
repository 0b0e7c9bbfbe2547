/*
 * net_portable.h - the network's two kernels (net.c) in plain C, the reference the SIMD
 * kernels (net_simd.h) must equal to the bit, and the path of a build without them. The loops
 * are written so a compiler can vectorise them: fixed-width blocks, no branch per value.
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

/* NET_LANES 16-bit values in one vector of the compiler's (GNU C): the target's widest
 * registers, or scalar code where it has none. */
typedef int16_t NetBlock __attribute__((vector_size(2 * NET_LANES)));

/* Block by block, each kept in a register while the rows go by. */
static inline void net_portable_rows(int16_t *to, const int16_t *from, int size,
                                     const int16_t *const *taken, int taken_count,
                                     const int16_t *const *added, int added_count) {
    for (int j = 0; j < size; j += NET_LANES) {
        NetBlock block, row;
        memcpy(&block, from + j, sizeof block);
        for (int r = 0; r < taken_count; r++) {
            memcpy(&row, taken[r] + j, sizeof row);
            block -= row;
        }
        for (int r = 0; r < added_count; r++) {
            memcpy(&row, added[r] + j, sizeof row);
            block += row;
        }
        memcpy(to + j, &block, sizeof block);
    }
}

/* The same lanes widened to 32 bits. */
typedef int32_t NetWideBlock __attribute__((vector_size(4 * NET_LANES)));

/* NET_LANES partial sums of 32 bits, each of size / NET_LANES terms (within 32 bits up to
 * NET_MAX_HIDDEN, net.h), added up in 64. A comparison gives -1 in the lanes where it holds. */
static inline int64_t net_portable_squared_dot(const int16_t *hidden, const int16_t *weights,
                                               int size) {
    const NetBlock top = (NetBlock){0} + NET_QA;
    NetWideBlock lanes = {0};
    for (int j = 0; j < size; j += NET_LANES) {
        NetBlock h, w;
        memcpy(&h, hidden + j, sizeof h);
        memcpy(&w, weights + j, sizeof w);
        NetBlock positive = h & (NetBlock)(h > 0), over = (NetBlock)(positive > top);
        NetBlock clipped = (positive & ~over) | (top & over);
        NetBlock product = clipped * w; /* to 16 bits, as the SIMD multiply */
        lanes += __builtin_convertvector(product, NetWideBlock) *
                 __builtin_convertvector(clipped, NetWideBlock);
    }
    int64_t sum = 0;
    for (int k = 0; k < NET_LANES; k++)
        sum += lanes[k];
    return sum;
}

#endif
