// page.test.js - the page as a person meets it, in headless Chromium against the in-browser
// engine (and once against the server's): a board on load, the games offered being the
// engine's (`tessera help`'s list) in both modes, a game without a view played on the generic
// board under its canonical name, the rules summary, the board
// turned for the second player, the thinking indicator, Undo, Resign and the result banner,
// the numbered move table, the optional clock, Wall Go under the show rules played to its end
// (the wall choices around the moved token, the tie-break reason, a start position string of
// each rule set), no debug text, a 360 px wide screen without
// sideways scrolling, wall previews on hover, keyboard focus with visible outlines, labels,
// live regions and text contrast. Saves the page at 1280x800 and 390x844 into
// build/screenshots/ (copied to docs/screenshots/ by hand, so a run changes no tracked file).
'use strict';

const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const { execFileSync } = require('node:child_process');
const path = require('node:path');
const fs = require('node:fs');
const {
  startAll, openPage, newGame, setStartPosition, refusedStart, waitForHumanTurn, clickMove, clickShowTurn, playShowGame,
  seededRandom, playUntil, hintedMove,
} = require('./browser');

const SCREENSHOTS = path.join(__dirname, '..', '..', 'build', 'screenshots');
const BINARY = process.env.TESSERA_BIN || path.join(__dirname, '..', '..', 'tessera');
// The engine's games, as `tessera help` lists them (its registry's order).
const GAMES = /^games: (.*)$/m.exec(execFileSync(BINARY, ['help'], { encoding: 'utf8' }))[1].split(' ');
const offered = (page) => page.$$eval('#game option', (items) => items.map((item) => item.value));
let browser;

before(async () => {
  browser = await startAll({ binary: '/nonexistent/tessera' });
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
});

after(async () => {
  if (browser) await browser.stop();
});

// Bounding boxes of the named cells of the board.
function boxes(page, names) {
  return page.evaluate((list) => Object.fromEntries(list.map((name) => {
    const box = document.querySelector(`#board [data-square="${name}"]`).getBoundingClientRect();
    return [name, { top: box.top, bottom: box.bottom, left: box.left, right: box.right, width: box.width }];
  })), names);
}

// The move table: header names, and each row's number and cells.
function readMoveTable(page) {
  return page.evaluate(() => {
    const table = document.querySelector('#moves table');
    if (!table) return null;
    return {
      head: [...table.tHead.rows[0].cells].map((cell) => cell.textContent),
      rows: [...table.tBodies[0].rows].map((row) => ({
        number: row.cells[0].textContent,
        cells: [...row.cells].slice(1).map((cell) => cell.textContent),
      })),
    };
  });
}

function checkMoveTable(table, state) {
  assert.deepEqual(table.head, ['#', ...state.names.map((name) => name[0].toUpperCase() + name.slice(1))]);
  table.rows.forEach((row, index) => {
    assert.equal(row.number, `${index + 1}.`, 'rows are numbered by move');
    assert.equal(row.cells.length, state.players, 'one column a player');
  });
  // Moves in short notation: SAN in chess and Void Chess, the move's own text in the wall games.
  assert.equal(state.san.length, state.moves.length);
  assert.deepEqual(table.rows.flatMap((row) => row.cells.filter((text) => text !== '')), state.san);
  // Every row holds the moves of one round: the players in turn order.
  const movers = table.rows.flatMap((row) => row.cells.map((text, player) => (text ? player : -1)).filter((p) => p >= 0));
  assert.deepEqual(movers, state.movers);
}

