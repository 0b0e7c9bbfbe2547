/*
 * table_memory.c - the search tables' memory (table_memory.h): anonymous mappings on Linux
 * and other Unix systems, aligned heap blocks elsewhere (WebAssembly). A header of one cache
 * line before the table records the mapping's length for table_free.
 */
#include "table_memory.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#if defined(__unix__) && !defined(__EMSCRIPTEN__)
#include <sys/mman.h>
#include <unistd.h>
#define TABLE_MEMORY_MMAP 1
#else
#define TABLE_MEMORY_MMAP 0
#endif

enum { TABLE_HEADER = 64 }; /* keeps the table itself on a cache line of its own */

void *table_alloc(size_t bytes) {
    if (bytes > SIZE_MAX - TABLE_HEADER)
        return NULL;
    size_t length = bytes + TABLE_HEADER;
#if TABLE_MEMORY_MMAP
    /* Fresh anonymous pages read as zero and take memory only once written. */
    void *block = mmap(NULL, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (block == MAP_FAILED)
        return NULL;
#else
    length = (length + TABLE_HEADER - 1) / TABLE_HEADER * TABLE_HEADER;
    void *block = aligned_alloc(TABLE_HEADER, length);
    if (!block)
        return NULL;
    memset(block, 0, length);
#endif
    memcpy(block, &length, sizeof length);
    return (char *)block + TABLE_HEADER;
}

#if TABLE_MEMORY_MMAP
/* Zeroes one run of pages that are all in memory (written over: no fault) or all out of it
 * (dropped: a page never written, or swapped out, reads as zero once dropped, and dropping a
 * page that is not there costs no fault either). */
static void clear_run(char *run, size_t length, bool resident) {
    if (resident || madvise(run, length, MADV_DONTNEED) != 0)
        memset(run, 0, length);
}

/* Zeroes the whole pages [first, last) the cheapest way page by page: the resident ones by
 * writing them, the others by dropping them. False when residency cannot be read. */
static bool clear_pages(char *first, char *last, size_t page) {
    unsigned char resident[512];
    size_t count = (size_t)(last - first) / page;
    for (size_t done = 0; done < count;) {
        size_t chunk = count - done < sizeof resident ? count - done : sizeof resident;
        char *at = first + done * page;
        if (mincore(at, chunk * page, resident) != 0)
            return false;
        for (size_t i = 0; i < chunk;) {
            bool in = resident[i] & 1;
            size_t j = i + 1;
            while (j < chunk && (bool)(resident[j] & 1) == in)
                j++;
            clear_run(at + i * page, (j - i) * page, in);
            i = j;
        }
        done += chunk;
    }
    return true;
}
#endif

void table_clear(void *table, size_t bytes) {
    char *start = table;
#if TABLE_MEMORY_MMAP
    /* Pages a search wrote are zeroed in place, since dropping them would only fault them
     * back in at the next search; pages it never reached are left out of memory, so a new
     * game on many threads does not fault in every worker's tables. The partial pages at the
     * table's ends are zeroed by hand. */
    char *end = start + bytes;
    uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE);
    char *first = (char *)(((uintptr_t)start + page - 1) / page * page);
    char *last = (char *)((uintptr_t)end / page * page);
    if (first < last && clear_pages(first, last, page)) {
        memset(start, 0, (size_t)(first - start));
        memset(last, 0, (size_t)(end - last));
        return;
    }
#endif
    memset(start, 0, bytes);
}

void table_free(void *table) {
    if (!table)
        return;
    char *block = (char *)table - TABLE_HEADER;
#if TABLE_MEMORY_MMAP
    size_t length;
    memcpy(&length, block, sizeof length);
    munmap(block, length);
#else
    free(block);
#endif
}
