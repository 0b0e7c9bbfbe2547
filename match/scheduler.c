/*
 * scheduler.c - the match schedule and the threads that play it.
 *
 * The schedule is fixed before any game starts: rounds x encounters x games, where an
 * encounter is a pair of engines (round-robin or gauntlet) or, for games of more players,
 * all engines at once. Within an encounter consecutive games share an opening block of
 * `repeat` games and rotate the seats (with two players: colours swap), so each opening is
 * played from every side. The run plays a plan drawn from the schedule: all of it, or with
 * -shard I/N every N-th opening block, less the games -resume finds in the results file.
 * Workers take the next game of the plan from a shared counter; each keeps its own process of
 * every engine it needs and starts it again after a failure when -recover is on. Results,
 * progress lines, the PGN file and the results file are handled under one mutex in finishing
 * order; games still running when the match stops (SPRT) finish and count. The outputs are
 * flushed and checked after every game (the report also after each `Started game` line):
 * the first write that fails stops the match, since games whose record is lost are not worth
 * playing. SIGINT and SIGTERM end the match at once with the report of the finished games.
 */
#include "scheduler.h"

#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "engine/registry.h"
#include "src/monotonic.h"
#include "engine_process.h"
#include "game_runner.h"
#include "src/openings.h"
#include "output_file.h"
#include "pgn.h"
#include "progress.h"
#include "report.h"
#include "results.h"
#include "resume.h"

typedef struct Match {
    const MatchConfig *config;
    const Game *game;
    FILE *out;
    FILE *pgn;
    char pgn_name[MAX_PATH_TEXT + 16]; /* "PGN to '<file>'" for messages */
    FILE *results;
    char results_name[MAX_PATH_TEXT + 16]; /* "results to '<file>'" */
    ResultsMatch results_match;
    char shard_text[32]; /* "I/N" in results lines, "" unsharded */
    OpeningBook book;
    PlannedGame *games; /* the whole schedule, games[n - 1] is game n */
    int game_count;
    int block_count;
    int *plan; /* indices into games of the games this run plays, in order */
    int plan_count;
    pthread_mutex_t lock;
    int next_game; /* into plan */
    bool stop;
    bool failed;
    _Atomic bool interrupted; /* SIGINT or SIGTERM came: nothing more is recorded */
    char error[MAX_PATH_TEXT + 256];
    MatchOutcome *outcome;
    MatchProgress progress;
} Match;

/* How the report is named in messages. */
static const char REPORT_NAME[] = "the match report";

/* ---- schedule ---------------------------------------------------------------------------- */

static int encounter_list(const MatchConfig *config, int encounters[][2]) {
    int count = 0;
    if (config->players > 2) {
        encounters[count][0] = 0, encounters[count][1] = 0;
        return 1;
    }
    for (int a = 0; a < config->engine_count; a++)
        for (int b = a + 1; b < config->engine_count; b++)
            if (config->tournament == TOURNAMENT_ROUND_ROBIN || a == 0) {
                encounters[count][0] = a;
                encounters[count][1] = b;
                count++;
            }
    return count;
}

void scheduler_seat_game(const MatchConfig *config, const int encounter[2], int g,
                         int seats[MAX_PLAYERS]) {
    if (config->players > 2) {
        for (int p = 0; p < config->players; p++)
            seats[p] = (p + g) % config->players;
        return;
    }
    seats[0] = encounter[g % 2];
    seats[1] = encounter[1 - g % 2];
}

/* The whole schedule; *block_count gets the number of opening blocks. */
static PlannedGame *build_schedule(const MatchConfig *config, int *game_count, int *block_count) {
    int encounters[MAX_PAIRS][2];
    int encounter_count = encounter_list(config, encounters);
    *game_count = config->rounds * encounter_count * config->games;
    PlannedGame *games = calloc((size_t)*game_count, sizeof *games);
    if (!games)
        abort();
    int at = 0, blocks = 0;
    for (int round = 0; round < config->rounds; round++)
        for (int e = 0; e < encounter_count; e++) {
            for (int g = 0; g < config->games; g++) {
                /* Counted over the rounds, so `-games 1 -rounds N` alternates too. */
                scheduler_seat_game(config, encounters[e], round * config->games + g,
                                    games[at].seats);
                games[at].number = at + 1;
                games[at++].block = blocks + g / config->repeat;
            }
            blocks += (config->games + config->repeat - 1) / config->repeat;
        }
    *block_count = blocks;
    return games;
}

/* Whole opening blocks go to the shards in turn, so a game pair is never split and every
 * shard gets about as many games of every encounter and round. */
static bool in_shard(const MatchConfig *config, int block) {
    return block % config->shard_count == config->shard_index;
}

