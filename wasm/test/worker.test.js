// worker.test.js - the engine worker (worker.js) in node, both builds: the protocol over
// messages, a search that answers a legal move, `quit` ending the worker; the threaded build
// answers `isready` during `go infinite` and stops on `stop`, the one-thread build refuses
// searches without a limit; lines the protocol must not see (a NUL, several MB) are refused.
'use strict';

const { test } = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { Worker } = require('node:worker_threads');
const TesseraRules = require('../rules.js');

// A worker with its answer lines, and a wait for the first line (from now) that matches.
function startEngine(threads) {
  const worker = new Worker(path.join(__dirname, '..', 'worker.js'), { workerData: { threads } });
  const engine = { worker, lines: [], waiters: [] };
  worker.on('message', (line) => {
    engine.lines.push(line);
    engine.waiters = engine.waiters.filter(({ pattern, resolve }) => !(pattern.test(line) && (resolve(line), true)));
  });
  engine.send = (text) => worker.postMessage(text);
  engine.next = (pattern, ms = 20000) => new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${pattern} within ${ms} ms: ${engine.lines.slice(-3)}`)), ms);
    engine.waiters.push({ pattern, resolve: (line) => (clearTimeout(timer), resolve(line)) });
  });
  engine.exited = new Promise((resolve) => worker.on('exit', resolve));
  return engine;
}

async function legalAfter(game, moves) {
  const rules = await TesseraRules.load();
  const board = rules.newBoard(game);
  moves.forEach((move) => board.push(move));
  const legal = board.legalMoves();
  board.delete();
  return legal;
}

for (const threads of [false, true]) {
  const flavour = threads ? 'threaded' : 'one-thread';

  test(`${flavour} worker: uci, a Wall Chess search with a legal bestmove, quit`, async () => {
    const engine = startEngine(threads);
    const uciok = engine.next(/^uciok$/);
    engine.send('uci');
    await uciok;
    const variant = engine.next(/^info string variant wallchess/);
    engine.send('setoption name UCI_Variant value wallchess');
    assert.match(await variant, /players 2 startpos e1 e9 10 10 s -/);
    const best = engine.next(/^bestmove /);
    engine.send('position startpos moves e2 e8 e3h\ngo depth 5');
    const move = (await best).split(' ')[1];
    assert.ok((await legalAfter('wallchess', ['e2', 'e8', 'e3h'])).includes(move), `bestmove ${move} is legal`);
    assert.ok(engine.lines.some((line) => /^info depth 5 .* pv /.test(line)), 'it reported depth 5');
    engine.send('quit');
    assert.equal(await engine.exited, 0);
  });

  test(`${flavour} worker: go infinite`, async () => {
    const engine = startEngine(threads);
    if (threads) {
      const ready = engine.next(/^readyok$/);
      const best = engine.next(/^bestmove \S+/);
      engine.send('setoption name Threads value 2\ngo infinite\nisready');
      await ready;
      assert.ok(!engine.lines.some((line) => line.startsWith('bestmove')), 'no bestmove before stop');
      engine.send('stop');
      assert.match(await best, /^bestmove [a-h][1-8][a-h][1-8]/);
    } else {
      const error = engine.next(/^info string error: /);
      const ready = engine.next(/^readyok$/);
      engine.send('go infinite\nisready');
      assert.match(await error, /no infinite/);
      await ready;
      assert.ok(!engine.lines.some((line) => line.startsWith('bestmove')), 'a refused go has no bestmove');
    }
    engine.send('quit');
    assert.equal(await engine.exited, 0);
  });

  test(`${flavour} worker: a line with a NUL, a 5 MB line and an object are refused, the engine plays on`, async () => {
    const engine = startEngine(threads);
    const answer = async (pattern, message) => {
      const line = engine.next(pattern);
      engine.send(message);
      return line;
    };
    const start = 'Fen: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
    // Without the check the NUL ended the line early: e2e4 was played and e7e5 dropped.
    assert.equal(await answer(/^info string error: /, 'position startpos moves e2e4\0 e7e5'),
      'info string error: line with NUL bytes ignored');
    assert.equal(await answer(/^Fen: /, 'd'), start);
    // Without the heap copy the line overran the module's stack and the worker died.
    assert.equal(await answer(/^info string error: /, `position startpos moves ${'e2e4 '.repeat(1_000_000)}`),
      'info string error: line longer than 1048575 bytes ignored');
    assert.equal(await answer(/^Fen: /, 'd'), start);
    assert.equal(await answer(/^info string error: /, { move: 'e2e4' }), "info string error: unknown command '[object'");
    assert.equal(await answer(/^Fen: /, 'position startpos moves e2e4\nd'),
      'Fen: rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1');
    const move = (await answer(/^bestmove /, 'go depth 2')).split(' ')[1];
    assert.ok((await legalAfter('chess', ['e2e4'])).includes(move), `bestmove ${move} is legal`);
    engine.send('quit');
    assert.equal(await engine.exited, 0);
  });
}
