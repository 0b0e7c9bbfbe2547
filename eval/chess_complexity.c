/*
 * chess_complexity.c - how convertible the endgame score is. Once every other term is
 * summed, the side ahead in the endgame half gets a correction of that half's size, never
 * of its sign: more for what keeps a game complex (passed pawns, many pawns, pawns on both
 * flanks, a king that outflanks the other or has crossed into the enemy half, a pure pawn
 * ending), less for a small, one-flank position where the kings face each other. Classical
 * engines call this the initiative or complexity term (Stockfish 11-12); the features are
 * theirs, the weights are fitted on our data.
 *
 * The correction is a sum of weights while it keeps the sign (what the tuner sees). When the
 * weights would push the score past zero it is clamped to exactly cancel the endgame half;
 * that clamped part is no weight's, so it is kept in EvalInfo.unweighted for the tuner.
 */
#include "chess_eval_parts.h"

static int distance_of(int a, int b) {
    return a > b ? a - b : b - a;
}

/* How often each complexity weight counts, the same for both sides. */
static void complexity_counts(const EvalInfo *info, int counts[COMPLEXITY_COUNT]) {
    const ChessPos *pos = info->pos;
    Bitboard pawns = pos->by_type[PAWN];
    int white_king = pos->king[WHITE], black_king = pos->king[BLACK];
    int outflanking = distance_of(square_file(white_king), square_file(black_king)) -
                      distance_of(square_rank(white_king), square_rank(black_king));
    bool both_flanks = (pawns & QUEEN_SIDE) && (pawns & KING_SIDE);
    Bitboard pieces =
        pos->by_type[KNIGHT] | pos->by_type[BISHOP] | pos->by_type[ROOK] | pos->by_type[QUEEN];
    counts[0] = bb_count(info->passed[WHITE] | info->passed[BLACK]);
    counts[1] = bb_count(pawns);
    counts[2] = outflanking;
    counts[3] = both_flanks;
    counts[4] = relative_rank(WHITE, white_king) >= 4 || relative_rank(BLACK, black_king) >= 4;
    counts[5] = pieces == 0;
    counts[6] = outflanking < 0 && !both_flanks;
    counts[7] = 1;
}

void chess_complexity(EvalInfo *info) {
    PackedScore total = 0;
    for (int term = 0; term < TERM_COUNT; term++)
        total += info->terms[term][WHITE] - info->terms[term][BLACK];
    int eg = packed_eg(total);
    if (eg == 0)
        return;
    int strong = eg > 0 ? WHITE : BLACK, size = eg > 0 ? eg : -eg;
    int counts[COMPLEXITY_COUNT];
    complexity_counts(info, counts);
    int correction = 0;
    for (int i = 0; i < COMPLEXITY_COUNT; i++)
        correction += packed_eg(chess_weight(CHESS_COMPLEXITY_PASSED + i)) * counts[i];
    if (correction < -size) {
        PackedScore cancel = S(0, -size);
        eval_add(info, TERM_COMPLEXITY, strong, cancel);
        info->unweighted += strong == WHITE ? cancel : -cancel;
        return;
    }
    for (int i = 0; i < COMPLEXITY_COUNT; i++)
        eval_add_weight(info, TERM_COMPLEXITY, strong, CHESS_COMPLEXITY_PASSED + i, counts[i]);
}
