/*
 * test_datagen_shards.c - data generation in shards and the merge (train/datagen/shard.h,
 * merge.h, buckets.h): --shard I/N is read strictly and bad values are refused with the
 * reason; the shards of a run play disjoint games (index I-1 modulo N, whatever their
 * threads) that together are exactly the unsharded run's, split --positions between them and
 * resume; the merge joins them into a file the tuner's reader takes, drops a game met twice
 * and a position met twice (keeping the first sample), shuffles the same way for the same
 * seed, keeps a cut shard's complete games, leaves out missing shards only when asked, and
 * refuses other settings, another game, a damaged line and two different games of one index,
 * saying file:line and leaving the out-file as it was.
 */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "engine/registry.h"
#include "train/data_file.h"
#include "train/datagen/buckets.h"
#include "train/datagen/datagen.h"
#include "train/datagen/merge.h"
#include "train/datagen/shard.h"
#include "tests/support/temp_folder.h"

static char folder[TEMP_FOLDER_SIZE];

static void make_folder(void) {
    temp_folder_make(folder, "tessera-shards");
}

static void remove_folder(void) {
    temp_folder_remove(folder);
}

TestSuite(datagen_shards, .init = make_folder, .fini = remove_folder);

/* A file name in the test's folder. */
static const char *path_of(const char *name) {
    return temp_folder_path(folder, name);
}

static int count_args(const char *const *args) {
    int argc = 0;
    while (args[argc])
        argc++;
    return argc;
}

static bool parse(const char *const *args, DatagenConfig *config, char *error) {
    return datagen_parse_args(count_args(args), args, config, error, 512);
}

/* Wall Chess at depth 1 from 4 random plies: a few milliseconds a game. */
static void generate(const char *out, const char *games, const char *shard, const char *threads) {
    const char *args[] = {"wallchess", out,       "--games",
                          games,       "--depth", "1",
                          "--nodes",   "0",       "--random-plies",
                          "4",         "--seed",  "5",
                          "--threads", threads,   shard ? "--shard" : NULL,
                          shard,       NULL};
    DatagenConfig config;
    char error[512];
    cr_assert(parse(args, &config, error), "%s", error);
    cr_assert(datagen_run(&config, NULL, error, sizeof error), "datagen failed: %s", error);
}

static char *read_text(const char *path) {
    FILE *file = fopen(path, "rb");
    cr_assert(file, "cannot read %s", path);
    char *text = NULL;
    size_t size = 0;
    FILE *out = open_memstream(&text, &size);
    for (int c; (c = fgetc(file)) != EOF;)
        fputc(c, out);
    fclose(out);
    fclose(file);
    return text;
}

/* The text of game index in a data file (its data lines and marker), or NULL. */
static char *game_text(const char *text, long index) {
    char marker[48];
    snprintf(marker, sizeof marker, "\n# game %ld ", index);
    const char *end = strstr(text, marker);
    if (!end)
        return NULL;
    const char *start = end; /* back to the line after the '#' line before (a marker or the
                                settings) */
    while (start > text && !(start[-1] == '\n' && start[0] == '#'))
        start--;
    start = strchr(start, '\n') + 1;
    const char *stop = strchr(end + 1, '\n');
    return strndup(start, (size_t)(stop - start));
}

static int count_games(const char *text) {
    int count = 0;
    for (const char *at = text; (at = strstr(at, "\n# game ")); at++)
        count++;
    return count;
}

Test(datagen_shards, shard_sets_the_part_and_its_file) {
    const char *args[] = {"chess", "out.data", "--games", "10", "--shard", "2/3", NULL};
    DatagenConfig config;
    char error[512];
    cr_assert(parse(args, &config, error), "%s", error);
    cr_assert_eq(config.shard_index, 1);
    cr_assert_eq(config.shard_count, 3);
    cr_assert_str_eq(shard_file(&config), "out.data.shard-2-of-3");
    cr_assert_eq(shard_first_game(&config), 1);
    cr_assert_eq(shard_games(&config), 3, "games 1, 4 and 7 of 0..9");
    const char *plain[] = {"chess", "out.data", "--games", "10", NULL};
    cr_assert(parse(plain, &config, error), "%s", error);
    cr_assert_str_eq(shard_file(&config), "out.data");
    cr_assert_eq(config.shard_count, 1);
    cr_assert_eq(shard_games(&config), 10);
}

Test(datagen_shards, positions_are_split_between_the_shards) {
    DatagenConfig config = {.positions = 10, .shard_count = 3};
    int64_t sum = 0, expected[] = {4, 3, 3};
    for (int i = 0; i < 3; i++) {
        config.shard_index = i;
        cr_assert_eq(shard_positions(&config), expected[i]);
        sum += shard_positions(&config);
    }
    cr_assert_eq(sum, 10);
}

