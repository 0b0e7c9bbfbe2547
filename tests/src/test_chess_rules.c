/*
 * test_chess_rules.c - how chess games end: checkmate, stalemate, insufficient material
 * (K v K, K+B v K, K+N v K and nothing more), and through the generic layer threefold
 * repetition and the fifty-move rule; plus the counters those rules read.
 */
#include <string.h>

#include "tests/support/game_helpers.h"
#include "tests/support/positions.h"
#include "src/perft.h"
#include "src/rules.h"

static GameStatus status_of(const char *fen) {
    PosBuf pos = gt_position(&CHESS_GAME, fen);
    GameStatus status;
    CHESS_GAME.status(&pos, &status);
    return status;
}

static void assert_draw(const char *fen, const char *reason) {
    GameStatus status = status_of(fen);
    cr_assert_eq(status.outcome, OUTCOME_DRAW, "%s", fen);
    cr_assert_str_eq(status.reason, reason, "%s", fen);
}

static void assert_ongoing(const char *fen) {
    GameStatus status = status_of(fen);
    cr_assert_eq(status.outcome, OUTCOME_ONGOING, "%s", fen);
    cr_assert_null(status.reason);
    PosBuf pos = gt_position(&CHESS_GAME, fen);
    cr_assert_not(CHESS_GAME.rule_draw(&pos), "%s", fen);
}

Test(chess_rules, bare_kings_and_a_single_minor_piece_are_drawn) {
    assert_draw("4k3/8/8/8/8/8/8/4K3 w - - 0 1", "material");
    assert_draw("4k3/8/8/8/8/8/8/2B1K3 b - - 0 1", "material");
    assert_draw("4k3/8/8/8/8/8/8/1N2K3 w - - 0 1", "material");
    assert_draw("4k3/5n2/8/8/8/8/8/4K3 w - - 0 1", "material");
    PosBuf pos = gt_position(&CHESS_GAME, "4kb2/8/8/8/8/8/8/4K3 w - - 0 1");
    cr_assert(CHESS_GAME.rule_draw(&pos));
}

