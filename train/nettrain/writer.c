/*
 * writer.c - formatting the generated network file (writer.h). The arrays sit between
 * clang-format off and on, sixteen numbers a line, so the file passes `make format-check`.
 */
#include "writer.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "src/net.h"
#include "src/strbuf.h"
#include "train/tune/atomic_file.h"

enum { NUMBERS_PER_LINE = 16 };

static long quantize(double value, double unit) {
    return lround(value * unit);
}

static void quantize_array(const double *values, size_t count, double unit, int16_t *out) {
    for (size_t i = 0; i < count; i++) {
        long value = quantize(values[i], unit);
        out[i] = (int16_t)(value > INT16_MAX ? INT16_MAX : value < INT16_MIN ? INT16_MIN : value);
    }
}

bool nettrain_quantize(NetShape shape, const double *params, NetQuantized *quantized) {
    size_t rows = nettrain_hidden_bias_at(shape), hidden = (size_t)shape.hidden;
    *quantized = (NetQuantized){.hidden_weights = malloc(rows * sizeof(int16_t)),
                                .hidden_bias = malloc(hidden * sizeof(int16_t)),
                                .output_weights = malloc(2 * hidden * sizeof(int16_t))};
    if (!quantized->hidden_weights || !quantized->hidden_bias || !quantized->output_weights) {
        nettrain_quantized_free(quantized);
        return false;
    }
    quantize_array(params, rows, NET_QA, quantized->hidden_weights);
    quantize_array(params + rows, hidden, NET_QA, quantized->hidden_bias);
    quantize_array(params + nettrain_output_weights_at(shape), 2 * hidden, NET_QB,
                   quantized->output_weights);
    quantized->output_bias =
        (int32_t)quantize(params[nettrain_output_bias_at(shape)], (double)NET_QA * NET_QB);
    return true;
}

void nettrain_quantized_free(NetQuantized *quantized) {
    free(quantized->hidden_weights);
    free(quantized->hidden_bias);
    free(quantized->output_weights);
    *quantized = (NetQuantized){0};
}

/* "static const int16_t <prefix>_<name>[count] = {...};" */
static void append_array(StrBuf *out, const char *prefix, const char *name, const int16_t *values,
                         size_t count) {
    strbuf_printf(out, "static const int16_t %s_%s[%zu] = {\n", prefix, name, count);
    for (size_t i = 0; i < count; i++)
        strbuf_printf(out, "%s%d,%s", i % NUMBERS_PER_LINE == 0 ? "    " : " ", values[i],
                      i % NUMBERS_PER_LINE == NUMBERS_PER_LINE - 1 || i + 1 == count ? "\n" : "");
    strbuf_append(out, "};\n");
}

/* The header comment; a star-slash in the command would end it, so it is broken up. */
static void append_header(StrBuf *out, const char *path, const NetProvenance *provenance) {
    strbuf_printf(out, "/*\n * %s - a network evaluation fitted by `tessera train`: re-run the\n",
                  path);
    strbuf_append(out, " * trainer to change it (docs/TUNING.md).\n *\n * Command: ");
    for (const char *c = provenance->command; *c; c++)
        strbuf_printf(out, "%c%s", *c, c[0] == '*' && c[1] == '/' ? " " : "");
    strbuf_printf(out, "\n * Data:    ");
    for (const char *c = provenance->data_path; *c; c++)
        strbuf_printf(out, "%c%s", *c, c[0] == '*' && c[1] == '/' ? " " : "");
    strbuf_printf(out,
                  "\n *          %zu training and %zu validation positions\n"
                  " * Scale %.3f, lambda %.3f; loss %.6f, validation loss %.6f\n */\n",
                  provenance->training, provenance->validation, provenance->scale,
                  provenance->lambda, provenance->loss_after, provenance->validation_loss);
}

bool nettrain_write_file(const char *path, const char *prefix, NetShape shape, const double *params,
                         const NetProvenance *provenance, char *error, size_t error_size) {
    NetQuantized net;
    if (!nettrain_quantize(shape, params, &net)) {
        snprintf(error, error_size, "out of memory");
        return false;
    }
    StrBuf out;
    strbuf_init(&out);
    append_header(&out, path, provenance);
    strbuf_printf(&out, "enum {\n    %s_INPUTS = %d,\n    %s_HIDDEN = %d,\n    %s_SCALE = %ld,\n",
                  prefix, shape.inputs, prefix, shape.hidden, prefix, lround(provenance->scale));
    strbuf_printf(&out, "    %s_OUTPUT_BIAS = %d,\n    %s_RESIDUAL = %d,\n};\n\n", prefix,
                  (int)net.output_bias, prefix, provenance->residual);
    strbuf_append(&out, "/* clang-format off */\n");
    append_array(&out, prefix, "HIDDEN_WEIGHTS", net.hidden_weights,
                 nettrain_hidden_bias_at(shape));
    append_array(&out, prefix, "HIDDEN_BIAS", net.hidden_bias, (size_t)shape.hidden);
    append_array(&out, prefix, "OUTPUT_WEIGHTS", net.output_weights, 2 * (size_t)shape.hidden);
    strbuf_append(&out, "/* clang-format on */\n");
    bool written = tune_write_file_atomically(path, strbuf_text(&out), error, error_size);
    strbuf_free(&out);
    nettrain_quantized_free(&net);
    return written;
}
