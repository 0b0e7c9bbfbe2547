// movelist.js - the moves of the game as a table: one row per move number, one column per
// player, each move in the game's notation. A row ends when play comes round to a player
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

export function renderMoves(box, state) {
  const table = document.createElement('table');
  const head = document.createElement('tr');
  head.appendChild(cell('th', '#'));
  for (const name of state.names) head.appendChild(cell('th', title(name)));
  table.createTHead().appendChild(head);
  const body = table.createTBody();
  // Older states (a server without movers) count turns in order.
  const movers = state.movers || state.moves.map((_, ply) => ply % state.players);
  moveRows(movers).forEach((row, index) => {
    const line = document.createElement('tr');
    line.appendChild(cell('th', `${index + 1}.`, 'number'));
    for (let player = 0; player < state.players; player++) {
      const ply = row.get(player);
      const item = cell('td', ply === undefined ? '' : state.moves[ply]);
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
