/*
 * test_match_shards.c - one match over many machines: -shard I/N plays a disjoint part of
 * exactly the unsharded schedule (same games, seats, opening blocks and openings; a game
 * pair never split), -results writes a JSON line per game, `merge` sums the results files
 * up into the summary one run prints, and -resume plays only the games a results file lacks.
 * Bad input (shard numbers, results files of other matches, malformed lines) is an error
 * with the reason. The matches are the shell engines of tests/engines/ (white_only.sh wins
 * and draws against the shuffler); tests run from the repository root.
 */
#include <criterion/criterion.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "match/json.h"
#include "match/merge.h"
#include "src/openings.h"
#include "match/results.h"
#include "engine/registry.h"
#include "tests/support/match_helpers.h"

#define WHITE_ONLY "cmd=bash tests/engines/white_only.sh"

typedef struct TempDir {
    char path[64];
} TempDir;

static void temp_dir_make(TempDir *dir) {
    snprintf(dir->path, sizeof dir->path, "/tmp/tessera-shards-XXXXXX");
    cr_assert(mkdtemp(dir->path));
}

static void temp_dir_remove(const TempDir *dir) {
    char command[128];
    snprintf(command, sizeof command, "rm -rf '%s'", dir->path);
    cr_assert_eq(system(command), 0);
}

static char *file_in(const TempDir *dir, const char *name) {
    static char paths[8][128];
    static int next;
    char *path = paths[next++ % 8];
    snprintf(path, 128, "%s/%s", dir->path, name);
    return path;
}

static char *read_all(const char *path) {
    FILE *in = fopen(path, "r");
    cr_assert_not_null(in, "cannot read %s", path);
    char *text = NULL;
    size_t size = 0;
    FILE *memory = open_memstream(&text, &size);
    for (int c; (c = fgetc(in)) != EOF;)
        fputc(c, memory);
    fclose(memory);
    fclose(in);
    return text;
}

static int count_of(const char *text, const char *needle) {
    int count = 0;
    for (const char *at = text; (at = strstr(at, needle)); at++)
        count++;
    return count;
}

/* The match of these tests: 16 games in 8 game pairs; shard is "I/N" or NULL, results a
 * file or NULL, extra one more option or NULL. */
static MatchRun *play_match(const char *shard, const char *results, const char *extra) {
    const char *args[32] = {"-engine",        SHUFFLE, "name=Shuffle", "-engine", WHITE_ONLY,
                            "name=WhiteOnly", "-each", "tc=5+0.1",     "-games",  "16",
                            "-seed",          "11"};
    int count = 12;
    if (shard)
        args[count++] = "-shard", args[count++] = shard;
    if (results)
        args[count++] = "-results", args[count++] = results;
    if (extra)
        args[count++] = extra;
    args[count] = NULL;
    return run_match(args);
}

/* `tessera-match merge files...`, the output into *output; true when it merged. */
static bool merge_files(const char *const *files, int count, char **output, char *error) {
    const char *argv[16] = {"tessera-match", "merge"};
    for (int i = 0; i < count; i++)
        argv[2 + i] = files[i];
    MergeConfig *merge = calloc(1, sizeof *merge);
    cr_assert_eq(cli_parse_merge(2 + count, argv, merge, error, 512), CLI_OK, "%s", error);
    size_t size;
    FILE *out = open_memstream(output, &size);
    Tally tally;
    bool ok = merge_run(merge, out, &tally, error, 512);
    fclose(out);
    tally_free(&tally);
    free(merge);
    return ok;
}

static char *merged(const char *const *files, int count) {
    char *output, error[512];
    cr_assert(merge_files(files, count, &output, error), "%s", error);
    return output;
}

static void write_text(const char *path, const char *text) {
    FILE *out = fopen(path, "w");
    fputs(text, out);
    fclose(out);
}

/* ---- the schedule ---------------------------------------------------------------------- */

static void parse_args(const char *const *args, MatchConfig *config) {
    const char *argv[64] = {"tessera-match"};
    int argc = 1;
    while (args[argc - 1])
        argv[argc] = args[argc - 1], argc++;
    char error[512];
    cr_assert_eq(cli_parse(argc, argv, config, error, sizeof error), CLI_OK, "%s", error);
}

