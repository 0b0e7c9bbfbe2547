// notation.test.js - the page in real notation, in headless Chromium, in both modes: chess
// moves in SAN in the move table and the last-move line, a check marked on the board (the
// king's square and + in SAN), and the Hint: named in SAN, marked on the board, and the
// engine's best move whatever the level (a mate in one at Beginner, five presses in a row),
// searched at full strength while the engine's own moves keep the chosen level.
'use strict';

const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const { startAll, openPage, newGame, waitForHumanTurn, clickMove } = require('./browser');

// 1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6: White mates with 4. Qxf7#.
const SCHOLAR = ['e2e4', 'e7e5', 'f1c4', 'b8c6', 'd1h5', 'g8f6'];
let browser;

before(async () => {
  browser = await startAll();
});

after(async () => {
  if (browser) await browser.stop();
});

// The text of the move table, row by row: [number, move, move].
function tableRows(page) {
  return page.$$eval('#moves tbody tr', (rows) => rows.map((row) => [...row.cells].map((cell) => cell.textContent)));
}

// Plays moves by clicking (both seats human), waiting for each to be on the page.
async function play(page, moves) {
  for (const move of moves) {
    const before = await page.evaluate(() => window.tessera.state.moves.length);
    await clickMove(page, 'chess', move);
    await page.waitForFunction((n) => window.tessera.state.moves.length > n, before);
  }
}

// Every command line the page posts to its engine worker, in window.sentToEngine.
function recordEngineCommands(page) {
  return page.addInitScript(() => {
    window.sentToEngine = [];
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function record(message) {
      window.sentToEngine.push(...String(message).split('\n'));
      return post.call(this, message);
    };
  });
}

// The squares the board marks with a class.
const marked = (page, mark) => page.$$eval(`#board .square.${mark}`, (items) => items.map((item) => item.dataset.square).sort());

// Presses Hint `times` times in the same position; resolves with each hint's SAN and move.
async function pressHint(page, times) {
  const hints = [];
  for (let i = 0; i < times; i++) {
    await page.evaluate(() => {
      document.getElementById('hint').textContent = '';
      delete document.getElementById('hint').dataset.move;
    });
    await page.click('#hint-button');
    await page.waitForFunction(() => document.getElementById('hint').dataset.move);
    hints.push([await page.textContent('#hint'), await page.getAttribute('#hint', 'data-move')]);
  }
  return hints;
}

async function sanAndCheck(url) {
  const page = await openPage(browser.context, url);
  await newGame(page, { game: 'chess', seats: ['human', 'human'], level: 1 });
  await play(page, ['e2e4', 'f7f5', 'd1h5']);
  assert.deepEqual(await tableRows(page), [['1.', 'e4', 'f5'], ['2.', 'Qh5+', '']]);
  assert.equal(await page.textContent('#last-move'), 'Last move: 2. Qh5+');
  assert.deepEqual(await marked(page, 'check'), ['e8'], "the checked king's square is marked");
  await play(page, ['g7g6']);
  assert.deepEqual(await marked(page, 'check'), [], 'no check, no mark');
  assert.equal(await page.textContent('#last-move'), 'Last move: 2... g6');
  await play(page, ['h5g6']);
  assert.deepEqual(await tableRows(page), [['1.', 'e4', 'f5'], ['2.', 'Qh5+', 'g6'], ['3.', 'Qxg6+', '']]);
  assert.deepEqual(await marked(page, 'check'), ['e8']);
  assert.deepEqual(page.errors, []);
  await page.close();
}

test('chess moves in SAN, numbered, and a check marked on the board, in the browser', () => sanAndCheck(browser.localUrl));

test('chess moves in SAN and the check mark with the engine on the server', () => sanAndCheck(browser.url));

