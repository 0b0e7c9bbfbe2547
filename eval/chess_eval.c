/*
 * chess_eval.c - the first chess evaluation: material and piece-square tables, each with a
 * midgame and an endgame value, blended by the game phase (the non-pawn material left:
 * knight and bishop 1, rook 2, queen 4, 24 at the start). The result is from the side to
 * move's point of view; a colour-mirrored position scores the same for the mirrored side.
 *
 * The values are hand-set starting points, not tuned: pawns gain as they advance (most in
 * the endgame), knights and bishops prefer the centre, rooks the seventh rank, the king
 * shelters in a corner while queens are on and walks to the centre when they are gone.
 */
#include "chess_eval.h"

#include "../src/games/chess/chess.h"

enum { MG, EG, PHASE_MAX = 24 };

static const int MATERIAL[TYPE_COUNT][2] = {
    {0, 0}, {90, 110}, {330, 300}, {345, 320}, {480, 540}, {990, 1000}, {0, 0},
};

static const int PHASE_WEIGHT[TYPE_COUNT] = {0, 0, 1, 1, 2, 4, 0};

/* Piece-square tables from white's side, written as the board is seen: rank 8 first. */
/* clang-format off */
static const int16_t PSQT[TYPE_COUNT][2][SQUARE_COUNT] = {
    [PAWN] = {{
          0,   0,   0,   0,   0,   0,   0,   0,
         40,  45,  45,  50,  50,  45,  45,  40,
         12,  16,  22,  28,  28,  22,  16,  12,
          2,   6,  10,  20,  20,  10,   6,   2,
         -2,   2,   6,  16,  16,   4,   0,  -4,
         -2,   0,   2,   4,   4,  -2,   4,  -2,
         -4,   2,   0, -10, -10,   8,   8,  -6,
          0,   0,   0,   0,   0,   0,   0,   0,
    }, {
          0,   0,   0,   0,   0,   0,   0,   0,
         90,  85,  80,  75,  75,  80,  85,  90,
         50,  48,  44,  40,  40,  44,  48,  50,
         24,  22,  18,  15,  15,  18,  22,  24,
          8,   6,   4,   2,   2,   4,   6,   8,
          0,   0,  -2,  -4,  -4,  -2,   0,   0,
          0,   0,   0,   0,   0,   0,   0,   0,
          0,   0,   0,   0,   0,   0,   0,   0,
    }},
    [KNIGHT] = {{
        -60, -35, -25, -20, -20, -25, -35, -60,
        -35, -15,   0,   5,   5,   0, -15, -35,
        -20,   5,  15,  20,  20,  15,   5, -20,
        -15,   5,  18,  25,  25,  18,   5, -15,
        -15,   0,  15,  20,  20,  15,   0, -15,
        -20,   0,  10,  12,  12,  10,   0, -20,
        -30, -15,   0,   5,   5,   0, -15, -30,
        -50, -25, -20, -15, -15, -20, -25, -50,
    }, {
        -40, -25, -15, -10, -10, -15, -25, -40,
        -25, -10,   0,   5,   5,   0, -10, -25,
        -15,   0,  10,  15,  15,  10,   0, -15,
        -10,   5,  15,  20,  20,  15,   5, -10,
        -10,   5,  15,  20,  20,  15,   5, -10,
        -15,   0,  10,  15,  15,  10,   0, -15,
        -25, -10,   0,   5,   5,   0, -10, -25,
        -40, -25, -15, -10, -10, -15, -25, -40,
    }},
    [BISHOP] = {{
        -20, -10, -10, -10, -10, -10, -10, -20,
        -10,   0,   0,   0,   0,   0,   0, -10,
        -10,   0,   5,  10,  10,   5,   0, -10,
        -10,   5,   5,  12,  12,   5,   5, -10,
        -10,   0,  12,  12,  12,  12,   0, -10,
        -10,  10,  10,   8,   8,  10,  10, -10,
        -10,  12,   2,   4,   4,   2,  12, -10,
        -20, -10, -12, -10, -10, -12, -10, -20,
    }, {
        -15, -10,  -8,  -5,  -5,  -8, -10, -15,
        -10,  -4,   0,   2,   2,   0,  -4, -10,
         -8,   0,   4,   6,   6,   4,   0,  -8,
         -5,   2,   6,  10,  10,   6,   2,  -5,
         -5,   2,   6,  10,  10,   6,   2,  -5,
         -8,   0,   4,   6,   6,   4,   0,  -8,
        -10,  -4,   0,   2,   2,   0,  -4, -10,
        -15, -10,  -8,  -5,  -5,  -8, -10, -15,
    }},
    [ROOK] = {{
          5,   8,  10,  12,  12,  10,   8,   5,
         20,  25,  25,  25,  25,  25,  25,  20,
          0,   2,   4,   6,   6,   4,   2,   0,
         -5,   0,   0,   2,   2,   0,   0,  -5,
         -8,  -4,   0,   0,   0,   0,  -4,  -8,
        -10,  -5,   0,   0,   0,   0,  -5, -10,
        -15,  -8,  -2,   0,   0,  -2,  -8, -15,
         -6,  -4,   2,   8,   8,   6,  -4,  -6,
    }, {
         10,  10,  10,  10,  10,  10,  10,  10,
         15,  15,  15,  15,  15,  15,  15,  15,
          5,   5,   5,   5,   5,   5,   5,   5,
          0,   0,   0,   0,   0,   0,   0,   0,
          0,   0,   0,   0,   0,   0,   0,   0,
         -2,  -2,  -2,  -2,  -2,  -2,  -2,  -2,
         -4,  -4,  -4,  -4,  -4,  -4,  -4,  -4,
         -6,  -4,  -2,   0,   0,  -2,  -4,  -6,
    }},
    [QUEEN] = {{
        -20, -10, -10,  -5,  -5, -10, -10, -20,
        -10,  -5,   0,   0,   0,   0,  -5, -10,
        -10,   0,   5,   5,   5,   5,   0, -10,
         -5,   0,   5,   5,   5,   5,   0,  -5,
         -5,   0,   5,   5,   5,   5,   0,  -5,
        -10,   2,   5,   5,   5,   5,   2, -10,
        -10,   0,   4,   2,   2,   0,   0, -10,
        -20, -10, -10,   0,  -5, -10, -10, -20,
    }, {
        -20, -10,  -5,   0,   0,  -5, -10, -20,
        -10,   0,   5,  10,  10,   5,   0, -10,
         -5,   5,  15,  20,  20,  15,   5,  -5,
          0,  10,  20,  25,  25,  20,  10,   0,
          0,  10,  20,  25,  25,  20,  10,   0,
         -5,   5,  15,  20,  20,  15,   5,  -5,
        -10,   0,   5,  10,  10,   5,   0, -10,
        -20, -10,  -5,   0,   0,  -5, -10, -20,
    }},
    [KING] = {{
        -60, -70, -70, -80, -80, -70, -70, -60,
        -60, -70, -70, -80, -80, -70, -70, -60,
        -50, -60, -60, -70, -70, -60, -60, -50,
        -40, -50, -50, -60, -60, -50, -50, -40,
        -30, -40, -40, -50, -50, -40, -40, -30,
        -15, -25, -25, -30, -30, -25, -25, -15,
         10,  10,  -5, -15, -15,  -5,  10,  10,
         15,  30,  10,  -5,   0,  -5,  30,  15,
    }, {
        -50, -30, -20, -15, -15, -20, -30, -50,
        -30, -10,   0,   5,   5,   0, -10, -30,
        -20,   0,  15,  20,  20,  15,   0, -20,
        -15,   5,  20,  30,  30,  20,   5, -15,
        -15,   5,  20,  30,  30,  20,   5, -15,
        -20,   0,  15,  20,  20,  15,   0, -20,
        -30, -10,   0,   5,   5,   0, -10, -30,
        -50, -30, -20, -15, -15, -20, -30, -50,
    }},
};
/* clang-format on */

