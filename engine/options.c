/*
 * options.c - every engine option as one table row: its type, range, current value and the
 * function that applies a validated value. A value is checked completely, and the memory it
 * needs is got, before anything changes, so a rejected tessera_set_option leaves the engine
 * exactly as it was, its running search included. Every game's own options (Game.choices,
 * Wall Go's WallGoRules and WallGoStart) follow the table, whatever game is played.
 */
#include "engine.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "search/skill.h"
#include "src/text.h"
#include "registry.h"

typedef struct OptionValue {
    bool check;
    int spin;
    const char *text;      /* combo and string */
    SearcherResize resize; /* Hash and Threads: the memory of the new size (prepare) */
} OptionValue;

typedef struct Option {
    const char *name;
    TesseraOptionType type;
    int min, max;
    /* Gets what a validated value needs while the job still runs (NULL: nothing); an error
     * refuses the value with the job untouched. */
    TesseraCode (*prepare)(TesseraEngine *engine, OptionValue *value);
    /* Applies a validated, prepared value (after engine_fail when it cannot). */
    TesseraCode (*apply)(TesseraEngine *engine, const OptionValue *value);
    void (*current)(const TesseraEngine *engine, char *text, size_t size);
    const char *const *choices; /* a combo's values, NULL-terminated; NULL: the game names */
} Option;

enum {
    MULTIPV_MAX = 64,
    MOVE_OVERHEAD_MAX_MS = 5000,
};

/* ---- applying values --------------------------------------------------------------------- */

static TesseraCode apply_variant(TesseraEngine *engine, const OptionValue *value) {
    const Game *game = registry_find(value->text);
    if (!engine_set_game(engine, game))
        return engine_fail(engine, TESSERA_ERROR_MEMORY, "not enough memory to switch to %s",
                           game->name);
    return engine_update_book(engine);
}

static TesseraCode apply_players(TesseraEngine *engine, const OptionValue *value) {
    engine->options.players = value->spin;
    engine_reset_position(engine);
    return TESSERA_OK;
}

/* Threads and Hash size the searcher. Their memory is got before the running search is
 * ended, so a size that cannot be had is refused with the search going on, the option keeping
 * its value: new workers or a new table are made beside the searcher in use and swapped in
 * once the search has ended. Before the first search there is no searcher, and so no search
 * using one: it is created at once with the new value. */
static bool create_searcher_with(TesseraEngine *engine, int *option, int value) {
    int before = *option;
    *option = value;
    if (engine_ensure_searcher(engine))
        return true;
    *option = before;
    return false;
}

static TesseraCode prepare_threads(TesseraEngine *engine, OptionValue *value) {
    if (engine->searcher_ready
            ? searcher_prepare_threads(&value->resize, &engine->searcher, value->spin)
            : create_searcher_with(engine, &engine->options.threads, value->spin))
        return TESSERA_OK;
    return engine_fail(engine, TESSERA_ERROR_MEMORY, "cannot create %d threads; Threads stays %d",
                       value->spin, engine->options.threads);
}

static TesseraCode prepare_hash(TesseraEngine *engine, OptionValue *value) {
    if (engine->searcher_ready
            ? searcher_prepare_hash(&value->resize, (size_t)value->spin)
            : create_searcher_with(engine, &engine->options.hash_mb, value->spin))
        return TESSERA_OK;
    return engine_fail(engine, TESSERA_ERROR_MEMORY, "cannot allocate %d MB; Hash stays %d MB",
                       value->spin, engine->options.hash_mb);
}

/* Swaps in what prepare made (nothing when it created the searcher). */
static void swap_in(TesseraEngine *engine, const OptionValue *value) {
    SearcherResize resize = value->resize;
    searcher_apply_resize(&engine->searcher, &resize);
}

static TesseraCode apply_threads(TesseraEngine *engine, const OptionValue *value) {
    swap_in(engine, value);
    engine->options.threads = value->spin;
    return TESSERA_OK;
}

static TesseraCode apply_hash(TesseraEngine *engine, const OptionValue *value) {
    swap_in(engine, value);
    engine->options.hash_mb = value->spin;
    return TESSERA_OK;
}

/* In EvalChoice order. */
static const char *const EVALUATION_CHOICES[] = {"full", "classical", "network", "baseline", NULL};

