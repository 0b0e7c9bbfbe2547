/*
 * threads.h - what threads this build can start. Every native build has pthreads; a
 * WebAssembly build without -pthread (emscripten's single-threaded flavour, for pages that
 * are not cross-origin isolated) has none, so there the engine runs its search, perft and
 * bench on the caller's thread, to their end, and allows one search thread. A build may
 * also cap the thread count (the threaded WebAssembly build: its pool of web workers).
 */
#ifndef TESSERA_THREADS_H
#define TESSERA_THREADS_H

#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)
#define TESSERA_HAS_THREADS 0
#undef TESSERA_MAX_THREADS
#define TESSERA_MAX_THREADS 1
#else
#define TESSERA_HAS_THREADS 1
#endif

/* The largest Threads value: 256 unless the build says fewer (-DTESSERA_MAX_THREADS=n). */
#ifndef TESSERA_MAX_THREADS
#define TESSERA_MAX_THREADS 256
#endif

#endif
