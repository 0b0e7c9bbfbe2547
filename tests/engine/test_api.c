/*
 * test_api.c - the C API of include/tessera.h as a caller sees it: the games and their
 * facts, positions set, played and taken back, legal moves against perft, status and result,
 * options, searches blocking and in the background, and errors that leave the engine as it
 * was.
 */
#include <criterion/criterion.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "include/tessera.h"

static TesseraEngine *open_engine(const char *game, int players) {
    TesseraEngine *engine = NULL;
    cr_assert_eq(tessera_new(game, players, &engine), TESSERA_OK, "no engine for %s", game);
    cr_assert_not_null(engine);
    return engine;
}

/* How many words text has (moves separated by single spaces). */
static int count_words(const char *text) {
    int count = 0;
    for (const char *at = text; *at; at++)
        count += at[0] != ' ' && (at == text || at[-1] == ' ');
    return count;
}

/* The first legal move of the position, copied. */
static void first_legal_move(TesseraEngine *engine, char move[32]) {
    const char *moves = tessera_legal_moves(engine, NULL);
    size_t length = strcspn(moves, " ");
    cr_assert(length > 0 && length < 32, "no legal move in '%s'", tessera_position(engine));
    memcpy(move, moves, length);
    move[length] = '\0';
}

Test(api, lists_the_five_games_with_their_facts) {
    cr_assert_eq(tessera_api_version(), TESSERA_API_VERSION);
    cr_assert_str_eq(tessera_version(), TESSERA_VERSION);
    cr_assert_eq(tessera_game_count(), 5);
    cr_assert_str_eq(tessera_game_name(0), "chess");
    cr_assert_null(tessera_game_name(5));
    cr_assert_null(tessera_game_name(-1));
    TesseraGameInfo info;
    cr_assert_eq(tessera_game_info("QUORIDOR", &info), TESSERA_OK);
    cr_assert_str_eq(info.name, "wallchess");
    cr_assert_eq(info.files, 9);
    cr_assert_str_eq(info.player_names[1], "north");
    cr_assert_eq(tessera_game_info("wallgo", &info), TESSERA_OK);
    cr_assert_eq(info.min_players, 2);
    cr_assert_eq(info.max_players, 4);
    cr_assert_eq(tessera_game_info("checkers", &info), TESSERA_ERROR_ARGUMENT);
}

Test(api, refuses_an_unknown_game_or_player_count) {
    TesseraEngine *engine = (TesseraEngine *)&engine;
    cr_assert_eq(tessera_new("checkers", 0, &engine), TESSERA_ERROR_ARGUMENT);
    cr_assert_null(engine);
    cr_assert_eq(tessera_new("wallgo", 9, &engine), TESSERA_ERROR_ARGUMENT);
    cr_assert_eq(tessera_new("chess", 0, NULL), TESSERA_ERROR_ARGUMENT);
}

Test(api, starts_each_game_at_its_start_position_with_the_players_asked) {
    for (int i = 0; i < tessera_game_count(); i++) {
        TesseraEngine *engine = open_engine(tessera_game_name(i), 0);
        cr_assert_str_eq(tessera_game(engine), tessera_game_name(i));
        cr_assert_eq(tessera_players(engine), 2);
        cr_assert_eq(tessera_move_count(engine), 0);
        tessera_free(engine);
    }
    TesseraEngine *engine = open_engine("wallgo", 3);
    cr_assert_eq(tessera_players(engine), 3);
    TesseraStatus status;
    cr_assert_eq(tessera_status(engine, &status), TESSERA_OK);
    cr_assert_eq(status.players, 3);
    cr_assert(status.has_scores);
    tessera_free(engine);
}

