/*
 * openings.c - reading opening files (EPD, PGN, move lists) and making random openings.
 *
 * Each opening is replayed through a Referee as it is read: a move is accepted in the game's
 * own notation or, for chess, in SAN; the stored opening keeps the canonical texts. The PGN
 * reader takes the FEN tag and the main line of the movetext, skipping comments, variations,
 * annotations and move numbers, and stops each game at its result or at plies=.
 */
#include "openings.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "referee.h"
#include "src/san.h"
#include "src/file_read.h"
#include "src/rules.h"

enum {
    RANDOM_ATTEMPTS = 64, /* tries at a random line that does not end the game */
    MAX_TOKEN = 256,
};

/* ---- storage ----------------------------------------------------------------------------- */

static char *copy_string(const char *text) {
    char *copy = strdup(text);
    if (!copy)
        abort();
    return copy;
}

/* The opening reached by a referee: start position (empty when standard, unless the referee
 * plays under other choices than the book's) and moves. */
static void opening_from_referee(const OpeningBook *book, const Referee *referee,
                                 Opening *opening) {
    StrBuf moves;
    strbuf_init(&moves);
    strbuf_append(&moves, "");
    for (int i = 0; i < referee->count; i++)
        strbuf_printf(&moves, i ? " %s" : "%s", referee->moves[i]);
    bool book_choices = memcmp(&referee->chosen, &book->chosen, sizeof book->chosen) == 0;
    opening->start = copy_string(referee->from_startpos && book_choices ? "" : referee->start_text);
    opening->moves = copy_string(strbuf_text(&moves));
    strbuf_free(&moves);
}

static void book_add(OpeningBook *book, const Referee *referee) {
    if (book->count == book->capacity) {
        book->capacity = book->capacity ? 2 * book->capacity : 64;
        book->items = realloc(book->items, (size_t)book->capacity * sizeof *book->items);
        if (!book->items)
            abort();
    }
    opening_from_referee(book, referee, &book->items[book->count++]);
}

void opening_free(Opening *opening) {
    free(opening->start);
    free(opening->moves);
    opening->start = opening->moves = NULL;
}

void openings_free(OpeningBook *book) {
    for (int i = 0; i < book->count; i++)
        opening_free(&book->items[i]);
    free(book->items);
    book->items = NULL;
    book->count = book->capacity = 0;
}

/* ---- moves ------------------------------------------------------------------------------- */

/* Plays one move given in the game's notation or, for chess, SAN. */
static bool play_token(Referee *referee, const char *token) {
    char canonical[MAX_MOVE_TEXT];
    if (referee_play(referee, token, canonical))
        return true;
    Move move;
    if (!san_supported(referee->game) ||
        !san_parse(referee->game, referee_position(referee), token, &move))
        return false;
    char text[MAX_MOVE_TEXT];
    referee->game->format_move(referee_position(referee), move, text);
    return referee_play(referee, text, canonical);
}

static bool plies_left(const OpeningBook *book, const Referee *referee) {
    return book->config->plies == 0 || referee_ply(referee) < book->config->plies;
}

/* Plays the blank-separated moves of text, up to plies=. */
static bool replay_moves(const OpeningBook *book, Referee *referee, const char *text) {
    char token[MAX_TOKEN];
    while (*text && plies_left(book, referee)) {
        text += strspn(text, " \t");
        size_t length = strcspn(text, " \t");
        if (length == 0)
            break;
        if (length >= sizeof token)
            return false;
        memcpy(token, text, length);
        token[length] = '\0';
        text += length;
        if (!play_token(referee, token))
            return false;
    }
    return true;
}

/* ---- file formats ------------------------------------------------------------------------ */

static void trim(char *line) {
    size_t length = strlen(line);
    while (length > 0 && isspace((unsigned char)line[length - 1]))
        line[--length] = '\0';
    size_t lead = strspn(line, " \t");
    memmove(line, line + lead, length - lead + 1);
}

