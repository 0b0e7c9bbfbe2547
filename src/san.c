/*
 * san.c - SAN for chess and Void Chess from the FEN and the long algebraic move text.
 *
 * A move's SAN needs the moving piece and whether the target is occupied (from the FEN
 * board, where a Void Chess void `*` is an empty square), the other legal moves of the same
 * piece type to the same square (for file/rank disambiguation), and the position after the
 * move (check or mate). Castling is the king's two-file step, as in the canonical notation.
 * Reading SAN formats every legal move and compares, so it accepts exactly what is written.
 */
#include "san.h"

#include "src/games/common/chess_reasons.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { SAN_MAX_SIDE = 9 }; /* the largest board with SAN: Void Chess, 9x9 */

typedef struct SanBoard {
    char squares[SAN_MAX_SIDE][SAN_MAX_SIDE]; /* [rank][file], rank 0 = rank 1; '.' = empty */
} SanBoard;

typedef struct SanSquares {
    int from_file, from_rank, to_file, to_rank;
    char promotion; /* lower-case piece letter, or 0 */
} SanSquares;

bool san_available(const Game *game) {
    return game->has_san;
}

bool san_supported(const Game *game) {
    return game->san_records;
}

static void board_from_position(const Game *game, const void *pos, SanBoard *board) {
    char fen[MAX_POS_TEXT];
    game->format(pos, fen, sizeof fen);
    memset(board->squares, '.', sizeof board->squares);
    int rank = game->ranks - 1, file = 0;
    for (const char *c = fen; *c && *c != ' '; c++) {
        if (*c == '/') {
            rank--, file = 0;
        } else if (isdigit((unsigned char)*c)) {
            file += *c - '0';
        } else if (rank >= 0 && file < game->files && file < SAN_MAX_SIDE) {
            board->squares[rank][file++] = *c == '*' ? '.' : *c;
        }
    }
}

static SanSquares squares_of(const Game *game, const void *pos, Move move) {
    char text[MAX_MOVE_TEXT];
    game->format_move(pos, move, text);
    SanSquares sq = {text[0] - 'a', text[1] - '1', text[2] - 'a', text[3] - '1', text[4]};
    return sq;
}

static char piece_at(const SanBoard *board, int file, int rank) {
    return (char)toupper((unsigned char)board->squares[rank][file]);
}

/* File, rank or both of the origin when another piece of the same type can go there too. */
static void append_disambiguation(const Game *game, const void *pos, const SanBoard *board,
                                  Move move, SanSquares sq, char *out) {
    Move moves[MAX_MOVES];
    int count = game_legal_moves(game, pos, moves);
    char piece = piece_at(board, sq.from_file, sq.from_rank);
    bool ambiguous = false, same_file = false, same_rank = false;
    for (int i = 0; i < count; i++) {
        SanSquares other = squares_of(game, pos, moves[i]);
        if (moves[i] == move || other.to_file != sq.to_file || other.to_rank != sq.to_rank ||
            piece_at(board, other.from_file, other.from_rank) != piece)
            continue;
        ambiguous = true;
        same_file |= other.from_file == sq.from_file;
        same_rank |= other.from_rank == sq.from_rank;
    }
    size_t at = strlen(out);
    if (ambiguous && (!same_file || same_rank))
        out[at++] = (char)('a' + sq.from_file);
    if (ambiguous && same_file)
        out[at++] = (char)('1' + sq.from_rank);
    out[at] = '\0';
}

static void append_check(const Game *game, const void *pos, Move move, char *text) {
    PosBuf next;
    if (!game->in_check || !game->play(pos, move, &next) || !game->in_check(&next))
        return;
    strcat(text, game_has_legal_move(game, &next) ? "+" : "#");
}

static size_t append_square(char *text, size_t at, int file, int rank) {
    text[at++] = (char)('a' + file);
    text[at++] = (char)('1' + rank);
    text[at] = '\0';
    return at;
}

static void format_pawn(SanSquares sq, bool capture, char *text) {
    size_t at = 0;
    if (capture) {
        text[at++] = (char)('a' + sq.from_file);
        text[at++] = 'x';
    }
    at = append_square(text, at, sq.to_file, sq.to_rank);
    if (sq.promotion) {
        text[at++] = '=';
        text[at++] = (char)toupper((unsigned char)sq.promotion);
        text[at] = '\0';
    }
}

void san_format(const Game *game, const void *pos, Move move, char text[MAX_MOVE_TEXT]) {
    SanBoard board;
    board_from_position(game, pos, &board);
    SanSquares sq = squares_of(game, pos, move);
    char piece = piece_at(&board, sq.from_file, sq.from_rank);
    bool capture = board.squares[sq.to_rank][sq.to_file] != '.' ||
                   (piece == 'P' && sq.from_file != sq.to_file);
    if (piece == 'K' && abs(sq.to_file - sq.from_file) == 2) {
        strcpy(text, sq.to_file > sq.from_file ? "O-O" : "O-O-O");
    } else if (piece == 'P') {
        format_pawn(sq, capture, text);
    } else {
        text[0] = piece;
        text[1] = '\0';
        append_disambiguation(game, pos, &board, move, sq, text);
        size_t at = strlen(text);
        if (capture)
            text[at++] = 'x';
        append_square(text, at, sq.to_file, sq.to_rank);
    }
    append_check(game, pos, move, text);
}