/* A round-robin of three engines, 3 rounds of 6 games, random openings; shard "I/4" or NULL. */
static void schedule_config(const char *shard, MatchConfig *config) {
    const char *args[] = {
        "-engine", SHUFFLE, "-engine",          SHUFFLE,   "-engine", SHUFFLE,
        "-each",   "tc=1",  "-games",           "6",       "-rounds", "3",
        "-seed",   "5",     "-random-openings", "plies=4", "-shard",  shard ? shard : "1/1",
        NULL};
    parse_args(args, config);
}

static char *opening_text(const OpeningBook *book, int block) {
    Opening opening;
    openings_get(book, block, &opening);
    char *text = malloc(strlen(opening.start) + strlen(opening.moves) + 2);
    sprintf(text, "%s|%s", opening.start, opening.moves);
    opening_free(&opening);
    return text;
}

static void load_book(const MatchConfig *config, OpeningBook *book) {
    char error[256];
    FILE *log = fopen("/dev/null", "w");
    cr_assert(openings_load(book, &config->openings, registry_find(config->variant),
                            config->players, &config->game_choices.chosen, config->seed, log, error,
                            sizeof error),
              "%s", error);
    fclose(log);
}

Test(match_shards, four_shards_together_are_exactly_the_unsharded_schedule) {
    MatchConfig *whole = calloc(1, sizeof *whole), *part = calloc(1, sizeof *part);
    schedule_config(NULL, whole);
    PlannedGame *all;
    int total, count = scheduler_plan(whole, &all, &total);
    cr_assert_eq(count, total);
    cr_assert_eq(total, 3 * 3 * 6);
    OpeningBook whole_book, part_book;
    load_book(whole, &whole_book);
    int *shard_of = calloc((size_t)total, sizeof *shard_of), seen = 0;
    int *shard_of_block = calloc((size_t)total, sizeof *shard_of_block);
    for (int shard = 1; shard <= 4; shard++) {
        char text[32];
        snprintf(text, sizeof text, "%d/4", shard);
        schedule_config(text, part);
        load_book(part, &part_book);
        PlannedGame *games;
        int n = scheduler_plan(part, &games, NULL);
        cr_assert(n > 0 && n < total);
        for (int i = 0; i < n; i++) {
            const PlannedGame *game = &games[i], *expected = &all[game->number - 1];
            cr_assert_eq(shard_of[game->number - 1], 0, "game %d in two shards", game->number);
            shard_of[game->number - 1] = shard;
            cr_assert_eq(game->block, expected->block);
            cr_assert_arr_eq(game->seats, expected->seats, sizeof game->seats);
            char *mine = opening_text(&part_book, game->block);
            char *theirs = opening_text(&whole_book, expected->block);
            cr_assert_str_eq(mine, theirs, "game %d opens differently", game->number);
            free(mine), free(theirs);
            /* A game pair (one opening block) stays in one shard. */
            cr_assert(shard_of_block[game->block] == 0 || shard_of_block[game->block] == shard);
            shard_of_block[game->block] = shard;
            seen++;
        }
        free(games);
        openings_free(&part_book);
    }
    cr_assert_eq(seen, total, "the shards hold %d of %d games", seen, total);
    openings_free(&whole_book);
    free(all), free(shard_of), free(shard_of_block), free(whole), free(part);
}

/* ---- results and merge ----------------------------------------------------------------- */

/* The summary a run printed: everything after its last progress line. */
static const char *run_summary(const char *output) {
    const char *last = NULL;
    for (const char *at = output; (at = strstr(at, "\nProgress: ")); at++)
        last = at;
    cr_assert_not_null(last, "%s", output);
    return strchr(last + 1, '\n') + 1;
}

/* The summary merge printed: everything after its first line. */
static const char *merge_summary(const char *output) {
    return strchr(output, '\n') + 1;
}

