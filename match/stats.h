/*
 * stats.h - the numbers a match reports: score, Elo difference with its 95% error bar,
 * likelihood of superiority, draw ratio, pentanomial Elo and the SPRT log-likelihood ratio.
 *
 * Pure functions of game counts; nothing here knows about engines or games. Trinomial
 * figures follow cutechess-cli (Elo, error, LOS), pentanomial ones fastchess; the SPRT is
 * the GSPRT approximation with the logistic Elo model (see stats.c).
 */
#ifndef TESSERA_MATCH_STATS_H
#define TESSERA_MATCH_STATS_H

#include <stdbool.h>

/* Game results from the first engine's point of view. */
typedef struct Wdl {
    int wins, losses, draws;
} Wdl;

/* Game pairs (same opening, sides swapped) by the first engine's total over the pair:
 * counts[0] = 0 points (LL), [1] = 0.5 (LD), [2] = 1 (WL or DD), [3] = 1.5 (WD), [4] = 2 (WW). */
typedef struct Penta {
    int counts[5];
} Penta;

/* An Elo difference with the half-width of its 95% confidence interval. Infinite when the
 * score is 0 or 1; the error is not finite when the interval leaves (0, 1). */
typedef struct EloEstimate {
    double elo;
    double error;
} EloEstimate;

typedef struct SprtConfig {
    bool enabled;
    double elo0, elo1; /* logistic Elo of H0 and H1 */
    double alpha, beta;
} SprtConfig;

typedef enum SprtVerdict {
    SPRT_CONTINUE,
    SPRT_H0,
    SPRT_H1,
} SprtVerdict;

int stats_games(const Wdl *wdl);
int stats_pairs(const Penta *penta);
double stats_score(const Wdl *wdl);
double stats_penta_score(const Penta *penta);

double stats_elo_from_score(double score);
double stats_score_from_elo(double elo);

EloEstimate stats_elo(const Wdl *wdl);
EloEstimate stats_elo_penta(const Penta *penta);
double stats_los(const Wdl *wdl);        /* percent */
double stats_draw_ratio(const Wdl *wdl); /* percent */

double stats_sprt_lower(const SprtConfig *sprt); /* log(beta / (1 - alpha)) */
double stats_sprt_upper(const SprtConfig *sprt); /* log((1 - beta) / alpha) */
double stats_llr(const Wdl *wdl, const SprtConfig *sprt);
double stats_llr_penta(const Penta *penta, const SprtConfig *sprt);
SprtVerdict stats_sprt_verdict(double llr, const SprtConfig *sprt);

#endif