Test(api, legal_moves_agree_with_perft_one_in_every_game) {
    for (int i = 0; i < tessera_game_count(); i++) {
        TesseraEngine *engine = open_engine(tessera_game_name(i), 0);
        int count = -1;
        const char *moves = tessera_legal_moves(engine, &count);
        cr_assert_eq(count_words(moves), count, "%s: %d moves in '%s'", tessera_game(engine), count,
                     moves);
        uint64_t nodes = 0;
        cr_assert_eq(tessera_perft(engine, 1, NULL, NULL, &nodes), TESSERA_OK);
        cr_assert_eq(nodes, (uint64_t)count, "%s", tessera_game(engine));
        tessera_free(engine);
    }
}

Test(api, perft_of_the_chess_start_matches_the_published_counts) {
    TesseraEngine *engine = open_engine("chess", 0);
    static const uint64_t EXPECTED[] = {0, 20, 400, 8902, 197281};
    for (int depth = 1; depth <= 4; depth++) {
        uint64_t nodes = 0;
        cr_assert_eq(tessera_perft(engine, depth, NULL, NULL, &nodes), TESSERA_OK);
        cr_assert_eq(nodes, EXPECTED[depth], "depth %d: %llu", depth, (unsigned long long)nodes);
    }
    uint64_t nodes = 0;
    cr_assert_eq(tessera_perft(engine, 0, NULL, NULL, &nodes), TESSERA_ERROR_ARGUMENT);
    cr_assert_eq(tessera_perft(engine, 21, NULL, NULL, &nodes), TESSERA_ERROR_ARGUMENT);
    tessera_free(engine);
}

typedef struct Divide {
    int moves;
    uint64_t sum;
} Divide;

static void add_divide(void *context, const char *move, uint64_t nodes) {
    Divide *divide = context;
    cr_assert(move && move[0]);
    divide->moves++;
    divide->sum += nodes;
}

Test(api, perft_divide_reports_every_root_move) {
    TesseraEngine *engine = open_engine("wallchess", 0);
    Divide divide = {0, 0};
    uint64_t nodes = 0;
    cr_assert_eq(tessera_perft(engine, 2, add_divide, &divide, &nodes), TESSERA_OK);
    cr_assert_eq(divide.moves, 131);
    cr_assert_eq(divide.sum, nodes);
    tessera_free(engine);
}

Test(api, play_and_undo_walk_back_to_the_same_position) {
    for (int i = 0; i < tessera_game_count(); i++) {
        TesseraEngine *engine = open_engine(tessera_game_name(i), 0);
        char start[512], move[32];
        snprintf(start, sizeof start, "%s", tessera_position(engine));
        uint64_t key = tessera_key(engine);
        for (int ply = 0; ply < 6; ply++) {
            first_legal_move(engine, move);
            cr_assert_eq(tessera_play(engine, move), TESSERA_OK, "%s: %s", move,
                         tessera_error(engine));
        }
        cr_assert_eq(tessera_move_count(engine), 6);
        cr_assert_str_neq(tessera_position(engine), start);
        for (int ply = 0; ply < 6; ply++)
            cr_assert_eq(tessera_undo(engine), TESSERA_OK);
        cr_assert_str_eq(tessera_position(engine), start);
        cr_assert_eq(tessera_key(engine), key);
        cr_assert_eq(tessera_undo(engine), TESSERA_ERROR_NO_MOVE);
        tessera_free(engine);
    }
}

