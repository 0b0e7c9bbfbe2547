/*
 * monotonic.h - the one clock every part of Tessera measures time on: milliseconds on the
 * system's monotonic clock (CLOCK_MONOTONIC), which no change of the wall clock moves. The
 * search's limits, the match runner's deadlines, the trainers' progress and the tests'
 * timeouts all read it, and a timed wait that must agree with it (a condition variable set
 * to CLOCK_MONOTONIC) can turn its values back into a timespec.
 */
#ifndef TESSERA_MONOTONIC_H
#define TESSERA_MONOTONIC_H

#include <stdint.h>

/* Milliseconds from a fixed point in the past. */
int64_t monotonic_ms(void);
/* The same clock in microseconds, for what takes less than a millisecond (the bench's
 * take-backs). */
int64_t monotonic_us(void);

#endif
