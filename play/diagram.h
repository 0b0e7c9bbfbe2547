/*
 * diagram.h - the layout every game's print_board shares, for the code that rewrites a
 * diagram as text (flip.c turns it round, decorate.c draws it in Unicode and colour): rows
 * `<rank> |` and grooves `  +`, each followed by cells of three characters and one
 * separator (a square's content, then the line or wall on its east side), then the line of
 * file letters, then notes (walls left, legends).
 */
#ifndef TESSERA_PLAY_DIAGRAM_H
#define TESSERA_PLAY_DIAGRAM_H

#include <stdbool.h>
#include <stddef.h>

enum {
    DIAGRAM_LABEL_WIDTH = 2,  /* "8 " or "  " before the first separator */
    DIAGRAM_CELL_WIDTH = 4,   /* three characters of content and a separator */
    DIAGRAM_LINE_BYTES = 256, /* longer than any diagram line (9 cells are 39 characters) */
    DIAGRAM_MAX_LINES = 128,  /* more lines than any diagram has */
};

/* A row or groove: the label, then a separator and whole cells. */
bool diagram_is_grid_line(const char *line);

/* A row of squares ("8 | r | n ..."), as opposed to a groove between rows ("  +---+"). */
bool diagram_is_row(const char *line);

/* The file letters under the grid, in either order ("    a   b", "    i   h"). */
bool diagram_is_file_line(const char *line);

/* Is column of a grid line a separator (a line, a wall or a junction), not a cell's
 * content? */
bool diagram_is_separator(size_t column);

/* Splits text into at most DIAGRAM_MAX_LINES lines in place (the newlines become NULs);
 * the number of lines. */
int diagram_split_lines(char *text, char *lines[DIAGRAM_MAX_LINES]);

#endif
