/*
 * cli.c - turns a cutechess-cli style command line into a MatchConfig.
 *
 * Each `-command` comes from a table and takes the values up to the next `-command` (a
 * token starting with '-' and a letter; `-5` is a value). Engine settings are collected as
 * raw `key=value` tokens and applied once the whole line is read: first every `-each`
 * token, then the engine's own, so an engine's own setting wins wherever it stands.
 */
#include "cli.h"

#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "engine/registry.h"
#include "src/game.h"
#include "src/game_choices.h"
#include "src/text.h"

enum {
    MAX_EACH_TOKENS = 128,
    DEFAULT_STALL_TIMEOUT_MS = 10000,
    DEFAULT_PROGRESS_INTERVAL_MS = 60000,
    /* Games whose rules never draw (Wall Chess, RULES.md Q5) are capped by the runner: a
     * draw after this many moves per player unless -maxmoves says otherwise. Wall Chess
     * games between engines last well under 100 moves; shuffling ones last forever. */
    DEFAULT_MAX_MOVES_WITHOUT_DRAW_RULE = 200,
    /* Default timemargin= for st=: engines treat `go movetime` as a target and answer a bit
     * late. Measured on `st=0.1`: Stockfish 15 up to 23 ms over, Tessera up to 11 ms. */
    DEFAULT_MOVETIME_MARGIN_MS = 50,
    /* -compliance: the short game's moves take go movetime 20 unless the engine has a limit. */
    DEFAULT_COMPLIANCE_MOVETIME_MS = 20,
};

typedef struct TokenList {
    const char *const *tokens;
    int count;
} TokenList;

typedef struct CliState {
    MatchConfig *config;
    TokenList engine_tokens[MAX_ENGINES];
    const char *each_tokens[MAX_EACH_TOKENS];
    int each_count;
    bool seed_given;
    bool random_seed_given;
    bool repeat_given;
    char *error;
    size_t error_size;
} CliState;

typedef struct CliCommand {
    const char *name;
    int min_values, max_values;
    bool (*handle)(CliState *state, const char *const *values, int count);
} CliCommand;

static bool cli_fail(CliState *state, const char *format, ...)
    __attribute__((format(printf, 2, 3)));

static bool cli_fail(CliState *state, const char *format, ...) {
    va_list args;
    va_start(args, format);
    vsnprintf(state->error, state->error_size, format, args);
    va_end(args);
    return false;
}

static bool parse_long(const char *text, long min, long max, long *value) {
    char *end;
    errno = 0;
    long parsed = strtol(text, &end, 10);
    if (!*text || *end || errno || parsed < min || parsed > max)
        return false;
    *value = parsed;
    return true;
}

static bool parse_int_value(CliState *state, const char *what, const char *text, long min, long max,
                            int *value) {
    long parsed;
    if (!parse_long(text, min, max, &parsed))
        return cli_fail(state, "%s: expected an integer in %ld..%ld, got '%s'", what, min, max,
                        text);
    *value = (int)parsed;
    return true;
}

static bool parse_double_value(CliState *state, const char *what, const char *text, double *value) {
    char *end;
    errno = 0;
    double parsed = strtod(text, &end);
    if (!*text || *end || errno)
        return cli_fail(state, "%s: expected a number, got '%s'", what, text);
    *value = parsed;
    return true;
}

static bool parse_u64_value(CliState *state, const char *what, const char *text, uint64_t *value) {
    char *end;
    errno = 0;
    unsigned long long parsed = strtoull(text, &end, 0);
    if (!isdigit((unsigned char)*text) || *end || errno)
        return cli_fail(state, "%s: expected a non-negative integer, got '%s'", what, text);
    *value = parsed;
    return true;
}

static bool parse_bool_value(CliState *state, const char *what, const char *text, bool *value) {
    if (strcmp(text, "true") == 0 || strcmp(text, "on") == 0 || strcmp(text, "1") == 0)
        *value = true;
    else if (strcmp(text, "false") == 0 || strcmp(text, "off") == 0 || strcmp(text, "0") == 0)
        *value = false;
    else
        return cli_fail(state, "%s: expected true or false, got '%s'", what, text);
    return true;
}

/* Copies a value: refused when too long, or when it holds a control character, since
 * values go into the engines' command lines (an option's newline would start another
 * command) and into the PGN and report lines. */
static bool copy_text(CliState *state, const char *what, const char *text, char *out, size_t size) {
    if (strlen(text) >= size)
        return cli_fail(state, "%s: value too long", what);
    for (const char *c = text; *c; c++)
        if ((unsigned char)*c < 0x20 || *c == 0x7f)
            return cli_fail(state, "%s: control characters (newline, tab, ...) are not allowed",
                            what);
    strcpy(out, text);
    return true;
}

