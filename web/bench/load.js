// load.js - a bounded load test of the web server (`make load-web`), 127.0.0.1 only: starts
// server.js with TESSERA_MAX_GAMES=8; 20 clients ask for a game at once (8 get one, 12 are
// refused), the 8 games play MOVES human moves each against the engine, then 200 hostile
// messages and frames arrive while they go on, and the server must still answer and play.
// Prints games served and refused, the time to apply a move (from sending a human move to
// the state that shows it), the server's resident memory and its engine processes (counted
// in /proc all along). Stops by itself within LIMIT_MS; exit status 1 if a check fails.
'use strict';

const { startServerProcess, childProcesses, residentKb, httpGet, Client, startGame, frame, rawSocket } = require('../test/harness');

const MAX_GAMES = 8;
const CLIENTS = 20;
const MOVES = 10;
const LIMIT_MS = 180000;

const watchdog = setTimeout(() => {
  console.error(`load: not done within ${LIMIT_MS / 1000} s`);
  process.exit(1);
}, LIMIT_MS);

const failures = [];
function check(ok, what) {
  if (!ok) failures.push(what);
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
}

// Seeded choices, so every run plays the same moves.
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

// Plays one human move; returns the ms until the state showing it, then waits for the
// person's next turn. null: the game is over.
async function playMove(client, random) {
  const humanTurn = (state) => state.result || (state.toMove >= 0 && state.seats[state.toMove] === 'human');
  const turn = await client.state(humanTurn, 30000, client.turnFrom || 0);
  if (turn.result) return null;
  const move = turn.legal[Math.floor(random() * turn.legal.length)];
  const from = client.received.length;
  const sent = process.hrtime.bigint();
  client.send({ type: 'move', move });
  const applied = await client.state((state) => state.moves.length === turn.moves.length + 1 && state.moves.at(-1) === move,
    30000, from);
  const ms = Number(process.hrtime.bigint() - sent) / 1e6;
  client.turnFrom = client.received.indexOf(applied) + 1; // the engine's reply may be in already
  return ms;
}

// 200 hostile inputs: 100 bad messages over 10 connections, 100 bad frames on raw sockets.
async function hostile(port) {
  const messages = ['null', '[]', '42', '{"type":"dance"}', '{"type":"new","game":5}', '{"type":"move","move":42}',
    JSON.stringify({ type: 'move', move: 'x'.repeat(4000) }), '{"type":', '{"type":"new","game":"chess","level":"x"}', '{}'];
  const errors = {};
  await Promise.all(Array.from({ length: 10 }, async () => {
    const client = new Client(port);
    await client.opened;
    for (const message of messages) {
      const from = client.received.length;
      client.send(message);
      const text = await client.error(from);
      errors[text] = (errors[text] || 0) + 1;
    }
    await client.close();
  }));
  const frames = [frame({ length: 2 ** 30 }), frame({ rsv1: true, payload: Buffer.from('{}') }),
    frame({ payload: Buffer.from([0xff, 0xfe]) }), frame({ mask: false, payload: Buffer.from('{}') }),
    frame({ length: 120e6, payload: Buffer.alloc(8192) })];
  const codes = {};
  for (let batch = 0; batch < 10; batch++) {
    await Promise.all(Array.from({ length: 10 }, async (_, i) => {
      const raw = await rawSocket(port);
      raw.write(frames[(batch * 10 + i) % frames.length]);
      const { code } = await raw.closed;
      codes[code] = (codes[code] || 0) + 1;
      raw.socket.destroy();
    }));
  }
  return { errors, codes };
}

async function main() {
  const server = await startServerProcess({
    TESSERA_MAX_GAMES: String(MAX_GAMES), TESSERA_MAX_GAMES_PER_CLIENT: String(CLIENTS), TESSERA_MOVETIME: '200',
  });
  let maxEngines = 0;
  let maxRss = residentKb(server.pid);
  const startRss = maxRss;
  const sampler = setInterval(() => {
    maxEngines = Math.max(maxEngines, childProcesses(server.pid).length);
    maxRss = Math.max(maxRss, residentKb(server.pid));
  }, 10);
  try {
    // 20 clients ask at once, for the engine's games in turn.
    const games = Object.keys(JSON.parse((await httpGet(server.port, '/api/games')).body).games);
    const clients = Array.from({ length: CLIENTS }, () => new Client(server.port));
    const answers = await Promise.all(clients.map((client, i) => startGame(client, { game: games[i % games.length] })));
    const playing = clients.filter((_, i) => answers[i].type === 'state');
    const refused = answers.filter((answer) => answer.message === 'the server is full; try again later').length;
    check(playing.length === MAX_GAMES, `${playing.length} games served`);
    check(refused === CLIENTS - MAX_GAMES, `${refused} clear refusals`);
    for (const [i, client] of clients.entries()) if (answers[i].type !== 'state') client.close();

    // The games play at once.
    const latencies = [];
    await Promise.all(playing.map(async (client, i) => {
      const random = seededRandom(i + 1);
      for (let move = 0; move < MOVES; move++) {
        const ms = await playMove(client, random);
        if (ms === null) break;
        latencies.push(ms);
      }
    }));

    // Hostile traffic while the games are open; then every game plays on.
    const attack = await hostile(server.port);
    let after = 0;
    await Promise.all(playing.map(async (client, i) => {
      if ((await playMove(client, seededRandom(100 + i))) !== null) after += 1;
    }));
    for (const client of playing) await client.close();
    const fresh = new Client(server.port);
    const state = await startGame(fresh);
    check(state.type === 'state', 'a new game after the attack');
    check((await httpGet(server.port, '/api/games')).status === 200, 'HTTP after the attack');
    await fresh.close();
    check(server.alive(), 'the server is alive');
    check(maxEngines <= MAX_GAMES, `${maxEngines} engine processes at once`);

    latencies.sort((a, b) => a - b);
    const mb = (kb) => (kb / 1024).toFixed(1);
    console.log(`games: ${playing.length} served, ${refused} refused (TESSERA_MAX_GAMES=${MAX_GAMES}, ${CLIENTS} clients)`);
    console.log(`time to apply a move: p50 ${percentile(latencies, 0.5).toFixed(1)} ms, ` +
      `p99 ${percentile(latencies, 0.99).toFixed(1)} ms, max ${latencies.at(-1).toFixed(1)} ms (${latencies.length} moves)`);
    console.log(`server memory (RSS of node): ${mb(startRss)} MB at start, ${mb(maxRss)} MB at most, ` +
      `${mb(residentKb(server.pid))} MB at the end`);
    console.log(`engine processes: at most ${maxEngines} at once, ${childProcesses(server.pid).length} at the end`);
    console.log(`hostile: 100 messages answered ${JSON.stringify(attack.errors)}; ` +
      `100 frames closed with ${JSON.stringify(attack.codes)}`);
    console.log(`after it: ${after} of ${playing.length} games played a move, a new game started, HTTP answered`);
  } finally {
    clearInterval(sampler);
    await server.stop();
    clearTimeout(watchdog);
  }
  if (failures.length) {
    console.error(`load: FAILED: ${failures.join('; ')}`);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(`load: ${error.stack}`);
  process.exit(1);
});
