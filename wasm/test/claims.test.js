// claims.test.js - chess draws by claim through the rules API (rules.js), in the one-thread
// build: game records with an unclaimed threefold repetition and with fifty moves and more
// without a capture or a pawn move replay to their end through setPosition and push; at every
// ply drawClaim says whether a claim is open, claimDraw ends the game as a draw exactly where
// the FIDE Laws (9.2, 9.3) allow it and is refused with the library's reason one ply earlier;
// fivefold repetition and 75 moves (9.6) end the game by themselves. Skipped, with a message,
// when wasm/dist/tessera.js has not been built (make wasm).
'use strict';

const { test, before } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const TesseraRules = require('../rules.js');

const { TesseraError } = TesseraRules;
const BUILT = fs.existsSync(path.join(__dirname, '..', 'dist', 'tessera.js'));
const SKIP = BUILT ? false : 'wasm/dist/tessera.js is not built: run make wasm';
if (!BUILT) console.log('wasm/test/claims.test.js: skipped: wasm/dist/tessera.js is not built (make wasm)');

const RULE = 'a claim needs the position to occur 3 times, or 100 plies without a capture or a pawn move';
const REFUSED_HERE = { code: 'no draw to claim', message: `no draw to claim here: ${RULE}` };
const REFUSED_AFTER = { code: 'no draw to claim', message: `no draw to claim after that move: ${RULE}` };

// The records, in SAN as a game score has them (read with parseSan, replayed in the engine's
// notation).
//
// Knights out and back: the position after 1...e5 (its en-passant square e6 takes no capture,
// so it counts as the same position) occurs for the third time after 5...Nb8, ply 10. Nobody
// claims, and Scholar's mate follows.
const KNIGHTS = 'e4 e5 Nf3 Nc6 Ng1 Nb8 Nf3 Nc6 Ng1 Nb8 Qh5 Nc6 Bc4 Nf6 Qxf7#'.split(' ');
// Rooks to g and back: 2.Rg1 and 2...Rg8 give up castling short, so the position after 3...Rh8
// is not the one after 1...Nf6 (other castling rights), nor the one after 6.Rg1 the one after
// 2.Rg1. Third occurrences: after 6...Rg8 (ply 12, first seen after 2...Rg8), 7.Rh1 (ply 13)
// and 7...Rh8 (ply 14). A count that ignored castling rights would claim at plies 10 and 11.
const ROOKS = 'Nf3 Nf6 Rg1 Rg8 Rh1 Rh8 Rg1 Rg8 Rh1 Rh8 Rg1 Rg8 Rh1 Rh8'.split(' ');
// The same knights for eight moves: the position after 1...e5 for the fifth time after
// 9...Nb8 (ply 18) ends the game by itself.
const FIVEFOLD = ['e4', 'e5', ...'Nf3 Nc6 Ng1 Nb8 '.repeat(4).trim().split(' ')];
// After 1.e4 e5, 150 plies without a capture or a pawn move in which no position occurs twice
// (a seeded random walk of pieces, checked with chess.js when it was made). A claim opens at
// the 100th (ply 102); the record to 60 moves (ply 122) still goes on; the 150th (ply 152)
// ends the game.
const QUIET = ('e4 e5 Bc4 Nc6 Qe2 Na5 Nh3 Qh4 Qf1 Qe7 Nf4 Nb3 Nh5 Qh4 Nf4 Nh6 Be2 Be7 Ba6 Kf8 ' +
  'Nh3 Qg3 Nf4 Bd8 Bb5 Ng4 Nd3 Qf4 Ba4 Bh4 Kd1 Nf6 Qe2 Rg8 Nc3 Qg5 Rb1 Na1 Nd5 Qe3 Nc3 Ng4 Nc5 ' +
  'Nf6 Bb5 Qh6 Qc4 Ke8 Nb3 Rb8 Nc5 Bg5 Nd3 Nb3 Ne1 Nd5 Qd4 Ne3+ Ke2 Ng4 Kf3 Na5 Ke2 Nf6 Bc4 Ra8 ' +
  'Nd3 Rf8 Rg1 Qh5+ Ke1 Qh6 Be6 Qg6 Rh1 Kd8 Rf1 Rg8 Qe3 Ke7 Nd1 Kf8 Qg3 Qh5 Qg4 Ke7 Ne3 Qg6 Qh4 ' +
  'Re8 Qh6 Nb3 Qh4 Rg8 Nd5+ Kf8 Nc3 Ke8 Bd5 Kf8 Qg4 Bf4 Ne2 Ke8 Qf3 Qg4 Nb4 Qg3 Nc6 Qh3 Rg1 Qh5 ' +
  'Nb8 Rh8 Nc6 Na1 Bc4 Qf5 Kf1 Kf8 Bb5 Bg3 Nc3 Qf4 Na5 Kg8 Ba6 Nd5 Nd1 Nf6 Ke2 Ng4 Rf1 Bh4 Qa3 ' +
  'Bg5 Qa4 Bh4 Nb3 Qf6 Qc6 Bg5 Re1 Qe7 Qd5 Kf8 Bb5 Bf4 Qd4 Qe8 Bd3 Nf6').split(' ');

