/*
 * play.c - the entry of `tessera play` / `tessera selfplay`: reads the arguments, picks
 * the human's seat and runs a session on stdin/stdout.
 */
#include "play.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

#include "session.h"

static int pick_seat(const PlayArgs *args) {
    if (args->selfplay)
        return -1;
    if (args->side == SIDE_FIRST)
        return 0;
    if (args->side == SIDE_SECOND)
        return 1;
    unsigned seed = (unsigned)time(NULL) ^ ((unsigned)getpid() << 16);
    return (int)(rand_r(&seed) % (unsigned)args->players);
}

int play_main(int argc, const char *const *argv, bool selfplay) {
    PlayArgs args;
    char error[256];
    if (!play_parse_args(argc, argv, selfplay, &args, error, sizeof error)) {
        fprintf(stderr, "tessera %s: %s\n%s\n", selfplay ? "selfplay" : "play", error,
                play_usage());
        return 2;
    }
    return play_session(&args, pick_seat(&args), stdin, stdout);
}
