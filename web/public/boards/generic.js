// generic.js - the board of a game the page has no view for (boards/views.js): the engine's
// own drawing of the position (its `d` diagram, state.board) and, on a person's turn, every
// legal move as a button in the game's notation, so any game the engine registers shows and
// plays on the page before it gets a view of its own.
import { makeKey, keepFocus } from './keys.js';

function element(tag, className, text) {
  const item = document.createElement(tag);
  item.className = className;
  if (text !== undefined) item.textContent = text;
  return item;
}

export function createGenericBoard(container, play) {
  const actions = document.getElementById('actions');

  function redraw(state, humanTurn) {
    container.textContent = '';
    container.style.setProperty('--units', '448');
    container.style.gridTemplateColumns = 'auto';
    container.style.gridTemplateRows = 'auto';
    container.appendChild(element('pre', 'diagram', state.board.join('\n')));
    const moves = element('div', 'generic-moves');
    for (const move of humanTurn ? state.legal : []) {
      const button = element('span', move === state.hint ? 'generic-move hint' : 'generic-move', move);
      button.dataset.move = move;
      button.addEventListener('click', () => play(move));
      makeKey(button, `play ${move}`, () => play(move));
      moves.appendChild(button);
    }
    container.appendChild(moves);
    actions.textContent = humanTurn ? 'Choose your move under the board.' : '';
  }

  return {
    update(state, humanTurn) {
      keepFocus(container, () => redraw(state, humanTurn));
    },
  };
}
