/*
 * game_runner.c - one game from ucinewgame to result.
 *
 * The runner keeps the clocks and the referee; engines only ever see `position` (the start
 * and every accepted move in canonical notation) and `go` with everyone's clock. A move is
 * checked in this order, each failure ending the game against the mover: the engine answered
 * at all (crash, disconnect, stall), in time (clock and margin), legally (referee).
 */
#include "game_runner.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adjudication.h"
#include "clock.h"
#include "src/referee.h"
#include "src/monotonic.h"
#include "src/san.h"
#include "src/text.h"

/* Adjudication treats a mate score as this many centipawns. */
enum { MATE_AS_CENTIPAWNS = 100000 };

typedef struct GameContext {
    const GameSetup *setup;
    EngineProcess *const *engines;
    GameRecord *record;
    Referee referee;
    Clock clocks[MAX_PLAYERS];
    Adjudicator adjudicator;
} GameContext;

void runner_player_name(const Game *game, int player, char *text, size_t size) {
    snprintf(text, size, "%s", game->player_names[player] ? game->player_names[player] : "?");
    text[0] = (char)toupper((unsigned char)text[0]);
}

/* ---- record ------------------------------------------------------------------------------ */

static MoveRecord *record_add_move(GameRecord *record) {
    if (record->move_count == record->move_capacity) {
        record->move_capacity = record->move_capacity ? 2 * record->move_capacity : 128;
        record->moves =
            realloc(record->moves, (size_t)record->move_capacity * sizeof *record->moves);
        if (!record->moves)
            abort();
    }
    MoveRecord *move = &record->moves[record->move_count++];
    memset(move, 0, sizeof *move);
    return move;
}

void runner_record_free(GameRecord *record) {
    free(record->moves);
    record->moves = NULL;
    record->move_count = record->move_capacity = 0;
}

double runner_record_points(const GameRecord *record, int player) {
    double points = 0.0;
    for (int p = 0; p < record->players; p++)
        if (p != player)
            points += record->ranks[player] < record->ranks[p]    ? 1.0
                      : record->ranks[player] == record->ranks[p] ? 0.5
                                                                  : 0.0;
    return points;
}

void runner_record_result_text(const GameRecord *record, char *text, size_t size) {
    if (record->players == 2) {
        const char *result = record->ranks[0] < record->ranks[1]   ? "1-0"
                             : record->ranks[0] > record->ranks[1] ? "0-1"
                                                                   : "1/2-1/2";
        snprintf(text, size, "%s", result);
        return;
    }
    size_t at = 0;
    for (int p = 0; p < record->players && at < size; p++)
        at += (size_t)snprintf(text + at, size - at, p ? "-%d" : "%d", record->ranks[p]);
}

/* ---- ranks and reasons ------------------------------------------------------------------- */

static void rank_all_equal(GameRecord *record) {
    for (int p = 0; p < record->players; p++)
        record->ranks[p] = 1;
}

/* Whether q ranks above p: a higher score, or the same score and the game's own tie-break
 * named q the winner (Wall Go's show rules: the larger single region). */
static bool ranks_above(const GameStatus *status, int q, int p) {
    if (status->scores[q] != status->scores[p])
        return status->scores[q] > status->scores[p];
    return status->outcome == OUTCOME_WIN && q == status->winner && p != q;
}

static void rank_by_scores(GameRecord *record) {
    for (int p = 0; p < record->players; p++) {
        record->ranks[p] = 1;
        for (int q = 0; q < record->players; q++)
            record->ranks[p] += ranks_above(&record->status, q, p);
    }
}

/* The winner alone first, everyone else tied behind. */
static void rank_winner(GameRecord *record, int winner) {
    for (int p = 0; p < record->players; p++)
        record->ranks[p] = p == winner ? 1 : 2;
}

/* The loser alone last, everyone else tied first. */
static void rank_loser(GameRecord *record, int loser) {
    for (int p = 0; p < record->players; p++)
        record->ranks[p] = p == loser ? record->players : 1;
}

void runner_record_rank(GameRecord *record) {
    if (record->status.has_scores)
        rank_by_scores(record);
    else if (record->status.outcome == OUTCOME_WIN)
        rank_winner(record, record->status.winner);
    else
        rank_all_equal(record);
}

static const char *draw_reason_text(const char *reason) {
    static const struct {
        const char *reason, *text;
    } DRAWS[] = {
        {"repetition", "3-fold repetition"},
        {"fifty-moves", "fifty moves rule"},
        {"material", "insufficient mating material"},
    };
    for (size_t i = 0; i < sizeof DRAWS / sizeof DRAWS[0]; i++)
        if (strcmp(DRAWS[i].reason, reason) == 0)
            return DRAWS[i].text;
    return reason;
}

