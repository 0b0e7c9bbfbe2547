/*
 * test_api_misuse.c - the C API of include/tessera.h as a careless or hostile caller uses it:
 * NULL engines and arguments, limits that could never end a search, clocks that are negative,
 * missing or for players not in the game, calls back into the engine from its own callbacks,
 * and take-backs in very long games. Each case checks the exact code or safe value and then
 * that the engine still plays.
 */
#include <criterion/criterion.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "include/tessera.h"
#include "src/monotonic.h"
#include "tests/support/engine_search.h"

static TesseraEngine *open_engine(const char *game, int players) {
    TesseraEngine *engine = NULL;
    cr_assert_eq(tessera_new(game, players, &engine), TESSERA_OK, "no engine for %s", game);
    return engine;
}

/* The engine still works: a depth-1 search finds a legal move, which then plays. */
static void assert_still_plays(TesseraEngine *engine) {
    TesseraResult result = engine_search_depth(engine, 1);
    cr_assert(tessera_is_legal(engine, result.move), "'%s' is not legal", result.move);
    cr_assert_eq(tessera_play(engine, result.move), TESSERA_OK, "%s", tessera_error(engine));
    cr_assert_eq(tessera_undo(engine), TESSERA_OK);
}

typedef struct Outcome {
    char move[32];
    int bestmoves;
} Outcome;

static void note_bestmove(void *context, const char *move, const char *ponder, bool from_book) {
    Outcome *outcome = context;
    (void)ponder, (void)from_book;
    snprintf(outcome->move, sizeof outcome->move, "%s", move ? move : "");
    outcome->bestmoves++;
}

/* Starts a search within limits and waits for its bestmove at most deadline_ms; a search
 * still running then is stopped and the test fails. Returns the milliseconds it took. */
static int64_t search_within(TesseraEngine *engine, const TesseraLimits *limits, int deadline_ms,
                             Outcome *outcome) {
    TesseraCallbacks callbacks = {outcome, NULL, note_bestmove};
    int64_t start = monotonic_ms();
    cr_assert_eq(tessera_search_start(engine, limits, &callbacks), TESSERA_OK, "%s",
                 tessera_error(engine));
    while (tessera_busy(engine) && monotonic_ms() - start < deadline_ms)
        usleep(2000);
    int64_t took = monotonic_ms() - start;
    bool ended = !tessera_busy(engine);
    tessera_stop(engine);
    tessera_wait(engine);
    cr_assert(ended, "the search was still running after %d ms", deadline_ms);
    cr_assert_eq(outcome->bestmoves, 1);
    return took;
}

/* ---- NULL ------------------------------------------------------------------------------- */

static void ignore_divide(void *context, const char *move, uint64_t nodes) {
    (void)context, (void)move, (void)nodes;
}

static void ignore_done(void *context, uint64_t nodes, bool stopped) {
    (void)context, (void)nodes, (void)stopped;
}

