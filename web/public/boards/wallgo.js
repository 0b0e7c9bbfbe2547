// wallgo.js - the Wall Go view (boards/views.js) and its board: 7x7 cells, the players'
// tokens, walls on cell edges.
// Placement turns: click a lit cell. Play turns take three clicks: one of your tokens, its
// destination (the token itself for a zero-step move), then a lit edge for the wall: any free
// edge under the site rules, one of the four sides of the destination under the show rules
// (docs/RULES.md WS1; the position string's sixth field says `show`), drawn around it. The
// legal moves decide which edges are lit, so the board knows no rule of its own.
import { FILES, makeGrid, element, cellRow, cellCol, previewOnHover } from './grooves.js';
import { parseBoardField } from './squares.js';
import { makeKey, keepFocus } from './keys.js';

const SIZE = 7;
const PLACEMENT = /^[a-g][1-7]$/;

function parsePosition(fen) {
  const [board, side, wallsLeft, walls, toPlace, rules] = fen.split(' ');
  return {
    show: rules === 'show',
    tokens: parseBoardField(board, SIZE),
    side,
    wallsLeft: wallsLeft.split(','),
    walls: new Set(walls === '-' ? [] : walls.split(',')),
    toPlace: toPlace.split(','),
  };
}

function createWallGoBoard(container, play) {
  const view = { state: null, humanTurn: false, flipped: false, from: null, to: null };
  let grid = null;
  const actions = document.getElementById('actions');

  const turns = () => view.state.legal.filter((move) => move.includes(','));

  // What the next click may choose: cells to act on, or the legal walls after from-to.
  function choices() {
    const legal = view.state.legal;
    if (!view.humanTurn) return { cells: new Set(), walls: new Set() };
    if (legal.some((move) => PLACEMENT.test(move))) return { cells: new Set(legal), walls: new Set() };
    if (view.from && view.to) {
      const prefix = `${view.from}${view.to},`;
      return { cells: new Set(), walls: new Set(turns().filter((m) => m.startsWith(prefix)).map((m) => m.slice(5))) };
    }
    if (view.from)
      return { cells: new Set(turns().filter((m) => m.startsWith(view.from)).map((m) => m.slice(2, 4))), walls: new Set() };
    return { cells: new Set(turns().map((move) => move.slice(0, 2))), walls: new Set() };
  }

  function clickCell(name) {
    if (!view.humanTurn) return;
    const { cells } = choices();
    const placing = view.state.legal.some((move) => PLACEMENT.test(move));
    if (placing && cells.has(name)) return play(name);
    if (view.from && !view.to && cells.has(name)) view.to = name;
    else if (!view.from && cells.has(name)) view.from = name;
    else {
      view.from = null;
      view.to = null;
    }
    draw();
  }

  function drawCells(position, cells) {
    const last = view.state.moves[view.state.moves.length - 1] || '';
    const lastCell = last.includes(',') ? last.slice(2, 4) : last;
    for (let rank = 0; rank < SIZE; rank++) {
      for (let file = 0; file < SIZE; file++) {
        const name = `${FILES[file]}${rank + 1}`;
        const cell = element('div', 'cell');
        cell.dataset.square = name;
        const token = position.tokens.get(name);
        if (token) cell.appendChild(element('div', `token p${'ABCD'.indexOf(token)}`, token));
        if (cells.has(name)) cell.classList.add('target');
        if (name === view.from || name === view.to) cell.classList.add('selected');
        // Under the show rules the wall goes beside the moved token: its cell is framed.
        if (position.show && name === view.to) cell.classList.add('wall-target');
        if (name === lastCell) cell.classList.add('last');
        cell.addEventListener('click', () => clickCell(name));
        if (cells.has(name) || name === view.from) makeKey(cell, `${name}${token ? `, token ${token}` : ''}`, () => clickCell(name));
        grid.place(cell, cellRow(SIZE, rank), cellCol(file));
        container.appendChild(cell);
      }
    }
  }

  function drawEdge(position, walls, lastWall, wall, row, col) {
    const edge = element('div', `groove ${wall.endsWith('n') ? 'across' : 'down'}`);
    edge.dataset.wall = wall;
    if (position.walls.has(wall)) edge.className = wall === lastWall ? 'wall last' : 'wall';
    else if (walls.has(wall)) {
      edge.classList.add('legal');
      if (position.show) edge.classList.add('beside');
      edge.addEventListener('click', () => play(`${view.from}${view.to},${wall}`));
      makeKey(edge, `wall ${wall}`, () => play(`${view.from}${view.to},${wall}`));
      previewOnHover(container, edge);
    }
    grid.place(edge, row, col);
    container.appendChild(edge);
  }

  function drawEdges(position, walls) {
    const last = view.state.moves[view.state.moves.length - 1] || '';
    const lastWall = last.includes(',') ? last.slice(5) : null;
    for (let rank = 0; rank < SIZE; rank++) {
      for (let file = 0; file < SIZE; file++) {
        const name = `${FILES[file]}${rank + 1}`;
        if (rank < SIZE - 1) drawEdge(position, walls, lastWall, `${name}n`, cellRow(SIZE, rank) - 1, cellCol(file));
        if (file < SIZE - 1) drawEdge(position, walls, lastWall, `${name}e`, cellRow(SIZE, rank), cellCol(file) + 1);
      }
    }
  }

  // The hint (state.hint): its cells framed (the placement, or from and to) and its wall's edge.
  function drawHint(hint) {
    if (!hint) return;
    const cells = hint.includes(',') ? [hint.slice(0, 2), hint.slice(2, 4)] : [hint];
    for (const name of cells) container.querySelector(`.cell[data-square="${name}"]`).classList.add('hint');
    if (hint.includes(',')) container.querySelector(`[data-wall="${hint.slice(5)}"]`).classList.add('hint');
  }

  function drawActions(position) {
    const names = view.state.names;
    actions.textContent = position.show ? 'Show rules. ' : '';
    actions.textContent += `Walls left: ${names.map((name, i) => `${name} ${position.wallsLeft[i]}`).join(', ')}`;
    if (position.toPlace.some((count) => count !== '0'))
      actions.textContent += ` - to place: ${names.map((name, i) => `${name} ${position.toPlace[i]}`).join(', ')}`;
    if (!view.humanTurn) return;
    const placing = view.state.legal.some((move) => PLACEMENT.test(move));
    if (placing) actions.textContent += '. Click a lit cell to place a token.';
    else if (!view.from) actions.textContent += '. Click one of your lit tokens.';
    else if (!view.to) actions.textContent += `. ${view.from} chosen: click where it goes (itself to stay).`;
    else if (position.show) actions.textContent += `. ${view.from} to ${view.to}: build the wall on a lit side of ${view.to}.`;
    else actions.textContent += `. ${view.from} to ${view.to}: hover a groove to see a wall, click to build it.`;
  }

  function draw() {
    const position = parsePosition(view.state.fen);
    const { cells, walls } = choices();
    keepFocus(container, () => {
      grid = makeGrid(container, SIZE, view.flipped);
      drawCells(position, cells);
      drawEdges(position, walls);
      drawHint(view.state.hint);
      drawActions(position);
    });
  }

  return {
    update(state, humanTurn, flipped = false) {
      view.state = state;
      view.humanTurn = humanTurn;
      view.flipped = flipped;
      view.from = null;
      view.to = null;
      draw();
    },
  };
}

