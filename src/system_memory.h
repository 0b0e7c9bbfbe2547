/*
 * system_memory.h - how much memory the machine can still give this process, so a large
 * table is refused up front with a message instead of being zeroed into the OOM killer.
 */
#ifndef TESSERA_SYSTEM_MEMORY_H
#define TESSERA_SYSTEM_MEMORY_H

#include <stddef.h>

/* Bytes the system reports as available without swapping (Linux MemAvailable, else the
 * free physical pages); 0 when unknown. */
size_t system_memory_available(void);

#endif