Test(chess_rules, draw_rules_do_not_cut_perft) {
    /* RULES.md: bare kings draw the game but perft still counts the king moves. */
    PosBuf pos = gt_position(&CHESS_GAME, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    cr_assert_eq(perft(&CHESS_GAME, &pos, 1), 5);
    cr_assert_eq(perft(&CHESS_GAME, &pos, 2), 25);
}

Test(chess_rules, mating_material_keeps_the_game_going) {
    assert_ongoing("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
    assert_ongoing("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    assert_ongoing("4k3/8/8/8/8/8/8/3QK3 w - - 0 1");
    assert_ongoing("4k3/8/8/8/8/8/8/1NN1K3 w - - 0 1");
    assert_ongoing("4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1");
    assert_ongoing("4k3/8/8/8/8/8/8/1N2KB2 w - - 0 1");
}

Test(chess_rules, fools_mate_is_a_win_for_black) {
    PosBuf start = gt_position(&CHESS_GAME, START_FEN);
    PosBuf mated = gt_after(&CHESS_GAME, &start, "f2f3 e7e5 g2g4 d8h4");
    GameStatus status;
    CHESS_GAME.status(&mated, &status);
    cr_assert_eq(status.outcome, OUTCOME_WIN);
    cr_assert_eq(status.winner, 1);
    cr_assert_str_eq(status.reason, "checkmate");
    cr_assert(CHESS_GAME.in_check(&mated));
    cr_assert_eq(CHESS_GAME.no_move_result(&mated), RESULT_LOSS);
    cr_assert_not(game_has_legal_move(&CHESS_GAME, &mated));
}

Test(chess_rules, back_rank_mate_is_a_win_for_white) {
    PosBuf pos = gt_position(&CHESS_GAME, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
    PosBuf mated = gt_after(&CHESS_GAME, &pos, "a1a8");
    GameStatus status;
    CHESS_GAME.status(&mated, &status);
    cr_assert_eq(status.outcome, OUTCOME_WIN);
    cr_assert_eq(status.winner, 0);
    cr_assert_str_eq(status.reason, "checkmate");
}

Test(chess_rules, no_move_without_check_is_stalemate) {
    const char *fen = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1";
    assert_draw(fen, "stalemate");
    PosBuf pos = gt_position(&CHESS_GAME, fen);
    cr_assert_not(CHESS_GAME.in_check(&pos));
    cr_assert_eq(CHESS_GAME.no_move_result(&pos), RESULT_DRAW);
}

Test(chess_rules, check_with_an_escape_is_not_mate) {
    assert_ongoing("4k3/8/8/8/8/8/4q3/4K3 w - - 0 1");
    PosBuf pos = gt_position(&CHESS_GAME, "4k3/8/8/8/8/8/4q3/4K3 w - - 0 1");
    cr_assert(CHESS_GAME.in_check(&pos));
}

/* Plays `moves` from fen, recording the key of every position before the current one. */
static void play_recording(PosBuf *pos, const char *fen, const char *moves, uint64_t *history,
                           int *count) {
    char text[MAX_MOVE_TEXT];
    *pos = gt_position(&CHESS_GAME, fen);
    *count = 0;
    for (const char *word = moves; *word;) {
        size_t length = strcspn(word, " ");
        memcpy(text, word, length);
        text[length] = '\0';
        history[(*count)++] = pos_header(pos)->key;
        *pos = gt_after(&CHESS_GAME, pos, text);
        word += length + (word[length] == ' ');
    }
}

Test(chess_rules, third_occurrence_may_be_claimed_and_the_fifth_draws) {
    uint64_t history[32];
    int count = 0;
    const char *shuffle = "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8";
    PosBuf pos;
    play_recording(&pos, START_FEN, shuffle, history, &count);
    GameStatus status;
    rules_status(&CHESS_GAME, &pos, history, count, &status);
    cr_assert_eq(status.outcome, OUTCOME_ONGOING, "threefold repetition is not automatic");
    cr_assert_str_eq(rules_claim(&CHESS_GAME, &pos, history, count), "repetition");
    rules_status_claimed(&CHESS_GAME, &pos, history, count, &status);
    cr_assert_eq(status.outcome, OUTCOME_DRAW);
    cr_assert_str_eq(status.reason, "repetition");
    cr_assert_null(rules_claim(&CHESS_GAME, &pos, history, count - 4), "the second occurrence");
    play_recording(&pos, START_FEN,
                   "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8 "
                   "g1f3 g8f6 f3g1 f6g8",
                   history, &count);
    rules_status(&CHESS_GAME, &pos, history, count, &status);
    cr_assert_eq(status.outcome, OUTCOME_DRAW, "fivefold repetition ends the game (FIDE 9.6.1)");
    cr_assert_str_eq(status.reason, "repetition");
    rules_status(&CHESS_GAME, &pos, history, count - 4, &status);
    cr_assert_eq(status.outcome, OUTCOME_ONGOING, "the fourth occurrence");
}

Test(chess_rules, lost_castling_right_breaks_the_repetition) {
    uint64_t history[16];
    int count = 0;
    /* The first king move gives up castling: the start position never comes back. */
    const char *moves = "e2e4 e7e5 e1e2 e8e7 e2e1 e7e8 e1e2 e8e7 e2e1 e7e8";
    PosBuf pos;
    play_recording(&pos, START_FEN, moves, history, &count);
    GameStatus status;
    rules_status(&CHESS_GAME, &pos, history, count, &status);
    cr_assert_eq(status.outcome, OUTCOME_ONGOING);
}

Test(chess_rules, hundred_plies_may_be_claimed_and_150_draw) {
    uint64_t history[4];
    int count = 0;
    PosBuf pos;
    play_recording(&pos, "4k3/8/8/8/8/8/4P3/R3K3 w - - 99 80", "a1a2", history, &count);
    cr_assert_eq(pos_header(&pos)->rule50, 100);
    GameStatus status;
    rules_status(&CHESS_GAME, &pos, history, count, &status);
    cr_assert_eq(status.outcome, OUTCOME_ONGOING, "fifty moves are claimed, not automatic");
    cr_assert_str_eq(rules_claim(&CHESS_GAME, &pos, history, count), "fifty-moves");
    count = 0;
    play_recording(&pos, "4k3/8/8/8/8/8/4P3/R3K3 w - - 149 80", "a1a2", history, &count);
    rules_status(&CHESS_GAME, &pos, history, count, &status);
    cr_assert_eq(status.outcome, OUTCOME_DRAW, "75 moves end the game (FIDE 9.6.2)");
    cr_assert_str_eq(status.reason, "fifty-moves");
}

Test(chess_rules, checkmate_on_the_hundredth_ply_wins) {
    uint64_t history[4];
    int count = 0;
    PosBuf pos;
    play_recording(&pos, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 99 80", "a1a8", history, &count);
    GameStatus status;
    rules_status(&CHESS_GAME, &pos, history, count, &status);
    cr_assert_eq(status.outcome, OUTCOME_WIN);
    cr_assert_str_eq(status.reason, "checkmate");
}

Test(chess_rules, captures_and_pawn_moves_reset_the_fifty_move_counter) {
    PosBuf pos = gt_position(&CHESS_GAME, "4k3/8/8/3p4/8/8/4P3/R2QK3 w - - 40 30");
    cr_assert_eq(pos_header(&pos)->rule50, 40);
    PosBuf quiet = gt_after(&CHESS_GAME, &pos, "a1a2");
    cr_assert_eq(pos_header(&quiet)->rule50, 41);
    PosBuf push = gt_after(&CHESS_GAME, &pos, "e2e4");
    cr_assert_eq(pos_header(&push)->rule50, 0);
    PosBuf capture = gt_after(&CHESS_GAME, &pos, "d1d5");
    cr_assert_eq(pos_header(&capture)->rule50, 0);
}