Test(api_misuse, every_call_refuses_a_null_engine) {
    TesseraLimits limits;
    tessera_limits_init(&limits);
    limits.depth = 1;
    TesseraCallbacks callbacks = {NULL, NULL, note_bestmove};
    TesseraOption option;
    TesseraStatus status;
    TesseraResult result;
    uint64_t nodes = 7;
    int count = 7;
    const char *moves[] = {"e2e4"};
    cr_assert_eq(tessera_new_game(NULL), TESSERA_ERROR_ARGUMENT);
    cr_assert_eq(tessera_option(NULL, 0, &option), TESSERA_ERROR_ARGUMENT);
    cr_assert_eq(tessera_set_option(NULL, "Hash", "1"), TESSERA_ERROR_ARGUMENT);
    cr_assert_eq(tessera_set_position(NULL, NULL, moves, 1), TESSERA_ERROR_ARGUMENT);
    cr_assert_eq(tessera_play(NULL, "e2e4"), TESSERA_ERROR_ARGUMENT);
    cr_assert_eq(tessera_undo(NULL), TESSERA_ERROR_ARGUMENT);
    cr_assert_eq(tessera_status(NULL, &status), TESSERA_ERROR_ARGUMENT);
    cr_assert_eq(status.side_to_move, -1, "a refused status names nobody to move");
    cr_assert_eq(tessera_perft(NULL, 1, NULL, NULL, &nodes), TESSERA_ERROR_ARGUMENT);
    cr_assert_eq(nodes, 7, "a refused perft leaves the count alone");
    cr_assert_eq(tessera_perft_start(NULL, 1, ignore_divide, ignore_done, NULL),
                 TESSERA_ERROR_ARGUMENT);
    cr_assert_eq(tessera_check_limits(NULL, &limits), TESSERA_ERROR_ARGUMENT);
    cr_assert_eq(tessera_search_start(NULL, &limits, &callbacks), TESSERA_ERROR_ARGUMENT);
    cr_assert_eq(tessera_search(NULL, &limits, NULL, NULL, &result), TESSERA_ERROR_ARGUMENT);
    cr_assert_str_eq(tessera_game(NULL), "");
    cr_assert_eq(tessera_players(NULL), 0);
    cr_assert_eq(tessera_move_count(NULL), 0);
    cr_assert_str_eq(tessera_position(NULL), "");
    cr_assert_eq(tessera_key(NULL), 0);
    cr_assert_eq(tessera_side_to_move(NULL), -1);
    cr_assert_str_eq(tessera_legal_moves(NULL, &count), "");
    cr_assert_eq(count, 0);
    cr_assert_not(tessera_is_legal(NULL, "e2e4"));
    cr_assert_str_eq(tessera_illegal_reason(NULL, "e2e4"), "no engine");
    cr_assert_str_eq(tessera_board(NULL), "");
    cr_assert_str_eq(tessera_eval(NULL), "");
    cr_assert_str_eq(tessera_error(NULL), "no engine");
    cr_assert_not(tessera_busy(NULL));
    cr_assert_eq(tessera_clock_for(NULL, &limits), -1);
    tessera_stop(NULL);
    tessera_ponderhit(NULL);
    tessera_wait(NULL);
    tessera_free(NULL);
    tessera_limits_init(NULL);
    TesseraEngine *engine = open_engine("chess", 0);
    assert_still_plays(engine);
    tessera_free(engine);
}

Test(api_misuse, null_arguments_are_refused_and_change_nothing) {
    TesseraEngine *engine = open_engine("chess", 0);
    cr_assert_eq(tessera_play(engine, "e2e4"), TESSERA_OK);
    const char *before = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
    TesseraLimits limits;
    tessera_limits_init(&limits);
    TesseraResult result;
    cr_assert_eq(tessera_new(NULL, 0, NULL), TESSERA_ERROR_ARGUMENT);
    cr_assert_eq(tessera_game_info(NULL, &(TesseraGameInfo){0}), TESSERA_ERROR_ARGUMENT);
    cr_assert_eq(tessera_game_info("chess", NULL), TESSERA_ERROR_ARGUMENT);
    cr_assert_eq(tessera_option(engine, 0, NULL), TESSERA_ERROR_ARGUMENT);
    cr_assert_eq(tessera_set_option(engine, NULL, "1"), TESSERA_ERROR_OPTION);
    cr_assert_str_eq(tessera_error(engine), "unknown option ''");
    cr_assert_eq(tessera_set_option(engine, "Hash", NULL), TESSERA_ERROR_OPTION);
    cr_assert_str_eq(tessera_error(engine), "option Hash needs a value");
    cr_assert_eq(tessera_play(engine, NULL), TESSERA_ERROR_ARGUMENT);
    cr_assert_eq(tessera_set_position(engine, NULL, NULL, 2), TESSERA_ERROR_ARGUMENT);
    cr_assert_eq(tessera_status(engine, NULL), TESSERA_ERROR_ARGUMENT);
    cr_assert_eq(tessera_check_limits(engine, NULL), TESSERA_ERROR_ARGUMENT);
    cr_assert_eq(tessera_search_start(engine, &limits, NULL), TESSERA_ERROR_ARGUMENT);
    cr_assert_eq(tessera_search_start(engine, &limits, &(TesseraCallbacks){0}),
                 TESSERA_ERROR_ARGUMENT);
    cr_assert_eq(tessera_search(engine, NULL, NULL, NULL, &result), TESSERA_ERROR_ARGUMENT);
    cr_assert_eq(tessera_search(engine, &limits, NULL, NULL, NULL), TESSERA_ERROR_ARGUMENT);
    cr_assert_eq(tessera_perft_start(engine, 1, NULL, NULL, NULL), TESSERA_ERROR_ARGUMENT);
    cr_assert_eq(tessera_clock_for(engine, NULL), -1);
    cr_assert_str_eq(tessera_illegal_reason(engine, NULL), "no move given");
    cr_assert_not(tessera_is_legal(engine, NULL));
    cr_assert_str_eq(tessera_position(engine), before);
    cr_assert_eq(tessera_move_count(engine), 1);
    assert_still_plays(engine);
    tessera_free(engine);
}