/* Splits `key=value`; false when there is no '=' or the key does not fit. */
static bool split_pair(const char *token, char *key, size_t key_size, const char **value) {
    const char *equals = strchr(token, '=');
    if (!equals || (size_t)(equals - token) >= key_size)
        return false;
    memcpy(key, token, (size_t)(equals - token));
    key[equals - token] = '\0';
    *value = equals + 1;
    return true;
}

/* How a command applies one of its key=value settings. */
typedef bool (*SettingApply)(CliState *state, const char *key, const char *value);

/* Applies every key=value value of the command `name` (named in messages) through apply. */
static bool apply_settings(CliState *state, const char *name, const char *const *values, int count,
                           SettingApply apply) {
    for (int i = 0; i < count; i++) {
        char key[32];
        const char *value;
        if (!split_pair(values[i], key, sizeof key, &value))
            return cli_fail(state, "%s: '%s' is not key=value", name, values[i]);
        if (!apply(state, key, value))
            return false;
    }
    return true;
}

/* ---- engine settings ------------------------------------------------------------------- */

static bool engine_config_option(CliState *state, EngineConfig *engine, const char *name,
                                 const char *value) {
    for (int i = 0; i < engine->option_count; i++)
        if (strcmp(engine->options[i].name, name) == 0)
            return copy_text(state, name, value, engine->options[i].value, MAX_VALUE_TEXT);
    if (!*name)
        return cli_fail(state, "option.: missing option name");
    if (engine->option_count == MAX_ENGINE_OPTIONS)
        return cli_fail(state, "too many options for one engine (at most %d)", MAX_ENGINE_OPTIONS);
    EngineOption *option = &engine->options[engine->option_count];
    if (!copy_text(state, "option name", name, option->name, MAX_NAME_TEXT) ||
        !copy_text(state, name, value, option->value, MAX_VALUE_TEXT))
        return false;
    engine->option_count++;
    return true;
}

static bool engine_config_time(CliState *state, TimeControl *tc, const char *key,
                               const char *value) {
    int64_t ms;
    if (strcmp(key, "tc") == 0) {
        if (!clock_parse_tc(value, tc))
            return cli_fail(state, "tc: cannot read '%s' (moves/seconds+increment)", value);
        tc->movetime_ms = 0;
    } else if (strcmp(key, "st") == 0) {
        if (!clock_parse_seconds(value, &ms) || ms <= 0)
            return cli_fail(state, "st: expected seconds per move, got '%s'", value);
        tc->movetime_ms = ms;
        tc->base_ms = tc->increment_ms = 0;
        tc->moves = 0;
        tc->infinite = false;
    } else if (strcmp(key, "timemargin") == 0) {
        long margin;
        if (!parse_long(value, 0, 3600000, &margin))
            return cli_fail(state, "timemargin: expected milliseconds, got '%s'", value);
        tc->margin_ms = margin;
        tc->margin_given = true;
    } else if (strcmp(key, "depth") == 0) {
        return parse_int_value(state, "depth", value, 1, 1000, &tc->depth);
    } else {
        long long nodes;
        char *end;
        errno = 0;
        nodes = strtoll(value, &end, 10);
        if (!*value || *end || errno || nodes <= 0)
            return cli_fail(state, "nodes: expected a positive count, got '%s'", value);
        tc->nodes = nodes;
    }
    return true;
}

static bool engine_config_apply(CliState *state, EngineConfig *engine, const char *token) {
    char key[MAX_NAME_TEXT + 8];
    const char *value;
    if (!split_pair(token, key, sizeof key, &value))
        return cli_fail(state, "engine setting '%s' is not key=value", token);
    if (strncmp(key, "option.", 7) == 0)
        return engine_config_option(state, engine, key + 7, value);
    if (strcmp(key, "cmd") == 0)
        return copy_text(state, "cmd", value, engine->cmd, MAX_PATH_TEXT);
    if (strcmp(key, "name") == 0)
        return copy_text(state, "name", value, engine->name, MAX_NAME_TEXT);
    if (strcmp(key, "dir") == 0)
        return copy_text(state, "dir", value, engine->dir, MAX_PATH_TEXT);
    if (strcmp(key, "arg") == 0) {
        if (engine->arg_count == MAX_ENGINE_ARGS)
            return cli_fail(state, "too many arg= for one engine");
        return copy_text(state, "arg", value, engine->args[engine->arg_count++], MAX_VALUE_TEXT);
    }
    if (strcmp(key, "proto") == 0)
        return strcmp(value, "uci") == 0 ||
               cli_fail(state, "proto: only uci is supported, got '%s'", value);
    if (strcmp(key, "restart") == 0) {
        /* auto (cutechess-cli's default): restart only an engine that failed, as off does. */
        engine->restart = false;
        return strcmp(value, "auto") == 0 ||
               parse_bool_value(state, "restart", value, &engine->restart);
    }
    if (strcmp(key, "tc") == 0 || strcmp(key, "st") == 0 || strcmp(key, "timemargin") == 0 ||
        strcmp(key, "depth") == 0 || strcmp(key, "nodes") == 0)
        return engine_config_time(state, &engine->tc, key, value);
    return cli_fail(state, "unknown engine setting '%s'", key);
}

