/*
 * game_options.c - reading and writing a game's own options for a match (game_options.h).
 */
#include "game_options.h"

#include <stdio.h>
#include <string.h>

#include "engine_process.h"
#include "src/game_choices.h"

static bool read_pair(const Game *game, const char *pair, MatchGameOptions *options, char *error,
                      size_t error_size) {
    char reason[384];
    int index;
    if (!game_choices_read_pair(game, pair, &options->chosen, &index, reason, sizeof reason)) {
        snprintf(error, error_size, "-game-option: %s", reason);
        return false;
    }
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
