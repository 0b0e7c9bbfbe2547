// notation.test.js - the short notation of the rules API (rules.js), in the one-thread build.
// Chess against an independent implementation, chess.js (wasm/package.json's devDependency,
// installed by `make test-web`): 200 seeded random games of up to 200 plies from the start
// position and the positions of tests/perft/chess.epd, comparing at every ply the legal moves,
// every legal move's SAN (sanMove) and its reading back (parseSan of chess.js's SAN), check
// (givesCheck, inCheck), and each game's whole line (variationSan). Void Chess reads its own
// SAN back; the wall games' short notation is the move's own text, and they have no check and
// no claims. Skipped, with a message, when wasm/dist/tessera.js is not built or chess.js is not
// installed.
'use strict';

const { test, before } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const TesseraRules = require('../rules.js');

const { TesseraError } = TesseraRules;
const TOP = path.join(__dirname, '..', '..');
const BUILT = fs.existsSync(path.join(__dirname, '..', 'dist', 'tessera.js'));
const SKIP = BUILT ? false : 'wasm/dist/tessera.js is not built: run make wasm';
let Chess = null;
try {
  ({ Chess } = require('chess.js'));
} catch {
  // Reported below, where the tests that need it are skipped.
}
const SKIP_CHESS_JS = SKIP || (Chess ? false : 'chess.js is not installed: run npm ci in wasm/ (make test-web does)');
if (SKIP_CHESS_JS) console.log(`wasm/test/notation.test.js: chess.js comparison skipped: ${SKIP_CHESS_JS}`);

const GAMES = 200;
const MAX_PLIES = 200;
const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

let rules;

before(async () => {
  if (BUILT) rules = await TesseraRules.load();
});

// xorshift32: the same games on every run.
function randomSource(seed) {
  let state = seed >>> 0 || 1;
  return (n) => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state % n;
  };
}

function chessPositions() {
  return fs.readFileSync(path.join(TOP, 'tests', 'perft', 'chess.epd'), 'utf8').split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => line.split(';')[0].trim());
}

// chess.js's legal moves, by their UCI text (from, to, promotion: our chess notation), with
// their SAN. Slow (chess.js works out every verbose move's SAN and FEN from scratch), so only
// every FULL_EVERY plies; the plies between compare SAN lists and the move played.
const FULL_EVERY = 16;
function referenceMoves(reference) {
  return new Map(reference.moves({ verbose: true }).map((move) => [move.from + move.to + (move.promotion || ''), move.san]));
}
const uci = (move) => move.from + move.to + (move.promotion || '');
const sorted = (list) => [...list].sort();

