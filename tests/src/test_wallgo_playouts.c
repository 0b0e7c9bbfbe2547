/*
 * test_wallgo_playouts.c - random Wall Go games with 2, 3 and 4 players, checked in every
 * position: the incrementally kept key equals the key from scratch, the position string
 * reads back to the same string and key, and the status (over or not, every score) agrees
 * with the independent reference of wallgo_reference.c. In every fourth game the number of
 * legal moves is compared with the reference too, and in every 25th game the move lists
 * themselves, move for move, with the noisy moves (GEN_NOISY and is_noisy), and the bulk
 * describe_moves answers are checked against the per-move functions. Show-rules games (from
 * the free and the fixed start) check the key and the string the same way, and every move
 * list against the site generator's token moves with the walls the show allows. Moves are
 * drawn by a fixed-seed generator, so a failure replays exactly.
 */
#include "tests/support/game_helpers.h"
#include "tests/support/positions.h"
#include "tests/support/wallgo_agreement.h"
#include "tests/support/wallgo_reference.h"
#include "src/games/wallgo/wallgo.h"

enum { GAMES_PER_COUNT = 400, MAX_GAME_PLIES = 200, COUNT_EVERY = 4, LIST_EVERY = 25 };

static uint64_t next_random(uint64_t *state) {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    return *state;
}

/* A move as text (the noisy ones marked with a trailing '!'), for sorting. */
typedef struct ListedMove {
    char text[MAX_MOVE_TEXT];
} ListedMove;

static int compare_listed(const void *a, const void *b) {
    return strcmp(((const ListedMove *)a)->text, ((const ListedMove *)b)->text);
}

/* Whether each reference move is a capture. The full test runs only with walls that cut a
 * shared region, which the wall alone decides: a first pass over the 0-step moves finds
 * them all (every free wall comes with some token's 0-step move). */
static void mark_captures(const WallGoRefPos *ref, const WallGoRefMove *moves, int count,
                          bool *capture) {
    bool contests[WGREF_N][WGREF_N][2] = {{{false}}};
    for (int i = 0; i < count; i++) {
        WallGoRefMove m = moves[i];
        if (m.from_file >= 0 && m.from_file == m.to_file && m.from_rank == m.to_rank)
            contests[m.wall_rank][m.wall_file][m.wall_side == 'e'] = wgref_wall_contests(ref, m);
    }
    for (int i = 0; i < count; i++) {
        WallGoRefMove m = moves[i];
        capture[i] = m.from_file >= 0 && contests[m.wall_rank][m.wall_file][m.wall_side == 'e'] &&
                     wgref_captures(ref, m);
    }
}

/* The same legal moves, and the same noisy ones (captures), by is_noisy and GEN_NOISY. */
static void assert_same_list(const PosBuf *pos, const WallGoRefPos *ref, const Move *moves,
                             int count) {
    static ListedMove mine[MAX_MOVES], theirs[WGREF_MAX_MOVES];
    static WallGoRefMove ref_moves[WGREF_MAX_MOVES];
    static bool capture[WGREF_MAX_MOVES];
    int expected = wgref_moves(ref, ref_moves);
    cr_assert_eq(count, expected);
    mark_captures(ref, ref_moves, count, capture);
    for (int i = 0; i < count; i++) {
        WALLGO_GAME.format_move(pos, moves[i], mine[i].text);
        strcat(mine[i].text, WALLGO_GAME.is_noisy(pos, moves[i]) ? "!" : "");
        wgref_move_text(ref_moves[i], theirs[i].text);
        strcat(theirs[i].text, capture[i] ? "!" : "");
    }
    qsort(mine, (size_t)count, sizeof mine[0], compare_listed);
    qsort(theirs, (size_t)count, sizeof theirs[0], compare_listed);
    for (int i = 0; i < count; i++)
        cr_assert_str_eq(mine[i].text, theirs[i].text);
    static Move noisy[MAX_MOVES];
    int noisy_count = WALLGO_GAME.generate(pos, noisy, GEN_NOISY), marked = 0;
    for (int i = 0; i < noisy_count; i++)
        cr_assert(WALLGO_GAME.is_noisy(pos, noisy[i]));
    for (int i = 0; i < count; i++)
        marked += strchr(mine[i].text, '!') != NULL;
    cr_assert_eq(noisy_count, marked);
}

/* describe_moves says of every move what the per-move functions say. */
static void assert_facts_agree(const PosBuf *pos, const Move *moves, int count) {
    static MoveFacts facts[MAX_MOVES];
    WALLGO_GAME.describe_moves(pos, moves, count, facts);
    for (int i = 0; i < count; i++) {
        bool noisy = WALLGO_GAME.is_noisy(pos, moves[i]);
        cr_assert_eq(facts[i].noisy, noisy);
        cr_assert_eq(facts[i].noisy_gain, noisy ? WALLGO_GAME.noisy_gain(pos, moves[i]) : 0);
        cr_assert_eq(facts[i].history_index, WALLGO_GAME.move_index(pos, moves[i]));
    }
}

