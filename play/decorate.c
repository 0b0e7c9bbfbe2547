/*
 * decorate.c - draws a diagram's grid (diagram.h) in the play style. Cell contents go
 * through the game view's glyphs; lines become box-drawing characters (heavy where the lines
 * are walls), and each junction of a groove takes the shape of the lines that meet there:
 * the characters left and right of it on its line, and the separators above and below it.
 * Labels, file letters and notes are left as they are.
 */
#include "decorate.h"

#include <stdlib.h>
#include <string.h>

#include "diagram.h"

/* Which lines meet at a junction, as an index into the box-drawing tables. */
enum { JOIN_RIGHT = 1, JOIN_LEFT = 2, JOIN_DOWN = 4, JOIN_UP = 8 };

static const char *const LIGHT_BOX[16] = {" ", "╶", "╴", "─", "╷", "┌", "┐", "┬",
                                          "╵", "└", "┘", "┴", "│", "├", "┤", "┼"};
static const char *const HEAVY_BOX[16] = {" ", "╺", "╸", "━", "╻", "┏", "┓", "┳",
                                          "╹", "┗", "┛", "┻", "┃", "┣", "┫", "╋"};

typedef struct Drawing {
    const GameView *view;
    Style style;
    StrBuf *out;
} Drawing;

static bool is_horizontal_line(char c) {
    return c == '-' || c == '=';
}

/* A line segment (joins set) or junction in the game's weight and colour. */
static void draw_line(const Drawing *drawing, int joins, char ascii) {
    char plain[2] = {ascii, '\0'};
    const char *const *box = drawing->view->walled ? HEAVY_BOX : LIGHT_BOX;
    const char *text = drawing->style.unicode ? box[joins] : plain;
    style_paint(drawing->out, drawing->style, drawing->view->walled ? INK_WALL : INK_NONE, text);
}

static void draw_content(const Drawing *drawing, char c) {
    char plain[2] = {c, '\0'};
    if (c == ' ') {
        strbuf_append(drawing->out, " ");
        return;
    }
    Glyph glyph = drawing->view->glyph(c);
    const char *text = drawing->style.unicode && glyph.unicode ? glyph.unicode : plain;
    style_paint(drawing->out, drawing->style, glyph.ink, text);
}

/* Is there a vertical line at column of line (a row's separator)? */
static bool has_vertical(const char *line, size_t column) {
    return line && diagram_is_row(line) && column < strlen(line) && line[column] == '|';
}

/* A row of squares: separators are vertical lines, the rest cell contents. */
static void draw_row(const Drawing *drawing, const char *line) {
    size_t length = strlen(line);
    strbuf_printf(drawing->out, "%.*s", DIAGRAM_LABEL_WIDTH, line);
    for (size_t column = DIAGRAM_LABEL_WIDTH; column < length; column++) {
        if (!diagram_is_separator(column))
            draw_content(drawing, line[column]);
        else if (line[column] == '|')
            draw_line(drawing, JOIN_UP | JOIN_DOWN, '|');
        else
            strbuf_append(drawing->out, " ");
    }
    strbuf_append(drawing->out, "\n");
}

/* A groove between rows (or the top or bottom edge): horizontal lines and junctions. */
static void draw_groove(const Drawing *drawing, const char *above, const char *line,
                        const char *below) {
    size_t length = strlen(line);
    strbuf_printf(drawing->out, "%.*s", DIAGRAM_LABEL_WIDTH, line);
    for (size_t column = DIAGRAM_LABEL_WIDTH; column < length; column++) {
        if (!diagram_is_separator(column)) {
            bool drawn = is_horizontal_line(line[column]);
            if (drawn)
                draw_line(drawing, JOIN_LEFT | JOIN_RIGHT, line[column]);
            else
                strbuf_append(drawing->out, " ");
            continue;
        }
        int joins = (is_horizontal_line(line[column - 1]) ? JOIN_LEFT : 0) |
                    (column + 1 < length && is_horizontal_line(line[column + 1]) ? JOIN_RIGHT : 0) |
                    (has_vertical(above, column) ? JOIN_UP : 0) |
                    (has_vertical(below, column) ? JOIN_DOWN : 0);
        if (joins)
            draw_line(drawing, joins, line[column]);
        else
            strbuf_append(drawing->out, drawing->style.unicode ? " " : "+");
    }
    strbuf_append(drawing->out, "\n");
}

void decorate_diagram(const char *diagram, const GameView *view, Style style, StrBuf *out) {
    char *copy = (style.unicode || style.colour) ? strdup(diagram) : NULL;
    if (!copy) {
        strbuf_append(out, diagram);
        return;
    }
    char *lines[DIAGRAM_MAX_LINES];
    int count = diagram_split_lines(copy, lines);
    Drawing drawing = {view, style, out};
    int grid_end = 0;
    while (grid_end < count && diagram_is_grid_line(lines[grid_end]))
        grid_end++;
    for (int i = 0; i < grid_end; i++) {
        if (diagram_is_row(lines[i]))
            draw_row(&drawing, lines[i]);
        else
            draw_groove(&drawing, i > 0 ? lines[i - 1] : NULL, lines[i],
                        i + 1 < grid_end ? lines[i + 1] : NULL);
    }
    for (int i = grid_end; i < count; i++)
        strbuf_printf(out, "%s\n", lines[i]);
    free(copy);
}