static TesseraCode apply_evaluation(TesseraEngine *engine, const OptionValue *value) {
    for (int choice = 0; EVALUATION_CHOICES[choice]; choice++)
        if (strcasecmp(value->text, EVALUATION_CHOICES[choice]) == 0)
            engine->options.evaluation = (EvalChoice)choice;
    engine->searcher.evaluation = engine->options.evaluation;
    return TESSERA_OK;
}

static TesseraCode apply_clear_hash(TesseraEngine *engine, const OptionValue *value) {
    (void)value;
    if (engine->searcher_ready)
        searcher_clear(&engine->searcher);
    return TESSERA_OK;
}

#define STORE_SPIN(function, field)                                                                \
    static TesseraCode function(TesseraEngine *engine, const OptionValue *value) {                 \
        engine->options.field = value->spin;                                                       \
        return TESSERA_OK;                                                                         \
    }
#define STORE_CHECK(function, field)                                                               \
    static TesseraCode function(TesseraEngine *engine, const OptionValue *value) {                 \
        engine->options.field = value->check;                                                      \
        return TESSERA_OK;                                                                         \
    }

STORE_SPIN(apply_multipv, multipv)
STORE_SPIN(apply_move_overhead, move_overhead_ms)
/* The strength picks the bundled book (Game.bundled_book), so it reloads the book. */
static TesseraCode apply_skill(TesseraEngine *engine, const OptionValue *value) {
    engine->options.skill_level = value->spin;
    return engine_update_book(engine);
}

static TesseraCode apply_limit_strength(TesseraEngine *engine, const OptionValue *value) {
    engine->options.limit_strength = value->check;
    return engine_update_book(engine);
}

STORE_SPIN(apply_elo, elo)
STORE_CHECK(apply_ponder, ponder)

static TesseraCode apply_own_book(TesseraEngine *engine, const OptionValue *value) {
    engine->options.own_book = value->check;
    return engine_update_book(engine);
}

static TesseraCode apply_book_file(TesseraEngine *engine, const OptionValue *value) {
    snprintf(engine->options.book_file, sizeof engine->options.book_file, "%s", value->text);
    return engine_update_book(engine);
}

/* ---- current values ---------------------------------------------------------------------- */

static void current_variant(const TesseraEngine *engine, char *text, size_t size) {
    snprintf(text, size, "%s", engine->game->name);
}

#define CURRENT_SPIN(function, field)                                                              \
    static void function(const TesseraEngine *engine, char *text, size_t size) {                   \
        snprintf(text, size, "%d", engine->options.field);                                         \
    }
#define CURRENT_CHECK(function, field)                                                             \
    static void function(const TesseraEngine *engine, char *text, size_t size) {                   \
        snprintf(text, size, "%s", engine->options.field ? "true" : "false");                      \
    }

CURRENT_SPIN(current_players, players)
CURRENT_SPIN(current_threads, threads)
CURRENT_SPIN(current_hash, hash_mb)
CURRENT_SPIN(current_multipv, multipv)
CURRENT_SPIN(current_move_overhead, move_overhead_ms)
CURRENT_SPIN(current_skill, skill_level)
CURRENT_SPIN(current_elo, elo)
CURRENT_CHECK(current_ponder, ponder)
CURRENT_CHECK(current_limit_strength, limit_strength)
CURRENT_CHECK(current_own_book, own_book)

static void current_book_file(const TesseraEngine *engine, char *text, size_t size) {
    snprintf(text, size, "%s",
             engine->options.book_file[0] ? engine->options.book_file : "<empty>");
}

static void current_evaluation(const TesseraEngine *engine, char *text, size_t size) {
    snprintf(text, size, "%s", EVALUATION_CHOICES[engine->options.evaluation]);
}

