// session.js - one game in progress: its engine process, the moves, the seats (human or
// engine), the clocks, and what the browser is shown. The engine is the referee: a human
// move is accepted only if the last `legal` answer lists it, and the result is whatever
// `status` says (or a flag fall, which only the server sees). A chess draw by claim
// (threefold repetition, fifty moves) ends the game when a human claims it (`claim`) or when
// an engine seat is to move where it may claim, as engines do in matches and terminal play.
//
// Every exchange with the engine runs through one queue, so commands never interleave. The
// page's requests in it are bounded (MAX_PENDING, one hint at a time): more are refused. A
// crashed or hung engine is replaced by a new process that is given the game's options and
// moves again; the interrupted step is retried. What the page did wrong is a Refusal, given
// to the caller; any other failure ends the game ('failed' event) and kills its engine.
'use strict';

const { EventEmitter } = require('node:events');
const { EngineProcess } = require('./engine');
const { parseReport } = require('./answers');
const { Clocks } = require('./clocks');
const { goCommand, strengthCommands, HINT_LEVEL, hintMovetime } = require('./games');
const { Refusal } = require('./errors');

const HANDSHAKE_MS = 5000; // uci ... uciok, isready ... readyok
const REPORT_MS = 5000; // position + d + legal + status
const SEARCH_GRACE_MS = 10000; // beyond the move time before a silent search counts as hung
const MAX_ATTEMPTS = 3; // tries of one step across engine restarts
const MAX_RESTARTS = 10; // engine restarts in one game before the game is given up
const MAX_PENDING = 4; // the page's moves, claims, undos and hints waiting in the queue

class GameSession extends EventEmitter {
  constructor(options) {
    super();
    this.id = options.id ?? null; // the page's name for this game, echoed in every state
    this.game = options.game;
    this.names = options.names; // one a player, as `status` names them
    this.players = options.players;
    this.seats = options.seats; // 'human' | 'engine' per player
    this.level = options.level;
    this.options = options.options || {}; // the game's own options: { WallGoRules: 'show' }
    this.startPosition = options.position || null; // the position string the game starts from, or null: the start
    this.binary = options.binary;
    this.movetimeMs = options.movetimeMs;
    this.moves = [];
    this.movers = []; // the player who made each move
    this.report = null;
    this.timed = options.clockMs > 0; // no clock: the clocks stand still and nobody flags
    this.clocks = new Clocks(options.players, this.timed ? options.clockMs : 0);
    this.flagTimer = null;
    this.result = null; // { outcome, winner, reason } once the game is over
    this.thinking = false;
    this.restarts = 0;
    this.notice = null;
    this.engine = null;
    this.closed = false;
    this.queue = Promise.resolve();
    this.pending = 0; // the page's requests in the queue
    this.hinting = false; // a hint is in the queue
  }

  // Runs task after every earlier one; errors are reported, never thrown to the caller.
  enqueue(task) {
    const run = this.queue.then(() => (this.closed ? null : task()));
    this.queue = run.catch((error) => this.fail(error));
    return run;
  }

  // A page request (move, claim, undo, hint) into the queue, unless too many wait already.
  admit(task) {
    if (this.pending >= MAX_PENDING) {
      return Promise.reject(new Refusal('too many requests are waiting; wait for the answers'));
    }
    this.pending += 1;
    const run = this.enqueue(task);
    const done = () => {
      this.pending -= 1;
    };
    run.then(done, done);
    return run;
  }

  // A refusal went to its caller; anything else ends the game.
  fail(error) {
    if (this.closed || error instanceof Refusal) return;
    this.emit('failed', error);
    this.close();
  }

  publish() {
    if (!this.closed) this.emit('state', this.snapshot());
  }

  // A start position the engine refuses (a show-rules string while WallGoRules is site, say)
  // is a Refusal with the engine's reason: the game does not start.
  async start() {
    await this.enqueue(async () => {
      this.report = await this.withEngine((engine) => this.refresh(engine, this.moves, this.startPosition ? Refusal : Error));
      this.startTurn();
    });
    this.enqueue(() => this.playEngineTurns());
  }

  close() {
    this.closed = true;
    clearTimeout(this.flagTimer);
    if (this.engine) this.engine.kill();
    this.removeAllListeners();
  }

  // ---- the engine process ---------------------------------------------------------------

  async launch() {
    const engine = new EngineProcess(this.binary);
    engine.on('exit', () => {
      if (this.engine === engine && !this.closed) this.enqueue(() => this.withEngine(() => null));
    });
    engine.start();
    this.engine = engine;
    await engine.request(['uci'], 'uciok', HANDSHAKE_MS);
    const lines = await engine.ask(
      [
        `setoption name UCI_Variant value ${this.game}`,
        `setoption name Players value ${this.players}`,
        `setoption name Skill Level value ${this.level}`,
        ...Object.entries(this.options).map(([name, value]) => `setoption name ${name} value ${value}`),
      ],
      HANDSHAKE_MS,
    );
    const error = lines.find((line) => line.startsWith('info string error: '));
    if (error) throw new Error(error);
  }