Test(api_misuse, a_null_move_in_a_list_is_refused_with_its_place) {
    TesseraEngine *engine = open_engine("chess", 0);
    cr_assert_eq(tessera_play(engine, "d2d4"), TESSERA_OK);
    const char *moves[] = {"e2e4", "e7e5", NULL, "g1f3"};
    cr_assert_eq(tessera_set_position(engine, NULL, moves, 4), TESSERA_ERROR_ARGUMENT);
    cr_assert_str_eq(tessera_error(engine), "no move (move 3 of the list): NULL");
    cr_assert_eq(tessera_move_count(engine), 1, "the earlier position stays");
    cr_assert(tessera_is_legal(engine, "d7d5"));
    const TesseraLimits *null_limits = NULL;
    cr_assert_eq(tessera_check_limits(engine, null_limits), TESSERA_ERROR_ARGUMENT);
    TesseraLimits limits;
    tessera_limits_init(&limits);
    limits.searchmoves = moves + 2;
    limits.searchmoves_count = 1;
    cr_assert_eq(tessera_check_limits(engine, &limits), TESSERA_ERROR_ARGUMENT);
    cr_assert_str_eq(tessera_error(engine), "searchmoves: entry 1 is NULL");
    limits.searchmoves = NULL;
    cr_assert_eq(tessera_check_limits(engine, &limits), TESSERA_ERROR_ARGUMENT);
    cr_assert_str_eq(tessera_error(engine), "searchmoves: no list");
    assert_still_plays(engine);
    tessera_free(engine);
}

Test(api_misuse, a_player_count_outside_the_game_is_refused) {
    TesseraEngine *engine = (TesseraEngine *)&engine;
    cr_assert_eq(tessera_new("chess", 4, &engine), TESSERA_ERROR_ARGUMENT);
    cr_assert_null(engine);
    cr_assert_eq(tessera_new("wallgo", 5, &engine), TESSERA_ERROR_ARGUMENT);
    cr_assert_eq(tessera_new("wallgo", -1, &engine), TESSERA_ERROR_ARGUMENT);
    cr_assert_eq(tessera_new("wallgo", 1, &engine), TESSERA_ERROR_ARGUMENT);
    engine = open_engine("wallgo", 4);
    cr_assert_eq(tessera_players(engine), 4);
    assert_still_plays(engine);
    tessera_free(engine);
}

/* ---- limits ------------------------------------------------------------------------------ */

