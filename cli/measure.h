/*
 * measure.h - the two commands that measure and exit: `tessera bench` (the bench signature:
 * nodes and nodes/second) and `tessera perft` (move path counts per root move).
 */
#ifndef TESSERA_CLI_MEASURE_H
#define TESSERA_CLI_MEASURE_H

/* argv: the words after the command's name; returns the process exit status (2: bad
 * arguments, with the reason and the usage on stderr). */
int measure_bench(int argc, char **argv);
int measure_perft(int argc, char **argv);

/* Their usage texts (each ends with a newline). */
const char *measure_bench_usage(void);
const char *measure_perft_usage(void);

#endif
