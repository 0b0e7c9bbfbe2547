/*
 * args.c - reads the options of `tessera play <game>` / `tessera selfplay <game>` strictly:
 * an unknown option, a missing value or a number out of range is an error, never a default.
 */
#include "args.h"

#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "tools/command_options.h"
#include "src/text.h"

const char *play_usage(void) {
    return "usage: tessera play <game> [--level 0-20] [--players 2-4] "
           "[--side first|second|random] [--movetime ms] [--ascii|--unicode]\n"
           "                    [--position P] [--option NAME=VALUE]\n"
           "       tessera selfplay <game> [--level 0-20] [--players 2-4] [--movetime ms] "
           "[--ascii|--unicode]\n"
           "                    [--position P] [--option NAME=VALUE]\n"
           "  --level N      the engine's Skill Level, 0 to 20 (default 20: full strength)\n"
           "  --players N    2 to 4, as the game allows (default 2)\n"
           "  --side S       play: the human's seat, first (default), second or random\n"
           "  --movetime ms  the engine's think time per move, 1 to 600000 (default 1000)\n"
           "  --ascii, --unicode  the board's glyphs (default: as the terminal allows)\n"
           "  --position P   start from the position string P (a FEN in chess) instead of\n"
           "                 the start position; P carries its own number of players\n"
           "  --option NAME=VALUE  an engine option, set before the game starts (up to 4), such\n"
           "                 as a game's own: --option WallGoRules=show";
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

/* The number options, read by the tools' option table (tools/command_options.h). */
static const OptionSpec NUMBER_OPTIONS[] = {
    {"--level", OPTION_INT, offsetof(PlayArgs, level), 0, PLAY_MAX_LEVEL},
    {"--players", OPTION_INT, offsetof(PlayArgs, players), 2, MAX_PLAYERS},
    {"--movetime", OPTION_INT, offsetof(PlayArgs, movetime_ms), 1, PLAY_MAX_MOVETIME_MS},
};

/* The value of the option at argv[*at], or NULL with a message in error. */
static const char *option_value(int argc, const char *const *argv, int at, char *error,
                                size_t error_size) {
    if (at + 1 < argc)
        return argv[at + 1];
    snprintf(error, error_size, "'%s' needs a value", argv[at]);
    return NULL;
}

/* --side's value into args; false with a message in error. */
static bool read_side(const char *value, PlayArgs *args, char *error, size_t error_size) {
    char shown[64];
    text_printable(value, shown, sizeof shown);
    if (parse_side(value, &args->side))
        return true;
    snprintf(error, error_size, "--side must be first, second or random, not '%s'", shown);
    return false;
}

/* --option's NAME=VALUE, kept for the engine (which checks name and value); false with a
 * message in error when it has no '=' or there are too many. */
static bool add_engine_option(const char *value, PlayArgs *args, char *error, size_t error_size) {
    char shown[64];
    text_printable(value, shown, sizeof shown);
    if (!strchr(value, '=') || value[0] == '=') {
        snprintf(error, error_size, "--option takes NAME=VALUE, not '%s'", shown);
        return false;
    }
    if (args->option_count == PLAY_MAX_OPTIONS) {
        snprintf(error, error_size, "--option given more than %d times", PLAY_MAX_OPTIONS);
        return false;
    }
    args->options[args->option_count++] = value;
    return true;
}

/* The option at argv[*at] (with its value, but for --ascii and --unicode); *at moves past
 * it. False with a message in error: an unknown option, a missing value, the values the
 * option takes. */
static bool parse_option(int argc, const char *const *argv, int *at, PlayArgs *args, char *error,
                         size_t error_size) {
    if (parse_glyphs(argv[*at], &args->glyphs)) {
        *at += 1;
        return true;
    }
    bool side = strcmp(argv[*at], "--side") == 0 && !args->selfplay;
    bool position = strcmp(argv[*at], "--position") == 0;
    bool option = strcmp(argv[*at], "--option") == 0;
    if (!side && !position && !option)
        return command_read_option(NUMBER_OPTIONS, sizeof NUMBER_OPTIONS / sizeof NUMBER_OPTIONS[0],
                                   argc, argv, at, args, error, error_size);
    const char *value = option_value(argc, argv, *at, error, error_size);
    if (!value || (side && !read_side(value, args, error, error_size)))
        return false;
    if (option && !add_engine_option(value, args, error, error_size))
        return false;
    if (position)
        args->position = value;
    *at += 2;
    return true;
}

/* --position must be a position of the game, where the game goes on; it sets the number of
 * players. */
static bool check_position(PlayArgs *args, char *error, size_t error_size) {
    PosBuf pos;
    char reason[256];
    if (!args->position)
        return true;
    if (strlen(args->position) >= MAX_POS_TEXT) {
        snprintf(error, error_size, "--position is longer than %d characters", MAX_POS_TEXT - 1);
        return false;
    }
    if (!args->game->parse(&pos, args->position, reason, sizeof reason)) {
        snprintf(error, error_size, "--position is not a %s position: %s", args->game->name,
                 reason);
        return false;
    }
    args->players = pos_header(&pos)->players;
    return true;
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
    *args = (PlayArgs){.level = PLAY_MAX_LEVEL,
                       .players = 2,
                       .side = SIDE_FIRST,
                       .movetime_ms = PLAY_DEFAULT_MOVETIME_MS,
                       .selfplay = selfplay,
                       .glyphs = GLYPHS_AUTO};
    if (argc < 1) {
        char names[256];
        command_game_names(names, sizeof names);
        snprintf(error, error_size, "which game? (%s)", names);
        return false;
    }
    if (!(args->game = command_find_game(argv[0], error, error_size)))
        return false;
    for (int at = 1; at < argc;)
        if (!parse_option(argc, argv, &at, args, error, error_size))
            return false;
    return check_position(args, error, error_size) && check_players(args, error, error_size);
}
