/*
 * compliance.c - the scripted compliance session (compliance.h) and its report.
 *
 * Steps run in a fixed order, each checking some rules. A step that leaves the engine in
 * an unknown state (gone, or deaf to `stop`) ends the session, and the rules not reached are
 * reported as not checked. The searches that may leave an engine stuck (go infinite, stop)
 * come last, so that such an engine is still judged on everything else.
 */
#include "compliance.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "clock.h"
#include "engine/registry.h"
#include "src/monotonic.h"
#include "engine_process.h"
#include "info_check.h"
#include "src/referee.h"
#include "src/strbuf.h"
#include "src/text.h"

enum {
    GAME_PLIES = 6,          /* moves of the short game the engine plays against itself */
    FEN_EVERY = 3,           /* every third of them is asked from `position fen` */
    MOVETIME_MS = 100,       /* go movetime */
    CLOCK_MS = 300,          /* the mover's clock in the clock rule */
    OTHER_CLOCK_MS = 60000,  /* everyone else's: an engine reading the wrong clock overruns */
    DEFAULT_MARGIN_MS = 100, /* overrun allowed without timemargin= */
    PROMPT_MS = 1000,        /* for readyok during a search and bestmove after stop */
    SETTLE_MS = 50,          /* go infinite searches this long before isready */
};

typedef struct RuleText {
    const char *name;
    const char *checks; /* what a PASS means */
} RuleText;

static const RuleText RULE_TEXTS[RULE_COUNT] = {
    [RULE_UCI] = {"uci", "uci is answered with id name and uciok"},
    [RULE_ISREADY] = {"isready", "isready is answered with readyok"},
    [RULE_VARIANT] = {"variant", "the engine offers the game"},
    [RULE_LEGAL_MOVES] = {"legal-moves", "every bestmove and ponder move is legal"},
    [RULE_ONE_BESTMOVE] = {"one-bestmove", "every go gets exactly one bestmove"},
    [RULE_MOVETIME] = {"movetime", "go movetime 100 is answered within 100 ms + margin"},
    [RULE_CLOCK] = {"clock", "go with a 300 ms clock is answered within it + margin"},
    [RULE_ISREADY_IN_SEARCH] = {"isready-in-search", "isready is answered during go infinite"},
    [RULE_STOP] = {"stop", "go infinite waits for stop, then one bestmove at once"},
    [RULE_INFO] = {"info", "every info line is well-formed"},
};

typedef struct Session {
    const MatchConfig *config;
    const EngineConfig *engine_config;
    const Game *game;
    EngineProcess engine;
    ComplianceReport *report;
    PosBuf searched;   /* the position last sent, which info lines are read against */
    int pending_ready; /* isready sent, readyok not yet read */
    int bestmoves;     /* bestmove lines since the last go */
    char bestmove[MAX_MOVE_TEXT], ponder[MAX_MOVE_TEXT];
    char first_move[MAX_MOVE_TEXT]; /* the game's first move, for a clock of the second player */
    int info_lines;
    int64_t margin_ms;
} Session;

const char *compliance_rule_name(ComplianceRule rule) {
    return RULE_TEXTS[rule].name;
}

/* ---- verdicts ---------------------------------------------------------------------------- */

static void rule_pass(Session *session, ComplianceRule rule) {
    if (session->report->verdicts[rule] == VERDICT_NOT_CHECKED)
        session->report->verdicts[rule] = VERDICT_PASS;
}

static void rule_fail(Session *session, ComplianceRule rule, const char *format, ...)
    __attribute__((format(printf, 3, 4)));

/* Records the rule's first failure; later ones add nothing. The detail quotes the engine's
 * own text, so it is kept printable for the report. */
static void rule_fail(Session *session, ComplianceRule rule, const char *format, ...) {
    ComplianceReport *report = session->report;
    if (report->verdicts[rule] == VERDICT_FAIL)
        return;
    report->verdicts[rule] = VERDICT_FAIL;
    char detail[sizeof report->details[rule]];
    va_list args;
    va_start(args, format);
    vsnprintf(detail, sizeof detail, format, args);
    va_end(args);
    text_printable(detail, report->details[rule], sizeof report->details[rule]);
}

