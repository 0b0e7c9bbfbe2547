/*
 * test_chess_fen.c - chess positions as text: FEN round trips, defaults for missing
 * counters, the ply derived from the fullmove number, rejection of malformed FENs with a
 * message that names the problem, and parsing random garbage without crashing.
 */
#include <stdio.h>
#include <string.h>

#include "tests/support/game_helpers.h"
#include "tests/support/positions.h"

static void assert_round_trip(const char *fen) {
    PosBuf pos = gt_position(&CHESS_GAME, fen);
    char out[MAX_POS_TEXT];
    gt_text(&CHESS_GAME, &pos, out);
    cr_assert_str_eq(out, fen);
}

/* parse must fail and its message must contain `words`. */
static void assert_rejected(const char *fen, const char *words) {
    PosBuf pos;
    char error[128] = "";
    cr_assert_not(CHESS_GAME.parse(&pos, fen, error, sizeof error), "accepted '%s'", fen);
    cr_assert(strstr(error, words), "error for '%s' is '%s', expected '%s'", fen, error, words);
}

Test(chess_fen, round_trip_of_varied_positions) {
    static const char *const FENS[] = {
        START_FEN,
        KIWIPETE_FEN,
        POSITION3_FEN,
        POSITION4_FEN,
        POSITION5_FEN,
        POSITION6_FEN,
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
        EN_PASSANT_FEN,
        "r3k2r/8/8/8/8/8/8/R3K2R w Kq - 17 42",
        "4k3/8/8/8/8/8/8/4K3 b - - 99 300",
        "8/8/8/8/8/8/8/K6k w - - 0 9999",
    };
    for (size_t i = 0; i < sizeof FENS / sizeof FENS[0]; i++)
        assert_round_trip(FENS[i]);
}

