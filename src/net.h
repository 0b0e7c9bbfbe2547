/*
 * net.h - a small neural-network evaluation any game can use. A game lists the active inputs
 * of a position as seen by one player (Game.net_inputs: sparse 0/1 inputs, such as "our
 * knight on f3"); one hidden layer, shared by both perspectives, turns each list into
 * `hidden` values; the side to move's half and the other player's half go through a squared
 * clipped ReLU into one output, the score. The trainer (train/nettrain/) fits the weights in
 * floating point and writes them quantized: the hidden layer scaled by NET_QA, the output
 * weights by NET_QB, the output bias by both. A residual network corrects the game's own
 * evaluation: its output is added to it.
 */
#ifndef TESSERA_NET_H
#define TESSERA_NET_H

#include <stdbool.h>
#include <stdint.h>

enum {
    NET_QA = 255,          /* the hidden layer's unit: an activation of 1.0 is NET_QA */
    NET_QB = 64,           /* the output weights' unit */
    NET_MAX_HIDDEN = 1024, /* hidden neurons per perspective (the output sum's bound below) */
    NET_MAX_ACTIVE = 64,   /* active inputs one position may list for one player */
    NET_MAX_INPUTS = 1024, /* inputs the search updates incrementally (larger: from scratch) */
    NET_LANES = 16,        /* the hidden size is a multiple of this (vector width) */
};

/* The output sums of one half (net_portable.h) fit in their integers for every 16-bit weight,
 * not only the trainer's: a term (int16)(c * w) * c, c in 0..NET_QA, is at most
 * 32768 * 255 < 2^23 in size, so a 32-bit partial sum holds up to 256 terms (< 2^31). The SIMD
 * kernels keep 8 partial sums of at most NET_MAX_HIDDEN / 8 = 128 terms each, the portable one
 * a sum per 256 values, and they add them up in 64 bits (the whole: below 2^34). */

/* The largest output weight: NET_QA times a quantized output weight must fit in 16 bits. */
#define NET_OUTPUT_WEIGHT_LIMIT (127.0 / NET_QB)
/* The largest hidden weight or bias: a bias and NET_MAX_ACTIVE rows add up within 16 bits. */
#define NET_HIDDEN_WEIGHT_LIMIT (32000.0 / NET_QA / (NET_MAX_ACTIVE + 1))

typedef struct NetWeights {
    int inputs;                    /* inputs a game lists from, 0 .. inputs-1 */
    int hidden;                    /* neurons per perspective, a multiple of NET_LANES */
    const int16_t *hidden_weights; /* inputs rows of hidden values */
    const int16_t *hidden_bias;    /* hidden */
    const int16_t *output_weights; /* 2 x hidden: the side to move's half first */
    int32_t output_bias;           /* in units of NET_QA * NET_QB */
    int scale;                     /* score units per unit of output */
    bool residual;                 /* the output adds to the game's evaluate */
    const char *source;            /* the generated file the trainer rewrites */
    const char *prefix;            /* the names of its arrays start with this */
} NetWeights;

/* The score of a position from the side to move's view, given the active inputs as the side
 * to move (ours) and as the other player (theirs) see it. */
int net_evaluate(const NetWeights *net, const uint16_t *ours, int our_count, const uint16_t *theirs,
                 int their_count);

/* The parts of net_evaluate, for a caller that keeps the hidden values between positions.
 * net_refresh: one perspective's hidden values from its inputs (the bias plus their rows).
 * net_update: into hidden, the values of a position whose inputs are those of from's position
 * less removed plus added (hidden may be from itself).
 * net_output: the score from both perspectives' hidden values, the side to move's first. */
void net_refresh(const NetWeights *net, const uint16_t *inputs, int count, int16_t *hidden);
void net_update(const NetWeights *net, const int16_t *from, int16_t *hidden,
                const uint16_t *removed, int removed_count, const uint16_t *added, int added_count);
int net_output(const NetWeights *net, const int16_t *ours, const int16_t *theirs);

#endif
