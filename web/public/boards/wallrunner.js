// wallrunner.js - pieces and marks of Wall Runner: King, Guard, Striag, Diag and Runner as
// lettered discs, and the squares covered by each side's walls, read from the engine's own
// `d` diagram (+ White's, * Black's, # both) so the page never computes a rule.
import { parseBoardField, squareName, lastMoveSquares } from './squares.js';

const SIZE = 8;
const WALL_MARKS = { '+': 'wall-white', '*': 'wall-black', '#': 'wall-both' };
const NAMES = { k: 'King', g: 'Guard', s: 'Striag', d: 'Diag', r: 'Runner' };

// Rows of the diagram look like `8 |   |*d*| s |...`: three characters per square.
function wallSquares(board) {
  const marks = { 'wall-white': new Set(), 'wall-black': new Set(), 'wall-both': new Set() };
  for (const line of board) {
    const row = /^\s*([1-8]) \|(.*)\|\s*$/.exec(line);
    if (!row) continue;
    const cells = row[2].split('|');
    if (cells.length !== SIZE) continue;
    cells.forEach((cell, file) => {
      const mark = WALL_MARKS[cell[0]];
      if (mark) marks[mark].add(squareName(file, Number(row[1]) - 1));
    });
  }
  return marks;
}

export function wallrunnerPieces() {
  return {
    size: SIZE,
    legend: "Frames mark the walls: blue White's, red Black's, purple both; yellow frames the chosen piece.",
    parse(state) {
      return parseBoardField(state.fen.split(' ')[0], SIZE);
    },
    marks(state) {
      return { ...wallSquares(state.board), last: lastMoveSquares(state) };
    },
    describe(char) {
      return `${char === char.toLowerCase() ? 'black' : 'white'} ${NAMES[char.toLowerCase()]}`;
    },
    render(char) {
      const piece = document.createElement('span');
      piece.className = `piece letter ${char === char.toLowerCase() ? 'black' : 'white'}`;
      piece.textContent = char.toUpperCase();
      piece.dataset.piece = char;
      return piece;
    },
  };
}
