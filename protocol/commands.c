/*
 * commands.c - one function per protocol command, looked up by the whole first word, each a
 * thin text layer over the engine's C API (include/tessera.h): words in, calls, lines out.
 *
 * Every command validates all of its input before it changes anything (the engine checks
 * what only it can, and changes nothing when it refuses); a rejection is reported as
 * `info string error: <what>` and leaves the engine as it was. Read-only commands are
 * answered while a search, perft or bench runs in the background. Every other command first
 * stops that job and waits for its last line (a search prints its one bestmove), then
 * applies: no command ever waits for a job to end by itself.
 */
#include "commands.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "src/strbuf.h"
#include "src/types.h"

/* What a command does to a background job (search, perft, bench) running when it arrives. */
typedef enum JobNeed {
    BESIDE_JOB,  /* read-only: answered while the job goes on */
    ENDS_JOB,    /* stops the job and waits for its last line, then runs */
    CHECKS_FIRST /* validates its words, then ends the job itself: a rejected command leaves
                    the job running */
} JobNeed;

typedef struct Command {
    const char *name;
    void (*run)(Session *session, const Words *words);
    JobNeed need;
    const char *help;
} Command;

static void quote(const char *text, char *out, size_t size) {
    text_printable(text, out, size);
}

static const char *const OPTION_TYPE_NAMES[] = {"check", "spin", "combo", "button", "string"};

static void print_option(Session *session, const TesseraOption *option) {
    StrBuf line;
    strbuf_init(&line);
    strbuf_printf(&line, "option name %s type %s", option->name, OPTION_TYPE_NAMES[option->type]);
    if (option->type != TESSERA_OPTION_BUTTON)
        strbuf_printf(&line, " default %s", option->value);
    for (int i = 0; option->type == TESSERA_OPTION_COMBO && option->choices[i]; i++)
        strbuf_printf(&line, " var %s", option->choices[i]);
    if (option->type == TESSERA_OPTION_SPIN)
        strbuf_printf(&line, " min %d max %d", option->min, option->max);
    output_line(session->out, "%s", strbuf_text(&line));
    strbuf_free(&line);
}

static void cmd_uci(Session *session, const Words *words) {
    (void)words;
    output_line(session->out, "id name Tessera %s", tessera_version());
    output_line(session->out, "id author the Tessera developers");
    for (int i = 0; i < tessera_option_count(); i++) {
        TesseraOption option;
        if (tessera_option(session->engine, i, &option) == TESSERA_OK)
            print_option(session, &option);
    }
    output_line(session->out, "uciok");
}

static void cmd_isready(Session *session, const Words *words) {
    (void)words;
    output_line(session->out, "readyok");
}

static void cmd_ucinewgame(Session *session, const Words *words) {
    (void)words;
    tessera_new_game(session->engine);
}

/* Whether option is one of game's own options (Game.choices): they begin with its name. */
static bool is_game_option(const char *option, const char *game) {
    return strncasecmp(option, game, strlen(game)) == 0;
}

/* The current game's own options and their values, " <name> <value>" each. */
static void game_options_text(Session *session, const char *game, char *text, size_t size) {
    size_t used = 0;
    text[0] = '\0';
    for (int i = 0; i < tessera_option_count(); i++) {
        TesseraOption option;
        if (tessera_option(session->engine, i, &option) == TESSERA_OK &&
            is_game_option(option.name, game) && used < size)
            used += (size_t)snprintf(text + used, size - used, " %s %s", option.name, option.value);
    }
}

void session_announce_variant(Session *session) {
    TesseraGameInfo game;
    tessera_game_info(tessera_game(session->engine), &game);
    char options[256];
    game_options_text(session, game.name, options, sizeof options);
    output_line(session->out, "info string variant %s files %d ranks %d players %d%s startpos %s",
                game.name, game.files, game.ranks, tessera_players(session->engine), options,
                tessera_position(session->engine));
}

/* Applies an option through the engine. A value the engine refuses (a bad value, or a Hash
 * or Threads whose memory cannot be had) leaves everything running; an accepted one has ended
 * the search or perft, and ends the bench here. */
