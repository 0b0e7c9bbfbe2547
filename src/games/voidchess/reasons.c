/*
 * reasons.c - why a Void Chess move is not legal: reads the board into the ChessMoveFacts of
 * common/chess_reasons.h, whose wording both chess games share, with the Void Chess facts
 * beside the chess ones (RULES.md section 2): a void on the from or to square, a king on an
 * unstable square that must move (VC12), voids blocking sliders and pawns, the Minister's
 * two steps, castling over empty non-void squares, the king's safety after the move and the
 * end-of-turn resolution (VC13).
 *
 * Only refused moves come here (Game.illegal_reason); the generator alone decides legality.
 */
#include "voidchess.h"

#include <string.h>

#include "src/games/common/chess_reasons.h"
#include "src/games/common/square_text.h"

static const char PIECE_LETTERS[VOIDCHESS_TYPE_COUNT + 1] = "?pnbrqmk";

static void square_name(int square, char name[3]) {
    square_text_write(name, voidchess_file(square), voidchess_rank(square));
    name[2] = '\0';
}

/* The first piece or void on a slider's way from `from` to `to` (on one line), or -1. */
static int first_blocker(const VoidChessPos *pos, int from, int to) {
    int direction = VOIDCHESS_TABLES.direction[from][to];
    VoidChessBits between = VOIDCHESS_TABLES.ray[direction][from] &
                            ~VOIDCHESS_TABLES.ray[direction][to] & ~voidchess_bit(to);
    VoidChessBits blockers = between & (pos->by_type[VOIDCHESS_NO_TYPE] | pos->voids);
    if (!blockers)
        return -1;
    return direction < VOIDCHESS_S ? voidchess_first(blockers) : voidchess_last(blockers);
}

static void set_blocker(const VoidChessPos *pos, int square, ChessMoveFacts *facts) {
    square_name(square, facts->blocker);
    facts->blocker_is_void = voidchess_has(pos->voids, square);
}

static VoidChessBits empty_board_reach(int type, int from) {
    switch (type) {
        case VOIDCHESS_KNIGHT:
            return VOIDCHESS_TABLES.knight[from];
        case VOIDCHESS_BISHOP:
            return VOIDCHESS_TABLES.bishop_lines[from];
        case VOIDCHESS_ROOK:
            return VOIDCHESS_TABLES.rook_lines[from];
        case VOIDCHESS_QUEEN:
            return VOIDCHESS_TABLES.bishop_lines[from] | VOIDCHESS_TABLES.rook_lines[from];
        case VOIDCHESS_MINISTER:
            return VOIDCHESS_TABLES.box[from];
        default:
            return VOIDCHESS_TABLES.king[from];
    }
}

/* VC3: the Minister reaches its box through an empty or void first step. */
static void minister_facts(const VoidChessPos *pos, int from, int to, ChessMoveFacts *facts) {
    VoidChessBits near = VOIDCHESS_TABLES.king[from];
    VoidChessBits reach = near | voidchess_spread(near & ~pos->by_type[VOIDCHESS_NO_TYPE]);
    facts->moves_that_way = voidchess_has(reach, to);
    if (!facts->moves_that_way)
        facts->movement_note = "pieces stand on every first step of the minister towards it";
}

static void piece_facts(const VoidChessPos *pos, int type, int from, int to,
                        ChessMoveFacts *facts) {
    if (!voidchess_has(empty_board_reach(type, from), to))
        return;
    if (type == VOIDCHESS_MINISTER) {
        minister_facts(pos, from, to, facts);
        return;
    }
    int blocker =
        type == VOIDCHESS_KNIGHT || type == VOIDCHESS_KING ? -1 : first_blocker(pos, from, to);
    if (blocker >= 0)
        set_blocker(pos, blocker, facts);
    facts->moves_that_way = blocker < 0;
}

static void pawn_facts(const VoidChessPos *pos, int from, int to, ChessMoveFacts *facts) {
    int us = pos->header.side, forward = us == VOIDCHESS_WHITE ? 1 : -1;
    bool captures = voidchess_has(pos->by_color[us ^ 1], to) || to == pos->ep;
    bool on_start = voidchess_rank(from) == (us == VOIDCHESS_WHITE ? 1 : VOIDCHESS_RANKS - 2);
    int ranks = (voidchess_rank(to) - voidchess_rank(from)) * forward;
    facts->movement_note =
        chess_pawn_shape_note(voidchess_file(to) - voidchess_file(from), ranks, captures, on_start);
    int middle = from + VOIDCHESS_STRIDE * forward;
    if (!facts->movement_note && ranks == 2 &&
        voidchess_has(pos->by_type[VOIDCHESS_NO_TYPE] | pos->voids, middle))
        set_blocker(pos, middle, facts);
    facts->moves_that_way = !facts->movement_note && !facts->blocker[0];
}

