// notation.js - the page's short notation, the same in both modes: the moves of a state in
// SAN for chess and Void Chess (the move's own text in the wall games), the square of a king
// in check, and a hint's SAN. It asks the WebAssembly rules' boards (board.variationSan,
// sanMove, inCheck); without them (the module failed to load) moves keep their own text and
// no check is marked, so the page still plays.
import { loadRules } from '../local/load.js';
import { parseBoardField } from '../boards/squares.js';

const SIZES = { chess: 8, voidchess: 9 };

// The square of the king of the side to move, when it is in check (chess and Void Chess).
function checkedKing(board, game) {
  if (!SIZES[game] || !board.inCheck()) return null;
  const king = board.turn() === 0 ? 'K' : 'k';
  const squares = parseBoardField(board.position().split(' ')[0], SIZES[game]);
  for (const [square, piece] of squares) if (piece === king) return square;
  return null;
}

function createNotation(rules) {
  let board = null;
  let key = '';
  // One board per game and number of players, set to the state's moves.
  const boardAt = (state, moves) => {
    if (key !== `${state.game}/${state.players}`) {
      if (board) board.delete();
      board = rules.newBoard(state.game, state.players);
      key = `${state.game}/${state.players}`;
    }
    board.setPosition(null, moves);
    return board;
  };
  return {
    // { san: one SAN a move, check: the checked king's square or null }.
    describe(state) {
      const start = boardAt(state, []);
      const text = state.moves.length ? start.variationSan(state.moves) : '';
      const san = text ? text.split(' ') : [];
      return { san, check: checkedKing(boardAt(state, state.moves), state.game) };
    },
    // The SAN of move in state's position.
    moveSan(state, move) {
      return boardAt(state, state.moves).sanMove(move);
    },
  };
}

// Moves as their own text: the page without the rules module.
const PLAIN = {
  describe: (state) => ({ san: [...state.moves], check: null }),
  moveSan: (state, move) => move,
};

// A notation whose failing calls fall back to the moves' own text.
function safely(notation) {
  return {
    describe(state) {
      try {
        return notation.describe(state);
      } catch (error) {
        return PLAIN.describe(state);
      }
    },
    moveSan(state, move) {
      try {
        return notation.moveSan(state, move);
      } catch (error) {
        return move;
      }
    },
  };
}

// Resolves to the notation (never fails: PLAIN when the rules do not load).
export async function loadNotation() {
  try {
    return safely(createNotation(await loadRules()));
  } catch (error) {
    console.warn(`moves are shown in their own text: ${error.message}`);
    return PLAIN;
  }
}
