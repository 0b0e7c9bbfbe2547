/*
 * test_claims.c - chess draws by claim through the C API (FIDE Laws 9.2, 9.3, 9.6): threefold
 * repetition and fifty moves do not end a game, the side to move may claim them (in the
 * position, or with the move that makes them), fivefold repetition and 75 moves end it by
 * themselves; Void Chess keeps its automatic draws; tessera-match's referee takes a
 * claimable draw as a draw, as cutechess-cli does.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "src/referee.h"
#include "engine/registry.h"
#include "include/tessera.h"
#include "src/rules.h"

/* Knights out and back: each four plies repeat the start position. */
static const char *const SHUFFLE[] = {"g1f3", "g8f6", "f3g1", "f6g8"};

static TesseraEngine *chess_after_shuffles(int plies) {
    TesseraEngine *engine = NULL;
    cr_assert_eq(tessera_new("chess", 0, &engine), TESSERA_OK);
    for (int i = 0; i < plies; i++)
        cr_assert_eq(tessera_play(engine, SHUFFLE[i % 4]), TESSERA_OK, "ply %d: %s", i,
                     tessera_error(engine));
    return engine;
}

static void assert_status(TesseraEngine *engine, TesseraOutcome outcome, const char *reason) {
    TesseraStatus status;
    cr_assert_eq(tessera_status(engine, &status), TESSERA_OK);
    cr_assert_eq(status.outcome, outcome, "outcome %d, reason '%s'", status.outcome, status.reason);
    cr_assert_str_eq(status.reason, reason);
}

Test(claims, threefold_repetition_is_claimed_not_automatic) {
    TesseraEngine *engine = chess_after_shuffles(7);
    cr_assert_str_eq(tessera_draw_claim(engine, NULL), "", "two occurrences: no claim yet");
    cr_assert_str_eq(tessera_draw_claim(engine, "f6g8"), "repetition",
                     "the move that repeats a third time may be claimed with");
    cr_assert_str_eq(tessera_draw_claim(engine, "e7e5"), "");
    cr_assert_eq(tessera_claim_draw(engine, NULL), TESSERA_ERROR_NO_CLAIM);
    cr_assert_str_eq(tessera_error(engine),
                     "no draw to claim here: a claim needs the position to occur 3 times, or "
                     "100 plies without a capture or a pawn move");
    cr_assert_eq(tessera_play(engine, "f6g8"), TESSERA_OK);
    assert_status(engine, TESSERA_ONGOING, "");
    cr_assert_str_eq(tessera_draw_claim(engine, NULL), "repetition");
    cr_assert(tessera_is_legal(engine, "e2e4"), "an unclaimed repetition goes on");
    int count;
    tessera_legal_moves(engine, &count);
    cr_assert_eq(count, 20);
    cr_assert_eq(tessera_claim_draw(engine, NULL), TESSERA_OK);
    assert_status(engine, TESSERA_DRAW, "repetition");
    cr_assert_eq(tessera_play(engine, "e2e4"), TESSERA_ERROR_GAME_OVER);
    cr_assert_str_eq(tessera_error(engine),
                     "move 'e2e4' comes after the end of the game (repetition)");
    cr_assert_eq(tessera_claim_draw(engine, NULL), TESSERA_ERROR_GAME_OVER);
    tessera_legal_moves(engine, &count);
    cr_assert_eq(count, 0);
    cr_assert_eq(tessera_undo(engine), TESSERA_OK, "a take-back drops the claim with the move");
    assert_status(engine, TESSERA_ONGOING, "");
    cr_assert_eq(tessera_play(engine, "f6g8"), TESSERA_OK);
    assert_status(engine, TESSERA_ONGOING, "");
    tessera_free(engine);
}

