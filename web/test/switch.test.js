// switch.test.js - one browser tab plays game after game, so that every board kind follows
// every other (the wall boards' grid rows once survived into a chess board and squashed it).
// After each switch, and after a move made by clicking, the board's geometry is checked:
// its grid tracks, every cell's size and place, every piece inside its cell, and that the
// point at the centre of each cell belongs to that cell.
'use strict';

const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const { startAll, openPage, newGame, waitForHumanTurn, clickMove, seededRandom } = require('./browser');

// Cells a side, the cell size in units of the board's --u (a pixel or so, from the screen's
// size: style.css) and the grid tracks each board should have.
const BOARDS = {
  chess: { size: 8, cellPx: 56, rows: 9, columns: 9 },
  voidchess: { size: 9, cellPx: 56, rows: 10, columns: 10 },
  wallrunner: { size: 8, cellPx: 56, rows: 9, columns: 9 },
  wallchess: { size: 9, cellPx: 48, rows: 18, columns: 18 },
  wallgo: { size: 7, cellPx: 48, rows: 14, columns: 14 },
};

// A walk through the games that contains every ordered pair (a, b), a != b, as consecutive
// games: Hierholzer's algorithm on the complete directed graph of the games.
function everyOrderedPair(games) {
  const unused = new Map(games.map((game) => [game, games.filter((other) => other !== game)]));
  const stack = [games[0]];
  const walk = [];
  while (stack.length) {
    const next = unused.get(stack[stack.length - 1]);
    if (next.length) stack.push(next.shift());
    else walk.push(stack.pop());
  }
  return walk.reverse();
}

// What the page's board looks like, measured in the page.
function measureBoard() {
  const board = document.getElementById('board');
  const style = getComputedStyle(board);
  const tracks = (text) => text.split(' ').filter(Boolean).length;
  const cells = [...board.querySelectorAll('[data-square]')].map((cell) => {
    const box = cell.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const hitCell = hit && hit.closest('[data-square]');
    const outside = [...cell.querySelectorAll('.piece, .token')].filter((piece) => {
      const inner = piece.getBoundingClientRect();
      return inner.width === 0 || inner.height === 0 || inner.top < box.top - 0.5 ||
        inner.bottom > box.bottom + 0.5 || inner.left < box.left - 0.5 || inner.right > box.right + 0.5;
    }).length;
    return {
      name: cell.dataset.square,
      top: box.top,
      left: box.left,
      width: box.width,
      height: box.height,
      hit: hitCell ? hitCell.dataset.square : null,
      outside,
    };
  });
  // One unit of the board in pixels, from a probe 1000 units wide.
  const probe = document.createElement('div');
  probe.style.cssText = 'position: absolute; width: calc(1000 * var(--u)); height: 0';
  board.appendChild(probe);
  const unit = probe.getBoundingClientRect().width / 1000;
  probe.remove();
  return { rows: tracks(style.gridTemplateRows), columns: tracks(style.gridTemplateColumns), cells, unit };
}

async function checkGeometry(page, game, when) {
  const expected = BOARDS[game];
  const measured = await page.evaluate(measureBoard);
  const where = `${game} ${when}`;
  assert.equal(measured.rows, expected.rows, `${where}: grid rows`);
  assert.equal(measured.columns, expected.columns, `${where}: grid columns`);
  assert.equal(measured.cells.length, expected.size * expected.size, `${where}: cells`);
  const cellPx = expected.cellPx * measured.unit;
  assert.ok(measured.unit >= 0.5, `${where}: a unit of ${measured.unit} px`);
  for (const cell of measured.cells) {
    assert.ok(Math.abs(cell.width - cellPx) < 0.5, `${where}: ${cell.name} is ${cell.width} px wide`);
    assert.ok(Math.abs(cell.height - cellPx) < 0.5, `${where}: ${cell.name} is ${cell.height} px high`);
    assert.equal(cell.hit, cell.name, `${where}: a click at the centre of ${cell.name} lands on ${cell.hit}`);
    assert.equal(cell.outside, 0, `${where}: a piece of ${cell.name} is hidden or outside it`);
  }
  const distinct = (key) => new Set(measured.cells.map((cell) => Math.round(cell[key]))).size;
  assert.equal(distinct('top'), expected.size, `${where}: rows of cells`);
  assert.equal(distinct('left'), expected.size, `${where}: columns of cells`);
  // Rank 1 is the bottom row and file a the left column, whatever the board.
  const byName = new Map(measured.cells.map((cell) => [cell.name, cell]));
  const top = `a${expected.size}`;
  assert.ok(byName.get('a1').top > byName.get(top).top, `${where}: a1 below ${top}`);
  assert.ok(byName.get('a1').left < byName.get(`${'abcdefghi'[expected.size - 1]}1`).left, `${where}: a1 left of the last file`);
}

let browser;

before(async () => {
  browser = await startAll();
});

after(async () => {
  if (browser) await browser.stop();
});

test('the walk through the games has every ordered pair of games', () => {
  const walk = everyOrderedPair(Object.keys(BOARDS));
  const pairs = new Set(walk.slice(1).map((game, i) => `${walk[i]}>${game}`));
  assert.equal(pairs.size, 5 * 4);
  assert.equal(walk.length, 5 * 4 + 1);
});

test('one tab switches between every pair of boards and keeps their geometry', async () => {
  const page = await openPage(browser.context, browser.url);
  const random = seededRandom(20);
  for (const [index, game] of everyOrderedPair(Object.keys(BOARDS)).entries()) {
    await newGame(page, { game, seats: ['human', 'engine'], level: 1 });
    const state = await waitForHumanTurn(page, 0);
    await checkGeometry(page, game, `(game ${index + 1}) after the switch`);
    const move = state.legal[Math.floor(random() * state.legal.length)];
    await clickMove(page, game, move);
    const answered = await waitForHumanTurn(page, 2);
    assert.equal(answered.moves[0], move, `${game}: the clicked move ${move} was played`);
    await checkGeometry(page, game, `(game ${index + 1}) after ${move} and the engine's reply`);
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});
