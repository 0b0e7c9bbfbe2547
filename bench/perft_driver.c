/*
 * perft_driver.c - reads the perft arguments and counts move paths through the C API on an
 * engine of the game set to the position, printing each root move's count as tessera_perft's
 * divide callback hears it.
 */
#include "perft_driver.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "include/tessera.h"
#include "src/text.h"
#include "tools/command_options.h"
#include "tools/option_pair.h"

enum { MAX_PERFT_DEPTH = 20 };

/* The position words joined by spaces into config->position, the `--option NAME=VALUE`
 * pairs among them into config->options; false with the reason in error. */
static bool read_position(int argc, const char *const *argv, PerftConfig *config, char *error,
                          size_t error_size) {
    char *text = config->position;
    text[0] = '\0';
    for (int i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--option") == 0) {
            if (i + 1 == argc || !strchr(argv[i + 1], '=') ||
                config->option_count == PERFT_MAX_OPTIONS) {
                snprintf(error, error_size, "--option takes NAME=VALUE, at most %d times",
                         PERFT_MAX_OPTIONS);
                return false;
            }
            config->options[config->option_count++] = argv[++i];
            continue;
        }
        if (strlen(text) + strlen(argv[i]) + 2 > sizeof config->position) {
            snprintf(error, error_size, "position string too long");
            return false;
        }
        if (text[0])
            strcat(text, " ");
        strcat(text, argv[i]);
    }
    config->has_position = text[0] != '\0';
    return true;
}

/* Sets config's options on engine, in order; false when the engine refuses one. */
static bool set_options(TesseraEngine *engine, const PerftConfig *config) {
    for (int i = 0; i < config->option_count; i++)
        if (option_pair_set(engine, config->options[i]) != TESSERA_OK)
            return false;
    return true;
}

bool perft_parse_args(int argc, const char *const *argv, PerftConfig *config, char *error,
                      size_t error_size) {
    char shown[64];
    if (argc < 2) {
        snprintf(error, error_size, "a game and a depth are needed");
        return false;
    }
    const Game *game = command_find_game(argv[0], error, error_size);
    if (!game)
        return false;
    config->game = game->name;
    if (!text_parse_int(argv[1], 1, MAX_PERFT_DEPTH, &config->depth)) {
        text_printable(argv[1], shown, sizeof shown);
        snprintf(error, error_size, "depth must be 1 to %d, not '%s'", MAX_PERFT_DEPTH, shown);
        return false;
    }
    config->option_count = 0;
    return read_position(argc - 2, argv + 2, config, error, error_size);
}

/* Where the lines go. */
typedef struct PerftOutput {
    void (*print)(void *context, const char *line);
    void *context;
} PerftOutput;

static void print_divide(void *context, const char *move, uint64_t nodes) {
    const PerftOutput *output = context;
    char line[128];
    snprintf(line, sizeof line, "%s: %" PRIu64, move, nodes);
    output->print(output->context, line);
}

bool perft_run(const PerftConfig *config, void (*print)(void *context, const char *line),
               void *context, char *error, size_t error_size) {
    TesseraEngine *engine;
    if (tessera_new(config->game, 0, &engine) != TESSERA_OK) {
        snprintf(error, error_size, "not enough memory for perft");
        return false;
    }
    const char *position = config->has_position ? config->position : NULL;
    PerftOutput output = {print, context};
    uint64_t total = 0;
    bool counted =
        set_options(engine, config) &&
        tessera_set_position(engine, position, NULL, 0) == TESSERA_OK &&
        tessera_perft(engine, config->depth, print_divide, &output, &total) == TESSERA_OK;
    if (counted) {
        char line[64];
        snprintf(line, sizeof line, "Nodes searched: %" PRIu64, total);
        print(context, "");
        print(context, line);
    } else
        snprintf(error, error_size, "%s", tessera_error(engine));
    tessera_free(engine);
    return counted;
}
