// server.js - the reference web integration: serves the browser board (public/) and the
// WebAssembly build (../wasm, under /wasm/) with the cross-origin isolation headers that the
// engine's threads need, so the page plays in the browser; and, for pages opened with
// ?engine=server, runs one Tessera engine process per game, talking over a WebSocket.
//
// Messages from the page: {type:'new', id, game, players, seats, level, clock (minutes, 0:
// none)}, {type:'move', move}, {type:'undo'}, {type:'resign'} and {type:'hint'}. Messages to the page: {type:'state', ...GameSession.snapshot()},
// {type:'hint', move} and {type:'error', message}.
// Settings (environment): PORT (8080), HOST (127.0.0.1), TESSERA_BIN (../tessera),
// TESSERA_MOVETIME (engine think time per move in ms, 1000), TESSERA_CLOCK_MS (600000),
// TESSERA_ISOLATION=off (no isolation headers: the page's engine then runs one thread).
'use strict';

const http = require('node:http');
const fs = require('node:fs');
const path = require('node:path');
const { WebSocketServer } = require('ws');
const { GameSession } = require('./lib/session');
const { GAMES, LEVELS } = require('./lib/games');

const PUBLIC = path.join(__dirname, 'public');
const WASM = path.join(__dirname, '..', 'wasm');
// What the page may load from the WebAssembly package: its two scripts and its build.
const WASM_FILES = /^\/wasm\/(rules\.js|worker\.js|dist\/[\w.-]+\.(js|wasm))$/;
const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.png': 'image/png',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
};
// A cross-origin isolated page may share memory between threads (SharedArrayBuffer).
const ISOLATION = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-embedder-policy': 'require-corp',
};

// The file a request names: the page's files, or the WebAssembly package's; null: none.
function fileFor(pathname) {
  const wasm = pathname.match(WASM_FILES);
  if (wasm) return path.join(WASM, wasm[1]);
  const file = path.join(PUBLIC, path.normalize(pathname === '/' ? 'index.html' : pathname.slice(1)));
  return file.startsWith(PUBLIC + path.sep) ? file : null;
}

function settings(env = process.env) {
  return {
    port: Number(env.PORT || 8080),
    host: env.HOST || '127.0.0.1',
    binary: env.TESSERA_BIN || path.join(__dirname, '..', 'tessera'),
    movetimeMs: Number(env.TESSERA_MOVETIME || 1000),
    clockMs: Number(env.TESSERA_CLOCK_MS || 600000),
    isolation: env.TESSERA_ISOLATION !== 'off',
  };
}

function serveStatic(request, response, config) {
  const headers = config.isolation === false ? {} : ISOLATION;
  const url = new URL(request.url, 'http://localhost');
  if (url.pathname === '/api/games') {
    response.writeHead(200, { 'content-type': 'application/json', ...headers });
    response.end(JSON.stringify({ games: GAMES, levels: LEVELS }));
    return;
  }
  const file = fileFor(url.pathname);
  if (!file) {
    response.writeHead(403).end();
    return;
  }
  fs.readFile(file, (error, data) => {
    if (error) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[path.extname(file)] || 'application/octet-stream', ...headers });
    response.end(data);
  });
}

// Checks a `new` message; returns the GameSession options or throws.
function newGameOptions(message, config) {
  const info = GAMES[message.game];
  if (!info) throw new Error(`unknown game '${message.game}'`);
  const players = Number(message.players || info.players[0]);
  if (!(players >= info.players[0] && players <= info.players[1])) throw new Error('bad number of players');
  const seats = Array.isArray(message.seats) ? message.seats.slice(0, players) : [];
  while (seats.length < players) seats.push(seats.length === 0 ? 'human' : 'engine');
  if (seats.some((seat) => seat !== 'human' && seat !== 'engine')) throw new Error('bad seat');
  const level = Number(message.level ?? 20);
  if (!(Number.isInteger(level) && level >= 0 && level <= 20)) throw new Error('bad level');
  const clockMs = message.clock === undefined ? config.clockMs : Number(message.clock) * 60000;
  if (!(clockMs >= 0 && clockMs <= 180 * 60000)) throw new Error('bad clock');
  const id = Number.isInteger(message.id) ? message.id : null;
  return { ...config, id, game: message.game, players, seats, level, clockMs };
}

// One page connection: at most one game at a time, closed with the connection.
function handleConnection(socket, config) {
  let session = null;
  const send = (message) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };
  const endGame = () => {
    if (session) session.close();
    session = null;
  };
  socket.on('message', (data) => {
    let message;
    try {
      message = JSON.parse(data);
    } catch (error) {
      send({ type: 'error', message: 'not JSON' });
      return;
    }
    if (message.type === 'new') {
      try {
        const options = newGameOptions(message, config);
        endGame();
        session = new GameSession(options);
        session.on('state', (state) => send({ type: 'state', ...state }));
        session.start().catch((error) => send({ type: 'error', message: error.message }));
      } catch (error) {
        send({ type: 'error', message: error.message });
      }
    } else if (message.type === 'hint' && session) {
      session.hint().then(
        (move) => send({ type: 'hint', move }),
        (error) => send({ type: 'error', message: error.message }),
      );
    } else if (message.type === 'undo' && session) {
      session.undo().catch((error) => send({ type: 'error', message: error.message }));
    } else if (message.type === 'resign' && session) {
      try {
        session.resign();
      } catch (error) {
        send({ type: 'error', message: error.message });
      }
    } else if (message.type === 'move' && session) {
      session.humanMove(String(message.move)).catch((error) => send({ type: 'error', message: error.message }));
    }
  });
  socket.on('close', endGame);
}

function startServer(config = settings()) {
  const server = http.createServer((request, response) => serveStatic(request, response, config));
  const sockets = new WebSocketServer({ server, path: '/ws' });
  sockets.on('connection', (socket) => handleConnection(socket, config));
  return new Promise((resolve) => {
    server.listen(config.port, config.host, () => resolve(server));
  });
}

if (require.main === module) {
  startServer().then((server) => {
    const { address, port } = server.address();
    console.log(`Tessera web board on http://${address}:${port}/`);
  });
}

module.exports = { startServer, settings };
