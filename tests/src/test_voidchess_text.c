/*
 * test_voidchess_text.c - Void Chess positions and moves as text: every position string of
 * the perft suites reads back unchanged, optional fields take their defaults, lists come out
 * in canonical order, malformed strings are refused with a message that names the problem,
 * and move text (promotion letters, castling, Minister paths) is checked against the rules.
 */
#include <stdio.h>

#include "tests/support/game_helpers.h"
#include "tests/support/positions.h"

static void assert_round_trip(const char *text, const char *expected) {
    PosBuf pos = gt_position(&VOIDCHESS_GAME, text);
    char out[MAX_POS_TEXT];
    gt_text(&VOIDCHESS_GAME, &pos, out);
    cr_assert_str_eq(out, expected);
    PosBuf again = gt_position(&VOIDCHESS_GAME, out);
    cr_assert_eq(pos_header(&again)->key, pos_header(&pos)->key);
}

static void assert_error(const char *text, const char *words) {
    char error[GT_ERROR_SIZE];
    gt_parse_error(&VOIDCHESS_GAME, text, error);
    cr_assert(strstr(error, words), "error for '%s' is '%s', expected '%s'", text, error, words);
}

Test(voidchess_text, start_position_prints_all_eight_fields) {
    assert_round_trip(VOIDCHESS_START, VOIDCHESS_START);
    assert_round_trip("rnbqkbmnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKBMNR w KQkq -",
                      VOIDCHESS_START);
}

Test(voidchess_text, every_suite_position_reads_back_unchanged) {
    const char *paths[] = {"tests/perft/voidchess.epd", "tests/perft/voidchess-unstable.epd"};
    int lines = 0;
    for (int i = 0; i < 2; i++) {
        FILE *file = fopen(paths[i], "r");
        cr_assert(file, "cannot open %s (run from the repository root)", paths[i]);
        char line[1024];
        while (fgets(line, sizeof line, file)) {
            char *end = strchr(line, ';');
            if (!end || line[0] == '#')
                continue;
            while (end > line && end[-1] == ' ')
                end--;
            *end = '\0';
            assert_round_trip(line, line);
            lines++;
        }
        fclose(file);
    }
    cr_assert_eq(lines, 57);
}

Test(voidchess_text, unstable_list_comes_out_by_rank_then_file) {
    assert_round_trip("1nbq1k3/3pr4/r1p1p2Nn/**3pp2/4M3*/1Pb2P3/P2*4P/1B1P1KP2/R4B1NR w - - 0 31 "
                      "h7,c4 0",
                      "1nbq1k3/3pr4/r1p1p2Nn/**3pp2/4M3*/1Pb2P3/P2*4P/1B1P1KP2/R4B1NR w - - 0 31 "
                      "c4,h7 0");
}

Test(voidchess_text, diagram_marks_voids_and_unstable_squares) {
    PosBuf pos = gt_position(&VOIDCHESS_GAME, "4k4/9/9/2*R5/9/9/9/9/4K4 b - - 0 1 d6 0");
    StrBuf out;
    strbuf_init(&out);
    VOIDCHESS_GAME.print_board(&pos, &out);
    const char *text = strbuf_text(&out);
    cr_assert(strstr(text, "6 |   |   | * |(R)|"), "%s", text);
    cr_assert(strstr(text, "    a   b   c   d   e   f   g   h   i"), "%s", text);
    strbuf_free(&out);
}

Test(voidchess_text, malformed_board_is_refused) {
    assert_error("rnbqkbmnr/ppppppppp/9/9/9/9/9/PPPPPPPP/RNBQKBMNR w KQkq - 0 1", "rank 2 has 8");
    assert_error("rnbqkbmnr/ppppppppp/9/9/9/9/9/PPPPPPPPPP/RNBQKBMNR w KQkq - 0 1",
                 "rank 2 has 10");
    assert_error("rnbqkbmnr/ppppppppp/9/9/9/9/PPPPPPPPP/RNBQKBMNR w KQkq - 0 1",
                 "8 ranks instead of 9");
    assert_error("rnbqkbmnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKBMNR/9 w KQkq - 0 1",
                 "more than 9 ranks");
    assert_error("rnbqkbmnr/ppppppppp/9/9/4x4/9/9/PPPPPPPPP/RNBQKBMNR w KQkq - 0 1",
                 "bad character 'x' in rank 5");
    assert_error("4k4/9/9/9/9/9/9/9/4K3 w - - 0 1", "rank 1 has 8 files");
}

