/*
 * book_codec.c - what a book record means for each game: the key of a position and the
 * encoding of a move. A game with Polyglot books (Game.polyglot_books: chess) uses
 * Polyglot's (read from the position's FEN text); every other game its own Zobrist key and
 * its own 32-bit move, split over the move (low 16 bits) and learn (high 16 bits) fields of
 * the record.
 */
#include "book.h"

#include "polyglot.h"

bool book_is_polyglot(const Game *game) {
    return game->polyglot_books;
}

static bool read_polyglot_board(const Game *game, const void *pos, PolyglotBoard *board) {
    char fen[MAX_POS_TEXT];
    game->format(pos, fen, sizeof fen);
    return polyglot_read_fen(fen, board);
}

uint64_t book_key(const Game *game, const void *pos) {
    if (!book_is_polyglot(game))
        return pos_header(pos)->key;
    PolyglotBoard board;
    return read_polyglot_board(game, pos, &board) ? polyglot_key(&board) : 0;
}

void book_encode(const Game *game, const void *pos, Move move, uint16_t *code, uint32_t *learn) {
    *learn = 0;
    if (!book_is_polyglot(game)) {
        *code = (uint16_t)(move & 0xFFFF);
        *learn = move >> 16;
        return;
    }
    PolyglotBoard board;
    char text[MAX_MOVE_TEXT];
    game->format_move(pos, move, text);
    *code = read_polyglot_board(game, pos, &board) ? polyglot_encode_move(&board, text) : 0;
}

static bool is_legal(const Game *game, const void *pos, Move move) {
    Move moves[MAX_MOVES];
    int count = game_legal_moves(game, pos, moves);
    for (int i = 0; i < count; i++)
        if (moves[i] == move)
            return true;
    return false;
}

Move book_decode(const Game *game, const void *pos, uint16_t code, uint32_t learn) {
    if (!book_is_polyglot(game)) {
        Move move = (Move)code | (Move)(learn & 0xFFFF) << 16;
        return move != MOVE_NONE && is_legal(game, pos, move) ? move : MOVE_NONE;
    }
    PolyglotBoard board;
    char text[MAX_MOVE_TEXT];
    Move move;
    if (!read_polyglot_board(game, pos, &board) || !polyglot_decode_move(&board, code, text) ||
        !game_parse_legal_move(game, pos, text, &move))
        return MOVE_NONE;
    return move;
}
