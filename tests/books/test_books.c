/*
 * test_books.c - opening books: Polyglot keys of the published test positions, the Polyglot
 * move encoding (castling as king takes rook), writing and reading records back, building a
 * book from games for chess and for a game with Tessera's own keys, weighted choice, and
 * every kind of bad book file being refused with a message.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "books/book.h"
#include "books/book_builder.h"
#include "books/polyglot.h"
#include "src/splitmix.h"
#include "engine/games.h"
#include "tests/support/positions.h"

static char path[64];

static void make_path(void) {
    snprintf(path, sizeof path, "/tmp/tessera-book-test-%d.bin", (int)getpid());
}

static void remove_path(void) {
    unlink(path);
}

TestSuite(books, .init = make_path, .fini = remove_path);

/* ---- helpers ---------------------------------------------------------------------------- */

static void set_position(const Game *game, PosBuf *pos, const char *text) {
    char error[128] = "";
    cr_assert(game->parse(pos, text ? text : game->start_position(game->min_players), error,
                          sizeof error),
              "%s", error);
}

static void play_moves(const Game *game, PosBuf *pos, const char *moves) {
    char word[MAX_MOVE_TEXT];
    for (const char *at = moves; *at;) {
        size_t length = strcspn(at, " ");
        cr_assert(length > 0 && length < MAX_MOVE_TEXT);
        memcpy(word, at, length);
        word[length] = '\0';
        Move move;
        PosBuf next;
        cr_assert(game_parse_legal_move(game, pos, word, &move), "illegal %s", word);
        cr_assert(game->play(pos, move, &next));
        memcpy(pos, &next, sizeof next);
        at += length + (at[length] == ' ');
    }
}

static Move parse_move(const Game *game, const PosBuf *pos, const char *text) {
    Move move;
    cr_assert(game_parse_legal_move(game, pos, text, &move), "illegal %s", text);
    return move;
}

static void write_bytes(const void *bytes, size_t size) {
    FILE *out = fopen(path, "wb");
    cr_assert(out);
    cr_assert_eq(fwrite(bytes, 1, size, out), size);
    fclose(out);
}

static void assert_load_fails(const Game *game, const char *file, const char *expected) {
    Book book;
    char error[512] = "";
    cr_assert_not(book_load(&book, game, file, error, sizeof error));
    cr_assert(strstr(error, expected), "error '%s' lacks '%s'", error, expected);
    cr_assert_null(book.game);
    cr_assert_eq(book_probe(&book, NULL, NULL, 0), 0);
}

/* ---- Polyglot keys and moves ------------------------------------------------------------- */

