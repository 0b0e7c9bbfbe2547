/*
 * chess_eval.c - the chess evaluation's driver and its printed breakdown. Fills an EvalInfo
 * on the stack (pawn and king attacks first, then each part of chess_eval_parts.h in an
 * order that gives every part the attack maps it reads), sums each term white minus black,
 * scales the endgame half when the side ahead may not win (chess_scale.c) and blends
 * midgame and endgame by the phase: the non-pawn material left, knight and bishop 1, rook 2,
 * queen 4, 24 at the start. The result, clamped well inside the mate scores, is from the
 * side to move's point of view; a colour-mirrored position scores the same for the mirrored
 * side. The trace prints the very numbers chess_evaluate adds up.
 *
 * For the tuner the same run notes how often each weight counts (chess_terms.h); the king
 * danger, which is no weight's, and the clamp are the features' fixed part, and the phase
 * and the endgame scale their taper, so the features add up to chess_evaluate exactly.
 */
#include "chess_eval.h"

#include "chess_eval_parts.h"

static const char *const WEIGHT_NAMES[CHESS_WEIGHT_COUNT] = {CHESS_WEIGHTS_LIST(EVAL_WEIGHT_NAME)};

const EvalWeights CHESS_EVAL_WEIGHTS = {
    .count = CHESS_WEIGHT_COUNT,
    .tapered = true,
    .names = WEIGHT_NAMES,
    .values = &CHESS_WEIGHT_VALUES[0][0],
    .source = "eval/chess/chess_weights.h",
    .table = "CHESS_WEIGHT_VALUES",
};

/* The largest static evaluation, far from the mate scores (SCORE_MATE_IN_MAX). */
enum { EVAL_LIMIT = 7500 };

static const char *const TERM_NAMES[TERM_COUNT] = {
    [TERM_MATERIAL] = "Material", [TERM_PSQT] = "PSQT",         [TERM_PAWNS] = "Pawns",
    [TERM_PASSED] = "Passed",     [TERM_MOBILITY] = "Mobility", [TERM_KNIGHTS] = "Knights",
    [TERM_BISHOPS] = "Bishops",   [TERM_ROOKS] = "Rooks",       [TERM_KING] = "King safety",
    [TERM_THREATS] = "Threats",   [TERM_SPACE] = "Space",       [TERM_TEMPO] = "Tempo",
};

/* The blended result and what went into it. */
typedef struct EvalResult {
    PackedScore total; /* every term, white minus black */
    int phase;         /* PHASE_MAX = full midgame */
    int scale;         /* of the endgame half, SCALE_NORMAL = unchanged */
    int white;         /* final score for white */
} EvalResult;

/* Pawn and king attacks, the mobility areas and the king zones: what the parts read.
 * weight_counts: NULL, or zeroed counts the weights are noted in. */
static void eval_init(EvalInfo *info, const ChessPos *pos, int *weight_counts) {
    *info = (EvalInfo){.pos = pos, .phase = chess_phase(pos), .weight_counts = weight_counts};
    for (int color = WHITE; color <= BLACK; color++) {
        Bitboard up = shift_up(chess_pos_pieces(pos, color, PAWN), color);
        Bitboard east = (up << 1) & ~FILE_A_BB, west = (up >> 1) & ~FILE_H_BB;
        eval_note_attacks(info, color, PAWN, east | west);
        info->attacks2[color] = east & west;
        eval_note_attacks(info, color, KING, chess_king_attacks(pos->king[color]));
    }
    for (int color = WHITE; color <= BLACK; color++) {
        int king = pos->king[color];
        Bitboard ring = chess_king_attacks(king) | square_bb(king);
        info->king_zone[color] = ring | shift_up(ring, color);
        info->mobility_area[color] = ~pos->by_color[color] & ~info->attacks[color ^ 1][PAWN];
    }
}

static void eval_collect(EvalInfo *info, const ChessPos *pos, int *weight_counts) {
    eval_init(info, pos, weight_counts);
    for (int color = WHITE; color <= BLACK; color++) {
        chess_pieces_material(info, color);
        chess_pawns_structure(info, color);
    }
    for (int color = WHITE; color <= BLACK; color++)
        chess_pieces_activity(info, color);
    for (int color = WHITE; color <= BLACK; color++) {
        chess_king_safety(info, color);
        chess_pawns_passed(info, color);
        chess_threats(info, color);
        chess_space(info, color);
    }
    eval_add_weight(info, TERM_TEMPO, pos->header.side, CHESS_TEMPO, 1);
}

