/*
 * test_wallrunner_text.c - Wall Runner positions and moves as text: position strings read
 * back to the same text, bad strings are refused with an error that says what is wrong, move
 * text is from-to, and moves a piece may not make (onto a wall it may not enter, past one,
 * onto a piece, a banned return) are refused by game_parse_legal_move.
 */
#include <stdio.h>

#include "tests/support/game_helpers.h"
#include "tests/support/positions.h"

static void assert_round_trip(const char *text) {
    char back[MAX_POS_TEXT];
    PosBuf pos = gt_position(&WALLRUNNER_GAME, text);
    gt_text(&WALLRUNNER_GAME, &pos, back);
    cr_assert_str_eq(back, text);
}

static void assert_rejected(const char *text, const char *expected_part) {
    char error[GT_ERROR_SIZE];
    gt_parse_error(&WALLRUNNER_GAME, text, error);
    cr_assert(strstr(error, expected_part), "error for '%s' is '%s', expected to mention '%s'",
              text, error, expected_part);
}

Test(wallrunner_text, start_and_epd_positions_round_trip) {
    assert_round_trip(WALLRUNNER_START);
    FILE *file = fopen("tests/perft/wallrunner.epd", "r");
    cr_assert(file, "cannot open tests/perft/wallrunner.epd (run from the repository root)");
    char line[1024];
    int count = 0;
    while (fgets(line, sizeof line, file)) {
        if (line[0] == '#' || line[0] == '\n')
            continue;
        char *end = strchr(line, ';');
        cr_assert(end);
        while (end > line && end[-1] == ' ')
            end--;
        *end = '\0';
        assert_round_trip(line);
        count++;
    }
    fclose(file);
    cr_assert_eq(count, 41);
}

Test(wallrunner_text, bans_are_written_in_canonical_order) {
    char text[MAX_POS_TEXT];
    PosBuf pos = gt_position(&WALLRUNNER_GAME, "4k3/8/1r3r2/8/3G4/8/8/4K3 b f6e5,b6c5 1");
    gt_text(&WALLRUNNER_GAME, &pos, text);
    cr_assert_str_eq(text, "4k3/8/1r3r2/8/3G4/8/8/4K3 b b6c5,f6e5 1");
}

Test(wallrunner_text, move_number_defaults_to_one_and_sets_the_ply) {
    char text[MAX_POS_TEXT];
    PosBuf pos = gt_position(&WALLRUNNER_GAME, "1dsgksd1/2rrrr2/8/8/8/8/2RRRR2/1DSGKSD1 w -");
    gt_text(&WALLRUNNER_GAME, &pos, text);
    cr_assert_str_eq(text, WALLRUNNER_START);
    pos = gt_position(&WALLRUNNER_GAME, "1dsgksd1/2rrrr2/8/8/8/8/2RRRR2/1DSGKSD1 b - 12");
    cr_assert_eq(pos_header(&pos)->ply, 23);
}

Test(wallrunner_text, unknown_piece_letters_are_rejected) {
    assert_rejected("1dsgksd1/2rrrr2/8/8/8/8/2RRRR2/1DSGKQD1 w - 1",
                    "bad character 'Q' in rank 1 (expected K G S D R");
    assert_rejected("1dsgksd1/2rrrr2/8/8/8/8/2RRPR2/1DSGKSD1 w - 1", "'P'");
    assert_rejected("1dsgksd1/2rrrr2/8/8/8/8/2RR\x01R2/1DSGKSD1 w - 1", "bad byte 0x01");
}

Test(wallrunner_text, bad_boards_are_rejected) {
    assert_rejected("1dsgksd1/2rrrr2/8/8/8/2RRRR2/1DSGKSD1 w - 1", "ranks");
    assert_rejected("1dsgksd1/2rrrr2/8/8/8/8/8/2RRRR2/1DSGKSD1 w - 1", "more than 8 ranks");
    assert_rejected("1dsgksd1/2rrrr2/9/8/8/8/2RRRR2/1DSGKSD1 w - 1", "rank 6");
    assert_rejected("1dsgksd1/2rrrr2/7/8/8/8/2RRRR2/1DSGKSD1 w - 1", "7 files");
    assert_rejected("1dsgksd1/2rrrr2/8/8/8/8/2RRRR2/1DSGKKD1 w - 1", "white has 2 Kings");
    assert_rejected("1dsg1sd1/2rrrr2/8/8/8/8/2RRRR2/1DSG1SD1 w - 1", "both sides would have won");
    assert_rejected("3K4/8/8/8/8/8/8/4k3 w - 1", "both sides would have won");
}

