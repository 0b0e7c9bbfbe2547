/*
 * mirror_text.c - position texts seen from the other player's side (mirror_text.h).
 */
#include "mirror_text.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

void mirror_wallchess_text(const char *text, char *out, size_t size) {
    char south[4], north[4], side[2], walls[256], list[256] = "";
    int left_s, left_n, ply = 0;
    cr_assert_geq(sscanf(text, "%3s %3s %d %d %1s %255s %d", south, north, &left_s, &left_n, side,
                         walls, &ply),
                  6);
    if (strcmp(walls, "-") == 0) {
        strcpy(list, "-");
    } else {
        char *rest = NULL;
        for (char *w = strtok_r(walls, ",", &rest); w; w = strtok_r(NULL, ",", &rest))
            snprintf(list + strlen(list), sizeof list - strlen(list), "%s%c%c%c",
                     list[0] ? "," : "", w[0], '8' - (w[1] - '1'), w[2]);
    }
    snprintf(out, size, "%c%c %c%c %d %d %c %s", north[0], '9' - (north[1] - '1'), south[0],
             '9' - (south[1] - '1'), left_n, left_s, side[0] == 's' ? 'n' : 's', list);
}

static char swap_case(char c) {
    return (char)(c >= 'a' && c <= 'z' ? c - 32 : c >= 'A' && c <= 'Z' ? c + 32 : c);
}

/* Rank digits of square names turned upside down (e5 -> e5, c6 -> c4). */
static void flip_ranks(char *squares) {
    for (char *c = squares; *c; c++)
        if (*c >= '1' && *c <= '9')
            *c = (char)('1' + '9' - *c);
}

void mirror_voidchess_text(const char *text, char *out, size_t size) {
    char board[128], side[4], castle[8], ep[4], unstable[64];
    int halfmove = 0, fullmove = 0, siege = 0;
    cr_assert_eq(sscanf(text, "%127s %3s %7s %3s %d %d %63s %d", board, side, castle, ep, &halfmove,
                        &fullmove, unstable, &siege),
                 8);
    char *ranks[9], *rest = NULL;
    int count = 0;
    for (char *rank = strtok_r(board, "/", &rest); rank && count < 9;
         rank = strtok_r(NULL, "/", &rest))
        ranks[count++] = rank;
    cr_assert_eq(count, 9);
    char flipped[128] = "";
    for (int i = 8; i >= 0; i--) {
        strcat(flipped, ranks[i]);
        strcat(flipped, i > 0 ? "/" : "");
    }
    for (char *c = flipped; *c; c++)
        *c = swap_case(*c);
    char castle_out[8] = "-";
    int k = 0;
    for (const char *right = "KQkq"; *right && strcmp(castle, "-") != 0; right++) {
        if (strchr(castle, swap_case(*right))) {
            castle_out[k++] = *right;
            castle_out[k] = '\0';
        }
    }
    flip_ranks(ep);
    flip_ranks(unstable);
    snprintf(out, size, "%s %s %s %s %d %d %s %d", flipped, side[0] == 'w' ? "b" : "w", castle_out,
             ep, halfmove, fullmove, unstable, siege);
}
