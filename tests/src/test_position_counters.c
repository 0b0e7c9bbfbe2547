/*
 * test_position_counters.c - what the engine writes, it reads back, also at the counters' caps
 * (issue #17): in every game, random games start with the ply and rule50 counters a few plies
 * below POS_PLY_MAX and POS_RULE50_MAX (through the position string where the game prints
 * them, set in the header where it does not), and at every ply the key is the key from
 * scratch and the position string reads back to the same key and prints the same text again.
 * Where no move can reset rule50, both counters must end exactly at their caps: play() stops
 * them there instead of wrapping.
 */
#include <criterion/criterion.h>
#include <string.h>

#include "src/game.h"
#include "src/splitmix.h"
#include "engine/games.h"
#include "tests/support/game_helpers.h"

enum { GAMES_PER_START = 12, PLIES = 16, HEADROOM = 6 };

typedef struct Start {
    const Game *game;
    const char *text; /* counters printed by the game are HEADROOM or fewer plies from the caps */
    bool quiet;       /* no move can reset rule50 (kings only, pawns without walls) */
} Start;

static const Start STARTS[] = {
    {&CHESS_GAME, "4k3/8/8/8/8/8/8/4K3 w - - 65530 32766", true},
    {&CHESS_GAME, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 65531 32766", false},
    {&VOIDCHESS_GAME, "4k4/9/9/9/9/9/9/9/4K4 b - - 65530 32766 - 0", true},
    {&VOIDCHESS_GAME, "rnbqkbmnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKBMNR w KQkq - 65533 32766 - 0",
     false},
    {&WALLCHESS_GAME, "e1 e9 0 0 s - 65530", true},
    {&WALLCHESS_GAME, "e1 e9 10 10 n - 65531", false},
    {&WALLRUNNER_GAME, "4k3/8/8/8/8/8/8/4K3 w - 32766", true},
    {&WALLRUNNER_GAME, "1dsgksd1/2rrrr2/8/8/8/8/2RRRR2/1DSGKSD1 b - 32766", false},
    {&WALLGO_GAME, "7/7/7/7/7/7/7 A 20,20 - 4,4", false},
    {&WALLGO_GAME, "7/7/7/7/7/7/7 A 20,20,20 - 2,2,2", false},
};

/* Raises the counters the position string does not carry to HEADROOM plies below the caps. */
static void raise_counters(PosBuf *pos) {
    PosHeader *header = &pos->header;
    if (header->ply < POS_PLY_MAX - HEADROOM)
        header->ply = POS_PLY_MAX - HEADROOM;
    if (header->rule50 < POS_RULE50_MAX - HEADROOM)
        header->rule50 = POS_RULE50_MAX - HEADROOM;
}

static bool is_over(const Game *game, const PosBuf *pos) {
    return game->quick_result && game->quick_result(pos) != RESULT_NONE;
}

/* Plays up to PLIES random legal moves, checking every position; returns the plies played. */
static int random_game(const Game *game, PosBuf *pos, uint64_t *random) {
    static Move moves[MAX_MOVES];
    gt_assert_consistent(game, pos);
    int ply = 0;
    for (; ply < PLIES && !is_over(game, pos); ply++) {
        int count = game_legal_moves(game, pos, moves);
        if (count == 0)
            break;
        PosBuf next;
        cr_assert(game->play(pos, moves[splitmix64_next(random) % (uint64_t)count], &next));
        memcpy(pos, &next, sizeof next);
        gt_assert_consistent(game, pos);
    }
    return ply;
}

Test(position_counters, positions_at_the_counter_caps_read_back_in_every_game) {
    uint64_t random = 17;
    for (size_t i = 0; i < sizeof STARTS / sizeof *STARTS; i++) {
        const Start *start = &STARTS[i];
        for (int game = 0; game < GAMES_PER_START; game++) {
            PosBuf pos = gt_position(start->game, start->text);
            raise_counters(&pos);
            int played = random_game(start->game, &pos, &random);
            if (played <= HEADROOM)
                continue;
            cr_assert_eq(pos.header.ply, POS_PLY_MAX, "%s from '%s': ply %d after %d plies",
                         start->game->name, start->text, pos.header.ply, played);
            if (start->quiet)
                cr_assert_eq(pos.header.rule50, POS_RULE50_MAX,
                             "%s from '%s': rule50 %d after %d quiet plies", start->game->name,
                             start->text, pos.header.rule50, played);
        }
    }
}
