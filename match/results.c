/*
 * results.c - writing and reading the JSON lines of the results file.
 *
 * A line, wrapped here for reading (the file has it on one line):
 *   {"match":"3f0c...","variant":"chess","engines":["A","B"],"tc":["2+0.05","2+0.05"],
 *    "players":2,"repeat":2,"games":20,"shard":"2/4","game":5,"block":2,"seats":[0,1],
 *    "seat_names":["A","B"],"opening":{"start":"<fen>","startpos":true,"moves":"e2e4 e7e5"},
 *    "result":"1-0","ranks":[1,2],"reason":"White mates","termination":"normal",
 *    "culprit":-1,"plies":41,"started":1764079200,"duration_ms":5321,
 *    "moves":[{"m":"e2e4","san":"e4","book":true},{"m":"g8f6","san":"Nf6","ms":84,"cp":-21,
 *    "depth":9},...]}
 * "game_options" (`"WallGoRules=show"`) follows "variant" when the match set a game's own
 * options; "scores" follows "culprit" in games that keep scores (Wall Go); a move with a mate
 * score has "mate" instead of "cp"; "san" is left out where it equals the move.
 */
#include "results.h"

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "src/fnv1a.h"
#include "clock.h"
#include "json.h"

static const char *const TERMINATION_NAMES[TERMINATION_KINDS] = {
    "normal", "adjudication", "illegal move", "time forfeit", "crash", "stall", "disconnect",
};

/* ---- the match ------------------------------------------------------------------------- */

static const char *file_name_of(const char *path) {
    const char *slash = strrchr(path, '/');
    return slash ? slash + 1 : path;
}

/* The text the fingerprint hashes: everything that decides which games are played how, but
 * not where the files and programs lie (that differs from machine to machine). */
static void schedule_text(const MatchConfig *config, const ResultsMatch *match, char *text,
                          size_t size) {
    const OpeningConfig *openings = &config->openings;
    size_t at = (size_t)snprintf(
        text, size, "%s|%d|%d|%d|%d|%d|%" PRIu64 "|%s|%d|%d|%d|%d|%d|%" PRIu64, config->variant,
        config->players, (int)config->tournament, config->games, config->rounds, config->repeat,
        config->seed, file_name_of(openings->file), (int)openings->format, openings->random_order,
        openings->plies, openings->start, openings->random_plies, openings->random_seed);
    for (int i = 0; i < match->engine_count && at < size; i++)
        at += (size_t)snprintf(text + at, size - at, "|%s|%s", match->names[i], match->tcs[i]);
    if (match->game_options[0] && at < size) /* so matches without them keep their ids */
        snprintf(text + at, size - at, "|%s", match->game_options);
}

void results_describe(const MatchConfig *config, int total_games, ResultsMatch *match) {
    memset(match, 0, sizeof *match);
    snprintf(match->variant, sizeof match->variant, "%s", config->variant);
    snprintf(match->game_options, sizeof match->game_options, "%s", config->game_options);
    match->players = config->players;
    match->repeat = config->repeat;
    match->total_games = total_games;
    match->engine_count = config->engine_count;
    for (int i = 0; i < config->engine_count; i++) {
        snprintf(match->names[i], sizeof match->names[i], "%s", config->engines[i].name);
        clock_format_tc(&config->engines[i].tc, match->tcs[i], sizeof match->tcs[i]);
    }
    char text[MAX_ENGINES * (MAX_NAME_TEXT + RESULTS_TC_TEXT) + MAX_PATH_TEXT + GAME_OPTIONS_TEXT +
              256];
    schedule_text(config, match, text, sizeof text);
    snprintf(match->id, sizeof match->id, "%016" PRIx64,
             fnv1a_bytes(FNV1A_START, text, strlen(text)));
}

/* The fingerprint, and the fields the summary is built from (a line could carry a
 * fingerprint that does not fit them). */
bool results_same_match(const ResultsMatch *a, const ResultsMatch *b) {
    bool same = strcmp(a->id, b->id) == 0 && strcmp(a->variant, b->variant) == 0 &&
                strcmp(a->game_options, b->game_options) == 0 && a->players == b->players &&
                a->repeat == b->repeat && a->total_games == b->total_games &&
                a->engine_count == b->engine_count;
    for (int i = 0; same && i < a->engine_count; i++)
        same = strcmp(a->names[i], b->names[i]) == 0 && strcmp(a->tcs[i], b->tcs[i]) == 0;
    return same;
}

