/*
 * net_cost.c - what the network's per-ply work costs at a hidden size: random weights within
 * the trainer's limits over 768 inputs (chess's count), 30 active inputs a player, and a walk
 * of plies each changing one input of each player for another (a quiet chess move), as the
 * search does it (search/hidden_path.c): both players' hidden values updated from the parent
 * ply's into the child's (net_update), then the score (net_output). Prints nanoseconds per ply
 * at 128, 256, 512 and 1024 hidden values, and the kernels it was built with (src/net_simd.h;
 * NET_SCALAR builds the portable ones). `make bench-net` (docs/BENCHMARKS.md).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "src/monotonic.h"
#include "src/net.h"
#include "src/net_simd.h"
#include "src/splitmix.h"

enum { INPUTS = 768, ACTIVE = 30, WALK = 4096, PASSES = 100 };

/* One ply of the walk: for each player, the input taken out and the one put in. */
typedef struct Change {
    uint16_t removed[2], added[2];
} Change;

static int16_t random_weight(uint64_t *state, double limit, int unit) {
    int top = (int)(limit * unit);
    return (int16_t)((int)(splitmix64_next(state) % (uint64_t)(2 * top + 1)) - top);
}

/* A walk of WALK changes from random starting lists: each swaps one active input of a player
 * for an inactive one. */
static void random_walk(uint64_t *state, uint16_t start[2][ACTIVE], Change *walk) {
    static bool active[2][INPUTS];
    uint16_t lists[2][ACTIVE];
    for (int player = 0; player < 2; player++) {
        for (int i = 0; i < ACTIVE; i++) {
            uint16_t input;
            do
                input = (uint16_t)(splitmix64_next(state) % INPUTS);
            while (active[player][input]);
            active[player][input] = true;
            lists[player][i] = start[player][i] = input;
        }
    }
    for (int ply = 0; ply < WALK; ply++) {
        for (int player = 0; player < 2; player++) {
            int slot = (int)(splitmix64_next(state) % ACTIVE);
            uint16_t input;
            do
                input = (uint16_t)(splitmix64_next(state) % INPUTS);
            while (active[player][input]);
            walk[ply].removed[player] = lists[player][slot];
            walk[ply].added[player] = input;
            active[player][lists[player][slot]] = false;
            active[player][input] = true;
            lists[player][slot] = input;
        }
    }
}

/* Nanoseconds per ply at one hidden size; the scores' sum keeps the work from being dropped. */
static double ply_cost(int hidden, long *checksum) {
    uint64_t state = 2026;
    int16_t *rows = malloc(sizeof(int16_t) * INPUTS * (size_t)hidden);
    int16_t *bias = malloc(sizeof(int16_t) * (size_t)hidden);
    int16_t *output = malloc(sizeof(int16_t) * 2 * (size_t)hidden);
    Change *walk = malloc(sizeof(Change) * WALK);
    _Alignas(64) static int16_t values[2][2][NET_MAX_HIDDEN]; /* [ply parity][player] */
    uint16_t start[2][ACTIVE];
    if (!rows || !bias || !output || !walk) {
        fprintf(stderr, "net-cost: out of memory\n");
        exit(1);
    }
    for (size_t i = 0; i < (size_t)INPUTS * (size_t)hidden; i++)
        rows[i] = random_weight(&state, NET_HIDDEN_WEIGHT_LIMIT, NET_QA);
    for (int j = 0; j < hidden; j++)
        bias[j] = random_weight(&state, NET_HIDDEN_WEIGHT_LIMIT, NET_QA);
    for (int j = 0; j < 2 * hidden; j++)
        output[j] = random_weight(&state, NET_OUTPUT_WEIGHT_LIMIT, NET_QB);
    random_walk(&state, start, walk);
    NetWeights net = {.inputs = INPUTS,
                      .hidden = hidden,
                      .hidden_weights = rows,
                      .hidden_bias = bias,
                      .output_weights = output,
                      .scale = 100};
    int64_t begin = monotonic_us();
    for (int pass = 0; pass < PASSES; pass++) {
        for (int player = 0; player < 2; player++)
            net_refresh(&net, start[player], ACTIVE, values[0][player]);
        for (int ply = 0; ply < WALK; ply++) {
            int16_t(*parent)[NET_MAX_HIDDEN] = values[ply & 1],
            (*child)[NET_MAX_HIDDEN] = values[(ply & 1) ^ 1];
            for (int player = 0; player < 2; player++)
                net_update(&net, parent[player], child[player], &walk[ply].removed[player], 1,
                           &walk[ply].added[player], 1);
            *checksum += net_output(&net, child[ply & 1], child[(ply & 1) ^ 1]);
        }
    }
    double ns = (double)(monotonic_us() - begin) * 1000.0 / ((double)PASSES * WALK);
    free(rows);
    free(bias);
    free(output);
    free(walk);
    return ns;
}

int main(void) {
    static const int SIZES[] = {128, 256, 512, 1024};
    long checksum = 0;
    printf("kernels: %s\n", NET_SIMD_NAME);
    printf("hidden  ns/ply (2 updates of 1 row out, 1 in, and the output)\n");
    for (size_t i = 0; i < sizeof SIZES / sizeof SIZES[0]; i++)
        printf("%6d  %7.1f\n", SIZES[i], ply_cost(SIZES[i], &checksum));
    printf("checksum %ld\n", checksum);
    return 0;
}
