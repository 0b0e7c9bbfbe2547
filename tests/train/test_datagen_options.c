/*
 * test_datagen_options.c - a game's own options in the training data (`datagen --option`):
 * Wall Go games generated under the show rules start and stay under them, the header names
 * the rules and the reader hands them on; the tuner then fits the show-rules weights
 * (wallgo_show_weights.h) and site data the site weights; merge refuses to join data of both
 * rule sets, the reader refuses a position of other rules than its header's, and a bad option
 * is refused with its reason.
 */
#define _GNU_SOURCE
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/registry.h"
#include "tests/support/temp_folder.h"
#include "train/data_file.h"
#include "train/datagen/datagen.h"
#include "train/datagen/merge.h"
#include "train/tune/dataset.h"

static char folder[TEMP_FOLDER_SIZE];

static void make_folder(void) {
    temp_folder_make(folder, "tessera-datagen-options");
}

static void remove_folder(void) {
    temp_folder_remove(folder);
}

TestSuite(datagen_options, .init = make_folder, .fini = remove_folder);

static int count_args(const char *const *args) {
    int argc = 0;
    while (args[argc])
        argc++;
    return argc;
}

/* Two short Wall Go games into name, under option (NULL: none). */
static const char *generate(const char *name, const char *option) {
    static char path[TEMP_FOLDER_SIZE + 64];
    snprintf(path, sizeof path, "%s", temp_folder_path(folder, name));
    const char *args[] = {"wallgo", path,      "--games",
                          "2",      "--nodes", "300",
                          "--seed", "47",      option ? "--option" : NULL,
                          option,   NULL};
    DatagenConfig config;
    char error[512] = "";
    cr_assert(datagen_parse_args(count_args(args), args, &config, error, sizeof error), "%s",
              error);
    cr_assert(datagen_run(&config, NULL, error, sizeof error), "%s", error);
    return path;
}

static char *first_line(const char *path) {
    static char line[512];
    FILE *file = fopen(path, "r");
    cr_assert(file);
    cr_assert(fgets(line, sizeof line, file));
    fclose(file);
    return line;
}

/* Counts the data lines whose position string ends in " show". */
static bool count_show(void *context, const DataLine *line, char *error, size_t error_size) {
    (void)error, (void)error_size;
    char text[MAX_POS_TEXT];
    registry_find("wallgo")->format(line->pos, text, sizeof text);
    size_t length = strlen(text);
    int *counts = context;
    counts[0]++;
    counts[1] += length > 5 && strcmp(text + length - 5, " show") == 0;
    return true;
}

Test(datagen_options, show_rules_games_are_played_and_named_in_the_header) {
    const Game *game = registry_find("wallgo");
    const char *path = generate("show.txt", "WallGoRules=show");
    cr_assert(strstr(first_line(path), " WallGoRules=show"), "%s", first_line(path));
    int counts[2] = {0, 0};
    DataSummary summary;
    char error[512];
    cr_assert(data_file_read(game, path, 0, count_show, counts, &summary, error, sizeof error),
              "%s", error);
    cr_assert_gt(counts[0], 0);
    cr_assert_eq(counts[1], counts[0], "%d of %d positions under the show rules", counts[1],
                 counts[0]);
    cr_assert_eq(summary.chosen.value[0], game_choice_value(&game->choices[0], "show"));

    const char *site = generate("site.txt", NULL);
    cr_assert_null(strstr(first_line(site), "WallGoRules"), "%s", first_line(site));
    counts[0] = counts[1] = 0;
    cr_assert(data_file_read(game, site, 0, count_show, counts, &summary, error, sizeof error));
    cr_assert_eq(counts[1], 0);
    cr_assert_eq(summary.chosen.value[0], 0);
}

