/*
 * voidchess_eval.c - the Void Chess evaluation: material (the Minister valued between a rook
 * and a queen), 9x9 piece-square tables, mobility on the shrinking board, the danger of
 * pieces on unstable squares, king safety near voids and unstable squares, the value of a
 * Minister that can heal, pawns that voids keep from ever promoting, and kings walled in by
 * voids. Each term has a midgame and an endgame value, blended by the game phase (knight
 * and bishop 1, rook and Minister 2, queen 4; 28 at the start). The result is from the side
 * to move's point of view.
 *
 * Unstable squares (at most one per side in play): a piece of the side to move on one dies
 * at the end of this turn unless it moves, a piece of the other side on one (it has just
 * captured) dies at the end of its owner's next turn. A piece that has nowhere to go counts
 * as lost, so quiescence sees when a capture leaves the capturer trapped on its new unstable
 * square; one that can leave costs a tempo. Of several, only the most valuable is saved.
 *
 * A king walled in by voids where the enemy cannot reach it (VC15) makes the game drawish:
 * the score is scaled down. So is a score that the fifty-move rule is about to erase, which
 * makes the winning side prefer captures and pawn moves to shuffling.
 *
 * Every linear value is a weight of voidchess_terms.h (values in voidchess_weights.h). For
 * the tuner the same run notes how often each weight counts; what no weight explains (the
 * share of a just-captured trapped piece not lost, the walled-in king's fraction, a saved
 * piece that weights ranking pieces differently by stage would split) and the scaling of the
 * drawish and the fifty-move scores are the features' fixed part, the phase their taper, so
 * the features add up to voidchess_evaluate exactly.
 */
#include "voidchess_eval.h"

#include "voidchess_psqt.h"

static const char *const WEIGHT_NAMES[VOIDCHESS_WEIGHT_COUNT] = {
    VOIDCHESS_WEIGHTS_LIST(EVAL_WEIGHT_NAME)};

const EvalWeights VOIDCHESS_EVAL_WEIGHTS = {
    .count = VOIDCHESS_WEIGHT_COUNT,
    .tapered = true,
    .names = WEIGHT_NAMES,
    .values = &VOIDCHESS_WEIGHT_VALUES[0][0],
    .source = "eval/voidchess/voidchess_weights.h",
    .table = "VOIDCHESS_WEIGHT_VALUES",
};

enum EvalTerm {
    TERM_MATERIAL,
    TERM_PSQT,
    TERM_MOBILITY,
    TERM_UNSTABLE,
    TERM_PAWNS,
    TERM_KING,
    TERM_MINISTER,
    TERM_WALLED,
    TERM_COUNT
};

static const char *const TERM_NAMES[TERM_COUNT] = {
    "Material", "PSQT", "Mobility", "Unstable", "Pawn paths", "King", "Minister", "Walled",
};

typedef struct EvalTerms {
    int term[TERM_COUNT][2][2]; /* [term][color][stage], each from that colour's side */
    int unweighted[2][2];       /* [color][stage]: the part of the terms that is no weight's */
    int *weight_counts;         /* NULL, or per weight how often it counts, white's - black's */
    int phase;
    bool drawish; /* a king is walled in where the enemy cannot reach it */
} EvalTerms;

typedef struct EvalBoard {
    const VoidChessPos *pos;
    VoidChessBits occupied, blockers, open;
    VoidChessBits attacks[2];      /* every square each side attacks */
    VoidChessBits pawn_attacks[2]; /* squares each side's pawns attack */
} EvalBoard;

/* Adds times a weight to a term of color, and notes it when the tuner wants the counts. */
static void add_weight(EvalTerms *t, int term, int color, int weight, int times) {
    if (t->weight_counts)
        t->weight_counts[weight] += color == VOIDCHESS_WHITE ? times : -times;
    for (int stage = VOIDCHESS_MG; stage <= VOIDCHESS_EG; stage++)
        t->term[term][color][stage] += voidchess_weight(weight, stage) * times;
}

/* Adds to a term of color a value in one stage that no weight explains (the fixed part). */
static void add_unweighted(EvalTerms *t, int term, int color, int stage, int value) {
    t->term[term][color][stage] += value;
    t->unweighted[color][stage] += value;
}

static VoidChessBits pawn_attack_set(const VoidChessPos *pos, int color) {
    VoidChessBits pawns = voidchess_pieces(pos, color, VOIDCHESS_PAWN);
    VoidChessBits set = color == VOIDCHESS_WHITE
                            ? pawns << (VOIDCHESS_STRIDE - 1) | pawns << (VOIDCHESS_STRIDE + 1)
                            : pawns >> (VOIDCHESS_STRIDE - 1) | pawns >> (VOIDCHESS_STRIDE + 1);
    return set & VOIDCHESS_TABLES.board;
}

