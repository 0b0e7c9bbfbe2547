/*
 * session.c - the loop of a terminal game: show the board, let the side to move act (the
 * human through the prompt, the engine through the thinker), stop at the end of the game
 * or on `quit` / end of input. Moves are accepted only through game_parse_legal_move (or
 * SAN, which reads only legal moves), so no rule is known here; a refused move is answered
 * with the referee's reason. After every move comes its news (view_news); while the engine
 * searches, the thinking line (thinking.c) shows on a terminal. Where the game has draws by
 * claim (chess), the human claims with `claim` or `claim <move>` and is told when a claim is
 * possible; the engine claims every draw it may on its turn (claim.c).
 */
#include "session.h"

#include <ctype.h>
#include <string.h>

#include "src/san.h"
#include "claim.h"
#include "thinker.h"
#include "thinking.h"
#include "view.h"

enum {
    INPUT_BYTES = 256,
    /* Selfplay stops here: Wall Chess has no draw rule, and two engines that both avoid
     * losing could walk back and forth for ever. */
    SELFPLAY_MAX_PLIES = 500,
};

typedef enum TurnResult { TURN_DONE, TURN_AGAIN, TURN_QUIT, TURN_FAILED } TurnResult;

typedef struct Play {
    const PlayArgs *args;
    int human;    /* the human's seat, -1 in selfplay */
    bool flipped; /* the board is shown from the second player's side */
    Style style;  /* glyphs and colour of the output, chosen at the start */
    Record record;
    Thinker thinker;
    Thinking thinking;   /* the live line while the thinker searches */
    const char *claimed; /* the draw a player claimed, which ended the game; or NULL */
    int claim_noticed;   /* the record's count when the human was last told of a claim */
    FILE *in, *out;
} Play;

/* Reads one line, trimmed; false at end of input. Over-long lines are read to their end
 * and come back empty with *too_long set. */
static bool read_input(FILE *in, char line[INPUT_BYTES], bool *too_long) {
    *too_long = false;
    if (!fgets(line, INPUT_BYTES, in))
        return false;
    if (!strchr(line, '\n') && !feof(in)) {
        *too_long = true;
        int c;
        while ((c = getc(in)) != EOF && c != '\n')
            ;
        line[0] = '\0';
    }
    size_t start = 0, end = strlen(line);
    while (start < end && isspace((unsigned char)line[start]))
        start++;
    while (end > start && isspace((unsigned char)line[end - 1]))
        end--;
    memmove(line, line + start, end - start);
    line[end - start] = '\0';
    return true;
}

static void lower_case(const char *text, char lower[INPUT_BYTES]) {
    size_t at = 0;
    for (; text[at] && at < INPUT_BYTES - 1; at++)
        lower[at] = (char)tolower((unsigned char)text[at]);
    lower[at] = '\0';
}

/* The thinker's move for the side to move, with the thinking line shown meanwhile. */
static bool think(Play *play, bool at_full_strength, char move[MAX_MOVE_TEXT], char *error,
                  size_t error_size) {
    play->thinking.side = record_side(&play->record);
    bool chosen = thinker_choose(&play->thinker, &play->record, play->args->movetime_ms,
                                 at_full_strength, move, error, error_size);
    thinking_clear(&play->thinking);
    return chosen;
}

static TurnResult engine_turn(Play *play) {
    char move[MAX_MOVE_TEXT], error[256];
    const Game *game = play->args->game;
    /* As engines do in matches, the engine claims every draw it may claim. */
    if ((play->claimed = claim_here(&play->record))) {
        fprintf(play->out, "Tessera (%s) claims a draw %s.\n",
                game->player_names[record_side(&play->record)], claim_words(play->claimed));
        return TURN_DONE;
    }
    if (!think(play, false, move, error, sizeof error)) {
        fprintf(play->out, "Error: %s\n", error);
        return TURN_FAILED;
    }
    Move parsed;
    if (!game_parse_legal_move(game, record_current(&play->record), move, &parsed) ||
        !record_play(&play->record, parsed)) {
        fprintf(play->out, "Error: the engine's move '%s' cannot be played\n", move);
        return TURN_FAILED;
    }
    view_move_played(play->out, &play->record, false);
    view_news(play->out, &play->record);
    view_board(play->out, &play->record, play->flipped, play->style);
    return TURN_DONE;
}

/* Did the human move anywhere in the record? */
static bool human_has_moved(const Play *play) {
    for (int i = 0; i < play->record.count; i++)
        if (pos_header(&play->record.positions[i])->side == play->human)
            return true;
    return false;
}

/* Takes back moves up to and including the human's last one. */
static void undo(Play *play) {
    if (!human_has_moved(play)) {
        fprintf(play->out, "Nothing to undo: you have not moved yet.\n");
        return;
    }
    int before = play->record.count;
    do
        record_undo(&play->record);
    while (play->record.count > 0 && record_side(&play->record) != play->human);
    fprintf(play->out, "Took back %d move%s.\n", before - play->record.count,
            before - play->record.count == 1 ? "" : "s");
    view_board(play->out, &play->record, play->flipped, play->style);
}

