/*
 * report.c - progress and summary lines.
 *
 * Formats follow cutechess-cli where it has one:
 *   Finished game 3 (T vs SF): 1-0 {White mates}
 *   Score of T vs SF: 10 - 6 - 4  [0.600] 20
 *   ...      T playing White: 6 - 2 - 2  [0.700] 10    (and Black, then White vs Black)
 *   Elo difference: 70.44 +/- 140.00, LOS: 84.13 %, DrawRatio: 20.00 %
 * and fastchess for the pentanomial counts, Ptnml(0-2): [LL, LD, WL+DD, WD, WW].
 * Every line is written with one stdio call, so lines of concurrent games never interleave.
 */
#include "report.h"

#include <math.h>
#include <string.h>

#include "engine/registry.h"
#include "src/game.h"

bool report_uses_pairs(const MatchConfig *config) {
    return config->players == 2 && config->repeat == 2;
}

static void seat_names(const MatchConfig *config, const int *seats, int players, char *text,
                       size_t size) {
    size_t at = 0;
    for (int p = 0; p < players && at < size; p++)
        at += (size_t)snprintf(text + at, size - at, "%s%s", p ? " vs " : "",
                               config->engines[seats[p]].name);
}

void report_header(FILE *out, const MatchConfig *config, int total_games) {
    char tc[64];
    clock_format_tc(&config->engines[0].tc, tc, sizeof tc);
    fprintf(out, "Tessera match: %s, %d engines, %d games, tc %s, concurrency %d, seed %llu\n",
            config->variant, config->engine_count, total_games, tc, config->concurrency,
            (unsigned long long)config->seed);
}

void report_plan(FILE *out, const MatchConfig *config, int games_to_play) {
    if (config->shard_count > 1)
        fprintf(out, "Shard %d of %d: %d games to play\n", config->shard_index + 1,
                config->shard_count, games_to_play);
    else if (config->resume)
        fprintf(out, "%d games to play\n", games_to_play);
}

void report_started(FILE *out, const MatchConfig *config, const GameSetup *setup, int total) {
    char names[4 * MAX_NAME_TEXT + 32];
    seat_names(config, setup->seats, setup->players, names, sizeof names);
    fprintf(out, "Started game %d of %d (%s)\n", setup->number, total, names);
}

void report_finished(FILE *out, const MatchConfig *config, const GameRecord *record) {
    char names[4 * MAX_NAME_TEXT + 32], result[32];
    seat_names(config, record->seats, record->players, names, sizeof names);
    runner_record_result_text(record, result, sizeof result);
    fprintf(out, "Finished game %d (%s): %s {%s}\n", record->number, names, result, record->reason);
}

/* Two decimals; "nan" for an undefined value (an error bar at a 0% or 100% score), and
 * never a negative zero. */
static const char *fixed2(double value, char text[32]) {
    if (isnan(value))
        snprintf(text, 32, "nan");
    else
        snprintf(text, 32, "%.2f", value + 0.0);
    if (strcmp(text, "-0.00") == 0)
        snprintf(text, 32, "0.00");
    return text;
}

static void report_score_line(FILE *out, const MatchConfig *config, const PairTally *pair) {
    const Wdl *wdl = &pair->wdl;
    fprintf(out, "Score of %s vs %s: %d - %d - %d  [%.3f] %d\n", config->engines[pair->first].name,
            config->engines[pair->second].name, wdl->wins, wdl->losses, wdl->draws,
            stats_score(wdl), stats_games(wdl));
}

void report_scores(FILE *out, const MatchConfig *config, const Tally *tally,
                   const GameRecord *record) {
    for (int p = 0; p < record->players; p++)
        for (int q = p + 1; q < record->players; q++)
            if (record->seats[p] != record->seats[q])
                report_score_line(out, config,
                                  tally_pair_const(tally, record->seats[p], record->seats[q]));
}

static void report_sprt(FILE *out, const MatchConfig *config, const PairTally *pair) {
    const SprtConfig *sprt = &config->sprt;
    double llr = tally_llr(pair, sprt, report_uses_pairs(config));
    double lower = stats_sprt_lower(sprt), upper = stats_sprt_upper(sprt);
    double progress = 100.0 * (llr >= 0 ? llr / upper : -llr / lower);
    SprtVerdict verdict = tally_sprt_verdict(pair, sprt, report_uses_pairs(config));
    fprintf(out, "SPRT: llr %.3f (%.1f%%), lbound %.2f, ubound %.2f, elo0 %.2f, elo1 %.2f%s\n", llr,
            progress, lower, upper, sprt->elo0, sprt->elo1,
            verdict == SPRT_H1   ? " - H1 was accepted"
            : verdict == SPRT_H0 ? " - H0 was accepted"
                                 : "");
}