Test(api, a_rejected_move_list_leaves_the_position_as_it_was) {
    TesseraEngine *engine = open_engine("chess", 0);
    const char *opening[] = {"e2e4", "e7e5"};
    cr_assert_eq(tessera_set_position(engine, NULL, opening, 2), TESSERA_OK);
    char before[512];
    snprintf(before, sizeof before, "%s", tessera_position(engine));
    const char *bad[] = {"e2e4", "e7e5", "e1e3"};
    cr_assert_eq(tessera_set_position(engine, NULL, bad, 3), TESSERA_ERROR_MOVE);
    cr_assert_str_eq(tessera_error(engine),
                     "illegal move 'e1e3' (move 3 of the list): the king cannot move like that");
    cr_assert_str_eq(tessera_position(engine), before);
    cr_assert_eq(tessera_move_count(engine), 2);
    cr_assert_eq(tessera_set_position(engine, "not a position", NULL, 0), TESSERA_ERROR_POSITION);
    cr_assert(strstr(tessera_error(engine), "bad chess position"), "%s", tessera_error(engine));
    cr_assert_str_eq(tessera_position(engine), before);
    cr_assert_eq(tessera_play(engine, "e4e6"), TESSERA_ERROR_MOVE);
    cr_assert_str_eq(tessera_position(engine), before);
    tessera_free(engine);
}

Test(api, the_referee_says_why_a_move_is_illegal) {
    TesseraEngine *engine = open_engine("wallchess", 0);
    cr_assert_eq(tessera_play(engine, "e7v"), TESSERA_OK);
    cr_assert_str_eq(tessera_illegal_reason(engine, "e7h"), "it crosses the wall at e7v");
    cr_assert_str_eq(tessera_illegal_reason(engine, "e8"), "");
    cr_assert_str_eq(tessera_illegal_reason(engine, NULL), "no move given");
    cr_assert_eq(tessera_play(engine, "e7h"), TESSERA_ERROR_MOVE);
    cr_assert_str_eq(tessera_error(engine), "illegal move 'e7h': it crosses the wall at e7v");
    cr_assert_eq(tessera_move_count(engine), 1);
    tessera_free(engine);

    engine = open_engine("chess", 0);
    const char *opening[] = {"e2e4", "e7e5", "d1h5"};
    cr_assert_eq(tessera_set_position(engine, NULL, opening, 3), TESSERA_OK);
    cr_assert_str_eq(tessera_illegal_reason(engine, "f7f6"),
                     "it would leave the black king in check");
    cr_assert_str_eq(tessera_illegal_reason(engine, "e5e4"), "a pawn captures only diagonally");
    cr_assert_str_eq(tessera_illegal_reason(engine, "xyz"),
                     "it is not a chess move in the notation of the game");
    const char *mate[] = {"f2f3", "e7e5", "g2g4", "d8h4"};
    cr_assert_eq(tessera_set_position(engine, NULL, mate, 4), TESSERA_OK);
    cr_assert_str_eq(tessera_illegal_reason(engine, "e2e4"), "the game is over (checkmate)");
    tessera_free(engine);
}

Test(api, checkmate_ends_the_game_for_moves_and_searches) {
    TesseraEngine *engine = open_engine("chess", 0);
    const char *fools_mate[] = {"f2f3", "e7e5", "g2g4", "d8h4"};
    cr_assert_eq(tessera_set_position(engine, NULL, fools_mate, 4), TESSERA_OK);
    TesseraStatus status;
    tessera_status(engine, &status);
    cr_assert_eq(status.outcome, TESSERA_WIN);
    cr_assert_eq(status.winner, 1);
    cr_assert_str_eq(status.reason, "checkmate");
    int count = -1;
    cr_assert_str_eq(tessera_legal_moves(engine, &count), "");
    cr_assert_eq(count, 0);
    cr_assert_eq(tessera_play(engine, "a2a3"), TESSERA_ERROR_GAME_OVER);
    TesseraLimits limits;
    tessera_limits_init(&limits);
    limits.depth = 2;
    TesseraResult result;
    cr_assert_eq(tessera_search(engine, &limits, NULL, NULL, &result), TESSERA_ERROR_GAME_OVER);
    tessera_free(engine);
}

