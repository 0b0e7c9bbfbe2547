/*
 * test_text.c - word splitting (a growing list, and its out-of-memory answer), the one strict
 * number reader (the forms it refuses, its exact range ends) and safe quoting of user input.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

#include "src/text.h"

static Words words;

static void free_words(void) {
    text_words_free(&words);
}

TestSuite(text, .fini = free_words);

Test(text, split_ignores_runs_of_spaces_tabs_and_a_trailing_cr) {
    char line[] = "  position \t startpos   moves e2e4\r";
    cr_assert(text_split(line, &words));
    cr_assert_eq(words.count, 4);
    cr_assert_str_eq(words.word[0], "position");
    cr_assert_str_eq(words.word[1], "startpos");
    cr_assert_str_eq(words.word[3], "e2e4");
}

Test(text, split_of_blank_line_gives_no_words) {
    char line[] = " \t ";
    cr_assert(text_split(line, &words));
    cr_assert_eq(words.count, 0);
}

/* "w0 w1 w2 ..." with count words, in a buffer the caller frees. */
static char *numbered_words(int count) {
    char *line = malloc((size_t)count * 8 + 1), *at = line;
    cr_assert(line);
    for (int i = 0; i < count; i++)
        at += sprintf(at, "w%d ", i);
    return line;
}

/* The old fixed list stopped at 8192 words; a 1 MiB line holds up to 524288. */
Test(text, split_keeps_every_word_of_a_very_long_line) {
    enum { COUNT = 300000 };
    char *line = numbered_words(COUNT);
    cr_assert(text_split(line, &words));
    cr_assert_eq(words.count, COUNT);
    cr_assert_str_eq(words.word[8192], "w8192");
    cr_assert_str_eq(words.word[COUNT - 1], "w299999");
    char short_line[] = "uci";
    cr_assert(text_split(short_line, &words), "the list is reused after a long line");
    cr_assert_eq(words.count, 1);
    cr_assert_str_eq(words.word[0], "uci");
    free(line);
}

static long address_space_kb(void) {
    FILE *status = fopen("/proc/self/status", "r");
    cr_assert(status);
    char line[256];
    long kb = -1;
    while (fgets(line, sizeof line, status) && sscanf(line, "VmSize: %ld kB", &kb) != 1)
        continue;
    fclose(status);
    cr_assert_gt(kb, 0);
    return kb;
}

/* A real allocation failure: the address space is capped just above what the test uses. */
Test(text, split_reports_running_out_of_memory_with_no_words) {
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
    cr_skip_test("sanitizer allocators abort instead of returning NULL");
#endif
    enum { COUNT = 400000, SPARE_KB = 512 };
    char *line = numbered_words(COUNT);
    struct rlimit saved;
    cr_assert_eq(getrlimit(RLIMIT_AS, &saved), 0);
    struct rlimit capped = {(rlim_t)(address_space_kb() + SPARE_KB) * 1024, saved.rlim_max};
    cr_assert_eq(setrlimit(RLIMIT_AS, &capped), 0);
    bool split = text_split(line, &words);
    setrlimit(RLIMIT_AS, &saved);
    cr_assert_not(split, "%d words fit in %d kB", COUNT, SPARE_KB);
    cr_assert_eq(words.count, 0);
    free(line);
}

Test(text, words_free_releases_the_list) {
    char line[] = "a b c";
    cr_assert(text_split(line, &words));
    text_words_free(&words);
    cr_assert_eq(words.count, 0);
    cr_assert_null(words.word);
    cr_assert_eq(words.capacity, 0);
}

Test(text, join_rebuilds_words_with_single_spaces) {
    char line[] = "fen  8/8/8  w -";
    char out[64];
    text_split(line, &words);
    cr_assert(text_join(&words, 1, 4, out, sizeof out));
    cr_assert_str_eq(out, "8/8/8 w -");
}

