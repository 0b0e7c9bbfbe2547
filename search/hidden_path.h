/*
 * hidden_path.h - the network's hidden values along a worker's search path. Each ply keeps the
 * hidden values of its position for both players; a new position starts from its parent's
 * and adds or takes out only the rows of the inputs that changed (a move changes a few), so
 * a node pays for a handful of rows instead of all of them. The score is the same as
 * game_net_evaluate's, to the last unit.
 */
#ifndef TESSERA_HIDDEN_PATH_H
#define TESSERA_HIDDEN_PATH_H

#include "src/game.h"

typedef struct HiddenPath HiddenPath;

/* NULL when out of memory. */
HiddenPath *hidden_path_create(void);
void hidden_path_destroy(HiddenPath *path);
/* Forgets every ply's values (another game, or a new search tree). */
void hidden_path_clear(HiddenPath *path);

/* The network score of pos, the position at ply, from the side to move's view; parent is
 * the position at ply - 1 (NULL at the root). game->net must be set, for two players. */
Score hidden_path_evaluate(HiddenPath *path, const Game *game, int ply, const void *pos,
                           const void *parent);

#endif
