/*
 * test_wallgo_text.c - Wall Go text in both directions: position strings (RULES.md section 4,
 * PROTOCOL.md section 6) read and written back canonically, bad strings refused with a
 * message naming the problem, the `d` diagram, and move notation (PROTOCOL.md section 5):
 * canonical n/e walls, s/w walls accepted as input, bad moves refused by
 * game_parse_legal_move.
 */
#include <stdio.h>

#include "tests/support/game_helpers.h"
#include "tests/support/positions.h"

static void assert_round_trip(const char *text) {
    PosBuf pos = gt_position(&WALLGO_GAME, text);
    char out[MAX_POS_TEXT];
    gt_text(&WALLGO_GAME, &pos, out);
    cr_assert_str_eq(out, text);
}

static void assert_reads_as(const char *text, const char *canonical) {
    PosBuf pos = gt_position(&WALLGO_GAME, text);
    char out[MAX_POS_TEXT];
    gt_text(&WALLGO_GAME, &pos, out);
    cr_assert_str_eq(out, canonical);
}

static void assert_refused(const char *text, const char *message) {
    char error[GT_ERROR_SIZE];
    gt_parse_error(&WALLGO_GAME, text, error);
    cr_assert(strstr(error, message), "'%s': error '%s', expected '%s'", text, error, message);
}

Test(wallgo_text, start_positions_for_two_three_and_four_players) {
    for (int players = 2; players <= 4; players++) {
        const char *start = WALLGO_GAME.start_position(players);
        assert_round_trip(start);
        PosBuf pos = gt_position(&WALLGO_GAME, start);
        cr_assert_eq(pos_header(&pos)->players, players);
        cr_assert_eq(pos_header(&pos)->side, 0);
        cr_assert_eq(gt_legal_count(&WALLGO_GAME, &pos), 49);
    }
    cr_assert_str_eq(WALLGO_GAME.start_position(2), WALLGO_START2);
    cr_assert_str_eq(WALLGO_GAME.start_position(3), WALLGO_START3);
    cr_assert_str_eq(WALLGO_GAME.start_position(4), WALLGO_START4);
}

Test(wallgo_text, suite_positions_round_trip) {
    static const char *const FILES[] = {"tests/perft/wallgo-2p.epd", "tests/perft/wallgo-3p.epd",
                                        "tests/perft/wallgo-4p.epd"};
    for (int i = 0; i < 3; i++) {
        FILE *file = fopen(FILES[i], "r");
        cr_assert(file, "cannot open %s", FILES[i]);
        char line[1024];
        while (fgets(line, sizeof line, file)) {
            char *end = strstr(line, " ;");
            if (!end)
                continue;
            *end = '\0';
            assert_round_trip(line);
        }
        fclose(file);
    }
}

Test(wallgo_text, walls_are_printed_canonically) {
    assert_reads_as("7/7/7/7/7/7/AB5 A 18,18 c3e,b2n,c3s,b2w 3,3",
                    "7/7/7/7/7/7/AB5 A 18,18 b2n,c2n,a2e,c3e 3,3");
    assert_reads_as("  7/7/7/7/7/7/AB5   B 20,20  -  3,3 ", "7/7/7/7/7/7/AB5 B 20,20 - 3,3");
}

