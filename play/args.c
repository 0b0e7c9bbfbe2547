/*
 * args.c - reads the options of `tessera play <game>` / `tessera selfplay <game>` strictly:
 * an unknown option, a missing value or a number out of range is an error, never a default.
 */
#include "args.h"

#include <stdio.h>
#include <string.h>

#include "../bench/command_options.h"
#include "../src/text.h"

const char *play_usage(void) {
    return "usage: tessera play <game> [--level 0-20] [--players 2-4] "
           "[--side first|second|random] [--movetime ms] [--ascii|--unicode]\n"
           "       tessera selfplay <game> [--level 0-20] [--players 2-4] [--movetime ms] "
           "[--ascii|--unicode]\n"
           "  --level N      the engine's Skill Level, 0 to 20 (default 20: full strength)\n"
           "  --players N    2 to 4, as the game allows (default 2)\n"
           "  --side S       play: the human's seat, first (default), second or random\n"
           "  --movetime ms  the engine's think time per move, 1 to 600000 (default 1000)\n"
           "  --ascii, --unicode  the board's glyphs (default: as the terminal allows)";
}

static bool parse_side(const char *text, PlaySide *side) {
    static const char *const NAMES[] = {"first", "second", "random"};
    for (int i = 0; i < 3; i++)
        if (strcmp(text, NAMES[i]) == 0) {
            *side = (PlaySide)i;
            return true;
        }
    return false;
}

/* --ascii or --unicode: the glyphs the board is drawn with. */
static bool parse_glyphs(const char *name, GlyphMode *glyphs) {
    if (strcmp(name, "--ascii") == 0)
        *glyphs = GLYPHS_ASCII;
    else if (strcmp(name, "--unicode") == 0)
        *glyphs = GLYPHS_UNICODE;
    else
        return false;
    return true;
}

/* Applies option name with its value; false with a message in error. */
static bool parse_option(const char *name, const char *value, PlayArgs *args, char *error,
                         size_t error_size) {
    if (strcmp(name, "--level") == 0 && text_parse_int(value, 0, PLAY_MAX_LEVEL, &args->level))
        return true;
    if (strcmp(name, "--players") == 0 && text_parse_int(value, 2, MAX_PLAYERS, &args->players))
        return true;
    if (strcmp(name, "--movetime") == 0 &&
        text_parse_int(value, 1, PLAY_MAX_MOVETIME_MS, &args->movetime_ms))
        return true;
    if (strcmp(name, "--side") == 0 && !args->selfplay && parse_side(value, &args->side))
        return true;
    bool known = strcmp(name, "--level") == 0 || strcmp(name, "--players") == 0 ||
                 strcmp(name, "--movetime") == 0 ||
                 (strcmp(name, "--side") == 0 && !args->selfplay);
    char shown[64];
    text_printable(known ? value : name, shown, sizeof shown);
    if (known)
        snprintf(error, error_size, "bad value '%s' for %s", shown, name);
    else
        snprintf(error, error_size, "unknown option '%s'", shown);
    return false;
}

static bool check_players(PlayArgs *args, char *error, size_t error_size) {
    const Game *game = args->game;
    if (args->players >= game->min_players && args->players <= game->max_players)
        return true;
    if (game->min_players == game->max_players)
        snprintf(error, error_size, "%s is a game for %d players", game->name, game->min_players);
    else
        snprintf(error, error_size, "%s takes %d to %d players", game->name, game->min_players,
                 game->max_players);
    return false;
}

bool play_parse_args(int argc, const char *const *argv, bool selfplay, PlayArgs *args, char *error,
                     size_t error_size) {
    *args = (PlayArgs){NULL,     PLAY_MAX_LEVEL, 2, SIDE_FIRST, PLAY_DEFAULT_MOVETIME_MS,
                       selfplay, GLYPHS_AUTO};
    if (argc < 1) {
        char names[256];
        command_game_names(names, sizeof names);
        snprintf(error, error_size, "which game? (%s)", names);
        return false;
    }
    char shown[64];
    if (!(args->game = command_find_game(argv[0], error, error_size)))
        return false;
    for (int i = 1; i < argc; i += 2) {
        if (parse_glyphs(argv[i], &args->glyphs)) {
            i--; /* a flag without a value */
            continue;
        }
        if (i + 1 >= argc) {
            text_printable(argv[i], shown, sizeof shown);
            snprintf(error, error_size, "option '%s' needs a value", shown);
            return false;
        }
        if (!parse_option(argv[i], argv[i + 1], args, error, error_size))
            return false;
    }
    return check_players(args, error, error_size);
}
