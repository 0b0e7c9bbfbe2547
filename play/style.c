/*
 * style.c - the choice of glyphs and colour for play mode, and the ANSI escape codes of its
 * colours. Colours are the terminal's own palette (codes 31-36), bold for pieces, so they
 * follow whatever theme the player has.
 */
#define _GNU_SOURCE
#include "style.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

static bool is_set(const char *value) {
    return value && value[0];
}

/* A locale name such as "en_GB.UTF-8" or "C.utf8". */
static bool is_utf8_locale(const char *locale) {
    return is_set(locale) && (strcasestr(locale, "utf-8") || strcasestr(locale, "utf8"));
}

Style style_choose(const StyleFacts *facts) {
    Style style = {.live = facts->terminal};
    style.colour = facts->terminal && !is_set(facts->no_color) && is_set(facts->term) &&
                   strcmp(facts->term, "dumb") != 0;
    if (facts->glyphs == GLYPHS_AUTO)
        style.unicode = facts->terminal && is_utf8_locale(facts->locale);
    else
        style.unicode = facts->glyphs == GLYPHS_UNICODE;
    return style;
}

/* The locale that decides the character set: LC_ALL over LC_CTYPE over LANG. */
static const char *ctype_locale(void) {
    const char *names[] = {"LC_ALL", "LC_CTYPE", "LANG"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (is_set(getenv(names[i])))
            return getenv(names[i]);
    return NULL;
}

Style style_detect(FILE *out, GlyphMode glyphs) {
    StyleFacts facts = {
        .glyphs = glyphs,
        .terminal = isatty(fileno(out)) == 1,
        .no_color = getenv("NO_COLOR"),
        .term = getenv("TERM"),
        .locale = ctype_locale(),
    };
    return style_choose(&facts);
}

/* The escape sequence that starts ink. */
static const char *ink_code(Ink ink) {
    static const char *const PLAYERS[] = {"\033[1;33m", "\033[1;36m", "\033[1;35m", "\033[1;32m"};
    if (ink >= INK_PLAYER && ink < INK_PLAYER + 4)
        return PLAYERS[ink - INK_PLAYER];
    switch (ink) {
        case INK_WALL:
            return "\033[34m";
        case INK_VOID:
            return "\033[2m";
        case INK_ALERT:
            return "\033[1;31m";
        case INK_QUIET:
            return "\033[2m";
        default:
            return "";
    }
}

void style_paint(StrBuf *out, Style style, Ink ink, const char *text) {
    if (!style.colour || ink == INK_NONE) {
        strbuf_append(out, text);
        return;
    }
    strbuf_printf(out, "%s%s\033[0m", ink_code(ink), text);
}
