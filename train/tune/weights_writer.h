/*
 * weights_writer.h - the generated C source of a game's tuned weights (EvalWeights.source):
 * a header comment saying how it was made (the exact command, the data file with its counts
 * of positions and samples, K, the loss before and after, how to edit it), then the table,
 * one weight per line, each value rounded to an integer:
 *
 *   static const int <table>[<count>] = {            static const int <table>[<count>][2] = {
 *       [<NAME>] = value,                               [<NAME>] = {mg, eg},
 *   };                                               };
 *
 * The same weights and provenance always give the same bytes.
 */
#ifndef TESSERA_TUNE_WEIGHTS_WRITER_H
#define TESSERA_TUNE_WEIGHTS_WRITER_H

#include "src/eval_features.h"
#include "src/strbuf.h"

typedef struct TuneProvenance {
    const char *command; /* the command line that made the weights */
    const char *data_path;
    size_t positions, samples;
    double k;
    double loss_before, loss_after; /* mean squared error of the starting and written weights */
} TuneProvenance;

/* Appends the file's text for params (EvalWeights.values layout, already rounded by
 * tune_round_params) to out. file_name is the name the header comment gives it. */
void tune_format_weights(StrBuf *out, const char *file_name, const EvalWeights *weights,
                         const double *params, const TuneProvenance *provenance);

/* Writes that text to path (atomically). False with the reason in error. */
bool tune_write_weights(const char *path, const EvalWeights *weights, const double *params,
                        const TuneProvenance *provenance, char *error, size_t error_size);

#endif
