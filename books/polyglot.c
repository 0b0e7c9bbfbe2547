/*
 * polyglot.c - Polyglot keys and moves for standard chess, from FEN text.
 *
 * The key XORs one Random64 entry per piece (64 * kind + square, kinds ordered black pawn,
 * white pawn, black knight, ... white king), one per castling right, one for the en passant
 * file - only when a pawn of the side to move stands beside the pawn that just made its
 * double step, unlike FEN - and one when white is to move. Moves are to file (bits 0-2), to
 * row (3-5), from file (6-8), from row (9-11) and promotion (12-14: none, n, b, r, q).
 */
#include "polyglot.h"

#include <stdio.h>
#include <string.h>

#include "polyglot_random.h"

static const char KINDS[] = "pPnNbBrRqQkK"; /* index = Polyglot kind_of_piece */
static const char PROMOTIONS[] = " nbrq";   /* index = Polyglot promotion code */

static bool read_board(const char *field, PolyglotBoard *board) {
    int row = 7, file = 0;
    for (const char *c = field; *c && *c != ' '; c++) {
        if (*c == '/') {
            if (file != 8 || row == 0)
                return false;
            row--;
            file = 0;
        } else if (*c >= '1' && *c <= '8') {
            file += *c - '0';
        } else if (strchr(KINDS, *c) && file < 8) {
            board->squares[8 * row + file++] = *c;
        } else {
            return false;
        }
        if (file > 8)
            return false;
    }
    return row == 0 && file == 8;
}

static bool read_castling(const char *field, PolyglotBoard *board) {
    static const char FLAGS[] = "KQkq";
    if (strcmp(field, "-") == 0)
        return true;
    for (const char *c = field; *c; c++) {
        const char *flag = strchr(FLAGS, *c);
        if (!flag)
            return false;
        board->castle[flag - FLAGS] = true;
    }
    return true;
}

/* The FEN target square counts only when a pawn of the side to move can capture there. */
static void read_en_passant(const char *field, PolyglotBoard *board) {
    board->ep_file = -1;
    if (strlen(field) != 2 || field[0] < 'a' || field[0] > 'h')
        return;
    int file = field[0] - 'a';
    int pawn_row = board->white_to_move ? 4 : 3; /* where the capturing pawns stand */
    char pawn = board->white_to_move ? 'P' : 'p';
    for (int side = -1; side <= 1; side += 2) {
        int beside = file + side;
        if (beside >= 0 && beside < 8 && board->squares[8 * pawn_row + beside] == pawn)
            board->ep_file = file;
    }
}

bool polyglot_read_fen(const char *fen, PolyglotBoard *board) {
    char fields[4][80];
    memset(board, 0, sizeof *board);
    if (sscanf(fen, "%79s %79s %79s %79s", fields[0], fields[1], fields[2], fields[3]) != 4)
        return false;
    if (!read_board(fields[0], board) || !read_castling(fields[2], board))
        return false;
    if (strcmp(fields[1], "w") != 0 && strcmp(fields[1], "b") != 0)
        return false;
    board->white_to_move = fields[1][0] == 'w';
    read_en_passant(fields[3], board);
    return true;
}

uint64_t polyglot_key(const PolyglotBoard *board) {
    uint64_t key = 0;
    for (int square = 0; square < 64; square++) {
        if (!board->squares[square])
            continue;
        int kind = (int)(strchr(KINDS, board->squares[square]) - KINDS);
        key ^= POLYGLOT_RANDOM[POLYGLOT_RANDOM_PIECE + 64 * kind + square];
    }
    for (int right = 0; right < 4; right++)
        if (board->castle[right])
            key ^= POLYGLOT_RANDOM[POLYGLOT_RANDOM_CASTLE + right];
    if (board->ep_file >= 0)
        key ^= POLYGLOT_RANDOM[POLYGLOT_RANDOM_EN_PASSANT + board->ep_file];
    if (board->white_to_move)
        key ^= POLYGLOT_RANDOM[POLYGLOT_RANDOM_TURN];
    return key;
}

static int read_square(const char *text) {
    if (text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8')
        return -1;
    return 8 * (text[1] - '1') + (text[0] - 'a');
}

static bool is_king(char piece) {
    return piece == 'K' || piece == 'k';
}

/* Promotion code of a UCI suffix letter: 1-4, or 0 when it is not one. */
static int promotion_code(char letter) {
    const char *found = letter ? strchr(PROMOTIONS + 1, letter) : NULL;
    return found ? (int)(found - PROMOTIONS) : 0;
}

uint16_t polyglot_encode_move(const PolyglotBoard *board, const char *uci) {
    size_t length = strlen(uci);
    if (length != 4 && length != 5)
        return 0;
    int from = read_square(uci), to = read_square(uci + 2);
    int promotion = length == 5 ? promotion_code(uci[4]) : 0;
    if (from < 0 || to < 0 || (length == 5 && promotion == 0))
        return 0;
    int step = to % 8 - from % 8;
    if (is_king(board->squares[from]) && from / 8 == to / 8 && (step == 2 || step == -2))
        to = from / 8 * 8 + (step > 0 ? 7 : 0); /* the king takes its own rook */
    return (uint16_t)(to % 8 | (to / 8) << 3 | (from % 8) << 6 | (from / 8) << 9 | promotion << 12);
}

static void format_squares(int from, int to, int promotion, char text[MAX_MOVE_TEXT]) {
    snprintf(text, MAX_MOVE_TEXT, "%c%c%c%c", 'a' + from % 8, '1' + from / 8, 'a' + to % 8,
             '1' + to / 8);
    if (promotion >= 1 && promotion <= 4) {
        text[4] = PROMOTIONS[promotion];
        text[5] = '\0';
    }
}

void polyglot_move_squares(uint16_t move, char text[MAX_MOVE_TEXT]) {
    format_squares(move >> 6 & 63, move & 63, move >> 12 & 7, text);
}

bool polyglot_decode_move(const PolyglotBoard *board, uint16_t move, char text[MAX_MOVE_TEXT]) {
    int to = move & 63, from = move >> 6 & 63, promotion = move >> 12 & 7;
    if (from == to || promotion > 4)
        return false;
    char piece = board->squares[from], target = board->squares[to];
    bool own_rook = target == (piece == 'K' ? 'R' : 'r');
    if (is_king(piece) && own_rook && from / 8 == to / 8)
        to = from + (to > from ? 2 : -2); /* castling: the king's two-square move */
    format_squares(from, to, promotion, text);
    return true;
}