static void describe_normal_end(GameContext *ctx) {
    GameRecord *record = ctx->record;
    char name[32];
    const char *reason = record->status.reason ? record->status.reason : "rule";
    if (record->status.outcome == OUTCOME_WIN) {
        runner_player_name(ctx->setup->game, record->status.winner, name, sizeof name);
        /* cutechess-cli's words for a mate; other wins keep the game's reason (goal, ...). */
        if (strcmp(reason, "checkmate") == 0)
            snprintf(record->reason, sizeof record->reason, "%s mates", name);
        else
            snprintf(record->reason, sizeof record->reason, "%s wins by %s", name, reason);
    } else {
        snprintf(record->reason, sizeof record->reason, "Draw by %s", draw_reason_text(reason));
    }
}

static void end_normally(GameContext *ctx, const GameStatus *status) {
    ctx->record->termination = TERMINATION_NORMAL;
    ctx->record->status = *status;
    runner_record_rank(ctx->record);
    describe_normal_end(ctx);
}

static void end_by_fault(GameContext *ctx, int player, Termination kind, const char *detail) {
    GameRecord *record = ctx->record;
    char name[32], exit_text[64];
    runner_player_name(ctx->setup->game, player, name, sizeof name);
    record->termination = kind;
    record->culprit = player;
    rank_loser(record, player);
    process_describe_exit(ctx->engines[player], exit_text, sizeof exit_text);
    switch (kind) {
        case TERMINATION_ILLEGAL_MOVE:
            snprintf(record->reason, sizeof record->reason, "%s makes an illegal move: %s", name,
                     detail);
            break;
        case TERMINATION_TIME_FORFEIT:
            snprintf(record->reason, sizeof record->reason, "%s loses on time", name);
            break;
        case TERMINATION_CRASH:
            snprintf(record->reason, sizeof record->reason, "%s's engine crashed (%s)", name,
                     exit_text);
            break;
        case TERMINATION_STALL:
            snprintf(record->reason, sizeof record->reason, "%s's connection stalls", name);
            break;
        default:
            snprintf(record->reason, sizeof record->reason, "%s disconnects", name);
            break;
    }
}

static Termination termination_of_fault(EngineFault fault) {
    return fault == FAULT_CRASH   ? TERMINATION_CRASH
           : fault == FAULT_STALL ? TERMINATION_STALL
                                  : TERMINATION_DISCONNECT;
}

static void end_by_adjudication(GameContext *ctx, AdjudicationKind kind, int loser) {
    GameRecord *record = ctx->record;
    record->termination = TERMINATION_ADJUDICATION;
    if (kind == ADJUDICATE_RESIGN) {
        char name[32];
        record->culprit = loser;
        rank_loser(record, loser);
        runner_player_name(ctx->setup->game, 1 - loser, name, sizeof name);
        snprintf(record->reason, sizeof record->reason, "%s wins by adjudication", name);
    } else {
        rank_all_equal(record);
        snprintf(record->reason, sizeof record->reason, "Draw by adjudication%s",
                 kind == ADJUDICATE_DRAW_LENGTH ? ": maximum moves" : "");
    }
}

/* ---- playing ----------------------------------------------------------------------------- */

/* UCI_Variant, Players and the game's own options where the engine lists them, ucinewgame,
 * isready. */
static EngineFault prepare_engine(GameContext *ctx, EngineProcess *engine) {
    const Game *game = ctx->setup->game;
    char players[8];
    snprintf(players, sizeof players, "%d", ctx->setup->players);
    if (process_lists_option(engine, "UCI_Variant"))
        process_set_option(engine, "UCI_Variant", game->name);
    if (game->max_players > 2 && process_lists_option(engine, "Players"))
        process_set_option(engine, "Players", players);
    game_options_send(game, &ctx->setup->config->game_choices, engine);
    process_send(engine, "ucinewgame");
    return process_sync(engine, ctx->setup->config->stall_timeout_ms);
}

static bool play_opening(GameContext *ctx) {
    char token[MAX_MOVE_TEXT], canonical[MAX_MOVE_TEXT];
    for (const char *at = ctx->setup->opening->moves; *at;) {
        at += strspn(at, " ");
        size_t length = strcspn(at, " ");
        if (length == 0)
            break;
        if (length >= sizeof token)
            return false;
        snprintf(token, sizeof token, "%.*s", (int)length, at);
        at += length;
        Move move;
        const Game *game = ctx->setup->game;
        if (!game_parse_legal_move(game, referee_position(&ctx->referee), token, &move))
            return false;
        MoveRecord *record = record_add_move(ctx->record);
        record->from_opening = true;
        if (san_supported(game))
            san_format(game, referee_position(&ctx->referee), move, record->san);
        if (!referee_play(&ctx->referee, token, canonical))
            return false;
        snprintf(record->text, sizeof record->text, "%s", canonical);
        if (!san_supported(game))
            snprintf(record->san, sizeof record->san, "%s", canonical);
    }
    return true;
}

