/*
 * test_match_referee.c - the match runner's rules side: refereeing moves, SAN, reading
 * opening files, adjudication counters, the PGN a game is written as, the match tally.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "match/adjudication.h"
#include "src/openings.h"
#include "match/pgn.h"
#include "src/referee.h"
#include "src/san.h"
#include "match/tally.h"
#include "engine/registry.h"
#include "src/game.h"

static Referee start(const char *fen) {
    Referee referee;
    char error[128];
    cr_assert(referee_init(&referee, registry_find("chess"), 2, NULL, fen, error, sizeof error),
              "%s", error);
    return referee;
}

static void play_all(Referee *referee, const char *const moves[]) {
    char canonical[MAX_MOVE_TEXT];
    for (int i = 0; moves[i]; i++)
        cr_assert(referee_play(referee, moves[i], canonical), "%s should be legal", moves[i]);
}

/* The SAN of text in the referee's current position. */
static const char *san_of(Referee *referee, const char *text) {
    static char san[MAX_MOVE_TEXT];
    Move move;
    cr_assert(game_parse_legal_move(referee->game, referee_position(referee), text, &move));
    san_format(referee->game, referee_position(referee), move, san);
    return san;
}

Test(match_referee, only_legal_moves_of_the_side_to_move_are_accepted) {
    Referee referee = start(NULL);
    char canonical[MAX_MOVE_TEXT];
    cr_assert_not(referee_play(&referee, "e2e5", canonical));
    cr_assert_not(referee_play(&referee, "e7e5", canonical));
    cr_assert_not(referee_play(&referee, "(none)", canonical));
    cr_assert_not(referee_play(&referee, "", canonical));
    cr_assert(referee_play(&referee, "e2e4", canonical));
    cr_assert_str_eq(canonical, "e2e4");
    cr_assert_eq(referee_side(&referee), 1);
    referee_free(&referee);
}