Test(wallgo_text, bad_strings_are_refused_with_the_reason) {
    assert_refused("", "empty position");
    assert_refused("7/7/7/7/7/7/7 A 20,20 -", "missing tokens to place field");
    assert_refused("7/7/7/7/7/7/7 A 20,20 - 4,4 x", "rules 'x' must be site or show");
    assert_refused("7/7/7/7/7/7/7 A 20,20 - 4,4 show x", "unexpected text 'x' after the rules");
    assert_refused("7/7/7/7/7/7 A 20,20 - 4,4", "ranks");
    assert_refused("8/7/7/7/7/7/7 A 20,20 - 4,4", "rank 7");
    assert_refused("6/7/7/7/7/7/7 A 20,20 - 4,4", "rank 7 has 6 files");
    assert_refused("E6/7/7/7/7/7/7 A 20,20 - 4,4", "bad character 'E'");
    assert_refused("C6/7/7/7/7/7/7 A 20,20 - 4,4", "token C on the board of a 2-player game");
    assert_refused("7/7/7/7/7/7/7 C 20,20 - 4,4", "side to move 'C' must be A to B");
    assert_refused("7/7/7/7/7/7/7 a 20,20 - 4,4", "side to move");
    assert_refused("7/7/7/7/7/7/7 A 21,20 - 4,4", "must be 0 to 20");
    assert_refused("7/7/7/7/7/7/7 A 20 - 4", "2 to 4 numbers");
    assert_refused("7/7/7/7/7/7/7 A 20,20,20,20,20 - 2,2,2,2,2", "2 to 4 numbers");
    assert_refused("7/7/7/7/7/7/7 A 20,,20 - 4,4", "2 to 4 numbers");
    assert_refused("7/7/7/7/7/7/7 A 20,20 - 4,4,4", "2 walls-left counts but 3");
    assert_refused("7/7/7/7/7/7/7 A 20,20 - 5,4", "must be 0 to 4");
    assert_refused("7/7/7/7/7/7/7 A 20,20 - 0004,4", "tokens to place '0004' must be 0 to 4");
    assert_refused("7/7/7/7/7/7/7 A 20,20 - 4,+4", "tokens to place '+4'");
    assert_refused("7/7/7/7/7/7/7 A 020,20 - 4,4", "walls left '020' must be 0 to 20");
    assert_refused("7/7/7/7/7/7/7 A 20,-0 - 4,4", "walls left '-0'");
    assert_refused("7/7/7/7/7/7/7 A 20,20,20 - 4,2,2", "player A has 0 tokens on the board and 4");
    assert_refused("A6/7/7/7/7/7/7 A 20,20 - 4,4", "player A has 1 tokens on the board and 4");
    assert_refused("7/7/7/7/7/7/7 A 19,20 a7n 4,4", "wall 'a7n' is not an inner edge");
    assert_refused("7/7/7/7/7/7/7 A 19,20 g1e 4,4", "wall 'g1e' is not an inner edge");
    assert_refused("7/7/7/7/7/7/7 A 19,20 a1x 4,4", "wall 'a1x'");
    assert_refused("7/7/7/7/7/7/7 A 18,20 a1n,a1n 4,4", "wall a1n is listed twice");
    assert_refused("7/7/7/7/7/7/7 A 18,20 a1n,a2s 4,4", "wall a2s is listed twice");
    assert_refused("7/7/7/7/7/7/7 A 18,20 a1n, 4,4", "comma list");
    assert_refused("7/7/7/7/7/7/7 A 20,19 a1n,b1n 4,4", "2 walls on the board");
}

Test(wallgo_text, the_diagram_shows_tokens_walls_and_counts) {
    PosBuf pos = gt_position(&WALLGO_GAME, "7/7/7/7/7/7/AB5 B 18,20 a1n,a1e 3,3");
    StrBuf out;
    strbuf_init(&out);
    WALLGO_GAME.print_board(&pos, &out);
    const char *text = strbuf_text(&out);
    cr_assert(strstr(text, "1 | A | B   .   .   .   .   . |"), "%s", text);
    cr_assert(strstr(text, "  +===+   +   +   +   +   +   +\n1 | A | B"), "%s", text);
    cr_assert(strstr(text, "Walls left: A 18 B 20"), "%s", text);
    cr_assert(strstr(text, "To place:   A 3 B 3"), "%s", text);
    strbuf_free(&out);
}

