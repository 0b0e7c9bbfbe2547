/*
 * test_api_notation.c - a move's short notation through the C API (tessera_san,
 * tessera_san_moves, tessera_parse_san) and check (tessera_gives_check, tessera_in_check):
 * every legal move of every position of the chess and Void Chess perft suites and of their
 * children goes move -> SAN -> move, the forms a person types are read, and the wall games'
 * short notation is their own move text. Runs from the repository root, as `make test` does.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "include/tessera.h"

static TesseraEngine *open_engine(const char *game) {
    TesseraEngine *engine = NULL;
    cr_assert_eq(tessera_new(game, 0, &engine), TESSERA_OK);
    return engine;
}

/* The legal moves of the engine's position, copied into moves (at most 256 of 16 bytes). */
static int copy_legal_moves(TesseraEngine *engine, char moves[][16]) {
    char list[4096];
    snprintf(list, sizeof list, "%s", tessera_legal_moves(engine, NULL));
    int count = 0;
    for (char *word = strtok(list, " "); word && count < 256; word = strtok(NULL, " "))
        snprintf(moves[count++], 16, "%s", word);
    return count;
}

/* Every legal move reads back from its SAN; the number of moves checked. */
static long round_trip_here(TesseraEngine *engine) {
    static char moves[256][16];
    int count = copy_legal_moves(engine, moves);
    for (int i = 0; i < count; i++) {
        const char *san = NULL, *move = NULL;
        cr_assert_eq(tessera_san(engine, moves[i], &san), TESSERA_OK, "%s", tessera_error(engine));
        char copy[32];
        snprintf(copy, sizeof copy, "%s", san);
        cr_assert_eq(tessera_parse_san(engine, copy, &move), TESSERA_OK, "'%s': %s", copy,
                     tessera_error(engine));
        cr_assert_str_eq(move, moves[i], "'%s' read back as another move in %s", copy,
                         tessera_position(engine));
        bool check_mark = strpbrk(copy, "+#") != NULL;
        cr_assert_eq(tessera_gives_check(engine, moves[i]), check_mark, "'%s' in %s", copy,
                     tessera_position(engine));
    }
    return count;
}

/* Round trips in every position of an EPD file and every position one move after it. */
static long round_trip_file(const char *game, const char *path) {
    TesseraEngine *engine = open_engine(game);
    FILE *file = fopen(path, "r");
    cr_assert(file, "cannot open %s", path);
    char line[1024];
    long checked = 0;
    static char children[256][16];
    while (fgets(line, sizeof line, file)) {
        if (line[0] == '#' || line[0] == '\n')
            continue;
        char *end = strstr(line, " ;");
        if (end)
            *end = '\0';
        cr_assert_eq(tessera_set_position(engine, line, NULL, 0), TESSERA_OK, "%s", line);
        checked += round_trip_here(engine);
        int count = copy_legal_moves(engine, children);
        for (int i = 0; i < count; i++) {
            const char *move[] = {children[i]};
            cr_assert_eq(tessera_set_position(engine, line, move, 1), TESSERA_OK);
            checked += round_trip_here(engine);
        }
    }
    fclose(file);
    tessera_free(engine);
    return checked;
}

Test(api_notation, chess_perft_suite_round_trips_through_san) {
    cr_assert_gt(round_trip_file("chess", "tests/perft/chess.epd"), 5000);
}

Test(api_notation, voidchess_perft_suites_round_trip_through_san) {
    cr_assert_gt(round_trip_file("voidchess", "tests/perft/voidchess.epd") +
                     round_trip_file("voidchess", "tests/perft/voidchess-unstable.epd"),
                 20000);
}

static const char *parsed(TesseraEngine *engine, const char *san) {
    const char *move = NULL;
    TesseraCode code = tessera_parse_san(engine, san, &move);
    return code == TESSERA_OK ? move : tessera_error(engine);
}

