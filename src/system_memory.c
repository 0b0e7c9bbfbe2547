/*
 * system_memory.c - available memory: /proc/meminfo's MemAvailable (free memory plus the
 * cache the kernel would drop), or sysconf's free pages where there is no /proc.
 */
#include "system_memory.h"

#include <stdio.h>
#include <unistd.h>

static size_t meminfo_available(void) {
    FILE *meminfo = fopen("/proc/meminfo", "r");
    if (!meminfo)
        return 0;
    char line[256];
    unsigned long long kilobytes = 0;
    while (fgets(line, sizeof line, meminfo))
        if (sscanf(line, "MemAvailable: %llu kB", &kilobytes) == 1)
            break;
    fclose(meminfo);
    return (size_t)kilobytes * 1024;
}

size_t system_memory_available(void) {
    size_t available = meminfo_available();
    if (available > 0)
        return available;
    long pages = sysconf(_SC_AVPHYS_PAGES), page_size = sysconf(_SC_PAGESIZE);
    return pages > 0 && page_size > 0 ? (size_t)pages * (size_t)page_size : 0;
}
