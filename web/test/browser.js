// browser.js - starts the web server and Debian's headless Chromium for the end-to-end
// tests, and plays moves on the page by clicking as a person would. `url` opens the page with
// the server's engine processes, `localUrl` with the engine in the browser (WebAssembly).
'use strict';

const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { chromium } = require('playwright-core');
const { startServer } = require('../server');

const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// binary: the engine the server runs; a path that does not exist proves a page plays alone.
// isolation: false serves the page without the headers that give its engine threads.
async function startAll({ binary = process.env.TESSERA_BIN || path.join(__dirname, '..', '..', 'tessera'), isolation = true } = {}) {
  const movetime = Number(process.env.TESSERA_MOVETIME || 100);
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    binary,
    movetimeMs: movetime,
    clockMs: 600000,
    isolation,
  });
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1100, height: 760 },
  });
  const base = `http://127.0.0.1:${server.address().port}/`;
  const stop = async () => {
    await context.close();
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(profile, { recursive: true, force: true });
  };
  return { context, url: `${base}?engine=server`, localUrl: `${base}?movetime=${movetime}`, stop };
}

// A page with its console errors and uncaught exceptions collected in page.errors; prepare,
// when given, runs on the page before it loads (to route its requests, say).
async function openPage(context, url, prepare = null) {
  const page = await context.newPage();
  page.setDefaultTimeout(30000);
  if (prepare) await prepare(page);
  page.errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') page.errors.push(message.text());
  });
  page.on('pageerror', (error) => page.errors.push(error.message));
  await page.goto(url);
  await page.waitForSelector('body[data-ready="true"]');
  return page;
}

// Starts a game from the setup form: side (the player index) is the "You play" choice;
// seats (one 'human' or 'engine' a player) are set in the Seats box instead, clock in minutes (0: none; left as the form has it when not given),
// options the game's own ({ WallGoRules: 'show' }: its selects in the form), position a
// position string to start from (the Position box; none: the start). Resolves once the first
// state of the new game has arrived (the page drops older games' states).
async function newGame(page, { game, players = 2, side, seats, level = 10, clock, options = {}, position = '' }) {
  await page.selectOption('#game', game);
  if (await page.isVisible('#players')) await page.selectOption('#players', String(players));
  for (const [name, value] of Object.entries(options)) await page.selectOption(`.game-option[data-option="${name}"]`, value);
  await setStartPosition(page, position);
  // One person among engines chooses a side, as people do; other mixes use the Seats box.
  const chosen = seats ? seats.slice(0, await page.locator('.seat').count()) : null;
  if (chosen && chosen.filter((seat) => seat === 'human').length === 1) side = chosen.indexOf('human');
  if (side !== undefined) {
    await page.selectOption('#side', String(side));
  } else if (chosen) {
    await page.evaluate(() => {
      document.getElementById('seats-box').open = true;
    });
    const selects = await page.$$('.seat');
    for (let i = 0; i < selects.length; i++) await selects[i].selectOption(chosen[i]);
    await page.evaluate(() => {
      document.getElementById('seats-box').open = false;
    });
  }
  await page.selectOption('#level', String(level));
  if (clock !== undefined) await page.selectOption('#clock', String(clock));
  const id = await page.evaluate(() => window.tessera.gameId);
  await page.click('#new-game');
  await page.waitForFunction(
    ({ name, before }) => window.tessera.gameId > before && window.tessera.state && window.tessera.state.game === name,
    { name: game, before: id },
  );
}

// Writes position into the Position box of the setup form ('' empties it).
async function setStartPosition(page, position) {
  await page.evaluate(() => {
    document.getElementById('position-box').open = true;
  });
  await page.fill('#start-position', position);
  await page.evaluate(() => {
    document.getElementById('position-box').open = false;
  });
}

// Waits until the game has at least `plies` moves and then a human is to move (or it ended).
async function waitForHumanTurn(page, plies, timeout = 20000) {
  await page.waitForFunction(
    (min) => {
      const s = window.tessera.state;
      if (!s || s.moves.length < min) return false;
      return Boolean(s.result) || (s.toMove >= 0 && s.seats[s.toMove] === 'human' && !s.thinking);
    },
    plies,
    { timeout },
  );
  return page.evaluate(() => window.tessera.state);
}

