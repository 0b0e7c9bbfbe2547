/*
 * monotonic.c - microseconds and milliseconds on CLOCK_MONOTONIC (monotonic.h).
 */
#include "monotonic.h"

#include <time.h>

int64_t monotonic_us(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (int64_t)now.tv_sec * 1000000 + now.tv_nsec / 1000;
}

int64_t monotonic_ms(void) {
    return monotonic_us() / 1000;
}
