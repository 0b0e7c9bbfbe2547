// units.test.js - the server's pieces without a browser: reading the engine's answers,
// the clocks, the go command of a level, an engine session that loses its process, and the
// strength of a hint's search and of the engine's moves.
'use strict';

const { test } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { parseStatus, parseReport } = require('../lib/answers');
const { Clocks } = require('../lib/clocks');
const { goCommand } = require('../lib/games');
const { GameSession } = require('../lib/session');

const BINARY = process.env.TESSERA_BIN || path.join(__dirname, '..', '..', 'tessera');

test('status lines', () => {
  const names = ['A', 'B', 'C'];
  assert.deepEqual(parseStatus('status ongoing B scores 0 3 1', names), {
    outcome: 'ongoing', toMove: 1, winner: -1, reason: null, scores: [0, 3, 1], claim: null,
  });
  assert.deepEqual(parseStatus('status ongoing white claim fifty-moves', ['white', 'black']), {
    outcome: 'ongoing', toMove: 0, winner: -1, reason: null, scores: null, claim: 'fifty-moves',
  });
  const win = parseStatus('status win black checkmate', ['white', 'black']);
  assert.equal(win.winner, 1);
  assert.equal(win.reason, 'checkmate');
  assert.equal(parseStatus('status draw repetition', ['white', 'black']).reason, 'repetition');
});

test('a report of d, legal and status', () => {
  const report = parseReport(
    ['  +---+', '9 | . |', 'Fen: e1 e9 10 10 s - 0', 'Key: 1', 'Status: ongoing south', 'legal e2 d1 f1',
      'status ongoing south', 'readyok'],
    ['south', 'north'],
  );
  assert.equal(report.fen, 'e1 e9 10 10 s - 0');
  assert.deepEqual(report.legal, ['e2', 'd1', 'f1']);
  assert.equal(report.status.toMove, 0);
  assert.deepEqual(report.board, ['  +---+', '9 | . |']);
  assert.equal(parseReport(['info string error: illegal move', 'readyok'], []).error, 'illegal move');
});

test('only the running clock loses time', () => {
  const clocks = new Clocks(2, 600000);
  clocks.switchTo(0, 1000);
  assert.equal(clocks.left(0, 4000), 597000);
  clocks.switchTo(1, 4000);
  assert.equal(clocks.left(0, 9000), 597000);
  assert.equal(clocks.left(1, 9000), 595000);
  clocks.switchTo(-1, 700000);
  assert.deepEqual(clocks.snapshot(800000).remaining, [597000, 0]);
});

test('every level thinks for the given time (Skill Level does the weakening)', () => {
  assert.equal(goCommand(1000), 'go movetime 1000');
  assert.equal(goCommand(100), 'go movetime 100');
});

test('a session refuses illegal moves and survives its engine being killed', async () => {
  const session = new GameSession({
    game: 'wallchess', players: 2, seats: ['human', 'engine'], level: 5, binary: BINARY, movetimeMs: 50, clockMs: 600000,
  });
  await session.start();
  await assert.rejects(session.humanMove('e5'), /illegal move/);
  const pid = session.engine.pid;
  process.kill(pid, 'SIGKILL');
  await session.humanMove('e2');
  await session.queue;
  const state = session.snapshot();
  assert.equal(state.moves.length, 2);
  assert.notEqual(state.engine.pid, pid);
  assert.equal(state.engine.restarts, 1);
  session.close();
});

test('closing a game while its engine thinks ends the engine for good', async () => {
  const session = new GameSession({
    game: 'chess', players: 2, seats: ['engine', 'engine'], level: 20, binary: BINARY, movetimeMs: 2000, clockMs: 600000,
  });
  await session.start();
  for (let i = 0; i < 100 && !session.thinking; i++) await new Promise((resolve) => setTimeout(resolve, 20));
  assert.ok(session.thinking);
  const engine = session.engine;
  session.close();
  await new Promise((resolve) => setTimeout(resolve, 1500));
  assert.equal(session.engine, engine, 'no new engine after close');
  assert.equal(engine.alive, false);
});

test("a hint searches at full strength in a short time; the engine's moves keep the level", async () => {
  // The engine behind a script that writes down every command line it is sent.
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-web-'));
  const log = path.join(folder, 'commands');
  const binary = path.join(folder, 'engine');
  fs.writeFileSync(binary, `#!/bin/sh\ntee -a '${log}' | exec '${path.resolve(BINARY)}'\n`, { mode: 0o755 });
  const session = new GameSession({
    game: 'chess', players: 2, seats: ['human', 'engine'], level: 1, binary, movetimeMs: 100, clockMs: 600000,
  });
  try {
    await session.start();
    const hint = await session.hint();
    assert.ok(session.snapshot().legal.includes(hint));
    await session.humanMove('e2e4');
    await session.queue;
    assert.equal(session.snapshot().moves.length, 2);
    const sent = fs.readFileSync(log, 'utf8').split('\n');
    const searches = sent.flatMap((line, at) => (line.startsWith('go ') ? [at] : []));
    const levelBefore = (at) => sent.slice(0, at).reverse().find((line) => line.startsWith('setoption name Skill Level'));
    assert.equal(searches.length, 2);
    assert.equal(levelBefore(searches[0]), 'setoption name Skill Level value 20');
    assert.equal(sent[searches[0]], 'go movetime 500', 'at least half a second for a hint');
    assert.equal(levelBefore(searches[1]), 'setoption name Skill Level value 1');
    assert.equal(sent[searches[1]], 'go movetime 100');
    assert.ok(sent.slice(0, searches[0]).includes('setoption name UCI_LimitStrength value false'));
  } finally {
    session.close();
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
