/*
 * test_game_conformance.c - docs/ARCHITECTURE.md's "Adding a game" checklist, enforced over
 * every game of the registry (engine/registry.c) without naming one: its rules (the start
 * position reads back, its key is the key from scratch, perft 2 from it is a count of the
 * game's tests/perft/ files), its evaluation (evaluate and eval_trace on the start position,
 * weights in eval/<game>/ files marked as generated), its books (books/<game>.bin and every
 * other bundled book it names load and have moves for a start), its bench positions (they read; the
 * bench searches them) and its terminal view (play/games/). The suite runs from the repository
 * root, as `make test` does.
 */
#include <criterion/criterion.h>
#include <glob.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "books/book.h"
#include "engine/engine.h"
#include "engine/registry.h"
#include "play/game_view.h"
#include "src/perft.h"
#include "src/strbuf.h"

enum { EPD_LINE = 2048, CONFORMANCE_PERFT_DEPTH = 2 };

/* The start position of game for players, parsed (the test fails if it does not parse). */
static void start_of(const Game *game, int players, PosBuf *pos) {
    const char *text = game->start_position(players);
    char error[256];
    cr_assert(text && game->parse(pos, text, error, sizeof error), "%s, %d players: %s", game->name,
              players, text ? error : "no start position");
}

/* ---- the descriptor and the registry -------------------------------------------------- */

Test(game_conformance, every_game_is_found_by_its_names_and_states_its_facts) {
    cr_assert_gt(registry_count(), 0);
    cr_assert_eq(registry_default(), registry_game(0), "the default game is the registry's first");
    for (int i = 0; i < registry_count(); i++) {
        const Game *game = registry_game(i);
        cr_assert(game->name && game->name[0], "game %d has no name", i);
        cr_assert_eq(registry_find(game->name), game, "%s", game->name);
        if (game->alias)
            cr_assert_eq(registry_find(game->alias), game, "%s: alias %s", game->name, game->alias);
        cr_assert(game->files > 0 && game->ranks > 0, "%s: board size", game->name);
        cr_assert(1 <= game->min_players && game->min_players <= game->max_players &&
                      game->max_players <= MAX_PLAYERS,
                  "%s: players %d to %d", game->name, game->min_players, game->max_players);
        cr_assert(game->pos_size > 0 && game->pos_size <= MAX_POS_SIZE, "%s: pos_size %zu",
                  game->name, game->pos_size);
    }
}

/* A game's own options (Game.choices): named after the game (the protocol finds them so),
 * within the engine's limits, and every value's start reads and fits its own choices. */
Test(game_conformance, every_games_own_options_are_named_after_it_and_start_right) {
    int total = 0;
    for (int i = 0; i < registry_count(); i++) {
        const Game *game = registry_game(i);
        cr_assert(game->choice_count >= 0 && game->choice_count <= GAME_MAX_CHOICES, "%s",
                  game->name);
        total += game->choice_count;
        GameChoices chosen = {{0}};
        for (int c = 0; c < game->choice_count; c++) {
            const GameChoice *choice = &game->choices[c];
            cr_assert(strncasecmp(choice->option, game->name, strlen(game->name)) == 0, "%s: %s",
                      game->name, choice->option);
            cr_assert_not_null(choice->values[0], "%s: %s has no value", game->name,
                               choice->option);
            for (int v = 0; choice->values[v]; v++) {
                chosen.value[c] = (uint8_t)v;
                for (int players = game->min_players; players <= game->max_players; players++) {
                    PosBuf pos;
                    char error[256];
                    const char *text = game_start_position(game, players, &chosen);
                    cr_assert(game_parse_chosen(game, &pos, text, &chosen, error, sizeof error),
                              "%s %s=%s: %s", game->name, choice->option, choice->values[v], error);
                    cr_assert_eq(pos_header(&pos)->players, players, "%s", text);
                }
            }
            chosen.value[c] = 0;
        }
    }
    cr_assert_leq(total, ENGINE_GAME_OPTIONS_MAX, "the engine keeps this many");
}

