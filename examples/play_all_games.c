/*
 * play_all_games.c - libtessera from the outside, as a game server would use it: for each
 * game, the engine plays itself with a small node budget per move while the same library
 * referees (every move checked against the legal list), until the game ends or 300 plies
 * pass; then it prints the result. Exits non-zero when the library misbehaves.
 *
 *   cc play_all_games.c $(pkg-config --cflags --libs tessera) -o play_all_games
 */
#include <stdio.h>
#include <string.h>
#include <tessera.h>

enum { MAX_PLIES = 300, NODES_PER_MOVE = 2000 };

/* Whether move is one of the space-separated moves of list. */
static int in_list(const char *list, const char *move) {
    size_t length = strlen(move);
    for (const char *at = list; (at = strstr(at, move)) != NULL; at += length)
        if ((at == list || at[-1] == ' ') && (at[length] == ' ' || at[length] == '\0'))
            return 1;
    return 0;
}

static int play_one_game(const char *game) {
    TesseraEngine *engine;
    if (tessera_new(game, 0, &engine) != TESSERA_OK) {
        fprintf(stderr, "%s: no engine\n", game);
        return 1;
    }
    TesseraLimits limits;
    tessera_limits_init(&limits);
    limits.nodes = NODES_PER_MOVE;
    TesseraStatus status;
    int plies = 0;
    for (; plies < MAX_PLIES; plies++) {
        tessera_status(engine, &status);
        if (status.outcome != TESSERA_ONGOING)
            break;
        TesseraResult result;
        if (tessera_search(engine, &limits, NULL, NULL, &result) != TESSERA_OK ||
            !in_list(tessera_legal_moves(engine, NULL), result.move) ||
            tessera_play(engine, result.move) != TESSERA_OK) {
            fprintf(stderr, "%s: move %d '%s' failed: %s\n", game, plies + 1, result.move,
                    tessera_error(engine));
            tessera_free(engine);
            return 1;
        }
    }
    tessera_status(engine, &status);
    TesseraGameInfo info;
    tessera_game_info(game, &info);
    if (status.outcome == TESSERA_WIN)
        printf("%-10s %3d plies: %s wins (%s)\n", game, plies, info.player_names[status.winner],
               status.reason);
    else if (status.outcome == TESSERA_DRAW)
        printf("%-10s %3d plies: draw (%s)\n", game, plies, status.reason);
    else
        printf("%-10s %3d plies: still going\n", game, plies);
    tessera_free(engine);
    return 0;
}

int main(void) {
    printf("libtessera %s, API %d\n", tessera_version(), tessera_api_version());
    if (tessera_api_version() != TESSERA_API_VERSION) {
        fprintf(stderr, "built for API %d, running with %d\n", TESSERA_API_VERSION,
                tessera_api_version());
        return 1;
    }
    int failures = 0;
    for (int i = 0; i < tessera_game_count(); i++)
        failures += play_one_game(tessera_game_name(i));
    return failures ? 1 : 0;
}