/* "no <awaited> within N ms", or why it cannot come: the engine is gone (and how). */
static void describe_missing(const Session *session, const char *awaited, int64_t timeout_ms,
                             char *text, size_t size) {
    char exit_text[64];
    process_describe_exit(&session->engine, exit_text, sizeof exit_text);
    if (session->engine.fault == FAULT_CRASH)
        snprintf(text, size, "no %s: the engine exited (%s)", awaited, exit_text);
    else if (session->engine.fault == FAULT_DISCONNECT)
        snprintf(text, size, "no %s: the engine closed its output or stopped reading", awaited);
    else
        snprintf(text, size, "no %s within %lld ms", awaited, (long long)timeout_ms);
}

/* ---- lines ------------------------------------------------------------------------------- */

static bool starts_with_word(const char *line, const char *word) {
    size_t length = strlen(word);
    return strncmp(line, word, length) == 0 && (line[length] == '\0' || line[length] == ' ');
}

/* `bestmove <move> [ponder <move>]` into session->bestmove and session->ponder. */
static void note_bestmove(Session *session, const char *line) {
    char move[MAX_MOVE_TEXT] = "", word[16] = "", ponder[MAX_MOVE_TEXT] = "";
    sscanf(line, "bestmove %31s %15s %31s", move, word, ponder);
    session->bestmoves++;
    snprintf(session->bestmove, sizeof session->bestmove, "%s", move);
    snprintf(session->ponder, sizeof session->ponder, "%s",
             strcmp(word, "ponder") == 0 ? ponder : "");
}

/* Every line of the engine passes here: info lines are checked, bestmove and readyok
 * counted. */
static void note_line(Session *session, const char *line) {
    if (starts_with_word(line, "info")) {
        char problem[160];
        session->info_lines++;
        if (!info_line_check(session->game, &session->searched, line, problem, sizeof problem))
            rule_fail(session, RULE_INFO, "%s, in '%.60s'", problem, line);
    } else if (starts_with_word(line, "bestmove")) {
        note_bestmove(session, line);
    } else if (strcmp(line, "readyok") == 0 && session->pending_ready > 0) {
        session->pending_ready--;
    }
}

/* Reads lines until one that starts with word, or the deadline (LINE_TIMEOUT), or the
 * engine is gone (LINE_CLOSED). */
static LineStatus wait_for(Session *session, const char *word, int64_t deadline) {
    char *line;
    for (;;) {
        LineStatus status = process_read_line(&session->engine, deadline, &line);
        if (status != LINE_READY)
            return status;
        note_line(session, line);
        if (starts_with_word(line, word))
            return LINE_READY;
    }
}

/* isready, then every readyok still owed: true when they all came within timeout_ms. */
static bool sync(Session *session, int64_t timeout_ms) {
    if (!process_send(&session->engine, "isready"))
        return false;
    session->pending_ready++;
    int64_t deadline = monotonic_ms() + timeout_ms;
    while (session->pending_ready > 0)
        if (wait_for(session, "readyok", deadline) != LINE_READY)
            return false;
    return true;
}

/* Sets the position (position command and the referee that holds it) for a search. */
static bool send_position(Session *session, const Referee *referee, bool as_fen) {
    StrBuf command;
    strbuf_init(&command);
    if (as_fen) {
        char text[MAX_POS_TEXT];
        referee_format(referee, text);
        strbuf_printf(&command, "position fen %s", text);
    } else {
        referee_position_command(referee, &command);
    }
    memcpy(&session->searched, referee_position(referee), session->game->pos_size);
    bool sent = process_send(&session->engine, strbuf_text(&command));
    strbuf_free(&command);
    return sent;
}

/* ---- searches ---------------------------------------------------------------------------- */

/* Sends go and waits for its bestmove: allowance_ms (-1: the stall timeout), then `stop`
 * and PROMPT_MS more. Then isready, so that a second bestmove shows before readyok. True
 * when a bestmove came; *elapsed_ms is its time from go. */
