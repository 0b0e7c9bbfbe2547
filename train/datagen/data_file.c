/*
 * data_file.c - creates, resumes and appends to the data file.
 *
 * Games are written whole (one write and a flush each), each ending with its marker line
 * `# game <index> ...`, so after an interruption the file is the header, complete games and
 * at most one game cut short. Resuming keeps everything up to the last complete marker line
 * and truncates the rest.
 */
#include "data_file.h"

#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "src/file_read.h"
#include "src/text.h"
#include "src/fnv1a.h"
#include "train/tune/data_file.h"

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

void data_file_header(const DatagenConfig *config, char *text, size_t size) {
    snprintf(text, size,
             "# tessera-data v1 game=%s players=%d seed=%llu nodes=%llu random-plies=%d\n"
             "# settings depth=%d max-plies=%d win-score=%d win-plies=%d hash-mb=%d\n",
             config->game->name, config->players, (unsigned long long)config->seed,
             (unsigned long long)config->nodes, config->random_plies, config->depth,
             config->max_plies, config->win_score, config->win_plies, DATAGEN_HASH_MB);
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

static HeaderMatch read_header(FILE *in, const char *header, const char *path, char *error,
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
    const DatagenConfig *config;
    int64_t line;    /* number of the line being read */
    uint64_t hash;   /* FNV-1a of the current game's lines so far */
    int64_t pending; /* data lines of the current game */
    GameSeen *seen;  /* every complete game: its index and the line of its marker */
    int64_t seen_count, seen_capacity;
    char *error;
    size_t error_size;
} Scan;

static bool scan_fail(Scan *scan, const char *format, ...) __attribute__((format(printf, 2, 3)));

/* "path:line: what; the file is left as it was ..." */
static bool scan_fail(Scan *scan, const char *format, ...) {
    char what[320], shown[256];
    va_list args;
    va_start(args, format);
    vsnprintf(what, sizeof what, format, args);
    va_end(args);
    text_printable(scan->file->path, shown, sizeof shown);
    snprintf(scan->error, scan->error_size,
             "%s:%lld: %s; the file is left as it was (--resume continues only a file datagen "
             "wrote: cut it after its last good game or start a new file)",
             shown, (long long)scan->line, what);
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
    scan->pending++;
    char reason[512];
    if (data_line_check(scan->config->game, scan->config->players, scan->file->path,
                        (size_t)scan->line, line, reason, sizeof reason))
        return true;
    const char *what = strstr(reason, ": ");
    return scan_fail(scan, "%s", what ? what + 2 : reason);
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
static bool scan_games(FILE *in, DataFile *file, const DatagenConfig *config, off_t *keep,
                       char *error, size_t error_size) {
    Scan scan = {.file = file,
                 .config = config,
                 .line = HEADER_LINES,
                 .hash = FNV1A_START,
                 .error = error,
                 .error_size = error_size};
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
    return ok;
}

/* An existing file: check its header, list its games, cut off a game cut short. */
static bool resume_file(DataFile *file, const DatagenConfig *config, FILE *in, const char *header,
                        char *error, size_t error_size) {
    HeaderMatch match = read_header(in, header, file->path, error, error_size);
    off_t keep = 0;
    bool scanned = match == HEADER_SAME && scan_games(in, file, config, &keep, error, error_size);
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

static bool open_file(DataFile *file, const DatagenConfig *config, char *error, size_t error_size) {
    char header[MAX_POS_TEXT];
    data_file_header(config, header, sizeof header);
    if (!config->resume)
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
    return resume_file(file, config, in, header, error, error_size);
}

bool data_file_open(DataFile *file, const DatagenConfig *config, char *error, size_t error_size) {
    *file = (DataFile){.path = config->path};
    if (open_file(file, config, error, error_size))
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