Test(api_misuse, limits_out_of_range_are_refused) {
    TesseraEngine *engine = open_engine("chess", 0);
    struct {
        const char *what;
        TesseraLimits limits;
    } cases[8];
    for (int i = 0; i < 8; i++)
        tessera_limits_init(&cases[i].limits);
    cases[0].what = "increment INT64_MAX";
    cases[0].limits.time_ms[0] = 1000;
    cases[0].limits.increment_ms[0] = INT64_MAX;
    cases[1].what = "a clock over the cap";
    cases[1].limits.time_ms[1] = (int64_t)TESSERA_MAX_CLOCK_MS + 1;
    cases[2].what = "nodes 2^64-1 (a wrapped -1)";
    cases[2].limits.nodes = UINT64_MAX;
    cases[3].what = "a negative searchmoves count";
    cases[3].limits.searchmoves_count = -1;
    cases[4].what = "a negative movestogo";
    cases[4].limits.movestogo = -1;
    cases[5].what = "a negative depth";
    cases[5].limits.depth = -3;
    cases[6].what = "a movetime over the cap";
    cases[6].limits.movetime_ms = INT64_MAX;
    cases[7].what = "a negative movetime";
    cases[7].limits.movetime_ms = -1;
    TesseraResult result;
    for (int i = 0; i < 8; i++) {
        cr_assert_eq(tessera_check_limits(engine, &cases[i].limits), TESSERA_ERROR_ARGUMENT,
                     "%s was taken", cases[i].what);
        cr_assert_eq(tessera_search(engine, &cases[i].limits, NULL, NULL, &result),
                     TESSERA_ERROR_ARGUMENT, "%s was searched", cases[i].what);
    }
    cr_assert_str_eq(tessera_error(engine),
                     "search limits out of range: movestogo 0-10000, movetime 0-1000000000 ms, "
                     "depth 0-127, mate 0-63, nodes up to 2^63-1, searchmoves 0-256");
    assert_still_plays(engine);
    tessera_free(engine);
}

Test(api_misuse, a_blocking_search_needs_a_limit_that_ends_it) {
    TesseraEngine *engine = open_engine("chess", 0);
    TesseraLimits limits;
    tessera_limits_init(&limits);
    TesseraResult result;
    const char *expected = "a blocking search needs a limit that ends it: a clock for the side "
                           "to move, movetime, depth, nodes or mate (not infinite or ponder)";
    cr_assert_eq(tessera_search(engine, &limits, NULL, NULL, &result), TESSERA_ERROR_ARGUMENT);
    cr_assert_str_eq(tessera_error(engine), expected);
    limits.time_ms[2] = 100; /* chess has no third player: not a clock */
    limits.time_ms[3] = 100;
    cr_assert_eq(tessera_clock_for(engine, &limits), -1);
    cr_assert_eq(tessera_search(engine, &limits, NULL, NULL, &result), TESSERA_ERROR_ARGUMENT);
    cr_assert_str_eq(tessera_error(engine), expected);
    limits.depth = 2;
    limits.infinite = true;
    cr_assert_eq(tessera_search(engine, &limits, NULL, NULL, &result), TESSERA_ERROR_ARGUMENT);
    cr_assert_str_eq(tessera_error(engine), expected);
    assert_still_plays(engine);
    tessera_free(engine);
}

Test(api_misuse, a_negative_clock_counts_as_zero) {
    TesseraEngine *engine = open_engine("chess", 0);
    TesseraLimits limits;
    tessera_limits_init(&limits);
    limits.time_ms[0] = -50;
    limits.time_ms[1] = 1000;
    cr_assert_eq(tessera_clock_for(engine, &limits), 0, "white has a clock: at 0");
    Outcome outcome = {0};
    search_within(engine, &limits, 5000, &outcome);
    cr_assert(tessera_is_legal(engine, outcome.move), "'%s'", outcome.move);
    assert_still_plays(engine);
    tessera_free(engine);
}

