// chess.js - pieces and square marks of chess and Void Chess: FEN pieces as glyphs, the
// Minister as an M, void squares (* in the FEN) and unstable squares (Void Chess's 7th field).
import { parseBoardField, lastMoveSquares } from './squares.js';

const GLYPHS = { k: '\u265a', q: '\u265b', r: '\u265c', b: '\u265d', n: '\u265e', p: '\u265f\ufe0e' };
const NAMES = { k: 'king', q: 'queen', r: 'rook', b: 'bishop', n: 'knight', p: 'pawn', m: 'Minister' };

export function chessPieces(game) {
  const size = game === 'voidchess' ? 9 : 8;
  return {
    size,
    legend: game === 'voidchess' ? 'Black squares are voids; a red frame marks an unstable square.' : '',
    parse(state) {
      const squares = parseBoardField(state.fen.split(' ')[0], size);
      for (const [square, char] of squares) if (char === '*') squares.delete(square);
      return squares;
    },
    marks(state) {
      const fields = state.fen.split(' ');
      const all = parseBoardField(fields[0], size);
      const voids = new Set([...all].filter(([, char]) => char === '*').map(([square]) => square));
      const unstable = new Set(fields[6] && fields[6] !== '-' ? fields[6].split(',') : []);
      return { void: voids, unstable, last: lastMoveSquares(state) };
    },
    describe(char) {
      return `${char === char.toLowerCase() ? 'black' : 'white'} ${NAMES[char.toLowerCase()]}`;
    },
    render(char) {
      const lower = char.toLowerCase();
      const color = char === lower ? 'black' : 'white';
      const piece = document.createElement('span');
      if (lower === 'm') {
        piece.className = `piece letter ${color}`;
        piece.textContent = 'M';
      } else {
        piece.className = `piece ${color}`;
        piece.textContent = GLYPHS[lower];
      }
      piece.dataset.piece = char;
      return piece;
    },
  };
}
