/*
 * test_skill.c - weaker play: which settings weaken the search at all, what a weakened
 * search is allowed to look at, and that its choice stays among the near-best moves (never
 * a move that loses more than the level's margin, never a refused mate), while still
 * varying from move to move.
 */
#include <criterion/criterion.h>
#include <string.h>

#include "search/search.h"
#include "search/skill.h"
#include "engine/games.h"

/* The start position of game for players, to weaken a search from (one buffer: each call
 * replaces the position of the one before). */
static const void *start_of(const Game *game, int players) {
    static PosBuf start;
    char error[128];
    cr_assert(game->parse(&start, game->start_position(players), error, sizeof error), "%s", error);
    return &start;
}

/* ---- settings --------------------------------------------------------------------------- */

Test(skill, full_strength_is_not_weakened) {
    cr_assert_not(skill_make(SKILL_LEVEL_MAX, false, SKILL_ELO_MIN, 1).enabled);
    cr_assert_not(skill_make(0, true, SKILL_ELO_MAX, 1).enabled, "UCI_Elo decides");
    for (int level = 0; level < SKILL_LEVEL_MAX; level++)
        cr_assert(skill_make(level, false, SKILL_ELO_MAX, 1).enabled, "level %d", level);
    cr_assert(skill_make(SKILL_LEVEL_MAX, true, SKILL_ELO_MAX - 1, 1).enabled);
}

Test(skill, elo_maps_onto_the_levels_in_order) {
    cr_assert_float_eq(skill_level_for_elo(SKILL_ELO_MIN), 0.0, 1e-9);
    cr_assert_float_eq(skill_level_for_elo(SKILL_ELO_MAX), SKILL_LEVEL_MAX, 1e-9);
    double previous = -1;
    for (int elo = SKILL_ELO_MIN; elo <= SKILL_ELO_MAX; elo += 10) {
        double level = skill_level_for_elo(elo);
        cr_assert_gt(level, previous, "elo %d", elo);
        previous = level;
    }
}

Test(skill, full_strength_limits_are_passed_through_untouched) {
    SearchLimits limits, weakened;
    limits_init(&limits);
    limits.depth = 30;
    cr_assert_eq(skill_limits(&CHESS_GAME, start_of(&CHESS_GAME, 2), &limits, &weakened), &limits);
}

Test(skill, weak_levels_search_shallower_with_candidates) {
    SearchLimits limits, weakened;
    limits_init(&limits);
    limits.skill = skill_make(0, false, 0, 1);
    const SearchLimits *used =
        skill_limits(&CHESS_GAME, start_of(&CHESS_GAME, 2), &limits, &weakened);
    cr_assert_eq(used, &weakened);
    cr_assert_eq(used->depth, 1);
    cr_assert_geq(used->multipv, 3);
    int previous = 0;
    for (int level = 0; level < SKILL_LEVEL_MAX; level++) {
        limits.skill = skill_make(level, false, 0, 1);
        int depth = skill_limits(&CHESS_GAME, start_of(&CHESS_GAME, 2), &limits, &weakened)->depth;
        cr_assert_geq(depth, previous, "level %d", level);
        previous = depth;
    }
    limits.skill = skill_make(19, false, 0, 1);
    limits.depth = 2; /* a smaller depth asked for by `go` stays */
    cr_assert_eq(skill_limits(&CHESS_GAME, start_of(&CHESS_GAME, 2), &limits, &weakened)->depth, 2);
    limits.multipv = 10; /* and so do more lines */
    cr_assert_eq(skill_limits(&CHESS_GAME, start_of(&CHESS_GAME, 2), &limits, &weakened)->multipv,
                 10);
}

Test(skill, default_depth_caps_follow_the_chess_line) {
    cr_assert_eq(skill_depth_cap(&CHESS_GAME, 2, 0), 1);
    cr_assert_eq(skill_depth_cap(&CHESS_GAME, 2, 10), 7);
    cr_assert_eq(skill_depth_cap(&CHESS_GAME, 2, 19), 13);
    cr_assert_eq(skill_depth_cap(&CHESS_GAME, 2, 19.5), 19); /* the top band: 13 + 12 x 0.5 */
    cr_assert_eq(skill_depth_cap(&CHESS_GAME, 2, 19.99), 25);
}

/* Between level 19 and full strength the weakening fades out step by step: deeper caps, fewer
 * candidate lines, a narrower margin, so that UCI_Elo has a setting for every strength. */
