// claim.test.js - chess draws by claim on the page, in headless Chromium, with the engine on
// the server (?engine=server) and in the browser: two people knights out and back see no
// Claim draw button one ply before the third occurrence, then see it with its line, press it,
// and get the claimed draw; a person against the engine claims the same way; the engine
// claims itself when a person's move gives it the claim; moves are refused afterwards; the
// chess rules text says which draws are claimed, and the result banner words claimed draws
// and automatic ones apart. The engine's side is shuffler.js (its
// knight out and back), behind the real tessera on the server and as the page's worker.
'use strict';

const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { startAll, openPage, newGame, clickMove } = require('./browser');
const { knightShuffle, workerSource } = require('./shuffler');

const BINARY = process.env.TESSERA_BIN || path.join(__dirname, '..', '..', 'tessera');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-claim-'));
const ENGINE = path.join(work, 'tessera');
fs.writeFileSync(ENGINE, `#!/bin/sh\nexec '${process.execPath}' '${path.join(__dirname, 'shuffler.js')}' '${BINARY}'\n`, {
  mode: 0o755,
});

// The knights out and back: the start position occurs for the third time after 8 plies.
const KNIGHTS = [];
while (KNIGHTS.length < 8) KNIGHTS.push(knightShuffle(KNIGHTS));
const RULES =
  'The player to move may claim a draw (the Claim draw button) when the same position occurs ' +
  'for the third time, or after fifty moves each without a capture or a pawn move; the fifth ' +
  'occurrence and 75 moves each end the game as a draw by themselves.';

let browser;

before(async () => {
  browser = await startAll({ binary: ENGINE });
});

after(async () => {
  if (browser) await browser.stop();
  fs.rmSync(work, { recursive: true, force: true });
});

// The page in a mode; in the browser mode its engine worker is the shuffler.
function openMode(mode) {
  if (mode === 'server') return openPage(browser.context, browser.url);
  return openPage(browser.context, browser.localUrl, (page) =>
    page.route('**/wasm/worker.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        headers: { 'cross-origin-embedder-policy': 'require-corp', 'cross-origin-opener-policy': 'same-origin' },
        body: workerSource(),
      }),
    ),
  );
}

// Waits for ply moves and a state where nobody thinks.
async function waitForPly(page, ply) {
  await page.waitForFunction(
    (n) => window.tessera.state.moves.length === n && !window.tessera.state.thinking,
    ply,
  );
}

// What the page shows of a claim: null when its line and button are hidden.
async function claimShown(page) {
  if (await page.isHidden('#claim')) return null;
  return { text: await page.textContent('#claim-text'), button: await page.textContent('#claim-button') };
}

// Waits for the claimed draw after the knights' eight plies: the state's result, the status
// line and the banner (banner: its words), then checks that a move and a claim sent anyway
// get the page's "game is over" notice.
async function assertClaimedDraw(page, banner) {
  await page.waitForFunction(() => window.tessera.state.result);
  assert.deepEqual(await page.evaluate(() => window.tessera.state.moves), KNIGHTS);
  assert.deepEqual(await page.evaluate(() => window.tessera.state.result), {
    outcome: 'draw', winner: -1, reason: 'repetition', claimed: true,
  });
  assert.equal(await page.textContent('#status'), 'Draw by repetition (claimed)');
  assert.equal(await page.textContent('#result-text'), banner);
  assert.equal(await claimShown(page), null);
  for (const message of [{ type: 'move', move: 'g1f3' }, { type: 'claim' }]) {
    await page.evaluate(() => {
      document.getElementById('notice').textContent = '';
    });
    await page.evaluate((sent) => window.tessera.link.send(sent), message);
    await page.waitForFunction(() => document.getElementById('notice').textContent !== '');
    assert.equal(await page.textContent('#notice'), 'the game is over');
  }
  assert.equal(await page.evaluate(() => window.tessera.state.moves.length), 8);
}

