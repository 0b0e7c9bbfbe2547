/*
 * array_reserve.h - growing a heap array by doubling, for the tools that load large data
 * files (the tuner's samples, the network trainer's positions).
 */
#ifndef TESSERA_TOOLS_ARRAY_RESERVE_H
#define TESSERA_TOOLS_ARRAY_RESERVE_H

#include <stdbool.h>
#include <stddef.h>

/* Makes room for extra more elements of size bytes in *array (count used, *capacity held).
 * False when memory runs out; the array is then unchanged. */
bool array_reserve(void **array, size_t *capacity, size_t count, size_t extra, size_t size);

#endif