/* The file name of the program in cmd: "./engines/tessera --x" -> "tessera". */
static void engine_config_default_name(EngineConfig *engine) {
    char program[MAX_PATH_TEXT];
    size_t length = strcspn(engine->cmd, " \t");
    memcpy(program, engine->cmd, length);
    program[length] = '\0';
    const char *slash = strrchr(program, '/');
    const char *base = slash ? slash + 1 : program;
    size_t base_length = strnlen(base, MAX_NAME_TEXT - 1);
    memcpy(engine->name, base, base_length);
    engine->name[base_length] = '\0';
}

static bool engine_config_finish(CliState *state, int index) {
    EngineConfig *engine = &state->config->engines[index];
    for (int i = 0; i < state->each_count; i++)
        if (!engine_config_apply(state, engine, state->each_tokens[i]))
            return false;
    const TokenList *own = &state->engine_tokens[index];
    for (int i = 0; i < own->count; i++)
        if (!engine_config_apply(state, engine, own->tokens[i]))
            return false;
    if (!engine->cmd[0])
        return cli_fail(state, "engine %d has no cmd=", index + 1);
    if (!engine->name[0])
        engine_config_default_name(engine);
    if (state->config->compliance && !clock_is_limited(&engine->tc) && !engine->tc.infinite)
        engine->tc.movetime_ms = DEFAULT_COMPLIANCE_MOVETIME_MS;
    if (engine->tc.movetime_ms > 0 && !engine->tc.margin_given)
        engine->tc.margin_ms = DEFAULT_MOVETIME_MARGIN_MS;
    if (!clock_is_limited(&engine->tc) && !engine->tc.infinite)
        return cli_fail(state, "engine '%s' has no time control: give tc=, st=, depth= or nodes=",
                        engine->name);
    if (!clock_fits_go(&engine->tc))
        return cli_fail(state,
                        "engine '%s': tc=/st= times above %d seconds are refused (engines "
                        "reject clocks above %d ms in go)",
                        engine->name, MAX_GO_CLOCK_MS / 1000, MAX_GO_CLOCK_MS);
    return true;
}

/* ---- commands -------------------------------------------------------------------------- */

static bool cmd_variant(CliState *state, const char *const *values, int count) {
    (void)count;
    if (!registry_find(values[0]))
        return cli_fail(state, "-variant: unknown game '%s'", values[0]);
    return copy_text(state, "-variant", registry_find(values[0])->name, state->config->variant,
                     MAX_NAME_TEXT);
}

/* -game-option NAME=VALUE ...: gathered here, read against the game once -variant is known. */
static bool cmd_game_option(CliState *state, const char *const *values, int count) {
    char *text = state->config->game_options;
    for (int i = 0; i < count; i++) {
        size_t at = strlen(text);
        if (at + 1 + strlen(values[i]) >= GAME_OPTIONS_TEXT)
            return cli_fail(state, "-game-option: too many options");
        if (!copy_text(state, "-game-option", values[i], text + at + (at > 0),
                       GAME_OPTIONS_TEXT - at - 1))
            return false;
        if (at > 0)
            text[at] = ' ';
    }
    return true;
}

static bool cmd_players(CliState *state, const char *const *values, int count) {
    (void)count;
    return parse_int_value(state, "-players", values[0], 2, MAX_PLAYERS, &state->config->players);
}

static bool cmd_engine(CliState *state, const char *const *values, int count) {
    MatchConfig *config = state->config;
    if (config->engine_count == MAX_ENGINES)
        return cli_fail(state, "too many engines (at most %d)", MAX_ENGINES);
    state->engine_tokens[config->engine_count].tokens = values;
    state->engine_tokens[config->engine_count].count = count;
    config->engine_count++;
    return true;
}

