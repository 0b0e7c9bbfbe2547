// claims.test.js - chess draws by claim through the rules API (rules.js), in the one-thread
// build: the game records of tests/records, with an unclaimed threefold repetition and with 75
// moves without a capture or a pawn move, and two short scores on what makes positions the
// same, replay to their end through setPosition and push; at every ply drawClaim says whether
// a claim is open, claimDraw ends the game as a draw exactly where the FIDE Laws (9.2, 9.3)
// allow it and is refused with the library's reason one ply earlier; fivefold repetition and
// 75 moves (9.6) end the game by themselves. Skipped, with a message, when
// wasm/dist/tessera.js has not been built (make wasm).
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

// The records of tests/records (UCI moves, shared with the C, protocol and Python tests): the
// Closed Ruy Lopez to 7...d6, then
// - Nc3 Bd7 Nb1 Bc8 three times and 14.h3: the position after 7...d6 for the third time after
//   ply 22 and the fourth after ply 26, each between for the third time after plies 23 to 25
//   (so a claim at plies 22 to 26), and the game goes on;
// - 150 plies without a capture, a pawn move, a check or any position twice: a claim from ply
//   14 + 100, the record to 60 moves (ply 134) still goes on, ply 14 + 150 ends the game.
const RECORDS = path.join(__dirname, '..', '..', 'tests', 'records');
const readRecord = (name) => fs.readFileSync(path.join(RECORDS, name), 'utf8').split('\n')
  .filter((line) => !line.startsWith('#')).join(' ').trim().split(/\s+/);
const REPEATED = readRecord('chess-repetition.txt');
const RUY_LOPEZ = 14;
const QUIET = readRecord('chess-quiet-moves.txt');
// Two more, for what makes positions the same (FIDE 9.2.3), in SAN as a game score has them:
// - knights out and back: the position after 1...e5 (its en-passant square e6 takes no capture,
//   so it counts as the same position) occurs for the third time after 5...Nb8, ply 10. Nobody
//   claims, and Scholar's mate follows;
// - rooks to g and back: 2.Rg1 and 2...Rg8 give up castling short, so the position after
//   3...Rh8 is not the one after 1...Nf6 (other castling rights), nor the one after 6.Rg1 the
//   one after 2.Rg1. Third occurrences: after 6...Rg8 (ply 12, first seen after 2...Rg8), 7.Rh1
//   (ply 13) and 7...Rh8 (ply 14). A count that ignored castling rights would claim at plies 10
//   and 11.
const KNIGHTS = 'e4 e5 Nf3 Nc6 Ng1 Nb8 Nf3 Nc6 Ng1 Nb8 Qh5 Nc6 Bc4 Nf6 Qxf7#'.split(' ');
const ROOKS = 'Nf3 Nf6 Rg1 Rg8 Rh1 Rh8 Rg1 Rg8 Rh1 Rh8 Rg1 Rg8 Rh1 Rh8'.split(' ');

// plies first to last (included), each with claim.
const claimsFrom = (first, last, claim) => new Map(Array.from({ length: last - first + 1 }, (_, i) => [first + i, claim]));

let rules;

before(async () => {
  if (BUILT) rules = await TesseraRules.load();
});

