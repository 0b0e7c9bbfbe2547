/*
 * voidchess.c - play mode's view of Void Chess: its notation and rules in short, the
 * Minister and the voids in the legend and in Unicode, and after every move what it did to
 * the board (a piece destroyed, a new void, a healed void, a new unstable square). Those are
 * read from the position strings before and after the move (docs/RULES.md), so this view
 * knows nothing of the game's insides.
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "play/game_view.h"

enum { FILES = 9, RANKS = 9, SQUARES = FILES * RANKS };

/* A position's squares as its string tells them: a piece letter, '*' a void, ' ' empty,
 * and which are unstable. */
typedef struct Board {
    char square[SQUARES]; /* a1 = 0, b1 = 1, ..., i9 = 80 */
    bool unstable[SQUARES];
} Board;

static int square_index(const char *name) {
    int file = name[0] - 'a', rank = name[1] - '1';
    return file >= 0 && file < FILES && rank >= 0 && rank < RANKS ? rank * FILES + file : -1;
}

static void square_name(int square, char name[3]) {
    name[0] = (char)('a' + square % FILES);
    name[1] = (char)('1' + square / FILES);
    name[2] = '\0';
}

/* The first field of the position string: ranks 9 to 1, digits for empty runs. */
static const char *read_squares(const char *text, Board *board) {
    int rank = RANKS - 1, file = 0;
    for (; *text && *text != ' '; text++) {
        if (*text == '/') {
            rank--, file = 0;
        } else if (isdigit((unsigned char)*text)) {
            for (int run = *text - '0'; run > 0 && file < FILES && rank >= 0; run--)
                board->square[rank * FILES + file++] = ' ';
        } else if (file < FILES && rank >= 0) {
            board->square[rank * FILES + file++] = *text;
        }
    }
    return text;
}

/* The seventh field: unstable squares, a comma list or '-'. */
static void read_unstable(const char *text, Board *board) {
    for (int field = 1; field < 7 && text; field++)
        if ((text = strchr(text, ' ')))
            text++;
    for (; text && *text && *text != ' '; text++)
        if (isalpha((unsigned char)*text) && square_index(text) >= 0)
            board->unstable[square_index(text)] = true;
}

static void read_board(const Game *game, const void *pos, Board *board) {
    char text[MAX_POS_TEXT];
    memset(board, 0, sizeof *board);
    game->format(pos, text, sizeof text);
    read_unstable(read_squares(text, board), board);
}

/* "White's knight" for the letter of a piece. */
static void piece_name(const Game *game, char letter, char *name, size_t size) {
    static const char LETTERS[] = "kqrbnpm";
    static const char *const NAMES[] = {"king",   "queen", "rook",    "bishop",
                                        "knight", "pawn",  "Minister"};
    const char *at = strchr(LETTERS, tolower((unsigned char)letter));
    const char *owner = game->player_names[islower((unsigned char)letter) ? 1 : 0];
    snprintf(name, size, "%c%s's %s", toupper((unsigned char)owner[0]), owner + 1,
             at && *at ? NAMES[at - LETTERS] : "piece");
}

/* A square that turned void: the piece left on it was destroyed, or it had just left. */
static void tell_new_void(FILE *out, const Game *game, const Board *before, int square, int from) {
    char name[3], piece[48];
    square_name(square, name);
    if (before->square[square] != ' ' && before->square[square] != '*' && square != from) {
        piece_name(game, before->square[square], piece, sizeof piece);
        fprintf(out, "%s on %s is destroyed: %s is now a void.\n", piece, name, name);
    } else {
        fprintf(out, "%s is now a void.\n", name);
    }
}

static void voidchess_news(FILE *out, const Record *record) {
    const Game *game = record->game;
    Board before, after;
    read_board(game, &record->positions[record->count - 1], &before);
    read_board(game, record_current(record), &after);
    const char *move = record->moves[record->count - 1];
    int from = square_index(move), to = square_index(move + 2);
    char name[3], piece[48];
    for (int square = 0; square < SQUARES; square++) {
        square_name(square, name);
        if (after.square[square] == '*' && before.square[square] != '*')
            tell_new_void(out, game, &before, square, from);
        else if (before.square[square] == '*' && after.square[square] != '*')
            fprintf(out, "The Minister heals %s: it is a normal square again.\n", name);
        if (square == to && after.unstable[square] && after.square[square] != ' ') {
            piece_name(game, after.square[square], piece, sizeof piece);
            fprintf(out, "%s is unstable: %s must leave it next turn or be destroyed.\n", name,
                    piece);
        }
    }
}

/* The Minister keeps its letter (chess has no symbol for it), and voids their '*' (the
 * diagram's own note explains it); voids are dimmed. */
static Glyph voidchess_glyph(char c) {
    if (c == 'M' || c == 'm')
        return glyph_of_player(c == 'm');
    if (c == '*')
        return (Glyph){NULL, INK_VOID};
    if (c == '(' || c == ')')
        return (Glyph){NULL, INK_ALERT};
    return glyph_of_chess_piece(c);
}

const GameView VOIDCHESS_VIEW = {
    .game = "voidchess",
    .notation =
        "Moves: standard notation (e4, Nf3, Mg3, exd5, O-O, e9=M) or from and to square (e2e4;\n"
        "promotion adds q r b n or m, the Minister; castling is the king's two-square move "
        "e1g1).",
    .legend = "M m = the Minister: one or two king steps, the only piece that may enter a void\n"
              "(and heals it).",
    .rules = "Void Chess is chess on a 9x9 board (files a-i) where captures eat holes into it.\n"
             "The pieces move as in chess, plus the Minister (M): one king step, then optionally\n"
             "a second one from there, each to an empty square or an enemy to capture (a capture\n"
             "ends the move). A capture by any other piece makes its square unstable: the\n"
             "capturer must move away on its next turn, and the square then becomes a void; a\n"
             "piece still standing on it is destroyed. Voids stay empty: sliders and pawns\n"
             "cannot enter or cross them, knights jump over them but never land on one, and only\n"
             "a Minister may step in, which heals the void (it becomes a normal square). A king\n"
             "on an unstable square must move; with no king move it is destroyed and its side\n"
             "loses. Castling, en passant and promotion (also to a Minister) as in chess.\n"
             "Checkmate wins; stalemate, threefold repetition, 50 moves without a capture, pawn\n"
             "move or destruction, bare kings, and a king walled in by voids where nothing can\n"
             "reach it (the Void Fortress) are draws.",
    .glyph = voidchess_glyph,
    .news = voidchess_news,
};