async function mateHint(url) {
  const page = await openPage(browser.context, url);
  await newGame(page, { game: 'chess', seats: ['human', 'human'], level: 1 });
  await play(page, SCHOLAR);
  // Beginner level, yet every press names the mate: the hint searches at full strength.
  const hints = await pressHint(page, 5);
  assert.deepEqual(hints, Array(5).fill(['Hint: Qxf7#', 'h5f7']));
  assert.deepEqual(await marked(page, 'hint'), ['f7', 'h5'], "the hint's squares are marked");
  await play(page, ['h5f7']);
  assert.deepEqual(await marked(page, 'hint'), [], 'the mark goes with the next move');
  assert.deepEqual((await tableRows(page)).at(-1), ['4.', 'Qxf7#', '']);
  assert.match(await page.textContent('#result-text'), /White wins by checkmate/);
  assert.deepEqual(page.errors, []);
  await page.close();
}

test('the hint is the best move at any level, in SAN and marked, in the browser', () => mateHint(browser.localUrl));

test('the hint is the best move at any level with the engine on the server', () => mateHint(browser.url));

test('a hint searches at full strength, the engine moves at the chosen level', async () => {
  const page = await browser.context.newPage();
  await recordEngineCommands(page);
  await page.goto(browser.localUrl);
  await page.waitForSelector('body[data-ready="true"]');
  await newGame(page, { game: 'chess', seats: ['human', 'engine'], level: 1 });
  await waitForHumanTurn(page, 0);
  await page.evaluate(() => {
    window.sentToEngine.length = 0;
  });
  await pressHint(page, 1);
  await clickMove(page, 'chess', 'e2e4');
  await waitForHumanTurn(page, 2);
  const sent = await page.evaluate(() => window.sentToEngine);
  const searches = sent.flatMap((line, at) => (line.startsWith('go ') ? [{ at, line }] : []));
  assert.equal(searches.length, 2, sent.join(' | '));
  const levelBefore = (at) => sent.slice(0, at).reverse().find((line) => line.startsWith('setoption name Skill Level'));
  assert.equal(levelBefore(searches[0].at), 'setoption name Skill Level value 20', 'the hint');
  assert.equal(levelBefore(searches[1].at), 'setoption name Skill Level value 1', "the engine's move");
  assert.ok(sent.slice(0, searches[0].at).includes('setoption name UCI_LimitStrength value false'));
  const movetime = Number(searches[0].line.match(/movetime (\d+)/)[1]);
  assert.ok(movetime >= 500 && movetime <= 1000, `a hint thinks a short while, not ${movetime} ms`);
  await page.close();
});

test('a hint in a wall game marks its wall on the board', async () => {
  const page = await openPage(browser.context, browser.localUrl);
  await newGame(page, { game: 'wallchess', seats: ['human', 'human'], level: 1 });
  await waitForHumanTurn(page, 0);
  const [[text, move]] = await pressHint(page, 1);
  assert.equal(text, `Hint: ${move}`, 'wall games keep the move as it is');
  if (/[hv]$/.test(move)) assert.equal(await page.locator(`#board .wall.hint[data-hint="${move}"]`).count(), 1);
  else assert.equal(await page.locator(`#board .cell.hint[data-square="${move}"]`).count(), 1);
  // The same mark for a wall, whatever the engine chose above.
  await page.evaluate(() => {
    const state = window.tessera.state;
    window.tessera.board.update({ ...state, hint: 'c5h' }, true, false);
  });
  assert.equal(await page.locator('#board .wall.hint[data-hint="c5h"]').count(), 1);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Void Chess moves are in SAN too', async () => {
  const page = await openPage(browser.context, browser.localUrl);
  await newGame(page, { game: 'voidchess', seats: ['human', 'human'], level: 1 });
  for (let ply = 0; ply < 4; ply++) {
    const state = await waitForHumanTurn(page, ply);
    const move = state.legal.find((item) => item.length === 4) || state.legal[0];
    await clickMove(page, 'voidchess', move);
    await page.waitForFunction((n) => window.tessera.state.moves.length > n, ply);
  }
  const state = await page.evaluate(() => window.tessera.state);
  const cells = (await tableRows(page)).flatMap((row) => row.slice(1));
  assert.deepEqual(cells, state.san);
  for (const [index, text] of cells.entries()) {
    assert.match(text, /^([KQRBNM]?[a-i]?[1-9]?x?[a-i][1-9](=[QRBNM])?|O-O(-O)?)[+#]?$/, `SAN, not ${state.moves[index]}`);
    assert.notEqual(text, state.moves[index]);
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});
