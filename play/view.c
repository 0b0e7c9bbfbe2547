/*
 * view.c - play mode's text output. The board itself is each game's own print_board (the
 * same diagram as the protocol's `d`), so play mode draws every game, walls, voids and
 * unstable squares included, without a second copy of any game's layout; turned round
 * (flip.c) for the player on the far side, then drawn in the play style (decorate.c). What
 * differs between games (notation, legend, rules, news of a move) comes from the game's view
 * (game_view.h).
 */
#include "view.h"

#include <string.h>

#include "src/strbuf.h"
#include "claim.h"
#include "decorate.h"
#include "flip.h"
#include "game_view.h"

void view_notation(FILE *out, const Game *game) {
    fprintf(out, "%s\n", game_view(game)->notation);
}

void view_rules(FILE *out, const Game *game) {
    fprintf(out, "%s\n", game_view(game)->rules);
}

void view_commands(FILE *out, const Game *game) {
    fprintf(out, "Commands: a move, legal (list the legal moves), hint (the engine's "
                 "suggestion),\n          undo (take back your last move), board, moves, "
                 "help, help rules, quit\n");
    if (claim_exists(game))
        fprintf(out, "          claim (claim a draw by repetition or the fifty-move rule),\n"
                     "          claim <move> (play the move and claim the draw it makes)\n");
}

void view_board(FILE *out, const Record *record, bool flipped, Style style) {
    const Game *game = record->game;
    const GameView *view = game_view(game);
    StrBuf text, turned, drawn;
    strbuf_init(&text);
    strbuf_init(&turned);
    strbuf_init(&drawn);
    game->print_board(record_current(record), &text);
    if (flipped)
        flip_diagram(strbuf_text(&text), &turned);
    decorate_diagram(strbuf_text(flipped ? &turned : &text), view, style, &drawn);
    fprintf(out, "\n%s", strbuf_text(&drawn));
    if (view->legend)
        fprintf(out, "%s\n", view->legend);
    if (record->count > 0)
        fprintf(out, "Last move: %s (%s)\n", record->shown[record->count - 1],
                game->player_names[pos_header(&record->positions[record->count - 1])->side]);
    fflush(out);
    strbuf_free(&text);
    strbuf_free(&turned);
    strbuf_free(&drawn);
}

void view_legal(FILE *out, const Record *record) {
    const Game *game = record->game;
    const void *pos = record_current(record);
    static _Thread_local Move moves[MAX_MOVES];
    int count = game_legal_moves(game, pos, moves);
    char text[MAX_MOVE_TEXT];
    fprintf(out, "%d legal moves:", count);
    for (int i = 0; i < count; i++) {
        record_move_text(game, pos, moves[i], text);
        fprintf(out, " %s", text);
    }
    fprintf(out, "\n");
}

/* One move of view_moves: the round's number first when it opens the round. Two players as
 * chess writes it ("1. e4 e5", "1... e5" when the second player opens the round); more
 * players with their names ("1. A d4, B d2, C f3"). */
static void view_round_move(FILE *out, const Record *record, int i, int number, bool opens) {
    int mover = pos_header(&record->positions[i])->side;
    const char *name = record->game->player_names[mover];
    if (pos_header(&record->positions[i])->players == 2) {
        if (opens)
            fprintf(out, "%d.%s %s", number, mover == 0 ? "" : "..", record->shown[i]);
        else
            fprintf(out, " %s", record->shown[i]);
    } else if (opens) {
        fprintf(out, "%d. %s %s", number, name, record->shown[i]);
    } else {
        fprintf(out, ", %s %s", name, record->shown[i]);
    }
}

void view_moves(FILE *out, const Record *record) {
    if (record->count == 0) {
        fprintf(out, "No moves yet.\n");
        return;
    }
    /* Numbered from the start position's own move number (a chess FEN's fullmove); a new
     * round when the turn order wraps round (a skipped player leaves a round short). */
    const PosHeader *start = pos_header(&record->positions[0]);
    int number = start->ply / start->players + 1;
    for (int i = 0; i < record->count; i++) {
        int mover = pos_header(&record->positions[i])->side;
        bool opens = i == 0 || mover <= pos_header(&record->positions[i - 1])->side;
        if (opens && i > 0) {
            fprintf(out, "\n");
            number++;
        }
        view_round_move(out, record, i, number, opens);
    }
    fprintf(out, "\n");
}

/* Check, or mate, for the side to move of the record's position. */
static const char *check_news(const Record *record) {
    const Game *game = record->game;
    const void *pos = record_current(record);
    if (!game->in_check || !game->in_check(pos))
        return "";
    return game_has_legal_move(game, pos) ? " Check!" : " Checkmate!";
}

void view_move_played(FILE *out, const Record *record, bool by_human) {
    const Game *game = record->game;
    int mover = pos_header(&record->positions[record->count - 1])->side;
    fprintf(out, "%s (%s) %s %s.%s\n", by_human ? "You" : "Tessera", game->player_names[mover],
            by_human ? "play" : "plays", record->shown[record->count - 1], check_news(record));
}

static void view_scores(FILE *out, const Record *record, const GameStatus *status) {
    int players = pos_header(record_current(record))->players;
    fprintf(out, "Territory:");
    for (int i = 0; i < players; i++)
        fprintf(out, " %s %d", record->game->player_names[i], status->scores[i]);
    fprintf(out, "\n");
}

/* The player with the highest score, and its lead over the best of the others (0 when the
 * top score is shared). */
static int leader(const int *scores, int players, int *lead) {
    int best = 0;
    for (int i = 1; i < players; i++)
        if (scores[i] > scores[best])
            best = i;
    int runner_up = best == 0 ? 1 : 0;
    for (int i = 0; i < players; i++)
        if (i != best && scores[i] > scores[runner_up])
            runner_up = i;
    *lead = scores[best] - scores[runner_up];
    return best;
}

/* "Standings: A 21, B 28 (B leads by 7)." in a game that keeps scores while it goes on. */
static void view_standings(FILE *out, const Record *record) {
    GameStatus status;
    record_status(record, &status);
    const GameView *view = game_view(record->game);
    if (!status.has_scores || status.outcome != OUTCOME_ONGOING ||
        (view->scores_count && !view->scores_count(record)))
        return;
    const char *const *names = record->game->player_names;
    int players = pos_header(record_current(record))->players, lead;
    int best = leader(status.scores, players, &lead);
    fprintf(out, "Standings:");
    for (int i = 0; i < players; i++)
        fprintf(out, "%s %s %d", i ? "," : "", names[i], status.scores[i]);
    if (lead > 0)
        fprintf(out, " (%s leads by %d).\n", names[best], lead);
    else
        fprintf(out, " (level).\n");
}

void view_news(FILE *out, const Record *record) {
    const GameView *view = game_view(record->game);
    if (view->news)
        view->news(out, record);
    view_standings(out, record);
}

void view_result(FILE *out, const Record *record, const GameStatus *status, int human) {
    const char *const *names = record->game->player_names;
    if (status->outcome == OUTCOME_WIN)
        fprintf(out, "Game over: %s wins (%s).\n", names[status->winner], status->reason);
    else
        fprintf(out, "Game over: draw (%s).\n", status->reason);
    if (status->has_scores)
        view_scores(out, record, status);
    if (human < 0)
        return;
    if (status->outcome == OUTCOME_DRAW)
        fprintf(out, "A draw.\n");
    else
        fprintf(out, "%s\n", status->winner == human ? "You win!" : "Tessera wins.");
}
