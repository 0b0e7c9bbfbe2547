/*
 * test_deep_book.c - the book made by searching (books/tools): its records are legal moves
 * of positions reached from the start by the book's own moves, the best move of each has the
 * top weight and the others fall with their scores, the margin decides how many moves a
 * position keeps, the ply and position limits hold, the file does not depend on the thread
 * count, and bad settings are refused. The `tessera book deep` command writes such a book
 * and refuses bad options and an output it cannot write.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include "books/tools/deep_book.h"
#include "books/book.h"
#include "engine/registry.h"

static DeepBookConfig small_config(int plies, int margin, int threads) {
    return (DeepBookConfig){.plies = plies,
                            .depth = 3,
                            .width = 3,
                            .margin = margin,
                            .max_positions = 1000,
                            .threads = threads,
                            .hash_mb = 4};
}

static void build(const char *game_name, const DeepBookConfig *config, const char *path,
                  DeepBookStats *stats) {
    const Game *game = registry_find(game_name);
    cr_assert_not_null(game);
    char error[512];
    cr_assert(deep_book_build(game, config, path, NULL, stats, error, sizeof error), "%s", error);
}

static Book load(const char *game_name, const char *path) {
    Book book;
    char error[512];
    cr_assert(book_load(&book, registry_find(game_name), path, error, sizeof error), "%s", error);
    return book;
}

/* Walks every book line from pos to plies deep: each position reached by book moves has at
 * most width moves, one of them (every one, when only_best) weighted 100 and the rest lower,
 * and a position at the ply limit has none. Returns the positions with book moves, a
 * position reached by two orders of moves counted twice. */
static int walk(const Book *book, const void *pos, int ply, int plies, int width, bool only_best) {
    const Game *game = book->game;
    BookMove moves[MAX_BOOK_MOVES];
    int count = book_probe(book, pos, moves, MAX_BOOK_MOVES);
    if (ply >= plies) {
        cr_assert_eq(count, 0, "a book move %d plies from the start, beyond the limit", ply);
        return 0;
    }
    cr_assert_gt(count, 0, "no book move at ply %d of a book line", ply);
    cr_assert_leq(count, width);
    int best = 0, positions = 1;
    for (int i = 0; i < count; i++) {
        best += moves[i].weight == 100;
        cr_assert(moves[i].weight >= 1 && moves[i].weight <= 100);
        PosBuf child;
        cr_assert(game->play(pos, moves[i].move, &child));
        positions += walk(book, &child, ply + 1, plies, width, only_best);
    }
    cr_assert_geq(best, only_best ? count : 1, "too few moves with the best weight at ply %d", ply);
    return positions;
}

static int walk_from_start(const char *game_name, const char *path, int plies, int width,
                           bool only_best) {
    Book book = load(game_name, path);
    PosBuf start;
    char error[256];
    cr_assert(book.game->parse(&start, book.game->start_position(2), error, sizeof error));
    int positions = walk(&book, &start, 0, plies, width, only_best);
    book_free(&book);
    return positions;
}

Test(deep_book, every_line_is_legal_weighted_and_stops_at_the_ply_limit) {
    const char *games[] = {"chess", "wallchess", "wallrunner"};
    for (int i = 0; i < 3; i++) {
        DeepBookConfig config = small_config(3, 40, 2);
        DeepBookStats stats;
        build(games[i], &config, "deep_book_test.bin", &stats);
        int positions = walk_from_start(games[i], "deep_book_test.bin", 3, config.width, false);
        cr_assert_geq(positions, stats.searched, "%s", games[i]);
        cr_assert_leq(stats.searched, 1 + 3 + 9, "%s", games[i]);
        cr_assert_eq(stats.deepest, 2, "%s", games[i]);
        cr_assert_eq(stats.main_plies, 3, "%s: %s", games[i], stats.main);
    }
    remove("deep_book_test.bin");
}

Test(deep_book, margin_zero_keeps_only_the_best_moves_and_more_margin_keeps_more) {
    DeepBookStats narrow, wide;
    DeepBookConfig config = small_config(4, 0, 1);
    build("wallchess", &config, "deep_book_narrow.bin", &narrow);
    walk_from_start("wallchess", "deep_book_narrow.bin", 4, config.width, true);
    config.margin = DEEP_BOOK_MAX_MARGIN;
    build("wallchess", &config, "deep_book_wide.bin", &wide);
    walk_from_start("wallchess", "deep_book_wide.bin", 4, config.width, false);
    cr_assert_leq(wide.searched, 1 + 3 + 9 + 27);
    cr_assert_gt(wide.searched, narrow.searched);
    cr_assert_gt(wide.entries, narrow.entries);
    remove("deep_book_narrow.bin");
    remove("deep_book_wide.bin");
}

Test(deep_book, the_position_limit_bounds_the_searches) {
    DeepBookConfig config = small_config(6, DEEP_BOOK_MAX_MARGIN, 2);
    config.max_positions = 7;
    DeepBookStats stats;
    build("wallrunner", &config, "deep_book_limit.bin", &stats);
    cr_assert_eq(stats.searched, 7);
    remove("deep_book_limit.bin");
}

static char *read_all(const char *path, long *size) {
    FILE *file = fopen(path, "rb");
    cr_assert_not_null(file);
    fseek(file, 0, SEEK_END);
    *size = ftell(file);
    rewind(file);
    char *bytes = malloc((size_t)*size);
    cr_assert_eq(fread(bytes, 1, (size_t)*size, file), (size_t)*size);
    fclose(file);
    return bytes;
}

