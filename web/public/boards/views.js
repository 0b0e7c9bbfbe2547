// views.js - the one table of the page's game views: for each game the board that draws it,
// its title, its rules summary (rulesFor(options), when its options change the rules), the
// words of its own results (wins / draws by reason, beside ui/results.js's common ones) and
// of its own options in the setup form (options: { <option>: { label, values } }). Which games there are and their facts (board size,
// players and their names) come from the engine's registry, never from here: the WebAssembly
// build's in the browser, the server's engine with ?engine=server. A registered game without
// a view shows and plays on the generic board (generic.js) under its canonical name.
//
// The views are keyed by the game's canonical name because the page is a client of the
// engine: the name is what the registry and the page share, and a view is presentation code
// (how a game looks and reads), not a fact of the game, as play/games/ is for the terminal.
// Nothing else in the page tests a game by its name; it asks viewOf(game).
import { chess } from './chess.js';
import { voidchess } from './voidchess.js';
import { wallchess } from './wallchess.js';
import { wallgo } from './wallgo.js';
import { wallrunner } from './wallrunner.js';
import { createGenericBoard } from './generic.js';

export const VIEWS = { chess, voidchess, wallchess, wallgo, wallrunner };

// What a view leaves out; title is the game's canonical name.
const GENERIC = {
  rules:
    'The page has no summary of this game yet (docs/RULES.md has its rules). The board is the ' +
    "engine's own drawing; on your turn choose a move in the game's notation under it.",
  wins: {},
  draws: {},
  options: {},
  createBoard: createGenericBoard,
};

// The view of game: its own, completed by the generic one.
export function viewOf(game) {
  return { ...GENERIC, title: game, ...(Object.hasOwn(VIEWS, game) ? VIEWS[game] : {}) };
}
