// wallchess.js - the Wall Chess (Quoridor) view (boards/views.js) and its board: 9x9 cells,
// the two pawns, the walls in the grooves. On the human's turn the pawn's legal destinations light up (click one) and
// every groove piece where a legal wall starts can be clicked; hovering it draws the whole
// two-cell wall, half transparent, where it would stand.
import { FILES, makeGrid, element, cellRow, cellCol, previewOnHover } from './grooves.js';
import { makeKey, keepFocus } from './keys.js';

const SIZE = 9;
const PAWN = /^[a-i][1-9]$/;

function parsePosition(fen) {
  const [south, north, southWalls, northWalls, side, walls] = fen.split(' ');
  return { pawns: [south, north], wallsLeft: [southWalls, northWalls], side, walls: walls === '-' ? [] : walls.split(',') };
}

function squareOf(name) {
  return { file: FILES.indexOf(name[0]), rank: Number(name[1]) - 1 };
}

// Grid placement of a wall `e3h` / `e3v` (anchor = the cell nearest a1 of the four it touches).
function placeWall(grid, item, wall) {
  const { file, rank } = squareOf(wall);
  if (wall[2] === 'h') grid.place(item, cellRow(SIZE, rank) - 1, cellCol(file), 1, 3);
  else grid.place(item, cellRow(SIZE, rank + 1), cellCol(file) + 1, 3, 1);
}

function createWallChessBoard(container, play) {
  const actions = document.getElementById('actions');
  let grid = null;

  function drawCells(state, position, humanTurn) {
    const targets = new Set(humanTurn ? state.legal.filter((move) => PAWN.test(move)) : []);
    const last = state.moves[state.moves.length - 1];
    for (let rank = 0; rank < SIZE; rank++) {
      for (let file = 0; file < SIZE; file++) {
        const name = `${FILES[file]}${rank + 1}`;
        const cell = element('div', 'cell');
        cell.dataset.square = name;
        if (rank === SIZE - 1) cell.classList.add('goal-south');
        if (rank === 0) cell.classList.add('goal-north');
        if (name === last) cell.classList.add('last');
        const pawn = position.pawns.indexOf(name);
        if (pawn >= 0) cell.appendChild(element('div', `token p${pawn}`, pawn ? 'N' : 'S'));
        if (targets.has(name)) {
          cell.classList.add('target');
          cell.addEventListener('click', () => play(name));
          makeKey(cell, `${name}, move the pawn here`, () => play(name));
        }
        grid.place(cell, cellRow(SIZE, rank), cellCol(file));
        container.appendChild(cell);
      }
    }
  }

  // One clickable groove piece per cell side; it stands for the wall that starts there
  // (or, at the last file / rank, the wall that ends there).
  function drawGroove(legal, wall, row, col) {
    const groove = element('div', `groove ${wall.endsWith('h') ? 'across' : 'down'}`);
    groove.dataset.wall = wall;
    grid.place(groove, row, col);
    if (legal.has(wall)) {
      groove.classList.add('legal');
      groove.addEventListener('click', () => play(wall));
      previewOnHover(container, groove);
      groove.addEventListener('mouseenter', () => showWall(wall));
      groove.addEventListener('mouseleave', hideWall);
      groove.addEventListener('focus', () => showWall(wall));
      groove.addEventListener('blur', hideWall);
      makeKey(groove, `wall ${wall}`, () => play(wall));
    }
    container.appendChild(groove);
  }

  // The whole two-cell wall a hovered groove stands for, drawn where it would stand.
  function showWall(wall) {
    hideWall();
    const item = element('div', 'wall preview');
    item.dataset.preview = wall;
    placeWall(grid, item, wall);
    container.appendChild(item);
  }

  function hideWall() {
    container.querySelectorAll('.wall.preview').forEach((item) => item.remove());
  }

  function drawGrooves(state, humanTurn) {
    const legal = new Set(humanTurn ? state.legal.filter((move) => /[hv]$/.test(move)) : []);
    for (let rank = 0; rank < SIZE; rank++) {
      for (let file = 0; file < SIZE; file++) {
        const anchorFile = FILES[Math.min(file, SIZE - 2)];
        const anchorRank = Math.min(rank, SIZE - 2) + 1;
        if (rank < SIZE - 1) drawGroove(legal, `${anchorFile}${rank + 1}h`, cellRow(SIZE, rank) - 1, cellCol(file));
        if (file < SIZE - 1) drawGroove(legal, `${FILES[file]}${anchorRank}v`, cellRow(SIZE, rank), cellCol(file) + 1);
      }
    }
  }

  function drawWalls(state, position) {
    const last = state.moves[state.moves.length - 1];
    for (const wall of position.walls) {
      const item = element('div', wall === last ? 'wall last' : 'wall');
      item.dataset.placed = wall;
      placeWall(grid, item, wall);
      container.appendChild(item);
    }
  }

  // The hint (state.hint): its cell framed, or its wall drawn where it would stand.
  function drawHint(hint) {
    if (!hint || hint === '0000') return;
    if (PAWN.test(hint)) {
      container.querySelector(`.cell[data-square="${hint}"]`).classList.add('hint');
      return;
    }
    const item = element('div', 'wall hint');
    item.dataset.hint = hint;
    placeWall(grid, item, hint);
    container.appendChild(item);
  }

  function drawActions(state, position, humanTurn) {
    actions.textContent = `Walls left: South ${position.wallsLeft[0]}, North ${position.wallsLeft[1]}.`;
    if (humanTurn) actions.textContent += ' Click a lit cell to move, or hover a groove between cells to see a wall and click to place it.';
    if (humanTurn && state.legal.includes('0000')) {
      const pass = element('button', 'pass', 'Pass (no legal move)');
      pass.addEventListener('click', () => play('0000'));
      actions.appendChild(pass);
    }
  }

  return {
    update(state, humanTurn, flipped = false) {
      const position = parsePosition(state.fen);
      keepFocus(container, () => {
        grid = makeGrid(container, SIZE, flipped);
        drawCells(state, position, humanTurn);
        drawGrooves(state, humanTurn);
        drawWalls(state, position);
        drawHint(state.hint);
        drawActions(state, position, humanTurn);
      });
    },
  };
}

export const wallchess = {
  title: 'Wall Chess',
  rules:
    'A race across a 9x9 board. South starts on e1 and wins on reaching rank 9; North starts ' +
    'on e9 and wins on reaching rank 1. Each turn either step your pawn one cell (jumping ' +
    'over the other pawn when they meet) or place one of your 10 walls in a groove between ' +
    'cells. A wall is two cells long and may never cut a pawn off from its goal completely. ' +
    'Moves are the cell stepped to (e2) or a wall (e3h lies along the top of e3 and f3, e3v ' +
    'along the right of e3 and e4).',
  wins: { goal: ': its pawn reached the far side' },
  createBoard: createWallChessBoard,
};
