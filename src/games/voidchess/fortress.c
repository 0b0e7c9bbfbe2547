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
static VcBits king_region(int square, VcBits open) {
    VcBits region = vc_bit(square), grown = region;
    do {
        region = grown;
        grown = (region | vc_spread(region)) & open;
    } while (grown != region);
    return region;
}

/* One knight jump from every square of set, on the board. Sources are masked by file so a
 * two-file jump cannot wrap around the padding column. */
static VcBits knight_spread(VcBits set) {
    VcBits not_a = ~VC_TABLES.file[0], not_i = ~VC_TABLES.file[VC_FILES - 1];
    VcBits not_ab = not_a & ~VC_TABLES.file[1], not_hi = not_i & ~VC_TABLES.file[VC_FILES - 2];
    VcBits jumps = (set & not_i) << 21 | (set & not_a) << 19 | (set & not_hi) << 12 |
                   (set & not_ab) << 8 | (set & not_a) >> 21 | (set & not_i) >> 19 |
                   (set & not_ab) >> 12 | (set & not_hi) >> 8;
    return jumps & VC_TABLES.board;
}

/* Every square of open the knights reach by jumps landing on open, their squares included. */
static VcBits knight_component(VcBits knights, VcBits open) {
    VcBits reached = knights, grown = knights;
    do {
        reached = grown;
        grown = (reached | knight_spread(reached)) & open;
    } while (grown != reached);
    return reached;
}

/* Can any pawn of color reach its last rank by forward or forward-diagonal steps on open? */
static bool pawn_can_promote(const VcPos *pos, int color, VcBits open) {
    VcBits front = vc_pieces(pos, color, VC_PAWN);
    VcBits last = VC_TABLES.rank[color == VC_WHITE ? VC_RANKS - 1 : 0];
    while (front && !(front & last)) {
        if (color == VC_WHITE)
            front = front << (VC_STRIDE - 1) | front << VC_STRIDE | front << (VC_STRIDE + 1);
        else
            front = front >> (VC_STRIDE - 1) | front >> VC_STRIDE | front >> (VC_STRIDE + 1);
        front &= open & VC_TABLES.board;
    }
    return front != 0;
}

bool vc_enemy_reaches(const VcPos *pos, int color, VcBits region, VcBits open) {
    VcBits enemy = pos->by_color[color ^ 1];
    if ((enemy & region) || (enemy & pos->by_type[VC_MINISTER]))
        return true;
    VcBits knights = enemy & pos->by_type[VC_KNIGHT];
    return knights && (knight_component(knights, open) & region);
}

void vc_update_regions(VcPos *pos) {
    VcBits open = VC_TABLES.board & ~pos->voids;
    if (vc_count(pos->voids) < MIN_SEPARATING_VOIDS) {
        pos->regions[VC_WHITE] = pos->regions[VC_BLACK] = open;
        return;
    }
    VcBits white = king_region(pos->king[VC_WHITE], open);
    pos->regions[VC_WHITE] = white;
    pos->regions[VC_BLACK] =
        vc_has(white, pos->king[VC_BLACK]) ? white : king_region(pos->king[VC_BLACK], open);
}

VcFortress vc_fortress(const VcPos *pos) {
    VcFortress result = {false, false};
    VcBits open = VC_TABLES.board & ~pos->voids;
    if (pos->regions[VC_WHITE] == open && pos->regions[VC_BLACK] == open)
        return result;
    int open_count = vc_count(open);
    for (int color = VC_WHITE; color <= VC_BLACK; color++) {
        VcBits region = pos->regions[color];
        if (region == open || vc_enemy_reaches(pos, color, region, open))
            continue;
        if (!pos->by_type[VC_MINISTER] && !pawn_can_promote(pos, VC_WHITE, open) &&
            !pawn_can_promote(pos, VC_BLACK, open))
            result.immediate = true;
        if (100 * vc_count(region) <= SIEGE_PERCENT * open_count)
            result.siege = true;
    }
    result.siege = result.siege && !result.immediate;
    return result;
}

bool vc_bare_kings(const VcPos *pos) {
    return vc_count(pos->by_type[VC_NO_TYPE]) == 2;
}