Test(deep_book, the_book_does_not_depend_on_the_thread_count) {
    DeepBookStats one, three;
    DeepBookConfig config = small_config(3, 30, 1);
    build("chess", &config, "deep_book_one.bin", &one);
    config.threads = 3;
    build("chess", &config, "deep_book_three.bin", &three);
    long size_one, size_three;
    char *a = read_all("deep_book_one.bin", &size_one),
         *b = read_all("deep_book_three.bin", &size_three);
    cr_assert_eq(size_one, size_three);
    cr_assert(memcmp(a, b, (size_t)size_one) == 0, "the books differ");
    free(a);
    free(b);
    remove("deep_book_one.bin");
    remove("deep_book_three.bin");
}

Test(deep_book, bad_settings_are_refused) {
    const Game *game = registry_find("wallchess");
    char error[256];
    DeepBookConfig good = small_config(3, 10, 1);
    cr_assert(deep_book_config_valid(game, &good, error, sizeof error));
    DeepBookConfig bad[] = {good, good, good, good, good, good};
    bad[0].plies = 0;
    bad[1].depth = DEEP_BOOK_MAX_DEPTH + 1;
    bad[2].width = 0;
    bad[3].margin = -1;
    bad[4].threads = 0;
    bad[5].max_positions = 0;
    for (int i = 0; i < 6; i++) {
        DeepBookStats stats;
        cr_assert_not(deep_book_config_valid(game, &bad[i], error, sizeof error), "setting %d", i);
        cr_assert_not(
            deep_book_build(game, &bad[i], "deep_book_bad.bin", NULL, &stats, error, sizeof error));
        cr_assert_gt(strlen(error), 0);
    }
    FILE *file = fopen("deep_book_bad.bin", "rb");
    cr_assert_null(file, "a refused build wrote a file");
}

/* Runs `tessera book deep` with arguments; its exit status. */
static int run_command(const char *arguments) {
    const char *bin = getenv("TESSERA_BIN") ? getenv("TESSERA_BIN") : "./tessera";
    char command[1024];
    snprintf(command, sizeof command, "'%s' book deep %s >/dev/null 2>&1", bin, arguments);
    int status = system(command);
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

/* Whether `tessera book deep <game> out.bin` says that no game is called game. */
static bool says_unknown_game(const char *game) {
    const char *bin = getenv("TESSERA_BIN") ? getenv("TESSERA_BIN") : "./tessera";
    char command[1024];
    snprintf(command, sizeof command,
             "'%s' book deep %s deep_book_cli.bin 2>&1 | grep -q \"^tessera book deep: unknown "
             "game '%s' (games: chess \"",
             bin, game, game);
    return system(command) == 0;
}

Test(deep_book, the_command_writes_a_book_and_refuses_bad_options) {
    remove("deep_book_cli.bin");
    cr_assert_eq(run_command("wallchess deep_book_cli.bin --plies 2 --depth 2 --threads 2"), 0);
    walk_from_start("wallchess", "deep_book_cli.bin", 2, 3, false);
    remove("deep_book_cli.bin");
    cr_assert_eq(run_command("wallchess deep_book_cli.bin --plies"), 2);
    cr_assert_eq(run_command("wallchess deep_book_cli.bin --depth 0"), 2);
    cr_assert_eq(run_command("wallchess deep_book_cli.bin --colour 2"), 2);
    cr_assert_eq(run_command("nogame deep_book_cli.bin"), 2);
    cr_assert(says_unknown_game("nogame"), "the refusal does not name the unknown game");
    cr_assert_eq(run_command("wallchess /nonexistent-folder/deep.bin --plies 2 --depth 2"), 1);
    FILE *file = fopen("deep_book_cli.bin", "rb");
    cr_assert_null(file, "a refused command wrote a file");
}

/* Follows the highest-weight move from the start while the book has one; the plies. */
static int best_line_plies(const Book *book) {
    PosBuf pos[2];
    char error[256];
    cr_assert(book->game->parse(&pos[0], book->game->start_position(2), error, sizeof error));
    int ply = 0;
    for (; ply < DEEP_BOOK_MAX_PLIES; ply++) {
        BookMove moves[MAX_BOOK_MOVES];
        int count = book_probe(book, &pos[ply % 2], moves, MAX_BOOK_MOVES);
        if (count == 0)
            break;
        int best = 0;
        for (int i = 1; i < count; i++)
            best = moves[i].weight > moves[best].weight ? i : best;
        cr_assert(book->game->play(&pos[ply % 2], moves[best].move, &pos[(ply + 1) % 2]));
    }
    return ply;
}

/* The shipped deep Wall Chess book loads (its keys and moves match the game's) and its line
 * of best moves runs at least 16 plies from the start. */
Test(deep_book, the_shipped_wallchess_book_is_legal_and_deep) {
    const char *dir = getenv("TESSERA_BOOK_DIR") ? getenv("TESSERA_BOOK_DIR") : "books";
    char path[4200];
    snprintf(path, sizeof path, "%s/wallchess-deep.bin", dir);
    Book book = load("wallchess", path);
    cr_assert_geq(best_line_plies(&book), 16);
    book_free(&book);
}
