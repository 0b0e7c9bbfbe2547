// messages.js - checks each message from the page before anything acts on it: a JSON object
// of a known type whose fields have the right types and sizes. A message that fails gets a
// Refusal naming what is wrong; nothing else reads raw page input.
'use strict';

const { Refusal } = require('./errors');

// The fields each type may carry, with their checks (absent fields take defaults later).
const TYPES = {
  new: ['id', 'game', 'players', 'seats', 'level', 'clock', 'options', 'position'],
  move: ['move'],
  hint: [],
  undo: [],
  resign: [],
  claim: ['move'],
};
// Every game's moves: squares, promotion letters, wall sides and Wall Go's comma.
const MOVE = /^[a-z0-9,]{1,16}$/;
const MAX_SEATS = 4;
const MAX_CLOCK_MINUTES = 180;
// A game's own options: a few names with short values, checked against the game's later.
const MAX_OPTIONS = 8;
const OPTION_TEXT = /^[A-Za-z0-9_-]{1,32}$/;
// A position string: one line of printable ASCII that cannot carry moves or another command
// into the engine's `position fen` line.
const POSITION = /^[!-~]+(?: [!-~]+)*$/;
const MAX_POSITION = 256;

function checkGameOptions(options) {
  const entries = options !== null && typeof options === 'object' && !Array.isArray(options) ? Object.entries(options) : null;
  const valid = entries && entries.length <= MAX_OPTIONS &&
    entries.every(([name, value]) => OPTION_TEXT.test(name) && typeof value === 'string' && OPTION_TEXT.test(value));
  if (!valid) throw new Refusal("'options' must be an object of up to 8 option names and their values");
}

function checkPosition(position) {
  const valid = typeof position === 'string' && position.length <= MAX_POSITION && POSITION.test(position) &&
    !position.split(' ').includes('moves');
  if (!valid) throw new Refusal("'position' must be a position string of the game (one line, no moves)");
}

function isInteger(value, min, max) {
  return Number.isInteger(value) && value >= min && value <= max;
}

// games: the engine's games by name (lib/registry.js), or null while it has not listed them.
function checkNew(message, games) {
  const { id, game, players, seats, level, clock, options, position } = message;
  if (id !== undefined && id !== null && !Number.isSafeInteger(id)) throw new Refusal("'id' must be an integer");
  if (typeof game !== 'string' || (games && !Object.hasOwn(games, game))) throw new Refusal("'game' must name a game");
  if (players !== undefined && !isInteger(players, 2, MAX_SEATS)) throw new Refusal("'players' must be 2 to 4");
  if (seats !== undefined) {
    const valid = Array.isArray(seats) && seats.length <= MAX_SEATS && seats.every((seat) => seat === 'human' || seat === 'engine');
    if (!valid) throw new Refusal("'seats' must list up to 4 of 'human' and 'engine'");
  }
  if (level !== undefined && !isInteger(level, 0, 20)) throw new Refusal("'level' must be 0 to 20");
  const clockOk = typeof clock === 'number' && Number.isFinite(clock) && clock >= 0 && clock <= MAX_CLOCK_MINUTES;
  if (clock !== undefined && !clockOk) throw new Refusal("'clock' must be 0 to 180 minutes");
  if (options !== undefined) checkGameOptions(options);
  if (position !== undefined && position !== null) checkPosition(position);
}

// The game's own options (info.options: the game's, lib/registry.js), in the game's order:
// each as the `new` message sets it (a name the game has with one of its values) or its
// default, so the state says which rules the game is played under.
function chosenOptions(options, info) {
  const given = options || {};
  for (const [name, value] of Object.entries(given)) {
    const option = info.options.find((item) => item.name === name);
    if (!option) throw new Refusal(`'options': ${info.name} has no option '${name}'`);
    if (!option.choices.includes(value)) {
      throw new Refusal(`'options': ${name} takes ${option.choices.join(' or ')}, not '${value}'`);
    }
  }
  return Object.fromEntries(info.options.map((item) => [item.name, Object.hasOwn(given, item.name) ? given[item.name] : item.default]));
}

// One WebSocket message (data: a Buffer) as a checked object, or a Refusal; games as for
// checkNew.
function parseMessage(data, isBinary, games) {
  if (isBinary) throw new Refusal('messages must be text');
  let message;
  try {
    message = JSON.parse(data.toString('utf8'));
  } catch (error) {
    throw new Refusal('not JSON');
  }
  if (message === null || typeof message !== 'object' || Array.isArray(message)) throw new Refusal('not a JSON object');
  if (typeof message.type !== 'string' || !Object.hasOwn(TYPES, message.type)) throw new Refusal('unknown message type');
  if (message.type === 'new') checkNew(message, games);
  // A claim's move is optional: with one, the draw is claimed with that move played first.
  const needsMove = message.type === 'move' || (message.type === 'claim' && message.move !== undefined);
  if (needsMove && !(typeof message.move === 'string' && MOVE.test(message.move))) {
    throw new Refusal("'move' must be a move in the game's notation");
  }
  return message;
}

// The GameSession options of a checked `new` message for the game of facts info (its entry
// in lib/registry.js).
function newGameOptions(message, config, info) {
  const players = message.players ?? info.players[0];
  const [min, max] = info.players;
  if (players < min || players > max) throw new Refusal(`${info.name} takes ${min === max ? min : `${min} to ${max}`} players`);
  const seats = (message.seats || []).slice(0, players);
  while (seats.length < players) seats.push(seats.length === 0 ? 'human' : 'engine');
  const clockMs = message.clock === undefined ? config.clockMs : Math.round(message.clock * 60000);
  const id = message.id ?? null;
  return {
    binary: config.binary,
    movetimeMs: config.movetimeMs,
    id,
    game: message.game,
    players,
    names: info.names.slice(0, players),
    seats,
    level: message.level ?? 20,
    clockMs,
    options: chosenOptions(message.options, info),
    position: message.position ?? null,
  };
}

module.exports = { parseMessage, newGameOptions, TYPES };
