/*
 * protocol.h - the protocol loop: reads command lines from in until `quit` or end of input,
 * answers on out. Returns the process exit status.
 */
#ifndef TESSERA_PROTOCOL_H
#define TESSERA_PROTOCOL_H

#include <stdio.h>

int protocol_run(FILE *in, FILE *out);

#endif
