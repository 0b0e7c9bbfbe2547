/*
 * style.h - how play mode draws: plain ASCII or Unicode pieces and lines, colour or none,
 * and whether a line may be rewritten in place (the live thinking line). Decided once at
 * the start from the command line, the environment (NO_COLOR, TERM, the locale) and whether
 * the output is a terminal: a pipe or a file always gets plain ASCII lines with no escape
 * codes unless --unicode asks for Unicode.
 */
#ifndef TESSERA_PLAY_STYLE_H
#define TESSERA_PLAY_STYLE_H

#include <stdbool.h>
#include <stdio.h>

#include "src/strbuf.h"

typedef enum GlyphMode { GLYPHS_AUTO, GLYPHS_ASCII, GLYPHS_UNICODE } GlyphMode;

typedef struct Style {
    bool unicode; /* chess symbols and box-drawing lines instead of letters and - | + */
    bool colour;  /* ANSI colours */
    bool live;    /* a terminal: the thinking line is rewritten in place */
} Style;

/* What the choice depends on, read from the process by style_detect. */
typedef struct StyleFacts {
    GlyphMode glyphs;     /* --ascii, --unicode or neither */
    bool terminal;        /* the output is a terminal */
    const char *no_color; /* $NO_COLOR, or NULL */
    const char *term;     /* $TERM, or NULL */
    const char *locale;   /* $LC_ALL, else $LC_CTYPE, else $LANG, or NULL */
} StyleFacts;

/* The style for facts: colour only on a terminal that is not "dumb" and without a
 * non-empty NO_COLOR (https://no-color.org); Unicode when asked for, or by default on a
 * terminal whose locale is UTF-8. */
Style style_choose(const StyleFacts *facts);

/* style_choose for out and this process's environment. */
Style style_detect(FILE *out, GlyphMode glyphs);

/* The colours play mode uses. */
typedef enum Ink {
    INK_NONE,
    INK_PLAYER, /* + player index 0-3: a player's pieces, pawns, tokens or walls */
    INK_WALL = INK_PLAYER + 4,
    INK_VOID,
    INK_ALERT, /* unstable squares, check */
    INK_QUIET, /* the thinking line */
} Ink;

/* Appends text to out in ink (plain when the style has no colour). */
void style_paint(StrBuf *out, Style style, Ink ink, const char *text);

#endif
