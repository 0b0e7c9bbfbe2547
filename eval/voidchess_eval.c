/*
 * voidchess_eval.c - the Void Chess evaluation: material (the Minister valued between a rook
 * and a queen), 9x9 piece-square tables, mobility on the shrinking board, the danger of
 * pieces on unstable squares, king safety near voids and unstable squares, the value of a
 * Minister that can heal, pawns that voids keep from ever promoting, and kings walled in by
 * voids. Each term has a midgame and an
 * endgame value, blended by the game phase (knight and bishop 1, rook and Minister 2, queen
 * 4; 28 at the start). The result is from the side to move's point of view.
 *
 * Unstable squares (at most one per side in play): a piece of the side to move on one dies
 * at the end of this turn unless it moves, a piece of the other side on one (it has just
 * captured) dies at the end of its owner's next turn. A piece that has nowhere to go counts
 * as lost, so quiescence sees when a capture leaves the capturer trapped on its new unstable
 * square; one that can leave costs a tempo. Of several, only the most valuable is saved.
 *
 * A king walled in by voids where the enemy cannot reach it (VC15) makes the game drawish:
 * the score is scaled down. So is a score that the fifty-move rule is about to erase, which
 * makes the winning side prefer captures and pawn moves to shuffling. All values are
 * hand-set starting points, not tuned.
 */
#include "voidchess_eval.h"

#include "voidchess_psqt.h"

enum {
    PHASE_MAX = 28,
    DRAWISH_DIVISOR = 4,
    LOST_SHARE_FRESH = 7,
    LOST_SHARE_DIVISOR = 8,
    FIFTY_MOVE_SCALE = 200, /* score x (200 - rule50) / 200: half left at the 100th ply */
};

static const int MATERIAL[VC_TYPE_COUNT][2] = {
    {0, 0}, {90, 115}, {320, 300}, {340, 330}, {490, 550}, {980, 1000}, {620, 720}, {0, 0},
};
static const int PHASE_WEIGHT[VC_TYPE_COUNT] = {0, 0, 1, 1, 2, 4, 2, 0};
/* Per square a piece can go to (not own, not void, not attacked by an enemy pawn). */
static const int MOBILITY[VC_TYPE_COUNT][2] = {
    {0, 0}, {0, 0}, {4, 4}, {5, 5}, {3, 5}, {2, 4}, {3, 3}, {0, 0},
};
/* A piece on an unstable square that can leave still owes its owner a move. */
static const int UNSTABLE_TEMPO[2] = {20, 15};
/* A king on an unstable square with nowhere to go loses (VC12) unless the enemy lets it out. */
static const int TRAPPED_KING[2] = {600, 600};
/* King safety, per neighbour square: voids (fewer flight squares), unstable squares (voids
 * soon), squares the enemy attacks; and by the number of safe flight squares left. */
static const int KING_VOID_NEAR[2] = {6, 4};
static const int KING_UNSTABLE_NEAR[2] = {10, 6};
static const int KING_ATTACKED_NEAR[2] = {9, 4};
static const int KING_FLIGHTS[4][2] = {{45, 30}, {22, 15}, {8, 5}, {0, 0}};
/* A Minister: per void it could heal now (at most HEAL_COUNTED), per void on the board (at
 * most BOARD_VOIDS_COUNTED) since it alone can cross and repair them. */
static const int MINISTER_HEAL[2] = {8, 10};
static const int MINISTER_BOARD_VOID[2] = {1, 2};
enum { HEAL_COUNTED = 4, BOARD_VOIDS_COUNTED = 24 };
/* A pawn that no chain of forward and forward-diagonal steps over non-void squares takes to
 * its last rank can never promote: it is worth this instead of a pawn, without the bonus for
 * having advanced. */
static const int DEAD_PAWN_VALUE[2] = {40, 30};
/* A pawn whose own file ahead is closed by a void but that could still get round it by
 * capturing forward-diagonally. */
static const int BLOCKED_PAWN[2] = {10, 25};
/* A king walled in by voids in a region the enemy can reach: up to this much when the
 * region is tiny, nothing when it is the whole board. */
static const int WALLED_MAX[2] = {60, 80};

typedef struct EvalTerms {
    int material[2][2];
    int psqt[2][2];
    int mobility[2][2];
    int unstable[2][2];
    int pawns[2][2];
    int king[2][2];
    int minister[2][2];
    int walled[2][2];
    int phase;
    bool drawish; /* a king is walled in where the enemy cannot reach it */
} EvalTerms;

