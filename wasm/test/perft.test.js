// perft.test.js - the WebAssembly build counts the same move paths as the native engine: every
// position of every game's tests/perft suite, to depth 3, through the rules API (rules.js),
// against `tessera perft` run at test time (TESSERA_BIN, default ./tessera), and both against
// the suite's own number where it lists that depth.
'use strict';

const { test, before } = require('node:test');
const assert = require('node:assert/strict');
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const TesseraRules = require('../rules.js');

const TOP = path.join(__dirname, '..', '..');
const NATIVE = process.env.TESSERA_BIN || path.join(TOP, 'tessera');
const SUITES = path.join(TOP, 'tests', 'perft');
// Depth 3 is the acceptance check (minutes: Wall Go's suites hold 10^11 paths at depth 3);
// PERFT_DEPTH=2 is the quick one `make test-web` runs.
const DEPTH = Number(process.env.PERFT_DEPTH || 3);

// A suite line: <position string> ;D1 <n> ;D2 <n> ...; the game is the file's stem before any
// '-' (wallgo-3p.epd), the player count its digit. A comment line `# option NAME=VALUE` sets an
// engine option for every position of its file (wallgo-show.epd: WallGoRules=show).
function readSuite(file) {
  const stem = path.basename(file, '.epd');
  const players = Number((stem.match(/-(\d)p$/) || [0, 0])[1]);
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const options = Object.fromEntries(lines.filter((line) => line.startsWith('# option '))
    .map((line) => line.slice('# option '.length).trim().split('=')));
  return lines
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [position, ...fields] = line.split(';');
      const listed = new Map(fields.map((field) => field.trim().split(/\s+/)).map(([label, n]) => [Number(label.slice(1)), Number(n)]));
      return { game: stem.split('-')[0], players, position: position.trim(), listed, options };
    });
}

function nativePerft(game, depth, position, options) {
  const flags = Object.entries(options).flatMap(([name, value]) => ['--option', `${name}=${value}`]);
  const output = execFileSync(NATIVE, ['perft', game, String(depth), ...position.split(' '), ...flags], { encoding: 'utf8' });
  return Number(output.match(/^Nodes searched: (\d+)$/m)[1]);
}

let rules;

before(async () => {
  rules = await TesseraRules.load();
});

for (const file of fs.readdirSync(SUITES).filter((name) => name.endsWith('.epd')).sort()) {
  test(`${file}: WebAssembly perft to depth ${DEPTH} equals the native binary's`, (t) => {
    const positions = readSuite(path.join(SUITES, file));
    assert.ok(positions.length > 0, 'the suite has positions');
    let nodes = 0;
    let wasmMs = 0;
    for (const { game, players, position, listed, options } of positions) {
      const board = rules.newBoard(game, players, position, options);
      for (let depth = 1; depth <= DEPTH; depth++) {
        const native = nativePerft(game, depth, position, options);
        const start = Date.now();
        const counted = board.perft(depth);
        wasmMs += Date.now() - start;
        assert.equal(counted, native, `${game} d${depth} ${position}`);
        if (listed.has(depth)) assert.equal(native, listed.get(depth), `native ${game} d${depth} ${position}`);
        nodes += counted;
      }
      board.delete();
    }
    t.diagnostic(`${positions.length} positions, ${nodes} nodes at depths 1-${DEPTH} equal, ${wasmMs} ms in WebAssembly`);
  });
}