static bool cmd_each(CliState *state, const char *const *values, int count) {
    for (int i = 0; i < count; i++) {
        if (state->each_count == MAX_EACH_TOKENS)
            return cli_fail(state, "-each: too many settings");
        state->each_tokens[state->each_count++] = values[i];
    }
    return true;
}

static bool cmd_tournament(CliState *state, const char *const *values, int count) {
    (void)count;
    if (strcmp(values[0], "round-robin") == 0)
        state->config->tournament = TOURNAMENT_ROUND_ROBIN;
    else if (strcmp(values[0], "gauntlet") == 0)
        state->config->tournament = TOURNAMENT_GAUNTLET;
    else
        return cli_fail(state, "-tournament: expected round-robin or gauntlet, got '%s'",
                        values[0]);
    return true;
}

static bool cmd_games(CliState *state, const char *const *values, int count) {
    (void)count;
    return parse_int_value(state, "-games", values[0], 1, 100000000, &state->config->games);
}

static bool cmd_rounds(CliState *state, const char *const *values, int count) {
    (void)count;
    return parse_int_value(state, "-rounds", values[0], 1, 100000000, &state->config->rounds);
}

static bool cmd_repeat(CliState *state, const char *const *values, int count) {
    state->repeat_given = true;
    if (count == 0) {
        state->config->repeat = 2;
        return true;
    }
    return parse_int_value(state, "-repeat", values[0], 1, 1000, &state->config->repeat);
}

static bool cmd_concurrency(CliState *state, const char *const *values, int count) {
    (void)count;
    return parse_int_value(state, "-concurrency", values[0], 1, 256, &state->config->concurrency);
}

static bool openings_apply(CliState *state, const char *key, const char *value) {
    OpeningConfig *openings = &state->config->openings;
    if (strcmp(key, "file") == 0)
        return copy_text(state, "-openings file", value, openings->file, sizeof openings->file);
    if (strcmp(key, "format") == 0) {
        if (strcmp(value, "epd") == 0 || strcmp(value, "fen") == 0)
            openings->format = OPENINGS_EPD;
        else if (strcmp(value, "pgn") == 0 || strcmp(value, "pgn-moves") == 0)
            openings->format = OPENINGS_PGN;
        else if (strcmp(value, "moves") == 0)
            openings->format = OPENINGS_MOVES;
        else
            return cli_fail(state, "-openings format: expected epd, pgn or moves, got '%s'", value);
        return true;
    }
    if (strcmp(key, "order") == 0) {
        if (strcmp(value, "random") != 0 && strcmp(value, "sequential") != 0)
            return cli_fail(state, "-openings order: expected sequential or random");
        openings->random_order = strcmp(value, "random") == 0;
        return true;
    }
    if (strcmp(key, "plies") == 0)
        return parse_int_value(state, "-openings plies", value, 0, 10000, &openings->plies);
    if (strcmp(key, "start") == 0)
        return parse_int_value(state, "-openings start", value, 1, 100000000, &openings->start);
    if (strcmp(key, "policy") == 0)
        return true;
    return cli_fail(state, "-openings: unknown setting '%s'", key);
}

static bool cmd_openings(CliState *state, const char *const *values, int count) {
    if (!apply_settings(state, "-openings", values, count, openings_apply))
        return false;
    if (!state->config->openings.file[0])
        return cli_fail(state, "-openings: file= is required");
    return true;
}

static bool random_openings_apply(CliState *state, const char *key, const char *value) {
    OpeningConfig *openings = &state->config->openings;
    if (strcmp(key, "plies") == 0)
        return parse_int_value(state, "-random-openings plies", value, 1, 200,
                               &openings->random_plies);
    if (strcmp(key, "seed") == 0) {
        state->random_seed_given = true;
        return parse_u64_value(state, "-random-openings seed", value, &openings->random_seed);
    }
    return cli_fail(state, "-random-openings: unknown setting '%s'", key);
}

static bool cmd_random_openings(CliState *state, const char *const *values, int count) {
    if (!apply_settings(state, "-random-openings", values, count, random_openings_apply))
        return false;
    if (state->config->openings.random_plies == 0)
        return cli_fail(state, "-random-openings: plies= is required");
    return true;
}

static bool cmd_pgnout(CliState *state, const char *const *values, int count) {
    for (int i = 1; i < count; i++) {
        if (strcmp(values[i], "min") == 0)
            state->config->pgn_min = true;
        else if (strcmp(values[i], "fi") != 0)
            return cli_fail(state, "-pgnout: unknown flag '%s' (min or fi)", values[i]);
    }
    return copy_text(state, "-pgnout", values[0], state->config->pgn_out, MAX_PATH_TEXT);
}

