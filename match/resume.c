/*
 * resume.c - which games of this run are already in its results file.
 *
 * A shard killed in the middle of a write leaves a last line without its newline: that game
 * is not counted (it is played again) and the partial line is cut off the file, so the lines
 * appended next stay whole. Everything else that does not fit is refused with the reason:
 * resuming with the wrong file would silently mix two matches.
 */
#include "resume.h"

#include <string.h>
#include <unistd.h>

static bool check_game(const MatchConfig *config, const ResultsMatch *identity, const bool *planned,
                       const bool *done, const ResultsGame *game, char *error, size_t error_size) {
    const char *path = config->results_out;
    int number = game->record.number;
    if (!results_same_match(&game->match, identity))
        snprintf(error, error_size,
                 "results file '%s': game %d is of another match (engines, time controls, "
                 "seed or schedule differ); use another file",
                 path, number);
    else if (number > identity->total_games || !planned[number - 1])
        snprintf(error, error_size, "results file '%s': game %d is not part of shard %d/%d", path,
                 number, config->shard_index + 1, config->shard_count);
    else if (done[number - 1])
        snprintf(error, error_size, "results file '%s': game %d appears twice", path, number);
    else
        return true;
    return false;
}

static bool cut_partial_line(const MatchConfig *config, const ResultsFile *file, FILE *log,
                             char *error, size_t error_size) {
    if (truncate(config->results_out, file->kept_bytes) != 0) {
        snprintf(error, error_size, "cannot cut the incomplete last line of '%s'",
                 config->results_out);
        return false;
    }
    fprintf(log, "Results file '%s': removed an incomplete last line (an interrupted write)\n",
            config->results_out);
    return true;
}

bool resume_load(const MatchConfig *config, const ResultsMatch *identity, const bool *planned,
                 bool paired, bool *done, Tally *tally, FILE *log, char *error, size_t error_size) {
    ResultsFile file;
    bool ok = results_read(config->results_out, true, &file, error, error_size);
    if (ok && !config->resume && (file.count > 0 || file.cut_short)) {
        snprintf(error, error_size,
                 "results file '%s' already holds games: add -resume to play only the missing "
                 "ones, or give another file",
                 config->results_out);
        ok = false;
    }
    for (int i = 0; ok && i < file.count; i++) {
        const ResultsGame *game = &file.games[i];
        ok = check_game(config, identity, planned, done, game, error, error_size);
        if (ok) {
            done[game->record.number - 1] = true;
            tally_add(tally, &game->record, game->block, paired);
        }
    }
    if (ok && file.cut_short)
        ok = cut_partial_line(config, &file, log, error, error_size);
    if (ok && file.count > 0)
        fprintf(log, "Resuming from '%s': %d games already played\n", config->results_out,
                file.count);
    results_file_free(&file);
    return ok;
}
