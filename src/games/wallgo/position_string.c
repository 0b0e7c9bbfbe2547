/*
 * position_string.c - Wall Go positions as text (RULES.md section 4, PROTOCOL.md section 6):
 * parsing with validation, output in canonical form, and the board diagram of `d`.
 *
 * `<board> <side> <walls left, comma list> <walls, comma list or -> <tokens to place, comma
 * list> [rules]`, the rules `show` (printed) or `site` (the default, never printed): the board
 * ranks 7..1 with tokens A-D and digits for runs of empty cells. The number of players is the
 * length of the two counter lists. Walls may be listed in any order and in the s/w forms; they are
 * printed canonically (all n walls, then all e walls, each by rank then file). Every player must
 * have its full set of tokens between the board and the hand, and the walls on the board must not
 * outnumber the walls the counters say were used. The parser fills a scratch position and copies it
 * out only when it is valid; then, as WG5 says, a side to move who cannot act is skipped.
 */
#include "wallgo.h"

#include <stdio.h>
#include <string.h>

#include "src/text.h"
#include "src/games/common/fen_text.h"

enum { FIELD_COUNT = 6, FIELDS_REQUIRED = 5, ITEM_MAX = 8, WALL_TEXT = 4 };

static const char *const FIELD_NAMES[FIELD_COUNT] = {"board", "side to move",    "walls left",
                                                     "walls", "tokens to place", "rules"};

/* The rule-set field, in WallGoRules order; site is also the rule set of five fields. */
static const char *const RULES_NAMES[] = {"site", "show"};

static int decode_token(char c) {
    return c >= 'A' && c < 'A' + WALLGO_MAX_PLAYERS ? c - 'A' : -1;
}

static void put_token(void *board, int player, int file, int rank) {
    WallGoPos *pos = board;
    pos->tokens[player] |= wallgo_bit(wallgo_cell(file, rank));
}

static char encode_token(const void *board, int file, int rank) {
    const WallGoPos *pos = board;
    uint64_t bit = wallgo_bit(wallgo_cell(file, rank));
    for (int player = 0; player < WALLGO_MAX_PLAYERS; player++)
        if (pos->tokens[player] & bit)
            return (char)('A' + player);
    return '\0';
}

static const FenBoardCodec CODEC = {WALLGO_SIZE,  WALLGO_SIZE, "A B C D for the players' tokens",
                                    decode_token, put_token,   encode_token};

typedef struct Parser {
    WallGoPos pos;
    FenField fields[FIELD_COUNT + 1];
    FenError error;
} Parser;

/* The items of a comma list (up to the end of its field), each shorter than ITEM_MAX; -1
 * when an item is empty or too long, max + 1 when there are more than max items. */
static int split_items(const char *text, char items[][ITEM_MAX], int max) {
    int count = 0;
    for (;;) {
        size_t length = strcspn(text, ", \t\r\n");
        if (length == 0 || length >= ITEM_MAX)
            return -1;
        if (count == max)
            return max + 1;
        memcpy(items[count], text, length);
        items[count++][length] = '\0';
        text += length;
        if (*text != ',')
            return count;
        text++;
    }
}

/* A list of one number per player, each 0..max_value; its length is the player count. */
static bool parse_counters(Parser *parser, int index, int max_value, uint8_t *values, int *count) {
    char items[WALLGO_MAX_PLAYERS][ITEM_MAX], quoted[FEN_QUOTE_SIZE];
    FenField field = parser->fields[index];
    int found = split_items(field.text, items, WALLGO_MAX_PLAYERS);
    if (found < WALLGO_MIN_PLAYERS || found > WALLGO_MAX_PLAYERS)
        return fen_fail(&parser->error, "%s '%s' must be a comma list of %d to %d numbers",
                        FIELD_NAMES[index], fen_quote(field, quoted), WALLGO_MIN_PLAYERS,
                        WALLGO_MAX_PLAYERS);
    for (int i = 0; i < found; i++) {
        FenField item = {items[i], (int)strlen(items[i]), strlen(items[i])};
        int value;
        if (!text_parse_int(items[i], 0, max_value, &value))
            return fen_fail(&parser->error, "%s '%s' must be 0 to %d", FIELD_NAMES[index],
                            fen_quote(item, quoted), max_value);
        values[i] = (uint8_t)value;
    }
    *count = found;
    return true;
}

static bool parse_player_lists(Parser *parser) {
    WallGoPos *pos = &parser->pos;
    int players, listed;
    if (!parse_counters(parser, 2, WALLGO_WALLS, pos->walls_left, &players) ||
        !parse_counters(parser, 4, WALLGO_TOKENS_TWO, pos->to_place, &listed))
        return false;
    if (listed != players)
        return fen_fail(&parser->error, "%d walls-left counts but %d tokens-to-place counts",
                        players, listed);
    pos->header.players = (uint8_t)players;
    return true;
}

