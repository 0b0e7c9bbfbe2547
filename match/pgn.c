/*
 * pgn.c - one finished game as PGN text.
 *
 * Tags: Event, Site, Date, Round (the game number), White/Black (or PlayerA..D), Result,
 * then Variant, a tag per game's own option the match set (`[WallGoRules "show"]`), SetUp/FEN when
 * the game did not start from the standard position, TimeControl (WhiteTimeControl/BlackTimeControl
 * when they differ), PlyCount, Termination (the PGN vocabulary: normal, adjudication, rules
 * infraction, time forfeit, abandoned). Move comments follow cutechess-cli: {book} for opening
 * moves, else {score/depth time} with the score in pawns from the mover's view (+M3 / -M3 for
 * mates). The last comment is the reason the game ended. Lines are wrapped before 80 columns.
 *
 * Text from outside the runner (engine names, an engine's illegal move in the reason, the
 * event and site) is made safe for the format: tag values escape '"' and '\\' as the PGN
 * standard says, comments cannot hold '}' (it would end them early and let the rest read as
 * moves), and control characters, newlines included, become '?' in both.
 */
#include "pgn.h"

#include <inttypes.h>
#include <string.h>

#include "clock.h"
#include "src/san.h"

enum { PGN_LINE_WIDTH = 79 };

typedef struct PgnLine {
    FILE *out;
    size_t column;
} PgnLine;

static const char *termination_tag(Termination termination) {
    static const char *const TAGS[TERMINATION_KINDS] = {
        "normal",    "adjudication", "rules infraction", "time forfeit",
        "abandoned", "abandoned",    "abandoned",
    };
    return TAGS[termination];
}

static bool is_control(char c) {
    return (unsigned char)c < 0x20 || c == 0x7f;
}

static void write_tag(FILE *out, const char *name, const char *value) {
    fprintf(out, "[%s \"", name);
    for (const char *c = value; *c; c++) {
        if (*c == '"' || *c == '\\')
            fputc('\\', out);
        fputc(is_control(*c) ? '?' : *c, out);
    }
    fputs("\"]\n", out);
}

/* text as a {comment}: '}' becomes ')' and control characters '?'. */
static void format_comment_text(const char *text, char *out, size_t size) {
    size_t used = 0;
    out[used++] = '{';
    for (; *text && used + 2 < size; text++)
        out[used++] = *text == '}' ? ')' : is_control(*text) ? '?' : *text;
    out[used++] = '}';
    out[used] = '\0';
}

static void write_players(FILE *out, const MatchConfig *config, const GameRecord *record) {
    static const char *const TWO[] = {"White", "Black"};
    static const char *const MANY[] = {"PlayerA", "PlayerB", "PlayerC", "PlayerD"};
    for (int p = 0; p < record->players; p++)
        write_tag(out, record->players == 2 ? TWO[p] : MANY[p],
                  config->engines[record->seats[p]].name);
}

static void write_time_controls(FILE *out, const MatchConfig *config, const GameRecord *record) {
    static const char *const TAGS[] = {"WhiteTimeControl", "BlackTimeControl", "PlayerCTimeControl",
                                       "PlayerDTimeControl"};
    char text[MAX_PLAYERS][64];
    bool same = true;
    for (int p = 0; p < record->players; p++) {
        clock_format_tc(&config->engines[record->seats[p]].tc, text[p], sizeof text[p]);
        same &= strcmp(text[p], text[0]) == 0;
    }
    if (same) {
        write_tag(out, "TimeControl", text[0]);
        return;
    }
    for (int p = 0; p < record->players; p++)
        write_tag(out, TAGS[p], text[p]);
}

