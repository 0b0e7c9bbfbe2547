/*
 * position.c - changing a Wall Runner position: placing pieces, and copy-make play() /
 * play_null() with an incremental Zobrist key.
 *
 * After every Guard move each enemy piece next to the Guard's landing square is pushed one
 * square further away from it (WR7): over the edge it is removed, onto an empty square it
 * moves and is banned from returning on its owner's next turn (WR8), otherwise it stays. A
 * pushed piece lands two squares from the Guard and leaves a square next to it, so no push
 * can meet another and the order in which they are applied does not matter. The walls are
 * recomputed after every move (WR3). rule50 counts the plies since a piece last left the
 * board, the only irreversible change.
 *
 * play() trusts that the move came from wallrunner_generate. It refuses a move whose from
 * square does not hold a piece of the side to move; any other stray value stays memory-safe
 * but yields a meaningless position.
 */
#include "wallrunner.h"

static inline void toggle_square(WallRunnerPos *pos, int piece, Bitboard squares) {
    pos->by_kind[NO_KIND] ^= squares;
    pos->by_kind[wallrunner_piece_kind(piece)] ^= squares;
    pos->by_side[wallrunner_piece_side(piece)] ^= squares;
}

void wallrunner_put_piece(WallRunnerPos *pos, int piece, int square) {
    toggle_square(pos, piece, square_bb(square));
    pos->board[square] = (uint8_t)piece;
}

static uint64_t remove_piece(WallRunnerPos *pos, int square) {
    int piece = pos->board[square];
    toggle_square(pos, piece, square_bb(square));
    pos->board[square] = NO_PIECE;
    pos->header.rule50 = 0;
    return RUNNER_TABLES.piece_key[piece][square];
}

static uint64_t move_piece(WallRunnerPos *pos, int from, int to) {
    int piece = pos->board[from];
    toggle_square(pos, piece, square_bb(from) | square_bb(to));
    pos->board[from] = NO_PIECE;
    pos->board[to] = (uint8_t)piece;
    return RUNNER_TABLES.piece_key[piece][from] ^ RUNNER_TABLES.piece_key[piece][to];
}

void wallrunner_add_ban(WallRunnerPos *pos, int square, int target) {
    int i = pos->ban_count++;
    for (; i > 0 && pos->bans[i - 1].square > square; i--)
        pos->bans[i] = pos->bans[i - 1];
    pos->bans[i] = (WallRunnerBan){(uint8_t)square, (uint8_t)target};
}

/* WR7: the pushes of a Guard that has just landed on guard; returns the key change. */
static uint64_t push_around(WallRunnerPos *pos, int guard, int enemy) {
    uint64_t key = 0;
    for (int direction = 0; direction < DIRECTION_COUNT; direction++) {
        int victim = wallrunner_step(guard, direction);
        if (victim < 0 || !(pos->by_side[enemy] & square_bb(victim)))
            continue;
        int target = wallrunner_step(victim, direction);
        if (target < 0) {
            if (PUSH_REMOVES_OFF_BOARD)
                key ^= remove_piece(pos, victim);
        } else if (pos->board[target] == NO_PIECE) {
            key ^= move_piece(pos, victim, target);
            wallrunner_add_ban(pos, target, victim);
            key ^= wallrunner_ban_key((WallRunnerBan){(uint8_t)target, (uint8_t)victim});
        }
    }
    return key;
}

/* The parts every move and the null move share: side, counters, the old bans expire. */
static uint64_t start_turn(const WallRunnerPos *pos, WallRunnerPos *next) {
    *next = *pos;
    uint64_t key = pos->header.key ^ RUNNER_TABLES.side_key;
    for (int i = 0; i < pos->ban_count; i++)
        key ^= wallrunner_ban_key(pos->bans[i]);
    next->ban_count = 0;
    next->header.side ^= 1;
    pos_count_reversible_ply(&next->header);
    pos_count_ply(&next->header);
    return key;
}

bool wallrunner_play(const void *position, Move move, void *next_position) {
    const WallRunnerPos *pos = position;
    WallRunnerPos *next = next_position;
    int us = pos->header.side, from = wallrunner_move_from(move), to = wallrunner_move_to(move);
    int piece = pos->board[from];
    if (piece == NO_PIECE || wallrunner_piece_side(piece) != us || from == to)
        return false;
    uint64_t key = start_turn(pos, next);
    if (next->board[to] != NO_PIECE) /* a capture: generated only when CAPTURES_ALLOWED */
        key ^= remove_piece(next, to);
    key ^= move_piece(next, from, to);
    if (wallrunner_piece_kind(piece) == GUARD &&
        (RUNNER_TABLES.neighbours[to] & next->by_side[us ^ 1]))
        key ^= push_around(next, to, us ^ 1);
    wallrunner_update_walls(next);
    next->header.key = key;
    return true;
}

void wallrunner_play_null(const void *position, void *next_position) {
    WallRunnerPos *next = next_position;
    next->header.key = start_turn(position, next);
}
