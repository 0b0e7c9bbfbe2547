/*
 * session.h - one terminal game: the human types commands and moves at a prompt, the
 * engine answers on its turns; in selfplay the engine takes every seat.
 */
#ifndef TESSERA_PLAY_SESSION_H
#define TESSERA_PLAY_SESSION_H

#include <stdio.h>

#include "args.h"

/* Plays one game reading the human's lines from in; returns the process exit status. */
int play_session(const PlayArgs *args, int human, FILE *in, FILE *out);

#endif
