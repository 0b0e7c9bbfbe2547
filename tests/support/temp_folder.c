/*
 * temp_folder.c - the tests' temporary folders (temp_folder.h).
 */
#define _GNU_SOURCE
#include "temp_folder.h"

#include <criterion/criterion.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>

enum { PATH_BUFFERS = 8 };

void temp_folder_make(char *folder, const char *prefix) {
    snprintf(folder, TEMP_FOLDER_SIZE, "/tmp/%s-XXXXXX", prefix);
    cr_assert(mkdtemp(folder), "cannot make a temporary folder");
}

static int remove_entry(const char *path, const struct stat *info, int flag, struct FTW *ftw) {
    (void)info, (void)flag, (void)ftw;
    return remove(path);
}

void temp_folder_remove(const char *folder) {
    nftw(folder, remove_entry, 8, FTW_DEPTH | FTW_PHYS);
}

const char *temp_folder_path(const char *folder, const char *name) {
    static char paths[PATH_BUFFERS][TEMP_PATH_SIZE];
    static int next;
    char *path = paths[next++ % PATH_BUFFERS];
    snprintf(path, TEMP_PATH_SIZE, "%s/%s", folder, name);
    return path;
}
