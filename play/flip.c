/*
 * flip.c - a board diagram seen from the other side of the table. Every game draws its board
 * (Game.print_board) in one layout: rows `<rank> |` and grooves `  +`, each followed by
 * cells of three characters and one separator (a square's content, then the line or wall on
 * its east side), then the line of file letters, then notes (walls left, legends). Turning
 * the board round is therefore done on the text alone, for every game at once: the grid
 * lines in reverse order, the cells of each line in reverse order (separators and walls
 * included, each cell mirrored), the file letters reversed, the notes unchanged.
 */
#include "flip.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

enum {
    LABEL_WIDTH = 2,  /* "8 " or "  " before the first separator */
    CELL_WIDTH = 4,   /* three characters of content and a separator */
    LINE_BYTES = 256, /* longer than any diagram line (9 cells are 39 characters) */
    MAX_LINES = 128,  /* more lines than any diagram has */
};

/* A row or groove: the label, then a separator and whole cells. */
static bool is_grid_line(const char *line) {
    size_t length = strlen(line);
    return length < LINE_BYTES && length >= LABEL_WIDTH + 1 + CELL_WIDTH &&
           (length - LABEL_WIDTH - 1) % CELL_WIDTH == 0 &&
           (line[LABEL_WIDTH] == '|' || line[LABEL_WIDTH] == '+');
}

/* The file letters under the grid, in either order ("    a   b", "    i   h"). */
static bool is_file_line(const char *line) {
    return strncmp(line, "    ", 4) == 0 && line[4] >= 'a' && line[4] <= 'z' &&
           strlen(line) < LINE_BYTES;
}

/* A character of a cell seen from the other side: brackets turn round. */
static char mirrored(char c) {
    return c == '(' ? ')' : c == ')' ? '(' : c;
}

/* The cells in reverse order, each mirrored and followed by the separator that stood
 * before it (its west side, now its east side). */
static void flip_grid_line(const char *line, StrBuf *out) {
    size_t length = strlen(line), cells = (length - LABEL_WIDTH - 1) / CELL_WIDTH;
    char flipped[LINE_BYTES];
    memcpy(flipped, line, LABEL_WIDTH);
    flipped[LABEL_WIDTH] = line[length - 1];
    for (size_t k = 0; k < cells; k++) {
        const char *cell = line + LABEL_WIDTH + 1 + (cells - 1 - k) * CELL_WIDTH;
        char *at = flipped + LABEL_WIDTH + 1 + k * CELL_WIDTH;
        for (int i = 0; i < CELL_WIDTH - 1; i++)
            at[i] = mirrored(cell[CELL_WIDTH - 2 - i]);
        at[CELL_WIDTH - 1] = cell[-1];
    }
    flipped[length] = '\0';
    strbuf_printf(out, "%s\n", flipped);
}

/* "    a   b   c" becomes "    c   b   a". */
static void flip_file_line(const char *line, StrBuf *out) {
    char flipped[LINE_BYTES];
    size_t length = strlen(line);
    memcpy(flipped, line, length + 1);
    for (size_t first = 4, last = length - 1; first < last;
         first += CELL_WIDTH, last -= CELL_WIDTH) {
        flipped[first] = line[last];
        flipped[last] = line[first];
    }
    strbuf_printf(out, "%s\n", flipped);
}

void flip_diagram(const char *diagram, StrBuf *out) {
    char *copy = malloc(strlen(diagram) + 1);
    if (!copy) {
        strbuf_append(out, diagram);
        return;
    }
    strcpy(copy, diagram);
    char *lines[MAX_LINES];
    int count = 0;
    for (char *line = copy, *end; *line && count < MAX_LINES; line = end + 1) {
        end = strchr(line, '\n');
        lines[count++] = line;
        if (!end)
            break;
        *end = '\0';
    }
    int grid_end = 0;
    while (grid_end < count && is_grid_line(lines[grid_end]))
        grid_end++;
    for (int i = grid_end - 1; i >= 0; i--)
        flip_grid_line(lines[i], out);
    for (int i = grid_end; i < count; i++) {
        if (i == grid_end && is_file_line(lines[i]))
            flip_file_line(lines[i], out);
        else
            strbuf_printf(out, "%s\n", lines[i]);
    }
    free(copy);
}