/* ---- writing --------------------------------------------------------------------------- */

static void write_string_array(FILE *out, const char *name, const char *const *texts, int count) {
    fprintf(out, ",\"%s\":[", name);
    for (int i = 0; i < count; i++) {
        if (i)
            fputc(',', out);
        json_write_string(out, texts[i]);
    }
    fputc(']', out);
}

static void write_int_array(FILE *out, const char *name, const int *values, int count) {
    fprintf(out, ",\"%s\":[", name);
    for (int i = 0; i < count; i++)
        fprintf(out, i ? ",%d" : "%d", values[i]);
    fputc(']', out);
}

static void write_match(FILE *out, const ResultsMatch *match, const char *shard) {
    const char *names[MAX_ENGINES], *tcs[MAX_ENGINES];
    for (int i = 0; i < match->engine_count; i++)
        names[i] = match->names[i], tcs[i] = match->tcs[i];
    fprintf(out, "{\"match\":\"%s\",\"variant\":", match->id);
    json_write_string(out, match->variant);
    if (match->game_options[0]) {
        fputs(",\"game_options\":", out);
        json_write_string(out, match->game_options);
    }
    write_string_array(out, "engines", names, match->engine_count);
    write_string_array(out, "tc", tcs, match->engine_count);
    fprintf(out, ",\"players\":%d,\"repeat\":%d,\"games\":%d,\"shard\":\"%s\"", match->players,
            match->repeat, match->total_games, shard);
}

/* The opening: the start position and the moves played from the book. */
static void write_opening(FILE *out, const GameRecord *record) {
    fputs(",\"opening\":{\"start\":", out);
    json_write_string(out, record->start_text);
    fprintf(out, ",\"startpos\":%s,\"moves\":\"", record->from_startpos ? "true" : "false");
    for (int i = 0, first = 1; i < record->move_count; i++)
        if (record->moves[i].from_opening) {
            fprintf(out, "%s%s", first ? "" : " ", record->moves[i].text);
            first = 0;
        }
    fputs("\"}", out);
}

static void write_move(FILE *out, const MoveRecord *move) {
    fputs("{\"m\":", out);
    json_write_string(out, move->text);
    if (strcmp(move->san, move->text) != 0) {
        fputs(",\"san\":", out);
        json_write_string(out, move->san);
    }
    if (move->from_opening) {
        fputs(",\"book\":true}", out);
        return;
    }
    fprintf(out, ",\"ms\":%" PRId64, move->elapsed_ms);
    if (move->has_score)
        fprintf(out, ",\"%s\":%d,\"depth\":%d", move->mate ? "mate" : "cp", move->score,
                move->depth);
    fputc('}', out);
}

void results_write(FILE *out, const ResultsMatch *match, const char *shard, int block,
                   const GameRecord *record) {
    const char *seat_names[MAX_PLAYERS];
    char result[32];
    for (int p = 0; p < record->players; p++)
        seat_names[p] = match->names[record->seats[p]];
    runner_record_result_text(record, result, sizeof result);
    write_match(out, match, shard);
    fprintf(out, ",\"game\":%d,\"block\":%d", record->number, block);
    write_int_array(out, "seats", record->seats, record->players);
    write_string_array(out, "seat_names", seat_names, record->players);
    write_opening(out, record);
    fprintf(out, ",\"result\":\"%s\"", result);
    write_int_array(out, "ranks", record->ranks, record->players);
    fputs(",\"reason\":", out);
    json_write_string(out, record->reason);
    fprintf(out, ",\"termination\":\"%s\",\"culprit\":%d", TERMINATION_NAMES[record->termination],
            record->culprit);
    if (record->status.has_scores)
        write_int_array(out, "scores", record->status.scores, record->players);
    fprintf(out, ",\"plies\":%d,\"started\":%lld,\"duration_ms\":%" PRId64 ",\"moves\":[",
            record->move_count, (long long)record->started, record->duration_ms);
    for (int i = 0; i < record->move_count; i++) {
        if (i)
            fputc(',', out);
        write_move(out, &record->moves[i]);
    }
    fputs("]}\n", out);
}

