/*
 * chess_reasons.c - the wording of chess_reasons.h: one clause naming the first rule a
 * refused chess-like move breaks (no piece, not the mover's piece, an own piece on the
 * target, a king that must leave its unstable square, a void, promotion, castling rights and
 * squares, the way the piece moves, what blocks it, and last the king left in check).
 */
#include "chess_reasons.h"

#include <stdio.h>
#include <string.h>

const char *chess_piece_name(char letter) {
    switch (letter) {
        case 'p':
            return "pawn";
        case 'n':
            return "knight";
        case 'b':
            return "bishop";
        case 'r':
            return "rook";
        case 'q':
            return "queen";
        case 'm':
            return "minister";
        case 'k':
            return "king";
        default:
            return "piece";
    }
}

const char *chess_pawn_shape_note(int files, int forward, bool captures, bool on_start_rank) {
    bool straight = files == 0, diagonal = files == 1 || files == -1;
    if (straight && (forward == 1 || (forward == 2 && on_start_rank)))
        return captures ? "a pawn captures only diagonally" : NULL;
    if (straight && forward == 2)
        return "a pawn moves two squares only from its starting rank";
    if (diagonal && forward == 1)
        return captures ? NULL : "a pawn moves diagonally only to capture";
    return "a pawn moves straight forward and captures one square diagonally forward";
}

const char *chess_side_name(int side) {
    return side == 0 ? "white" : "black";
}

static bool castling_reason(const ChessMoveFacts *facts, char *reason, size_t size) {
    const CastlingFacts *castling = &facts->castling;
    const char *side = chess_side_name(facts->side);
    if (!castling->right)
        snprintf(reason, size, "%s has lost the right to castle that way", side);
    else if (castling->blocked[0] && castling->blocked_by_void)
        snprintf(reason, size, "castling needs %s, which is a void, to be an empty square",
                 castling->blocked);
    else if (castling->blocked[0])
        snprintf(reason, size, "castling needs %s empty", castling->blocked);
    else if (castling->in_check)
        snprintf(reason, size, "the king may not castle out of check");
    else if (castling->attacked[0])
        snprintf(reason, size, "the king may not castle through or onto %s, which %s attacks",
                 castling->attacked, chess_side_name(facts->side ^ 1));
    else
        return false;
    return true;
}

static bool promotion_reason(const ChessMoveFacts *facts, char *reason, size_t size) {
    if (facts->promotion && facts->piece != 'p')
        snprintf(reason, size, "only a pawn promotes");
    else if (facts->promotion && !facts->promotes)
        snprintf(reason, size, "a pawn promotes only on the last rank");
    else if (facts->promotes && !facts->promotion)
        snprintf(reason, size, "a pawn reaching the last rank must promote: add one of %s",
                 facts->promotions);
    else if (facts->promotion && !strchr(facts->promotions, facts->promotion))
        snprintf(reason, size, "a pawn promotes to one of %s", facts->promotions);
    else
        return false;
    return true;
}

static void movement_reason(const ChessMoveFacts *facts, char *reason, size_t size) {
    if (facts->movement_note)
        snprintf(reason, size, "%s", facts->movement_note);
    else if (facts->blocker[0] && facts->blocker_is_void)
        snprintf(reason, size, "the void at %s blocks the way", facts->blocker);
    else if (facts->blocker[0])
        snprintf(reason, size, "the piece on %s blocks the way", facts->blocker);
    else
        snprintf(reason, size, "the %s cannot move like that", chess_piece_name(facts->piece));
}

void chess_move_reason(const ChessMoveFacts *facts, char *reason, size_t size) {
    const char *side = chess_side_name(facts->side);
    if (facts->from_void)
        snprintf(reason, size, "%s is a void, with no piece on it", facts->from);
    else if (!facts->piece)
        snprintf(reason, size, "there is no piece on %s", facts->from);
    else if (facts->piece_side != facts->side)
        snprintf(reason, size, "the %s on %s is %s's, and %s is to move",
                 chess_piece_name(facts->piece), facts->from, chess_side_name(facts->piece_side),
                 side);
    else if (facts->own_target && !facts->is_castling)
        snprintf(reason, size, "%s holds %s's own %s", facts->to, side,
                 chess_piece_name(facts->own_target));
    else if (facts->king_must_move && facts->piece != 'k')
        snprintf(reason, size, "the %s king stands on an unstable square and must move", side);
    else if (facts->to_void && facts->piece != 'm')
        snprintf(reason, size, "%s is a void, and only a minister may enter a void", facts->to);
    else if (promotion_reason(facts, reason, size))
        return;
    else if (facts->is_castling && castling_reason(facts, reason, size))
        return;
    else if (!facts->moves_that_way)
        movement_reason(facts, reason, size);
    else if (!facts->king_safe && facts->in_check)
        snprintf(reason, size, "the %s king is in check, and this move does not end it", side);
    else if (!facts->king_safe)
        snprintf(reason, size, "it would leave the %s king in check", side);
    else
        snprintf(reason, size, "it is not legal here");
}
