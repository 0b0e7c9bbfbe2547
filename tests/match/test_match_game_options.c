/*
 * test_match_game_options.c - a game's own options in a match (-game-option, Wall Go's
 * WallGoRules and WallGoStart): the command line reads them against the game and refuses
 * what the game does not have; the referee and the openings play under them; the engines are
 * told; the PGN, the results file and a merge name them; an engine without them is refused
 * before any game. Tests run from the repository root.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "engine/registry.h"
#include "match/compliance.h"
#include "match/game_runner.h"
#include "match/merge.h"
#include "src/openings.h"
#include "src/referee.h"
#include "tests/support/match_helpers.h"
#include "tests/support/temp_folder.h"

static const char *const SHOW_START = "7/7/7/7/7/7/7 A 20,20 - 4,4 show";
static const char *const SITE_START = "7/7/7/7/7/7/7 A 20,20 - 4,4";

/* ---- the command line ------------------------------------------------------------------- */

/* `tessera-match -variant wallgo <options...> -engine cmd=a -engine cmd=b -each depth=1 <tail>`
 * parsed into config (options may name another -variant; tail ends with NULL). */
static CliStatus parse_wallgo(const char *const *options, const char *const *tail,
                              MatchConfig *config, char *error, size_t size) {
    const char *argv[32] = {"tessera-match", "-variant", "wallgo"};
    int argc = 3;
    for (int i = 0; options[i]; i++)
        argv[argc++] = options[i];
    const char *engines[] = {"-engine", "cmd=a", "-engine", "cmd=b", "-each", "depth=1", NULL};
    for (int i = 0; engines[i]; i++)
        argv[argc++] = engines[i];
    for (int i = 0; tail && tail[i]; i++)
        argv[argc++] = tail[i];
    return cli_parse(argc, argv, config, error, size);
}

static void expect_refused(const char *const *options, const char *const *tail,
                           const char *fragment) {
    MatchConfig *config = calloc(1, sizeof *config);
    char error[512];
    cr_assert_eq(parse_wallgo(options, tail, config, error, sizeof error), CLI_ERROR, "%s",
                 fragment);
    cr_assert(strstr(error, fragment), "error '%s' should mention '%s'", error, fragment);
    free(config);
}

Test(match_game_options, options_are_read_in_any_case_and_written_in_the_games_spelling) {
    const char *options[] = {"-game-option", "wallgorules=SHOW", "-game-option",
                             "WallGoStart=fixed", NULL};
    MatchConfig *config = calloc(1, sizeof *config);
    char error[512];
    cr_assert_eq(parse_wallgo(options, NULL, config, error, sizeof error), CLI_OK, "%s", error);
    cr_assert_str_eq(config->game_options, "WallGoRules=show WallGoStart=fixed");
    cr_assert_eq(config->game_choices.chosen.value[0], 1);
    cr_assert_eq(config->game_choices.chosen.value[1], 1);
    free(config);
}

Test(match_game_options, a_later_value_wins_and_defaults_stay_unnamed) {
    const char *options[] = {"-game-option", "WallGoRules=show", "WallGoRules=site", NULL};
    MatchConfig *config = calloc(1, sizeof *config);
    char error[512];
    cr_assert_eq(parse_wallgo(options, NULL, config, error, sizeof error), CLI_OK, "%s", error);
    cr_assert_str_eq(config->game_options, "WallGoRules=site");
    cr_assert_eq(config->game_choices.chosen.value[0], 0);
    cr_assert(config->game_choices.given[0]);
    cr_assert_not(config->game_choices.given[1]);
    const char *none[] = {NULL};
    cr_assert_eq(parse_wallgo(none, NULL, config, error, sizeof error), CLI_OK, "%s", error);
    cr_assert_str_eq(config->game_options, "");
    cr_assert_not(config->game_choices.given[0]);
    free(config);
}

