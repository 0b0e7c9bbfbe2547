/*
 * wallchess.c - play mode's view of Wall Chess (Quoridor): its notation, legend and rules
 * in short; the pawns in their players' colours, the walls drawn heavy.
 */
#include "play/game_view.h"

static Glyph wallchess_glyph(char c) {
    if (c == 'S' || c == 'N')
        return glyph_of_player(c == 'N');
    if (c == '.')
        return (Glyph){"·", INK_NONE};
    return (Glyph){NULL, INK_NONE};
}

const GameView WALLCHESS_VIEW = {
    .game = "wallchess",
    .notation =
        "Moves: a pawn move is its destination square (e2). A wall is the cell nearest a1 of\n"
        "the four it touches plus h (horizontal) or v (vertical): e3h blocks e3-e4 and f3-f4.\n"
        "A side with no move plays 0000.",
    .legend = "S = south's pawn (goes to rank 9), N = north's pawn (goes to rank 1); the lines\n"
              "between cells are walls.",
    .rules = "Wall Chess (Quoridor) on 9x9 cells. South starts on e1 and must reach rank 9, North\n"
             "starts on e9 and must reach rank 1; South moves first. A turn is either a pawn step\n"
             "to a neighbouring cell (not through a wall) or placing one of your 10 walls. A pawn\n"
             "facing the other pawn jumps over it; if a wall or the edge is behind it, it may go\n"
             "to either side of it instead. A wall is two cells long and lies between cells; it\n"
             "may not overlap or cross another wall, and it may never leave a pawn without a path\n"
             "to its goal. The first pawn on its goal row wins; there are no draws.",
    .walled = true,
    .glyph = wallchess_glyph,
};