Test(api_misuse, a_side_without_a_clock_plays_on_the_smallest_one) {
    TesseraEngine *engine = open_engine("wallgo", 3);
    TesseraLimits limits;
    tessera_limits_init(&limits); /* A is to move, only B and C have clocks */
    limits.time_ms[1] = 800;
    limits.time_ms[2] = 300;
    cr_assert_eq(tessera_side_to_move(engine), 0);
    cr_assert_eq(tessera_clock_for(engine, &limits), 2);
    Outcome outcome = {0};
    search_within(engine, &limits, 5000, &outcome);
    cr_assert(tessera_is_legal(engine, outcome.move), "'%s'", outcome.move);
    limits.movetime_ms = 50; /* a movetime rules the clocks out */
    cr_assert_eq(tessera_clock_for(engine, &limits), -1);
    tessera_free(engine);
}

Test(api_misuse, the_clock_ends_a_search_before_a_longer_movetime) {
    TesseraEngine *engine = open_engine("chess", 0);
    TesseraLimits limits;
    tessera_limits_init(&limits);
    limits.time_ms[0] = limits.time_ms[1] = 100;
    limits.movetime_ms = 3000;
    Outcome outcome = {0};
    int64_t took = search_within(engine, &limits, 10000, &outcome);
    cr_assert_lt(took, 1500, "100 ms on the clock, and the search took %lld ms", (long long)took);
    tessera_limits_init(&limits);
    limits.time_ms[0] = limits.time_ms[1] = 60000;
    limits.movetime_ms = 200;
    outcome = (Outcome){0};
    took = search_within(engine, &limits, 10000, &outcome);
    cr_assert_lt(took, 1500, "movetime 200, and the search took %lld ms", (long long)took);
    tessera_free(engine);
}

/* ---- calls from callbacks ----------------------------------------------------------------- */

typedef struct Reentry {
    TesseraEngine *engine;
    TesseraEngine *other; /* another engine, which callbacks may use */
    int divides;
    uint64_t inner_nodes;
    TesseraCode perft_code, play_code, set_option_code, search_code, other_code;
    const char *position;
    bool freed_in_callback;
    char move[32];
} Reentry;

static void divide_calls_perft(void *context, const char *move, uint64_t nodes) {
    Reentry *reentry = context;
    (void)move, (void)nodes;
    reentry->divides++;
    reentry->perft_code = tessera_perft(reentry->engine, 3, NULL, NULL, &reentry->inner_nodes);
    reentry->play_code = tessera_play(reentry->engine, "e2e4");
    reentry->position = tessera_position(reentry->engine);
}

Test(api_misuse, perft_inside_its_own_divide_is_refused) {
    Reentry reentry = {.engine = open_engine("chess", 0), .inner_nodes = 99};
    uint64_t nodes = 0;
    cr_assert_eq(tessera_perft(reentry.engine, 2, divide_calls_perft, &reentry, &nodes),
                 TESSERA_OK);
    cr_assert_eq(nodes, 400, "the outer perft counts on");
    cr_assert_eq(reentry.divides, 20);
    cr_assert_eq(reentry.perft_code, TESSERA_ERROR_CALLBACK);
    cr_assert_eq(reentry.inner_nodes, 99, "the refused perft wrote no count");
    cr_assert_eq(reentry.play_code, TESSERA_ERROR_CALLBACK);
    cr_assert_str_eq(reentry.position, "");
    cr_assert_str_eq(tessera_code_name(TESSERA_ERROR_CALLBACK), "called from a callback");
    cr_assert_eq(tessera_move_count(reentry.engine), 0);
    assert_still_plays(reentry.engine);
    tessera_free(reentry.engine);
}

static void bestmove_frees_its_engine(void *context, const char *move, const char *ponder,
                                      bool from_book) {
    Reentry *reentry = context;
    (void)ponder, (void)from_book;
    snprintf(reentry->move, sizeof reentry->move, "%s", move ? move : "");
    tessera_free(reentry->engine); /* refused: it would join its own thread */
    tessera_wait(reentry->engine);
    reentry->freed_in_callback = true;
    reentry->search_code =
        tessera_search_start(reentry->engine, &(TesseraLimits){.depth = 1},
                             &(TesseraCallbacks){reentry, NULL, bestmove_frees_its_engine});
    reentry->other_code = tessera_play(reentry->other, "e2e4");
}