/* Canonical comparison form: no + # ! ?, O for 0 and o, '=' before a promotion piece. */
static void san_normalize(const char *text, char out[MAX_MOVE_TEXT]) {
    size_t at = 0;
    for (const char *c = text; *c && at < MAX_MOVE_TEXT - 2; c++) {
        if (strchr("+#!?", *c))
            continue;
        char ch = *c == '0' || *c == 'o' ? 'O' : *c;
        bool after_pawn_target =
            at > 0 && isdigit((unsigned char)out[at - 1]) && out[0] >= 'a' && out[0] <= 'i';
        if (after_pawn_target && strchr("QRBNMqrbnm", ch))
            out[at++] = '=';
        if (at > 0 && out[at - 1] == '=')
            ch = (char)toupper((unsigned char)ch);
        out[at++] = ch;
    }
    out[at] = '\0';
}

/* The destination square of normalized SAN (its last square), or NULL for castling. */
static const char *san_destination(const char *normalized) {
    const char *found = NULL;
    for (const char *c = normalized; c[0] && c[1]; c++)
        if (c[0] >= 'a' && c[0] <= 'i' && c[1] >= '1' && c[1] <= '9')
            found = c;
    return found;
}

/* Formats (which costs a move generation) only the moves to the destination text names. */
static bool find_san(const Game *game, const void *pos, const char *text, Move *move) {
    char wanted[MAX_MOVE_TEXT], candidate[MAX_MOVE_TEXT], normalized[MAX_MOVE_TEXT];
    san_normalize(text, wanted);
    const char *destination = san_destination(wanted);
    Move moves[MAX_MOVES];
    int count = game_legal_moves(game, pos, moves);
    for (int i = 0; i < count; i++) {
        game->format_move(pos, moves[i], candidate);
        if (destination && strncmp(candidate + 2, destination, 2) != 0)
            continue;
        san_format(game, pos, moves[i], candidate);
        san_normalize(candidate, normalized);
        if (strcmp(normalized, wanted) == 0) {
            *move = moves[i];
            return true;
        }
    }
    return false;
}

/* What normalized SAN names: the piece letter ('P' for a pawn), the origin's file and rank
 * where given (-1 where not), the destination and the promotion letter (or 0). */
typedef struct SanParts {
    char letter;
    int from_file, from_rank, to_file, to_rank;
    char promotion;
} SanParts;

static bool san_split(const char *wanted, SanParts *parts) {
    const char *destination = san_destination(wanted);
    bool pawn = wanted[0] >= 'a' && wanted[0] <= 'i';
    if (!destination || (!pawn && !strchr("KQRBNM", wanted[0])))
        return false;
    *parts =
        (SanParts){pawn ? 'P' : wanted[0], -1, -1, destination[0] - 'a', destination[1] - '1', 0};
    for (const char *c = wanted + (pawn ? 0 : 1); c < destination; c++) {
        if (*c >= 'a' && *c <= 'i')
            parts->from_file = *c - 'a';
        else if (*c >= '1' && *c <= '9')
            parts->from_rank = *c - '1';
        else if (*c != 'x')
            return false;
    }
    const char *after = destination + 2;
    if (after[0] == '=' && after[1] && !after[2])
        parts->promotion = (char)tolower((unsigned char)after[1]);
    return after[0] == '\0' || parts->promotion;
}

/* SAN that says more than it needs (Ng1f3, Nxd5 without a capture mark, Pe4) or in long
 * algebraic with a piece letter: the one legal move of that piece from a square the text
 * allows to its destination. */
static bool find_loose_san(const Game *game, const void *pos, const char *text, Move *move) {
    char wanted[MAX_MOVE_TEXT];
    SanParts parts;
    san_normalize(text, wanted);
    if (!san_split(wanted, &parts))
        return false;
    SanBoard board;
    board_from_position(game, pos, &board);
    Move moves[MAX_MOVES];
    int count = game_legal_moves(game, pos, moves), found = 0;
    for (int i = 0; i < count; i++) {
        SanSquares sq = squares_of(game, pos, moves[i]);
        if (sq.to_file != parts.to_file || sq.to_rank != parts.to_rank ||
            piece_at(&board, sq.from_file, sq.from_rank) != parts.letter ||
            (parts.from_file >= 0 && sq.from_file != parts.from_file) ||
            (parts.from_rank >= 0 && sq.from_rank != parts.from_rank) ||
            sq.promotion != parts.promotion)
            continue;
        *move = moves[i];
        found++;
    }
    return found == 1;
}

bool san_parse(const Game *game, const void *pos, const char *text, Move *move) {
    if (strlen(text) >= MAX_MOVE_TEXT)
        return false;
    if (find_san(game, pos, text, move) || find_loose_san(game, pos, text, move))
        return true;
    if (!text[0] || !strchr("nbrqkm", text[0]))
        return false;
    char capital[MAX_MOVE_TEXT];
    snprintf(capital, sizeof capital, "%c%s", toupper((unsigned char)text[0]), text + 1);
    return find_san(game, pos, capital, move) || find_loose_san(game, pos, capital, move);
}