Test(match_shards, merging_four_shards_gives_the_summary_of_one_run) {
    TempDir dir;
    temp_dir_make(&dir);
    const char *shard_files[4];
    char names[4][32], *all_text = NULL;
    size_t all_size = 0;
    FILE *all = open_memstream(&all_text, &all_size);
    for (int i = 0; i < 4; i++) {
        char shard[32];
        snprintf(names[i], sizeof names[i], "shard%d.jsonl", i + 1);
        snprintf(shard, sizeof shard, "%d/4", i + 1);
        shard_files[i] = strdup(file_in(&dir, names[i]));
        free_run(play_match(shard, shard_files[i], NULL));
        char *text = read_all(shard_files[i]);
        cr_assert_eq(count_of(text, "\n"), 4, "shard %d: %s", i + 1, text);
        fputs(text, all);
        free(text);
    }
    fclose(all);
    const char *one_file = strdup(file_in(&dir, "all.jsonl"));
    FILE *out = fopen(one_file, "w");
    fputs(all_text, out);
    fclose(out);

    MatchRun *whole = play_match(NULL, NULL, NULL);
    char *from_shards = merged(shard_files, 4), *from_one = merged(&one_file, 1);
    cr_assert(strstr(from_shards, "Merged 16 of 16 games of match "), "%s", from_shards);
    cr_assert_str_eq(merge_summary(from_shards), merge_summary(from_one));
    cr_assert_str_eq(merge_summary(from_shards), run_summary(whole->output),
                     "merged:\n%s\nrun:\n%s", from_shards, whole->output);
    /* Shuffle wins every pair's game with black and draws the other: all pairs 3/2. */
    cr_assert(strstr(from_shards, "Score of Shuffle vs WhiteOnly: 8 - 0 - 8  [0.750] 16\n"), "%s",
              from_shards);
    cr_assert(strstr(from_shards, "Ptnml(0-2): [0, 0, 0, 8, 0]"), "%s", from_shards);
    cr_assert(strstr(from_shards, "\n...      Shuffle playing White: 8 - 0 - 0  [1.000] 8\n"
                                  "...      Shuffle playing Black: 0 - 0 - 8  [0.500] 8\n"
                                  "...      White vs Black: 8 - 0 - 8  [0.750] 16\n"),
              "%s", from_shards);
    cr_assert(strstr(from_shards, "Failures of WhiteOnly: 8 illegal moves"), "%s", from_shards);
    free(from_shards), free(from_one), free(all_text);
    free_run(whole);
    for (int i = 0; i < 4; i++)
        free((void *)shard_files[i]);
    free((void *)one_file);
    temp_dir_remove(&dir);
}

Test(match_shards, a_results_line_holds_engines_seats_opening_result_and_timings) {
    TempDir dir;
    temp_dir_make(&dir);
    const char *path = file_in(&dir, "r.jsonl");
    free_run(play_match("3/4", path, NULL));
    char *text = read_all(path);
    *strchr(text, '\n') = '\0';
    JsonValue line;
    char error[128];
    cr_assert(json_parse(text, &line, error, sizeof error), "%s", error);
    cr_assert_str_eq(json_member(&line, "shard")->string, "3/4");
    cr_assert_eq(json_member(&line, "game")->number, 5); /* block 2: games 5 and 6 */
    cr_assert_eq(json_member(&line, "block")->number, 2);
    cr_assert_str_eq(json_member(&line, "engines")->items[1].string, "WhiteOnly");
    cr_assert_str_eq(json_member(&line, "seat_names")->items[0].string, "Shuffle");
    cr_assert_str_eq(json_member(&line, "result")->string, "1-0");
    /* The referee's reason follows the move (Game.illegal_reason). */
    cr_assert_str_eq(json_member(&line, "reason")->string,
                     "Black makes an illegal move: e2e5 (the pawn on e2 is white's, and black "
                     "is to move)");
    cr_assert_str_eq(json_member(&line, "termination")->string, "illegal move");
    cr_assert_eq(json_member(&line, "plies")->number, 1);
    cr_assert(json_member(json_member(&line, "opening"), "startpos")->boolean);
    cr_assert_eq(json_member(&line, "duration_ms")->type, JSON_NUMBER);
    cr_assert_eq(json_member(&line, "started")->type, JSON_NUMBER);
    json_free(&line);
    free(text);
    temp_dir_remove(&dir);
}