/* One random game; returns its number of plies. */
static int play_game(int players, int game, uint64_t *seed) {
    static Move moves[MAX_MOVES];
    PosBuf pos = gt_position(&WALLGO_GAME, WALLGO_GAME.start_position(players));
    WallGoRefPos ref;
    cr_assert(wgref_parse(&ref, WALLGO_GAME.start_position(players)));
    int ply = 0;
    for (; ply < MAX_GAME_PLIES; ply++) {
        gt_assert_consistent(&WALLGO_GAME, &pos);
        wallgo_assert_same_status(&pos, &ref);
        int count = game_legal_moves(&WALLGO_GAME, &pos, moves);
        if (game % LIST_EVERY == 0) {
            assert_same_list(&pos, &ref, moves, count);
            assert_facts_agree(&pos, moves, count);
        } else if (game % COUNT_EVERY == 0)
            cr_assert_eq(count, (int)wgref_perft(&ref, 1));
        if (count == 0)
            break;
        Move move = moves[next_random(seed) % (uint64_t)count];
        char text[MAX_MOVE_TEXT];
        WALLGO_GAME.format_move(&pos, move, text);
        PosBuf next;
        cr_assert(WALLGO_GAME.play(&pos, move, &next));
        pos = next;
        WallGoRefMove ref_move;
        cr_assert(wgref_read_move(text, &ref_move), "%s", text);
        WallGoRefPos ref_next;
        wgref_play(&ref, ref_move, &ref_next);
        ref = ref_next;
    }
    cr_assert_lt(ply, MAX_GAME_PLIES, "a game never ended");
    return ply;
}

static void play_games(int players) {
    uint64_t seed = 0x9E3779B97F4A7C15ULL * (uint64_t)players;
    int plies = 0;
    for (int game = 0; game < GAMES_PER_COUNT; game++)
        plies += play_game(players, game, &seed);
    cr_assert_gt(plies, GAMES_PER_COUNT * 4 * players, "games far too short");
}

Test(wallgo_playouts, two_players) {
    play_games(2);
}

Test(wallgo_playouts, three_players) {
    play_games(3);
}

Test(wallgo_playouts, four_players) {
    play_games(4);
}

/* ---- the show rules ---------------------------------------------------------------------- */

/* The show's turns (WS1) from the site's token moves: every site destination of every token
 * and its own cell (a stay needs nothing under the show rules), each with every free side of
 * that cell. The site generator is checked against the reference above. */
static int show_turns_from_site(const WallGoPos *show) {
    static Move moves[MAX_MOVES];
    WallGoPos site = *show;
    site.rules = WALLGO_RULES_SITE;
    site.over = false;
    int count = WALLGO_GAME.generate(&site, moves, GEN_ALL), expected = 0;
    bool seen[WALLGO_CELLS][WALLGO_CELLS] = {{false}};
    for (uint64_t tokens = show->tokens[show->header.side]; tokens;) {
        int cell = wallgo_pop(&tokens);
        seen[cell][cell] = true;
    }
    for (int i = 0; i < count; i++)
        seen[wallgo_move_from(moves[i])][wallgo_move_to(moves[i])] = true;
    for (int from = 0; from < WALLGO_CELLS; from++)
        for (int to = 0; to < WALLGO_CELLS; to++)
            for (int edge = 0; seen[from][to] && edge < WALLGO_EDGES; edge++)
                expected += wallgo_edge_touches(edge, to) && !wallgo_has_wall(show, edge);
    return expected;
}

static void assert_show_moves(const PosBuf *pos, const Move *moves, int count) {
    const WallGoPos *show = (const WallGoPos *)pos;
    for (int i = 0; i < count; i++)
        if (!wallgo_move_is_place(moves[i]))
            cr_assert(wallgo_edge_touches(wallgo_move_edge(moves[i]), wallgo_move_to(moves[i])));
    if (count > 0 && !wallgo_placing(show))
        cr_assert_eq(count, show_turns_from_site(show));
}

/* One random show-rules game from a start (free or fixed); returns its number of plies. */
static int play_show_game(const char *start, uint64_t *seed) {
    static Move moves[MAX_MOVES];
    PosBuf pos = gt_position(&WALLGO_GAME, start);
    int ply = 0;
    for (; ply < MAX_GAME_PLIES; ply++) {
        gt_assert_consistent(&WALLGO_GAME, &pos);
        cr_assert_eq(((const WallGoPos *)&pos)->rules, WALLGO_RULES_SHOW);
        int count = game_legal_moves(&WALLGO_GAME, &pos, moves);
        assert_show_moves(&pos, moves, count);
        if (count == 0)
            break;
        PosBuf next;
        cr_assert(WALLGO_GAME.play(&pos, moves[next_random(seed) % (uint64_t)count], &next));
        pos = next;
    }
    cr_assert_lt(ply, MAX_GAME_PLIES, "a game never ended");
    cr_assert(((const WallGoPos *)&pos)->over);
    return ply;
}

Test(wallgo_playouts, show_rules_two_three_and_four_players) {
    static const char *const starts[] = {
        "7/7/7/7/7/7/7 A 20,20 - 4,4 show",
        "7/1A3B1/7/7/7/1B3A1/7 A 20,20 - 2,2 show",
        "7/7/7/7/7/7/7 A 20,20,20 - 2,2,2 show",
        "7/7/7/7/7/7/7 A 20,20,20,20 - 2,2,2,2 show",
    };
    uint64_t seed = 0x5107A11D5ULL;
    for (int start = 0; start < 4; start++) {
        int plies = 0;
        for (int game = 0; game < GAMES_PER_COUNT / 4; game++)
            plies += play_show_game(starts[start], &seed);
        cr_assert_gt(plies, GAMES_PER_COUNT / 4 * 8, "games far too short");
    }
}