typedef struct EvalBoard {
    const VcPos *pos;
    VcBits occupied, blockers, open;
    VcBits attacks[2];      /* every square each side attacks */
    VcBits pawn_attacks[2]; /* squares each side's pawns attack */
} EvalBoard;

static void add(int term[2][2], int color, const int value[2], int times) {
    term[color][VC_MG] += value[VC_MG] * times;
    term[color][VC_EG] += value[VC_EG] * times;
}

static VcBits pawn_attack_set(const VcPos *pos, int color) {
    VcBits pawns = vc_pieces(pos, color, VC_PAWN);
    VcBits set = color == VC_WHITE ? pawns << (VC_STRIDE - 1) | pawns << (VC_STRIDE + 1)
                                   : pawns >> (VC_STRIDE - 1) | pawns >> (VC_STRIDE + 1);
    return set & VC_TABLES.board;
}

/* Squares the piece on square attacks (own pieces included, voids excluded). */
static VcBits piece_attacks(const EvalBoard *board, int square) {
    int piece = board->pos->board[square];
    switch (vc_type(piece)) {
        case VC_PAWN:
            return VC_TABLES.pawn[vc_color(piece)][square];
        case VC_KNIGHT:
            return VC_TABLES.knight[square] & ~board->pos->voids;
        case VC_BISHOP:
            return vc_bishop_attacks(square, board->blockers) & ~board->pos->voids;
        case VC_ROOK:
            return vc_rook_attacks(square, board->blockers) & ~board->pos->voids;
        case VC_QUEEN:
            return (vc_bishop_attacks(square, board->blockers) |
                    vc_rook_attacks(square, board->blockers)) &
                   ~board->pos->voids;
        case VC_MINISTER:
            return vc_minister_attacks(square, board->occupied);
        default:
            return VC_TABLES.king[square] & ~board->pos->voids;
    }
}

/* Material, tables, attack maps and mobility, piece by piece. */
static void collect_pieces(EvalBoard *board, EvalTerms *terms) {
    const VcPos *pos = board->pos;
    for (VcBits set = board->occupied; set;) {
        int square = vc_pop_first(&set);
        int piece = pos->board[square], color = vc_color(piece), type = vc_type(piece);
        int seen = vc_psqt_square(square, color);
        add(terms->material, color, MATERIAL[type], 1);
        for (int stage = VC_MG; stage <= VC_EG; stage++)
            terms->psqt[color][stage] += VC_PSQT.value[type][stage][seen];
        terms->phase += PHASE_WEIGHT[type];
        VcBits attacks = piece_attacks(board, square);
        board->attacks[color] |= attacks;
        if (type == VC_PAWN || type == VC_KING)
            continue;
        VcBits moves = attacks & ~pos->by_color[color] & ~board->pawn_attacks[color ^ 1];
        add(terms->mobility, color, MOBILITY[type], vc_count(moves));
    }
    if (terms->phase > PHASE_MAX)
        terms->phase = PHASE_MAX;
}

/* Where the piece on square could go: the squares it may move to, for a pawn its pushes and
 * captures, for a king only squares the enemy does not attack. */
static VcBits escapes(const EvalBoard *board, int square) {
    const VcPos *pos = board->pos;
    int piece = pos->board[square], color = vc_color(piece);
    VcBits own = pos->by_color[color], enemy = pos->by_color[color ^ 1];
    if (vc_type(piece) == VC_PAWN) {
        int ahead = color == VC_WHITE ? square + VC_STRIDE : square - VC_STRIDE;
        VcBits push = vc_bit(ahead) & board->open & ~board->occupied;
        return push | (VC_TABLES.pawn[color][square] & enemy);
    }
    VcBits targets = piece_attacks(board, square) & ~own;
    if (vc_type(piece) == VC_KING)
        targets &= ~board->attacks[color ^ 1];
    return targets;
}

/* Pieces on unstable squares: trapped ones are lost (the side to move's for sure, the other
 * side's almost), of the ones that can leave only the most valuable is saved. */
static void collect_unstable(const EvalBoard *board, EvalTerms *terms) {
    const VcPos *pos = board->pos;
    int saved[2][2] = {{0, 0}, {0, 0}};
    for (VcBits set = pos->unstable; set;) {
        int square = vc_pop_first(&set);
        int piece = pos->board[square], color = vc_color(piece), type = vc_type(piece);
        bool to_move = color == pos->header.side, trapped = escapes(board, square) == 0;
        for (int stage = VC_MG; stage <= VC_EG; stage++) {
            int value = type == VC_KING ? TRAPPED_KING[stage] : MATERIAL[type][stage];
            if (trapped) {
                int share = to_move ? LOST_SHARE_DIVISOR : LOST_SHARE_FRESH;
                terms->unstable[color][stage] -= value * share / LOST_SHARE_DIVISOR;
                continue;
            }
            terms->unstable[color][stage] -= value + UNSTABLE_TEMPO[stage];
            if (value > saved[color][stage])
                saved[color][stage] = value;
        }
    }
    for (int color = VC_WHITE; color <= VC_BLACK; color++)
        for (int stage = VC_MG; stage <= VC_EG; stage++)
            terms->unstable[color][stage] += saved[color][stage];
}

