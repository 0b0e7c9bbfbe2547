/*
 * square_text.h - squares as text on boards of up to 9 files and 9 ranks: a file letter
 * from 'a' and a rank digit from '1' (e2, i9). Shared by the notation and position-string
 * code of the chess-family games.
 */
#ifndef TESSERA_SQUARE_TEXT_H
#define TESSERA_SQUARE_TEXT_H

#include <stdbool.h>

/* Reads two characters as a square of a files x ranks board (file and rank from 0). */
static inline bool square_text_parse(const char *text, int files, int ranks, int *file, int *rank) {
    if (text[0] < 'a' || text[0] >= 'a' + files || text[1] < '1' || text[1] >= '1' + ranks)
        return false;
    *file = text[0] - 'a';
    *rank = text[1] - '1';
    return true;
}

/* Writes the square's two characters (no terminator). */
static inline void square_text_write(char *out, int file, int rank) {
    out[0] = (char)('a' + file);
    out[1] = (char)('1' + rank);
}

#endif
