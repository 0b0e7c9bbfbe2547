// notation.js - the page's short notation, the same in both modes: the moves of a state in
// the game's short notation (SAN in chess and Void Chess, the move's own text in the wall
// games: the rules decide, the page asks no game's name), whether the side to move is in
// check (its view marks the king), and a hint's short notation. It asks the WebAssembly
// rules' boards (board.variationSan, sanMove, inCheck); without them (the module failed to
// load) moves keep their own text and no check is marked, so the page still plays.
import { loadRules } from '../local/load.js';

function createNotation(rules) {
  let board = null;
  let key = '';
  // One board per game, number of players and game options (Wall Go's rule set), set to the
  // state's start (state.start: its position string, or null) and moves.
  const boardAt = (state, moves) => {
    const options = state.options || {};
    const wanted = JSON.stringify([state.game, state.players, options]);
    if (key !== wanted) {
      if (board) board.delete();
      key = ''; // until the new board stands
      board = rules.newBoard(state.game, state.players, null, options);
      key = wanted;
    }
    board.setPosition(state.start || null, moves);
    return board;
  };
  return {
    // { san: one short notation a move, inCheck: whether the side to move is in check }.
    describe(state) {
      const start = boardAt(state, []);
      const text = state.moves.length ? start.variationSan(state.moves) : '';
      const san = text ? text.split(' ') : [];
      return { san, inCheck: boardAt(state, state.moves).inCheck() };
    },
    // The SAN of move in state's position.
    moveSan(state, move) {
      return boardAt(state, state.moves).sanMove(move);
    },
  };
}

// Moves as their own text: the page without the rules module.
const PLAIN = {
  describe: (state) => ({ san: [...state.moves], inCheck: false }),
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