let rules;

before(async () => {
  if (BUILT) rules = await TesseraRules.load();
});

// The record's moves in the engine's notation, read one after another with parseSan; the
// board's own SAN of each is the record's.
function readRecord(board, sans) {
  const moves = [];
  board.setPosition(null);
  for (const san of sans) {
    const move = board.parseSan(san);
    assert.equal(board.sanMove(move), san, `SAN of ${move} after ${moves.join(' ')}`);
    board.push(move);
    moves.push(move);
  }
  board.setPosition(null);
  return moves;
}

function assertRefused(attempt, { code, message }) {
  assert.throws(attempt, (error) => {
    assert.equal(error.constructor, TesseraError);
    assert.deepEqual({ code: error.code, message: error.message }, { code, message });
    return true;
  });
}

// At every ply of moves (from the start), the claim open (claims.get(ply) or ''); a claim made
// where one is open ends the game as a draw there, with the move that opens it one ply earlier
// too; elsewhere it is refused and changes nothing.
function assertClaims(board, moves, claims) {
  for (let ply = 0; ply < moves.length; ply++) {
    board.setPosition(null, moves.slice(0, ply));
    const claim = claims.get(ply) || '';
    const next = moves[ply];
    const nextClaim = claims.get(ply + 1) || '';
    assert.equal(board.drawClaim(), claim, `claim at ply ${ply}`);
    assert.equal(board.drawClaim(next), nextClaim, `claim with ${next} at ply ${ply}`);
    const before = board.position();
    if (!claim) assertRefused(() => board.claimDraw(), REFUSED_HERE);
    if (!nextClaim) assertRefused(() => board.claimDraw(next), REFUSED_AFTER);
    assert.deepEqual([board.position(), board.moveCount(), board.status().outcome], [before, ply, 'ongoing']);
    if (claim) assertClaimed(board, () => board.claimDraw(), ply, claim);
    board.setPosition(null, moves.slice(0, ply));
    if (nextClaim) assertClaimed(board, () => board.claimDraw(next), ply + 1, nextClaim);
  }
}

// claim() ends the game as a draw for reason after ply plies: no move follows, no second claim,
// and pop takes the claim back with the last move.
function assertClaimed(board, claim, ply, reason) {
  claim();
  const status = board.status();
  assert.deepEqual([status.outcome, status.reason, status.winner, board.moveCount()], ['draw', reason, -1, ply]);
  assert.equal(board.isGameOver(), true);
  assert.equal(board.drawClaim(), '');
  assertRefused(() => board.claimDraw(), { code: 'game over', message: `the game is over (${reason})` });
  assert.deepEqual(board.legalMoves(), []);
  board.pop();
  assert.deepEqual([board.status().outcome, board.moveCount()], ['ongoing', ply - 1]);
}

