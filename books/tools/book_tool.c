/*
 * book_tool.c - `tessera book build <game> <games-file> <output> [max plies] [min count]`
 * makes a book from a match runner games file (PGN-like; SAN or the game's own notation,
 * read by the match runner's opening reader), `tessera book deep <game> <output> [options]`
 * makes one by searching from the start position (books/tools/deep_book.h), and
 * `tessera book show <book> [position]` lists a book: every entry, or the moves of one
 * position with their weights.
 */
#include "book_tool.h"

#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "tools/command_options.h"
#include "deep_book.h"
#include "src/openings.h"
#include "src/san.h"
#include "books/book_builder.h"
#include "books/polyglot.h"
#include "engine/registry.h"
#include "src/text.h"

enum {
    DEFAULT_MAX_PLIES = 16,
    DEFAULT_MIN_COUNT = 1,
    MAX_BOOK_PLIES = 1000,
    MAX_MIN_COUNT = 1000000,
};

const char *book_tool_usage(void) {
    return "usage: tessera book build <game> <games-file> <output> [max plies] [min count]\n"
           "       tessera book deep <game> <output> [--plies N] [--depth N] [--width N] "
           "[--margin N] [--positions N] [--threads N] [--hash MB]\n"
           "       tessera book show <book> [position | startpos] [moves ...]\n"
           "(chess moves after `moves` may also be SAN; docs/BOOKS.md)\n";
}

static int usage(void) {
    fputs(book_tool_usage(), stderr);
    return 2;
}

/* The game named word, or NULL after saying that no game has that name (then the usage). */
static const Game *named_game(const char *command, const char *word) {
    char error[256];
    const Game *game = command_find_game(word, error, sizeof error);
    if (!game)
        fprintf(stderr, "tessera book %s: %s\n", command, error);
    return game;
}

/* ---- build ------------------------------------------------------------------------------ */

/* The games of path, each under the game's own options its tags name (a show-rules Wall Go
 * game under the show rules), so its keys are those of the rules it was played under. */
static bool read_games(const Game *game, const char *path, int max_plies, OpeningBook *games) {
    OpeningConfig config = {
        .format = OPENINGS_PGN, .plies = max_plies, .start = 1, .tagged_choices = true};
    char error[256];
    if (strlen(path) >= sizeof config.file) {
        fprintf(stderr, "tessera book build: path too long: %s\n", path);
        return false;
    }
    snprintf(config.file, sizeof config.file, "%s", path);
    if (!openings_load(games, &config, game, game->min_players, NULL, 0, stderr, error,
                       sizeof error)) {
        fprintf(stderr, "tessera book build: %s\n", error);
        return false;
    }
    return true;
}

static bool add_games(BookBuilder *builder, const OpeningBook *games) {
    char error[256];
    for (int i = 0; i < games->count; i++) {
        const Opening *game = &games->items[i];
        if (!book_builder_add_game(builder, game->start, builder->game->min_players, game->moves,
                                   error, sizeof error)) {
            fprintf(stderr, "tessera book build: game %d: %s\n", i + 1, error);
            return false;
        }
    }
    return true;
}

static void print_summary(const Game *game, const OpeningBook *games, const char *path,
                          int max_plies, int min_count, const BookBuildStats *stats) {
    printf("games read: %d (skipped %d)\n", games->count, games->skipped);
    printf("book %s: %s, %zu entries, %zu positions (max plies %d, min count %d)\n", path,
           game->name, stats->entries, stats->positions, max_plies, min_count);
    printf("distinct positions after %d plies: %zu\n", max_plies, stats->leaves);
}

static int build(int argc, char **argv) {
    const Game *game = argc >= 3 ? named_game("build", argv[0]) : NULL;
    int max_plies = DEFAULT_MAX_PLIES, min_count = DEFAULT_MIN_COUNT;
    if (argc < 3 || argc > 5 || !game ||
        (argc >= 4 && !text_parse_int(argv[3], 1, MAX_BOOK_PLIES, &max_plies)) ||
        (argc >= 5 && !text_parse_int(argv[4], 1, MAX_MIN_COUNT, &min_count)))
        return usage();
    OpeningBook games;
    if (!read_games(game, argv[1], max_plies, &games))
        return 1;
    BookBuilder builder;
    book_builder_init(&builder, game, max_plies);
    bool ok = add_games(&builder, &games);
    BookBuildStats stats;
    char error[512];
    if (ok && !book_builder_write(&builder, argv[2], min_count, &stats, error, sizeof error)) {
        fprintf(stderr, "tessera book build: %s\n", error);
        ok = false;
    }
    if (ok)
        print_summary(game, &games, argv[2], max_plies, min_count, &stats);
    book_builder_free(&builder);
    openings_free(&games);
    return ok ? 0 : 1;
}

