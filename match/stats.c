/*
 * stats.c - match statistics from game counts.
 *
 * Every estimate treats a result as a sample of a discrete score distribution: games score
 * 0, 1/2 or 1 (trinomial), game pairs score 0, 1/4, 1/2, 3/4 or 1 per game (pentanomial).
 * The mean of the sample is the score; its variance per sample, divided by the number of
 * samples, gives the standard error of the score. Elo and its error bar map the score and
 * score +/- 1.96 standard errors through the logistic curve, exactly as cutechess-cli
 * (trinomial) and fastchess (pentanomial) do.
 *
 * SPRT: the generalised SPRT approximation used by fastchess with logistic bounds and by
 * OpenBench: with the hypotheses' scores s0, s1 (logistic Elo -> score), the observed mean s
 * and per-sample variance v over N samples,
 *     LLR = N (s1 - s0) (2 s - s0 - s1) / (2 v).
 * No BayesElo draw model is involved. While the observed variance is 0 (say, only wins so
 * far) the approximation is undefined and the LLR is reported as 0, as fastchess does.
 */
#include "stats.h"

#include <math.h>

/* Two-sided 95% quantile of the standard normal distribution, Phi^-1(0.975). */
static const double Z_95 = 1.959963984540054;

static const double TRINOMIAL_VALUES[3] = {0.0, 0.5, 1.0};
static const double PENTANOMIAL_VALUES[5] = {0.0, 0.25, 0.5, 0.75, 1.0};

typedef struct Moments {
    double samples;
    double mean;
    double variance; /* per sample */
} Moments;

static Moments moments_of(const double *values, const int *counts, int kinds) {
    Moments m = {0.0, 0.0, 0.0};
    for (int i = 0; i < kinds; i++)
        m.samples += counts[i];
    if (m.samples <= 0.0)
        return m;
    for (int i = 0; i < kinds; i++)
        m.mean += values[i] * counts[i] / m.samples;
    for (int i = 0; i < kinds; i++)
        m.variance += counts[i] / m.samples * (values[i] - m.mean) * (values[i] - m.mean);
    return m;
}

static Moments moments_wdl(const Wdl *wdl) {
    const int counts[3] = {wdl->losses, wdl->draws, wdl->wins};
    return moments_of(TRINOMIAL_VALUES, counts, 3);
}

static Moments moments_penta(const Penta *penta) {
    return moments_of(PENTANOMIAL_VALUES, penta->counts, 5);
}

int stats_games(const Wdl *wdl) {
    return wdl->wins + wdl->losses + wdl->draws;
}

int stats_pairs(const Penta *penta) {
    int pairs = 0;
    for (int i = 0; i < 5; i++)
        pairs += penta->counts[i];
    return pairs;
}

double stats_score(const Wdl *wdl) {
    return moments_wdl(wdl).mean;
}

double stats_penta_score(const Penta *penta) {
    return moments_penta(penta).mean;
}

double stats_elo_from_score(double score) {
    return -400.0 * log10(1.0 / score - 1.0);
}

double stats_score_from_elo(double elo) {
    return 1.0 / (1.0 + pow(10.0, -elo / 400.0));
}

static EloEstimate elo_of(Moments m) {
    EloEstimate estimate = {0.0, 0.0};
    if (m.samples <= 0.0)
        return estimate;
    double stderror = sqrt(m.variance / m.samples);
    double low = stats_elo_from_score(m.mean - Z_95 * stderror);
    double high = stats_elo_from_score(m.mean + Z_95 * stderror);
    estimate.elo = stats_elo_from_score(m.mean);
    estimate.error = (high - low) / 2.0;
    return estimate;
}

EloEstimate stats_elo(const Wdl *wdl) {
    return elo_of(moments_wdl(wdl));
}

EloEstimate stats_elo_penta(const Penta *penta) {
    return elo_of(moments_penta(penta));
}

double stats_los(const Wdl *wdl) {
    int decisive = wdl->wins + wdl->losses;
    if (decisive == 0)
        return 50.0;
    return 100.0 * 0.5 * (1.0 + erf((wdl->wins - wdl->losses) / sqrt(2.0 * decisive)));
}

double stats_draw_ratio(const Wdl *wdl) {
    int games = stats_games(wdl);
    return games ? 100.0 * wdl->draws / games : 0.0;
}

double stats_sprt_lower(const SprtConfig *sprt) {
    return log(sprt->beta / (1.0 - sprt->alpha));
}

double stats_sprt_upper(const SprtConfig *sprt) {
    return log((1.0 - sprt->beta) / sprt->alpha);
}

static double llr_of(Moments m, const SprtConfig *sprt) {
    if (m.samples <= 0.0 || m.variance <= 0.0)
        return 0.0;
    double s0 = stats_score_from_elo(sprt->elo0);
    double s1 = stats_score_from_elo(sprt->elo1);
    return m.samples * (s1 - s0) * (2.0 * m.mean - s0 - s1) / (2.0 * m.variance);
}

double stats_llr(const Wdl *wdl, const SprtConfig *sprt) {
    return llr_of(moments_wdl(wdl), sprt);
}

double stats_llr_penta(const Penta *penta, const SprtConfig *sprt) {
    return llr_of(moments_penta(penta), sprt);
}

SprtVerdict stats_sprt_verdict(double llr, const SprtConfig *sprt) {
    if (llr >= stats_sprt_upper(sprt))
        return SPRT_H1;
    if (llr <= stats_sprt_lower(sprt))
        return SPRT_H0;
    return SPRT_CONTINUE;
}
