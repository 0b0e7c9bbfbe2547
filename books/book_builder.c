/*
 * book_builder.c - counts the moves of the first plies of played games and writes them as
 * a book, weight = number of games that played the move there (scaled down to 16 bits if a
 * count ever exceeds it).
 */
#include "book_builder.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_WEIGHT = 0xFFFF };

void book_builder_init(BookBuilder *builder, const Game *game, int max_plies) {
    memset(builder, 0, sizeof *builder);
    builder->game = game;
    builder->max_plies = max_plies;
}

void book_builder_free(BookBuilder *builder) {
    free(builder->entries);
    free(builder->leaves);
    memset(builder, 0, sizeof *builder);
}

/* Grows an array of items of size bytes to hold one more; aborts when memory runs out. */
static void *grow(void *items, size_t count, size_t *capacity, size_t size) {
    if (count < *capacity)
        return items;
    *capacity = *capacity ? 2 * *capacity : 1024;
    items = realloc(items, *capacity * size);
    if (!items)
        abort();
    return items;
}

static void add_entry(BookBuilder *builder, const void *pos, Move move) {
    builder->entries =
        grow(builder->entries, builder->count, &builder->capacity, sizeof(BookEntry));
    BookEntry *entry = &builder->entries[builder->count++];
    entry->key = book_key(builder->game, pos);
    entry->weight = 1;
    book_encode(builder->game, pos, move, &entry->move, &entry->learn);
}

static void add_leaf(BookBuilder *builder, const void *pos) {
    builder->leaves =
        grow(builder->leaves, builder->leaf_count, &builder->leaf_capacity, sizeof(uint64_t));
    builder->leaves[builder->leaf_count++] = book_key(builder->game, pos);
}

/* Copies the next blank-separated word of *text into word; false at the end. */
static bool next_word(const char **text, char word[MAX_MOVE_TEXT]) {
    *text += strspn(*text, " \t");
    size_t length = strcspn(*text, " \t");
    if (length == 0 || length >= MAX_MOVE_TEXT)
        return false;
    memcpy(word, *text, length);
    word[length] = '\0';
    *text += length;
    return true;
}

bool book_builder_add_game(BookBuilder *builder, const char *start, int players, const char *moves,
                           char *error, size_t error_size) {
    const Game *game = builder->game;
    PosBuf positions[2];
    if (!game->parse(&positions[0], start && *start ? start : game->start_position(players), error,
                     error_size))
        return false;
    builder->games++;
    char word[MAX_MOVE_TEXT];
    int ply = 0;
    for (; ply < builder->max_plies && next_word(&moves, word); ply++) {
        const void *pos = &positions[ply % 2];
        Move move;
        if (!game_parse_legal_move(game, pos, word, &move) ||
            !game->play(pos, move, &positions[(ply + 1) % 2])) {
            snprintf(error, error_size, "illegal move '%s' at ply %d", word, ply + 1);
            return false;
        }
        add_entry(builder, pos, move);
    }
    if (ply == builder->max_plies)
        add_leaf(builder, &positions[ply % 2]);
    return true;
}

static bool same_move(const BookEntry *a, const BookEntry *b) {
    return a->key == b->key && a->move == b->move && a->learn == b->learn;
}

static int compare_move(const void *a, const void *b) {
    const BookEntry *x = a, *y = b;
    if (x->key != y->key)
        return x->key < y->key ? -1 : 1;
    if (x->learn != y->learn)
        return x->learn < y->learn ? -1 : 1;
    return (int)x->move - (int)y->move;
}

/* Merges equal (key, move) entries into one with the count in a separate array. */
static size_t merge(BookEntry *entries, size_t count, uint32_t *counts) {
    if (count == 0)
        return 0; /* entries may be NULL then, which qsort must not be given */
    qsort(entries, count, sizeof *entries, compare_move);
    size_t merged = 0;
    for (size_t i = 0; i < count; i++) {
        if (merged > 0 && same_move(&entries[merged - 1], &entries[i])) {
            counts[merged - 1]++;
            continue;
        }
        entries[merged] = entries[i];
        counts[merged++] = 1;
    }
    return merged;
}

/* Keeps entries played min_count times or more, weights scaled so the largest fits. */
static size_t keep_frequent(BookEntry *entries, const uint32_t *counts, size_t count,
                            int min_count) {
    uint32_t largest = 1;
    for (size_t i = 0; i < count; i++)
        largest = counts[i] > largest ? counts[i] : largest;
    size_t kept = 0;
    for (size_t i = 0; i < count; i++) {
        if (counts[i] < (uint32_t)min_count)
            continue;
        uint64_t weight =
            largest > MAX_WEIGHT ? (uint64_t)counts[i] * MAX_WEIGHT / largest : counts[i];
        entries[kept] = entries[i];
        entries[kept++].weight = (uint16_t)(weight > 0 ? weight : 1);
    }
    return kept;
}

static int compare_keys(const void *a, const void *b) {
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

static size_t distinct_keys(uint64_t *keys, size_t count) {
    if (count == 0)
        return 0; /* keys may be NULL then, which qsort must not be given */
    qsort(keys, count, sizeof *keys, compare_keys);
    size_t distinct = 0;
    for (size_t i = 0; i < count; i++)
        distinct += i == 0 || keys[i] != keys[i - 1];
    return distinct;
}

static size_t distinct_positions(const BookEntry *entries, size_t count) {
    size_t distinct = 0;
    for (size_t i = 0; i < count; i++)
        distinct += i == 0 || entries[i].key != entries[i - 1].key;
    return distinct;
}

bool book_builder_write(BookBuilder *builder, const char *path, int min_count,
                        BookBuildStats *stats, char *error, size_t error_size) {
    uint32_t *counts = malloc(sizeof(uint32_t) * (builder->count ? builder->count : 1));
    if (!counts)
        abort();
    size_t count = merge(builder->entries, builder->count, counts);
    count = keep_frequent(builder->entries, counts, count, min_count);
    free(counts);
    builder->count = count;
    book_entries_sort(builder->entries, count);
    stats->entries = count;
    stats->positions = distinct_positions(builder->entries, count);
    stats->leaves = distinct_keys(builder->leaves, builder->leaf_count);
    const char *header = book_is_polyglot(builder->game) ? NULL : builder->game->name;
    return book_file_write(path, header, builder->entries, count, error, error_size);
}
