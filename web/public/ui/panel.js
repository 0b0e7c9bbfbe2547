// panel.js - the side panel and the banner: status line, thinking indicator, clocks, the
// result banner that says why the game ended, the draw the player to move may claim with its
// Claim draw button, the Hint / Undo / Resign buttons' states, and
// a short line on where the engine runs (no process ids or position strings: those stay in
// window.tessera.state for people who look at the console).
import { statusText, resultText, verdict, title, claimText } from './results.js';
import { renderMoves, lastMoveText } from './movelist.js';

const $ = (id) => document.getElementById(id);

function formatClock(ms) {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

// Draws the clocks of state, counting the running one down from when state arrived.
export function renderClocks(state, received) {
  const box = $('clocks');
  box.textContent = '';
  box.hidden = !state || state.timed === false;
  if (box.hidden) return;
  const { remaining, running } = state.clocks;
  state.names.forEach((name, player) => {
    const left = Math.max(0, remaining[player] - (player === running ? Date.now() - received : 0));
    const row = document.createElement('div');
    row.className = 'clock' + (player === running ? ' running' : '') + (left === 0 ? ' flagged' : '');
    row.dataset.player = player;
    const who = document.createElement('span');
    who.textContent = `${title(name)} (${state.seats[player] === 'human' ? 'person' : 'engine'})`;
    const time = document.createElement('span');
    time.textContent = formatClock(left);
    row.append(who, time);
    box.appendChild(row);
  });
}

// The moves a human made that Undo could take back (not after a resignation or flag fall).
function canUndo(state) {
  const movers = state.movers || [];
  const human = movers.some((player) => state.seats[player] === 'human');
  const final = state.result && (state.result.reason === 'time' || state.result.reason === 'resignation');
  return human && !final && !state.thinking;
}

export function renderPanel(state, humanTurn, received) {
  $('status').textContent = statusText(state);
  $('status').dataset.outcome = state.result ? state.result.outcome : 'ongoing';
  $('thinking').hidden = !state.thinking;
  $('board-area').setAttribute('aria-busy', state.thinking ? 'true' : 'false');
  const result = resultText(state);
  $('result').hidden = !result;
  $('result-text').textContent = result ? `${verdict(state)} ${result}.`.trim() : '';
  $('result').dataset.outcome = state.result ? state.result.outcome : '';
  $('notice').textContent = state.notice || '';
  const claim = humanTurn ? claimText(state) : null;
  $('claim').hidden = !claim;
  $('claim-text').textContent = claim ? `${claim}.` : '';
  $('hint-button').disabled = !humanTurn;
  $('undo-button').disabled = !canUndo(state);
  $('resign-button').disabled = Boolean(state.result) || !state.seats.includes('human');
  $('engine-info').textContent = state.engine && state.engine.where === 'browser'
    ? `The engine runs in this browser (WebAssembly, ${state.engine.threads} thread${state.engine.threads > 1 ? 's' : ''}).`
    : 'The engine runs on the server.';
  const last = lastMoveText(state);
  $('last-move').textContent = last ? `Last move: ${last}` : '';
  renderMoves($('moves'), state);
  document.body.dataset.ply = state.moves.length;
  renderClocks(state, received);
}