Test(match_game_options, what_the_game_does_not_have_is_refused_with_the_choices) {
    const char *bad_value[] = {"-game-option", "WallGoRules=tv", NULL};
    expect_refused(bad_value, NULL, "WallGoRules takes site, show, not 'tv'");
    const char *bad_name[] = {"-game-option", "Walls=show", NULL};
    expect_refused(bad_name, NULL, "no option 'Walls' (its options: WallGoRules, WallGoStart)");
    const char *other_game[] = {"-variant", "chess", "-game-option", "WallGoRules=show", NULL};
    expect_refused(other_game, NULL, "chess has no options of its own");
    const char *no_value[] = {"-game-option", "WallGoRules", NULL};
    expect_refused(no_value, NULL, "expected NAME=VALUE");
    const char *control[] = {"-game-option", "WallGoRules=sh\tow", NULL};
    expect_refused(control, NULL, "control characters");
}

/* An engine option naming a rule of the game would leave the referee on the other rules. */
Test(match_game_options, an_engine_option_naming_a_game_option_is_refused) {
    const char *none[] = {NULL};
    const char *each[] = {"option.WallGoRules=show", NULL};
    expect_refused(none, each, "-game-option WallGoRules=show");
    const char *one[] = {"-engine", "cmd=c", "option.wallgostart=fixed", NULL};
    expect_refused(none, one, "-game-option WallGoStart=fixed");
}

/* ---- the referee and the openings -------------------------------------------------------- */

static GameChoices show_rules(void) {
    return (GameChoices){.value = {1, 0}};
}

Test(match_game_options, the_referee_starts_and_reads_under_the_chosen_rules) {
    const Game *wallgo = registry_find("wallgo");
    GameChoices show = show_rules();
    Referee referee;
    char error[256], text[MAX_POS_TEXT];
    cr_assert(referee_init(&referee, wallgo, 2, &show, NULL, error, sizeof error), "%s", error);
    cr_assert_str_eq(referee.start_text, SHOW_START);
    cr_assert(referee.from_startpos);
    referee_free(&referee);
    cr_assert(referee_init(&referee, wallgo, 2, &show, SHOW_START, error, sizeof error));
    cr_assert(referee.from_startpos, "the show start is the start under the show rules");
    referee_free(&referee);
    cr_assert_not(referee_init(&referee, wallgo, 2, &show, SITE_START, error, sizeof error));
    cr_assert(strstr(error, "site rules but WallGoRules is show"), "%s", error);
    cr_assert_not(referee_init(&referee, wallgo, 2, NULL, SHOW_START, error, sizeof error));
    GameChoices fixed = {.value = {1, 1}};
    cr_assert(referee_init(&referee, wallgo, 2, &fixed, NULL, error, sizeof error), "%s", error);
    referee_format(&referee, text);
    cr_assert_str_eq(text, "7/1A3B1/7/7/7/1B3A1/7 A 20,20 - 2,2 show");
    referee_free(&referee);
}

/* A wall of the show rules touches the cell of the moved token: a wall elsewhere is refused
 * under them, though the site rules allow it. */
Test(match_game_options, the_referee_judges_moves_by_the_chosen_rules) {
    const Game *wallgo = registry_find("wallgo");
    GameChoices show = show_rules();
    const char *placed = "7/1B3A1/7/2BAA2/3B3/1A3B1/7 A 20,20 - 0,0";
    char error[256], canonical[MAX_MOVE_TEXT], show_text[MAX_POS_TEXT];
    snprintf(show_text, sizeof show_text, "%s show", placed);
    Referee referee;
    cr_assert(referee_init(&referee, wallgo, 2, &show, show_text, error, sizeof error), "%s",
              error);
    cr_assert_not(referee_play(&referee, "b2b2,a5n", canonical));
    cr_assert(referee_play(&referee, "b2b2,b2n", canonical));
    referee_free(&referee);
    cr_assert(referee_init(&referee, wallgo, 2, NULL, placed, error, sizeof error), "%s", error);
    cr_assert(referee_play(&referee, "b2b2,a5n", canonical));
    referee_free(&referee);
}