static bool search(Session *session, const char *go, int64_t allowance_ms, int64_t *elapsed_ms) {
    session->bestmoves = 0;
    session->bestmove[0] = session->ponder[0] = '\0';
    if (!process_send(&session->engine, go)) {
        rule_fail(session, RULE_ONE_BESTMOVE, "'%s' could not be sent: the engine is gone", go);
        return false;
    }
    int64_t start = monotonic_ms();
    int64_t wait = allowance_ms >= 0 ? allowance_ms : session->config->stall_timeout_ms;
    LineStatus status = wait_for(session, "bestmove", start + wait);
    if (status == LINE_TIMEOUT && process_send(&session->engine, "stop"))
        status = wait_for(session, "bestmove", monotonic_ms() + PROMPT_MS);
    *elapsed_ms = monotonic_ms() - start;
    if (status != LINE_READY) {
        char why[128];
        describe_missing(session, "bestmove", wait + PROMPT_MS, why, sizeof why);
        rule_fail(session, RULE_ONE_BESTMOVE, "'%s' got %s, not even after stop", go, why);
        return false;
    }
    if (!sync(session, session->config->stall_timeout_ms)) {
        rule_fail(session, RULE_ISREADY, "no readyok after the bestmove of '%s'", go);
        return false;
    }
    if (session->bestmoves > 1)
        rule_fail(session, RULE_ONE_BESTMOVE, "'%s' got %d bestmove lines", go, session->bestmoves);
    else
        rule_pass(session, RULE_ONE_BESTMOVE);
    return true;
}

/* Plays the bestmove of the search of referee's position, then checks its ponder move in
 * the position after it. False when the bestmove is not legal (the referee is unchanged). */
static bool play_bestmove(Session *session, Referee *referee, const char *what) {
    char canonical[MAX_MOVE_TEXT], reason[MOVE_REASON_BYTES] = "no such move";
    const void *before = referee_position(referee);
    if (!referee_play(referee, session->bestmove, canonical)) {
        game_illegal_reason(session->game, before, session->bestmove, reason, sizeof reason);
        rule_fail(session, RULE_LEGAL_MOVES, "%s: bestmove '%s' is not legal: %s", what,
                  session->bestmove, reason);
        return false;
    }
    Move move;
    if (session->ponder[0] &&
        !game_parse_legal_move(session->game, referee_position(referee), session->ponder, &move))
        rule_fail(session, RULE_LEGAL_MOVES, "%s: ponder move '%s' is not legal after %s", what,
                  session->ponder, canonical);
    rule_pass(session, RULE_LEGAL_MOVES);
    return true;
}

static bool game_over(const Referee *referee) {
    GameStatus status;
    referee_status(referee, &status);
    return status.outcome != OUTCOME_ONGOING;
}

/* ---- steps ------------------------------------------------------------------------------- */

static bool check_uci(Session *session) {
    int64_t timeout = session->config->stall_timeout_ms;
    int64_t deadline = monotonic_ms() + timeout;
    char *line;
    bool sent = process_send(&session->engine, "uci");
    for (;;) {
        if (!sent || process_read_line(&session->engine, deadline, &line) != LINE_READY) {
            char why[128];
            describe_missing(session, "uciok", timeout, why, sizeof why);
            rule_fail(session, RULE_UCI, "%s", why);
            return false;
        }
        if (strcmp(line, "uciok") == 0)
            break;
        process_note_handshake_line(&session->engine, line);
        note_line(session, line);
    }
    text_printable(session->engine.id_name, session->report->engine_name,
                   sizeof session->report->engine_name);
    if (!session->engine.id_name[0])
        rule_fail(session, RULE_UCI, "uciok came without an 'id name' line");
    rule_pass(session, RULE_UCI);
    return true;
}

static bool check_isready(Session *session) {
    if (!sync(session, session->config->stall_timeout_ms)) {
        char why[128];
        describe_missing(session, "readyok", session->config->stall_timeout_ms, why, sizeof why);
        rule_fail(session, RULE_ISREADY, "%s", why);
        return false;
    }
    rule_pass(session, RULE_ISREADY);
    return true;
}

