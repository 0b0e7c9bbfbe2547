/*
 * reasons.c - why a chess move is not legal: reads the board into the ChessMoveFacts of
 * common/chess_reasons.h (the piece, the target, promotion, castling, how the piece moves
 * and what blocks it, whether the king stays safe), whose wording both chess games share.
 *
 * Only refused moves come here (Game.illegal_reason); the generator alone decides legality.
 */
#include "chess.h"

#include <string.h>

#include "src/games/common/chess_reasons.h"
#include "src/games/common/square_text.h"

static const char PIECE_LETTERS[TYPE_COUNT + 1] = "?pnbrqk";

static void square_name(int square, char name[3]) {
    square_text_write(name, square_file(square), square_rank(square));
    name[2] = '\0';
}

/* Where a slider's way from `from` to `to` is blocked, on its line; -1 when it is free. */
static int first_blocker(const ChessPos *pos, int from, int to) {
    Bitboard blockers = chess_squares_between(from, to) & pos->by_type[NO_TYPE];
    if (!blockers)
        return -1;
    return to > from ? bb_first(blockers) : bb_last(blockers);
}

static Bitboard empty_board_reach(int type, int from) {
    switch (type) {
        case KNIGHT:
            return chess_knight_attacks(from);
        case BISHOP:
            return chess_bishop_attacks(from, 0);
        case ROOK:
            return chess_rook_attacks(from, 0);
        case QUEEN:
            return chess_bishop_attacks(from, 0) | chess_rook_attacks(from, 0);
        default:
            return chess_king_attacks(from);
    }
}

static void pawn_facts(const ChessPos *pos, int from, int to, ChessMoveFacts *facts) {
    int us = pos->header.side, forward = us == WHITE ? 1 : -1;
    bool captures = (pos->by_color[us ^ 1] & square_bb(to)) || to == pos->ep;
    bool on_start = square_rank(from) == (us == WHITE ? 1 : 6);
    int ranks = (square_rank(to) - square_rank(from)) * forward;
    facts->movement_note =
        chess_pawn_shape_note(square_file(to) - square_file(from), ranks, captures, on_start);
    int middle = from + 8 * forward;
    if (!facts->movement_note && ranks == 2 && pos->board[middle] != NO_PIECE)
        square_name(middle, facts->blocker);
    facts->moves_that_way = !facts->movement_note && !facts->blocker[0];
}

static void piece_facts(const ChessPos *pos, int type, int from, int to, ChessMoveFacts *facts) {
    if (!(empty_board_reach(type, from) & square_bb(to)))
        return;
    int blocker = type == KNIGHT || type == KING ? -1 : first_blocker(pos, from, to);
    if (blocker >= 0)
        square_name(blocker, facts->blocker);
    facts->moves_that_way = blocker < 0;
}

/* The squares of a castling wing: those that must be empty and those the king crosses. */
static void castling_facts(const ChessPos *pos, int from, int to, ChessMoveFacts *facts) {
    int us = pos->header.side, them = us ^ 1;
    bool kingside = to > from;
    int right = (kingside ? WHITE_OO : WHITE_OOO) << (2 * us);
    Bitboard occupied = pos->by_type[NO_TYPE];
    CastlingFacts *castling = &facts->castling;
    castling->right = (pos->castling & right) != 0;
    castling->in_check = chess_pos_in_check(pos);
    int rook = kingside ? from + 3 : from - 4;
    for (int square = from; square != rook;) {
        square += kingside ? 1 : -1;
        if (square != rook && (occupied & square_bb(square)) && !castling->blocked[0])
            square_name(square, castling->blocked);
    }
    for (int square = from; square != to;) {
        square += kingside ? 1 : -1;
        if (chess_pos_attackers(pos, square, them, occupied) && !castling->attacked[0])
            square_name(square, castling->attacked);
    }
    facts->moves_that_way = true;
}

/* After the move (played as the notation reads it), is the mover's king attacked? */
static bool king_safe_after(const ChessPos *pos, const char *text) {
    Move move;
    ChessPos next;
    if (!chess_parse_move(pos, text, &move) || !chess_play(pos, move, &next))
        return true;
    int us = pos->header.side;
    return !chess_pos_attackers(&next, next.king[us], us ^ 1, next.by_type[NO_TYPE]);
}

static bool is_castling(const ChessPos *pos, int from, int to) {
    int us = pos->header.side;
    int distance = to > from ? to - from : from - to;
    return from == (us == WHITE ? E1 : E8) && pos->board[from] == chess_make_piece(us, KING) &&
           square_rank(to) == square_rank(from) && distance == 2;
}

bool chess_illegal_reason(const void *position, const char *text, char *reason, size_t size) {
    const ChessPos *pos = position;
    size_t length = strnlen(text, 6);
    int from_file, from_rank, to_file, to_rank;
    if (length < 4 || length > 5 || !square_text_parse(text, 8, 8, &from_file, &from_rank) ||
        !square_text_parse(text + 2, 8, 8, &to_file, &to_rank))
        return false;
    int from = make_square(from_file, from_rank), to = make_square(to_file, to_rank);
    int us = pos->header.side, piece = pos->board[from], target = pos->board[to];
    if (from == to)
        return false;
    ChessMoveFacts facts = {
        .side = us,
        .piece = piece == NO_PIECE ? 0 : PIECE_LETTERS[chess_piece_type(piece)],
        .piece_side = chess_piece_color(piece),
        .own_target = target != NO_PIECE && chess_piece_color(target) == us
                          ? PIECE_LETTERS[chess_piece_type(target)]
                          : 0,
        .promotes = chess_piece_type(piece) == PAWN && (to_rank == 0 || to_rank == 7),
        .promotion = length == 5 ? text[4] : 0,
        .promotions = "qrbn",
        .is_castling = is_castling(pos, from, to),
        .in_check = chess_pos_in_check(pos),
    };
    square_name(from, facts.from);
    square_name(to, facts.to);
    if (facts.is_castling)
        castling_facts(pos, from, to, &facts);
    else if (chess_piece_type(piece) == PAWN)
        pawn_facts(pos, from, to, &facts);
    else if (piece != NO_PIECE)
        piece_facts(pos, chess_piece_type(piece), from, to, &facts);
    facts.king_safe = !facts.moves_that_way || king_safe_after(pos, text);
    chess_move_reason(&facts, reason, size);
    return true;
}