/* Every random opening is drawn under the chosen rules and replays under them: from their
 * start (an empty start text: the game's start under them), four turns after the
 * placement, each wall beside its token (a random wall of the site rules rarely is). */
Test(match_game_options, random_openings_are_played_under_the_chosen_rules) {
    const Game *wallgo = registry_find("wallgo");
    GameChoices show = show_rules();
    for (int players = 2; players <= 4; players++) {
        int placements = players == 3 ? 6 : 8;
        OpeningConfig config = {.start = 1, .random_plies = placements + 4, .random_seed = 5};
        OpeningBook book;
        char error[256];
        cr_assert(
            openings_load(&book, &config, wallgo, players, &show, 1, stderr, error, sizeof error));
        for (int index = 0; index < 10; index++) {
            Opening opening;
            openings_get(&book, index, &opening);
            cr_assert_str_eq(opening.start, "");
            Referee referee;
            cr_assert(
                referee_init(&referee, wallgo, players, &show, opening.start, error, sizeof error),
                "%s", error);
            cr_assert(strstr(referee.start_text, " show"), "%s", referee.start_text);
            char move[MAX_MOVE_TEXT], canonical[MAX_MOVE_TEXT];
            int plies = 0;
            for (const char *at = opening.moves; sscanf(at, "%31s", move) == 1; plies++) {
                at = strstr(at, move) + strlen(move);
                cr_assert(referee_play(&referee, move, canonical), "%d players: %s in %s", players,
                          move, opening.moves);
            }
            cr_assert_eq(plies, config.random_plies);
            referee_free(&referee);
            opening_free(&opening);
        }
        openings_free(&book);
    }
}

/* A position string of the other rule set is a bad line of an opening file. */
Test(match_game_options, an_opening_of_the_other_rules_is_skipped) {
    char folder[TEMP_FOLDER_SIZE];
    temp_folder_make(folder, "tessera-game-options");
    const char *path = temp_folder_path(folder, "openings.epd");
    FILE *file = fopen(path, "w");
    const char *site = "7/7/7/3A3/2B4/7/7 A 20,20 - 3,3";
    const char *show_text = "7/7/7/3A3/2B4/7/7 A 20,20 - 3,3 show";
    fprintf(file, "%s\n%s\n", site, show_text);
    fclose(file);
    OpeningConfig config = {.format = OPENINGS_EPD, .start = 1};
    snprintf(config.file, sizeof config.file, "%s", path);
    GameChoices show = show_rules();
    OpeningBook book;
    char error[256];
    FILE *log = fopen("/dev/null", "w");
    cr_assert(openings_load(&book, &config, registry_find("wallgo"), 2, &show, 1, log, error,
                            sizeof error),
              "%s", error);
    fclose(log);
    cr_assert_eq(book.count, 1);
    cr_assert_eq(book.skipped, 1);
    cr_assert_str_eq(book.items[0].start, show_text);
    openings_free(&book);
    temp_folder_remove(folder);
}

/* A PGN file of two games, one tagged with each rule set, each a placement and a turn whose
 * wall lies beside its token (legal under both rules); its path in folder. */
static const char *write_tagged_pgn(const char *folder) {
    const char *path = temp_folder_path(folder, "games.pgn");
    FILE *file = fopen(path, "w");
    cr_assert_not_null(file);
    fputs("[Variant \"wallgo\"]\n[WallGoRules \"site\"]\n\n"
          "1. c3 e5 2. c5 e3 3. b4 f4 4. d2 d6 5. c3c2,c2e 1/2-1/2\n\n"
          "[Variant \"wallgo\"]\n[WallGoRules \"show\"]\n\n"
          "1. d5 d4 2. d6 d3 3. b6 d2 4. b5 f6 5. d3c2,c2e 1/2-1/2\n",
          file);
    fclose(file);
    return path;
}

