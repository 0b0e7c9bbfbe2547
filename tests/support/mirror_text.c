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

/* Rank digits of square names turned upside down on a board of rank_count ranks (9: e5 -> e5,
 * c6 -> c4). */
static void flip_ranks(char *squares, int rank_count) {
    for (char *c = squares; *c; c++)
        if (*c >= '1' && *c < '1' + rank_count)
            *c = (char)('1' + rank_count - 1 - (*c - '1'));
}

/* A board of rank_count ranks written rank by rank with '/' between them, into flipped: the
 * ranks in reverse order, the pieces' colours (letter case) swapped. */
static void flip_board(char *board, int rank_count, char *flipped, size_t size) {
    char *ranks[16], *rest = NULL;
    int count = 0;
    for (char *rank = strtok_r(board, "/", &rest); rank && count < 16;
         rank = strtok_r(NULL, "/", &rest))
        ranks[count++] = rank;
    cr_assert_eq(count, rank_count);
    flipped[0] = '\0';
    for (int i = count - 1; i >= 0; i--) {
        strncat(flipped, ranks[i], size - strlen(flipped) - 1);
        strncat(flipped, i > 0 ? "/" : "", size - strlen(flipped) - 1);
    }
    for (char *c = flipped; *c; c++)
        *c = swap_case(*c);
}

void mirror_voidchess_text(const char *text, char *out, size_t size) {
    char board[128], side[4], castle[8], ep[4], unstable[64];
    int halfmove = 0, fullmove = 0, siege = 0;
    cr_assert_eq(sscanf(text, "%127s %3s %7s %3s %d %d %63s %d", board, side, castle, ep, &halfmove,
                        &fullmove, unstable, &siege),
                 8);
    char flipped[128];
    flip_board(board, 9, flipped, sizeof flipped);
    char castle_out[8] = "-";
    int k = 0;
    for (const char *right = "KQkq"; *right && strcmp(castle, "-") != 0; right++) {
        if (strchr(castle, swap_case(*right))) {
            castle_out[k++] = *right;
            castle_out[k] = '\0';
        }
    }
    flip_ranks(ep, 9);
    flip_ranks(unstable, 9);
    snprintf(out, size, "%s %s %s %s %d %d %s %d", flipped, side[0] == 'w' ? "b" : "w", castle_out,
             ep, halfmove, fullmove, unstable, siege);
}

void mirror_wallrunner_text(const char *text, char *out, size_t size) {
    char board[128], side[4], bans[64];
    int move_number = 1;
    cr_assert_eq(sscanf(text, "%127s %3s %63s %d", board, side, bans, &move_number), 4);
    char flipped[128];
    flip_board(board, 8, flipped, sizeof flipped);
    flip_ranks(bans, 8);
    snprintf(out, size, "%s %s %s %d", flipped, side[0] == 'w' ? "b" : "w", bans, move_number);
}