static void build_plan(Match *match) {
    match->plan = malloc((size_t)(match->game_count > 0 ? match->game_count : 1) * sizeof(int));
    if (!match->plan)
        abort();
    match->plan_count = 0;
    for (int i = 0; i < match->game_count; i++)
        if (in_shard(match->config, match->games[i].block))
            match->plan[match->plan_count++] = i;
}

int scheduler_plan(const MatchConfig *config, PlannedGame **games, int *total) {
    int game_count, block_count, count = 0;
    PlannedGame *all = build_schedule(config, &game_count, &block_count);
    for (int i = 0; i < game_count; i++)
        if (in_shard(config, all[i].block))
            all[count++] = all[i];
    if (total)
        *total = game_count;
    *games = all;
    return count;
}

/* ---- engines ----------------------------------------------------------------------------- */

typedef struct Worker {
    Match *match;
    EngineProcess engines[MAX_ENGINES];
    bool started[MAX_ENGINES]; /* engines[i] holds a process (maybe a failed one) */
} Worker;

/* Keeps the first failure and stops the match; the caller holds the lock. */
static void match_fail_locked(Match *match, const char *message) {
    if (!match->failed)
        snprintf(match->error, sizeof match->error, "%s", message);
    match->failed = true;
    match->stop = true;
}

static void match_fail(Match *match, const char *message) {
    pthread_mutex_lock(&match->lock);
    match_fail_locked(match, message);
    pthread_mutex_unlock(&match->lock);
}

/* Flushes the report and the PGN file; a failed write fails the match. Under the lock (or
 * while no worker runs). */
static void check_outputs_locked(Match *match) {
    char error[sizeof match->error];
    if (!output_flush(match->out, REPORT_NAME, error, sizeof error) ||
        (match->pgn && !output_flush(match->pgn, match->pgn_name, error, sizeof error)) ||
        (match->results && !output_flush(match->results, match->results_name, error, sizeof error)))
        match_fail_locked(match, error);
}

static bool check_variant(Match *match, const EngineProcess *engine) {
    const Game *game = match->game;
    /* An engine without UCI_Variant plays the default game, the one UCI means (chess). */
    bool plain_uci = game == registry_default() && !process_lists_option(engine, "UCI_Variant");
    char message[MAX_NAME_TEXT + GAME_OPTIONS_TEXT + 128];
    if (!plain_uci && !process_lists_variant(engine, game->name)) {
        snprintf(message, sizeof message, "engine '%s' does not offer UCI_Variant %s",
                 engine->config->name, game->name);
        match_fail(match, message);
        return false;
    }
    const char *missing = game_options_missing(game, &match->config->game_choices, engine);
    if (!missing)
        return true;
    snprintf(message, sizeof message, "engine '%s' does not offer the option %s (-game-option %s)",
             engine->config->name, missing, match->config->game_options);
    match_fail(match, message);
    return false;
}

static bool worker_engine_ready(Worker *worker, int index) {
    Match *match = worker->match;
    EngineProcess *engine = &worker->engines[index];
    if (worker->started[index] && process_is_running(engine))
        return true;
    if (worker->started[index])
        process_quit(engine);
    char error[256];
    const MatchConfig *config = match->config;
    worker->started[index] =
        process_start(engine, &config->engines[index], config->stall_timeout_ms, config->debug,
                      error, sizeof error);
    if (!worker->started[index]) {
        match_fail(match, error);
        return false;
    }
    return check_variant(match, engine);
}

/* After a game: failed engines are shut down; without -recover their failure stops the
 * match. restart=on engines are shut down after every game. */
static void worker_after_game(Worker *worker, const GameRecord *record) {
    Match *match = worker->match;
    for (int p = 0; p < record->players; p++) {
        int index = record->seats[p];
        EngineProcess *engine = &worker->engines[index];
        bool failed = engine->fault != FAULT_NONE;
        if (failed || match->config->engines[index].restart) {
            process_quit(engine);
            worker->started[index] = false;
        }
        if (failed && !match->config->recover) {
            pthread_mutex_lock(&match->lock);
            match->stop = true;
            match->outcome->failure_stopped = true;
            fprintf(match->out, "Engine %s failed (%s); stopping the match (use -recover)\n",
                    match->config->engines[index].name, record->reason);
            pthread_mutex_unlock(&match->lock);
        }
    }
}

/* ---- games ------------------------------------------------------------------------------- */

static int take_game(Match *match) {
    pthread_mutex_lock(&match->lock);
    int index =
        match->stop || match->next_game >= match->plan_count ? -1 : match->plan[match->next_game++];
    pthread_mutex_unlock(&match->lock);
    return index;
}

