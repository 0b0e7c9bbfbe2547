/*
 * args.h - the command line of `tessera play` and `tessera selfplay`: which game, the
 * engine's strength and think time, how many players, which seat the human takes, the
 * position the game starts from and engine options (a game's own, as WallGoRules=show).
 */
#ifndef TESSERA_PLAY_ARGS_H
#define TESSERA_PLAY_ARGS_H

#include <stdbool.h>
#include <stddef.h>

#include "src/game.h"
#include "style.h"

typedef enum PlaySide { SIDE_FIRST, SIDE_SECOND, SIDE_RANDOM } PlaySide;

enum {
    PLAY_DEFAULT_MOVETIME_MS = 1000, /* short enough to keep a terminal game lively */
    PLAY_MAX_MOVETIME_MS = 600000,
    PLAY_MAX_LEVEL = 20,
    PLAY_MAX_OPTIONS = 4, /* --option NAME=VALUE given at most this often */
};

typedef struct PlayArgs {
    const Game *game;
    int level;            /* the engine's Skill Level, 0-20 */
    int players;          /* 2-4 (more than 2 only for games that allow it) */
    PlaySide side;        /* the human's seat; ignored by selfplay */
    int movetime_ms;      /* the engine's think time per move */
    bool selfplay;        /* the engine plays every seat */
    GlyphMode glyphs;     /* --ascii, --unicode, or chosen by the terminal */
    const char *position; /* --position: the start (a position string), NULL: the game's */
    const char *options[PLAY_MAX_OPTIONS]; /* --option: engine options as NAME=VALUE */
    int option_count;
} PlayArgs;

/* Parses argv (the words after `play` / `selfplay`); false with a message in error. */
bool play_parse_args(int argc, const char *const *argv, bool selfplay, PlayArgs *args, char *error,
                     size_t error_size);

/* The usage text of both commands. */
const char *play_usage(void);

#endif
