// engine.js - the WebAssembly engine (wasm/worker.js) in a Web Worker, asked one request at a
// time: a few command lines, then the answer lines up to the one that starts with a given word
// (`readyok`, `bestmove`, `uciok`). Requests queue, so commands of two requests never mix.
export class BrowserEngine {
  constructor(url) {
    this.worker = new Worker(url);
    this.queue = Promise.resolve();
    this.current = null;
    this.worker.addEventListener('message', (event) => this.receive(String(event.data)));
    this.worker.addEventListener('error', (event) => this.failCurrent(new Error(event.message || 'the engine worker failed')));
  }

  receive(line) {
    const current = this.current;
    if (!current) return;
    current.lines.push(line);
    if (line === current.until || line.startsWith(`${current.until} `)) {
      this.current = null;
      current.resolve(current.lines);
    }
  }

  failCurrent(error) {
    const current = this.current;
    this.current = null;
    if (current) current.reject(error);
  }

  // Sends lines and resolves with the answers up to and including the line starting with until.
  request(lines, until) {
    const run = this.queue.then(() => new Promise((resolve, reject) => {
      this.current = { lines: [], until, resolve, reject };
      this.worker.postMessage(lines.join('\n'));
    }));
    this.queue = run.catch(() => null);
    return run;
  }

  // The engine's largest Threads value (1 for the one-thread build) and its use of them all.
  async useAllThreads() {
    const lines = await this.request(['uci'], 'uciok');
    const option = lines.find((line) => line.startsWith('option name Threads '));
    const max = option ? Number(option.match(/ max (\d+)/)[1]) : 1;
    const threads = Math.max(1, Math.min(max, navigator.hardwareConcurrency || 1));
    await this.request([`setoption name Threads value ${threads}`, 'isready'], 'readyok');
    return threads;
  }
}
