/*
 * test_san.c - SAN (src/san.c) for chess and Void Chess: every legal move of every position
 * of the perft suites (tests/perft/chess.epd, voidchess.epd, voidchess-unstable.epd) and
 * every legal move after it (depth 2) is formatted and read back to the same move, and no
 * two moves of a position share a SAN. Also the input forms play mode accepts (lower-case
 * piece letters, o-o, a promotion without '=') and Void Chess's Minister. The suite runs
 * from the repository root, as `make test` does.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "engine/registry.h"
#include "src/san.h"
#include "tests/support/game_helpers.h"

typedef struct RoundTrips {
    long moves; /* moves formatted and read back */
} RoundTrips;

/* Every legal move of pos formats to a SAN of its own that reads back to it. */
static void round_trip_moves(const Game *game, const void *pos, RoundTrips *tally) {
    Move moves[MAX_MOVES];
    int count = game_legal_moves(game, pos, moves);
    static char sans[MAX_MOVES][MAX_MOVE_TEXT];
    for (int i = 0; i < count; i++) {
        Move parsed = MOVE_NONE;
        san_format(game, pos, moves[i], sans[i]);
        cr_assert(san_parse(game, pos, sans[i], &parsed), "'%s' does not read back", sans[i]);
        cr_assert_eq(parsed, moves[i], "'%s' reads back as another move", sans[i]);
        for (int j = 0; j < i; j++)
            cr_assert_str_neq(sans[i], sans[j], "two moves are written '%s'", sans[i]);
        tally->moves++;
    }
}

static void round_trip_depth_two(const Game *game, const void *pos, RoundTrips *tally) {
    round_trip_moves(game, pos, tally);
    Move moves[MAX_MOVES];
    int count = game_legal_moves(game, pos, moves);
    for (int i = 0; i < count; i++) {
        PosBuf next;
        cr_assert(game->play(pos, moves[i], &next));
        round_trip_moves(game, &next, tally);
    }
}

/* Round trips to depth 2 from every position of an EPD perft file; the positions read. */
static int round_trip_file(const Game *game, const char *path, RoundTrips *tally) {
    FILE *file = fopen(path, "r");
    cr_assert(file, "cannot open %s", path);
    char line[1024];
    int positions = 0;
    while (fgets(line, sizeof line, file)) {
        if (line[0] == '#' || line[0] == '\n')
            continue;
        char *end = strstr(line, " ;");
        if (end)
            *end = '\0';
        PosBuf pos = gt_position(game, line);
        round_trip_depth_two(game, &pos, tally);
        positions++;
    }
    fclose(file);
    return positions;
}

Test(san, chess_round_trip_of_the_perft_suite_to_depth_two) {
    RoundTrips tally = {0};
    int positions = round_trip_file(registry_find("chess"), "tests/perft/chess.epd", &tally);
    cr_assert_eq(positions, 6);
    cr_assert_gt(tally.moves, 6 * 20);
}

Test(san, voidchess_round_trip_of_the_perft_suites_to_depth_two) {
    RoundTrips tally = {0};
    const Game *game = registry_find("voidchess");
    int positions = round_trip_file(game, "tests/perft/voidchess.epd", &tally) +
                    round_trip_file(game, "tests/perft/voidchess-unstable.epd", &tally);
    cr_assert_gt(positions, 40);
    cr_assert_gt(tally.moves, positions * 20);
}

/* The move text of SAN input in pos, as the game's long algebraic notation. */
static const char *long_form(const Game *game, const char *position, const char *san) {
    static char text[MAX_MOVE_TEXT];
    PosBuf pos = gt_position(game, position);
    Move move;
    if (!san_parse(game, &pos, san, &move))
        return "(none)";
    game->format_move(&pos, move, text);
    return text;
}

Test(san, input_forms_a_person_types) {
    const Game *chess = registry_find("chess");
    const char *start = chess->start_position(2);
    cr_assert_str_eq(long_form(chess, start, "e4"), "e2e4");
    cr_assert_str_eq(long_form(chess, start, "Nf3"), "g1f3");
    cr_assert_str_eq(long_form(chess, start, "nf3"), "g1f3");
    cr_assert_str_eq(long_form(chess, start, "Ke2"), "(none)");
    cr_assert_str_eq(long_form(chess, start, "Ng1f3"), "g1f3", "more origin than needed");
    cr_assert_str_eq(long_form(chess, start, "Ngf3"), "g1f3");
    cr_assert_str_eq(long_form(chess, start, "Nb1f3"), "(none)", "no knight goes b1-f3");
    cr_assert_str_eq(long_form(chess, start, "Nf3+"), "g1f3", "a check mark that is wrong");
    static const char castling[] = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    cr_assert_str_eq(long_form(chess, castling, "O-O"), "e1g1");
    cr_assert_str_eq(long_form(chess, castling, "o-o-o"), "e1c1");
    cr_assert_str_eq(long_form(chess, castling, "0-0"), "e1g1");
    static const char promotion[] = "1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1";
    cr_assert_str_eq(long_form(chess, promotion, "a8=Q"), "a7a8q");
    cr_assert_str_eq(long_form(chess, promotion, "axb8N"), "a7b8n");
    /* A bishop capture and a b-pawn capture: the case decides. */
    static const char both[] = "4k3/8/8/2p5/1P6/4B3/8/4K3 w - - 0 1";
    cr_assert_str_eq(long_form(chess, both, "bxc5"), "b4c5");
    cr_assert_str_eq(long_form(chess, both, "Bxc5"), "e3c5");
}

Test(san, voidchess_minister_and_voids) {
    const Game *game = registry_find("voidchess");
    char san[MAX_MOVE_TEXT];
    PosBuf pos;
    char error[256];
    /* The Minister on b1 steps over the void on b2 to b3; the pawn promotes to a Minister. */
    static const char position[] = "4k4/P8/9/9/9/9/9/1*7/1M2K4 w - - 0 1 - 0";
    cr_assert(game->parse(&pos, position, error, sizeof error), "%s", error);
    Move move;
    cr_assert(game_parse_legal_move(game, &pos, "b1b3", &move));
    san_format(game, &pos, move, san);
    cr_assert_str_eq(san, "Mb3");
    cr_assert(game_parse_legal_move(game, &pos, "a8a9m", &move));
    san_format(game, &pos, move, san);
    cr_assert_str_eq(san, "a9=M");
    cr_assert_str_eq(long_form(game, position, "a9=M"), "a8a9m");
    cr_assert_str_eq(long_form(game, position, "mb2"), "b1b2");
}
