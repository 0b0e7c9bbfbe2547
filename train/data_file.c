/*
 * data_file.c - the tessera-data v1 file (data_file.h). Reading: the header line, then each
 * data line split into result, score and position, the position parsed by the game; every
 * error names file:line. Writing: the header, whole games with their hashed markers, and
 * resuming, which checks every line of the games already there with the reader's own checks.
 */
#include "data_file.h"

#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "src/file_read.h"
#include "src/fnv1a.h"
#include "src/game_choices.h"
#include "src/text.h"

#define DATA_MAGIC           "# tessera-data "
#define DATA_VERSION         "v1"
#define RESULT_SUM_TOLERANCE 0.01 /* "0.33,0.33,0.33": a three-way tie written to 2 decimals */

/* Whatever the file's size: what a reader makes of it, not the text, is what memory must
 * hold. */
#define DATA_MAX_BYTES ((size_t)1 << 42)

typedef struct Loader {
    const Game *game;
    const char *path;
    size_t line; /* number of the line being read */
    int players;
    size_t positions; /* data lines read */
    size_t limit;     /* stop after this many data lines; 0: read to the end */
    int64_t offset;   /* where the line being read starts */
    DataVisit visit;
    void *context;
    PosBuf pos;
    GameChoices chosen; /* from the header's words naming the game's own options */
    bool header_read;   /* by this loader: then every position must fit chosen */
    char *error;
    size_t error_size;
} Loader;

static bool fail(Loader *loader, const char *format, ...) __attribute__((format(printf, 2, 3)));

/* "path:line: what" into the loader's error. */
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

/* text without the spaces and tabs around it (in place). */
static char *trim(char *text) {
    text += strspn(text, " \t");
    size_t length = strlen(text);
    while (length > 0 && (text[length - 1] == ' ' || text[length - 1] == '\t'))
        text[--length] = '\0';
    return text;
}

/* ---- reading: the header
 * ------------------------------------------------------------------------- */

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

/* One "key=value" word of the header: game= must be ours, players= a count, a game's own
 * option one of its values. */
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
    } else if (game_choice_find(loader->game, word)) {
        char pair[128], reason[384];
        snprintf(pair, sizeof pair, "%s=%s", word, value);
        if (!game_choices_read_pair(loader->game, pair, &loader->chosen, NULL, reason,
                                    sizeof reason))
            return fail(loader, "in the header: %s", reason);
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
    loader->header_read = true;
    return settle_players(loader, players, requested_players);
}

/* ---- reading: data lines
 * ------------------------------------------------------------------------- */

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
    const Game *game = loader->game;
    if (loader->header_read && game->fits_choices &&
        !game->fits_choices(&loader->pos, &loader->chosen, reason, sizeof reason))
        return fail(loader, "not the rules of the header: %s", reason);
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
    DataLine parsed = {.pos = &loader->pos,
                       .players = loader->players,
                       .results = results,
                       .offset = loader->offset,
                       .line = loader->line,
                       .chosen = &loader->chosen};
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

/* A loader that checks single lines of path (for resuming a written file): NULL when out of
 * memory. Its errors go to error. */
static Loader *checker_create(const Game *game, int players, const char *path, char *error,
                              size_t error_size) {
    Loader *loader = malloc(sizeof *loader);
    if (loader)
        *loader = (Loader){.game = game,
                           .path = path,
                           .players = players,
                           .visit = accept_line,
                           .error = error,
                           .error_size = error_size};
    return loader;
}

/* Checks line line_number (its newline removed; modified) as a read would: false with
 * "path:line_number: what is wrong" in the checker's error. */
static bool checker_check(Loader *loader, size_t line_number, char *line) {
    loader->line = line_number;
    if (strlen(line) != strcspn(line, "\r"))
        return fail(loader, "a carriage return");
    return read_data_line(loader, line);
}

/* ---- reading: the file
 * --------------------------------------------------------------------------- */

