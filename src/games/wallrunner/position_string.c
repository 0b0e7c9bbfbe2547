/*
 * position_string.c - Wall Runner positions as text (RULES.md section 5, PROTOCOL.md
 * section 6) and the ASCII board diagram.
 *
 * `<board> <side> <bans> [<move number>]`, e.g. the start
 * `1dsgksd1/2rrrr2/8/8/8/8/2RRRR2/1DSGKSD1 w - 1`. The board is written like a FEN board,
 * rank 8 first, with K G S D R for White's King, Guard, Striag, Diag and Runner and lower case
 * for Black's. The side is `w` or `b`. The bans (WR8) are `-` or a comma list of
 * `<square><banned square>` for pieces of the side to move, by square; the banned square is
 * next to the piece and empty (it is the square the piece was just pushed from). The move
 * number starts at 1 and rises after Black's move up to POS_MOVE_NUMBER_MAX; it defaults to 1.
 *
 * The parser reads any byte string without reading past its terminator, fills a scratch
 * position and copies it out only when everything is valid; otherwise it explains the first
 * problem found. Each side has at most one King; a position where a King is missing or
 * stands on its goal rank is accepted as decided (WR9), unless both sides would have won.
 */
#include "wallrunner.h"

#include <stdio.h>
#include <string.h>

#include "src/games/common/fen_text.h"

enum { MAX_FIELDS = 4, BAN_TEXT = 4 };

static const char PIECE_CHARS[] = " KGSDR   kgsdr";

static const char *side_name(int side) {
    return side == WHITE ? "white" : "black";
}

/* The piece a board character stands for, or -1. */
static int decode_piece(char c) {
    const char *found = c != ' ' && c != '\0' ? strchr(PIECE_CHARS, c) : NULL;
    return found ? (int)(found - PIECE_CHARS) : -1;
}

static void place_piece(void *board, int piece, int file, int rank) {
    wallrunner_put_piece(board, piece, make_square(file, rank));
}

static char encode_piece(const void *board, int file, int rank) {
    int piece = ((const WallRunnerPos *)board)->board[make_square(file, rank)];
    return piece == NO_PIECE ? '\0' : PIECE_CHARS[piece];
}

static const FenBoardCodec CODEC = {BOARD_SIZE,
                                    BOARD_SIZE,
                                    "K G S D R for White's King, Guard, Striag, Diag and Runner, "
                                    "lower case for Black's",
                                    decode_piece,
                                    place_piece,
                                    encode_piece};

/* Each side has at most one King, and at most one side has won (WR9). */
static bool check_kings(const WallRunnerPos *pos, FenError *error) {
    for (int side = WHITE; side <= BLACK; side++)
        if (bb_count(wallrunner_pos_pieces(pos, side, KING)) > 1)
            return fen_fail(error, "%s has %d Kings (at most one)", side_name(side),
                            bb_count(wallrunner_pos_pieces(pos, side, KING)));
    if (wallrunner_winner(pos) == WINNER_CONFLICT)
        return fen_fail(error, "both sides would have won (each King is missing or on its goal "
                               "rank)");
    return true;
}

/* One ban `<square><banned square>`: a piece of the side to move next to an empty square. */
static bool parse_ban(WallRunnerPos *pos, const char *text, FenError *error) {
    int square, target;
    char name[3], other[3], quoted[FEN_QUOTE_SIZE];
    if (!wallrunner_parse_square(text, &square) || !wallrunner_parse_square(text + 2, &target))
        return fen_fail(error, "bad ban '%s' (expected <square><banned square> like f3f4)",
                        fen_quote((FenField){text, BAN_TEXT, BAN_TEXT}, quoted));
    wallrunner_square_name(square, name);
    wallrunner_square_name(target, other);
    int piece = pos->board[square];
    if (piece == NO_PIECE)
        return fen_fail(error, "ban %s%s names the empty square %s", name, other, name);
    if (wallrunner_piece_side(piece) != pos->header.side)
        return fen_fail(error, "ban %s%s names a %s piece, but bans belong to the side to move",
                        name, other, side_name(wallrunner_piece_side(piece)));
    if (wallrunner_direction_between(square, target) < 0)
        return fen_fail(error, "ban %s%s: the banned square is not next to %s", name, other, name);
    if (pos->board[target] != NO_PIECE)
        return fen_fail(error,
                        "ban %s%s: the banned square %s is occupied (a piece was pushed "
                        "from it)",
                        name, other, other);
    for (int i = 0; i < pos->ban_count; i++)
        if (pos->bans[i].square == square)
            return fen_fail(error, "two bans for the piece on %s", name);
    wallrunner_add_ban(pos, square, target);
    return true;
}

