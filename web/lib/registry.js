// registry.js - the games the server's engine plays and their facts, asked of the engine
// once (docs/PROTOCOL.md), so the server keeps no list of games of its own: the games are the
// `UCI_Variant` choices of `uci`; for each, `info string variant <name> files F ranks R
// players P` after setting `UCI_Variant` with the fewest and then the most `Players` the
// option takes gives the board size and the range of players, and `status` at the start and
// after each of the first moves names the players in turn order; the game's own options are
// the ones the variant line names before `startpos` (Wall Go's WallGoRules, WallGoStart), with
// their values and default from `uci`. The facts have the shape the page reads in both modes:
// { name, files, ranks, players: [fewest, most], names, options: [{ name, choices, default }] }.
'use strict';

const { EngineProcess } = require('./engine');
const { Refusal } = require('./errors');

const ASK_MS = 5000; // one exchange with the engine

// The combo options of a `uci` answer by name: { choices, default }.
function parseCombos(lines) {
  const combos = {};
  for (const line of lines) {
    const combo = /^option name (.+?) type combo default (\S+)((?: var \S+)*)$/.exec(line);
    if (combo) combos[combo[1]] = { choices: combo[3].split(' var ').slice(1), default: combo[2] };
  }
  return combos;
}

// `option name UCI_Variant type combo default chess var chess var voidchess ...` and
// `option name Players type spin default 2 min 2 max 4` of the `uci` answer, and its combos.
function parseOptions(lines) {
  const variant = lines.find((line) => line.startsWith('option name UCI_Variant '));
  if (!variant) throw new Error('the engine offers no UCI_Variant option');
  const games = variant.split(' var ').slice(1).map((game) => game.trim());
  const players = lines.find((line) => line.startsWith('option name Players ')) || '';
  const bound = (word) => Number((new RegExp(` ${word} (\\d+)`).exec(players) || [])[1]);
  const range = players ? [bound('min'), bound('max')] : [2, 2];
  if (!games.length || !range.every(Number.isInteger)) throw new Error(`cannot read the games from '${variant}'`);
  return { games, range, combos: parseCombos(lines) };
}

// The last `info string variant` line of an answer: { files, ranks, players, options } of
// game, options the names of its own options (the <option> <value> pairs before startpos).
function parseVariant(lines, game) {
  const error = lines.find((line) => line.startsWith('info string error: '));
  if (error) throw new Error(`${game}: ${error.slice(19)}`);
  const line = lines.filter((item) => item.startsWith('info string variant ')).pop() || '';
  const facts = /^info string variant (\S+) files (\d+) ranks (\d+) players (\d+)((?: \S+ \S+)*?) startpos /.exec(line);
  if (!facts || facts[1] !== game) throw new Error(`${game}: no 'info string variant ${game} ...' line`);
  const options = facts[5].split(' ').slice(1).filter((_, index) => index % 2 === 0);
  return { files: Number(facts[2]), ranks: Number(facts[3]), players: Number(facts[4]), options };
}

// The names of the first count players in turn order: the player to move at the start and
// after each of the first moves (`status ongoing <name>`), each move the first legal one.
async function playerNames(engine, game, count) {
  const names = [];
  const moves = [];
  while (names.length < count) {
    const position = moves.length ? `position startpos moves ${moves.join(' ')}` : 'position startpos';
    const lines = await engine.ask([position, 'status', 'legal'], ASK_MS);
    const status = lines.find((line) => line.startsWith('status ')) || '';
    const [, outcome, name] = status.split(' ');
    if (outcome !== 'ongoing' || !name || names.includes(name)) throw new Error(`${game}: cannot read the players' names from '${status}'`);
    names.push(name);
    const legal = (lines.find((line) => line.startsWith('legal')) || '').split(' ');
    moves.push(legal[1]);
  }
  return names;
}

async function gameFacts(engine, game, [fewest, most], combos) {
  const least = parseVariant(
    await engine.ask([`setoption name Players value ${fewest}`, `setoption name UCI_Variant value ${game}`], ASK_MS),
    game,
  );
  const full = parseVariant(await engine.ask([`setoption name Players value ${most}`], ASK_MS), game);
  const names = await playerNames(engine, game, full.players);
  const options = full.options.map((name) => {
    if (!Object.hasOwn(combos, name)) throw new Error(`${game}: its option ${name} is no combo of \`uci\``);
    return { name, ...combos[name] };
  });
  return { name: game, files: full.files, ranks: full.ranks, players: [least.players, full.players], names, options };
}

// Every game of the engine at binary with its facts, by name in the engine's order.
async function askGames(binary) {
  const engine = new EngineProcess(binary);
  engine.start();
  try {
    const { games, range, combos } = parseOptions(await engine.request(['uci'], 'uciok', ASK_MS));
    const facts = {};
    for (const game of games) facts[game] = await gameFacts(engine, game, range, combos);
    return facts;
  } finally {
    engine.kill();
  }
}

// The engine's games, asked once; when the engine did not answer (it could not start), asked
// again by the next request that needs them.
class GameRegistry {
  constructor(binary) {
    this.binary = binary;
    this.games = null; // { name: facts } once the engine answered
    this.error = null; // why it did not, meanwhile
    this.loading = null;
  }

  // Resolves with the games once the engine has listed them; rejects when it cannot.
  load() {
    if (!this.loading) {
      this.loading = askGames(this.binary).then(
        (games) => {
          this.games = games;
          this.error = null;
          return games;
        },
        (error) => {
          this.error = error.message;
          this.loading = null;
          throw error;
        },
      );
    }
    return this.loading;
  }

  // The facts of game (a name the page sent): a Refusal for a game the engine does not
  // play, or while the engine has not listed its games (they are asked again).
  info(game) {
    if (!this.games) {
      const why = this.error ? `the server's engine did not list its games (${this.error})` : "the server's engine is starting";
      this.load().catch(() => {});
      throw new Refusal(`${why}; try again later`);
    }
    if (!Object.hasOwn(this.games, game)) throw new Refusal("'game' must name a game");
    return this.games[game];
  }
}

module.exports = { GameRegistry, askGames, parseOptions, parseVariant };
