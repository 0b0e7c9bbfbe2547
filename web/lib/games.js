// games.js - what the server needs to know about each game beyond the protocol: the name
// the engine uses, the players' names in `status` lines, and how many players it takes.
// Rules are never here: legality and results always come from the engine.
'use strict';

const GAMES = {
  chess: { title: 'Chess', players: [2, 2], names: ['white', 'black'] },
  voidchess: { title: 'Void Chess', players: [2, 2], names: ['white', 'black'] },
  wallchess: { title: 'Wall Chess', players: [2, 2], names: ['south', 'north'] },
  wallgo: { title: 'Wall Go', players: [2, 4], names: ['A', 'B', 'C', 'D'] },
  wallrunner: { title: 'Wall Runner', players: [2, 2], names: ['white', 'black'] },
};

// Difficulty levels offered by the page: the engine's Skill Level (0-20).
const LEVELS = [
  { name: 'Beginner', level: 1 },
  { name: 'Easy', level: 5 },
  { name: 'Medium', level: 10 },
  { name: 'Hard', level: 15 },
  { name: 'Maximum', level: 20 },
];

// The `go` command of one engine move. The level is the engine's Skill Level option, set
// before the search, which weakens the search itself; every level thinks for the same time.
function goCommand(movetimeMs) {
  return `go movetime ${movetimeMs}`;
}

module.exports = { GAMES, LEVELS, goCommand };