static bool sprt_apply(CliState *state, const char *key, const char *value) {
    SprtConfig *sprt = &state->config->sprt;
    if (strcmp(key, "elo0") == 0)
        return parse_double_value(state, "-sprt elo0", value, &sprt->elo0);
    if (strcmp(key, "elo1") == 0)
        return parse_double_value(state, "-sprt elo1", value, &sprt->elo1);
    if (strcmp(key, "alpha") == 0)
        return parse_double_value(state, "-sprt alpha", value, &sprt->alpha);
    if (strcmp(key, "beta") == 0)
        return parse_double_value(state, "-sprt beta", value, &sprt->beta);
    if (strcmp(key, "model") == 0)
        return strcmp(value, "logistic") == 0 ||
               cli_fail(state, "-sprt model: only logistic is implemented");
    return cli_fail(state, "-sprt: unknown setting '%s'", key);
}

static bool cmd_sprt(CliState *state, const char *const *values, int count) {
    SprtConfig *sprt = &state->config->sprt;
    if (!apply_settings(state, "-sprt", values, count, sprt_apply))
        return false;
    if (!(sprt->elo0 < sprt->elo1))
        return cli_fail(state, "-sprt: elo0 must be below elo1");
    if (!(sprt->alpha > 0 && sprt->alpha < 0.5 && sprt->beta > 0 && sprt->beta < 0.5))
        return cli_fail(state, "-sprt: alpha and beta must lie in (0, 0.5)");
    sprt->enabled = true;
    return true;
}

static bool draw_apply(CliState *state, const char *key, const char *value) {
    AdjudicationConfig *adj = &state->config->adjudication;
    if (strcmp(key, "movenumber") == 0)
        return parse_int_value(state, "-draw movenumber", value, 0, 100000, &adj->draw_move_number);
    if (strcmp(key, "movecount") == 0)
        return parse_int_value(state, "-draw movecount", value, 1, 100000, &adj->draw_move_count);
    if (strcmp(key, "score") == 0)
        return parse_int_value(state, "-draw score", value, 0, 100000, &adj->draw_score);
    return cli_fail(state, "-draw: unknown setting '%s'", key);
}

static bool cmd_draw(CliState *state, const char *const *values, int count) {
    AdjudicationConfig *adj = &state->config->adjudication;
    if (!apply_settings(state, "-draw", values, count, draw_apply))
        return false;
    if (adj->draw_move_count == 0)
        return cli_fail(state, "-draw: movecount= is required");
    return true;
}

static bool resign_apply(CliState *state, const char *key, const char *value) {
    AdjudicationConfig *adj = &state->config->adjudication;
    if (strcmp(key, "movecount") == 0)
        return parse_int_value(state, "-resign movecount", value, 1, 100000,
                               &adj->resign_move_count);
    if (strcmp(key, "score") == 0)
        return parse_int_value(state, "-resign score", value, 1, 100000, &adj->resign_score);
    if (strcmp(key, "twosided") == 0)
        return parse_bool_value(state, "-resign twosided", value, &adj->resign_two_sided);
    return cli_fail(state, "-resign: unknown setting '%s'", key);
}

static bool cmd_resign(CliState *state, const char *const *values, int count) {
    AdjudicationConfig *adj = &state->config->adjudication;
    if (!apply_settings(state, "-resign", values, count, resign_apply))
        return false;
    if (adj->resign_move_count == 0 || adj->resign_score == 0)
        return cli_fail(state, "-resign: movecount= and score= are required");
    return true;
}

static bool cmd_maxmoves(CliState *state, const char *const *values, int count) {
    (void)count;
    return parse_int_value(state, "-maxmoves", values[0], 1, 100000,
                           &state->config->adjudication.max_moves);
}

static bool cmd_recover(CliState *state, const char *const *values, int count) {
    (void)values, (void)count;
    state->config->recover = true;
    return true;
}

static bool cmd_debug(CliState *state, const char *const *values, int count) {
    (void)values, (void)count;
    state->config->debug = true;
    return true;
}

static bool cmd_seed(CliState *state, const char *const *values, int count) {
    (void)count;
    state->seed_given = true;
    return parse_u64_value(state, "-seed", values[0], &state->config->seed);
}

static bool cmd_wait(CliState *state, const char *const *values, int count) {
    (void)count;
    long ms;
    if (!parse_long(values[0], 0, 3600000, &ms))
        return cli_fail(state, "-wait: expected milliseconds, got '%s'", values[0]);
    state->config->wait_ms = ms;
    return true;
}

