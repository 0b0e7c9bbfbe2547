// rules.js - Tessera's rules in JavaScript: a synchronous API over the C API of
// include/tessera.h, compiled to WebAssembly (dist/tessera.js). Load once (asynchronous, the
// module has to be fetched), then every call answers at once:
//   const rules = await TesseraRules.load();
//   const board = rules.newBoard('wallchess');
//   board.legalMoves(); board.push('e2'); board.position(); board.status(); board.delete();
//   chess: board.sanMove('g1f3') is 'Nf3', board.parseSan('Nf3') 'g1f3', board.claimDraw();
// In node it is require()d; in a page or worker, load dist/tessera.js first (it defines
// createTessera), then this file (it defines TesseraRules).
// Every argument is checked before it reaches the module: a wrong type throws a TypeError, a
// string with a NUL or a number that is no 32-bit integer a RangeError, and what the engine
// refuses (or a call on a deleted board) a TesseraError whose code is the C code's name
// (tessera_code_name: 'illegal move', 'bad position', ...; 'deleted') and whose message is
// tessera_error's line; a call that throws leaves the board as it was.
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

  // Wrappers of the C functions used, by their C names without the tessera_ prefix. Strings
  // the caller gives go in as pointers to copies on the heap (withCStrings): cwrap's 'string'
  // copies onto the 16 MB stack, which a long enough string overruns.
  function bind(module) {
    const c = (name, result, args) => module.cwrap(`tessera_${name}`, result, args);
    return {
      codeName: c('code_name', 'string', ['number']),
      gameCount: c('game_count', 'number', []),
      gameName: c('game_name', 'string', ['number']),
      gameInfo: c('game_info', 'number', ['number', 'number']),
      create: c('new', 'number', ['number', 'number', 'number']),
      free: c('free', null, ['number']),
      error: c('error', 'string', ['number']),
      game: c('game', 'string', ['number']),
      players: c('players', 'number', ['number']),
      optionCount: c('option_count', 'number', []),
      option: c('option', 'number', ['number', 'number', 'number']),
      setOption: c('set_option', 'number', ['number', 'number', 'number']),
      setPosition: c('set_position', 'number', ['number', 'number', 'number', 'number']),
      play: c('play', 'number', ['number', 'number']),
      undo: c('undo', 'number', ['number']),
      moveCount: c('move_count', 'number', ['number']),
      position: c('position', 'string', ['number']),
      legalMoves: c('legal_moves', 'string', ['number', 'number']),
      isLegal: c('is_legal', 'number', ['number', 'number']),
      board: c('board', 'string', ['number']),
      status: c('status', 'number', ['number', 'number']),
      perft: c('perft', 'number', ['number', 'number', 'number', 'number', 'number']),
      drawClaim: c('draw_claim', 'string', ['number', 'number']),
      claimDraw: c('claim_draw', 'number', ['number', 'number']),
      san: c('san', 'number', ['number', 'number', 'number']),
      sanMoves: c('san_moves', 'number', ['number', 'number', 'number', 'number']),
      parseSan: c('parse_san', 'number', ['number', 'number', 'number']),
      givesCheck: c('gives_check', 'number', ['number', 'number']),
      inCheck: c('in_check', 'number', ['number']),
      version: c('version', 'string', []),
    };
  }

  // What the engine refused (code: tessera_code_name's text, or 'deleted' for a board used
  // after delete()), with the reason in message.
  class TesseraError extends Error {
    constructor(code, message) {
      super(message);
      this.name = 'TesseraError';
      this.code = code;
    }
  }

  // Argument checks, before anything reaches the module. A value as messages name it: long
  // strings shortened, since the message should stay one readable line.
  const ERROR_ARGUMENT = 1; // TESSERA_ERROR_ARGUMENT: a number out of range, an unknown game
  function describe(value) {
    if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}...` : value);
    if (value === null || value === undefined) return String(value);
    if (Array.isArray(value)) return 'an array';
    if (typeof value === 'object') return 'an object';
    if (typeof value === 'function') return 'a function';
    return `${typeof value} ${String(value)}`;
  }
  function checkText(value, what) {
    if (typeof value !== 'string') throw new TypeError(`${what} must be a string, not ${describe(value)}`);
    if (value.includes('\0')) throw new RangeError(`${what} must not contain a NUL character`);
    return value;
  }
  const checkOptionalText = (value, what) => (value === undefined || value === null ? null : checkText(value, what));
  function checkInteger(value, what) {
    if (typeof value !== 'number') throw new TypeError(`${what} must be a number, not ${describe(value)}`);
    if (!Number.isInteger(value) || value < -(2 ** 31) || value >= 2 ** 31) {
      throw new RangeError(`${what} must be a 32-bit integer, not ${value}`);
    }
    return value;
  }
  function checkMoves(moves) {
    if (!Array.isArray(moves)) throw new TypeError(`moves must be an array of strings, not ${describe(moves)}`);
    return Array.from(moves, (move, index) => checkText(move, `moves[${index}]`)); // holes too
  }
  // A line of moves: an array of strings, or one string of moves separated by whitespace
  // (ffish.js's form; '' and '  ' are no moves).
  function checkLine(moves) {
    if (typeof moves === 'string') {
      const line = checkText(moves, 'moves').trim();
      return line ? line.split(/\s+/) : [];
    }
    if (!Array.isArray(moves)) throw new TypeError(`moves must be a string or an array of strings, not ${describe(moves)}`);
    return checkMoves(moves);
  }

  // C structs read field by field (wasm32: pointers, ints and enums are 4 bytes).
  const int32 = (module, address, index) => module.getValue(address + 4 * index, 'i32');
  const text = (module, address, index) => {
    const pointer = int32(module, address, index);
    return pointer ? module.UTF8ToString(pointer) : null;
  };

  // TesseraGameInfo: name, alias, files, ranks, min_players, max_players, player_names[4].
  // The game's own options are added by Rules.gameInfo.
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

  // TesseraOption: name, type, min, max, choices[16] (NULL-terminated), value[260]. A
  // spin's bounds and a combo's values only where the type has them.
  const OPTION_TYPES = ['check', 'spin', 'combo', 'button', 'string'];
  const OPTION_BYTES = 16 + 4 * 16 + 260;
  function readOption(module, address) {
    const option = { name: text(module, address, 0), type: OPTION_TYPES[int32(module, address, 1)] };
    if (option.type === 'spin') Object.assign(option, { min: int32(module, address, 2), max: int32(module, address, 3) });
    if (option.type === 'combo') {
      option.choices = [];
      for (let i = 0; i < 16 && int32(module, address, 4 + i); i++) option.choices.push(text(module, address, 4 + i));
    }
    if (option.type !== 'button') option.value = module.UTF8ToString(address + 80);
    return option;
  }

  // An option's value as the engine reads it: a string, or a number or boolean written out.
  function checkOptionValue(value, name) {
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    return checkText(value, `the value of ${name}`);
  }
  // The options of newBoard: an object of option names and values (null or omitted: none).
  function checkOptions(options) {
    if (options === undefined || options === null) return [];
    if (typeof options !== 'object' || Array.isArray(options)) {
      throw new TypeError(`options must be an object of option names and values, not ${describe(options)}`);
    }
    return Object.entries(options).map(([name, value]) => [name, checkOptionValue(value, name)]);
  }

  // A block of the module's memory, freed after use; none left is the C library's 'out of
  // memory' (the module grows up to its 2 GB limit first).
  function allocate(module, bytes) {
    const address = module._malloc(bytes);
    if (!address) throw new TesseraError('out of memory', `no ${bytes} bytes left in the module's memory`);
    return address;
  }
  function withScratch(module, bytes, use) {
    const address = allocate(module, bytes);
    try {
      return use(address);
    } finally {
      module._free(address);
    }
  }

  // use(pointers): each string (checked already) copied to the heap as UTF-8, null as NULL;
  // every copy is freed afterwards, whatever use does.
  function withCStrings(module, strings, use) {
    const pointers = [];
    try {
      for (const string of strings) {
        if (string === null) {
          pointers.push(0);
          continue;
        }
        const bytes = module.lengthBytesUTF8(string) + 1;
        const pointer = allocate(module, bytes);
        pointers.push(pointer);
        module.stringToUTF8(string, pointer, bytes);
      }
      return use(pointers);
    } finally {
      for (const pointer of pointers) if (pointer) module._free(pointer);
    }
  }

  // use(array): a C array of the strings' pointers (const char *const *), and their count.
  function withCStringArray(module, strings, use) {
    return withCStrings(module, strings, (pointers) =>
      withScratch(module, 4 * Math.max(1, pointers.length), (array) => {
        pointers.forEach((pointer, index) => module.setValue(array + 4 * index, pointer, 'i32'));
        return use(array, pointers.length);
      }));
  }

  class Board {
    constructor(rules, game, players, position, options = []) {
      this._module = rules.module;
      this._c = rules.c;
      this._engine = withScratch(this._module, 4, (out) => withCStrings(this._module, [game], ([name]) => {
        const code = this._c.create(name, players, out);
        if (code !== 0) throw new TesseraError(this._c.codeName(code), `no ${game} board for ${players} players`);
        return int32(this._module, out, 0);
      }));
      if (position === null && !options.length) return;
      try {
        for (const [name, value] of options) this.setOption(name, value);
        if (position !== null) this.setPosition(position);
      } catch (error) {
        this.delete();
        throw error;
      }
    }

    // The engine's address; a deleted board has none and says so.
    _live() {
      if (!this._engine) throw new TesseraError('deleted', 'board is deleted');
      return this._engine;
    }

    _check(code) {
      if (code !== 0) throw new TesseraError(this._c.codeName(code), this._c.error(this._engine));
    }

    // One string argument (checked) on the heap for the C call use(engine, pointer).
    _withText(value, what, use) {
      const engine = this._live();
      return withCStrings(this._module, [checkText(value, what)], ([pointer]) => use(engine, pointer));
    }

    // A C call that answers a string through its last argument (const char **): the string,
    // copied before the engine's next call overwrites it.
    _textOut(call) {
      return withScratch(this._module, 4, (out) => {
        this._check(call(out));
        return this._module.UTF8ToString(int32(this._module, out, 0));
      });
    }

    // The engine's options (the UCI options, docs/PROTOCOL.md, each game's own ones among them:
    // WallGoRules, WallGoStart) with their current values: { name, type, value, min and max
    // (spin), choices (combo) }.
    options() {
      const engine = this._live();
      const options = [];
      withScratch(this._module, OPTION_BYTES, (out) => {
        for (let i = 0; i < this._c.optionCount(); i++) {
          this._check(this._c.option(engine, i, out));
          options.push(readOption(this._module, out));
        }
      });
      return options;
    }
    // Sets an option by name (any case); value null or omitted for a button. An option that
    // sets the start (UCI_Variant, Players, the game's own WallGoRules and WallGoStart) goes
    // back to the start position. A name or value the engine refuses throws TesseraError
    // 'bad option' and changes nothing.
    setOption(name, value = null) {
      const engine = this._live();
      checkText(name, 'option name');
      const strings = [name, value === null || value === undefined ? null : checkOptionValue(value, name)];
      withCStrings(this._module, strings, ([namePointer, valuePointer]) =>
        this._check(this._c.setOption(engine, namePointer, valuePointer)));
    }
    game() { return this._c.game(this._live()); }
    players() { return this._c.players(this._live()); }
    // The position string (docs/RULES.md), and setting one (null: the start) with moves after
    // it, in one call: any bad move or position leaves the board as it was.
    position() { return this._c.position(this._live()); }
    setPosition(position = null, moves = []) {
      const engine = this._live();
      const strings = [checkOptionalText(position, 'position'), ...checkMoves(moves)];
      withCStrings(this._module, strings.slice(0, 1), ([pointer]) =>
        withCStringArray(this._module, strings.slice(1), (array, count) =>
          this._check(this._c.setPosition(engine, pointer, array, count))));
    }
    legalMoves() {
      const moves = this._c.legalMoves(this._live(), 0);
      return moves ? moves.split(' ') : [];
    }
    isLegal(move) { return this._withText(move, 'move', (engine, pointer) => this._c.isLegal(engine, pointer) !== 0); }
    // Plays a legal move; an illegal one throws and changes nothing.
    push(move) { this._withText(move, 'move', (engine, pointer) => this._check(this._c.play(engine, pointer))); }
    // Takes back the last move pushed since the position was set.
    pop() { this._check(this._c.undo(this._live())); }
    // Draws by claim (chess: threefold repetition, fifty moves; docs/RULES.md). drawClaim: the
    // draw the side to move may claim now, or by playing move (null or omitted: none), as
    // 'repetition', 'fifty-moves' or '' (also for an illegal move). claimDraw: plays move when
    // given and ends the game as a draw, or throws TesseraError 'no draw to claim'.
    drawClaim(move = null) {
      const engine = this._live();
      return withCStrings(this._module, [checkOptionalText(move, 'move')], ([pointer]) => this._c.drawClaim(engine, pointer));
    }
    claimDraw(move = null) {
      const engine = this._live();
      withCStrings(this._module, [checkOptionalText(move, 'move')], ([pointer]) => this._check(this._c.claimDraw(engine, pointer)));
    }
    // Short notation (ffish.js's names): SAN in chess and Void Chess, the move's own text in
    // the wall games. sanMove: a legal move's; variationSan: a line's from the position (an
    // array or a space-separated string), nothing played; parseSan: the move SAN names, in the
    // game's notation as push takes it.
    sanMove(move) { return this._withText(move, 'move', (engine, pointer) => this._textOut((out) => this._c.san(engine, pointer, out))); }
    variationSan(moves) {
      const engine = this._live();
      return withCStringArray(this._module, checkLine(moves), (array, count) =>
        this._textOut((out) => this._c.sanMoves(engine, array, count, out)));
    }
    parseSan(san) { return this._withText(san, 'san', (engine, pointer) => this._textOut((out) => this._c.parseSan(engine, pointer, out))); }
    // Whether the legal move gives check (false for anything else, and in games without
    // check), and whether the side to move is in check.
    givesCheck(move) { return this._withText(move, 'move', (engine, pointer) => this._c.givesCheck(engine, pointer) !== 0); }
    inCheck() { return this._c.inCheck(this._live()) !== 0; }
    moveCount() { return this._c.moveCount(this._live()); }
    turn() { return this.status().sideToMove; }
    status() {
      const engine = this._live();
      return withScratch(this._module, 40, (out) => {
        this._check(this._c.status(engine, out));
        return readStatus(this._module, out);
      });
    }
    isGameOver() { return this.status().outcome !== 'ongoing'; }
    // The number of move paths depth plies deep (a Number: exact below 2^53).
    perft(depth) {
      const engine = this._live();
      checkInteger(depth, 'depth');
      return withScratch(this._module, 8, (out) => {
        this._check(this._c.perft(engine, depth, 0, 0, out));
        const low = int32(this._module, out, 0) >>> 0;
        const high = int32(this._module, out, 1) >>> 0;
        return low + high * 2 ** 32;
      });
    }
    toString() { return this._c.board(this._live()); }
    // Frees the board's memory in the module; every later call throws TesseraError 'deleted',
    // and deleting again does nothing.
    delete() {
      if (this._engine) this._c.free(this._engine);
      this._engine = 0;
    }
  }

  class Rules {
    constructor(module) {
      this.module = module;
      this.c = bind(module);
    }

    version() { return this.c.version(); }
    // The engine's options with their defaults (Board.options() on a new board), read once.
    options() {
      if (!this._options) {
        const board = new Board(this, this.c.gameName(0), 0, null);
        try {
          this._options = board.options();
        } finally {
          board.delete();
        }
      }
      return this._options.map((option) => ({ ...option }));
    }
    // The games with their facts, in the order of the UCI_Variant option.
    games() {
      const games = [];
      for (let i = 0; i < this.c.gameCount(); i++) games.push(this.gameInfo(this.c.gameName(i)));
      return games;
    }
    // A game's facts, with its own options (named after it, as the protocol's variant line
    // finds them: Wall Go's WallGoRules and WallGoStart) as { name, choices, default }.
    gameInfo(game) {
      const info = this._gameFacts(game);
      const prefix = info.name.toLowerCase();
      info.options = this.options()
        .filter((option) => option.type === 'combo' && option.name.toLowerCase().startsWith(prefix))
        .map((option) => ({ name: option.name, choices: option.choices, default: option.value }));
      return info;
    }
    _gameFacts(game) {
      checkText(game, 'game');
      return withScratch(this.module, 40, (out) => withCStrings(this.module, [game], ([name]) => {
        const code = this.c.gameInfo(name, out);
        if (code !== 0) throw new TesseraError(this.c.codeName(code), `unknown game: ${describe(game)}`);
        return readGameInfo(this.module, out);
      }));
    }
    startPosition(game, players = 0) {
      const board = this.newBoard(game, players);
      try {
        return board.position();
      } finally {
        board.delete();
      }
    }
    // A board of game for players players (0, null or omitted: the game's fewest), at position
    // (null or omitted: the start), with options ({ WallGoRules: 'show' }: null or omitted,
    // none) set first, in their order, so a position of those rules reads.
    newBoard(game, players = 0, position = null, options = null) {
      const info = this._gameFacts(game);
      const count = players === null ? 0 : checkInteger(players, 'players');
      if (count !== 0 && (count < info.minPlayers || count > info.maxPlayers)) {
        const range = info.minPlayers === info.maxPlayers ? `${info.minPlayers}` : `${info.minPlayers} to ${info.maxPlayers}`;
        throw new TesseraError(this.c.codeName(ERROR_ARGUMENT), `${info.name} is played by ${range} players, not ${count}`);
      }
      return new Board(this, game, count, checkOptionalText(position, 'position'), checkOptions(options));
    }
  }

  async function load(options = {}) {
    return new Rules(await createModule(options));
  }

  const api = { load, TesseraError };
  if (isNode) module.exports = api;
  else root.TesseraRules = api;
})(typeof self !== 'undefined' ? self : this);
