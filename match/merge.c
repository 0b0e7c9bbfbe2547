/*
 * merge.c - one summary from many results files.
 *
 * Every line names its match by a fingerprint of the schedule, so lines of another match
 * (other engines, time controls, seed, openings, games) are refused, as is a game found twice.
 * The games are then added in schedule order to one tally, exactly as a run adds them: the
 * two games of an opening block form the pentanomial pair wherever each was played (shards
 * never split a pair, but files from other splits are paired just as well). Games that no
 * file holds are counted and the first is named; the summary covers the others. Memory
 * follows the games found, never the numbers a line claims (a line could claim billions).
 */
#include "merge.h"

#include <stdlib.h>
#include <string.h>

#include "engine/registry.h"
#include "output_file.h"
#include "pgn.h"
#include "report.h"
#include "results.h"

typedef struct MergedGame {
    const ResultsGame *game;
    const char *file;
    int block; /* the game's opening block renumbered 0, 1, ... over the blocks found */
} MergedGame;

typedef struct Merge {
    const MergeConfig *merge;
    ResultsFile *files;
    MergedGame *games; /* every game found, sorted by number */
    int count;
    int block_count;
    const ResultsMatch *identity;
    const char *identity_file;
    char *error;
    size_t error_size;
} Merge;

static bool read_files(Merge *m) {
    const MergeConfig *merge = m->merge;
    int total = 0;
    m->files = calloc((size_t)merge->file_count, sizeof *m->files);
    if (!m->files)
        abort();
    for (int f = 0; f < merge->file_count; f++) {
        if (!results_read(merge->files[f], false, &m->files[f], m->error, m->error_size))
            return false;
        total += m->files[f].count;
    }
    if (total == 0) {
        snprintf(m->error, m->error_size, "merge: the results files hold no game");
        return false;
    }
    m->games = calloc((size_t)total, sizeof *m->games);
    if (!m->games)
        abort();
    for (int f = 0; f < merge->file_count; f++)
        for (int i = 0; i < m->files[f].count; i++)
            m->games[m->count++] = (MergedGame){&m->files[f].games[i], merge->files[f], 0};
    m->identity = &m->games[0].game->match;
    m->identity_file = m->games[0].file;
    return true;
}

static int by_number(const void *a, const void *b) {
    int x = ((const MergedGame *)a)->game->record.number;
    int y = ((const MergedGame *)b)->game->record.number;
    return (x > y) - (x < y);
}

/* Every game of the first one's match, none twice. */
static bool check_games(Merge *m) {
    for (int i = 0; i < m->count; i++)
        if (!results_same_match(&m->games[i].game->match, m->identity)) {
            snprintf(m->error, m->error_size,
                     "merge: game %d in '%s' is of another match than the games in '%s' "
                     "(engines, time controls, seed or schedule differ)",
                     m->games[i].game->record.number, m->games[i].file, m->identity_file);
            return false;
        }
    qsort(m->games, (size_t)m->count, sizeof *m->games, by_number);
    for (int i = 1; i < m->count; i++)
        if (m->games[i].game->record.number == m->games[i - 1].game->record.number) {
            snprintf(m->error, m->error_size, "merge: game %d is in '%s' and again in '%s'",
                     m->games[i].game->record.number, m->games[i - 1].file, m->games[i].file);
            return false;
        }
    return true;
}

static int by_block(const void *a, const void *b) {
    int x = (*(const MergedGame *const *)a)->game->block;
    int y = (*(const MergedGame *const *)b)->game->block;
    return (x > y) - (x < y);
}

/* Numbers the blocks found 0, 1, ... so the tally needs room for these only. */
static void renumber_blocks(Merge *m) {
    MergedGame **order = malloc((size_t)m->count * sizeof *order);
    if (!order)
        abort();
    for (int i = 0; i < m->count; i++)
        order[i] = &m->games[i];
    qsort(order, (size_t)m->count, sizeof *order, by_block);
    m->block_count = 0;
    for (int i = 0; i < m->count; i++) {
        if (i == 0 || order[i]->game->block != order[i - 1]->game->block)
            m->block_count++;
        order[i]->block = m->block_count - 1;
    }
    free(order);
}

