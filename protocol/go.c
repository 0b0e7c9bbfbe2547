/*
 * go.c - parses the words of a `go` command into SearchLimits, checking every number and
 * every searchmoves move before the search starts.
 */
#include <string.h>

#include "../src/text.h"
#include "commands.h"

enum {
    MAX_CLOCK_MS = 1000000000, /* about eleven days; larger clocks are rejected */
    MAX_MOVESTOGO = 10000,
};

static const char *const KEYWORDS[] = {
    "wtime",     "btime",    "ctime", "dtime", "winc", "binc",     "cinc",   "dinc",
    "movestogo", "movetime", "depth", "nodes", "mate", "infinite", "ponder", "searchmoves",
};

static bool is_keyword(const char *word) {
    for (size_t i = 0; i < sizeof KEYWORDS / sizeof KEYWORDS[0]; i++)
        if (strcmp(KEYWORDS[i], word) == 0)
            return true;
    return false;
}

/* Index of the player a clock word belongs to (w b c d), or -1. */
static int clock_player(const char *word, const char *suffix) {
    static const char PLAYERS[] = "wbcd";
    const char *found = strchr(PLAYERS, word[0]);
    if (!found || word[0] == '\0' || strcmp(word + 1, suffix) != 0)
        return -1;
    return (int)(found - PLAYERS);
}

static bool parse_number(Engine *engine, const Words *words, int at, int64_t min, int64_t max,
                         int64_t *value) {
    char shown[64];
    const char *key = words->word[at];
    if (at + 1 >= words->count) {
        output_error(engine->out, "go %s needs a value", key);
        return false;
    }
    text_printable(words->word[at + 1], shown, sizeof shown);
    if (!text_parse_int64(words->word[at + 1], min, max, value)) {
        output_error(engine->out, "go %s takes a number from %lld to %lld, not '%s'", key,
                     (long long)min, (long long)max, shown);
        return false;
    }
    return true;
}

static bool parse_searchmoves(Engine *engine, const Words *words, int *at, SearchLimits *limits) {
    char shown[64];
    while (*at + 1 < words->count && !is_keyword(words->word[*at + 1])) {
        const char *text = words->word[++*at];
        Move move;
        text_printable(text, shown, sizeof shown);
        if (!game_parse_legal_move(engine->game, &engine->position, text, &move)) {
            output_error(engine->out, "searchmoves: illegal move '%s'", shown);
            return false;
        }
        if (limits->searchmoves_count == MAX_SEARCHMOVES) {
            output_error(engine->out, "searchmoves: more than %d moves", MAX_SEARCHMOVES);
            return false;
        }
        limits->searchmoves[limits->searchmoves_count++] = move;
    }
    return true;
}

/* Handles one keyword at words[*at]; advances *at past its value. */
static bool parse_word(Engine *engine, const Words *words, int *at, SearchLimits *limits) {
    const char *word = words->word[*at];
    int64_t value;
    int player;
    if ((player = clock_player(word, "time")) >= 0 || (player = clock_player(word, "inc")) >= 0) {
        if (!parse_number(engine, words, *at, -MAX_CLOCK_MS, MAX_CLOCK_MS, &value))
            return false;
        value = value < 0 ? 0 : value;
        if (strstr(word, "time"))
            limits->time[player] = value;
        else
            limits->increment[player] = value;
    } else if (strcmp(word, "movestogo") == 0) {
        if (!parse_number(engine, words, *at, 1, MAX_MOVESTOGO, &value))
            return false;
        limits->movestogo = (int)value;
    } else if (strcmp(word, "movetime") == 0) {
        if (!parse_number(engine, words, *at, 1, MAX_CLOCK_MS, &value))
            return false;
        limits->movetime = value;
    } else if (strcmp(word, "depth") == 0) {
        if (!parse_number(engine, words, *at, 1, MAX_PLY - 1, &value))
            return false;
        limits->depth = (int)value;
    } else if (strcmp(word, "nodes") == 0) {
        if (!parse_number(engine, words, *at, 1, INT64_MAX, &value))
            return false;
        limits->nodes = (uint64_t)value;
    } else if (strcmp(word, "mate") == 0) {
        if (!parse_number(engine, words, *at, 1, MAX_PLY / 2 - 1, &value))
            return false;
        limits->mate = (int)value;
    } else if (strcmp(word, "infinite") == 0) {
        limits->infinite = true;
        return true;
    } else if (strcmp(word, "ponder") == 0) {
        limits->ponder = true;
        return true;
    } else if (strcmp(word, "searchmoves") == 0) {
        return parse_searchmoves(engine, words, at, limits);
    } else {
        char shown[64];
        text_printable(word, shown, sizeof shown);
        output_error(engine->out, "unknown go parameter '%s'", shown);
        return false;
    }
    (*at)++;
    return true;
}

/* The player with the smallest clock given, or -1 when the go gave no clock. */
static int smallest_clock(const SearchLimits *limits, int players) {
    int found = -1;
    for (int player = 0; player < players; player++)
        if (limits->time[player] >= 0 && (found < 0 || limits->time[player] < limits->time[found]))
            found = player;
    return found;
}

/* Clocks were sent, but not the one of the side to move (`go btime 1000` with white to
 * move; only wtime/btime in 3-4 player Wall Go): rather than think without a limit, the
 * side to move plays as if it had the smallest clock given, with that player's increment. */
static void fill_missing_clock(Engine *engine, SearchLimits *limits) {
    const PosHeader *header = pos_header(&engine->position);
    int side = header->side;
    int donor = smallest_clock(limits, header->players);
    if (limits->time[side] >= 0 || donor < 0 || limits->movetime > 0 || limits->infinite)
        return;
    limits->time[side] = limits->time[donor];
    if (limits->increment[side] == 0)
        limits->increment[side] = limits->increment[donor];
    const char *const *names = engine->game->player_names;
    output_line(engine->out,
                "info string warning: go has no clock for %s; playing on %s's clock (%lld ms)",
                names[side], names[donor], (long long)limits->time[side]);
}

bool go_parse(Engine *engine, const Words *words, SearchLimits *limits) {
    limits_init(limits);
    for (int at = 1; at < words->count; at++)
        if (!parse_word(engine, words, &at, limits))
            return false;
    fill_missing_clock(engine, limits);
    return true;
}
