// misuse.test.js - the rules API (rules.js) against misuse, in the one-thread build: wrong
// argument types, NUL characters, huge strings, unknown games, players and depths out of range,
// bad positions and moves, SAN and claims refused, bad options of newBoard, startPosition and
// positionError, a deleted board. Each case asserts the exact error (class, code,
// message) and that the board is as it was and still plays a legal move afterwards. Skipped,
// with a message, when wasm/dist/tessera.js has not been built (make wasm).
'use strict';

const { test, before } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const TesseraRules = require('../rules.js');

const { TesseraError } = TesseraRules;
const BUILT = fs.existsSync(path.join(__dirname, '..', 'dist', 'tessera.js'));
const SKIP = BUILT ? false : 'wasm/dist/tessera.js is not built: run make wasm';
const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const AFTER_E4 = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1';
// Huge strings: over 4 MB, which cwrap's copy onto the 16 MB stack (4 bytes a character)
// overran, corrupting the module's memory.
const HUGE = 5_000_000;

let rules;

before(async () => {
  if (BUILT) rules = await TesseraRules.load();
});

// Asserts that attempt() throws exactly { type, code, message }: a TesseraError's code is the
// C code's name, a TypeError or RangeError has none.
function assertThrows(attempt, { type, code, message }) {
  assert.throws(attempt, (error) => {
    assert.equal(error.constructor, type);
    assert.equal(error.name, type.name);
    assert.equal(error.code, code);
    assert.equal(error.message, message);
    return true;
  });
}

// The board's whole visible state, to compare before and after a refused call.
const snapshot = (board) => ({
  game: board.game(),
  players: board.players(),
  position: board.position(),
  moveCount: board.moveCount(),
  legalMoves: board.legalMoves(),
  status: board.status(),
});

// The board is as before and works: a legal move plays, and takes back. A board whose game
// has ended (legalMove null) takes back its last move and plays it again instead.
function assertIntact(board, before, legalMove) {
  assert.deepEqual(snapshot(board), before);
  if (legalMove === null) {
    board.pop();
    const last = board.legalMoves().find((move) => (board.push(move), board.isGameOver()) || (board.pop(), false));
    assert.ok(last, 'the last move plays again');
  } else {
    board.push(legalMove);
    assert.equal(board.moveCount(), before.moveCount + 1);
    assert.notEqual(board.position(), before.position);
    board.pop();
  }
  assert.deepEqual(snapshot(board), before);
}

// One misuse case on a board of game after setup (moves from its start): attempt(board)
// throws exactly expected, and the board is intact afterwards.
function misuse(name, { game = 'chess', players = 0, setup = ['e2e4'], legal = 'e7e5' }, attempt, expected) {
  test(name, { skip: SKIP }, () => {
    const board = rules.newBoard(game, players);
    try {
      board.setPosition(null, setup);
      const before = snapshot(board);
      assertThrows(() => attempt(board), expected);
      assertIntact(board, before, legal);
    } finally {
      board.delete();
    }
  });
}

// A misuse case of the rules object (no board of its own): attempt(rules) throws exactly
// expected, and a board made before is intact and a new one works.
function rulesMisuse(name, attempt, expected) {
  test(name, { skip: SKIP }, () => {
    const board = rules.newBoard('wallgo', 3);
    try {
      const before = snapshot(board);
      assertThrows(() => attempt(rules), expected);
      assertIntact(board, before, board.legalMoves()[0]);
      const fresh = rules.newBoard('chess');
      assert.equal(fresh.position(), START);
      fresh.push('e2e4');
      assert.equal(fresh.position(), AFTER_E4);
      fresh.delete();
    } finally {
      board.delete();
    }
  });
}

const illegal = (move, reason) => ({ type: TesseraError, code: 'illegal move', message: `illegal move '${move}': ${reason}` });
const notAString = (what, described) => ({ type: TypeError, message: `${what} must be a string, not ${described}` });
const withNul = (what) => ({ type: RangeError, message: `${what} must not contain a NUL character` });
const badDepth = (depth) => ({ type: TesseraError, code: 'bad argument', message: `perft depth must be 1 to 20, not ${depth}` });
const notInteger = (what, value) => ({ type: RangeError, message: `${what} must be a 32-bit integer, not ${value}` });

