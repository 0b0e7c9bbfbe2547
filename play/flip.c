/*
 * flip.c - a board diagram seen from the other side of the table. Every game draws its board
 * (Game.print_board) in one layout (diagram.h), so turning it round is done on the text
 * alone, for every game at once: the grid lines in reverse order, the cells of each line in
 * reverse order (separators and walls included, each cell mirrored), the file letters
 * reversed, the notes unchanged.
 */
#include "flip.h"

#include <stdlib.h>
#include <string.h>

#include "diagram.h"

/* A character of a cell seen from the other side: brackets turn round. */
static char mirrored(char c) {
    return c == '(' ? ')' : c == ')' ? '(' : c;
}

/* The cells in reverse order, each mirrored and followed by the separator that stood
 * before it (its west side, now its east side). */
static void flip_grid_line(const char *line, StrBuf *out) {
    size_t length = strlen(line), cells = (length - DIAGRAM_LABEL_WIDTH - 1) / DIAGRAM_CELL_WIDTH;
    char flipped[DIAGRAM_LINE_BYTES];
    memcpy(flipped, line, DIAGRAM_LABEL_WIDTH);
    flipped[DIAGRAM_LABEL_WIDTH] = line[length - 1];
    for (size_t k = 0; k < cells; k++) {
        const char *cell = line + DIAGRAM_LABEL_WIDTH + 1 + (cells - 1 - k) * DIAGRAM_CELL_WIDTH;
        char *at = flipped + DIAGRAM_LABEL_WIDTH + 1 + k * DIAGRAM_CELL_WIDTH;
        for (int i = 0; i < DIAGRAM_CELL_WIDTH - 1; i++)
            at[i] = mirrored(cell[DIAGRAM_CELL_WIDTH - 2 - i]);
        at[DIAGRAM_CELL_WIDTH - 1] = cell[-1];
    }
    flipped[length] = '\0';
    strbuf_printf(out, "%s\n", flipped);
}

/* "    a   b   c" becomes "    c   b   a". */
static void flip_file_line(const char *line, StrBuf *out) {
    char flipped[DIAGRAM_LINE_BYTES];
    size_t length = strlen(line);
    memcpy(flipped, line, length + 1);
    for (size_t first = 4, last = length - 1; first < last;
         first += DIAGRAM_CELL_WIDTH, last -= DIAGRAM_CELL_WIDTH) {
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
    char *lines[DIAGRAM_MAX_LINES];
    int count = diagram_split_lines(copy, lines);
    int grid_end = 0;
    while (grid_end < count && diagram_is_grid_line(lines[grid_end]))
        grid_end++;
    for (int i = grid_end - 1; i >= 0; i--)
        flip_grid_line(lines[i], out);
    for (int i = grid_end; i < count; i++) {
        if (i == grid_end && diagram_is_file_line(lines[i]))
            flip_file_line(lines[i], out);
        else
            strbuf_printf(out, "%s\n", lines[i]);
    }
    free(copy);
}