/* ---- deep ------------------------------------------------------------------------------- */

/* The options of `book deep`: the field of DeepBookConfig each sets, with its range. */
static const OptionSpec DEEP_OPTIONS[] = {
    {"--plies", OPTION_INT, offsetof(DeepBookConfig, plies), 1, DEEP_BOOK_MAX_PLIES},
    {"--depth", OPTION_INT, offsetof(DeepBookConfig, depth), 1, DEEP_BOOK_MAX_DEPTH},
    {"--width", OPTION_INT, offsetof(DeepBookConfig, width), 1, DEEP_BOOK_MAX_WIDTH},
    {"--margin", OPTION_INT, offsetof(DeepBookConfig, margin), 0, DEEP_BOOK_MAX_MARGIN},
    {"--positions", OPTION_INT, offsetof(DeepBookConfig, max_positions), 1,
     DEEP_BOOK_MAX_POSITIONS},
    {"--threads", OPTION_INT, offsetof(DeepBookConfig, threads), 1, DEEP_BOOK_MAX_THREADS},
    {"--hash", OPTION_INT, offsetof(DeepBookConfig, hash_mb), 1, DEEP_BOOK_MAX_HASH_MB},
};

/* The options after <game> <output>; false (with a message) on an unknown option, a missing
 * value or one out of range. */
static bool read_deep_options(int argc, char **argv, DeepBookConfig *config) {
    char error[256];
    for (int at = 0; at < argc;)
        if (!command_read_option(DEEP_OPTIONS, sizeof DEEP_OPTIONS / sizeof DEEP_OPTIONS[0], argc,
                                 (const char *const *)argv, &at, config, error, sizeof error)) {
            fprintf(stderr, "tessera book deep: %s\n", error);
            return false;
        }
    return true;
}

/* Whether path can be written, found out before a long build: opened for appending, and
 * removed again when it did not exist before. */
static bool writable(const char *path) {
    bool existed = access(path, F_OK) == 0;
    FILE *file = fopen(path, "ab");
    if (!file)
        return false;
    fclose(file);
    if (!existed)
        remove(path);
    return true;
}

static int deep(int argc, char **argv) {
    const Game *game = argc >= 2 ? named_game("deep", argv[0]) : NULL;
    if (!game)
        return usage();
    DeepBookConfig config = {.plies = 16,
                             .depth = 12,
                             .width = 3,
                             .margin = 10,
                             .max_positions = 1000,
                             .threads = 1,
                             .hash_mb = 64};
    char error[512];
    if (!read_deep_options(argc - 2, argv + 2, &config))
        return 2;
    if (!deep_book_config_valid(game, &config, error, sizeof error)) {
        fprintf(stderr, "tessera book deep: %s\n", error);
        return 2;
    }
    if (!writable(argv[1])) {
        fprintf(stderr, "tessera book deep: cannot write %s\n", argv[1]);
        return 1;
    }
    DeepBookStats stats;
    if (!deep_book_build(game, &config, argv[1], stderr, &stats, error, sizeof error)) {
        fprintf(stderr, "tessera book deep: %s\n", error);
        return 1;
    }
    printf("book %s: %s, %zu entries from %d positions searched to depth %d (deepest at ply "
           "%d)\n",
           argv[1], game->name, stats.entries, stats.searched, config.depth, stats.deepest);
    printf("main line (%d plies): %s\n", stats.main_plies, stats.main);
    return 0;
}

/* ---- show ------------------------------------------------------------------------------- */

/* Joins argv[0..count) with blanks into text; false when it does not fit. */
static bool join(int count, char **argv, char *text, size_t size) {
    text[0] = '\0';
    for (int i = 0; i < count; i++) {
        size_t used = strlen(text);
        if (used + strlen(argv[i]) + 2 > size)
            return false;
        snprintf(text + used, size - used, "%s%s", i ? " " : "", argv[i]);
    }
    return true;
}

