/*
 * undo_cost.c - what a take-back costs at the end of a long game, through the public API: a
 * Wall Chess game of N plies (the pawns stepping back and forth; the game has no repetition
 * rule), then 100 calls of tessera_undo, timed. `make bench-undo` (docs/BENCHMARKS.md).
 */
#include <stdio.h>
#include <stdlib.h>

#include "include/tessera.h"
#include "src/monotonic.h"

int main(int argc, char **argv) {
    static const char *const SHUFFLE[] = {"e2", "e8", "e1", "e9"};
    long plies = argc > 1 ? strtol(argv[1], NULL, 10) : 200000;
    TesseraEngine *engine;
    if (plies < 100 || tessera_new("wallchess", 0, &engine) != TESSERA_OK) {
        fprintf(stderr, "usage: undo-cost [plies, at least 100]\n");
        return 2;
    }
    for (long i = 0; i < plies; i++)
        if (tessera_play(engine, SHUFFLE[i % 4]) != TESSERA_OK) {
            fprintf(stderr, "ply %ld: %s\n", i, tessera_error(engine));
            return 1;
        }
    int64_t start = monotonic_us();
    for (int i = 0; i < 100; i++)
        tessera_undo(engine);
    printf("100 take-backs after %ld plies: %.6f s\n", plies,
           (double)(monotonic_us() - start) / 1e6);
    tessera_free(engine);
    return 0;
}
