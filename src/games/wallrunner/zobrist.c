/*
 * zobrist.c - the Zobrist key of a Wall Runner position computed from scratch: one key per
 * (piece, square), one per return ban (the banned piece's square and the direction of the
 * square it may not return to), and one for Black to move. Walls follow from the pieces and
 * need no keys of their own. play() updates the key incrementally; this is the reference it
 * must always equal.
 */
#include "wallrunner.h"

uint64_t wallrunner_ban_key(WallRunnerBan ban) {
    int direction = wallrunner_direction_between(ban.square, ban.target);
    return RUNNER_TABLES.ban_key[ban.square][direction];
}

uint64_t wallrunner_compute_key(const WallRunnerPos *pos) {
    uint64_t key = pos->header.side == BLACK ? RUNNER_TABLES.side_key : 0;
    for (Bitboard occupied = pos->by_kind[NO_KIND]; occupied;) {
        int square = bb_pop_first(&occupied);
        key ^= RUNNER_TABLES.piece_key[pos->board[square]][square];
    }
    for (int i = 0; i < pos->ban_count; i++)
        key ^= wallrunner_ban_key(pos->bans[i]);
    return key;
}

uint64_t wallrunner_key_from_scratch(const void *pos) {
    return wallrunner_compute_key(pos);
}
