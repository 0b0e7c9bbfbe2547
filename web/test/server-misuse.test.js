// server-misuse.test.js - the web server (`?engine=server` mode) against a careless or hostile
// client, without a browser: bad JSON and bad fields, malformed WebSocket frames written by
// hand over a raw TCP socket, oversized messages, floods, more games than the caps allow,
// draw claims that are not there or badly formed, game options and start positions that are
// malformed or that the engine refuses (a Wall Go string of the other rule set),
// idle games, engines that crash and cannot be restarted, bad settings. Each case checks the
// exact error or close code the client gets, then that the server still plays: a new client
// starts a game and gets its state, and an HTTP GET still works.
'use strict';

const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const WebSocket = require('ws');
const {
  BINARY, startServerProcess, runServerProcess, childProcesses, httpGet, Client, startGame, frame, rawSocket,
} = require('./harness');

const INTERNAL_ERROR = 'internal error; the game has ended';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// The engine behind a wrapper script that fails to start while the flag file exists.
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-misuse-'));
const FLAG = path.join(work, 'broken');
const WRAPPER = path.join(work, 'tessera');
fs.writeFileSync(WRAPPER, `#!/bin/sh\n[ -e '${FLAG}' ] && exit 3\nexec '${BINARY}' "$@"\n`, { mode: 0o755 });

let server;

before(async () => {
  server = await startServerProcess({
    TESSERA_BIN: WRAPPER, TESSERA_MOVETIME: '300', TESSERA_MAX_GAMES: '8', TESSERA_MAX_GAMES_PER_CLIENT: '8',
  });
});

after(async () => {
  if (server) await server.stop();
  fs.rmSync(work, { recursive: true, force: true });
});

// The server is alive, serves HTTP, and a new client gets a game with its state.
async function assertServerPlays(target = server) {
  assert.ok(target.alive(), `the server exited: ${target.stderr()}`);
  const games = await httpGet(target.port, '/api/games');
  assert.equal(games.status, 200);
  assert.ok(JSON.parse(games.body).games.chess);
  const client = new Client(target.port);
  const state = await startGame(client);
  assert.equal(state.type, 'state', JSON.stringify(state));
  assert.equal(state.legal.length, 20);
  await client.close();
}

// The server's engine processes once at most `count` are left (waits up to a second).
async function enginesDownTo(target, count) {
  for (let i = 0; i < 50 && childProcesses(target.pid).length > count; i++) await sleep(20);
  return childProcesses(target.pid);
}

// Runs body(server) against a server of its own started with env, then stops that server.
async function withServer(env, body) {
  const own = await startServerProcess(env);
  try {
    await body(own);
  } finally {
    await own.stop();
  }
}