static void set_option(Session *session, const char *name, const char *value) {
    TesseraCode code = tessera_set_option(session->engine, name, value);
    if (code == TESSERA_ERROR_OPTION || code == TESSERA_ERROR_MEMORY) {
        output_error(session->out, "%s", tessera_error(session->engine));
        return;
    }
    session_end_bench(session);
    bool game_changed = strcasecmp(name, "UCI_Variant") == 0 || strcasecmp(name, "Players") == 0 ||
                        is_game_option(name, tessera_game(session->engine));
    if (game_changed && (code == TESSERA_OK || code == TESSERA_ERROR_BOOK))
        session_announce_variant(session);
    if (code != TESSERA_OK)
        output_error(session->out, "%s", tessera_error(session->engine));
}

/* setoption name <name words> [value <value words>] */
static void cmd_setoption(Session *session, const Words *words) {
    int value_at = -1;
    for (int i = 2; i < words->count; i++)
        if (strcasecmp(words->word[i], "value") == 0) {
            value_at = i;
            break;
        }
    int name_end = value_at >= 0 ? value_at : words->count;
    char name[128], value[1024];
    if (words->count < 3 || strcasecmp(words->word[1], "name") != 0 || name_end == 2 ||
        !text_join(words, 2, name_end, name, sizeof name)) {
        output_error(session->out, "usage: setoption name <name> [value <value>]");
        return;
    }
    if (value_at >= 0 && !text_join(words, value_at + 1, words->count, value, sizeof value)) {
        output_error(session->out, "option value too long");
        return;
    }
    set_option(session, name, value_at >= 0 ? value : NULL);
}

/* position startpos|fen <position> [moves <m1> ...] */
static void cmd_position(Session *session, const Words *words) {
    int moves_at = words->count;
    for (int i = 1; i < words->count; i++)
        if (strcmp(words->word[i], "moves") == 0) {
            moves_at = i;
            break;
        }
    char text[MAX_POS_TEXT];
    const char *position;
    if (words->count >= 2 && strcmp(words->word[1], "startpos") == 0 && moves_at <= 2) {
        position = NULL;
    } else if (words->count >= 3 && strcmp(words->word[1], "fen") == 0) {
        if (!text_join(words, 2, moves_at, text, sizeof text)) {
            output_error(session->out, "position string too long");
            return;
        }
        position = text;
    } else {
        output_error(session->out, "usage: position startpos|fen <position> [moves <m1> ...]");
        return;
    }
    int first = moves_at + 1 < words->count ? moves_at + 1 : words->count;
    const char *const *moves = (const char *const *)words->word + first;
    if (tessera_set_position(session->engine, position, moves, words->count - first) !=
        TESSERA_OK) {
        output_error(session->out, "%s", tessera_error(session->engine));
        return;
    }
    session_end_bench(session);
}

/* ---- perft ---------------------------------------------------------------------------- */

enum { MAX_PERFT_DEPTH = 20 };

static void print_perft_move(void *context, const char *move, uint64_t nodes) {
    Session *session = context;
    output_line(session->out, "%s: %" PRIu64, move, nodes);
}

static void print_perft_total(void *context, uint64_t nodes, bool stopped) {
    Session *session = context;
    if (stopped) {
        output_line(session->out, "info string perft stopped");
        return;
    }
    output_line(session->out, "%s", "");
    output_line(session->out, "Nodes searched: %" PRIu64, nodes);
}

static void run_perft(Session *session, const char *depth_text) {
    int depth;
    char shown[64];
    quote(depth_text ? depth_text : "", shown, sizeof shown);
    if (!depth_text || !text_parse_int(depth_text, 1, MAX_PERFT_DEPTH, &depth)) {
        output_error(session->out, "perft depth must be 1 to %d, not '%s'", MAX_PERFT_DEPTH, shown);
        return;
    }
    session_end_bench(session);
    if (tessera_perft_start(session->engine, depth, print_perft_move, print_perft_total, session) !=
        TESSERA_OK)
        output_error(session->out, "%s", tessera_error(session->engine));
}

static void cmd_perft(Session *session, const Words *words) {
    run_perft(session, words->count > 1 ? words->word[1] : NULL);
}

/* ---- search --------------------------------------------------------------------------- */

