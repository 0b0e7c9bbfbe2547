/*
 * net.c - the forward pass of the network evaluation (net.h) in integers: each perspective's
 * hidden values are the bias plus one weight row per active input (a few dozen rows of 16-bit
 * additions, or only the rows of the inputs that changed since a position already computed),
 * then clipped to 0..NET_QA, squared and weighted into the output.
 */
#include "net.h"

#include <string.h>

/* Sixteen 16-bit lanes: the compiler's vector extension, so the row additions run on wide
 * registers whatever it would vectorise by itself. */
typedef int16_t Lanes __attribute__((vector_size(32)));

/* row added into (sign 1) or taken out of (sign -1) hidden; size is a multiple of NET_LANES.
 * The 16-bit sums wrap, so a partial update may leave the range on the way: the final values
 * are the same as a refresh's, which stay within it (NET_HIDDEN_WEIGHT_LIMIT). */
static void add_row(int16_t *hidden, const int16_t *row, int size, int sign) {
    for (int j = 0; j < size; j += NET_LANES) {
        Lanes sum, add;
        memcpy(&sum, hidden + j, sizeof sum);
        memcpy(&add, row + j, sizeof add);
        sum = sign > 0 ? sum + add : sum - add;
        memcpy(hidden + j, &sum, sizeof sum);
    }
}

static const int16_t *row_of(const NetWeights *net, uint16_t input) {
    return net->hidden_weights + (size_t)input * (size_t)net->hidden;
}

void net_refresh(const NetWeights *net, const uint16_t *inputs, int count, int16_t *hidden) {
    memcpy(hidden, net->hidden_bias, sizeof(int16_t) * (size_t)net->hidden);
    for (int i = 0; i < count; i++)
        add_row(hidden, row_of(net, inputs[i]), net->hidden, 1);
}

void net_update(const NetWeights *net, int16_t *hidden, const uint16_t *removed, int removed_count,
                const uint16_t *added, int added_count) {
    for (int i = 0; i < removed_count; i++)
        add_row(hidden, row_of(net, removed[i]), net->hidden, -1);
    for (int i = 0; i < added_count; i++)
        add_row(hidden, row_of(net, added[i]), net->hidden, 1);
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

int net_output(const NetWeights *net, const int16_t *ours, const int16_t *theirs) {
    int64_t sum = (int64_t)squared_dot(ours, net->output_weights, net->hidden) +
                  squared_dot(theirs, net->output_weights + net->hidden, net->hidden);
    int64_t output = sum / NET_QA + net->output_bias; /* units of NET_QA * NET_QB */
    return (int)(output * net->scale / (NET_QA * NET_QB));
}

int net_evaluate(const NetWeights *net, const uint16_t *ours, int our_count, const uint16_t *theirs,
                 int their_count) {
    _Alignas(64) int16_t hidden[2][NET_MAX_HIDDEN];
    net_refresh(net, ours, our_count, hidden[0]);
    net_refresh(net, theirs, their_count, hidden[1]);
    return net_output(net, hidden[0], hidden[1]);
}
