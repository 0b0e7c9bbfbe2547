/*
 * test_bits128.c - the 128-bit set helpers (src/bits128.h), which work on 64-bit halves, agree
 * with the compiler's own unsigned __int128 operators at every index and count, the ends of
 * each half and the borders between them included.
 */
#include <criterion/criterion.h>

#include "src/bits128.h"
#include "src/splitmix.h"

enum { RANDOM_SETS = 64 };

/* Sets with members on both sides of the halves' border and at the ends. */
static const Bits128 FIXED_SETS[] = {
    0,
    1,
    (Bits128)1 << 63,
    (Bits128)1 << 64,
    (Bits128)1 << 127,
    ~(Bits128)0,
    (Bits128)UINT64_MAX,
    (Bits128)UINT64_MAX << 64,
};

enum {
    FIXED_COUNT = sizeof FIXED_SETS / sizeof FIXED_SETS[0],
    SET_COUNT = FIXED_COUNT + RANDOM_SETS
};

/* The fixed sets, then random ones. */
static Bits128 sample_set(int n) {
    if (n < FIXED_COUNT)
        return FIXED_SETS[n];
    uint64_t state = (uint64_t)n;
    uint64_t low = splitmix64_next(&state);
    return bits128_make(low, splitmix64_next(&state));
}

Test(bits128, make_low_and_high_are_the_halves) {
    Bits128 set = ((Bits128)0x0123456789ABCDEFULL << 64) | 0xFEDCBA9876543210ULL;
    cr_assert(bits128_make(0xFEDCBA9876543210ULL, 0x0123456789ABCDEFULL) == set);
    cr_assert_eq(bits128_low(set), 0xFEDCBA9876543210ULL);
    cr_assert_eq(bits128_high(set), 0x0123456789ABCDEFULL);
}

Test(bits128, bit_is_one_shifted_by_the_index) {
    for (int index = 0; index < 128; index++)
        cr_assert(bits128_bit(index) == (Bits128)1 << index, "index %d", index);
}

Test(bits128, has_tests_the_member_at_every_index) {
    for (int n = 0; n < SET_COUNT; n++) {
        Bits128 set = sample_set(n);
        for (int index = 0; index < 128; index++)
            cr_assert_eq(bits128_has(set, index), (bool)((set >> index) & 1), "set %d index %d", n,
                         index);
    }
}

Test(bits128, shifts_match_the_compilers_at_every_count_below_64) {
    for (int n = 0; n < SET_COUNT; n++) {
        Bits128 set = sample_set(n);
        for (int count = 0; count < 64; count++) {
            cr_assert(bits128_shift_up(set, count) == set << count, "set %d up %d", n, count);
            cr_assert(bits128_shift_down(set, count) == set >> count, "set %d down %d", n, count);
        }
    }
}

Test(bits128, first_last_count_and_pop_walk_the_members) {
    for (int n = 1; n < SET_COUNT; n++) {
        Bits128 set = sample_set(n), left = set;
        int members = 0, first = -1, last = -1;
        while (left != 0) {
            int index = bits128_pop_first(&left);
            cr_assert(index > last && (set >> index) & 1, "set %d member %d", n, index);
            cr_assert(left == (set & ~(((Bits128)2 << index) - 1)), "set %d after %d", n, index);
            if (first < 0)
                first = index;
            last = index;
            members++;
        }
        cr_assert_eq(bits128_count(set), members, "set %d", n);
        cr_assert_eq(bits128_first(set), first, "set %d", n);
        cr_assert_eq(bits128_last(set), last, "set %d", n);
    }
}