/* Squares the piece on square attacks (own pieces included, voids excluded). */
static VoidChessBits piece_attacks(const EvalBoard *board, int square) {
    int piece = board->pos->board[square];
    switch (voidchess_type(piece)) {
        case VOIDCHESS_PAWN:
            return VOIDCHESS_TABLES.pawn[voidchess_color(piece)][square];
        case VOIDCHESS_KNIGHT:
            return VOIDCHESS_TABLES.knight[square] & ~board->pos->voids;
        case VOIDCHESS_BISHOP:
            return voidchess_bishop_attacks(square, board->blockers) & ~board->pos->voids;
        case VOIDCHESS_ROOK:
            return voidchess_rook_attacks(square, board->blockers) & ~board->pos->voids;
        case VOIDCHESS_QUEEN:
            return (voidchess_bishop_attacks(square, board->blockers) |
                    voidchess_rook_attacks(square, board->blockers)) &
                   ~board->pos->voids;
        case VOIDCHESS_MINISTER:
            return voidchess_minister_attacks(square, board->occupied);
        default:
            return VOIDCHESS_TABLES.king[square] & ~board->pos->voids;
    }
}

/* Material, tables, attack maps and mobility, piece by piece. */
static void collect_pieces(EvalBoard *board, EvalTerms *terms) {
    const VoidChessPos *pos = board->pos;
    for (VoidChessBits set = board->occupied; set;) {
        int square = voidchess_pop_first(&set);
        int piece = pos->board[square], color = voidchess_color(piece),
            type = voidchess_type(piece);
        if (type != VOIDCHESS_KING)
            add_weight(terms, TERM_MATERIAL, color, voidchess_material_weight(type), 1);
        add_weight(terms, TERM_PSQT, color, voidchess_psqt_weight(type, color, square), 1);
        terms->phase += PHASE_WEIGHT[type];
        VoidChessBits attacks = piece_attacks(board, square);
        board->attacks[color] |= attacks;
        if (type == VOIDCHESS_PAWN || type == VOIDCHESS_KING)
            continue;
        VoidChessBits moves = attacks & ~pos->by_color[color] & ~board->pawn_attacks[color ^ 1];
        add_weight(terms, TERM_MOBILITY, color, voidchess_mobility_weight(type),
                   voidchess_count(moves));
    }
    if (terms->phase > PHASE_MAX)
        terms->phase = PHASE_MAX;
}

/* Where the piece on square could go: the squares it may move to, for a pawn its pushes and
 * captures, for a king only squares the enemy does not attack. */
static VoidChessBits escapes(const EvalBoard *board, int square) {
    const VoidChessPos *pos = board->pos;
    int piece = pos->board[square], color = voidchess_color(piece);
    VoidChessBits own = pos->by_color[color], enemy = pos->by_color[color ^ 1];
    if (voidchess_type(piece) == VOIDCHESS_PAWN) {
        int ahead =
            color == VOIDCHESS_WHITE ? square + VOIDCHESS_STRIDE : square - VOIDCHESS_STRIDE;
        VoidChessBits push = voidchess_bit(ahead) & board->open & ~board->occupied;
        return push | (VOIDCHESS_TABLES.pawn[color][square] & enemy);
    }
    VoidChessBits targets = piece_attacks(board, square) & ~own;
    if (voidchess_type(piece) == VOIDCHESS_KING)
        targets &= ~board->attacks[color ^ 1];
    return targets;
}

/* The weight a piece on an unstable square stands to lose: its material, a king the game. */
static int unstable_weight(int type) {
    return type == VOIDCHESS_KING ? VOIDCHESS_TRAPPED_KING : voidchess_material_weight(type);
}

/* A trapped piece is lost: all of it when its side is to move (it dies at the end of this
 * turn), LOST_SHARE_FRESH / LOST_SHARE_DIVISOR of it when it has just captured. The weight
 * counts whole; the share not lost is no weight's. */
static void lose_trapped(EvalTerms *terms, int color, int weight, bool to_move) {
    add_weight(terms, TERM_UNSTABLE, color, weight, -1);
    if (to_move)
        return;
    for (int stage = VOIDCHESS_MG; stage <= VOIDCHESS_EG; stage++) {
        int value = voidchess_weight(weight, stage);
        add_unweighted(terms, TERM_UNSTABLE, color, stage,
                       value - value * LOST_SHARE_FRESH / LOST_SHARE_DIVISOR);
    }
}