Test(api_misuse, free_and_search_inside_bestmove_are_refused) {
    Reentry reentry = {.engine = open_engine("chess", 0), .other = open_engine("chess", 0)};
    TesseraLimits limits;
    tessera_limits_init(&limits);
    limits.depth = 3;
    TesseraCallbacks callbacks = {&reentry, NULL, bestmove_frees_its_engine};
    cr_assert_eq(tessera_search_start(reentry.engine, &limits, &callbacks), TESSERA_OK);
    tessera_wait(reentry.engine);
    cr_assert(reentry.freed_in_callback);
    cr_assert_eq(reentry.search_code, TESSERA_ERROR_CALLBACK);
    cr_assert_eq(reentry.other_code, TESSERA_OK, "another engine may be used from a callback");
    cr_assert_eq(tessera_move_count(reentry.other), 1);
    cr_assert(tessera_is_legal(reentry.engine, reentry.move), "'%s'", reentry.move);
    assert_still_plays(reentry.engine);
    tessera_free(reentry.engine);
    tessera_free(reentry.other);
}

static void info_changes_and_stops(void *context, const TesseraInfo *info) {
    Reentry *reentry = context;
    (void)info;
    reentry->play_code = tessera_play(reentry->engine, "e2e4");
    reentry->set_option_code = tessera_set_option(reentry->engine, "Hash", "1");
    tessera_stop(reentry->engine); /* the one call a callback may make */
}

static void keep_move(void *context, const char *move, const char *ponder, bool from_book) {
    Reentry *reentry = context;
    (void)ponder, (void)from_book;
    snprintf(reentry->move, sizeof reentry->move, "%s", move ? move : "");
}

Test(api_misuse, an_info_callback_may_stop_but_not_change_the_engine) {
    Reentry reentry = {.engine = open_engine("chess", 0)};
    TesseraLimits limits;
    tessera_limits_init(&limits);
    limits.infinite = true;
    TesseraCallbacks callbacks = {&reentry, info_changes_and_stops, keep_move};
    int64_t start = monotonic_ms();
    cr_assert_eq(tessera_search_start(reentry.engine, &limits, &callbacks), TESSERA_OK);
    while (reentry.move[0] == '\0' && monotonic_ms() - start < 5000)
        usleep(2000);
    cr_assert_neq(reentry.move[0], '\0', "stop from the info callback did not end the search");
    tessera_wait(reentry.engine);
    cr_assert_eq(reentry.play_code, TESSERA_ERROR_CALLBACK);
    cr_assert_eq(reentry.set_option_code, TESSERA_ERROR_CALLBACK);
    TesseraOption option;
    for (int i = 0; i < tessera_option_count(); i++) {
        cr_assert_eq(tessera_option(reentry.engine, i, &option), TESSERA_OK);
        if (strcmp(option.name, "Hash") == 0)
            cr_assert_str_eq(option.value, "16", "the refused Hash was not applied");
    }
    cr_assert_eq(tessera_move_count(reentry.engine), 0);
    assert_still_plays(reentry.engine);
    tessera_free(reentry.engine);
}

static void book_bestmove_plays(void *context, const char *move, const char *ponder,
                                bool from_book) {
    Reentry *reentry = context;
    (void)ponder;
    snprintf(reentry->move, sizeof reentry->move, "%s", move && from_book ? move : "");
    reentry->play_code = tessera_play(reentry->engine, move ? move : "");
}

