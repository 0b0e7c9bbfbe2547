/*
 * game_options.c - reading and writing a game's own options for a match (game_options.h).
 */
#include "game_options.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "engine_process.h"

const GameChoice *game_options_find(const Game *game, const char *name) {
    for (int i = 0; i < game->choice_count; i++)
        if (strcasecmp(game->choices[i].option, name) == 0)
            return &game->choices[i];
    return NULL;
}

/* Appends ", name" (or "name" first) to a list of names a refusal offers instead. */
static void list_add(char *text, size_t size, const char *name) {
    size_t at = strlen(text);
    snprintf(text + at, size - at, "%s%s", at ? ", " : "", name);
}

static bool read_pair(const Game *game, const char *pair, MatchGameOptions *options, char *error,
                      size_t error_size) {
    char names[256];
    const char *equals = strchr(pair, '=');
    if (!equals || equals == pair || !equals[1]) {
        snprintf(error, error_size, "-game-option: expected NAME=VALUE, got '%s'", pair);
        return false;
    }
    char name[64];
    snprintf(name, sizeof name, "%.*s", (int)(equals - pair), pair);
    const GameChoice *choice = game_options_find(game, name);
    if (!choice && game->choice_count == 0) {
        snprintf(error, error_size, "-game-option: %s has no options of its own (got '%s')",
                 game->name, name);
        return false;
    }
    if (!choice) {
        names[0] = '\0';
        for (int i = 0; i < game->choice_count; i++)
            list_add(names, sizeof names, game->choices[i].option);
        snprintf(error, error_size, "-game-option: %s has no option '%s' (its options: %s)",
                 game->name, name, names);
        return false;
    }
    int value = game_choice_value(choice, equals + 1);
    if (value < 0) {
        names[0] = '\0';
        for (int i = 0; choice->values[i]; i++)
            list_add(names, sizeof names, choice->values[i]);
        snprintf(error, error_size, "-game-option: %s takes %s, not '%s'", choice->option, names,
                 equals + 1);
        return false;
    }
    int index = (int)(choice - game->choices);
    options->chosen.value[index] = (uint8_t)value;
    options->given[index] = true;
    return true;
}

bool game_options_read(const Game *game, const char *text, MatchGameOptions *options, char *error,
                       size_t error_size) {
    *options = (MatchGameOptions){0};
    char pair[GAME_OPTIONS_TEXT];
    for (const char *at = text; *at;) {
        at += strspn(at, " ");
        size_t length = strcspn(at, " ");
        if (length == 0)
            break;
        snprintf(pair, sizeof pair, "%.*s", (int)length, at);
        at += length;
        if (!read_pair(game, pair, options, error, error_size)) {
            *options = (MatchGameOptions){0};
            return false;
        }
    }
    return true;
}

void game_options_format(const Game *game, const MatchGameOptions *options, char *text,
                         size_t size) {
    size_t at = 0;
    text[0] = '\0';
    for (int i = 0; i < game->choice_count && i < GAME_MAX_CHOICES && at < size; i++)
        if (options->given[i])
            at += (size_t)snprintf(text + at, size - at, "%s%s=%s", at ? " " : "",
                                   game->choices[i].option,
                                   game->choices[i].values[options->chosen.value[i]]);
}

const char *game_options_missing(const Game *game, const MatchGameOptions *options,
                                 const EngineProcess *engine) {
    for (int i = 0; i < game->choice_count && i < GAME_MAX_CHOICES; i++)
        if (options->chosen.value[i] != 0 && !process_lists_option(engine, game->choices[i].option))
            return game->choices[i].option;
    return NULL;
}

void game_options_send(const Game *game, const MatchGameOptions *options, EngineProcess *engine) {
    for (int i = 0; i < game->choice_count && i < GAME_MAX_CHOICES; i++)
        if (process_lists_option(engine, game->choices[i].option))
            process_set_option(engine, game->choices[i].option,
                               game->choices[i].values[options->chosen.value[i]]);
}
