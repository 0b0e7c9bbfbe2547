/*
 * hidden_path.c - hidden values kept per ply (hidden_path.h). A ply's values belong to the
 * position whose key they carry. The inputs that differ between a position and its parent
 * are found by stamping one list's inputs in a table over all inputs and reading the other's.
 */
#include "hidden_path.h"

#include <string.h>

#include "src/net.h"
#include "table_memory.h"

/* More changed inputs than this and a refresh is as cheap as the update. */
enum { NET_UPDATE_MAX = 16 };

/* The fields a ply reads first, then the hidden values: player p's net->hidden values start
 * at p * net->hidden, so a small network's ply spans a few cache lines, not two pages. */
typedef struct NetPly {
    uint64_t key; /* the position the values are for */
    bool valid;
    int counts[2];
    uint16_t inputs[2][NET_MAX_ACTIVE];
    _Alignas(64) int16_t hidden[2 * NET_MAX_HIDDEN]; /* per player, not per side to move */
} NetPly;

/* Where player's values start in a ply's hidden. */
static size_t values_at(const NetWeights *net, int player) {
    return (size_t)player * (size_t)net->hidden;
}

struct HiddenPath {
    NetPly plies[MAX_PLY + 1];
    uint32_t marks[NET_MAX_INPUTS]; /* per input: the stamp of the last list it was seen in */
    uint32_t stamp;
};

HiddenPath *hidden_path_create(void) {
    return table_alloc(sizeof(HiddenPath)); /* zeroed: no marks, no valid ply */
}

void hidden_path_destroy(HiddenPath *path) {
    table_free(path);
}

/* Back to the state of a new path (no valid ply, no marks), its pages given back: touching
 * every ply to unset its flag would cost a page fault each on a path never used. */
void hidden_path_clear(HiddenPath *path) {
    table_clear(path, sizeof *path);
}

/* The inputs in from but not in to (removed) and in to but not in from (added), found with
 * the path's stamps: one pass over each list. False when more than NET_UPDATE_MAX changed in
 * all. */
static bool input_changes(HiddenPath *path, const uint16_t *from, int from_count,
                          const uint16_t *to, int to_count, uint16_t *removed, int *removed_count,
                          uint16_t *added, int *added_count) {
    if (path->stamp > UINT32_MAX - 2) { /* a stamp must not come round to one still marked */
        memset(path->marks, 0, sizeof path->marks);
        path->stamp = 0;
    }
    uint32_t in_from = path->stamp += 2, in_both = in_from + 1;
    int gone = 0, fresh = 0;
    for (int i = 0; i < from_count; i++)
        path->marks[from[i]] = in_from;
    for (int i = 0; i < to_count; i++) {
        if (path->marks[to[i]] == in_from) {
            path->marks[to[i]] = in_both;
            continue;
        }
        if (fresh == NET_UPDATE_MAX)
            return false;
        added[fresh++] = to[i];
    }
    for (int i = 0; i < from_count; i++) {
        if (path->marks[from[i]] != in_from)
            continue;
        if (gone + fresh == NET_UPDATE_MAX)
            return false;
        removed[gone++] = from[i];
    }
    *removed_count = gone;
    *added_count = fresh;
    return true;
}

/* here's values for player, from parent's when it holds them and few inputs changed. */
static void player_values(HiddenPath *path, const NetWeights *net, NetPly *here,
                          const NetPly *parent, int player) {
    uint16_t removed[NET_UPDATE_MAX], added[NET_UPDATE_MAX];
    int removed_count, added_count;
    if (parent &&
        input_changes(path, parent->inputs[player], parent->counts[player], here->inputs[player],
                      here->counts[player], removed, &removed_count, added, &added_count)) {
        net_update(net, parent->hidden + values_at(net, player),
                   here->hidden + values_at(net, player), removed, removed_count, added,
                   added_count);
    } else {
        net_refresh(net, here->inputs[player], here->counts[player],
                    here->hidden + values_at(net, player));
    }
}

/* Whether ply holds the values of pos. */
static bool holds(const NetPly *ply, const void *pos) {
    return ply->valid && ply->key == pos_header(pos)->key;
}

Score hidden_path_evaluate(HiddenPath *path, const Game *game, int ply, const void *pos,
                           const void *parent) {
    if (game->net->inputs > NET_MAX_INPUTS)
        return game_net_evaluate(game, pos);
    NetPly *here = &path->plies[ply];
    if (!holds(here, pos)) {
        const NetPly *before = ply > 0 && parent && holds(&path->plies[ply - 1], parent)
                                   ? &path->plies[ply - 1]
                                   : NULL;
        for (int player = 0; player < 2; player++) {
            here->counts[player] = game->net_inputs(pos, player, here->inputs[player]);
            player_values(path, game->net, here, before, player);
        }
        here->key = pos_header(pos)->key;
        here->valid = true;
    }
    int side = pos_header(pos)->side;
    return game_net_score(game, pos,
                          net_output(game->net, here->hidden + values_at(game->net, side),
                                     here->hidden + values_at(game->net, side ^ 1)));
}
