/*
 * table_memory.h - memory for the large per-thread search tables (move lists, histories,
 * correction and evaluation caches): zeroed, cache-line aligned, and given back to the system
 * the moment it is freed. Taken straight from the system's pages where it can, so a table's
 * untouched pages cost nothing and Threads 256 -> 1 returns the memory of 255 workers instead
 * of leaving it in the allocator's heap, where a later calloc would zero (touch) it again.
 * Clearing writes zeros over the pages a search brought into memory and leaves the others
 * out of it, so it costs no more than the pages in use.
 */
#ifndef TESSERA_TABLE_MEMORY_H
#define TESSERA_TABLE_MEMORY_H

#include <stddef.h>

/* bytes of zeroed memory aligned to 64 bytes; NULL when it cannot be had. */
void *table_alloc(size_t bytes);
/* Zeroes bytes of a table from table_alloc: the pages in memory are written over, the pages
 * out of it are dropped, so neither a large untouched table nor a table in use faults. */
void table_clear(void *table, size_t bytes);
/* Frees what table_alloc gave (NULL: nothing). */
void table_free(void *table);

#endif
