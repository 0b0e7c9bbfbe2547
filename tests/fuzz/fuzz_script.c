/*
 * fuzz_script.c - turns a protocol fuzz input into the script protocol_run reads, keeping
 * every byte except where a command would ask for more work than a fuzz run can wait for:
 *
 *   go ...            gets " nodes 1000" appended (the last limit given wins, so any
 *                     depth, clock, mate or infinite search ends quickly; infinite and
 *                     ponder searches then wait for stop as they should); after 8
 *                     searches further go lines are dropped.
 *   perft, go perft   dropped when the depth is a number above 2.
 *   bench             dropped unless its arguments are refused, or ask for depth 1-2,
 *                     at most 2 threads and 16 MB.
 *   setoption Hash    dropped above 16 MB; Threads above 4 (the memory and thread limits
 *                     are tested on their own, see docs/RELIABILITY.md).
 *   heavy commands    perft, bench, ucinewgame and setoption (which may clear or reallocate
 *                     the table, or restart threads): after 32 of them, further ones are
 *                     dropped.
 *
 * Lines are split exactly as protocol_run splits them (at '\n'; a line with a NUL byte is
 * refused whole), and words with the protocol's own text_split, so the counts of isready
 * and go commands are those the loop executes. Nothing after `quit` is kept.
 */
#include "fuzz.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "bench/bench.h"
#include "src/text.h"

enum {
    CAP_SEARCHES = 8,
    CAP_PERFT_DEPTH = 2,
    CAP_BENCH_DEPTH = 2,
    CAP_BENCH_THREADS = 2,
    CAP_BENCH_HASH_MB = 16,
    CAP_HASH_MB = 16,
    CAP_THREADS = 4,
    CAP_HEAVY = 32,
    PROTOCOL_LINE_BYTES = 1 << 20, /* protocol.c's line limit, terminator included */
};

static const char SEARCH_LIMIT[] = " nodes 1000";

typedef enum Verdict {
    KEEP,
    DROP,
    KEEP_AS_SEARCH,
    KEEP_AS_HEAVY,
    KEEP_AS_ISREADY,
    KEEP_THEN_END,
} Verdict;

static void append(FuzzScript *script, const char *bytes, size_t size) {
    if (script->size + size + 1 > script->capacity) {
        script->capacity = 2 * (script->size + size + 1);
        script->text = realloc(script->text, script->capacity);
        if (!script->text)
            fuzz_fail("no memory for the script");
    }
    memcpy(script->text + script->size, bytes, size);
    script->size += size;
}

/* A number above limit (words that are not numbers are kept: they exercise the errors). */
static bool number_above(const Words *words, int at, int64_t limit) {
    int64_t value;
    return at < words->count && text_parse_int64(words->word[at], INT64_MIN, INT64_MAX, &value) &&
           value > limit;
}

static Verdict bench_verdict(const Words *words) {
    BenchConfig config;
    char error[256];
    if (!bench_parse_args(words->count - 1, (const char *const *)words->word + 1, &config, error,
                          sizeof error))
        return KEEP;
    bool small = config.depth >= 1 && config.depth <= CAP_BENCH_DEPTH &&
                 config.threads <= CAP_BENCH_THREADS && config.hash_mb <= CAP_BENCH_HASH_MB;
    return small ? KEEP_AS_HEAVY : DROP;
}

static Verdict setoption_verdict(const Words *words) {
    int value_at = -1;
    for (int i = 2; i < words->count && value_at < 0; i++)
        if (strcasecmp(words->word[i], "value") == 0)
            value_at = i;
    char name[128];
    if (value_at < 0 || !text_join(words, 2, value_at, name, sizeof name))
        return KEEP_AS_HEAVY;
    if (strcasecmp(name, "Hash") == 0 && number_above(words, value_at + 1, CAP_HASH_MB))
        return DROP;
    if (strcasecmp(name, "Threads") == 0 && number_above(words, value_at + 1, CAP_THREADS))
        return DROP;
    return KEEP_AS_HEAVY;
}

static Verdict go_verdict(const FuzzScript *script, const Words *words) {
    if (words->count > 1 && strcmp(words->word[1], "perft") == 0)
        return number_above(words, 2, CAP_PERFT_DEPTH) ? DROP : KEEP_AS_HEAVY;
    return script->searches < CAP_SEARCHES ? KEEP_AS_SEARCH : DROP;
}

static Verdict line_verdict(const FuzzScript *script, const Words *words) {
    if (words->count == 0)
        return KEEP;
    const char *command = words->word[0];
    if (strcmp(command, "go") == 0)
        return go_verdict(script, words);
    if (strcmp(command, "perft") == 0)
        return number_above(words, 1, CAP_PERFT_DEPTH) ? DROP : KEEP_AS_HEAVY;
    if (strcmp(command, "ucinewgame") == 0)
        return KEEP_AS_HEAVY;
    if (strcmp(command, "bench") == 0)
        return bench_verdict(words);
    if (strcmp(command, "setoption") == 0)
        return setoption_verdict(words);
    if (strcmp(command, "isready") == 0)
        return KEEP_AS_ISREADY;
    if (strcmp(command, "quit") == 0)
        return KEEP_THEN_END;
    return KEEP;
}

/* Judges one line (without its newline) the way the protocol will read it. */
static Verdict judge(const FuzzScript *script, const uint8_t *line, size_t length) {
    if (memchr(line, '\0', length) || length >= PROTOCOL_LINE_BYTES - 1)
        return KEEP; /* refused by the loop as binary or too long */
    Words words = {0};
    char *copy = malloc(length + 1);
    if (!copy)
        fuzz_fail("no memory");
    memcpy(copy, line, length);
    copy[length] = '\0';
    if (!text_split(copy, &words))
        fuzz_fail("no memory");
    Verdict verdict = line_verdict(script, &words);
    text_words_free(&words);
    free(copy);
    return verdict;
}

void fuzz_script_build(FuzzScript *script, const uint8_t *data, size_t size) {
    *script = (FuzzScript){0};
    size_t start = 0;
    while (start < size) {
        const uint8_t *newline = memchr(data + start, '\n', size - start);
        size_t length = newline ? (size_t)(newline - (data + start)) : size - start;
        Verdict verdict = judge(script, data + start, length);
        if (verdict == KEEP_AS_HEAVY && script->heavy++ >= CAP_HEAVY)
            verdict = DROP;
        if (verdict != DROP)
            append(script, (const char *)data + start, length);
        if (verdict == KEEP_AS_SEARCH)
            append(script, SEARCH_LIMIT, sizeof SEARCH_LIMIT - 1);
        if (verdict != DROP)
            append(script, "\n", 1);
        script->searches += verdict == KEEP_AS_SEARCH;
        script->isready += verdict == KEEP_AS_ISREADY;
        if (verdict == KEEP_THEN_END)
            break;
        start += length + 1;
    }
}

void fuzz_script_free(FuzzScript *script) {
    free(script->text);
    *script = (FuzzScript){0};
}