/* Each term per colour as [MG, EG], plus the phase (PHASE_MAX = full midgame). */
typedef struct EvalTerms {
    int material[2][2];
    int psqt[2][2];
    int phase;
} EvalTerms;

static void eval_collect(const ChessPos *pos, EvalTerms *terms) {
    *terms = (EvalTerms){0};
    for (Bitboard occupied = pos->by_type[NO_TYPE]; occupied;) {
        int square = bb_pop_first(&occupied);
        int piece = pos->board[square], color = piece_color(piece), type = piece_type(piece);
        int row = color == WHITE ? square ^ 56 : square; /* table index as seen by `color` */
        for (int stage = MG; stage <= EG; stage++) {
            terms->material[color][stage] += MATERIAL[type][stage];
            terms->psqt[color][stage] += PSQT[type][stage][row];
        }
        terms->phase += PHASE_WEIGHT[type];
    }
    if (terms->phase > PHASE_MAX)
        terms->phase = PHASE_MAX;
}

/* Midgame and endgame values blended by phase; symmetric in sign. */
static int taper(int mg, int eg, int phase) {
    return (mg * phase + eg * (PHASE_MAX - phase)) / PHASE_MAX;
}

static int white_score(const EvalTerms *t, int stage) {
    return t->material[WHITE][stage] - t->material[BLACK][stage] + t->psqt[WHITE][stage] -
           t->psqt[BLACK][stage];
}

Score chess_evaluate(const void *position) {
    const ChessPos *pos = position;
    EvalTerms terms;
    eval_collect(pos, &terms);
    int score = taper(white_score(&terms, MG), white_score(&terms, EG), terms.phase);
    return pos->header.side == WHITE ? score : -score;
}

static void trace_row(StrBuf *out, const char *name, const int white[2], const int black[2]) {
    strbuf_printf(out, "%10s | %6d %6d | %6d %6d | %6d %6d\n", name, white[MG], white[EG],
                  black[MG], black[EG], white[MG] - black[MG], white[EG] - black[EG]);
}

void chess_eval_trace(const void *position, StrBuf *out) {
    const ChessPos *pos = position;
    EvalTerms t;
    eval_collect(pos, &t);
    int total[2][2];
    for (int color = WHITE; color <= BLACK; color++)
        for (int stage = MG; stage <= EG; stage++)
            total[color][stage] = t.material[color][stage] + t.psqt[color][stage];
    strbuf_append(out, "      Term |     White     |     Black     |     Total\n");
    strbuf_append(out, "           |     MG     EG |     MG     EG |     MG     EG\n");
    strbuf_append(out, "-----------+---------------+---------------+--------------\n");
    trace_row(out, "Material", t.material[WHITE], t.material[BLACK]);
    trace_row(out, "PSQT", t.psqt[WHITE], t.psqt[BLACK]);
    strbuf_append(out, "-----------+---------------+---------------+--------------\n");
    trace_row(out, "Total", total[WHITE], total[BLACK]);
    int white = taper(white_score(&t, MG), white_score(&t, EG), t.phase);
    strbuf_printf(out, "\nPhase %d/%d (%d = midgame, 0 = endgame)\n", t.phase, PHASE_MAX,
                  PHASE_MAX);
    strbuf_printf(out, "Evaluation %+d cp for white, %+d cp for the side to move (%s)\n", white,
                  pos->header.side == WHITE ? white : -white,
                  pos->header.side == WHITE ? "white" : "black");
}
