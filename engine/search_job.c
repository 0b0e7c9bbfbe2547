/*
 * search_job.c - a search as the engine's background job (jobs.c): it reports each
 * iteration and exactly one bestmove through the caller's callbacks. An infinite or ponder
 * search that finishes early waits for tessera_stop (or ponderhit) before its bestmove, as
 * UCI requires. A book move answers at once, on the caller's thread.
 */
#include "engine.h"

#include <string.h>

#include "search/skill.h"
#include "src/monotonic.h"
#include "src/text.h"
#include "src/threads.h"

void engine_format_line(const Game *game, const void *root, const Move *pv, int length,
                        StrBuf *text) {
    PosBuf positions[2];
    memcpy(&positions[0], root, game->pos_size);
    char move[MAX_MOVE_TEXT];
    for (int i = 0; i < length; i++) {
        const void *pos = &positions[i % 2];
        game->format_move(pos, pv[i], move);
        strbuf_printf(text, i ? " %s" : "%s", move);
        if (!game->play(pos, pv[i], &positions[(i + 1) % 2]))
            break;
    }
}

static int mate_moves(Score score) {
    if (score >= SCORE_MATE_IN_MAX)
        return (SCORE_MATE - score + 1) / 2;
    if (score <= -SCORE_MATE_IN_MAX)
        return -((SCORE_MATE + score) / 2);
    return 0;
}

static void report_iteration(void *context, const void *root, const SearchInfo *found) {
    TesseraEngine *engine = context;
    if (!engine->callbacks.info)
        return;
    int64_t time_ms = found->time_ms > 0 ? found->time_ms : 0;
    strbuf_clear(&engine->pv_text);
    engine_format_line(engine->game, root, found->pv, found->pv_length, &engine->pv_text);
    TesseraInfo info = {
        .multipv = found->multipv,
        .depth = found->depth,
        .seldepth = found->seldepth,
        .score = found->score,
        .mate = mate_moves(found->score),
        .is_mate = found->score >= SCORE_MATE_IN_MAX || found->score <= -SCORE_MATE_IN_MAX,
        .nodes = found->nodes,
        .nps = time_ms > 0 ? found->nodes * 1000 / (uint64_t)time_ms : found->nodes * 1000,
        .time_ms = time_ms,
        .hashfull = found->hashfull,
        .pv = strbuf_text(&engine->pv_text),
    };
    CallbackFrame frame;
    engine_callback_enter(&frame, engine);
    engine->callbacks.info(engine->callbacks.context, &info);
    engine_callback_leave(&frame);
}

static bool must_wait_for_release(const TesseraEngine *engine) {
    return engine->limits.infinite ||
           (engine->limits.ponder && atomic_load(&engine->searcher.pondering));
}

static void wait_for_release(TesseraEngine *engine) {
    pthread_mutex_lock(&engine->release_lock);
    while (!atomic_load(&engine->release) && must_wait_for_release(engine))
        pthread_cond_wait(&engine->release_signal, &engine->release_lock);
    pthread_mutex_unlock(&engine->release_lock);
}

/* The bestmove callback, marked as the engine's own (callback_guard.c). */
static void call_bestmove(TesseraEngine *engine, const TesseraCallbacks *callbacks,
                          const char *move, const char *ponder, bool from_book) {
    CallbackFrame frame;
    engine_callback_enter(&frame, engine);
    callbacks->bestmove(callbacks->context, move, ponder, from_book);
    engine_callback_leave(&frame);
}

static void deliver_bestmove(TesseraEngine *engine, const SearchResult *result) {
    const Game *game = engine->game;
    if (result->best == MOVE_NONE) {
        call_bestmove(engine, &engine->callbacks, NULL, NULL, false);
        return;
    }
    char best[MAX_MOVE_TEXT], ponder[MAX_MOVE_TEXT];
    game->format_move(&engine->position, result->best, best);
    PosBuf child;
    bool has_ponder =
        result->ponder != MOVE_NONE && game->play(&engine->position, result->best, &child);
    if (has_ponder)
        game->format_move(&child, result->ponder, ponder);
    call_bestmove(engine, &engine->callbacks, best, has_ponder ? ponder : NULL, false);
}

static void run_search(TesseraEngine *engine) {
    SearchReport report = {engine, report_iteration};
    SearchResult result =
        search_run(&engine->searcher, &engine->position, engine->trail.keys, engine->trail.count,
                   &engine->limits, engine->options.move_overhead_ms, &report);
    wait_for_release(engine);
    atomic_store(&engine->searcher.pondering, false);
    if (result.best != MOVE_NONE)
        report_iteration(engine, &engine->position, &result.final);
    deliver_bestmove(engine, &result);
}

