/*
 * data_file.c - the tessera-data v1 reader (data_file.h): the header line, then each data
 * line split into result, score and position, the position parsed by the game and turned into
 * samples by its eval_features. Every error names file:line.
 */
#include "data_file.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "src/file_read.h"
#include "src/text.h"

#define DATA_MAGIC           "# tessera-data "
#define DATA_VERSION         "v1"
#define RESULT_SUM_TOLERANCE 0.01 /* "0.33,0.33,0.33": a three-way tie written to 2 decimals */

/* Whatever the file's size: the samples, not the text, are what memory must hold. */
#define DATA_MAX_BYTES ((size_t)1 << 42)

typedef struct Loader {
    const Game *game;
    const char *path;
    size_t line; /* number of the line being read */
    int players;
    size_t positions; /* data lines read */
    DataVisit visit;
    void *context;
    PosBuf pos;
    char *error;
    size_t error_size;
} Loader;

static bool fail(Loader *loader, const char *format, ...) __attribute__((format(printf, 2, 3)));

static bool fail(Loader *loader, const char *format, ...) {
    int used = snprintf(loader->error, loader->error_size, "%s:%zu: ", loader->path, loader->line);
    if (used < 0 || (size_t)used >= loader->error_size)
        return false;
    va_list args;
    va_start(args, format);
    vsnprintf(loader->error + used, loader->error_size - (size_t)used, format, args);
    va_end(args);
    return false;
}

bool tune_check_tunable(const Game *game, char *error, size_t error_size) {
    if (game->eval_weights && game->eval_features)
        return true;
    snprintf(error, error_size, "%s has no tunable evaluation yet", game->name);
    return false;
}

/* text without the spaces and tabs around it (in place). */
static char *trim(char *text) {
    text += strspn(text, " \t");
    size_t length = strlen(text);
    while (length > 0 && (text[length - 1] == ' ' || text[length - 1] == '\t'))
        text[--length] = '\0';
    return text;
}

/* ---- header ------------------------------------------------------------------------------- */

/* The players the data is for: the header's, which --players (requested) must agree with.
 * They choose the weights the samples are for (a game may have a multi-player set). */
static bool settle_players(Loader *loader, int from_header, int requested) {
    if (from_header && requested && from_header != requested)
        return fail(loader, "the data is for %d players, not %d", from_header, requested);
    loader->players = requested ? requested : from_header;
    if (!loader->players)
        return fail(loader, "the header gives no players=<n> (or give --players)");
    if (loader->players < loader->game->min_players || loader->players > loader->game->max_players)
        return fail(loader, "%s is not played by %d players", loader->game->name, loader->players);
    return true;
}

/* One "key=value" word of the header: game= must be ours, players= a count. */
static bool read_header_word(Loader *loader, char *word, bool *named, int *players) {
    char *value = strchr(word, '=');
    if (!value)
        return true;
    *value++ = '\0';
    char shown[64];
    text_printable(value, shown, sizeof shown);
    if (strcmp(word, "game") == 0) {
        const Game *game = loader->game;
        if (strcasecmp(value, game->name) != 0 &&
            !(game->alias && strcasecmp(value, game->alias) == 0))
            return fail(loader, "this is data for '%s', not %s: refused", shown, game->name);
        *named = true;
    } else if (strcmp(word, "players") == 0 && !text_parse_int(value, 1, MAX_PLAYERS, players)) {
        return fail(loader, "bad players=%s in the header", shown);
    }
    return true;
}

static bool read_header(Loader *loader, char *line, int requested_players) {
    if (!line || strncmp(line, DATA_MAGIC, strlen(DATA_MAGIC)) != 0)
        return fail(loader,
                    "not a tessera-data file: the first line must be '" DATA_MAGIC DATA_VERSION
                    " game=<name> players=<n> ...'");
    char *save = NULL, *version = strtok_r(line + strlen(DATA_MAGIC), " \t", &save);
    if (!version || strcmp(version, DATA_VERSION) != 0)
        return fail(loader, "unsupported data version '%s' (this tuner reads " DATA_VERSION ")",
                    version ? version : "");
    bool named = false;
    int players = 0;
    for (char *word; (word = strtok_r(NULL, " \t", &save));) {
        if (!read_header_word(loader, word, &named, &players))
            return false;
    }
    if (!named)
        return fail(loader, "the header names no game=<name>");
    return settle_players(loader, players, requested_players);
}

/* ---- data lines --------------------------------------------------------------------------- */

