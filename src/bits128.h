/*
 * bits128.h - sets of up to 128 members held in one unsigned __int128 (the cells and wall slots
 * of Wall Chess, the squares of Void Chess): a member's bit, membership, the first and last
 * member, the count, and shifts by a count known only at run time.
 *
 * Each helper works on the two 64-bit halves. WebAssembly has no 128-bit shift, so a shift of
 * an unsigned __int128 by a variable count compiles there to a library call (__ashlti3,
 * __lshrti3), while a 64-bit shift is one instruction on every target; natively the halves
 * cost what the compiler's own 128-bit shift does. A shift by a constant count needs no
 * helper: compilers split it into 64-bit shifts everywhere.
 */
#ifndef TESSERA_BITS128_H
#define TESSERA_BITS128_H

#include <stdbool.h>
#include <stdint.h>

typedef unsigned __int128 Bits128;

static inline Bits128 bits128_make(uint64_t low, uint64_t high) {
    return (Bits128)high << 64 | low;
}

static inline uint64_t bits128_low(Bits128 set) {
    return (uint64_t)set;
}

static inline uint64_t bits128_high(Bits128 set) {
    return (uint64_t)(set >> 64);
}

/* The set holding member index alone (0 <= index < 128). */
static inline Bits128 bits128_bit(int index) {
    uint64_t bit = 1ULL << (index & 63);
    return index < 64 ? bits128_make(bit, 0) : bits128_make(0, bit);
}

static inline bool bits128_has(Bits128 set, int index) {
    uint64_t half = index < 64 ? bits128_low(set) : bits128_high(set);
    return (half >> (index & 63)) & 1;
}

/* set << count and set >> count, for 0 <= count < 64. The bits crossing between the halves
 * move by 64 - count, taken as 1 then 63 - count so that no shift reaches 64. */
static inline Bits128 bits128_shift_up(Bits128 set, int count) {
    uint64_t low = bits128_low(set), high = bits128_high(set);
    return bits128_make(low << count, high << count | (low >> 1) >> (63 - count));
}

static inline Bits128 bits128_shift_down(Bits128 set, int count) {
    uint64_t low = bits128_low(set), high = bits128_high(set);
    return bits128_make(low >> count | (high << 1) << (63 - count), high >> count);
}

static inline int bits128_count(Bits128 set) {
    return __builtin_popcountll(bits128_low(set)) + __builtin_popcountll(bits128_high(set));
}

/* Lowest member of a non-empty set. */
static inline int bits128_first(Bits128 set) {
    uint64_t low = bits128_low(set);
    return low ? __builtin_ctzll(low) : 64 + __builtin_ctzll(bits128_high(set));
}

/* Highest member of a non-empty set. */
static inline int bits128_last(Bits128 set) {
    uint64_t high = bits128_high(set);
    return high ? 127 - __builtin_clzll(high) : 63 - __builtin_clzll(bits128_low(set));
}

/* Removes the lowest member of a non-empty set and returns it. */
static inline int bits128_pop_first(Bits128 *set) {
    int index = bits128_first(*set);
    *set &= *set - 1;
    return index;
}

#endif