// ---- setPosition: atomic, as in C, Python and the protocol --------------------------------

misuse('setPosition with a bad third move changes nothing', {},
  (board) => board.setPosition(null, ['d2d4', 'd7d5', 'zz']),
  { type: TesseraError, code: 'illegal move', message: "illegal move 'zz' (move 3 of the list): it is not a chess move in the notation of the game" });
misuse('setPosition with a move illegal after the earlier ones changes nothing', {},
  (board) => board.setPosition(null, ['e2e4', 'e2e4']),
  { type: TesseraError, code: 'illegal move', message: "illegal move 'e2e4' (move 2 of the list): there is no piece on e2" });
misuse('setPosition with a bad position string changes nothing', {},
  (board) => board.setPosition('8/8/8/8/8/8/8/8 w - - 0 1', ['e2e4']),
  { type: TesseraError, code: 'bad position', message: 'bad chess position: no white king' });
misuse('setPosition with an empty position string changes nothing', {},
  (board) => board.setPosition(''),
  { type: TesseraError, code: 'bad position', message: 'bad chess position: empty position' });
misuse('setPosition with a Wall Chess position on a chess board changes nothing', {},
  (board) => board.setPosition('e1 e9 10 10 s - 0'),
  { type: TesseraError, code: 'bad position', message: "bad chess position: unexpected text '0' after the fullmove number" });
misuse('setPosition with a huge position string changes nothing', {},
  (board) => board.setPosition('x'.repeat(HUGE)),
  { type: TesseraError, code: 'bad position', message: 'position string too long' });
misuse('setPosition with a number for the position', {},
  (board) => board.setPosition(42), notAString('position', 'number 42'));
misuse('setPosition with an object for the position', {},
  (board) => board.setPosition({ toString: () => START }), notAString('position', 'an object'));
misuse('setPosition with a NUL in the position', {},
  (board) => board.setPosition(`${START}\0junk`), withNul('position'));
misuse('setPosition with a string for the move list', {},
  (board) => board.setPosition(null, 'e2e4'),
  { type: TypeError, message: 'moves must be an array of strings, not "e2e4"' });
misuse('setPosition with null for the move list', {},
  (board) => board.setPosition(null, null),
  { type: TypeError, message: 'moves must be an array of strings, not null' });
misuse('setPosition with an object for the move list', {},
  (board) => board.setPosition(null, { 0: 'e2e4', length: 1 }),
  { type: TypeError, message: 'moves must be an array of strings, not an object' });
misuse('setPosition with a number in the move list', {},
  (board) => board.setPosition(null, ['e2e4', 5]), notAString('moves[1]', 'number 5'));
misuse('setPosition with a hole in the move list', {},
  (board) => board.setPosition(null, ['e2e4', , 'e7e5']), notAString('moves[1]', 'undefined')); // eslint-disable-line no-sparse-arrays
misuse('setPosition with a NUL in a move', {},
  (board) => board.setPosition(null, ['e2e4', 'e7e5\0']), withNul('moves[1]'));
misuse('setPosition with 100000 bad moves changes nothing', {},
  (board) => board.setPosition(null, new Array(100000).fill('zz')),
  { type: TesseraError, code: 'illegal move', message: "illegal move 'zz' (move 1 of the list): it is not a chess move in the notation of the game" });

// ---- push, pop, isLegal ---------------------------------------------------------------------

