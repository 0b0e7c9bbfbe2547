/*
 * adjudication.c - the counters of score and length adjudication.
 *
 * As in cutechess-cli: a draw needs 2 x movecount consecutive plies with both scores within
 * score= of zero, from full move movenumber on; a resignation needs movecount consecutive
 * moves of one engine at or below -score (two-sided: and its opponent's at or above +score
 * for as long). A ply without a score breaks every run.
 */
#include "adjudication.h"

#include <string.h>

void adjudicator_init(Adjudicator *adj, const AdjudicationConfig *config, int players) {
    memset(adj, 0, sizeof *adj);
    adj->config = config;
    adj->players = players;
}

static bool adjudicate_draw(Adjudicator *adj, int plies, bool has_score, int score) {
    const AdjudicationConfig *config = adj->config;
    if (config->draw_move_count == 0)
        return false;
    bool quiet = has_score && score <= config->draw_score && score >= -config->draw_score;
    bool late_enough = plies / adj->players >= config->draw_move_number;
    adj->draw_plies = quiet && late_enough ? adj->draw_plies + 1 : 0;
    return adj->draw_plies >= 2 * config->draw_move_count;
}

static bool adjudicate_resign(Adjudicator *adj, int mover, bool has_score, int score) {
    const AdjudicationConfig *config = adj->config;
    if (config->resign_move_count == 0)
        return false;
    bool losing = has_score && score <= -config->resign_score;
    bool winning = has_score && score >= config->resign_score;
    adj->losing_moves[mover] = losing ? adj->losing_moves[mover] + 1 : 0;
    adj->winning_moves[mover] = winning ? adj->winning_moves[mover] + 1 : 0;
    if (adj->losing_moves[mover] < config->resign_move_count)
        return false;
    return !config->resign_two_sided || adj->winning_moves[1 - mover] >= config->resign_move_count;
}

AdjudicationKind adjudicator_update(Adjudicator *adj, int mover, int plies, bool has_score,
                                    int score, int *loser) {
    if (adj->players == 2) {
        if (adjudicate_resign(adj, mover, has_score, score)) {
            *loser = mover;
            return ADJUDICATE_RESIGN;
        }
        if (adjudicate_draw(adj, plies, has_score, score))
            return ADJUDICATE_DRAW_SCORE;
    }
    if (adj->config->max_moves > 0 && plies >= adj->config->max_moves * adj->players)
        return ADJUDICATE_DRAW_LENGTH;
    return ADJUDICATE_NONE;
}
