/*
 * merge.c - `tessera datagen merge` (merge.h): reads each input through
 * data_file_read_games, checks its header against the first one's, drops games and
 * positions met before, spreads the rest over the shuffle's buckets, then writes the merged
 * file to a temporary name and renames it onto out-file.
 */
#define _GNU_SOURCE
#include "merge.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "src/fnv1a.h"
#include "src/text.h"
#include "train/data_file.h"
#include "buckets.h"
#include "key_set.h"

/* What one input gave. */
typedef struct FilePart {
    int64_t games, positions;                     /* kept */
    int64_t duplicate_games, duplicate_positions; /* dropped */
    int64_t cut_bytes;                            /* a game cut short at its end, dropped */
    bool left_out; /* missing or without a header (--allow-missing) */
} FilePart;

typedef struct Merge {
    const DatagenMergeConfig *config;
    KeySet games;     /* game index -> FNV-1a of its lines */
    KeySet positions; /* position keys kept */
    Buckets buckets;
    FilePart *parts;
    int file;                                    /* the input being read */
    char header[sizeof((DataGames *)0)->header]; /* the first input's, without shard= */
    int header_file;
} Merge;

/* The header without its " shard=I/N" word: the same for every shard of one run. */
static void strip_shard(const char *header, char *out, size_t size) {
    const char *shard = strstr(header, " shard=");
    const char *first_end = strchr(header, '\n');
    if (!shard || (first_end && shard > first_end)) {
        snprintf(out, size, "%s", header);
        return;
    }
    const char *rest = shard + 1 + strcspn(shard + 1, " \n");
    snprintf(out, size, "%.*s%s", (int)(shard - header), header, rest);
}

/* The first input's header becomes the one every other must have; a differing line is
 * named as file:line. */
static bool check_header(void *context, const DataGames *games, char *error, size_t error_size) {
    Merge *merge = context;
    char header[sizeof merge->header];
    strip_shard(games->header, header, sizeof header);
    if (!merge->header[0]) {
        snprintf(merge->header, sizeof merge->header, "%s", header);
        merge->header_file = merge->file;
        return true;
    }
    const char *ours = header, *first = merge->header;
    for (int line = 1; *ours || *first; line++) {
        size_t a = strcspn(ours, "\n"), b = strcspn(first, "\n");
        if (a != b || memcmp(ours, first, a) != 0) {
            char shown[256];
            text_printable(merge->config->inputs[merge->file], shown, sizeof shown);
            snprintf(error, error_size,
                     "%s:%d: made with other settings than %s: '%.*s' where it has '%.*s' "
                     "(shards of one run differ only in shard=)",
                     shown, line, merge->config->inputs[merge->header_file], (int)a, ours, (int)b,
                     first);
            return false;
        }
        ours += a + (ours[a] == '\n');
        first += b + (first[b] == '\n');
    }
    return true;
}

/* Each data line of game: kept unless its position was kept before. */
static bool keep_positions(Merge *merge, const DataGame *game, FilePart *part, char *error,
                           size_t error_size) {
    const char *line = game->text;
    for (int64_t i = 0; i < game->positions; i++) {
        size_t length = strcspn(line, "\n") + 1;
        bool added;
        if (!key_set_add(&merge->positions, game->keys[i], 0, &added, NULL)) {
            snprintf(error, error_size, "out of memory for the positions' keys");
            return false;
        }
        if (added && !buckets_add(&merge->buckets, line, length, error, error_size))
            return false;
        part->positions += added;
        part->duplicate_positions += !added;
        line += length;
    }
    return true;
}

/* A complete game of the input being read: dropped when its index was met before (the same
 * game, or the inputs are not of one run). */