/* ---- reading --------------------------------------------------------------------------- */

typedef struct LineReader {
    const JsonValue *line;
    char *error;
    size_t error_size;
} LineReader;

static bool line_fail(LineReader *reader, const char *name, const char *what) {
    snprintf(reader->error, reader->error_size, "\"%s\": %s", name, what);
    return false;
}

static const JsonValue *member_of(LineReader *reader, const JsonValue *object, const char *name,
                                  JsonType type) {
    const JsonValue *value = json_member(object, name);
    if (!value)
        line_fail(reader, name, "missing");
    else if (value->type != type)
        line_fail(reader, name, "wrong type");
    return value && value->type == type ? value : NULL;
}

static bool number_to_int(LineReader *reader, const char *name, const JsonValue *value,
                          long long min, long long max, long long *out) {
    if (!value || value->type != JSON_NUMBER)
        return line_fail(reader, name, "expected a number");
    double number = value->number;
    if (!(number >= (double)min && number <= (double)max)) /* before the cast: no overflow */
        return line_fail(reader, name, "number out of range");
    if (number != (double)(long long)number)
        return line_fail(reader, name, "expected a whole number");
    *out = (long long)number;
    return true;
}

static bool read_int(LineReader *reader, const JsonValue *object, const char *name, int min,
                     int max, int *out) {
    long long value;
    const JsonValue *member = member_of(reader, object, name, JSON_NUMBER);
    if (!member || !number_to_int(reader, name, member, min, max, &value))
        return false;
    *out = (int)value;
    return true;
}

static bool read_text(LineReader *reader, const JsonValue *object, const char *name, char *out,
                      size_t size) {
    const JsonValue *member = member_of(reader, object, name, JSON_STRING);
    if (!member)
        return false;
    if (strlen(member->string) >= size)
        return line_fail(reader, name, "too long");
    strcpy(out, member->string);
    return true;
}

/* An array of exactly count ints in [min, max]. */
static bool read_ints(LineReader *reader, const char *name, int count, int min, int max, int *out) {
    const JsonValue *array = member_of(reader, reader->line, name, JSON_ARRAY);
    if (!array)
        return false;
    if (array->count != count)
        return line_fail(reader, name, "wrong number of entries");
    for (int i = 0; i < count; i++) {
        long long value;
        if (!number_to_int(reader, name, &array->items[i], min, max, &value))
            return false;
        out[i] = (int)value;
    }
    return true;
}

static bool read_texts(LineReader *reader, const char *name, int count, char *out, size_t size) {
    const JsonValue *array = member_of(reader, reader->line, name, JSON_ARRAY);
    if (!array)
        return false;
    if (array->count < 1 || array->count > count)
        return line_fail(reader, name, "wrong number of entries");
    for (int i = 0; i < array->count; i++) {
        const JsonValue *item = &array->items[i];
        if (item->type != JSON_STRING || strlen(item->string) >= size)
            return line_fail(reader, name, "expected short strings");
        strcpy(out + (size_t)i * size, item->string);
    }
    return true;
}

static bool read_match(LineReader *reader, ResultsMatch *match) {
    const JsonValue *line = reader->line;
    const JsonValue *engines = member_of(reader, line, "engines", JSON_ARRAY);
    if (!engines || !read_text(reader, line, "match", match->id, sizeof match->id) ||
        strlen(match->id) != 16 ||
        !read_text(reader, line, "variant", match->variant, sizeof match->variant) ||
        (json_member(line, "game_options") &&
         !read_text(reader, line, "game_options", match->game_options,
                    sizeof match->game_options)) ||
        !read_texts(reader, "engines", MAX_ENGINES, match->names[0], sizeof match->names[0]) ||
        !read_texts(reader, "tc", MAX_ENGINES, match->tcs[0], sizeof match->tcs[0]) ||
        !read_int(reader, line, "players", 2, MAX_PLAYERS, &match->players) ||
        !read_int(reader, line, "repeat", 1, 1000, &match->repeat) ||
        !read_int(reader, line, "games", 1, 2000000000, &match->total_games)) {
        if (!reader->error[0])
            line_fail(reader, "match", "expected 16 hex digits");
        return false;
    }
    match->engine_count = engines->count;
    if (match->engine_count < 2 || json_member(line, "tc")->count != match->engine_count)
        return line_fail(reader, "engines", "needs two or more, with a tc each");
    return true;
}