static void load_pgn(const char *path, bool tagged, const GameChoices *chosen, OpeningBook *book) {
    OpeningConfig config = {.format = OPENINGS_PGN, .start = 1, .tagged_choices = tagged};
    snprintf(config.file, sizeof config.file, "%s", path);
    char error[256];
    FILE *log = fopen("/dev/null", "w");
    cr_assert(openings_load(book, &config, registry_find("wallgo"), 2, chosen, 1, log, error,
                            sizeof error),
              "%s", error);
    fclose(log);
}

/* A match reads a PGN game under its own rules only: a game tagged with the other rule set
 * is skipped, whichever rules the match plays. */
Test(match_game_options, a_pgn_game_tagged_with_the_other_rules_is_skipped) {
    char folder[TEMP_FOLDER_SIZE];
    temp_folder_make(folder, "tessera-game-options");
    const char *path = write_tagged_pgn(folder);
    GameChoices show = show_rules();
    OpeningBook book;
    load_pgn(path, false, &show, &book);
    cr_assert_eq(book.count, 1);
    cr_assert_eq(book.skipped, 1);
    cr_assert_str_eq(book.items[0].start, "");
    cr_assert(strncmp(book.items[0].moves, "d5 d4", 5) == 0, "%s", book.items[0].moves);
    openings_free(&book);
    load_pgn(path, false, NULL, &book);
    cr_assert_eq(book.count, 1);
    cr_assert(strncmp(book.items[0].moves, "c3 e5", 5) == 0, "%s", book.items[0].moves);
    openings_free(&book);
    temp_folder_remove(folder);
}

/* With tagged_choices (`tessera book build`) each game is read under the rules its tags name:
 * a game of rules other than the book's keeps its start position, so its keys are its own. */
Test(match_game_options, tagged_pgn_games_are_read_under_their_own_rules) {
    char folder[TEMP_FOLDER_SIZE];
    temp_folder_make(folder, "tessera-game-options");
    OpeningBook book;
    load_pgn(write_tagged_pgn(folder), true, NULL, &book);
    cr_assert_eq(book.count, 2);
    cr_assert_eq(book.skipped, 0);
    cr_assert_str_eq(book.items[0].start, "");
    cr_assert_str_eq(book.items[1].start, SHOW_START);
    openings_free(&book);
    temp_folder_remove(folder);
}

/* ---- results -------------------------------------------------------------------------- */

/* The ranks of a game whose status has scores and a verdict. */
static void rank(int players, const int *scores, Outcome outcome, int winner, int *ranks) {
    GameRecord record = {.players = players};
    record.status = (GameStatus){.outcome = outcome, .winner = winner, .has_scores = true};
    memcpy(record.status.scores, scores, sizeof(int) * (size_t)players);
    runner_record_rank(&record);
    memcpy(ranks, record.ranks, sizeof(int) * (size_t)players);
}

/* A tie on territory that the show rules break (the larger single region) is the winner's
 * game, not a draw; an unbroken tie stays a draw, and higher territory wins as before. */
Test(match_game_options, a_tie_broken_by_the_game_ranks_its_winner_first) {
    int ranks[MAX_PLAYERS];
    rank(2, (int[]){12, 12}, OUTCOME_WIN, 1, ranks);
    cr_assert(ranks[0] == 2 && ranks[1] == 1, "%d %d", ranks[0], ranks[1]);
    rank(2, (int[]){12, 12}, OUTCOME_DRAW, 0, ranks);
    cr_assert(ranks[0] == 1 && ranks[1] == 1);
    rank(2, (int[]){14, 10}, OUTCOME_WIN, 0, ranks);
    cr_assert(ranks[0] == 1 && ranks[1] == 2);
    rank(3, (int[]){9, 9, 4}, OUTCOME_WIN, 0, ranks);
    cr_assert(ranks[0] == 1 && ranks[1] == 2 && ranks[2] == 3, "%d %d %d", ranks[0], ranks[1],
              ranks[2]);
    rank(4, (int[]){3, 9, 3, 9}, OUTCOME_WIN, 3, ranks); /* the two behind stay tied */
    cr_assert(ranks[3] == 1 && ranks[1] == 2 && ranks[0] == 3 && ranks[2] == 3);
    GameRecord record = {.players = 2, .ranks = {2, 1}};
    char text[32];
    runner_record_result_text(&record, text, sizeof text);
    cr_assert_str_eq(text, "0-1");
}

