/*
 * chess.h - standard chess: the position (ChessPos), squares, pieces, the move encoding and
 * the functions the chess files share. The Game descriptor (engine/games/chess.c) is built from the
 * chess_* entry points declared at the bottom, which take the interface's void pointers.
 *
 * A ChessPos is 160 bytes and is copied on every move: one bitboard per piece type plus the
 * union of all pieces in by_type[NO_TYPE], one bitboard per colour, a 64-byte mailbox that
 * says what stands on a square, the king squares, the castling rights and the en-passant
 * square. The en-passant square is kept after every double pawn push (so FEN round-trips),
 * but enters the Zobrist key only when a pawn of the side to move attacks it: positions that
 * differ in an en-passant square nobody can use are the same position for repetitions.
 */
#ifndef TESSERA_CHESS_H
#define TESSERA_CHESS_H

#include "src/game.h"
#include "attacks.h"

enum ChessColor { WHITE, BLACK };
enum ChessPieceType { NO_TYPE, PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING, TYPE_COUNT };

/* A piece code is colour << 3 | type; NO_PIECE marks an empty square. */
enum { NO_PIECE = 0, PIECE_CODES = 16 };

/* Range of chess_move_index: moving piece code times destination square. */
enum { CHESS_MOVE_INDEX_COUNT = PIECE_CODES * SQUARE_COUNT };

/* clang-format off */
enum ChessSquare {
    A1, B1, C1, D1, E1, F1, G1, H1,
    A2, B2, C2, D2, E2, F2, G2, H2,
    A3, B3, C3, D3, E3, F3, G3, H3,
    A4, B4, C4, D4, E4, F4, G4, H4,
    A5, B5, C5, D5, E5, F5, G5, H5,
    A6, B6, C6, D6, E6, F6, G6, H6,
    A7, B7, C7, D7, E7, F7, G7, H7,
    A8, B8, C8, D8, E8, F8, G8, H8,
    NO_SQUARE
};
/* clang-format on */

enum ChessCastling { WHITE_OO = 1, WHITE_OOO = 2, BLACK_OO = 4, BLACK_OOO = 8, ALL_CASTLING = 15 };

/* A move: from (bits 0-5), to (6-11), promotion type minus KNIGHT (12-13), kind (14-15).
 * Castling is the king's two-square move. from != to, so no move encodes to MOVE_NONE. */
enum ChessMoveKind { MOVE_NORMAL, MOVE_PROMOTION, MOVE_EN_PASSANT, MOVE_CASTLING };

typedef struct ChessPos {
    PosHeader header;
    Bitboard by_type[TYPE_COUNT]; /* by_type[NO_TYPE]: every occupied square */
    Bitboard by_color[2];
    uint8_t board[SQUARE_COUNT]; /* piece code on each square */
    uint8_t king[2];             /* king square of each colour */
    uint8_t castling;            /* Castling rights still available */
    uint8_t ep;                  /* square skipped by the last double push, or NO_SQUARE */
} ChessPos;

static inline int chess_piece_type(int piece) {
    return piece & 7;
}

static inline int chess_piece_color(int piece) {
    return piece >> 3;
}

static inline int chess_make_piece(int color, int type) {
    return color << 3 | type;
}

static inline Move chess_move_make(int from, int to, int kind) {
    return (Move)(from | to << 6 | kind << 14);
}

static inline Move chess_move_make_promotion(int from, int to, int type) {
    return (Move)(from | to << 6 | (type - KNIGHT) << 12 | MOVE_PROMOTION << 14);
}

static inline int chess_move_from(Move move) {
    return (int)(move & 63);
}

static inline int chess_move_to(Move move) {
    return (int)(move >> 6 & 63);
}

static inline int chess_move_kind(Move move) {
    return (int)(move >> 14 & 3);
}

static inline int chess_move_promotion(Move move) {
    return (int)(move >> 12 & 3) + KNIGHT;
}

static inline Bitboard chess_pos_pieces(const ChessPos *pos, int color, int type) {
    return pos->by_color[color] & pos->by_type[type];
}

