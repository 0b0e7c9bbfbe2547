/*
 * chess.c - play mode's view of chess: standard notation, the rules in short, and the
 * chess symbols of the pieces (shared with Void Chess).
 */
#include <ctype.h>
#include <string.h>

#include "play/game_view.h"

Glyph glyph_of_chess_piece(char c) {
    static const char LETTERS[] = "KQRBNP";
    static const char *const WHITE[] = {"♔", "♕", "♖", "♗", "♘", "♙"};
    static const char *const BLACK[] = {"♚", "♛", "♜", "♝", "♞", "♟"};
    const char *at = c ? strchr(LETTERS, toupper((unsigned char)c)) : NULL;
    if (!at)
        return (Glyph){NULL, INK_NONE};
    bool white = isupper((unsigned char)c);
    return (Glyph){(white ? WHITE : BLACK)[at - LETTERS], (Ink)(INK_PLAYER + !white)};
}

const GameView CHESS_VIEW = {
    .game = "chess",
    .notation = "Moves: standard notation (e4, Nf3, exd5, O-O, e8=Q) or from and to square\n"
                "(e2e4, promotion e7e8q, castling as the king's two-square move e1g1).",
    .rules = "Chess, as FIDE plays it. White moves first; each side moves one piece a turn.\n"
             "King one step any way; queen, rook and bishop slide (any way, straight, diagonal);\n"
             "knight jumps in an L over anything; a pawn steps forward (two from its first rank),\n"
             "captures one step diagonally forward, takes en passant a pawn that just passed it,\n"
             "and promotes on the last rank to a queen, rook, bishop or knight. Castling moves\n"
             "the king two squares towards an unmoved rook, which jumps over it; not out of,\n"
             "through or into check. A move may never leave your own king attacked.\n"
             "Checkmate (in check, no legal move) wins. Draws: stalemate (no legal move, not in\n"
             "check), kings with at most one bishop or knight left, and, when the player to move\n"
             "claims it (type claim, or claim <move>), the third repetition of a position or 50\n"
             "moves each without a capture or a pawn move; the fifth repetition and 75 such\n"
             "moves draw by themselves.",
    .glyph = glyph_of_chess_piece,
};