static bool merge_game(void *context, const DataGame *game, char *error, size_t error_size) {
    Merge *merge = context;
    FilePart *part = &merge->parts[merge->file];
    uint64_t hash = fnv1a_bytes(FNV1A_START, game->text, game->length), stored;
    bool added;
    if (!key_set_add(&merge->games, (uint64_t)game->index, hash, &added, &stored)) {
        snprintf(error, error_size, "out of memory for the games' list");
        return false;
    }
    if (!added && stored != hash) {
        snprintf(error, error_size,
                 "game %lld differs from the game %lld of a file before it: the files are not "
                 "of one run",
                 (long long)game->index, (long long)game->index);
        return false;
    }
    if (!added) {
        part->duplicate_games++;
        return true;
    }
    part->games++;
    return keep_positions(merge, game, part, error, error_size);
}

static bool is_missing(const char *path) {
    return access(path, F_OK) != 0 && errno == ENOENT;
}

/* Reads input number file into the merge; a missing or headless one is left out with
 * --allow-missing. */
static bool read_input(Merge *merge, int file, char *error, size_t error_size) {
    const DatagenMergeConfig *config = merge->config;
    const char *path = config->inputs[file];
    DataGames games;
    merge->file = file;
    if (is_missing(path)) {
        merge->parts[file].left_out = true;
        char shown[256];
        text_printable(path, shown, sizeof shown);
        snprintf(error, error_size, "%s is missing (a lost shard? --allow-missing merges the rest)",
                 shown);
        return config->allow_missing;
    }
    bool ok = data_file_read_games(config->game, path, check_header, merge_game, merge, &games,
                                   error, error_size);
    if (!ok && games.unwritten && config->allow_missing) {
        merge->parts[file].left_out = true;
        return true;
    }
    merge->parts[file].cut_bytes = games.cut_bytes;
    return ok;
}

/* The inputs' sizes added up: what the buckets will hold at most. */
static int64_t input_bytes(const DatagenMergeConfig *config) {
    int64_t bytes = 0;
    struct stat info;
    for (int i = 0; i < config->input_count; i++)
        if (stat(config->inputs[i], &info) == 0)
            bytes += info.st_size;
    return bytes;
}

/* The sums over the inputs' parts. */
static FilePart total(const Merge *merge, int *merged) {
    FilePart sum = {0};
    *merged = 0;
    for (int i = 0; i < merge->config->input_count; i++) {
        const FilePart *part = &merge->parts[i];
        *merged += !part->left_out;
        sum.games += part->games;
        sum.positions += part->positions;
        sum.duplicate_games += part->duplicate_games;
        sum.duplicate_positions += part->duplicate_positions;
        sum.cut_bytes += part->cut_bytes > 0;
    }
    return sum;
}

/* Writes the header (the inputs', without shard=, and a line saying what was merged) and the
 * shuffled lines to path. */
static bool write_output(Merge *merge, FILE *out, char *error, size_t error_size) {
    int merged;
    FilePart sum = total(merge, &merged);
    fprintf(out, "%s# merged %d files: %lld games, %lld positions, shuffled with seed %llu\n",
            merge->header, merged, (long long)sum.games, (long long)sum.positions,
            (unsigned long long)merge->config->seed);
    return buckets_write_shuffled(&merge->buckets, out, error, error_size);
}

/* The merged file under a temporary name beside out-file, renamed onto it when complete. */
static bool write_atomically(Merge *merge, char *error, size_t error_size) {
    const char *out = merge->config->out;
    char *temporary = NULL;
    if (asprintf(&temporary, "%s.tmp-XXXXXX", out) < 0) {
        snprintf(error, error_size, "out of memory");
        return false;
    }
    int fd = mkstemp(temporary);
    FILE *file = fd >= 0 ? fdopen(fd, "w") : NULL;
    bool ok = file != NULL;
    if (!ok)
        snprintf(error, error_size, "cannot create a file beside %s: %s", out, strerror(errno));
    ok = ok && write_output(merge, file, error, error_size);
    if (ok && (fflush(file) != 0 || fsync(fileno(file)) != 0)) {
        snprintf(error, error_size, "cannot write %s: %s", temporary, strerror(errno));
        ok = false;
    }
    if (file && fclose(file) != 0 && ok) {
        snprintf(error, error_size, "cannot write %s: %s", temporary, strerror(errno));
        ok = false;
    } else if (!file && fd >= 0) {
        close(fd);
    }
    if (ok && rename(temporary, out) != 0) {
        snprintf(error, error_size, "cannot rename %s to %s: %s", temporary, out, strerror(errno));
        ok = false;
    }
    if (!ok && fd >= 0)
        unlink(temporary);
    free(temporary);
    return ok;
}