Test(datagen_shards, bad_shard_values_are_refused) {
    const char *bad[] = {"0/0",  "3/2",  "-1/2", "1/-2",  "a/b", "1/",        "/2",   "2",
                         "1/2x", " 1/2", "+1/2", "1/2/3", "0/3", "1/1000001", "01/2", ""};
    DatagenConfig config;
    char error[512];
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        const char *args[] = {"chess", "out", "--games", "4", "--shard", bad[i], NULL};
        cr_assert_not(parse(args, &config, error), "'%s' was taken", bad[i]);
        cr_assert(strstr(error, "--shard: expected I/N with 1 <= I <= N"), "'%s': %s", bad[i],
                  error);
    }
    const char *empty_shard[] = {"chess", "out", "--games", "1", "--shard", "2/2", NULL};
    cr_assert_not(parse(empty_shard, &config, error));
    cr_assert(strstr(error, "--games 1 leaves shard 2 of 2 no game"), "%s", error);
    const char *few[] = {"chess", "out", "--positions", "2", "--shard", "3/3", NULL};
    cr_assert_not(parse(few, &config, error));
    cr_assert(strstr(error, "--positions 2 leaves shard 3 of 3 no position"), "%s", error);
    const char *twice[] = {"chess", "out",     "--games", "4", "--shard",
                           "1/2",   "--shard", "2/2",     NULL};
    cr_assert_not(parse(twice, &config, error));
    cr_assert(strstr(error, "--shard is given twice"), "%s", error);
    const char *no_value[] = {"chess", "out", "--games", "4", "--shard", NULL};
    cr_assert_not(parse(no_value, &config, error));
    cr_assert(strstr(error, "--shard needs a value"), "%s", error);
}

/* Shard i of 3 (one with two threads) holds exactly games i-1, i+2, ... of the unsharded
 * run, each game the same to the byte: their random moves come from (seed, index) alone. */
Test(datagen_shards, shards_play_disjoint_games_that_make_up_the_unsharded_run) {
    const char *out = path_of("run");
    generate(path_of("whole"), "7", NULL, "1");
    generate(out, "7", "1/3", "1");
    generate(out, "7", "2/3", "2");
    generate(out, "7", "3/3", "1");
    char *whole = read_text(path_of("whole"));
    const char *names[] = {"run.shard-1-of-3", "run.shard-2-of-3", "run.shard-3-of-3"};
    int total = 0;
    for (int shard = 0; shard < 3; shard++) {
        char *text = read_text(path_of(names[shard]));
        char expected_header[160];
        snprintf(expected_header, sizeof expected_header,
                 "# tessera-data v1 game=wallchess players=2 seed=5 nodes=0 random-plies=4 "
                 "shard=%d/3\n",
                 shard + 1);
        cr_assert(strncmp(text, expected_header, strlen(expected_header)) == 0, "%s", text);
        for (long index = 0; index < 7; index++) {
            char *mine = game_text(text, index), *theirs = game_text(whole, index);
            cr_assert_eq(mine != NULL, index % 3 == shard, "game %ld in shard %d", index,
                         shard + 1);
            if (mine)
                cr_assert_str_eq(mine, theirs, "game %ld differs from the unsharded run's", index);
            free(mine);
            free(theirs);
        }
        total += count_games(text);
        free(text);
    }
    cr_assert_eq(total, 7);
    free(whole);
}

Test(datagen_shards, a_shard_resumes_its_own_file_only) {
    const char *out = path_of("run");
    generate(out, "4", "2/2", "1");
    const char *args[] = {"wallchess", out,   "--games",        "10", "--depth", "1",
                          "--nodes",   "0",   "--random-plies", "4",  "--seed",  "5",
                          "--shard",   "2/2", "--resume",       NULL};
    DatagenConfig config;
    char error[512];
    cr_assert(parse(args, &config, error), "%s", error);
    cr_assert(datagen_run(&config, NULL, error, sizeof error), "%s", error);
    generate(path_of("straight"), "10", "2/2", "1");
    char *resumed = read_text(path_of("run.shard-2-of-2"));
    char *straight = read_text(path_of("straight.shard-2-of-2"));
    cr_assert_str_eq(resumed, straight);
    free(resumed);
    free(straight);
    /* The file of shard 2 of 2 renamed to shard 1's name is not resumed as shard 1. */
    cr_assert_eq(rename(path_of("run.shard-2-of-2"), path_of("run.shard-1-of-2")), 0);
    args[13] = "1/2";
    cr_assert(parse(args, &config, error), "%s", error);
    cr_assert_not(datagen_run(&config, NULL, error, sizeof error));
    cr_assert(strstr(error, "other settings") && strstr(error, "shard=2/2"), "%s", error);
}

