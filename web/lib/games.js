// games.js - how the server asks its engine for moves: the `go` command of one move and the
// strength options of a search. Which games there are, with their players, is the engine's
// answer (lib/registry.js); rules are never here: legality and results come from the engine.
'use strict';

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

module.exports = { goCommand, strengthCommands, HINT_LEVEL, hintMovetime };