/* Per stage, the most valuable of a side's pieces that can leave their unstable squares. */
typedef struct Saved {
    int value[2];  /* 0: none */
    int weight[2]; /* its weight, -1: none */
} Saved;

static void note_saved(Saved *saved, int weight) {
    for (int stage = VOIDCHESS_MG; stage <= VOIDCHESS_EG; stage++) {
        if (voidchess_weight(weight, stage) > saved->value[stage]) {
            saved->value[stage] = voidchess_weight(weight, stage);
            saved->weight[stage] = weight;
        }
    }
}

/* Gives the saved piece its value back: as its weight when both stages save the same piece,
 * otherwise (weights that rank two pieces differently by stage) as values no weight's. */
static void give_back_saved(EvalTerms *terms, int color, const Saved *saved) {
    if (saved->weight[VOIDCHESS_MG] == saved->weight[VOIDCHESS_EG]) {
        if (saved->weight[VOIDCHESS_MG] >= 0)
            add_weight(terms, TERM_UNSTABLE, color, saved->weight[VOIDCHESS_MG], 1);
        return;
    }
    for (int stage = VOIDCHESS_MG; stage <= VOIDCHESS_EG; stage++)
        add_unweighted(terms, TERM_UNSTABLE, color, stage, saved->value[stage]);
}

/* Pieces on unstable squares: trapped ones are lost (the side to move's for sure, the other
 * side's almost), of the ones that can leave only the most valuable is saved, and each of
 * them owes a tempo. */
static void collect_unstable(const EvalBoard *board, EvalTerms *terms) {
    const VoidChessPos *pos = board->pos;
    Saved saved[2] = {{{0, 0}, {-1, -1}}, {{0, 0}, {-1, -1}}};
    for (VoidChessBits set = pos->unstable; set;) {
        int square = voidchess_pop_first(&set);
        int piece = pos->board[square], color = voidchess_color(piece);
        int weight = unstable_weight(voidchess_type(piece));
        if (escapes(board, square) == 0) {
            lose_trapped(terms, color, weight, color == pos->header.side);
            continue;
        }
        add_weight(terms, TERM_UNSTABLE, color, weight, -1);
        add_weight(terms, TERM_UNSTABLE, color, VOIDCHESS_UNSTABLE_TEMPO, -1);
        note_saved(&saved[color], weight);
    }
    for (int color = VOIDCHESS_WHITE; color <= VOIDCHESS_BLACK; color++)
        give_back_saved(terms, color, &saved[color]);
}

/* Squares from which a pawn of color can still reach its last rank over non-void squares:
 * the last rank, grown backwards one forward (and, with diagonals, forward-diagonal) step at
 * a time. */
static VoidChessBits promotion_cone(VoidChessBits open, int color, bool diagonals) {
    VoidChessBits cone =
        open & VOIDCHESS_TABLES.rank[color == VOIDCHESS_WHITE ? VOIDCHESS_RANKS - 1 : 0];
    for (int step = 1; step < VOIDCHESS_RANKS - 1; step++) {
        VoidChessBits back =
            color == VOIDCHESS_WHITE ? cone >> VOIDCHESS_STRIDE : cone << VOIDCHESS_STRIDE;
        if (diagonals)
            back |= color == VOIDCHESS_WHITE
                        ? cone >> (VOIDCHESS_STRIDE - 1) | cone >> (VOIDCHESS_STRIDE + 1)
                        : cone << (VOIDCHESS_STRIDE - 1) | cone << (VOIDCHESS_STRIDE + 1);
        cone |= back & open;
    }
    return cone;
}

/* Pawns whose way to promotion voids have closed: dead ones (no way at all) and blocked ones
 * (only by capturing round the void). */
static void collect_pawn_paths(const EvalBoard *board, EvalTerms *terms) {
    const VoidChessPos *pos = board->pos;
    if (!pos->voids)
        return;
    for (int color = VOIDCHESS_WHITE; color <= VOIDCHESS_BLACK; color++) {
        VoidChessBits pawns = voidchess_pieces(pos, color, VOIDCHESS_PAWN);
        VoidChessBits alive = pawns & promotion_cone(board->open, color, true);
        VoidChessBits blocked = alive & ~promotion_cone(board->open, color, false);
        add_weight(terms, TERM_PAWNS, color, VOIDCHESS_BLOCKED_PAWN, -voidchess_count(blocked));
        VoidChessBits dead = pawns & ~alive;
        add_weight(terms, TERM_PAWNS, color, voidchess_material_weight(VOIDCHESS_PAWN),
                   -voidchess_count(dead));
        add_weight(terms, TERM_PAWNS, color, VOIDCHESS_DEAD_PAWN, voidchess_count(dead));
        while (dead) {
            int square = voidchess_pop_first(&dead);
            add_weight(terms, TERM_PAWNS, color,
                       voidchess_psqt_weight(VOIDCHESS_PAWN, color, square), -1);
        }
    }
}

