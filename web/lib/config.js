// config.js - the server's settings from the environment, each checked: a setting that is
// not a number where a number is needed (or out of its range) stops the start-up with a
// message naming it, rather than running with NaN. Defaults for the caps follow the machine.
'use strict';

const os = require('node:os');
const path = require('node:path');

// What one game may cost: an engine process takes about 23 MB once it has searched (its
// 16 MB hash table) and a whole core while it thinks. The default cap keeps the engines
// within a quarter of the memory and at most four games per core.
const MEMORY_PER_GAME = 24 * 1024 * 1024;
const GAMES_PER_CORE = 4;

function defaultMaxGames() {
  const byMemory = Math.floor(os.totalmem() / 4 / MEMORY_PER_GAME);
  const byCores = GAMES_PER_CORE * Math.max(1, os.cpus().length);
  return Math.max(1, Math.min(byMemory, byCores));
}

// An integer setting within [min, max]; unset (or empty) gives the default.
function integer(env, name, fallback, min, max) {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  if (!/^\d+$/.test(text.trim())) throw new Error(`${name}=${JSON.stringify(text)} is not a whole number`);
  const value = Number(text);
  if (value < min || value > max) throw new Error(`${name}=${text} is out of range (${min} to ${max})`);
  return value;
}

function choice(env, name, fallback, allowed) {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  if (!allowed.includes(text)) throw new Error(`${name}=${JSON.stringify(text)} must be one of ${allowed.join(', ')}`);
  return text;
}

// The settings, or an Error naming the first bad one.
function settings(env = process.env) {
  const maxGames = integer(env, 'TESSERA_MAX_GAMES', defaultMaxGames(), 1, 100000);
  return {
    port: integer(env, 'PORT', 8080, 0, 65535),
    host: env.HOST || '127.0.0.1',
    binary: env.TESSERA_BIN || path.join(__dirname, '..', '..', 'tessera'),
    movetimeMs: integer(env, 'TESSERA_MOVETIME', 1000, 1, 600000),
    clockMs: integer(env, 'TESSERA_CLOCK_MS', 600000, 0, 180 * 60000),
    isolation: choice(env, 'TESSERA_ISOLATION', 'on', ['on', 'off']) === 'on',
    maxGames,
    maxGamesPerClient: integer(env, 'TESSERA_MAX_GAMES_PER_CLIENT', Math.min(4, maxGames), 1, 100000),
    idleMs: integer(env, 'TESSERA_IDLE_MS', 30 * 60000, 1000, 24 * 3600000),
    trustProxy: integer(env, 'TESSERA_TRUST_PROXY', 0, 0, 10),
  };
}

module.exports = { settings, defaultMaxGames };
