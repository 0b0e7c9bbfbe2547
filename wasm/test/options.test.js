// options.test.js - the engine's options through the rules API (rules.js) in the one-thread
// build: the generic option path (rules.options(), board.options(), board.setOption(),
// newBoard's options) and a game's own options in gameInfo, then Wall Go's show rules set
// through it (WallGoRules show, WallGoStart fixed): a show game played to its end and its
// result checked against the native engine's, a wall away from the moved token refused with
// the engine's reason, position strings of the other rule set refused, bad options refused.
// Every refusal leaves the board as it was. Skipped, with a message, when wasm/dist/tessera.js
// has not been built (make wasm); the native engine (TESSERA_BIN, default ./tessera) checks
// the counts and the final status.
'use strict';

const { test, before } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const TesseraRules = require('../rules.js');

const { TesseraError } = TesseraRules;
const BUILT = fs.existsSync(path.join(__dirname, '..', 'dist', 'tessera.js'));
const SKIP = BUILT ? false : 'wasm/dist/tessera.js is not built: run make wasm';
const BINARY = process.env.TESSERA_BIN || path.join(__dirname, '..', '..', 'tessera');
const SHOW = { WallGoRules: 'show' };
const SITE_START = '7/7/7/7/7/7/7 A 20,20 - 4,4';
const SHOW_START = `${SITE_START} show`;
const FIXED_START = '7/1A3B1/7/7/7/1B3A1/7 A 20,20 - 2,2 show';
// A show-rules position of docs/RULES.md's perft table, every token placed.
const MIDGAME = '7/1B3A1/7/2BAA2/3B3/1A3B1/7 A 20,20 - 0,0 show';

let rules;

before(async () => {
  if (BUILT) rules = await TesseraRules.load();
});

// Asserts that attempt() throws a TesseraError of code whose message matches message.
function assertRefused(attempt, code, message) {
  assert.throws(attempt, (error) => {
    assert.ok(error instanceof TesseraError, `${error.constructor.name}: ${error.message}`);
    assert.equal(error.code, code);
    assert.match(error.message, message);
    return true;
  });
}

// The native engine's answer lines to commands (a game of Wall Go under options).
function native(options, commands) {
  const setup = Object.entries(options).map(([name, value]) => `setoption name ${name} value ${value}`);
  const input = ['setoption name UCI_Variant value wallgo', ...setup, ...commands, 'quit', ''].join('\n');
  return execFileSync(BINARY, [], { input, encoding: 'utf8' }).split('\n');
}

// The four sides of cell as the notation writes them: its north and east walls, the north
// wall of the cell below and the east wall of the cell to the left.
function sidesOf(cell) {
  const file = cell.charCodeAt(0);
  const rank = Number(cell.slice(1));
  const below = `${cell[0]}${rank - 1}`;
  const left = `${String.fromCharCode(file - 1)}${rank}`;
  return new Set([`${cell}n`, `${cell}e`, `${below}n`, `${left}e`]);
}

// A small seeded generator, so the game is the same from run to run.
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

test("the engine's options are listed with their values; a game's own ones in its facts", { skip: SKIP }, () => {
  const options = rules.options();
  const byName = Object.fromEntries(options.map((option) => [option.name, option]));
  assert.deepEqual(byName.UCI_Variant.choices, rules.games().map((info) => info.name));
  assert.deepEqual(byName['Skill Level'], { name: 'Skill Level', type: 'spin', min: 0, max: 20, value: '20' });
  assert.deepEqual(byName.WallGoRules, { name: 'WallGoRules', type: 'combo', choices: ['site', 'show'], value: 'site' });
  assert.deepEqual(rules.gameInfo('wallgo').options, [
    { name: 'WallGoRules', choices: ['site', 'show'], default: 'site' },
    { name: 'WallGoStart', choices: ['free', 'fixed'], default: 'free' },
  ]);
  for (const info of rules.games()) {
    for (const own of info.options) assert.ok(own.name.toLowerCase().startsWith(info.name), `${own.name} is ${info.name}'s`);
  }
  assert.deepEqual(rules.gameInfo('chess').options, []);
  // A board's options are its own: setting one on a board changes no other board.
  const board = rules.newBoard('wallgo');
  const other = rules.newBoard('wallgo');
  board.setOption('wallgorules', 'SHOW');
  assert.equal(board.options().find((option) => option.name === 'WallGoRules').value, 'show');
  assert.equal(other.options().find((option) => option.name === 'WallGoRules').value, 'site');
  assert.equal(other.position(), SITE_START);
  board.delete();
  other.delete();
});

test('WallGoRules show and WallGoStart fixed set the start; its counts are the native engine\'s', { skip: SKIP }, () => {
  const board = rules.newBoard('wallgo', 2, null, SHOW);
  assert.equal(board.position(), SHOW_START);
  board.setOption('WallGoStart', 'fixed');
  assert.equal(board.position(), FIXED_START);
  board.setPosition(MIDGAME);
  for (const start of [FIXED_START, MIDGAME]) {
    board.setPosition(start);
    const counted = execFileSync(BINARY, ['perft', 'wallgo', '2', start, '--option', 'WallGoRules=show'], { encoding: 'utf8' });
    assert.equal(board.perft(2), Number(/(\d+)\s*$/.exec(counted.trim())[1]), `perft 2 of ${start}: ${counted}`);
  }
  // Back to the site rules: the site start, which the show strings no longer fit.
  board.setOption('WallGoRules', 'site');
  assert.equal(board.position(), '7/1A3B1/7/7/7/1B3A1/7 A 20,20 - 2,2');
  board.delete();
});

