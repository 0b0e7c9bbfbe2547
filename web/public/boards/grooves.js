// grooves.js - the grid shared by the wall games: cells with grooves between them, where
// walls stand. Grid rows run from the top rank down; column 1 holds the rank numbers and
// the last row the file letters.
export const FILES = 'abcdefghi';
const CELL_PX = 48;
const GROOVE_PX = 10;

export function tracks(size) {
  return Array.from({ length: 2 * size - 1 }, (_, i) => (i % 2 ? `${GROOVE_PX}px` : `${CELL_PX}px`)).join(' ');
}

export function makeGrid(container, size) {
  container.textContent = '';
  container.style.gridTemplateColumns = `20px ${tracks(size)}`;
  container.style.gridTemplateRows = `${tracks(size)} 20px`;
  for (let rank = 0; rank < size; rank++) {
    const label = element('div', 'coord', String(rank + 1));
    place(label, cellRow(size, rank), -1);
    container.appendChild(label);
  }
  for (let file = 0; file < size; file++) {
    const label = element('div', 'coord', FILES[file]);
    place(label, 2 * size - 1, cellCol(file));
    container.appendChild(label);
  }
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

// Marks every element carrying the same data-wall as the hovered one (a Wall Chess wall
// spans two groove pieces).
export function previewOnHover(container, item) {
  const same = () => container.querySelectorAll(`[data-wall="${item.dataset.wall}"]`);
  item.addEventListener('mouseenter', () => same().forEach((other) => other.classList.add('preview')));
  item.addEventListener('mouseleave', () => same().forEach((other) => other.classList.remove('preview')));
}
