// local.test.js - the page with the engine in the browser (WebAssembly, wasm/): every game
// played to its end against the engine at the lowest level, the human side clicking seeded
// random legal moves. The server only serves files: its engine binary does not exist, so
// every engine move comes from the page's worker. Cross-origin isolated, the worker runs the
// threaded build; without the isolation headers, the one-thread build.
'use strict';

const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const { startAll, openPage, newGame, seededRandom, playUntil } = require('./browser');

const MAX_PLIES = 1000;
let browser;

before(async () => {
  browser = await startAll({ binary: '/nonexistent/tessera' });
});

after(async () => {
  if (browser) await browser.stop();
});

test('the page is cross-origin isolated and its engine runs in the browser with threads', async () => {
  const page = await openPage(browser.context, browser.localUrl);
  assert.equal(await page.evaluate(() => window.crossOriginIsolated), true);
  assert.match(await page.textContent('#engine-info'), /^$|WebAssembly/);
  await newGame(page, { game: 'chess', seats: ['engine', 'human'], level: 1 });
  await page.waitForFunction(() => window.tessera.state.moves.length === 1);
  assert.match(await page.textContent('#engine-info'), /The engine runs in this browser \(WebAssembly, [2-9] threads\)\./);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('without cross-origin isolation the page plays with the one-thread build', async () => {
  const plain = await startAll({ binary: '/nonexistent/tessera', isolation: false });
  try {
    const page = await openPage(plain.context, plain.localUrl);
    assert.equal(await page.evaluate(() => window.crossOriginIsolated), false);
    await newGame(page, { game: 'wallchess', seats: ['human', 'engine'], level: 1 });
    const state = await playUntil(page, 'wallchess', 6, seededRandom(5));
    assert.ok(state.moves.length >= 6);
    assert.equal(await page.textContent('#engine-info'), 'The engine runs in this browser (WebAssembly, 1 thread).');
    assert.deepEqual(page.errors, []);
    await page.close();
  } finally {
    await plain.stop();
  }
});

for (const [index, game] of ['chess', 'voidchess', 'wallchess', 'wallgo', 'wallrunner'].entries()) {
  test(`${game}: played to its end against the in-browser engine`, async (t) => {
    const page = await openPage(browser.context, browser.localUrl);
    await newGame(page, { game, seats: ['human', 'engine'], level: 1 });
    const state = await playUntil(page, game, MAX_PLIES, seededRandom(100 + index));
    assert.ok(state.result, `no result after ${state.moves.length} plies`);
    assert.match(await page.textContent('#status'), /wins|Draw|lost on time/);
    t.diagnostic(`${state.moves.length} plies, ${JSON.stringify(state.result)}`);
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}
