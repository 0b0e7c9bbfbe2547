/*
 * subcommands.h - the commands of `tessera <command> ...`, each with its runner and its usage
 * text, and their help: `tessera <command> --help` (or -h, anywhere among its words) and
 * `tessera help <command>` print the usage on stdout and succeed, as git does.
 */
#ifndef TESSERA_CLI_SUBCOMMANDS_H
#define TESSERA_CLI_SUBCOMMANDS_H

#include <stdbool.h>
#include <stdio.h>

typedef struct Subcommand {
    const char *name;
    int (*run)(int argc, char **argv); /* argv: the words after the name; the exit status */
    const char *(*usage)(void);        /* the command's usage text */
    bool takes_game;                   /* its help ends with the list of games */
} Subcommand;

/* The command called name; NULL: none. */
const Subcommand *subcommand_find(const char *name);

/* Whether one of the words is --help or -h. */
bool subcommand_asks_help(int argc, char **argv);

/* The command's usage, then the games when it takes one. */
void subcommand_print_help(const Subcommand *command, FILE *out);

/* "games: chess voidchess ...": every game of the registry, the default first. */
void subcommand_print_games(FILE *out);

#endif
