/*
 * deep_book.c - the deep book's tree, level by level (deep_book.h): the positions of one ply
 * are searched (level_search.c), then, in the order they were found, each one's kept moves
 * become book records and the new positions they reach make up the next level. A position
 * met again by another order of moves is searched once. The records are sorted and written
 * as an ordinary book of the game (books/book_file.h).
 */
#include "deep_book.h"

#include <stdlib.h>
#include <string.h>

#include "books/book.h"
#include "search/search.h"
#include "src/monotonic.h"
#include "tools/array_reserve.h"
#include "level_search.h"

/* A kept move's weight runs from 1 (as far below the best as the margin allows) to this. */
enum { BEST_WEIGHT = 100 };

typedef struct Tree {
    const Game *game;
    const DeepBookConfig *config;
    uint64_t *seen; /* open addressing, 0 = empty slot; keys of positions queued so far */
    size_t seen_capacity, seen_count;
    bool seen_zero; /* the key 0, which no slot can hold */
    BookEntry *entries;
    size_t entry_count, entry_capacity;
    PosBuf *next; /* the level being gathered */
    size_t next_count, next_capacity;
    int queued; /* positions queued in all levels, searched or to be */
} Tree;

/* key (not 0) into the table; false when it was there already. */
static bool seen_insert(uint64_t *slots, size_t capacity, uint64_t key) {
    for (size_t slot = key & (capacity - 1);; slot = (slot + 1) & (capacity - 1)) {
        if (slots[slot] == key)
            return false;
        if (slots[slot] == 0) {
            slots[slot] = key;
            return true;
        }
    }
}

/* Notes key; false when it was already there. */
static bool seen_add(Tree *tree, uint64_t key, bool *failed) {
    if (key == 0) {
        bool added = !tree->seen_zero;
        tree->seen_zero = true;
        return added;
    }
    if (2 * (tree->seen_count + 1) > tree->seen_capacity) {
        size_t capacity = tree->seen_capacity ? 2 * tree->seen_capacity : 1024;
        uint64_t *slots = calloc(capacity, sizeof *slots);
        if (!slots) {
            *failed = true;
            return false;
        }
        for (size_t i = 0; i < tree->seen_capacity; i++)
            if (tree->seen[i])
                seen_insert(slots, capacity, tree->seen[i]);
        free(tree->seen);
        tree->seen = slots;
        tree->seen_capacity = capacity;
    }
    bool added = seen_insert(tree->seen, tree->seen_capacity, key);
    tree->seen_count += added;
    return added;
}

static int weight_of(Score best, Score score, int margin) {
    int behind = best - score;
    if (margin == 0)
        return BEST_WEIGHT;
    return 1 + (BEST_WEIGHT - 1) * (margin - behind) / margin;
}

static bool add_entry(Tree *tree, const void *pos, Move move, int weight) {
    if (!array_reserve((void **)&tree->entries, &tree->entry_capacity, tree->entry_count, 1,
                       sizeof(BookEntry)))
        return false;
    BookEntry *entry = &tree->entries[tree->entry_count++];
    entry->key = book_key(tree->game, pos);
    entry->weight = (uint16_t)weight;
    book_encode(tree->game, pos, move, &entry->move, &entry->learn);
    return true;
}

/* Queues child for the next level unless it was met before or the budget is spent. */
static bool queue_child(Tree *tree, const PosBuf *child) {
    bool failed = false;
    if (tree->queued >= tree->config->max_positions ||
        !seen_add(tree, pos_header(child)->key, &failed))
        return !failed;
    if (!array_reserve((void **)&tree->next, &tree->next_capacity, tree->next_count, 1,
                       sizeof(PosBuf)))
        return false;
    tree->next[tree->next_count++] = *child;
    tree->queued++;
    return true;
}

/* The records of pos's kept moves, and their positions queued when ply + 1 is searched. */
static bool expand(Tree *tree, const PosBuf *pos, const LevelLines *lines, int ply) {
    const Game *game = tree->game;
    for (int i = 0; i < lines->count; i++) {
        if (lines->scores[i] < lines->scores[0] - tree->config->margin)
            break; /* the lines come best first */
        PosBuf child;
        if (!game->play(pos, lines->moves[i], &child) ||
            !add_entry(tree, pos, lines->moves[i],
                       weight_of(lines->scores[0], lines->scores[i], tree->config->margin)))
            return false;
        if (ply + 1 < tree->config->plies && !queue_child(tree, &child))
            return false;
    }
    return true;
}

/* Searches the level of positions at ply and gathers the next one in tree->next. */
static bool build_level(Tree *tree, const PosBuf *level, int count, int ply,
                        LevelProgress *progress, char *error, size_t error_size) {
    LevelLines *lines = malloc(sizeof *lines * (size_t)count);
    if (!lines) {
        snprintf(error, error_size, "not enough memory for %d positions", count);
        return false;
    }
    bool ok =
        level_search(tree->game, tree->config, level, count, lines, progress, error, error_size);
    tree->next_count = 0;
    for (int i = 0; ok && i < count; i++)
        if (!expand(tree, &level[i], &lines[i], ply)) {
            snprintf(error, error_size, "not enough memory for the book");
            ok = false;
        }
    free(lines);
    progress->done_before += count;
    return ok;
}