static void hint(Play *play) {
    char move[MAX_MOVE_TEXT], shown[MAX_MOVE_TEXT], error[256];
    const Game *game = play->args->game;
    const void *pos = record_current(&play->record);
    Move parsed;
    if (!think(play, true, move, error, sizeof error)) {
        fprintf(play->out, "No hint: %s\n", error);
        return;
    }
    if (game_parse_legal_move(game, pos, move, &parsed))
        record_move_text(game, pos, parsed, shown);
    else
        snprintf(shown, sizeof shown, "%s", move);
    fprintf(play->out, "Hint: %s\n", shown);
}

/* The legal move text names: the canonical notation (any case), or SAN where the game has
 * it. */
static bool read_move(const Game *game, const void *pos, const char *text, Move *move) {
    char lower[INPUT_BYTES];
    lower_case(text, lower);
    return game_parse_legal_move(game, pos, lower, move) ||
           (san_available(game) && san_parse(game, pos, text, move));
}

/* Says why text is not a move the human can play here. */
static void refuse_move(Play *play, const char *text) {
    const Game *game = play->args->game;
    const void *pos = record_current(&play->record);
    char reason[MOVE_REASON_BYTES], lower[INPUT_BYTES];
    lower_case(text, lower);
    if (!game_illegal_reason(game, pos, lower, reason, sizeof reason) &&
        !san_illegal_reason(game, pos, text, reason, sizeof reason))
        fprintf(play->out, "'%s' is not a %s move. Type 'help' for the notation.\n", text,
                game->name);
    else
        fprintf(play->out, "'%s' is not legal here: %s. Type 'legal' for the legal moves.\n", text,
                reason);
}

/* Plays the human's legal move and tells what it did; false when out of memory. */
static bool play_human_move(Play *play, Move move) {
    if (!record_play(&play->record, move)) {
        fprintf(play->out, "Error: out of memory\n");
        return false;
    }
    view_move_played(play->out, &play->record, true);
    view_news(play->out, &play->record);
    return true;
}

static TurnResult human_move(Play *play, const char *text) {
    Move move;
    if (!read_move(play->args->game, record_current(&play->record), text, &move)) {
        refuse_move(play, text);
        return TURN_AGAIN;
    }
    return play_human_move(play, move) ? TURN_DONE : TURN_FAILED;
}

/* `claim`: the draw the human may claim in this position ends the game. */
static TurnResult claim_now(Play *play) {
    char reason[256];
    if (!(play->claimed = claim_here(&play->record))) {
        claim_refusal(&play->record, reason, sizeof reason);
        fprintf(play->out, "No draw to claim here: %s.\n", reason);
        return TURN_AGAIN;
    }
    fprintf(play->out, "You claim a draw %s.\n", claim_words(play->claimed));
    return TURN_DONE;
}

/* `claim <move>`: the move is played and the game drawn if the position it makes may be
 * claimed; otherwise neither happens (the move is not played, as the C API's claim). */
static TurnResult claim_with_move(Play *play, const char *text) {
    char reason[256], shown[MAX_MOVE_TEXT];
    const void *pos = record_current(&play->record);
    Move move;
    bool memory;
    if (!read_move(play->args->game, pos, text, &move)) {
        refuse_move(play, text);
        return TURN_AGAIN;
    }
    record_move_text(play->args->game, pos, move, shown);
    const char *claim = claim_with(&play->record, move, &memory);
    if (!claim) {
        claim_refusal_with(&play->record, move, reason, sizeof reason);
        fprintf(play->out, "No draw to claim after %s: %s. %s was not played.\n", shown, reason,
                shown);
        return memory ? TURN_FAILED : TURN_AGAIN;
    }
    if (!play_human_move(play, move))
        return TURN_FAILED;
    play->claimed = claim;
    fprintf(play->out, "You claim a draw %s.\n", claim_words(claim));
    return TURN_DONE;
}

/* Handles one line typed at the prompt (commands in any case). */
static TurnResult human_command(Play *play, const char *typed) {
    char line[INPUT_BYTES];
    lower_case(typed, line);
    if (line[0] == '\0')
        return TURN_AGAIN;
    if (strcmp(line, "quit") == 0 || strcmp(line, "exit") == 0)
        return TURN_QUIT;
    if (strcmp(line, "claim") == 0)
        return claim_now(play);
    if (strncmp(line, "claim ", 6) == 0)
        return claim_with_move(play, typed + 6 + strspn(typed + 6, " \t"));
    if (strcmp(line, "help") == 0) {
        view_notation(play->out, play->args->game);
        view_commands(play->out, play->args->game);
    } else if (strcmp(line, "help rules") == 0) {
        view_rules(play->out, play->args->game);
    } else if (strcmp(line, "legal") == 0) {
        view_legal(play->out, &play->record);
    } else if (strcmp(line, "hint") == 0) {
        hint(play);
    } else if (strcmp(line, "undo") == 0) {
        undo(play);
    } else if (strcmp(line, "board") == 0) {
        view_board(play->out, &play->record, play->flipped, play->style);
    } else if (strcmp(line, "moves") == 0) {
        view_moves(play->out, &play->record);
    } else {
        return human_move(play, typed);
    }
    return TURN_AGAIN;
}