static bool parse_board(Parser *parser) {
    WallGoPos *pos = &parser->pos;
    if (!fen_parse_board(&CODEC, pos, parser->fields[0].text, &parser->error))
        return false;
    for (int player = pos->header.players; player < WALLGO_MAX_PLAYERS; player++)
        if (pos->tokens[player])
            return fen_fail(&parser->error, "token %c on the board of a %d-player game",
                            'A' + player, pos->header.players);
    for (int player = 0; player < pos->header.players; player++)
        pos->occupied |= pos->tokens[player];
    return true;
}

static bool parse_side(Parser *parser) {
    char quoted[FEN_QUOTE_SIZE];
    FenField field = parser->fields[1];
    int players = parser->pos.header.players;
    if (field.length != 1 || field.text[0] < 'A' || field.text[0] >= 'A' + players)
        return fen_fail(&parser->error, "side to move '%s' must be A to %c",
                        fen_quote(field, quoted), 'A' + players - 1);
    parser->pos.header.side = (uint8_t)(field.text[0] - 'A');
    return true;
}

static bool parse_walls(Parser *parser) {
    char items[WALLGO_EDGES][ITEM_MAX], quoted[FEN_QUOTE_SIZE];
    FenField field = parser->fields[3];
    if (fen_field_is(field, "-"))
        return true;
    int count = split_items(field.text, items, WALLGO_EDGES);
    if (count < 0 || count > WALLGO_EDGES)
        return fen_fail(&parser->error, "walls '%s' must be a comma list of up to %d walls or -",
                        fen_quote(field, quoted), WALLGO_EDGES);
    for (int i = 0; i < count; i++) {
        FenField item = {items[i], (int)strlen(items[i]), strlen(items[i])};
        int edge;
        if (!wallgo_parse_wall(items[i], &edge))
            return fen_fail(&parser->error, "wall '%s' is not an inner edge (cell, then n e s w)",
                            fen_quote(item, quoted));
        if (wallgo_has_wall(&parser->pos, edge))
            return fen_fail(&parser->error, "wall %s is listed twice", items[i]);
        wallgo_add_wall(&parser->pos, edge);
    }
    return true;
}

/* Full token sets, and no more walls on the board than the counters say were used. */
static bool check_counts(Parser *parser) {
    const WallGoPos *pos = &parser->pos;
    int players = pos->header.players, tokens = wallgo_tokens_per_player(players), used = 0;
    for (int player = 0; player < players; player++) {
        int placed = wallgo_count(pos->tokens[player]);
        if (placed + pos->to_place[player] != tokens)
            return fen_fail(&parser->error,
                            "player %c has %d tokens on the board and %d to place, not %d",
                            'A' + player, placed, pos->to_place[player], tokens);
        used += WALLGO_WALLS - pos->walls_left[player];
    }
    int on_board = wallgo_count(pos->wall_n) + wallgo_count(pos->wall_e);
    if (on_board > used)
        return fen_fail(&parser->error,
                        "%d walls on the board, but the walls left say only %d were placed",
                        on_board, used);
    return true;
}

/* The optional sixth field: `show`, or `site` (the rules of a five-field string). */
static bool parse_rules(Parser *parser, int count) {
    char quoted[FEN_QUOTE_SIZE];
    if (count <= FIELDS_REQUIRED)
        return true;
    FenField field = parser->fields[FIELDS_REQUIRED];
    for (int rules = 0; rules < (int)(sizeof RULES_NAMES / sizeof RULES_NAMES[0]); rules++)
        if (fen_field_is(field, RULES_NAMES[rules])) {
            parser->pos.rules = (uint8_t)rules;
            return true;
        }
    return fen_fail(&parser->error, "rules '%s' must be site or show", fen_quote(field, quoted));
}

static bool parse_fields(Parser *parser, const char *text) {
    int count = fen_split_fields(text, parser->fields, FIELD_COUNT + 1);
    return fen_check_field_count(parser->fields, count, FIELDS_REQUIRED, FIELD_COUNT, FIELD_NAMES,
                                 "rules", &parser->error) &&
           parse_rules(parser, count) && parse_player_lists(parser) && parse_board(parser) &&
           parse_side(parser) && parse_walls(parser) && check_counts(parser);
}

/* Turns played so far: tokens placed and walls used. */
static int turns_played(const WallGoPos *pos) {
    int turns = wallgo_count(pos->occupied);
    for (int player = 0; player < pos->header.players; player++)
        turns += WALLGO_WALLS - pos->walls_left[player];
    return turns;
}

