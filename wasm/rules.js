// rules.js - Tessera's rules in JavaScript: a synchronous API over the C API of
// include/tessera.h, compiled to WebAssembly (dist/tessera.js). Load once (asynchronous, the
// module has to be fetched), then every call answers at once:
//   const rules = await TesseraRules.load();
//   const board = rules.newBoard('wallchess');
//   board.legalMoves(); board.push('e2'); board.position(); board.status(); board.delete();
// In node it is require()d; in a page or worker, load dist/tessera.js first (it defines
// createTessera), then this file (it defines TesseraRules).
(function (root) {
  'use strict';

  const isNode = typeof process === 'object' && process.versions && process.versions.node &&
    typeof window === 'undefined' && typeof importScripts === 'undefined';

  // The emscripten module: in node, dist/ beside this file, its .wasm read from disk (node 20's
  // fetch cannot load file paths); elsewhere the createTessera the page loaded.
  function createModule(options) {
    if (isNode) {
      const path = require('node:path');
      const fs = require('node:fs');
      const dist = path.join(__dirname, 'dist');
      const create = require(path.join(dist, 'tessera.js'));
      return create({ wasmBinary: fs.readFileSync(path.join(dist, 'tessera.wasm')), ...options });
    }
    if (typeof root.createTessera !== 'function') throw new Error('load dist/tessera.js before rules.js');
    return root.createTessera(options);
  }

  // Wrappers of the C functions used, by their C names without the tessera_ prefix.
  function bind(module) {
    const c = (name, result, args) => module.cwrap(`tessera_${name}`, result, args);
    return {
      gameCount: c('game_count', 'number', []),
      gameName: c('game_name', 'string', ['number']),
      gameInfo: c('game_info', 'number', ['string', 'number']),
      create: c('new', 'number', ['string', 'number', 'number']),
      free: c('free', null, ['number']),
      error: c('error', 'string', ['number']),
      game: c('game', 'string', ['number']),
      players: c('players', 'number', ['number']),
      setPosition: c('set_position', 'number', ['number', 'string', 'number', 'number']),
      play: c('play', 'number', ['number', 'string']),
      undo: c('undo', 'number', ['number']),
      moveCount: c('move_count', 'number', ['number']),
      position: c('position', 'string', ['number']),
      legalMoves: c('legal_moves', 'string', ['number', 'number']),
      isLegal: c('is_legal', 'number', ['number', 'string']),
      board: c('board', 'string', ['number']),
      status: c('status', 'number', ['number', 'number']),
      perft: c('perft', 'number', ['number', 'number', 'number', 'number', 'number']),
      version: c('version', 'string', []),
    };
  }

  // C structs read field by field (wasm32: pointers, ints and enums are 4 bytes).
  const int32 = (module, address, index) => module.getValue(address + 4 * index, 'i32');
  const text = (module, address, index) => {
    const pointer = int32(module, address, index);
    return pointer ? module.UTF8ToString(pointer) : null;
  };

  // TesseraGameInfo: name, alias, files, ranks, min_players, max_players, player_names[4].
  function readGameInfo(module, address) {
    const players = [];
    for (let i = 0; i < 4; i++) if (int32(module, address, 6 + i)) players.push(text(module, address, 6 + i));
    return {
      name: text(module, address, 0),
      alias: text(module, address, 1),
      files: int32(module, address, 2),
      ranks: int32(module, address, 3),
      minPlayers: int32(module, address, 4),
      maxPlayers: int32(module, address, 5),
      playerNames: players,
    };
  }

  // TesseraStatus: outcome, winner, side_to_move, players, reason, has_scores (a bool,
  // padded to 4 bytes), scores[4].
  const OUTCOMES = ['ongoing', 'win', 'draw'];
  function readStatus(module, address) {
    const players = int32(module, address, 3);
    const hasScores = module.getValue(address + 20, 'i8') !== 0;
    const scores = [];
    for (let i = 0; hasScores && i < players; i++) scores.push(int32(module, address, 6 + i));
    return {
      outcome: OUTCOMES[int32(module, address, 0)],
      winner: int32(module, address, 1),
      sideToMove: int32(module, address, 2),
      players,
      reason: text(module, address, 4) || '',
      scores: hasScores ? scores : null,
    };
  }

  // A small block of the module's memory for one call's out-parameters.
  function withScratch(module, bytes, use) {
    const address = module._malloc(bytes);
    try {
      return use(address);
    } finally {
      module._free(address);
    }
  }

  class Board {
    constructor(rules, game, players, position) {
      this._module = rules.module;
      this._c = rules.c;
      this._engine = withScratch(this._module, 4, (out) => {
        if (this._c.create(game, players || 0, out) !== 0) throw new Error(`unknown game or players: ${game} ${players}`);
        return int32(this._module, out, 0);
      });
      if (position !== undefined && position !== null) this.setPosition(position);
    }

    _check(code) {
      if (code !== 0) throw new Error(this._c.error(this._engine));
    }

    game() { return this._c.game(this._engine); }
    players() { return this._c.players(this._engine); }
    // The position string (docs/RULES.md), and setting one (null: the start) with moves after it.
    position() { return this._c.position(this._engine); }
    setPosition(position, moves = []) {
      this._check(this._c.setPosition(this._engine, position, 0, 0));
      for (const move of moves) this.push(move);
    }
    legalMoves() {
      const moves = this._c.legalMoves(this._engine, 0);
      return moves ? moves.split(' ') : [];
    }
    isLegal(move) { return this._c.isLegal(this._engine, move) !== 0; }
    // Plays a legal move; an illegal one throws and changes nothing.
    push(move) { this._check(this._c.play(this._engine, move)); }
    // Takes back the last move pushed since the position was set.
    pop() { this._check(this._c.undo(this._engine)); }
    moveCount() { return this._c.moveCount(this._engine); }
    turn() { return this.status().sideToMove; }
    status() {
      return withScratch(this._module, 40, (out) => {
        this._check(this._c.status(this._engine, out));
        return readStatus(this._module, out);
      });
    }
    isGameOver() { return this.status().outcome !== 'ongoing'; }
    // The number of move paths depth plies deep (a Number: exact below 2^53).
    perft(depth) {
      return withScratch(this._module, 8, (out) => {
        this._check(this._c.perft(this._engine, depth, 0, 0, out));
        const low = int32(this._module, out, 0) >>> 0;
        const high = int32(this._module, out, 1) >>> 0;
        return low + high * 2 ** 32;
      });
    }
    toString() { return this._c.board(this._engine); }
    // Frees the board's memory in the module; the board is unusable afterwards.
    delete() {
      this._c.free(this._engine);
      this._engine = 0;
    }
  }

  class Rules {
    constructor(module) {
      this.module = module;
      this.c = bind(module);
    }

    version() { return this.c.version(); }
    // The games with their facts, in the order of the UCI_Variant option.
    games() {
      const games = [];
      for (let i = 0; i < this.c.gameCount(); i++) games.push(this.gameInfo(this.c.gameName(i)));
      return games;
    }
    gameInfo(game) {
      return withScratch(this.module, 40, (out) => {
        if (this.c.gameInfo(game, out) !== 0) throw new Error(`unknown game: ${game}`);
        return readGameInfo(this.module, out);
      });
    }
    startPosition(game, players = 0) {
      const board = this.newBoard(game, players);
      try {
        return board.position();
      } finally {
        board.delete();
      }
    }
    // A board of game for players players (0: the game's fewest), at position (or the start).
    newBoard(game, players = 0, position = null) {
      return new Board(this, game, players, position);
    }
  }

  async function load(options = {}) {
    return new Rules(await createModule(options));
  }

  const api = { load };
  if (isNode) module.exports = api;
  else root.TesseraRules = api;
})(typeof self !== 'undefined' ? self : this);