Test(skill, the_top_band_fades_towards_full_strength) {
    SearchLimits limits, weakened;
    limits_init(&limits);
    int previous_depth = 0, previous_lines = MAX_MULTIPV;
    Score previous_margin = SCORE_INFINITE;
    for (double level = 19; level < SKILL_LEVEL_MAX; level += 0.05) {
        limits.skill = skill_make(0, true, 0, 1);
        limits.skill.level = level;
        const SearchLimits *used =
            skill_limits(&CHESS_GAME, start_of(&CHESS_GAME, 2), &limits, &weakened);
        cr_assert_geq(used->depth, previous_depth, "level %.2f", level);
        cr_assert_leq(used->multipv, previous_lines, "level %.2f", level);
        cr_assert_leq(skill_margin(level), previous_margin, "level %.2f", level);
        previous_depth = used->depth;
        previous_lines = used->multipv;
        previous_margin = skill_margin(level);
    }
    limits.skill.level = 19;
    cr_assert_eq(skill_limits(&CHESS_GAME, start_of(&CHESS_GAME, 2), &limits, &weakened)->multipv,
                 3);
    cr_assert_eq(skill_margin(19), 26);
    limits.skill.level = 19.9;
    cr_assert_eq(skill_limits(&CHESS_GAME, start_of(&CHESS_GAME, 2), &limits, &weakened)->multipv,
                 1);
    cr_assert_eq(skill_limits(&CHESS_GAME, start_of(&CHESS_GAME, 2), &limits, &weakened)->depth,
                 24);
    cr_assert_eq(skill_margin(19.9), 2);
}

Test(skill, default_depth_caps_are_the_same_for_every_number_of_players) {
    Game game = CHESS_GAME; /* no caps of its own, played by up to four */
    game.max_players = MAX_PLAYERS;
    for (int players = 3; players <= MAX_PLAYERS; players++)
        for (double level = 0; level < SKILL_LEVEL_MAX; level += 0.5)
            cr_assert_eq(skill_depth_cap(&game, players, level), skill_depth_cap(&game, 2, level),
                         "%d players, level %.1f", players, level);
    cr_assert_eq(skill_depth_cap(&game, 4, 10), 7);
}

Test(skill, a_game_may_set_its_own_depth_caps) {
    static const SkillDepths DEPTHS = {.by_players = {[2] = {1, 2, 4, 5, 9}}};
    Game game = CHESS_GAME;
    game.skill_depths = &DEPTHS;
    const double levels[] = {0, 2.4, 5, 7.5, 10, 15, 17, 19, 19.5};
    const int expected[] = {1, 1, 2, 3, 4, 5, 7, 9, 15}; /* the top band adds 12 x 0.5 */
    for (size_t i = 0; i < sizeof levels / sizeof levels[0]; i++)
        cr_assert_eq(skill_depth_cap(&game, 2, levels[i]), expected[i], "level %.1f", levels[i]);
    SearchLimits limits, weakened;
    limits_init(&limits);
    limits.skill = skill_make(15, false, 0, 1);
    cr_assert_eq(skill_limits(&game, start_of(&game, 2), &limits, &weakened)->depth, 5);
}

/* With 3 or 4 players one ply against the coalition is worth little: level 15 at 6 plies and
 * level 10 at 5 played alike in 3-player Wall Go (docs/BENCHMARKS.md), so they lie two apart. */
Test(skill, wallgo_caps_depend_on_the_number_of_players) {
    const double levels[] = {0, 5, 10, 15, 19};
    const int two_players[] = {1, 4, 5, 6, 7};
    for (size_t i = 0; i < sizeof levels / sizeof levels[0]; i++)
        cr_assert_eq(skill_depth_cap(&WALLGO_GAME, 2, levels[i]), two_players[i], "level %.0f",
                     levels[i]);
    for (int players = 3; players <= 4; players++)
        cr_assert_eq(skill_depth_cap(&WALLGO_GAME, players, 15) -
                         skill_depth_cap(&WALLGO_GAME, players, 10),
                     2, "%d players", players);
    cr_assert_eq(skill_depth_cap(&WALLGO_GAME, 3, 10), 4);
    cr_assert_eq(skill_depth_cap(&WALLGO_GAME, 3, 15), 6);
    for (int level = 0; level < SKILL_LEVEL_MAX; level++) /* more players, no deeper caps */
        for (int players = 3; players <= 4; players++)
            cr_assert_leq(skill_depth_cap(&WALLGO_GAME, players, level),
                          skill_depth_cap(&WALLGO_GAME, players - 1, level), "%d players, level %d",
                          players, level);
    SearchLimits limits, weakened;
    limits_init(&limits);
    limits.skill = skill_make(10, false, 0, 1);
    cr_assert_eq(skill_limits(&WALLGO_GAME, start_of(&WALLGO_GAME, 2), &limits, &weakened)->depth,
                 5);
    cr_assert_eq(skill_limits(&WALLGO_GAME, start_of(&WALLGO_GAME, 3), &limits, &weakened)->depth,
                 4);
}