Test(api, repeating_a_position_three_times_lets_the_side_to_move_claim_a_draw) {
    TesseraEngine *engine = open_engine("chess", 0);
    const char *moves[] = {"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8"};
    cr_assert_eq(tessera_set_position(engine, NULL, moves, 8), TESSERA_OK);
    TesseraStatus status;
    tessera_status(engine, &status);
    cr_assert_eq(status.outcome, TESSERA_ONGOING, "threefold repetition is claimed, in chess");
    cr_assert_str_eq(tessera_draw_claim(engine, NULL), "repetition");
    cr_assert_eq(tessera_claim_draw(engine, NULL), TESSERA_OK);
    tessera_status(engine, &status);
    cr_assert_eq(status.outcome, TESSERA_DRAW);
    cr_assert_str_eq(status.reason, "repetition");
    cr_assert_eq(tessera_play(engine, "e2e4"), TESSERA_ERROR_GAME_OVER);
    cr_assert_eq(tessera_undo(engine), TESSERA_OK);
    tessera_status(engine, &status);
    cr_assert_eq(status.outcome, TESSERA_ONGOING);
    tessera_free(engine);
}

Test(api, wall_go_reports_territory_scores) {
    TesseraEngine *engine = open_engine("wallgo", 2);
    TesseraStatus status;
    tessera_status(engine, &status);
    cr_assert(status.has_scores);
    cr_assert_eq(status.winner, -1);
    cr_assert_eq(status.scores[2], 0);
    tessera_free(engine);
}

/* The index of the option named name among those tessera_option lists (each listed fine). */
static int option_index(const TesseraEngine *engine, const char *name) {
    int found = -1;
    for (int i = 0; i < tessera_option_count(); i++) {
        TesseraOption option;
        cr_assert_eq(tessera_option(engine, i, &option), TESSERA_OK);
        if (strcmp(option.name, name) == 0)
            found = i;
    }
    cr_assert_geq(found, 0, "%s is not listed", name);
    return found;
}

Test(api, options_are_listed_set_and_refused_without_change) {
    TesseraEngine *engine = open_engine(NULL, 0);
    int found = option_index(engine, "Hash");
    cr_assert_eq(tessera_set_option(engine, "hash", "8"), TESSERA_OK);
    TesseraOption hash;
    tessera_option(engine, found, &hash);
    cr_assert_str_eq(hash.value, "8");
    cr_assert_eq(tessera_set_option(engine, "Hash", "lots"), TESSERA_ERROR_OPTION);
    cr_assert(strstr(tessera_error(engine), "Hash takes a whole number"), "%s",
              tessera_error(engine));
    tessera_option(engine, found, &hash);
    cr_assert_str_eq(hash.value, "8");
    cr_assert_eq(tessera_set_option(engine, "Colour", "blue"), TESSERA_ERROR_OPTION);
    cr_assert_eq(tessera_set_option(engine, "UCI_Variant", "wallrunner"), TESSERA_OK);
    cr_assert_str_eq(tessera_game(engine), "wallrunner");
    cr_assert_eq(tessera_set_option(engine, "UCI_Variant", "go"), TESSERA_ERROR_OPTION);
    cr_assert_str_eq(tessera_game(engine), "wallrunner");
    tessera_free(engine);
}

/* A game's own options (Game.choices) are listed after the engine's, whatever the game, and
 * choose that game's start and the position strings it takes. */
