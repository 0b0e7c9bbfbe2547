/*
 * compliance.h - `tessera-match -compliance`: a scripted session against one engine that
 * reports every protocol rule it breaks, for engine authors (like fastchess --compliance).
 *
 * The session: `uci` and `isready`, the game (UCI_Variant, Players), a short game the
 * engine plays against itself under its own limit (every bestmove and ponder move refereed,
 * every `go` followed by `isready` to catch a second bestmove), `go movetime`, `go` on a
 * small clock for each of the first two players, then `go infinite` with `isready` during
 * the search and `stop`. Every `info` line on the way is checked field by field. Each rule
 * ends PASS, FAIL (with the first failure) or not checked, when an earlier failure left
 * the engine unusable.
 */
#ifndef TESSERA_MATCH_COMPLIANCE_H
#define TESSERA_MATCH_COMPLIANCE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "cli.h"

typedef enum ComplianceRule {
    RULE_UCI,               /* `uci` -> `id name ...`, `uciok` */
    RULE_ISREADY,           /* `isready` -> `readyok` */
    RULE_VARIANT,           /* the engine offers the game (UCI_Variant lists it; chess: may) */
    RULE_LEGAL_MOVES,       /* every bestmove (and ponder move) is legal */
    RULE_ONE_BESTMOVE,      /* every `go` gets exactly one `bestmove` */
    RULE_MOVETIME,          /* `go movetime` answered within the time plus the margin */
    RULE_CLOCK,             /* `go wtime/btime` answered within the mover's clock + margin */
    RULE_ISREADY_IN_SEARCH, /* `readyok` at once while `go infinite` searches */
    RULE_STOP,              /* `go infinite` waits for `stop`, then one bestmove at once */
    RULE_INFO,              /* every `info` line is well-formed */
    RULE_COUNT,
} ComplianceRule;

typedef enum RuleVerdict {
    VERDICT_NOT_CHECKED,
    VERDICT_PASS,
    VERDICT_FAIL,
} RuleVerdict;

typedef struct ComplianceReport {
    RuleVerdict verdicts[RULE_COUNT];
    char details[RULE_COUNT][256]; /* the first failure of each rule, or a note */
    char engine_name[MAX_VALUE_TEXT];
} ComplianceReport;

/* Runs the session against config->engines[0] in config->variant and prints one line per
 * rule to out. True when every rule passed; false otherwise, with error set when the
 * session could not run at all (the program does not start). */
bool compliance_run(const MatchConfig *config, FILE *out, ComplianceReport *report, char *error,
                    size_t error_size);

/* "uci", "one-bestmove", ... as printed. */
const char *compliance_rule_name(ComplianceRule rule);

#endif
