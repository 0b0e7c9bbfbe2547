/*
 * wallgo_agreement.c - the engine-against-reference status check of wallgo_agreement.h: the
 * engine's status and side to move beside the reference's over flag, side and scores.
 */
#include "wallgo_agreement.h"

void wallgo_assert_same_status(const PosBuf *pos, const WallGoRefPos *ref) {
    char text[MAX_POS_TEXT];
    gt_text(&WALLGO_GAME, pos, text);
    GameStatus status;
    WALLGO_GAME.status(pos, &status);
    cr_assert_eq(status.outcome != OUTCOME_ONGOING, ref->over, "%s", text);
    cr_assert_eq(pos_header(pos)->side, ref->side, "%s", text);
    int scores[4];
    wgref_scores(ref, scores);
    for (int i = 0; i < ref->players; i++)
        cr_assert_eq(status.scores[i], scores[i], "%s: player %c", text, 'A' + i);
}
