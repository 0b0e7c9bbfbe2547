/*
 * book_file.c - reading and writing book records, with the checks that turn a missing,
 * truncated, unsorted or oversized file into an error message instead of a wrong move.
 */
#include "book_file.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "src/file_read.h"

enum {
    BOOK_MAX_BYTES = 1 << 30, /* a larger file is refused rather than read into memory */
};

static const char HEADER_MAGIC[4] = {'T', 'S', 'B', '1'};

static uint64_t read_big_endian(const unsigned char *bytes, int size) {
    uint64_t value = 0;
    for (int i = 0; i < size; i++)
        value = value << 8 | bytes[i];
    return value;
}

static void write_big_endian(unsigned char *bytes, uint64_t value, int size) {
    for (int i = size - 1; i >= 0; i--, value >>= 8)
        bytes[i] = (unsigned char)(value & 0xFF);
}

static BookEntry decode_record(const unsigned char *record) {
    BookEntry entry;
    entry.key = read_big_endian(record, 8);
    entry.move = (uint16_t)read_big_endian(record + 8, 2);
    entry.weight = (uint16_t)read_big_endian(record + 10, 2);
    entry.learn = (uint32_t)read_big_endian(record + 12, 4);
    return entry;
}

static void encode_record(const BookEntry *entry, unsigned char *record) {
    write_big_endian(record, entry->key, 8);
    write_big_endian(record + 8, entry->move, 2);
    write_big_endian(record + 10, entry->weight, 2);
    write_big_endian(record + 12, entry->learn, 4);
}

/* The whole file in memory; false with error when it cannot be read. */
static bool read_bytes(const char *path, unsigned char **bytes, size_t *size, char *error,
                       size_t error_size) {
    char reason[512];
    char *text;
    if (!file_read_regular(path, BOOK_MAX_BYTES, &text, size, reason, sizeof reason)) {
        snprintf(error, error_size, "book: %s", reason);
        return false;
    }
    *bytes = (unsigned char *)text;
    return true;
}

static bool check_shape(const char *path, size_t size, char *error, size_t error_size) {
    if (size % BOOK_RECORD_SIZE != 0) {
        snprintf(error, error_size, "book '%s' is truncated (%zu bytes, not whole %d-byte records)",
                 path, size, BOOK_RECORD_SIZE);
        return false;
    }
    return true;
}

static void read_header(const unsigned char *record, BookFile *file) {
    memcpy(file->game, record + sizeof HEADER_MAGIC, BOOK_GAME_NAME_SIZE);
    file->game[BOOK_GAME_NAME_SIZE] = '\0';
}

static bool decode_entries(const char *path, const unsigned char *records, size_t count,
                           BookFile *file, char *error, size_t error_size) {
    file->entries = malloc(sizeof(BookEntry) * (count ? count : 1));
    if (!file->entries) {
        snprintf(error, error_size, "not enough memory for book '%s'", path);
        return false;
    }
    for (size_t i = 0; i < count; i++) {
        file->entries[i] = decode_record(records + i * BOOK_RECORD_SIZE);
        if (i > 0 && file->entries[i].key < file->entries[i - 1].key) {
            snprintf(error, error_size, "book '%s' is not sorted by key (record %zu): corrupt?",
                     path, i + 1);
            free(file->entries);
            return false;
        }
    }
    file->count = count;
    return true;
}

bool book_file_read(const char *path, BookFile *file, char *error, size_t error_size) {
    memset(file, 0, sizeof *file);
    unsigned char *bytes;
    size_t size;
    if (!read_bytes(path, &bytes, &size, error, error_size))
        return false;
    bool ok = check_shape(path, size, error, error_size);
    size_t count = size / BOOK_RECORD_SIZE;
    const unsigned char *records = bytes;
    if (ok && count > 0 && memcmp(bytes, HEADER_MAGIC, sizeof HEADER_MAGIC) == 0) {
        read_header(bytes, file);
        records += BOOK_RECORD_SIZE;
        count--;
    }
    if (ok && count == 0) {
        snprintf(error, error_size, "book '%s' has no entries", path);
        ok = false;
    }
    ok = ok && decode_entries(path, records, count, file, error, error_size);
    free(bytes);
    return ok;
}

void book_file_free(BookFile *file) {
    free(file->entries);
    memset(file, 0, sizeof *file);
}

static bool write_header(FILE *out, const char *game) {
    unsigned char record[BOOK_RECORD_SIZE] = {0};
    memcpy(record, HEADER_MAGIC, sizeof HEADER_MAGIC);
    memcpy(record + sizeof HEADER_MAGIC, game, strlen(game));
    return fwrite(record, 1, sizeof record, out) == sizeof record;
}

bool book_file_write(const char *path, const char *game, const BookEntry *entries, size_t count,
                     char *error, size_t error_size) {
    if (game && strlen(game) > BOOK_GAME_NAME_SIZE) {
        snprintf(error, error_size, "game name '%s' is too long for a book header", game);
        return false;
    }
    FILE *out = fopen(path, "wb");
    if (!out) {
        snprintf(error, error_size, "cannot write '%s': %s", path, strerror(errno));
        return false;
    }
    bool ok = !game || write_header(out, game);
    for (size_t i = 0; ok && i < count; i++) {
        unsigned char record[BOOK_RECORD_SIZE];
        encode_record(&entries[i], record);
        ok = fwrite(record, 1, sizeof record, out) == sizeof record;
    }
    ok = fclose(out) == 0 && ok;
    if (!ok)
        snprintf(error, error_size, "cannot write '%s': %s", path, strerror(errno));
    return ok;
}

static int compare_entries(const void *a, const void *b) {
    const BookEntry *x = a, *y = b;
    if (x->key != y->key)
        return x->key < y->key ? -1 : 1;
    if (x->weight != y->weight)
        return x->weight > y->weight ? -1 : 1;
    if (x->move != y->move)
        return x->move < y->move ? -1 : 1;
    return x->learn < y->learn ? -1 : x->learn > y->learn;
}

void book_entries_sort(BookEntry *entries, size_t count) {
    if (count > 0) /* entries may be NULL when there are none */
        qsort(entries, count, sizeof *entries, compare_entries);
}
