/*
 * game_choices.h - a game's own options (Game.choices) as text: a `NAME=VALUE` pair read
 * against the game (the match's -game-option, datagen's --option, a data file's header), and
 * the words naming the values other than the defaults (what a data file's header records).
 */
#ifndef TESSERA_GAME_CHOICES_H
#define TESSERA_GAME_CHOICES_H

#include <stdbool.h>
#include <stddef.h>

#include "src/game.h"

/* The game's option whose name is name (any case), or NULL. */
const GameChoice *game_choice_find(const Game *game, const char *name);

/* Reads pair, NAME=VALUE (any case), into chosen; *index (when not NULL) becomes the option's
 * index in Game.choices. False with the reason when pair is not NAME=VALUE, the game has no
 * option of that name or the option no such value (chosen is then unchanged). */
bool game_choices_read_pair(const Game *game, const char *pair, GameChoices *chosen, int *index,
                            char *error, size_t error_size);

/* The values of chosen other than their defaults, as words " Name=value" each (a leading
 * space; "" when every value is its default), in the game's order and spelling. */
void game_choices_words(const Game *game, const GameChoices *chosen, char *text, size_t size);

#endif