/* Tells the human, once a position, of a draw they may claim. */
static void notice_claim(Play *play) {
    const char *claim = claim_here(&play->record);
    if (!claim || play->claim_noticed == play->record.count)
        return;
    play->claim_noticed = play->record.count;
    fprintf(play->out, "You may claim a draw %s: type claim.\n", claim_words(claim));
}

static TurnResult human_turn(Play *play) {
    char line[INPUT_BYTES];
    bool too_long;
    const Game *game = play->args->game;
    notice_claim(play);
    fprintf(play->out, "%s (you) > ", game->player_names[play->human]);
    fflush(play->out);
    if (!read_input(play->in, line, &too_long)) {
        fprintf(play->out, "\n");
        return TURN_QUIT;
    }
    if (too_long) {
        fprintf(play->out, "Input longer than %d characters ignored.\n", INPUT_BYTES - 2);
        return TURN_AGAIN;
    }
    return human_command(play, line);
}

static void introduce(const Play *play) {
    const PlayArgs *args = play->args;
    const Game *game = args->game;
    fprintf(play->out, "Tessera plays %s (%d players), level %d, %d ms per move.\n", game->name,
            pos_header(record_current(&play->record))->players, args->level, args->movetime_ms);
    if (play->human >= 0)
        fprintf(play->out, "You are %s; Tessera plays the other side%s.\n",
                game->player_names[play->human],
                pos_header(record_current(&play->record))->players > 2 ? "s" : "");
    view_notation(play->out, game);
    if (play->human >= 0)
        view_commands(play->out, game);
    view_board(play->out, &play->record, play->flipped, play->style);
}

/* The seat that played the last move, -1 before the first. */
static int last_mover(const Record *record) {
    return record->count > 0 ? pos_header(&record->positions[record->count - 1])->side : -1;
}

/* Plays until the game ends or the human quits; the exit status. */
static int play_loop(Play *play) {
    for (;;) {
        GameStatus status;
        record_status(&play->record, &status);
        if (play->claimed)
            status.outcome = OUTCOME_DRAW, status.reason = play->claimed;
        if (status.outcome != OUTCOME_ONGOING) {
            if (last_mover(&play->record) == play->human)
                view_board(play->out, &play->record, play->flipped, play->style);
            view_result(play->out, &play->record, &status, play->human);
            return 0;
        }
        if (play->human < 0 && play->record.count >= SELFPLAY_MAX_PLIES) {
            fprintf(play->out, "Stopped after %d moves without a result.\n", play->record.count);
            return 0;
        }
        bool engine_moves = play->human < 0 || record_side(&play->record) != play->human;
        TurnResult result = engine_moves ? engine_turn(play) : human_turn(play);
        if (result == TURN_QUIT) {
            fprintf(play->out, "Game abandoned after %d moves.\n", play->record.count);
            return 0;
        }
        if (result == TURN_FAILED)
            return 1;
    }
}

int play_session(const PlayArgs *args, int human, FILE *in, FILE *out) {
    Play play = {.args = args, .human = human, .claim_noticed = -1, .in = in, .out = out};
    char error[256];
    if (!thinker_open(&play.thinker, args->game, args->players, args->level, error, sizeof error) ||
        !thinker_set_options(&play.thinker, args->options, args->option_count, error,
                             sizeof error) ||
        !thinker_accepts(&play.thinker, args->position, error, sizeof error)) {
        fprintf(stderr, "tessera play: %s\n", error);
        thinker_close(&play.thinker);
        return 1;
    }
    /* The engine's own start follows its options (a game's rule set chooses it). */
    const char *start = args->position ? args->position : thinker_start(&play.thinker);
    if (!record_init_at(&play.record, args->game, start)) {
        fprintf(stderr, "tessera play: out of memory\n");
        thinker_close(&play.thinker);
        return 1;
    }
    play.flipped = human == 1 && pos_header(record_current(&play.record))->players == 2;
    play.style = style_detect(out, args->glyphs);
    play.thinking = (Thinking){.out = out, .style = play.style, .game = args->game};
    play.thinker.heard = thinking_heard;
    play.thinker.context = &play.thinking;
    introduce(&play);
    int status = play_loop(&play);
    thinker_close(&play.thinker);
    record_free(&play.record);
    return status;
}
