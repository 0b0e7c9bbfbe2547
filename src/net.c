/*
 * net.c - the forward pass of the network evaluation (net.h) in integers: each perspective's
 * hidden values are the bias plus one weight row per active input, computed afresh for every
 * position (a few dozen rows of 16-bit additions), then clipped to 0..NET_QA, squared and
 * weighted into the output.
 */
#include "net.h"

#include <string.h>

/* Sixteen 16-bit lanes: the compiler's vector extension, so the row additions run on wide
 * registers whatever it would vectorise by itself. */
typedef int16_t Lanes __attribute__((vector_size(32)));

/* row added into hidden; size is a multiple of NET_LANES. */
static void add_row(int16_t *hidden, const int16_t *row, int size) {
    for (int j = 0; j < size; j += NET_LANES) {
        Lanes sum, add;
        memcpy(&sum, hidden + j, sizeof sum);
        memcpy(&add, row + j, sizeof add);
        sum += add;
        memcpy(hidden + j, &sum, sizeof sum);
    }
}

/* The hidden values of one perspective. */
static void accumulate(const NetWeights *net, const uint16_t *inputs, int count, int16_t *hidden) {
    int size = net->hidden;
    memcpy(hidden, net->hidden_bias, sizeof(int16_t) * (size_t)size);
    for (int i = 0; i < count; i++)
        add_row(hidden, net->hidden_weights + (size_t)inputs[i] * (size_t)size, size);
}

/* Sum of clip(h)^2 * w over one half, in units of NET_QA^2 * NET_QB. clip(h) * w fits in 16
 * bits (the trainer bounds w), so the sum of NET_MAX_HIDDEN terms stays within 32 bits. */
static int32_t squared_dot(const int16_t *hidden, const int16_t *weights, int size) {
    int32_t sum = 0;
    for (int j = 0; j < size; j++) {
        int32_t clipped = hidden[j] < 0 ? 0 : hidden[j] > NET_QA ? NET_QA : hidden[j];
        sum += (int32_t)(int16_t)(clipped * weights[j]) * clipped;
    }
    return sum;
}

int net_evaluate(const NetWeights *net, const uint16_t *ours, int our_count, const uint16_t *theirs,
                 int their_count) {
    _Alignas(64) int16_t hidden[2][NET_MAX_HIDDEN];
    accumulate(net, ours, our_count, hidden[0]);
    accumulate(net, theirs, their_count, hidden[1]);
    int64_t sum = (int64_t)squared_dot(hidden[0], net->output_weights, net->hidden) +
                  squared_dot(hidden[1], net->output_weights + net->hidden, net->hidden);
    int64_t output = sum / NET_QA + net->output_bias; /* units of NET_QA * NET_QB */
    return (int)(output * net->scale / (NET_QA * NET_QB));
}