Test(api, a_games_own_options_choose_its_rules_and_start) {
    TesseraEngine *engine = open_engine(NULL, 0);
    int rules = option_index(engine, "WallGoRules"); /* listed while chess is played */
    TesseraOption option;
    tessera_option(engine, rules, &option);
    cr_assert_eq(option.type, TESSERA_OPTION_COMBO);
    cr_assert_str_eq(option.value, "site");
    cr_assert_str_eq(option.choices[0], "site");
    cr_assert_str_eq(option.choices[1], "show");
    cr_assert_null(option.choices[2]);
    cr_assert_eq(tessera_set_option(engine, "wallgorules", "SHOW"), TESSERA_OK);
    cr_assert_str_eq(tessera_position(engine),
                     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                     "chess keeps its position");
    cr_assert_eq(tessera_set_option(engine, "UCI_Variant", "wallgo"), TESSERA_OK);
    cr_assert_str_eq(tessera_position(engine), "7/7/7/7/7/7/7 A 20,20 - 4,4 show");
    cr_assert_eq(tessera_set_option(engine, "WallGoStart", "fixed"), TESSERA_OK);
    cr_assert_str_eq(tessera_position(engine), "7/1A3B1/7/7/7/1B3A1/7 A 20,20 - 2,2 show");
    cr_assert_eq(tessera_set_option(engine, "Players", "3"), TESSERA_OK);
    cr_assert_str_eq(tessera_position(engine), "7/7/7/7/7/7/7 A 20,20,20 - 2,2,2 show",
                     "the fixed start is for 2 players");
    cr_assert_eq(tessera_set_position(engine, "7/7/7/7/7/7/7 A 20,20 - 4,4", NULL, 0),
                 TESSERA_ERROR_POSITION);
    cr_assert(strstr(tessera_error(engine), "under the site rules but WallGoRules is show"), "%s",
              tessera_error(engine));
    cr_assert_str_eq(tessera_position(engine), "7/7/7/7/7/7/7 A 20,20,20 - 2,2,2 show");
    cr_assert_eq(tessera_set_option(engine, "WallGoRules", "tv"), TESSERA_ERROR_OPTION);
    cr_assert_eq(tessera_set_option(engine, "WallGoRules", NULL), TESSERA_ERROR_OPTION);
    cr_assert_str_eq(tessera_error(engine), "option WallGoRules needs a value");
    tessera_option(engine, rules, &option);
    cr_assert_str_eq(option.value, "show");
    cr_assert_eq(tessera_set_option(engine, "WallGoRules", "site"), TESSERA_OK);
    cr_assert_str_eq(tessera_position(engine), "7/7/7/7/7/7/7 A 20,20,20 - 2,2,2");
    tessera_free(engine);
}

Test(api, switching_players_restarts_wall_go_with_that_many) {
    TesseraEngine *engine = open_engine("wallgo", 2);
    cr_assert_eq(tessera_set_option(engine, "Players", "4"), TESSERA_OK);
    cr_assert_eq(tessera_players(engine), 4);
    cr_assert_eq(tessera_set_option(engine, "UCI_Variant", "chess"), TESSERA_OK);
    cr_assert_eq(tessera_players(engine), 2, "chess stays a two-player game");
    tessera_free(engine);
}

Test(api, a_node_limited_search_returns_a_legal_move_with_its_line) {
    for (int i = 0; i < tessera_game_count(); i++) {
        TesseraEngine *engine = open_engine(tessera_game_name(i), 0);
        TesseraLimits limits;
        tessera_limits_init(&limits);
        limits.nodes = 5000;
        TesseraResult result;
        cr_assert_eq(tessera_search(engine, &limits, NULL, NULL, &result), TESSERA_OK, "%s",
                     tessera_error(engine));
        cr_assert(tessera_is_legal(engine, result.move), "%s: '%s'", tessera_game(engine),
                  result.move);
        cr_assert_geq(result.depth, 1);
        cr_assert_eq(strncmp(result.pv, result.move, strlen(result.move)), 0, "%s / %s", result.pv,
                     result.move);
        cr_assert(!result.from_book);
        tessera_free(engine);
    }
}

/* Nodes of a depth-8 chess search from a middlegame position. */
static uint64_t depth_eight_nodes(TesseraEngine *engine) {
    TesseraLimits limits;
    tessera_limits_init(&limits);
    limits.depth = 8;
    TesseraResult result;
    cr_assert_eq(tessera_search(engine, &limits, NULL, NULL, &result), TESSERA_OK);
    return result.nodes;
}

