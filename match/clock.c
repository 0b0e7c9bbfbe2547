/*
 * clock.c - parsing time controls, keeping each player's clock, building `go` commands.
 *
 * A period-based control (`40/60`) refills the clock by the base time whenever the moves of a
 * period are played; an increment is added after every move. A move may overrun the clock by
 * the margin without forfeiting; the clock then restarts from zero plus the increment.
 */
#include "clock.h"

#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Letters of the time fields of `go`, by player: wtime btime ctime dtime. */
static const char CLOCK_LETTERS[] = "wbcd";

bool clock_parse_seconds(const char *text, int64_t *ms) {
    if (!text || !*text || !(*text == '.' || (*text >= '0' && *text <= '9')))
        return false;
    char *end;
    errno = 0;
    double seconds = strtod(text, &end);
    if (errno || *end || !isfinite(seconds) || seconds < 0.0 || seconds > 1e9)
        return false;
    *ms = llround(seconds * 1000.0);
    return true;
}

/* `seconds` or `minutes:seconds`. */
static bool parse_period_time(const char *text, int64_t *ms) {
    const char *colon = strchr(text, ':');
    if (!colon)
        return clock_parse_seconds(text, ms);
    char minutes_text[32];
    size_t length = (size_t)(colon - text);
    if (length == 0 || length >= sizeof minutes_text || memchr(text, '.', length))
        return false;
    memcpy(minutes_text, text, length);
    minutes_text[length] = '\0';
    int64_t minutes_ms, seconds_ms;
    if (!clock_parse_seconds(minutes_text, &minutes_ms) || minutes_ms % 1000 != 0 ||
        !clock_parse_seconds(colon + 1, &seconds_ms))
        return false;
    *ms = minutes_ms * 60 + seconds_ms;
    return true;
}

static bool parse_moves_prefix(const char *text, const char **rest, int *moves) {
    const char *slash = strchr(text, '/');
    *moves = 0;
    *rest = text;
    if (!slash)
        return true;
    char *end;
    errno = 0;
    long value = strtol(text, &end, 10);
    /* 0/TIME is cutechess-cli's spelling of TIME for the whole game. */
    if (end != slash || errno || value < 0 || value > 100000 || *text < '0' || *text > '9')
        return false;
    *moves = (int)value;
    *rest = slash + 1;
    return true;
}

bool clock_parse_tc(const char *text, TimeControl *tc) {
    if (strcmp(text, "inf") == 0 || strcmp(text, "infinite") == 0) {
        tc->infinite = true;
        tc->moves = 0;
        tc->base_ms = tc->increment_ms = 0;
        return true;
    }
    char buffer[64];
    if (strlen(text) >= sizeof buffer)
        return false;
    strcpy(buffer, text);
    int64_t increment = 0, base;
    char *plus = strchr(buffer, '+');
    if (plus) {
        *plus = '\0';
        if (!clock_parse_seconds(plus + 1, &increment))
            return false;
    }
    const char *time_text;
    int moves;
    if (!parse_moves_prefix(buffer, &time_text, &moves) || !parse_period_time(time_text, &base))
        return false;
    if (base <= 0)
        return false;
    tc->infinite = false;
    tc->moves = moves;
    tc->base_ms = base;
    tc->increment_ms = increment;
    return true;
}

bool clock_is_timed(const TimeControl *tc) {
    return !tc->infinite && (tc->base_ms > 0 || tc->movetime_ms > 0);
}

bool clock_fits_go(const TimeControl *tc) {
    return tc->base_ms <= MAX_GO_CLOCK_MS && tc->increment_ms <= MAX_GO_CLOCK_MS &&
           tc->movetime_ms <= MAX_GO_CLOCK_MS;
}

bool clock_is_limited(const TimeControl *tc) {
    return clock_is_timed(tc) || tc->depth > 0 || tc->nodes > 0;
}

/* Seconds with up to three decimals and no trailing zeros: 60, 0.5, 0.05. */
static void format_seconds(int64_t ms, char *text, size_t size) {
    snprintf(text, size, "%" PRId64 ".%03" PRId64, ms / 1000, ms % 1000);
    char *end = text + strlen(text) - 1;
    while (*end == '0')
        *end-- = '\0';
    if (*end == '.')
        *end = '\0';
}