Test(chess_fen, missing_counters_mean_halfmove_0_fullmove_1) {
    PosBuf pos = gt_position(&CHESS_GAME, "4k3/8/8/8/8/8/8/4K3 b - -");
    char out[MAX_POS_TEXT];
    gt_text(&CHESS_GAME, &pos, out);
    cr_assert_str_eq(out, "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
}

Test(chess_fen, header_counts_plies_from_the_fullmove_number) {
    PosBuf white = gt_position(&CHESS_GAME, "4k3/8/8/8/8/8/8/4K3 w - - 7 10");
    PosBuf black = gt_position(&CHESS_GAME, "4k3/8/8/8/8/8/8/4K3 b - - 7 10");
    cr_assert_eq(pos_header(&white)->ply, 18);
    cr_assert_eq(pos_header(&black)->ply, 19);
    cr_assert_eq(pos_header(&black)->side, 1);
    cr_assert_eq(pos_header(&black)->rule50, 7);
    cr_assert_eq(pos_header(&black)->players, 2);
}

Test(chess_fen, fullmove_number_advances_after_black_moves) {
    PosBuf pos = gt_position(&CHESS_GAME, START_FEN);
    PosBuf after = gt_after(&CHESS_GAME, &pos, "g1f3 g8f6");
    char out[MAX_POS_TEXT];
    gt_text(&CHESS_GAME, &after, out);
    cr_assert_str_eq(out, "rnbqkb1r/pppppppp/5n2/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 2 2");
    cr_assert_eq(pos_header(&after)->ply, 2);
}

Test(chess_fen, rejects_malformed_boards) {
    assert_rejected("", "empty");
    assert_rejected("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", "missing side");
    assert_rejected("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w", "missing castling");
    assert_rejected("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq", "missing en-passant");
    assert_rejected("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNRR w - - 0 1", "rank 1 has 9");
    assert_rejected("rnbqkbnr/pppppppp/8/8/44/8/PPPPPPPP/RNBQKBN w - - 0 1", "rank 1 has 7");
    assert_rejected("rnbqkbnr/pppppppp/8/8/8/9/PPPPPPPP/RNBQKBNR w - - 0 1", "bad character '9'");
    assert_rejected("rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", "7 ranks");
    assert_rejected("rnbqkbnr/pppppppp/8/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", "more than 8");
    assert_rejected("rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", "bad character 'x'");
    assert_rejected("rnbqkbnr/pppp\x01ppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", "bad byte 0x01");
}

Test(chess_fen, rejects_impossible_positions) {
    assert_rejected("8/8/8/8/8/8/8/4K3 w - - 0 1", "no black king");
    assert_rejected("4k3/8/8/8/8/8/8/8 w - - 0 1", "no white king");
    assert_rejected("4k3/8/8/8/8/8/8/3KK3 w - - 0 1", "2 white kings");
    assert_rejected("4k3/8/8/8/8/8/8/P3K3 w - - 0 1", "pawn on a1");
    assert_rejected("p3k3/8/8/8/8/8/8/4K3 w - - 0 1", "pawn on a8");
    assert_rejected("4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1", "more than 8 pawns");
    assert_rejected("qqqqkqqq/qqqqqqqq/q7/8/8/8/8/4K3 w - - 0 1", "more than 16 pieces");
    assert_rejected("4k3/8/8/8/8/8/8/4K2r b - - 0 1", "not to move (white) is in check");
}

Test(chess_fen, rejects_bad_fields) {
    assert_rejected("4k3/8/8/8/8/8/8/4K3 x - - 0 1", "bad side to move 'x'");
    assert_rejected("4k3/8/8/8/8/8/8/4K3 white - - 0 1", "bad side to move 'white'");
    assert_rejected("r3k2r/8/8/8/8/8/8/R3K2R w KK - 0 1", "bad castling field 'KK'");
    assert_rejected("r3k2r/8/8/8/8/8/8/R3K2R w KQkqK - 0 1", "bad castling field");
    assert_rejected("r3k2r/8/8/8/8/8/8/R3K2R w A - 0 1", "bad castling field 'A'");
    assert_rejected("r3k2r/8/8/8/8/8/8/R3K1R1 w K - 0 1", "castling right 'K' needs");
    assert_rejected("r3k2r/8/8/8/8/8/8/R4K1R w Q - 0 1", "castling right 'Q' needs");
    assert_rejected("4k3/8/8/8/8/8/8/4K3 w - e9 0 1", "bad en-passant field 'e9'");
    assert_rejected("4k3/8/8/8/8/8/8/4K3 w - e3 0 1", "must be on rank 6");
    assert_rejected("4k3/8/8/8/8/8/8/4K3 w - e6 0 1", "not behind a pawn");
    assert_rejected("4k3/8/8/8/8/8/8/4K3 w - - -1 1", "bad halfmove clock '-1'");
    assert_rejected("4k3/8/8/8/8/8/8/4K3 w - - 65536 1", "bad halfmove clock '65536'");
    assert_rejected("4k3/8/8/8/8/8/8/4K3 w - - 0 0", "bad fullmove number '0'");
    assert_rejected("4k3/8/8/8/8/8/8/4K3 w - - 0 32769", "bad fullmove number '32769'");
    assert_rejected("4k3/8/8/8/8/8/8/4K3 w - - 0 99999999999999999999", "bad fullmove");
    assert_rejected("4k3/8/8/8/8/8/8/4K3 w - - 0 1 extra", "unexpected text 'extra'");
}

/* Numbers are read by text.c's strict reader: one written form per number. */
Test(chess_fen, rejects_other_forms_of_the_counters) {
    assert_rejected("4k3/8/8/8/8/8/8/4K3 w - - 0 +1", "bad fullmove number '+1'");
    assert_rejected("4k3/8/8/8/8/8/8/4K3 w - - 0 01", "bad fullmove number '01'");
    assert_rejected("4k3/8/8/8/8/8/8/4K3 w - - 00 1", "bad halfmove clock '00'");
    assert_rejected("4k3/8/8/8/8/8/8/4K3 w - - -0 1", "bad halfmove clock '-0'");
    assert_rejected("4k3/8/8/8/8/8/8/4K3 w - - +5 1", "bad halfmove clock '+5'");
}

/* Issue #17: `d` printed move 10000 after a move from move 9999, which the reader refused. */
Test(chess_fen, counters_past_9999_read_back) {
    PosBuf pos = gt_position(&CHESS_GAME, "4k3/8/8/8/8/8/8/4K3 b - - 9999 9999");
    pos = gt_after(&CHESS_GAME, &pos, "e8e7");
    char out[MAX_POS_TEXT];
    gt_text(&CHESS_GAME, &pos, out);
    cr_assert_str_eq(out, "8/4k3/8/8/8/8/8/4K3 w - - 10000 10000");
    assert_round_trip(out);
}

/* At the caps the counters stop (PosHeader holds 16 bits) and still read back. */
Test(chess_fen, counters_stop_at_their_caps) {
    PosBuf pos = gt_position(&CHESS_GAME, "4k3/8/8/8/8/8/8/4K3 b - - 65534 32768");
    cr_assert_eq(pos_header(&pos)->ply, POS_PLY_MAX);
    pos = gt_after(&CHESS_GAME, &pos, "e8e7 e1e2 e7e8");
    cr_assert_eq(pos_header(&pos)->ply, POS_PLY_MAX);
    cr_assert_eq(pos_header(&pos)->rule50, POS_RULE50_MAX);
    char out[MAX_POS_TEXT];
    gt_text(&CHESS_GAME, &pos, out);
    cr_assert_str_eq(out, "4k3/8/8/8/8/8/4K3/8 w - - 65535 32768");
    assert_round_trip(out);
}

Test(chess_fen, failed_parse_leaves_the_position_unchanged) {
    PosBuf pos = gt_position(&CHESS_GAME, START_FEN);
    char error[128];
    cr_assert_not(CHESS_GAME.parse(&pos, "4k3/8/8/8/8/8/8/8 w - - 0 1", error, sizeof error));
    char out[MAX_POS_TEXT];
    gt_text(&CHESS_GAME, &pos, out);
    cr_assert_str_eq(out, START_FEN);
}

static unsigned next_random(uint64_t *state) {
    *state = *state * 6364136223846793005ULL + 1442695040888963407ULL;
    return (unsigned)(*state >> 33);
}

/* A valid FEN with a few random edits (replace, delete, insert), or random bytes alone. */
static void random_text(uint64_t *state, char *text, size_t size) {
    static const char ALPHABET[] = "pnbrqkPNBRQK012345678/ wb-KQkqae369\t\x7f\x80";
    static const char *const SOURCES[] = {START_FEN, KIWIPETE_FEN, POSITION5_FEN, EN_PASSANT_FEN};
    size_t length = 0;
    if (next_random(state) % 4 != 0)
        length = (size_t)snprintf(text, size, "%s", SOURCES[next_random(state) % 4]);
    for (int edits = 1 + (int)(next_random(state) % 3); edits > 0; edits--) {
        size_t at = length ? next_random(state) % length : 0;
        unsigned r = next_random(state);
        char c = r % 8 == 0 ? (char)(r >> 8 | 1) : ALPHABET[(r >> 8) % (sizeof ALPHABET - 1)];
        if (r % 3 == 0 && length + 1 < size) { /* insert */
            memmove(text + at + 1, text + at, length - at);
            text[at] = c;
            length++;
        } else if (r % 3 == 1 && length > 0) { /* delete */
            memmove(text + at, text + at + 1, length - at - 1);
            length--;
        } else if (length > 0) {
            text[at] = c;
        }
    }
    text[length] = '\0';
}

Test(chess_fen, garbage_is_rejected_with_a_message_or_round_trips) {
    uint64_t state = 12345;
    char text[160], error[128], out[MAX_POS_TEXT], again[MAX_POS_TEXT];
    PosBuf pos, reparsed;
    int accepted = 0;
    for (int i = 0; i < 20000; i++) {
        random_text(&state, text, sizeof text);
        error[0] = '\0';
        if (!CHESS_GAME.parse(&pos, text, error, sizeof error)) {
            cr_assert(error[0] != '\0', "no message for '%s'", text);
            continue;
        }
        accepted++;
        gt_text(&CHESS_GAME, &pos, out);
        cr_assert(CHESS_GAME.parse(&reparsed, out, error, sizeof error), "%s", error);
        gt_text(&CHESS_GAME, &reparsed, again);
        cr_assert_str_eq(again, out);
        cr_assert_eq(CHESS_GAME.key_from_scratch(&pos), pos_header(&pos)->key);
    }
    cr_assert_gt(accepted, 100, "the edits should leave some positions valid");
}

Test(chess_fen, board_diagram_has_rank_8_on_top_and_file_letters) {
    PosBuf pos = gt_position(&CHESS_GAME, START_FEN);
    StrBuf out;
    strbuf_init(&out);
    CHESS_GAME.print_board(&pos, &out);
    const char *text = strbuf_text(&out);
    const char *rank8 = strstr(text, "8 | r | n | b | q | k | b | n | r |");
    const char *rank1 = strstr(text, "1 | R | N | B | Q | K | B | N | R |");
    cr_assert(rank8 && rank1 && rank8 < rank1, "%s", text);
    cr_assert(strstr(text, "a   b   c   d   e   f   g   h"), "%s", text);
    strbuf_free(&out);
}
