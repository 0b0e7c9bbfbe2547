/*
 * progress.c - the progress line: rate = games done / minutes since the start, ETA = games
 * left / rate, printed as h:mm:ss.
 */
#include "progress.h"

void match_progress_start(MatchProgress *progress, int total, int64_t interval_ms, int64_t now_ms) {
    progress->total = total;
    progress->started_ms = now_ms;
    progress->interval_ms = interval_ms;
    progress->last_ms = now_ms;
}

static void format_duration(int64_t seconds, char *text, size_t size) {
    snprintf(text, size, "%lld:%02lld:%02lld", (long long)(seconds / 3600),
             (long long)(seconds / 60 % 60), (long long)(seconds % 60));
}

void match_progress_format(const MatchProgress *progress, int done, int64_t now_ms, char *text,
                           size_t size) {
    int64_t elapsed_ms = now_ms - progress->started_ms;
    double minutes = (elapsed_ms > 0 ? (double)elapsed_ms : 1.0) / 60000.0;
    double rate = done / minutes;
    double percent = progress->total > 0 ? 100.0 * done / progress->total : 100.0;
    char eta[32] = "?";
    if (done > 0)
        format_duration((int64_t)((progress->total - done) / rate * 60.0 + 0.5), eta, sizeof eta);
    snprintf(text, size, "Progress: %d of %d games (%.1f %%), %.2f games/min, ETA %s", done,
             progress->total, percent, rate, eta);
}

bool match_progress_report(MatchProgress *progress, FILE *out, int done, int64_t now_ms) {
    bool last = done >= progress->total;
    if (!last && now_ms - progress->last_ms < progress->interval_ms)
        return false;
    char text[160];
    match_progress_format(progress, done, now_ms, text, sizeof text);
    fprintf(out, "%s\n", text);
    progress->last_ms = now_ms;
    return true;
}