bool wallgo_parse(void *position, const char *text, char *error, size_t error_size) {
    wallgo_init();
    Parser parser = {.error = {error, error_size}};
    if (!text)
        return fen_fail(&parser.error, "no position");
    if (strnlen(text, MAX_POS_TEXT) == MAX_POS_TEXT)
        return fen_fail(&parser.error, "position string longer than %d characters",
                        MAX_POS_TEXT - 1);
    memcpy(parser.pos.corner, WALLGO_TABLES.corner_start, sizeof parser.pos.corner);
    if (!parse_fields(&parser, text))
        return false;
    WallGoPos *pos = &parser.pos;
    pos->header.ply = (uint16_t)turns_played(pos);
    wallgo_settle(pos, true);
    pos->header.key = wallgo_key_from_scratch(pos);
    memcpy(position, pos, sizeof *pos);
    return true;
}

static int format_list(const uint8_t *values, int count, char *out) {
    int n = 0;
    for (int i = 0; i < count; i++)
        n += sprintf(out + n, i ? ",%d" : "%d", values[i]);
    return n;
}

static void format_walls(const WallGoPos *pos, char *out) {
    int n = 0;
    for (int edge = 0; edge < WALLGO_EDGES; edge++) {
        if (!wallgo_has_wall(pos, edge))
            continue;
        if (n > 0)
            out[n++] = ',';
        wallgo_format_wall(edge, out + n);
        n += WALL_TEXT - 1;
    }
    strcpy(out + n, n ? "" : "-");
}

void wallgo_format(const void *position, char *text, size_t size) {
    const WallGoPos *pos = position;
    int players = pos->header.players;
    char board[WALLGO_SIZE * (WALLGO_SIZE + 1)], walls[WALLGO_EDGES * WALL_TEXT + 2];
    char left[WALLGO_MAX_PLAYERS * 4], place[WALLGO_MAX_PLAYERS * 4];
    fen_format_board(&CODEC, pos, board);
    format_walls(pos, walls);
    format_list(pos->walls_left, players, left);
    format_list(pos->to_place, players, place);
    snprintf(text, size, "%s %c %s %s %s%s", board, 'A' + pos->header.side, left, walls, place,
             pos->rules == WALLGO_RULES_SHOW ? " show" : "");
}

/* The groove line north of rank (the border north of rank 7 and south of rank 1, which is
 * passed as -1): `===` where an n wall runs. */
static void print_groove(const WallGoPos *pos, int rank, StrBuf *out) {
    strbuf_append(out, "  +");
    for (int file = 0; file < WALLGO_SIZE; file++) {
        bool edge = rank < 0 || rank == WALLGO_SIZE - 1;
        bool wall = !edge && (pos->wall_n >> wallgo_cell(file, rank) & 1);
        strbuf_append(out, edge ? "---+" : wall ? "===+" : "   +");
    }
    strbuf_append(out, "\n");
}

static void print_rank(const WallGoPos *pos, int rank, StrBuf *out) {
    strbuf_printf(out, "%d |", rank + 1);
    for (int file = 0; file < WALLGO_SIZE; file++) {
        char mark = encode_token(pos, file, rank);
        bool wall = file == WALLGO_SIZE - 1 || (pos->wall_e >> wallgo_cell(file, rank) & 1);
        strbuf_printf(out, " %c %c", mark ? mark : '.', wall ? '|' : ' ');
    }
    strbuf_append(out, "\n");
}

static void print_counts(const WallGoPos *pos, StrBuf *out) {
    int scores[WALLGO_MAX_PLAYERS];
    wallgo_scores(pos, scores);
    const char *titles[3] = {"Walls left:", "To place:  ", "Territory: "};
    for (int line = 0; line < 3; line++) {
        strbuf_append(out, titles[line]);
        for (int player = 0; player < pos->header.players; player++) {
            int value = line == 0   ? pos->walls_left[player]
                        : line == 1 ? pos->to_place[player]
                                    : scores[player];
            strbuf_printf(out, " %c %d", 'A' + player, value);
        }
        strbuf_append(out, "\n");
    }
}

void wallgo_print_board(const void *position, StrBuf *out) {
    const WallGoPos *pos = position;
    print_groove(pos, WALLGO_SIZE - 1, out);
    for (int rank = WALLGO_SIZE - 1; rank >= 0; rank--) {
        print_rank(pos, rank, out);
        print_groove(pos, rank - 1, out);
    }
    strbuf_append(out, "    a   b   c   d   e   f   g\n");
    print_counts(pos, out);
}
