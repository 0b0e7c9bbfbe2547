/*
 * wallgo.c - play mode's view of Wall Go: its notation, legend and rules in short; the
 * tokens in their players' colours, the walls drawn heavy. The standings after every turn
 * come from the game's scores (view.c), not from here; they start once every player has a
 * token on the board.
 */
#include "play/game_view.h"

#include <string.h>

static Glyph wallgo_glyph(char c) {
    if (c >= 'A' && c <= 'D')
        return glyph_of_player(c - 'A');
    if (c == '.')
        return (Glyph){"·", INK_NONE};
    return (Glyph){NULL, INK_NONE};
}

/* Every player has a token on the board (the position string's first field). Before that,
 * RULES.md WG6 gives the one region to the players who have placed, which is the rule but
 * no lead: the others have not placed yet, and no wall exists before the play phase. */
static bool wallgo_scores_count(const Record *record) {
    char text[MAX_POS_TEXT];
    const void *pos = record_current(record);
    record->game->format(pos, text, sizeof text);
    text[strcspn(text, " ")] = '\0';
    for (int player = 0; player < pos_header(pos)->players; player++)
        if (!strchr(text, 'A' + player))
            return false;
    return true;
}

const GameView WALLGO_VIEW = {
    .game = "wallgo",
    .notation = "Moves: during placement the cell (c3). Then move one token 0-2 steps and build\n"
                "a wall beside any cell: from, to, comma, cell and side n/e/s/w, e.g. b2c3,c3n\n"
                "(c3c3,c3e moves nothing).",
    .legend = "A B C D = the players' tokens; the lines between cells are walls.",
    .rules = "Wall Go, for 2 to 4 players (A B C D) on 7x7 cells. Each player has 4 tokens (2\n"
             "with 3 or 4 players) and 20 walls. First the players place their tokens one at a\n"
             "time on empty cells. Then a turn moves one of your tokens 0, 1 or 2 steps\n"
             "(not through walls or other tokens) and builds one wall on any free edge between\n"
             "two cells, anywhere on the board. A player who cannot act is skipped. Cells joined\n"
             "without a wall between them form a region; a region whose tokens all belong to one\n"
             "player is that player's territory and scores its cells. The game ends when all\n"
             "walls are used, nobody can move, or no region is shared by two players; the most\n"
             "territory wins, and a shared top score is a draw.\n"
             "The show's rules (--option WallGoRules=show): the wall goes on a side of the cell\n"
             "the moved token stands on, a token may always stay, tokens are placed in the order\n"
             "A B B A (A B C C B A), and a tie on territory goes to the larger single region,\n"
             "then to the larger sorted list of regions.",
    .walled = true,
    .glyph = wallgo_glyph,
    .scores_count = wallgo_scores_count,
};
