/*
 * test_wallchess_text.c - Wall Chess as text: the position string (fields, canonical wall
 * order, the optional ply), rejection of bad strings with a message that names the problem
 * and leaves the target untouched, move notation in and out, and bad move text.
 */
#include "tests/support/game_helpers.h"
#include "tests/support/positions.h"

static void assert_round_trip(const char *input, const char *expected) {
    PosBuf pos = gt_position(&WALLCHESS_GAME, input);
    char text[MAX_POS_TEXT];
    gt_text(&WALLCHESS_GAME, &pos, text);
    cr_assert_str_eq(text, expected, "'%s' printed as '%s'", input, text);
}

static void assert_rejected(const char *input, const char *message) {
    char error[GT_ERROR_SIZE];
    gt_parse_error(&WALLCHESS_GAME, input, error);
    cr_assert(strstr(error, message), "'%s' rejected with '%s', expected '%s'", input, error,
              message);
}

Test(wallchess_text, start_position_prints_the_ply) {
    assert_round_trip(WALLCHESS_START, "e1 e9 10 10 s - 0");
    assert_round_trip("e1 e9 10 10 s - 0", "e1 e9 10 10 s - 0");
}

Test(wallchess_text, walls_are_printed_in_canonical_order) {
    assert_round_trip("e1 e9 8 8 s e3v,a5h,b2h,a1v 4", "e1 e9 8 8 s b2h,a5h,a1v,e3v 4");
    assert_round_trip("d4 f6 3 1 n h8v,g8h,a1h,b1v 12", "d4 f6 3 1 n a1h,g8h,b1v,h8v 12");
}

Test(wallchess_text, fields_may_be_separated_by_several_spaces) {
    assert_round_trip("  e1   e9 10\t10 s  -  ", "e1 e9 10 10 s - 0");
}

Test(wallchess_text, ply_is_kept_and_advanced) {
    PosBuf pos = gt_position(&WALLCHESS_GAME, "e1 e9 10 10 n - 41");
    cr_assert_eq(pos_header(&pos)->ply, 41);
    PosBuf next = gt_after(&WALLCHESS_GAME, &pos, "e8");
    char text[MAX_POS_TEXT];
    gt_text(&WALLCHESS_GAME, &next, text);
    cr_assert_str_eq(text, "e1 e8 10 10 s - 42");
}

/* Issue #17: at its cap the ply stops and the position string still reads back. */
Test(wallchess_text, ply_stops_at_its_cap) {
    PosBuf pos = gt_position(&WALLCHESS_GAME, "e1 e9 10 10 n - 65534");
    PosBuf next = gt_after(&WALLCHESS_GAME, &pos, "e8 e2 e9");
    cr_assert_eq(pos_header(&next)->ply, POS_PLY_MAX);
    char text[MAX_POS_TEXT];
    gt_text(&WALLCHESS_GAME, &next, text);
    cr_assert_str_eq(text, "e2 e9 10 10 s - 65535");
    assert_round_trip(text, text);
}

/* Numbers are read by text.c's strict reader: no '+', no leading zeros. */
Test(wallchess_text, rejects_other_forms_of_the_numbers) {
    assert_rejected("e1 e9 +10 10 s -", "south walls left '+10'");
    assert_rejected("e1 e9 10 010 s -", "north walls left '010'");
    assert_rejected("e1 e9 10 10 s - 00000000000000000000001", "ply '0000");
    assert_rejected("e1 e9 10 10 s - +4", "ply '+4'");
    assert_rejected("e1 e9 10 10 s - -0", "ply '-0'");
}

Test(wallchess_text, rejects_missing_and_extra_fields) {
    assert_rejected("", "empty position");
    assert_rejected("e1 e9 10 10", "missing side to move field");
    assert_rejected("e1 e9 10 10 s", "missing walls field");
    assert_rejected("e1 e9 10 10 s - 0 extra", "unexpected text 'extra'");
}

Test(wallchess_text, rejects_bad_pawns) {
    assert_rejected("j1 e9 10 10 s -", "south pawn 'j1' is not a cell");
    assert_rejected("e1 e0 10 10 s -", "north pawn 'e0' is not a cell");
    assert_rejected("e10 e9 10 10 s -", "south pawn 'e10'");
    assert_rejected("e5 e5 10 10 s -", "both pawns are on e5");
}

Test(wallchess_text, rejects_bad_counts_and_side) {
    assert_rejected("e1 e9 11 10 s -", "south walls left '11' must be 0 to 10");
    assert_rejected("e1 e9 10 -1 s -", "north walls left '-1' must be 0 to 10");
    assert_rejected("e1 e9 10 1x s -", "north walls left '1x'");
    assert_rejected("e1 e9 10 10 w -", "side to move 'w' must be s or n");
    assert_rejected("e1 e9 10 10 s - -3", "ply '-3'");
    assert_rejected("e1 e9 10 10 s - 65536", "ply '65536' must be 0 to 65535");
    assert_rejected("e1 e9 10 9 s a1h,c1h", "2 walls on the board, but the walls left say only 1");
}

Test(wallchess_text, rejects_walls_off_the_board) {
    assert_rejected("e1 e9 9 10 s i1h", "wall 'i1h' is not a wall");
    assert_rejected("e1 e9 9 10 s a9v", "wall 'a9v' is not a wall");
    assert_rejected("e1 e9 9 10 s e3x", "wall 'e3x' is not a wall");
    assert_rejected("e1 e9 9 10 s e3", "wall 'e3' is not a wall");
    assert_rejected("e1 e9 9 10 s e3h,", "wall '' is not a wall");
    assert_rejected("e1 e9 8 10 s e3h,,a1h", "wall '' is not a wall");
}

