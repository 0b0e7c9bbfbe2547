/*
 * test_protocol_records.c - chess game records with unclaimed draws replayed through the
 * protocol, as a GUI or a site's referee sends them: a threefold repetition that nobody
 * claimed, and 60 (then 75) moves without a capture or a pawn move (tests/records/, shared
 * with the Python tests). Each replays to its end; `claim` ends it as a draw at the right
 * moment and not before; fivefold repetition and 75 moves end the game by themselves.
 */
#include "tests/support/gui.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#define REPLY_MS        5000
#define RUY_LOPEZ_PLIES 14 /* the records' opening, the last pawn move at its end */

static Gui engine;

static void close_engine(void) {
    gui_close(&engine);
}

TestSuite(protocol_records, .fini = close_engine);

typedef struct Record {
    char moves[4096]; /* the UCI moves separated by single spaces */
    int plies;
} Record;

static void read_record(const char *name, Record *record) {
    char path[256], line[4096];
    snprintf(path, sizeof path, "tests/records/%s", name);
    FILE *file = fopen(path, "r");
    cr_assert(file, "cannot open %s", path);
    *record = (Record){0};
    while (fgets(line, sizeof line, file))
        if (line[0] != '#')
            snprintf(record->moves, sizeof record->moves, "%s", strtok(line, "\n"));
    fclose(file);
    for (const char *c = record->moves; *c; c++)
        record->plies += c == record->moves || c[-1] == ' ' ? *c != ' ' : 0;
}

/* Appends the record's plies from..to (from 0, to excluded) to command, each with a space. */
static void append_plies(char *command, size_t size, const Record *record, int from, int to) {
    const char *c = record->moves;
    for (int ply = 0; ply < to && *c; ply++) {
        size_t length = strcspn(c, " ");
        if (ply >= from)
            snprintf(command + strlen(command), size - strlen(command), "%.*s ", (int)length, c);
        c += length + (c[length] == ' ');
    }
}

static void send_position(Gui *e, const char *command) {
    const GuiLines *out = gui_ask(e, command, REPLY_MS);
    cr_assert(out, "no answer to the position; got:\n%s", gui_text(e));
    cr_assert_null(gui_find(out, "info string error"), "%s", gui_text(e));
}

/* `position startpos moves` with the record's first plies. */
static void replay(Gui *e, const Record *record, int plies) {
    char command[4200] = "position startpos moves ";
    append_plies(command, sizeof command, record, 0, plies);
    send_position(e, command);
}

/* The record's move number ply (from 0), copied. */
static const char *nth_move(const Record *record, int ply, char move[16]) {
    const char *c = record->moves;
    for (int i = 0; i < ply; i++)
        c += strcspn(c, " ") + 1;
    snprintf(move, 16, "%.*s", (int)strcspn(c, " "), c);
    return move;
}

static const char *answer(Gui *e, const char *command, const char *prefix) {
    const GuiLines *out = gui_ask(e, command, REPLY_MS);
    cr_assert(out, "no answer to '%s'", command);
    const char *line = gui_find(out, prefix);
    cr_assert(line, "'%s' gave no '%s' line:\n%s", command, prefix, gui_text(e));
    return line;
}

static const char *NO_CLAIM = "info string error: no draw to claim here: a claim needs the "
                              "position to occur 3 times, or 100 plies without a capture or a "
                              "pawn move";

Test(protocol_records, an_unclaimed_threefold_repetition_replays_and_is_claimed_in_time) {
    Record record;
    read_record("chess-repetition.txt", &record);
    cr_assert_eq(record.plies, RUY_LOPEZ_PLIES + 12 + 1);
    Gui *e = &engine;
    cr_assert(gui_start(e, NULL), "%s", gui_error(e));
    replay(e, &record, record.plies);
    cr_assert_str_eq(answer(e, "status", "status"), "status ongoing black");
    int third = RUY_LOPEZ_PLIES + 8;
    replay(e, &record, third - 1);
    cr_assert_str_eq(answer(e, "status", "status"), "status ongoing black");
    cr_assert_str_eq(answer(e, "claim", "info string error"), NO_CLAIM);
    char move[16], command[32];
    snprintf(command, sizeof command, "claim %s", nth_move(&record, third - 1, move));
    cr_assert_str_eq(answer(e, command, "status"), "status draw repetition");
    replay(e, &record, third);
    cr_assert_str_eq(answer(e, "status", "status"), "status ongoing white claim repetition");
    cr_assert_str_eq(answer(e, "claim", "status"), "status draw repetition");
    cr_assert_str_eq(answer(e, "legal", "legal"), "legal");
}

Test(protocol_records, fivefold_repetition_ends_the_game_by_itself) {
    Record record;
    read_record("chess-repetition.txt", &record);
    Gui *e = &engine;
    cr_assert(gui_start(e, NULL), "%s", gui_error(e));
    char command[4200] = "position startpos moves ";
    append_plies(command, sizeof command, &record, 0, RUY_LOPEZ_PLIES);
    for (int round = 0; round < 4; round++)
        append_plies(command, sizeof command, &record, RUY_LOPEZ_PLIES, RUY_LOPEZ_PLIES + 4);
    send_position(e, command);
    cr_assert_str_eq(answer(e, "status", "status"), "status draw repetition");
    cr_assert_str_eq(answer(e, "claim", "info string error"),
                     "info string error: the game is over (repetition)");
}

Test(protocol_records, sixty_quiet_moves_replay_and_are_claimed_at_the_hundredth_ply) {
    Record record;
    read_record("chess-quiet-moves.txt", &record);
    cr_assert_eq(record.plies, RUY_LOPEZ_PLIES + 150);
    Gui *e = &engine;
    cr_assert(gui_start(e, NULL), "%s", gui_error(e));
    replay(e, &record, RUY_LOPEZ_PLIES + 120); /* sixty moves */
    cr_assert_str_eq(answer(e, "status", "status"), "status ongoing white claim fifty-moves");
    replay(e, &record, RUY_LOPEZ_PLIES + 99);
    cr_assert_str_eq(answer(e, "status", "status"), "status ongoing black");
    cr_assert_str_eq(answer(e, "claim", "info string error"), NO_CLAIM);
    replay(e, &record, RUY_LOPEZ_PLIES + 100);
    cr_assert_str_eq(answer(e, "status", "status"), "status ongoing white claim fifty-moves");
    cr_assert_str_eq(answer(e, "claim", "status"), "status draw fifty-moves");
    replay(e, &record, RUY_LOPEZ_PLIES + 149);
    cr_assert_str_eq(answer(e, "status", "status"), "status ongoing black claim fifty-moves");
    replay(e, &record, RUY_LOPEZ_PLIES + 150); /* 75 moves */
    cr_assert_str_eq(answer(e, "status", "status"), "status draw fifty-moves");
    cr_assert_str_eq(answer(e, "go depth 1", "bestmove"), "bestmove (none)");
}
