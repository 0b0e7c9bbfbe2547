/*
 * temp_folder.h - a temporary folder for a test's files: made by a suite's .init, removed
 * with everything in it by its .fini, and the paths of files in it.
 */
#ifndef TESSERA_TESTS_TEMP_FOLDER_H
#define TESSERA_TESTS_TEMP_FOLDER_H

#include <stddef.h>

enum { TEMP_FOLDER_SIZE = 64, TEMP_PATH_SIZE = 160 };

/* Makes /tmp/<prefix>-XXXXXX into folder (TEMP_FOLDER_SIZE bytes); a failed assertion when it
 * cannot. */
void temp_folder_make(char *folder, const char *prefix);

/* Removes folder and everything in it. */
void temp_folder_remove(const char *folder);

/* "<folder>/<name>", in one of 8 buffers used in turn (so a few can be held at once). */
const char *temp_folder_path(const char *folder, const char *name);

#endif