static bool cmd_stall_timeout(CliState *state, const char *const *values, int count) {
    (void)count;
    int64_t ms;
    if (!clock_parse_seconds(values[0], &ms) || ms <= 0)
        return cli_fail(state, "-stalltimeout: expected seconds, got '%s'", values[0]);
    state->config->stall_timeout_ms = ms;
    return true;
}

static bool cmd_rating_interval(CliState *state, const char *const *values, int count) {
    (void)count;
    return parse_int_value(state, "-ratinginterval", values[0], 0, 100000000,
                           &state->config->rating_interval);
}

static bool cmd_progress(CliState *state, const char *const *values, int count) {
    (void)count;
    int64_t ms;
    if (!clock_parse_seconds(values[0], &ms) || ms < 0)
        return cli_fail(state, "-progress: expected seconds, got '%s'", values[0]);
    state->config->progress_interval_ms = ms;
    return true;
}

static bool cmd_shard(CliState *state, const char *const *values, int count) {
    (void)count;
    MatchConfig *config = state->config;
    int index, parts;
    if (!text_parse_shard(values[0], 1000000, &index, &parts))
        return cli_fail(state, "-shard: expected I/N with 1 <= I <= N <= 1000000, got '%s'",
                        values[0]);
    config->shard_index = index - 1;
    config->shard_count = parts;
    return true;
}

static bool cmd_results(CliState *state, const char *const *values, int count) {
    (void)count;
    return copy_text(state, "-results", values[0], state->config->results_out, MAX_PATH_TEXT);
}

static bool cmd_resume(CliState *state, const char *const *values, int count) {
    (void)values, (void)count;
    state->config->resume = true;
    return true;
}

static bool cmd_compliance(CliState *state, const char *const *values, int count) {
    (void)values, (void)count;
    state->config->compliance = true;
    return true;
}

static bool cmd_event(CliState *state, const char *const *values, int count) {
    (void)count;
    return copy_text(state, "-event", values[0], state->config->event, MAX_VALUE_TEXT);
}

static bool cmd_site(CliState *state, const char *const *values, int count) {
    (void)count;
    return copy_text(state, "-site", values[0], state->config->site, MAX_VALUE_TEXT);
}

static const CliCommand COMMANDS[] = {
    {"-variant", 1, 1, cmd_variant},
    {"-players", 1, 1, cmd_players},
    {"-game-option", 1, GAME_MAX_CHOICES * 4, cmd_game_option},
    {"-engine", 1, 64, cmd_engine},
    {"-each", 1, 64, cmd_each},
    {"-tournament", 1, 1, cmd_tournament},
    {"-games", 1, 1, cmd_games},
    {"-rounds", 1, 1, cmd_rounds},
    {"-repeat", 0, 1, cmd_repeat},
    {"-concurrency", 1, 1, cmd_concurrency},
    {"-openings", 1, 8, cmd_openings},
    {"-random-openings", 1, 2, cmd_random_openings},
    {"-pgnout", 1, 3, cmd_pgnout},
    {"-sprt", 2, 5, cmd_sprt},
    {"-draw", 1, 3, cmd_draw},
    {"-resign", 2, 3, cmd_resign},
    {"-maxmoves", 1, 1, cmd_maxmoves},
    {"-recover", 0, 0, cmd_recover},
    {"-seed", 1, 1, cmd_seed},
    {"-srand", 1, 1, cmd_seed},
    {"-wait", 1, 1, cmd_wait},
    {"-stalltimeout", 1, 1, cmd_stall_timeout},
    {"-ratinginterval", 1, 1, cmd_rating_interval},
    {"-progress", 1, 1, cmd_progress},
    {"-shard", 1, 1, cmd_shard},
    {"-results", 1, 1, cmd_results},
    {"-resume", 0, 0, cmd_resume},
    {"-compliance", 0, 0, cmd_compliance},
    {"-event", 1, 1, cmd_event},
    {"-site", 1, 1, cmd_site},
    {"-debug", 0, 0, cmd_debug},
};

static void config_defaults(MatchConfig *config) {
    memset(config, 0, sizeof *config);
    snprintf(config->variant, sizeof config->variant, "%s", registry_default()->name);
    snprintf(config->event, sizeof config->event, "tessera-match");
    snprintf(config->site, sizeof config->site, "?");
    config->players = 2;
    config->games = 1;
    config->rounds = 1;
    config->concurrency = 1;
    config->openings.start = 1;
    config->sprt.alpha = 0.05;
    config->sprt.beta = 0.05;
    config->stall_timeout_ms = DEFAULT_STALL_TIMEOUT_MS;
    config->progress_interval_ms = DEFAULT_PROGRESS_INTERVAL_MS;
    config->shard_count = 1;
}

