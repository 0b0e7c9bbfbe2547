/*
 * test_fuzz_replay.c - replays the fuzz seed corpus and every past finding through the fuzz
 * targets (tests/fuzz/), so the normal and sanitizer test runs check them without clang or
 * libFuzzer, and a fixed bug stays fixed.
 */
#include <criterion/criterion.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/fuzz/fuzz.h"

TestSuite(fuzz_replay);

typedef void (*Target)(const uint8_t *data, size_t size);

static size_t replay_file(Target target, const char *path) {
    FILE *file = fopen(path, "rb");
    cr_assert(file, "cannot open %s", path);
    enum { MAX_INPUT_BYTES = 1 << 20 };
    uint8_t *data = malloc(MAX_INPUT_BYTES);
    cr_assert(data);
    size_t size = fread(data, 1, MAX_INPUT_BYTES, file);
    fclose(file);
    target(data, size);
    free(data);
    return 1;
}

/* Replays every file of tests/fuzz/<kind>/<name>; returns how many there were. */
static size_t replay_folder(Target target, const char *kind, const char *name) {
    char folder[256], path[512];
    snprintf(folder, sizeof folder, "tests/fuzz/%s/%s", kind, name);
    DIR *dir = opendir(folder);
    if (!dir)
        return 0;
    size_t count = 0;
    struct dirent *entry;
    while ((entry = readdir(dir)) != NULL) {
        if (entry->d_name[0] == '.')
            continue;
        snprintf(path, sizeof path, "%s/%s", folder, entry->d_name);
        count += replay_file(target, path);
    }
    closedir(dir);
    return count;
}

static void replay(Target target, const char *seeds_name, const char *name) {
    size_t seeds = replay_folder(target, "seeds", seeds_name);
    replay_folder(target, "regressions", name);
    cr_assert_gt(seeds, 0, "no seeds in tests/fuzz/seeds/%s", seeds_name);
}

Test(fuzz_replay, position_seeds_and_findings) {
    replay(fuzz_position, "position", "position");
}

Test(fuzz_replay, move_seeds_and_findings) {
    replay(fuzz_moves, "moves", "moves");
}

Test(fuzz_replay, search_seeds_and_findings) {
    replay(fuzz_search, "position", "search");
}

Test(fuzz_replay, protocol_seeds_and_findings) {
    replay(fuzz_protocol, "protocol", "protocol");
}
