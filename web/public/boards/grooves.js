// grooves.js - the grid shared by the wall games: cells with grooves between them, where
// walls stand. Grid rows run from the top rank down; column 1 holds the rank numbers and
// the last row the file letters. A flipped grid turns the board half a turn (rank 1 on top,
// file a on the right) for a human who plays second. Track sizes are multiples of the
// board's --u (style.css), so the board shrinks to fit a narrow screen.
export const FILES = 'abcdefghi';
const CELL_PX = 48;
const GROOVE_PX = 10;

export function tracks(size) {
  const px = (n) => `calc(${n} * var(--u))`;
  return Array.from({ length: 2 * size - 1 }, (_, i) => (i % 2 ? px(GROOVE_PX) : px(CELL_PX))).join(' ');
}

// Empties container and lays out the grid with its coordinates; returns { place } that puts
// a board item at its (unflipped) track, turned half a turn when flipped.
export function makeGrid(container, size, flipped = false) {
  const last = 2 * size - 2; // the last board track of a row or column
  const turn = (track, span) => (flipped ? last - (track + span - 1) : track);
  container.textContent = '';
  container.style.setProperty('--units', String(size * CELL_PX + (size - 1) * GROOVE_PX));
  container.style.gridTemplateColumns = `20px ${tracks(size)}`;
  container.style.gridTemplateRows = `${tracks(size)} 20px`;
  for (let rank = 0; rank < size; rank++) {
    const label = element('div', 'coord', String(rank + 1));
    place(label, turn(cellRow(size, rank), 1), -1);
    container.appendChild(label);
  }
  for (let file = 0; file < size; file++) {
    const label = element('div', 'coord', FILES[file]);
    place(label, 2 * size - 1, turn(cellCol(file), 1));
    container.appendChild(label);
  }
  return {
    place(item, row, col, rowSpan = 1, colSpan = 1) {
      place(item, turn(row, rowSpan), turn(col, colSpan), rowSpan, colSpan);
    },
  };
}

export function element(tag, className, text) {
  const item = document.createElement(tag);
  item.className = className;
  if (text !== undefined) item.textContent = text;
  return item;
}

// Grid track (0-based, before the coordinate column) of a cell's row and column.
export function cellRow(size, rank) {
  return 2 * (size - 1 - rank);
}

export function cellCol(file) {
  return 2 * file;
}

export function place(item, row, col, rowSpan = 1, colSpan = 1) {
  item.style.gridRow = `${row + 1} / span ${rowSpan}`;
  item.style.gridColumn = `${col + 2} / span ${colSpan}`;
}

// Marks every element carrying the same data-wall as the hovered (or focused) one.
export function previewOnHover(container, item) {
  const same = () => container.querySelectorAll(`[data-wall="${item.dataset.wall}"]`);
  const show = () => same().forEach((other) => other.classList.add('preview'));
  const hide = () => same().forEach((other) => other.classList.remove('preview'));
  item.addEventListener('mouseenter', show);
  item.addEventListener('mouseleave', hide);
  item.addEventListener('focus', show);
  item.addEventListener('blur', hide);
}