/* The tuner's data picks the weights of its rules. */
Test(datagen_options, the_tuner_fits_the_weights_of_the_datas_rules) {
    const Game *game = registry_find("wallgo");
    TuneData data;
    char error[512];
    cr_assert(tune_data_load(game, generate("show.txt", "WallGoRules=show"), 0, false, &data, error,
                             sizeof error),
              "%s", error);
    const EvalWeights *show = game_eval_weights(game, 2, &data.chosen);
    tune_data_free(&data);
    cr_assert(
        tune_data_load(game, generate("site.txt", NULL), 0, false, &data, error, sizeof error),
        "%s", error);
    const EvalWeights *site = game_eval_weights(game, 2, &data.chosen);
    tune_data_free(&data);
    cr_assert_str_eq(show->source, "eval/wallgo/wallgo_show_weights.h");
    cr_assert_str_eq(site->source, "eval/wallgo/wallgo_weights.h");
}

Test(datagen_options, merge_refuses_data_of_other_rules) {
    const char *show = generate("show.txt", "WallGoRules=show");
    char show_path[TEMP_FOLDER_SIZE + 64];
    snprintf(show_path, sizeof show_path, "%s", show);
    const char *site = generate("site.txt", NULL);
    const char *out = temp_folder_path(folder, "merged.txt");
    char out_path[TEMP_FOLDER_SIZE + 64];
    snprintf(out_path, sizeof out_path, "%s", out);
    const char *words[] = {"wallgo", out_path, show_path, site, NULL};
    const char *inputs[8];
    DatagenMergeConfig config;
    char error[512] = "";
    cr_assert(datagen_merge_parse_args(count_args(words), words, &config, inputs, error, 512), "%s",
              error);
    cr_assert_not(datagen_merge_run(&config, NULL, NULL, error, 512));
    cr_assert(strstr(error, "made with other settings") && strstr(error, "WallGoRules=show"), "%s",
              error);
}

/* A header of the site rules over show-rules positions: refused at the first one. */
Test(datagen_options, a_position_of_other_rules_than_the_header_is_refused) {
    const char *path = temp_folder_path(folder, "mixed.txt");
    FILE *file = fopen(path, "w");
    cr_assert(file);
    fprintf(file, "# tessera-data v1 game=wallgo players=2 seed=1\n"
                  "1,0 | 12 | 7/7/7/3A3/2B4/7/7 A 20,20 - 3,3\n"
                  "1,0 | 12 | 7/7/7/3A3/2B4/7/7 A 20,20 - 3,3 show\n");
    fclose(file);
    TuneData data;
    char error[512];
    cr_assert_not(
        tune_data_load(registry_find("wallgo"), path, 0, false, &data, error, sizeof error));
    tune_data_free(&data);
    cr_assert(strstr(error, "mixed.txt:3: not the rules of the header"), "%s", error);

    file = fopen(path, "w");
    fprintf(file, "# tessera-data v1 game=wallgo players=2 WallGoRules=tv\n");
    fclose(file);
    cr_assert_not(
        tune_data_load(registry_find("wallgo"), path, 0, false, &data, error, sizeof error));
    tune_data_free(&data);
    cr_assert(strstr(error, "mixed.txt:1: in the header: WallGoRules takes site, show, not 'tv'"),
              "%s", error);
}

Test(datagen_options, a_bad_option_is_refused_with_its_reason) {
    static const char *const CASES[][2] = {
        {"WallGoRules=tv", "--option: WallGoRules takes site, show, not 'tv'"},
        {"Walls=3", "--option: wallgo has no option 'Walls' (its options: WallGoRules, "
                    "WallGoStart)"},
        {"WallGoRules", "--option: expected NAME=VALUE, got 'WallGoRules'"},
    };
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        const char *args[] = {"wallgo", "x.txt", "--games", "1", "--option", CASES[i][0], NULL};
        DatagenConfig config;
        char error[512] = "";
        cr_assert_not(datagen_parse_args(count_args(args), args, &config, error, sizeof error));
        cr_assert_str_eq(error, CASES[i][1]);
    }
    const char *chess[] = {"chess", "x.txt", "--games", "1", "--option", "WallGoRules=show", NULL};
    DatagenConfig config;
    char error[512] = "";
    cr_assert_not(datagen_parse_args(count_args(chess), chess, &config, error, sizeof error));
    cr_assert_str_eq(error, "--option: chess has no options of its own (got 'WallGoRules')");
}