Test(wallgo_text, moves_are_written_canonically) {
    PosBuf pos = gt_position(&WALLGO_GAME, WALLGO_CROSS_CHECK);
    Move moves[MAX_MOVES];
    int count = game_legal_moves(&WALLGO_GAME, &pos, moves);
    char text[MAX_MOVE_TEXT];
    WALLGO_GAME.format_move(&pos, moves[0], text);
    cr_assert_eq(strlen(text), 8);
    for (int i = 0; i < count; i++) {
        WALLGO_GAME.format_move(&pos, moves[i], text);
        cr_assert(text[7] == 'n' || text[7] == 'e', "%s", text);
        Move back;
        cr_assert(WALLGO_GAME.parse_move(&pos, text, &back) && back == moves[i], "%s", text);
    }
    PosBuf start = gt_position(&WALLGO_GAME, WALLGO_START2);
    count = game_legal_moves(&WALLGO_GAME, &start, moves);
    WALLGO_GAME.format_move(&start, moves[0], text);
    cr_assert_str_eq(text, "d4", "placements start in the centre");
}

Test(wallgo_text, south_and_west_walls_are_accepted_as_input) {
    PosBuf pos = gt_position(&WALLGO_GAME, WALLGO_CROSS_CHECK);
    Move south, north, west, east;
    cr_assert(game_parse_legal_move(&WALLGO_GAME, &pos, "b2c3,c3s", &south));
    cr_assert(game_parse_legal_move(&WALLGO_GAME, &pos, "b2c3,c2n", &north));
    cr_assert(game_parse_legal_move(&WALLGO_GAME, &pos, "d4d4,e5w", &west));
    cr_assert(game_parse_legal_move(&WALLGO_GAME, &pos, "d4d4,d5e", &east));
    cr_assert_eq(south, north);
    cr_assert_eq(west, east);
    char text[MAX_MOVE_TEXT];
    WALLGO_GAME.format_move(&pos, south, text);
    cr_assert_str_eq(text, "b2c3,c2n");
}

Test(wallgo_text, bad_moves_are_refused) {
    PosBuf pos = gt_position(&WALLGO_GAME, "7/1B3A1/7/2BAA2/3B3/1A3B1/7 A 19,20 d2n 0,0");
    cr_assert(gt_is_legal(&WALLGO_GAME, &pos, "b2c3,c3n"));
    cr_assert_not(gt_is_legal(&WALLGO_GAME, &pos, "b2c3,c7n"), "a wall on the border");
    cr_assert_not(gt_is_legal(&WALLGO_GAME, &pos, "b2c3,g3e"), "a wall on the border");
    cr_assert_not(gt_is_legal(&WALLGO_GAME, &pos, "b2c3,d2n"), "a used edge");
    cr_assert_not(gt_is_legal(&WALLGO_GAME, &pos, "b2c3,d3s"), "the used edge from the other side");
    cr_assert_not(gt_is_legal(&WALLGO_GAME, &pos, "d4b4,a1n"), "through c4 (B)");
    cr_assert_not(gt_is_legal(&WALLGO_GAME, &pos, "d4f4,a1n"), "through e4 (A)");
    cr_assert_not(gt_is_legal(&WALLGO_GAME, &pos, "d4d2,a1n"), "through d3 (B)");
    cr_assert_not(gt_is_legal(&WALLGO_GAME, &pos, "d4c4,a1n"), "onto a token");
    cr_assert_not(gt_is_legal(&WALLGO_GAME, &pos, "b6b5,a1n"), "B's token, A to move");
    cr_assert_not(gt_is_legal(&WALLGO_GAME, &pos, "c1c2,a1n"), "no token on c1");
    cr_assert_not(gt_is_legal(&WALLGO_GAME, &pos, "b2b5,a1n"), "three steps");
    cr_assert_not(gt_is_legal(&WALLGO_GAME, &pos, "a1"), "a placement during play");
    cr_assert_not(gt_is_legal(&WALLGO_GAME, &pos, "b2c3"), "no wall");
    cr_assert_not(gt_is_legal(&WALLGO_GAME, &pos, "b2c3,"), "no wall");
    cr_assert_not(gt_is_legal(&WALLGO_GAME, &pos, "b2c3 c3n"), "no comma");
    cr_assert_not(gt_is_legal(&WALLGO_GAME, &pos, "b2c3,c3nn"), "trailing text");
    cr_assert_not(gt_is_legal(&WALLGO_GAME, &pos, "h2c3,c3n"), "off the board");
    cr_assert_not(gt_is_legal(&WALLGO_GAME, &pos, ""), "empty");
    PosBuf placing = gt_position(&WALLGO_GAME, "7/7/7/7/7/7/AB5 A 20,20 - 3,3");
    cr_assert_not(gt_is_legal(&WALLGO_GAME, &placing, "a1"), "occupied");
    cr_assert_not(gt_is_legal(&WALLGO_GAME, &placing, "a1a2,c3n"), "a turn while placing");
    cr_assert_not(gt_is_legal(&WALLGO_GAME, &placing, "h1"), "off the board");
    cr_assert(gt_is_legal(&WALLGO_GAME, &placing, "c1"));
}