export const wallgo = {
  title: 'Wall Go',
  rules:
    'A territory game for 2 to 4 players (A, B, C, D) on a 7x7 board. First everybody places ' +
    'tokens in turn, 4 each with two players and 2 each with three or four. Then a turn moves ' +
    'one of your tokens up to two steps (or leaves it where it is) and builds one wall on any ' +
    'free edge between two cells. A region closed off by walls that holds only your tokens ' +
    'is your territory. The game ends when every region holds at most one player (or the ' +
    'walls run out), and the largest territory wins. A turn is written b2c3,c3n: the token ' +
    'from b2 to c3, then a wall on the north side of c3.',
  // The show rules (WallGoRules show): the wall beside the moved token, the tie-breaks.
  rulesFor(options) {
    if (options.WallGoRules !== 'show') return this.rules;
    return (
      'Wall Go as the television show plays it, for 2 to 4 players (A, B, C, D) on a 7x7 board. ' +
      'First everybody places tokens in turn (A B B A with two players), 4 each with two players ' +
      '(or 2 each beside the two already standing, with the fixed start) and 2 each with three or ' +
      'four. Then a turn moves one of your tokens up to two steps (or leaves it where it is) and ' +
      'builds one wall on a free side of the cell the token stands on: the lit sides around it. ' +
      'A region closed off by walls that holds only your tokens is your territory. The game ends ' +
      'when every region holds at most one player (or nobody can act, or the walls run out); the ' +
      'largest territory wins, a tie going to the larger single region, then to the larger list ' +
      'of regions. A turn is written b2c3,c3n: the token from b2 to c3, then a wall on the north ' +
      'side of c3 (c2n is its south side, b3e its west side).'
    );
  },
  wins: {
    'largest-region': ' on the tie-break: equal territory, and the larger single region',
    regions: ' on the tie-break: equal territory and largest region, and the larger list of regions',
  },
  options: {
    WallGoRules: { label: 'Rules', values: { site: 'Site', show: 'Show' } },
    WallGoStart: { label: 'Start', values: { free: 'Free', fixed: 'Fixed' } },
  },
  createBoard: createWallGoBoard,
};
