// wallrunner.js - the Wall Runner view (boards/views.js): King, Guard, Striag, Diag and
// Runner as lettered discs on the square board, and the squares covered by each side's walls,
// read from the engine's own `d` diagram (+ White's, * Black's, # both) so the page never
// computes a rule. The board's size is the game's (info.files, from the engine's registry).
import { createSquareBoard, parseBoardField, squareName, lastMoveSquares } from './squares.js';

const WALL_MARKS = { '+': 'wall-white', '*': 'wall-black', '#': 'wall-both' };
const NAMES = { k: 'King', g: 'Guard', s: 'Striag', d: 'Diag', r: 'Runner' };

// Rows of the diagram look like `8 |   |*d*| s |...`: three characters per square.
function wallSquares(board, size) {
  const marks = { 'wall-white': new Set(), 'wall-black': new Set(), 'wall-both': new Set() };
  for (const line of board) {
    const row = /^\s*(\d+) \|(.*)\|\s*$/.exec(line);
    if (!row) continue;
    const cells = row[2].split('|');
    if (cells.length !== size) continue;
    cells.forEach((cell, file) => {
      const mark = WALL_MARKS[cell[0]];
      if (mark) marks[mark].add(squareName(file, Number(row[1]) - 1));
    });
  }
  return marks;
}

function wallrunnerPieces(info) {
  const size = info.files;
  return {
    size,
    legend: "Frames mark the walls: blue White's, red Black's, purple both; yellow frames the chosen piece.",
    parse(state) {
      return parseBoardField(state.fen.split(' ')[0], size);
    },
    marks(state) {
      return { ...wallSquares(state.board, size), last: lastMoveSquares(state) };
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

export const wallrunner = {
  title: 'Wall Runner',
  rules:
    'Two armies on an 8x8 board with no captures. Striags (S) slide along ranks and files ' +
    'and Diags (D) along diagonals, and both cast walls along their lines: a King, Striag ' +
    "or Diag may not enter the enemy's walls and is frozen while standing on one. Runners (R) " +
    'step forward and Guards (G) one square any way; both ignore walls, and slide far when ' +
    'they start on a wall. A Guard pushes the enemy pieces around it one square away, off ' +
    'the board at the edge. Win by bringing your King (K) to the far rank or by pushing the ' +
    'enemy King off the board; a side with no move loses. Moves are from-to: e2e3.',
  wins: { goal: ': its King reached the goal rank' },
  createBoard: (element, play, info) => createSquareBoard(element, play, wallrunnerPieces(info)),
};