static bool start_game(GameContext *ctx) {
    const GameSetup *setup = ctx->setup;
    GameRecord *record = ctx->record;
    char error[128];
    if (!referee_init(&ctx->referee, setup->game, setup->players,
                      &setup->config->game_choices.chosen, setup->opening->start, error,
                      sizeof error)) {
        snprintf(record->reason, sizeof record->reason, "bad opening position: %s", error);
        return false;
    }
    snprintf(record->start_text, sizeof record->start_text, "%s", ctx->referee.start_text);
    record->from_startpos = ctx->referee.from_startpos;
    if (!play_opening(ctx)) {
        snprintf(record->reason, sizeof record->reason, "illegal opening move");
        return false;
    }
    for (int p = 0; p < setup->players; p++)
        clock_start(&ctx->clocks[p], &setup->config->engines[setup->seats[p]].tc);
    adjudicator_init(&ctx->adjudicator, &setup->config->adjudication, setup->players);
    return true;
}

static int centipawns_of(const SearchReply *reply) {
    if (!reply->mate)
        return reply->score;
    return reply->score > 0 ? MATE_AS_CENTIPAWNS : -MATE_AS_CENTIPAWNS;
}

/* Records an accepted move; returns false when adjudication ended the game. */
static bool accept_move(GameContext *ctx, int mover, Move move, const SearchReply *reply) {
    const Game *game = ctx->setup->game;
    MoveRecord *record = record_add_move(ctx->record);
    if (san_supported(game))
        san_format(game, referee_position(&ctx->referee), move, record->san);
    referee_play(&ctx->referee, reply->move, record->text);
    if (!san_supported(game))
        snprintf(record->san, sizeof record->san, "%s", record->text);
    record->has_score = reply->has_score;
    record->mate = reply->mate;
    record->score = reply->score;
    record->depth = reply->depth;
    record->elapsed_ms = reply->elapsed_ms;
    int loser = -1;
    AdjudicationKind kind = adjudicator_update(&ctx->adjudicator, mover, referee_ply(&ctx->referee),
                                               reply->has_score, centipawns_of(reply), &loser);
    if (kind == ADJUDICATE_NONE)
        return true;
    end_by_adjudication(ctx, kind, loser);
    return false;
}

/* Asks the side to move for its move; false when the game ended on this turn. */
static bool play_turn(GameContext *ctx) {
    int mover = referee_side(&ctx->referee);
    EngineProcess *engine = ctx->engines[mover];
    Clock *clock = &ctx->clocks[mover];
    StrBuf position, go;
    strbuf_init(&position);
    strbuf_init(&go);
    referee_position_command(&ctx->referee, &position);
    clock_format_go(ctx->clocks, ctx->setup->players, mover, &go);
    SearchReply reply;
    EngineFault fault =
        process_search(engine, strbuf_text(&position), strbuf_text(&go), clock_allowance_ms(clock),
                       ctx->setup->config->stall_timeout_ms, &reply);
    strbuf_free(&position);
    strbuf_free(&go);
    Move move;
    if (fault != FAULT_NONE)
        end_by_fault(ctx, mover, termination_of_fault(fault), "");
    else if ((reply.stopped && clock_is_timed(clock->tc)) || !clock_charge(clock, reply.elapsed_ms))
        end_by_fault(ctx, mover, TERMINATION_TIME_FORFEIT, "");
    else if (!game_parse_legal_move(ctx->setup->game, referee_position(&ctx->referee), reply.move,
                                    &move)) {
        /* The move and the referee's reason: "e7h (it crosses the wall at e7v)". The move is
         * the engine's own text, quoted printable only, as it goes to every output. */
        char why[160], shown[sizeof reply.move],
            detail[sizeof reply.move + sizeof why + 4] = "(none)";
        if (reply.move[0]) {
            game_illegal_reason(ctx->setup->game, referee_position(&ctx->referee), reply.move, why,
                                sizeof why);
            text_printable(reply.move, shown, sizeof shown);
            snprintf(detail, sizeof detail, "%s (%s)", shown, why);
        }
        end_by_fault(ctx, mover, TERMINATION_ILLEGAL_MOVE, detail);
    } else
        return accept_move(ctx, mover, move, &reply);
    return false;
}

static void play_until_end(GameContext *ctx) {
    GameStatus status;
    for (;;) {
        referee_status(&ctx->referee, &status);
        if (status.outcome != OUTCOME_ONGOING) {
            end_normally(ctx, &status);
            return;
        }
        if (!play_turn(ctx))
            return;
    }
}

bool runner_play(const GameSetup *setup, EngineProcess *const engines[], GameRecord *record) {
    GameContext ctx = {.setup = setup, .engines = engines, .record = record};
    memset(record, 0, sizeof *record);
    record->number = setup->number;
    record->players = setup->players;
    record->culprit = -1;
    memcpy(record->seats, setup->seats, sizeof record->seats);
    record->started = time(NULL);
    int64_t start = monotonic_ms();
    bool ok = start_game(&ctx);
    for (int p = 0; ok && p < setup->players && !record->reason[0]; p++) {
        EngineFault fault = prepare_engine(&ctx, engines[p]);
        if (fault != FAULT_NONE)
            end_by_fault(&ctx, p, termination_of_fault(fault), "");
    }
    if (ok && !record->reason[0])
        play_until_end(&ctx);
    record->duration_ms = monotonic_ms() - start;
    referee_free(&ctx.referee);
    return ok;
}