/* ---- rules ------------------------------------------------------------------------------ */

Test(game_conformance, every_start_position_reads_back_with_its_key) {
    for (int i = 0; i < registry_count(); i++) {
        const Game *game = registry_game(i);
        for (int players = game->min_players; players <= game->max_players; players++) {
            PosBuf pos, again;
            start_of(game, players, &pos);
            char text[MAX_POS_TEXT], text_again[MAX_POS_TEXT], error[256];
            game->format(&pos, text, sizeof text);
            cr_assert(game->parse(&again, text, error, sizeof error), "%s: %s: %s", game->name,
                      text, error);
            game->format(&again, text_again, sizeof text_again);
            cr_assert_str_eq(text_again, text, "%s: the start position's text reads back",
                             game->name);
            const PosHeader *header = pos_header(&pos);
            cr_assert_eq(header->players, players, "%s: %s", game->name, text);
            cr_assert_eq(game->key_from_scratch(&pos), header->key, "%s: %s", game->name, text);
            cr_assert_eq(pos_header(&again)->key, header->key, "%s: %s", game->name, text);
        }
    }
}

/* The D<depth> count of the line of path whose position is the one formatted as wanted;
 * 0: no such line. */
static uint64_t epd_count(const Game *game, const char *path, const char *wanted, int depth) {
    FILE *file = fopen(path, "r");
    cr_assert(file, "cannot open %s", path);
    char line[EPD_LINE];
    uint64_t count = 0;
    while (!count && fgets(line, sizeof line, file)) {
        char *fields = strchr(line, ';');
        if (line[0] == '#' || !fields)
            continue;
        *fields++ = '\0';
        for (size_t end = strlen(line); end > 0 && line[end - 1] == ' '; end--)
            line[end - 1] = '\0';
        PosBuf pos;
        char text[MAX_POS_TEXT], error[256];
        /* A line the game does not read is its own perft suite's business (that suite fails
         * on it); here it is only not the start position. */
        if (!game->parse(&pos, line, error, sizeof error))
            continue;
        game->format(&pos, text, sizeof text);
        if (strcmp(text, wanted) != 0)
            continue;
        char key[16];
        snprintf(key, sizeof key, "D%d ", depth);
        const char *at = strstr(fields, key);
        if (at)
            count = strtoull(at + strlen(key), NULL, 10);
    }
    fclose(file);
    return count;
}

/* The D<depth> count of the start position in the game's perft files (tests/perft/<game>.epd
 * and tests/perft/<game>-*.epd, at least one of which must exist); 0: none gives it. */
static uint64_t perft_file_count(const Game *game, const char *start, int depth) {
    char pattern[256];
    snprintf(pattern, sizeof pattern, "tests/perft/%s{,-*}.epd", game->name);
    glob_t found;
    int status = glob(pattern, GLOB_BRACE, NULL, &found);
    cr_assert(status == 0 && found.gl_pathc > 0, "%s: no perft file %s", game->name, pattern);
    uint64_t count = 0;
    for (size_t i = 0; i < found.gl_pathc && !count; i++)
        count = epd_count(game, found.gl_pathv[i], start, depth);
    globfree(&found);
    return count;
}

Test(game_conformance, perft_from_every_start_is_in_the_games_perft_files) {
    for (int i = 0; i < registry_count(); i++) {
        const Game *game = registry_game(i);
        for (int players = game->min_players; players <= game->max_players; players++) {
            PosBuf pos;
            start_of(game, players, &pos);
            char text[MAX_POS_TEXT];
            game->format(&pos, text, sizeof text);
            uint64_t nodes = perft(game, &pos, CONFORMANCE_PERFT_DEPTH);
            cr_assert_gt(nodes, 0, "%s: perft %d of %s", game->name, CONFORMANCE_PERFT_DEPTH, text);
            uint64_t expected = perft_file_count(game, text, CONFORMANCE_PERFT_DEPTH);
            cr_assert_neq(expected, 0,
                          "%s: no D%d count of the start position %s in its perft files",
                          game->name, CONFORMANCE_PERFT_DEPTH, text);
            cr_assert_eq(nodes, expected, "%s: perft %d of %s: %llu, the file says %llu",
                         game->name, CONFORMANCE_PERFT_DEPTH, text, (unsigned long long)nodes,
                         (unsigned long long)expected);
        }
    }
}

