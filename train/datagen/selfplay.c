/*
 * selfplay.c - plays one data generation game and writes what it recorded.
 *
 * Game i draws its random numbers from a generator seeded by hashing (seed, i), and searches
 * on a cleared searcher with a node (or depth) limit and one thread, so it is the same game
 * whichever worker plays it and whatever was played before. The first random_plies plies (or
 * one more, by the game's generator) are uniformly random legal moves; every later position
 * is searched, and recorded with its score unless it is not quiet: the side to move is in
 * check (games with check), the chosen move is noisy (Game.is_noisy: captures, promotions,
 * goal steps, Wall Go captures), or the score is a decided one (a mate or won race found).
 * The game ends by the rules, claimable draws claimed (rules_status_claimed), at max_plies
 * in games without a fifty-move rule (a draw), or by win adjudication: in a two-player game,
 * when win_plies searched positions in a row all score one player at least win_score ahead,
 * that player wins.
 */
#include "selfplay.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "src/rules.h"
#include "src/splitmix.h"
#include "train/data_file.h"
#include "final_result.h"

enum { NO_LEADER = -1 };

typedef struct Selfplay {
    const DatagenConfig *config;
    const Game *game;
    Searcher *searcher;
    PosBuf pos;
    uint64_t *keys; /* keys of the positions before pos, oldest first */
    int count, capacity;
    uint64_t random; /* the game's own generator state */
    int opening_plies;
    int leader, lead_plies; /* win adjudication: who is ahead, for how many searches */
    StrBuf records;         /* "<score> | <position>\n" per recorded position */
    int recorded;
} Selfplay;

/* A generator state for game index: (seed, index) hashed twice, so games of nearby indices
 * or seeds share no stretch of their random sequences. */
static uint64_t game_random_state(uint64_t seed, int64_t index) {
    uint64_t state = seed;
    state = splitmix64_next(&state) ^ (uint64_t)index;
    return splitmix64_next(&state);
}

static void selfplay_init(Selfplay *sp, const DatagenConfig *config, Searcher *searcher,
                          int64_t index) {
    *sp = (Selfplay){.config = config, .game = config->game, .searcher = searcher};
    char error[256];
    sp->game->parse(&sp->pos, game_start_position(sp->game, config->players, &config->chosen),
                    error, sizeof error);
    sp->random = game_random_state(config->seed, index);
    sp->opening_plies = config->random_plies + (int)(splitmix64_next(&sp->random) & 1);
    sp->leader = NO_LEADER;
    strbuf_init(&sp->records);
    searcher_clear(searcher);
}

static void selfplay_free(Selfplay *sp) {
    free(sp->keys);
    strbuf_free(&sp->records);
}

/* Plays move (a legal one); false when out of memory for the key history. */
static bool selfplay_advance(Selfplay *sp, Move move) {
    if (sp->count == sp->capacity) {
        int capacity = sp->capacity ? sp->capacity * 2 : 256;
        uint64_t *keys = realloc(sp->keys, sizeof *keys * (size_t)capacity);
        if (!keys)
            return false;
        sp->keys = keys;
        sp->capacity = capacity;
    }
    PosBuf next;
    if (!sp->game->play(&sp->pos, move, &next))
        return false;
    sp->keys[sp->count++] = pos_header(&sp->pos)->key;
    memcpy(&sp->pos, &next, sp->game->pos_size);
    return true;
}

/* Whether the game is over by the rules or the ply cap; *result says how it ended. */
static bool selfplay_over(const Selfplay *sp, FinalResult *result) {
    GameStatus status;
    rules_status_claimed(sp->game, &sp->pos, sp->keys, sp->count, &status); /* players claim */
    int players = pos_header(&sp->pos)->players;
    if (status.outcome != OUTCOME_ONGOING) {
        final_result_from_status(sp->game, &sp->pos, &status, result);
        return true;
    }
    if (sp->game->fifty_move_plies == 0 && sp->count >= sp->config->max_plies) {
        final_result_draw(result, players, "max-plies");
        return true;
    }
    return false;
}