/* The position named by the words: `startpos` or a position string, then `moves ...`. */
static bool read_position(const Game *game, int argc, char **argv, PosBuf *pos) {
    int moves_at = 0;
    while (moves_at < argc && strcmp(argv[moves_at], "moves") != 0)
        moves_at++;
    char text[MAX_POS_TEXT], error[256];
    bool startpos = moves_at == 0 || (moves_at == 1 && strcmp(argv[0], "startpos") == 0);
    if (startpos)
        snprintf(text, sizeof text, "%s", game->start_position(game->min_players));
    else if (!join(moves_at, argv, text, sizeof text)) {
        fprintf(stderr, "tessera book show: position string too long\n");
        return false;
    }
    if (!game->parse(pos, text, error, sizeof error)) {
        fprintf(stderr, "tessera book show: bad %s position: %s\n", game->name, error);
        return false;
    }
    for (int i = moves_at + 1; i < argc; i++) {
        Move move;
        PosBuf next;
        bool legal = game_parse_legal_move(game, pos, argv[i], &move) ||
                     (san_supported(game) && san_parse(game, pos, argv[i], &move));
        if (!legal || !game->play(pos, move, &next)) {
            fprintf(stderr, "tessera book show: illegal move '%s'\n", argv[i]);
            return false;
        }
        memcpy(pos, &next, sizeof next);
    }
    return true;
}

static void show_position(const Book *book, const void *pos) {
    BookMove moves[MAX_BOOK_MOVES];
    int count = book_probe(book, pos, moves, MAX_BOOK_MOVES);
    uint64_t total = 0;
    for (int i = 0; i < count; i++)
        total += moves[i].weight;
    printf("key %016llx: %d book moves\n", (unsigned long long)book_key(book->game, pos), count);
    for (int i = 0; i < count; i++) {
        char text[MAX_MOVE_TEXT], san[MAX_MOVE_TEXT] = "";
        book->game->format_move(pos, moves[i].move, text);
        if (san_supported(book->game))
            san_format(book->game, pos, moves[i].move, san);
        printf("%-12s %-8s weight %5u  %5.1f%%\n", text, san, moves[i].weight,
               100.0 * moves[i].weight / (double)total);
    }
}

static void show_entries(const Book *book) {
    bool polyglot = book_is_polyglot(book->game);
    for (size_t i = 0; i < book->file.count; i++) {
        const BookEntry *entry = &book->file.entries[i];
        char move[MAX_MOVE_TEXT];
        if (polyglot)
            polyglot_move_squares(entry->move, move);
        else
            snprintf(move, sizeof move, "0x%08x", (unsigned)(entry->move | entry->learn << 16));
        printf("%016llx %-10s %5u\n", (unsigned long long)entry->key, move, entry->weight);
    }
}

static int show(int argc, char **argv) {
    if (argc < 1)
        return usage();
    BookFile file;
    char error[512];
    if (!book_file_read(argv[0], &file, error, sizeof error)) {
        fprintf(stderr, "tessera book show: %s\n", error);
        return 1;
    }
    const Game *game = file.game[0] ? registry_find(file.game) : registry_default();
    book_file_free(&file);
    Book book;
    if (!game || !book_load(&book, game, argv[0], error, sizeof error)) {
        fprintf(stderr, "tessera book show: %s\n", game ? error : "book of an unknown game");
        return 1;
    }
    printf("book %s: %s, %zu entries\n", argv[0], game->name, book.file.count);
    PosBuf pos;
    bool ok = argc == 1 || read_position(game, argc - 1, argv + 1, &pos);
    if (ok && argc == 1)
        show_entries(&book);
    else if (ok)
        show_position(&book, &pos);
    book_free(&book);
    return ok ? 0 : 1;
}

int book_tool_run(int argc, char **argv) {
    if (argc >= 1 && strcmp(argv[0], "build") == 0)
        return build(argc - 1, argv + 1);
    if (argc >= 1 && strcmp(argv[0], "deep") == 0)
        return deep(argc - 1, argv + 1);
    if (argc >= 1 && strcmp(argv[0], "show") == 0)
        return show(argc - 1, argv + 1);
    return usage();
}
