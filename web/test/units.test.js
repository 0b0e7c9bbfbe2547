// units.test.js - the server's pieces without a browser: reading the engine's answers,
// the games the engine lists (the same as `tessera help` names and the WebAssembly build's
// registry holds), the clocks, the go command of a level, an engine session that loses its
// process, and the strength of a hint's search and of the engine's moves.
'use strict';

const { test } = require('node:test');
const assert = require('node:assert/strict');
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { parseStatus, parseReport } = require('../lib/answers');
const { Clocks } = require('../lib/clocks');
const { goCommand } = require('../lib/games');
const { GameSession } = require('../lib/session');
const { GameRegistry, askGames, parseOptions, parseVariant } = require('../lib/registry');
const { Refusal } = require('../lib/errors');

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

test("the server's games are its engine's: `tessera help`'s list, with the registry's facts", async () => {
  const help = execFileSync(BINARY, ['help'], { encoding: 'utf8' });
  const listed = /^games: (.*)$/m.exec(help)[1].split(' ');
  const games = await askGames(BINARY);
  assert.deepEqual(Object.keys(games), listed);
  for (const [name, facts] of Object.entries(games)) {
    assert.equal(facts.name, name);
    assert.ok(facts.files > 0 && facts.ranks > 0, `${name}: a board size`);
    assert.ok(facts.players[0] <= facts.players[1], `${name}: a range of players`);
    assert.equal(facts.names.length, facts.players[1], `${name}: a name for each player`);
    for (const option of facts.options) assert.ok(option.choices.includes(option.default), `${name}: ${option.name}'s default`);
  }
  assert.deepEqual(games.wallgo.options.map((option) => [option.name, option.choices]),
    [['WallGoRules', ['site', 'show']], ['WallGoStart', ['free', 'fixed']]]);
});

const WASM_RULES = path.join(__dirname, '..', '..', 'wasm', 'rules.js');
const WASM_BUILT = fs.existsSync(path.join(__dirname, '..', '..', 'wasm', 'dist', 'tessera.wasm'));
test("the server's games and facts equal the WebAssembly build's registry (the page's in the browser)",
  { skip: !WASM_BUILT && 'wasm/dist is not built (make wasm)' }, async () => {
    const rules = await require(WASM_RULES).load();
    const facts = (info) => ({
      name: info.name, files: info.files, ranks: info.ranks, players: [info.minPlayers, info.maxPlayers], names: info.playerNames,
      options: info.options,
    });
    assert.deepEqual(await askGames(BINARY), Object.fromEntries(rules.games().map((info) => [info.name, facts(info)])));
  });

test("the engine's answers about its games, read or refused", () => {
  const uci = ['id name Tessera', 'option name UCI_Variant type combo default chess var chess var wallgo',
    'option name Players type spin default 2 min 2 max 4', 'uciok'];
  const combos = { UCI_Variant: { choices: ['chess', 'wallgo'], default: 'chess' } };
  assert.deepEqual(parseOptions(uci), { games: ['chess', 'wallgo'], range: [2, 4], combos });
  const own = [...uci.slice(0, 3), 'option name WallGoRules type combo default site var site var show', 'uciok'];
  assert.deepEqual(parseOptions(own).combos.WallGoRules, { choices: ['site', 'show'], default: 'site' });
  assert.throws(() => parseOptions(['id name other', 'uciok']), /^Error: the engine offers no UCI_Variant option$/);
  assert.deepEqual(parseVariant(['info string variant wallgo files 7 ranks 7 players 4 startpos 7/7', 'readyok'], 'wallgo'),
    { files: 7, ranks: 7, players: 4, options: [] });
  const variant = 'info string variant wallgo files 7 ranks 7 players 2 WallGoRules show WallGoStart free startpos 7/7/7/7/7/7/7 A 20,20 - 4,4 show';
  assert.deepEqual(parseVariant([variant], 'wallgo').options, ['WallGoRules', 'WallGoStart']);
  assert.throws(() => parseVariant(['info string error: unknown game', 'readyok'], 'go'), /^Error: go: unknown game$/);
  assert.throws(() => parseVariant(['readyok'], 'chess'), /no 'info string variant chess \.\.\.' line/);
});

test('a registry whose engine cannot start refuses games with the reason, and asks again', async () => {
  const registry = new GameRegistry('/nonexistent/tessera');
  assert.throws(() => registry.info('chess'), (error) => error instanceof Refusal && /is starting; try again later$/.test(error.message));
  await assert.rejects(registry.load(), /cannot run \/nonexistent\/tessera/);
  assert.throws(() => registry.info('chess'), {
    message: "the server's engine did not list its games (cannot run /nonexistent/tessera: spawn /nonexistent/tessera ENOENT); try again later",
  });
  const working = new GameRegistry(BINARY);
  await working.load();
  assert.deepEqual(working.info('wallgo').players, [2, 4]);
  assert.throws(() => working.info('go'), { message: "'game' must name a game" });
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
    game: 'wallchess', players: 2, names: ['south', 'north'], seats: ['human', 'engine'], level: 5, binary: BINARY, movetimeMs: 50, clockMs: 600000,
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
    game: 'chess', players: 2, names: ['white', 'black'], seats: ['engine', 'engine'], level: 20, binary: BINARY, movetimeMs: 2000, clockMs: 600000,
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
    game: 'chess', players: 2, names: ['white', 'black'], seats: ['human', 'engine'], level: 1, binary, movetimeMs: 100, clockMs: 600000,
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
