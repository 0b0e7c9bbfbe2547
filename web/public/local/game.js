// game.js - games played in the page against the WebAssembly engine, with no server: the
// same messages as the server's WebSocket ({type:'new'|'move'|'claim'|'hint'|'undo'|'resign'} in,
// {type:'state'|'hint'|'error'} out, states shaped like lib/session.js's), so the page draws
// both alike.
// The rules (wasm/rules.js over the C API) are the referee: a human move is played only if
// they list it, and the result is whatever they say (or a flag fall, or a claimed draw: a
// human claims with a message, an engine seat claims every draw it may on its turn, as in
// lib/session.js). The engine worker (engine.js) only chooses the engine seats' moves.
import { BrowserEngine } from './engine.js';
import { Clocks } from './clocks.js';
import { WASM, loadRules } from './load.js';

// The options that set a search's strength: the game's level for the engine's moves, full
// strength (Skill Level 20, no Elo limit) for a hint; the same lines as lib/games.js's.
function strengthCommands(level) {
  return ['setoption name UCI_LimitStrength value false', `setoption name Skill Level value ${level}`];
}

// A hint's think time: short, whatever the engine's own move time.
const hintMovetime = (movetimeMs) => Math.min(1000, Math.max(500, movetimeMs));

class LocalGame {
  constructor(options, rules, engine, deliver) {
    // id, game, players, names, seats, level, movetimeMs, clockMs, engineInfo, options (the
    // game's own: { WallGoRules: 'show', ... }), position (the start's string, or null)
    Object.assign(this, options);
    // The rules refuse a bad option value or a position of other rules (a Wall Go string of
    // the other rule set) with their reason, before anything else changes.
    this.board = rules.newBoard(options.game, options.players, options.position, options.options);
    this.engine = engine;
    this.deliver = deliver;
    this.moves = [];
    this.movers = []; // the player who made each move
    this.timed = options.clockMs > 0; // no clock: the clocks stand still and nobody flags
    this.clocks = new Clocks(options.players, this.timed ? options.clockMs : 0);
    this.epoch = 0; // rises with every undo: an engine answer for an older position is dropped
    this.flagTimer = null;
    this.result = null;
    this.thinking = false;
    this.notice = null;
    this.closed = false;
  }

  close() {
    this.closed = true;
    clearTimeout(this.flagTimer);
    this.board.delete();
  }

  publish() {
    if (!this.closed) this.deliver({ type: 'state', ...this.snapshot() });
  }

  toMove() {
    const status = this.board.status();
    return status.outcome === 'ongoing' ? status.sideToMove : -1;
  }

  positionCommand() {
    const start = this.position ? `position fen ${this.position}` : 'position startpos';
    return this.moves.length ? `${start} moves ${this.moves.join(' ')}` : start;
  }

  async start() {
    await this.engine.request([
      `setoption name UCI_Variant value ${this.game}`,
      `setoption name Players value ${this.players}`,
      `setoption name Skill Level value ${this.level}`,
      // Every one of the game's own options: the worker keeps the last game's otherwise.
      ...Object.entries(this.options).map(([name, value]) => `setoption name ${name} value ${value}`),
      'ucinewgame',
      'isready',
    ], 'readyok');
    this.startTurn();
    await this.playEngineTurns();
  }

  // After a move (or at the start, or a claim: claimed): stop or switch the clocks, notice
  // the end of the game.
  startTurn(claimed = false) {
    const status = this.board.status();
    clearTimeout(this.flagTimer);
    if (status.outcome !== 'ongoing') {
      this.result = { outcome: status.outcome, winner: status.winner, reason: status.reason, claimed };
      this.clocks.switchTo(-1);
    } else if (this.timed) {
      this.clocks.switchTo(status.sideToMove);
      this.flagTimer = setTimeout(() => this.checkFlag(), this.clocks.left(status.sideToMove) + 5);
    }
    this.publish();
  }

  checkFlag() {
    const player = this.clocks.running;
    if (this.closed || this.result || player < 0 || this.clocks.left(player) > 0) return;
    this.clocks.switchTo(-1);
    const others = this.names.map((_, index) => index).filter((index) => index !== player);
    const winner = others.length === 1 ? others[0] : -1;
    this.result = { outcome: winner >= 0 ? 'win' : 'loss', winner, loser: player, reason: 'time' };
    this.publish();
  }