/* Pieces of colour `by` attacking square, with occupied as the blockers for sliders. */
static inline Bitboard chess_pos_attackers(const ChessPos *pos, int square, int by,
                                           Bitboard occupied) {
    Bitboard queens = pos->by_type[QUEEN];
    Bitboard attackers =
        (chess_pawn_attacks(by ^ 1, square) & pos->by_type[PAWN]) |
        (chess_knight_attacks(square) & pos->by_type[KNIGHT]) |
        (chess_king_attacks(square) & pos->by_type[KING]) |
        (chess_bishop_attacks(square, occupied) & (pos->by_type[BISHOP] | queens)) |
        (chess_rook_attacks(square, occupied) & (pos->by_type[ROOK] | queens));
    return attackers & pos->by_color[by];
}

static inline bool chess_pos_in_check(const ChessPos *pos) {
    int us = pos->header.side;
    return chess_pos_attackers(pos, pos->king[us], us ^ 1, pos->by_type[NO_TYPE]) != 0;
}

/* True when a pawn of the side to move could capture en passant (ignoring pins). */
static inline bool chess_pos_ep_capturable(const ChessPos *pos) {
    int us = pos->header.side;
    return pos->ep != NO_SQUARE &&
           (chess_pawn_attacks(us ^ 1, pos->ep) & chess_pos_pieces(pos, us, PAWN));
}

/* The Zobrist keys, written once by chess_init and read-only afterwards. */
typedef struct ChessKeys {
    uint64_t piece[PIECE_CODES][SQUARE_COUNT];
    uint64_t castling[ALL_CASTLING + 1];
    uint64_t ep_file[8];
    uint64_t side;
} ChessKeys;

extern ChessKeys CHESS_KEYS;

static inline uint64_t chess_pos_ep_key(const ChessPos *pos) {
    return chess_pos_ep_capturable(pos) ? CHESS_KEYS.ep_file[square_file(pos->ep)] : 0;
}

/* position.c: one-time table set-up (thread-safe, cheap after the first call) and editing. */
void chess_init(void);
void chess_put_piece(ChessPos *pos, int piece, int square);
bool chess_mirror(const void *pos, void *out);

/* zobrist.c */
void chess_keys_init(void);
uint64_t chess_compute_key(const ChessPos *pos);

/* rules.c */
bool chess_insufficient_material(const ChessPos *pos);

/* Entry points of the Game descriptor. */
bool chess_parse(void *pos, const char *text, char *error, size_t error_size);
void chess_format(const void *pos, char *text, size_t size);
void chess_print_board(const void *pos, StrBuf *out);
bool chess_parse_move(const void *pos, const char *text, Move *move);
void chess_format_move(const void *pos, Move move, char text[MAX_MOVE_TEXT]);
bool chess_illegal_reason(const void *pos, const char *text, char *reason, size_t size);
int chess_generate(const void *pos, Move *moves, GenKind kind);
bool chess_play(const void *pos, Move move, void *next);
void chess_play_null(const void *pos, void *next);
uint64_t chess_key_from_scratch(const void *pos);
/* A key of the pawns alone (both colours' pawn sets mixed): positions with the same pawn
 * structure share it, whatever else is on the board. */
uint64_t chess_pawn_key(const void *pos);
/* The correction keys (Game.correction_keys): the pawns, white's other pieces, black's. */
int chess_correction_keys(const void *pos, uint64_t keys[GAME_CORRECTION_KEYS]);
void chess_status(const void *pos, GameStatus *status);
bool chess_rule_draw(const void *pos);
Result chess_no_move_result(const void *pos);
bool chess_in_check(const void *pos);
bool chess_is_noisy(const void *pos, Move move);
int chess_noisy_gain(const void *pos, Move move);
bool chess_see_at_least(const void *pos, Move move, int threshold);
int chess_move_index(const void *pos, Move move);
bool chess_null_move_allowed(const void *pos);

#endif
