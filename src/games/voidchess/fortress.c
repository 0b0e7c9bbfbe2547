/*
 * fortress.c - the Void Fortress (RULES.md VC15) and bare kings, as set operations.
 *
 * P is the set of non-void squares. R(k), the squares of P a king reaches by king steps with
 * pieces ignored, is a flood fill of 8-neighbour spreads. A king is enclosed when R(k) is not
 * all of P. The enemy reaches R(k) when one of its pieces stands in it, when it has a
 * Minister, or when the knight-move component over P of one of its knights (a flood fill of
 * knight jumps landing on P) meets R(k). A pawn can promote when a chain of forward and
 * forward-diagonal steps over P reaches its last rank. Separating P takes at least three
 * voids (a corner square has three neighbours), so boards with fewer skip all of this.
 */
#include "voidchess.h"

enum { MIN_SEPARATING_VOIDS = 3, SIEGE_PERCENT = 15 };

/* R(k): the squares of open connected to square by king steps, pieces ignored. */
static VoidChessBits king_region(int square, VoidChessBits open) {
    VoidChessBits region = voidchess_bit(square), grown = region;
    do {
        region = grown;
        grown = (region | voidchess_spread(region)) & open;
    } while (grown != region);
    return region;
}

/* One knight jump from every square of set, on the board. Sources are masked by file so a
 * two-file jump cannot wrap around the padding column. */
static VoidChessBits knight_spread(VoidChessBits set) {
    VoidChessBits not_a = ~VOIDCHESS_TABLES.file[0],
                  not_i = ~VOIDCHESS_TABLES.file[VOIDCHESS_FILES - 1];
    VoidChessBits not_ab = not_a & ~VOIDCHESS_TABLES.file[1],
                  not_hi = not_i & ~VOIDCHESS_TABLES.file[VOIDCHESS_FILES - 2];
    VoidChessBits jumps = (set & not_i) << 21 | (set & not_a) << 19 | (set & not_hi) << 12 |
                          (set & not_ab) << 8 | (set & not_a) >> 21 | (set & not_i) >> 19 |
                          (set & not_ab) >> 12 | (set & not_hi) >> 8;
    return jumps & VOIDCHESS_TABLES.board;
}

/* Every square of open the knights reach by jumps landing on open, their squares included. */
static VoidChessBits knight_component(VoidChessBits knights, VoidChessBits open) {
    VoidChessBits reached = knights, grown = knights;
    do {
        reached = grown;
        grown = (reached | knight_spread(reached)) & open;
    } while (grown != reached);
    return reached;
}

/* Can any pawn of color reach its last rank by forward or forward-diagonal steps on open? */
static bool pawn_can_promote(const VoidChessPos *pos, int color, VoidChessBits open) {
    VoidChessBits front = voidchess_pieces(pos, color, VOIDCHESS_PAWN);
    VoidChessBits last = VOIDCHESS_TABLES.rank[color == VOIDCHESS_WHITE ? VOIDCHESS_RANKS - 1 : 0];
    while (front && !(front & last)) {
        if (color == VOIDCHESS_WHITE)
            front = front << (VOIDCHESS_STRIDE - 1) | front << VOIDCHESS_STRIDE |
                    front << (VOIDCHESS_STRIDE + 1);
        else
            front = front >> (VOIDCHESS_STRIDE - 1) | front >> VOIDCHESS_STRIDE |
                    front >> (VOIDCHESS_STRIDE + 1);
        front &= open & VOIDCHESS_TABLES.board;
    }
    return front != 0;
}

bool voidchess_enemy_reaches(const VoidChessPos *pos, int color, VoidChessBits region,
                             VoidChessBits open) {
    VoidChessBits enemy = pos->by_color[color ^ 1];
    if ((enemy & region) || (enemy & pos->by_type[VOIDCHESS_MINISTER]))
        return true;
    VoidChessBits knights = enemy & pos->by_type[VOIDCHESS_KNIGHT];
    return knights && (knight_component(knights, open) & region);
}

void voidchess_update_regions(VoidChessPos *pos) {
    VoidChessBits open = VOIDCHESS_TABLES.board & ~pos->voids;
    if (voidchess_count(pos->voids) < MIN_SEPARATING_VOIDS) {
        pos->regions[VOIDCHESS_WHITE] = pos->regions[VOIDCHESS_BLACK] = open;
        return;
    }
    VoidChessBits white = king_region(pos->king[VOIDCHESS_WHITE], open);
    pos->regions[VOIDCHESS_WHITE] = white;
    pos->regions[VOIDCHESS_BLACK] = voidchess_has(white, pos->king[VOIDCHESS_BLACK])
                                        ? white
                                        : king_region(pos->king[VOIDCHESS_BLACK], open);
}

VoidChessFortress voidchess_fortress(const VoidChessPos *pos) {
    VoidChessFortress result = {false, false};
    VoidChessBits open = VOIDCHESS_TABLES.board & ~pos->voids;
    if (pos->regions[VOIDCHESS_WHITE] == open && pos->regions[VOIDCHESS_BLACK] == open)
        return result;
    int open_count = voidchess_count(open);
    for (int color = VOIDCHESS_WHITE; color <= VOIDCHESS_BLACK; color++) {
        VoidChessBits region = pos->regions[color];
        if (region == open || voidchess_enemy_reaches(pos, color, region, open))
            continue;
        if (!pos->by_type[VOIDCHESS_MINISTER] && !pawn_can_promote(pos, VOIDCHESS_WHITE, open) &&
            !pawn_can_promote(pos, VOIDCHESS_BLACK, open))
            result.immediate = true;
        if (100 * voidchess_count(region) <= SIEGE_PERCENT * open_count)
            result.siege = true;
    }
    result.siege = result.siege && !result.immediate;
    return result;
}

bool voidchess_bare_kings(const VoidChessPos *pos) {
    return voidchess_count(pos->by_type[VOIDCHESS_NO_TYPE]) == 2;
}