Test(claims, a_claim_with_the_move_plays_it_and_ends_the_game) {
    TesseraEngine *engine = chess_after_shuffles(7);
    cr_assert_eq(tessera_claim_draw(engine, "e7e5"), TESSERA_ERROR_NO_CLAIM);
    cr_assert_str_eq(tessera_error(engine),
                     "no draw to claim after that move: a claim needs the position to occur 3 "
                     "times, or 100 plies without a capture or a pawn move");
    cr_assert_eq(tessera_move_count(engine), 7, "a refused claim plays nothing");
    cr_assert_eq(tessera_claim_draw(engine, "e7e4"), TESSERA_ERROR_MOVE);
    cr_assert_eq(tessera_claim_draw(engine, "f6g8"), TESSERA_OK);
    cr_assert_eq(tessera_move_count(engine), 8);
    assert_status(engine, TESSERA_DRAW, "repetition");
    tessera_free(engine);
}

Test(claims, fivefold_repetition_ends_the_game_by_itself) {
    TesseraEngine *engine = chess_after_shuffles(15);
    assert_status(engine, TESSERA_ONGOING, "");
    cr_assert_str_eq(tessera_draw_claim(engine, NULL), "repetition", "four occurrences");
    cr_assert_eq(tessera_play(engine, "f6g8"), TESSERA_OK);
    assert_status(engine, TESSERA_DRAW, "repetition");
    cr_assert_str_eq(tessera_draw_claim(engine, NULL), "", "nothing to claim once it is over");
    cr_assert_eq(tessera_play(engine, "e2e4"), TESSERA_ERROR_GAME_OVER);
    tessera_free(engine);
}

/* Rooks and kings only: the rooks walk down their files, no capture, no pawn move, no
 * position twice. */
static const char *const ROOK_WALK[] = {"a1a2", "h8h7", "a2a3", "h7h6", "a3a4",
                                        "h6h5", "a4a5", "h5h4", "a5a6", "h4h3"};

Test(claims, fifty_moves_are_claimed_and_75_end_the_game) {
    TesseraEngine *engine = NULL;
    cr_assert_eq(tessera_new("chess", 0, &engine), TESSERA_OK);
    cr_assert_eq(tessera_set_position(engine, "4k2r/8/8/8/8/8/8/R3K3 w - - 90 80", ROOK_WALK, 9),
                 TESSERA_OK, "%s", tessera_error(engine));
    cr_assert_str_eq(tessera_draw_claim(engine, NULL), "", "99 plies: no claim");
    cr_assert_str_eq(tessera_draw_claim(engine, ROOK_WALK[9]), "fifty-moves");
    cr_assert_eq(tessera_play(engine, ROOK_WALK[9]), TESSERA_OK);
    assert_status(engine, TESSERA_ONGOING, "");
    cr_assert_str_eq(tessera_draw_claim(engine, NULL), "fifty-moves");
    cr_assert(tessera_is_legal(engine, "a6a7"), "an unclaimed fifty-move draw goes on");
    cr_assert_eq(tessera_set_position(engine, "4k2r/8/8/8/8/8/8/R3K3 b - - 149 104", NULL, 0),
                 TESSERA_OK);
    assert_status(engine, TESSERA_ONGOING, "");
    cr_assert_str_eq(tessera_draw_claim(engine, NULL), "fifty-moves");
    cr_assert_eq(tessera_play(engine, "h8h7"), TESSERA_OK);
    assert_status(engine, TESSERA_DRAW, "fifty-moves");
    cr_assert_eq(tessera_set_position(engine, "r3k3/8/8/8/8/8/8/R3K3 w - - 99 80", NULL, 0),
                 TESSERA_OK);
    cr_assert_eq(tessera_claim_draw(engine, "a1a8"), TESSERA_ERROR_NO_CLAIM,
                 "a capture resets the count");
    cr_assert_eq(tessera_claim_draw(engine, "a1a2"), TESSERA_OK);
    assert_status(engine, TESSERA_DRAW, "fifty-moves");
    tessera_free(engine);
}

/* The UCI moves of a record of tests/records (one line after # comments); their number. */
static int read_record(const char *name, char moves[][8], int most) {
    char path[256], line[4096];
    snprintf(path, sizeof path, "tests/records/%s", name);
    FILE *file = fopen(path, "r");
    cr_assert(file, "cannot open %s", path);
    int count = 0;
    while (fgets(line, sizeof line, file))
        for (char *word = line[0] == '#' ? NULL : strtok(line, " \n"); word && count < most;
             word = strtok(NULL, " \n"))
            snprintf(moves[count++], 8, "%s", word);
    fclose(file);
    return count;
}

