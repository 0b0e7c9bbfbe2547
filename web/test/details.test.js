// details.test.js - the page's small things, in headless Chromium with the engine in the
// browser: the side panel stays put during a Wall Go turn, a wall's groove is a target of at
// least 24 px on a 360 px screen, the board is one Tab stop (arrow keys inside), Resign asks
// first, no focus frame is left on a square after a move made by clicking, Wall Runner's
// selection frame is not a wall colour, the board uses the height of a 1280x800 screen, and
// the page opened as a file says how to open it.
'use strict';

const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const { startAll, openPage, newGame, waitForHumanTurn, clickMove, seededRandom, playUntil } = require('./browser');

let browser;

before(async () => {
  browser = await startAll({ binary: '/nonexistent/tessera' });
});

after(async () => {
  if (browser) await browser.stop();
});

// Where the panel and its buttons are on the screen.
function panelPlace(page) {
  return page.evaluate(() => ['aside', '#hint-button', '#undo-button', '#resign-button'].map((selector) => {
    const box = document.querySelector(selector).getBoundingClientRect();
    return `${selector} ${box.left},${box.top}`;
  }));
}

test('the side panel stays put between the clicks of a Wall Go turn', async () => {
  const page = await openPage(browser.context, browser.localUrl);
  await page.setViewportSize({ width: 1280, height: 800 });
  await newGame(page, { game: 'wallgo', players: 2, seats: ['human', 'human'], level: 1 });
  // The placements (4 tokens each), then a turn of three clicks: token, destination, wall.
  const state = await playUntil(page, 'wallgo', 8, seededRandom(21));
  const move = state.legal.find((item) => item.includes(',') && item.slice(0, 2) !== item.slice(2, 4));
  const places = [await panelPlace(page)];
  await page.click(`#board [data-square="${move.slice(0, 2)}"]`);
  places.push(await panelPlace(page));
  await page.click(`#board [data-square="${move.slice(2, 4)}"]`);
  places.push(await panelPlace(page));
  assert.match(await page.textContent('#actions'), /hover a groove/, 'the longest line of the turn is showing');
  assert.deepEqual(places[1], places[0]);
  assert.deepEqual(places[2], places[0]);
  await page.click(`#board .groove.legal[data-wall="${move.slice(5)}"]`);
  await page.waitForFunction(() => window.tessera.state.moves.length === 9);
  assert.deepEqual(await panelPlace(page), places[0]);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('on a 360 px screen a groove takes clicks 24 px across, and a click there builds its wall', async () => {
  const page = await openPage(browser.context, browser.localUrl);
  await page.setViewportSize({ width: 360, height: 740 });
  await newGame(page, { game: 'wallchess', seats: ['human', 'engine'], level: 1 });
  await waitForHumanTurn(page, 0);
  // c5h lies along the top of c5, c5v along the right of c5: far from the pawns.
  const reach = await page.evaluate(() => ['c5h', 'c5v'].map((wall) => {
    const groove = document.querySelector(`#board .groove.legal[data-wall="${wall}"]`);
    const box = groove.getBoundingClientRect();
    const across = wall.endsWith('h') ? [0, 1] : [1, 0];
    const hits = (offset) => {
      const x = box.left + box.width / 2 + across[0] * offset;
      const y = box.top + box.height / 2 + across[1] * offset;
      return document.elementFromPoint(x, y) === groove;
    };
    let from = 0;
    while (hits(from - 1)) from -= 1;
    let to = 0;
    while (hits(to + 1)) to += 1;
    return { wall, drawn: Math.min(box.width, box.height), target: to - from + 1 };
  }));
  for (const { wall, drawn, target } of reach) {
    assert.ok(drawn < 10, `${wall}: the groove is drawn ${drawn} px thin at 360 px`);
    assert.ok(target >= 24, `${wall}: the groove takes clicks over ${target} px only`);
  }
  // A tap 10 px off the thin groove still builds the wall; the pawn's own cells still move it.
  const box = await page.locator('#board .groove.legal[data-wall="c5h"]').boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2 + 10);
  await waitForHumanTurn(page, 2);
  assert.equal(await page.locator('#board .wall[data-placed="c5h"]').count(), 1);
  await page.click('#board .cell.target >> nth=0');
  await waitForHumanTurn(page, 4);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the board is one Tab stop, and the arrow keys move between its squares', async () => {
  const page = await openPage(browser.context, browser.localUrl);
  await newGame(page, { game: 'chess', seats: ['human', 'engine'], level: 1 });
  await waitForHumanTurn(page, 0);
  assert.equal(await page.locator('#board [tabindex="0"]').count(), 1, 'one Tab stop on the board');
  assert.equal(await page.locator('#board [role="button"]').count(), 10, 'eight pawns and two knights can act');
  await page.focus('#hint-button');
  await page.keyboard.press('Shift+Tab');
  const first = await page.evaluate(() => document.activeElement.dataset.square);
  assert.ok(first, 'Shift+Tab from the panel reaches the board');
  // The knight on b1 and the pawns: Right along rank 2, Down to the knight.
  await page.focus('#board [data-square="a2"]');
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.square), 'b2');
  await page.keyboard.press('ArrowDown');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.square), 'b1');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.square), 'e2');
  assert.equal(await page.locator('#board [tabindex="0"]').count(), 1);
  assert.equal(await page.getAttribute('#board [data-square="e2"]', 'tabindex'), '0', 'the Tab stop follows the focus');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowUp');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.square), 'e3', 'the targets join the arrows');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  const state = await waitForHumanTurn(page, 2);
  assert.equal(state.moves[0], 'e2e4');
  assert.equal(await page.locator('#board [tabindex="0"]').count(), 1);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Resign asks first: No plays on, Yes resigns', async () => {
  const page = await openPage(browser.context, browser.localUrl);
  await newGame(page, { game: 'chess', seats: ['human', 'engine'], level: 1 });
  await waitForHumanTurn(page, 0);
  assert.equal(await page.isVisible('#resign-confirm'), false);
  await page.click('#resign-button');
  assert.equal(await page.isVisible('#resign-confirm'), true);
  assert.equal(await page.textContent('#resign-question'), 'Resign this game?');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'resign-no', 'the safe answer has the focus');
  await page.click('#resign-no');
  assert.equal(await page.isVisible('#resign-confirm'), false);
  await page.waitForTimeout(300);
  assert.equal(await page.evaluate(() => window.tessera.state.result), null, 'No leaves the game going');
  await page.click('#resign-button');
  await page.keyboard.press('Escape');
  assert.equal(await page.isVisible('#resign-confirm'), false, 'Escape is No');
  await page.click('#resign-button');
  await page.click('#resign-yes');
  await page.waitForFunction(() => window.tessera.state.result);
  assert.equal(await page.textContent('#result-text'), 'You lose. Black wins: White resigned.');
  assert.equal(await page.isVisible('#resign-confirm'), false);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('after a move made by clicking no focus frame stays on the board', async () => {
  const page = await openPage(browser.context, browser.localUrl);
  await newGame(page, { game: 'chess', seats: ['human', 'engine'], level: 1 });
  await waitForHumanTurn(page, 0);
  await clickMove(page, 'chess', 'e2e4');
  await waitForHumanTurn(page, 2);
  await clickMove(page, 'chess', 'd2d4');
  await waitForHumanTurn(page, 4);
  const framed = await page.$$eval('#board *', (items) => items.filter((item) => item.matches(':focus-visible')).map((item) => item.dataset.square));
  assert.deepEqual(framed, []);
  assert.equal(await page.evaluate(() => document.getElementById('board').contains(document.activeElement)), false);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("Wall Runner's selection frame has a colour of its own, not a wall's", async () => {
  const page = await openPage(browser.context, browser.localUrl);
  await newGame(page, { game: 'wallrunner', seats: ['human', 'engine'], level: 1 });
  const state = await waitForHumanTurn(page, 0);
  await page.click(`#board [data-square="${state.legal[0].slice(0, 2)}"]`);
  const frames = await page.evaluate(() => {
    const colour = (className) => {
      const square = document.createElement('div');
      square.className = `square ${className}`;
      document.getElementById('board').appendChild(square);
      const shadow = getComputedStyle(square).boxShadow;
      square.remove();
      return shadow.match(/rgba?\([^)]*\)/)[0];
    };
    return {
      selected: getComputedStyle(document.querySelector('#board .square.selected')).boxShadow.match(/rgba?\([^)]*\)/)[0],
      walls: ['wall-white', 'wall-black', 'wall-both'].map(colour),
    };
  });
  const rgb = (text) => text.match(/[\d.]+/g).slice(0, 3).map(Number);
  for (const wall of frames.walls) {
    const distance = Math.hypot(...rgb(frames.selected).map((value, i) => value - rgb(wall)[i]));
    assert.ok(distance > 120, `the selection ${frames.selected} looks like the wall ${wall}`);
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('at 1280x800 the board uses the height of the screen, and still fits', async () => {
  const page = await openPage(browser.context, browser.localUrl);
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const game of ['chess', 'wallchess', 'wallgo']) {
    await newGame(page, { game, seats: ['human', 'engine'], level: 1 });
    await waitForHumanTurn(page, 0);
    const place = await page.evaluate(() => {
      const board = document.getElementById('board').getBoundingClientRect();
      const panel = document.querySelector('aside').getBoundingClientRect();
      const actions = document.getElementById('actions').getBoundingClientRect();
      return { height: board.height, bottom: actions.bottom, right: board.right, panel: panel.left };
    });
    assert.ok(place.height >= 560, `${game}: the board is ${place.height} px tall`);
    assert.ok(place.bottom <= 800, `${game}: the lines under the board end at ${place.bottom} px`);
    assert.ok(place.panel > place.right, `${game}: the panel stays beside the board`);
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('opened as a file, the page says to open it through the server', async () => {
  const page = await browser.context.newPage();
  await page.goto(pathToFileURL(path.join(__dirname, '..', 'public', 'index.html')).href);
  await page.waitForFunction(() => document.getElementById('status').textContent !== 'Loading...');
  assert.equal(
    await page.textContent('#status'),
    'This page needs its server: run node web/server.js, then open http://127.0.0.1:8080/',
  );
  await page.close();
});
