/*
 * monotone.h - keeping a chain of weights non-decreasing while the tuner runs (`--increasing`):
 * after each step the chain's values are replaced by the non-decreasing sequence nearest to
 * them in least squares (pool adjacent violators). Used where the rules say more can never
 * be worse, such as walls in hand, and the data alone does not (a game's first wall is spent
 * early, when positions are level, so its fit can come out below the second's).
 */
#ifndef TESSERA_TUNE_MONOTONE_H
#define TESSERA_TUNE_MONOTONE_H

enum { TUNE_MAX_CHAIN = 64 }; /* weights in one --increasing list */

/* Parameter indices whose values must not decrease along the list. */
typedef struct TuneChain {
    int count;
    int params[TUNE_MAX_CHAIN];
} TuneChain;

/* Projects params[chain->params[0..count)] onto non-decreasing sequences. */
void tune_project_increasing(double *params, const TuneChain *chain);

#endif
