// e2e.test.js - the browser board against the real engine in headless Chromium: at least
// ten plies of every game (human moves made by clicking), Wall Go with four seats, Wall Go
// under the show rules to its end (and a start string of the other rule set refused), a game
// whose engine is killed twice (between moves and while it thinks) and recovers, no console
// errors anywhere; saves a screenshot of each game's board in build/screenshots/ (copied to
// docs/screenshots/ by hand when the page changes, so a test run modifies no tracked file).
'use strict';

const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const fs = require('node:fs');
const { startAll, openPage, newGame, refusedStart, waitForHumanTurn, playShowGame, seededRandom, playUntil } = require('./browser');

const SCREENSHOTS = path.join(__dirname, '..', '..', 'build', 'screenshots');
const PLIES = 10;
const CELLS = { chess: 64, voidchess: 81, wallchess: 81, wallgo: 49, wallrunner: 64 };

let browser;

before(async () => {
  browser = await startAll();
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
});

after(async () => {
  if (browser) await browser.stop();
});

async function checkBoard(page, state, game) {
  assert.equal(await page.locator('#board [data-square]').count(), CELLS[game]);
  assert.equal(await page.locator('#clocks .clock').count(), state.players);
  assert.match(await page.textContent('#clocks'), /\d+:\d\d/);
  assert.match(await page.textContent('#status'), /to move|wins|Draw/);
  assert.equal(await page.locator('#moves td[data-ply]').count(), state.moves.length);
  assert.ok(state.status && state.fen, 'the page shows the engine status and position');
}

for (const [index, game] of ['chess', 'voidchess', 'wallchess', 'wallgo', 'wallrunner'].entries()) {
  test(`${game}: ${PLIES} plies against the engine`, async () => {
    const page = await openPage(browser.context, browser.url);
    await newGame(page, { game, seats: ['human', 'engine'], clock: 10 });
    // Random moves can lose a King within ten plies: the human takes the hints there. The
    // wall games cannot end that soon, so their human side clicks random legal moves.
    const human = game.startsWith('wall') && game !== 'wallrunner' ? seededRandom(index + 1) : 'hint';
    const state = await playUntil(page, game, PLIES, human);
    assert.ok(state.moves.length >= PLIES, `only ${state.moves.length} plies: ${JSON.stringify(state.result)}`);
    await checkBoard(page, state, game);
    await page.screenshot({ path: path.join(SCREENSHOTS, `${game}.png`) });
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

test('wallgo with four players: two human seats and two engines', async () => {
  const page = await openPage(browser.context, browser.url);
  await newGame(page, { game: 'wallgo', players: 4, seats: ['human', 'engine', 'human', 'engine'], clock: 10 });
  const state = await playUntil(page, 'wallgo', 12, seededRandom(7));
  assert.ok(state.moves.length >= 12);
  assert.equal(state.names.length, 4);
  await checkBoard(page, state, 'wallgo');
  await page.screenshot({ path: path.join(SCREENSHOTS, 'wallgo-4-players.png') });
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("wallgo under the show rules with the server's engine: to its end, the tie-break reason shown", async () => {
  const page = await openPage(browser.context, browser.url);
  const show = '7/1B3A1/7/2BAA2/3B3/1A3B1/7 A 20,20 - 0,0 show';
  // A show string while the game is on the site rules: the engine's reason, no game.
  assert.equal(await refusedStart(page, 'wallgo', show),
    'bad wallgo position: the position is under the show rules but WallGoRules is site (set it to show first)');
  await newGame(page, { game: 'wallgo', seats: ['human', 'engine'], level: 1, clock: 10, options: { WallGoRules: 'show' } });
  assert.equal((await waitForHumanTurn(page, 0)).fen, '7/7/7/7/7/7/7 A 20,20 - 4,4 show');
  const state = await playShowGame(page, seededRandom(48));
  assert.ok(['territory', 'largest-region', 'regions'].includes(state.result.reason), state.result.reason);
  assert.match(await page.textContent('#result-text'), /(wins|Draw) (on territory|on the tie-break)/);
  await checkBoard(page, state, 'wallgo');
  await page.screenshot({ path: path.join(SCREENSHOTS, 'wallgo-show.png') });
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a killed engine is replaced and the game goes on from the same position', async () => {
  const page = await openPage(browser.context, browser.url);
  await newGame(page, { game: 'wallchess', seats: ['human', 'engine'], level: 20 });
  const random = seededRandom(11);
  const before = await playUntil(page, 'wallchess', 4, random);
  process.kill(before.engine.pid, 'SIGKILL');
  const restored = await page.waitForFunction(() => window.tessera.state.engine.restarts === 1);
  const after = await page.evaluate(() => window.tessera.state);
  assert.ok(restored);
  assert.notEqual(after.engine.pid, before.engine.pid);
  assert.equal(after.fen, before.fen);
  assert.deepEqual(after.moves, before.moves);
  assert.match(await page.textContent('#notice'), /engine restarted/);

  // Kill it again right after a human move, while the engine is thinking.
  const state = await waitForHumanTurn(page, after.moves.length);
  await page.click(`#board [data-square="${state.legal.find((move) => /^[a-i][1-9]$/.test(move))}"]`);
  await page.waitForFunction(() => window.tessera.state.thinking, null, { polling: 5 });
  process.kill((await page.evaluate(() => window.tessera.state.engine.pid)), 'SIGKILL');
  await page.waitForFunction(() => window.tessera.state.engine.restarts === 2);
  const final = await playUntil(page, 'wallchess', PLIES, random);
  assert.ok(final.moves.length >= PLIES);
  assert.equal(final.result, null);
  assert.deepEqual(page.errors, []);
  await page.close();
});
