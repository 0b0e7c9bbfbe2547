/*
 * test_table_memory.c - the per-thread search tables' memory: a clear zeroes every byte,
 * including the partial pages at a table's ends; it leaves pages no search wrote out of
 * memory (a new game on 256 threads must not fault in every table) and keeps the pages a
 * search wrote in memory (the next search must not fault them back in).
 */
#include <criterion/criterion.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "search/table_memory.h"

enum { TABLE_PAGES = 64 };

static size_t page_size(void) {
    return (size_t)sysconf(_SC_PAGESIZE);
}

/* Whether the page holding address is in memory. */
static bool resident(const void *address) {
    size_t page = page_size();
    void *start = (void *)((uintptr_t)address / page * page);
    unsigned char flag = 0;
    cr_assert_eq(mincore(start, page, &flag), 0, "mincore failed");
    return flag & 1;
}

/* A table of TABLE_PAGES whole pages from table_alloc. */
static unsigned char *new_table(void) {
    unsigned char *table = table_alloc(TABLE_PAGES * page_size());
    cr_assert_not_null(table);
    return table;
}

static bool all_zero(const unsigned char *bytes, size_t length) {
    for (size_t i = 0; i < length; i++)
        if (bytes[i])
            return false;
    return true;
}

Test(table_memory, a_clear_zeroes_every_byte_up_to_the_partial_pages_at_the_ends) {
    size_t bytes = TABLE_PAGES * page_size() + 123; /* the table starts inside a page too */
    unsigned char *table = table_alloc(bytes);
    cr_assert_not_null(table);
    cr_assert(all_zero(table, bytes));
    memset(table, 0xa5, bytes);
    table_clear(table, bytes);
    cr_assert(all_zero(table, bytes), "a byte survived the clear");
    table[0] = table[bytes / 2] = table[bytes - 1] = 7; /* a few pages written, most not */
    table_clear(table, bytes);
    cr_assert(all_zero(table, bytes), "a byte survived the second clear");
    table_free(table);
}

Test(table_memory, a_clear_leaves_unwritten_pages_out_and_written_pages_in_memory) {
    size_t page = page_size();
    unsigned char *table = new_table();
    unsigned char *written = table + 10 * page + 5, *unwritten = table + 40 * page + 5;
    *written = 1;
    table_clear(table, TABLE_PAGES * page);
    cr_assert(resident(written), "a page in use was dropped: the next search faults it in");
    cr_assert_not(resident(unwritten), "an unwritten page was brought into memory");
    cr_assert_eq(*written, 0);
    table_free(table);
}

Test(table_memory, a_clear_of_a_table_never_written_brings_none_of_it_into_memory) {
    size_t page = page_size();
    unsigned char *table = new_table();
    table_clear(table, TABLE_PAGES * page);
    int in_memory = 0;
    for (size_t p = 2; p < TABLE_PAGES - 1; p++) /* the end pages are zeroed by hand */
        in_memory += resident(table + p * page);
    cr_assert_eq(in_memory, 0, "%d untouched pages brought into memory", in_memory);
    table_free(table);
}