static bool is_command(const char *token) {
    return token[0] == '-' && isalpha((unsigned char)token[1]);
}

static bool is_help(const char *token) {
    return strcmp(token, "-help") == 0 || strcmp(token, "--help") == 0 || strcmp(token, "-h") == 0;
}

static bool is_version(const char *token) {
    return strcmp(token, "--version") == 0 || strcmp(token, "-version") == 0;
}

static bool run_command(CliState *state, const char *const argv[], int at, int end) {
    const char *name = argv[at];
    int count = end - at - 1;
    for (size_t i = 0; i < sizeof COMMANDS / sizeof COMMANDS[0]; i++) {
        const CliCommand *command = &COMMANDS[i];
        if (strcmp(command->name, name) != 0)
            continue;
        if (count < command->min_values || count > command->max_values)
            return cli_fail(state, "%s: expected %d..%d values, got %d", name, command->min_values,
                            command->max_values, count);
        return command->handle(state, argv + at + 1, count);
    }
    return cli_fail(state, "unknown option '%s' (see -help)", name);
}

/* -compliance: one engine, one game, and none of the match's own files. */
static bool check_compliance(CliState *state) {
    const MatchConfig *config = state->config;
    if (config->engine_count != 1)
        return cli_fail(state, "-compliance checks exactly one -engine, got %d",
                        config->engine_count);
    if (config->shard_count > 1 || config->results_out[0] || config->pgn_out[0] ||
        config->sprt.enabled)
        return cli_fail(state, "-compliance plays no match: -shard, -results, -pgnout and "
                               "-sprt do not apply");
    return true;
}

/* The game's own options read against the game, written back in its spelling; an engine
 * option that names one is refused, since the referee would not judge by it. */
static bool check_game_options(CliState *state, const Game *game) {
    MatchConfig *config = state->config;
    if (!game_options_read(game, config->game_options, &config->game_choices, state->error,
                           state->error_size))
        return false;
    game_options_format(game, &config->game_choices, config->game_options,
                        sizeof config->game_options);
    for (int e = 0; e < config->engine_count; e++)
        for (int i = 0; i < config->engines[e].option_count; i++) {
            const EngineOption *option = &config->engines[e].options[i];
            const GameChoice *choice = game_choice_find(game, option->name);
            if (choice)
                return cli_fail(state,
                                "option.%s: a rule of the game, not of one engine: give it as "
                                "-game-option %s=%s, so the referee and every engine play by it",
                                option->name, choice->option, option->value);
        }
    return true;
}

static bool check_schedule(CliState *state) {
    MatchConfig *config = state->config;
    const Game *game = registry_find(config->variant);
    if (config->players < game->min_players || config->players > game->max_players)
        return cli_fail(state, "-players: %s is played by %d..%d players", game->name,
                        game->min_players, game->max_players);
    if (!check_game_options(state, game))
        return false;
    if (config->compliance)
        return check_compliance(state);
    if (config->players > 2 && config->engine_count != config->players)
        return cli_fail(state, "a %d-player game needs exactly %d engines", config->players,
                        config->players);
    if (config->engine_count < 2)
        return cli_fail(state, "a match needs at least two -engine");
    if (!state->repeat_given)
        config->repeat = config->players;
    if (config->adjudication.max_moves == 0 && game->fifty_move_plies == 0 &&
        game->repetition_draw == 0)
        config->adjudication.max_moves = DEFAULT_MAX_MOVES_WITHOUT_DRAW_RULE;
    if (config->shard_count > 1 && !state->seed_given)
        return cli_fail(state, "-shard needs -seed S, the same in every shard, so that the "
                               "shards play the openings of one schedule");
    if (config->shard_count > 1 && config->sprt.enabled)
        return cli_fail(state, "-sprt cannot stop one shard for all: give it to "
                               "`tessera-match merge` over the shards' results instead");
    if (config->resume && !config->results_out[0])
        return cli_fail(state, "-resume needs -results FILE (the games to skip)");
    if (!state->seed_given)
        config->seed = (uint64_t)time(NULL);
    if (!state->random_seed_given)
        config->openings.random_seed = config->seed;
    if (config->sprt.enabled && (config->engine_count != 2 || config->players != 2))
        return cli_fail(state, "-sprt needs exactly two engines in a two-player game");
    if (config->openings.file[0] && config->openings.random_plies)
        return cli_fail(state, "use either -openings or -random-openings, not both");
    return true;
}

