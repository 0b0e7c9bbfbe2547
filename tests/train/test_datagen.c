/*
 * test_datagen.c - the self-play data generator (train/datagen/): short runs of every game
 * (Wall Go with 2 and 3 players) at tiny node counts give a file whose header is right, whose
 * every data line reads (results summing to 1, a non-decided score, a position string that
 * reads back to itself and is not in check); a seed gives the same file twice and the same
 * games with two threads; a resumed file equals a straight run, also after a game or a line
 * cut short; a finished game's status becomes the right values; bad arguments are refused,
 * and the command exits 2 for them and 1 for a failure; a damaged file (a marker copied or
 * renamed, a line changed, NUL bytes, two files joined, a game twice) is refused on resume,
 * saying where, and left as it was.
 */
#define _GNU_SOURCE
#include "train/datagen/datagen.h"

#include <criterion/criterion.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "train/datagen/final_result.h"
#include "engine/registry.h"
#include "src/rules.h"
#include "tests/support/gui.h"
#include "tests/support/temp_folder.h"

static char folder[TEMP_FOLDER_SIZE];

static void make_folder(void) {
    temp_folder_make(folder, "tessera-datagen");
}

static void remove_folder(void) {
    temp_folder_remove(folder);
}

TestSuite(datagen, .init = make_folder, .fini = remove_folder);

/* A file name in the test's folder. */
static const char *path_of(const char *name) {
    return temp_folder_path(folder, name);
}

/* Runs datagen with args (NULL-terminated, after the word datagen); error gets the message. */
static bool run_datagen(const char *const *args, char *error, size_t error_size) {
    int argc = 0;
    while (args[argc])
        argc++;
    DatagenConfig config;
    if (!datagen_parse_args(argc, args, &config, error, error_size))
        return false;
    return datagen_run(&config, NULL, error, error_size);
}

static void generate(const char *const *args) {
    char error[512] = "";
    cr_assert(run_datagen(args, error, sizeof error), "datagen failed: %s", error);
}

static char *read_text(const char *path) {
    FILE *file = fopen(path, "rb");
    cr_assert(file, "cannot read %s", path);
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    rewind(file);
    char *text = malloc((size_t)size + 1);
    cr_assert(text && fread(text, 1, (size_t)size, file) == (size_t)size);
    text[size] = '\0';
    fclose(file);
    return text;
}

static void write_text(const char *path, const char *text, size_t length) {
    FILE *file = fopen(path, "wb");
    cr_assert(file && fwrite(text, 1, length, file) == length);
    fclose(file);
}

static void assert_same_file(const char *path, const char *expected_path) {
    char *text = read_text(path), *expected = read_text(expected_path);
    cr_assert_str_eq(text, expected, "%s differs from %s", path, expected_path);
    free(text);
    free(expected);
}

/* A result list: one value per player, each 0 or the share of first place, summing to 1. */
static void check_result(const char *text, int players) {
    double values[MAX_PLAYERS], sum = 0, share = 0;
    int count = 0;
    const char *at = text;
    char *end;
    for (;;) {
        cr_assert(count < players, "too many values in '%s'", text);
        values[count] = strtod(at, &end);
        cr_assert(end != at && values[count] >= 0, "bad value in '%s'", text);
        sum += values[count];
        share = values[count] > 0 ? values[count] : share;
        count++;
        if (*end != ',')
            break;
        at = end + 1;
    }
    cr_assert(*end == '\0' && count == players, "'%s' is not %d values", text, players);
    cr_assert(fabs(sum - 1) < 1e-5, "'%s' does not sum to 1", text);
    for (int i = 0; i < count; i++)
        cr_assert(values[i] == 0 || values[i] == share, "unequal shares in '%s'", text);
}

