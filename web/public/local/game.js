// game.js - games played in the page against the WebAssembly engine, with no server: the
// same messages as the server's WebSocket ({type:'new'|'move'|'hint'} in, {type:'state'|
// 'hint'|'error'} out, states shaped like lib/session.js's), so the page draws both alike.
// The rules (wasm/rules.js over the C API) are the referee: a human move is played only if
// they list it, and the result is whatever they say (or a flag fall). The engine worker
// (engine.js) only chooses the engine seats' moves.
import { BrowserEngine } from './engine.js';
import { Clocks } from './clocks.js';

// The WebAssembly package, relative to the page: server.js serves ../wasm there; a static
// host serves a copy of wasm/ (with its dist/) as public/wasm/.
const WASM = 'wasm/';

function loadScript(src) {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = resolve;
    script.onerror = () => reject(new Error(`cannot load ${src}`));
    document.head.appendChild(script);
  });
}

// The rules module: dist/tessera.js defines createTessera, rules.js TesseraRules over it.
async function loadRules() {
  await loadScript(`${WASM}dist/tessera.js`);
  await loadScript(`${WASM}rules.js`);
  return window.TesseraRules.load();
}

class LocalGame {
  constructor(options, rules, engine, deliver) {
    Object.assign(this, options); // game, players, names, seats, level, movetimeMs, engineInfo
    this.board = rules.newBoard(options.game, options.players);
    this.engine = engine;
    this.deliver = deliver;
    this.moves = [];
    this.clocks = new Clocks(options.players, options.clockMs);
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
    return this.moves.length ? `position startpos moves ${this.moves.join(' ')}` : 'position startpos';
  }

  async start() {
    await this.engine.request([
      `setoption name UCI_Variant value ${this.game}`,
      `setoption name Players value ${this.players}`,
      `setoption name Skill Level value ${this.level}`,
      'ucinewgame',
      'isready',
    ], 'readyok');
    this.startTurn();
    await this.playEngineTurns();
  }

  // After a move (or at the start): stop or switch the clocks, notice the end of the game.
  startTurn() {
    const status = this.board.status();
    clearTimeout(this.flagTimer);
    if (status.outcome !== 'ongoing') {
      this.result = { outcome: status.outcome, winner: status.winner, reason: status.reason };
      this.clocks.switchTo(-1);
    } else {
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
    this.board.push(move);
    this.moves.push(move);
    this.notice = null;
    this.startTurn();
  }

  async humanMove(move) {
    const player = this.toMove();
    if (this.result) throw new Error('the game is over');
    if (player < 0 || this.seats[player] !== 'human' || this.thinking) throw new Error('not your turn');
    if (!this.board.isLegal(move)) throw new Error(`illegal move '${move}'`);
    this.play(move);
    await this.playEngineTurns();
  }

  async bestMove(movetimeMs) {
    const lines = await this.engine.request([this.positionCommand(), `go movetime ${movetimeMs}`], 'bestmove');
    return lines[lines.length - 1].split(' ')[1];
  }

  hint() {
    const player = this.toMove();
    if (this.result || player < 0 || this.seats[player] !== 'human') throw new Error('no hint now');
    return this.bestMove(this.movetimeMs);
  }

  // Plays the engine's moves while an engine seat is to move.
  async playEngineTurns() {
    while (!this.closed && !this.result && this.seats[this.toMove()] === 'engine') {
      const player = this.toMove();
      const think = Math.max(20, Math.min(this.movetimeMs, Math.floor(this.clocks.left(player) / 20)));
      this.thinking = true;
      this.publish();
      let best;
      try {
        best = await this.bestMove(think);
      } finally {
        this.thinking = false;
      }
      if (this.closed || this.result) return;
      if (!this.board.isLegal(best)) throw new Error(`the engine answered '${best}', not a legal move`);
      this.play(best);
    }
  }

  snapshot() {
    const status = this.board.status();
    const ongoing = status.outcome === 'ongoing';
    return {
      game: this.game,
      players: this.players,
      names: this.names,
      seats: this.seats,
      level: this.level,
      moves: [...this.moves],
      fen: this.board.position(),
      board: this.board.toString().split('\n').filter((line) => line !== ''),
      legal: this.board.legalMoves(),
      status: {
        outcome: status.outcome,
        toMove: ongoing ? status.sideToMove : -1,
        winner: status.winner,
        reason: status.reason || null,
        scores: status.scores,
      },
      toMove: this.result ? -1 : this.toMove(),
      result: this.result,
      clocks: this.clocks.snapshot(),
      thinking: this.thinking,
      engine: this.engineInfo,
      notice: this.notice,
    };
  }
}

// Checks a `new` message against the choices; returns the game's options or throws.
function gameOptions(message, choices, settings) {
  const info = choices.games[message.game];
  if (!info) throw new Error(`unknown game '${message.game}'`);
  const players = Number(message.players || info.players[0]);
  if (!(players >= info.players[0] && players <= info.players[1])) throw new Error('bad number of players');
  const seats = (message.seats || []).slice(0, players);
  while (seats.length < players) seats.push(seats.length === 0 ? 'human' : 'engine');
  const level = Number(message.level ?? 20);
  if (!(Number.isInteger(level) && level >= 0 && level <= 20)) throw new Error('bad level');
  return { ...settings, game: message.game, players, names: info.names.slice(0, players), seats, level };
}

// The page's link to in-browser games: send(message) like a WebSocket's, answers to deliver.
export async function connectLocal(deliver, choices, { movetimeMs = 1000, clockMs = 600000 } = {}) {
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
          const options = gameOptions(message, choices, { movetimeMs, clockMs, engineInfo });
          if (current) current.close();
          current = new LocalGame(options, rules, engine, deliver);
          current.start().catch(report);
        } else if (message.type === 'move' && current) {
          current.humanMove(String(message.move)).catch(report);
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
