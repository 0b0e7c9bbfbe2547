/*
 * fuzz.h - the fuzz targets and what they share.
 *
 * Each target takes one input of arbitrary bytes and returns normally when the engine
 * handled it; a crash, a sanitizer report or a broken invariant (fuzz_fail) is a finding.
 * libFuzzer calls them through entry.c; the Criterion suite replays the seed corpus and
 * every past finding through the same functions (tests/fuzz/replay/test_fuzz_replay.c).
 *
 * Inputs of the game targets are text: the game's name on the first line, then what the
 * target reads (a position string; a position string and one move per line).
 */
#ifndef TESSERA_FUZZ_H
#define TESSERA_FUZZ_H

#include <stddef.h>
#include <stdint.h>

#include "src/game.h"

/* The targets. */
void fuzz_position(const uint8_t *data, size_t size);
void fuzz_moves(const uint8_t *data, size_t size);
void fuzz_protocol(const uint8_t *data, size_t size);
void fuzz_search(const uint8_t *data, size_t size);

/* Reports a broken invariant on stderr and aborts, so the fuzzer keeps the input. */
_Noreturn void fuzz_fail(const char *format, ...) __attribute__((format(printf, 1, 2)));

/* The input as lines: a copy with every '\n' turned into '\0'. A NUL byte in the input
 * splits a line as a newline does (any C string reader would stop there). A last line
 * without a newline counts; a final newline does not start an empty line. */
typedef struct FuzzLines {
    char *text;
    size_t size;
    size_t next; /* offset of the next unread line */
} FuzzLines;

void fuzz_lines_init(FuzzLines *lines, const uint8_t *data, size_t size);
const char *fuzz_lines_next(FuzzLines *lines); /* NULL after the last line */
/* The remaining lines joined by single spaces (a mutated newline inside a position string
 * still reaches the parser as part of it); the caller frees it. */
char *fuzz_lines_join_rest(FuzzLines *lines);
void fuzz_lines_free(FuzzLines *lines);

/* The game named by the first line, or NULL. */
const Game *fuzz_read_game(FuzzLines *lines);

/* The protocol target's script (fuzz_script.c): the input's lines as protocol_run will read
 * them, with the work each command may ask for bounded so that only a real hang can time
 * out, and what the loop must answer. */
typedef struct FuzzScript {
    char *text;
    size_t size, capacity;
    int isready;  /* isready commands the loop executes: each must get one readyok */
    int searches; /* go commands that may start a search: at most one bestmove each */
    int heavy;    /* commands kept that may take long (perft, bench, table changes) */
} FuzzScript;

void fuzz_script_build(FuzzScript *script, const uint8_t *data, size_t size);
void fuzz_script_free(FuzzScript *script);

/* Everything the search and the protocol may ask of a parsed position, with the
 * invariants that must hold for any position the parser accepted (fuzz_checks.c). */
void fuzz_check_position(const Game *game, const void *pos);
/* Whether move is in the legal move list of pos. */
bool fuzz_is_legal(const Game *game, const void *pos, Move move);
/* The position string of pos reads back as the same string and key. */
void fuzz_check_round_trip(const Game *game, const void *pos);
/* A legal move's text reads back as the same move, and its child keeps a sound key. */
void fuzz_check_move(const Game *game, const void *pos, Move move, void *child);

#endif