Test(match_shards, merging_some_shards_counts_and_names_the_missing_games) {
    TempDir dir;
    temp_dir_make(&dir);
    char *one = strdup(file_in(&dir, "1.jsonl")), *three = strdup(file_in(&dir, "3.jsonl"));
    free_run(play_match("1/4", one, NULL));
    free_run(play_match("3/4", three, NULL));
    const char *files[] = {three, one};
    char *output = merged(files, 2);
    cr_assert(strstr(output, " from 2 files (8 missing, the first is game 3)\n"), "%s", output);
    cr_assert(strstr(output, "Score of Shuffle vs WhiteOnly: 4 - 0 - 4  [0.750] 8\n"), "%s",
              output);
    cr_assert(strstr(output, "Ptnml(0-2): [0, 0, 0, 4, 0]"), "%s", output);
    free(output), free(one), free(three);
    temp_dir_remove(&dir);
}

/* A line may claim any number of games and blocks: merge's memory follows the games found. */
Test(match_shards, a_line_claiming_billions_of_games_is_merged_without_room_for_them) {
    TempDir dir;
    temp_dir_make(&dir);
    char *path = strdup(file_in(&dir, "r.jsonl"));
    free_run(play_match("1/4", path, NULL));
    char *text = read_all(path);
    *strchr(text, '\n') = '\0';
    char *games = strstr(text, "\"games\":16,"), *block = strstr(text, "\"block\":0,");
    cr_assert(games && block);
    char *line = malloc(strlen(text) + 64);
    sprintf(line, "%.*s\"games\":2000000000,%.*s\"block\":1999999999,%s\n", (int)(games - text),
            text, (int)(block - games - 11), games + 11, block + 10);
    write_text(path, line);
    const char *files[] = {path};
    char *output = merged(files, 1);
    cr_assert(strstr(output, "Merged 1 of 2000000000 games"), "%s", output);
    free(output), free(line), free(text), free(path);
    temp_dir_remove(&dir);
}

/* ---- resume ------------------------------------------------------------------------------ */

Test(match_shards, a_resumed_shard_plays_only_the_missing_games) {
    TempDir dir;
    temp_dir_make(&dir);
    const char *path = file_in(&dir, "r.jsonl");
    free_run(play_match("2/4", path, NULL));
    char *text = read_all(path);
    cr_assert_eq(count_of(text, "\n"), 4);
    /* Keep games 3 and 4, drop the rest, and cut the last line in the middle as a killed
     * shard would leave it. */
    char *third = strchr(strchr(text, '\n') + 1, '\n') + 1;
    FILE *out = fopen(path, "w");
    fwrite(text, 1, (size_t)(third - text), out);
    fwrite(third, 1, 40, out);
    fclose(out);
    MatchRun *run = play_match("2/4", path, "-resume");
    cr_assert_eq(count_of(run->output, "Started game"), 2, "%s", run->output);
    cr_assert(strstr(run->output, "Started game 11 of 16"), "%s", run->output);
    cr_assert(strstr(run->output, "Started game 12 of 16"), "%s", run->output);
    cr_assert(strstr(run->output, "removed an incomplete last line"), "%s", run->output);
    cr_assert_eq(run->outcome.tally.games, 4, "the summary covers the whole shard");
    free_run(run);
    char *after = read_all(path);
    cr_assert_eq(count_of(after, "\n"), 4, "%s", after);
    cr_assert_eq(count_of(after, "\"game\":"), 4, "%s", after);
    /* Resumed once more, nothing is left to play. */
    run = play_match("2/4", path, "-resume");
    cr_assert_eq(count_of(run->output, "Started game"), 0, "%s", run->output);
    free_run(run);
    free(text), free(after);
    temp_dir_remove(&dir);
}

/* ---- mistakes ---------------------------------------------------------------------------- */

static void expect_cli_error(const char *const *args, const char *message) {
    const char *argv[64] = {"tessera-match"};
    int argc = 1;
    while (args[argc - 1])
        argv[argc] = args[argc - 1], argc++;
    MatchConfig *config = calloc(1, sizeof *config);
    char error[512];
    cr_assert_eq(cli_parse(argc, argv, config, error, sizeof error), CLI_ERROR);
    cr_assert(strstr(error, message), "'%s' should say '%s'", error, message);
    free(config);
}