// The clicks that make `move` on the board of `game`.
async function clickMove(page, game, move) {
  const square = (name) => page.click(`#board [data-square="${name}"]`);
  const groove = (wall) => page.click(`#board .groove.legal[data-wall="${wall}"] >> nth=0`);
  if (game === 'wallchess') {
    if (move === '0000') return page.click('#actions .pass');
    return /[hv]$/.test(move) ? groove(move) : square(move);
  }
  if (game === 'wallgo') {
    if (!move.includes(',')) return square(move);
    await square(move.slice(0, 2));
    await square(move.slice(2, 4));
    return groove(move.slice(5));
  }
  await square(move.slice(0, 2));
  await square(move.slice(2, 4));
  if (move.length > 4) await page.click(`#promotion [data-promo="${move.slice(4)}"]`);
}

// The four sides of a Wall Go cell as the notation writes them: its north and east walls, the
// north wall of the cell below and the east wall of the cell to the left.
function sidesOf(cell) {
  const rank = Number(cell.slice(1));
  return [`${cell}n`, `${cell}e`, `${cell[0]}${rank - 1}n`, `${String.fromCharCode(cell.charCodeAt(0) - 1)}${rank}e`];
}

// Plays a Wall Go turn under the show rules by clicking, checking on the way that once the
// token and its destination are chosen the lit grooves are exactly the turn's legal walls,
// each a side of the destination drawn beside it, with the destination framed.
async function clickShowTurn(page, state, move) {
  if (!move.includes(',')) return page.click(`#board [data-square="${move}"]`);
  const to = move.slice(2, 4);
  await page.click(`#board [data-square="${move.slice(0, 2)}"]`);
  await page.click(`#board [data-square="${to}"]`);
  const lit = await page.$$eval('#board .groove.legal', (edges) => edges.map((edge) => [edge.dataset.wall, edge.classList.contains('beside')]));
  const legal = state.legal.filter((item) => item.startsWith(move.slice(0, 5))).map((item) => item.slice(5));
  assert.deepEqual(lit.map(([wall]) => wall).sort(), legal.sort(), `${move}: the lit walls are the legal ones`);
  assert.ok(lit.length >= 1 && lit.length <= 4 && lit.every(([wall, beside]) => beside && sidesOf(to).includes(wall)), `${move}: ${lit}`);
  const frame = await page.getAttribute(`#board [data-square="${to}"]`, 'class');
  assert.ok(frame.split(' ').includes('wall-target'), `${to} is framed: ${frame}`);
  return page.click(`#board .groove.legal[data-wall="${move.slice(5)}"] >> nth=0`);
}

// Plays the human side of a show-rules Wall Go game by clicking random legal moves (each turn
// checked by clickShowTurn) until the game is over; resolves with its last state.
async function playShowGame(page, random) {
  let state = await waitForHumanTurn(page, 0);
  while (!state.result) {
    await clickShowTurn(page, state, state.legal[Math.floor(random() * state.legal.length)]);
    await page.waitForFunction((n) => window.tessera.state.moves.length > n, state.moves.length);
    state = await waitForHumanTurn(page, 0, 60000);
  }
  return state;
}

// Asks for a new game of game from the position string position with the form as it is
// otherwise, where it is refused: resolves with the notice that says why.
async function refusedStart(page, game, position) {
  await page.selectOption('#game', game);
  await setStartPosition(page, position);
  await page.evaluate(() => {
    document.getElementById('notice').textContent = '';
  });
  await page.click('#new-game');
  await page.waitForFunction(() => document.getElementById('notice').textContent !== '');
  return page.textContent('#notice');
}

// A small seeded generator, so the human side's choices repeat from run to run.
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

// The engine's suggestion, asked for with the page's Hint button (shown as "Hint: <SAN>",
// the move itself in the line's data-move).
async function hintedMove(page) {
  await page.click('#hint-button');
  await page.waitForFunction(() => document.getElementById('hint').dataset.move);
  return page.getAttribute('#hint', 'data-move');
}

// Plays human moves by clicking until the game has `plies` moves: random legal ones, or
// (random === 'hint') the moves the Hint button suggests.
async function playUntil(page, game, plies, random) {
  for (;;) {
    const current = await waitForHumanTurn(page, 0);
    if (current.moves.length >= plies || current.result) return current;
    const move =
      random === 'hint' ? await hintedMove(page) : current.legal[Math.floor(random() * current.legal.length)];
    await clickMove(page, game, move);
    await page.waitForFunction((n) => window.tessera.state.moves.length > n, current.moves.length);
  }
}

module.exports = {
  startAll, openPage, newGame, setStartPosition, refusedStart, waitForHumanTurn, clickMove, clickShowTurn, playShowGame,
  seededRandom, playUntil, hintedMove,
};
