/*
 * main.c - tessera-match: parse the command line, run the match (or merge results files,
 * or check one engine's compliance), report, exit.
 *
 * Exit status: 0 when the match ran (also when it stopped early on SPRT or an engine
 * failure), 1 when it could not run (bad command line, engine that does not start, ...) or
 * what it wrote was lost (a failed write to standard output or the PGN file); 128 + the
 * signal's number when SIGINT or SIGTERM ended the match (scheduler.c). -compliance:
 * 0 when the engine passed every rule, 1 otherwise.
 */
#include <stdio.h>
#include <stdlib.h>

#include "cli.h"
#include "include/tessera.h"
#include "compliance.h"
#include "merge.h"
#include "output_file.h"
#include "scheduler.h"

/* -help prints the usage, --version the version; false when standard output failed. */
static bool print_info(CliStatus status, char *error, size_t error_size) {
    if (status == CLI_HELP) {
        fputs(cli_usage(), stdout);
        return output_flush(stdout, "the usage text", error, error_size);
    }
    printf("tessera-match %s\n", TESSERA_VERSION);
    return output_flush(stdout, "the version", error, error_size);
}

/* tessera-match merge FILE... */
static int merge_main(int argc, const char *const *argv) {
    MergeConfig *merge = calloc(1, sizeof *merge);
    if (!merge)
        return 1;
    char error[1024];
    CliStatus status = cli_parse_merge(argc, argv, merge, error, sizeof error);
    bool ok = status != CLI_ERROR;
    if (status == CLI_HELP || status == CLI_VERSION)
        ok = print_info(status, error, sizeof error);
    if (status == CLI_OK) {
        Tally tally;
        ok = merge_run(merge, stdout, &tally, error, sizeof error);
        tally_free(&tally);
    }
    if (!ok)
        fprintf(stderr, "tessera-match: %s\n", error);
    free(merge);
    return ok ? 0 : 1;
}

/* tessera-match -compliance ...: 0 when the engine passed every rule. */
static int compliance_main(const MatchConfig *config) {
    ComplianceReport *report = calloc(1, sizeof *report);
    if (!report)
        return 1;
    char error[512] = "";
    bool passed = compliance_run(config, stdout, report, error, sizeof error);
    if (!error[0])
        output_flush(stdout, "the compliance report", error, sizeof error);
    if (error[0])
        fprintf(stderr, "tessera-match: %s\n", error);
    free(report);
    return passed && !error[0] ? 0 : 1;
}

int main(int argc, char **argv) {
    /* Line by line also into a file or a pipe, so `Started game` shows while the game runs. */
    setvbuf(stdout, NULL, _IOLBF, 0);
    if (cli_is_merge(argc, (const char *const *)argv))
        return merge_main(argc, (const char *const *)argv);
    MatchConfig *config = calloc(1, sizeof *config);
    if (!config)
        return 1;
    char error[512];
    CliStatus status = cli_parse(argc, (const char *const *)argv, config, error, sizeof error);
    bool ok = status != CLI_ERROR;
    if (status == CLI_HELP || status == CLI_VERSION)
        ok = print_info(status, error, sizeof error);
    if (status == CLI_OK && config->compliance) {
        int code = compliance_main(config);
        free(config);
        return code;
    }
    if (status == CLI_OK) {
        MatchOutcome outcome;
        ok = scheduler_run(config, stdout, &outcome, error, sizeof error);
        tally_free(&outcome.tally);
    }
    if (!ok)
        fprintf(stderr, "tessera-match: %s\n", error);
    free(config);
    return ok ? 0 : 1;
}