// Replays moves with push from the start; the game goes on until the last, which ends it with
// outcome and reason, and the same moves given to setPosition reach the same position.
function replay(board, moves, outcome, reason) {
  board.setPosition(null);
  for (const move of moves) {
    assert.equal(board.status().outcome, 'ongoing', `before ${move} (ply ${board.moveCount()})`);
    board.push(move);
  }
  const status = board.status();
  assert.deepEqual([status.outcome, status.reason], [outcome, reason]);
  const end = board.position();
  board.setPosition(null, moves);
  assert.equal(board.position(), end);
  assert.deepEqual(board.status(), status);
}

function withBoard(use) {
  const board = rules.newBoard('chess');
  try {
    use(board);
  } finally {
    board.delete();
  }
}

test('an unclaimed threefold repetition: claimed at ply 10 and not before, Scholar\'s mate after it', { skip: SKIP }, () => withBoard((board) => {
  const moves = readRecord(board, KNIGHTS);
  assert.deepEqual(moves.slice(0, 6), ['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f3g1', 'c6b8']);
  replay(board, moves, 'win', 'checkmate');
  assert.equal(board.status().winner, 0);
  assertClaims(board, moves, new Map([[10, 'repetition']]));
  // One ply earlier, exactly: ply 9, the claim refused without the move.
  board.setPosition(null, moves.slice(0, 9));
  assertRefused(() => board.claimDraw(), REFUSED_HERE);
  board.claimDraw('c6b8');
  assert.deepEqual([board.status().reason, board.moveCount()], ['repetition', 10]);
}));

test('a repetition counts castling rights: rooks to g and back claim at plies 12 to 14, not 10', { skip: SKIP }, () => withBoard((board) => {
  const moves = readRecord(board, ROOKS);
  replay(board, moves, 'ongoing', '');
  assertClaims(board, moves, new Map([[12, 'repetition'], [13, 'repetition'], [14, 'repetition']]));
}));

test('a fivefold repetition ends the game by itself', { skip: SKIP }, () => withBoard((board) => {
  const moves = readRecord(board, FIVEFOLD);
  replay(board, moves, 'draw', 'repetition');
  assert.equal(board.legalMoves().length, 0);
  assertRefused(() => board.push('g1f3'), { code: 'game over', message: "move 'g1f3' comes after the end of the game (repetition)" });
  assertRefused(() => board.claimDraw(), { code: 'game over', message: 'the game is over (repetition)' });
  // A ply earlier the fourth occurrence of the position after 9.Ng1: a claim, not an end.
  board.pop();
  assert.deepEqual([board.status().outcome, board.drawClaim(), board.drawClaim('c6b8')], ['ongoing', 'repetition', '']);
}));

test('fifty moves without a capture or a pawn move: claimed from the 100th ply, 60 moves play on, the 150th ends it', { skip: SKIP }, () => withBoard((board) => {
  const moves = readRecord(board, QUIET);
  assert.equal(moves.length, 152);
  replay(board, moves.slice(0, 122), 'ongoing', '');
  assert.equal(board.drawClaim(), 'fifty-moves');
  assert.equal(board.position().split(' ')[4], '120');
  replay(board, moves, 'draw', 'fifty-moves');
  const claims = new Map();
  for (let ply = 102; ply < 152; ply++) claims.set(ply, 'fifty-moves');
  assertClaims(board, moves.slice(0, 151), claims);
  // Ply 101, one before the claim opens: refused without the move, granted with it.
  board.setPosition(null, moves.slice(0, 101));
  assertRefused(() => board.claimDraw(), REFUSED_HERE);
  board.claimDraw(moves[101]);
  assert.deepEqual([board.status().reason, board.moveCount()], ['fifty-moves', 102]);
}));

test('a capture or a pawn move closes the fifty-move claim', { skip: SKIP }, () => withBoard((board) => {
  const moves = readRecord(board, QUIET);
  board.setPosition(null, moves.slice(0, 110));
  assert.equal(board.drawClaim(), 'fifty-moves');
  // White to move: a pawn move starts the count again, and nothing else opens a claim.
  assert.equal(board.drawClaim('a2a3'), '');
  board.push('a2a3');
  assert.equal(board.drawClaim(), '');
  assertRefused(() => board.claimDraw(), REFUSED_HERE);
  board.pop();
  assert.equal(board.drawClaim(), 'fifty-moves');
}));
