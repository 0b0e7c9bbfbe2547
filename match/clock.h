/*
 * clock.h - time controls and the clocks the runner keeps for each player.
 *
 * A TimeControl is what a user asked for (`tc=40/60+0.5`, `st=1`, `depth=`, `nodes=`,
 * `timemargin=`); a Clock is one player's running state in one game. The runner, not the
 * engine, is the authority on time: it measures each move from `go` to `bestmove`, charges
 * the mover and declares a forfeit when the overrun exceeds the margin.
 */
#ifndef TESSERA_MATCH_CLOCK_H
#define TESSERA_MATCH_CLOCK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "src/strbuf.h"

/* The largest time in ms that a `go` may carry (wtime, winc, movetime, ...): Tessera rejects
 * more (protocol/go.c, about 11.6 days), so the command line refuses larger clocks. */
enum { MAX_GO_CLOCK_MS = 1000000000 };

typedef struct TimeControl {
    int moves;       /* moves per period, 0 = the whole game */
    int64_t base_ms; /* time per period; 0 with infinite = false means no clock */
    int64_t increment_ms;
    int64_t movetime_ms; /* st=: fixed time per move, 0 = none */
    bool infinite;       /* tc=inf: no time limit at all */
    int depth;           /* depth=, 0 = none */
    int64_t nodes;       /* nodes=, 0 = none */
    int64_t margin_ms;   /* timemargin=: overrun tolerated before a time forfeit */
    bool margin_given;   /* timemargin= was set (else st= gets a default margin) */
} TimeControl;

typedef struct Clock {
    const TimeControl *tc;
    int64_t remaining_ms;
    int moves_left; /* moves left in the current period when tc->moves > 0 */
} Clock;

/* Parses `[moves/]time[+increment]` with time as seconds or minutes:seconds, or `inf`, into
 * the clock fields of tc (depth, nodes, movetime and margin are left untouched). */
bool clock_parse_tc(const char *text, TimeControl *tc);

/* Parses a non-negative number of seconds with an optional fraction into milliseconds. */
bool clock_parse_seconds(const char *text, int64_t *ms);

/* True when the time control limits the search at all (clock, st, depth or nodes). */
bool clock_is_limited(const TimeControl *tc);

/* True when the starting clock, increment and move time all fit in a `go` (at most
 * MAX_GO_CLOCK_MS each). Increments may still grow a clock past it during a game. */
bool clock_fits_go(const TimeControl *tc);

/* True when moves are timed (tc= or st=): the engine must answer within a deadline. */
bool clock_is_timed(const TimeControl *tc);

/* Writes the time control as PGN's TimeControl tag value (`40/60+0.5`, `2+0.05`, `1/move`,
 * `-` when untimed). */
void clock_format_tc(const TimeControl *tc, char *text, size_t size);

/* The reverse of clock_format_tc for what it writes: `-` reads as untimed, `N/move` as a
 * fixed time per move, anything else as tc=. */
bool clock_parse_pgn_tc(const char *text, TimeControl *tc);

void clock_start(Clock *clock, const TimeControl *tc);

/* Longest time the mover may take before it forfeits, or -1 when the move is not timed. */
int64_t clock_allowance_ms(const Clock *clock);

/* Charges a move that took elapsed_ms; false when it forfeits on time. */
bool clock_charge(Clock *clock, int64_t elapsed_ms);

/* Appends the `go` command for the player to move: every player's clock (wtime btime
 * [ctime dtime] winc binc [cinc dinc]), the mover's movestogo, movetime, depth, nodes. */
void clock_format_go(const Clock *clocks, int players, int mover, StrBuf *out);

#endif