Test(match_referee, engines_see_startpos_or_fen_with_every_move) {
    Referee referee = start(NULL);
    const char *moves[] = {"e2e4", "c7c5", NULL};
    play_all(&referee, moves);
    StrBuf command;
    strbuf_init(&command);
    referee_position_command(&referee, &command);
    cr_assert_str_eq(strbuf_text(&command), "position startpos moves e2e4 c7c5");
    referee_free(&referee);
    referee = start("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    strbuf_clear(&command);
    referee_position_command(&referee, &command);
    cr_assert_str_eq(strbuf_text(&command), "position fen 4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    strbuf_free(&command);
    referee_free(&referee);
}

Test(match_referee, knights_out_and_back_twice_repeat_the_start_three_times) {
    Referee referee = start(NULL);
    const char *moves[] = {"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", NULL};
    play_all(&referee, moves);
    GameStatus status;
    referee_status(&referee, &status);
    cr_assert_eq(status.outcome, OUTCOME_ONGOING);
    play_all(&referee, (const char *[]){"f6g8", NULL});
    referee_status(&referee, &status);
    cr_assert_eq(status.outcome, OUTCOME_DRAW);
    cr_assert_str_eq(status.reason, "repetition");
    referee_free(&referee);
}

Test(match_san, pieces_pawns_captures_and_mate) {
    Referee referee = start(NULL);
    cr_assert_str_eq(san_of(&referee, "g1f3"), "Nf3");
    cr_assert_str_eq(san_of(&referee, "e2e4"), "e4");
    const char *fools[] = {"f2f3", "e7e5", "g2g4", NULL};
    play_all(&referee, fools);
    cr_assert_str_eq(san_of(&referee, "d8h4"), "Qh4#");
    referee_free(&referee);
    referee = start("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1");
    cr_assert_str_eq(san_of(&referee, "e4d5"), "exd5");
    referee_free(&referee);
}

Test(match_san, castling_promotion_check_and_disambiguation) {
    Referee referee = start("r3k3/1P6/8/8/8/8/8/R3K2R w KQq - 0 1");
    cr_assert_str_eq(san_of(&referee, "e1g1"), "O-O");
    cr_assert_str_eq(san_of(&referee, "e1c1"), "O-O-O");
    cr_assert_str_eq(san_of(&referee, "b7a8q"), "bxa8=Q+");
    cr_assert_str_eq(san_of(&referee, "b7b8n"), "b8=N");
    referee_free(&referee);
    referee = start("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1");
    cr_assert_str_eq(san_of(&referee, "b1d2"), "Nbd2");
    cr_assert_str_eq(san_of(&referee, "f1d2"), "Nfd2");
    cr_assert_str_eq(san_of(&referee, "f1g3"), "Ng3");
    referee_free(&referee);
    referee = start("4k3/8/8/8/R7/8/8/R3K3 w - - 0 1");
    cr_assert_str_eq(san_of(&referee, "a1a2"), "R1a2");
    cr_assert_str_eq(san_of(&referee, "a4a2"), "R4a2");
    referee_free(&referee);
}

Test(match_san, parsing_tolerates_common_spellings) {
    Referee referee = start("r3k3/1P6/8/8/8/8/8/R3K2R w KQq - 0 1");
    const Game *game = referee.game;
    Move move;
    char text[MAX_MOVE_TEXT];
    cr_assert(san_parse(game, referee_position(&referee), "0-0", &move));
    game->format_move(referee_position(&referee), move, text);
    cr_assert_str_eq(text, "e1g1");
    cr_assert(san_parse(game, referee_position(&referee), "bxa8Q", &move));
    game->format_move(referee_position(&referee), move, text);
    cr_assert_str_eq(text, "b7a8q");
    cr_assert(san_parse(game, referee_position(&referee), "Rd1!?", &move));
    cr_assert_not(san_parse(game, referee_position(&referee), "Nf3", &move));
    referee_free(&referee);
}

/* ---- openings ---------------------------------------------------------------------------- */

static char *write_temp(const char *text) {
    char *path = strdup("/tmp/tessera-openings-XXXXXX");
    int fd = mkstemp(path);
    cr_assert(fd >= 0);
    cr_assert_eq(write(fd, text, strlen(text)), (ssize_t)strlen(text));
    close(fd);
    return path;
}

static OpeningBook load(const char *text, OpeningFormat format, int plies, OpeningConfig *config) {
    memset(config, 0, sizeof *config);
    char *path = write_temp(text);
    snprintf(config->file, sizeof config->file, "%s", path);
    config->format = format;
    config->plies = plies;
    config->start = 1;
    OpeningBook book;
    char error[128];
    FILE *log = fopen("/dev/null", "w");
    cr_assert(
        openings_load(&book, config, registry_find("chess"), 2, NULL, 1, log, error, sizeof error),
        "%s", error);
    fclose(log);
    unlink(path);
    free(path);
    return book;
}

Test(match_openings, pgn_main_line_in_san_without_comments_or_variations) {
    const char *pgn = "[Event \"x\"]\n[White \"a\"]\n\n1. e4 {best by test} c5 (1... e5 2. Nf3)"
                      " 2. Nf3 $1 d6 3. d4 cxd4 1/2-1/2\n\n"
                      "[Event \"y\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]\n[SetUp \"1\"]\n\n"
                      "1. O-O Kd7 *\n";
    OpeningConfig config;
    OpeningBook book = load(pgn, OPENINGS_PGN, 0, &config);
    cr_assert_eq(book.count, 2);
    cr_assert_str_eq(book.items[0].start, "");
    cr_assert_str_eq(book.items[0].moves, "e2e4 c7c5 g1f3 d7d6 d2d4 c5d4");
    cr_assert_str_eq(book.items[1].start, "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    cr_assert_str_eq(book.items[1].moves, "e1g1 e8d7");
    openings_free(&book);
}

Test(match_openings, plies_cut_each_opening) {
    OpeningConfig config;
    OpeningBook book = load("1. e4 e5 2. Nf3 Nc6 3. Bb5 *\n", OPENINGS_PGN, 3, &config);
    cr_assert_str_eq(book.items[0].moves, "e2e4 e7e5 g1f3");
    openings_free(&book);
}

Test(match_openings, epd_lines_with_operations_and_bad_lines_skipped) {
    const char *epd = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - bm e5; id \"a\";\n"
                      "# a comment\n"
                      "not a position\n"
                      "4k3/8/8/8/8/8/8/4K2R w K - 0 1\n";
    OpeningConfig config;
    OpeningBook book = load(epd, OPENINGS_EPD, 0, &config);
    cr_assert_eq(book.count, 2);
    cr_assert_eq(book.skipped, 1);
    cr_assert_str_eq(book.items[0].start,
                     "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    openings_free(&book);
}

Test(match_openings, move_lists_from_startpos_or_fen) {
    const char *lines = "e2e4 e7e5\n"
                        "startpos moves d2d4\n"
                        "fen 4k3/8/8/8/8/8/8/4K2R w K - 0 1 moves h1h8\n"
                        "e2e4 e2e4\n";
    OpeningConfig config;
    OpeningBook book = load(lines, OPENINGS_MOVES, 0, &config);
    cr_assert_eq(book.count, 3);
    cr_assert_str_eq(book.items[1].moves, "d2d4");
    cr_assert_str_eq(book.items[2].moves, "h1h8");
    cr_assert_eq(book.skipped, 1);
    Opening opening;
    openings_get(&book, 4, &opening); /* wraps around: slot 4 is the second opening */
    cr_assert_str_eq(opening.moves, "d2d4");
    opening_free(&opening);
    openings_free(&book);
}

Test(match_openings, random_openings_are_a_function_of_seed_and_index) {
    OpeningConfig config = {.random_plies = 6, .random_seed = 99, .start = 1};
    OpeningBook book;
    char error[64];
    cr_assert(openings_load(&book, &config, registry_find("chess"), 2, NULL, 0, stderr, error,
                            sizeof error));
    Opening a, b, c;
    openings_get(&book, 3, &a);
    openings_get(&book, 3, &b);
    openings_get(&book, 4, &c);
    cr_assert_str_eq(a.moves, b.moves);
    cr_assert_str_neq(a.moves, c.moves);
    int spaces = 0;
    for (const char *s = a.moves; *s; s++)
        spaces += *s == ' ';
    cr_assert_eq(spaces, 5);
    opening_free(&a);
    opening_free(&b);
    opening_free(&c);
    openings_free(&book);
}

/* ---- adjudication ------------------------------------------------------------------------ */

Test(match_adjudication, draw_needs_both_sides_quiet_for_movecount_moves) {
    AdjudicationConfig config = {.draw_move_number = 10, .draw_move_count = 2, .draw_score = 5};
    Adjudicator adj;
    adjudicator_init(&adj, &config, 2);
    int loser;
    for (int ply = 1; ply < 20; ply++)
        cr_assert_eq(adjudicator_update(&adj, ply % 2, ply, true, 0, &loser), ADJUDICATE_NONE);
    cr_assert_eq(adjudicator_update(&adj, 0, 20, true, 3, &loser), ADJUDICATE_NONE);
    cr_assert_eq(adjudicator_update(&adj, 1, 21, true, -4, &loser), ADJUDICATE_NONE);
    cr_assert_eq(adjudicator_update(&adj, 0, 22, true, 40, &loser), ADJUDICATE_NONE);
    for (int ply = 23; ply < 26; ply++)
        cr_assert_eq(adjudicator_update(&adj, ply % 2, ply, true, 0, &loser), ADJUDICATE_NONE);
    cr_assert_eq(adjudicator_update(&adj, 0, 26, true, 0, &loser), ADJUDICATE_DRAW_SCORE);
}

Test(match_adjudication, resign_after_movecount_losing_moves_of_one_side) {
    AdjudicationConfig config = {.resign_move_count = 3, .resign_score = 500};
    Adjudicator adj;
    adjudicator_init(&adj, &config, 2);
    int loser = -1;
    cr_assert_eq(adjudicator_update(&adj, 1, 1, true, -600, &loser), ADJUDICATE_NONE);
    cr_assert_eq(adjudicator_update(&adj, 0, 2, true, 600, &loser), ADJUDICATE_NONE);
    cr_assert_eq(adjudicator_update(&adj, 1, 3, true, -700, &loser), ADJUDICATE_NONE);
    cr_assert_eq(adjudicator_update(&adj, 0, 4, false, 0, &loser), ADJUDICATE_NONE);
    cr_assert_eq(adjudicator_update(&adj, 1, 5, true, -100000, &loser), ADJUDICATE_RESIGN);
    cr_assert_eq(loser, 1);
}

Test(match_adjudication, two_sided_resign_needs_the_winner_to_agree) {
    AdjudicationConfig config = {
        .resign_move_count = 2, .resign_score = 500, .resign_two_sided = true};
    Adjudicator adj;
    adjudicator_init(&adj, &config, 2);
    int loser = -1;
    cr_assert_eq(adjudicator_update(&adj, 0, 1, true, 100, &loser), ADJUDICATE_NONE);
    cr_assert_eq(adjudicator_update(&adj, 1, 2, true, -600, &loser), ADJUDICATE_NONE);
    cr_assert_eq(adjudicator_update(&adj, 0, 3, true, 100, &loser), ADJUDICATE_NONE);
    cr_assert_eq(adjudicator_update(&adj, 1, 4, true, -600, &loser), ADJUDICATE_NONE);
    cr_assert_eq(adjudicator_update(&adj, 0, 5, true, 600, &loser), ADJUDICATE_NONE);
    cr_assert_eq(adjudicator_update(&adj, 1, 6, true, -600, &loser), ADJUDICATE_NONE);
    cr_assert_eq(adjudicator_update(&adj, 0, 7, true, 600, &loser), ADJUDICATE_NONE);
    cr_assert_eq(adjudicator_update(&adj, 1, 8, true, -600, &loser), ADJUDICATE_RESIGN);
}

Test(match_adjudication, maxmoves_counts_full_moves) {
    AdjudicationConfig config = {.max_moves = 3};
    Adjudicator adj;
    adjudicator_init(&adj, &config, 2);
    int loser;
    cr_assert_eq(adjudicator_update(&adj, 0, 5, false, 0, &loser), ADJUDICATE_NONE);
    cr_assert_eq(adjudicator_update(&adj, 1, 6, false, 0, &loser), ADJUDICATE_DRAW_LENGTH);
}

/* ---- PGN --------------------------------------------------------------------------------- */

Test(match_pgn, a_game_from_a_fen_with_tags_moves_and_result) {
    MatchConfig *config = calloc(1, sizeof *config);
    snprintf(config->event, sizeof config->event, "test");
    snprintf(config->engines[0].name, MAX_NAME_TEXT, "Alpha");
    snprintf(config->engines[1].name, MAX_NAME_TEXT, "Beta");
    config->engines[0].tc.base_ms = config->engines[1].tc.base_ms = 2000;
    config->engines[0].tc.increment_ms = config->engines[1].tc.increment_ms = 50;
    MoveRecord moves[2] = {{.text = "e8d8", .san = "Kd8", .from_opening = true},
                           {.text = "h1h8",
                            .san = "Rh8+",
                            .has_score = true,
                            .score = 350,
                            .depth = 5,
                            .elapsed_ms = 120}};
    GameRecord record = {.number = 7,
                         .players = 2,
                         .seats = {1, 0},
                         .start_text = "4k3/8/4K3/8/8/8/8/7R b - - 0 40",
                         .moves = moves,
                         .move_count = 2,
                         .termination = TERMINATION_ADJUDICATION,
                         .culprit = 1,
                         .ranks = {1, 2},
                         .reason = "White wins by adjudication"};
    char *text = NULL;
    size_t size = 0;
    FILE *out = open_memstream(&text, &size);
    pgn_write(out, config, registry_find("chess"), &record);
    fclose(out);
    const char *expected[] = {"[Event \"test\"]\n",
                              "[Round \"7\"]\n",
                              "[White \"Beta\"]\n",
                              "[Black \"Alpha\"]\n",
                              "[Result \"1-0\"]\n",
                              "[SetUp \"1\"]\n",
                              "[FEN \"4k3/8/4K3/8/8/8/8/7R b - - 0 40\"]\n",
                              "[TimeControl \"2+0.05\"]\n",
                              "[PlyCount \"2\"]\n",
                              "[Termination \"adjudication\"]\n",
                              ("\n40... Kd8 {book} 41. Rh8+ {+3.50/5 0.120s} "
                               "{White wins by adjudication} 1-0\n\n")};
    for (size_t i = 0; i < sizeof expected / sizeof expected[0]; i++)
        cr_assert(strstr(text, expected[i]), "missing %s in\n%s", expected[i], text);
    free(text);
    free(config);
}

/* ---- tally ------------------------------------------------------------------------------- */

/* Three engines in one game: A first, C second, B last -> every pair gets its result. */
Test(match_tally, a_game_of_three_counts_for_every_pair) {
    Tally tally;
    tally_init(&tally, 3, 1);
    GameRecord record = {.players = 3, .seats = {0, 1, 2}, .ranks = {1, 3, 2}, .culprit = -1};
    tally_add(&tally, &record, 0, false);
    cr_assert_eq(tally_pair(&tally, 0, 1)->wdl.wins, 1);
    cr_assert_eq(tally_pair(&tally, 0, 2)->wdl.wins, 1);
    cr_assert_eq(tally_pair(&tally, 1, 2)->wdl.losses, 1);
    cr_assert_float_eq(tally.engines[0].points, 2.0, 1e-9);
    cr_assert_float_eq(tally.engines[2].points, 1.0, 1e-9);
    char result[32];
    runner_record_result_text(&record, result, sizeof result);
    cr_assert_str_eq(result, "1-3-2");
    tally_free(&tally);
}

/* A pair of games with sides swapped: engine 0 wins as white and draws as black -> 1.5 points,
 * the WD bin; the pair's W/L/D is from engine 0's side whatever its colour. */
Test(match_tally, a_game_pair_fills_one_pentanomial_bin) {
    Tally tally;
    tally_init(&tally, 2, 1);
    GameRecord first = {.players = 2, .seats = {0, 1}, .ranks = {1, 2}, .culprit = -1};
    GameRecord second = {.players = 2, .seats = {1, 0}, .ranks = {1, 1}, .culprit = -1};
    tally_add(&tally, &first, 0, true);
    cr_assert_eq(stats_pairs(&tally_pair(&tally, 0, 1)->penta), 0);
    tally_add(&tally, &second, 0, true);
    const PairTally *pair = tally_pair(&tally, 1, 0);
    cr_assert_eq(pair->penta.counts[3], 1);
    cr_assert_eq(pair->wdl.wins, 1);
    cr_assert_eq(pair->wdl.draws, 1);
    tally_free(&tally);
}

/* A forfeit is charged to the culprit's engine by kind. */
Test(match_tally, failures_are_counted_per_engine_and_kind) {
    Tally tally;
    tally_init(&tally, 2, 1);
    GameRecord record = {.players = 2,
                         .seats = {1, 0},
                         .ranks = {2, 1},
                         .culprit = 0,
                         .termination = TERMINATION_STALL};
    tally_add(&tally, &record, 0, true);
    cr_assert_eq(tally.engines[1].faults[TERMINATION_STALL], 1);
    cr_assert_eq(tally.engines[0].faults[TERMINATION_STALL], 0);
    cr_assert_eq(tally_pair(&tally, 0, 1)->wdl.wins, 1);
    tally_free(&tally);
}