void engine_release_search(TesseraEngine *engine) {
    pthread_mutex_lock(&engine->release_lock);
    atomic_store(&engine->release, true);
    pthread_cond_broadcast(&engine->release_signal);
    pthread_mutex_unlock(&engine->release_lock);
}

static void interrupt_search(TesseraEngine *engine) {
    atomic_store(&engine->searcher.stop, true);
    engine_release_search(engine);
}

/* The player the side to move plays on the clock of: itself when it has a clock; when it has
 * none but others do (`go btime 1000` with white to move, only two clocks in 3-player Wall
 * Go), the player with the smallest clock, rather than think without a limit; -1 when the
 * search has no clock or movetime and infinite rule it out. Clocks of players who are not in
 * the game count as not given. */
static int clock_owner(const TesseraLimits *given, int side, int players) {
    if (given->time_ms[side] != TESSERA_NO_CLOCK)
        return side;
    if (given->movetime_ms > 0 || given->infinite)
        return -1;
    int owner = -1;
    for (int player = 0; player < players; player++)
        if (given->time_ms[player] != TESSERA_NO_CLOCK &&
            (owner < 0 || given->time_ms[player] < given->time_ms[owner]))
            owner = player;
    return owner;
}

int tessera_clock_for(const TesseraEngine *engine, const TesseraLimits *limits) {
    if (engine_refusal(engine) != TESSERA_OK || !limits)
        return -1;
    const PosHeader *header = pos_header(&engine->position);
    return clock_owner(limits, header->side, header->players);
}

static bool within(int64_t value, int64_t low, int64_t high) {
    return value >= low && value <= high;
}

/* The clocks as the protocol reads them: a negative time counts as 0 (the flag has fallen),
 * TESSERA_NO_CLOCK is no clock, the side to move without one plays on clock_owner's. */
static TesseraCode convert_clocks(TesseraEngine *engine, const TesseraLimits *given,
                                  SearchLimits *limits) {
    const PosHeader *header = pos_header(&engine->position);
    for (int i = 0; i < header->players; i++) {
        int64_t time = given->time_ms[i], increment = given->increment_ms[i];
        if (!within(time, INT64_MIN, TESSERA_MAX_CLOCK_MS) ||
            !within(increment, INT64_MIN, TESSERA_MAX_CLOCK_MS))
            return engine_fail(engine, TESSERA_ERROR_ARGUMENT,
                               "player %d's clock or increment is over %d ms", i,
                               TESSERA_MAX_CLOCK_MS);
        limits->time[i] = time == TESSERA_NO_CLOCK ? -1 : time < 0 ? 0 : time;
        limits->increment[i] = increment > 0 ? increment : 0;
    }
    int owner = clock_owner(given, header->side, header->players);
    if (owner >= 0 && owner != header->side) {
        limits->time[header->side] = limits->time[owner];
        if (limits->increment[header->side] == 0)
            limits->increment[header->side] = limits->increment[owner];
    }
    return TESSERA_OK;
}

/* The numbers of the limits, within the protocol's ranges. */
static TesseraCode convert_numbers(TesseraEngine *engine, const TesseraLimits *given,
                                   SearchLimits *limits) {
    if (!within(given->movestogo, 0, TESSERA_MAX_MOVESTOGO) ||
        !within(given->movetime_ms, 0, TESSERA_MAX_CLOCK_MS) ||
        !within(given->depth, 0, MAX_PLY - 1) || !within(given->mate, 0, MAX_PLY / 2 - 1) ||
        given->nodes > (uint64_t)INT64_MAX || !within(given->searchmoves_count, 0, MAX_SEARCHMOVES))
        return engine_fail(engine, TESSERA_ERROR_ARGUMENT,
                           "search limits out of range: movestogo 0-%d, movetime 0-%d ms, depth "
                           "0-%d, mate 0-%d, nodes up to 2^63-1, searchmoves 0-%d",
                           TESSERA_MAX_MOVESTOGO, TESSERA_MAX_CLOCK_MS, MAX_PLY - 1,
                           MAX_PLY / 2 - 1, MAX_SEARCHMOVES);
    limits->movestogo = given->movestogo;
    limits->movetime = given->movetime_ms;
    limits->depth = given->depth;
    limits->nodes = given->nodes;
    limits->mate = given->mate;
    return TESSERA_OK;
}