static void write_tags(FILE *out, const MatchConfig *config, const Game *game,
                       const GameRecord *record, const char *result) {
    char text[64];
    struct tm date;
    localtime_r(&record->started, &date);
    write_tag(out, "Event", config->event);
    write_tag(out, "Site", config->site);
    strftime(text, sizeof text, "%Y.%m.%d", &date);
    write_tag(out, "Date", text);
    snprintf(text, sizeof text, "%d", record->number);
    write_tag(out, "Round", text);
    write_players(out, config, record);
    write_tag(out, "Result", result);
    write_tag(out, "Variant", game->name);
    for (int i = 0; i < game->choice_count && i < GAME_MAX_CHOICES; i++)
        if (config->game_choices.given[i])
            write_tag(out, game->choices[i].option,
                      game->choices[i].values[config->game_choices.chosen.value[i]]);
    if (!record->from_startpos) {
        write_tag(out, "SetUp", "1");
        write_tag(out, "FEN", record->start_text);
    }
    write_time_controls(out, config, record);
    snprintf(text, sizeof text, "%d", record->move_count);
    write_tag(out, "PlyCount", text);
    write_tag(out, "Termination", termination_tag(record->termination));
    strftime(text, sizeof text, "%H:%M:%S", &date);
    write_tag(out, "Time", text);
    if (record->players > 2 && record->status.has_scores) {
        size_t at = 0;
        for (int p = 0; p < record->players; p++)
            at += (size_t)snprintf(text + at, sizeof text - at, p ? ",%d" : "%d",
                                   record->status.scores[p]);
        write_tag(out, "Scores", text);
    }
}

static void write_word(PgnLine *line, const char *word) {
    size_t length = strlen(word);
    if (line->column > 0 && line->column + 1 + length > PGN_LINE_WIDTH) {
        fputc('\n', line->out);
        line->column = 0;
    }
    if (line->column > 0) {
        fputc(' ', line->out);
        line->column++;
    }
    fputs(word, line->out);
    line->column += length;
}

static void format_comment(const MoveRecord *move, char *text, size_t size) {
    if (move->from_opening) {
        snprintf(text, size, "{book}");
    } else if (!move->has_score) {
        snprintf(text, size, "{%.3fs}", move->elapsed_ms / 1000.0);
    } else if (move->mate) {
        snprintf(text, size, "{%sM%d/%d %.3fs}", move->score > 0 ? "+" : "-",
                 move->score > 0 ? move->score : -move->score, move->depth,
                 move->elapsed_ms / 1000.0);
    } else {
        snprintf(text, size, "{%+.2f/%d %.3fs}", move->score / 100.0, move->depth,
                 move->elapsed_ms / 1000.0);
    }
}

/* The move number of ply i: full moves counted from the start position's own number. */
static void write_move_number(PgnLine *line, const GameRecord *record, int ply, int first_mover,
                              int first_number) {
    int index = ply + first_mover;
    int number = first_number + index / record->players;
    char text[32];
    if (index % record->players == 0)
        snprintf(text, sizeof text, "%d.", number);
    else if (ply == 0)
        snprintf(text, sizeof text, "%d...", number);
    else
        return;
    write_word(line, text);
}

/* Side to move and, for chess, the FEN's full move number of the start position. */
static void start_numbers(const Game *game, const GameRecord *record, int *mover, int *number) {
    PosBuf pos;
    char error[64];
    *mover = 0;
    *number = 1;
    if (game->parse(&pos, record->start_text, error, sizeof error))
        *mover = pos_header(&pos)->side;
    const char *last = strrchr(record->start_text, ' ');
    if (san_supported(game) && last && (sscanf(last, " %d", number) != 1 || *number < 1))
        *number = 1;
}

static void write_moves(FILE *out, const MatchConfig *config, const Game *game,
                        const GameRecord *record, const char *result) {
    PgnLine line = {out, 0};
    int first_mover, first_number;
    start_numbers(game, record, &first_mover, &first_number);
    char comment[320];
    for (int i = 0; i < record->move_count; i++) {
        write_move_number(&line, record, i, first_mover, first_number);
        write_word(&line, record->moves[i].san);
        if (!config->pgn_min) {
            format_comment(&record->moves[i], comment, sizeof comment);
            write_word(&line, comment);
        }
    }
    format_comment_text(record->reason, comment, sizeof comment);
    write_word(&line, comment);
    write_word(&line, result);
    fputs("\n\n", out);
}

void pgn_write(FILE *out, const MatchConfig *config, const Game *game, const GameRecord *record) {
    char result[32];
    runner_record_result_text(record, result, sizeof result);
    write_tags(out, config, game, record, result);
    fputc('\n', out);
    write_moves(out, config, game, record, result);
}
