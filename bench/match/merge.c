/*
 * merge.c - one summary from many results files.
 *
 * Every line names its match by a fingerprint of the schedule, so lines of another match
 * (other engines, time controls, seed, openings, games) are refused, as is a game found twice.
 * The games are then added in schedule order to one tally, exactly as a run adds them: the
 * two games of an opening block form the pentanomial pair wherever each was played (shards
 * never split a pair, but files from other splits are paired just as well). Games that no
 * file holds are counted and named as missing; the summary covers the others.
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
} MergedGame;

typedef struct Merge {
    const MergeConfig *merge;
    ResultsFile *files;
    MergedGame *games; /* by schedule number - 1; game NULL when no file holds it */
    const ResultsMatch *identity;
    const char *identity_file;
    int found, missing, block_count;
    char *error;
    size_t error_size;
} Merge;

/* Places one game by its number; the first game fixes the match. */
static bool place_game(Merge *m, const ResultsGame *game, const char *file) {
    if (!m->identity) {
        m->identity = &game->match;
        m->identity_file = file;
        m->games = calloc((size_t)game->match.total_games, sizeof *m->games);
        if (!m->games)
            abort();
    }
    int number = game->record.number;
    if (!results_same_match(&game->match, m->identity)) {
        snprintf(m->error, m->error_size,
                 "merge: game %d in '%s' is of another match than the games in '%s' (engines, "
                 "time controls, seed or schedule differ)",
                 number, file, m->identity_file);
        return false;
    }
    MergedGame *slot = &m->games[number - 1];
    if (slot->game) {
        snprintf(m->error, m->error_size, "merge: game %d is in '%s' and again in '%s'", number,
                 slot->file, file);
        return false;
    }
    slot->game = game;
    slot->file = file;
    m->found++;
    if (game->block + 1 > m->block_count)
        m->block_count = game->block + 1;
    return true;
}

static bool read_files(Merge *m) {
    const MergeConfig *merge = m->merge;
    m->files = calloc((size_t)merge->file_count, sizeof *m->files);
    if (!m->files)
        abort();
    for (int f = 0; f < merge->file_count; f++) {
        const char *path = merge->files[f];
        if (!results_read(path, false, &m->files[f], m->error, m->error_size))
            return false;
        for (int i = 0; i < m->files[f].count; i++)
            if (!place_game(m, &m->files[f].games[i], path))
                return false;
    }
    if (!m->identity) {
        snprintf(m->error, m->error_size, "merge: the results files hold no game");
        return false;
    }
    m->missing = m->identity->total_games - m->found;
    return true;
}

/* The configuration the run had, as far as the report needs it, plus merge's own options. */
static bool rebuild_config(Merge *m, MatchConfig *config) {
    const ResultsMatch *identity = m->identity;
    *config = m->merge->options;
    if (!game_find(identity->variant)) {
        snprintf(m->error, m->error_size, "merge: unknown variant '%s' in '%s'", identity->variant,
                 m->identity_file);
        return false;
    }
    snprintf(config->variant, sizeof config->variant, "%s", identity->variant);
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

static void first_missing(const Merge *m, char *text, size_t size) {
    text[0] = '\0';
    if (m->missing == 0)
        return;
    for (int n = 0; n < m->identity->total_games; n++)
        if (!m->games[n].game) {
            snprintf(text, size, " (%d missing, the first is game %d)", m->missing, n + 1);
            return;
        }
}

static bool write_pgn(Merge *m, const MatchConfig *config) {
    char name[MAX_PATH_TEXT + 16];
    snprintf(name, sizeof name, "PGN to '%s'", config->pgn_out);
    FILE *pgn = output_open_append(config->pgn_out, name, m->error, m->error_size);
    if (!pgn)
        return false;
    const Game *game = game_find(config->variant);
    for (int n = 0; n < m->identity->total_games; n++)
        if (m->games[n].game)
            pgn_write(pgn, config, game, &m->games[n].game->record);
    return output_close(pgn, name, m->error, m->error_size);
}

static void summarize(Merge *m, const MatchConfig *config, FILE *out, Tally *tally) {
    char missing[96];
    first_missing(m, missing, sizeof missing);
    fprintf(out, "Merged %d of %d games of match %s from %d files%s\n", m->found,
            m->identity->total_games, m->identity->id, m->merge->file_count, missing);
    tally_init(tally, config->engine_count, m->block_count);
    for (int n = 0; n < m->identity->total_games; n++) {
        const ResultsGame *game = m->games[n].game;
        if (game)
            tally_add(tally, &game->record, game->block, report_uses_pairs(config));
    }
    report_summary(out, config, tally);
}

bool merge_run(const MergeConfig *merge, FILE *out, Tally *tally, char *error, size_t error_size) {
    Merge m = {.merge = merge, .error = error, .error_size = error_size};
    MatchConfig *config = calloc(1, sizeof *config);
    if (!config)
        abort();
    memset(tally, 0, sizeof *tally);
    bool ok = read_files(&m) && rebuild_config(&m, config) &&
              (!config->pgn_out[0] || write_pgn(&m, config));
    if (ok) {
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
