/*
 * test_data_file.c - the tessera-data file through its one module (train/data_file.h): games
 * written with data_file_format_game and data_file_append read back line for line with
 * data_file_read; a resumed file lists its complete games and loses a game cut short; an
 * existing file is not replaced, a file of other settings is not resumed, and data written
 * for one game is refused as another's.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "engine/registry.h"
#include "train/data_file.h"

static char folder[64];
static char path[128];

static void make_folder(void) {
    snprintf(folder, sizeof folder, "/tmp/tessera-data-file-XXXXXX");
    cr_assert(mkdtemp(folder), "cannot make a temporary folder");
    snprintf(path, sizeof path, "%s/data.txt", folder);
}

/* The folder holds the data file alone. */
static void remove_folder(void) {
    remove(path);
    remove(folder);
}

TestSuite(data_file, .init = make_folder, .fini = remove_folder);

#define START    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
#define AFTER_E4 "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"

static DataFileSpec chess_spec(const char *settings, bool resume) {
    return (DataFileSpec){.path = path,
                          .game = registry_find("chess"),
                          .players = 2,
                          .identity = "seed=7 nodes=300",
                          .settings = settings,
                          .resume = resume};
}

static void append_game(DataFile *file, const char *results, const char *records, int index) {
    StrBuf text;
    strbuf_init(&text);
    data_file_format_game(&text, results, records, index, "mate", 9);
    char error[256];
    cr_assert(data_file_append(file, strbuf_text(&text), text.length, error, sizeof error), "%s",
              error);
    strbuf_free(&text);
}

/* A new file with game 0 (two positions, white won) and game 1 (one position, a draw). */
static void write_two_games(void) {
    DataFileSpec spec = chess_spec("depth=0", false);
    DataFile file;
    char error[256];
    cr_assert(data_file_open(&file, &spec, error, sizeof error), "%s", error);
    append_game(&file, "1,0", "35 | " START "\n- | " AFTER_E4 "\n", 0);
    append_game(&file, "0.5,0.5", "-12 | " AFTER_E4 "\n", 1);
    cr_assert(data_file_close(&file, error, sizeof error), "%s", error);
}

static long file_size(void) {
    struct stat info;
    cr_assert_eq(stat(path, &info), 0);
    return (long)info.st_size;
}

typedef struct Seen {
    int count;
    double first_results[3][2];
    bool has_score[3];
    int score[3];
} Seen;

static bool note_line(void *context, const DataLine *line, char *error, size_t error_size) {
    (void)error, (void)error_size;
    Seen *seen = context;
    cr_assert_lt(seen->count, 3, "more lines than were written");
    cr_assert_eq(line->players, 2);
    seen->first_results[seen->count][0] = line->results[0];
    seen->first_results[seen->count][1] = line->results[1];
    seen->has_score[seen->count] = line->has_score;
    seen->score[seen->count] = line->score;
    seen->count++;
    return true;
}

Test(data_file, written_games_read_back_line_for_line) {
    write_two_games();
    FILE *in = fopen(path, "r");
    char header[2][160];
    cr_assert(fgets(header[0], sizeof header[0], in) && fgets(header[1], sizeof header[1], in));
    fclose(in);
    cr_assert_str_eq(header[0], "# tessera-data v1 game=chess players=2 seed=7 nodes=300\n");
    cr_assert_str_eq(header[1], "# settings depth=0\n");

    Seen seen = {0};
    DataSummary summary;
    char error[256];
    cr_assert(data_file_read(registry_find("chess"), path, 0, note_line, &seen, &summary, error,
                             sizeof error),
              "%s", error);
    cr_assert_eq(summary.positions, 3);
    cr_assert_eq(summary.players, 2);
    cr_assert_eq(seen.count, 3);
    cr_assert_eq(seen.first_results[0][0], 1.0);
    cr_assert_eq(seen.first_results[1][1], 0.0);
    cr_assert_eq(seen.first_results[2][0], 0.5);
    cr_assert(seen.has_score[0] && seen.score[0] == 35);
    cr_assert_not(seen.has_score[1], "'-' is no score");
    cr_assert(seen.has_score[2] && seen.score[2] == -12);
}

Test(data_file, a_resumed_file_lists_its_games_and_loses_a_game_cut_short) {
    write_two_games();
    long whole = file_size();
    FILE *out = fopen(path, "a");
    fputs("1,0 | 7 | " START "\n0,1 | 3 | rnbqkbnr", out); /* a game cut off mid-line */
    fclose(out);

    DataFileSpec spec = chess_spec("depth=0", true);
    DataFile file;
    char error[256];
    cr_assert(data_file_open(&file, &spec, error, sizeof error), "%s", error);
    cr_assert_eq(file.done_count, 2);
    cr_assert_eq(file.done[0], 0);
    cr_assert_eq(file.done[1], 1);
    cr_assert_eq(file.positions, 3);
    cr_assert(data_file_close(&file, error, sizeof error), "%s", error);
    cr_assert_eq(file_size(), whole, "the game cut short is truncated away");
}

Test(data_file, an_existing_file_is_kept_and_other_settings_are_not_resumed) {
    write_two_games();
    long whole = file_size();
    DataFile file;
    char error[256];

    DataFileSpec again = chess_spec("depth=0", false);
    cr_assert_not(data_file_open(&file, &again, error, sizeof error));
    cr_assert(strstr(error, "exists: add --resume"), "%s", error);

    DataFileSpec other = chess_spec("depth=5", true);
    cr_assert_not(data_file_open(&file, &other, error, sizeof error));
    cr_assert(strstr(error, "was made with other settings: it has '# settings depth=0' where "
                            "these options give '# settings depth=5'"),
              "%s", error);
    cr_assert_eq(file_size(), whole, "a refused file is left as it was");
}

Test(data_file, data_written_for_one_game_is_refused_as_another_s) {
    write_two_games();
    Seen seen = {0};
    DataSummary summary;
    char error[256];
    cr_assert_not(data_file_read(registry_find("wallgo"), path, 0, note_line, &seen, &summary,
                                 error, sizeof error));
    cr_assert(strstr(error, ":1: this is data for 'chess', not wallgo: refused"), "%s", error);
    cr_assert_eq(seen.count, 0);
}