CliStatus cli_parse(int argc, const char *const argv[], MatchConfig *config, char *error,
                    size_t error_size) {
    CliState state = {.config = config, .error = error, .error_size = error_size};
    config_defaults(config);
    error[0] = '\0';
    for (int at = 1; at < argc;) {
        if (is_help(argv[at]))
            return CLI_HELP;
        if (is_version(argv[at]))
            return CLI_VERSION;
        if (!is_command(argv[at])) {
            cli_fail(&state, "unexpected '%s' (options start with '-')", argv[at]);
            return CLI_ERROR;
        }
        int end = at + 1;
        while (end < argc && !is_command(argv[end]))
            end++;
        if (!run_command(&state, argv, at, end))
            return CLI_ERROR;
        at = end;
    }
    for (int i = 0; i < config->engine_count; i++)
        if (!engine_config_finish(&state, i))
            return CLI_ERROR;
    return check_schedule(&state) ? CLI_OK : CLI_ERROR;
}

bool cli_is_merge(int argc, const char *const argv[]) {
    return argc > 1 && strcmp(argv[1], "merge") == 0;
}

/* The options a merge takes: how to write and judge the games, not how to play them. */
static bool is_merge_option(const char *name) {
    return strcmp(name, "-pgnout") == 0 || strcmp(name, "-sprt") == 0 ||
           strcmp(name, "-event") == 0 || strcmp(name, "-site") == 0;
}

CliStatus cli_parse_merge(int argc, const char *const argv[], MergeConfig *merge, char *error,
                          size_t error_size) {
    CliState state = {.config = &merge->options, .error = error, .error_size = error_size};
    config_defaults(&merge->options);
    error[0] = '\0';
    for (int at = 2; at < argc; at++) /* anywhere, also among the files */
        if (is_help(argv[at]) || is_version(argv[at]))
            return is_help(argv[at]) ? CLI_HELP : CLI_VERSION;
    int at = 2;
    merge->files = argv + at;
    while (at < argc && !is_command(argv[at]))
        at++;
    merge->file_count = at - 2;
    while (at < argc) {
        int end = at + 1;
        while (end < argc && !is_command(argv[end]))
            end++;
        if (!is_merge_option(argv[at])) {
            cli_fail(&state,
                     "merge: unknown option '%s' (merge takes -pgnout, -sprt, -event, -site)",
                     argv[at]);
            return CLI_ERROR;
        }
        if (!run_command(&state, argv, at, end))
            return CLI_ERROR;
        at = end;
    }
    if (merge->file_count == 0) {
        cli_fail(&state, "merge: give the results files to merge (tessera-match merge FILE...)");
        return CLI_ERROR;
    }
    return CLI_OK;
}

const char *cli_usage(void) {
    return "usage: tessera-match -variant GAME -engine cmd=CMD [name=N] [option.X=V ...]\n"
           "                    -engine cmd=CMD ... -each tc=40/60+0.5 [options]\n"
           "\n"
           "Engines (-engine for one, -each for all; an engine's own setting wins):\n"
           "  cmd=CMD  name=NAME  dir=DIR  arg=ARG  proto=uci  restart=on|off\n"
           "  option.NAME=VALUE   tc=[MOVES/]SECONDS[+INC] | tc=inf   st=SECONDS\n"
           "  depth=N  nodes=N  timemargin=MS\n"
           "Schedule:\n"
           "  -variant GAME  -game-option NAME=VALUE ...  -players N\n"
           "  -tournament round-robin|gauntlet\n"
           "  -games N  -rounds N  -repeat [N]  -concurrency N  -wait MS\n"
           "  -openings file=F format=epd|pgn|moves order=sequential|random plies=N start=N\n"
           "  -random-openings plies=N [seed=S]   -seed S (alias -srand)\n"
           "Adjudication and stopping:\n"
           "  -draw movenumber=N movecount=N score=CP   -resign movecount=N score=CP "
           "[twosided=true]\n"
           "  -maxmoves N  -sprt elo0=E0 elo1=E1 alpha=A beta=B  -recover  -stalltimeout S\n"
           "Output:\n"
           "  -pgnout FILE [min]  -event NAME  -site NAME  -ratinginterval N  -progress S  -debug\n"
           "  -results FILE  -resume\n"
           "Compliance (one engine's protocol, rule by rule; exit status 1 on a failure):\n"
           "  -compliance -variant GAME -engine cmd=CMD [depth=N|nodes=N|st=S|tc=...] "
           "[timemargin=MS]\n"
           "Sharding (one schedule over many machines, docs/MATCHES.md):\n"
           "  -shard I/N (needs -seed)   tessera-match merge FILE... [-pgnout F] [-sprt ...]\n"
           "See docs/MATCHES.md.\n";
}
