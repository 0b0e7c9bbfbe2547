/*
 * net_simd.h - the network's two kernels (net_portable.h says what they compute) on the
 * vector instructions the build targets: AVX2 where the compiler has it (-march=native on
 * such a CPU, or ARCH=x86-64-v3), WebAssembly SIMD128 in the browser build (-msimd128), the
 * portable C otherwise or when NET_SCALAR is defined. Each gives the portable kernels' values
 * to the bit: 16-bit wrapping sums for the rows, and for the output the same 16-bit product
 * followed by an exact sum (32-bit lanes of at most NET_MAX_HIDDEN / 8 terms each, net.h,
 * added up in 64 bits). NET_SIMD_NAME names the path compiled. A target gives a register type
 * (NetReg, NET_REG_VALUES 16-bit values) with its load, store, add and subtract, which the
 * rows kernel is written over, and its own output kernel.
 */
#ifndef TESSERA_NET_SIMD_H
#define TESSERA_NET_SIMD_H

#include <stdint.h>

#include "src/net.h"
#include "src/net_portable.h"

_Static_assert((long long)NET_MAX_HIDDEN / 8 * 32768 * NET_QA <= INT32_MAX,
               "a 32-bit partial sum of the output must hold NET_MAX_HIDDEN / 8 terms");

#if defined(__AVX2__) && !defined(NET_SCALAR)
#include <immintrin.h>

#define NET_SIMD_NAME "AVX2"

typedef __m256i NetReg;
enum { NET_REG_VALUES = 16 };

static inline NetReg net_reg_load(const int16_t *values) {
    return _mm256_loadu_si256((const __m256i *)values);
}
static inline void net_reg_store(int16_t *values, NetReg reg) {
    _mm256_storeu_si256((__m256i *)values, reg);
}
static inline NetReg net_reg_add(NetReg a, NetReg b) {
    return _mm256_add_epi16(a, b);
}
static inline NetReg net_reg_sub(NetReg a, NetReg b) {
    return _mm256_sub_epi16(a, b);
}

/* madd_epi16 adds two neighbours' (int16)(c * w) * c into each 32-bit lane. */
static inline int64_t net_simd_squared_dot(const int16_t *hidden, const int16_t *weights,
                                           int size) {
    const __m256i zero = _mm256_setzero_si256(), top = _mm256_set1_epi16(NET_QA);
    __m256i lanes = _mm256_setzero_si256();
    for (int j = 0; j < size; j += 16) {
        __m256i clipped = _mm256_min_epi16(_mm256_max_epi16(net_reg_load(hidden + j), zero), top);
        __m256i product = _mm256_mullo_epi16(clipped, net_reg_load(weights + j));
        lanes = _mm256_add_epi32(lanes, _mm256_madd_epi16(product, clipped));
    }
    /* the eight lanes widened to 64 bits and added pairwise */
    __m256i wide = _mm256_add_epi64(_mm256_cvtepi32_epi64(_mm256_castsi256_si128(lanes)),
                                    _mm256_cvtepi32_epi64(_mm256_extracti128_si256(lanes, 1)));
    __m128i half = _mm_add_epi64(_mm256_castsi256_si128(wide), _mm256_extracti128_si256(wide, 1));
    return _mm_cvtsi128_si64(half) + _mm_extract_epi64(half, 1);
}

#elif defined(__wasm_simd128__) && !defined(NET_SCALAR)
#include <wasm_simd128.h>

#define NET_SIMD_NAME "WebAssembly SIMD128"

typedef v128_t NetReg;
enum { NET_REG_VALUES = 8 };

static inline NetReg net_reg_load(const int16_t *values) {
    return wasm_v128_load(values);
}
static inline void net_reg_store(int16_t *values, NetReg reg) {
    wasm_v128_store(values, reg);
}
static inline NetReg net_reg_add(NetReg a, NetReg b) {
    return wasm_i16x8_add(a, b);
}
static inline NetReg net_reg_sub(NetReg a, NetReg b) {
    return wasm_i16x8_sub(a, b);
}