Test(api_misuse, a_book_move_callback_on_the_callers_thread_is_guarded) {
    Reentry reentry = {.engine = open_engine("chess", 0)};
    TesseraCode loaded = tessera_set_option(reentry.engine, "OwnBook", "true");
    cr_assert_eq(loaded, TESSERA_OK, "%s", tessera_error(reentry.engine));
    TesseraLimits limits;
    tessera_limits_init(&limits);
    limits.depth = 2;
    TesseraCallbacks callbacks = {&reentry, NULL, book_bestmove_plays};
    cr_assert_eq(tessera_search_start(reentry.engine, &limits, &callbacks), TESSERA_OK);
    tessera_wait(reentry.engine);
    cr_assert_neq(reentry.move[0], '\0', "the start position has a book move");
    cr_assert_eq(reentry.play_code, TESSERA_ERROR_CALLBACK);
    cr_assert_eq(tessera_move_count(reentry.engine), 0);
    cr_assert_eq(tessera_play(reentry.engine, reentry.move), TESSERA_OK, "after the callback");
    tessera_free(reentry.engine);
}

/* ---- take-backs ----------------------------------------------------------------------------- */

/* Wall Chess has no repetition rule: the pawns step back and forth for as long as asked. */
static const char *const SHUFFLE[] = {"e2", "e8", "e1", "e9"};

static void shuffle_pawns(TesseraEngine *engine, int plies, uint64_t *keys) {
    for (int i = 0; i < plies; i++) {
        if (keys)
            keys[i] = tessera_key(engine);
        cr_assert_eq(tessera_play(engine, SHUFFLE[i % 4]), TESSERA_OK, "ply %d: %s", i,
                     tessera_error(engine));
    }
}

/* Two walls, one a side, so that the shuffles after them make positions of their own. */
static void place_walls(TesseraEngine *engine, const char *south, const char *north) {
    cr_assert_eq(tessera_play(engine, south), TESSERA_OK, "%s", tessera_error(engine));
    cr_assert_eq(tessera_play(engine, north), TESSERA_OK, "%s", tessera_error(engine));
}

Test(api_misuse, take_backs_cross_saved_positions_exactly) {
    TesseraEngine *engine = open_engine("wallchess", 0);
    place_walls(engine, "d3h", "d6h");
    enum { PLIES = 300 };
    uint64_t keys[PLIES];
    shuffle_pawns(engine, PLIES, keys);
    for (int i = PLIES - 1; i >= 0; i--) {
        cr_assert_eq(tessera_undo(engine), TESSERA_OK);
        cr_assert_eq(tessera_key(engine), keys[i], "after taking back ply %d", i);
    }
    /* Another line past the saved position before move 64 replaces it. */
    shuffle_pawns(engine, 130, NULL);
    for (int i = 0; i < 70; i++)
        cr_assert_eq(tessera_undo(engine), TESSERA_OK);
    place_walls(engine, "a3h", "a6h");
    shuffle_pawns(engine, 100, NULL);
    for (int i = 0; i < 100; i++)
        cr_assert_eq(tessera_undo(engine), TESSERA_OK);
    TesseraEngine *fresh = open_engine("wallchess", 0);
    place_walls(fresh, "d3h", "d6h");
    shuffle_pawns(fresh, 60, NULL);
    place_walls(fresh, "a3h", "a6h");
    cr_assert_eq(tessera_move_count(engine), 64);
    cr_assert_str_eq(tessera_position(engine), tessera_position(fresh));
    cr_assert_eq(tessera_key(engine), tessera_key(fresh));
    tessera_free(fresh);
    assert_still_plays(engine);
    tessera_free(engine);
}

Test(api_misuse, take_backs_in_a_200000_move_game) {
    TesseraEngine *engine = open_engine("wallchess", 0);
    enum { PLIES = 200000 };
    shuffle_pawns(engine, PLIES, NULL);
    cr_assert_eq(tessera_move_count(engine), PLIES);
    for (int i = 0; i < 100; i++)
        cr_assert_eq(tessera_undo(engine), TESSERA_OK);
    cr_assert_eq(tessera_move_count(engine), PLIES - 100);
    const char *next = SHUFFLE[(PLIES - 100) % 4];
    cr_assert(tessera_is_legal(engine, next), "%s after the take-backs", next);
    TesseraStatus status;
    cr_assert_eq(tessera_status(engine, &status), TESSERA_OK);
    cr_assert_eq(status.outcome, TESSERA_ONGOING);
    tessera_free(engine);
}