static bool read_termination(LineReader *reader, GameRecord *record) {
    char name[32];
    if (!read_text(reader, reader->line, "termination", name, sizeof name))
        return false;
    for (int i = 0; i < TERMINATION_KINDS; i++)
        if (strcmp(name, TERMINATION_NAMES[i]) == 0) {
            record->termination = (Termination)i;
            return true;
        }
    return line_fail(reader, "termination", "unknown kind");
}

static bool read_move(LineReader *reader, const JsonValue *item, MoveRecord *move) {
    const JsonValue *text = json_member(item, "m"), *san = json_member(item, "san");
    if (!text || text->type != JSON_STRING || strlen(text->string) >= sizeof move->text ||
        (san && (san->type != JSON_STRING || strlen(san->string) >= sizeof move->san)))
        return line_fail(reader, "moves", "a move needs \"m\" (and \"san\") as short strings");
    strcpy(move->text, text->string);
    strcpy(move->san, san ? san->string : text->string);
    const JsonValue *book = json_member(item, "book"), *cp = json_member(item, "cp"),
                    *mate = json_member(item, "mate");
    move->from_opening = book && book->type == JSON_BOOL && book->boolean;
    if (move->from_opening)
        return true;
    long long value;
    if (!number_to_int(reader, "ms", json_member(item, "ms"), 0, INT64_MAX / 2, &value))
        return false;
    move->elapsed_ms = value;
    move->has_score = cp || mate;
    move->mate = mate != NULL;
    if (!move->has_score)
        return true;
    if (!number_to_int(reader, mate ? "mate" : "cp", mate ? mate : cp, -1000000, 1000000, &value))
        return false;
    move->score = (int)value;
    if (!number_to_int(reader, "depth", json_member(item, "depth"), 0, 100000, &value))
        return false;
    move->depth = (int)value;
    return true;
}

static bool read_moves(LineReader *reader, GameRecord *record) {
    const JsonValue *moves = member_of(reader, reader->line, "moves", JSON_ARRAY);
    if (!moves)
        return false;
    record->moves = calloc((size_t)(moves->count ? moves->count : 1), sizeof *record->moves);
    if (!record->moves)
        abort();
    record->move_capacity = moves->count ? moves->count : 1;
    for (int i = 0; i < moves->count; i++) {
        if (!read_move(reader, &moves->items[i], &record->moves[i]))
            return false;
        record->move_count++;
    }
    return true;
}

static bool read_opening(LineReader *reader, GameRecord *record) {
    const JsonValue *opening = member_of(reader, reader->line, "opening", JSON_OBJECT);
    const JsonValue *startpos = opening ? json_member(opening, "startpos") : NULL;
    if (!opening ||
        !read_text(reader, opening, "start", record->start_text, sizeof record->start_text))
        return false;
    if (!startpos || startpos->type != JSON_BOOL)
        return line_fail(reader, "startpos", "expected true or false");
    record->from_startpos = startpos->boolean;
    return true;
}

static bool read_scores(LineReader *reader, GameRecord *record) {
    if (!json_member(reader->line, "scores"))
        return true;
    record->status.has_scores = true;
    return read_ints(reader, "scores", record->players, -1000000, 1000000, record->status.scores);
}