// One random game from fen, both sides moving alike; every ply compared: the SAN of every
// legal move (sanMove) is one chess.js writes, parseSan reads it back to the move, givesCheck
// agrees with its + or #, inCheck with chess.js's; the move played is the same move for both.
// Returns the UCI and SAN lines played.
function compareGame(board, fen, random) {
  board.setPosition(fen);
  const reference = new Chess(fen);
  const line = [];
  const sans = [];
  for (let ply = 0; ply < MAX_PLIES && !board.isGameOver(); ply++) {
    const where = `ply ${ply} from ${fen} after ${line.join(' ')}`;
    const legal = board.legalMoves();
    const ours = legal.map((move) => board.sanMove(move));
    assert.deepEqual(sorted(ours), sorted(reference.moves()), `SAN of the legal moves at ${where}`);
    if (ply % FULL_EVERY === 0) {
      const expected = referenceMoves(reference);
      assert.deepEqual(sorted(legal), sorted(expected.keys()), `legal moves at ${where}`);
      legal.forEach((move, i) => assert.equal(ours[i], expected.get(move), `SAN of ${move} at ${where}`));
    }
    if (legal.length === 0) break; // chess.js agrees: mate or stalemate, whatever board says
    assert.equal(board.inCheck(), reference.inCheck(), `in check at ${where}`);
    legal.forEach((move, i) => {
      assert.equal(board.parseSan(ours[i]), move, `parseSan('${ours[i]}') at ${where}`);
      assert.equal(board.givesCheck(move), /[+#]$/.test(ours[i]), `givesCheck(${move}) at ${where}`);
    });
    const i = random(legal.length);
    const played = reference.move(ours[i], { strict: true }); // exactly chess.js's SAN
    assert.equal(uci(played), legal[i], `${ours[i]} at ${where}`);
    sans.push(played.san);
    board.push(legal[i]);
    line.push(legal[i]);
  }
  return { line, sans };
}

test('SAN of 200 random chess games, move by move and line by line, as chess.js writes it', { skip: SKIP_CHESS_JS }, () => {
  const starts = [START, ...chessPositions()];
  assert.ok(starts.length >= 6, 'tests/perft/chess.epd read');
  const random = randomSource(44);
  const board = rules.newBoard('chess');
  const seen = { plies: 0, checks: 0, mates: 0, castles: 0, promotions: 0, disambiguated: 0 };
  try {
    for (let game = 0; game < GAMES; game++) {
      const fen = starts[game % starts.length];
      const { line, sans } = compareGame(board, fen, random);
      const end = board.position();
      // The whole line from its start, as an array and as ffish.js's space-separated string;
      // nothing is played.
      board.setPosition(fen);
      assert.equal(board.variationSan(line), sans.join(' '), `variationSan of game ${game} from ${fen}`);
      assert.equal(board.variationSan(line.join(' ')), sans.join(' '));
      assert.equal(board.position(), fen);
      board.setPosition(fen, line);
      assert.equal(board.position(), end);
      seen.plies += sans.length;
      for (const san of sans) {
        seen.checks += san.endsWith('+');
        seen.mates += san.endsWith('#');
        seen.castles += san.startsWith('O-O');
        seen.promotions += san.includes('=');
        seen.disambiguated += /^[NBRQK][a-h1-8]x?[a-h][1-8]/.test(san);
      }
    }
  } finally {
    board.delete();
  }
  // The games reach what SAN has to get right.
  for (const [what, count] of Object.entries(seen)) assert.ok(count > 0, `${what} played: ${JSON.stringify(seen)}`);
});

test('a line from the middle of a game, and parseSan of SAN written other ways', { skip: SKIP }, () => {
  const board = rules.newBoard('chess', 2, 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1');
  try {
    assert.equal(board.variationSan('e1g1 e8c8 d5e6 h3g2 e6f7 g2f1q'), 'O-O O-O-O dxe6 hxg2 exf7 gxf1=Q+');
    assert.equal(board.variationSan(['e1c1']), 'O-O-O');
    assert.equal(board.variationSan(''), '');
    assert.equal(board.variationSan('  e5f7 \t e7f7 \n'), 'Nxf7 Qxf7');
    assert.equal(board.variationSan([]), '');
    for (const [san, move] of [['O-O', 'e1g1'], ['0-0', 'e1g1'], ['0-0-0', 'e1c1'], ['Nxf7', 'e5f7'], ['Ne5xf7', 'e5f7'],
      ['nxf7', 'e5f7'], ['Qxf6', 'f3f6'], ['Qxf6!?', 'f3f6'], ['dxe6', 'd5e6'], ['e5f7', 'e5f7'], ['Nc3b1', 'c3b1']]) {
      assert.equal(board.parseSan(san), move, san);
    }
    assert.equal(board.moveCount(), 0);
  } finally {
    board.delete();
  }
});

// ---- the other games ---------------------------------------------------------------------------

// A seeded random game of game for players: each legal move's short notation is checked by
// check(board, move) before one of them is played.
function walk(game, players, plies, check) {
  const board = rules.newBoard(game, players);
  const random = randomSource(players * 1000 + plies);
  const line = [];
  try {
    for (let ply = 0; ply < plies && !board.isGameOver(); ply++) {
      const legal = board.legalMoves();
      for (const move of legal) check(board, move);
      const move = legal[random(legal.length)];
      board.push(move);
      line.push(move);
    }
    return line;
  } finally {
    board.delete();
  }
}

test('Void Chess reads its own SAN back', { skip: SKIP }, () => {
  const sans = new Set();
  walk('voidchess', 2, 120, (board, move) => {
    const san = board.sanMove(move);
    sans.add(san[0]);
    assert.equal(board.parseSan(san), move, `${san} at ${board.position()}`);
    assert.equal(board.givesCheck(move), /[+#]$/.test(san), `givesCheck(${move}) at ${board.position()}`);
  });
  assert.ok(sans.has('M'), 'a Minister move was written');
});

const NO_CLAIM = (game) => ({ code: 'no draw to claim', message: `no draw to claim: ${game} has no draw by claim (its draws are automatic)` });

for (const [game, players] of [['wallchess', 2], ['wallgo', 3], ['wallrunner', 2], ['voidchess', 2]]) {
  test(`${game}: no claims${game === 'voidchess' ? '' : ', no check, and the move\'s own text as its notation'}`, { skip: SKIP }, () => {
    const line = walk(game, players, 40, (board, move) => {
      if (game === 'voidchess') return;
      assert.equal(board.inCheck(), false);
      assert.equal(board.sanMove(move), move);
      assert.equal(board.parseSan(move), move);
      assert.equal(board.givesCheck(move), false);
    });
    const board = rules.newBoard(game, players);
    try {
      if (game !== 'voidchess') assert.equal(board.variationSan(line), line.join(' '));
      board.setPosition(null, line.slice(0, 10));
      assert.equal(board.drawClaim(), '');
      assert.equal(board.drawClaim(board.legalMoves()[0]), '');
      const before = board.position();
      for (const attempt of [() => board.claimDraw(), () => board.claimDraw(board.legalMoves()[0])]) {
        assert.throws(attempt, (error) => {
          assert.equal(error.constructor, TesseraError);
          assert.deepEqual({ code: error.code, message: error.message }, NO_CLAIM(game));
          return true;
        });
      }
      assert.deepEqual([board.position(), board.moveCount(), board.status().outcome], [before, 10, 'ongoing']);
    } finally {
      board.delete();
    }
  });
}