/* A FEN or EPD line: the whole text, else its first four fields plus "0 1". */
static bool read_epd_line(OpeningBook *book, char *line, Referee *referee) {
    char error[128], fields[MAX_POS_TEXT];
    line[strcspn(line, ";")] = '\0';
    trim(line);
    if (referee_init(referee, book->game, book->players, &book->chosen, line, error, sizeof error))
        return true;
    referee_free(referee);
    size_t length = 0;
    for (int field = 0; field < 4 && line[length]; field++) {
        length += strcspn(line + length, " ");
        length += strspn(line + length, " ");
    }
    if (length >= sizeof fields - 5)
        return false;
    snprintf(fields, sizeof fields, "%.*s 0 1", (int)length, line);
    return referee_init(referee, book->game, book->players, &book->chosen, fields, error,
                        sizeof error);
}

/* `e2e4 e7e5`, `startpos moves e2e4`, or `fen <position> moves e2e4 ...`. */
static bool read_moves_line(OpeningBook *book, char *line, Referee *referee) {
    char error[128];
    const char *moves = line;
    const char *start = NULL;
    char *moves_word = strstr(line, " moves");
    if (strncmp(line, "fen ", 4) == 0 || strncmp(line, "startpos", 8) == 0) {
        if (moves_word)
            *moves_word = '\0';
        start = line[0] == 'f' ? line + 4 : NULL;
        moves = moves_word ? moves_word + 6 : "";
    }
    if (!referee_init(referee, book->game, book->players, &book->chosen, start, error,
                      sizeof error))
        return false;
    return replay_moves(book, referee, moves);
}

static bool read_line_opening(OpeningBook *book, char *line, Referee *referee) {
    if (book->config->format == OPENINGS_EPD)
        return read_epd_line(book, line, referee);
    return read_moves_line(book, line, referee);
}

static void load_lines(OpeningBook *book, char *text, FILE *log) {
    int number = 0;
    for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
        number++;
        trim(line);
        if (!line[0] || line[0] == '#')
            continue;
        Referee referee;
        if (read_line_opening(book, line, &referee))
            book_add(book, &referee);
        else if (++book->skipped <= 10)
            fprintf(log, "Warning: opening line %d skipped: %s\n", number, line);
        referee_free(&referee);
    }
}

/* ---- PGN --------------------------------------------------------------------------------- */

typedef struct PgnReader {
    OpeningBook *book;
    FILE *log;
    char fen[MAX_POS_TEXT];
    char moves[8192];   /* main-line move tokens of the current game, blank separated */
    GameChoices chosen; /* the game's own options the current game is read under */
    char refusal[160];  /* why the current game's tags refuse it, or empty */
    bool has_content;
    int game_number;
} PgnReader;

/* Replays the current game and keeps it, or says why it is skipped; then reads afresh. */
static void pgn_finish_game(PgnReader *reader) {
    if (!reader->has_content)
        return;
    reader->game_number++;
    Referee referee;
    char error[128];
    OpeningBook *book = reader->book;
    bool kept = !reader->refusal[0] &&
                referee_init(&referee, book->game, book->players, &reader->chosen, reader->fen,
                             error, sizeof error) &&
                replay_moves(book, &referee, reader->moves);
    if (kept)
        book_add(book, &referee);
    else if (++book->skipped <= 10)
        fprintf(reader->log, "Warning: PGN game %d skipped (%s)\n", reader->game_number,
                reader->refusal[0] ? reader->refusal : "bad position or move");
    if (!reader->refusal[0])
        referee_free(&referee);
    reader->fen[0] = reader->moves[0] = reader->refusal[0] = '\0';
    reader->chosen = book->chosen;
    reader->has_content = false;
}

/* The ']' that closes the tag pair at at: the first one outside its quoted value, where
 * '\\' escapes the next character, so a value holding ']' or '"' does not end the tag
 * early. A tag pair is one line: without its ']' it ends at the newline. */
static const char *pgn_tag_end(const char *at) {
    bool quoted = false;
    for (; *at && *at != '\n'; at++) {
        if (quoted && *at == '\\' && at[1] && at[1] != '\n')
            at++;
        else if (*at == '"')
            quoted = !quoted;
        else if (*at == ']' && !quoted)
            break;
    }
    return at;
}