/* Sets the start position and the record's first plies. */
static void replay(TesseraEngine *engine, char moves[][8], int plies) {
    const char *list[256];
    for (int i = 0; i < plies; i++)
        list[i] = moves[i];
    cr_assert_eq(tessera_set_position(engine, NULL, list, plies), TESSERA_OK, "%s",
                 tessera_error(engine));
}

Test(claims, game_records_with_unclaimed_draws_replay_to_their_end) {
    static char moves[256][8];
    TesseraEngine *engine = NULL;
    cr_assert_eq(tessera_new("chess", 0, &engine), TESSERA_OK);
    int plies = read_record("chess-repetition.txt", moves, 256);
    replay(engine, moves, plies);
    assert_status(engine, TESSERA_ONGOING, "");
    replay(engine, moves, 14 + 7);
    cr_assert_str_eq(tessera_draw_claim(engine, NULL), "");
    cr_assert_str_eq(tessera_draw_claim(engine, moves[14 + 7]), "repetition");
    replay(engine, moves, 14 + 8);
    cr_assert_eq(tessera_claim_draw(engine, NULL), TESSERA_OK);
    assert_status(engine, TESSERA_DRAW, "repetition");
    plies = read_record("chess-quiet-moves.txt", moves, 256);
    cr_assert_eq(plies, 14 + 150);
    replay(engine, moves, 14 + 120); /* sixty moves without a capture or a pawn move */
    assert_status(engine, TESSERA_ONGOING, "");
    cr_assert_str_eq(tessera_draw_claim(engine, NULL), "fifty-moves");
    replay(engine, moves, 14 + 99);
    cr_assert_eq(tessera_claim_draw(engine, NULL), TESSERA_ERROR_NO_CLAIM);
    cr_assert_eq(tessera_claim_draw(engine, moves[14 + 99]), TESSERA_OK);
    assert_status(engine, TESSERA_DRAW, "fifty-moves");
    replay(engine, moves, plies);
    assert_status(engine, TESSERA_DRAW, "fifty-moves"); /* 75 moves: by itself */
    tessera_free(engine);
}

Test(claims, void_chess_keeps_its_automatic_draws) {
    TesseraEngine *engine = NULL;
    cr_assert_eq(tessera_new("voidchess", 0, &engine), TESSERA_OK);
    const char *const shuffle[] = {"h1g3", "h9g7", "g3h1", "g7h9"};
    for (int i = 0; i < 8; i++)
        cr_assert_eq(tessera_play(engine, shuffle[i % 4]), TESSERA_OK, "%s", tessera_error(engine));
    assert_status(engine, TESSERA_DRAW, "repetition");
    cr_assert_str_eq(tessera_draw_claim(engine, NULL), "");
    cr_assert_eq(tessera_undo(engine), TESSERA_OK);
    cr_assert_eq(tessera_claim_draw(engine, NULL), TESSERA_ERROR_NO_CLAIM);
    cr_assert_str_eq(tessera_error(engine),
                     "no draw to claim: voidchess has no draw by claim (its draws are automatic)");
    tessera_free(engine);
}

Test(claims, the_match_referee_takes_a_claimable_draw) {
    const Game *chess = registry_find("chess");
    Referee referee;
    char error[128], canonical[MAX_MOVE_TEXT];
    cr_assert(referee_init(&referee, chess, 2, NULL, NULL, error, sizeof error), "%s", error);
    for (int i = 0; i < 8; i++)
        cr_assert(referee_play(&referee, SHUFFLE[i % 4], canonical));
    GameStatus status;
    referee_status(&referee, &status);
    cr_assert_eq(status.outcome, OUTCOME_DRAW, "the match adjudicates the claimable draw");
    cr_assert_str_eq(status.reason, "repetition");
    referee_free(&referee);
}