  // Runs step(engine) on a live engine: starts one when there is none or it died, and
  // retries the step on a new process when the engine crashes or hangs during it.
  async withEngine(step) {
    for (let attempt = 1; ; attempt++) {
      if (this.closed) throw new Error('the game is closed');
      try {
        if (!this.engine || !this.engine.alive) await this.restart();
        return await step(this.engine);
      } catch (error) {
        if (!error.crashed || attempt >= MAX_ATTEMPTS) throw error;
      }
    }
  }

  async restart() {
    const first = this.engine === null;
    if (this.engine) this.engine.kill();
    await this.launch();
    if (first) return;
    if (this.restarts >= MAX_RESTARTS) throw new Error(`the engine crashed ${MAX_RESTARTS + 1} times`);
    this.restarts += 1;
    this.report = await this.refresh(this.engine);
    this.notice = `engine restarted, position restored after ${this.moves.length} moves`;
    this.publish();
  }

  positionCommand(moves = this.moves) {
    const start = this.startPosition ? `position fen ${this.startPosition}` : 'position startpos';
    return moves.length ? `${start} moves ${moves.join(' ')}` : start;
  }

  // Sends the position and reads the board, legal moves and status; an error the engine
  // answers is thrown as a Failure (an Error, or a Refusal where the page's input caused it).
  async refresh(engine, moves = this.moves, Failure = Error) {
    const lines = await engine.ask([this.positionCommand(moves), 'd', 'legal', 'status'], REPORT_MS);
    const report = parseReport(lines, this.names);
    if (report.error) throw new Failure(report.error);
    return report;
  }

  // ---- turns -----------------------------------------------------------------------------

  toMove() {
    return this.report && this.report.status ? this.report.status.toMove : -1;
  }

  // After a move (or at the start, or a claim: claimed): stop or switch the clocks, notice
  // the end of the game.
  startTurn(claimed = false) {
    const status = this.report.status;
    clearTimeout(this.flagTimer);
    if (status.outcome !== 'ongoing') {
      this.result = { outcome: status.outcome, winner: status.winner, reason: status.reason, claimed };
      this.clocks.switchTo(-1);
    } else if (this.timed) {
      this.clocks.switchTo(status.toMove);
      const left = this.clocks.left(status.toMove);
      this.flagTimer = setTimeout(() => this.enqueue(() => this.checkFlag()), left + 5);
    }
    this.publish();
  }

  checkFlag() {
    const player = this.clocks.running;
    if (this.result || player < 0 || this.clocks.left(player) > 0) return;
    this.clocks.switchTo(-1);
    const others = this.names.map((_, index) => index).filter((index) => index !== player);
    const winner = others.length === 1 ? others[0] : -1;
    this.result = { outcome: winner >= 0 ? 'win' : 'loss', winner, loser: player, reason: 'time' };
    this.publish();
  }

  // Adds move to the game and reads the position it makes.
  async recordMove(move) {
    const moves = [...this.moves, move];
    const report = await this.withEngine((engine) => this.refresh(engine, moves));
    this.movers = [...this.movers, this.toMove()];
    this.moves = moves;
    this.report = report;
    this.notice = null;
  }

  async applyMove(move) {
    await this.recordMove(move);
    this.startTurn();
  }

  // A human's request in the game as it is: refused unless a human is to move (and move, when
  // given, is legal).
  checkHumanTurn(move) {
    const player = this.toMove();
    if (!this.report) throw new Refusal('the game is starting');
    if (this.result) throw new Refusal('the game is over');
    if (player < 0 || this.seats[player] !== 'human') throw new Refusal('not your turn');
    if (move !== undefined && !this.report.legal.includes(move)) throw new Refusal(`illegal move '${move}'`);
  }

  humanMove(move) {
    return this.admit(async () => {
      this.checkHumanTurn(move);
      await this.applyMove(move);
      this.enqueue(() => this.playEngineTurns());
    });
  }

  // The side to move claims a draw (the protocol's `claim [move]`): in the position, or with
  // move played first. The game ends as a draw; a claim the engine refuses is a Refusal with
  // its reason ('no draw to claim here: ...') and changes nothing.
  async claimDraw(move) {
    const command = move === undefined ? 'claim' : `claim ${move}`;
    const lines = await this.withEngine((engine) => engine.ask([this.positionCommand(), command], REPORT_MS));
    const answer = parseReport(lines, this.names);
    if (answer.error) throw new Refusal(answer.error);
    if (!answer.status || answer.status.outcome !== 'draw') throw new Error(`'${command}' answered no draw`);
    if (move !== undefined) await this.recordMove(move);
    this.report = { ...this.report, status: answer.status };
    this.notice = null;
    this.startTurn(true);
  }

