/*
 * array_reserve.c - array_reserve (array_reserve.h): capacity doubles from 1024 elements.
 */
#include "array_reserve.h"

#include <stdint.h>
#include <stdlib.h>

bool array_reserve(void **array, size_t *capacity, size_t count, size_t extra, size_t size) {
    if (count + extra <= *capacity)
        return true;
    size_t wanted = *capacity ? *capacity : 1024;
    while (wanted < count + extra)
        wanted *= 2;
    void *grown = wanted <= SIZE_MAX / size ? realloc(*array, wanted * size) : NULL;
    if (!grown)
        return false;
    *array = grown;
    *capacity = wanted;
    return true;
}
