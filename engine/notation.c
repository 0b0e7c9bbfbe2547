/*
 * notation.c - a move's short notation: Standard Algebraic Notation in the games that have it
 * (Game.has_san: chess and Void Chess, src/san.c), the move's own text in the others; and
 * whether a move gives check or the side to move is in check (the games with check). The
 * names follow pyffish and ffish.js: a move's SAN, a line's SAN, SAN read back to a move.
 */
#include "engine.h"

#include <string.h>

#include "src/san.h"
#include "src/text.h"

static void short_notation(const Game *game, const void *pos, Move move, char text[MAX_MOVE_TEXT]) {
    if (san_available(game))
        san_format(game, pos, move, text);
    else
        game->format_move(pos, move, text);
}

TesseraCode tessera_san(TesseraEngine *engine, const char *move, const char **san) {
    TesseraCode code = engine_refusal(engine);
    if (code != TESSERA_OK)
        return code;
    if (!san)
        return engine_fail(engine, TESSERA_ERROR_ARGUMENT, "no place for the SAN");
    Move parsed;
    if ((code = engine_parse_move(engine, &engine->position, move, 0, &parsed)) != TESSERA_OK)
        return code;
    char text[MAX_MOVE_TEXT];
    short_notation(engine->game, &engine->position, parsed, text);
    strbuf_clear(&engine->text);
    strbuf_append(&engine->text, text);
    *san = strbuf_text(&engine->text);
    return TESSERA_OK;
}

/* The SAN of each move of the line from the current position into engine->text. */
static TesseraCode line_notation(TesseraEngine *engine, const char *const *moves, int count) {
    const Game *game = engine->game;
    PosBuf positions[2];
    memcpy(&positions[0], &engine->position, game->pos_size);
    strbuf_clear(&engine->text);
    for (int i = 0; i < count; i++) {
        const void *pos = &positions[i % 2];
        Move move;
        char text[MAX_MOVE_TEXT];
        TesseraCode code = engine_parse_move(engine, pos, moves[i], i + 1, &move);
        if (code != TESSERA_OK)
            return code;
        short_notation(game, pos, move, text);
        strbuf_printf(&engine->text, i ? " %s" : "%s", text);
        game->play(pos, move, &positions[(i + 1) % 2]);
    }
    return TESSERA_OK;
}

TesseraCode tessera_san_moves(TesseraEngine *engine, const char *const *moves, int count,
                              const char **san) {
    TesseraCode code = engine_refusal(engine);
    if (code != TESSERA_OK)
        return code;
    if (!san || count < 0 || (count > 0 && !moves))
        return engine_fail(engine, TESSERA_ERROR_ARGUMENT, "bad move list");
    if ((code = line_notation(engine, moves, count)) != TESSERA_OK)
        return code;
    *san = strbuf_text(&engine->text);
    return TESSERA_OK;
}

TesseraCode tessera_parse_san(TesseraEngine *engine, const char *san, const char **move) {
    TesseraCode code = engine_refusal(engine);
    if (code != TESSERA_OK)
        return code;
    if (!san || !move)
        return engine_fail(engine, TESSERA_ERROR_ARGUMENT, "no move");
    const Game *game = engine->game;
    Move parsed;
    if (!game_parse_legal_move(game, &engine->position, san, &parsed) &&
        !(san_available(game) && san_parse(game, &engine->position, san, &parsed))) {
        char shown[64], reason[MOVE_REASON_BYTES] = "";
        text_printable(san, shown, sizeof shown);
        if (!san_illegal_reason(game, &engine->position, san, reason, sizeof reason))
            game_illegal_reason(game, &engine->position, san, reason, sizeof reason);
        return engine_fail(engine, TESSERA_ERROR_MOVE, "illegal move '%s': %s", shown, reason);
    }
    char text[MAX_MOVE_TEXT];
    game->format_move(&engine->position, parsed, text);
    strbuf_clear(&engine->text);
    strbuf_append(&engine->text, text);
    *move = strbuf_text(&engine->text);
    return TESSERA_OK;
}

bool tessera_gives_check(TesseraEngine *engine, const char *move) {
    Move parsed;
    PosBuf next;
    const Game *game = engine_refusal(engine) == TESSERA_OK ? engine->game : NULL;
    return game && game->in_check && move &&
           game_parse_legal_move(game, &engine->position, move, &parsed) &&
           game->play(&engine->position, parsed, &next) && game->in_check(&next);
}

bool tessera_in_check(const TesseraEngine *engine) {
    return engine_refusal(engine) == TESSERA_OK && engine->game->in_check &&
           engine->game->in_check(&engine->position);
}
