/*
 * atomic_file.h - writing a generated file whole or not at all: the text goes to a temporary
 * file beside the target, which is then renamed over it, so a failed or interrupted write
 * never leaves half a weights file or checkpoint behind.
 */
#ifndef TESSERA_TRAIN_ATOMIC_FILE_H
#define TESSERA_TRAIN_ATOMIC_FILE_H

#include <stdbool.h>
#include <stddef.h>

/* Replaces the file at path by text. False with the reason (naming path) in error. */
bool atomic_file_write(const char *path, const char *text, char *error, size_t error_size);

#endif