/* A result value: digits, optionally a '.' and more digits, from 0 to 1 ("1", "0.5"). */
static bool parse_fraction(const char *text, double *value) {
    const char *digits = "0123456789";
    size_t whole = strspn(text, digits), fraction = 0;
    const char *rest = text + whole;
    if (*rest == '.') {
        fraction = strspn(rest + 1, digits);
        rest += fraction > 0 ? 1 + fraction : 0;
    }
    if (whole == 0 || *rest != '\0')
        return false;
    *value = strtod(text, NULL);
    return *value <= 1.0;
}

/* "<v0>,<v1>,..." with one value per player, summing to 1. */
static bool parse_results(Loader *loader, char *text, double *results) {
    int count = 0;
    double sum = 0.0;
    for (char *value = text; value; count++) {
        char *comma = strchr(value, ',');
        if (comma)
            *comma = '\0';
        if (count == loader->players)
            return fail(loader, "more than %d result values", loader->players);
        if (!parse_fraction(trim(value), &results[count]))
            return fail(loader, "bad result value '%.20s' (0, 0.5, 1 or a share of 1)", value);
        sum += results[count];
        value = comma ? comma + 1 : NULL;
    }
    if (count != loader->players)
        return fail(loader, "%d result values for %d players", count, loader->players);
    if (sum < 1.0 - RESULT_SUM_TOLERANCE || sum > 1.0 + RESULT_SUM_TOLERANCE)
        return fail(loader, "the results add up to %g, not 1", sum);
    return true;
}

static bool parse_score(Loader *loader, const char *text, DataLine *parsed) {
    parsed->has_score = strcmp(text, "-") != 0;
    if (!parsed->has_score || text_parse_int(text, -SCORE_INFINITE, SCORE_INFINITE, &parsed->score))
        return true;
    return fail(loader, "bad score '%.20s' (an integer or '-')", text);
}

static bool parse_position(Loader *loader, const char *text) {
    char reason[256], shown[64];
    if (!*text)
        return fail(loader, "no position string");
    if (strlen(text) >= MAX_POS_TEXT)
        return fail(loader, "position string longer than %d bytes", MAX_POS_TEXT - 1);
    if (!loader->game->parse(&loader->pos, text, reason, sizeof reason)) {
        text_printable(text, shown, sizeof shown);
        return fail(loader, "bad %s position '%s': %s", loader->game->name, shown, reason);
    }
    int players = pos_header(&loader->pos)->players;
    if (players != loader->players)
        return fail(loader, "a position of %d players in data for %d", players, loader->players);
    return true;
}

/* "<result> | <score> | <position string>" */
static bool read_data_line(Loader *loader, char *line) {
    char *first_bar = strchr(line, '|');
    char *second_bar = first_bar ? strchr(first_bar + 1, '|') : NULL;
    if (!second_bar)
        return fail(loader, "expected '<result> | <score> | <position>'");
    *first_bar = *second_bar = '\0';
    double results[MAX_PLAYERS];
    DataLine parsed = {.pos = &loader->pos, .players = loader->players, .results = results};
    if (!parse_results(loader, trim(line), results) ||
        !parse_score(loader, trim(first_bar + 1), &parsed) ||
        !parse_position(loader, trim(second_bar + 1)))
        return false;
    loader->positions++;
    char reason[256];
    if (!loader->visit(loader->context, &parsed, reason, sizeof reason))
        return fail(loader, "%s", reason);
    return true;
}

static bool accept_line(void *context, const DataLine *line, char *error, size_t error_size) {
    (void)context, (void)line, (void)error, (void)error_size;
    return true;
}

bool data_line_check(const Game *game, int players, const char *path, size_t line_number,
                     char *line_text, char *error, size_t error_size) {
    Loader *loader = malloc(sizeof *loader);
    if (!loader) {
        snprintf(error, error_size, "out of memory");
        return false;
    }
    loader->game = game;
    loader->path = path;
    loader->line = line_number;
    loader->players = players;
    loader->positions = 0;
    loader->visit = accept_line;
    loader->context = NULL;
    loader->error = error;
    loader->error_size = error_size;
    bool ok = strlen(line_text) == strcspn(line_text, "\r") ? read_data_line(loader, line_text)
                                                            : fail(loader, "a carriage return");
    free(loader);
    return ok;
}

/* ---- the file ----------------------------------------------------------------------------- */