misuse('push of an illegal move', {}, (board) => board.push('e2e4'), illegal('e2e4', 'there is no piece on e2'));
misuse('push of a number', {}, (board) => board.push(5), notAString('move', 'number 5'));
misuse('push of null', {}, (board) => board.push(null), notAString('move', 'null'));
misuse('push of nothing', {}, (board) => board.push(), notAString('move', 'undefined'));
misuse('push of an array', {}, (board) => board.push(['e7e5']), notAString('move', 'an array'));
misuse('push of a String object', {}, (board) => board.push(new String('e7e5')), notAString('move', 'an object')); // eslint-disable-line no-new-wrappers
misuse('push of a legal move followed by a NUL and more', {}, (board) => board.push('e7e5\0junk'), withNul('move'));
misuse('push of a huge move', {}, (board) => board.push('e'.repeat(HUGE)),
  illegal(`${'e'.repeat(60)}...`, 'it is not a chess move in the notation of the game'));
misuse('push of an empty move', {}, (board) => board.push(''),
  illegal('', 'it is not a chess move in the notation of the game'));
misuse('push of two moves in one string', {}, (board) => board.push('e7e5 g1f3'),
  illegal('e7e5 g1f3', 'it is not a chess move in the notation of the game'));
misuse('push of a move with a newline after it', {}, (board) => board.push('e7e5\n'),
  illegal('e7e5?', 'a pawn promotes only on the last rank'));
misuse('push of an emoji', {}, (board) => board.push('\u{1F600}'),
  illegal('????', 'it is not a chess move in the notation of the game'));
misuse('push of a lone surrogate', {}, (board) => board.push('\ud800'),
  illegal('????', 'it is not a chess move in the notation of the game'));
misuse('push after the end of the game', { setup: ['f2f3', 'e7e5', 'g2g4', 'd8h4'], legal: null },
  (board) => board.push('a2a3'),
  { type: TesseraError, code: 'game over', message: "move 'a2a3' comes after the end of the game (checkmate)" });
misuse('pop with no move to take back', { setup: [] , legal: 'e2e4' }, (board) => board.pop(),
  { type: TesseraError, code: 'no move to take back', message: 'no move to take back' });
misuse('isLegal of a number', {}, (board) => board.isLegal(1), notAString('move', 'number 1'));
misuse('isLegal of undefined', {}, (board) => board.isLegal(undefined), notAString('move', 'undefined'));
misuse('isLegal of a legal move with a NUL after it', {}, (board) => board.isLegal('e7e5\0'), withNul('move'));
misuse('push in Wall Go of a wall move with a NUL', { game: 'wallgo', players: 3, setup: [], legal: 'a1' },
  (board) => board.push('a1\0'), withNul('move'));

// ---- notation and claims ----------------------------------------------------------------------

const NO_CLAIM_HERE = { type: TesseraError, code: 'no draw to claim', message: 'no draw to claim here: a claim needs the position to occur 3 times, or 100 plies without a capture or a pawn move' };
const notALine = (described) => ({ type: TypeError, message: `moves must be a string or an array of strings, not ${described}` });
const MATED = { setup: ['f2f3', 'e7e5', 'g2g4', 'd8h4'], legal: null };

misuse('sanMove of an illegal move', {}, (board) => board.sanMove('e2e4'), illegal('e2e4', 'there is no piece on e2'));
misuse('sanMove of SAN (it takes the move)', {}, (board) => board.sanMove('e5'), illegal('e5', 'it is not a chess move in the notation of the game'));
misuse('sanMove of a number', {}, (board) => board.sanMove(5), notAString('move', 'number 5'));
misuse('sanMove of nothing', {}, (board) => board.sanMove(), notAString('move', 'undefined'));
misuse('sanMove of a legal move with a NUL after it', {}, (board) => board.sanMove('e7e5\0'), withNul('move'));
misuse('sanMove after checkmate', MATED, (board) => board.sanMove('a2a3'),
  illegal('a2a3', 'the white king is in check, and this move does not end it'));
misuse('variationSan with an illegal second move', {}, (board) => board.variationSan(['e7e5', 'e7e5']),
  { type: TesseraError, code: 'illegal move', message: "illegal move 'e7e5' (move 2 of the list): there is no piece on e7" });
