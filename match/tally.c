/*
 * tally.c - adding finished games to the match totals.
 *
 * Pairs are stored in the order (0,1), (0,2), ..., (1,2), ... so the pair of two engines is
 * found by arithmetic. A game pair is complete when both games of its opening block are in;
 * the lower engine's total over the two (0, 1/2, ..., 2 points) picks the pentanomial bin.
 */
#include "tally.h"

#include <stdlib.h>
#include <string.h>

static int pair_index(int engine_count, int a, int b) {
    int low = a < b ? a : b, high = a < b ? b : a;
    return low * engine_count - low * (low + 1) / 2 + (high - low - 1);
}

void tally_init(Tally *tally, int engine_count, int block_count) {
    memset(tally, 0, sizeof *tally);
    tally->engine_count = engine_count;
    for (int a = 0; a < engine_count; a++)
        for (int b = a + 1; b < engine_count; b++) {
            PairTally *pair = &tally->pairs[pair_index(engine_count, a, b)];
            pair->first = a;
            pair->second = b;
        }
    tally->block_count = block_count;
    tally->pending = malloc((size_t)(block_count > 0 ? block_count : 1) * sizeof(double));
    if (!tally->pending)
        abort();
    for (int i = 0; i < block_count; i++)
        tally->pending[i] = -1.0;
    repeats_init(&tally->repeats);
}

void tally_free(Tally *tally) {
    free(tally->pending);
    tally->pending = NULL;
    repeats_free(&tally->repeats);
}

PairTally *tally_pair(Tally *tally, int a, int b) {
    return &tally->pairs[pair_index(tally->engine_count, a, b)];
}

const PairTally *tally_pair_const(const Tally *tally, int a, int b) {
    return &tally->pairs[pair_index(tally->engine_count, a, b)];
}

/* The result between players p and q of a game, into their pair's W/L/D. */
static void add_pair_result(Tally *tally, const GameRecord *record, int p, int q) {
    int a = record->seats[p], b = record->seats[q];
    if (a == b)
        return;
    PairTally *pair = tally_pair(tally, a, b);
    int first = pair->first == a ? p : q, second = first == p ? q : p;
    Wdl *by_seat = record->players == 2 ? &pair->first_in_seat[first] : NULL;
    if (record->ranks[first] < record->ranks[second]) {
        pair->wdl.wins++;
        if (by_seat)
            by_seat->wins++;
    } else if (record->ranks[first] > record->ranks[second]) {
        pair->wdl.losses++;
        if (by_seat)
            by_seat->losses++;
    } else {
        pair->wdl.draws++;
        if (by_seat)
            by_seat->draws++;
    }
}

static void add_to_block(Tally *tally, const GameRecord *record, int block) {
    int first = record->seats[0] < record->seats[1] ? 0 : 1;
    double points = runner_record_points(record, first);
    if (tally->pending[block] < 0.0) {
        tally->pending[block] = points;
        return;
    }
    PairTally *pair = tally_pair(tally, record->seats[0], record->seats[1]);
    int bin = (int)((tally->pending[block] + points) * 2.0 + 0.5);
    pair->penta.counts[bin]++;
}

void tally_add(Tally *tally, const GameRecord *record, int block, bool paired) {
    tally->games++;
    tally->terminations[record->termination]++;
    repeats_add(&tally->repeats, record);
    for (int p = 0; p < record->players; p++) {
        EngineTally *engine = &tally->engines[record->seats[p]];
        engine->games++;
        engine->points += runner_record_points(record, p);
        if (record->culprit == p && record->termination >= TERMINATION_ILLEGAL_MOVE)
            engine->faults[record->termination]++;
        for (int q = p + 1; q < record->players; q++)
            add_pair_result(tally, record, p, q);
    }
    if (paired && record->players == 2 && block >= 0 && block < tally->block_count)
        add_to_block(tally, record, block);
}

double tally_llr(const PairTally *pair, const SprtConfig *sprt, bool pentanomial) {
    return pentanomial ? stats_llr_penta(&pair->penta, sprt) : stats_llr(&pair->wdl, sprt);
}

SprtVerdict tally_sprt_verdict(const PairTally *pair, const SprtConfig *sprt, bool pentanomial) {
    int samples = pentanomial ? stats_pairs(&pair->penta) : stats_games(&pair->wdl);
    if (samples < TALLY_SPRT_MIN_SAMPLES)
        return SPRT_CONTINUE;
    return stats_sprt_verdict(tally_llr(pair, sprt, pentanomial), sprt);
}