/* ---- the merge ---------------------------------------------------------------------------- */

#define START    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
#define AFTER_E4 "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
#define AFTER_D4 "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1"
#define AFTER_C4 "rnbqkbnr/pppppppp/8/8/2P5/8/PP1PPPPP/RNBQKBNR b KQkq - 0 1"

/* A chess data file as datagen writes it: identity words and whole games. */
static void write_file(const char *name, const char *identity, const char *settings,
                       const char *const *games, int count) {
    DataFileSpec spec = {.path = path_of(name),
                         .game = registry_find("chess"),
                         .players = 2,
                         .identity = identity,
                         .settings = settings};
    DataFile file;
    char error[256];
    cr_assert(data_file_open(&file, &spec, error, sizeof error), "%s", error);
    for (int i = 0; i < count; i++) {
        StrBuf text;
        strbuf_init(&text);
        data_file_format_game(&text, "1,0", games[2 * i + 1], atoi(games[2 * i]), "mate", 9);
        cr_assert(data_file_append(&file, strbuf_text(&text), text.length, error, sizeof error));
        strbuf_free(&text);
    }
    cr_assert(data_file_close(&file, error, sizeof error), "%s", error);
}

/* Shard 1 of 2: games 0 and 2; shard 2: games 1 and 2 again (an overlap), game 1 with the
 * start position again (a duplicate position with another score) and e4. */
static void write_two_shards(void) {
    const char *first[] = {"0", "35 | " START "\n- | " AFTER_D4 "\n", "2", "7 | " AFTER_C4 "\n"};
    const char *second[] = {"1", "40 | " START "\n12 | " AFTER_E4 "\n", "2", "7 | " AFTER_C4 "\n"};
    write_file("a", "seed=1 nodes=9 shard=1/2", "depth=0", first, 2);
    write_file("b", "seed=1 nodes=9 shard=2/2", "depth=0", second, 2);
}

static bool merge(const char *const *words, char *report, size_t size, char *error) {
    const char *inputs[16];
    DatagenMergeConfig config;
    if (!datagen_merge_parse_args(count_args(words), words, &config, inputs, error, 512))
        return false;
    FILE *out = fmemopen(report, size, "w");
    bool ok = datagen_merge_run(&config, out, NULL, error, 512);
    fclose(out);
    return ok;
}

static void merge_ok(const char *const *words, char *report, size_t size) {
    char error[512];
    cr_assert(merge(words, report, size, error), "merge failed: %s", error);
}

static bool count_line(void *context, const DataLine *line, char *error, size_t error_size) {
    (void)line, (void)error, (void)error_size;
    ++*(int *)context;
    return true;
}

Test(datagen_shards, the_merge_drops_duplicates_and_the_tuner_reads_it) {
    write_two_shards();
    const char *out = path_of("merged");
    const char *words[] = {"chess", out, path_of("a"), path_of("b"), "--seed", "3", NULL};
    char report[2048];
    merge_ok(words, report, sizeof report);
    cr_assert(strstr(report, "Merged 2 of 2 files into"), "%s", report);
    cr_assert(strstr(report, ": 3 games, 4 positions, shuffled with seed 3"), "%s", report);
    cr_assert(strstr(report, "Dropped: 1 duplicate games, 1 duplicate positions"), "%s", report);
    char *text = read_text(out);
    const char *header = "# tessera-data v1 game=chess players=2 seed=1 nodes=9\n"
                         "# settings depth=0\n"
                         "# merged 2 files: 3 games, 4 positions, shuffled with seed 3\n";
    cr_assert(strncmp(text, header, strlen(header)) == 0, "%s", text);
    cr_assert(strstr(text, "1,0 | 35 | " START "\n"), "the first sample of a position is kept");
    cr_assert_not(strstr(text, "| 40 | "), "a later sample of a position is dropped");
    cr_assert(strstr(text, "1,0 | 12 | " AFTER_E4 "\n") && strstr(text, AFTER_D4) &&
              strstr(strstr(text, AFTER_C4) + 1, AFTER_C4) == NULL);
    free(text);
    int lines = 0;
    DataSummary summary;
    char error[512];
    cr_assert(data_file_read(registry_find("chess"), out, 0, count_line, &lines, &summary, error,
                             sizeof error),
              "%s", error);
    cr_assert_eq(lines, 4);
    cr_assert_eq(summary.players, 2);
}

