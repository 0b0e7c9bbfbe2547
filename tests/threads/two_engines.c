/*
 * two_engines.c - two engines of the C API, for two different games, each driven by a
 * thread of its own at the same time: positions set, moves played and taken back, legal
 * moves listed, perft, and node-limited searches (each with its own search thread). Under
 * ThreadSanitizer any data race between the engines aborts the process.
 */
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "checks.h"
#include "include/tessera.h"

enum { PLIES = 24, NODES_PER_MOVE = 3000 };

typedef struct Drive {
    const char *name;
    int failed;
} Drive;

static int fail(Drive *game, TesseraEngine *engine, const char *what) {
    fprintf(stderr, "%s: %s: %s\n", game->name, what, engine ? tessera_error(engine) : "");
    return game->failed = 1;
}

static int play_game(Drive *game, TesseraEngine *engine) {
    TesseraLimits limits;
    tessera_limits_init(&limits);
    limits.nodes = NODES_PER_MOVE;
    for (int ply = 0; ply < PLIES; ply++) {
        TesseraStatus status;
        tessera_status(engine, &status);
        if (status.outcome != TESSERA_ONGOING)
            break;
        TesseraResult result;
        if (tessera_search(engine, &limits, NULL, NULL, &result) != TESSERA_OK)
            return fail(game, engine, "search");
        if (!tessera_is_legal(engine, result.move) || tessera_play(engine, result.move))
            return fail(game, engine, "play");
        int count = 0;
        tessera_legal_moves(engine, &count);
        uint64_t nodes = 0;
        if (tessera_perft(engine, 1, NULL, NULL, &nodes) || nodes != (uint64_t)count)
            return fail(game, engine, "perft 1 against the legal moves");
    }
    while (tessera_move_count(engine) > 0)
        if (tessera_undo(engine) != TESSERA_OK)
            return fail(game, engine, "undo");
    return 0;
}

static void *drive(void *argument) {
    Drive *game = argument;
    TesseraEngine *engine;
    if (tessera_new(game->name, 0, &engine) != TESSERA_OK) {
        fail(game, NULL, "no engine");
        return NULL;
    }
    if (tessera_set_option(engine, "Threads", "2") != TESSERA_OK)
        fail(game, engine, "Threads");
    else
        play_game(game, engine);
    tessera_free(engine);
    return NULL;
}

int check_two_engines(void) {
    Drive games[2] = {{"chess", 0}, {"wallchess", 0}};
    pthread_t threads[2];
    for (int i = 0; i < 2; i++)
        if (pthread_create(&threads[i], NULL, drive, &games[i]) != 0)
            return fprintf(stderr, "two engines: no thread\n"), 1;
    for (int i = 0; i < 2; i++)
        pthread_join(threads[i], NULL);
    return games[0].failed || games[1].failed;
}
