/*
 * fen_text.c - the game-independent parts of FEN-like position strings: fields, quoting,
 * errors, counters (read by text.c's strict number reader), side, move clocks and move numbers,
 * castling letters, the board field in both directions and the `d` diagram.
 */
#include "fen_text.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "src/text.h"

bool fen_fail(FenError *error, const char *format, ...) {
    if (error->text && error->size > 0) {
        va_list args;
        va_start(args, format);
        vsnprintf(error->text, error->size, format, args);
        va_end(args);
    }
    return false;
}

static bool is_space(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

int fen_split_fields(const char *text, FenField *fields, int max) {
    int count = 0;
    while (*text) {
        while (is_space(*text))
            text++;
        if (!*text)
            break;
        if (count == max)
            return max + 1;
        fields[count].text = text;
        while (*text && !is_space(*text))
            text++;
        size_t length = (size_t)(text - fields[count].text);
        fields[count].full_length = length;
        fields[count++].length = length > FEN_QUOTE_MAX ? FEN_QUOTE_MAX + 1 : (int)length;
    }
    return count;
}

bool fen_read_fields(const char *text, int max, FenFieldsReader read, void *position,
                     FenError *error) {
    FenField fields[FEN_MAX_FIELDS + 1];
    if (!text)
        return fen_fail(error, "no position");
    if (max > FEN_MAX_FIELDS)
        return fen_fail(error, "internal error: %d fields asked for", max);
    return read(position, fields, fen_split_fields(text, fields, max + 1), error);
}

bool fen_field_is(FenField field, const char *word) {
    return field.length == (int)strlen(word) && strncmp(field.text, word, strlen(word)) == 0;
}

const char *fen_quote(FenField field, char buffer[FEN_QUOTE_SIZE]) {
    int n = 0;
    for (int i = 0; i < field.length && i < FEN_QUOTE_MAX; i++) {
        char c = field.text[i];
        buffer[n++] = c >= ' ' && c <= '~' ? c : '?';
    }
    strcpy(buffer + n, field.length > FEN_QUOTE_MAX ? "..." : "");
    return buffer;
}

bool fen_parse_counter(const FenField *field, int min, int max, int fallback, int *value) {
    char digits[TEXT_INT64_MAX_LENGTH + 1];
    if (!field) {
        *value = fallback;
        return true;
    }
    if (field->full_length >= sizeof digits)
        return false;
    memcpy(digits, field->text, field->full_length);
    digits[field->full_length] = '\0';
    return text_parse_int(digits, min, max, value);
}

bool fen_check_field_count(const FenField *fields, int count, int required, int max,
                           const char *const *names, const char *last_name, FenError *error) {
    char quoted[FEN_QUOTE_SIZE];
    if (count == 0)
        return fen_fail(error, "empty position");
    if (count < required)
        return fen_fail(error, "missing %s field", names[count]);
    if (count > max)
        return fen_fail(error, "unexpected text '%s' after the %s", fen_quote(fields[max], quoted),
                        last_name);
    return true;
}

bool fen_parse_side(FenField field, PosHeader *header, FenError *error) {
    char quoted[FEN_QUOTE_SIZE];
    if (!fen_field_is(field, "w") && !fen_field_is(field, "b"))
        return fen_fail(error, "bad side to move '%s' (expected w or b)", fen_quote(field, quoted));
    header->side = field.text[0] == 'b';
    return true;
}

bool fen_parse_move_number(const FenField *field, const char *name, PosHeader *header,
                           FenError *error) {
    char quoted[FEN_QUOTE_SIZE];
    int number = 1;
    if (!fen_parse_counter(field, 1, POS_MOVE_NUMBER_MAX, 1, &number))
        return fen_fail(error, "bad %s '%s' (expected 1 to %d)", name, fen_quote(*field, quoted),
                        POS_MOVE_NUMBER_MAX);
    header->ply = (uint16_t)(2 * (number - 1) + header->side);
    return true;
}

int fen_move_number(const PosHeader *header) {
    return (header->ply - header->side) / 2 + 1;
}

bool fen_parse_move_clocks(const FenField *fields, int count, PosHeader *header, FenError *error) {
    char quoted[FEN_QUOTE_SIZE];
    int halfmove = 0;
    if (!fen_parse_counter(count > 4 ? &fields[4] : NULL, 0, POS_RULE50_MAX, 0, &halfmove))
        return fen_fail(error, "bad halfmove clock '%s' (expected 0 to %d)",
                        fen_quote(fields[4], quoted), POS_RULE50_MAX);
    header->rule50 = (uint16_t)halfmove;
    return fen_parse_move_number(count > 5 ? &fields[5] : NULL, "fullmove number", header, error);
}

int fen_castling_right(char c, const FenCastlingHomes *homes, int *king, int *rook) {
    static const char LETTERS[] = "KQkq";
    const char *found = c ? strchr(LETTERS, c) : NULL;
    if (!found)
        return 0;
    int index = (int)(found - LETTERS);
    *king = homes->king[index / 2];
    *rook = homes->rook[index];
    return 1 << index;
}

static bool is_run_digit(const FenBoardCodec *codec, char c) {
    return c >= '1' && c <= '0' + codec->files;
}

/* Width of one rank's text (up to '/' or the end of the field); -1 on a bad character. */
static long rank_width(const FenBoardCodec *codec, const char *text, size_t *length, char *bad) {
    long width = 0;
    size_t i = 0;
    for (; text[i] && text[i] != '/' && !is_space(text[i]); i++) {
        if (is_run_digit(codec, text[i]))
            width += text[i] - '0';
        else if (codec->decode(text[i]) >= 0)
            width++;
        else {
            *bad = text[i];
            return -1;
        }
    }
    *length = i;
    return width;
}

static void place_rank(const FenBoardCodec *codec, void *board, const char *text, size_t length,
                       int rank) {
    int file = 0;
    for (size_t i = 0; i < length; i++) {
        if (is_run_digit(codec, text[i]))
            file += text[i] - '0';
        else
            codec->place(board, codec->decode(text[i]), file++, rank);
    }
}

bool fen_parse_board(const FenBoardCodec *codec, void *board, const char *text, FenError *error) {
    int ranks = codec->ranks;
    for (int rank = ranks - 1; rank >= 0; rank--) {
        size_t length = 0;
        char bad = 0;
        long width = rank_width(codec, text, &length, &bad);
        if (width < 0 && bad >= ' ' && bad <= '~')
            return fen_fail(error,
                            "bad character '%c' in rank %d (expected %s; 1-%d for empty squares)",
                            bad, rank + 1, codec->expected, codec->files);
        if (width < 0)
            return fen_fail(error, "bad byte 0x%02x in rank %d", (unsigned char)bad, rank + 1);
        if (width != codec->files)
            return fen_fail(error, "rank %d has %ld files instead of %d", rank + 1, width,
                            codec->files);
        place_rank(codec, board, text, length, rank);
        text += length;
        if (rank > 0 && *text != '/')
            return fen_fail(error, "the board has %d ranks instead of %d", ranks - rank, ranks);
        text += rank > 0;
    }
    if (*text == '/')
        return fen_fail(error, "the board has more than %d ranks", ranks);
    return true;
}

void fen_format_board(const FenBoardCodec *codec, const void *board, char *out) {
    int n = 0;
    for (int rank = codec->ranks - 1; rank >= 0; rank--) {
        int empty = 0;
        for (int file = 0; file < codec->files; file++) {
            char c = codec->encode(board, file, rank);
            if (c == '\0') {
                empty++;
                continue;
            }
            if (empty)
                out[n++] = (char)('0' + empty);
            out[n++] = c;
            empty = 0;
        }
        if (empty)
            out[n++] = (char)('0' + empty);
        if (rank > 0)
            out[n++] = '/';
    }
    out[n] = '\0';
}

static void print_border(StrBuf *out, int files) {
    strbuf_append(out, "  +");
    for (int file = 0; file < files; file++)
        strbuf_append(out, "---+");
    strbuf_append(out, "\n");
}

void fen_print_grid(StrBuf *out, int files, int ranks, const void *board,
                    void (*cell)(const void *board, int file, int rank, char text[4])) {
    print_border(out, files);
    for (int rank = ranks - 1; rank >= 0; rank--) {
        strbuf_printf(out, "%d |", rank + 1);
        for (int file = 0; file < files; file++) {
            char text[4];
            cell(board, file, rank, text);
            strbuf_printf(out, "%s|", text);
        }
        strbuf_append(out, "\n");
        print_border(out, files);
    }
    strbuf_append(out, "  ");
    for (int file = 0; file < files; file++)
        strbuf_printf(out, file == 0 ? "  %c" : "   %c", 'a' + file);
    strbuf_append(out, "\n");
}

void fen_format_castling(unsigned rights, char out[5]) {
    int n = 0;
    for (int index = 0; index < 4; index++)
        if (rights & (1u << index))
            out[n++] = "KQkq"[index];
    if (n == 0)
        out[n++] = '-';
    out[n] = '\0';
}
