/*
 * shard.h - `tessera datagen ... --shard I/N`: the games of one of N parts of a data run.
 *
 * Game i of a run is decided by the settings and i alone (its random moves come from a hash
 * of the seed and i), so shard I plays the games i with i % N == I-1: no two shards play the
 * same game or draw from the same generator state, whatever the threads of each, and the N
 * shards together play exactly the games of the unsharded run. --games counts games of the
 * whole run and --positions positions of the whole run, each shard taking its share.
 */
#ifndef TESSERA_DATAGEN_SHARD_H
#define TESSERA_DATAGEN_SHARD_H

#include "datagen.h"

/* Reads the value of --shard ("I/N") into config, the shard's file name included; false with
 * a message in error for anything but 1 <= I <= N <= DATAGEN_MAX_SHARDS. */
bool shard_parse(const char *value, DatagenConfig *config, char *error, size_t error_size);

/* The file the run writes: config->path, or its shard's file. */
const char *shard_file(const DatagenConfig *config);

/* The first game index of the shard and the step between its games. */
int64_t shard_first_game(const DatagenConfig *config);

/* The games (of 0 .. config->games-1) and the positions target this shard stands for; 0 when
 * the run has no such limit. */
int64_t shard_games(const DatagenConfig *config);
int64_t shard_positions(const DatagenConfig *config);

#endif
