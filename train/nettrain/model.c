/*
 * model.c - forward and backward passes of the floating-point network (model.h). The hidden
 * layer is a sum of weight rows, one per active input; the activation is clip(x, 0, 1)^2, as
 * the integer forward pass of src/net.c computes it.
 */
#include "model.h"

#include <math.h>

#include "src/net.h"
#include "src/splitmix.h"

size_t nettrain_hidden_bias_at(NetShape shape) {
    return (size_t)shape.inputs * (size_t)shape.hidden;
}

size_t nettrain_output_weights_at(NetShape shape) {
    return nettrain_hidden_bias_at(shape) + (size_t)shape.hidden;
}

size_t nettrain_output_bias_at(NetShape shape) {
    return nettrain_output_weights_at(shape) + 2 * (size_t)shape.hidden;
}

size_t nettrain_param_count(NetShape shape) {
    return nettrain_output_bias_at(shape) + 1;
}

double nettrain_sigmoid(double x) {
    return 1.0 / (1.0 + exp(-x));
}

/* The hidden values of one perspective: the bias plus the rows of its active inputs. */
static void accumulate(NetShape shape, const float *params, const uint16_t *inputs, int count,
                       float *hidden) {
    const float *bias = params + nettrain_hidden_bias_at(shape);
    for (int j = 0; j < shape.hidden; j++)
        hidden[j] = bias[j];
    for (int i = 0; i < count; i++) {
        const float *row = params + (size_t)inputs[i] * (size_t)shape.hidden;
        for (int j = 0; j < shape.hidden; j++)
            hidden[j] += row[j];
    }
}

static float clipped(float x) {
    return x < 0.0f ? 0.0f : x > 1.0f ? 1.0f : x;
}

/* Both perspectives' hidden values and the output they give. */
static double forward(NetShape shape, const float *params, const NetExample *example,
                      float hidden[2][NET_MAX_HIDDEN]) {
    accumulate(shape, params, example->ours, example->our_count, hidden[0]);
    accumulate(shape, params, example->theirs, example->their_count, hidden[1]);
    const float *output = params + nettrain_output_weights_at(shape);
    double sum = params[nettrain_output_bias_at(shape)] + example->base;
    for (int half = 0; half < 2; half++) {
        float partial = 0.0f;
        for (int j = 0; j < shape.hidden; j++) {
            float a = clipped(hidden[half][j]);
            partial += a * a * output[half * shape.hidden + j];
        }
        sum += partial;
    }
    return sum;
}

double nettrain_model_output(NetShape shape, const float *params, const NetExample *example) {
    float hidden[2][NET_MAX_HIDDEN];
    return forward(shape, params, example, hidden);
}

/* The gradient through one perspective's hidden layer: its bias and its inputs' rows. */
static void backward_half(NetShape shape, const float *hidden, const float *output_weights,
                          const uint16_t *inputs, int count, float slope, float *gradient) {
    float delta[NET_MAX_HIDDEN];
    float *bias = gradient + nettrain_hidden_bias_at(shape);
    for (int j = 0; j < shape.hidden; j++) {
        float h = hidden[j];
        delta[j] = h > 0.0f && h < 1.0f ? slope * output_weights[j] * 2.0f * h : 0.0f;
        bias[j] += delta[j];
    }
    for (int i = 0; i < count; i++) {
        float *row = gradient + (size_t)inputs[i] * (size_t)shape.hidden;
        for (int j = 0; j < shape.hidden; j++)
            row[j] += delta[j];
    }
}

double nettrain_model_backward(NetShape shape, const float *params, const NetExample *example,
                               double target, float *gradient) {
    float hidden[2][NET_MAX_HIDDEN];
    double predicted = nettrain_sigmoid(forward(shape, params, example, hidden));
    double miss = predicted - target;
    float slope = (float)(2.0 * miss * predicted * (1.0 - predicted)); /* d error / d output */
    const float *output = params + nettrain_output_weights_at(shape);
    float *output_gradient = gradient + nettrain_output_weights_at(shape);
    for (int half = 0; half < 2; half++)
        for (int j = 0; j < shape.hidden; j++) {
            float a = clipped(hidden[half][j]);
            output_gradient[half * shape.hidden + j] += slope * a * a;
        }
    gradient[nettrain_output_bias_at(shape)] += slope;
    backward_half(shape, hidden[0], output, example->ours, example->our_count, slope, gradient);
    backward_half(shape, hidden[1], output + shape.hidden, example->theirs, example->their_count,
                  slope, gradient);
    return miss * miss;
}

/* Uniform in [-limit, limit]. */
static double uniform(uint64_t *state, double limit) {
    return ((double)(splitmix64_next(state) >> 11) / (double)(1ULL << 53) * 2.0 - 1.0) * limit;
}

void nettrain_model_init(NetShape shape, double *params, uint64_t seed) {
    uint64_t state = seed;
    size_t hidden_weights = nettrain_hidden_bias_at(shape);
    for (size_t i = 0; i < hidden_weights; i++)
        params[i] = uniform(&state, 0.1);
    for (int j = 0; j < shape.hidden; j++)
        params[nettrain_hidden_bias_at(shape) + (size_t)j] = 0.1;
    double output_limit = 0.1 / sqrt(2.0 * shape.hidden); /* starts near the base */
    for (int j = 0; j < 2 * shape.hidden; j++)
        params[nettrain_output_weights_at(shape) + (size_t)j] = uniform(&state, output_limit);
    params[nettrain_output_bias_at(shape)] = 0.0;
}

static void clip_range(double *params, size_t from, size_t to, double limit) {
    for (size_t i = from; i < to; i++)
        params[i] = params[i] > limit ? limit : params[i] < -limit ? -limit : params[i];
}

void nettrain_model_clip(NetShape shape, double *params) {
    clip_range(params, 0, nettrain_output_weights_at(shape), NET_HIDDEN_WEIGHT_LIMIT);
    clip_range(params, nettrain_output_weights_at(shape), nettrain_output_bias_at(shape),
               NET_OUTPUT_WEIGHT_LIMIT);
}