// Writes text to the server over TCP; resolves with the first line of its answer.
function rawRequest(text) {
  return new Promise((resolve) => {
    const socket = net.connect(server.port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('close', () => resolve(answer.split('\r\n')[0]));
    socket.on('error', () => {});
    setTimeout(() => socket.destroy(), 1000);
  });
}

// Sends each message on a fresh connection and checks the error each one gets.
async function assertRefused(cases) {
  const client = new Client(server.port);
  await client.opened;
  for (const [message, expected] of cases) {
    const from = client.received.length;
    client.send(message);
    assert.equal(await client.error(from), expected, `for ${String(message).slice(0, 80)}`);
  }
  await client.close();
  await assertServerPlays();
}

test('messages that are not JSON objects of a known type', async () => {
  await assertRefused([
    ['null', 'not a JSON object'],
    ['[]', 'not a JSON object'],
    ['42', 'not a JSON object'],
    ['"new"', 'not a JSON object'],
    ['{"type":', 'not JSON'],
    ['', 'not JSON'],
    ['{}', 'unknown message type'],
    ['{"type":"dance"}', 'unknown message type'],
    ['{"type":["new"]}', 'unknown message type'],
    ['{"type":"__proto__"}', 'unknown message type'],
    ['{"type":"move","move":"e2e4"}', 'no game: send new first'],
    ['{"type":"hint"}', 'no game: send new first'],
  ]);
});

test('a new game with fields of the wrong type or range', async () => {
  const bad = (fields) => JSON.stringify({ type: 'new', game: 'chess', ...fields });
  await assertRefused([
    [bad({ game: 5 }), "'game' must name a game"],
    [bad({ game: 'go' }), "'game' must name a game"],
    [bad({ game: 'constructor' }), "'game' must name a game"],
    [bad({ players: '2' }), "'players' must be 2 to 4"],
    [bad({ players: 2.5 }), "'players' must be 2 to 4"],
    [bad({ players: 3 }), 'chess takes 2 players'],
    [bad({ seats: 'human' }), "'seats' must list up to 4 of 'human' and 'engine'"],
    [bad({ seats: ['human', 'root'] }), "'seats' must list up to 4 of 'human' and 'engine'"],
    [bad({ seats: new Array(5).fill('human') }), "'seats' must list up to 4 of 'human' and 'engine'"],
    [bad({ level: 'max' }), "'level' must be 0 to 20"],
    [bad({ level: 21 }), "'level' must be 0 to 20"],
    [bad({ clock: -1 }), "'clock' must be 0 to 180 minutes"],
    [bad({ clock: 1e308 }), "'clock' must be 0 to 180 minutes"],
    [bad({ clock: '10' }), "'clock' must be 0 to 180 minutes"],
    [bad({ id: 'x' }), "'id' must be an integer"],
    [bad({ id: 2 ** 60 }), "'id' must be an integer"],
  ]);
});

test('moves of the wrong type, with commands in them, or huge', async () => {
  const client = new Client(server.port);
  const state = await startGame(client);
  const cases = [
    [{ type: 'move', move: 42 }, "'move' must be a move in the game's notation"],
    [{ type: 'move' }, "'move' must be a move in the game's notation"],
    [{ type: 'move', move: 'e2e4\nquit' }, "'move' must be a move in the game's notation"],
    [{ type: 'move', move: 'e2e4 e7e5' }, "'move' must be a move in the game's notation"],
    [{ type: 'move', move: 'a'.repeat(4000) }, "'move' must be a move in the game's notation"],
    [{ type: 'move', move: 'e2e5' }, "illegal move 'e2e5'"],
    [{ type: 'new', game: 'chess', level: -1 }, "'level' must be 0 to 20"],
  ];
  for (const [message, expected] of cases) {
    const from = client.received.length;
    client.send(message);
    assert.equal(await client.error(from), expected);
  }
  // None of that touched the game: it goes on from where it was.
  const from = client.received.length;
  client.send({ type: 'move', move: 'e2e4' });
  const after = await client.state((next) => next.moves.length === 2, 15000, from);
  assert.equal(after.moves[0], 'e2e4');
  assert.equal(after.engine.pid, state.engine.pid);
  await client.close();
  await assertServerPlays();
});

// The knights out and back: the start position occurs for the third time after 8 plies.
const KNIGHTS = ['g1f3', 'g8f6', 'f3g1', 'f6g8', 'g1f3', 'g8f6', 'f3g1', 'f6g8'];
const NO_CLAIM = 'a claim needs the position to occur 3 times, or 100 plies without a capture or a pawn move';

// Plays moves in a game of two people; resolves with the state after the last. Like
// assertError, it keeps to the rate limit (10 messages a second).
async function playMoves(client, moves) {
  let state = null;
  for (const move of moves) {
    await sleep(100);
    const from = client.received.length;
    client.send({ type: 'move', move });
    state = await client.state((next) => next.moves[next.moves.length - 1] === move, 15000, from);
  }
  return state;
}

// Sends message and checks the error it gets.
async function assertError(client, message, expected) {
  await sleep(100);
  const from = client.received.length;
  client.send(message);
  assert.equal(await client.error(from), expected, JSON.stringify(message));
}

test('draw claims: with no game, badly formed, not there, then claimed now and with a move', async () => {
  await assertRefused([['{"type":"claim"}', 'no game: send new first']]);
  const client = new Client(server.port);
  const first = await startGame(client, { seats: ['human', 'human'] });
  assert.equal(first.status.claim, null);
  const badMove = "'move' must be a move in the game's notation";
  for (const move of [42, null, '', 'g1f3\nquit', 'g1f3 g8f6', ['g1f3']]) {
    await assertError(client, { type: 'claim', move }, badMove);
  }
  await assertError(client, { type: 'claim', move: 'e2e5' }, "illegal move 'e2e5'");
  await assertError(client, { type: 'claim' }, `no draw to claim here: ${NO_CLAIM}`);
  // Ply 7: Black's position has occurred twice; Black may claim only with the knight's return.
  const seventh = await playMoves(client, KNIGHTS.slice(0, 7));
  assert.equal(seventh.status.claim, null);
  await assertError(client, { type: 'claim' }, `no draw to claim here: ${NO_CLAIM}`);
  await assertError(client, { type: 'claim', move: 'f6g1' }, "illegal move 'f6g1'");
  await assertError(client, { type: 'claim', move: 'b8c6' }, `no draw to claim after that move: ${NO_CLAIM}`);
  let from = client.received.length;
  client.send({ type: 'claim', move: 'f6g8' });
  const withMove = await client.state((next) => next.result !== null, 15000, from);
  assert.deepEqual(withMove.moves, KNIGHTS);
  assert.deepEqual(withMove.movers, [0, 1, 0, 1, 0, 1, 0, 1]);
  assert.deepEqual(withMove.result, { outcome: 'draw', winner: -1, reason: 'repetition', claimed: true });
  assert.equal(withMove.toMove, -1);
  await assertError(client, { type: 'move', move: 'g1f3' }, 'the game is over');
  await assertError(client, { type: 'claim' }, 'the game is over');
  // Undo takes the claim back with its move; the same move played is no draw until claimed.
  from = client.received.length;
  client.send({ type: 'undo' });
  const undone = await client.state(() => true, 15000, from);
  assert.equal(undone.result, null);
  assert.equal(undone.moves.length, 7);
  const eighth = await playMoves(client, ['f6g8']);
  assert.equal(eighth.result, null);
  assert.equal(eighth.status.outcome, 'ongoing');
  assert.equal(eighth.status.claim, 'repetition');
  assert.equal(eighth.toMove, 0);
  from = client.received.length;
  client.send({ type: 'claim' });
  const now = await client.state((next) => next.result !== null, 15000, from);
  assert.deepEqual(now.moves, KNIGHTS);
  assert.deepEqual(now.result, { outcome: 'draw', winner: -1, reason: 'repetition', claimed: true });
  assert.equal(now.engine.pid, first.engine.pid);
  await client.close();
  await assertServerPlays();
});

test('a binary message', async () => {
  const client = new Client(server.port);
  await client.opened;
  client.socket.send(Buffer.from('{"type":"hint"}'), { binary: true });
  assert.equal(await client.error(), 'messages must be text');
  await client.close();
  await assertServerPlays();
});

test('a message over 4 KB closes the connection with 1009', async () => {
  const client = new Client(server.port);
  await client.opened;
  client.send({ type: 'move', move: 'a'.repeat(5000) });
  assert.deepEqual(await client.closed, { code: 1009, reason: '' });
  const big = new Client(server.port);
  await big.opened;
  big.send(JSON.stringify({ type: 'new', game: 'chess', pad: 'x'.repeat(10 * 1024 * 1024) }));
  assert.equal((await big.closed).code, 1009);
  await assertServerPlays();
});

// Each hand-made frame and the close code the server answers it with.
const BAD_FRAMES = [
  ['a header announcing a 1 GiB payload', frame({ length: 2 ** 30 }), 1009],
  ['a header announcing 120 MB, then 64 KB of it', frame({ length: 120e6, payload: Buffer.alloc(65536, 32) }), 1009],
  ['the RSV1 bit without compression', frame({ rsv1: true, payload: Buffer.from('{"type":"hint"}') }), 1002],
  ['invalid UTF-8 in a text frame', frame({ payload: Buffer.from([0x7b, 0xff, 0xfe, 0x7d]) }), 1007],
  ['an unmasked client frame', frame({ mask: false, payload: Buffer.from('{"type":"hint"}') }), 1002],
  ['an unknown opcode', frame({ opcode: 3, payload: Buffer.from('x') }), 1002],
  ['a fragmented control frame', frame({ opcode: 9, fin: false }), 1002],
  ['a continuation with nothing to continue', frame({ opcode: 0, payload: Buffer.from('x') }), 1002],
  ['a close frame with an invalid code', frame({ opcode: 8, payload: Buffer.from([0x03, 0xe7]) }), 1002],
];

for (const [name, bytes, code] of BAD_FRAMES) {
  test(`a hand-made frame: ${name} gets close code ${code}`, async () => {
    const raw = await rawSocket(server.port);
    raw.write(bytes);
    assert.equal((await raw.closed).code, code);
    raw.socket.destroy();
    await assertServerPlays();
  });
}

test('a frame split byte by byte, then a half frame and a dropped connection', async () => {
  const raw = await rawSocket(server.port);
  const bytes = frame({ payload: Buffer.from('null') });
  for (const byte of bytes) {
    raw.write(Buffer.from([byte]));
    await sleep(2);
  }
  for (let i = 0; i < 100 && raw.texts.length === 0; i++) await sleep(20);
  assert.deepEqual(raw.texts, [{ type: 'error', message: 'not a JSON object' }]);
  raw.write(frame({ payload: Buffer.from('{"type":"new","game":"chess"}') }).subarray(0, 9));
  raw.socket.destroy();
  await assertServerPlays();
});

test('a flood of messages is refused, then the connection is closed with 1008', async () => {
  const client = new Client(server.port);
  await client.opened;
  for (let i = 0; i < 20000 && client.socket.readyState === WebSocket.OPEN; i++) client.send({ type: 'hint' });
  assert.deepEqual(await client.closed, { code: 1008, reason: 'too many messages' });
  const errors = client.received.map((message) => message.message);
  const answered = errors.filter((text) => text === 'no game: send new first').length;
  assert.ok(answered >= 20 && answered <= 22, `${answered} messages answered`);
  assert.ok(errors.includes('too many messages; slow down'));
  assert.ok(errors.length <= 45, `${errors.length} answers to the flood`);
  const started = Date.now();
  await assertServerPlays();
  assert.ok(Date.now() - started < 5000, 'the server answers at once after the flood');
});

test('one hint at a time and at most four requests waiting per game', async () => {
  const client = new Client(server.port);
  await startGame(client);
  client.send({ type: 'move', move: 'e2e4' });
  await client.state((state) => state.thinking && state.moves.length === 1); // for 300 ms
  const from = client.received.length;
  client.send({ type: 'hint' });
  client.send({ type: 'hint' });
  // The hint and three moves wait while the engine thinks; a fourth move is one too many.
  for (let i = 0; i < 4; i++) client.send({ type: 'move', move: 'd2d4' });
  assert.equal(await client.error(from), 'a hint is already on its way');
  const full = await client.next((message) => message.message === 'too many requests are waiting; wait for the answers');
  assert.ok(full);
  // The waiting requests are answered in order: the hint, d2d4, then two moves out of turn.
  const hint = await client.next((message) => message.type === 'hint', 10000, from);
  assert.match(hint.move, /^[a-h][1-8][a-h][1-8]$/);
  const played = await client.state((state) => state.moves[2] === 'd2d4', 10000, from);
  assert.equal(played.moves.length, 3);
  await client.next((message) => message.message === 'not your turn', 10000, from);
  const errors = () => client.received.slice(from).filter((message) => message.type === 'error').map((m) => m.message);
  for (let i = 0; i < 100 && errors().length < 4; i++) await sleep(20);
  assert.deepEqual(errors().sort(), [
    'a hint is already on its way', 'not your turn', 'not your turn', 'too many requests are waiting; wait for the answers',
  ]);
  await client.close();
  await assertServerPlays();
});

test('ten hints then a move: the move waits for one hint only', async () => {
  const client = new Client(server.port);
  await startGame(client);
  const from = client.received.length;
  for (let i = 0; i < 10; i++) client.send({ type: 'hint' });
  const sent = Date.now();
  client.send({ type: 'move', move: 'g1f3' });
  await client.state((state) => state.moves[0] === 'g1f3', 10000, from);
  assert.ok(Date.now() - sent < 3000, `the move took ${Date.now() - sent} ms`);
  const refused = client.received.slice(from).filter((message) => message.message === 'a hint is already on its way');
  assert.equal(refused.length, 9);
  await client.close();
  await assertServerPlays();
});

test("a game's own options and start positions: bad ones refused with the reason, the server plays on", async () => {
  const bad = (fields) => JSON.stringify({ type: 'new', game: 'wallgo', ...fields });
  const shape = "'options' must be an object of up to 8 option names and their values";
  const position = "'position' must be a position string of the game (one line, no moves)";
  await assertRefused([
    [bad({ options: 'show' }), shape],
    [bad({ options: ['WallGoRules', 'show'] }), shape],
    [bad({ options: { WallGoRules: true } }), shape],
    [bad({ options: { WallGoRules: 'show\nquit' } }), shape],
    [bad({ options: { 'WallGoRules value show\nsetoption name Hash': '1' } }), shape],
    [bad({ options: { WallGoRules: 'tv' } }), "'options': WallGoRules takes site or show, not 'tv'"],
    [bad({ options: { WallGoStart: 'random' } }), "'options': WallGoStart takes free or fixed, not 'random'"],
    [bad({ options: { Hash: '1' } }), "'options': wallgo has no option 'Hash'"],
    [bad({ options: { wallgorules: 'show' } }), "'options': wallgo has no option 'wallgorules'"],
    [bad({ game: 'chess', options: { WallGoRules: 'show' } }), "'options': chess has no option 'WallGoRules'"],
    [bad({ position: 5 }), position],
    [bad({ position: '7/7/7/7/7/7/7 A 20,20 - 4,4 show\nquit' }), position],
    [bad({ position: '7/7/7/7/7/7/7 A 20,20 - 4,4 show moves d4' }), position],
    [bad({ position: 'x'.repeat(300) }), position],
  ]);
  // Strings the engine refuses: a show-rules string while the game is on the site rules, and
  // the other way round, each with the engine's reason; the game does not start.
  const client = new Client(server.port);
  await client.opened;
  const refusedStart = async (fields, reason) => {
    const from = client.received.length;
    client.send({ type: 'new', game: 'wallgo', seats: ['human', 'engine'], clock: 0, ...fields });
    assert.match(await client.error(from, 15000), reason);
    await sleep(100);
    assert.equal(client.received.slice(from).filter((message) => message.type === 'state').length, 0);
  };
  await refusedStart({ position: '7/7/7/7/7/7/7 A 20,20 - 4,4 show' },
    /^bad wallgo position: the position is under the show rules but WallGoRules is site/);
  await refusedStart({ options: { WallGoRules: 'show' }, position: '7/7/7/7/7/7/7 A 20,20 - 4,4' },
    /^bad wallgo position: the position is under the site rules but WallGoRules is show \(set it to site first\)$/);
  const from = client.received.length;
  client.send({ type: 'move', move: 'd4' });
  assert.equal(await client.error(from), 'no game: send new first');
  // With its rules set, a show string starts, and the engine's restart keeps its rules.
  const start = '7/1A3B1/7/7/7/1B3A1/7 A 20,20 - 2,2 show';
  const state = await startGame(client, { game: 'wallgo', options: { WallGoRules: 'show' }, position: start });
  assert.equal(state.type, 'state', JSON.stringify(state));
  assert.equal(state.fen, start);
  assert.deepEqual(state.options, { WallGoRules: 'show', WallGoStart: 'free' });
  process.kill(state.engine.pid, 'SIGKILL');
  const restored = await client.state((next) => next.engine.restarts === 1, 15000);
  assert.equal(restored.fen, start);
  await client.close();
  await assertServerPlays();
});

test('a refused new game leaves the current game as it was', async () => {
  const client = new Client(server.port);
  const state = await startGame(client, { id: 7 });
  const from = client.received.length;
  client.send({ type: 'new', game: 'wallgo', players: 5 });
  assert.equal(await client.error(from), "'players' must be 2 to 4");
  client.send({ type: 'move', move: 'e2e4' });
  const after = await client.state((next) => next.moves.length >= 1, 10000, from);
  assert.equal(after.id, 7);
  assert.equal(after.engine.pid, state.engine.pid);
  await client.close();
});

test('an engine that crashes is replaced; one that cannot start ends its game only', async () => {
  const other = new Client(server.port);
  await startGame(other, { game: 'wallchess' });
  const client = new Client(server.port);
  const state = await startGame(client, { id: 3 });
  process.kill(state.engine.pid, 'SIGKILL');
  const restarted = await client.state((next) => next.engine.restarts === 1);
  assert.match(restarted.notice, /^engine restarted, position restored after 0 moves$/);
  fs.writeFileSync(FLAG, '');
  try {
    const from = client.received.length;
    process.kill(restarted.engine.pid, 'SIGKILL');
    assert.equal(await client.error(from), INTERNAL_ERROR);
    // The failure is logged with its context; the page never sees the engine's words.
    for (let i = 0; i < 50 && !/chess game 3, engine:/.test(server.stderr()); i++) await sleep(20);
    assert.match(server.stderr(), /127\.0\.0\.1, chess game 3, engine: EngineError: engine exited \(3\)/);
    assert.ok(client.received.every((message) => !/exited|cannot run/.test(JSON.stringify(message))));
    client.send({ type: 'move', move: 'e2e4' });
    assert.equal(await client.error(client.received.length), 'no game: send new first');
    // A game that cannot start gets the same fixed text and holds no slot.
    const starting = new Client(server.port);
    assert.deepEqual(await startGame(starting), { type: 'error', message: INTERNAL_ERROR });
    await starting.close();
  } finally {
    fs.rmSync(FLAG);
  }
  // The other game never noticed.
  const from = other.received.length;
  other.send({ type: 'move', move: 'e2' });
  const moved = await other.state((next) => next.moves[0] === 'e2', 10000, from);
  assert.equal(moved.engine.restarts, 0);
  await other.close();
  await client.close();
  await assertServerPlays();
});

test('an engine that cannot list its games at start-up: the server waits for it, then plays', async () => {
  fs.writeFileSync(FLAG, '');
  let own;
  try {
    own = await startServerProcess({ TESSERA_BIN: WRAPPER });
    const warning = /did not list its games \(engine exited \(3\)\); games on the server wait for it/;
    for (let i = 0; i < 50 && !warning.test(own.stderr()); i++) await sleep(20);
    assert.match(own.stderr(), warning);
    const games = await httpGet(own.port, '/api/games');
    assert.equal(games.status, 503);
    assert.deepEqual(JSON.parse(games.body), { error: "the server's engine did not list its games: engine exited (3)" });
    const client = new Client(own.port);
    assert.deepEqual(await startGame(client), {
      type: 'error',
      message: "the server's engine did not list its games (engine exited (3)); try again later",
    });
    await client.close();
  } finally {
    fs.rmSync(FLAG);
  }
  try {
    // Asked again once the engine starts (a retry the refused game began may still fail).
    let status = 0;
    for (let i = 0; i < 50 && status !== 200; i++) {
      if (i) await sleep(20);
      status = (await httpGet(own.port, '/api/games')).status;
    }
    assert.equal(status, 200);
    await assertServerPlays(own);
  } finally {
    await own.stop();
  }
});

test('HTTP requests with bad paths', async () => {
  assert.equal((await httpGet(server.port, '/../../etc/passwd')).status, 404);
  assert.equal((await httpGet(server.port, '/%2e%2e/server.js')).status, 404);
  assert.equal((await httpGet(server.port, '/wasm/../server.js')).status, 404);
  assert.equal(await rawRequest('GET http://[ HTTP/1.1\r\nHost: x\r\n\r\n'), 'HTTP/1.1 400 Bad Request');
  await assertServerPlays();
});

test('WebSocket handshakes that are wrong', async () => {
  const upgrade = 'Host: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n';
  const key = 'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n';
  for (const [request, answer] of [
    [`GET /other HTTP/1.1\r\n${upgrade}${key}Sec-WebSocket-Version: 13\r\n\r\n`, 'HTTP/1.1 400 Bad Request'],
    [`GET /ws HTTP/1.1\r\n${upgrade}${key}Sec-WebSocket-Version: 99\r\n\r\n`, 'HTTP/1.1 400 Bad Request'],
    [`GET /ws HTTP/1.1\r\n${upgrade}Sec-WebSocket-Key: short\r\nSec-WebSocket-Version: 13\r\n\r\n`, 'HTTP/1.1 400 Bad Request'],
    [`POST /ws HTTP/1.1\r\n${upgrade}${key}Sec-WebSocket-Version: 13\r\nContent-Length: 0\r\n\r\n`,
      'HTTP/1.1 405 Method Not Allowed'],
  ]) {
    assert.equal(await rawRequest(request), answer, request.split('\r\n')[0]);
  }
  await assertServerPlays();
});

test('the caps: games at once, games per address, behind a trusted proxy', async () => {
  await withServer({
    TESSERA_MAX_GAMES: '3', TESSERA_MAX_GAMES_PER_CLIENT: '2', TESSERA_TRUST_PROXY: '1', TESSERA_MOVETIME: '100',
  }, async (capped) => {
    const from = (address) => new Client(capped.port, { 'x-forwarded-for': `203.0.113.9, ${address}` });
    const a1 = from('10.0.0.1');
    const a2 = from('10.0.0.1');
    const a3 = from('10.0.0.1');
    assert.equal((await startGame(a1)).type, 'state');
    assert.equal((await startGame(a2)).type, 'state');
    assert.deepEqual(await startGame(a3), { type: 'error', message: 'at most 2 games at once from one address' });
    // Replacing a game never crosses a cap.
    assert.equal((await startGame(a1, { game: 'wallrunner' })).game, 'wallrunner');
    // Engines alone count too: the third game is theirs, the fourth is refused.
    const b = from('10.0.0.2');
    assert.equal((await startGame(b, { seats: ['engine', 'engine'] })).type, 'state');
    const c = from('10.0.0.3');
    assert.deepEqual(await startGame(c), { type: 'error', message: 'the server is full; try again later' });
    assert.ok(childProcesses(capped.pid).length <= 3);
    // The refused client may play once a game ends.
    await a2.close();
    await enginesDownTo(capped, 2);
    assert.equal((await startGame(c)).type, 'state');
    for (const client of [a1, a3, b, c]) await client.close();
    assert.deepEqual(await enginesDownTo(capped, 0), []);
    await assertServerPlays(capped);
  });
});

test('without a trusted proxy X-Forwarded-For is ignored', async () => {
  await withServer({ TESSERA_MAX_GAMES: '4', TESSERA_MAX_GAMES_PER_CLIENT: '1' }, async (capped) => {
    const first = new Client(capped.port, { 'x-forwarded-for': '10.0.0.1' });
    const second = new Client(capped.port, { 'x-forwarded-for': '10.0.0.2' });
    assert.equal((await startGame(first)).type, 'state');
    assert.deepEqual(await startGame(second), { type: 'error', message: 'at most 1 game at once from one address' });
    await first.close();
    await second.close();
  });
});

test('an idle game ends and its engine goes, even when engines play each other', async () => {
  await withServer({ TESSERA_IDLE_MS: '2000', TESSERA_MOVETIME: '200' }, async (idle) => {
    const client = new Client(idle.port);
    await client.opened;
    client.send({ type: 'new', game: 'chess', seats: ['engine', 'engine'], level: 20 });
    await client.state((state) => state.moves.length >= 2);
    assert.equal(childProcesses(idle.pid).length, 1);
    assert.equal(await client.error(0, 5000), 'no message for 2 s: the game has ended');
    assert.deepEqual(await client.closed, { code: 1000, reason: 'idle' });
    assert.deepEqual(await enginesDownTo(idle, 0), []);
    await assertServerPlays(idle);
  });
});

test('a game of engines alone that is over gives back its engine', async () => {
  await withServer({ TESSERA_MOVETIME: '10' }, async (quick) => {
    const client = new Client(quick.port);
    await client.opened;
    // Wall Runner games at the lowest level end within a few hundred plies.
    client.send({ type: 'new', game: 'wallrunner', seats: ['engine', 'engine'], level: 0 });
    const over = await client.state((state) => state.result !== null, 60000);
    assert.ok(over.result.outcome);
    assert.deepEqual(await enginesDownTo(quick, 0), []);
    await client.close();
  });
});

test('bad settings stop the start-up with a clear message', async () => {
  const cases = [
    [{ PORT: 'abc' }, 'PORT="abc" is not a whole number'],
    [{ PORT: '70000' }, 'PORT=70000 is out of range (0 to 65535)'],
    [{ TESSERA_MAX_GAMES: '0' }, 'TESSERA_MAX_GAMES=0 is out of range (1 to 100000)'],
    [{ TESSERA_MAX_GAMES_PER_CLIENT: '-1' }, 'TESSERA_MAX_GAMES_PER_CLIENT="-1" is not a whole number'],
    [{ TESSERA_IDLE_MS: '1e3' }, 'TESSERA_IDLE_MS="1e3" is not a whole number'],
    [{ TESSERA_MOVETIME: 'fast' }, 'TESSERA_MOVETIME="fast" is not a whole number'],
    [{ TESSERA_TRUST_PROXY: 'yes' }, 'TESSERA_TRUST_PROXY="yes" is not a whole number'],
    [{ TESSERA_ISOLATION: 'of' }, 'TESSERA_ISOLATION="of" must be one of on, off'],
  ];
  for (const [env, message] of cases) {
    const { code, stderr } = await runServerProcess({ PORT: '0', ...env });
    assert.equal(code, 2, JSON.stringify(env));
    assert.equal(stderr, `tessera web: ${message}\n`);
  }
  const { code, stderr } = await runServerProcess({ PORT: String(server.port), HOST: '127.0.0.1' });
  assert.equal(code, 1);
  assert.match(stderr, new RegExp(`^tessera web: cannot listen on 127\\.0\\.0\\.1:${server.port}: listen EADDRINUSE`));
});

test('SIGTERM ends every game and kills its engine before the server exits', async () => {
  const stopping = await startServerProcess();
  const client = new Client(stopping.port);
  const state = await startGame(client);
  process.kill(stopping.pid, 'SIGTERM');
  assert.deepEqual(await client.closed, { code: 1001, reason: 'server shutting down' });
  assert.deepEqual(await stopping.exited, { code: 0, signal: null });
  assert.throws(() => process.kill(state.engine.pid, 0), { code: 'ESRCH' });
});

test('after all of it the first server never exited', async () => {
  assert.ok(server.alive());
  await assertServerPlays();
});
