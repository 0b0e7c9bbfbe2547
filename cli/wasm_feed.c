/*
 * wasm_feed.c - the protocol session of the WebAssembly engine worker (wasm/worker.js, which
 * calls wasm_feed_new, then protocol_feed_line and protocol_feed_free): a feed answering on
 * standard output whose `bench` is the bench of bench/, as cli/main.c gives the protocol on
 * stdin. Built into every flavour, used by the WebAssembly one.
 */
#include "bench/bench.h"
#include "protocol/protocol.h"

ProtocolFeed *wasm_feed_new(void);

ProtocolFeed *wasm_feed_new(void) {
    static const ProtocolBench BENCH = {bench_new, bench_run, bench_stop, bench_free};
    return protocol_feed_new(NULL, &BENCH);
}
