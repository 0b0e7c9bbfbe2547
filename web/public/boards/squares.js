// squares.js - a board of squares where a move goes from one square to another (chess,
// Void Chess, Wall Runner): click a piece, its legal targets light up, click a target.
// Where one from-to pair stands for several moves (promotions) a chooser appears. What
// stands on a square and how it looks comes from the game's piece module. A flipped board
// has rank 1 on top and file a on the right, for a human who plays second; squares are
// multiples of the board's --u (style.css), so the board shrinks to fit a narrow screen.
import { makeKey, keepFocus } from './keys.js';

const FILES = 'abcdefghi';

export function squareName(file, rank) {
  return `${FILES[file]}${rank + 1}`;
}

// Board part of a FEN-like position string: ranks from the top, digits for empty runs.
export function parseBoardField(field, size) {
  const squares = new Map();
  field.split('/').forEach((row, index) => {
    const rank = size - 1 - index;
    let file = 0;
    for (const char of row) {
      if (/[0-9]/.test(char)) file += Number(char);
      else squares.set(squareName(file++, rank), char);
    }
  });
  return squares;
}

function element(tag, className, text) {
  const item = document.createElement(tag);
  item.className = className;
  if (text !== undefined) item.textContent = text;
  return item;
}

export function createSquareBoard(container, play, pieces) {
  const view = { state: null, humanTurn: false, flipped: false, selected: null };
  const promotion = document.getElementById('promotion');

  const movesFrom = (square) => view.state.legal.filter((move) => move.slice(0, 2) === square);

  function choose(candidates) {
    promotion.textContent = '';
    promotion.hidden = false;
    for (const move of candidates) {
      const button = element('button', 'promote', move.slice(4).toUpperCase());
      button.dataset.promo = move.slice(4);
      button.addEventListener('click', () => {
        promotion.hidden = true;
        play(move);
      });
      promotion.appendChild(button);
    }
  }

  function click(square) {
    if (!view.humanTurn) return;
    const candidates = view.selected ? movesFrom(view.selected).filter((move) => move.slice(2, 4) === square) : [];
    if (candidates.length === 1) {
      view.selected = null;
      play(candidates[0]);
      return;
    }
    if (candidates.length > 1) {
      choose(candidates);
      return;
    }
    view.selected = movesFrom(square).length ? square : null;
    draw();
  }

  function drawSquare(file, rank, content, marks, targets) {
    const name = squareName(file, rank);
    const square = element('div', `square ${(file + rank) % 2 ? 'light' : 'dark'}`);
    square.dataset.square = name;
    for (const [mark, squares] of Object.entries(marks)) if (squares.has(name)) square.classList.add(mark);
    if (name === view.selected) square.classList.add('selected');
    if (targets.has(name)) square.classList.add('target');
    if (content.has(name)) square.appendChild(pieces.render(content.get(name)));
    square.addEventListener('click', () => click(name));
    if (view.humanTurn && (targets.has(name) || movesFrom(name).length)) {
      const piece = content.has(name) ? `, ${pieces.describe(content.get(name))}` : '';
      makeKey(square, `${name}${piece}${targets.has(name) ? ', move here' : ''}`, () => click(name));
    }
    return square;
  }

  function draw() {
    keepFocus(container, redraw);
  }

  function redraw() {
    const state = view.state;
    const size = pieces.size;
    document.getElementById('actions').textContent = pieces.legend;
    container.textContent = '';
    // Both tracks, always: the wall boards drawn before in this container set their own rows.
    container.style.setProperty('--units', String(size * 56));
    container.style.gridTemplateColumns = `20px repeat(${size}, calc(56 * var(--u)))`;
    container.style.gridTemplateRows = `repeat(${size}, calc(56 * var(--u))) 20px`;
    const content = pieces.parse(state);
    // The game's marks (a checked king among them) and the hint's squares (state.hint).
    const marks = { ...pieces.marks(state), hint: moveSquares(state.hint) };
    const targets = new Set(view.selected ? movesFrom(view.selected).map((move) => move.slice(2, 4)) : []);
    const indexes = [...Array(size).keys()];
    const ranks = view.flipped ? indexes : [...indexes].reverse();
    const files = view.flipped ? [...indexes].reverse() : indexes;
    for (const rank of ranks) {
      container.appendChild(element('div', 'coord', String(rank + 1)));
      for (const file of files) container.appendChild(drawSquare(file, rank, content, marks, targets));
    }
    container.appendChild(element('div', 'coord'));
    for (const file of files) container.appendChild(element('div', 'coord', FILES[file]));
  }

  return {
    update(state, humanTurn, flipped = false) {
      view.state = state;
      view.humanTurn = humanTurn;
      view.flipped = flipped;
      if (!humanTurn) view.selected = null;
      promotion.hidden = true;
      draw();
    },
  };
}

// The from and to squares of a from-to move (none for null).
function moveSquares(move) {
  return new Set(move ? [move.slice(0, 2), move.slice(2, 4)] : []);
}

// The from and to squares of the last move, for highlighting.
export function lastMoveSquares(state) {
  return moveSquares(state.moves[state.moves.length - 1]);
}
