/*
 * mirror_text.h - position texts turned upside down with the players swapped, for the suites
 * that check an evaluation or a network sees both sides alike: the same position from the
 * other player's side.
 */
#ifndef TESSERA_TEST_MIRROR_TEXT_H
#define TESSERA_TEST_MIRROR_TEXT_H

#include <stddef.h>

/* A Wall Chess position with ranks flipped, pawns, walls in hand and the side swapped (the
 * ply is left out). */
void mirror_wallchess_text(const char *text, char *out, size_t size);

/* A Void Chess position with colours swapped and the board turned upside down (all eight
 * fields must be given). */
void mirror_voidchess_text(const char *text, char *out, size_t size);

/* A Wall Runner position with colours swapped and the board turned upside down, the bans'
 * squares with it (the move number is kept). */
void mirror_wallrunner_text(const char *text, char *out, size_t size);

#endif