static void collect_king(const EvalBoard *board, EvalTerms *terms, int color) {
    const VoidChessPos *pos = board->pos;
    VoidChessBits zone = VOIDCHESS_TABLES.king[pos->king[color]];
    VoidChessBits enemy_attacks = board->attacks[color ^ 1];
    int flights = voidchess_count(zone & board->open & ~pos->by_color[color] & ~enemy_attacks);
    add_weight(terms, TERM_KING, color, VOIDCHESS_KING_VOID_NEAR,
               -voidchess_count(zone & pos->voids));
    add_weight(terms, TERM_KING, color, VOIDCHESS_KING_UNSTABLE_NEAR,
               -voidchess_count(zone & pos->unstable));
    add_weight(terms, TERM_KING, color, VOIDCHESS_KING_ATTACKED_NEAR,
               -voidchess_count(zone & enemy_attacks));
    add_weight(terms, TERM_KING, color, VOIDCHESS_KING_FLIGHTS_0 + (flights < 3 ? flights : 3), -1);
}

static void collect_ministers(const EvalBoard *board, EvalTerms *terms) {
    const VoidChessPos *pos = board->pos;
    int board_voids = voidchess_count(pos->voids);
    if (board_voids > BOARD_VOIDS_COUNTED)
        board_voids = BOARD_VOIDS_COUNTED;
    for (VoidChessBits set = pos->by_type[VOIDCHESS_MINISTER]; set;) {
        int square = voidchess_pop_first(&set), color = voidchess_color(pos->board[square]);
        int heal =
            voidchess_count(voidchess_minister_attacks(square, board->occupied) & pos->voids);
        add_weight(terms, TERM_MINISTER, color, VOIDCHESS_MINISTER_HEAL,
                   heal < HEAL_COUNTED ? heal : HEAL_COUNTED);
        add_weight(terms, TERM_MINISTER, color, VOIDCHESS_MINISTER_BOARD_VOID, board_voids);
    }
}

/* Kings walled in by voids: drawish when the enemy cannot get in, cramped when it can. */
static void collect_walls(const EvalBoard *board, EvalTerms *terms) {
    const VoidChessPos *pos = board->pos;
    if (voidchess_count(pos->voids) < 3)
        return;
    int open_count = voidchess_count(board->open);
    for (int color = VOIDCHESS_WHITE; color <= VOIDCHESS_BLACK; color++) {
        VoidChessBits region = pos->regions[color];
        if (region == board->open)
            continue;
        if (!voidchess_enemy_reaches(pos, color, region, board->open)) {
            terms->drawish = true;
            continue;
        }
        int outside = open_count - voidchess_count(region);
        for (int stage = VOIDCHESS_MG; stage <= VOIDCHESS_EG; stage++)
            add_unweighted(terms, TERM_WALLED, color, stage,
                           -(WALLED_MAX[stage] * outside / open_count));
    }
}

/* weight_counts: NULL, or zeroed counts the weights are noted in. */
static void eval_collect(const VoidChessPos *pos, EvalTerms *terms, int *weight_counts) {
    *terms = (EvalTerms){.weight_counts = weight_counts};
    EvalBoard board = {.pos = pos, .occupied = pos->by_type[VOIDCHESS_NO_TYPE]};
    board.blockers = board.occupied | pos->voids;
    board.open = VOIDCHESS_TABLES.board & ~pos->voids;
    board.pawn_attacks[VOIDCHESS_WHITE] = pawn_attack_set(pos, VOIDCHESS_WHITE);
    board.pawn_attacks[VOIDCHESS_BLACK] = pawn_attack_set(pos, VOIDCHESS_BLACK);
    collect_pieces(&board, terms);
    collect_unstable(&board, terms);
    collect_pawn_paths(&board, terms);
    collect_king(&board, terms, VOIDCHESS_WHITE);
    collect_king(&board, terms, VOIDCHESS_BLACK);
    collect_ministers(&board, terms);
    collect_walls(&board, terms);
}

/* Midgame and endgame blended by the phase: eval_features.h's taper with the endgame scale
 * at EVAL_SCALE_NORMAL (the same fraction, so the same rounding). */
static int taper(int mg, int eg, int phase) {
    return (mg * phase + eg * (PHASE_MAX - phase)) / PHASE_MAX;
}