static Move random_move(Selfplay *sp) {
    Move moves[MAX_MOVES];
    int count = game_legal_moves(sp->game, &sp->pos, moves);
    return count > 0 ? moves[splitmix64_next(&sp->random) % (uint64_t)count] : MOVE_NONE;
}

static bool is_decided(Score score) {
    return score >= SCORE_MATE_IN_MAX || score <= -SCORE_MATE_IN_MAX;
}

/* Records the searched position unless it is not quiet (see the top of the file). */
static void record_if_quiet(Selfplay *sp, const SearchResult *searched) {
    const Game *game = sp->game;
    if (is_decided(searched->score) || (game->in_check && game->in_check(&sp->pos)) ||
        game->is_noisy(&sp->pos, searched->best))
        return;
    char text[MAX_POS_TEXT];
    game->format(&sp->pos, text, sizeof text);
    strbuf_printf(&sp->records, "%d | %s\n", (int)searched->score, text);
    sp->recorded++;
}

/* Counts the searches that put one player win_score ahead; true once that player wins. */
static bool adjudicated(Selfplay *sp, Score score, FinalResult *result) {
    const DatagenConfig *config = sp->config;
    if (config->win_score == 0)
        return false;
    int side = pos_header(&sp->pos)->side;
    int leader = score >= config->win_score    ? side
                 : score <= -config->win_score ? 1 - side
                                               : NO_LEADER;
    sp->lead_plies = leader != NO_LEADER && leader == sp->leader ? sp->lead_plies + 1 : 1;
    sp->leader = leader;
    if (leader == NO_LEADER || sp->lead_plies < config->win_plies)
        return false;
    final_result_win(result, config->players, leader, "adjudication");
    return true;
}

static Move searched_move(Selfplay *sp, FinalResult *result, bool *over) {
    SearchLimits limits;
    limits_init(&limits);
    limits.nodes = sp->config->nodes;
    limits.depth = sp->config->depth;
    atomic_store(&sp->searcher->stop, false);
    SearchResult searched =
        search_run(sp->searcher, &sp->pos, sp->keys, sp->count, &limits, 0, NULL);
    if (searched.best != MOVE_NONE) {
        record_if_quiet(sp, &searched);
        *over = adjudicated(sp, searched.score, result);
    }
    return searched.best;
}

/* Plays the game to its end; false with error set when it cannot go on. */
static bool selfplay_play(Selfplay *sp, FinalResult *result, char *error, size_t error_size) {
    for (;;) {
        if (selfplay_over(sp, result))
            return true;
        bool over = false;
        Move move =
            sp->count < sp->opening_plies ? random_move(sp) : searched_move(sp, result, &over);
        if (over)
            return true;
        if (move == MOVE_NONE || !selfplay_advance(sp, move)) {
            snprintf(error, error_size, "%s game stopped at ply %d: %s", sp->game->name, sp->count,
                     move == MOVE_NONE ? "no move in an ongoing game" : "out of memory");
            return false;
        }
    }
}

/* Each recorded line with the result in front, then the game's end marker, which ends with
 * the FNV-1a of the game's text before it, so a resumed file proves each game whole. */
static void write_game(const Selfplay *sp, const FinalResult *result, int64_t index, StrBuf *out) {
    char values[64];
    final_result_format(result, values, sizeof values);
    data_file_format_game(out, values, strbuf_text(&sp->records), index, result->reason, sp->count);
}

bool selfplay_game(const DatagenConfig *config, Searcher *searcher, int64_t index, StrBuf *out,
                   int *positions, char *error, size_t error_size) {
    Selfplay sp;
    selfplay_init(&sp, config, searcher, index);
    FinalResult result;
    bool played = selfplay_play(&sp, &result, error, error_size);
    if (played)
        write_game(&sp, &result, index, out);
    *positions = sp.recorded;
    selfplay_free(&sp);
    return played;
}