/* `<result> | <score> | <position>`: result into result, the rest checked here. */
static void check_data_line(char *line, const Game *game, int players, char **result) {
    char *score = strstr(line, " | "), *position = score ? strstr(score + 3, " | ") : NULL;
    cr_assert(position, "not a data line: '%s'", line);
    *score = *position = '\0';
    score += 3, position += 3;
    *result = line;
    check_result(line, players);
    char *end;
    long value = strtol(score, &end, 10);
    cr_assert(*end == '\0' && end != score, "bad score '%s'", score);
    cr_assert(labs(value) < SCORE_MATE_IN_MAX, "decided score %ld recorded", value);
    PosBuf pos;
    char error[256], again[MAX_POS_TEXT];
    cr_assert(game->parse(&pos, position, error, sizeof error), "'%s': %s", position, error);
    game->format(&pos, again, sizeof again);
    cr_assert_str_eq(again, position);
    cr_assert_eq(pos_header(&pos)->players, players);
    cr_assert(!game->in_check || !game->in_check(&pos), "in check: '%s'", position);
}

/* A `# game <index> <result> <reason> plies <n>` line ending game expected_index, whose data
 * lines (if any) had result game_result. */
static void check_marker(const char *line, int expected_index, const char *game_result,
                         int players) {
    int index, plies;
    char result[64], reason[64];
    cr_assert_eq(sscanf(line, "# game %d %63s %63s plies %d", &index, result, reason, &plies), 4,
                 "bad marker '%s'", line);
    cr_assert_eq(index, expected_index, "'%s'", line);
    check_result(result, players);
    cr_assert(!game_result || strcmp(result, game_result) == 0, "'%s' after %s", line, game_result);
    cr_assert(plies > 0);
}

/* Checks a whole file of games 0 .. games-1 and returns its number of data lines. */
static int check_data_file(const char *path, const Game *game, int players, const char *header,
                           int games) {
    char *text = read_text(path), *rest = text;
    cr_assert(strlen(text) > 0 && text[strlen(text) - 1] == '\n', "%s ends inside a line", path);
    cr_assert_str_eq(strsep(&rest, "\n"), header);
    cr_assert(strncmp(strsep(&rest, "\n"), "# settings depth=", 17) == 0);
    int markers = 0, positions = 0;
    char *game_result = NULL, *line;
    while ((line = strsep(&rest, "\n")) && *line) {
        if (line[0] == '#') {
            check_marker(line, markers++, game_result, players);
            game_result = NULL;
            continue;
        }
        char *result;
        check_data_line(line, game, players, &result);
        cr_assert(!game_result || strcmp(result, game_result) == 0, "two results in a game");
        game_result = result;
        positions++;
    }
    cr_assert_eq(markers, games);
    cr_assert(!game_result, "data lines after the last game");
    free(text);
    return positions;
}

static void check_short_run(const char *name, int players) {
    char file[32], players_text[8], header[160];
    snprintf(file, sizeof file, "%s-%d.txt", name, players);
    snprintf(players_text, sizeof players_text, "%d", players);
    const char *path = path_of(file);
    const char *args[] = {name,      path,  "--games", "2", "--players",      players_text,
                          "--nodes", "300", "--seed",  "7", "--random-plies", "4",
                          NULL};
    generate(args);
    snprintf(header, sizeof header,
             "# tessera-data v1 game=%s players=%d seed=7 nodes=300 random-plies=4", name, players);
    int positions = check_data_file(path, registry_find(name), players, header, 2);
    cr_assert(positions > 0, "no positions recorded");
}

Test(datagen, chess_data_reads_back) {
    check_short_run("chess", 2);
}

Test(datagen, voidchess_data_reads_back) {
    check_short_run("voidchess", 2);
}

Test(datagen, wallchess_data_reads_back) {
    check_short_run("wallchess", 2);
}

Test(datagen, wallgo_data_reads_back) {
    check_short_run("wallgo", 2);
}

Test(datagen, wallgo_three_players_data_reads_back) {
    check_short_run("wallgo", 3);
}

Test(datagen, wallrunner_data_reads_back) {
    check_short_run("wallrunner", 2);
}

/* A chess run of games games at 300 nodes a move into name. */
static const char *chess_run(const char *name, const char *games, const char *seed,
                             const char *threads, bool resume) {
    const char *path = path_of(name);
    const char *args[] = {"chess",  path, "--games",   games,   "--nodes",  "300",
                          "--seed", seed, "--threads", threads, "--resume", NULL};
    if (!resume)
        args[10] = NULL;
    generate(args);
    return path;
}

