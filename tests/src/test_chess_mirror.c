/*
 * test_chess_mirror.c - the left-right mirror image of a chess position (Game.mirror, used by
 * `tessera train --mirror 1`): refused while a castling right is left; otherwise every piece
 * and the en-passant square move to the reflected file, the key is the image's own, the image
 * of the image is the position, and the image has the same perft.
 */
#include "tests/support/game_helpers.h"
#include "tests/support/positions.h"
#include "src/perft.h"

static void mirror_of(const char *fen, PosBuf *image) {
    PosBuf pos = gt_position(&CHESS_GAME, fen);
    cr_assert(CHESS_GAME.mirror(&pos, image), "%s has no image", fen);
}

static void assert_image(const char *fen, const char *expected) {
    PosBuf image;
    mirror_of(fen, &image);
    char text[MAX_POS_TEXT];
    gt_text(&CHESS_GAME, &image, text);
    cr_assert_str_eq(text, expected);
    cr_assert_eq(pos_header(&image)->key, CHESS_GAME.key_from_scratch(&image));
    PosBuf parsed = gt_position(&CHESS_GAME, expected);
    cr_assert_eq(pos_header(&image)->key, pos_header(&parsed)->key, "%s", expected);
}

Test(chess_mirror, pieces_and_en_passant_move_to_the_reflected_file) {
    assert_image(POSITION3_FEN, "8/5p2/4p3/r5PK/k1p3R1/8/1P1P4/8 w - - 0 1");
    assert_image(POSITION6_FEN,
                 "1kr4r/pppq1pp1/2n1pn1p/1B1p1b2/1b1P1B2/2N1PN1P/PPPQ1PP1/1KR4R w - - 0 10");
    assert_image("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "3k4/8/8/3Pp3/8/8/8/3K4 w - e6 0 2");
}

Test(chess_mirror, a_castling_right_leaves_no_image) {
    const char *fens[] = {START_FEN, KIWIPETE_FEN, POSITION4_FEN, POSITION5_FEN,
                          "4k3/8/8/8/8/8/8/4K2R w K - 0 1"};
    for (size_t i = 0; i < sizeof fens / sizeof fens[0]; i++) {
        PosBuf pos, image;
        pos = gt_position(&CHESS_GAME, fens[i]);
        cr_assert_not(CHESS_GAME.mirror(&pos, &image), "%s", fens[i]);
    }
}

Test(chess_mirror, the_image_plays_as_the_position_does) {
    const char *fens[] = {POSITION3_FEN, POSITION6_FEN,
                          "r1b2rk1/pp3ppp/2n1p3/q2pP3/3P4/P1P2N2/2Q2PPP/R1B1KB1R b - - 0 11",
                          "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2"};
    for (size_t i = 0; i < sizeof fens / sizeof fens[0]; i++) {
        PosBuf pos, image, back;
        pos = gt_position(&CHESS_GAME, fens[i]);
        cr_assert(CHESS_GAME.mirror(&pos, &image));
        cr_assert(CHESS_GAME.mirror(&image, &back));
        cr_assert_eq(pos_header(&back)->key, pos_header(&pos)->key, "%s", fens[i]);
        cr_assert_eq(perft(&CHESS_GAME, &image, 3), perft(&CHESS_GAME, &pos, 3), "%s", fens[i]);
    }
}