static const Option OPTIONS[] = {
    {"UCI_Variant", TESSERA_OPTION_COMBO, 0, 0, NULL, apply_variant, current_variant, NULL},
    {"Players", TESSERA_OPTION_SPIN, 2, MAX_PLAYERS, NULL, apply_players, current_players, NULL},
    {"Threads", TESSERA_OPTION_SPIN, 1, SEARCH_MAX_THREADS, prepare_threads, apply_threads,
     current_threads, NULL},
    {"Hash", TESSERA_OPTION_SPIN, 1, SEARCH_MAX_HASH_MB, prepare_hash, apply_hash, current_hash,
     NULL},
    {"Clear Hash", TESSERA_OPTION_BUTTON, 0, 0, NULL, apply_clear_hash, NULL, NULL},
    {"MultiPV", TESSERA_OPTION_SPIN, 1, MULTIPV_MAX, NULL, apply_multipv, current_multipv, NULL},
    {"Ponder", TESSERA_OPTION_CHECK, 0, 0, NULL, apply_ponder, current_ponder, NULL},
    {"Move Overhead", TESSERA_OPTION_SPIN, 0, MOVE_OVERHEAD_MAX_MS, NULL, apply_move_overhead,
     current_move_overhead, NULL},
    {"Skill Level", TESSERA_OPTION_SPIN, 0, SKILL_LEVEL_MAX, NULL, apply_skill, current_skill,
     NULL},
    {"UCI_LimitStrength", TESSERA_OPTION_CHECK, 0, 0, NULL, apply_limit_strength,
     current_limit_strength, NULL},
    {"UCI_Elo", TESSERA_OPTION_SPIN, SKILL_ELO_MIN, SKILL_ELO_MAX, NULL, apply_elo, current_elo,
     NULL},
    {"OwnBook", TESSERA_OPTION_CHECK, 0, 0, NULL, apply_own_book, current_own_book, NULL},
    {"BookFile", TESSERA_OPTION_STRING, 0, 0, NULL, apply_book_file, current_book_file, NULL},
    {"Evaluation", TESSERA_OPTION_COMBO, 0, 0, NULL, apply_evaluation, current_evaluation,
     EVALUATION_CHOICES},
};

enum { OPTION_COUNT = sizeof OPTIONS / sizeof OPTIONS[0] };

/* ---- the games' own options ----------------------------------------------------------------- */

/* Every game's choices (Game.choices) follow the table above, game by game in registry order;
 * index counts them from 0. NULL past the last. */
static const GameChoice *game_option(int index, const Game **owner) {
    for (int i = 0; registry_game(i); i++) {
        const Game *game = registry_game(i);
        if (index < game->choice_count) {
            *owner = game;
            return &game->choices[index];
        }
        index -= game->choice_count;
    }
    return NULL;
}

static int game_option_count(void) {
    int count = 0;
    for (int i = 0; registry_game(i); i++)
        count += registry_game(i)->choice_count;
    return count < ENGINE_GAME_OPTIONS_MAX ? count : ENGINE_GAME_OPTIONS_MAX;
}

static int find_game_option(const char *name) {
    const Game *owner = NULL;
    for (int index = 0; index < game_option_count(); index++)
        if (strcasecmp(game_option(index, &owner)->option, name) == 0)
            return index;
    return -1;
}

void engine_choices(const TesseraEngine *engine, GameChoices *chosen) {
    *chosen = (GameChoices){{0}};
    const Game *owner = NULL;
    int choice = 0; /* a game's choices are consecutive, in its own order */
    for (int index = 0; index < game_option_count(); index++) {
        game_option(index, &owner);
        if (owner == engine->game && choice < GAME_MAX_CHOICES)
            chosen->value[choice++] = engine->options.game_choice[index];
    }
}

static void describe_game_option(const TesseraEngine *engine, int index, TesseraOption *option) {
    const Game *owner = NULL;
    const GameChoice *choice = game_option(index, &owner);
    *option = (TesseraOption){.name = choice->option, .type = TESSERA_OPTION_COMBO};
    snprintf(option->value, sizeof option->value, "%s",
             choice->values[engine->options.game_choice[index]]);
    for (int i = 0; i < TESSERA_MAX_CHOICES && choice->values[i]; i++)
        option->choices[i] = choice->values[i];
}

/* A game option changes the start position of its game and may pick another bundled book
 * (Game.bundled_book): the engine goes back to the start and loads the book again when that
 * game is being played. */
static TesseraCode set_game_option(TesseraEngine *engine, int index, const char *value) {
    const Game *owner = NULL;
    const GameChoice *choice = game_option(index, &owner);
    char shown[64];
    text_printable(value ? value : "", shown, sizeof shown);
    if (!value)
        return engine_fail(engine, TESSERA_ERROR_OPTION, "option %s needs a value", choice->option);
    int selected = game_choice_value(choice, value);
    if (selected < 0)
        return engine_fail(engine, TESSERA_ERROR_OPTION, "unknown %s '%s'", choice->option, shown);
    engine_end_job(engine);
    engine->options.game_choice[index] = (uint8_t)selected;
    if (owner != engine->game)
        return TESSERA_OK;
    engine_reset_position(engine);
    return engine_update_book(engine);
}

/* ---- the API ------------------------------------------------------------------------------ */

