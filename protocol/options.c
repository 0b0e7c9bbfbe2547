/*
 * options.c - every UCI option as one table row: its type, range and the function that
 * applies a validated value. A value is checked completely before anything changes, so a
 * rejected setoption leaves the engine exactly as it was.
 */
#include "options.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "../search/skill.h"
#include "../src/strbuf.h"
#include "../src/text.h"

typedef enum OptionType {
    OPTION_CHECK,
    OPTION_SPIN,
    OPTION_COMBO,
    OPTION_BUTTON,
    OPTION_STRING
} OptionType;

typedef struct OptionValue {
    bool check;
    int spin;
    const char *text; /* combo and string */
} OptionValue;

typedef struct Option {
    const char *name;
    OptionType type;
    int min, max;
    /* Applies a validated value; false (after printing an error) when it cannot. */
    bool (*apply)(Engine *engine, const OptionValue *value);
    void (*print_default)(const Engine *engine, StrBuf *line);
    const char *const *choices; /* a combo's values, NULL-terminated; NULL: the game names */
} Option;

enum {
    MULTIPV_MAX = 64,
    MOVE_OVERHEAD_MAX_MS = 5000,
};

static bool apply_variant(Engine *engine, const OptionValue *value) {
    const Game *game = game_find(value->text);
    if (!engine_set_game(engine, game)) {
        output_error(engine->out, "not enough memory to switch to %s", game->name);
        return false;
    }
    options_announce_variant(engine);
    engine_update_book(engine);
    return true;
}

static bool apply_players(Engine *engine, const OptionValue *value) {
    engine->options.players = value->spin;
    engine_reset_position(engine);
    options_announce_variant(engine);
    return true;
}

static bool apply_threads(Engine *engine, const OptionValue *value) {
    if (!searcher_set_threads(&engine->searcher, value->spin)) {
        output_error(engine->out, "cannot create %d threads; Threads stays %d", value->spin,
                     engine->options.threads);
        return false;
    }
    engine->options.threads = value->spin;
    return true;
}

static bool apply_hash(Engine *engine, const OptionValue *value) {
    if (!searcher_set_hash(&engine->searcher, (size_t)value->spin)) {
        output_error(engine->out, "cannot allocate %d MB; Hash stays %d MB", value->spin,
                     engine->options.hash_mb);
        return false;
    }
    engine->options.hash_mb = value->spin;
    return true;
}

static bool apply_evaluation(Engine *engine, const OptionValue *value) {
    engine->searcher.baseline = strcasecmp(value->text, "baseline") == 0;
    return true;
}

static bool apply_clear_hash(Engine *engine, const OptionValue *value) {
    (void)value;
    searcher_clear(&engine->searcher);
    return true;
}

#define STORE_SPIN(function, field)                                                                \
    static bool function(Engine *engine, const OptionValue *value) {                               \
        engine->options.field = value->spin;                                                       \
        return true;                                                                               \
    }
#define STORE_CHECK(function, field)                                                               \
    static bool function(Engine *engine, const OptionValue *value) {                               \
        engine->options.field = value->check;                                                      \
        return true;                                                                               \
    }

STORE_SPIN(apply_multipv, multipv)
STORE_SPIN(apply_move_overhead, move_overhead_ms)
STORE_SPIN(apply_skill, skill_level)
STORE_SPIN(apply_elo, elo)
STORE_CHECK(apply_ponder, ponder)
STORE_CHECK(apply_limit_strength, limit_strength)

static bool apply_own_book(Engine *engine, const OptionValue *value) {
    engine->options.own_book = value->check;
    engine_update_book(engine);
    return true;
}

static bool apply_book_file(Engine *engine, const OptionValue *value) {
    if (strlen(value->text) >= sizeof engine->options.book_file) {
        output_error(engine->out, "BookFile path longer than %zu bytes",
                     sizeof engine->options.book_file - 1);
        return false;
    }
    snprintf(engine->options.book_file, sizeof engine->options.book_file, "%s", value->text);
    engine_update_book(engine);
    return true;
}

static void default_variant(const Engine *engine, StrBuf *line) {
    (void)engine;
    strbuf_printf(line, " default %s", game_default()->name);
    for (int i = 0; i < game_count(); i++)
        strbuf_printf(line, " var %s", game_at(i)->name);
}

#define DEFAULT_SPIN(function, field)                                                              \
    static void function(const Engine *engine, StrBuf *line) {                                     \
        strbuf_printf(line, " default %d", engine->options.field);                                 \
    }
#define DEFAULT_CHECK(function, field)                                                             \
    static void function(const Engine *engine, StrBuf *line) {                                     \
        strbuf_printf(line, " default %s", engine->options.field ? "true" : "false");              \
    }

DEFAULT_SPIN(default_players, players)
DEFAULT_SPIN(default_threads, threads)
DEFAULT_SPIN(default_hash, hash_mb)
DEFAULT_SPIN(default_multipv, multipv)
DEFAULT_SPIN(default_move_overhead, move_overhead_ms)
DEFAULT_SPIN(default_skill, skill_level)
DEFAULT_SPIN(default_elo, elo)
DEFAULT_CHECK(default_ponder, ponder)
DEFAULT_CHECK(default_limit_strength, limit_strength)
DEFAULT_CHECK(default_own_book, own_book)

static void default_book_file(const Engine *engine, StrBuf *line) {
    strbuf_printf(line, " default %s",
                  engine->options.book_file[0] ? engine->options.book_file : "<empty>");
}