/* ---- evaluation ------------------------------------------------------------------------- */

Test(game_conformance, every_game_evaluates_and_traces_its_start_positions) {
    for (int i = 0; i < registry_count(); i++) {
        const Game *game = registry_game(i);
        cr_assert(game->evaluate && game->eval_trace, "%s: no evaluation", game->name);
        for (int players = game->min_players; players <= game->max_players; players++) {
            PosBuf pos;
            start_of(game, players, &pos);
            Score score = game->evaluate(&pos);
            cr_assert(score > -SCORE_MATE_IN_MAX && score < SCORE_MATE_IN_MAX,
                      "%s, %d players: start evaluation %d", game->name, players, score);
            StrBuf trace;
            strbuf_init(&trace);
            game->eval_trace(&pos, &trace);
            cr_assert_gt(strlen(strbuf_text(&trace)), 0, "%s: empty trace", game->name);
            strbuf_free(&trace);
        }
    }
}

/* A generated weights file of game: in eval/<game>/ and marked on its first line. */
static void assert_generated_file(const Game *game, const char *source) {
    char folder[128];
    snprintf(folder, sizeof folder, "eval/%s/", game->name);
    cr_assert(strncmp(source, folder, strlen(folder)) == 0, "%s: %s is not in %s", game->name,
              source, folder);
    FILE *file = fopen(source, "r");
    cr_assert(file, "%s: cannot open %s", game->name, source);
    char first[256] = "";
    cr_assert(fgets(first, sizeof first, file), "%s: %s is empty", game->name, source);
    fclose(file);
    cr_assert(strncmp(first, "/* Generated by ", 16) == 0 && strstr(first, "do not edit"),
              "%s: %s does not begin with its 'Generated by ...: do not edit' line", game->name,
              source);
}

/* The sets a game's own options pick (Game.eval_weights_of), for every value and players. */
static void assert_chosen_weights_generated(const Game *game) {
    for (int c = 0; game->eval_weights && c < game->choice_count; c++)
        for (int v = 0; game->choices[c].values[v]; v++)
            for (int players = game->min_players; players <= game->max_players; players++) {
                GameChoices chosen = {{0}};
                chosen.value[c] = (uint8_t)v;
                assert_generated_file(game, game_eval_weights(game, players, &chosen)->source);
            }
}

Test(game_conformance, every_games_weights_are_generated_files_of_its_eval_folder) {
    for (int i = 0; i < registry_count(); i++) {
        const Game *game = registry_game(i);
        if (game->eval_weights)
            assert_generated_file(game, game->eval_weights->source);
        if (game->multi_eval_weights)
            assert_generated_file(game, game->multi_eval_weights->source);
        assert_chosen_weights_generated(game);
        if (game->net)
            assert_generated_file(game, game->net->source);
    }
}

/* ---- book ------------------------------------------------------------------------------- */

Test(game_conformance, every_game_has_a_book_with_moves_from_its_start) {
    for (int i = 0; i < registry_count(); i++) {
        const Game *game = registry_game(i);
        char path[256], error[512];
        snprintf(path, sizeof path, "books/%s.bin", game->name);
        Book book;
        cr_assert(book_load(&book, game, path, error, sizeof error), "%s: %s", game->name, error);
        PosBuf pos;
        start_of(game, game->min_players, &pos);
        BookMove moves[MAX_BOOK_MOVES];
        cr_assert_gt(book_probe(&book, &pos, moves, MAX_BOOK_MOVES), 0,
                     "%s: %s has no move for the start position", game->name, path);
        book_free(&book);
    }
}

/* Whether books/<stem>.bin loads for game (the test fails if not) and has moves for the start
 * position under chosen. */