for (const mode of ['server', 'browser']) {
  test(`${mode}: two people repeat the position; the claim shows at the third occurrence only`, async () => {
    const page = await openMode(mode);
    await newGame(page, { game: 'chess', seats: ['human', 'human'], level: 1 });
    assert.equal(await page.isHidden('#claim'), true);
    assert.ok((await page.textContent('#rules')).includes(RULES));
    for (const [ply, move] of KNIGHTS.entries()) {
      assert.equal(await claimShown(page), null, `no claim at ply ${ply}`);
      await clickMove(page, 'chess', move);
      await waitForPly(page, ply + 1);
    }
    assert.deepEqual(await claimShown(page), { text: 'White may claim a draw by repetition.', button: 'Claim draw' });
    assert.equal(await page.textContent('#status'), "White to move (White's move)");
    await page.click('#claim-button');
    await assertClaimedDraw(page, 'Draw by repetition (claimed).');
    assert.deepEqual(page.errors, []);
    await page.close();
  });

  test(`${mode}: a person claims against the engine; the engine claims when it may`, async () => {
    const page = await openMode(mode);
    // The person plays White: the third occurrence comes with the engine's eighth ply.
    await newGame(page, { game: 'chess', seats: ['human', 'engine'], level: 1 });
    for (const ply of [0, 2, 4, 6]) {
      await waitForPly(page, ply);
      assert.equal(await claimShown(page), null, `no claim at ply ${ply}`);
      await clickMove(page, 'chess', KNIGHTS[ply]);
    }
    await waitForPly(page, 8);
    assert.deepEqual(await page.evaluate(() => window.tessera.state.moves), KNIGHTS);
    assert.deepEqual(await claimShown(page), { text: 'You may claim a draw by repetition.', button: 'Claim draw' });
    await page.click('#claim-button');
    await assertClaimedDraw(page, 'A draw. Draw by repetition (claimed).');

    // The person plays Black: their eighth ply gives the engine the claim, which it makes.
    await newGame(page, { game: 'chess', seats: ['engine', 'human'], level: 1 });
    for (const ply of [1, 3, 5, 7]) {
      await waitForPly(page, ply);
      assert.equal(await claimShown(page), null, `no claim at ply ${ply}`);
      await clickMove(page, 'chess', KNIGHTS[ply]);
    }
    await assertClaimedDraw(page, 'A draw. Draw by repetition (claimed).');
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

test('the words for claims and for the draws that end chess games by themselves', async () => {
  const page = await openPage(browser.context, browser.localUrl);
  const words = await page.evaluate(async () => {
    const { resultText, claimText } = await import('./ui/results.js');
    const names = ['white', 'black'];
    const game = (name, reason, claimed) => ({
      game: name, names, seats: ['human', 'engine'], status: null, result: { outcome: 'draw', winner: -1, reason, claimed },
    });
    const offer = (seats, toMove, claim) => ({
      game: 'chess', names, seats, toMove, result: null, status: { outcome: 'ongoing', toMove, claim },
    });
    return [
      resultText(game('chess', 'repetition', false)),
      resultText(game('chess', 'fifty-moves', false)),
      resultText(game('chess', 'fifty-moves', true)),
      resultText(game('voidchess', 'repetition', false)),
      resultText(game('voidchess', 'fifty-moves', false)),
      claimText(offer(['engine', 'human'], 1, 'fifty-moves')),
      claimText(offer(['human', 'human'], 1, 'repetition')),
      claimText(offer(['human', 'engine'], 1, 'repetition')),
      claimText(offer(['human', 'engine'], 0, null)),
    ];
  });
  assert.deepEqual(words, [
    'Draw by repetition: the same position five times',
    'Draw by the 75-move rule',
    'Draw by the fifty-move rule (claimed)',
    'Draw by repetition: the same position three times',
    'Draw by the fifty-move rule',
    'You may claim a draw by the fifty-move rule',
    'Black may claim a draw by repetition',
    null,
    null,
  ]);
  assert.deepEqual(page.errors, []);
  await page.close();
});
