/*
 * perft_epd.c - reads an EPD perft suite and compares every count up to a depth with
 * perft() of the game, failing the calling Criterion test on the first difference.
 */
#include "perft_epd.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "game_helpers.h"

enum { EPD_LINE = 2048 };

/* One `<position> ;D1 n ;D2 n ...` line; returns the counts compared. */
static int check_line(const Game *game, char *line, int max_depth) {
    char *fields = strchr(line, ';');
    cr_assert(fields, "no counts in '%s'", line);
    *fields++ = '\0';
    for (size_t end = strlen(line); end > 0 && line[end - 1] == ' '; end--)
        line[end - 1] = '\0';
    int checks = 0;
    char *rest = NULL;
    for (char *field = strtok_r(fields, ";", &rest); field; field = strtok_r(NULL, ";", &rest)) {
        int depth = 0;
        unsigned long long expected = 0;
        cr_assert_eq(sscanf(field, " D%d %llu", &depth, &expected), 2, "bad field '%s'", field);
        if (depth > max_depth)
            continue;
        gt_assert_perft(game, line, depth, expected);
        checks++;
    }
    return checks;
}

EpdTally perft_epd_check(const Game *game, const char *path, int max_depth) {
    EpdTally tally = {0, 0};
    FILE *file = fopen(path, "r");
    cr_assert(file, "cannot open %s (the suite runs from the repository root)", path);
    char line[EPD_LINE];
    while (fgets(line, sizeof line, file)) {
        line[strcspn(line, "\r\n")] = '\0';
        if (line[0] == '\0' || line[0] == '#')
            continue;
        tally.checks += check_line(game, line, max_depth);
        tally.positions++;
    }
    fclose(file);
    return tally;
}