Test(text, join_refuses_to_overflow) {
    char line[] = "abcdef ghijkl";
    char out[8];
    text_split(line, &words);
    cr_assert_not(text_join(&words, 0, 2, out, sizeof out));
}

Test(text, parse_int_accepts_only_whole_numbers_in_range) {
    int value = 7;
    cr_assert(text_parse_int("42", 1, 100, &value));
    cr_assert_eq(value, 42);
    cr_assert(text_parse_int("-5", -10, 10, &value));
    cr_assert_eq(value, -5);
    cr_assert(text_parse_int("0", 0, 0, &value));
    cr_assert_eq(value, 0);
    cr_assert_not(text_parse_int("0", 1, 100, &value));
    cr_assert_not(text_parse_int("101", 1, 100, &value));
    cr_assert_not(text_parse_int("12abc", 1, 100, &value));
    cr_assert_not(text_parse_int("", 1, 100, &value));
    cr_assert_not(text_parse_int(NULL, 1, 100, &value));
    cr_assert_not(text_parse_int("abc", 1, 100, &value));
    cr_assert_not(text_parse_int("99999999999999999999999", 1, 100, &value));
    cr_assert_eq(value, 0, "a refused number leaves the value alone");
}

/* One written form per number: digits with an optional '-', nothing else. */
Test(text, parse_int_refuses_every_other_form_of_a_number) {
    static const char *const REFUSED[] = {
        "+1",
        "+0",
        " 1",
        "1 ",
        "\t1",
        "1\n",
        "01",
        "00",
        "0004",
        "00000000000000000000001",
        "-0",
        "-00",
        "-01",
        "--1",
        "-",
        "+",
        "- 1",
        "1-",
        "1.0",
        "1e3",
        "0x10",
        "1,000",
        "\xd9\xa1" /* a non-ASCII digit */,
    };
    for (size_t i = 0; i < sizeof REFUSED / sizeof *REFUSED; i++) {
        int64_t value = 99;
        cr_assert_not(text_parse_int64(REFUSED[i], INT64_MIN, INT64_MAX, &value), "'%s' accepted",
                      REFUSED[i]);
        cr_assert_eq(value, 99);
    }
}

Test(text, parse_int64_reaches_both_ends_and_not_one_beyond) {
    int64_t value = 0;
    cr_assert(text_parse_int64("9223372036854775807", INT64_MIN, INT64_MAX, &value));
    cr_assert_eq(value, INT64_MAX);
    cr_assert(text_parse_int64("-9223372036854775808", INT64_MIN, INT64_MAX, &value));
    cr_assert_eq(value, INT64_MIN);
    cr_assert_eq(strlen("-9223372036854775808"), TEXT_INT64_MAX_LENGTH);
    cr_assert_not(text_parse_int64("9223372036854775808", INT64_MIN, INT64_MAX, &value));
    cr_assert_not(text_parse_int64("-9223372036854775809", INT64_MIN, INT64_MAX, &value));
    cr_assert_not(text_parse_int64("18446744073709551616", INT64_MIN, INT64_MAX, &value));
    cr_assert_not(text_parse_int64("92233720368547758070", INT64_MIN, INT64_MAX, &value));
    int narrow = 0;
    cr_assert(text_parse_int("2147483647", INT32_MIN, INT32_MAX, &narrow));
    cr_assert_eq(narrow, INT32_MAX);
    cr_assert_not(text_parse_int("2147483648", INT32_MIN, INT32_MAX, &narrow));
    cr_assert_not(text_parse_int("4294967297", INT32_MIN, INT32_MAX, &narrow));
}

Test(text, printable_masks_control_bytes_and_cuts_long_text) {
    char out[16];
    text_printable("a\x01"
                   "b\xff",
                   out, sizeof out);
    cr_assert_str_eq(out, "a?b?");
    text_printable("abcdefghijklmnopqrstuvwxyz", out, sizeof out);
    cr_assert_eq(strlen(out), sizeof out - 1);
    cr_assert_str_eq(out + strlen(out) - 3, "...");
}
