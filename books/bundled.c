/*
 * bundled.c - where the bundled book of a game lives: books/<game>.bin beside the running
 * executable (an installed engine carries its books along), else in the books/ folder of
 * the source tree the binary was built from (TESSERA_BOOK_DIR, set by the Makefile), so
 * build/test/tessera finds them too.
 */
#include "book.h"

#include <stdio.h>
#include <string.h>
#include <unistd.h>

#ifndef TESSERA_BOOK_DIR
#define TESSERA_BOOK_DIR "books" /* built without the Makefile: relative to the working dir */
#endif

static bool exists(const char *path) {
    return access(path, R_OK) == 0;
}

/* The folder of the running executable, or "." when it cannot be told. */
static void executable_dir(char *dir, size_t size) {
    ssize_t length = readlink("/proc/self/exe", dir, size - 1);
    dir[length > 0 ? length : 0] = '\0';
    char *slash = strrchr(dir, '/');
    if (slash)
        *slash = '\0';
    else
        snprintf(dir, size, ".");
}

void book_bundled_path(const Game *game, char *path, size_t size) {
    char dir[4096];
    executable_dir(dir, sizeof dir);
    snprintf(path, size, "%s/books/%s.bin", dir, game->name);
    char source[4096];
    snprintf(source, sizeof source, "%s/%s.bin", TESSERA_BOOK_DIR, game->name);
    if (!exists(path) && exists(source))
        snprintf(path, size, "%s", source);
}
