/*
 * game_view.c - the list of the games' views (play/games/), found by the game's name, and
 * the plain view of a game without one; tests/engine/test_game_conformance.c requires a view
 * of its own for every game of the registry (docs/ARCHITECTURE.md, "Adding a game").
 */
#include "game_view.h"

#include <string.h>

static const GameView *const VIEWS[] = {&CHESS_VIEW, &VOIDCHESS_VIEW, &WALLCHESS_VIEW, &WALLGO_VIEW,
                                        &WALLRUNNER_VIEW};

/* The view of a game that play mode does not know yet: its notation is its canonical text. */
static Glyph plain_glyph(char c) {
    (void)c;
    return (Glyph){NULL, INK_NONE};
}

static const GameView PLAIN_VIEW = {
    .game = "",
    .notation = "Moves: the game's own notation (type 'legal' to see them).",
    .rules = "No rules summary for this game yet.",
    .glyph = plain_glyph,
};

const GameView *game_view(const Game *game) {
    for (size_t i = 0; i < sizeof VIEWS / sizeof VIEWS[0]; i++)
        if (strcmp(VIEWS[i]->game, game->name) == 0)
            return VIEWS[i];
    return &PLAIN_VIEW;
}

Glyph glyph_of_player(int owner) {
    return (Glyph){NULL, (Ink)(INK_PLAYER + owner)};
}
