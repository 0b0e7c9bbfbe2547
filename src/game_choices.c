/*
 * game_choices.c - a game's own options read from and written as text (game_choices.h).
 */
#include "game_choices.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

const GameChoice *game_choice_find(const Game *game, const char *name) {
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

/* Why name is not one of the game's options. */
static void explain_unknown(const Game *game, const char *name, char *error, size_t error_size) {
    char names[256] = "";
    if (game->choice_count == 0) {
        snprintf(error, error_size, "%s has no options of its own (got '%s')", game->name, name);
        return;
    }
    for (int i = 0; i < game->choice_count; i++)
        list_add(names, sizeof names, game->choices[i].option);
    snprintf(error, error_size, "%s has no option '%s' (its options: %s)", game->name, name, names);
}

bool game_choices_read_pair(const Game *game, const char *pair, GameChoices *chosen, int *index,
                            char *error, size_t error_size) {
    const char *equals = strchr(pair, '=');
    if (!equals || equals == pair || !equals[1]) {
        snprintf(error, error_size, "expected NAME=VALUE, got '%s'", pair);
        return false;
    }
    char name[64];
    snprintf(name, sizeof name, "%.*s", (int)(equals - pair), pair);
    const GameChoice *choice = game_choice_find(game, name);
    if (!choice) {
        explain_unknown(game, name, error, error_size);
        return false;
    }
    int value = game_choice_value(choice, equals + 1);
    if (value < 0) {
        char names[256] = "";
        for (int i = 0; choice->values[i]; i++)
            list_add(names, sizeof names, choice->values[i]);
        snprintf(error, error_size, "%s takes %s, not '%s'", choice->option, names, equals + 1);
        return false;
    }
    int at = (int)(choice - game->choices);
    chosen->value[at] = (uint8_t)value;
    if (index)
        *index = at;
    return true;
}

void game_choices_words(const Game *game, const GameChoices *chosen, char *text, size_t size) {
    size_t at = 0;
    text[0] = '\0';
    for (int i = 0; i < game->choice_count && i < GAME_MAX_CHOICES && at < size; i++)
        if (chosen->value[i] != 0)
            at += (size_t)snprintf(text + at, size - at, " %s=%s", game->choices[i].option,
                                   game->choices[i].values[chosen->value[i]]);
}
