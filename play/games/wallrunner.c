/*
 * wallrunner.c - play mode's view of Wall Runner: its notation, the legend of its pieces
 * (K G S D R) and wall marks, its rules in short; pieces and wall marks in their players'
 * colours.
 */
#include <ctype.h>

#include "play/game_view.h"

static Glyph wallrunner_glyph(char c) {
    if (isalpha((unsigned char)c))
        return glyph_of_player(islower((unsigned char)c) != 0);
    if (c == '+' || c == '*')
        return glyph_of_player(c == '*');
    if (c == '#')
        return (Glyph){NULL, INK_WALL};
    return (Glyph){NULL, INK_NONE};
}

const GameView WALLRUNNER_VIEW = {
    .game = "wallrunner",
    .notation = "Moves: from and to square (c2c6). No captures: a Guard's move pushes the enemy\n"
                "pieces around it; push the enemy King off the board or bring yours to the last "
                "rank.",
    .legend = "K King, G Guard (pushes), S Striag (walls straight), D Diag (walls diagonally),\n"
              "R Runner; upper case White, lower case Black.",
    .rules = "Wall Runner on 8x8 squares; White (upper case, ranks 1-2) moves first. Nothing is\n"
             "captured. King (K) and Guard (G) step one square any way, a Runner (R) one square\n"
             "forward, straight or diagonal; a Striag (S) slides straight, a Diag (D) diagonally.\n"
             "Every Striag casts walls in its four straight directions and every Diag in its four\n"
             "diagonals, up to and including the first piece met. A King, Striag or Diag standing\n"
             "on an enemy wall is frozen; Kings, Striags and Diags may not enter or cross enemy\n"
             "walls. A Runner or Guard standing on any wall may slide any distance in any\n"
             "direction instead of stepping. After a Guard moves, every enemy piece next to it is\n"
             "pushed one square away (off the board if at the edge), and may not move straight\n"
             "back next turn. You win by pushing the enemy King off the board or by bringing your\n"
             "King to the far rank; a side with no move loses; a third repetition is a draw.",
    .glyph = wallrunner_glyph,
};