/* The line of highest-weight book moves from the start, in the game's notation. */
static void main_line(const Tree *tree, const BookFile *file, DeepBookStats *stats) {
    const Game *game = tree->game;
    Book book = {.game = game, .file = *file};
    PosBuf pos[2];
    char error[256];
    game->parse(&pos[0], game->start_position(game->min_players), error, sizeof error);
    stats->main[0] = '\0';
    for (int ply = 0; ply < DEEP_BOOK_MAX_PLIES; ply++) {
        BookMove moves[MAX_BOOK_MOVES];
        int count = book_probe(&book, &pos[ply % 2], moves, MAX_BOOK_MOVES);
        int best = 0;
        for (int i = 1; i < count; i++)
            best = moves[i].weight > moves[best].weight ? i : best;
        char text[MAX_MOVE_TEXT];
        if (count == 0 || !game->play(&pos[ply % 2], moves[best].move, &pos[(ply + 1) % 2]))
            break;
        game->format_move(&pos[ply % 2], moves[best].move, text);
        size_t used = strlen(stats->main);
        if (used + strlen(text) + 2 > sizeof stats->main)
            break;
        snprintf(stats->main + used, sizeof stats->main - used, "%s%s", used ? " " : "", text);
        stats->main_plies = ply + 1;
    }
}

static bool write_book(Tree *tree, const char *path, DeepBookStats *stats, char *error,
                       size_t error_size) {
    book_entries_sort(tree->entries, tree->entry_count);
    stats->entries = tree->entry_count;
    const char *header = book_is_polyglot(tree->game) ? NULL : tree->game->name;
    if (!book_file_write(path, header, tree->entries, tree->entry_count, error, error_size))
        return false;
    BookFile file = {.entries = tree->entries, .count = tree->entry_count};
    main_line(tree, &file, stats);
    return true;
}

static bool grow_tree(Tree *tree, FILE *progress_out, DeepBookStats *stats, char *error,
                      size_t error_size) {
    const Game *game = tree->game;
    PosBuf *level = malloc(sizeof *level);
    if (!level ||
        !game->parse(&level[0], game->start_position(game->min_players), error, error_size)) {
        free(level);
        return false;
    }
    bool failed = false;
    seen_add(tree, pos_header(&level[0])->key, &failed);
    tree->queued = 1;
    LevelProgress progress = {progress_out, 0, tree->config->max_positions, monotonic_ms()};
    bool ok = !failed;
    int count = 1;
    for (int ply = 0; ok && count > 0; ply++) {
        ok = build_level(tree, level, count, ply, &progress, error, error_size);
        stats->searched += count;
        stats->deepest = ply;
        free(level);
        level = tree->next; /* the next level becomes the current one */
        count = (int)tree->next_count;
        tree->next = NULL;
        tree->next_count = tree->next_capacity = 0;
    }
    free(level);
    return ok;
}

bool deep_book_config_valid(const Game *game, const DeepBookConfig *config, char *error,
                            size_t error_size) {
    const char *wrong =
        game->min_players != 2 ? "the game is not a two-player game"
        : config->plies < 1 || config->plies > DEEP_BOOK_MAX_PLIES    ? "plies out of range"
        : config->depth < 1 || config->depth > DEEP_BOOK_MAX_DEPTH    ? "depth out of range"
        : config->width < 1 || config->width > DEEP_BOOK_MAX_WIDTH    ? "width out of range"
        : config->margin < 0 || config->margin > DEEP_BOOK_MAX_MARGIN ? "margin out of range"
        : config->max_positions < 1 || config->max_positions > DEEP_BOOK_MAX_POSITIONS
            ? "positions out of range"
        : config->threads < 1 || config->threads > DEEP_BOOK_MAX_THREADS ? "threads out of range"
        : config->hash_mb < 1 || config->hash_mb > DEEP_BOOK_MAX_HASH_MB ? "hash out of range"
                                                                         : NULL;
    if (wrong)
        snprintf(error, error_size, "%s", wrong);
    return wrong == NULL;
}

bool deep_book_build(const Game *game, const DeepBookConfig *config, const char *path,
                     FILE *progress, DeepBookStats *stats, char *error, size_t error_size) {
    *stats = (DeepBookStats){0};
    if (!deep_book_config_valid(game, config, error, error_size))
        return false;
    Tree tree = {.game = game, .config = config};
    bool ok = grow_tree(&tree, progress, stats, error, error_size) &&
              write_book(&tree, path, stats, error, error_size);
    free(tree.seen);
    free(tree.entries);
    free(tree.next);
    return ok;
}