/* The searchmoves, each legal by the rules of the position (whether or not the game has
 * ended). */
static TesseraCode convert_searchmoves(TesseraEngine *engine, const TesseraLimits *given,
                                       SearchLimits *limits) {
    if (given->searchmoves_count > 0 && !given->searchmoves)
        return engine_fail(engine, TESSERA_ERROR_ARGUMENT, "searchmoves: no list");
    for (int i = 0; i < given->searchmoves_count; i++) {
        char shown[64];
        const char *text = given->searchmoves[i];
        if (!text)
            return engine_fail(engine, TESSERA_ERROR_ARGUMENT, "searchmoves: entry %d is NULL",
                               i + 1);
        text_printable(text, shown, sizeof shown);
        if (!game_parse_legal_move(engine->game, &engine->position, text,
                                   &limits->searchmoves[i])) {
            char reason[MOVE_REASON_BYTES];
            game_illegal_reason(engine->game, &engine->position, text, reason, sizeof reason);
            return engine_fail(engine, TESSERA_ERROR_MOVE, "searchmoves: illegal move '%s': %s",
                               shown, reason);
        }
    }
    limits->searchmoves_count = given->searchmoves_count;
    return TESSERA_OK;
}

/* Converts the caller's limits, checking every number and move. */
static TesseraCode convert_limits(TesseraEngine *engine, const TesseraLimits *given,
                                  SearchLimits *limits) {
    limits_init(limits);
    TesseraCode code = convert_numbers(engine, given, limits);
    if (code == TESSERA_OK)
        code = convert_clocks(engine, given, limits);
    if (code == TESSERA_OK)
        code = convert_searchmoves(engine, given, limits);
    if (code != TESSERA_OK)
        return code;
    if (!TESSERA_HAS_THREADS && (given->infinite || given->ponder))
        return engine_fail(engine, TESSERA_ERROR_ARGUMENT,
                           "this build has no threads: a search needs a limit that ends it "
                           "(no infinite, no ponder)");
    limits->infinite = given->infinite;
    limits->ponder = given->ponder;
    limits->multipv = engine->options.multipv;
    return TESSERA_OK;
}

/* Whether the limits end a search by themselves, without tessera_stop. */
static bool limits_end_search(const SearchLimits *limits, int side) {
    return !limits->infinite && !limits->ponder &&
           (limits->time[side] >= 0 || limits->movetime > 0 || limits->depth > 0 ||
            limits->nodes > 0 || limits->mate > 0);
}

TesseraCode tessera_check_limits(TesseraEngine *engine, const TesseraLimits *given) {
    SearchLimits limits;
    TesseraCode refused = engine_refusal(engine);
    if (refused != TESSERA_OK)
        return refused;
    if (!given)
        return engine_fail(engine, TESSERA_ERROR_ARGUMENT, "no limits");
    return convert_limits(engine, given, &limits);
}

void tessera_limits_init(TesseraLimits *limits) {
    if (!limits)
        return;
    *limits = (TesseraLimits){0};
    for (int i = 0; i < TESSERA_MAX_PLAYERS; i++)
        limits->time_ms[i] = TESSERA_NO_CLOCK;
}

static bool play_book_move(TesseraEngine *engine, const SearchLimits *limits,
                           const TesseraCallbacks *callbacks) {
    Move move = engine_book_move(engine, limits);
    if (move == MOVE_NONE)
        return false;
    char text[MAX_MOVE_TEXT];
    engine->game->format_move(&engine->position, move, text);
    call_bestmove(engine, callbacks, text, NULL, true);
    return true;
}

/* Starts the search of converted limits: ends the job before it, then a book move or the
 * search job. */
static TesseraCode start_search(TesseraEngine *engine, const SearchLimits *limits,
                                const TesseraCallbacks *callbacks) {
    engine_end_job(engine);
    GameStatus status;
    engine_status(engine, &status);
    if (status.outcome != OUTCOME_ONGOING)
        return engine_fail(engine, TESSERA_ERROR_GAME_OVER, "game over (%s)", status.reason);
    if (!engine_ensure_searcher(engine))
        return engine_fail(engine, TESSERA_ERROR_MEMORY, "not enough memory for the search");
    if (play_book_move(engine, limits, callbacks))
        return TESSERA_OK;
    engine->limits = *limits;
    engine->callbacks = *callbacks;
    const Options *options = &engine->options;
    engine->limits.skill = skill_make(options->skill_level, options->limit_strength, options->elo,
                                      engine_random(engine));
    atomic_store(&engine->release, false);
    atomic_store(&engine->searcher.stop, false);
    atomic_store(&engine->searcher.pondering, limits->ponder);
    TesseraCode code = engine_start_job(engine, run_search, interrupt_search);
    if (code != TESSERA_OK)
        atomic_store(&engine->searcher.pondering, false);
    return code;
}

