// connection.js - one page's WebSocket: checks and rate-limits its messages, holds its game
// (at most one at a time, within the caps of GameSlots), and ends that game when the page
// closes, stays idle for `idleMs`, or the game fails. A failure inside the game is logged
// here with its context and ends that game only; the page is told INTERNAL_ERROR.
'use strict';

const { GameSession } = require('./session');
const { parseMessage, newGameOptions } = require('./messages');
const { TokenBucket } = require('./bucket');
const { Refusal, INTERNAL_ERROR } = require('./errors');

// Per socket: 10 messages a second, bursts of 20; `new` costs 2 (it starts a process).
const RATE = { rate: 10, burst: 20 };
const COST = { new: 2 };
const MAX_BUFFERED = 1 << 20; // bytes waiting for a page that does not read: it is dropped
const POLICY_VIOLATION = 1008;

// The client's address: the socket's peer, or behind `hops` trusted proxies the entry they
// added to X-Forwarded-For (the last `hops` entries are theirs; earlier ones can be forged).
function clientAddress(request, hops) {
  const direct = request.socket.remoteAddress || 'unknown';
  if (!hops) return direct;
  const forwarded = String(request.headers['x-forwarded-for'] || '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return forwarded[forwarded.length - hops] || direct;
}

class Connection {
  // context: { config, slots, registry, log, connections }; registry holds the engine's games
  // (lib/registry.js); log(text, error) reports a failure on the server; connections is the
  // set of open connections, which this one joins until it closes.
  constructor(socket, client, context) {
    this.socket = socket;
    this.client = client;
    this.config = context.config;
    this.slots = context.slots;
    this.registry = context.registry;
    this.log = context.log;
    this.bucket = new TokenBucket(RATE);
    this.session = null;
    this.release = null; // gives back the game's slot
    this.idleTimer = null;
    socket.on('message', (data, isBinary) => this.onMessage(data, isBinary));
    socket.on('close', () => this.onClose());
    this.connections = context.connections;
    this.connections.add(this);
    this.touch();
  }

  // The server stops: the game ends now, the page is told why.
  shutdown() {
    this.endGame();
    this.socket.close(1001, 'server shutting down');
  }

  send(message) {
    const socket = this.socket;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED) socket.terminate();
    else socket.send(JSON.stringify(message));
  }

  refuse(text) {
    this.send({ type: 'error', message: text });
  }

  // The idle clock restarts with every accepted message.
  touch() {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => this.onIdle(), this.config.idleMs);
  }

  onIdle() {
    const seconds = Math.round(this.config.idleMs / 1000);
    if (this.session) this.refuse(`no message for ${seconds} s: the game has ended`);
    this.endGame();
    this.socket.close(1000, 'idle');
  }

  onClose() {
    this.connections.delete(this);
    clearTimeout(this.idleTimer);
    this.endGame();
  }

  onMessage(data, isBinary) {
    if (this.socket.readyState !== this.socket.OPEN) return; // closing: the rest is dropped
    let message = null;
    let refusal = null;
    try {
      message = parseMessage(data, isBinary, this.registry.games);
    } catch (error) {
      refusal = error;
    }
    const verdict = this.bucket.take(message ? COST[message.type] || 1 : 1);
    if (verdict === 'abusive') {
      this.socket.close(POLICY_VIOLATION, 'too many messages');
      return;
    }
    if (verdict === 'refused') return this.refuse('too many messages; slow down');
    if (refusal) return this.refuse(refusal.message);
    this.touch();
    try {
      this.dispatch(message);
    } catch (error) {
      this.report(this.session, error, message.type);
    }
  }

  dispatch(message) {
    const session = this.session;
    if (message.type === 'new') return this.startGame(message);
    if (!session) throw new Refusal('no game: send new first');
    if (message.type === 'resign') return session.resign();
    const answer = (what) => (error) => this.report(session, error, what);
    if (message.type === 'move') session.humanMove(message.move).catch(answer(`move ${message.move}`));
    else if (message.type === 'claim') session.claim(message.move).catch(answer('claim'));
    else if (message.type === 'undo') session.undo().catch(answer('undo'));
    else if (message.type === 'hint') {
      session.hint().then((move) => {
        if (move && session === this.session) this.send({ type: 'hint', move });
      }, answer('hint'));
    }
  }

  startGame(message) {
    const options = newGameOptions(message, this.config, this.registry.info(message.game));
    const release = this.slots.take(this.client, this.session !== null);
    this.endGame();
    const session = new GameSession(options);
    this.session = session;
    this.release = release;
    session.on('state', (state) => {
      this.send({ type: 'state', ...state });
      // A game of engines alone is over for good: its engine and slot go at once.
      if (state.result && !state.seats.includes('human')) this.endGame();
    });
    session.on('failed', (error) => this.report(session, error, 'engine'));
    // A game the engine refuses to start (its start position) is refused and ended.
    session.start().catch((error) => {
      const refused = error instanceof Refusal && session === this.session;
      this.report(session, error, 'start');
      if (refused) this.endGame();
    });
  }

  // An error from session: a refusal goes to the page as it is; anything else is logged and
  // ends the game. Errors of a game that has been replaced or ended are dropped.
  report(session, error, what) {
    if (session !== this.session) return;
    if (error instanceof Refusal) return this.refuse(error.message);
    const game = session ? `${session.game} game ${session.id ?? '-'}` : 'no game';
    this.log(`${this.client}, ${game}, ${what}:`, error);
    this.endGame();
    this.refuse(INTERNAL_ERROR);
  }

  endGame() {
    if (this.session) this.session.close();
    if (this.release) this.release();
    this.session = null;
    this.release = null;
  }
}

module.exports = { Connection, clientAddress };