/* The show rules' start for players (a show-rules position carries its rule set). */
static const void *show_start(int players) {
    static PosBuf start;
    GameChoices show = {{0}};
    show.value[0] = (uint8_t)game_choice_value(&WALLGO_GAME.choices[0], "show");
    char error[128];
    cr_assert(game_parse_chosen(&WALLGO_GAME, &start,
                                game_start_position(&WALLGO_GAME, players, &show), &show, error,
                                sizeof error),
              "%s", error);
    return &start;
}

/* Under the show rules the search reaches about 12 plies where the site rules reach 7
 * (docs/BENCHMARKS.md): a show-rules position gets caps of its own, two plies or more between
 * levels 0, 5, 10 and 15, while a site-rules position keeps the site caps. */
Test(skill, wallgo_show_rules_positions_have_caps_of_their_own) {
    const double levels[] = {0, 5, 10, 15, 19};
    const int expected[][5] = {
        [2] = {1, 6, 8, 10, 10}, [3] = {1, 3, 5, 7, 9}, [4] = {1, 3, 5, 7, 9}};
    for (int players = 2; players <= 4; players++) {
        for (size_t i = 0; i < sizeof levels / sizeof levels[0]; i++)
            cr_assert_eq(skill_depth_cap_at(&WALLGO_GAME, show_start(players), levels[i]),
                         expected[players][i], "%d players, level %.0f", players, levels[i]);
        for (double level = 0; level < SKILL_LEVEL_MAX; level += 0.5) {
            int show = skill_depth_cap_at(&WALLGO_GAME, show_start(players), level);
            int site = skill_depth_cap_at(&WALLGO_GAME, start_of(&WALLGO_GAME, players), level);
            cr_assert_eq(site, skill_depth_cap(&WALLGO_GAME, players, level),
                         "the site caps stay: %d players, level %.1f", players, level);
            cr_assert_geq(show, site, "%d players, level %.1f", players, level);
            if (players > 2)
                cr_assert_leq(
                    show, skill_depth_cap_at(&WALLGO_GAME, show_start(players - 1), level),
                    "more players, no deeper caps: %d players, level %.1f", players, level);
        }
    }
    SearchLimits limits, weakened;
    limits_init(&limits);
    limits.skill = skill_make(10, false, 0, 1);
    cr_assert_eq(skill_limits(&WALLGO_GAME, show_start(2), &limits, &weakened)->depth, 8);
    cr_assert_eq(skill_limits(&WALLGO_GAME, start_of(&WALLGO_GAME, 2), &limits, &weakened)->depth,
                 5);
}

Test(skill, every_game_caps_deepen_with_the_level) {
    const Game *games[] = {&CHESS_GAME, &VOIDCHESS_GAME, &WALLCHESS_GAME, &WALLGO_GAME,
                           &WALLRUNNER_GAME};
    for (size_t g = 0; g < sizeof games / sizeof games[0]; g++) {
        const Game *game = games[g];
        for (int players = game->min_players; players <= game->max_players; players++) {
            cr_assert_eq(skill_depth_cap(game, players, 0), 1, "%s", game->name);
            for (int level = 1; level < SKILL_LEVEL_MAX; level++)
                cr_assert_geq(skill_depth_cap(game, players, level),
                              skill_depth_cap(game, players, level - 1), "%s, %d players, level %d",
                              game->name, players, level);
            cr_assert_gt(skill_depth_cap(game, players, 19), skill_depth_cap(game, players, 5),
                         "%s, %d players", game->name, players);
        }
    }
}

Test(skill, margins_shrink_as_the_level_rises) {
    for (int level = 1; level < SKILL_LEVEL_MAX; level++)
        cr_assert_leq(skill_margin(level), skill_margin(level - 1));
    cr_assert_leq(skill_margin(0), 200, "a weak level may lose a pawn or two, not a piece");
}

/* ---- choosing among root lines ---------------------------------------------------------- */

static RootLine line(Score score, Move move) {
    RootLine root_line = {.score = score, .pv_length = 1};
    root_line.pv[0] = move;
    return root_line;
}