test('a show-rules game played to its end through the API ends as the native engine says', { skip: SKIP }, () => {
  const random = seededRandom(47);
  const board = rules.newBoard('wallgo', 2, null, SHOW);
  const moves = [];
  let turns = 0;
  while (!board.isGameOver()) {
    const legal = board.legalMoves();
    assert.ok(legal.length > 0, `no legal move at ${board.position()}`);
    for (const move of legal.filter((item) => item.includes(','))) {
      assert.ok(sidesOf(move.slice(2, 4)).has(move.slice(5)), `${move}: the wall touches the moved token's cell`);
    }
    const move = legal[Math.floor(random() * legal.length)];
    if (move.includes(',')) turns += 1;
    board.push(move);
    moves.push(move);
    assert.ok(board.position().endsWith(' show'), 'every position is a show-rules one');
  }
  const status = board.status();
  assert.ok(turns > 0, 'the game got past the placements');
  assert.ok(['win', 'draw'].includes(status.outcome));
  assert.ok(['territory', 'largest-region', 'regions'].includes(status.reason), status.reason);
  assert.equal(status.scores.length, 2);
  // The native engine replays the moves under the same option to the same end.
  const lines = native(SHOW, [`position startpos moves ${moves.join(' ')}`, 'status']);
  const names = rules.gameInfo('wallgo').playerNames;
  const expected = status.outcome === 'win'
    ? `status win ${names[status.winner]} ${status.reason} scores ${status.scores.join(' ')}`
    : `status draw ${status.reason} scores ${status.scores.join(' ')}`;
  assert.equal(lines.find((line) => line.startsWith('status ')), expected);
  assert.deepEqual(board.legalMoves(), []);
  assertRefused(() => board.push(moves[moves.length - 1]), 'game over', /comes after the end of the game/);
  board.delete();
});

test("a wall away from the moved token is refused with the engine's reason", { skip: SKIP }, () => {
  const board = rules.newBoard('wallgo', 2, MIDGAME, SHOW);
  const move = board.legalMoves().find((item) => item.includes(','));
  const to = move.slice(2, 4);
  const far = ['a1n', 'a7e', 'f1e', 'g6n'].find((wall) => !sidesOf(to).has(wall));
  const away = `${move.slice(0, 5)}${far}`;
  assert.equal(board.isLegal(away), false);
  assertRefused(() => board.push(away), 'illegal move',
    new RegExp(`^illegal move '${away}': the wall must touch the cell your token moved to \\(${far} is not a side of ${to}\\)$`));
  assert.equal(board.position(), MIDGAME);
  assert.equal(board.moveCount(), 0);
  // Under the site rules the same wall is a legal turn.
  const site = rules.newBoard('wallgo', 2, MIDGAME.replace(/ show$/, ''));
  assert.equal(site.isLegal(away), true);
  site.delete();
  board.push(move);
  board.delete();
});

test('a position string of the other rule set is refused and changes nothing', { skip: SKIP }, () => {
  const board = rules.newBoard('wallgo', 2, MIDGAME, SHOW);
  board.push(board.legalMoves()[0]);
  const before = board.position();
  assertRefused(() => board.setPosition(SITE_START), 'bad position',
    /^bad wallgo position: the position is under the site rules but WallGoRules is show \(set it to site first\)$/);
  assertRefused(() => board.setPosition(`${SITE_START} site`), 'bad position', /under the site rules/);
  assert.equal(board.position(), before);
  assert.equal(board.moveCount(), 1);
  board.pop();
  assert.equal(board.position(), MIDGAME);
  // And the other way round: a show string on a site board, or on a new board without the option.
  const site = rules.newBoard('wallgo');
  assertRefused(() => site.setPosition(SHOW_START), 'bad position',
    /^bad wallgo position: the position is under the show rules but WallGoRules is site \(set it to show first\)$/);
  assert.equal(site.position(), SITE_START);
  site.delete();
  assertRefused(() => rules.newBoard('wallgo', 2, SHOW_START), 'bad position', /under the show rules/);
  board.delete();
});

test('bad options are refused with the reason and change nothing', { skip: SKIP }, () => {
  const board = rules.newBoard('wallgo', 2, MIDGAME, SHOW);
  const value = () => board.options().find((option) => option.name === 'WallGoRules').value;
  assertRefused(() => board.setOption('WallGoRules', 'tv'), 'bad option', /^unknown WallGoRules 'tv'$/);
  assertRefused(() => board.setOption('WallGoRules'), 'bad option', /^option WallGoRules needs a value$/);
  assertRefused(() => board.setOption('NoSuchOption', 'x'), 'bad option', /^unknown option 'NoSuchOption'$/);
  assert.throws(() => board.setOption(5, 'show'), /^TypeError: option name must be a string, not number 5$/);
  assert.throws(() => board.setOption('WallGoRules', {}), /^TypeError: the value of WallGoRules must be a string, not an object$/);
  assert.throws(() => board.setOption('WallGoRules', 'show\0'), /^RangeError: /);
  assert.equal(value(), 'show');
  assert.equal(board.position(), MIDGAME);
  assert.throws(() => rules.newBoard('wallgo', 2, null, 'show'), /^TypeError: options must be an object/);
  assertRefused(() => rules.newBoard('wallgo', 2, null, { WallGoRules: 'tv' }), 'bad option', /^unknown WallGoRules 'tv'$/);
  board.delete();
  assertRefused(() => board.setOption('WallGoRules', 'site'), 'deleted', /^board is deleted$/);
});