/* Squares from which a pawn of color can still reach its last rank over non-void squares:
 * the last rank, grown backwards one forward (and, with diagonals, forward-diagonal) step at
 * a time. */
static VcBits promotion_cone(VcBits open, int color, bool diagonals) {
    VcBits cone = open & VC_TABLES.rank[color == VC_WHITE ? VC_RANKS - 1 : 0];
    for (int step = 1; step < VC_RANKS - 1; step++) {
        VcBits back = color == VC_WHITE ? cone >> VC_STRIDE : cone << VC_STRIDE;
        if (diagonals)
            back |= color == VC_WHITE ? cone >> (VC_STRIDE - 1) | cone >> (VC_STRIDE + 1)
                                      : cone << (VC_STRIDE - 1) | cone << (VC_STRIDE + 1);
        cone |= back & open;
    }
    return cone;
}

/* Pawns whose way to promotion voids have closed: dead ones (no way at all) and blocked ones
 * (only by capturing round the void). */
static void collect_pawn_paths(const EvalBoard *board, EvalTerms *terms) {
    const VcPos *pos = board->pos;
    if (!pos->voids)
        return;
    for (int color = VC_WHITE; color <= VC_BLACK; color++) {
        VcBits pawns = vc_pieces(pos, color, VC_PAWN);
        VcBits alive = pawns & promotion_cone(board->open, color, true);
        VcBits blocked = alive & ~promotion_cone(board->open, color, false);
        add(terms->pawns, color, BLOCKED_PAWN, -vc_count(blocked));
        for (VcBits dead = pawns & ~alive; dead;) {
            int seen = vc_psqt_square(vc_pop_first(&dead), color);
            for (int stage = VC_MG; stage <= VC_EG; stage++)
                terms->pawns[color][stage] -= MATERIAL[VC_PAWN][stage] - DEAD_PAWN_VALUE[stage] +
                                              VC_PSQT.value[VC_PAWN][stage][seen];
        }
    }
}

static void collect_king(const EvalBoard *board, EvalTerms *terms, int color) {
    const VcPos *pos = board->pos;
    VcBits zone = VC_TABLES.king[pos->king[color]];
    VcBits enemy_attacks = board->attacks[color ^ 1];
    int flights = vc_count(zone & board->open & ~pos->by_color[color] & ~enemy_attacks);
    add(terms->king, color, KING_VOID_NEAR, -vc_count(zone & pos->voids));
    add(terms->king, color, KING_UNSTABLE_NEAR, -vc_count(zone & pos->unstable));
    add(terms->king, color, KING_ATTACKED_NEAR, -vc_count(zone & enemy_attacks));
    add(terms->king, color, KING_FLIGHTS[flights < 3 ? flights : 3], -1);
}

static void collect_ministers(const EvalBoard *board, EvalTerms *terms) {
    const VcPos *pos = board->pos;
    int board_voids = vc_count(pos->voids);
    if (board_voids > BOARD_VOIDS_COUNTED)
        board_voids = BOARD_VOIDS_COUNTED;
    for (VcBits set = pos->by_type[VC_MINISTER]; set;) {
        int square = vc_pop_first(&set), color = vc_color(pos->board[square]);
        int heal = vc_count(vc_minister_attacks(square, board->occupied) & pos->voids);
        add(terms->minister, color, MINISTER_HEAL, heal < HEAL_COUNTED ? heal : HEAL_COUNTED);
        add(terms->minister, color, MINISTER_BOARD_VOID, board_voids);
    }
}

/* Kings walled in by voids: drawish when the enemy cannot get in, cramped when it can. */
static void collect_walls(const EvalBoard *board, EvalTerms *terms) {
    const VcPos *pos = board->pos;
    if (vc_count(pos->voids) < 3)
        return;
    int open_count = vc_count(board->open);
    for (int color = VC_WHITE; color <= VC_BLACK; color++) {
        VcBits region = pos->regions[color];
        if (region == board->open)
            continue;
        if (!vc_enemy_reaches(pos, color, region, board->open)) {
            terms->drawish = true;
            continue;
        }
        int outside = open_count - vc_count(region);
        for (int stage = VC_MG; stage <= VC_EG; stage++)
            terms->walled[color][stage] -= WALLED_MAX[stage] * outside / open_count;
    }
}