/* The -engine options, the game (UCI_Variant, Players, the game's own options), ucinewgame
 * and isready. */
static bool check_variant(Session *session) {
    EngineProcess *engine = &session->engine;
    const char *name = session->game->name;
    for (int i = 0; i < session->engine_config->option_count; i++)
        process_set_option(engine, session->engine_config->options[i].name,
                           session->engine_config->options[i].value);
    char *detail = session->report->details[RULE_VARIANT];
    size_t detail_size = sizeof session->report->details[RULE_VARIANT];
    if (process_lists_variant(engine, name)) {
        process_set_option(engine, "UCI_Variant", name);
        snprintf(detail, detail_size, "UCI_Variant %s", name);
    } else if (process_lists_option(engine, "UCI_Variant")) {
        rule_fail(session, RULE_VARIANT, "UCI_Variant does not offer '%s'", name);
    } else if (session->game != registry_default()) {
        rule_fail(session, RULE_VARIANT, "no UCI_Variant option: the engine plays only %s",
                  registry_default()->name);
    } else {
        snprintf(detail, detail_size, "%s, without UCI_Variant", name);
    }
    char players[8];
    snprintf(players, sizeof players, "%d", session->config->players);
    if (session->config->players > 2 && !process_lists_option(engine, "Players"))
        rule_fail(session, RULE_VARIANT, "no Players option for a %d-player game",
                  session->config->players);
    else if (session->game->max_players > 2 && process_lists_option(engine, "Players"))
        process_set_option(engine, "Players", players);
    const MatchGameOptions *options = &session->config->game_choices;
    const char *missing = game_options_missing(session->game, options, engine);
    if (missing)
        rule_fail(session, RULE_VARIANT, "no %s option (-game-option %s)", missing,
                  session->config->game_options);
    else
        game_options_send(session->game, options, engine);
    if (session->report->verdicts[RULE_VARIANT] == VERDICT_FAIL)
        return false;
    rule_pass(session, RULE_VARIANT);
    process_send(engine, "ucinewgame");
    return check_isready(session);
}

/* A short game the engine plays against itself under its own limit. */
static bool check_game(Session *session) {
    const TimeControl *tc = &session->engine_config->tc;
    Referee referee;
    char error[128];
    if (!referee_init(&referee, session->game, session->config->players,
                      &session->config->game_choices.chosen, NULL, error, sizeof error))
        return false;
    bool alive = true;
    for (int ply = 0; alive && ply < GAME_PLIES && !game_over(&referee); ply++) {
        Clock clocks[MAX_PLAYERS];
        for (int p = 0; p < session->config->players; p++)
            clock_start(&clocks[p], tc);
        int mover = referee_side(&referee);
        StrBuf go;
        strbuf_init(&go);
        clock_format_go(clocks, session->config->players, mover, &go);
        char what[64];
        snprintf(what, sizeof what, "move %d of the game", ply + 1);
        int64_t elapsed;
        alive = send_position(session, &referee, ply % FEN_EVERY == FEN_EVERY - 1) &&
                search(session, strbuf_text(&go), clock_allowance_ms(&clocks[mover]), &elapsed);
        strbuf_free(&go);
        if (alive && !play_bestmove(session, &referee, what))
            break;
        if (alive && ply == 0)
            snprintf(session->first_move, sizeof session->first_move, "%s", referee.moves[0]);
    }
    referee_free(&referee);
    return alive;
}

/* A referee at the start position, or after the game's first move (second player to move). */
static bool start_referee(Session *session, Referee *referee, bool after_first_move) {
    char error[128], canonical[MAX_MOVE_TEXT];
    if (!referee_init(referee, session->game, session->config->players,
                      &session->config->game_choices.chosen, NULL, error, sizeof error))
        return false;
    return !after_first_move || referee_play(referee, session->first_move, canonical);
}

