// voidchess.js - the Void Chess view (boards/views.js): chess's square board and pieces
// (chess.js) with the Minister, voids and unstable squares, and the words for them.
import { createSquareBoard } from './squares.js';
import { chessPieces } from './chess.js';

const LEGEND = 'Black squares are voids; a red frame marks an unstable square.';

export const voidchess = {
  title: 'Void Chess',
  rules:
    'Chess on a 9x9 board with one new piece, the Minister (M), which makes one or two king ' +
    'steps. Captures eat holes in the board: a capturing piece (not a Minister) stands on an ' +
    'unstable square, framed red, and must leave it on its next turn or be destroyed; either ' +
    'way the square becomes a void, shown black. Voids block rooks, bishops, queens, pawns ' +
    'and kings; knights jump over them and only a Minister may enter one, which repairs it. ' +
    'Checkmate wins, and so does leaving the enemy king on an unstable square with no move.',
  createBoard: (element, play, info) => createSquareBoard(element, play, chessPieces(info, LEGEND)),
};
