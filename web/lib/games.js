// games.js - what the server needs to know about each game beyond the protocol: the name
// the engine uses, the players' names in `status` lines, and how many players it takes.
// Rules are never here: legality and results always come from the engine.
'use strict';

// The games and the page's difficulty levels (the engine's Skill Level, 0-20) live in
// public/choices.json, which the page reads too when it plays without a server.
const { games: GAMES, levels: LEVELS } = require('../public/choices.json');

// The `go` command of one engine move. The level is the engine's Skill Level option, set
// before the search, which weakens the search itself; every level thinks for the same time.
function goCommand(movetimeMs) {
  return `go movetime ${movetimeMs}`;
}

// The options that set a search's strength, sent before every search: the game's level for
// the engine's moves, full strength (Skill Level 20, no Elo limit) for a hint.
function strengthCommands(level) {
  return ['setoption name UCI_LimitStrength value false', `setoption name Skill Level value ${level}`];
}

// A hint is the engine's best move: full strength in a short time, whatever the move time.
const HINT_LEVEL = 20;
function hintMovetime(movetimeMs) {
  return Math.min(1000, Math.max(500, movetimeMs));
}

module.exports = { GAMES, LEVELS, goCommand, strengthCommands, HINT_LEVEL, hintMovetime };
