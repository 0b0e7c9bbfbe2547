// shuffler.js - a scripted engine for the claim tests: on its turn it moves its king's
// knight out and back (g1f3, f3g1 for White; g8f6, f6g8 for Black), so a person who does the
// same repeats the position and the tests can reach a claimable draw against "the engine".
// knightShuffle is the whole strategy; run as `node shuffler.js <tessera>` it is an engine
// for the server: every line goes to the real tessera except `go`, which it answers itself.
// workerSource() is the same strategy as the page's engine worker (wasm/worker.js's place).
'use strict';

// The shuffler's move after moves (the game so far from the start position).
function knightShuffle(moves) {
  const [home, out] = moves.length % 2 === 0 ? ['g1', 'f3'] : ['g8', 'f6'];
  const own = moves.filter((_, index) => index % 2 === moves.length % 2);
  return own[own.length - 1] === home + out ? out + home : home + out;
}

// The moves of a `position startpos [moves ...]` line.
function positionMoves(line) {
  const at = line.indexOf(' moves ');
  return at < 0 ? [] : line.slice(at + 7).trim().split(/\s+/);
}

// A Web Worker's script that answers uci, isready and go as the shuffler.
function workerSource() {
  return `${knightShuffle}\n${positionMoves}\nlet moves = [];
onmessage = (event) => {
  for (const line of String(event.data).split('\\n')) {
    if (line === 'uci') postMessage('uciok');
    else if (line === 'isready') postMessage('readyok');
    else if (line.startsWith('position ')) moves = positionMoves(line);
    else if (line.startsWith('go')) postMessage('bestmove ' + knightShuffle(moves));
  }
};\n`;
}

// The engine for the server: tessera referees, the shuffler chooses.
function runEngine(binary) {
  const { spawn } = require('node:child_process');
  const readline = require('node:readline');
  const child = spawn(binary, [], { stdio: ['pipe', 'inherit', 'inherit'] });
  let moves = [];
  child.on('exit', (code) => process.exit(code ?? 1));
  const input = readline.createInterface({ input: process.stdin });
  input.on('line', (line) => {
    if (line.startsWith('position ')) moves = positionMoves(line);
    if (line.startsWith('go')) process.stdout.write(`bestmove ${knightShuffle(moves)}\n`);
    else child.stdin.write(`${line}\n`);
  });
  input.on('close', () => child.stdin.end());
}

// Without the binary (as `node --test test/` runs every file here) it does nothing.
if (require.main === module && process.argv[2]) runEngine(process.argv[2]);

module.exports = { knightShuffle, workerSource };
