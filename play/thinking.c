/*
 * thinking.c - the thinking line. On a terminal it is one line rewritten in place: a
 * carriage return and "erase to the end of the line" before each new text, and the same to
 * wipe it, so the move that follows is printed where the line stood. The callback runs on
 * the search thread while the session waits for the move, so the two never write at once.
 */
#include "thinking.h"

#include <stdlib.h>

/* Back to the start of the line and erase it (ANSI / VT100). */
static const char WIPE[] = "\r\033[K";

void thinking_format(const Game *game, int side, const TesseraInfo *info, char *text, size_t size) {
    const char *name = game->player_names[side];
    if (info->is_mate && info->mate > 0)
        snprintf(text, size, "Thinking: depth %d, %s mates in %d", info->depth, name, info->mate);
    else if (info->is_mate)
        snprintf(text, size, "Thinking: depth %d, %s is mated in %d", info->depth, name,
                 -info->mate);
    else
        snprintf(text, size, "Thinking: depth %d, score %c%d.%02d for %s", info->depth,
                 info->score < 0 ? '-' : '+', abs(info->score) / 100, abs(info->score) % 100, name);
}

void thinking_heard(void *context, const TesseraInfo *info) {
    Thinking *thinking = context;
    if (!thinking->style.live || info->multipv > 1)
        return;
    char text[128];
    thinking_format(thinking->game, thinking->side, info, text, sizeof text);
    StrBuf line;
    strbuf_init(&line);
    strbuf_append(&line, WIPE);
    style_paint(&line, thinking->style, INK_QUIET, text);
    fputs(strbuf_text(&line), thinking->out);
    fflush(thinking->out);
    strbuf_free(&line);
    thinking->shown = true;
}

void thinking_clear(Thinking *thinking) {
    if (!thinking->shown)
        return;
    fputs(WIPE, thinking->out);
    fflush(thinking->out);
    thinking->shown = false;
}