static void report_part(const Merge *merge, int file, FILE *report) {
    const FilePart *part = &merge->parts[file];
    fprintf(report, "  %s: ", merge->config->inputs[file]);
    if (part->left_out) {
        fprintf(report, "missing or without a header, left out (--allow-missing)\n");
        return;
    }
    fprintf(report, "%lld games, %lld positions", (long long)part->games,
            (long long)part->positions);
    if (part->duplicate_games || part->duplicate_positions)
        fprintf(report, "; dropped %lld duplicate games, %lld duplicate positions",
                (long long)part->duplicate_games, (long long)part->duplicate_positions);
    if (part->cut_bytes)
        fprintf(report, "; a game cut short at its end left out (%lld bytes)",
                (long long)part->cut_bytes);
    fputc('\n', report);
}

static void report_merge(const Merge *merge, FILE *report) {
    int merged;
    FilePart sum = total(merge, &merged);
    fprintf(report,
            "Merged %d of %d files into %s: %lld games, %lld positions, shuffled with seed %llu\n"
            "Dropped: %lld duplicate games, %lld duplicate positions, %lld games cut short\n",
            merged, merge->config->input_count, merge->config->out, (long long)sum.games,
            (long long)sum.positions, (unsigned long long)merge->config->seed,
            (long long)sum.duplicate_games, (long long)sum.duplicate_positions,
            (long long)sum.cut_bytes);
    for (int i = 0; i < merge->config->input_count; i++)
        report_part(merge, i, report);
}

/* Reads every input, then writes the merged file when there is something to write. */
static bool merge_inputs(Merge *merge, FILE *report, FILE *warnings, char *error,
                         size_t error_size) {
    for (int i = 0; i < merge->config->input_count; i++) {
        if (!read_input(merge, i, error, error_size))
            return false;
        if (merge->parts[i].left_out && warnings)
            fprintf(warnings, "tessera datagen merge: %s; left out\n", error);
    }
    int merged;
    if (total(merge, &merged).positions == 0) {
        snprintf(error, error_size, "no positions to merge: %d of %d files read", merged,
                 merge->config->input_count);
        return false;
    }
    if (!write_atomically(merge, error, error_size))
        return false;
    if (report)
        report_merge(merge, report);
    return true;
}

bool datagen_merge_run(const DatagenMergeConfig *config, FILE *report, FILE *warnings, char *error,
                       size_t error_size) {
    int buckets = buckets_needed(input_bytes(config), config->memory_mb);
    if (buckets > DATAGEN_MERGE_MAX_BUCKETS) {
        snprintf(error, error_size,
                 "the inputs need %d buckets of --memory-mb %lld / 2 each, more than %d: give "
                 "more --memory-mb",
                 buckets, (long long)config->memory_mb, DATAGEN_MERGE_MAX_BUCKETS);
        return false;
    }
    Merge merge = {.config = config,
                   .parts = calloc((size_t)config->input_count, sizeof(FilePart))};
    key_set_init(&merge.games, true);
    key_set_init(&merge.positions, false);
    bool ok = merge.parts && buckets_open(&merge.buckets, buckets, config->seed, error, error_size);
    if (!merge.parts)
        snprintf(error, error_size, "out of memory");
    ok = ok && merge_inputs(&merge, report, warnings, error, error_size);
    buckets_close(&merge.buckets);
    key_set_free(&merge.games);
    key_set_free(&merge.positions);
    free(merge.parts);
    return ok;
}
