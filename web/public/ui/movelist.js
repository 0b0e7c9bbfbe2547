// movelist.js - the moves of the game as a table: one row per move number, one column per
// player, each move in short notation (state.san: SAN in chess and Void Chess). A row ends when play comes round to a player
// again, so a Wall Go player who is skipped leaves an empty cell instead of shifting the
// columns.
import { title } from './results.js';

function cell(tag, text, className) {
  const item = document.createElement(tag);
  item.textContent = text;
  if (className) item.className = className;
  return item;
}

// Rows of [player -> ply index] from the movers of the moves.
export function moveRows(movers) {
  const rows = [];
  let row = null;
  movers.forEach((player, ply) => {
    if (!row || player <= Math.max(...row.keys())) {
      row = new Map();
      rows.push(row);
    }
    row.set(player, ply);
  });
  return rows;
}

// Older states (a server without movers) count turns in order.
const moversOf = (state) => state.movers || state.moves.map((_, ply) => ply % state.players);
const textOf = (state, ply) => (state.san || state.moves)[ply];

// The last move with its number, as in "2. Qh5+" or "2... Nc6" (two players) and
// "3. B b2c3,c3n" (more): null before the first move.
export function lastMoveText(state) {
  const ply = state.moves.length - 1;
  if (ply < 0) return null;
  const rows = moveRows(moversOf(state));
  const number = rows.length;
  const player = moversOf(state)[ply];
  if (state.players > 2) return `${number}. ${title(state.names[player])} ${textOf(state, ply)}`;
  return `${number}${player === 0 ? '.' : '...'} ${textOf(state, ply)}`;
}

export function renderMoves(box, state) {
  const table = document.createElement('table');
  const head = document.createElement('tr');
  head.appendChild(cell('th', '#'));
  for (const name of state.names) head.appendChild(cell('th', title(name)));
  table.createTHead().appendChild(head);
  const body = table.createTBody();
  moveRows(moversOf(state)).forEach((row, index) => {
    const line = document.createElement('tr');
    line.appendChild(cell('th', `${index + 1}.`, 'number'));
    for (let player = 0; player < state.players; player++) {
      const ply = row.get(player);
      const item = cell('td', ply === undefined ? '' : textOf(state, ply));
      if (ply !== undefined) item.dataset.ply = ply;
      if (ply === state.moves.length - 1) item.className = 'last';
      line.appendChild(item);
    }
    body.appendChild(line);
  });
  for (const th of head.children) th.scope = 'col';
  box.textContent = '';
  if (state.moves.length === 0) {
    box.appendChild(cell('p', 'No moves yet.', 'empty'));
    return;
  }
  box.appendChild(table);
  box.scrollTop = box.scrollHeight;
}