static int white_stage(const EvalTerms *t, int stage) {
    int sum = 0;
    for (int term = 0; term < TERM_COUNT; term++)
        sum += t->term[term][VOIDCHESS_WHITE][stage] - t->term[term][VOIDCHESS_BLACK][stage];
    return sum;
}

static int white_score(const VoidChessPos *pos, const EvalTerms *t) {
    int score = taper(white_stage(t, VOIDCHESS_MG), white_stage(t, VOIDCHESS_EG), t->phase);
    int rule50 = pos->header.rule50 < FIFTY_MOVE_SCALE ? pos->header.rule50 : FIFTY_MOVE_SCALE;
    score = score * (FIFTY_MOVE_SCALE - rule50) / FIFTY_MOVE_SCALE;
    return t->drawish ? score / DRAWISH_DIVISOR : score;
}

Score voidchess_evaluate(const void *position) {
    const VoidChessPos *pos = position;
    EvalTerms terms;
    eval_collect(pos, &terms, NULL);
    int score = white_score(pos, &terms);
    return pos->header.side == VOIDCHESS_WHITE ? score : -score;
}

bool voidchess_eval_features(const void *position, int player, EvalFeatures *features) {
    const VoidChessPos *pos = position;
    int counts[VOIDCHESS_WEIGHT_COUNT] = {0};
    EvalTerms t;
    eval_collect(pos, &t, counts);
    /* What the weights add up to; the rest of the score is the fixed part. */
    int weighted[2];
    for (int stage = VOIDCHESS_MG; stage <= VOIDCHESS_EG; stage++)
        weighted[stage] = white_stage(&t, stage) - (t.unweighted[VOIDCHESS_WHITE][stage] -
                                                    t.unweighted[VOIDCHESS_BLACK][stage]);
    int sign = player == VOIDCHESS_WHITE ? 1 : -1;
    *features = (EvalFeatures){
        .phase = t.phase,
        .phase_max = PHASE_MAX,
        .scale = EVAL_SCALE_NORMAL,
        .fixed = sign * (white_score(pos, &t) -
                         taper(weighted[VOIDCHESS_MG], weighted[VOIDCHESS_EG], t.phase)),
    };
    for (int weight = 0; weight < VOIDCHESS_WEIGHT_COUNT; weight++)
        eval_features_add(features, weight, sign * counts[weight]);
    return true;
}

static void trace_row(StrBuf *out, const char *name, const int term[2][2]) {
    strbuf_printf(out, "%10s | %6d %6d | %6d %6d | %6d %6d\n", name,
                  term[VOIDCHESS_WHITE][VOIDCHESS_MG], term[VOIDCHESS_WHITE][VOIDCHESS_EG],
                  term[VOIDCHESS_BLACK][VOIDCHESS_MG], term[VOIDCHESS_BLACK][VOIDCHESS_EG],
                  term[VOIDCHESS_WHITE][VOIDCHESS_MG] - term[VOIDCHESS_BLACK][VOIDCHESS_MG],
                  term[VOIDCHESS_WHITE][VOIDCHESS_EG] - term[VOIDCHESS_BLACK][VOIDCHESS_EG]);
}

void voidchess_eval_trace(const void *position, StrBuf *out) {
    const VoidChessPos *pos = position;
    EvalTerms t;
    eval_collect(pos, &t, NULL);
    strbuf_append(out, "      Term |     White     |     Black     |     Total\n");
    strbuf_append(out, "           |     MG     EG |     MG     EG |     MG     EG\n");
    strbuf_append(out, "-----------+---------------+---------------+--------------\n");
    for (int term = 0; term < TERM_COUNT; term++)
        trace_row(out, TERM_NAMES[term], t.term[term]);
    int white = white_score(pos, &t);
    strbuf_printf(out, "\nPhase %d/%d (%d = midgame, 0 = endgame)%s\n", t.phase, PHASE_MAX,
                  PHASE_MAX,
                  t.drawish ? "; a king is walled in out of reach: score divided by 4" : "");
    strbuf_printf(out, "Fifty-move counter %d: score scaled by %d/%d\n", pos->header.rule50,
                  FIFTY_MOVE_SCALE - (pos->header.rule50 < FIFTY_MOVE_SCALE ? pos->header.rule50
                                                                            : FIFTY_MOVE_SCALE),
                  FIFTY_MOVE_SCALE);
    strbuf_printf(out, "Evaluation %+d cp for white, %+d cp for the side to move (%s)\n", white,
                  pos->header.side == VOIDCHESS_WHITE ? white : -white,
                  pos->header.side == VOIDCHESS_WHITE ? "white" : "black");
}