misuse('variationSan of a string with an illegal second move', {}, (board) => board.variationSan('e7e5 e7e5'),
  { type: TesseraError, code: 'illegal move', message: "illegal move 'e7e5' (move 2 of the list): there is no piece on e7" });
misuse('variationSan of a huge move', {}, (board) => board.variationSan('e'.repeat(HUGE)),
  { type: TesseraError, code: 'illegal move', message: `illegal move '${'e'.repeat(60)}...' (move 1 of the list): it is not a chess move in the notation of the game` });
misuse('variationSan of a number', {}, (board) => board.variationSan(5), notALine('number 5'));
misuse('variationSan of nothing', {}, (board) => board.variationSan(), notALine('undefined'));
misuse('variationSan of an object', {}, (board) => board.variationSan({ 0: 'e7e5', length: 1 }), notALine('an object'));
misuse('variationSan with a number in the list', {}, (board) => board.variationSan(['e7e5', 5]), notAString('moves[1]', 'number 5'));
misuse('variationSan of a string with a NUL', {}, (board) => board.variationSan('e7e5\0 g1f3'), withNul('moves'));
misuse('variationSan with a NUL in a move of the list', {}, (board) => board.variationSan(['e7e5', 'g1f3\0']), withNul('moves[1]'));
misuse('parseSan of a move no piece makes', {}, (board) => board.parseSan('Nf3'), illegal('Nf3', 'no black knight can move to f3'));
misuse('parseSan of castling through a piece', {}, (board) => board.parseSan('O-O'), illegal('O-O', 'castling needs f8 empty'));
misuse('parseSan of an empty string', {}, (board) => board.parseSan(''), illegal('', 'it is not a chess move in the notation of the game'));
misuse('parseSan of two moves', {}, (board) => board.parseSan('Nf6 Nc3'), illegal('Nf6 Nc3', 'it is not a chess move in the notation of the game'));
misuse('parseSan of a huge string', {}, (board) => board.parseSan('N'.repeat(HUGE)),
  illegal(`${'N'.repeat(60)}...`, 'it is not a chess move in the notation of the game'));
misuse('parseSan of a number', {}, (board) => board.parseSan(5), notAString('san', 'number 5'));
misuse('parseSan of a String object', {}, (board) => board.parseSan(new String('e5')), notAString('san', 'an object')); // eslint-disable-line no-new-wrappers
misuse('parseSan with a NUL', {}, (board) => board.parseSan('e5\0'), withNul('san'));
misuse('givesCheck of a number', {}, (board) => board.givesCheck(5), notAString('move', 'number 5'));
misuse('givesCheck with a NUL', {}, (board) => board.givesCheck('d8h4\0'), withNul('move'));
misuse('drawClaim of a number', {}, (board) => board.drawClaim(5), notAString('move', 'number 5'));
misuse('drawClaim with a NUL', {}, (board) => board.drawClaim('e7e5\0'), withNul('move'));
misuse('claimDraw with nothing to claim', {}, (board) => board.claimDraw(), NO_CLAIM_HERE);
misuse('claimDraw with a move that gives nothing to claim', {}, (board) => board.claimDraw('e7e5'),
  { ...NO_CLAIM_HERE, message: NO_CLAIM_HERE.message.replace('here', 'after that move') });
misuse('claimDraw with an illegal move', {}, (board) => board.claimDraw('e2e4'), illegal('e2e4', 'there is no piece on e2'));
misuse('claimDraw of a number', {}, (board) => board.claimDraw(5), notAString('move', 'number 5'));
misuse('claimDraw with a NUL', {}, (board) => board.claimDraw('e7e5\0'), withNul('move'));
misuse('claimDraw after checkmate', MATED, (board) => board.claimDraw(),
  { type: TesseraError, code: 'game over', message: 'the game is over (checkmate)' });
misuse('claimDraw in Wall Chess', { game: 'wallchess', setup: ['e2'], legal: 'e8' }, (board) => board.claimDraw('e8'),
  { type: TesseraError, code: 'no draw to claim', message: 'no draw to claim: wallchess has no draw by claim (its draws are automatic)' });