Test(api, the_evaluation_option_chooses_the_chess_network_or_the_classical_evaluation) {
    TesseraEngine *engine = open_engine("chess", 0);
    cr_assert_eq(tessera_set_position(engine,
                                      "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/"
                                      "RNBQK2R w KQkq - 4 4",
                                      NULL, 0),
                 TESSERA_OK);
    /* full: chess's default evaluation, the network (net_by_default) */
    cr_assert(strstr(tessera_eval(engine), "Network evaluation"));
    cr_assert(strstr(tessera_eval(engine), "(the search plays with it)"));
    uint64_t full = depth_eight_nodes(engine);
    cr_assert_eq(tessera_set_option(engine, "Evaluation", "classical"), TESSERA_OK);
    cr_assert(strstr(tessera_eval(engine), "(the search plays without it)"));
    tessera_set_option(engine, "Clear Hash", NULL);
    uint64_t classical = depth_eight_nodes(engine);
    cr_assert_neq(full, classical, "the two evaluations search the same tree");
    cr_assert_eq(tessera_set_option(engine, "Evaluation", "neural"), TESSERA_ERROR_OPTION);
    cr_assert(strstr(tessera_eval(engine), "(the search plays without it)"),
              "a refused value leaves the option as it was");
    cr_assert_eq(tessera_set_option(engine, "Evaluation", "network"), TESSERA_OK);
    cr_assert(strstr(tessera_eval(engine), "(the search plays with it)"));
    tessera_set_option(engine, "Clear Hash", NULL);
    cr_assert_eq(depth_eight_nodes(engine), full, "network searches as full does in chess");
    tessera_free(engine);
}

typedef struct Heard {
    pthread_mutex_t lock;
    int infos;
    int bestmoves;
    char move[32];
} Heard;

static void hear_info(void *context, const TesseraInfo *info) {
    Heard *heard = context;
    cr_assert(info->depth >= 1 && info->pv);
    pthread_mutex_lock(&heard->lock);
    heard->infos++;
    pthread_mutex_unlock(&heard->lock);
}

static void hear_bestmove(void *context, const char *move, const char *ponder, bool from_book) {
    Heard *heard = context;
    (void)ponder, (void)from_book;
    pthread_mutex_lock(&heard->lock);
    heard->bestmoves++;
    snprintf(heard->move, sizeof heard->move, "%s", move ? move : "");
    pthread_mutex_unlock(&heard->lock);
}

/* Starts `go infinite` on engine, its callbacks reporting to heard. */
static void start_infinite(TesseraEngine *engine, Heard *heard) {
    TesseraLimits limits;
    tessera_limits_init(&limits);
    limits.infinite = true;
    TesseraCallbacks callbacks = {heard, hear_info, hear_bestmove};
    cr_assert_eq(tessera_search_start(engine, &limits, &callbacks), TESSERA_OK);
}

Test(api, an_infinite_search_answers_once_after_stop) {
    TesseraEngine *engine = open_engine("chess", 0);
    Heard heard = {PTHREAD_MUTEX_INITIALIZER, 0, 0, ""};
    start_infinite(engine, &heard);
    usleep(100 * 1000);
    cr_assert(tessera_busy(engine));
    pthread_mutex_lock(&heard.lock);
    cr_assert_eq(heard.bestmoves, 0, "an infinite search answered before stop");
    pthread_mutex_unlock(&heard.lock);
    tessera_stop(engine);
    tessera_wait(engine);
    cr_assert(!tessera_busy(engine));
    cr_assert_eq(heard.bestmoves, 1);
    cr_assert_gt(heard.infos, 0);
    cr_assert(tessera_is_legal(engine, heard.move), "'%s'", heard.move);
    tessera_free(engine);
}

