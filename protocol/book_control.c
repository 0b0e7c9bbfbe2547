/*
 * book_control.c - the engine's opening book: the file the options ask for (BookFile, or
 * the bundled book of the current game when it is empty), loaded again whenever OwnBook,
 * BookFile or the game changes, and the book move that answers a `go` when the position is
 * in the book. A bad book is reported once as `info string error: ...` and the engine plays
 * on without one.
 */
#include "engine.h"

#include <stdio.h>

void engine_update_book(Engine *engine) {
    book_free(&engine->book);
    if (!engine->options.own_book)
        return;
    char path[sizeof engine->options.book_file + 4096];
    if (engine->options.book_file[0])
        snprintf(path, sizeof path, "%s", engine->options.book_file);
    else
        book_bundled_path(engine->game, path, sizeof path);
    char error[512];
    if (!book_load(&engine->book, engine->game, path, error, sizeof error))
        output_error(engine->out, "%s; playing without a book", error);
}

bool engine_play_book_move(Engine *engine, const SearchLimits *limits) {
    if (!engine->book.game || limits->infinite || limits->ponder)
        return false;
    BookMove moves[MAX_BOOK_MOVES];
    int found = book_probe(&engine->book, &engine->position, moves, MAX_BOOK_MOVES), count = 0;
    for (int i = 0; i < found; i++)
        if (limits_allow_root_move(limits, moves[i].move))
            moves[count++] = moves[i];
    Move move = book_choose(moves, count, engine_random(engine));
    if (move == MOVE_NONE)
        return false;
    char text[MAX_MOVE_TEXT];
    engine->game->format_move(&engine->position, move, text);
    output_line(engine->out, "info string book move %s", text);
    output_line(engine->out, "bestmove %s", text);
    return true;
}