/* Midgame and endgame blended by the phase, the endgame half scaled (as eval_features.h). */
static int taper(PackedScore score, int phase, int scale) {
    return (packed_mg(score) * phase * SCALE_NORMAL +
            packed_eg(score) * scale * (PHASE_MAX - phase)) /
           (PHASE_MAX * SCALE_NORMAL);
}

static EvalResult eval_blend(const EvalInfo *info) {
    EvalResult r = {0};
    for (int term = 0; term < TERM_COUNT; term++)
        r.total += info->terms[term][WHITE] - info->terms[term][BLACK];
    r.phase = info->phase;
    /* At the full midgame phase the endgame half has no weight: no need to scale it. */
    r.scale = r.phase < PHASE_MAX ? chess_scale_factor(info, packed_eg(r.total)) : SCALE_NORMAL;
    int blended = taper(r.total, r.phase, r.scale);
    r.white = blended > EVAL_LIMIT ? EVAL_LIMIT : blended < -EVAL_LIMIT ? -EVAL_LIMIT : blended;
    return r;
}

Score chess_evaluate(const void *position) {
    const ChessPos *pos = position;
    EvalInfo info;
    eval_collect(&info, pos, NULL);
    int white = eval_blend(&info).white;
    return pos->header.side == WHITE ? white : -white;
}

bool chess_eval_features(const void *position, int player, EvalFeatures *features) {
    const ChessPos *pos = position;
    int counts[CHESS_WEIGHT_COUNT] = {0};
    EvalInfo info;
    eval_collect(&info, pos, counts);
    EvalResult r = eval_blend(&info);
    int sign = player == WHITE ? 1 : -1;
    *features = (EvalFeatures){
        .phase = r.phase,
        .phase_max = PHASE_MAX,
        .scale = r.scale,
        .fixed = sign * (r.white - taper(r.total, r.phase, r.scale)), /* the rounding */
    };
    for (int weight = 0; weight < CHESS_WEIGHT_COUNT; weight++)
        eval_features_add(features, weight, sign * counts[weight]);
    return true;
}

static void trace_row(StrBuf *out, const char *name, PackedScore white, PackedScore black) {
    strbuf_printf(out, "%12s | %6d %6d | %6d %6d | %6d %6d\n", name, packed_mg(white),
                  packed_eg(white), packed_mg(black), packed_eg(black),
                  packed_mg(white) - packed_mg(black), packed_eg(white) - packed_eg(black));
}

static void trace_table(StrBuf *out, const EvalInfo *info) {
    const char *rule = "-------------+---------------+---------------+--------------\n";
    strbuf_append(out, "        Term |     White     |     Black     |     Total\n");
    strbuf_append(out, "             |     MG     EG |     MG     EG |     MG     EG\n");
    strbuf_append(out, rule);
    PackedScore total[2] = {0, 0};
    for (int term = 0; term < TERM_COUNT; term++) {
        trace_row(out, TERM_NAMES[term], info->terms[term][WHITE], info->terms[term][BLACK]);
        total[WHITE] += info->terms[term][WHITE];
        total[BLACK] += info->terms[term][BLACK];
    }
    strbuf_append(out, rule);
    trace_row(out, "Total", total[WHITE], total[BLACK]);
}

void chess_eval_trace(const void *position, StrBuf *out) {
    const ChessPos *pos = position;
    EvalInfo info;
    eval_collect(&info, pos, NULL);
    EvalResult r = eval_blend(&info);
    trace_table(out, &info);
    strbuf_printf(out, "\nPhase %d/%d (%d = midgame, 0 = endgame)\n", r.phase, PHASE_MAX,
                  PHASE_MAX);
    strbuf_printf(out, "Endgame scale %d/%d\n", r.scale, SCALE_NORMAL);
    strbuf_printf(out, "Evaluation %+d cp for white, %+d cp for the side to move (%s)\n", r.white,
                  pos->header.side == WHITE ? r.white : -r.white,
                  pos->header.side == WHITE ? "white" : "black");
}
