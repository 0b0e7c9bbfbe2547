/*
 * entry.c - the libFuzzer entry point. The Makefile compiles this file once per target
 * with -DFUZZ_TARGET=<the target's function> (fuzz_position, fuzz_moves,
 * fuzz_search, fuzz_protocol).
 */
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    FUZZ_TARGET(data, size);
    return 0;
}
