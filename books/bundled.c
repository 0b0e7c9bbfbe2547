/*
 * bundled.c - where a bundled book lives, with no path compiled in. The first folder that
 * holds <stem>.bin (the name Game.bundled_book gives, a game's own name by default) wins:
 *   1. $TESSERA_BOOK_DIR, when set;
 *   2. books/ beside the file the engine's code was loaded from: the tessera binary of a
 *      checkout, or the folder of libtessera.so inside a Python package;
 *   3. ../share/tessera/books/ from that file: an installed prefix (bin/tessera and
 *      lib/libtessera.so both reach PREFIX/share/tessera/books).
 * When none holds it, the path of the first candidate is given, so the error names it.
 */
#define _GNU_SOURCE
#include "book.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static bool exists(const char *path) {
    return access(path, R_OK) == 0;
}

/* The folder of the executable or shared library this code was loaded from; "." when it
 * cannot be told. */
static void code_dir(char *dir, size_t size) {
    Dl_info info;
    char path[4096] = "";
    if (dladdr((void *)book_bundled_path, &info) && info.dli_fname && info.dli_fname[0] == '/')
        snprintf(path, sizeof path, "%s", info.dli_fname);
    else if (readlink("/proc/self/exe", path, sizeof path - 1) <= 0)
        path[0] = '\0';
    char *slash = strrchr(path, '/');
    if (slash)
        *slash = '\0';
    snprintf(dir, size, "%s", slash ? path : ".");
}

void book_bundled_path(const char *stem, char *path, size_t size) {
    char dir[4096], candidate[4600];
    code_dir(dir, sizeof dir);
    const char *from_environment = getenv("TESSERA_BOOK_DIR");
    const char *const formats[] = {"%s/%s.bin", "%s/books/%s.bin",
                                   "%s/../share/tessera/books/%s.bin"};
    const char *const bases[] = {from_environment, dir, dir};
    path[0] = '\0';
    for (int i = 0; i < 3; i++) {
        if (!bases[i] || !bases[i][0])
            continue;
        snprintf(candidate, sizeof candidate, formats[i], bases[i], stem);
        if (!path[0] || exists(candidate))
            snprintf(path, size, "%s", candidate);
        if (exists(candidate))
            return;
    }
}