void clock_format_tc(const TimeControl *tc, char *text, size_t size) {
    char base[32], increment[32];
    if (tc->infinite || !clock_is_timed(tc)) {
        snprintf(text, size, "-");
    } else if (tc->movetime_ms > 0) {
        format_seconds(tc->movetime_ms, base, sizeof base);
        snprintf(text, size, "%s/move", base);
    } else {
        format_seconds(tc->base_ms, base, sizeof base);
        format_seconds(tc->increment_ms, increment, sizeof increment);
        char moves[16] = "";
        if (tc->moves > 0)
            snprintf(moves, sizeof moves, "%d/", tc->moves);
        snprintf(text, size, "%s%s%s%s", moves, base, tc->increment_ms ? "+" : "",
                 tc->increment_ms ? increment : "");
    }
}

bool clock_parse_pgn_tc(const char *text, TimeControl *tc) {
    memset(tc, 0, sizeof *tc);
    size_t length = strlen(text);
    if (strcmp(text, "-") == 0) {
        tc->infinite = true;
        return true;
    }
    if (length > 5 && strcmp(text + length - 5, "/move") == 0 && length < 32) {
        char seconds[32];
        snprintf(seconds, sizeof seconds, "%.*s", (int)(length - 5), text);
        return clock_parse_seconds(seconds, &tc->movetime_ms) && tc->movetime_ms > 0;
    }
    return clock_parse_tc(text, tc);
}

void clock_start(Clock *clock, const TimeControl *tc) {
    clock->tc = tc;
    clock->remaining_ms = tc->base_ms;
    clock->moves_left = tc->moves;
}

int64_t clock_allowance_ms(const Clock *clock) {
    const TimeControl *tc = clock->tc;
    if (tc->infinite)
        return -1;
    if (tc->movetime_ms > 0)
        return tc->movetime_ms + tc->margin_ms;
    if (tc->base_ms > 0)
        return clock->remaining_ms + tc->margin_ms;
    return -1;
}

bool clock_charge(Clock *clock, int64_t elapsed_ms) {
    const TimeControl *tc = clock->tc;
    if (tc->infinite)
        return true;
    if (tc->movetime_ms > 0)
        return elapsed_ms <= tc->movetime_ms + tc->margin_ms;
    if (tc->base_ms <= 0)
        return true;
    clock->remaining_ms -= elapsed_ms;
    if (clock->remaining_ms < -tc->margin_ms)
        return false;
    if (clock->remaining_ms < 0)
        clock->remaining_ms = 0;
    clock->remaining_ms += tc->increment_ms;
    if (tc->moves > 0 && --clock->moves_left == 0) {
        clock->remaining_ms += tc->base_ms;
        clock->moves_left = tc->moves;
    }
    return true;
}

void clock_format_go(const Clock *clocks, int players, int mover, StrBuf *out) {
    const TimeControl *own = clocks[mover].tc;
    strbuf_append(out, "go");
    if (own->infinite && own->depth == 0 && own->nodes == 0) {
        strbuf_append(out, " infinite");
    } else if (own->movetime_ms > 0) {
        strbuf_printf(out, " movetime %" PRId64, own->movetime_ms);
    } else if (own->base_ms > 0) {
        for (int p = 0; p < players; p++)
            if (clocks[p].tc->base_ms > 0 && clocks[p].tc->movetime_ms == 0)
                strbuf_printf(out, " %ctime %" PRId64, CLOCK_LETTERS[p], clocks[p].remaining_ms);
        for (int p = 0; p < players; p++)
            if (clocks[p].tc->increment_ms > 0 && clocks[p].tc->movetime_ms == 0)
                strbuf_printf(out, " %cinc %" PRId64, CLOCK_LETTERS[p], clocks[p].tc->increment_ms);
        if (own->moves > 0)
            strbuf_printf(out, " movestogo %d", clocks[mover].moves_left);
    }
    if (own->depth > 0)
        strbuf_printf(out, " depth %d", own->depth);
    if (own->nodes > 0)
        strbuf_printf(out, " nodes %" PRId64, own->nodes);
}