Test(wallrunner_text, bad_side_is_rejected) {
    assert_rejected("1dsgksd1/2rrrr2/8/8/8/8/2RRRR2/1DSGKSD1 x - 1", "bad side to move 'x'");
    assert_rejected("1dsgksd1/2rrrr2/8/8/8/8/2RRRR2/1DSGKSD1 white - 1", "bad side to move");
}

Test(wallrunner_text, bad_bans_are_rejected) {
    const char *board = "4k3/8/1r3r2/8/3G4/8/8/4K3";
    char text[128];
    snprintf(text, sizeof text, "%s b c6c5 1", board);
    assert_rejected(text, "names the empty square c6");
    snprintf(text, sizeof text, "%s b d4d3 1", board);
    assert_rejected(text, "names a white piece");
    snprintf(text, sizeof text, "%s b b6b4 1", board);
    assert_rejected(text, "not next to b6");
    assert_rejected("4k3/1r6/1r3r2/8/3G4/8/8/4K3 b b6b7 1", "is occupied");
    snprintf(text, sizeof text, "%s b b6c5,b6a5 1", board);
    assert_rejected(text, "two bans for the piece on b6");
    snprintf(text, sizeof text, "%s b b6c5, 1", board);
    assert_rejected(text, "bad bans field");
    snprintf(text, sizeof text, "%s b b6c 1", board);
    assert_rejected(text, "bad bans field");
    snprintf(text, sizeof text, "%s b z6c5 1", board);
    assert_rejected(text, "bad ban 'z6c5'");
}

Test(wallrunner_text, bad_move_numbers_are_rejected) {
    const char *start = "1dsgksd1/2rrrr2/8/8/8/8/2RRRR2/1DSGKSD1 w -";
    static const char *const BAD[] = {"0", "abc", "-3", "32769", "1x", "+1", "01", "-0", "00001"};
    for (size_t i = 0; i < sizeof BAD / sizeof BAD[0]; i++) {
        char text[128];
        snprintf(text, sizeof text, "%s %s", start, BAD[i]);
        assert_rejected(text, "bad move number");
    }
}

/* Issue #17: `d` printed move 10000 after a move from move 9999, which the reader refused;
 * at its cap the move number stops and still reads back. */
Test(wallrunner_text, move_numbers_past_9999_and_at_the_cap_read_back) {
    char text[MAX_POS_TEXT];
    PosBuf pos = gt_position(&WALLRUNNER_GAME, "4k3/8/8/8/8/8/8/4K3 b - 9999");
    pos = gt_after(&WALLRUNNER_GAME, &pos, "e8e7");
    gt_text(&WALLRUNNER_GAME, &pos, text);
    cr_assert_str_eq(text, "8/4k3/8/8/8/8/8/4K3 w - 10000");
    assert_round_trip(text);
    pos = gt_position(&WALLRUNNER_GAME, "4k3/8/8/8/8/8/8/4K3 b - 32768");
    pos = gt_after(&WALLRUNNER_GAME, &pos, "e8e7 e1e2 e7e8");
    cr_assert_eq(pos_header(&pos)->ply, POS_PLY_MAX);
    gt_text(&WALLRUNNER_GAME, &pos, text);
    cr_assert_str_eq(text, "4k3/8/8/8/8/8/4K3/8 w - 32768");
    assert_round_trip(text);
}

Test(wallrunner_text, missing_and_extra_fields_are_rejected) {
    assert_rejected("", "empty position");
    assert_rejected("1dsgksd1/2rrrr2/8/8/8/8/2RRRR2/1DSGKSD1", "missing side to move");
    assert_rejected("1dsgksd1/2rrrr2/8/8/8/8/2RRRR2/1DSGKSD1 w", "missing bans");
    assert_rejected(WALLRUNNER_START " 7", "unexpected text '7'");
}

Test(wallrunner_text, a_rejected_string_leaves_the_position_alone) {
    PosBuf pos, before;
    pos = gt_position(&WALLRUNNER_GAME, WALLRUNNER_START);
    memcpy(&before, &pos, sizeof pos);
    char error[256];
    cr_assert_not(
        WALLRUNNER_GAME.parse(&pos, "1dsgksd1/8/8/8/8/8/8/1DSGKSD1 w x9x9 1", error, sizeof error));
    cr_assert_eq(memcmp(&pos, &before, sizeof pos), 0);
}

Test(wallrunner_text, moves_are_from_to) {
    PosBuf pos = gt_position(&WALLRUNNER_GAME, WALLRUNNER_START);
    Move move;
    cr_assert(WALLRUNNER_GAME.parse_move(&pos, "e2e3", &move));
    char text[MAX_MOVE_TEXT];
    WALLRUNNER_GAME.format_move(&pos, move, text);
    cr_assert_str_eq(text, "e2e3");
    static const char *const BAD[] = {"e2", "e2e", "e2e3x", "e2e2", "i2e3", "e0e3", "E2E3", ""};
    for (size_t i = 0; i < sizeof BAD / sizeof BAD[0]; i++)
        cr_assert_not(WALLRUNNER_GAME.parse_move(&pos, BAD[i], &move), "'%s' parsed", BAD[i]);
}

