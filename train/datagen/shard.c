/*
 * shard.c - the part of a data run one shard plays (shard.h): its game indices, its share of
 * the targets and its file name.
 */
#include "shard.h"

#include <stdio.h>

#include "src/text.h"

bool shard_parse(const char *value, DatagenConfig *config, char *error, size_t error_size) {
    int index, count;
    if (!text_parse_shard(value, DATAGEN_MAX_SHARDS, &index, &count)) {
        char shown[64];
        text_printable(value, shown, sizeof shown);
        snprintf(error, error_size, "--shard: expected I/N with 1 <= I <= N <= %d, not '%s'",
                 DATAGEN_MAX_SHARDS, shown);
        return false;
    }
    int length = snprintf(config->shard_path, sizeof config->shard_path, "%s.shard-%d-of-%d",
                          config->path, index, count);
    if (length < 0 || (size_t)length >= sizeof config->shard_path) {
        snprintf(error, error_size, "the out-file's name is too long for a shard's file");
        return false;
    }
    config->shard_index = index - 1;
    config->shard_count = count;
    return true;
}

const char *shard_file(const DatagenConfig *config) {
    return config->shard_path[0] ? config->shard_path : config->path;
}

int64_t shard_first_game(const DatagenConfig *config) {
    return config->shard_index;
}

int64_t shard_games(const DatagenConfig *config) {
    int64_t games = config->games, first = config->shard_index, step = config->shard_count;
    return games > first ? (games - 1 - first) / step + 1 : 0;
}

int64_t shard_positions(const DatagenConfig *config) {
    int64_t positions = config->positions, count = config->shard_count;
    return positions / count + (config->shard_index < positions % count ? 1 : 0);
}
