/*
 * go.c - parses the words of a `go` command into the engine's search limits, checking every
 * number here and the searchmoves moves through the engine before the search starts.
 */
#include <string.h>

#include "src/text.h"
#include "src/types.h"
#include "commands.h"

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

static bool parse_number(Session *session, const Words *words, int at, int64_t min, int64_t max,
                         int64_t *value) {
    char shown[64];
    const char *key = words->word[at];
    if (at + 1 >= words->count) {
        output_error(session->out, "go %s needs a value", key);
        return false;
    }
    text_printable(words->word[at + 1], shown, sizeof shown);
    if (!text_parse_int64(words->word[at + 1], min, max, value)) {
        output_error(session->out, "go %s takes a number from %lld to %lld, not '%s'", key,
                     (long long)min, (long long)max, shown);
        return false;
    }
    return true;
}

/* Reports the limits' first problem (the engine checks the searchmoves); false after it. */
static bool check_limits(Session *session, const TesseraLimits *limits) {
    if (tessera_check_limits(session->engine, limits) == TESSERA_OK)
        return true;
    output_error(session->out, "%s", tessera_error(session->engine));
    return false;
}

/* Collects the moves after `searchmoves`; an illegal one among them is reported before a
 * list that is too long. */
static bool parse_searchmoves(Session *session, const Words *words, int *at,
                              TesseraLimits *limits) {
    limits->searchmoves = session->searchmoves;
    while (*at + 1 < words->count && !is_keyword(words->word[*at + 1])) {
        const char *text = words->word[++*at];
        if (limits->searchmoves_count == SESSION_MAX_SEARCHMOVES) {
            if (check_limits(session, limits))
                output_error(session->out, "searchmoves: more than %d moves",
                             SESSION_MAX_SEARCHMOVES);
            return false;
        }
        session->searchmoves[limits->searchmoves_count++] = text;
    }
    return true;
}

/* A clock word names a player of the game (`go ctime 100` in chess does not); false after
 * saying so, since a search on the clocks of absent players would have no limit. */
static bool player_in_game(Session *session, const char *word, int player) {
    int players = tessera_players(session->engine);
    if (player < players)
        return true;
    output_error(session->out, "go %s: %s is played by %d players, not %d", word,
                 tessera_game(session->engine), players, player + 1);
    return false;
}

/* Handles one keyword at words[*at]; advances *at past its value. */
static bool parse_word(Session *session, const Words *words, int *at, TesseraLimits *limits) {
    const char *word = words->word[*at];
    int64_t value;
    int player;
    if ((player = clock_player(word, "time")) >= 0 || (player = clock_player(word, "inc")) >= 0) {
        if (!parse_number(session, words, *at, -TESSERA_MAX_CLOCK_MS, TESSERA_MAX_CLOCK_MS, &value))
            return false;
        if (!player_in_game(session, word, player))
            return false;
        if (strstr(word, "time"))
            limits->time_ms[player] = value;
        else
            limits->increment_ms[player] = value;
    } else if (strcmp(word, "movestogo") == 0) {
        if (!parse_number(session, words, *at, 1, TESSERA_MAX_MOVESTOGO, &value))
            return false;
        limits->movestogo = (int)value;
    } else if (strcmp(word, "movetime") == 0) {
        if (!parse_number(session, words, *at, 1, TESSERA_MAX_CLOCK_MS, &value))
            return false;
        limits->movetime_ms = value;
    } else if (strcmp(word, "depth") == 0) {
        if (!parse_number(session, words, *at, 1, MAX_PLY - 1, &value))
            return false;
        limits->depth = (int)value;
    } else if (strcmp(word, "nodes") == 0) {
        if (!parse_number(session, words, *at, 1, INT64_MAX, &value))
            return false;
        limits->nodes = (uint64_t)value;
    } else if (strcmp(word, "mate") == 0) {
        if (!parse_number(session, words, *at, 1, MAX_PLY / 2 - 1, &value))
            return false;
        limits->mate = (int)value;
    } else if (strcmp(word, "infinite") == 0) {
        limits->infinite = true;
        return true;
    } else if (strcmp(word, "ponder") == 0) {
        limits->ponder = true;
        return true;
    } else if (strcmp(word, "searchmoves") == 0) {
        return parse_searchmoves(session, words, at, limits);
    } else {
        char shown[64];
        text_printable(word, shown, sizeof shown);
        output_error(session->out, "unknown go parameter '%s'", shown);
        return false;
    }
    (*at)++;
    return true;
}

/* Says when the side to move has no clock and plays on another player's (the engine's rule,
 * tessera_clock_for), so that a controller sees why the search is short. */
static void warn_borrowed_clock(Session *session, const TesseraLimits *limits) {
    int side = tessera_side_to_move(session->engine);
    int owner = tessera_clock_for(session->engine, limits);
    if (owner < 0 || owner == side)
        return;
    TesseraGameInfo game;
    tessera_game_info(tessera_game(session->engine), &game);
    long long clock = limits->time_ms[owner] < 0 ? 0 : (long long)limits->time_ms[owner];
    output_line(session->out,
                "info string warning: go has no clock for %s; playing on %s's clock (%lld ms)",
                game.player_names[side], game.player_names[owner], clock);
}

bool go_parse(Session *session, const Words *words, TesseraLimits *limits) {
    tessera_limits_init(limits);
    for (int at = 1; at < words->count; at++)
        if (!parse_word(session, words, &at, limits))
            return false;
    if (!check_limits(session, limits))
        return false;
    warn_borrowed_clock(session, limits);
    return true;
}