int tessera_option_count(void) {
    return OPTION_COUNT + game_option_count();
}

TesseraCode tessera_option(const TesseraEngine *engine, int index, TesseraOption *option) {
    TesseraCode refused = engine_refusal(engine);
    if (refused != TESSERA_OK)
        return refused;
    if (!option || index < 0 || index >= tessera_option_count())
        return TESSERA_ERROR_ARGUMENT;
    if (index >= OPTION_COUNT) {
        describe_game_option(engine, index - OPTION_COUNT, option);
        return TESSERA_OK;
    }
    const Option *row = &OPTIONS[index];
    *option =
        (TesseraOption){.name = row->name, .type = row->type, .min = row->min, .max = row->max};
    if (row->current)
        row->current(engine, option->value, sizeof option->value);
    if (row->type != TESSERA_OPTION_COMBO)
        return TESSERA_OK;
    for (int i = 0; i < TESSERA_MAX_CHOICES; i++) {
        option->choices[i] = row->choices       ? row->choices[i]
                             : registry_game(i) ? registry_game(i)->name
                                                : NULL;
        if (!option->choices[i])
            break;
    }
    return TESSERA_OK;
}

static const Option *find_option(const char *name) {
    for (int i = 0; i < OPTION_COUNT; i++)
        if (strcasecmp(OPTIONS[i].name, name) == 0)
            return &OPTIONS[i];
    return NULL;
}

static bool combo_accepts(const Option *option, const char *value) {
    if (!option->choices)
        return registry_find(value) != NULL;
    for (int i = 0; option->choices[i]; i++)
        if (strcasecmp(option->choices[i], value) == 0)
            return true;
    return false;
}

/* Checks value against the option's type and range; fills parsed. */
static TesseraCode validate(TesseraEngine *engine, const Option *option, const char *value,
                            OptionValue *parsed) {
    char shown[64];
    text_printable(value ? value : "", shown, sizeof shown);
    if (option->type == TESSERA_OPTION_BUTTON)
        return TESSERA_OK;
    if (!value)
        return engine_fail(engine, TESSERA_ERROR_OPTION, "option %s needs a value", option->name);
    parsed->text = value;
    switch (option->type) {
        case TESSERA_OPTION_CHECK:
            parsed->check = strcasecmp(value, "true") == 0;
            if (parsed->check || strcasecmp(value, "false") == 0)
                return TESSERA_OK;
            return engine_fail(engine, TESSERA_ERROR_OPTION,
                               "option %s takes true or false, not '%s'", option->name, shown);
        case TESSERA_OPTION_SPIN:
            if (text_parse_int(value, option->min, option->max, &parsed->spin))
                return TESSERA_OK;
            return engine_fail(engine, TESSERA_ERROR_OPTION,
                               "option %s takes a whole number from %d to %d, not '%s'",
                               option->name, option->min, option->max, shown);
        case TESSERA_OPTION_COMBO:
            if (combo_accepts(option, value))
                return TESSERA_OK;
            return engine_fail(engine, TESSERA_ERROR_OPTION, "unknown %s '%s'", option->name,
                               shown);
        default:
            if (strcmp(value, "<empty>") == 0)
                parsed->text = "";
            if (strlen(parsed->text) >= sizeof engine->options.book_file)
                return engine_fail(engine, TESSERA_ERROR_OPTION, "%s path longer than %zu bytes",
                                   option->name, sizeof engine->options.book_file - 1);
            return TESSERA_OK;
    }
}

TesseraCode tessera_set_option(TesseraEngine *engine, const char *name, const char *value) {
    TesseraCode refused = engine_refusal(engine);
    if (refused != TESSERA_OK)
        return refused;
    const Option *option = name ? find_option(name) : NULL;
    int game_index = name && !option ? find_game_option(name) : -1;
    if (game_index >= 0)
        return set_game_option(engine, game_index, value);
    if (!option) {
        char shown[64];
        text_printable(name ? name : "", shown, sizeof shown);
        return engine_fail(engine, TESSERA_ERROR_OPTION, "unknown option '%s'", shown);
    }
    OptionValue parsed = {.text = ""};
    TesseraCode code = validate(engine, option, value, &parsed);
    if (code == TESSERA_OK && option->prepare)
        code = option->prepare(engine, &parsed);
    if (code != TESSERA_OK)
        return code;
    engine_end_job(engine); /* a valid, prepared value stops the search or perft first */
    return option->apply(engine, &parsed);
}
