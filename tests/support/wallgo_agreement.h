/*
 * wallgo_agreement.h - Criterion checks that the engine's Wall Go (through WALLGO_GAME) and
 * the independent reference of wallgo_reference.h agree on a position: side to move, end of
 * the game and every player's territory; the suites that play both side by side share them.
 */
#ifndef TESSERA_TEST_WALLGO_AGREEMENT_H
#define TESSERA_TEST_WALLGO_AGREEMENT_H

#include "tests/support/game_helpers.h"
#include "tests/support/wallgo_reference.h"

/* The side to move, whether the game is over and every player's territory agree. */
void wallgo_assert_same_status(const PosBuf *pos, const WallGoRefPos *ref);

#endif
