// worker.js - Tessera's engine in a Web Worker or a node worker thread: the text protocol of
// docs/PROTOCOL.md over postMessage, as stockfish.wasm does. Post command lines (strings);
// every line the engine answers comes back as one message. A cross-origin isolated page gets
// the threaded build (dist/tessera-threads.js, `setoption name Threads`); any other page the
// single-threaded one, whose searches run to their end before the next command is read, so
// they need a limit (movetime, depth, nodes, clocks). In node the worker's workerData may ask
// for { threads: false }.
(function () {
  'use strict';

  const isNode = typeof self === 'undefined' && typeof require === 'function';

  // Where messages come from and go to, and whether this host can share memory between threads.
  function host() {
    if (isNode) {
      const { parentPort, workerData } = require('node:worker_threads');
      return {
        post: (line) => parentPort.postMessage(line),
        listen: (handle) => parentPort.on('message', handle),
        close: () => process.exit(0), // ends this worker thread and its pthreads' workers
        threads: !(workerData && workerData.threads === false),
      };
    }
    return {
      post: (line) => self.postMessage(line),
      listen: (handle) => self.addEventListener('message', (event) => handle(event.data)),
      close: () => self.close(),
      threads: self.crossOriginIsolated === true,
    };
  }

  // The emscripten module of the chosen flavour, its files in dist/ beside this script.
  function createModule(flavour, print) {
    const options = { print, printErr: print };
    if (isNode) {
      const path = require('node:path');
      const fs = require('node:fs');
      const dist = path.join(__dirname, 'dist');
      options.wasmBinary = fs.readFileSync(path.join(dist, `${flavour}.wasm`));
      return require(path.join(dist, `${flavour}.js`))(options);
    }
    const inDist = (file) => new URL(`dist/${file}`, self.location.href).href;
    options.locateFile = inDist;
    options.mainScriptUrlOrBlob = inDist(`${flavour}.js`);
    importScripts(inDist(`${flavour}.js`));
    return self.createTessera(options);
  }

  const io = host();
  const waiting = [];
  let feedLine = null;
  let quit = false;

  // Runs the lines of one message; after `quit` nothing more, and the worker ends.
  function run(message) {
    for (const line of String(message).split('\n')) {
      if (quit) return;
      if (!feedLine(line.replace(/\r$/, ''))) {
        quit = true;
        io.close();
      }
    }
  }

  // Feeds one line to the protocol: copied to the heap (cwrap's 'string' copies onto the
  // stack, which a line of a few MB overruns), where the protocol refuses one longer than its
  // limit. A NUL would end the C string early and run the line's start: refused here with the
  // native engine's words (protocol/protocol.c).
  function feeder(module) {
    const feed = module._wasm_feed_new();
    const line = module.cwrap('protocol_feed_line', 'number', ['number', 'number']);
    const refuse = (why) => {
      io.post(`info string error: ${why}`);
      return true;
    };
    return (text) => {
      if (text.includes('\0')) return refuse('line with NUL bytes ignored');
      const bytes = module.lengthBytesUTF8(text) + 1;
      const copy = module._malloc(bytes);
      if (!copy) return refuse('not enough memory for the line; ignored');
      try {
        module.stringToUTF8(text, copy, bytes);
        return line(feed, copy) !== 0;
      } finally {
        module._free(copy);
      }
    };
  }

  io.listen((message) => (feedLine ? run(message) : waiting.push(message)));
  createModule(io.threads ? 'tessera-threads' : 'tessera', io.post).then((module) => {
    feedLine = feeder(module);
    while (waiting.length) run(waiting.shift());
  });
})();