/* The value of the tag pair at at (ending at end) into value when its name is name (`[name
 * "value"]`); false for another name, or a value too long for size (then empty). */
static bool pgn_tag_value(const char *at, const char *end, const char *name, char *value,
                          size_t size) {
    size_t name_length = strlen(name);
    if (strncmp(at + 1, name, name_length) != 0 || strncmp(at + 1 + name_length, " \"", 2) != 0)
        return false;
    const char *text = at + name_length + 3;
    const char *quote = memchr(text, '"', (size_t)(end - text));
    size_t length = quote ? (size_t)(quote - text) : 0;
    snprintf(value, size, "%.*s", length < size ? (int)length : 0, text);
    return true;
}

/* A tag naming one of the game's own options (`[WallGoRules "show"]`): the game is read under
 * the value it names (tagged_choices), else refused when that is not the chosen value. */
static void pgn_read_choice_tag(PgnReader *reader, const char *at, const char *end) {
    const OpeningBook *book = reader->book;
    const Game *game = book->game;
    char text[64];
    for (int i = 0; i < game->choice_count && i < GAME_MAX_CHOICES; i++) {
        const GameChoice *choice = &game->choices[i];
        if (!pgn_tag_value(at, end, choice->option, text, sizeof text))
            continue;
        int value = game_choice_value(choice, text);
        if (value >= 0 && (book->config->tagged_choices || value == book->chosen.value[i]))
            reader->chosen.value[i] = (uint8_t)value;
        else if (value >= 0)
            snprintf(reader->refusal, sizeof reader->refusal, "played with %s %s, not %s",
                     choice->option, choice->values[value], choice->values[book->chosen.value[i]]);
        else
            snprintf(reader->refusal, sizeof reader->refusal, "unknown %s '%.40s'", choice->option,
                     text);
    }
}

static const char *pgn_read_tag(PgnReader *reader, const char *at) {
    if (reader->moves[0])
        pgn_finish_game(reader);
    const char *end = pgn_tag_end(at);
    pgn_tag_value(at, end, "FEN", reader->fen, sizeof reader->fen);
    pgn_read_choice_tag(reader, at, end);
    reader->has_content = true;
    return *end == ']' ? end + 1 : end;
}

/* Skips a {comment}, ;comment or (variation, nested); returns where reading resumes. */
static const char *pgn_skip(const char *at) {
    if (*at == '{') {
        const char *end = strchr(at, '}');
        return end ? end + 1 : at + strlen(at);
    }
    if (*at == ';') {
        const char *end = strchr(at, '\n');
        return end ? end : at + strlen(at);
    }
    int depth = 0;
    do {
        depth += *at == '(';
        depth -= *at == ')';
        at++;
    } while (*at && depth > 0);
    return at;
}

static bool pgn_is_result(const char *token) {
    return strcmp(token, "1-0") == 0 || strcmp(token, "0-1") == 0 ||
           strcmp(token, "1/2-1/2") == 0 || strcmp(token, "*") == 0;
}

static void pgn_take_token(PgnReader *reader, const char *token) {
    if (pgn_is_result(token)) {
        reader->has_content = true;
        pgn_finish_game(reader);
        return;
    }
    if (token[0] == '$')
        return;
    size_t digits = strspn(token, "0123456789");
    if (token[digits] == '.')
        token += digits + strspn(token + digits, ".");
    if (!*token)
        return;
    size_t used = strlen(reader->moves);
    if (used + strlen(token) + 2 < sizeof reader->moves)
        snprintf(reader->moves + used, sizeof reader->moves - used, "%s%s", used ? " " : "", token);
    reader->has_content = true;
}

