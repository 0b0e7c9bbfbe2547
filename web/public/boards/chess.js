// chess.js - the chess view (boards/views.js), and the pieces and square marks that chess and
// Void Chess share: FEN pieces as glyphs, the Minister as an M, void squares (* in the FEN),
// unstable squares (Void Chess's 7th field) and the king of the side to move when it is in
// check (state.inCheck, from the rules' board in ui/notation.js). The board's size is the
// game's (info.files, from the engine's registry).
import { createSquareBoard, parseBoardField, lastMoveSquares } from './squares.js';

const GLYPHS = { k: '\u265a', q: '\u265b', r: '\u265c', b: '\u265d', n: '\u265e', p: '\u265f\ufe0e' };
const NAMES = { k: 'king', q: 'queen', r: 'rook', b: 'bishop', n: 'knight', p: 'pawn', m: 'Minister' };

// The square of the checked king: the side to move's (the FEN's second field), when in check.
function checkedKing(state, all) {
  if (!state.inCheck) return new Set();
  const king = state.fen.split(' ')[1] === 'b' ? 'k' : 'K';
  return new Set([...all].filter(([, char]) => char === king).map(([square]) => square));
}

// legend: the words under the board (what its marks mean), '' for none.
export function chessPieces(info, legend = '') {
  const size = info.files;
  return {
    size,
    legend,
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
      return { void: voids, unstable, check: checkedKing(state, all), last: lastMoveSquares(state) };
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

export const chess = {
  title: 'Chess',
  rules:
    'Classic chess. White moves first; castling, en passant and promotion work as usual. ' +
    "Checkmate the opponent's king to win. Stalemate and too little material left to mate are " +
    'draws. The player to move may claim a draw (the Claim draw button) when the same position ' +
    'occurs for the third time, or after fifty moves each without a capture or a pawn move; ' +
    'the fifth occurrence and 75 moves each end the game as a draw by themselves. Moves are written in algebraic notation (SAN): e4, Nf3, exd5, O-O, e8=Q; + marks ' +
    'a check (the king in check glows red) and # a mate.',
  // Threefold repetition and fifty moves are claimed (ui/results.js's claims); the fifth
  // occurrence and 75 moves end the game by themselves (docs/RULES.md).
  draws: {
    repetition: ' by repetition: the same position five times',
    'fifty-moves': ' by the 75-move rule',
  },
  createBoard: (element, play, info) => createSquareBoard(element, play, chessPieces(info)),
};