test('a board shows on load, with its rules summary and the choices of side, level and clock', async () => {
  const page = await openPage(browser.context, browser.localUrl);
  await page.waitForFunction(() => window.tessera.state && window.tessera.state.game === 'chess');
  assert.deepEqual(await offered(page), GAMES, "the games offered are the WebAssembly registry's");
  assert.equal(await page.locator('#board [data-square]').count(), 64);
  assert.equal(await page.locator('#board .piece').count(), 32);
  assert.equal(await page.textContent('#rules-title'), 'How to play Chess');
  assert.match(await page.textContent('#rules'), /Checkmate/);
  const options = (select) => page.$$eval(`${select} option`, (items) => items.map((item) => item.textContent));
  assert.deepEqual(await options('#level'), ['Beginner', 'Easy', 'Medium', 'Hard', 'Maximum']);
  assert.deepEqual(await options('#side'), ['White (moves first)', 'Black (moves second)', 'As set under Seats']);
  assert.deepEqual(await options('#clock'), ['No clock', '3 minutes', '10 minutes', '30 minutes']);
  assert.equal(await page.isVisible('#players'), false, 'chess has no choice of players');
  assert.equal(await page.isVisible('#clocks'), false, 'no clock unless chosen');

  // Every game has its own summary; Wall Go offers 2 to 4 players and a side for each.
  for (const game of GAMES) {
    await page.selectOption('#game', game);
    const title = await page.$eval('#game', (select) => select.selectedOptions[0].textContent);
    await page.click('#new-game');
    await page.waitForFunction((name) => window.tessera.state && window.tessera.state.game === name, game);
    assert.equal(await page.textContent('#rules-title'), `How to play ${title}`);
    assert.ok((await page.textContent('#rules')).length > 200, `${game}: a rules paragraph`);
  }
  await page.selectOption('#game', 'wallgo');
  assert.deepEqual(await options('#players'), ['2 players', '3 players', '4 players']);
  await page.selectOption('#players', '4');
  assert.equal((await options('#side')).length, 5);
  await page.selectOption('#side', '2');
  assert.deepEqual(await page.$$eval('.seat', (seats) => seats.map((seat) => seat.value)), ['engine', 'engine', 'human', 'engine']);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("a registered game without a view plays on the generic board under its canonical name", async () => {
  const page = await openPage(browser.context, browser.localUrl);
  // The page's one table of views loses Wall Runner's: the game is then one it has no view for.
  await page.evaluate(async () => {
    const views = await import('/boards/views.js');
    delete views.VIEWS.wallrunner;
  });
  await newGame(page, { game: 'wallrunner', seats: ['human', 'engine'], level: 1 });
  const state = await waitForHumanTurn(page, 0);
  assert.equal(await page.textContent('#rules-title'), 'How to play wallrunner');
  assert.match(await page.textContent('#rules'), /no summary of this game/);
  assert.equal(await page.textContent('#board pre.diagram'), state.board.join('\n'), "the engine's own drawing");
  assert.deepEqual(await page.$$eval('#board .generic-move', (items) => items.map((item) => item.dataset.move)), state.legal);
  const move = state.legal[0];
  await page.click(`#board .generic-move[data-move="${move}"]`);
  const answered = await waitForHumanTurn(page, 2);
  assert.equal(answered.moves[0], move, 'the clicked move was played and the engine answered');
  assert.equal(await page.locator('#board .generic-move').count(), answered.legal.length);
  // Played with the keyboard too: the moves are the board's buttons.
  await page.focus(`#board .generic-move[data-move="${answered.legal[0]}"]`);
  await page.keyboard.press('Enter');
  await waitForHumanTurn(page, 4);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the board is turned when the person plays second', async () => {
  const page = await openPage(browser.context, browser.localUrl);
  await page.selectOption('#side', '1');
  await page.selectOption('#level', '1');
  await page.click('#new-game');
  const state = await waitForHumanTurn(page, 1);
  assert.deepEqual(state.seats, ['engine', 'human']);
  let cells = await boxes(page, ['a1', 'a8', 'h1']);
  assert.ok(cells.a1.top < cells.a8.top, 'rank 1 on top');
  assert.ok(cells.h1.left < cells.a1.left, 'file h on the left');
  // A move by clicking still lands on the right squares.
  const move = state.legal[0];
  await clickMove(page, 'chess', move);
  assert.equal((await waitForHumanTurn(page, 3)).moves[1], move);

  // The groove boards turn too, walls and all: a groove lies between the cells it separates.
  await newGame(page, { game: 'wallchess', seats: ['engine', 'human'], level: 1 });
  await waitForHumanTurn(page, 1);
  cells = await boxes(page, ['e1', 'e2', 'e9', 'a1', 'i1']);
  assert.ok(cells.e1.top < cells.e9.top && cells.i1.left < cells.a1.left);
  const groove = await page.$eval('#board .groove[data-wall="e1h"]', (item) => {
    const box = item.getBoundingClientRect();
    return { top: box.top, bottom: box.bottom, left: box.left, right: box.right };
  });
  assert.ok(groove.top >= cells.e1.bottom - 0.5 && groove.bottom <= cells.e2.top + 0.5, 'e1h between e1 and e2');
  assert.ok(groove.left >= cells.e1.left - 0.5 && groove.right <= cells.e1.right + 0.5, 'e1h along e1');
  // The person playing first sees the usual orientation.
  await newGame(page, { game: 'chess', seats: ['human', 'engine'], level: 1 });
  cells = await boxes(page, ['a1', 'a8']);
  assert.ok(cells.a1.top > cells.a8.top);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a thinking indicator shows while the engine thinks', async () => {
  const page = await openPage(browser.context, browser.localUrl);
  // A level-1 engine may answer within one frame, so polling for the indicator can miss it.
  // An observer of its hidden attribute, installed before the game starts, sees every change:
  // the page shows the indicator when it publishes the thinking state and hides it only when
  // the engine's answer arrives in a later task, so the observer's callback (a microtask)
  // runs while it is still shown.
  await page.evaluate(() => {
    const indicator = document.getElementById('thinking');
    window.thinkingShown = false;
    new MutationObserver(() => {
      const state = window.tessera.state;
      if (state && state.game === 'wallchess' && state.thinking && !indicator.hidden &&
        /thinking/.test(indicator.textContent)) window.thinkingShown = true;
    }).observe(indicator, { attributes: true, attributeFilter: ['hidden'] });
  });
  await newGame(page, { game: 'wallchess', seats: ['engine', 'human'], level: 1 });
  await waitForHumanTurn(page, 1);
  assert.equal(await page.evaluate(() => window.thinkingShown), true, 'the indicator showed while the engine thought');
  assert.equal(await page.isVisible('#thinking'), false);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('undo takes back the move and the reply; resign ends the game with a banner that says why', async () => {
  const page = await openPage(browser.context, browser.localUrl);
  await newGame(page, { game: 'chess', seats: ['human', 'engine'], level: 1 });
  const start = await waitForHumanTurn(page, 0);
  assert.equal(await page.isEnabled('#undo-button'), false, 'nothing to undo yet');
  await clickMove(page, 'chess', 'e2e4');
  await waitForHumanTurn(page, 2);
  assert.equal(await page.isEnabled('#undo-button'), true);
  await page.click('#undo-button');
  const undone = await page.waitForFunction(() => window.tessera.state.moves.length === 0 && window.tessera.state);
  const state = await undone.jsonValue();
  assert.equal(state.fen, start.fen);
  assert.equal(await page.locator('#board [data-square="e2"] .piece').count(), 1);
  assert.equal(await page.textContent('#moves'), 'No moves yet.');

  await clickMove(page, 'chess', 'd2d4');
  await waitForHumanTurn(page, 2);
  assert.equal(await page.isVisible('#result'), false);
  await page.click('#resign-button');
  await page.click('#resign-yes');
  await page.waitForFunction(() => window.tessera.state.result);
  assert.equal(await page.isVisible('#result'), true);
  assert.equal(await page.textContent('#result-text'), 'You lose. Black wins: White resigned.');
  assert.match(await page.textContent('#status'), /Black wins: White resigned/);
  assert.equal(await page.isEnabled('#resign-button'), false);
  assert.equal(await page.isEnabled('#undo-button'), false, 'a resignation is not taken back');
  assert.equal(await page.getAttribute('#result', 'role'), 'status');

  // Play again: a new game of the same kind, the banner gone.
  await page.click('#again-button');
  await page.waitForFunction(() => window.tessera.state && window.tessera.state.moves.length === 0 && !window.tessera.state.result);
  assert.equal(await page.isVisible('#result'), false);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a finished game names the winner and the reason, and its last move can be taken back', async () => {
  const page = await openPage(browser.context, browser.localUrl);
  await newGame(page, { game: 'wallchess', seats: ['human', 'engine'], level: 1 });
  const state = await playUntil(page, 'wallchess', 1000, seededRandom(104));
  assert.ok(state.result);
  const text = await page.textContent('#result-text');
  assert.match(text, /^You (win!|lose\.) (South|North) wins: its pawn reached the far side\.$/);
  if (state.movers.some((player) => state.seats[player] === 'human')) {
    await page.click('#undo-button');
    await page.waitForFunction(() => !window.tessera.state.result);
    assert.equal(await page.isVisible('#result'), false);
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the move table is numbered by move with a column for every player', async () => {
  const page = await openPage(browser.context, browser.localUrl);
  await newGame(page, { game: 'chess', seats: ['human', 'engine'], level: 1 });
  let state = await playUntil(page, 'chess', 5, seededRandom(3));
  let table = await readMoveTable(page);
  checkMoveTable(table, state);
  assert.equal(table.rows[0].number, '1.');
  assert.deepEqual(table.rows[0].cells, state.san.slice(0, 2));
  assert.ok(table.rows[0].cells.every((text) => /^([NBRQK]?[a-h]?[1-8]?x?[a-h][1-8](=[NBRQ])?|O-O(-O)?)[+#]?$/.test(text)), 'SAN');

  // Three players of Wall Go: A, B and C side by side in every row.
  await newGame(page, { game: 'wallgo', players: 3, seats: ['human', 'engine', 'engine'], level: 1 });
  state = await playUntil(page, 'wallgo', 8, seededRandom(4));
  table = await readMoveTable(page);
  checkMoveTable(table, state);
  assert.deepEqual(table.head, ['#', 'A', 'B', 'C']);
  assert.deepEqual(table.rows[0].cells, state.moves.slice(0, 3));
  assert.deepEqual(table.rows[1].cells, state.moves.slice(3, 6));
  // Four players' turns fit side by side in the panel, nothing cut off.
  await newGame(page, { game: 'wallgo', players: 4, seats: ['human', 'engine', 'engine', 'engine'], level: 1 });
  state = await playUntil(page, 'wallgo', 12, seededRandom(5));
  checkMoveTable(await readMoveTable(page), state);
  const fits = await page.$eval('#moves', (box) => box.scrollWidth <= box.clientWidth);
  assert.ok(fits, 'the move table of four players is wider than its box');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Wall Go under the show rules: walls beside the moved token, a game to its end, start strings of each rule set', async () => {
  const page = await openPage(browser.context, browser.localUrl);
  const fixed = '7/1A3B1/7/7/7/1B3A1/7 A 20,20 - 2,2 show';
  await page.selectOption('#game', 'wallgo');
  const choices = (name) => page.$$eval(`.game-option[data-option="${name}"] option`, (items) => items.map((item) => item.value));
  assert.deepEqual(await choices('WallGoRules'), ['site', 'show']);
  assert.deepEqual(await choices('WallGoStart'), ['free', 'fixed']);
  await newGame(page, { game: 'wallgo', seats: ['human', 'engine'], level: 1, clock: 0, options: { WallGoRules: 'show', WallGoStart: 'fixed' } });
  let state = await waitForHumanTurn(page, 0);
  assert.equal(state.fen, fixed);
  assert.deepEqual(state.options, { WallGoRules: 'show', WallGoStart: 'fixed' });
  assert.equal(await page.locator('#board .token').count(), 4, 'the fixed start: two tokens each');
  assert.match(await page.textContent('#rules'), /a free side of the cell the token stands on/);
  assert.match(await page.textContent('#actions'), /^Show rules\. Walls left: A 20, B 20 - to place: A 2, B 2\. Click a lit cell/);
  state = await playShowGame(page, seededRandom(47));
  assert.ok(state.moves.filter((move) => move.includes(',')).length > 0, 'the game got past the placements');
  assert.ok(state.fen.endsWith(' show'));
  assert.ok(['territory', 'largest-region', 'regions'].includes(state.result.reason), state.result.reason);
  const why = { territory: /on territory|Draw on territory/, 'largest-region': /on the tie-break: equal territory, and the larger single region/,
    regions: /on the tie-break: equal territory and largest region, and the larger list of regions/ };
  assert.match(await page.textContent('#result-text'), why[state.result.reason]);
  assert.match(await page.textContent('#status'), /Territory: A \d+, B \d+/);

  // A start position string keeps its rule set: a show string under the site rules is refused
  // with the rules' reason; under the show rules it starts.
  const midgame = '7/1B3A1/7/2BAA2/3B3/1A3B1/7 A 20,20 - 0,0 show';
  const before = await page.evaluate(() => window.tessera.gameId);
  await page.selectOption('.game-option[data-option="WallGoRules"]', 'site');
  assert.equal(await refusedStart(page, 'wallgo', midgame),
    'bad wallgo position: the position is under the show rules but WallGoRules is site (set it to show first)');
  await newGame(page, { game: 'wallgo', seats: ['human', 'engine'], level: 1, options: { WallGoRules: 'show' }, position: midgame });
  state = await waitForHumanTurn(page, 0);
  assert.ok((await page.evaluate(() => window.tessera.gameId)) > before);
  assert.equal(state.fen, midgame);
  assert.equal(state.start, midgame);
  await clickShowTurn(page, state, state.legal[0]);
  state = await waitForHumanTurn(page, 2);
  assert.ok(state.fen.endsWith(' show'));
  assert.equal(await page.locator('#moves td[data-ply]').count(), 2, 'the moves are written from the start string');
  await setStartPosition(page, '');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the clock is optional', async () => {
  const page = await openPage(browser.context, browser.localUrl);
  await newGame(page, { game: 'wallgo', players: 3, seats: ['human', 'engine', 'engine'], level: 1, clock: 3 });
  await waitForHumanTurn(page, 0);
  assert.equal(await page.locator('#clocks .clock').count(), 3);
  assert.match(await page.textContent('#clocks .clock.running'), /A \(person\)[23]:\d\d/);
  await newGame(page, { game: 'wallgo', players: 3, seats: ['human', 'engine', 'engine'], level: 1, clock: 0 });
  await waitForHumanTurn(page, 0);
  assert.equal(await page.isVisible('#clocks'), false);
  assert.equal((await page.evaluate(() => window.tessera.state)).timed, false);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('no debug text on the page: no position strings, no process ids', async () => {
  const page = await openPage(browser.context, browser.localUrl);
  for (const game of GAMES) {
    await newGame(page, { game, seats: ['human', 'engine'], level: 1 });
    const state = await playUntil(page, game, 3, seededRandom(9));
    const text = await page.evaluate(() => document.body.innerText);
    assert.ok(!text.includes(state.fen), `${game}: the position string ${state.fen} is on the page`);
    const field = state.fen.split(' ')[0];
    if (field.includes('/')) assert.ok(!text.includes(field), `${game}: a raw board field is on the page`);
    assert.ok(!/\bpid\b|position startpos|bestmove/.test(text), `${game}: engine talk on the page`);
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('on a 360 px wide screen every board fits without sideways scrolling', async () => {
  const page = await openPage(browser.context, browser.localUrl);
  await page.setViewportSize({ width: 360, height: 740 });
  assert.match(await page.getAttribute('meta[name="viewport"]', 'content'), /width=device-width/);
  for (const game of GAMES) {
    await newGame(page, { game, players: game === 'wallgo' ? 4 : 2, seats: ['human', 'engine', 'engine', 'engine'], level: 1 });
    await waitForHumanTurn(page, 0);
    const layout = await page.evaluate(() => {
      const board = document.getElementById('board').getBoundingClientRect();
      const cells = [...document.querySelectorAll('#board [data-square]')].map((cell) => cell.getBoundingClientRect());
      return {
        scrollWidth: document.documentElement.scrollWidth,
        widest: Math.max(...[...document.body.querySelectorAll('*')].map((item) => item.getBoundingClientRect().right)),
        board: { left: board.left, right: board.right },
        cell: Math.min(...cells.map((cell) => cell.width)),
      };
    });
    assert.ok(layout.scrollWidth <= 360, `${game}: the page is ${layout.scrollWidth} px wide`);
    assert.ok(layout.widest <= 360.5, `${game}: something reaches ${layout.widest} px`);
    assert.ok(layout.board.left >= 0 && layout.board.right <= 360, `${game}: the board spans ${JSON.stringify(layout.board)}`);
    assert.ok(layout.cell >= 28, `${game}: cells of ${layout.cell} px are too small to tap`);
  }
  // A move is still made by tapping.
  await newGame(page, { game: 'wallchess', seats: ['human', 'engine'], level: 1 });
  const state = await playUntil(page, 'wallchess', 4, seededRandom(12));
  assert.ok(state.moves.length >= 4);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('hovering a groove shows the whole wall that would stand there', async () => {
  const page = await openPage(browser.context, browser.localUrl);
  await newGame(page, { game: 'wallchess', seats: ['human', 'engine'], level: 1 });
  await waitForHumanTurn(page, 0);
  const preview = () => page.$$eval('#board .wall.preview', (items) => items.map((item) => {
    const box = item.getBoundingClientRect();
    return { wall: item.dataset.preview, top: box.top, bottom: box.bottom, left: box.left, right: box.right, color: getComputedStyle(item).backgroundColor };
  }));
  assert.deepEqual(await preview(), []);
  await page.hover('#board .groove.legal[data-wall="e3h"] >> nth=0');
  const shown = await preview();
  assert.equal(shown.length, 1);
  assert.equal(shown[0].wall, 'e3h');
  const cells = await boxes(page, ['e3', 'f3', 'e4']);
  // e3h lies between ranks 3 and 4 along files e and f: two cells long.
  assert.ok(shown[0].top >= cells.e4.bottom - 0.5 && shown[0].bottom <= cells.e3.top + 0.5, 'between ranks 3 and 4');
  assert.ok(Math.abs(shown[0].left - cells.e3.left) < 0.5 && Math.abs(shown[0].right - cells.f3.right) < 0.5, 'from e to f');
  assert.notEqual(shown[0].color, 'rgba(0, 0, 0, 0)');
  await page.mouse.move(0, 0);
  assert.deepEqual(await preview(), []);
  assert.match(await page.textContent('#actions'), /hover a groove/);
  // A click on the groove places that wall.
  await page.click('#board .groove.legal[data-wall="e3h"] >> nth=0');
  await waitForHumanTurn(page, 2);
  assert.equal(await page.locator('#board .wall[data-placed="e3h"]').count(), 1);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('every control is reached with Tab, labelled, and shows a visible focus outline', async () => {
  const page = await openPage(browser.context, browser.localUrl);
  await newGame(page, { game: 'chess', seats: ['human', 'engine'], level: 1 });
  await waitForHumanTurn(page, 0);
  await page.click('h1'); // Tab goes on from here: through the form, the panel
  const reached = [];
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(() => {
      const item = document.activeElement;
      const style = getComputedStyle(item);
      return {
        id: item.id || item.tagName.toLowerCase(),
        outline: style.outlineStyle !== 'none' ? parseFloat(style.outlineWidth) : 0,
      };
    });
    if (focus.id === 'body') break;
    reached.push(focus.id);
    assert.ok(focus.outline >= 2, `${focus.id} shows no focus outline`);
  }
  for (const id of ['game', 'side', 'level', 'clock', 'summary', 'new-game', 'hint-button', 'resign-button', 'moves']) {
    assert.ok(reached.includes(id), `Tab never reaches ${id}: ${reached.join(' ')}`);
  }
  const unlabelled = await page.$$eval('select, button', (items) => items
    .filter((item) => !(item.labels && item.labels.length) && !item.getAttribute('aria-label') && !item.textContent.trim())
    .map((item) => item.id || item.className));
  assert.deepEqual(unlabelled, []);
  assert.equal(await page.getAttribute('#status', 'aria-live'), 'polite');
  assert.equal(await page.getAttribute('html', 'lang'), 'en');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the boards are played with the keyboard: Tab to a square or groove, Enter to act', async () => {
  const page = await openPage(browser.context, browser.localUrl);
  await newGame(page, { game: 'chess', seats: ['human', 'engine'], level: 1 });
  await waitForHumanTurn(page, 0);
  assert.equal(await page.getAttribute('#board [data-square="e2"]', 'aria-label'), 'e2, white pawn');
  assert.equal(await page.getAttribute('#board [data-square="e7"]', 'tabindex'), null, 'black pawns are not for White');
  await page.focus('#board [data-square="e2"]');
  await page.keyboard.press('Enter');
  // The piece is chosen, the focus stays on it and its targets join the Tab order.
  assert.equal(await page.evaluate(() => document.activeElement.dataset.square), 'e2');
  assert.equal(await page.getAttribute('#board [data-square="e4"]', 'aria-label'), 'e4, move here');
  await page.focus('#board [data-square="e4"]');
  await page.keyboard.press('Space');
  const state = await waitForHumanTurn(page, 2);
  assert.equal(state.moves[0], 'e2e4');
  // After the engine's reply the focus is back on the board, on a square that can act.
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute('role')), 'button');

  await newGame(page, { game: 'wallchess', seats: ['human', 'engine'], level: 1 });
  await waitForHumanTurn(page, 0);
  await page.focus('#board .groove[data-wall="c5v"]');
  assert.equal(await page.locator('#board .wall.preview[data-preview="c5v"]').count(), 1, 'a focused groove shows its wall');
  await page.keyboard.press('Enter');
  await waitForHumanTurn(page, 2);
  assert.equal(await page.locator('#board .wall[data-placed="c5v"]').count(), 1);
  assert.deepEqual(page.errors, []);
  await page.close();
});

// Text elements whose colour against their background is under 4.5:1 (WCAG AA), measured in
// the page: every visible element with its own text, the board's coordinates and lettered
// pieces and tokens included (chess glyphs are drawings, not text), disabled buttons not.
function lowContrast() {
  const parse = (color) => {
    const parts = color.match(/[\d.]+/g).map(Number);
    return { rgb: parts.slice(0, 3), alpha: parts.length > 3 ? parts[3] : 1 };
  };
  const luminance = (rgb) => {
    const [r, g, b] = rgb.map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const background = (item) => {
    for (let node = item; node; node = node.parentElement) {
      const { rgb, alpha } = parse(getComputedStyle(node).backgroundColor);
      if (alpha > 0.5) return rgb;
    }
    return [255, 255, 255];
  };
  const failures = [];
  for (const item of document.body.querySelectorAll('*')) {
    const own = [...item.childNodes].some((node) => node.nodeType === 3 && node.textContent.trim());
    if (!own || item.disabled || item.closest('[hidden]') || item.closest('option')) continue;
    if (item.closest('#board') && !item.matches('.coord, .token, .piece.letter')) continue;
    const box = item.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || box.left < -1000) continue;
    const fg = luminance(parse(getComputedStyle(item).color).rgb);
    const bg = luminance(background(item));
    const ratio = (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
    if (ratio < 4.5) failures.push(`${item.id || item.className || item.tagName}: ${ratio.toFixed(2)} "${item.textContent.trim().slice(0, 30)}"`);
  }
  return failures;
}

test('text contrast is at least 4.5:1, banner and Wall Go tokens included', async () => {
  const page = await openPage(browser.context, browser.localUrl);
  await newGame(page, { game: 'wallgo', players: 4, seats: ['engine', 'engine', 'engine', 'human'], level: 1, clock: 10 });
  await waitForHumanTurn(page, 3);
  assert.deepEqual(await page.evaluate(lowContrast), []);
  await page.click('#resign-button');
  await page.click('#resign-yes');
  await page.waitForSelector('#result:not([hidden])');
  assert.deepEqual(await page.evaluate(lowContrast), []);
  await newGame(page, { game: 'wallrunner', seats: ['human', 'engine'], level: 1 });
  await waitForHumanTurn(page, 0);
  assert.deepEqual(await page.evaluate(lowContrast), []);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('screenshots at 1280x800 and 390x844', async () => {
  const page = await openPage(browser.context, browser.localUrl);
  await page.setViewportSize({ width: 1280, height: 800 });
  await newGame(page, { game: 'chess', side: 0, level: 1, clock: 10 });
  await playUntil(page, 'chess', 6, 'hint');
  await hintedMove(page); // the hint's squares are framed in the screenshot
  await page.screenshot({ path: path.join(SCREENSHOTS, 'page-1280x800.png') });
  await newGame(page, { game: 'wallgo', players: 3, side: 0, level: 1 });
  await playUntil(page, 'wallgo', 12, seededRandom(8));
  await page.screenshot({ path: path.join(SCREENSHOTS, 'page-wallgo-1280x800.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await newGame(page, { game: 'wallchess', side: 1, level: 1 });
  await playUntil(page, 'wallchess', 6, seededRandom(6));
  await page.screenshot({ path: path.join(SCREENSHOTS, 'page-390x844.png') });
  for (const name of ['page-1280x800.png', 'page-wallgo-1280x800.png', 'page-390x844.png']) {
    assert.ok(fs.statSync(path.join(SCREENSHOTS, name)).size > 10000, `${name} was written`);
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("with the engine on the server: its games, undo, resign and the move table work alike, and no pid shows", async () => {
  const server = await startAll();
  try {
    const page = await openPage(server.context, server.url);
    assert.deepEqual(await offered(page), GAMES, "the games offered are the server's engine's");
    await newGame(page, { game: 'chess', seats: ['human', 'engine'], level: 1 });
    await waitForHumanTurn(page, 0);
    await clickMove(page, 'chess', 'e2e4');
    const state = await waitForHumanTurn(page, 2);
    checkMoveTable(await readMoveTable(page), state);
    const text = await page.evaluate(() => document.body.innerText);
    assert.ok(!text.includes(String(state.engine.pid)) && !text.includes(state.fen) && !/\bpid\b/.test(text));
    assert.equal(await page.textContent('#engine-info'), 'The engine runs on the server.');
    await page.click('#undo-button');
    await page.waitForFunction(() => window.tessera.state.moves.length === 0);
    await page.click('#resign-button');
    await page.click('#resign-yes');
    await page.waitForFunction(() => window.tessera.state.result);
    assert.equal(await page.textContent('#result-text'), 'You lose. Black wins: White resigned.');
    assert.deepEqual(page.errors, []);
    await page.close();
  } finally {
    await server.stop();
  }
});