// A score's moves in the engine's notation, read one after another with parseSan; the board's
// own SAN of each is the score's.
function readScore(board, sans) {
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

test('the repetition record: a threefold repetition claimed from ply 22 and not before, and the game goes on', { skip: SKIP }, () => withBoard((board) => {
  assert.equal(REPEATED.length, 27);
  replay(board, REPEATED, 'ongoing', '');
  assert.equal(board.drawClaim(), '');
  assertClaims(board, REPEATED, claimsFrom(22, 26, 'repetition'));
  // One ply earlier, exactly: ply 21, the claim refused without the move, granted with it.
  board.setPosition(null, REPEATED.slice(0, 21));
  assertRefused(() => board.claimDraw(), REFUSED_HERE);
  board.claimDraw(REPEATED[21]);
  assert.deepEqual([board.status().reason, board.moveCount()], ['repetition', 22]);
}));

test('a fivefold repetition ends the game by itself', { skip: SKIP }, () => withBoard((board) => {
  const moves = [...REPEATED.slice(0, 26), ...REPEATED.slice(RUY_LOPEZ, RUY_LOPEZ + 4)];
  replay(board, moves, 'draw', 'repetition');
  assert.equal(board.moveCount(), 30);
  assert.deepEqual(board.legalMoves(), []);
  assertRefused(() => board.push('h2h3'), { code: 'game over', message: "move 'h2h3' comes after the end of the game (repetition)" });
  assertRefused(() => board.claimDraw(), { code: 'game over', message: 'the game is over (repetition)' });
  // A ply earlier: a claim (the position after 9.Nb1 for the fourth time, 15.Nb1), not an end;
  // the move that makes the fifth ends the game, so it claims nothing.
  board.pop();
  assert.deepEqual([board.status().outcome, board.drawClaim(), board.drawClaim(moves[29])], ['ongoing', 'repetition', '']);
}));

test('the quiet record: fifty moves claimed from ply 114 and not before, 60 moves play on, the 150th ends it', { skip: SKIP }, () => withBoard((board) => {
  assert.equal(QUIET.length, RUY_LOPEZ + 150);
  replay(board, QUIET.slice(0, RUY_LOPEZ + 120), 'ongoing', '');
  assert.equal(board.drawClaim(), 'fifty-moves');
  assert.equal(board.position().split(' ')[4], '120');
  replay(board, QUIET, 'draw', 'fifty-moves');
  assertClaims(board, QUIET.slice(0, -1), claimsFrom(RUY_LOPEZ + 100, QUIET.length - 1, 'fifty-moves'));
  // Ply 113, one before the claim opens: refused without the move, granted with it.
  board.setPosition(null, QUIET.slice(0, RUY_LOPEZ + 99));
  assertRefused(() => board.claimDraw(), REFUSED_HERE);
  board.claimDraw(QUIET[RUY_LOPEZ + 99]);
  assert.deepEqual([board.status().reason, board.moveCount()], ['fifty-moves', RUY_LOPEZ + 100]);
}));

test('a pawn move closes the fifty-move claim', { skip: SKIP }, () => withBoard((board) => {
  board.setPosition(null, QUIET.slice(0, RUY_LOPEZ + 110));
  assert.equal(board.drawClaim(), 'fifty-moves');
  // A pawn move (SAN without a piece letter) starts the count again, and opens no claim.
  const pawnMove = board.legalMoves().find((move) => /^[a-h]/.test(board.sanMove(move)));
  assert.ok(pawnMove, 'a pawn can move');
  assert.equal(board.drawClaim(pawnMove), '');
  board.push(pawnMove);
  assert.equal(board.drawClaim(), '');
  assertRefused(() => board.claimDraw(), REFUSED_HERE);
  board.pop();
  assert.equal(board.drawClaim(), 'fifty-moves');
}));

test('the same position needs the same en-passant captures: knights out and back claim at ply 10, Scholar\'s mate after it', { skip: SKIP }, () => withBoard((board) => {
  const moves = readScore(board, KNIGHTS);
  assert.deepEqual(moves.slice(0, 6), ['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f3g1', 'c6b8']);
  replay(board, moves, 'win', 'checkmate');
  assert.equal(board.status().winner, 0);
  assertClaims(board, moves, new Map([[10, 'repetition']]));
}));

test('the same position needs the same castling rights: rooks to g and back claim at plies 12 to 14, not 10', { skip: SKIP }, () => withBoard((board) => {
  const moves = readScore(board, ROOKS);
  replay(board, moves, 'ongoing', '');
  assertClaims(board, moves, claimsFrom(12, 14, 'repetition'));
}));
