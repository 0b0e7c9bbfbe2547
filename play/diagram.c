/*
 * diagram.c - recognising the parts of a board diagram (diagram.h) by their shape alone,
 * the same for every game.
 */
#include "diagram.h"

#include <string.h>

bool diagram_is_grid_line(const char *line) {
    size_t length = strlen(line);
    return length < DIAGRAM_LINE_BYTES && length >= DIAGRAM_LABEL_WIDTH + 1 + DIAGRAM_CELL_WIDTH &&
           (length - DIAGRAM_LABEL_WIDTH - 1) % DIAGRAM_CELL_WIDTH == 0 &&
           (line[DIAGRAM_LABEL_WIDTH] == '|' || line[DIAGRAM_LABEL_WIDTH] == '+');
}

bool diagram_is_row(const char *line) {
    return diagram_is_grid_line(line) && line[DIAGRAM_LABEL_WIDTH] == '|';
}

bool diagram_is_file_line(const char *line) {
    return strncmp(line, "    ", 4) == 0 && line[4] >= 'a' && line[4] <= 'z' &&
           strlen(line) < DIAGRAM_LINE_BYTES;
}

bool diagram_is_separator(size_t column) {
    return column >= DIAGRAM_LABEL_WIDTH &&
           (column - DIAGRAM_LABEL_WIDTH) % DIAGRAM_CELL_WIDTH == 0;
}

int diagram_split_lines(char *text, char *lines[DIAGRAM_MAX_LINES]) {
    int count = 0;
    for (char *line = text, *end; *line && count < DIAGRAM_MAX_LINES; line = end + 1) {
        end = strchr(line, '\n');
        lines[count++] = line;
        if (!end)
            break;
        *end = '\0';
    }
    return count;
}
