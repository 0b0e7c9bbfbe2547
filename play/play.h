/*
 * play.h - the `tessera play` and `tessera selfplay` subcommands.
 */
#ifndef TESSERA_PLAY_PLAY_H
#define TESSERA_PLAY_PLAY_H

#include <stdbool.h>

/* argv: the words after the subcommand. Returns the process exit status. */
int play_main(int argc, const char *const *argv, bool selfplay);

#endif