Test(match_shards, bad_shard_options_are_refused_with_the_reason) {
    const char *bad_shards[] = {"0/4", "5/4", "2", "2/0", "a/b", "2/4x", "-1/4"};
    for (size_t i = 0; i < sizeof bad_shards / sizeof bad_shards[0]; i++) {
        const char *args[] = {"-engine", SHUFFLE, "-engine", SHUFFLE,       "-each", "tc=1",
                              "-seed",   "1",     "-shard",  bad_shards[i], NULL};
        expect_cli_error(args, "-shard: expected I/N");
    }
    const char *no_seed[] = {"-engine", SHUFFLE,  "-engine", SHUFFLE, "-each",
                             "tc=1",    "-shard", "1/2",     NULL};
    expect_cli_error(no_seed, "-shard needs -seed");
    const char *sprt[] = {"-engine", SHUFFLE,  "-engine", SHUFFLE, "-each",  "tc=1",   "-seed",
                          "1",       "-shard", "1/2",     "-sprt", "elo0=0", "elo1=5", NULL};
    expect_cli_error(sprt, "merge");
    const char *resume[] = {"-engine", SHUFFLE, "-engine", SHUFFLE,
                            "-each",   "tc=1",  "-resume", NULL};
    expect_cli_error(resume, "-resume needs -results");
}

static void expect_merge_error(const char *const *files, int count, const char *message) {
    char *output, error[512];
    cr_assert_not(merge_files(files, count, &output, error), "%s", output);
    cr_assert(strstr(error, message), "'%s' should say '%s'", error, message);
    free(output);
}

Test(match_shards, results_files_that_do_not_fit_are_refused_with_the_reason) {
    TempDir dir;
    temp_dir_make(&dir);
    char *good = strdup(file_in(&dir, "good.jsonl")), *other = strdup(file_in(&dir, "other.jsonl"));
    free_run(play_match("1/4", good, NULL));
    const char *other_args[] = {
        "-engine", SHUFFLE,    "name=Shuffle", "-engine", WHITE_ONLY, "name=WhiteOnly",
        "-each",   "tc=5+0.1", "-games",       "16",      "-seed",    "12",
        "-shard",  "2/4",      "-results",     other,     NULL};
    free_run(run_match(other_args));
    const char *mixed[] = {good, other};
    expect_merge_error(mixed, 2, "is of another match");
    const char *twice[] = {good, good};
    expect_merge_error(twice, 2, "game 1 is in");
    const char *bad = file_in(&dir, "bad.jsonl");
    write_text(bad, "{\"match\":\"0123456789abcdef\",\"variant\":\"chess\"}\n");
    const char *bad_files[] = {bad};
    expect_merge_error(bad_files, 1, "line 1: \"engines\": missing");
    write_text(bad, "\n{\"match\": [1, 2,]}\n");
    expect_merge_error(bad_files, 1, "line 2: not JSON");
    write_text(bad, "");
    expect_merge_error(bad_files, 1, "hold no game");
    const char *missing[] = {file_in(&dir, "none.jsonl")};
    expect_merge_error(missing, 1, "No such file");
    const char *device[] = {"/dev/zero"};
    expect_merge_error(device, 1, "is not a regular file");

    /* A results file of another match or shard is not resumed, and a fresh run does not
     * append to a file that holds games. */
    MatchRun *run =
        match_play((const char *[]){"-engine", SHUFFLE, "name=Shuffle", "-engine", WHITE_ONLY,
                                    "name=WhiteOnly", "-each", "tc=5+0.1", "-games", "16", "-seed",
                                    "11", "-shard", "2/4", "-results", other, "-resume", NULL});
    cr_assert_not(run->ran);
    cr_assert(strstr(run->error, "is of another match"), "%s", run->error);
    free_run(run);
    run =
        match_play((const char *[]){"-engine", SHUFFLE, "name=Shuffle", "-engine", WHITE_ONLY,
                                    "name=WhiteOnly", "-each", "tc=5+0.1", "-games", "16", "-seed",
                                    "11", "-shard", "2/4", "-results", good, "-resume", NULL});
    cr_assert_not(run->ran);
    cr_assert(strstr(run->error, "is not part of shard 2/4"), "%s", run->error);
    free_run(run);
    run = match_play((const char *[]){"-engine", SHUFFLE, "name=Shuffle", "-engine", WHITE_ONLY,
                                      "name=WhiteOnly", "-each", "tc=5+0.1", "-games", "16",
                                      "-seed", "11", "-shard", "1/4", "-results", good, NULL});
    cr_assert_not(run->ran);
    cr_assert(strstr(run->error, "already holds games"), "%s", run->error);
    free_run(run);
    free(good), free(other);
    temp_dir_remove(&dir);
}