/* One timed search from the referee's position: within limit_ms + margin or a FAIL of rule. */
static bool timed_search(Session *session, Referee *referee, const char *go, int64_t limit_ms,
                         ComplianceRule rule) {
    int64_t elapsed;
    int64_t allowance = limit_ms + session->margin_ms;
    if (!send_position(session, referee, false) || !search(session, go, allowance, &elapsed)) {
        rule_fail(session, rule, "'%s' got no bestmove, not even after stop", go);
        return false;
    }
    if (elapsed > allowance)
        rule_fail(session, rule, "'%s' answered after %lld ms (allowed %lld + %lld)", go,
                  (long long)elapsed, (long long)limit_ms, (long long)session->margin_ms);
    else
        rule_pass(session, rule);
    play_bestmove(session, referee, go);
    return true;
}

static bool check_movetime(Session *session) {
    Referee referee;
    char go[64];
    snprintf(go, sizeof go, "go movetime %d", MOVETIME_MS);
    bool alive = start_referee(session, &referee, false) &&
                 timed_search(session, &referee, go, MOVETIME_MS, RULE_MOVETIME);
    referee_free(&referee);
    return alive;
}

/* The mover has CLOCK_MS, everyone else OTHER_CLOCK_MS: first the first player moves, then
 * (after the game's first move) the second. */
static bool check_clock(Session *session) {
    bool alive = true;
    for (int turn = 0; alive && turn < 2 && (turn == 0 || session->first_move[0]); turn++) {
        Referee referee;
        alive = start_referee(session, &referee, turn == 1);
        TimeControl tcs[MAX_PLAYERS];
        Clock clocks[MAX_PLAYERS];
        int mover = alive ? referee_side(&referee) : 0;
        for (int p = 0; p < session->config->players; p++) {
            tcs[p] = (TimeControl){.base_ms = p == mover ? CLOCK_MS : OTHER_CLOCK_MS};
            clock_start(&clocks[p], &tcs[p]);
        }
        StrBuf go;
        strbuf_init(&go);
        clock_format_go(clocks, session->config->players, mover, &go);
        alive = alive && timed_search(session, &referee, strbuf_text(&go), CLOCK_MS, RULE_CLOCK);
        strbuf_free(&go);
        referee_free(&referee);
    }
    return alive;
}

/* isready while go infinite runs: readyok within PROMPT_MS. */
static void check_isready_in_search(Session *session) {
    if (!process_send(&session->engine, "isready"))
        return;
    session->pending_ready++;
    int64_t deadline = monotonic_ms() + PROMPT_MS;
    while (session->pending_ready > 0 && session->bestmoves == 0)
        if (wait_for(session, "readyok", deadline) != LINE_READY)
            break;
    if (session->bestmoves > 0)
        snprintf(session->report->details[RULE_ISREADY_IN_SEARCH],
                 sizeof session->report->details[0], "the search had ended before isready");
    else if (session->pending_ready > 0)
        rule_fail(session, RULE_ISREADY_IN_SEARCH,
                  "no readyok within %d ms while go infinite searched", PROMPT_MS);
    else
        rule_pass(session, RULE_ISREADY_IN_SEARCH);
}

/* go infinite: no bestmove by itself, isready answered meanwhile, one bestmove after stop. */
static bool check_infinite(Session *session) {
    Referee referee;
    if (!start_referee(session, &referee, false))
        return false;
    session->bestmoves = 0;
    bool alive =
        send_position(session, &referee, false) && process_send(&session->engine, "go infinite");
    LineStatus early =
        alive ? wait_for(session, "bestmove", monotonic_ms() + SETTLE_MS) : LINE_CLOSED;
    if (early == LINE_READY)
        rule_fail(session, RULE_STOP, "go infinite answered bestmove before stop");
    alive = early != LINE_CLOSED;
    if (alive)
        check_isready_in_search(session);
    if (alive && session->bestmoves == 0) {
        alive = process_send(&session->engine, "stop") &&
                wait_for(session, "bestmove", monotonic_ms() + PROMPT_MS) == LINE_READY;
        if (!alive)
            rule_fail(session, RULE_STOP, "no bestmove within %d ms of stop", PROMPT_MS);
    }
    if (alive) {
        rule_pass(session, RULE_STOP);
        play_bestmove(session, &referee, "go infinite");
    }
    if (alive && !sync(session, session->config->stall_timeout_ms))
        rule_fail(session, RULE_ISREADY, "no readyok after go infinite and stop");
    else if (alive && session->bestmoves > 1)
        rule_fail(session, RULE_ONE_BESTMOVE, "go infinite got %d bestmove lines",
                  session->bestmoves);
    referee_free(&referee);
    return alive;
}