Test(api, a_move_played_during_a_search_ends_it_first) {
    TesseraEngine *engine = open_engine("wallchess", 0);
    Heard heard = {PTHREAD_MUTEX_INITIALIZER, 0, 0, ""};
    start_infinite(engine, &heard);
    cr_assert_eq(tessera_play(engine, "zz"), TESSERA_ERROR_MOVE);
    cr_assert(tessera_busy(engine), "a refused move ended the search");
    cr_assert_eq(tessera_play(engine, "e2"), TESSERA_OK, "%s", tessera_error(engine));
    cr_assert(!tessera_busy(engine));
    cr_assert_eq(heard.bestmoves, 1);
    tessera_free(engine);
}

Test(api, searchmoves_restrict_the_root_and_are_checked) {
    TesseraEngine *engine = open_engine("chess", 0);
    TesseraLimits limits;
    tessera_limits_init(&limits);
    limits.depth = 3;
    const char *only[] = {"h2h3"};
    limits.searchmoves = only;
    limits.searchmoves_count = 1;
    TesseraResult result;
    cr_assert_eq(tessera_search(engine, &limits, NULL, NULL, &result), TESSERA_OK);
    cr_assert_str_eq(result.move, "h2h3");
    const char *illegal[] = {"h2h5"};
    limits.searchmoves = illegal;
    cr_assert_eq(tessera_search(engine, &limits, NULL, NULL, &result), TESSERA_ERROR_MOVE);
    cr_assert(strstr(tessera_error(engine), "h2h5"), "%s", tessera_error(engine));
    tessera_free(engine);
}

typedef struct PerftRun {
    TesseraEngine *engine;
    TesseraCode code;
    uint64_t nodes;
} PerftRun;

static void *run_deep_perft(void *argument) {
    PerftRun *run = argument;
    run->code = tessera_perft(run->engine, 7, NULL, NULL, &run->nodes);
    return NULL;
}

Test(api, stop_from_another_thread_ends_a_perft) {
    PerftRun run = {open_engine("chess", 0), TESSERA_OK, 0};
    pthread_t thread;
    cr_assert_eq(pthread_create(&thread, NULL, run_deep_perft, &run), 0);
    usleep(100 * 1000);
    tessera_stop(run.engine);
    pthread_join(thread, NULL);
    cr_assert_eq(run.code, TESSERA_ERROR_STOPPED);
    cr_assert_lt(run.nodes, 3195901860ull, "perft 7 ran to its end");
    tessera_free(run.engine);
}

Test(api, engines_are_independent) {
    TesseraEngine *first = open_engine("chess", 0), *second = open_engine("chess", 0);
    cr_assert_eq(tessera_play(first, "e2e4"), TESSERA_OK);
    cr_assert_eq(tessera_move_count(second), 0);
    cr_assert(tessera_is_legal(second, "e2e4"));
    cr_assert(!tessera_is_legal(first, "e2e4"));
    tessera_free(first);
    tessera_free(second);
}

Test(api, result_codes_have_names) {
    cr_assert_str_eq(tessera_code_name(TESSERA_OK), "ok");
    cr_assert_str_eq(tessera_code_name(TESSERA_ERROR_MOVE), "illegal move");
    cr_assert_str_eq(tessera_code_name((TesseraCode)99), "unknown code");
}

Test(api, limits_are_checked_without_searching) {
    TesseraEngine *engine = open_engine("wallchess", 0);
    TesseraLimits limits;
    tessera_limits_init(&limits);
    const char *moves[] = {"e2", "e5"};
    limits.searchmoves = moves;
    limits.searchmoves_count = 2;
    cr_assert_eq(tessera_check_limits(engine, &limits), TESSERA_ERROR_MOVE);
    cr_assert(strstr(tessera_error(engine), "'e5'"), "%s", tessera_error(engine));
    limits.searchmoves_count = 1;
    cr_assert_eq(tessera_check_limits(engine, &limits), TESSERA_OK);
    limits.depth = 500;
    cr_assert_eq(tessera_check_limits(engine, &limits), TESSERA_ERROR_ARGUMENT);
    cr_assert(!tessera_busy(engine), "checking started a search");
    tessera_free(engine);
}