  play(move) {
    const player = this.toMove();
    this.board.push(move);
    this.moves.push(move);
    this.movers.push(player);
    this.notice = null;
    this.startTurn();
  }

  // A human's request in the game as it is: refused unless a human is to move (and move, when
  // given, is legal).
  checkHumanTurn(move) {
    const player = this.toMove();
    if (this.result) throw new Error('the game is over');
    if (player < 0 || this.seats[player] !== 'human' || this.thinking) throw new Error('not your turn');
    if (move !== undefined && !this.board.isLegal(move)) throw new Error(`illegal move '${move}'`);
  }

  async humanMove(move) {
    this.checkHumanTurn(move);
    this.play(move);
    await this.playEngineTurns();
  }

  // The side to move claims a draw (chess: threefold repetition, fifty moves), in the position
  // or with move played first: the game ends as a draw, or the rules' refusal ('no draw to
  // claim here: ...') is thrown and nothing changes.
  claimDraw(move) {
    const player = this.toMove();
    this.board.claimDraw(move ?? null);
    if (move !== undefined) {
      this.moves.push(move);
      this.movers.push(player);
    }
    this.notice = null;
    this.startTurn(true);
  }

  // A human's claim of a draw (move: undefined, or the move to claim with).
  claim(move) {
    this.checkHumanTurn(move);
    this.claimDraw(move);
  }

  // Takes back the last move a human made and every engine move after it.
  undo() {
    const last = this.movers.map((player) => this.seats[player]).lastIndexOf('human');
    if (this.thinking) throw new Error('wait for the engine to move');
    if (last < 0 || (this.result && !this.board.isGameOver())) throw new Error('no move to take back');
    while (this.moves.length > last) {
      this.board.pop();
      this.moves.pop();
      this.movers.pop();
    }
    this.epoch += 1;
    this.result = null;
    this.notice = null;
    this.startTurn();
  }

  // The human to move (or else the first human seat) gives up the game.
  resign() {
    const toMove = this.toMove();
    const player = toMove >= 0 && this.seats[toMove] === 'human' ? toMove : this.seats.indexOf('human');
    if (this.result) throw new Error('the game is over');
    if (player < 0) throw new Error('nobody to resign');
    clearTimeout(this.flagTimer);
    this.clocks.switchTo(-1);
    const winner = this.players === 2 ? 1 - player : -1;
    this.result = { outcome: winner >= 0 ? 'win' : 'loss', winner, loser: player, reason: 'resignation' };
    this.publish();
  }

  // The engine's choice at level after movetimeMs of thought; every search sets its level.
  async bestMove(movetimeMs, level) {
    const lines = await this.engine.request(
      [...strengthCommands(level), this.positionCommand(), `go movetime ${movetimeMs}`],
      'bestmove',
    );
    return lines[lines.length - 1].split(' ')[1];
  }

  hint() {
    const player = this.toMove();
    if (this.result || player < 0 || this.seats[player] !== 'human') throw new Error('no hint now');
    return this.bestMove(hintMovetime(this.movetimeMs), 20);
  }

  // Plays the engine's moves while an engine seat is to move.
  async playEngineTurns() {
    const epoch = this.epoch;
    while (!this.closed && !this.result && this.seats[this.toMove()] === 'engine') {
      if (this.board.drawClaim()) {
        this.claimDraw();
        return;
      }
      const player = this.toMove();
      const budget = this.timed ? Math.floor(this.clocks.left(player) / 20) : this.movetimeMs;
      const think = Math.max(20, Math.min(this.movetimeMs, budget));
      this.thinking = true;
      this.publish();
      let best;
      try {
        best = await this.bestMove(think, this.level);
      } finally {
        this.thinking = false;
      }
      if (this.closed || this.result || epoch !== this.epoch) {
        this.publish(); // the game went on without this answer: show that nobody thinks
        return;
      }
      if (!this.board.isLegal(best)) throw new Error(`the engine answered '${best}', not a legal move`);
      this.play(best);
    }
  }

