/*
 * monotone.c - the least-squares projection onto non-decreasing sequences (monotone.h): scan
 * the chain, keep blocks with their mean, and merge a block into the one before it while
 * that one's mean is higher; every value then takes its block's mean.
 */
#include "monotone.h"

void tune_project_increasing(double *params, const TuneChain *chain) {
    double sum[TUNE_MAX_CHAIN];
    int size[TUNE_MAX_CHAIN], blocks = 0;
    for (int i = 0; i < chain->count; i++) {
        sum[blocks] = params[chain->params[i]];
        size[blocks++] = 1;
        while (blocks > 1 &&
               sum[blocks - 2] * size[blocks - 1] > sum[blocks - 1] * size[blocks - 2]) {
            sum[blocks - 2] += sum[blocks - 1];
            size[blocks - 2] += size[blocks - 1];
            blocks--;
        }
    }
    for (int block = 0, i = 0; block < blocks; block++)
        for (int k = 0; k < size[block]; k++)
            params[chain->params[i++]] = sum[block] / size[block];
}