static void report_side_line(FILE *out, const char *who, const Wdl *wdl) {
    fprintf(out, "...      %s: %d - %d - %d  [%.3f] %d\n", who, wdl->wins, wdl->losses, wdl->draws,
            stats_score(wdl), stats_games(wdl));
}

/* cutechess-cli's lines under the score of two-player games: the first engine with each
 * colour (or the game's own seat names, South and North ...) and the first seat against the
 * second whoever sat there. A side line is left out while no game was played on that side. */
static void report_sides(FILE *out, const MatchConfig *config, const PairTally *pair) {
    const Game *game = registry_find(config->variant);
    char seat[2][32], who[MAX_NAME_TEXT + 48];
    for (int s = 0; s < 2; s++)
        runner_player_name(game, s, seat[s], sizeof seat[s]);
    for (int s = 0; s < 2; s++)
        if (stats_games(&pair->first_in_seat[s]) > 0) {
            snprintf(who, sizeof who, "%s playing %s", config->engines[pair->first].name, seat[s]);
            report_side_line(out, who, &pair->first_in_seat[s]);
        }
    const Wdl *first = &pair->first_in_seat[0], *second = &pair->first_in_seat[1];
    Wdl seats = {first->wins + second->losses, first->losses + second->wins,
                 first->draws + second->draws};
    snprintf(who, sizeof who, "%s vs %s", seat[0], seat[1]);
    report_side_line(out, who, &seats);
}

static void report_pair(FILE *out, const MatchConfig *config, const PairTally *pair) {
    const Wdl *wdl = &pair->wdl;
    EloEstimate elo = stats_elo(wdl);
    char value[32], error[32];
    report_score_line(out, config, pair);
    if (config->players == 2)
        report_sides(out, config, pair);
    fprintf(out, "Elo difference: %s +/- %s, LOS: %.2f %%, DrawRatio: %.2f %%\n",
            fixed2(elo.elo, value), fixed2(elo.error, error), stats_los(wdl),
            stats_draw_ratio(wdl));
    if (report_uses_pairs(config)) {
        const int *c = pair->penta.counts;
        EloEstimate penta = stats_elo_penta(&pair->penta);
        fprintf(out, "Ptnml(0-2): [%d, %d, %d, %d, %d], Elo (pentanomial): %s +/- %s\n", c[0], c[1],
                c[2], c[3], c[4], fixed2(penta.elo, value), fixed2(penta.error, error));
    }
    if (config->sprt.enabled)
        report_sprt(out, config, pair);
}

void report_ratings(FILE *out, const MatchConfig *config, const Tally *tally) {
    for (int a = 0; a < config->engine_count; a++)
        for (int b = a + 1; b < config->engine_count; b++) {
            const PairTally *pair = tally_pair_const(tally, a, b);
            if (stats_games(&pair->wdl) > 0)
                report_pair(out, config, pair);
        }
}

static void report_standings(FILE *out, const MatchConfig *config, const Tally *tally) {
    int order[MAX_ENGINES];
    for (int i = 0; i < config->engine_count; i++)
        order[i] = i;
    for (int i = 1; i < config->engine_count; i++)
        for (int j = i;
             j > 0 && tally->engines[order[j]].points > tally->engines[order[j - 1]].points; j--) {
            int swap = order[j];
            order[j] = order[j - 1];
            order[j - 1] = swap;
        }
    fprintf(out, "Rank Name                             Points  Games\n");
    for (int i = 0; i < config->engine_count; i++) {
        const EngineTally *engine = &tally->engines[order[i]];
        fprintf(out, "%4d %-32s %6.1f %6d\n", i + 1, config->engines[order[i]].name, engine->points,
                engine->games);
    }
}

static void report_faults(FILE *out, const MatchConfig *config, const Tally *tally) {
    for (int i = 0; i < config->engine_count; i++) {
        const int *f = tally->engines[i].faults;
        fprintf(out,
                "Failures of %s: %d illegal moves, %d time forfeits, %d crashes, %d stalls, "
                "%d disconnects\n",
                config->engines[i].name, f[TERMINATION_ILLEGAL_MOVE], f[TERMINATION_TIME_FORFEIT],
                f[TERMINATION_CRASH], f[TERMINATION_STALL], f[TERMINATION_DISCONNECT]);
    }
}

void report_summary(FILE *out, const MatchConfig *config, const Tally *tally) {
    report_ratings(out, config, tally);
    if (config->engine_count > 2)
        report_standings(out, config, tally);
    report_faults(out, config, tally);
    repeats_report(out, &tally->repeats);
    fprintf(out, "Finished match\n");
    fflush(out);
}