Test(datagen, a_seed_gives_the_same_file_every_time) {
    const char *first = chess_run("first.txt", "3", "5", "1", false);
    const char *again = chess_run("again.txt", "3", "5", "1", false);
    const char *other = chess_run("other.txt", "3", "6", "1", false);
    assert_same_file(again, first);
    char *text = read_text(first), *different = read_text(other);
    cr_assert(strcmp(strchr(text, '\n'), strchr(different, '\n')) != 0, "seed 6 played seed 5");
    free(text);
    free(different);
}

static int compare_strings(const void *a, const void *b) {
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The games of a file (each its data lines and marker) in sorted order, joined. */
static char *sorted_games(const char *path) {
    char *text = read_text(path), *games[64], *rest = strchr(strchr(text, '\n') + 1, '\n') + 1;
    int count = 0;
    while (*rest) {
        char *marker = strstr(rest, "# game ");
        cr_assert(marker && count < 64);
        char *end = strchr(marker, '\n') + 1;
        games[count++] = strndup(rest, (size_t)(end - rest));
        rest = end;
    }
    qsort(games, (size_t)count, sizeof *games, compare_strings);
    char *joined = calloc(1, strlen(text) + 1);
    for (int i = 0; i < count; i++) {
        strcat(joined, games[i]);
        free(games[i]);
    }
    free(text);
    return joined;
}

Test(datagen, two_threads_play_the_same_games) {
    const char *one = chess_run("one.txt", "4", "9", "1", false);
    const char *two = chess_run("two.txt", "4", "9", "2", false);
    char *games_one = sorted_games(one), *games_two = sorted_games(two);
    cr_assert_str_eq(games_two, games_one);
    free(games_one);
    free(games_two);
}

Test(datagen, resuming_to_twice_the_games_equals_a_straight_run) {
    const char *straight = chess_run("straight.txt", "6", "3", "1", false);
    const char *resumed = chess_run("resumed.txt", "3", "3", "1", true); /* a new file */
    chess_run("resumed.txt", "6", "3", "1", true);
    assert_same_file(resumed, straight);
}

/* The offset just after the count-th `# game` marker line of text. */
static size_t after_marker(const char *text, int count) {
    const char *at = text;
    for (int i = 0; i < count; i++)
        at = strchr(strstr(at, "# game ") + 1, '\n') + 1;
    return (size_t)(at - text);
}

Test(datagen, a_game_or_line_cut_short_is_discarded_on_resume) {
    const char *straight = chess_run("whole.txt", "4", "11", "1", false);
    char *text = read_text(straight);
    size_t last_game = after_marker(text, 3), first_line_end = strcspn(text + last_game, "\n");
    cr_assert(text[last_game] != '#', "the last game recorded no position");
    size_t marker = after_marker(text, 4) - 10;
    const size_t cuts[] = {last_game + first_line_end / 2, last_game + first_line_end + 1, marker};
    for (size_t i = 0; i < sizeof cuts / sizeof *cuts; i++) {
        write_text(path_of("cut.txt"), text, cuts[i]);
        chess_run("cut.txt", "4", "11", "1", true);
        assert_same_file(path_of("cut.txt"), straight);
    }
    free(text);
}

/* Data lines and the data lines of the last game in text. */
static void count_positions(const char *text, int *positions, int *last_game) {
    *positions = *last_game = 0;
    for (const char *line = text; *line; line = strchr(line, '\n') + 1) {
        if (line[0] != '#')
            ++*positions, ++*last_game;
        else if (strncmp(line, "# game ", 7) == 0 && line[strcspn(line, "\n") + 1])
            *last_game = 0;
    }
}

Test(datagen, a_positions_target_stops_after_the_game_that_reaches_it) {
    const char *args[] = {"wallchess", path_of("target.txt"), "--positions", "60", "--nodes", "300",
                          NULL};
    generate(args);
    char *text = read_text(path_of("target.txt"));
    int positions, last_game;
    count_positions(text, &positions, &last_game);
    cr_assert(positions >= 60 && positions - last_game < 60, "%d positions, %d in the last game",
              positions, last_game);
    free(text);
    const char *more[] = {
        "wallchess", path_of("target.txt"), "--positions", "120", "--nodes", "300", "--resume",
        NULL};
    generate(more);
    const char *straight[] = {
        "wallchess", path_of("straight.txt"), "--positions", "120", "--nodes", "300", NULL};
    generate(straight);
    assert_same_file(path_of("target.txt"), path_of("straight.txt"));
}

Test(datagen, a_file_is_resumed_only_with_the_same_settings) {
    const char *path = chess_run("settings.txt", "1", "1", "1", false);
    char error[512] = "";
    const char *again[] = {"chess", path, "--games", "2", "--nodes", "300", NULL};
    cr_assert_not(run_datagen(again, error, sizeof error));
    cr_assert(strstr(error, "exists: add --resume"), "%s", error);
    const char *other_seed[] = {"chess", path,     "--games", "2",        "--nodes",
                                "300",   "--seed", "2",       "--resume", NULL};
    cr_assert_not(run_datagen(other_seed, error, sizeof error));
    cr_assert(strstr(error, "other settings") && strstr(error, "seed=1") && strstr(error, "seed=2"),
              "%s", error);
    const char *other_cap[] = {"chess", path,          "--games", "2",        "--nodes",
                               "300",   "--max-plies", "50",      "--resume", NULL};
    cr_assert_not(run_datagen(other_cap, error, sizeof error));
    cr_assert(strstr(error, "max-plies=400") && strstr(error, "max-plies=50"), "%s", error);
}

/* The result values of the finished game start + moves. */
static void assert_final_result(const char *game_name, const char *start, const char *moves,
                                const char *expected) {
    const Game *game = registry_find(game_name);
    PosBuf pos, next;
    char error[256], values[64], moves_copy[256];
    cr_assert(game->parse(&pos, start, error, sizeof error), "%s", error);
    snprintf(moves_copy, sizeof moves_copy, "%s", moves);
    for (char *rest = moves_copy, *text; (text = strsep(&rest, " ")) && *text;) {
        Move move;
        cr_assert(game_parse_legal_move(game, &pos, text, &move) && game->play(&pos, move, &next));
        memcpy(&pos, &next, game->pos_size);
    }
    GameStatus status;
    rules_status(game, &pos, NULL, 0, &status);
    cr_assert_neq(status.outcome, OUTCOME_ONGOING);
    FinalResult result;
    final_result_from_status(game, &pos, &status, &result);
    final_result_format(&result, values, sizeof values);
    cr_assert_str_eq(values, expected);
}

Test(datagen, a_finished_game_gives_each_player_its_share) {
    assert_final_result("chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                        "f2f3 e7e5 g2g4 d8h4", "0,1");
    assert_final_result("chess", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", "", "0.5,0.5");
    /* Wall Go, three players: A and B tie for first on 21, C has 7 (RULES.md WG7). */
    assert_final_result("wallgo",
                        "BB5/7/7/2C1C2/7/7/AA5 C 15,16,16 a3n,b3n,c3n,d3n,e3n,f3n,g3n,a4n,b4n,"
                        "c4n,d4n,e4n,f4n 0,0,0",
                        "c4c4,g4n", "0.5,0.5,0");
    /* Four players: A alone on top. */
    assert_final_result("wallgo",
                        "BB5/7/1C4D/C4D1/7/7/AA5 D 16,16,16,17 a3n,b3n,c3n,d3n,e3n,f3n,g3n,"
                        "a5n,b5n,c5n,d5n,e5n,f5n,g5n,c4e 0,0,0,0",
                        "f4f4,c5e", "1,0,0,0");
    FinalResult capped;
    char values[64];
    final_result_draw(&capped, 3, "max-plies");
    final_result_format(&capped, values, sizeof values);
    cr_assert_str_eq(values, "0.333333,0.333333,0.333333");
}

/* datagen_parse_args refuses args with a message containing expected. */
Test(datagen, only_a_regular_file_is_resumed) {
    const char *fifo = path_of("fifo.txt");
    cr_assert_eq(mkfifo(fifo, 0600), 0);
    char error[512] = "";
    const char *args[] = {"chess", fifo, "--games", "1", "--nodes", "300", "--resume", NULL};
    cr_assert_not(run_datagen(args, error, sizeof error));
    cr_assert(strstr(error, "is not a regular file"), "%s", error);
}

static void assert_refused(const char *const *args, const char *expected) {
    int argc = 0;
    while (args[argc])
        argc++;
    DatagenConfig config;
    char error[512] = "";
    cr_assert_not(datagen_parse_args(argc, args, &config, error, sizeof error), "accepted %s",
                  expected);
    cr_assert(strstr(error, expected), "'%s' does not say '%s'", error, expected);
}

Test(datagen, options_set_their_fields_and_the_rest_keep_their_defaults) {
    const char *args[] = {"wallgo", "x", "--resume", "--games", "3", "--seed", "9"};
    DatagenConfig config;
    char error[512] = "";
    cr_assert(datagen_parse_args(7, args, &config, error, sizeof error), "%s", error);
    cr_assert(config.resume, "--resume is a flag: no value follows it");
    cr_assert_eq(config.games, 3);
    cr_assert_eq(config.seed, 9);
    cr_assert_eq(config.players, 2, "the game's fewest players");
    cr_assert_eq(config.threads, 1);
    cr_assert_gt(config.nodes, 0, "a node limit unless one is given");
    cr_assert_not(config.positions);
}

Test(datagen, bad_arguments_are_refused) {
    assert_refused((const char *[]){"chess", NULL}, "which game, and which file?");
    assert_refused((const char *[]){"checkers", "x", "--games", "1", NULL},
                   "unknown game 'checkers'");
    assert_refused((const char *[]){"chess", "x", "--games", "1", "--speed", "2", NULL},
                   "unknown option '--speed'");
    assert_refused((const char *[]){"chess", "x", "--games", NULL}, "'--games' needs a value");
    assert_refused((const char *[]){"chess", "x", "--games", "-1", NULL}, "--games must be 0 to");
    assert_refused((const char *[]){"chess", "x", "--games", "1", "--threads", "0", NULL},
                   "--threads must be 1 to 256, not '0'");
    assert_refused((const char *[]){"chess", "x", "--games", "1", "--players", "3", NULL},
                   "chess takes 2 to 2 players, not 3");
    assert_refused((const char *[]){"chess", "x", NULL}, "--games N or --positions N");
    assert_refused((const char *[]){"chess", "x", "--games", "1", "--nodes", "0", NULL},
                   "--nodes 0 needs a --depth");
    assert_refused((const char *[]){"wallgo", "x", "--games", "1", "--players", "3", "--win-score",
                                    "500", NULL},
                   "two-player games only");
}

/* Runs `tessera datagen args...` and returns its exit status. */
static int command_status(const char *const *args) {
    Gui session = {0};
    const GuiLines *lines = gui_run(&session, args, "", 30000);
    cr_assert(lines, "%s", gui_error(&session));
    cr_assert_eq(session.state, GUI_EXITED);
    int status = session.exit_code;
    gui_close(&session);
    return status;
}

Test(datagen, the_command_exits_2_for_bad_arguments_and_1_for_failures) {
    cr_assert_eq(command_status((const char *[]){"datagen", "chess", NULL}), 2);
    cr_assert_eq(command_status((const char *[]){"datagen", "chess", path_of("x.txt"), "--games",
                                                 "1", "--nodes", "x", NULL}),
                 2);
    cr_assert_eq(command_status((const char *[]){"datagen", "chess", path_of("none/x.txt"),
                                                 "--games", "1", NULL}),
                 1);
    const char *path = path_of("command.txt");
    cr_assert_eq(command_status((const char *[]){"datagen", "wallchess", path, "--games", "1",
                                                 "--nodes", "300", NULL}),
                 0);
    cr_assert_eq(command_status((const char *[]){"datagen", "wallchess", path, "--games", "1",
                                                 "--nodes", "300", NULL}),
                 1, "an existing file is not overwritten");
    char *text = read_text(path);
    cr_assert(strstr(text, "# game 0 "), "%s", text);
    free(text);
}

/* ---- damaged files on resume ------------------------------------------------------------ */

static const char REFUSED[] = "; the file is left as it was (--resume continues only a file "
                              "datagen wrote: cut it after its last good game or start a new "
                              "file)";

/* The number of the line that starts at offset of text. */
static int line_at(const char *text, size_t offset) {
    int line = 1;
    for (size_t i = 0; i < offset; i++)
        line += text[i] == '\n';
    return line;
}

/* Writes the damaged file (length bytes, NULs allowed), resumes it to 4 games and expects
 * the error "path:line: what" + REFUSED and exit status 1, the file byte for byte as it was. */
static void expect_refused(const char *damaged, size_t length, int line, const char *what) {
    const char *path = path_of("damaged.txt");
    write_text(path, damaged, length);
    const char *args[] = {"datagen", "chess",  path, "--games",  "4", "--nodes",
                          "300",     "--seed", "4",  "--resume", NULL};
    char error[1024] = "", expected[1024];
    cr_assert_not(run_datagen(args + 1, error, sizeof error), "resumed a damaged file: %s", what);
    snprintf(expected, sizeof expected, "%s:%d: %s%s", path, line, what, REFUSED);
    cr_assert_str_eq(error, expected);
    cr_assert_eq(command_status(args), 1);
    FILE *file = fopen(path, "rb");
    char *after = malloc(length + 1);
    cr_assert_eq(fread(after, 1, length + 1, file), length, "the file changed size");
    fclose(file);
    cr_assert_eq(memcmp(after, damaged, length), 0, "the file changed");
    free(after);
}

static const char HASH_MISMATCH[] = "'s lines do not match its marker's hash (a marker renamed, "
                                    "copied or moved, or a line changed)";

Test(datagen, a_damaged_file_is_refused_on_resume_and_left_as_it_was) {
    const char *good = chess_run("good.txt", "3", "4", "1", false);
    char *text = read_text(good), *damaged = malloc(3 * strlen(text) + 64), what[256];
    size_t length = strlen(text), second = after_marker(text, 1), third = after_marker(text, 2);
    size_t marker = third - 1; /* the start of game 1's marker line, which ends at third */
    while (text[marker - 1] != '\n')
        marker--;
    size_t marker_length = third - marker;
    cr_assert_eq(strncmp(text + marker, "# game 1 ", 9), 0, "%s", text + marker);

    /* a marker copied: "15 games" for 14 */
    memcpy(damaged, text, third);
    memcpy(damaged + third, text + marker, marker_length);
    memcpy(damaged + third + marker_length, text + third, length - third);
    snprintf(what, sizeof what, "game 1%s", HASH_MISMATCH);
    expect_refused(damaged, length + marker_length, line_at(text, third), what);

    /* a marker renamed: game 1's positions would be played and written again */
    memcpy(damaged, text, length);
    damaged[marker + 7] = '7';
    snprintf(what, sizeof what, "game 7%s", HASH_MISMATCH);
    expect_refused(damaged, length, line_at(text, marker), what);

    /* a data line changed */
    memcpy(damaged, text, length);
    damaged[second] = '7';
    snprintf(what, sizeof what, "bad result value '7%.*s' (0, 0.5, 1 or a share of 1)",
             (int)strcspn(text + second + 1, ", "), text + second + 1);
    expect_refused(damaged, length, line_at(text, second), what);

    /* NUL bytes and a second copy of the file: "28 games" */
    memcpy(damaged, text, length);
    memset(damaged + length, 0, 8);
    memcpy(damaged + length + 8, text, length);
    expect_refused(damaged, 2 * length + 8, line_at(text, length), "a NUL byte in the line");

    /* two files joined: the second one's header */
    memcpy(damaged + length, text, length);
    expect_refused(damaged, 2 * length, line_at(text, length),
                   "a '#' line that is not a game marker '# game <index> <result> <reason> plies "
                   "<n> fnv1a=<hash>' (another file's header? a marker of an older tessera?)");

    /* a whole game copied to the end */
    memcpy(damaged + length, text + second, third - second);
    snprintf(what, sizeof what, "game 1 is in the file twice (its marker also at line %d)",
             line_at(text, marker));
    expect_refused(damaged, length + third - second,
                   line_at(text, length) + line_at(text, third) - line_at(text, second) - 1, what);
    free(damaged);
    free(text);

    /* the good file, resumed to four games, is the straight run of four */
    chess_run("good.txt", "4", "4", "1", true);
    assert_same_file(good, chess_run("straight4.txt", "4", "4", "1", false));
}
