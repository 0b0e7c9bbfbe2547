/*
 * thinker.c - runs protocol commands on an in-process Engine whose output goes to a memory
 * stream, then reads the answer (`bestmove`, `info string error`) from that text.
 */
#define _GNU_SOURCE
#include "thinker.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "../protocol/commands.h"
#include "../src/strbuf.h"
#include "../src/text.h"
#include "level.h"

static void thinker_forget_text(Thinker *thinker) {
    free(thinker->text);
    thinker->text = NULL;
    thinker->length = 0;
}

/* Runs one protocol line and waits for any search it starts; its output is thinker->text. */
static bool thinker_run(Thinker *thinker, const char *line) {
    thinker_forget_text(thinker);
    FILE *capture = open_memstream(&thinker->text, &thinker->length);
    if (!capture)
        return false;
    thinker->output.stream = capture;
    char *copy = strdup(line);
    Words words = {0};
    bool split = copy && text_split(copy, &words);
    if (split) {
        commands_execute(thinker->engine, &words);
        engine_wait_search(thinker->engine);
    }
    thinker->output.stream = stderr;
    fclose(capture);
    text_words_free(&words);
    free(copy);
    return split;
}

/* The first line of the last output starting with prefix, copied into value (rest of line). */
static bool thinker_find(const Thinker *thinker, const char *prefix, char *value, size_t size) {
    const char *at = thinker->text;
    size_t prefix_length = strlen(prefix);
    while (at && *at) {
        const char *end = strchr(at, '\n');
        size_t length = end ? (size_t)(end - at) : strlen(at);
        if (length >= prefix_length && strncmp(at, prefix, prefix_length) == 0) {
            snprintf(value, size, "%.*s", (int)(length - prefix_length), at + prefix_length);
            return true;
        }
        at = end ? end + 1 : NULL;
    }
    return false;
}

/* Runs a line that must not be answered with an error. */
static bool thinker_command(Thinker *thinker, const char *line, char *error, size_t error_size) {
    if (!thinker_run(thinker, line)) {
        snprintf(error, error_size, "out of memory");
        return false;
    }
    char message[256];
    if (thinker_find(thinker, "info string error: ", message, sizeof message)) {
        snprintf(error, error_size, "engine: %s", message);
        return false;
    }
    return true;
}

static bool thinker_set_level(Thinker *thinker, int level, char *error, size_t error_size) {
    char line[64];
    snprintf(line, sizeof line, "setoption name Skill Level value %d", level);
    return thinker_command(thinker, line, error, error_size);
}

bool thinker_open(Thinker *thinker, const Game *game, int players, int level, char *error,
                  size_t error_size) {
    memset(thinker, 0, sizeof *thinker);
    output_init(&thinker->output, stderr);
    thinker->engine = malloc(sizeof *thinker->engine);
    if (!thinker->engine || !engine_init(thinker->engine, &thinker->output)) {
        free(thinker->engine);
        thinker->engine = NULL;
        snprintf(error, error_size, "not enough memory for the engine");
        return false;
    }
    thinker->level = level;
    char line[128];
    snprintf(line, sizeof line, "setoption name UCI_Variant value %s", game->name);
    if (!thinker_command(thinker, line, error, error_size))
        return false;
    snprintf(line, sizeof line, "setoption name Players value %d", players);
    /* No pipe and no clock lie between this engine and its caller: the whole movetime is
     * for thinking (with the default 30 ms overhead, 20 ms would be one ply). */
    return thinker_command(thinker, line, error, error_size) &&
           thinker_command(thinker, "setoption name Move Overhead value 0", error, error_size) &&
           thinker_set_level(thinker, level, error, error_size);
}

void thinker_close(Thinker *thinker) {
    if (thinker->engine) {
        engine_destroy(thinker->engine);
        free(thinker->engine);
    }
    output_destroy(&thinker->output);
    thinker_forget_text(thinker);
    memset(thinker, 0, sizeof *thinker);
}

static bool thinker_set_position(Thinker *thinker, const Record *record, char *error,
                                 size_t error_size) {
    StrBuf line;
    strbuf_init(&line);
    strbuf_printf(&line, "position fen %s moves", record->start);
    for (int i = 0; i < record->count; i++)
        strbuf_printf(&line, " %s", record->moves[i]);
    bool done = thinker_command(thinker, strbuf_text(&line), error, error_size);
    strbuf_free(&line);
    return done;
}

bool thinker_choose(Thinker *thinker, const Record *record, int movetime_ms, bool at_full_strength,
                    char move[MAX_MOVE_TEXT], char *error, size_t error_size) {
    int level = at_full_strength ? LEVEL_MAX : thinker->level;
    if (!thinker_set_position(thinker, record, error, error_size) ||
        !thinker_set_level(thinker, level, error, error_size))
        return false;
    char go[96];
    level_go_command(movetime_ms, go, sizeof go);
    bool searched = thinker_command(thinker, go, error, error_size);
    char best[128] = "";
    if (searched && (!thinker_find(thinker, "bestmove ", best, sizeof best) ||
                     strncmp(best, "(none)", 6) == 0)) {
        snprintf(error, error_size, "the engine found no move");
        searched = false;
    }
    char *space = strchr(best, ' ');
    if (space)
        *space = '\0';
    snprintf(move, MAX_MOVE_TEXT, "%.*s", MAX_MOVE_TEXT - 1, best);
    if (!at_full_strength || thinker->level == LEVEL_MAX)
        return searched;
    return thinker_set_level(thinker, thinker->level, error, error_size) && searched;
}