static void load_pgn(OpeningBook *book, const char *text, FILE *log) {
    PgnReader reader = {.book = book, .log = log, .chosen = book->chosen};
    const char *at = text;
    while (*at) {
        if (isspace((unsigned char)*at)) {
            at++;
        } else if (*at == '[') {
            at = pgn_read_tag(&reader, at);
        } else if (*at == '{' || *at == ';' || *at == '(') {
            at = pgn_skip(at);
        } else {
            char token[MAX_TOKEN];
            size_t length = strcspn(at, " \t\r\n{;()[");
            length = length ? length : 1;
            if (length < sizeof token) {
                memcpy(token, at, length);
                token[length] = '\0';
                pgn_take_token(&reader, token);
            }
            at += length;
        }
    }
    pgn_finish_game(&reader);
}

/* ---- loading and choosing ---------------------------------------------------------------- */

static uint64_t splitmix64(uint64_t *state) {
    uint64_t z = (*state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static void shuffle(OpeningBook *book, uint64_t seed) {
    uint64_t state = seed;
    for (int i = book->count - 1; i > 0; i--) {
        int j = (int)(splitmix64(&state) % (uint64_t)(i + 1));
        Opening swap = book->items[i];
        book->items[i] = book->items[j];
        book->items[j] = swap;
    }
}

bool openings_load(OpeningBook *book, const OpeningConfig *config, const Game *game, int players,
                   const GameChoices *chosen, uint64_t seed, FILE *log, char *error,
                   size_t error_size) {
    memset(book, 0, sizeof *book);
    book->game = game;
    book->players = players;
    if (chosen)
        book->chosen = *chosen;
    book->config = config;
    if (!config->file[0])
        return true;
    char *text, reason[OPENINGS_PATH_TEXT + 64];
    size_t size;
    if (!file_read_regular(config->file, OPENINGS_MAX_FILE_BYTES, &text, &size, reason,
                           sizeof reason)) {
        snprintf(error, error_size, "opening file: %s", reason);
        return false;
    }
    if (config->format == OPENINGS_PGN)
        load_pgn(book, text, log);
    else
        load_lines(book, text, log);
    free(text);
    if (book->count == 0) {
        snprintf(error, error_size, "no usable opening in '%s'", config->file);
        return false;
    }
    if (config->random_order)
        shuffle(book, seed);
    return true;
}

/* One attempt at plies random legal moves; true when the game is still going after them. */
static bool random_line(const OpeningBook *book, uint64_t state, Referee *referee) {
    char error[128], text[MAX_MOVE_TEXT], canonical[MAX_MOVE_TEXT];
    Move moves[MAX_MOVES];
    if (!referee_init(referee, book->game, book->players, &book->chosen, NULL, error, sizeof error))
        return false;
    for (int ply = 0; ply < book->config->random_plies; ply++) {
        int count = game_legal_moves(book->game, referee_position(referee), moves);
        if (count == 0)
            return false;
        Move move = moves[splitmix64(&state) % (uint64_t)count];
        book->game->format_move(referee_position(referee), move, text);
        referee_play(referee, text, canonical);
    }
    GameStatus status;
    referee_status(referee, &status);
    return status.outcome == OUTCOME_ONGOING;
}

static void random_opening(const OpeningBook *book, int index, Opening *opening) {
    uint64_t base = book->config->random_seed ^ (0xD1B54A32D192ED03ULL * (uint64_t)(index + 1));
    Referee referee;
    for (int attempt = 0;; attempt++) {
        uint64_t state = base + 0x2545F4914F6CDD1DULL * (uint64_t)attempt;
        bool ok = random_line(book, state, &referee);
        if (ok || attempt == RANDOM_ATTEMPTS - 1)
            break;
        referee_free(&referee);
    }
    opening_from_referee(book, &referee, opening);
    referee_free(&referee);
}

void openings_get(const OpeningBook *book, int index, Opening *opening) {
    if (book->config->random_plies > 0) {
        random_opening(book, index, opening);
    } else if (book->count > 0) {
        const Opening *stored = &book->items[(book->config->start - 1 + index) % book->count];
        opening->start = copy_string(stored->start);
        opening->moves = copy_string(stored->moves);
    } else {
        opening->start = copy_string("");
        opening->moves = copy_string("");
    }
}