static bool book_answers_start(const Game *game, const char *stem, const GameChoices *chosen) {
    char path[256], error[512];
    snprintf(path, sizeof path, "books/%s.bin", stem);
    Book book;
    cr_assert(book_load(&book, game, path, error, sizeof error), "%s: %s", game->name, error);
    PosBuf pos;
    const char *text = game_start_position(game, game->min_players, chosen);
    cr_assert(game->parse(&pos, text, error, sizeof error), "%s: %s", text, error);
    BookMove moves[MAX_BOOK_MOVES];
    bool answers = book_probe(&book, &pos, moves, MAX_BOOK_MOVES) > 0;
    book_free(&book);
    return answers;
}

enum { MAX_NAMED_BOOKS = 32 };

/* The bundled books a game names, each with whether it answered the start of a choice that
 * names it. */
typedef struct NamedBooks {
    const char *stems[MAX_NAMED_BOOKS];
    bool answers[MAX_NAMED_BOOKS];
    int count;
} NamedBooks;

/* Notes the books game names under chosen, at full strength and not. */
static void note_books(NamedBooks *books, const Game *game, const GameChoices *chosen) {
    for (int full = 0; full <= 1; full++) {
        const char *stem = game_bundled_book(game, chosen, full);
        int at = 0;
        while (at < books->count && strcmp(books->stems[at], stem) != 0)
            at++;
        cr_assert_lt(at, MAX_NAMED_BOOKS);
        books->stems[at] = stem;
        books->count += at == books->count;
        books->answers[at] = book_answers_start(game, stem, chosen) || books->answers[at];
    }
}

/* Every bundled book a game names (Game.bundled_book) under each value of each of its own
 * options, the others at their defaults, at full strength or not, loads, and each has moves
 * for the start position of one of the choices that name it (a rule set's book for its start;
 * another start, such as Wall Go's fixed one, may have none). */
Test(game_conformance, every_bundled_book_a_game_names_loads_and_answers_a_start) {
    for (int i = 0; i < registry_count(); i++) {
        const Game *game = registry_game(i);
        NamedBooks books = {.count = 0};
        const GameChoices defaults = {{0}};
        note_books(&books, game, &defaults);
        for (int choice = 0; choice < game->choice_count; choice++)
            for (int value = 1; game->choices[choice].values[value]; value++) {
                GameChoices chosen = defaults;
                chosen.value[choice] = (uint8_t)value;
                note_books(&books, game, &chosen);
            }
        for (int at = 0; at < books.count; at++)
            cr_assert(books.answers[at],
                      "%s: books/%s.bin has no move for the start of its choices", game->name,
                      books.stems[at]);
    }
}

/* ---- bench positions --------------------------------------------------------------------- */

Test(game_conformance, every_game_has_bench_positions_that_read_and_go_on) {
    for (int i = 0; i < registry_count(); i++) {
        const Game *game = registry_game(i);
        cr_assert(game->bench_depth > 0 && game->bench_depth < MAX_PLY, "%s: bench depth %d",
                  game->name, game->bench_depth);
        cr_assert(game->bench_positions && game->bench_positions[0], "%s: no bench position",
                  game->name);
        for (int n = 0; game->bench_positions[n]; n++) {
            PosBuf pos;
            char error[256];
            cr_assert(game->parse(&pos, game->bench_positions[n], error, sizeof error),
                      "%s bench position %d: %s", game->name, n + 1, error);
        }
    }
}

/* ---- terminal view ---------------------------------------------------------------------- */

Test(game_conformance, every_game_has_its_own_terminal_view) {
    for (int i = 0; i < registry_count(); i++) {
        const Game *game = registry_game(i);
        const GameView *view = game_view(game);
        cr_assert_str_eq(view->game, game->name, "%s has no view in play/games/ (play/game_view.c)",
                         game->name);
        cr_assert(view->notation && view->notation[0], "%s: no notation", game->name);
        cr_assert(view->rules && view->rules[0], "%s: no rules summary", game->name);
        cr_assert(view->glyph, "%s: no glyphs", game->name);
    }
}
