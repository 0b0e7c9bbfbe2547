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
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../../src/file_read.h"
#include "../../src/text.h"

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

/* The index of a `# game <index> ...` marker line. */
static bool parse_marker(const char *line, int64_t *index) {
    static const char MARKER[] = "# game ";
    if (strncmp(line, MARKER, sizeof MARKER - 1) != 0)
        return false;
    char digits[TEXT_INT64_MAX_LENGTH + 1];
    size_t length = strcspn(line + sizeof MARKER - 1, " \n");
    if (length >= sizeof digits)
        return false;
    memcpy(digits, line + sizeof MARKER - 1, length);
    digits[length] = '\0';
    return text_parse_int64(digits, 0, INT64_MAX, index);
}

static bool add_done(DataFile *file, int64_t index, int64_t *capacity) {
    if (file->done_count == *capacity) {
        *capacity = *capacity ? *capacity * 2 : 1024;
        int64_t *done = realloc(file->done, sizeof *done * (size_t)*capacity);
        if (!done)
            return false;
        file->done = done;
    }
    file->done[file->done_count++] = index;
    return true;
}

static int compare_indices(const void *a, const void *b) {
    int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
    return (x > y) - (x < y);
}

/* Reads the games after the header: the complete ones into file, *keep = the offset just
 * after the last complete game (or the header). A last line without its newline and data
 * lines without their marker after them are a game cut short. */
static bool scan_games(FILE *in, DataFile *file, off_t *keep, char *error, size_t error_size) {
    char *line = NULL;
    size_t line_capacity = 0;
    int64_t capacity = 0, pending = 0, index;
    off_t offset = *keep = ftello(in);
    ssize_t length;
    bool ok = true;
    while (ok && (length = getline(&line, &line_capacity, in)) > 0 && line[length - 1] == '\n') {
        offset += (off_t)length;
        if (line[0] != '#') {
            pending++;
        } else if (parse_marker(line, &index)) {
            ok = add_done(file, index, &capacity);
            file->positions += pending;
            pending = 0;
            *keep = offset;
        }
    }
    free(line);
    if (!ok) {
        snprintf(error, error_size, "out of memory for the list of games");
        return false;
    }
    if (ferror(in))
        return fail_with_errno("read", file->path, error, error_size);
    qsort(file->done, (size_t)file->done_count, sizeof *file->done, compare_indices);
    return true;
}

/* An existing file: check its header, list its games, cut off a game cut short. */
static bool resume_file(DataFile *file, FILE *in, const char *header, char *error,
                        size_t error_size) {
    HeaderMatch match = read_header(in, header, file->path, error, error_size);
    off_t keep = 0;
    bool scanned = match == HEADER_SAME && scan_games(in, file, &keep, error, error_size);
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
    return resume_file(file, in, header, error, error_size);
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