static bool parse_bans(WallRunnerPos *pos, FenField field, FenError *error) {
    char quoted[FEN_QUOTE_SIZE];
    if (field.full_length == 1 && field.text[0] == '-')
        return true;
    const char *text = field.text;
    size_t left = field.full_length;
    for (;;) {
        if (pos->ban_count == MAX_BANS)
            return fen_fail(error, "more than %d bans in '%s'", MAX_BANS, fen_quote(field, quoted));
        if (left < BAN_TEXT || (left > BAN_TEXT && text[BAN_TEXT] != ','))
            return fen_fail(error,
                            "bad bans field '%s' (expected - or a comma list like f3f4,e5e6)",
                            fen_quote(field, quoted));
        if (!parse_ban(pos, text, error))
            return false;
        if (left == BAN_TEXT)
            return true;
        text += BAN_TEXT + 1;
        left -= BAN_TEXT + 1;
    }
}

static bool parse_fields(void *position, const FenField *fields, int count, FenError *error) {
    WallRunnerPos *pos = position;
    static const char *const NAMES[] = {"board", "side to move", "bans"};
    return fen_check_field_count(fields, count, 3, MAX_FIELDS, NAMES, "move number", error) &&
           fen_parse_board(&CODEC, pos, fields[0].text, error) &&
           fen_parse_side(fields[1], &pos->header, error) && check_kings(pos, error) &&
           parse_bans(pos, fields[2], error) &&
           fen_parse_move_number(count > 3 ? &fields[3] : NULL, "move number", &pos->header, error);
}

bool wallrunner_parse(void *position, const char *text, char *error_text, size_t error_size) {
    wallrunner_init();
    FenError error = {error_text, error_size};
    WallRunnerPos pos;
    memset(&pos, 0, sizeof pos);
    pos.header.players = 2;
    if (!fen_read_fields(text, MAX_FIELDS, parse_fields, &pos, &error))
        return false;
    wallrunner_update_walls(&pos);
    pos.header.key = wallrunner_compute_key(&pos);
    memcpy(position, &pos, sizeof pos);
    return true;
}

static void format_bans(const WallRunnerPos *pos, char *out) {
    int n = 0;
    for (int i = 0; i < pos->ban_count; i++) {
        if (i > 0)
            out[n++] = ',';
        wallrunner_square_name(pos->bans[i].square, out + n);
        wallrunner_square_name(pos->bans[i].target, out + n + 2);
        n += BAN_TEXT;
    }
    strcpy(out + n, n ? "" : "-");
}

void wallrunner_format(const void *position, char *text, size_t size) {
    const WallRunnerPos *pos = position;
    char board[80], bans[MAX_BANS * (BAN_TEXT + 1) + 2];
    fen_format_board(&CODEC, pos, board);
    format_bans(pos, bans);
    int side = pos->header.side;
    snprintf(text, size, "%s %c %s %d", board, side == WHITE ? 'w' : 'b', bans,
             fen_move_number(&pos->header));
}

/* The board with wall squares marked on both sides of the piece letter: '+' White's wall,
 * '*' Black's, '#' both sides'. */
void wallrunner_print_board(const void *position, StrBuf *out) {
    const WallRunnerPos *pos = position;
    static const char WALL_MARK[4] = {' ', '+', '*', '#'};
    const char *border = "  +---+---+---+---+---+---+---+---+\n";
    strbuf_append(out, border);
    for (int rank = BOARD_SIZE - 1; rank >= 0; rank--) {
        strbuf_printf(out, "%d |", rank + 1);
        for (int file = 0; file < BOARD_SIZE; file++) {
            int square = make_square(file, rank);
            int walls = (int)(pos->walls[WHITE] >> square & 1) |
                        (int)(pos->walls[BLACK] >> square & 1) << 1;
            char piece = PIECE_CHARS[pos->board[square]];
            strbuf_printf(out, "%c%c%c|", WALL_MARK[walls], piece, WALL_MARK[walls]);
        }
        strbuf_append(out, "\n");
        strbuf_append(out, border);
    }
    strbuf_append(out, "    a   b   c   d   e   f   g   h\n");
    strbuf_append(out, "  walls: + White's, * Black's, # both\n");
}