/* Thousands of damaged copies of a real line (bytes changed, cut, doubled): each is read or
 * refused with a reason, never a crash (the sanitizer build checks the memory too). */
Test(match_shards, damaged_results_lines_are_refused_not_crashed_on) {
    TempDir dir;
    temp_dir_make(&dir);
    char *path = strdup(file_in(&dir, "r.jsonl"));
    free_run(play_match("1/4", path, NULL));
    char *text = read_all(path);
    *strchr(text, '\n') = '\0';
    size_t length = strlen(text);
    char *copy = malloc(2 * length + 1);
    uint64_t state = 0x9E3779B97F4A7C15ULL;
    int refused = 0;
    static const char BYTES[] = "{}[]\",:\\0123456789-eE.tfnu \x01\xff";
    for (int round = 0; round < 3000; round++) {
        memcpy(copy, text, length + 1);
        for (int change = 0; change < 1 + round % 4; change++) {
            state ^= state << 13, state ^= state >> 7, state ^= state << 17;
            size_t at = state % length;
            switch (state >> 60 & 3) {
                case 0:
                    copy[at] = BYTES[(state >> 20) % (sizeof BYTES - 1)];
                    break;
                case 1:
                    copy[at] = '\0';
                    break;
                case 2:
                    memmove(copy + at + 1, copy + at, strlen(copy + at) + 1);
                    break;
                default:
                    copy[at] = (char)(state >> 32);
                    break;
            }
        }
        ResultsGame game;
        char error[256];
        if (!results_parse(copy, &game, error, sizeof error)) {
            refused++;
            cr_assert(error[0], "a refusal without a reason");
        }
        runner_record_free(&game.record);
    }
    cr_assert(refused > 1000, "only %d of 3000 damaged lines refused", refused);
    free(copy), free(text), free(path);
    temp_dir_remove(&dir);
}

/* ---- JSON ---------------------------------------------------------------------------------- */

Test(match_json, strings_numbers_and_nesting) {
    JsonValue value;
    char error[128];
    cr_assert(json_parse(" {\"a\": [1, -2.5e1, true, null], \"b\": \"x\\\"\\u00e9\\n\"} ", &value,
                         error, sizeof error),
              "%s", error);
    const JsonValue *a = json_member(&value, "a");
    cr_assert_eq(a->count, 4);
    cr_assert_float_eq(a->items[1].number, -25.0, 1e-12);
    cr_assert_eq(a->items[3].type, JSON_NULL);
    cr_assert_str_eq(json_member(&value, "b")->string, "x\"\xc3\xa9\n");
    json_free(&value);
    const char *bad[] = {
        "{\"a\":1,}", "[1 2]", "\"open", "01",
        "{\"a\" 1}",  "[1]x",  "",       "[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        cr_assert_not(json_parse(bad[i], &value, error, sizeof error), "%s", bad[i]);
        json_free(&value);
    }
}

Test(match_json, written_strings_read_back) {
    char *text = NULL;
    size_t size = 0;
    FILE *out = open_memstream(&text, &size);
    json_write_string(out, "a \"b\"\\ c\n\td");
    fclose(out);
    JsonValue value;
    char error[128];
    cr_assert(json_parse(text, &value, error, sizeof error), "%s", error);
    cr_assert_str_eq(value.string, "a \"b\"\\ c\n\td");
    json_free(&value);
    free(text);
}