static void format_score(const TesseraInfo *info, char *text, size_t size) {
    if (!info->is_mate)
        snprintf(text, size, "cp %d", info->score);
    else if (info->score > 0)
        snprintf(text, size, "mate %d", info->mate);
    else
        snprintf(text, size, "mate -%d", -info->mate);
}

static void print_info(void *context, const TesseraInfo *info) {
    Session *session = context;
    char score[32];
    format_score(info, score, sizeof score);
    output_line(session->out,
                "info depth %d seldepth %d multipv %d score %s nodes %" PRIu64 " nps %" PRIu64
                " hashfull %d time %" PRId64 " pv%s%s",
                info->depth, info->seldepth, info->multipv, score, info->nodes, info->nps,
                info->hashfull, info->time_ms, info->pv[0] ? " " : "", info->pv);
}

static void print_bestmove(void *context, const char *move, const char *ponder, bool from_book) {
    Session *session = context;
    if (from_book)
        output_line(session->out, "info string book move %s", move);
    if (!move)
        output_line(session->out, "bestmove (none)");
    else if (ponder)
        output_line(session->out, "bestmove %s ponder %s", move, ponder);
    else
        output_line(session->out, "bestmove %s", move);
}

static void cmd_go(Session *session, const Words *words) {
    if (words->count > 1 && strcmp(words->word[1], "perft") == 0) {
        run_perft(session, words->count > 2 ? words->word[2] : NULL);
        return;
    }
    TesseraLimits limits;
    if (!go_parse(session, words, &limits))
        return;
    session_end_bench(session);
    TesseraCallbacks callbacks = {session, print_info, print_bestmove};
    TesseraCode code = tessera_search_start(session->engine, &limits, &callbacks);
    if (code == TESSERA_OK)
        return;
    if (code == TESSERA_ERROR_GAME_OVER)
        output_line(session->out, "info string %s", tessera_error(session->engine));
    else
        output_error(session->out, "%s", tessera_error(session->engine));
    output_line(session->out, "bestmove (none)");
}

static void cmd_stop(Session *session, const Words *words) {
    (void)words;
    session_end_jobs(session);
}

static void cmd_ponderhit(Session *session, const Words *words) {
    (void)words;
    tessera_ponderhit(session->engine);
}

static void cmd_quit(Session *session, const Words *words) {
    (void)words;
    session->quit = true;
}

/* ---- reading the position ------------------------------------------------------------- */

/* "ongoing white", "ongoing white claim repetition", "win black checkmate", "draw repetition"
 * (+ " scores ..." for Wall Go) */
static void describe_status(Session *session, StrBuf *text) {
    TesseraStatus status;
    TesseraGameInfo game;
    tessera_status(session->engine, &status);
    tessera_game_info(tessera_game(session->engine), &game);
    const char *claim = tessera_draw_claim(session->engine, NULL);
    if (status.outcome == TESSERA_ONGOING)
        strbuf_printf(text, "ongoing %s%s%s", game.player_names[status.side_to_move],
                      *claim ? " claim " : "", claim);
    else if (status.outcome == TESSERA_WIN)
        strbuf_printf(text, "win %s %s", game.player_names[status.winner], status.reason);
    else
        strbuf_printf(text, "draw %s", status.reason);
    if (status.has_scores) {
        strbuf_append(text, " scores");
        for (int i = 0; i < status.players; i++)
            strbuf_printf(text, " %d", status.scores[i]);
    }
}

static void cmd_status(Session *session, const Words *words) {
    (void)words;
    StrBuf text;
    strbuf_init(&text);
    describe_status(session, &text);
    output_line(session->out, "status %s", strbuf_text(&text));
    strbuf_free(&text);
}

/* `claim` or `claim <move>`: ends the game as a draw when the side to move may claim one
 * (by playing move first), and answers with the status line; refused with the reason. */
static void cmd_claim(Session *session, const Words *words) {
    if (words->count > 2) {
        output_error(session->out, "claim takes at most one move: claim [move]");
        return;
    }
    if (tessera_claim_draw(session->engine, words->count == 2 ? words->word[1] : NULL) !=
        TESSERA_OK) {
        output_error(session->out, "%s", tessera_error(session->engine));
        return;
    }
    session_end_bench(session);
    cmd_status(session, words);
}