static bool read_game(LineReader *reader, ResultsGame *game) {
    const JsonValue *line = reader->line;
    GameRecord *record = &game->record;
    ResultsMatch *match = &game->match;
    long long started, duration;
    if (!read_match(reader, match) ||
        !read_int(reader, line, "game", 1, match->total_games, &record->number) ||
        !read_int(reader, line, "block", 0, match->total_games - 1, &game->block))
        return false;
    const JsonValue *seats = member_of(reader, line, "seats", JSON_ARRAY);
    if (!seats)
        return false;
    record->players = seats->count;
    if (record->players != match->players)
        return line_fail(reader, "seats", "one per player expected");
    if (!read_ints(reader, "seats", record->players, 0, match->engine_count - 1, record->seats) ||
        !read_ints(reader, "ranks", record->players, 1, record->players, record->ranks) ||
        !read_text(reader, line, "reason", record->reason, sizeof record->reason) ||
        !read_termination(reader, record) ||
        !read_int(reader, line, "culprit", -1, record->players - 1, &record->culprit) ||
        !read_scores(reader, record) || !read_opening(reader, record) ||
        !number_to_int(reader, "started", json_member(line, "started"), 0, INT64_MAX / 2,
                       &started) ||
        !number_to_int(reader, "duration_ms", json_member(line, "duration_ms"), 0, INT64_MAX / 2,
                       &duration) ||
        !read_moves(reader, record))
        return false;
    record->started = (time_t)started;
    record->duration_ms = duration;
    return true;
}

bool results_parse(const char *line, ResultsGame *game, char *error, size_t error_size) {
    memset(game, 0, sizeof *game);
    JsonValue value;
    char json_error[128];
    bool ok = json_parse(line, &value, json_error, sizeof json_error);
    if (!ok)
        snprintf(error, error_size, "not JSON (%s)", json_error);
    else if (value.type != JSON_OBJECT) {
        snprintf(error, error_size, "not a JSON object");
        ok = false;
    } else {
        LineReader reader = {.line = &value, .error = error, .error_size = error_size};
        error[0] = '\0';
        ok = read_game(&reader, game);
    }
    json_free(&value);
    return ok;
}

/* ---- files ----------------------------------------------------------------------------- */

static void file_add(ResultsFile *file, const ResultsGame *game) {
    if (file->count == file->capacity) {
        file->capacity = file->capacity ? 2 * file->capacity : 64;
        file->games = realloc(file->games, (size_t)file->capacity * sizeof *file->games);
        if (!file->games)
            abort();
    }
    file->games[file->count++] = *game;
}

static bool read_lines(FILE *in, const char *path, ResultsFile *file, char *error,
                       size_t error_size) {
    char *line = NULL;
    size_t size = 0;
    ssize_t length;
    bool ok = true;
    for (int number = 1; ok && (length = getline(&line, &size, in)) > 0; number++) {
        if (line[length - 1] != '\n') {
            file->cut_short = true;
            break;
        }
        file->kept_bytes += length;
        if (strspn(line, " \t\r\n") == (size_t)length)
            continue;
        ResultsGame game;
        char reason[256];
        ok = results_parse(line, &game, reason, sizeof reason);
        if (ok)
            file_add(file, &game);
        else {
            runner_record_free(&game.record);
            snprintf(error, error_size, "results file '%s' line %d: %s", path, number, reason);
        }
    }
    if (ok && ferror(in)) {
        snprintf(error, error_size, "cannot read results file '%s': %s", path, strerror(errno));
        ok = false;
    }
    free(line);
    return ok;
}

/* Opens path for reading without waiting (a FIFO without a writer would block a plain
 * fopen) and only when it is a regular file (a device such as /dev/zero never ends). */
static FILE *open_regular(const char *path, char *error, size_t error_size) {
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    struct stat info;
    FILE *in = NULL;
    if (fd < 0) {
        snprintf(error, error_size, "cannot read results file '%s': %s", path, strerror(errno));
        return NULL;
    }
    if (fstat(fd, &info) != 0 || !S_ISREG(info.st_mode))
        snprintf(error, error_size, "results file '%s' is not a regular file", path);
    else if (!(in = fdopen(fd, "r")))
        snprintf(error, error_size, "cannot read results file '%s': %s", path, strerror(errno));
    if (!in)
        close(fd);
    return in;
}

bool results_read(const char *path, bool missing_ok, ResultsFile *file, char *error,
                  size_t error_size) {
    memset(file, 0, sizeof *file);
    if (missing_ok && access(path, F_OK) != 0 && errno == ENOENT)
        return true;
    FILE *in = open_regular(path, error, error_size);
    if (!in)
        return false;
    bool ok = read_lines(in, path, file, error, error_size);
    fclose(in);
    return ok;
}

void results_file_free(ResultsFile *file) {
    for (int i = 0; i < file->count; i++)
        runner_record_free(&file->games[i].record);
    free(file->games);
    memset(file, 0, sizeof *file);
}
