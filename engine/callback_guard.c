/*
 * callback_guard.c - which calls an engine takes: none on a NULL engine, and from inside one
 * of its own callbacks (info, bestmove, a perft's divide and done) only tessera_stop and
 * tessera_ponderhit. A call back into the engine from its callback would join the thread it
 * runs on (tessera_free, tessera_wait), start a job inside a job (tessera_perft), or change
 * the position a search is reading; it is refused with TESSERA_ERROR_CALLBACK instead.
 */
#include "engine.h"

/* The callbacks this thread is inside, innermost first: a chain of frames on its stack.
 * Thread-local, since the engine's owner may call it from another thread at the same time,
 * and that call is fine. */
static _Thread_local const CallbackFrame *innermost_callback;

void engine_callback_enter(CallbackFrame *frame, const TesseraEngine *engine) {
    frame->engine = engine;
    frame->outer = innermost_callback;
    innermost_callback = frame;
}

void engine_callback_leave(const CallbackFrame *frame) {
    innermost_callback = frame->outer;
}

TesseraCode engine_refusal(const TesseraEngine *engine) {
    if (!engine)
        return TESSERA_ERROR_ARGUMENT;
    for (const CallbackFrame *frame = innermost_callback; frame; frame = frame->outer)
        if (frame->engine == engine)
            return TESSERA_ERROR_CALLBACK;
    return TESSERA_OK;
}
