/*
 * view.c - play mode's text output. The board itself is each game's own print_board (the
 * same diagram as the protocol's `d`), so play mode draws every game, walls, voids and
 * unstable squares included, without a second copy of any game's layout; turned round
 * (flip.c) for the player on the far side.
 */
#include "view.h"

#include <string.h>

#include "../src/strbuf.h"
#include "flip.h"

typedef struct NotationHelp {
    const char *game;
    const char *text;
} NotationHelp;

static const NotationHelp NOTATION[] = {
    {"chess", "Moves: standard notation (e4, Nf3, exd5, O-O, e8=Q) or from and to square\n"
              "(e2e4, promotion e7e8q, castling as the king's two-square move e1g1)."},
    {"voidchess",
     "Moves: standard notation (e4, Nf3, Mg3, exd5, O-O, e9=M) or from and to square (e2e4;\n"
     "promotion adds q r b n or m, the Minister; castling is the king's two-square move e1g1).\n"
     "* is a void, (X) a piece standing on an unstable square: it must leave on its next\n"
     "turn or it is destroyed."},
    {"wallchess",
     "Moves: a pawn move is its destination square (e2). A wall is the cell nearest a1 of\n"
     "the four it touches plus h (horizontal) or v (vertical): e3h blocks e3-e4 and f3-f4.\n"
     "South (S) goes to rank 9, North (N) to rank 1. A side with no move plays 0000."},
    {"wallgo", "Moves: during placement the cell (c3). Then move one token 0-2 steps and build\n"
               "a wall beside any cell: from, to, comma, cell and side n/e/s/w, e.g. b2c3,c3n\n"
               "(c3c3,c3e moves nothing). Walled-off regions of one player score their cells."},
    {"wallrunner",
     "Moves: from and to square (c2c6). No captures: a Guard's move pushes the enemy pieces\n"
     "around it; push the enemy King off the board or bring yours to the last rank.\n"
     "+ marks White's walls, * Black's, # both."},
};

void view_notation(FILE *out, const Game *game) {
    for (size_t i = 0; i < sizeof NOTATION / sizeof NOTATION[0]; i++)
        if (strcmp(NOTATION[i].game, game->name) == 0)
            fprintf(out, "%s\n", NOTATION[i].text);
}

void view_commands(FILE *out) {
    fprintf(out, "Commands: a move, legal (list the legal moves), hint (the engine's "
                 "suggestion),\n          undo (take back your last move), board, moves, "
                 "help, quit\n");
}

void view_board(FILE *out, const Record *record, bool flipped) {
    const Game *game = record->game;
    StrBuf text, turned;
    strbuf_init(&text);
    strbuf_init(&turned);
    game->print_board(record_current(record), &text);
    if (flipped)
        flip_diagram(strbuf_text(&text), &turned);
    fprintf(out, "\n%s", strbuf_text(flipped ? &turned : &text));
    if (record->count > 0)
        fprintf(out, "Last move: %s (%s)\n", record->shown[record->count - 1],
                game->player_names[pos_header(&record->positions[record->count - 1])->side]);
    fflush(out);
    strbuf_free(&text);
    strbuf_free(&turned);
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

void view_moves(FILE *out, const Record *record) {
    if (record->count == 0)
        fprintf(out, "No moves yet.\n");
    for (int i = 0; i < record->count; i++)
        fprintf(out, "%3d. %-6s %s\n", i + 1,
                record->game->player_names[pos_header(&record->positions[i])->side],
                record->shown[i]);
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