/* A merged file's data lines: what follows its three header lines. */
static const char *body(const char *text) {
    for (int line = 0; line < 3; line++)
        text = strchr(text, '\n') + 1;
    return text;
}

Test(datagen_shards, the_same_seed_gives_the_same_file) {
    generate(path_of("run"), "6", "1/2", "1");
    generate(path_of("run"), "6", "2/2", "1");
    const char *a = path_of("run.shard-1-of-2"), *b = path_of("run.shard-2-of-2");
    char report[2048];
    const char *first[] = {"wallchess", path_of("one"), a, b, "--seed", "4", NULL};
    const char *again[] = {"wallchess", path_of("two"), a, b, "--seed", "4", NULL};
    const char *other[] = {"wallchess", path_of("three"), a, b, "--seed", "5", NULL};
    merge_ok(first, report, sizeof report);
    merge_ok(again, report, sizeof report);
    merge_ok(other, report, sizeof report);
    char *one = read_text(path_of("one")), *two = read_text(path_of("two"));
    char *three = read_text(path_of("three"));
    cr_assert_str_eq(one, two);
    cr_assert_str_neq(body(one), body(three), "another seed, another order");
    cr_assert_eq(strlen(one), strlen(three));
    for (const char *line = body(one); *line; line = strchr(line, '\n') + 1) {
        char *copy = strndup(line - 1, (size_t)(strchr(line, '\n') - line) + 2);
        cr_assert(strstr(body(three) - 1, copy), "seed 5 lost a line: %s", copy);
        free(copy);
    }
    free(one);
    free(two);
    free(three);
}

/* Lines added to 4 buckets come out once each, in the same order for the same seed. */
Test(datagen_shards, buckets_shuffle_every_line_once_by_the_seed) {
    char *outputs[2];
    size_t sizes[2];
    for (int run = 0; run < 2; run++) {
        Buckets buckets;
        char error[256];
        cr_assert(buckets_open(&buckets, 4, 11, error, sizeof error), "%s", error);
        for (int i = 0; i < 100; i++) {
            char line[16];
            int length = snprintf(line, sizeof line, "%d\n", i);
            cr_assert(buckets_add(&buckets, line, (size_t)length, error, sizeof error));
        }
        FILE *out = open_memstream(&outputs[run], &sizes[run]);
        cr_assert(buckets_write_shuffled(&buckets, out, error, sizeof error), "%s", error);
        fclose(out);
        buckets_close(&buckets);
    }
    cr_assert_str_eq(outputs[0], outputs[1]);
    int seen[100] = {0}, in_order = 0, previous = -1;
    for (char *at = outputs[0]; *at; at = strchr(at, '\n') + 1) {
        int value = atoi(at);
        seen[value]++;
        in_order += value == previous + 1;
        previous = value;
    }
    for (int i = 0; i < 100; i++)
        cr_assert_eq(seen[i], 1, "line %d came out %d times", i, seen[i]);
    cr_assert_lt(in_order, 20, "the lines were not shuffled");
    cr_assert_eq(buckets_needed(0, 1024), 1);
    cr_assert_eq(buckets_needed((int64_t)3 << 30, 1024), 7, "3 GiB in buckets of 512 MiB");
    free(outputs[0]);
    free(outputs[1]);
}

Test(datagen_shards, a_lost_shard_is_named_and_left_out_only_when_asked) {
    write_two_shards();
    /* Shard b cut inside its second game: its first game stays. */
    char *text = read_text(path_of("b"));
    FILE *cut = fopen(path_of("b"), "w");
    fwrite(text, 1, (size_t)(strstr(text, AFTER_C4) - text), cut);
    fclose(cut);
    free(text);
    FILE *empty = fopen(path_of("empty"), "w");
    fclose(empty);
    const char *out = path_of("merged");
    char report[2048], error[512];
    const char *strict[] = {"chess", out, path_of("a"), path_of("b"), path_of("gone"), NULL};
    cr_assert_not(merge(strict, report, sizeof report, error));
    cr_assert(strstr(error, "/gone is missing (a lost shard? --allow-missing merges the rest)"),
              "%s", error);
    const char *headless[] = {"chess", out, path_of("a"), path_of("empty"), NULL};
    cr_assert_not(merge(headless, report, sizeof report, error));
    cr_assert(strstr(error, "/empty:1: no complete header"), "%s", error);
    const char *allowed[] = {
        "chess",           out, path_of("a"), path_of("b"), path_of("gone"), path_of("empty"),
        "--allow-missing", NULL};
    merge_ok(allowed, report, sizeof report);
    cr_assert(strstr(report, "Merged 2 of 4 files into"), "%s", report);
    cr_assert(strstr(report, ": 3 games, 4 positions"), "%s", report);
    cr_assert(strstr(report, "/b: 1 games, 1 positions; dropped 0 duplicate games, 1 duplicate "
                             "positions; a game cut short at its end left out"),
              "%s", report);
    cr_assert(strstr(report, "/gone: missing or without a header, left out"), "%s", report);
}