  // A human's claim of a draw (move: undefined, or the move to claim with).
  claim(move) {
    return this.admit(async () => {
      this.checkHumanTurn(move);
      await this.claimDraw(move);
    });
  }

  // Takes back the last move a human made and every engine move after it (after the engine
  // has answered, since it runs in the queue). Not after a resignation or a flag fall.
  undo() {
    return this.admit(async () => {
      const last = this.movers.map((player) => this.seats[player]).lastIndexOf('human');
      const ended = this.result && (this.result.reason === 'time' || this.result.reason === 'resignation');
      if (last < 0 || ended) throw new Refusal('no move to take back');
      const moves = this.moves.slice(0, last);
      this.report = await this.withEngine((engine) => this.refresh(engine, moves));
      this.moves = moves;
      this.movers = this.movers.slice(0, last);
      this.result = null;
      this.notice = null;
      this.startTurn();
      this.enqueue(() => this.playEngineTurns());
    });
  }

  // The human to move (or else the first human seat) gives up; at once, even while the
  // engine thinks (its answer is then dropped).
  resign() {
    const toMove = this.toMove();
    const player = toMove >= 0 && this.seats[toMove] === 'human' ? toMove : this.seats.indexOf('human');
    if (this.result) throw new Refusal('the game is over');
    if (player < 0) throw new Refusal('nobody to resign');
    clearTimeout(this.flagTimer);
    this.clocks.switchTo(-1);
    const winner = this.players === 2 ? 1 - player : -1;
    this.result = { outcome: winner >= 0 ? 'win' : 'loss', winner, loser: player, reason: 'resignation' };
    this.publish();
  }

  // The engine's best move for the human to move, at full strength in a short time whatever
  // the game's level (the level is set again before each engine move); one at a time.
  hint() {
    if (this.hinting) return Promise.reject(new Refusal('a hint is already on its way'));
    const run = this.admit(async () => {
      const player = this.toMove();
      if (this.result || player < 0 || this.seats[player] !== 'human') throw new Refusal('no hint now');
      const think = hintMovetime(this.movetimeMs);
      const lines = await this.withEngine((engine) =>
        engine.request(
          [...strengthCommands(HINT_LEVEL), this.positionCommand(), goCommand(think)],
          'bestmove',
          think + SEARCH_GRACE_MS,
        ),
      );
      return lines[lines.length - 1].split(' ')[1];
    });
    this.hinting = true;
    const done = () => {
      this.hinting = false;
    };
    run.then(done, done);
    return run;
  }

  // Plays the engine's moves while an engine seat is to move.
  async playEngineTurns() {
    while (!this.closed && !this.result && this.seats[this.toMove()] === 'engine') {
      if (this.report.status.claim) {
        await this.claimDraw();
        return;
      }
      const player = this.toMove();
      const budget = this.timed ? Math.floor(this.clocks.left(player) / 20) : this.movetimeMs;
      const think = Math.max(20, Math.min(this.movetimeMs, budget));
      this.thinking = true;
      this.publish();
      let lines;
      try {
        lines = await this.withEngine((engine) =>
          engine.request(
            [...strengthCommands(this.level), this.positionCommand(), goCommand(think)],
            'bestmove',
            think + SEARCH_GRACE_MS,
          ),
        );
      } finally {
        this.thinking = false;
      }
      const best = lines[lines.length - 1].split(' ')[1];
      if (best === '(none)') throw new Error('the engine found no move');
      if (this.result || this.closed) {
        this.publish(); // resigned meanwhile: show that nobody thinks
        return;
      }
      await this.applyMove(best);
    }
    this.publish();
  }

  snapshot() {
    const report = this.report || {};
    return {
      id: this.id,
      game: this.game,
      players: this.players,
      names: this.names,
      seats: this.seats,
      level: this.level,
      options: this.options,
      start: this.startPosition,
      moves: this.moves,
      movers: this.movers,
      fen: report.fen || null,
      board: report.board || [],
      legal: report.legal || [],
      status: report.status || null,
      toMove: this.result ? -1 : this.toMove(),
      result: this.result,
      clocks: this.clocks.snapshot(),
      timed: this.timed,
      thinking: this.thinking,
      engine: { pid: this.engine ? this.engine.pid : null, restarts: this.restarts },
      notice: this.notice,
    };
  }
}

module.exports = { GameSession };