  snapshot() {
    const status = this.board.status();
    const ongoing = status.outcome === 'ongoing';
    return {
      id: this.id,
      game: this.game,
      players: this.players,
      names: this.names,
      seats: this.seats,
      level: this.level,
      options: this.options,
      start: this.position,
      moves: [...this.moves],
      movers: [...this.movers],
      fen: this.board.position(),
      board: this.board.toString().split('\n').filter((line) => line !== ''),
      legal: this.board.legalMoves(),
      status: {
        outcome: status.outcome,
        toMove: ongoing ? status.sideToMove : -1,
        winner: status.winner,
        reason: status.reason || null,
        scores: status.scores,
        claim: (ongoing && this.board.drawClaim()) || null, // the draw the side to move may claim
      },
      toMove: this.result ? -1 : this.toMove(),
      result: this.result,
      clocks: this.clocks.snapshot(),
      timed: this.timed,
      thinking: this.thinking,
      engine: this.engineInfo,
      notice: this.notice,
    };
  }
}

// Checks a `new` message against the games (the registry's, by name, local/load.js's
// loadGames); returns the game's options or throws.
function gameOptions(message, games, settings) {
  const info = Object.hasOwn(games, message.game) ? games[message.game] : null;
  if (!info) throw new Error(`unknown game '${message.game}'`);
  const players = Number(message.players || info.players[0]);
  if (!(players >= info.players[0] && players <= info.players[1])) throw new Error('bad number of players');
  const seats = (message.seats || []).slice(0, players);
  while (seats.length < players) seats.push(seats.length === 0 ? 'human' : 'engine');
  const level = Number(message.level ?? 20);
  if (!(Number.isInteger(level) && level >= 0 && level <= 20)) throw new Error('bad level');
  // clock: minutes per player (0: no clock); none given: the default clock.
  const clockMs = message.clock === undefined ? settings.clockMs : Number(message.clock) * 60000;
  if (!(clockMs >= 0 && clockMs <= 180 * 60000)) throw new Error('bad clock');
  const id = message.id ?? null;
  const position = message.position ? String(message.position) : null;
  return { ...settings, id, game: message.game, players, names: info.names.slice(0, players), seats, level, clockMs,
    options: ownOptions(message.options, info), position };
}

// The game's own options: each as the message sets it or its default (the rules check the
// values); a name the game does not have is refused.
function ownOptions(options, info) {
  const given = options && typeof options === 'object' ? options : {};
  for (const name of Object.keys(given)) {
    if (!info.options.some((item) => item.name === name)) throw new Error(`${info.name} has no option '${name}'`);
  }
  return Object.fromEntries(info.options.map((item) => [item.name, Object.hasOwn(given, item.name) ? String(given[item.name]) : item.default]));
}

// The page's link to in-browser games: send(message) like a WebSocket's, answers to deliver.
export async function connectLocal(deliver, games, { movetimeMs = 1000, clockMs = 600000 } = {}) {
  const engine = new BrowserEngine(`${WASM}worker.js`);
  const [rules, threads] = await Promise.all([loadRules(), engine.useAllThreads()]);
  const engineInfo = { where: 'browser', threads };
  let current = null;
  const report = (error) => deliver({ type: 'error', message: error.message });
  return {
    engineInfo,
    send(message) {
      try {
        if (message.type === 'new') {
          const options = gameOptions(message, games, { movetimeMs, clockMs, engineInfo });
          const game = new LocalGame(options, rules, engine, deliver); // refused: the current game goes on
          if (current) current.close();
          current = game;
          current.start().catch(report);
        } else if (message.type === 'move' && current) {
          current.humanMove(String(message.move)).catch(report);
        } else if (message.type === 'claim' && current) {
          current.claim(message.move === undefined ? undefined : String(message.move));
        } else if (message.type === 'undo' && current) {
          const game = current;
          game.undo();
          game.playEngineTurns().catch(report);
        } else if (message.type === 'resign' && current) {
          current.resign();
        } else if (message.type === 'hint' && current) {
          const game = current;
          game.hint().then((move) => game === current && deliver({ type: 'hint', move }), report);
        }
      } catch (error) {
        report(error);
      }
    },
  };
}