test('what is no misuse: drawClaim and givesCheck of an illegal move answer, they do not throw', { skip: SKIP }, () => {
  const board = rules.newBoard('chess');
  try {
    board.setPosition(null, ['f2f3', 'e7e5', 'g2g4']);
    const before = snapshot(board);
    assert.deepEqual([board.drawClaim('zz'), board.drawClaim('e2e4'), board.drawClaim(null), board.drawClaim()], ['', '', '', '']);
    assert.deepEqual([board.givesCheck('zz'), board.givesCheck('d8h4'), board.givesCheck('d8h5'), board.inCheck()], [false, true, false, false]);
    assert.deepEqual([board.variationSan(''), board.variationSan(' \t'), board.variationSan([])], ['', '', '']);
    assert.deepEqual(snapshot(board), before);
    board.push('d8h4');
    assert.deepEqual([board.inCheck(), board.givesCheck('a2a3'), board.drawClaim('a2a3')], [true, false, '']);
  } finally {
    board.delete();
  }
});

// ---- perft ------------------------------------------------------------------------------------

misuse('perft of depth 0', {}, (board) => board.perft(0), badDepth(0));
misuse('perft of depth -1', {}, (board) => board.perft(-1), badDepth(-1));
misuse('perft of depth 21', {}, (board) => board.perft(21), badDepth(21));
misuse('perft of depth NaN', {}, (board) => board.perft(NaN), notInteger('depth', NaN));
misuse('perft of depth Infinity', {}, (board) => board.perft(Infinity), notInteger('depth', Infinity));
misuse('perft of depth 1.5', {}, (board) => board.perft(1.5), notInteger('depth', 1.5));
misuse('perft of depth 2^32 + 1 (would wrap to 1)', {}, (board) => board.perft(2 ** 32 + 1), notInteger('depth', 2 ** 32 + 1));
misuse('perft of depth "2"', {}, (board) => board.perft('2'), { type: TypeError, message: 'depth must be a number, not "2"' });
misuse('perft of no depth', {}, (board) => board.perft(), { type: TypeError, message: 'depth must be a number, not undefined' });

// ---- games and players ------------------------------------------------------------------------

rulesMisuse('newBoard of an unknown game', (r) => r.newBoard('bogus'),
  { type: TesseraError, code: 'bad argument', message: 'unknown game: "bogus"' });
rulesMisuse('newBoard of a game name with a NUL', (r) => r.newBoard('chess\0junk'), withNul('game'));
rulesMisuse('newBoard of a huge game name', (r) => r.newBoard('g'.repeat(HUGE)),
  { type: TesseraError, code: 'bad argument', message: `unknown game: "${'g'.repeat(40)}..."` });
rulesMisuse('newBoard of no game', (r) => r.newBoard(), notAString('game', 'undefined'));
rulesMisuse('newBoard of null', (r) => r.newBoard(null), notAString('game', 'null'));
rulesMisuse('newBoard of a number', (r) => r.newBoard(0), notAString('game', 'number 0'));
rulesMisuse('newBoard of chess for 3 players', (r) => r.newBoard('chess', 3),
  { type: TesseraError, code: 'bad argument', message: 'chess is played by 2 players, not 3' });
rulesMisuse('newBoard of Wall Go for 5 players', (r) => r.newBoard('wallgo', 5),
  { type: TesseraError, code: 'bad argument', message: 'wallgo is played by 2 to 4 players, not 5' });
rulesMisuse('newBoard of Wall Go for -1 players', (r) => r.newBoard('wallgo', -1),
  { type: TesseraError, code: 'bad argument', message: 'wallgo is played by 2 to 4 players, not -1' });
rulesMisuse('newBoard of Wall Go for 2^32 + 3 players (would wrap to 3)', (r) => r.newBoard('wallgo', 2 ** 32 + 3),
  notInteger('players', 2 ** 32 + 3));