static void eval_collect(const VcPos *pos, EvalTerms *terms) {
    vc_psqt_init();
    *terms = (EvalTerms){0};
    EvalBoard board = {.pos = pos, .occupied = pos->by_type[VC_NO_TYPE]};
    board.blockers = board.occupied | pos->voids;
    board.open = VC_TABLES.board & ~pos->voids;
    board.pawn_attacks[VC_WHITE] = pawn_attack_set(pos, VC_WHITE);
    board.pawn_attacks[VC_BLACK] = pawn_attack_set(pos, VC_BLACK);
    collect_pieces(&board, terms);
    collect_unstable(&board, terms);
    collect_pawn_paths(&board, terms);
    collect_king(&board, terms, VC_WHITE);
    collect_king(&board, terms, VC_BLACK);
    collect_ministers(&board, terms);
    collect_walls(&board, terms);
}

static int taper(int mg, int eg, int phase) {
    return (mg * phase + eg * (PHASE_MAX - phase)) / PHASE_MAX;
}

static int white_stage(const EvalTerms *t, int stage) {
    const int(*terms[])[2] = {t->material, t->psqt, t->mobility, t->unstable,
                              t->pawns,    t->king, t->minister, t->walled};
    int sum = 0;
    for (size_t i = 0; i < sizeof terms / sizeof terms[0]; i++)
        sum += terms[i][VC_WHITE][stage] - terms[i][VC_BLACK][stage];
    return sum;
}

static int white_score(const VcPos *pos, const EvalTerms *t) {
    int score = taper(white_stage(t, VC_MG), white_stage(t, VC_EG), t->phase);
    int rule50 = pos->header.rule50 < FIFTY_MOVE_SCALE ? pos->header.rule50 : FIFTY_MOVE_SCALE;
    score = score * (FIFTY_MOVE_SCALE - rule50) / FIFTY_MOVE_SCALE;
    return t->drawish ? score / DRAWISH_DIVISOR : score;
}

Score voidchess_evaluate(const void *position) {
    const VcPos *pos = position;
    EvalTerms terms;
    eval_collect(pos, &terms);
    int score = white_score(pos, &terms);
    return pos->header.side == VC_WHITE ? score : -score;
}

static void trace_row(StrBuf *out, const char *name, int term[2][2]) {
    strbuf_printf(out, "%10s | %6d %6d | %6d %6d | %6d %6d\n", name, term[VC_WHITE][VC_MG],
                  term[VC_WHITE][VC_EG], term[VC_BLACK][VC_MG], term[VC_BLACK][VC_EG],
                  term[VC_WHITE][VC_MG] - term[VC_BLACK][VC_MG],
                  term[VC_WHITE][VC_EG] - term[VC_BLACK][VC_EG]);
}

void voidchess_eval_trace(const void *position, StrBuf *out) {
    const VcPos *pos = position;
    EvalTerms t;
    eval_collect(pos, &t);
    strbuf_append(out, "      Term |     White     |     Black     |     Total\n");
    strbuf_append(out, "           |     MG     EG |     MG     EG |     MG     EG\n");
    strbuf_append(out, "-----------+---------------+---------------+--------------\n");
    trace_row(out, "Material", t.material);
    trace_row(out, "PSQT", t.psqt);
    trace_row(out, "Mobility", t.mobility);
    trace_row(out, "Unstable", t.unstable);
    trace_row(out, "Pawn paths", t.pawns);
    trace_row(out, "King", t.king);
    trace_row(out, "Minister", t.minister);
    trace_row(out, "Walled", t.walled);
    int white = white_score(pos, &t);
    strbuf_printf(out, "\nPhase %d/%d (%d = midgame, 0 = endgame)%s\n", t.phase, PHASE_MAX,
                  PHASE_MAX,
                  t.drawish ? "; a king is walled in out of reach: score divided by 4" : "");
    strbuf_printf(out, "Fifty-move counter %d: score scaled by %d/%d\n", pos->header.rule50,
                  FIFTY_MOVE_SCALE - (pos->header.rule50 < FIFTY_MOVE_SCALE ? pos->header.rule50
                                                                            : FIFTY_MOVE_SCALE),
                  FIFTY_MOVE_SCALE);
    strbuf_printf(out, "Evaluation %+d cp for white, %+d cp for the side to move (%s)\n", white,
                  pos->header.side == VC_WHITE ? white : -white,
                  pos->header.side == VC_WHITE ? "white" : "black");
}