/* Each line after the header: comments skipped, every other line one position. */
static bool read_lines(Loader *loader, FILE *file, int requested_players) {
    char *line = NULL;
    size_t capacity = 0;
    ssize_t length;
    bool ok = true;
    while (ok && (length = getline(&line, &capacity, file)) >= 0) {
        loader->line++;
        if (strlen(line) != (size_t)length) {
            ok = fail(loader, "a NUL byte in the line");
            break;
        }
        line[strcspn(line, "\r\n")] = '\0';
        if (loader->line == 1)
            ok = read_header(loader, line, requested_players);
        else if (line[0] != '#')
            ok = read_data_line(loader, line);
    }
    if (ok && ferror(file))
        ok = fail(loader, "read error");
    else if (ok && loader->line == 0)
        ok = fail(loader, "empty file: no tessera-data header");
    else if (ok && loader->positions == 0)
        ok = fail(loader, "no positions in the file");
    free(line);
    return ok;
}

/* The data file as a stream, or NULL with the reason in error. */
static FILE *open_data(const char *path, char *error, size_t error_size) {
    size_t size;
    int fd = file_open_regular(path, DATA_MAX_BYTES, &size, error, error_size);
    FILE *file = fd >= 0 ? fdopen(fd, "r") : NULL;
    if (fd >= 0 && !file) {
        close(fd);
        snprintf(error, error_size, "cannot read '%s'", path);
    }
    return file;
}

bool data_file_read(const Game *game, const char *path, int players, DataVisit visit, void *context,
                    DataSummary *summary, char *error, size_t error_size) {
    *summary = (DataSummary){0};
    FILE *file = open_data(path, error, error_size);
    if (!file)
        return false;
    Loader *loader = malloc(sizeof *loader);
    bool loaded = false;
    if (loader) {
        *loader = (Loader){.game = game,
                           .path = path,
                           .visit = visit,
                           .context = context,
                           .error = error,
                           .error_size = error_size};
        loaded = read_lines(loader, file, players);
        *summary = (DataSummary){.positions = loader->positions, .players = loader->players};
    } else {
        snprintf(error, error_size, "out of memory");
    }
    free(loader);
    fclose(file);
    return loaded;
}

/* ---- the tuner's samples ------------------------------------------------------------------ */

/* What the residual network adds to the game's evaluation of pos, from player 0's view. */
static int network_correction(const Game *game, const void *pos) {
    int correction = game_net_evaluate(game, pos) - game->evaluate(pos);
    return pos_header(pos)->side == 0 ? correction : -correction;
}

/* The samples of a position: player 0's with two players, every player's with more. A
 * position the game declines for any player gives none. */
static bool add_samples(void *context, const DataLine *line, char *error, size_t error_size) {
    TuneData *data = context;
    const Game *game = data->game;
    if (data->players == 0) { /* the first line: the weights follow the data's players */
        const EvalWeights *weights = game_eval_weights(game, line->players);
        tune_samples_init(&data->samples, weights->count, weights->tapered);
        data->players = line->players;
        if (data->over_network && line->players != 2) {
            snprintf(error, error_size, "--over-network: the network is for two players");
            return false;
        }
    }
    EvalFeatures features[MAX_PLAYERS];
    int sampled = line->players == 2 ? 1 : line->players;
    for (int p = 0; p < sampled; p++) {
        features[p] = (EvalFeatures){.scale = EVAL_SCALE_NORMAL};
        if (!game->eval_features(line->pos, p, &features[p])) {
            data->declined++;
            return true;
        }
    }
    if (data->over_network)
        features[0].fixed += network_correction(game, line->pos);
    for (int p = 0; p < sampled; p++) {
        char reason[200];
        if (!tune_samples_add(&data->samples, &features[p], line->results[p], reason,
                              sizeof reason)) {
            snprintf(error, error_size, "player %d: %s", p, reason);
            return false;
        }
        /* the score is the side to move's; two players: the sample is player 0's */
        if (line->has_score && line->players == 2)
            tune_samples_set_score(&data->samples,
                                   pos_header(line->pos)->side == 0 ? line->score : -line->score);
    }
    return true;
}

bool tune_data_load(const Game *game, const char *path, int players, bool over_network,
                    TuneData *data, char *error, size_t error_size) {
    *data = (TuneData){.game = game, .over_network = over_network};
    if (!tune_check_tunable(game, error, error_size))
        return false;
    if (over_network && !(game->net && game->net->residual)) {
        snprintf(error, error_size, "--over-network: %s has no residual network", game->name);
        return false;
    }
    DataSummary summary;
    bool loaded =
        data_file_read(game, path, players, add_samples, data, &summary, error, error_size);
    data->positions = summary.positions;
    data->players = summary.players;
    return loaded;
}

void tune_data_free(TuneData *data) {
    tune_samples_free(&data->samples);
}