Test(skill, picks_stay_within_the_margin_and_vary) {
    RootLine lines[] = {line(100, 1), line(90, 2), line(60, 3), line(-250, 4), line(-900, 5)};
    for (int level = 0; level < SKILL_LEVEL_MAX; level++) {
        int picked[5] = {0};
        for (uint64_t seed = 1; seed <= 400; seed++) {
            Skill skill = skill_make(level, false, 0, seed * 0x9E3779B97F4A7C15ULL);
            int pick = skill_pick(&skill, lines, 5);
            cr_assert(pick >= 0 && pick < 5);
            cr_assert_leq(lines[0].score - lines[pick].score, skill_margin(level));
            picked[pick]++;
        }
        cr_assert_eq(picked[3] + picked[4], 0, "level %d played a losing move", level);
        cr_assert_gt(picked[0], 0, "level %d never played the best move", level);
        if (level <= 15)
            cr_assert_gt(picked[1], 0, "level %d never varied", level);
    }
}

Test(skill, full_strength_always_plays_the_best_line) {
    RootLine lines[] = {line(100, 1), line(99, 2), line(98, 3)};
    Skill skill = skill_make(SKILL_LEVEL_MAX, false, 0, 42);
    cr_assert_eq(skill_pick(&skill, lines, 3), 0);
}

Test(skill, a_forced_mate_is_never_turned_down) {
    RootLine lines[] = {line(SCORE_MATE - 3, 1), line(SCORE_MATE - 5, 2), line(50, 3)};
    for (uint64_t seed = 1; seed <= 200; seed++) {
        Skill skill = skill_make(0, false, 0, seed);
        cr_assert_eq(skill_pick(&skill, lines, 3), 0);
    }
}

/* ---- whole searches --------------------------------------------------------------------- */

static Searcher searcher;

static void setup(void) {
    cr_assert(searcher_init(&searcher, &CHESS_GAME, 16, 1));
}

static void teardown(void) {
    searcher_free(&searcher);
}

static SearchResult search(const PosBuf *root, const SearchLimits *limits) {
    searcher_clear(&searcher);
    atomic_store(&searcher.stop, false);
    return search_run(&searcher, root, NULL, 0, limits, 0, NULL);
}

static void load(PosBuf *root, const char *fen) {
    char error[128];
    cr_assert(CHESS_GAME.parse(root, fen, error, sizeof error), "%s", error);
}

/* Every legal move's score at depth as a full-strength MultiPV search sees it (one line per
 * move), the view the skill code picks from; returns the best. Moves searched alone with
 * searchmoves would score apart from their lines by more than the margins at these depths. */
typedef struct LineScores {
    Move moves[MAX_MOVES];
    Score scores[MAX_MOVES];
    int count, depth;
} LineScores;

static void note_line(void *context, const void *root, const SearchInfo *info) {
    (void)root;
    LineScores *lines = context;
    if (info->depth != lines->depth || info->pv_length == 0)
        return;
    for (int i = 0; i < lines->count; i++)
        if (lines->moves[i] == info->pv[0])
            lines->scores[i] = info->score;
}

static Score score_moves(const PosBuf *root, int depth, LineScores *lines) {
    lines->count = game_legal_moves(&CHESS_GAME, root, lines->moves);
    lines->depth = depth;
    cr_assert_leq(lines->count, MAX_MULTIPV);
    for (int i = 0; i < lines->count; i++)
        lines->scores[i] = SCORE_NONE;
    SearchLimits limits;
    limits_init(&limits);
    limits.depth = depth;
    limits.multipv = lines->count;
    searcher_clear(&searcher);
    atomic_store(&searcher.stop, false);
    SearchReport report = {lines, note_line};
    search_run(&searcher, root, NULL, 0, &limits, 0, &report);
    Score best = -SCORE_INFINITE;
    for (int i = 0; i < lines->count; i++) {
        cr_assert_neq(lines->scores[i], SCORE_NONE, "no line for a legal move at depth %d", depth);
        best = lines->scores[i] > best ? lines->scores[i] : best;
    }
    return best;
}

static Score score_of(Move move, const LineScores *lines) {
    for (int i = 0; i < lines->count; i++)
        if (lines->moves[i] == move)
            return lines->scores[i];
    cr_assert_fail("not a legal move");
    return 0;
}

TestSuite(skill_search, .init = setup, .fini = teardown);

