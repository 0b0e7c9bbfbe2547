#!/usr/bin/env bash
# deaf.sh - a broken engine for the match runner tests: it shrinks its input pipe to one page
# (F_SETPIPE_SZ, through perl), says uciok without reading a line, then never reads its input.
# Once the pipe is full a line from the runner cannot go through: the engine lives but has
# stopped reading, which is a disconnect.
perl -e 'fcntl(STDIN, 1031, 4096) or die "F_SETPIPE_SZ: $!\n"' || exit 1
printf 'id name Deaf\nid author Tessera tests\nuciok\n'
exec sleep 60