rulesMisuse('newBoard of Wall Go for NaN players', (r) => r.newBoard('wallgo', NaN), notInteger('players', NaN));
rulesMisuse('newBoard of Wall Go for "3" players', (r) => r.newBoard('wallgo', '3'),
  { type: TypeError, message: 'players must be a number, not "3"' });
rulesMisuse('newBoard at a bad position', (r) => r.newBoard('chess', 2, 'garbage'),
  { type: TesseraError, code: 'bad position', message: 'bad chess position: missing side to move field' });
rulesMisuse('newBoard at a position of a number', (r) => r.newBoard('chess', 2, 7), notAString('position', 'number 7'));
rulesMisuse('gameInfo of an unknown game', (r) => r.gameInfo('go'),
  { type: TesseraError, code: 'bad argument', message: 'unknown game: "go"' });
rulesMisuse('gameInfo of an object', (r) => r.gameInfo({}), notAString('game', 'an object'));
rulesMisuse('startPosition of an unknown game', (r) => r.startPosition('bogus'),
  { type: TesseraError, code: 'bad argument', message: 'unknown game: "bogus"' });
rulesMisuse('startPosition of Wall Runner for 4 players', (r) => r.startPosition('wallrunner', 4),
  { type: TesseraError, code: 'bad argument', message: 'wallrunner is played by 2 players, not 4' });

// ---- options of newBoard, startPosition and positionError -----------------------------------

const MIDGAME_SHOW = '7/1B3A1/7/2BAA2/3B3/1A3B1/7 A 20,20 - 0,0 show';
const notOptions = (described) => ({ type: TypeError, message: `options must be an object of option names and values, not ${described}` });
const notPlain = (kind) => ({ type: TypeError, message: `options must be a plain object of option names and values, not ${kind}` });
const badValue = (described) => ({ type: TypeError, message: `the value of WallGoRules must be a string, number or boolean, not ${described}` });
const OPTION_MISUSE = [
  ['an unknown option', { Nope: 1 }, { type: TesseraError, code: 'bad option', message: "unknown option 'Nope'" }],
  ['a value the option does not take', { WallGoRules: 'tv' }, { type: TesseraError, code: 'bad option', message: "unknown WallGoRules 'tv'" }],
  ['a bad value after a good one', { WallGoRules: 'show', Hash: 0 },
    { type: TesseraError, code: 'bad option', message: 'option Hash takes a whole number from 1 to 65536, not \'0\'' }],
  ['a null value', { WallGoRules: null }, badValue('null')],
  ['an array value', { WallGoRules: ['show'] }, badValue('an array')],
  ['an object value', { WallGoRules: { value: 'show' } }, badValue('an object')],
  ['a value with a NUL', { WallGoRules: 'show\0' }, withNul('the value of WallGoRules')],
  ['a name with a NUL', { 'WallGoRules\0': 'show' }, withNul('option name')],
  ['an array', [['WallGoRules', 'show']], notOptions('an array')],
  ['a string', 'show', notOptions('"show"')],
  ['a number', 5, notOptions('number 5')],
  ['a boolean', true, notOptions('boolean true')],
  ['a Map', new Map([['WallGoRules', 'show']]), notPlain('a Map')],
  ['a String object', new String('show'), notPlain('a String')],
];
for (const [what, options, expected] of OPTION_MISUSE) {
  rulesMisuse(`newBoard with options of ${what}`, (r) => r.newBoard('wallgo', 2, null, options), expected);
  rulesMisuse(`startPosition with options of ${what}`, (r) => r.startPosition('wallgo', 2, options), expected);
  rulesMisuse(`positionError with options of ${what}`, (r) => r.positionError('wallgo', MIDGAME_SHOW, 2, options), expected);
}
rulesMisuse('positionError of an unknown game', (r) => r.positionError('go', MIDGAME_SHOW),
  { type: TesseraError, code: 'bad argument', message: 'unknown game: "go"' });
rulesMisuse('positionError for 5 players', (r) => r.positionError('wallgo', MIDGAME_SHOW, 5),
  { type: TesseraError, code: 'bad argument', message: 'wallgo is played by 2 to 4 players, not 5' });