Test(voidchess_text, unstable_square_without_a_piece_is_refused) {
    assert_error("4k4/9/9/9/9/9/9/9/4K4 w - - 0 1 e4 0", "unstable square e4 has no piece");
}

/* A void cannot hold a piece, and an unstable square cannot be void as well. */
Test(voidchess_text, piece_on_a_void_is_refused) {
    assert_error("4k4/9/9/9/4*4/9/9/9/4K4 w - - 0 1 e5 0", "unstable square e5 is a void");
}

Test(voidchess_text, bad_unstable_lists_are_refused) {
    assert_error("4k4/9/9/9/3R5/9/9/9/4K4 w - - 0 1 d5,d5 0", "listed twice");
    assert_error("4k4/9/9/9/3R5/9/9/9/4K4 w - - 0 1 d5, 0", "bad square ''");
    assert_error("4k4/9/9/9/3R5/9/9/9/4K4 w - - 0 1 j5 0", "bad square 'j5'");
    assert_error("4k4/9/9/9/3R5/9/9/9/4K4 w - - 0 1 d5;f5 0", "bad square 'd5;f5'");
    assert_error("4k4/9/9/9/4M4/9/9/9/4K4 w - - 0 1 e5 0", "holds a Minister");
}

Test(voidchess_text, bad_siege_counter_is_refused) {
    assert_error("4k4/9/9/9/9/9/9/9/4K4 w - - 0 1 - x", "bad siege counter 'x'");
    assert_error("4k4/9/9/9/9/9/9/9/4K4 w - - 0 1 - 41", "bad siege counter '41'");
    assert_error("4k4/9/9/9/9/9/9/9/4K4 w - - 0 1 - -1", "bad siege counter '-1'");
    assert_error("4k4/9/9/9/9/9/9/9/4K4 w - - 0 1 - 00", "bad siege counter '00'");
    assert_error("4k4/9/9/9/9/9/9/9/4K4 w - - 0 1 - +0", "bad siege counter '+0'");
    assert_error("4k4/9/9/9/9/9/9/9/4K4 w - - 0 1 - 7", "no king is besieged");
    assert_round_trip("k*7/**7/9/9/9/9/9/m8/R3K4 w - - 0 1 - 7",
                      "k*7/**7/9/9/9/9/9/m8/R3K4 w - - 0 1 - 7");
    assert_error("4k4/9/9/9/9/9/9/9/4K4 w - - 0 1 - 0 extra", "unexpected text 'extra'");
}

Test(voidchess_text, bad_move_clocks_are_refused) {
    assert_error("4k4/9/9/9/9/9/9/9/4K4 w - - 65536 1", "bad halfmove clock '65536'");
    assert_error("4k4/9/9/9/9/9/9/9/4K4 w - - 01 1", "bad halfmove clock '01'");
    assert_error("4k4/9/9/9/9/9/9/9/4K4 w - - 0 32769", "bad fullmove number '32769'");
    assert_error("4k4/9/9/9/9/9/9/9/4K4 w - - 0 +1", "bad fullmove number '+1'");
}

/* Issue #17: `d` printed move 10000 after a move from move 9999, which the reader refused;
 * at their caps the counters stop and still read back. */
Test(voidchess_text, move_clocks_past_9999_and_at_their_caps_read_back) {
    PosBuf pos = gt_position(&VOIDCHESS_GAME, "4k4/9/9/9/9/9/9/9/4K4 b - - 9999 9999 - 0");
    PosBuf next = gt_after(&VOIDCHESS_GAME, &pos, "e9e8");
    char out[MAX_POS_TEXT];
    gt_text(&VOIDCHESS_GAME, &next, out);
    cr_assert_str_eq(out, "9/4k4/9/9/9/9/9/9/4K4 w - - 10000 10000 - 0");
    assert_round_trip(out, out);
    pos = gt_position(&VOIDCHESS_GAME, "4k4/9/9/9/9/9/9/9/4K4 b - - 65534 32768 - 0");
    next = gt_after(&VOIDCHESS_GAME, &pos, "e9e8 e1e2 e8e9");
    cr_assert_eq(pos_header(&next)->ply, POS_PLY_MAX);
    cr_assert_eq(pos_header(&next)->rule50, POS_RULE50_MAX);
    gt_text(&VOIDCHESS_GAME, &next, out);
    cr_assert_str_eq(out, "4k4/9/9/9/9/9/9/4K4/9 w - - 65535 32768 - 0");
    assert_round_trip(out, out);
}