/* ---- report ------------------------------------------------------------------------------ */

static void print_rule(const Session *session, FILE *out, ComplianceRule rule) {
    const ComplianceReport *report = session->report;
    const char *detail = report->details[rule];
    switch (report->verdicts[rule]) {
        case VERDICT_PASS:
            fprintf(out, "PASS  %-18s %s%s%s%s\n", RULE_TEXTS[rule].name, RULE_TEXTS[rule].checks,
                    detail[0] ? " (" : "", detail, detail[0] ? ")" : "");
            break;
        case VERDICT_FAIL:
            fprintf(out, "FAIL  %-18s %s\n", RULE_TEXTS[rule].name, detail);
            break;
        default:
            fprintf(out, "SKIP  %-18s not checked: %s\n", RULE_TEXTS[rule].name,
                    detail[0] ? detail : "the session ended before it");
            break;
    }
}

/* Prints every rule and the totals; true when all passed. */
static bool print_report(const Session *session, FILE *out) {
    int counts[3] = {0};
    fprintf(out, "Compliance of %s (%s) in %s\n",
            session->report->engine_name[0] ? session->report->engine_name : "?",
            session->engine_config->cmd, session->game->name);
    for (int rule = 0; rule < RULE_COUNT; rule++) {
        print_rule(session, out, (ComplianceRule)rule);
        counts[session->report->verdicts[rule]]++;
    }
    fprintf(out, "Compliance: %d passed, %d failed, %d not checked\n", counts[VERDICT_PASS],
            counts[VERDICT_FAIL], counts[VERDICT_NOT_CHECKED]);
    return counts[VERDICT_PASS] == RULE_COUNT;
}

/* The info rule holds when no line broke it; with no info line at all (UCI does not require
 * any) only once the session has run to its end. */
static void finish_info_rule(Session *session, bool completed) {
    if (session->report->verdicts[RULE_INFO] == VERDICT_FAIL ||
        (!completed && session->info_lines == 0))
        return;
    if (session->info_lines == 0)
        snprintf(session->report->details[RULE_INFO], sizeof session->report->details[0],
                 "no info line was sent");
    else
        snprintf(session->report->details[RULE_INFO], sizeof session->report->details[0],
                 "%d lines", session->info_lines);
    rule_pass(session, RULE_INFO);
}

bool compliance_run(const MatchConfig *config, FILE *out, ComplianceReport *report, char *error,
                    size_t error_size) {
    memset(report, 0, sizeof *report);
    Session *session = calloc(1, sizeof *session);
    if (!session)
        abort();
    session->config = config;
    session->engine_config = &config->engines[0];
    session->game = registry_find(config->variant);
    session->report = report;
    const TimeControl *tc = &session->engine_config->tc;
    session->margin_ms = tc->margin_given ? tc->margin_ms : DEFAULT_MARGIN_MS;
    error[0] = '\0';
    bool ran = process_spawn(&session->engine, session->engine_config, config->stall_timeout_ms,
                             config->debug, error, error_size);
    if (ran) {
        Referee start;
        if (start_referee(session, &start, false))
            memcpy(&session->searched, referee_position(&start), session->game->pos_size);
        referee_free(&start);
        bool completed = check_uci(session) && check_isready(session) && check_variant(session) &&
                         check_game(session) && check_movetime(session) && check_clock(session) &&
                         check_infinite(session);
        finish_info_rule(session, completed);
        process_quit(&session->engine);
    }
    bool all_passed = ran && print_report(session, out);
    free(session);
    return all_passed;
}