Test(wallchess_text, rejects_overlapping_walls) {
    assert_rejected("e1 e9 9 9 s e3h,e3v", "wall e3v overlaps or crosses wall e3h");
    assert_rejected("e1 e9 9 9 s e3h,f3h", "wall f3h overlaps or crosses wall e3h");
    assert_rejected("e1 e9 9 9 s e4v,e3v", "wall e3v overlaps or crosses wall e4v");
    assert_rejected("e1 e9 9 9 s e3h,e3h", "wall e3h is listed twice");
}

Test(wallchess_text, rejects_sealed_pawns) {
    assert_rejected("a1 e9 8 10 s a1h,b1v", "no path to rank 9");
    assert_rejected("e1 a9 10 8 s a8h,b8v", "the walls leave the north pawn no path to rank 1");
}

Test(wallchess_text, rejects_a_finished_game_with_the_winner_to_move) {
    assert_rejected("e9 e5 10 10 s -", "the south pawn is on its goal row but south is to move");
    assert_rejected("e5 e1 10 10 n -", "north pawn is on its goal row");
    PosBuf won = gt_position(&WALLCHESS_GAME, "e9 e5 10 10 n -");
    cr_assert_eq(WALLCHESS_GAME.quick_result(&won), RESULT_LOSS);
}

Test(wallchess_text, rejects_garbage_without_touching_the_position) {
    PosBuf pos = gt_position(&WALLCHESS_GAME, "e5 e6 9 10 s e6h 1");
    PosBuf copy = pos;
    char error[160];
    const char *inputs[] = {"e1 e9 10 10 s e3h,e3v", "\x01\x02\xff", "e1 e9 10 10 s - 0 0", "-",
                            "e1 e9 10 10 s a1h,a1h,a1h,a1h,a1h,a1h"};
    for (size_t i = 0; i < sizeof inputs / sizeof inputs[0]; i++) {
        cr_assert_not(WALLCHESS_GAME.parse(&pos, inputs[i], error, sizeof error));
        cr_assert(error[0] != '\0');
        cr_assert_eq(memcmp(&pos, &copy, WALLCHESS_GAME.pos_size), 0);
    }
    cr_assert_not(WALLCHESS_GAME.parse(&pos, NULL, error, sizeof error));
    cr_assert_str_eq(error, "no position");
}

Test(wallchess_text, rejects_a_very_long_string) {
    static char text[1 << 20];
    memset(text, 'a', sizeof text - 1);
    char error[160];
    PosBuf pos;
    cr_assert_not(WALLCHESS_GAME.parse(&pos, text, error, sizeof error));
    cr_assert(strstr(error, "longer than"), "%s", error);
}

Test(wallchess_text, move_notation_round_trips) {
    PosBuf pos = gt_position(&WALLCHESS_GAME, WALLCHESS_START);
    const char *texts[] = {"e2", "d1", "f1", "a1h", "h8h", "e3v", "a1v", "h8v"};
    for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
        Move move;
        char out[MAX_MOVE_TEXT];
        cr_assert(game_parse_legal_move(&WALLCHESS_GAME, &pos, texts[i], &move), "%s", texts[i]);
        WALLCHESS_GAME.format_move(&pos, move, out);
        cr_assert_str_eq(out, texts[i]);
    }
}

Test(wallchess_text, from_to_pawn_moves_are_accepted) {
    PosBuf pos = gt_position(&WALLCHESS_GAME, WALLCHESS_START);
    Move from_to, destination;
    cr_assert(game_parse_legal_move(&WALLCHESS_GAME, &pos, "e1e2", &from_to));
    cr_assert(game_parse_legal_move(&WALLCHESS_GAME, &pos, "e2", &destination));
    cr_assert_eq(from_to, destination);
    PosBuf jump = gt_position(&WALLCHESS_GAME, "e5 e6 10 10 s -");
    cr_assert(gt_is_legal(&WALLCHESS_GAME, &jump, "e5e7"));
    cr_assert(gt_is_legal(&WALLCHESS_GAME, &jump, "e7"));
}

Test(wallchess_text, bad_move_text_is_rejected) {
    PosBuf pos = gt_position(&WALLCHESS_GAME, WALLCHESS_START);
    const char *bad[] = {"",       "e",   "e3",   "e9e8", "e2e3", "e1e3", "i9h",
                         "a9v",    "e3x", "e3hh", "E2",   "e3H",  "0000", "z1",
                         "e1e2e3", "e2 ", " e2",  "a0",   "j1",   "e1e1"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        cr_assert_not(gt_is_legal(&WALLCHESS_GAME, &pos, bad[i]), "'%s' accepted", bad[i]);
}

Test(wallchess_text, wrong_side_and_illegal_walls_are_rejected) {
    PosBuf pos = gt_position(&WALLCHESS_GAME, "e5 e6 0 1 s e6h 1");
    cr_assert_not(gt_is_legal(&WALLCHESS_GAME, &pos, "e6e5"),
                  "the north pawn is not south's to move");
    cr_assert_not(gt_is_legal(&WALLCHESS_GAME, &pos, "a1h"), "south has no walls left");
    PosBuf north = gt_after(&WALLCHESS_GAME, &pos, "d5");
    cr_assert_not(gt_is_legal(&WALLCHESS_GAME, &north, "d6h"), "overlaps e6h");
    cr_assert_not(gt_is_legal(&WALLCHESS_GAME, &north, "e6v"), "crosses e6h");
    cr_assert(gt_is_legal(&WALLCHESS_GAME, &north, "e6e5"));
}
