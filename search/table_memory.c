/*
 * table_memory.c - the search tables' memory (table_memory.h): anonymous mappings on Linux
 * and other Unix systems, aligned heap blocks elsewhere (WebAssembly). A header of one cache
 * line before the table records the mapping's length for table_free.
 */
#include "table_memory.h"

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

void table_clear(void *table, size_t bytes) {
    char *start = table;
#if TABLE_MEMORY_MMAP
    /* The whole pages inside the table are dropped (a private anonymous page reads as zero
     * after MADV_DONTNEED); the partial pages at its ends are zeroed by hand. */
    char *end = start + bytes;
    uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE);
    char *first = (char *)(((uintptr_t)start + page - 1) / page * page);
    char *last = (char *)((uintptr_t)end / page * page);
    if (first < last && madvise(first, (size_t)(last - first), MADV_DONTNEED) == 0) {
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