Test(skill_search, weak_levels_play_near_best_moves_only) {
    PosBuf root;
    /* 1. e4 e5 2. Nf3 Nc6: several good moves (d4, Nc3, Bc4, Bb5, ...), many that hang */
    load(&root, "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
    const int levels[] = {0, 5, 10};
    for (size_t l = 0; l < sizeof levels / sizeof levels[0]; l++) {
        SearchLimits limits, weakened;
        limits_init(&limits);
        limits.skill = skill_make(levels[l], false, 0, 1);
        int depth = skill_limits(&CHESS_GAME, start_of(&CHESS_GAME, 2), &limits, &weakened)->depth;
        Move seen[16];
        LineScores lines;
        Score best = score_moves(&root, depth, &lines);
        int distinct = 0;
        for (uint64_t seed = 1; seed <= 12; seed++) {
            limits.skill = skill_make(levels[l], false, 0, seed * 0x2545F4914F6CDD1DULL);
            SearchResult result = search(&root, &limits);
            Score score = score_of(result.best, &lines);
            /* slack: with fewer lines (the skill's candidates) a line may score a little apart */
            cr_assert_geq(score, best - skill_margin(levels[l]) - 30,
                          "level %d played a move scoring %d, best %d", levels[l], score, best);
            bool known = false;
            for (int i = 0; i < distinct; i++)
                known |= seen[i] == result.best;
            if (!known && distinct < 16)
                seen[distinct++] = result.best;
        }
        cr_assert_geq(distinct, 2, "level %d always played the same move", levels[l]);
    }
}

Test(skill_search, weak_levels_still_take_a_hanging_queen) {
    PosBuf root;
    load(&root, "rnb1kbnr/pppp1ppp/8/4p1q1/3P4/2N5/PPP1PPPP/R1BQKBNR w KQkq - 0 1");
    for (uint64_t seed = 1; seed <= 20; seed++) {
        SearchLimits limits;
        limits_init(&limits);
        limits.skill = skill_make(0, false, 0, seed);
        SearchResult result = search(&root, &limits);
        char text[MAX_MOVE_TEXT];
        CHESS_GAME.format_move(&root, result.best, text);
        cr_assert_str_eq(text, "c1g5", "seed %llu", (unsigned long long)seed);
    }
}

/* The search caps the depth for the players of the position it is given. */
Test(skill_search, the_cap_follows_the_players_of_the_position) {
    cr_assert(searcher_set_game(&searcher, &WALLGO_GAME));
    for (int players = 2; players <= 4; players++) {
        PosBuf root;
        char error[128];
        cr_assert(
            WALLGO_GAME.parse(&root, WALLGO_GAME.start_position(players), error, sizeof error));
        SearchLimits limits;
        limits_init(&limits);
        limits.skill = skill_make(10, false, 0, 7);
        cr_assert_eq(search(&root, &limits).depth, skill_depth_cap(&WALLGO_GAME, players, 10),
                     "%d players", players);
    }
}

/* ... and for the rules the position carries: a show-rules search stops at the show caps. */
Test(skill_search, the_cap_follows_the_rules_of_the_position) {
    cr_assert(searcher_set_game(&searcher, &WALLGO_GAME));
    for (int players = 2; players <= 4; players++) {
        PosBuf root;
        memcpy(&root, show_start(players), sizeof root);
        SearchLimits limits;
        limits_init(&limits);
        limits.skill = skill_make(10, false, 0, 7);
        int depth = search(&root, &limits).depth;
        cr_assert_eq(depth, skill_depth_cap_at(&WALLGO_GAME, &root, 10), "%d players", players);
        cr_assert_gt(depth, skill_depth_cap(&WALLGO_GAME, players, 10), "%d players", players);
    }
}

Test(skill_search, every_game_plays_legal_moves_when_weakened) {
    const Game *games[] = {&CHESS_GAME, &VOIDCHESS_GAME, &WALLCHESS_GAME, &WALLGO_GAME,
                           &WALLRUNNER_GAME};
    for (size_t g = 0; g < sizeof games / sizeof games[0]; g++) {
        cr_assert(searcher_set_game(&searcher, games[g]));
        PosBuf root;
        char error[128];
        cr_assert(games[g]->parse(&root, games[g]->start_position(2), error, sizeof error));
        SearchLimits limits;
        limits_init(&limits);
        limits.depth = 3;
        limits.skill = skill_make(3, false, 0, 99);
        SearchResult result = search(&root, &limits);
        Move moves[MAX_MOVES];
        int count = game_legal_moves(games[g], &root, moves), legal = 0;
        for (int i = 0; i < count; i++)
            legal |= moves[i] == result.best;
        cr_assert(legal, "%s", games[g]->name);
    }
}
