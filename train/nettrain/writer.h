/*
 * writer.h - the generated network file: the fitted parameters quantized as src/net.h
 * expects them (hidden layer times NET_QA, output weights times NET_QB, output bias times
 * both), written as C arrays named after the game's NetWeights.prefix, with a header comment
 * that records how to reproduce them.
 */
#ifndef TESSERA_NETTRAIN_WRITER_H
#define TESSERA_NETTRAIN_WRITER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "model.h"

typedef struct NetProvenance {
    const char *command, *data_path;
    size_t training, validation;
    double scale, lambda, loss_after, validation_loss;
    bool residual; /* the network adds to the game's evaluation */
} NetProvenance;

/* The fitted parameters as src/net.h holds them (the arrays allocated; free with
 * nettrain_quantized_free). False when memory runs out. */
typedef struct NetQuantized {
    int16_t *hidden_weights, *hidden_bias, *output_weights;
    int32_t output_bias;
} NetQuantized;

bool nettrain_quantize(NetShape shape, const double *params, NetQuantized *quantized);
void nettrain_quantized_free(NetQuantized *quantized);

/* Writes the network to path, whole or not at all. False with the reason in error. */
bool nettrain_write_file(const char *path, const char *prefix, NetShape shape, const double *params,
                         const NetProvenance *provenance, char *error, size_t error_size);

#endif