/* ---- whole matches ------------------------------------------------------------------------ */

static const char *engine_command(char *cmd, size_t size) {
    const char *bin = getenv("TESSERA_BIN") ? getenv("TESSERA_BIN") : "./tessera";
    if (access(bin, X_OK) != 0)
        cr_skip_test("no engine binary at %s", bin);
    snprintf(cmd, size, "cmd=%s", bin);
    return cmd;
}

/* games games played, none lost by a failure of any kind. */
static void expect_clean_games(const MatchRun *run, int games) {
    cr_assert_eq(run->outcome.tally.games, games, "%s", run->output);
    for (int kind = TERMINATION_ILLEGAL_MOVE; kind < TERMINATION_KINDS; kind++)
        cr_assert_eq(run->outcome.tally.terminations[kind], 0, "%s", run->output);
}

/* Tessera (cmd) in every seat of a show-rules match of players players at depth 1, more of
 * the command line in tail (NULL-terminated). */
static MatchRun *play_show(const char *cmd, int players, const char *const *tail) {
    static const char *const NAMES[] = {"name=A", "name=B", "name=C", "name=D"};
    char count[4];
    snprintf(count, sizeof count, "%d", players);
    const char *args[40] = {"-variant",     "wallgo",           "-players", count,
                            "-game-option", "WallGoRules=show", "-each",    "depth=1"};
    int at = 8;
    for (int p = 0; p < players; p++) {
        args[at++] = "-engine";
        args[at++] = cmd;
        args[at++] = NAMES[p];
    }
    for (int i = 0; tail[i]; i++)
        args[at++] = tail[i];
    args[at] = NULL;
    return run_match(args);
}

static char *read_whole(const char *path) {
    FILE *file = fopen(path, "r");
    cr_assert(file, "%s", path);
    char *text = calloc(1, 1 << 20);
    size_t length = fread(text, 1, (1 << 20) - 1, file);
    text[length] = '\0';
    fclose(file);
    return text;
}

/* Tessera against itself under the show rules: the engines are told, no move is refused, and
 * the PGN, the results file and their merge name the rules. */
Test(match_game_options, tessera_plays_the_show_rules_and_the_records_name_them) {
    char cmd[1100], folder[TEMP_FOLDER_SIZE], pgn_setting[TEMP_PATH_SIZE];
    engine_command(cmd, sizeof cmd);
    temp_folder_make(folder, "tessera-game-options");
    snprintf(pgn_setting, sizeof pgn_setting, "%s", temp_folder_path(folder, "games.pgn"));
    const char *results = temp_folder_path(folder, "games.jsonl");
    const char *tail[] = {"-games",           "2",       "-seed",   "4",
                          "-random-openings", "plies=2", "-pgnout", pgn_setting,
                          "-results",         results,   NULL};
    MatchRun *run = play_show(cmd, 2, tail);
    expect_clean_games(run, 2);
    char *pgn = read_whole(pgn_setting);
    cr_assert(strstr(pgn, "[Variant \"wallgo\"]\n[WallGoRules \"show\"]\n"), "%s", pgn);
    cr_assert_not(strstr(pgn, "WallGoStart"), "an option left at its default is not named");
    char *lines = read_whole(results);
    cr_assert(strstr(lines, "\"game_options\":\"WallGoRules=show\""), "%s", lines);
    cr_assert(strstr(lines, SHOW_START), "%s", lines);
    free(lines);
    free(pgn);
    free_run(run);

    const char *merged = temp_folder_path(folder, "merged.pgn");
    const char *argv[] = {"tessera-match", "merge", results, "-pgnout", merged};
    MergeConfig merge;
    char error[512];
    cr_assert_eq(cli_parse_merge(5, argv, &merge, error, sizeof error), CLI_OK, "%s", error);
    FILE *out = fopen("/dev/null", "w");
    Tally tally;
    cr_assert(merge_run(&merge, out, &tally, error, sizeof error), "%s", error);
    tally_free(&tally);
    fclose(out);
    char *merged_pgn = read_whole(merged);
    cr_assert(strstr(merged_pgn, "[WallGoRules \"show\"]"), "%s", merged_pgn);
    free(merged_pgn);
    temp_folder_remove(folder);
}