/* Each line after the header: comments skipped, every other line one position. */
static bool read_lines(Loader *loader, FILE *file, int requested_players) {
    char *line = NULL;
    size_t capacity = 0;
    ssize_t length;
    bool ok = true;
    for (int64_t next = loader->offset;
         ok && !(loader->limit && loader->positions == loader->limit) &&
         (length = getline(&line, &capacity, file)) >= 0;
         next += length) {
        loader->offset = next;
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
    else if (ok && loader->positions < loader->limit)
        ok = fail(loader,
                  "the file ends before its %zu positions from here: changed since it "
                  "was read?",
                  loader->limit);
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

/* Reads path from where start says (a Loader with game, path, visit, context and error set,
 * and for a part of the file its offset, line and limit) to its end or limit. */
static bool read_with(const Loader *start, const char *path, int players, DataSummary *summary,
                      char *error, size_t error_size) {
    FILE *file = open_data(path, error, error_size);
    if (!file)
        return false;
    Loader *loader = malloc(sizeof *loader);
    bool loaded = false;
    if (!loader) {
        snprintf(error, error_size, "out of memory");
    } else if (fseeko(file, (off_t)start->offset, SEEK_SET) != 0) {
        snprintf(error, error_size, "%s: cannot read from offset %lld", path,
                 (long long)start->offset);
    } else {
        *loader = *start;
        loaded = read_lines(loader, file, players);
        *summary = (DataSummary){
            .positions = loader->positions, .players = loader->players, .chosen = loader->chosen};
    }
    free(loader);
    fclose(file);
    return loaded;
}

bool data_file_read(const Game *game, const char *path, int players, DataVisit visit, void *context,
                    DataSummary *summary, char *error, size_t error_size) {
    *summary = (DataSummary){0};
    Loader start = {.game = game,
                    .path = path,
                    .visit = visit,
                    .context = context,
                    .error = error,
                    .error_size = error_size};
    return read_with(&start, path, players, summary, error, error_size);
}

bool data_file_read_from(const Game *game, const char *path, int players, int64_t offset,
                         size_t line, size_t count, DataVisit visit, void *context, char *error,
                         size_t error_size) {
    if (line < 2 || count == 0 || offset < 0) {
        snprintf(error, error_size, "%s: no data line %zu at offset %lld", path, line,
                 (long long)offset);
        return false;
    }
    Loader start = {.game = game,
                    .path = path,
                    .line = line - 1,
                    .players = players,
                    .limit = count,
                    .offset = offset,
                    .visit = visit,
                    .context = context,
                    .error = error,
                    .error_size = error_size};
    DataSummary summary;
    return read_with(&start, path, players, &summary, error, error_size);
}

/* ---- writing ------------------------------------------------------------------------------ */

enum { HEADER_LINES = 2 };

/* A complete game of a resumed file: its index and the line of its marker. */
typedef struct GameSeen {
    int64_t index, line;
} GameSeen;

typedef enum HeaderMatch {
    HEADER_SAME,      /* the file starts with the expected header */
    HEADER_UNWRITTEN, /* the file is empty or holds the start of the header only */
    HEADER_DIFFERENT,
} HeaderMatch;

void data_file_header(const DataFileSpec *spec, char *text, size_t size) {
    snprintf(text, size, DATA_MAGIC DATA_VERSION " game=%s players=%d %s\n# settings %s\n",
             spec->game->name, spec->players, spec->identity, spec->settings);
}

void data_file_format_game(StrBuf *out, const char *results, const char *records, int64_t index,
                           const char *reason, int plies) {
    size_t start = out->length;
    for (const char *line = records; *line;) {
        const char *end = strchr(line, '\n');
        strbuf_printf(out, "%s | %.*s\n", results, (int)(end - line), line);
        line = end + 1;
    }
    strbuf_printf(out, "# game %lld %s %s plies %d", (long long)index, results, reason, plies);
    uint64_t hash = fnv1a_bytes(FNV1A_START, strbuf_text(out) + start, out->length - start);
    strbuf_printf(out, " fnv1a=%016" PRIx64 "\n", hash);
}

static bool fail_with_errno(const char *what, const char *path, char *error, size_t error_size) {
    char shown[256];
    text_printable(path, shown, sizeof shown);
    snprintf(error, error_size, "cannot %s %s: %s", what, shown, strerror(errno));
    return false;
}

/* A new file with the header; exclusive: refuse to replace an existing file. */
static bool create_file(DataFile *file, const char *header, bool exclusive, char *error,
                        size_t error_size) {
    file->out = fopen(file->path, exclusive ? "wx" : "w");
    if (!file->out && exclusive && errno == EEXIST) {
        char shown[256];
        text_printable(file->path, shown, sizeof shown);
        snprintf(error, error_size, "%s exists: add --resume to continue it, or remove it", shown);
        return false;
    }
    if (!file->out)
        return fail_with_errno("create", file->path, error, error_size);
    return data_file_append(file, header, strlen(header), error, error_size);
}

/* Says which header line differs from the file's (have: the file's start, NUL-terminated). */
static void describe_mismatch(const char *path, const char *have, const char *header, char *error,
                              size_t error_size) {
    for (;;) {
        size_t want = strcspn(header, "\n"), got = strcspn(have, "\n");
        if (!header[want] || want != got || memcmp(have, header, want) != 0 || have[got] != '\n')
            break;
        header += want + 1;
        have += got + 1;
    }
    char raw[160], file_line[160], shown_path[160];
    snprintf(raw, sizeof raw, "%.*s", (int)strcspn(have, "\n"), have);
    text_printable(raw, file_line, sizeof file_line);
    text_printable(path, shown_path, sizeof shown_path);
    snprintf(error, error_size,
             "%s was made with other settings: it has '%s' where these options give '%.*s'",
             shown_path, file_line, (int)strcspn(header, "\n"), header);
}

static HeaderMatch match_header(FILE *in, const char *header, const char *path, char *error,
                                size_t error_size) {
    size_t length = strlen(header);
    char have[1024];
    size_t got = fread(have, 1, length, in);
    have[got] = '\0';
    if (got == length && memcmp(have, header, length) == 0)
        return HEADER_SAME;
    if (memcmp(have, header, got) == 0 && got < length)
        return HEADER_UNWRITTEN;
    describe_mismatch(path, have, header, error, error_size);
    return HEADER_DIFFERENT;
}

/* Where the scan of a resumed file is: the game being read and the games seen. */
typedef struct Scan {
    DataFile *file;
    Loader *checker; /* checks each data line as a read would */
    int64_t line;    /* number of the line being read */
    uint64_t hash;   /* FNV-1a of the current game's lines so far */
    int64_t pending; /* data lines of the current game */
    GameSeen *seen;  /* every complete game: its index and the line of its marker */
    int64_t seen_count, seen_capacity;
    const char *advice;  /* what to do about a damaged file, after "; " in an error */
    DataGameVisit visit; /* NULL, or called with every complete game */
    void *context;
    StrBuf text;    /* with visit: the current game's data lines */
    uint64_t *keys; /* with visit: their positions' keys */
    int64_t key_capacity;
    char *error;
    size_t error_size;
} Scan;

static bool scan_fail(Scan *scan, const char *format, ...) __attribute__((format(printf, 2, 3)));

/* "path:line: what; <the scan's advice>" */
static bool scan_fail(Scan *scan, const char *format, ...) {
    char what[320], shown[256];
    va_list args;
    va_start(args, format);
    vsnprintf(what, sizeof what, format, args);
    va_end(args);
    text_printable(scan->file->path, shown, sizeof shown);
    snprintf(scan->error, scan->error_size, "%s:%lld: %s; %s", shown, (long long)scan->line, what,
             scan->advice);
    return false;
}

/* A `# game <index> <result> <reason> plies <n> fnv1a=<16 hex digits>` line (its newline
 * removed): the index, and the hash its game must have over its lines and the marker up to
 * " fnv1a=". */
static bool parse_marker(const char *line, int64_t *index, uint64_t *hash, size_t *hashed) {
    static const char MARKER[] = "# game ", HASH[] = " fnv1a=";
    enum { HEX = 16 };
    size_t length = strlen(line);
    if (strncmp(line, MARKER, sizeof MARKER - 1) != 0 || length < sizeof HASH - 1 + HEX)
        return false;
    const char *tail = line + length - HEX - (sizeof HASH - 1);
    if (strncmp(tail, HASH, sizeof HASH - 1) != 0 ||
        strspn(tail + sizeof HASH - 1, "0123456789abcdef") != HEX)
        return false;
    *hash = strtoull(tail + sizeof HASH - 1, NULL, 16);
    *hashed = (size_t)(tail - line);
    char digits[TEXT_INT64_MAX_LENGTH + 1];
    size_t count = strcspn(line + sizeof MARKER - 1, " ");
    if (count >= sizeof digits)
        return false;
    memcpy(digits, line + sizeof MARKER - 1, count);
    digits[count] = '\0';
    return text_parse_int64(digits, 0, INT64_MAX, index);
}

static bool add_seen(Scan *scan, int64_t index) {
    if (scan->seen_count == scan->seen_capacity) {
        scan->seen_capacity = scan->seen_capacity ? scan->seen_capacity * 2 : 1024;
        GameSeen *seen = realloc(scan->seen, sizeof *seen * (size_t)scan->seen_capacity);
        if (!seen)
            return false;
        scan->seen = seen;
    }
    scan->seen[scan->seen_count++] = (GameSeen){index, scan->line};
    return true;
}

/* Hands the complete game index (its lines and keys gathered so far) to the scan's visitor. */
static bool visit_game(Scan *scan, int64_t index) {
    DataGame game = {.index = index,
                     .line = scan->line,
                     .text = strbuf_text(&scan->text),
                     .length = scan->text.length,
                     .keys = scan->keys,
                     .positions = scan->pending};
    char reason[384];
    bool ok = scan->visit(scan->context, &game, reason, sizeof reason);
    strbuf_clear(&scan->text);
    if (!ok)
        return scan_fail(scan, "%s", reason);
    return true;
}

/* With a visitor: keeps the data line (its newline removed) and, once checked, its key. */
static bool keep_line(Scan *scan, const char *line) {
    if (scan->pending == scan->key_capacity) {
        scan->key_capacity = scan->key_capacity ? scan->key_capacity * 2 : 256;
        uint64_t *keys = realloc(scan->keys, sizeof *keys * (size_t)scan->key_capacity);
        if (!keys) {
            snprintf(scan->error, scan->error_size, "out of memory for a game's lines");
            return false;
        }
        scan->keys = keys;
    }
    strbuf_printf(&scan->text, "%s\n", line);
    return true;
}

/* A marker line ends the current game: it must be whole and its hash right. */
static bool take_marker(Scan *scan, const char *line) {
    int64_t index;
    uint64_t hash;
    size_t hashed;
    if (!parse_marker(line, &index, &hash, &hashed))
        return scan_fail(scan, "a '#' line that is not a game marker '# game <index> <result> "
                               "<reason> plies <n> fnv1a=<hash>' (another file's header? a "
                               "marker of an older tessera?)");
    if (fnv1a_bytes(scan->hash, line, hashed) != hash)
        return scan_fail(scan,
                         "game %lld's lines do not match its marker's hash (a marker "
                         "renamed, copied or moved, or a line changed)",
                         (long long)index);
    if (!add_seen(scan, index)) {
        snprintf(scan->error, scan->error_size, "out of memory for the list of games");
        return false;
    }
    if (scan->visit && !visit_game(scan, index))
        return false;
    scan->file->positions += scan->pending;
    scan->pending = 0;
    scan->hash = FNV1A_START;
    return true;
}

static bool take_line(Scan *scan, char *line, size_t length) {
    if (strlen(line) != length)
        return scan_fail(scan, "a NUL byte in the line");
    if (line[0] != '#')
        scan->hash = fnv1a_bytes(scan->hash, line, length); /* a marker hashes part of itself */
    line[length - 1] = '\0';
    if (line[0] == '#')
        return take_marker(scan, line);
    if (scan->visit && !keep_line(scan, line))
        return false;
    if (checker_check(scan->checker, (size_t)scan->line, line)) {
        if (scan->visit)
            scan->keys[scan->pending] = pos_header(&scan->checker->pos)->key;
        scan->pending++;
        return true;
    }
    const char *what = strstr(scan->checker->error, ": ");
    return scan_fail(scan, "%s", what ? what + 2 : scan->checker->error);
}

static int compare_seen(const void *a, const void *b) {
    const GameSeen *x = a, *y = b;
    return (x->index > y->index) - (x->index < y->index);
}

/* The games seen, in index order, into file->done; a game seen twice is an error. */
static bool list_games(Scan *scan) {
    qsort(scan->seen, (size_t)scan->seen_count, sizeof *scan->seen, compare_seen);
    for (int64_t i = 1; i < scan->seen_count; i++)
        if (scan->seen[i].index == scan->seen[i - 1].index) {
            const GameSeen *a = &scan->seen[i - 1], *b = &scan->seen[i];
            scan->line = a->line > b->line ? a->line : b->line;
            return scan_fail(scan, "game %lld is in the file twice (its marker also at line %lld)",
                             (long long)b->index,
                             (long long)(a->line < b->line ? a->line : b->line));
        }
    DataFile *file = scan->file;
    file->done = malloc(sizeof *file->done * (size_t)(scan->seen_count ? scan->seen_count : 1));
    if (!file->done) {
        snprintf(scan->error, scan->error_size, "out of memory for the list of games");
        return false;
    }
    for (int64_t i = 0; i < scan->seen_count; i++)
        file->done[i] = scan->seen[i].index;
    file->done_count = scan->seen_count;
    return true;
}

/* Reads the games after the header: every complete line must be a data line the tuner reads
 * or a game marker whose hash matches its game, and no game may be there twice. The
 * complete games go into file, *keep = the offset just after the last one (or the header).
 * A last line without its newline and data lines without their marker after them are a game
 * cut short. */
static bool scan_games(FILE *in, DataFile *file, const DataFileSpec *spec, Scan *setup, off_t *keep,
                       char *error, size_t error_size) {
    char reason[512];
    Scan scan = *setup;
    scan.file = file;
    scan.checker = checker_create(spec->game, spec->players, file->path, reason, sizeof reason);
    scan.line = HEADER_LINES;
    scan.hash = FNV1A_START;
    scan.error = error;
    scan.error_size = error_size;
    strbuf_init(&scan.text);
    if (!scan.checker) {
        snprintf(error, error_size, "out of memory");
        return false;
    }
    char *line = NULL;
    size_t line_capacity = 0;
    off_t offset = *keep = ftello(in);
    ssize_t length;
    bool ok = true;
    while (ok && (length = getline(&line, &line_capacity, in)) > 0 && line[length - 1] == '\n') {
        scan.line++;
        offset += (off_t)length;
        ok = take_line(&scan, line, (size_t)length);
        if (ok && scan.pending == 0)
            *keep = offset;
    }
    free(line);
    if (ok && ferror(in))
        ok = fail_with_errno("read", file->path, error, error_size);
    ok = ok && list_games(&scan);
    free(scan.seen);
    free(scan.checker);
    free(scan.keys);
    strbuf_free(&scan.text);
    return ok;
}

/* An existing file: check its header, list its games, cut off a game cut short. */
static bool resume_file(DataFile *file, const DataFileSpec *spec, FILE *in, const char *header,
                        char *error, size_t error_size) {
    HeaderMatch match = match_header(in, header, file->path, error, error_size);
    off_t keep = 0;
    Scan setup = {.advice = "the file is left as it was (--resume continues only a file datagen "
                            "wrote: cut it after its last good game or start a new file)"};
    bool scanned =
        match == HEADER_SAME && scan_games(in, file, spec, &setup, &keep, error, error_size);
    fclose(in);
    if (match == HEADER_UNWRITTEN)
        return create_file(file, header, false, error, error_size);
    if (!scanned)
        return false;
    if (truncate(file->path, keep) != 0)
        return fail_with_errno("truncate", file->path, error, error_size);
    file->out = fopen(file->path, "a");
    return file->out ? true : fail_with_errno("open", file->path, error, error_size);
}

static bool open_file(DataFile *file, const DataFileSpec *spec, char *error, size_t error_size) {
    char header[MAX_POS_TEXT];
    data_file_header(spec, header, sizeof header);
    if (!spec->resume)
        return create_file(file, header, true, error, error_size);
    if (access(file->path, F_OK) != 0 && errno == ENOENT)
        return create_file(file, header, true, error, error_size);
    /* Only a regular file is resumed: a FIFO or a device would block or never end. */
    size_t size;
    int fd = file_open_regular(file->path, SIZE_MAX, &size, error, error_size);
    FILE *in = fd >= 0 ? fdopen(fd, "r") : NULL;
    if (!in) {
        if (fd >= 0)
            close(fd);
        return fd >= 0 ? fail_with_errno("open", file->path, error, error_size) : false;
    }
    return resume_file(file, spec, in, header, error, error_size);
}

bool data_file_open(DataFile *file, const DataFileSpec *spec, char *error, size_t error_size) {
    *file = (DataFile){.path = spec->path};
    if (open_file(file, spec, error, error_size))
        return true;
    char ignored[8];
    data_file_close(file, ignored, sizeof ignored);
    return false;
}

bool data_file_append(DataFile *file, const char *text, size_t length, char *error,
                      size_t error_size) {
    if (fwrite(text, 1, length, file->out) == length && fflush(file->out) == 0)
        return true;
    return fail_with_errno("write", file->path, error, error_size);
}

bool data_file_close(DataFile *file, char *error, size_t error_size) {
    bool closed = !file->out || fclose(file->out) == 0;
    free(file->done);
    *file = (DataFile){.path = file->path};
    return closed ? true : fail_with_errno("close", file->path, error, error_size);
}

/* ---- reading whole games ------------------------------------------------------------------- */

/* One of a file's first two lines into text (NUL-terminated, its newline kept); false
 * when the file ends before the line does. */
static bool read_header_line(FILE *in, char *text, size_t size) {
    if (!fgets(text, (int)size, in))
        return false;
    return strchr(text, '\n') != NULL;
}

/* The header of a file datagen wrote: a tessera-data header for game and a `# settings` line,
 * both copied into games->header. */
static bool read_games_header(FILE *in, const Game *game, const char *path, DataGames *games,
                              char *error, size_t error_size) {
    char first[sizeof games->header / 2], second[sizeof games->header / 2];
    Loader loader = {
        .game = game, .path = path, .line = 1, .error = error, .error_size = error_size};
    if (!read_header_line(in, first, sizeof first) ||
        !read_header_line(in, second, sizeof second)) {
        games->unwritten = !ferror(in) && feof(in);
        return fail(&loader, games->unwritten ? "no complete header: the file is empty or was "
                                                "cut short before its first game"
                                              : "a header line too long or unreadable");
    }
    snprintf(games->header, sizeof games->header, "%s%s", first, second);
    first[strcspn(first, "\n")] = '\0';
    if (!read_header(&loader, first, 0))
        return false;
    games->players = loader.players;
    loader.line = 2;
    if (strncmp(second, "# settings ", strlen("# settings ")) != 0)
        return fail(&loader, "no '# settings' line: not a file datagen wrote");
    return true;
}

bool data_file_read_games(const Game *game, const char *path, DataHeaderCheck check,
                          DataGameVisit visit, void *context, DataGames *games, char *error,
                          size_t error_size) {
    *games = (DataGames){0};
    size_t size;
    int fd = file_open_regular(path, SIZE_MAX, &size, error, error_size);
    FILE *in = fd >= 0 ? fdopen(fd, "r") : NULL;
    if (!in) {
        if (fd >= 0)
            close(fd);
        return fd >= 0 ? fail_with_errno("open", path, error, error_size) : false;
    }
    bool ok = read_games_header(in, game, path, games, error, error_size) &&
              check(context, games, error, error_size);
    if (ok) {
        DataFile file = {.path = path};
        DataFileSpec spec = {.path = path, .game = game, .players = games->players};
        Scan setup = {.advice = "refused (a file must be as datagen wrote it: every line checked, "
                                "every game's hash right)",
                      .visit = visit,
                      .context = context};
        off_t keep = 0;
        ok = scan_games(in, &file, &spec, &setup, &keep, error, error_size);
        games->games = file.done_count;
        games->positions = file.positions;
        games->cut_bytes = (int64_t)size - (int64_t)keep;
        free(file.done);
    }
    fclose(in);
    return ok;
}