rulesMisuse('positionError of a number', (r) => r.positionError('wallgo', 7), notAString('position', 'number 7'));
rulesMisuse('positionError of null (no position to check)', (r) => r.positionError('wallgo', null), notAString('position', 'null'));
rulesMisuse('positionError of no position', (r) => r.positionError('wallgo'), notAString('position', 'undefined'));
rulesMisuse('positionError of a position with a NUL', (r) => r.positionError('wallgo', `${MIDGAME_SHOW}\0`), withNul('position'));

// ---- a deleted board ------------------------------------------------------------------------

const DELETED = { type: TesseraError, code: 'deleted', message: 'board is deleted' };
const CALLS = {
  game: (b) => b.game(), players: (b) => b.players(), position: (b) => b.position(),
  setPosition: (b) => b.setPosition(null, ['e2e4']), legalMoves: (b) => b.legalMoves(),
  isLegal: (b) => b.isLegal('e2e4'), push: (b) => b.push('e2e4'), pop: (b) => b.pop(),
  moveCount: (b) => b.moveCount(), turn: (b) => b.turn(), status: (b) => b.status(),
  isGameOver: (b) => b.isGameOver(), perft: (b) => b.perft(1), toString: (b) => b.toString(),
  sanMove: (b) => b.sanMove('e7e5'), variationSan: (b) => b.variationSan('e7e5'), parseSan: (b) => b.parseSan('e5'),
  givesCheck: (b) => b.givesCheck('d8h4'), inCheck: (b) => b.inCheck(), drawClaim: (b) => b.drawClaim(),
  claimDraw: (b) => b.claimDraw(), variationSanOfANumber: (b) => b.variationSan(5),
  // Argument checks come after the board's: a deleted board says it is deleted first.
  pushOfANumber: (b) => b.push(5),
};

test('a deleted board says so on every call, and deleting it again is fine', { skip: SKIP }, () => {
  const other = rules.newBoard('wallchess');
  other.push('e2');
  const before = snapshot(other);
  const board = rules.newBoard('chess');
  board.push('e2e4');
  board.delete();
  for (const [name, call] of Object.entries(CALLS)) {
    assert.throws(() => call(board), (error) => {
      assert.equal(error.constructor, TesseraError, name);
      assert.deepEqual({ code: error.code, message: error.message }, { code: DELETED.code, message: DELETED.message }, name);
      return true;
    });
  }
  board.delete();
  board.delete();
  assertThrows(() => board.position(), DELETED);
  // The other board, and a new one (likely at the deleted one's address), still work.
  assertIntact(other, before, 'e8');
  const fresh = rules.newBoard('chess');
  assert.equal(fresh.position(), START);
  fresh.push('e2e4');
  assert.equal(fresh.position(), AFTER_E4);
  fresh.delete();
  other.delete();
});

test('a TesseraError is an Error with the C code name and the engine reason', { skip: SKIP }, () => {
  const board = rules.newBoard('chess');
  try {
    board.push('e2e5');
    assert.fail('e2e5 played');
  } catch (error) {
    assert.ok(error instanceof Error);
    assert.ok(error instanceof TesseraError);
    assert.equal(String(error), "TesseraError: illegal move 'e2e5': a pawn moves straight forward and captures one square diagonally forward");
    assert.equal(error.code, 'illegal move');
  } finally {
    board.delete();
  }
});

test('many boards made and refused do not exhaust the module', { skip: SKIP }, () => {
  // A board whose start position is refused is freed: 20000 of them stay within the memory
  // the module starts with.
  const memory = rules.module.HEAP8.length;
  for (let i = 0; i < 20000; i++) {
    assertThrows(() => rules.newBoard('chess', 2, 'garbage'),
      { type: TesseraError, code: 'bad position', message: 'bad chess position: missing side to move field' });
  }
  assert.equal(rules.module.HEAP8.length, memory);
  const board = rules.newBoard('chess');
  assert.equal(board.perft(2), 400);
  board.delete();
});