/* VC5: the squares between king and rook empty and not void, the king's start, passed and
 * landing squares not attacked. */
static void castling_facts(const VoidChessPos *pos, int from, int to, ChessMoveFacts *facts) {
    int us = pos->header.side, them = us ^ 1;
    bool kingside = to > from;
    int right = (kingside ? VOIDCHESS_WHITE_OO : VOIDCHESS_WHITE_OOO) << (2 * us);
    int rook = kingside ? from + 4 : from - 4, step = kingside ? 1 : -1;
    VoidChessBits blocked = pos->by_type[VOIDCHESS_NO_TYPE] | pos->voids;
    CastlingFacts *castling = &facts->castling;
    castling->right = (pos->castling & right) != 0;
    castling->in_check = voidchess_square_attacked(pos, from, them);
    for (int square = from + step; square != rook; square += step)
        if (voidchess_has(blocked, square) && !castling->blocked[0]) {
            square_name(square, castling->blocked);
            castling->blocked_by_void = voidchess_has(pos->voids, square);
        }
    for (int square = from + step; square != to + step; square += step)
        if (voidchess_square_attacked(pos, square, them) && !castling->attacked[0])
            square_name(square, castling->attacked);
    facts->moves_that_way = true;
}

static bool is_castling(const VoidChessPos *pos, int from, int to) {
    int us = pos->header.side;
    int distance = to > from ? to - from : from - to;
    return from == (us == VOIDCHESS_WHITE ? VOIDCHESS_E1 : VOIDCHESS_E9) &&
           pos->board[from] == voidchess_piece(us, VOIDCHESS_KING) &&
           voidchess_rank(to) == voidchess_rank(from) && distance == 2;
}

/* VC13: after the move and the resolution, is the mover's king safe? */
static bool king_safe_after(const VoidChessPos *pos, const char *text) {
    Move move;
    return !voidchess_parse_move(pos, text, &move) || voidchess_move_keeps_king_safe(pos, move);
}

bool voidchess_illegal_reason(const void *position, const char *text, char *reason, size_t size) {
    const VoidChessPos *pos = position;
    size_t length = strnlen(text, 6);
    int from_file, from_rank, to_file, to_rank;
    if (length < 4 || length > 5 ||
        !square_text_parse(text, VOIDCHESS_FILES, VOIDCHESS_RANKS, &from_file, &from_rank) ||
        !square_text_parse(text + 2, VOIDCHESS_FILES, VOIDCHESS_RANKS, &to_file, &to_rank))
        return false;
    int from = voidchess_square(from_file, from_rank), to = voidchess_square(to_file, to_rank);
    int us = pos->header.side, piece = pos->board[from], target = pos->board[to];
    if (from == to)
        return false;
    ChessMoveFacts facts = {
        .side = us,
        .piece = piece == VOIDCHESS_NO_PIECE ? 0 : PIECE_LETTERS[voidchess_type(piece)],
        .piece_side = voidchess_color(piece),
        .own_target = target != VOIDCHESS_NO_PIECE && voidchess_color(target) == us
                          ? PIECE_LETTERS[voidchess_type(target)]
                          : 0,
        .promotes = voidchess_type(piece) == VOIDCHESS_PAWN &&
                    (to_rank == 0 || to_rank == VOIDCHESS_RANKS - 1),
        .promotion = length == 5 ? text[4] : 0,
        .promotions = "qmrbn",
        .from_void = voidchess_has(pos->voids, from),
        .to_void = voidchess_has(pos->voids, to),
        .king_must_move = voidchess_king_on_unstable(pos),
        .is_castling = is_castling(pos, from, to),
        .in_check = voidchess_king_attacked(pos),
    };
    square_name(from, facts.from);
    square_name(to, facts.to);
    if (facts.is_castling)
        castling_facts(pos, from, to, &facts);
    else if (voidchess_type(piece) == VOIDCHESS_PAWN)
        pawn_facts(pos, from, to, &facts);
    else if (piece != VOIDCHESS_NO_PIECE)
        piece_facts(pos, voidchess_type(piece), from, to, &facts);
    facts.king_safe = !facts.moves_that_way || king_safe_after(pos, text);
    chess_move_reason(&facts, reason, size);
    return true;
}