static void cmd_d(Session *session, const Words *words) {
    (void)words;
    TesseraEngine *engine = session->engine;
    StrBuf text;
    strbuf_init(&text);
    strbuf_append(&text, tessera_board(engine));
    strbuf_printf(&text, "Fen: %s\n", tessera_position(engine));
    strbuf_printf(&text, "Key: %016" PRIX64 "\nStatus: ", tessera_key(engine));
    describe_status(session, &text);
    output_text(session->out, strbuf_text(&text));
    strbuf_free(&text);
}

static void cmd_legal(Session *session, const Words *words) {
    (void)words;
    int count;
    const char *moves = tessera_legal_moves(session->engine, &count);
    output_line(session->out, "legal%s%s", count > 0 ? " " : "", moves);
}

static void cmd_eval(Session *session, const Words *words) {
    (void)words;
    output_text(session->out, tessera_eval(session->engine));
}

static void cmd_bench(Session *session, const Words *words) {
    const ProtocolBench *hook = session->bench_hook;
    if (!hook) {
        output_error(session->out, "this session has no bench");
        return;
    }
    char error[256];
    struct Bench *bench =
        hook->make(words->count - 1, (const char *const *)words->word + 1, error, sizeof error);
    if (!bench) {
        output_error(session->out, "%s", error);
        return;
    }
    session_start_bench(session, bench);
}

static void cmd_help(Session *session, const Words *words);

static const Command COMMANDS[] = {
    {"uci", cmd_uci, BESIDE_JOB, "identify, list options, uciok"},
    {"isready", cmd_isready, BESIDE_JOB, "answer readyok (also while searching)"},
    {"ucinewgame", cmd_ucinewgame, ENDS_JOB, "forget the previous game (hash, histories)"},
    {"setoption", cmd_setoption, CHECKS_FIRST, "setoption name <name> [value <value>]"},
    {"position", cmd_position, CHECKS_FIRST, "position startpos|fen <position> [moves <m1> ...]"},
    {"go", cmd_go, CHECKS_FIRST,
     "go [wtime btime winc binc ctime cinc dtime dinc movestogo movetime depth nodes mate "
     "infinite ponder searchmoves] | go perft <depth>"},
    {"stop", cmd_stop, ENDS_JOB, "end the search, answer bestmove"},
    {"ponderhit", cmd_ponderhit, BESIDE_JOB, "the expected move was played: search on the clock"},
    {"quit", cmd_quit, ENDS_JOB, "exit"},
    {"d", cmd_d, BESIDE_JOB, "show the board, Fen:, Key: and Status:"},
    {"legal", cmd_legal, BESIDE_JOB, "list the legal moves"},
    {"status", cmd_status, BESIDE_JOB, "status ongoing|win|draw ..."},
    {"claim", cmd_claim, CHECKS_FIRST, "claim [move]: claim a draw (chess), with move first"},
    {"eval", cmd_eval, BESIDE_JOB, "static evaluation with its terms"},
    {"perft", cmd_perft, CHECKS_FIRST, "perft <depth>: move path counts per root move"},
    {"bench", cmd_bench, CHECKS_FIRST, "bench [depth] [threads] [hash MB] [game|all]"},
    {"help", cmd_help, BESIDE_JOB, "this list"},
};

static void cmd_help(Session *session, const Words *words) {
    (void)words;
    output_line(session->out, "Tessera %s commands:", tessera_version());
    for (size_t i = 0; i < sizeof COMMANDS / sizeof COMMANDS[0]; i++)
        output_line(session->out, "  %-11s %s", COMMANDS[i].name, COMMANDS[i].help);
}

void commands_execute(Session *session, const Words *words) {
    if (words->count == 0)
        return;
    for (size_t i = 0; i < sizeof COMMANDS / sizeof COMMANDS[0]; i++) {
        const Command *command = &COMMANDS[i];
        if (strcmp(command->name, words->word[0]) != 0)
            continue;
        if (command->need == ENDS_JOB)
            session_end_jobs(session);
        command->run(session, words);
        return;
    }
    char shown[64];
    quote(words->word[0], shown, sizeof shown);
    output_error(session->out, "unknown command '%s'", shown);
}
