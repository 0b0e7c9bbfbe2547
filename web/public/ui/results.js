// results.js - the words for the state of a game: whose turn it is, the draw the player to
// move may claim, and how and why a finished game ended (the result banner), from the
// state's result and status reason: the game's view's own words for a reason first
// (boards/views.js), else the common ones here.
import { viewOf } from '../boards/views.js';

export const title = (name) => name.charAt(0).toUpperCase() + name.slice(1);

// Why a game was won, after "<winner> wins": by the game's view, else by reason.
function winWhy(state, reason) {
  const loser = state.result.loser !== undefined ? title(state.names[state.result.loser]) : null;
  const own = viewOf(state.game).wins[reason];
  if (own) return own;
  switch (reason) {
    case 'checkmate': return ' by checkmate';
    case 'king-void': return ': the other king was stuck on an unstable square with no move';
    case 'goal': return ': it reached its goal';
    case 'king-off-board': return ': the other King was pushed off the board';
    case 'no-moves': return ': the other side has no legal move';
    case 'territory': return ' on territory';
    case 'time': return ` on time: ${loser}'s clock ran out`;
    case 'resignation': return `: ${loser} resigned`;
    default: return reason ? ` (${reason})` : '';
  }
}

const DRAWS = {
  stalemate: ' by stalemate',
  repetition: ' by repetition: the same position three times',
  'fifty-moves': ' by the fifty-move rule',
  material: ' by insufficient material',
  fortress: ' by the Void Fortress rule: a king is walled in',
  territory: ' on territory: the largest territories are equal',
};

// The draws a player may claim (status.claim, result.reason of a claimed draw).
const CLAIMS = { repetition: 'by repetition', 'fifty-moves': 'by the fifty-move rule' };

// Why a game was drawn, after "Draw".
function drawWhy(state, result) {
  if (result.claimed) return ` ${CLAIMS[result.reason] || result.reason} (claimed)`;
  const why = viewOf(state.game).draws[result.reason] || DRAWS[result.reason];
  return why || ` (${result.reason})`;
}

function scores(state) {
  const list = state.status && state.status.scores;
  return list ? `. Territory: ${list.map((score, i) => `${title(state.names[i])} ${score}`).join(', ')}` : '';
}

// The result in one sentence, or null while the game goes on.
export function resultText(state) {
  const result = state.result;
  if (!result) return null;
  if (result.outcome === 'win') return `${title(state.names[result.winner])} wins${winWhy(state, result.reason)}${scores(state)}`;
  if (result.reason === 'time') return `${title(state.names[result.loser])} lost on time${scores(state)}`;
  if (result.reason === 'resignation') return `${title(state.names[result.loser])} resigned; the game is over${scores(state)}`;
  return `Draw${drawWhy(state, result)}${scores(state)}`;
}

// The draw the human to move may claim ("You may claim a draw by repetition"), or null.
export function claimText(state) {
  const claim = !state.result && state.status && state.status.claim;
  if (!claim || state.toMove < 0 || state.seats[state.toMove] !== 'human') return null;
  const humans = state.seats.filter((seat) => seat === 'human').length;
  const who = humans === 1 ? 'You' : title(state.names[state.toMove]);
  return `${who} may claim a draw ${CLAIMS[claim] || `(${claim})`}`;
}

// The player's own view of the result, when exactly one seat is human.
export function verdict(state) {
  const humans = state.seats.filter((seat) => seat === 'human').length;
  const result = state.result;
  if (!result || humans !== 1) return '';
  const you = state.seats.indexOf('human');
  if (result.outcome === 'draw') return 'A draw.';
  if (result.winner === you) return 'You win!';
  return 'You lose.';
}

// The status line: the result, or who is to move.
export function statusText(state) {
  const result = resultText(state);
  if (result) return result;
  if (!state.status) return 'Starting...';
  const mover = title(state.names[state.toMove]);
  const humans = state.seats.filter((seat) => seat === 'human').length;
  if (state.thinking || state.seats[state.toMove] === 'engine') return `${mover} to move (the engine is thinking)${scores(state)}`;
  return `${mover} to move (${humans === 1 ? 'your move' : `${mover}'s move`})${scores(state)}`;
}