/* One 8-value half of a 16-value block: dot_i16x8 adds two neighbours' (int16)(c * w) * c
 * into each 32-bit lane. */
static inline v128_t net_simd_squared_half(v128_t lanes, const int16_t *hidden,
                                           const int16_t *weights) {
    const v128_t zero = wasm_i16x8_splat(0), top = wasm_i16x8_splat(NET_QA);
    v128_t clipped = wasm_i16x8_min(wasm_i16x8_max(wasm_v128_load(hidden), zero), top);
    v128_t product = wasm_i16x8_mul(clipped, wasm_v128_load(weights));
    return wasm_i32x4_add(lanes, wasm_i32x4_dot_i16x8(product, clipped));
}

/* Two sets of four lanes: each lane adds NET_MAX_HIDDEN / 8 terms at most. */
static inline int64_t net_simd_squared_dot(const int16_t *hidden, const int16_t *weights,
                                           int size) {
    v128_t low = wasm_i32x4_splat(0), high = wasm_i32x4_splat(0);
    for (int j = 0; j < size; j += 16) {
        low = net_simd_squared_half(low, hidden + j, weights + j);
        high = net_simd_squared_half(high, hidden + j + 8, weights + j + 8);
    }
    int32_t parts[8];
    wasm_v128_store(parts, low);
    wasm_v128_store(parts + 4, high);
    int64_t sum = 0;
    for (int k = 0; k < 8; k++)
        sum += parts[k];
    return sum;
}

#endif

#ifdef NET_SIMD_NAME

/* The values from offset j on, regs registers of them (a constant once inlined, so the loops
 * unroll): loaded once, every row taken out and added, stored once. */
static inline void net_simd_rows_at(int16_t *to, const int16_t *from, int j, int regs,
                                    const int16_t *const *taken, int taken_count,
                                    const int16_t *const *added, int added_count) {
    NetReg sum[64 / NET_REG_VALUES];
    for (int b = 0; b < regs; b++)
        sum[b] = net_reg_load(from + j + NET_REG_VALUES * b);
    for (int r = 0; r < taken_count; r++)
        for (int b = 0; b < regs; b++)
            sum[b] = net_reg_sub(sum[b], net_reg_load(taken[r] + j + NET_REG_VALUES * b));
    for (int r = 0; r < added_count; r++)
        for (int b = 0; b < regs; b++)
            sum[b] = net_reg_add(sum[b], net_reg_load(added[r] + j + NET_REG_VALUES * b));
    for (int b = 0; b < regs; b++)
        net_reg_store(to + j + NET_REG_VALUES * b, sum[b]);
}

/* 64 values at a time, then 16 at a time for the rest (size is a multiple of 16). */
static inline void net_simd_rows(int16_t *to, const int16_t *from, int size,
                                 const int16_t *const *taken, int taken_count,
                                 const int16_t *const *added, int added_count) {
    int j = 0;
    for (; j + 64 <= size; j += 64)
        net_simd_rows_at(to, from, j, 64 / NET_REG_VALUES, taken, taken_count, added, added_count);
    for (; j < size; j += 16)
        net_simd_rows_at(to, from, j, 16 / NET_REG_VALUES, taken, taken_count, added, added_count);
}

#else

#define NET_SIMD_NAME "portable"

static inline void net_simd_rows(int16_t *to, const int16_t *from, int size,
                                 const int16_t *const *taken, int taken_count,
                                 const int16_t *const *added, int added_count) {
    net_portable_rows(to, from, size, taken, taken_count, added, added_count);
}

static inline int64_t net_simd_squared_dot(const int16_t *hidden, const int16_t *weights,
                                           int size) {
    return net_portable_squared_dot(hidden, weights, size);
}

#endif

#endif