/* The show rules' sixth field (RULES.md, "The show rules"): printed only for show, `site`
 * read and dropped, the rule set in the key and chosen starts that read back. */
Test(wallgo_text, the_rules_field_round_trips_and_keys_the_position) {
    assert_round_trip("7/7/7/7/7/7/7 A 20,20 - 4,4 show");
    assert_round_trip("7/1B3A1/7/2BAA2/2AB3/5B1/7 B 19,20 c3n 0,0 show");
    assert_reads_as("7/1B3A1/7/2BAA2/2AB3/5B1/7 B 19,20 c3n 0,0 site",
                    "7/1B3A1/7/2BAA2/2AB3/5B1/7 B 19,20 c3n 0,0");
    assert_reads_as("7/1B3A1/7/2BAA2/2AB3/5B1/7 B 19,20 c3s 0,0 show",
                    "7/1B3A1/7/2BAA2/2AB3/5B1/7 B 19,20 c2n 0,0 show");
    assert_refused("7/7/7/7/7/7/7 A 20,20 - 4,4 Show", "rules 'Show' must be site or show");
    PosBuf site = gt_position(&WALLGO_GAME, "7/1B3A1/7/2BAA2/2AB3/5B1/7 B 19,20 c3n 0,0");
    PosBuf show = gt_position(&WALLGO_GAME, "7/1B3A1/7/2BAA2/2AB3/5B1/7 B 19,20 c3n 0,0 show");
    cr_assert_neq(pos_header(&site)->key, pos_header(&show)->key);
    gt_assert_consistent(&WALLGO_GAME, &show);
    static const GameChoices chosen[] = {{{0, 0}}, {{1, 0}}, {{0, 1}}, {{1, 1}}};
    for (int i = 0; i < 4; i++)
        for (int players = 2; players <= 4; players++) {
            const char *start = game_start_position(&WALLGO_GAME, players, &chosen[i]);
            PosBuf pos;
            char error[GT_ERROR_SIZE];
            cr_assert(game_parse_chosen(&WALLGO_GAME, &pos, start, &chosen[i], error, sizeof error),
                      "%s: %s", start, error);
            assert_round_trip(start);
            cr_assert_eq(pos_header(&pos)->players, players);
            cr_assert_eq(gt_legal_count(&WALLGO_GAME, &pos), players == 2 && i >= 2 ? 45 : 49);
            GameChoices other = {{(uint8_t)(1 - chosen[i].value[0]), chosen[i].value[1]}};
            cr_assert_not(
                game_parse_chosen(&WALLGO_GAME, &pos, start, &other, error, sizeof error));
            cr_assert(strstr(error, "rules but WallGoRules is"), "%s", error);
        }
    cr_assert_str_eq(game_start_position(&WALLGO_GAME, 2, NULL), WALLGO_START2);
}