Test(voidchess_text, inconsistent_positions_are_refused) {
    assert_error("9/9/9/9/9/9/9/9/4K4 w - - 0 1", "no black king");
    assert_error("4k4/9/9/9/9/9/9/9/3KK4 w - - 0 1", "2 white kings");
    assert_error("4k4/9/9/9/9/9/9/9/P3K4 w - - 0 1", "pawn on a1");
    assert_error("4k4/4R4/9/9/9/9/9/9/4K4 w - - 0 1", "side not to move (black) is in check");
    assert_error("4k4/9/9/9/9/9/9/9/4K4 w K - 0 1", "needs the white king on e1 and a rook on i1");
    assert_error("4k4/9/9/9/9/9/9/9/R3K4 w Q - 0 1 a1 0", "to be normal squares");
    assert_error("4k4/9/9/9/9/9/9/9/4K4 w - e3 0 1", "must be on rank 7");
    assert_error("4k4/9/9/9/9/9/9/9/4K4 b - e3 0 1", "not behind a pawn");
    assert_error("4k4/9/9/9/9/9/9/9/4K4 q - - 0 1", "bad side to move 'q'");
    assert_error("4k4/9/9/9/9/9/9/9/4K4 w", "missing castling field");
    assert_error("", "empty position");
}

Test(voidchess_text, move_text_round_trips) {
    PosBuf pos = gt_position(&VOIDCHESS_GAME, "r3k4/1P7/9/9/9/9/9/9/R3K3R w KQ - 0 1 - 0");
    const char *moves[] = {"b8b9m", "b8a9q", "b8b9n", "e1g1", "e1c1", "a1a9"};
    for (size_t i = 0; i < sizeof moves / sizeof moves[0]; i++) {
        Move move = MOVE_NONE;
        cr_assert(game_parse_legal_move(&VOIDCHESS_GAME, &pos, moves[i], &move), "%s", moves[i]);
        char text[MAX_MOVE_TEXT];
        VOIDCHESS_GAME.format_move(&pos, move, text);
        cr_assert_str_eq(text, moves[i]);
    }
}

Test(voidchess_text, malformed_move_text_is_refused) {
    PosBuf pos = gt_position(&VOIDCHESS_GAME, "r3k4/1P7/9/9/9/9/9/9/R3K3R w KQ - 0 1 - 0");
    const char *bad[] = {"b8b9",  "b8b9k", "b8b9M", "e1e1",   "j1j2", "e1",
                         "e1g1q", "a1a0",  "",      "b8b9mm", "a1a10"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        cr_assert_not(gt_is_legal(&VOIDCHESS_GAME, &pos, bad[i]), "accepted '%s'", bad[i]);
}

/* The start position's Minister is boxed in: no distance-2 square is open to it. A Minister
 * cannot pass an enemy it captures on step 1, nor stop on its own start square. */
Test(voidchess_text, illegal_minister_paths_are_refused) {
    PosBuf start = gt_position(&VOIDCHESS_GAME, VOIDCHESS_START);
    cr_assert_not(gt_is_legal(&VOIDCHESS_GAME, &start, "g1g3"));
    cr_assert_not(gt_is_legal(&VOIDCHESS_GAME, &start, "g1e3"));
    cr_assert_not(gt_is_legal(&VOIDCHESS_GAME, &start, "g1i3"));
    PosBuf opened = gt_after(&VOIDCHESS_GAME, &start, "g2g3 a8a7");
    cr_assert(gt_is_legal(&VOIDCHESS_GAME, &opened, "g1g2"));
    cr_assert(gt_is_legal(&VOIDCHESS_GAME, &opened, "g1h3"), "through g2");
    cr_assert_not(gt_is_legal(&VOIDCHESS_GAME, &opened, "g1g4"), "three steps");
    PosBuf capture = gt_position(&VOIDCHESS_GAME, "8k/9/9/3NnN3/3NMN3/3NNN3/9/9/K8 w - - 0 1 - 0");
    cr_assert_not(gt_is_legal(&VOIDCHESS_GAME, &capture, "e5e7"), "through the knight it captures");
    cr_assert_not(gt_is_legal(&VOIDCHESS_GAME, &capture, "e5d7"));
}
