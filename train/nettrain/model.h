/*
 * model.h - the network of src/net.h in floating point, as the trainer fits it: every
 * parameter in one flat array (hidden weights row by row, hidden bias, output weights, output
 * bias), the prediction sigmoid(output) of the side to move's result, and the gradient of
 * the squared error (prediction - target)^2 for one position.
 */
#ifndef TESSERA_NETTRAIN_MODEL_H
#define TESSERA_NETTRAIN_MODEL_H

#include <stddef.h>
#include <stdint.h>

typedef struct NetShape {
    int inputs, hidden;
} NetShape;

/* One position as the model sees it: the active inputs of each perspective. */
typedef struct NetExample {
    const uint16_t *ours, *theirs;
    int our_count, their_count;
    double base; /* added to the output: a residual network's share of the game's evaluation */
} NetExample;

/* Where each group of parameters starts in the flat array, and the total. */
size_t nettrain_param_count(NetShape shape);
size_t nettrain_hidden_bias_at(NetShape shape);
size_t nettrain_output_weights_at(NetShape shape);
size_t nettrain_output_bias_at(NetShape shape);

/* The network's output (before the sigmoid) for the example. */
double nettrain_model_output(NetShape shape, const float *params, const NetExample *example);

/* Adds the gradient of (sigmoid(output) - target)^2 to gradient and returns that error. */
double nettrain_model_backward(NetShape shape, const float *params, const NetExample *example,
                               double target, float *gradient);

/* Random starting parameters (seeded): small hidden weights, output weights scaled to the
 * layer's width, zero biases. */
void nettrain_model_init(NetShape shape, double *params, uint64_t seed);

/* Keeps every parameter within what the quantized network can hold (src/net.h). */
void nettrain_model_clip(NetShape shape, double *params);

double nettrain_sigmoid(double x);

#endif