/* The test positions of the Polyglot book format description, with their keys. */
static const struct {
    const char *moves;
    const char *fen;
    uint64_t key;
} POLYGLOT_KEYS[] = {
    {"", START_FEN, 0x463b96181691fc9cULL},
    {"e2e4", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", 0x823c9b50fd114196ULL},
    {"e2e4 d7d5", "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2",
     0x0756b94461c50fb0ULL},
    {"e2e4 d7d5 e4e5", "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2",
     0x662fafb965db29d4ULL},
    {"e2e4 d7d5 e4e5 f7f5", "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
     0x22a48b5a8e47ff78ULL},
    {"e2e4 d7d5 e4e5 f7f5 e1e2", "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR b kq - 0 3",
     0x652a607ca3f242c1ULL},
    {"e2e4 d7d5 e4e5 f7f5 e1e2 e8f7", "rnbq1bnr/ppp1pkpp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR w - - 0 4",
     0x00fdd303c946bdd9ULL},
    {"a2a4 b7b5 h2h4 b5b4 c2c4", "rnbqkbnr/p1pppppp/8/8/PpP4P/8/1P1PPPP1/RNBQKBNR b KQkq c3 0 3",
     0x3c8123ea7b067637ULL},
    {"a2a4 b7b5 h2h4 b5b4 c2c4 b4c3 a1a3",
     "rnbqkbnr/p1pppppp/8/8/P6P/R1p5/1P1PPPP1/1NBQKBNR b Kkq - 0 4", 0x5c3f9b829b279560ULL},
};

Test(books, polyglot_keys_of_the_published_test_positions) {
    for (size_t i = 0; i < sizeof POLYGLOT_KEYS / sizeof POLYGLOT_KEYS[0]; i++) {
        PolyglotBoard board;
        cr_assert(polyglot_read_fen(POLYGLOT_KEYS[i].fen, &board));
        cr_assert_eq(polyglot_key(&board), POLYGLOT_KEYS[i].key, "%s: %016llx",
                     POLYGLOT_KEYS[i].fen, (unsigned long long)polyglot_key(&board));
    }
}

Test(books, chess_book_key_is_the_polyglot_key_after_playing_the_moves) {
    for (size_t i = 0; i < sizeof POLYGLOT_KEYS / sizeof POLYGLOT_KEYS[0]; i++) {
        PosBuf pos;
        set_position(&CHESS_GAME, &pos, NULL);
        play_moves(&CHESS_GAME, &pos, POLYGLOT_KEYS[i].moves);
        cr_assert_eq(book_key(&CHESS_GAME, &pos), POLYGLOT_KEYS[i].key, "after '%s'",
                     POLYGLOT_KEYS[i].moves);
    }
}

Test(books, polyglot_move_bits) {
    PolyglotBoard board;
    cr_assert(polyglot_read_fen(START_FEN, &board));
    /* e2e4: to e4 = file 4 row 3, from e2 = file 4 row 1 */
    cr_assert_eq(polyglot_encode_move(&board, "e2e4"), 4 | 3 << 3 | 4 << 6 | 1 << 9);
    cr_assert(polyglot_read_fen("8/4P3/8/8/8/8/k7/7K w - - 0 1", &board));
    cr_assert_eq(polyglot_encode_move(&board, "e7e8q"), 4 | 7 << 3 | 4 << 6 | 6 << 9 | 4 << 12);
    cr_assert_eq(polyglot_encode_move(&board, "e7e8n"), 4 | 7 << 3 | 4 << 6 | 6 << 9 | 1 << 12);
    cr_assert_eq(polyglot_encode_move(&board, "e7e8x"), 0);
    cr_assert_eq(polyglot_encode_move(&board, "z9"), 0);
}

Test(books, castling_is_king_takes_rook_and_decodes_back) {
    const char *fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    PosBuf pos;
    set_position(&CHESS_GAME, &pos, fen);
    const char *moves[] = {"e1g1", "e1c1"};
    const char *squares[] = {"e1h1", "e1a1"};
    for (int i = 0; i < 2; i++) {
        uint16_t code;
        uint32_t learn;
        book_encode(&CHESS_GAME, &pos, parse_move(&CHESS_GAME, &pos, moves[i]), &code, &learn);
        char text[MAX_MOVE_TEXT];
        polyglot_move_squares(code, text);
        cr_assert_str_eq(text, squares[i]);
        cr_assert_eq(book_decode(&CHESS_GAME, &pos, code, learn),
                     parse_move(&CHESS_GAME, &pos, moves[i]));
    }
    /* A king step onto its own rook's file is no castling when it is not the king. */
    PolyglotBoard board;
    cr_assert(polyglot_read_fen("4k3/8/8/8/8/8/8/R3K2R w - - 0 1", &board));
    cr_assert_eq(polyglot_encode_move(&board, "a1c1"), 2 | 0 << 3 | 0 << 6 | 0 << 9);
}

Test(books, every_legal_move_round_trips_through_its_encoding) {
    const Game *games[] = {&CHESS_GAME, &VOIDCHESS_GAME, &WALLCHESS_GAME, &WALLGO_GAME,
                           &WALLRUNNER_GAME};
    for (size_t g = 0; g < sizeof games / sizeof games[0]; g++) {
        PosBuf pos;
        set_position(games[g], &pos, NULL);
        Move moves[MAX_MOVES];
        int count = game_legal_moves(games[g], &pos, moves);
        for (int i = 0; i < count; i++) {
            uint16_t code;
            uint32_t learn;
            book_encode(games[g], &pos, moves[i], &code, &learn);
            cr_assert_eq(book_decode(games[g], &pos, code, learn), moves[i], "%s move %d",
                         games[g]->name, i);
        }
    }
}

/* ---- records ---------------------------------------------------------------------------- */

Test(books, records_round_trip_through_a_file) {
    BookEntry entries[200];
    uint64_t state = 7;
    for (int i = 0; i < 200; i++)
        entries[i] = (BookEntry){splitmix64_next(&state), (uint16_t)splitmix64_next(&state),
                                 (uint16_t)(1 + i), (uint32_t)splitmix64_next(&state)};
    book_entries_sort(entries, 200);
    char error[256];
    for (int with_header = 0; with_header < 2; with_header++) {
        cr_assert(book_file_write(path, with_header ? "wallrunner" : NULL, entries, 200, error,
                                  sizeof error),
                  "%s", error);
        BookFile file;
        cr_assert(book_file_read(path, &file, error, sizeof error), "%s", error);
        cr_assert_str_eq(file.game, with_header ? "wallrunner" : "");
        cr_assert_eq(file.count, 200);
        for (int i = 0; i < 200; i++) {
            cr_assert_eq(file.entries[i].key, entries[i].key);
            cr_assert_eq(file.entries[i].move, entries[i].move);
            cr_assert_eq(file.entries[i].weight, entries[i].weight);
            cr_assert_eq(file.entries[i].learn, entries[i].learn);
        }
        book_file_free(&file);
    }
}

Test(books, records_are_big_endian_polyglot_layout) {
    BookEntry entry = {0x0102030405060708ULL, 0x090A, 0x0B0C, 0x0D0E0F10};
    char error[256];
    cr_assert(book_file_write(path, NULL, &entry, 1, error, sizeof error));
    unsigned char bytes[16];
    FILE *in = fopen(path, "rb");
    cr_assert_eq(fread(bytes, 1, sizeof bytes, in), 16);
    fclose(in);
    for (int i = 0; i < 16; i++)
        cr_assert_eq(bytes[i], i + 1);
}

/* ---- building, probing, choosing -------------------------------------------------------- */

static void build(const Game *game, const char *const *games, int count, int max_plies,
                  int min_count) {
    BookBuilder builder;
    book_builder_init(&builder, game, max_plies);
    char error[256];
    for (int i = 0; i < count; i++)
        cr_assert(book_builder_add_game(&builder, NULL, 2, games[i], error, sizeof error), "%s",
                  error);
    BookBuildStats stats;
    cr_assert(book_builder_write(&builder, path, min_count, &stats, error, sizeof error), "%s",
              error);
    book_builder_free(&builder);
}

static Book load(const Game *game) {
    Book book;
    char error[512];
    cr_assert(book_load(&book, game, path, error, sizeof error), "%s", error);
    return book;
}

static int weight_of(const BookMove *moves, int count, Move move) {
    for (int i = 0; i < count; i++)
        if (moves[i].move == move)
            return moves[i].weight;
    return 0;
}

Test(books, chess_book_counts_the_moves_of_the_games) {
    const char *games[] = {"e2e4 e7e5 g1f3", "e2e4 c7c5", "d2d4 d7d5", "e2e4 e7e5 f1c4"};
    build(&CHESS_GAME, games, 4, 2, 1);
    Book book = load(&CHESS_GAME);
    PosBuf pos;
    set_position(&CHESS_GAME, &pos, NULL);
    BookMove moves[MAX_BOOK_MOVES];
    int count = book_probe(&book, &pos, moves, MAX_BOOK_MOVES);
    cr_assert_eq(count, 2);
    cr_assert_eq(weight_of(moves, count, parse_move(&CHESS_GAME, &pos, "e2e4")), 3);
    cr_assert_eq(weight_of(moves, count, parse_move(&CHESS_GAME, &pos, "d2d4")), 1);
    play_moves(&CHESS_GAME, &pos, "e2e4 e7e5");
    cr_assert_eq(book_probe(&book, &pos, moves, MAX_BOOK_MOVES), 0, "beyond max plies");
    book_free(&book);
}

Test(books, min_count_drops_rare_moves) {
    const char *games[] = {"e2e4 e7e5", "e2e4 c7c5", "d2d4 d7d5", "e2e4 e7e5"};
    build(&CHESS_GAME, games, 4, 4, 2);
    Book book = load(&CHESS_GAME);
    PosBuf pos;
    set_position(&CHESS_GAME, &pos, NULL);
    BookMove moves[MAX_BOOK_MOVES];
    cr_assert_eq(book_probe(&book, &pos, moves, MAX_BOOK_MOVES), 1);
    cr_assert_eq(moves[0].move, parse_move(&CHESS_GAME, &pos, "e2e4"));
    play_moves(&CHESS_GAME, &pos, "e2e4");
    cr_assert_eq(book_probe(&book, &pos, moves, MAX_BOOK_MOVES), 1);
    cr_assert_eq(moves[0].weight, 2);
    book_free(&book);
}

Test(books, wallchess_book_uses_its_own_keys_and_header) {
    const char *games[] = {"e2 e8 e3 e7", "e2 e8 e3h", "e2 e8 e3 e7"};
    build(&WALLCHESS_GAME, games, 3, 4, 1);
    BookFile file;
    char error[256];
    cr_assert(book_file_read(path, &file, error, sizeof error));
    cr_assert_str_eq(file.game, "wallchess");
    book_file_free(&file);
    Book book = load(&WALLCHESS_GAME);
    PosBuf pos;
    set_position(&WALLCHESS_GAME, &pos, NULL);
    play_moves(&WALLCHESS_GAME, &pos, "e2 e8");
    BookMove moves[MAX_BOOK_MOVES];
    int count = book_probe(&book, &pos, moves, MAX_BOOK_MOVES);
    cr_assert_eq(count, 2);
    cr_assert_eq(weight_of(moves, count, parse_move(&WALLCHESS_GAME, &pos, "e3")), 2);
    cr_assert_eq(weight_of(moves, count, parse_move(&WALLCHESS_GAME, &pos, "e3h")), 1);
    book_free(&book);
}

Test(books, wallgo_moves_above_sixteen_bits_survive) {
    const char *games[] = {"d4 c3 e5 b2 f6 b6 f2 c5 d4d5,d5n"};
    build(&WALLGO_GAME, games, 1, 10, 1);
    Book book = load(&WALLGO_GAME);
    PosBuf pos;
    set_position(&WALLGO_GAME, &pos, NULL);
    play_moves(&WALLGO_GAME, &pos, "d4 c3 e5 b2 f6 b6 f2 c5");
    BookMove moves[MAX_BOOK_MOVES];
    cr_assert_eq(book_probe(&book, &pos, moves, MAX_BOOK_MOVES), 1);
    cr_assert_eq(moves[0].move, parse_move(&WALLGO_GAME, &pos, "d4d5,d5n"));
    cr_assert_gt(moves[0].move, 0xFFFF);
    book_free(&book);
}

Test(books, probe_skips_illegal_and_zero_weight_entries) {
    PosBuf pos;
    set_position(&CHESS_GAME, &pos, NULL);
    uint64_t key = book_key(&CHESS_GAME, &pos);
    PolyglotBoard board;
    cr_assert(polyglot_read_fen(START_FEN, &board));
    BookEntry entries[] = {
        {key, polyglot_encode_move(&board, "e2e5"), 10, 0}, /* illegal */
        {key, polyglot_encode_move(&board, "d2d4"), 0, 0},  /* weight 0: never played */
        {key, polyglot_encode_move(&board, "g1f3"), 5, 0},
    };
    book_entries_sort(entries, 3);
    char error[256];
    cr_assert(book_file_write(path, NULL, entries, 3, error, sizeof error));
    Book book = load(&CHESS_GAME);
    BookMove moves[MAX_BOOK_MOVES];
    cr_assert_eq(book_probe(&book, &pos, moves, MAX_BOOK_MOVES), 1);
    cr_assert_eq(moves[0].move, parse_move(&CHESS_GAME, &pos, "g1f3"));
    book_free(&book);
}

Test(books, choice_follows_the_weights) {
    BookMove moves[] = {{11, 1}, {22, 3}, {33, 6}, {44, 0}};
    int seen[4] = {0};
    uint64_t state = 12345;
    enum { DRAWS = 100000 };
    for (int i = 0; i < DRAWS; i++) {
        Move move = book_choose(moves, 4, splitmix64_next(&state));
        cr_assert(move == 11 || move == 22 || move == 33, "weight 0 chosen");
        seen[move / 11 - 1]++;
    }
    /* expected 10%, 30%, 60%: within 1 percentage point (about 3 standard deviations) */
    cr_assert(seen[0] > 9000 && seen[0] < 11000, "%d", seen[0]);
    cr_assert(seen[1] > 29000 && seen[1] < 31000, "%d", seen[1]);
    cr_assert(seen[2] > 59000 && seen[2] < 61000, "%d", seen[2]);
    cr_assert_eq(book_choose(moves + 3, 1, 5), MOVE_NONE);
    cr_assert_eq(book_choose(moves, 0, 5), MOVE_NONE);
}

/* ---- bad files -------------------------------------------------------------------------- */

Test(books, missing_file_is_refused) {
    assert_load_fails(&CHESS_GAME, "/nonexistent/book.bin", "cannot open");
}

Test(books, truncated_file_is_refused) {
    unsigned char bytes[37] = {1};
    write_bytes(bytes, sizeof bytes);
    assert_load_fails(&CHESS_GAME, path, "truncated");
}

Test(books, empty_file_is_refused) {
    write_bytes("", 0);
    assert_load_fails(&CHESS_GAME, path, "no entries");
}

Test(books, unsorted_file_is_refused) {
    BookEntry entries[] = {{5, 1, 1, 0}, {3, 1, 1, 0}};
    char error[256];
    cr_assert(book_file_write(path, NULL, entries, 2, error, sizeof error));
    assert_load_fails(&CHESS_GAME, path, "not sorted");
}

Test(books, book_of_another_game_is_refused) {
    const char *games[] = {"e2 e8"};
    build(&WALLCHESS_GAME, games, 1, 2, 1);
    assert_load_fails(&CHESS_GAME, path, "is a wallchess book, not a chess book");
    assert_load_fails(&WALLRUNNER_GAME, path, "not a wallrunner book");
    const char *chess[] = {"e2e4"};
    build(&CHESS_GAME, chess, 1, 1, 1);
    assert_load_fails(&WALLCHESS_GAME, path, "Polyglot chess book, not a wallchess book");
}

Test(books, header_only_file_is_refused) {
    char error[256];
    cr_assert(book_file_write(path, "wallgo", NULL, 0, error, sizeof error));
    assert_load_fails(&WALLGO_GAME, path, "no entries");
}

Test(books, building_from_no_games_writes_an_empty_book) {
    BookBuilder builder;
    book_builder_init(&builder, &CHESS_GAME, 8);
    BookBuildStats stats;
    char error[256];
    cr_assert(book_builder_write(&builder, path, 1, &stats, error, sizeof error), "%s", error);
    cr_assert_eq(stats.entries, 0);
    cr_assert_eq(stats.leaves, 0);
    book_builder_free(&builder);
    assert_load_fails(&CHESS_GAME, path, "no entries");
}