/* Every refusal names the file (and line) and leaves the out-file as it was, with no
 * temporary file beside it. */
static void expect_refused(const char *const *words, const char *message) {
    FILE *old = fopen(path_of("merged"), "w");
    fputs("old\n", old);
    fclose(old);
    char report[2048], error[512];
    cr_assert_not(merge(words, report, sizeof report, error), "merged: %s", report);
    cr_assert(strstr(error, message), "'%s' should say '%s'", error, message);
    char *kept = read_text(path_of("merged"));
    cr_assert_str_eq(kept, "old\n");
    free(kept);
    int entries = 0;
    char command[256];
    snprintf(command, sizeof command, "ls %s | grep -c tmp-", folder);
    FILE *ls = popen(command, "r");
    cr_assert(fscanf(ls, "%d", &entries) == 1);
    pclose(ls);
    cr_assert_eq(entries, 0, "a temporary file was left");
}

Test(datagen_shards, other_settings_games_and_damage_are_refused) {
    write_two_shards();
    const char *game[] = {"0", "1 | " START "\n"};
    write_file("seed2", "seed=2 nodes=9 shard=2/2", "depth=0", game, 1);
    write_file("depth", "seed=1 nodes=9 shard=2/2", "depth=3", game, 1);
    write_file("clash", "seed=1 nodes=9 shard=2/2", "depth=0", game, 1);
    const char *out = path_of("merged");
    const char *seed[] = {"chess", out, path_of("a"), path_of("seed2"), NULL};
    expect_refused(seed, "/seed2:1: made with other settings than");
    const char *depth[] = {"chess", out, path_of("a"), path_of("depth"), NULL};
    expect_refused(depth, "/depth:2: made with other settings than");
    const char *clash[] = {"chess", out, path_of("a"), path_of("clash"), NULL};
    expect_refused(clash, "/clash:4: game 0 differs from the game 0 of a file before it");
    const char *wrong_game[] = {"wallchess", out, path_of("a"), NULL};
    expect_refused(wrong_game, "/a:1: this is data for 'chess', not wallchess: refused");
    char *text = read_text(path_of("b"));
    strstr(text, "| 40 |")[3] = '1'; /* 40 -> 41: the marker's hash no longer fits */
    FILE *damaged = fopen(path_of("b"), "w");
    fputs(text, damaged);
    fclose(damaged);
    free(text);
    const char *changed[] = {"chess", out, path_of("a"), path_of("b"), NULL};
    expect_refused(changed, "/b:5: game 1's lines do not match its marker's hash");
}

Test(datagen_shards, bad_merge_arguments_are_refused) {
    const char *inputs[8];
    DatagenMergeConfig config;
    char error[512];
    const char *none[] = {"chess", "out", "--seed", "2", NULL};
    cr_assert_not(datagen_merge_parse_args(4, none, &config, inputs, error, sizeof error));
    cr_assert(strstr(error, "no data files to merge"), "%s", error);
    const char *seed[] = {"chess", "out", "a", "--seed", "x", NULL};
    cr_assert_not(datagen_merge_parse_args(5, seed, &config, inputs, error, sizeof error));
    cr_assert(strstr(error, "--seed must be"), "%s", error);
    const char *memory[] = {"chess", "out", "a", "--memory-mb", "0", NULL};
    cr_assert_not(datagen_merge_parse_args(5, memory, &config, inputs, error, sizeof error));
    cr_assert(strstr(error, "--memory-mb must be"), "%s", error);
    const char *game[] = {"draughts", "out", "a", NULL};
    cr_assert_not(datagen_merge_parse_args(3, game, &config, inputs, error, sizeof error));
    cr_assert(strstr(error, "unknown game 'draughts'"), "%s", error);
    const char *args[] = {"merge", "chess", "out", NULL};
    cr_assert_eq(datagen_main(3, args), 2);
    const char *missing[] = {"merge", "chess", path_of("out"), path_of("nothing"), NULL};
    cr_assert_eq(datagen_main(4, missing), 1);
}