enum { SAN_MAX_ORIGINS = 16 }; /* more pieces of one kind than a side can have */

/* The squares of the mover's pieces that parts names (its letter, and the origin's file
 * and rank where given), as long algebraic origins; their number. */
static int san_origins(const Game *game, const void *pos, const SanParts *parts,
                       char origins[SAN_MAX_ORIGINS][3]) {
    SanBoard board;
    board_from_position(game, pos, &board);
    int side = pos_header(pos)->side, count = 0;
    char piece = side == 0 ? parts->letter : (char)tolower((unsigned char)parts->letter);
    for (int rank = 0; rank < game->ranks; rank++)
        for (int file = 0; file < game->files; file++) {
            if (board.squares[rank][file] != piece || count == SAN_MAX_ORIGINS ||
                (parts->from_file >= 0 && file != parts->from_file) ||
                (parts->from_rank >= 0 && rank != parts->from_rank))
                continue;
            origins[count][0] = (char)('a' + file);
            origins[count][1] = (char)('1' + rank);
            origins[count++][2] = '\0';
        }
    return count;
}

/* The long algebraic move from origin that parts names. */
static void san_long_move(const char *origin, const SanParts *parts, char lan[MAX_MOVE_TEXT]) {
    snprintf(lan, MAX_MOVE_TEXT, "%.2s%c%c%c", origin, 'a' + parts->to_file, '1' + parts->to_rank,
             parts->promotion);
}

/* "2 knights can move to d2: say which, as Nbd2 or Nfd2" when SAN without enough of the
 * origin fits several legal moves; false when it fits fewer than two. */
static bool ambiguity_reason(const Game *game, const void *pos, const SanParts *parts,
                             char origins[][3], int count, char *reason, size_t size) {
    char lan[MAX_MOVE_TEXT], choices[SAN_MAX_ORIGINS][MAX_MOVE_TEXT];
    Move move;
    int legal = 0;
    for (int i = 0; i < count; i++) {
        san_long_move(origins[i], parts, lan);
        if (game_parse_legal_move(game, pos, lan, &move))
            san_format(game, pos, move, choices[legal++]);
    }
    if (legal < 2)
        return false;
    int at = snprintf(reason, size, "%d %ss can move to %c%c: say which, as", legal,
                      chess_piece_name((char)tolower((unsigned char)parts->letter)),
                      'a' + parts->to_file, '1' + parts->to_rank);
    for (int i = 0; i < legal && at >= 0 && (size_t)at < size; i++) {
        const char *separator = i == 0 ? " " : i + 1 < legal ? ", " : " or ";
        at += snprintf(reason + at, size - (size_t)at, "%s%s", separator, choices[i]);
    }
    return true;
}

/* " on b1", " on the b-file", " on rank 1" or "": the origin as far as parts names it. */
static void origin_text(const SanParts *parts, char *text, size_t size) {
    int file = parts->from_file, rank = parts->from_rank;
    if (file >= 0 && rank >= 0)
        snprintf(text, size, " on %c%c", 'a' + file, '1' + rank);
    else if (file >= 0)
        snprintf(text, size, " on the %c-file", 'a' + file);
    else if (rank >= 0)
        snprintf(text, size, " on rank %d", rank + 1);
    else
        text[0] = '\0';
}

bool san_illegal_reason(const Game *game, const void *pos, const char *text, char *reason,
                        size_t size) {
    char wanted[MAX_MOVE_TEXT], lan[MAX_MOVE_TEXT], origins[SAN_MAX_ORIGINS][3];
    if (!san_available(game) || strlen(text) >= MAX_MOVE_TEXT)
        return false;
    san_normalize(text, wanted);
    int side = pos_header(pos)->side;
    char home = side == 0 ? '1' : (char)('0' + game->ranks);
    if (strcmp(wanted, "O-O") == 0 || strcmp(wanted, "O-O-O") == 0) {
        snprintf(lan, sizeof lan, "e%c%c%c", home, wanted[3] ? 'c' : 'g', home);
        return game_illegal_reason(game, pos, lan, reason, size);
    }
    SanParts parts;
    if (!san_split(wanted, &parts))
        return false;
    if (parts.letter == 'P' && parts.from_file < 0)
        parts.from_file = parts.to_file; /* e5: the pawn of the e-file */
    int count = san_origins(game, pos, &parts, origins);
    if (ambiguity_reason(game, pos, &parts, origins, count, reason, size))
        return true;
    if (count == 1) {
        san_long_move(origins[0], &parts, lan);
        return game_illegal_reason(game, pos, lan, reason, size);
    }
    char from[24];
    origin_text(&parts, from, sizeof from);
    snprintf(reason, size, "no %s %s%s can move to %c%c", chess_side_name(side),
             chess_piece_name((char)tolower((unsigned char)parts.letter)), from,
             'a' + parts.to_file, '1' + parts.to_rank);
    return true;
}