static void check_sprt(Match *match) {
    const MatchConfig *config = match->config;
    if (!config->sprt.enabled || match->stop)
        return;
    const PairTally *pair = tally_pair_const(&match->outcome->tally, 0, 1);
    if (tally_sprt_verdict(pair, &config->sprt, report_uses_pairs(config)) != SPRT_CONTINUE) {
        match->stop = true;
        match->outcome->sprt_stopped = true;
    }
}

static void record_game(Match *match, const GameRecord *record, int block) {
    const MatchConfig *config = match->config;
    pthread_mutex_lock(&match->lock);
    if (atomic_load(&match->interrupted)) { /* an engine killed by the same signal, maybe */
        pthread_mutex_unlock(&match->lock);
        return;
    }
    Tally *tally = &match->outcome->tally;
    tally_add(tally, record, block, report_uses_pairs(config));
    report_finished(match->out, config, record);
    report_scores(match->out, config, tally, record);
    if (config->rating_interval > 0 && tally->games % config->rating_interval == 0)
        report_ratings(match->out, config, tally);
    if (match->pgn)
        pgn_write(match->pgn, config, match->game, record);
    if (match->results)
        results_write(match->results, &match->results_match, match->shard_text, block, record);
    match_progress_report(&match->progress, match->out, tally->games, monotonic_ms());
    check_sprt(match);
    check_outputs_locked(match);
    pthread_mutex_unlock(&match->lock);
}

static void worker_play(Worker *worker, int index) {
    Match *match = worker->match;
    const PlannedGame *scheduled = &match->games[index];
    GameSetup setup = {.config = match->config,
                       .game = match->game,
                       .number = index + 1,
                       .players = match->config->players};
    EngineProcess *seated[MAX_PLAYERS];
    for (int p = 0; p < setup.players; p++) {
        setup.seats[p] = scheduled->seats[p];
        if (!worker_engine_ready(worker, setup.seats[p]))
            return;
        seated[p] = &worker->engines[setup.seats[p]];
    }
    Opening opening;
    openings_get(&match->book, scheduled->block, &opening);
    setup.opening = &opening;
    pthread_mutex_lock(&match->lock);
    report_started(match->out, match->config, &setup, match->game_count);
    check_outputs_locked(match); /* the line must be seen while the game runs */
    pthread_mutex_unlock(&match->lock);
    GameRecord record;
    if (runner_play(&setup, seated, &record))
        record_game(match, &record, scheduled->block);
    else
        match_fail(match, record.reason);
    worker_after_game(worker, &record);
    runner_record_free(&record);
    opening_free(&opening);
}

static void *worker_main(void *argument) {
    Worker *worker = argument;
    Match *match = worker->match;
    for (int index; (index = take_game(match)) >= 0;) {
        worker_play(worker, index);
        if (match->config->wait_ms > 0)
            usleep((useconds_t)(match->config->wait_ms * 1000));
    }
    for (int i = 0; i < MAX_ENGINES; i++)
        if (worker->started[i])
            process_quit(&worker->engines[i]);
    return NULL;
}

/* ---- interruption ------------------------------------------------------------------------ */

/* The signals that end a match early: blocked in every thread of the match and taken by one
 * thread that waits for them (interrupt_main). */
static void interrupt_signals(sigset_t *set) {
    sigemptyset(set);
    sigaddset(set, SIGINT);
    sigaddset(set, SIGTERM);
}

/* Waits for SIGINT or SIGTERM, then reports the finished games, flushes the PGN and results
 * files and exits with 128 + the signal's number. Games under way are dropped: their engines
 * see their input close and quit. Cancelled when the match ends by itself. */
static void *interrupt_main(void *argument) {
    Match *match = argument;
    sigset_t set;
    interrupt_signals(&set);
    int signal_number;
    if (sigwait(&set, &signal_number) != 0)
        return NULL;
    atomic_store(&match->interrupted, true);
    pthread_mutex_lock(&match->lock);
    fprintf(match->out, "Interrupted (%s): the games under way are dropped\n",
            signal_number == SIGINT ? "SIGINT" : "SIGTERM");
    report_summary(match->out, match->config, &match->outcome->tally);
    fflush(match->out);
    if (match->pgn)
        fflush(match->pgn);
    if (match->results)
        fflush(match->results);
    _exit(128 + signal_number);
}

/* ---- match ------------------------------------------------------------------------------- */