static const char *const EVALUATION_CHOICES[] = {"full", "baseline", NULL};

static void default_evaluation(const Engine *engine, StrBuf *line) {
    strbuf_printf(line, " default %s", engine->searcher.baseline ? "baseline" : "full");
    for (int i = 0; EVALUATION_CHOICES[i]; i++)
        strbuf_printf(line, " var %s", EVALUATION_CHOICES[i]);
}

static const Option OPTIONS[] = {
    {"UCI_Variant", OPTION_COMBO, 0, 0, apply_variant, default_variant, NULL},
    {"Players", OPTION_SPIN, 2, MAX_PLAYERS, apply_players, default_players, NULL},
    {"Threads", OPTION_SPIN, 1, SEARCH_MAX_THREADS, apply_threads, default_threads, NULL},
    {"Hash", OPTION_SPIN, 1, SEARCH_MAX_HASH_MB, apply_hash, default_hash, NULL},
    {"Clear Hash", OPTION_BUTTON, 0, 0, apply_clear_hash, NULL, NULL},
    {"MultiPV", OPTION_SPIN, 1, MULTIPV_MAX, apply_multipv, default_multipv, NULL},
    {"Ponder", OPTION_CHECK, 0, 0, apply_ponder, default_ponder, NULL},
    {"Move Overhead", OPTION_SPIN, 0, MOVE_OVERHEAD_MAX_MS, apply_move_overhead,
     default_move_overhead, NULL},
    {"Skill Level", OPTION_SPIN, 0, SKILL_LEVEL_MAX, apply_skill, default_skill, NULL},
    {"UCI_LimitStrength", OPTION_CHECK, 0, 0, apply_limit_strength, default_limit_strength, NULL},
    {"UCI_Elo", OPTION_SPIN, SKILL_ELO_MIN, SKILL_ELO_MAX, apply_elo, default_elo, NULL},
    {"OwnBook", OPTION_CHECK, 0, 0, apply_own_book, default_own_book, NULL},
    {"BookFile", OPTION_STRING, 0, 0, apply_book_file, default_book_file, NULL},
    {"Evaluation", OPTION_COMBO, 0, 0, apply_evaluation, default_evaluation, EVALUATION_CHOICES},
};

static const char *const TYPE_NAMES[] = {"check", "spin", "combo", "button", "string"};

void options_print(Engine *engine) {
    StrBuf line;
    strbuf_init(&line);
    for (size_t i = 0; i < sizeof OPTIONS / sizeof OPTIONS[0]; i++) {
        const Option *option = &OPTIONS[i];
        strbuf_clear(&line);
        strbuf_printf(&line, "option name %s type %s", option->name, TYPE_NAMES[option->type]);
        if (option->print_default)
            option->print_default(engine, &line);
        if (option->type == OPTION_SPIN)
            strbuf_printf(&line, " min %d max %d", option->min, option->max);
        output_line(engine->out, "%s", strbuf_text(&line));
    }
    strbuf_free(&line);
}

static const Option *find_option(const char *name) {
    for (size_t i = 0; i < sizeof OPTIONS / sizeof OPTIONS[0]; i++)
        if (strcasecmp(OPTIONS[i].name, name) == 0)
            return &OPTIONS[i];
    return NULL;
}

static bool combo_accepts(const Option *option, const char *value) {
    if (!option->choices)
        return game_find(value) != NULL;
    for (int i = 0; option->choices[i]; i++)
        if (strcasecmp(option->choices[i], value) == 0)
            return true;
    return false;
}

/* Checks value against the option's type and range; fills parsed. */
static bool validate(Engine *engine, const Option *option, const char *value, OptionValue *parsed) {
    char shown[64];
    text_printable(value ? value : "", shown, sizeof shown);
    if (option->type == OPTION_BUTTON)
        return true;
    if (!value) {
        output_error(engine->out, "option %s needs a value", option->name);
        return false;
    }
    parsed->text = value;
    switch (option->type) {
        case OPTION_CHECK:
            parsed->check = strcasecmp(value, "true") == 0;
            if (parsed->check || strcasecmp(value, "false") == 0)
                return true;
            output_error(engine->out, "option %s takes true or false, not '%s'", option->name,
                         shown);
            return false;
        case OPTION_SPIN:
            if (text_parse_int(value, option->min, option->max, &parsed->spin))
                return true;
            output_error(engine->out, "option %s takes a whole number from %d to %d, not '%s'",
                         option->name, option->min, option->max, shown);
            return false;
        case OPTION_COMBO:
            if (combo_accepts(option, value))
                return true;
            output_error(engine->out, "unknown %s '%s'", option->name, shown);
            return false;
        default:
            if (strcmp(value, "<empty>") == 0)
                parsed->text = "";
            return true;
    }
}

void options_set(Engine *engine, const char *name, const char *value) {
    const Option *option = find_option(name);
    if (!option) {
        char shown[64];
        text_printable(name, shown, sizeof shown);
        output_error(engine->out, "unknown option '%s'", shown);
        return;
    }
    OptionValue parsed = {false, 0, ""};
    if (!validate(engine, option, value, &parsed))
        return;
    engine_end_job(engine); /* a valid value stops the search, perft or bench first */
    option->apply(engine, &parsed);
}

void options_announce_variant(Engine *engine) {
    char position[MAX_POS_TEXT];
    engine->game->format(&engine->position, position, sizeof position);
    output_line(engine->out, "info string variant %s files %d ranks %d players %d startpos %s",
                engine->game->name, engine->game->files, engine->game->ranks,
                engine_players(engine), position);
}
