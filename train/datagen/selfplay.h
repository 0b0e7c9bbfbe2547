/*
 * selfplay.h - one self-play game of the data generator: random opening plies, then a
 * searched move at every turn until the rules (or the ply cap, or win adjudication) end the
 * game; the quiet searched positions become data lines labelled with the game's result.
 */
#ifndef TESSERA_DATAGEN_SELFPLAY_H
#define TESSERA_DATAGEN_SELFPLAY_H

#include "search/search.h"
#include "src/strbuf.h"
#include "datagen.h"

/* Plays game number index of config on searcher (one thread; cleared here first, so the
 * game depends on config and index alone) and appends its data lines and its end marker
 * `# game <index> <result> <reason> plies <n> fnv1a=<hash>` to out, the hash the FNV-1a of
 * the game's text before " fnv1a="; *positions = its data lines. False
 * with a message in error when the game cannot be played (out of memory). */
bool selfplay_game(const DatagenConfig *config, Searcher *searcher, int64_t index, StrBuf *out,
                   int *positions, char *error, size_t error_size);

#endif
