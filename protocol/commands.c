/*
 * commands.c - one function per protocol command, looked up by the whole first word.
 *
 * Every command validates all of its input before it changes anything; a rejection is
 * reported as `info string error: <what>` and leaves the engine as it was. Read-only
 * commands are answered while a search, perft or bench runs in the background. Every other
 * command first stops that job and waits for its last line (a search prints its one
 * bestmove), then applies: no command ever waits for a job to end by itself.
 */
#include "commands.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "../bench/bench.h"
#include "../src/perft.h"
#include "../src/rules.h"
#include "../src/text.h"
#include "options.h"
#include "version.h"

/* What a command does to a background job (search, perft, bench) running when it arrives. */
typedef enum JobNeed {
    BESIDE_JOB,  /* read-only: answered while the job goes on */
    ENDS_JOB,    /* stops the job and waits for its last line, then runs */
    CHECKS_FIRST /* validates its words, then ends the job itself: a rejected command leaves
                    the job running */
} JobNeed;

typedef struct Command {
    const char *name;
    void (*run)(Engine *engine, const Words *words);
    JobNeed need;
    const char *help;
} Command;

static void quote(const char *text, char *out, size_t size) {
    text_printable(text, out, size);
}

static void cmd_uci(Engine *engine, const Words *words) {
    (void)words;
    output_line(engine->out, "id name Tessera %s", TESSERA_VERSION);
    output_line(engine->out, "id author the Tessera developers");
    options_print(engine);
    output_line(engine->out, "uciok");
}

static void cmd_isready(Engine *engine, const Words *words) {
    (void)words;
    output_line(engine->out, "readyok");
}

static void cmd_ucinewgame(Engine *engine, const Words *words) {
    (void)words;
    searcher_clear(&engine->searcher);
    engine_reset_position(engine);
}

/* setoption name <name words> [value <value words>] */
static void cmd_setoption(Engine *engine, const Words *words) {
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
        output_error(engine->out, "usage: setoption name <name> [value <value>]");
        return;
    }
    if (value_at >= 0 && !text_join(words, value_at + 1, words->count, value, sizeof value)) {
        output_error(engine->out, "option value too long");
        return;
    }
    options_set(engine, name, value_at >= 0 ? value : NULL);
}

/* Parses `position` into pos/history; reports the first problem and returns false. */
static bool parse_position(Engine *engine, const Words *words, void *pos, KeyHistory *history) {
    const Game *game = engine->game;
    char error[256], shown[64];
    int moves_at = words->count;
    for (int i = 1; i < words->count; i++)
        if (strcmp(words->word[i], "moves") == 0) {
            moves_at = i;
            break;
        }
    if (words->count >= 2 && strcmp(words->word[1], "startpos") == 0 && moves_at <= 2) {
        game->parse(pos, game->start_position(engine_players(engine)), error, sizeof error);
    } else if (words->count >= 3 && strcmp(words->word[1], "fen") == 0) {
        char text[MAX_POS_TEXT];
        if (!text_join(words, 2, moves_at, text, sizeof text)) {
            output_error(engine->out, "position string too long");
            return false;
        }
        if (!game->parse(pos, text, error, sizeof error)) {
            output_error(engine->out, "bad %s position: %s", game->name, error);
            return false;
        }
    } else {
        output_error(engine->out, "usage: position startpos|fen <position> [moves <m1> ...]");
        return false;
    }
    PosBuf next;
    for (int i = moves_at + 1; i < words->count; i++) {
        Move move;
        quote(words->word[i], shown, sizeof shown);
        GameStatus status;
        rules_status(game, pos, history->keys, history->count, &status);
        if (status.outcome != OUTCOME_ONGOING) {
            output_error(engine->out,
                         "move '%s' (move %d of the list) comes after the end of "
                         "the game (%s)",
                         shown, i - moves_at, status.reason);
            return false;
        }
        if (!game_parse_legal_move(game, pos, words->word[i], &move)) {
            output_error(engine->out, "illegal move '%s' (move %d of the list)", shown,
                         i - moves_at);
            return false;
        }
        game->play(pos, move, &next);
        if (!history_push(history, pos_header(pos)->key)) {
            output_error(engine->out, "out of memory for the move list");
            return false;
        }
        memcpy(pos, &next, game->pos_size);
    }
    return true;
}

static void cmd_position(Engine *engine, const Words *words) {
    PosBuf pos;
    KeyHistory history = {0};
    if (parse_position(engine, words, &pos, &history)) {
        engine_end_job(engine);
        memcpy(&engine->position, &pos, engine->game->pos_size);
        history_free(&engine->history);
        engine->history = history;
    } else {
        history_free(&history);
    }
}

enum { MAX_PERFT_DEPTH = 20 };

static void run_perft(Engine *engine, const char *depth_text) {
    int depth;
    char shown[64];
    quote(depth_text ? depth_text : "", shown, sizeof shown);
    if (!depth_text || !text_parse_int(depth_text, 1, MAX_PERFT_DEPTH, &depth)) {
        output_error(engine->out, "perft depth must be 1 to %d, not '%s'", MAX_PERFT_DEPTH, shown);
        return;
    }
    engine_start_perft(engine, depth);
}

static void cmd_perft(Engine *engine, const Words *words) {
    run_perft(engine, words->count > 1 ? words->word[1] : NULL);
}

