// bench.js - the bench of the WebAssembly build against the native binary's, one after the
// other in one run, with the same positions, depths and settings: `tessera bench [args]` and
// the worker's `bench [args]` (one-thread build, in node). Both must search the same nodes;
// prints each one's nodes/second and the ratio. Usage: node wasm/bench.js [bench args...]
'use strict';

const { execFileSync } = require('node:child_process');
const path = require('node:path');
const { Worker } = require('node:worker_threads');

const NATIVE = process.env.TESSERA_BIN || path.join(__dirname, '..', 'tessera');
const args = process.argv.slice(2);

function totals(lines) {
  const find = (label) => Number((lines.find((line) => line.startsWith(label)) || '').slice(label.length));
  return { nodes: find('Nodes searched: '), nps: find('Nodes/second: '), ms: find('Total time (ms): ') };
}

function wasmBench(threads) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'worker.js'), { workerData: { threads } });
    const lines = [];
    worker.on('message', (line) => {
      lines.push(line);
      if (line.startsWith('Nodes/second: ')) worker.postMessage('quit');
    });
    worker.on('error', reject);
    worker.on('exit', () => resolve(totals(lines)));
    worker.postMessage(['bench', ...args].join(' '));
  });
}

(async () => {
  const native = totals(execFileSync(NATIVE, ['bench', ...args], { encoding: 'utf8' }).split('\n'));
  const wasm = await wasmBench(false);
  console.log(`native      ${native.nodes} nodes  ${native.ms} ms  ${native.nps} nodes/s`);
  console.log(`WebAssembly ${wasm.nodes} nodes  ${wasm.ms} ms  ${wasm.nps} nodes/s  (${(wasm.nps / native.nps * 100).toFixed(1)} % of native)`);
  if (wasm.nodes !== native.nodes) {
    console.log('the node counts differ: the builds do not search alike');
    process.exitCode = 1;
  }
})();
