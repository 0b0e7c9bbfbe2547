// server.js - the reference web integration: serves the browser board (public/) and the
// WebAssembly build (../wasm, under /wasm/) with the cross-origin isolation headers that the
// engine's threads need, so the page plays in the browser; and, for pages opened with
// ?engine=server, runs one Tessera engine process per game, talking over a WebSocket. The
// games are the engine's: asked of it at start-up (lib/registry.js), sent to such pages by
// GET /api/games ({games: {<name>: {name, files, ranks, players: [fewest, most], names}}}).
//
// Messages from the page (JSON objects, at most 4 KB): {type:'new', id, game, players, seats,
// level, clock (minutes, 0: none)}, {type:'move', move}, {type:'claim'} or {type:'claim',
// move} (a chess draw by claim, now or with move played first: the protocol's `claim`),
// {type:'undo'}, {type:'resign'} and {type:'hint'}. Messages to the page: {type:'state', ...GameSession.snapshot()},
// {type:'hint', move} and {type:'error', message}. Every message is checked (lib/messages.js)
// and rate-limited (lib/connection.js); no message or malformed frame can stop the server, and
// a failure inside one game ends that game only (logged here, the page gets a fixed text).
// Settings (environment, checked at start-up by lib/config.js): PORT (8080), HOST
// (127.0.0.1), TESSERA_BIN (../tessera), TESSERA_MOVETIME (engine think time per move in ms,
// 1000), TESSERA_CLOCK_MS (600000), TESSERA_ISOLATION=off (no isolation headers: the page's
// engine then runs one thread), TESSERA_MAX_GAMES (games with engine processes at once; from
// the machine's memory and cores), TESSERA_MAX_GAMES_PER_CLIENT (4), TESSERA_IDLE_MS (a game
// with no message for that long ends, 1800000) and TESSERA_TRUST_PROXY (0; N: the server is
// behind N trusted proxies and takes the client's address from X-Forwarded-For).
// docs/INTEGRATION.md, "Running it in production", sizes these.
'use strict';

const http = require('node:http');
const fs = require('node:fs');
const path = require('node:path');
const { WebSocketServer } = require('ws');
const { settings } = require('./lib/config');
const { GameSlots } = require('./lib/slots');
const { GameRegistry } = require('./lib/registry');
const { Connection, clientAddress } = require('./lib/connection');

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

// GET /api/games: the engine's games with their facts (lib/registry.js), or 503 with the
// reason while the engine cannot list them.
function serveGames(response, registry, headers) {
  const answer = (status, body) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(JSON.stringify(body));
  };
  registry.load().then(
    (games) => answer(200, { games }),
    (error) => answer(503, { error: `the server's engine did not list its games: ${error.message}` }),
  );
}

function serveStatic(request, response, config, registry) {
  const headers = config.isolation === false ? {} : ISOLATION;
  let url;
  try {
    url = new URL(request.url, 'http://localhost');
  } catch (error) {
    response.writeHead(400).end();
    return;
  }
  if (url.pathname === '/api/games') {
    serveGames(response, registry, headers);
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

// Where the server reports failures: the context, then the error with its stack.
function logError(context, error) {
  console.error(`tessera web: ${context}`, error);
}

// Asks the engine for its games first: an engine that cannot list them is reported, and the
// server starts anyway (pages that play in the browser need no engine on the server).
async function startServer(overrides = {}) {
  const config = { ...settings({}), ...overrides };
  const slots = new GameSlots(config.maxGames, config.maxGamesPerClient);
  const registry = new GameRegistry(config.binary);
  await registry.load().catch((error) => {
    console.warn(`tessera web: ${config.binary} did not list its games (${error.message}); games on the server wait for it`);
  });
  const server = http.createServer((request, response) => {
    try {
      serveStatic(request, response, config, registry);
    } catch (error) {
      logError(`${request.method} ${request.url}:`, error);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    }
  });
  // A page's messages are small; ws closes a connection whose message is larger (1009).
  const sockets = new WebSocketServer({ server, path: '/ws', maxPayload: 4096, perMessageDeflate: false });
  const context = { config, slots, registry, log: logError, connections: new Set() };
  sockets.on('connection', (socket, request) => {
    const client = clientAddress(request, config.trustProxy);
    // A malformed frame: ws closes the connection with the matching code (1002, 1007, 1009).
    socket.on('error', (error) => console.warn(`tessera web: ${client}: ${error.message}`));
    new Connection(socket, client, context);
  });
  sockets.on('error', () => {}); // the HTTP server's errors, passed on by ws: reported below
  server.connections = context.connections;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      server.on('error', (error) => logError('HTTP server:', error));
      resolve(server);
    });
  });
}

// Ends every game (and so kills every engine process) before the process exits.
function shutdown(server) {
  for (const connection of server.connections) connection.shutdown();
  server.close();
  setTimeout(() => process.exit(0), 200).unref();
}

function main() {
  let config;
  try {
    config = settings();
  } catch (error) {
    console.error(`tessera web: ${error.message}`);
    process.exit(2);
  }
  startServer(config).then(
    (server) => {
      const { address, port } = server.address();
      console.log(`Tessera web board on http://${address}:${port}/`);
      console.log(
        `games: at most ${config.maxGames} at once, ${config.maxGamesPerClient} per client; ` +
          `idle games end after ${config.idleMs / 1000} s`,
      );
      for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => shutdown(server));
    },
    (error) => {
      console.error(`tessera web: cannot listen on ${config.host}:${config.port}: ${error.message}`);
      process.exit(1);
    },
  );
}

if (require.main === module) main();

module.exports = { startServer, settings };