/* Three players under the show rules, as under the site rules. */
Test(match_game_options, three_players_play_the_show_rules) {
    char cmd[1100];
    engine_command(cmd, sizeof cmd);
    const char *tail[] = {"-games", "3", NULL};
    MatchRun *run = play_show(cmd, 3, tail);
    expect_clean_games(run, 3);
    free_run(run);
}

/* An engine that lists no WallGoRules plays the site rules only: refused for the show rules
 * before any game, welcome for the site rules. */
Test(match_game_options, an_engine_without_the_option_is_refused_before_any_game) {
    const char *site_only = "cmd=bash tests/engines/site_only.sh";
    const char *show[] = {
        "-variant", "wallgo",  "-game-option", "WallGoRules=show", "-engine", site_only,
        "-engine",  site_only, "-each",        "depth=1",          NULL};
    MatchRun *run = match_play(show);
    cr_assert_not(run->ran);
    cr_assert_eq(run->outcome.tally.games, 0);
    cr_assert(strstr(run->error, "does not offer the option WallGoRules (-game-option "
                                 "WallGoRules=show)"),
              "%s", run->error);
    free_run(run);
    const char *site[] = {
        "-variant", "wallgo", "-game-option", "WallGoRules=site", "-engine", site_only, "-engine",
        site_only,  "-each",  "depth=1",      "-maxmoves",        "1",       NULL};
    run = match_play(site);
    cr_assert(run->ran, "%s", run->error);
    free_run(run);
}

/* -compliance checks an engine under the game's options: Tessera passes under the show
 * rules; an engine without WallGoRules fails the variant rule, named. */
static ComplianceReport *check_compliance(const char *engine, bool *passed, char **output) {
    const char *argv[] = {
        "tessera-match",    "-compliance", "-variant", "wallgo",        "-game-option",
        "WallGoRules=show", "-engine",     engine,     "-stalltimeout", "1"};
    MatchConfig *config = calloc(1, sizeof *config);
    char error[512];
    cr_assert_eq(cli_parse(10, argv, config, error, sizeof error), CLI_OK, "%s", error);
    ComplianceReport *report = calloc(1, sizeof *report);
    size_t size;
    FILE *out = open_memstream(output, &size);
    *passed = compliance_run(config, out, report, error, sizeof error);
    fclose(out);
    free(config);
    return report;
}

Test(match_game_options, compliance_is_checked_under_the_game_options) {
    char cmd[1100], *output;
    bool passed;
    ComplianceReport *report = check_compliance(engine_command(cmd, sizeof cmd), &passed, &output);
    cr_assert(passed, "%s", output);
    cr_assert(strstr(output, "Compliance: 10 passed, 0 failed, 0 not checked"), "%s", output);
    free(output);
    free(report);
    report = check_compliance("cmd=bash tests/engines/site_only.sh", &passed, &output);
    cr_assert_not(passed, "%s", output);
    cr_assert_eq(report->verdicts[RULE_VARIANT], VERDICT_FAIL, "%s", output);
    cr_assert(strstr(output, "no WallGoRules option (-game-option WallGoRules=show)"), "%s",
              output);
    free(output);
    free(report);
}