Test(api_notation, the_forms_a_person_writes) {
    TesseraEngine *engine = open_engine("chess");
    cr_assert_str_eq(parsed(engine, "Nf3"), "g1f3");
    cr_assert_str_eq(parsed(engine, "Ng1f3"), "g1f3");
    cr_assert_str_eq(parsed(engine, "g1f3"), "g1f3");
    cr_assert_str_eq(parsed(engine, "e4"), "e2e4");
    cr_assert_str_eq(parsed(engine, "Nf6"), "illegal move 'Nf6': no white knight can move to f6");
    cr_assert_str_eq(parsed(engine, "Ke2"), "illegal move 'Ke2': e2 holds white's own pawn");
    const char *const opening[] = {"e2e4", "d7d5"};
    cr_assert_eq(tessera_set_position(engine, NULL, opening, 2), TESSERA_OK);
    cr_assert_str_eq(parsed(engine, "exd5"), "e4d5");
    cr_assert_str_eq(parsed(engine, "exd5!?"), "e4d5");
    cr_assert_eq(tessera_set_position(engine, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", NULL, 0),
                 TESSERA_OK);
    cr_assert_str_eq(parsed(engine, "O-O"), "e1g1");
    cr_assert_str_eq(parsed(engine, "0-0-0"), "e1c1");
    cr_assert_eq(tessera_set_position(engine, "4k3/P7/8/8/8/8/8/4K3 w - - 0 1", NULL, 0),
                 TESSERA_OK);
    cr_assert_str_eq(parsed(engine, "a8=Q+"), "a7a8q");
    cr_assert_str_eq(parsed(engine, "a8Q"), "a7a8q");
    cr_assert_str_eq(parsed(engine, "a8=R"), "a7a8r");
    const char *san = NULL;
    cr_assert_eq(tessera_san(engine, "a7a8q", &san), TESSERA_OK);
    cr_assert_str_eq(san, "a8=Q+");
    cr_assert(tessera_gives_check(engine, "a7a8q"));
    cr_assert_not(tessera_gives_check(engine, "a7a8n"));
    cr_assert_not(tessera_gives_check(engine, "a7a6"), "not a legal move");
    cr_assert_not(tessera_in_check(engine));
    cr_assert_eq(tessera_play(engine, "a7a8q"), TESSERA_OK);
    cr_assert(tessera_in_check(engine));
    tessera_free(engine);
}

Test(api_notation, a_line_in_san_and_its_errors) {
    TesseraEngine *engine = open_engine("chess");
    const char *const line[] = {"e2e4", "e7e5", "d1h5", "b8c6", "f1c4", "g8f6", "h5f7"};
    const char *san = NULL;
    cr_assert_eq(tessera_san_moves(engine, line, 7, &san), TESSERA_OK, "%s", tessera_error(engine));
    cr_assert_str_eq(san, "e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7#");
    cr_assert_eq(tessera_move_count(engine), 0, "the line is not played");
    const char *const bad[] = {"e2e4", "e7e5", "e4e5"};
    cr_assert_eq(tessera_san_moves(engine, bad, 3, &san), TESSERA_ERROR_MOVE);
    cr_assert_str_eq(tessera_error(engine),
                     "illegal move 'e4e5' (move 3 of the list): a pawn captures only diagonally");
    cr_assert_eq(tessera_san_moves(engine, line, 0, &san), TESSERA_OK);
    cr_assert_str_eq(san, "");
    cr_assert_eq(tessera_san_moves(engine, NULL, 2, &san), TESSERA_ERROR_ARGUMENT);
    cr_assert_eq(tessera_san(engine, "e2e4", NULL), TESSERA_ERROR_ARGUMENT);
    cr_assert_eq(tessera_san(NULL, "e2e4", &san), TESSERA_ERROR_ARGUMENT);
    cr_assert_eq(tessera_parse_san(engine, NULL, &san), TESSERA_ERROR_ARGUMENT);
    cr_assert_not(tessera_in_check(NULL));
    cr_assert_not(tessera_gives_check(NULL, "e2e4"));
    tessera_free(engine);
}

Test(api_notation, the_wall_games_short_notation_is_their_move_text) {
    const char *const games[] = {"wallchess", "wallgo", "wallrunner"};
    for (int g = 0; g < 3; g++) {
        TesseraEngine *engine = open_engine(games[g]);
        static char moves[256][16];
        int count = copy_legal_moves(engine, moves);
        cr_assert_gt(count, 0);
        for (int i = 0; i < count; i++) {
            const char *san = NULL, *move = NULL;
            cr_assert_eq(tessera_san(engine, moves[i], &san), TESSERA_OK);
            cr_assert_str_eq(san, moves[i], "%s", games[g]);
            cr_assert_eq(tessera_parse_san(engine, moves[i], &move), TESSERA_OK);
            cr_assert_str_eq(move, moves[i]);
            cr_assert_not(tessera_gives_check(engine, moves[i]));
        }
        cr_assert_not(tessera_in_check(engine));
        tessera_free(engine);
    }
}