static void cmd_go(Engine *engine, const Words *words) {
    if (words->count > 1 && strcmp(words->word[1], "perft") == 0) {
        run_perft(engine, words->count > 2 ? words->word[2] : NULL);
        return;
    }
    SearchLimits limits;
    if (!go_parse(engine, words, &limits))
        return;
    limits.multipv = engine->options.multipv;
    engine_end_job(engine);
    GameStatus status;
    rules_status(engine->game, &engine->position, engine->history.keys, engine->history.count,
                 &status);
    if (status.outcome != OUTCOME_ONGOING) {
        output_line(engine->out, "info string game over (%s)", status.reason);
        output_line(engine->out, "bestmove (none)");
        return;
    }
    engine_start_search(engine, &limits);
}

static void cmd_stop(Engine *engine, const Words *words) {
    (void)words;
    engine_end_job(engine);
}

static void cmd_ponderhit(Engine *engine, const Words *words) {
    (void)words;
    engine_ponderhit(engine);
}

static void cmd_quit(Engine *engine, const Words *words) {
    (void)words;
    engine->quit = true;
}

void status_describe(const Engine *engine, StrBuf *text) {
    const Game *game = engine->game;
    GameStatus status;
    rules_status(game, &engine->position, engine->history.keys, engine->history.count, &status);
    int side = pos_header(&engine->position)->side;
    if (status.outcome == OUTCOME_ONGOING)
        strbuf_printf(text, "ongoing %s", game->player_names[side]);
    else if (status.outcome == OUTCOME_WIN)
        strbuf_printf(text, "win %s %s", game->player_names[status.winner], status.reason);
    else
        strbuf_printf(text, "draw %s", status.reason);
    if (status.has_scores) {
        strbuf_append(text, " scores");
        for (int i = 0; i < pos_header(&engine->position)->players; i++)
            strbuf_printf(text, " %d", status.scores[i]);
    }
}

static void cmd_status(Engine *engine, const Words *words) {
    (void)words;
    StrBuf text;
    strbuf_init(&text);
    status_describe(engine, &text);
    output_line(engine->out, "status %s", strbuf_text(&text));
    strbuf_free(&text);
}

static void cmd_d(Engine *engine, const Words *words) {
    (void)words;
    const Game *game = engine->game;
    StrBuf text;
    strbuf_init(&text);
    game->print_board(&engine->position, &text);
    char position[MAX_POS_TEXT];
    game->format(&engine->position, position, sizeof position);
    strbuf_printf(&text, "Fen: %s\nKey: %016" PRIX64 "\nStatus: ", position,
                  pos_header(&engine->position)->key);
    status_describe(engine, &text);
    output_text(engine->out, strbuf_text(&text));
    strbuf_free(&text);
}

static void cmd_legal(Engine *engine, const Words *words) {
    (void)words;
    const Game *game = engine->game;
    static _Thread_local Move moves[MAX_MOVES];
    GameStatus status;
    rules_status(game, &engine->position, engine->history.keys, engine->history.count, &status);
    int count =
        status.outcome == OUTCOME_ONGOING ? game_legal_moves(game, &engine->position, moves) : 0;
    StrBuf text;
    strbuf_init(&text);
    strbuf_append(&text, "legal");
    char move[MAX_MOVE_TEXT];
    for (int i = 0; i < count; i++) {
        game->format_move(&engine->position, moves[i], move);
        strbuf_printf(&text, " %s", move);
    }
    output_line(engine->out, "%s", strbuf_text(&text));
    strbuf_free(&text);
}

static void cmd_eval(Engine *engine, const Words *words) {
    (void)words;
    StrBuf text;
    strbuf_init(&text);
    engine->game->eval_trace(&engine->position, &text);
    output_text(engine->out, strbuf_text(&text));
    strbuf_free(&text);
}

static void cmd_bench(Engine *engine, const Words *words) {
    BenchConfig config;
    char error[256];
    if (!bench_parse_args(words->count - 1, (const char *const *)words->word + 1, &config, error,
                          sizeof error)) {
        output_error(engine->out, "%s", error);
        return;
    }
    engine_start_bench(engine, &config);
}

static void cmd_help(Engine *engine, const Words *words);

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
    {"eval", cmd_eval, BESIDE_JOB, "static evaluation with its terms"},
    {"perft", cmd_perft, CHECKS_FIRST, "perft <depth>: move path counts per root move"},
    {"bench", cmd_bench, CHECKS_FIRST, "bench [depth] [threads] [hash MB] [game|all]"},
    {"help", cmd_help, BESIDE_JOB, "this list"},
};

static void cmd_help(Engine *engine, const Words *words) {
    (void)words;
    output_line(engine->out, "Tessera %s commands:", TESSERA_VERSION);
    for (size_t i = 0; i < sizeof COMMANDS / sizeof COMMANDS[0]; i++)
        output_line(engine->out, "  %-11s %s", COMMANDS[i].name, COMMANDS[i].help);
}

void commands_execute(Engine *engine, const Words *words) {
    if (words->count == 0)
        return;
    for (size_t i = 0; i < sizeof COMMANDS / sizeof COMMANDS[0]; i++) {
        const Command *command = &COMMANDS[i];
        if (strcmp(command->name, words->word[0]) != 0)
            continue;
        if (command->need == ENDS_JOB)
            engine_end_job(engine);
        command->run(engine, words);
        return;
    }
    char shown[64];
    quote(words->word[0], shown, sizeof shown);
    output_error(engine->out, "unknown command '%s'", shown);
}