/* The configuration the run had, as far as the report needs it, plus merge's own options. */
static bool rebuild_config(Merge *m, MatchConfig *config) {
    const ResultsMatch *identity = m->identity;
    *config = m->merge->options;
    if (!registry_find(identity->variant)) {
        snprintf(m->error, m->error_size, "merge: unknown variant '%s' in '%s'", identity->variant,
                 m->identity_file);
        return false;
    }
    snprintf(config->variant, sizeof config->variant, "%s", identity->variant);
    char reason[256];
    if (!game_options_read(registry_find(identity->variant), identity->game_options,
                           &config->game_choices, reason, sizeof reason)) {
        snprintf(m->error, m->error_size, "merge: %s in '%s'", reason, m->identity_file);
        return false;
    }
    snprintf(config->game_options, sizeof config->game_options, "%s", identity->game_options);
    config->players = identity->players;
    config->repeat = identity->repeat;
    config->engine_count = identity->engine_count;
    for (int i = 0; i < identity->engine_count; i++) {
        EngineConfig *engine = &config->engines[i];
        snprintf(engine->name, sizeof engine->name, "%s", identity->names[i]);
        if (!clock_parse_pgn_tc(identity->tcs[i], &engine->tc)) {
            snprintf(m->error, m->error_size, "merge: bad time control '%s' in '%s'",
                     identity->tcs[i], m->identity_file);
            return false;
        }
    }
    if (config->sprt.enabled && (config->engine_count != 2 || config->players != 2)) {
        snprintf(m->error, m->error_size,
                 "merge: -sprt needs exactly two engines in a two-player game");
        return false;
    }
    return true;
}

/* " (N missing, the first is game G)" when the files lack games of the schedule. */
static void describe_missing(const Merge *m, char *text, size_t size) {
    int missing = m->identity->total_games - m->count, first = m->count + 1;
    for (int i = 0; i < m->count; i++)
        if (m->games[i].game->record.number != i + 1) {
            first = i + 1;
            break;
        }
    text[0] = '\0';
    if (missing > 0)
        snprintf(text, size, " (%d missing, the first is game %d)", missing, first);
}

static bool write_pgn(Merge *m, const MatchConfig *config) {
    char name[MAX_PATH_TEXT + 16];
    snprintf(name, sizeof name, "PGN to '%s'", config->pgn_out);
    FILE *pgn = output_open_append(config->pgn_out, name, m->error, m->error_size);
    if (!pgn)
        return false;
    const Game *game = registry_find(config->variant);
    for (int i = 0; i < m->count; i++)
        pgn_write(pgn, config, game, &m->games[i].game->record);
    return output_close(pgn, name, m->error, m->error_size);
}

static void summarize(Merge *m, const MatchConfig *config, FILE *out, Tally *tally) {
    char missing[96];
    describe_missing(m, missing, sizeof missing);
    fprintf(out, "Merged %d of %d games of match %s from %d files%s\n", m->count,
            m->identity->total_games, m->identity->id, m->merge->file_count, missing);
    tally_init(tally, config->engine_count, m->block_count);
    for (int i = 0; i < m->count; i++)
        tally_add(tally, &m->games[i].game->record, m->games[i].block, report_uses_pairs(config));
    report_summary(out, config, tally);
}

bool merge_run(const MergeConfig *merge, FILE *out, Tally *tally, char *error, size_t error_size) {
    Merge m = {.merge = merge, .error = error, .error_size = error_size};
    MatchConfig *config = calloc(1, sizeof *config);
    if (!config)
        abort();
    memset(tally, 0, sizeof *tally);
    bool ok = read_files(&m) && check_games(&m) && rebuild_config(&m, config) &&
              (!config->pgn_out[0] || write_pgn(&m, config));
    if (ok) {
        renumber_blocks(&m);
        summarize(&m, config, out, tally);
        ok = output_flush(out, "the merged report", error, error_size);
    }
    for (int f = 0; m.files && f < merge->file_count; f++)
        results_file_free(&m.files[f]);
    free(m.files);
    free(m.games);
    free(config);
    return ok;
}
