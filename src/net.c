/*
 * net.c - the forward pass of the network evaluation (net.h) in integers: each perspective's
 * hidden values are the bias plus one weight row per active input (a few dozen rows of 16-bit
 * additions, or only the rows of the inputs that changed since a position already computed),
 * then clipped to 0..NET_QA, squared and weighted into the output. The kernels that touch
 * every hidden value run on the build's vector instructions (net_simd.h).
 */
#include "net.h"

#include "net_simd.h"

static const int16_t *row_of(const NetWeights *net, uint16_t input) {
    return net->hidden_weights + (size_t)input * (size_t)net->hidden;
}

/* to = from minus the rows of taken plus those of added, NET_MAX_ACTIVE rows of each at a
 * time (the kernel holds their addresses). from may be to. */
static void apply_rows(const NetWeights *net, int16_t *to, const int16_t *from,
                       const uint16_t *taken, int taken_count, const uint16_t *added,
                       int added_count) {
    const int16_t *taken_rows[NET_MAX_ACTIVE], *added_rows[NET_MAX_ACTIVE];
    do {
        int t = taken_count < NET_MAX_ACTIVE ? taken_count : NET_MAX_ACTIVE;
        int a = added_count < NET_MAX_ACTIVE ? added_count : NET_MAX_ACTIVE;
        for (int i = 0; i < t; i++)
            taken_rows[i] = row_of(net, taken[i]);
        for (int i = 0; i < a; i++)
            added_rows[i] = row_of(net, added[i]);
        net_simd_rows(to, from, net->hidden, taken_rows, t, added_rows, a);
        from = to;
        taken_count -= t;
        added_count -= a;
        if (taken_count > 0) /* taken may be NULL with no rows: no arithmetic on it then */
            taken += t;
        if (added_count > 0)
            added += a;
    } while (taken_count > 0 || added_count > 0);
}

void net_refresh(const NetWeights *net, const uint16_t *inputs, int count, int16_t *hidden) {
    apply_rows(net, hidden, net->hidden_bias, NULL, 0, inputs, count);
}

void net_update(const NetWeights *net, const int16_t *from, int16_t *hidden,
                const uint16_t *removed, int removed_count, const uint16_t *added,
                int added_count) {
    apply_rows(net, hidden, from, removed, removed_count, added, added_count);
}

int net_output(const NetWeights *net, const int16_t *ours, const int16_t *theirs) {
    int64_t sum = net_simd_squared_dot(ours, net->output_weights, net->hidden) +
                  net_simd_squared_dot(theirs, net->output_weights + net->hidden, net->hidden);
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