TesseraCode tessera_search_start(TesseraEngine *engine, const TesseraLimits *given,
                                 const TesseraCallbacks *callbacks) {
    TesseraCode code = engine_refusal(engine);
    if (code != TESSERA_OK)
        return code;
    if (!given || !callbacks || !callbacks->bestmove)
        return engine_fail(engine, TESSERA_ERROR_ARGUMENT,
                           "a search needs limits and a bestmove callback");
    SearchLimits limits;
    code = convert_limits(engine, given, &limits);
    return code == TESSERA_OK ? start_search(engine, &limits, callbacks) : code;
}

static bool searching(const TesseraEngine *engine) {
    return engine->job_started && engine->job_run == run_search;
}

void tessera_wait(TesseraEngine *engine) {
    if (engine_refusal(engine) != TESSERA_OK)
        return;
    if (searching(engine) && (must_wait_for_release(engine) || atomic_load(&engine->job_cancel)))
        engine_end_job(engine);
    else
        engine_join_job(engine);
}

void tessera_ponderhit(TesseraEngine *engine) {
    if (!engine || !searching(engine) || !atomic_load(&engine->searcher.pondering))
        return;
    atomic_store(&engine->searcher.start_ms, monotonic_ms());
    pthread_mutex_lock(&engine->release_lock);
    atomic_store(&engine->searcher.pondering, false);
    pthread_cond_broadcast(&engine->release_signal);
    pthread_mutex_unlock(&engine->release_lock);
}

/* ---- the blocking search --------------------------------------------------------------- */

typedef struct Blocking {
    TesseraResult *result;
    void (*info)(void *context, const TesseraInfo *info);
    void *context;
} Blocking;

static void copy_text(char *to, size_t size, const char *from) {
    size_t length = strlen(from);
    if (length >= size) {
        length = size - 1;
        while (length > 0 && from[length] != ' ')
            length--;
    }
    memcpy(to, from, length);
    to[length] = '\0';
}

static void keep_info(void *context, const TesseraInfo *info) {
    Blocking *blocking = context;
    if (info->multipv == 1) {
        TesseraResult *result = blocking->result;
        result->depth = info->depth;
        result->score = info->score;
        result->mate = info->mate;
        result->is_mate = info->is_mate;
        result->nodes = info->nodes;
        result->time_ms = info->time_ms;
        copy_text(result->pv, sizeof result->pv, info->pv);
    }
    if (blocking->info)
        blocking->info(blocking->context, info);
}

static void keep_bestmove(void *context, const char *move, const char *ponder, bool from_book) {
    TesseraResult *result = ((Blocking *)context)->result;
    copy_text(result->move, sizeof result->move, move ? move : "");
    copy_text(result->ponder, sizeof result->ponder, ponder ? ponder : "");
    result->from_book = from_book;
}

TesseraCode tessera_search(TesseraEngine *engine, const TesseraLimits *limits,
                           void (*info)(void *context, const TesseraInfo *info), void *context,
                           TesseraResult *result) {
    TesseraCode code = engine_refusal(engine);
    if (code != TESSERA_OK)
        return code;
    if (!result || !limits)
        return engine_fail(engine, TESSERA_ERROR_ARGUMENT,
                           "a blocking search needs limits and a result");
    SearchLimits converted;
    if ((code = convert_limits(engine, limits, &converted)) != TESSERA_OK)
        return code;
    if (!limits_end_search(&converted, pos_header(&engine->position)->side))
        return engine_fail(engine, TESSERA_ERROR_ARGUMENT,
                           "a blocking search needs a limit that ends it: a clock for the side "
                           "to move, movetime, depth, nodes or mate (not infinite or ponder)");
    *result = (TesseraResult){0};
    Blocking blocking = {result, info, context};
    TesseraCallbacks callbacks = {&blocking, keep_info, keep_bestmove};
    code = start_search(engine, &converted, &callbacks);
    if (code == TESSERA_OK)
        engine_join_job(engine);
    return code;
}