static bool match_open(Match *match, char *error, size_t error_size) {
    const MatchConfig *config = match->config;
    if (!openings_load(&match->book, &config->openings, match->game, config->players,
                       &config->game_choices.chosen, config->seed, match->out, error, error_size))
        return false;
    if (config->pgn_out[0]) {
        snprintf(match->pgn_name, sizeof match->pgn_name, "PGN to '%s'", config->pgn_out);
        match->pgn = output_open_append(config->pgn_out, match->pgn_name, error, error_size);
        if (!match->pgn) {
            openings_free(&match->book);
            return false;
        }
    }
    match->games = build_schedule(config, &match->game_count, &match->block_count);
    build_plan(match);
    return true;
}

/* Drops the games the results file already holds from the plan. */
static void plan_skip_done(Match *match, const bool *done) {
    int kept = 0;
    for (int i = 0; i < match->plan_count; i++)
        if (!done[match->plan[i]])
            match->plan[kept++] = match->plan[i];
    match->plan_count = kept;
}

/* -results: the games already in the file (with -resume), then the file opened for the new
 * ones. */
static bool match_open_results(Match *match, char *error, size_t error_size) {
    const MatchConfig *config = match->config;
    if (!config->results_out[0])
        return true;
    if (config->shard_count > 1)
        snprintf(match->shard_text, sizeof match->shard_text, "%d/%d", config->shard_index + 1,
                 config->shard_count);
    results_describe(config, match->game_count, &match->results_match);
    bool *planned = calloc((size_t)match->game_count, sizeof *planned);
    bool *done = calloc((size_t)match->game_count, sizeof *done);
    if (!planned || !done)
        abort();
    for (int i = 0; i < match->plan_count; i++)
        planned[match->plan[i]] = true;
    bool ok = resume_load(config, &match->results_match, planned, report_uses_pairs(config), done,
                          &match->outcome->tally, match->out, error, error_size);
    if (ok)
        plan_skip_done(match, done);
    free(planned);
    free(done);
    snprintf(match->results_name, sizeof match->results_name, "results to '%s'",
             config->results_out);
    if (ok)
        match->results =
            output_open_append(config->results_out, match->results_name, error, error_size);
    return match->results != NULL;
}

/* After the workers: the last report lines and the files' close are checked too. */
static void match_close(Match *match) {
    char error[sizeof match->error];
    check_outputs_locked(match);
    if (match->pgn && !output_close(match->pgn, match->pgn_name, error, sizeof error))
        match_fail_locked(match, error);
    if (match->results && !output_close(match->results, match->results_name, error, sizeof error))
        match_fail_locked(match, error);
    openings_free(&match->book);
    free(match->games);
    free(match->plan);
}

static void run_workers(Match *match) {
    sigset_t signals, previous;
    interrupt_signals(&signals);
    pthread_sigmask(SIG_BLOCK, &signals, &previous); /* the workers inherit the mask */
    pthread_t interrupt_thread;
    bool interruptible = pthread_create(&interrupt_thread, NULL, interrupt_main, match) == 0;
    int count = match->config->concurrency;
    if (count > match->plan_count)
        count = match->plan_count;
    Worker *workers = calloc((size_t)(count > 0 ? count : 1), sizeof *workers);
    pthread_t *threads = calloc((size_t)(count > 0 ? count : 1), sizeof *threads);
    if (!workers || !threads)
        abort();
    for (int i = 0; i < count; i++) {
        workers[i].match = match;
        pthread_create(&threads[i], NULL, worker_main, &workers[i]);
    }
    for (int i = 0; i < count; i++)
        pthread_join(threads[i], NULL);
    free(workers);
    free(threads);
    if (interruptible) {
        pthread_cancel(interrupt_thread);
        pthread_join(interrupt_thread, NULL);
    }
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
}

bool scheduler_run(const MatchConfig *config, FILE *out, MatchOutcome *outcome, char *error,
                   size_t error_size) {
    Match match = {
        .config = config, .game = registry_find(config->variant), .out = out, .outcome = outcome};
    memset(outcome, 0, sizeof *outcome);
    if (!match_open(&match, error, error_size))
        return false;
    outcome->scheduled_games = match.game_count;
    tally_init(&outcome->tally, config->engine_count, match.block_count);
    pthread_mutex_init(&match.lock, NULL);
    report_header(out, config, match.game_count);
    if (!match_open_results(&match, error, error_size)) {
        match_close(&match);
        pthread_mutex_destroy(&match.lock);
        return false;
    }
    report_plan(out, config, match.plan_count);
    check_outputs_locked(&match);
    match_progress_start(&match.progress, match.plan_count, config->progress_interval_ms,
                         monotonic_ms());
    run_workers(&match);
    report_summary(out, config, &outcome->tally);
    match_close(&match);
    pthread_mutex_destroy(&match.lock);
    if (match.failed)
        snprintf(error, error_size, "%s", match.error);
    return !match.failed;
}