Test(wallrunner_text, moves_onto_walls_a_piece_may_not_enter_are_refused) {
    PosBuf pos;
    /* Rank 2 is a black wall: the King may not step there. */
    pos = gt_position(&WALLRUNNER_GAME, "7k/8/8/8/8/8/s7/4K2S w - 1");
    cr_assert_not(gt_is_legal(&WALLRUNNER_GAME, &pos, "e1e2"));
    cr_assert_not(gt_is_legal(&WALLRUNNER_GAME, &pos, "e1d2"));
    cr_assert(gt_is_legal(&WALLRUNNER_GAME, &pos, "e1f1"));
    /* The black Diag on a7 walls d4: the Striag on d1 may not enter it or pass it. */
    pos = gt_position(&WALLRUNNER_GAME, "8/d7/8/7k/8/8/8/K2S4 w - 1");
    cr_assert_not(gt_is_legal(&WALLRUNNER_GAME, &pos, "d1d4"));
    cr_assert_not(gt_is_legal(&WALLRUNNER_GAME, &pos, "d1d6"));
    cr_assert(gt_is_legal(&WALLRUNNER_GAME, &pos, "d1d3"));
    /* A frozen King may not move at all. */
    pos = gt_position(&WALLRUNNER_GAME, "3s4/8/8/7k/8/8/R7/3K4 w - 1");
    cr_assert_not(gt_is_legal(&WALLRUNNER_GAME, &pos, "d1c1"));
    /* A piece may not move backwards, onto a piece, or back where it was just pushed from. */
    pos = gt_position(&WALLRUNNER_GAME, "4k3/8/1r3r2/8/3G4/8/8/4K3 b b6c5,f6e5 1");
    cr_assert_not(gt_is_legal(&WALLRUNNER_GAME, &pos, "b6b7"));
    cr_assert_not(gt_is_legal(&WALLRUNNER_GAME, &pos, "b6c5"));
    cr_assert_not(gt_is_legal(&WALLRUNNER_GAME, &pos, "e8e1"));
    cr_assert_not(gt_is_legal(&WALLRUNNER_GAME, &pos, "d4e5"));
}

Test(wallrunner_text, board_diagram_marks_walls) {
    PosBuf pos = gt_position(&WALLRUNNER_GAME, WALLRUNNER_START);
    StrBuf out;
    strbuf_init(&out);
    WALLRUNNER_GAME.print_board(&pos, &out);
    const char *text = strbuf_text(&out);
    cr_assert(strstr(text, "1 |   |+D+| S |+G+|+K+| S |+D+|   |"), "%s", text);
    cr_assert(strstr(text, "7 |* *|   |*r*| r | r |*r*|   |* *|"), "%s", text);
    strbuf_free(&out);
}

/* Mutated position strings are either refused with a message or read back unchanged. */
Test(wallrunner_text, mutated_strings_are_refused_or_round_trip) {
    static const char ALPHABET[] = "kgsdrKGSDR12345678/ -,wbacefh09x\t\x01";
    const char *bases[] = {WALLRUNNER_START, "4k3/8/1r3r2/8/3G4/8/8/4K3 b b6c5,f6e5 1"};
    uint64_t seed = 12345;
    int accepted = 0;
    for (int round = 0; round < 20000; round++) {
        char text[128];
        snprintf(text, sizeof text, "%s", bases[round & 1]);
        size_t length = strlen(text);
        for (int edits = 1 + (int)(seed % 3); edits > 0; edits--) {
            seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
            size_t at = (size_t)(seed >> 33) % length;
            text[at] = ALPHABET[(seed >> 17) % (sizeof ALPHABET - 1)];
        }
        PosBuf pos;
        char error[256] = "";
        if (!WALLRUNNER_GAME.parse(&pos, text, error, sizeof error)) {
            cr_assert(error[0] != '\0', "no message for '%s'", text);
            continue;
        }
        accepted++;
        char back[MAX_POS_TEXT], again[MAX_POS_TEXT];
        gt_text(&WALLRUNNER_GAME, &pos, back);
        PosBuf reread = gt_position(&WALLRUNNER_GAME, back);
        gt_text(&WALLRUNNER_GAME, &reread, again);
        cr_assert_str_eq(again, back);
        cr_assert_eq(pos_header(&reread)->key, pos_header(&pos)->key);
    }
    cr_assert_gt(accepted, 100);
}
