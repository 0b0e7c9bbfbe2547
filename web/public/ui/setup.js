// setup.js - the new-game form: game (the engine's games, each under its view's title),
// number of players (a game that takes several counts: Wall Go), the game's own options (Wall
// Go's rule set and start, in its view's words), the side the person plays, level and clock,
// a position string to start from (the Position box), with the game's rules summary below
// the board. "You play" picks one human seat and engines for the others; the Seats box sets
// every seat by hand (several people on one device, or engines only).
import { viewOf } from '../boards/views.js';
import { title } from './results.js';

const $ = (id) => document.getElementById(id);
const ORDINALS = ['first', 'second', 'third', 'fourth'];
// The difficulty levels: names for the engine's Skill Level (0-20).
const LEVELS = [
  { name: 'Beginner', level: 1 },
  { name: 'Easy', level: 5 },
  { name: 'Medium', level: 10 },
  { name: 'Hard', level: 15 },
  { name: 'Maximum', level: 20 },
];
const CLOCKS = [
  { minutes: 0, text: 'No clock' },
  { minutes: 3, text: '3 minutes' },
  { minutes: 10, text: '10 minutes' },
  { minutes: 30, text: '30 minutes' },
];

function option(select, value, text) {
  const item = document.createElement('option');
  item.value = value;
  item.textContent = text;
  select.appendChild(item);
}

// games: the engine's games by name with their facts ({ players: [fewest, most], names }).
export function createSetup(games) {
  const game = () => games[$('game').value];
  const players = () => Number($('players').value) || game().players[0];

  function renderSeats() {
    const side = $('side').value;
    const seats = $('seats');
    seats.textContent = '';
    for (let i = 0; i < players(); i++) {
      const label = document.createElement('label');
      label.textContent = `${title(game().names[i])} `;
      const select = document.createElement('select');
      select.className = 'seat';
      select.dataset.seat = i;
      option(select, 'human', 'Person');
      option(select, 'engine', 'Engine');
      select.value = String(i) === side ? 'human' : 'engine';
      select.addEventListener('change', () => {
        $('side').value = 'custom';
      });
      label.appendChild(select);
      seats.appendChild(label);
    }
  }

  function renderSides() {
    const select = $('side');
    const before = select.value;
    select.textContent = '';
    for (let i = 0; i < players(); i++) option(select, i, `${title(game().names[i])} (moves ${ORDINALS[i]})`);
    option(select, 'custom', 'As set under Seats');
    select.value = before && before !== 'custom' && Number(before) < players() ? before : '0';
    renderSeats();
  }

  // One select a game option (games[game].options: { name, choices, default }), labelled in
  // the words of the game's view when it has them.
  function renderGameOptions() {
    const box = $('game-options');
    const words = viewOf($('game').value).options;
    box.textContent = '';
    for (const item of game().options || []) {
      const own = words[item.name] || { label: item.name, values: {} };
      const label = document.createElement('label');
      label.textContent = `${own.label} `;
      const select = document.createElement('select');
      select.className = 'game-option';
      select.dataset.option = item.name;
      for (const value of item.choices) option(select, value, own.values[value] || value);
      select.value = item.default;
      label.appendChild(select);
      box.appendChild(label);
    }
  }

  function renderPlayers() {
    const select = $('players');
    select.textContent = '';
    for (let n = game().players[0]; n <= game().players[1]; n++) option(select, n, `${n} players`);
    $('players-label').hidden = game().players[0] === game().players[1];
    renderSides();
  }

  for (const name of Object.keys(games)) option($('game'), name, viewOf(name).title);
  for (const level of LEVELS) option($('level'), level.level, level.name);
  for (const clock of CLOCKS) option($('clock'), clock.minutes, clock.text);
  $('level').value = String(LEVELS[Math.floor(LEVELS.length / 2)].level);
  $('game').addEventListener('change', () => {
    renderGameOptions();
    renderPlayers();
  });
  $('players').addEventListener('change', renderSides);
  $('side').addEventListener('change', renderSeats);
  renderGameOptions();
  renderPlayers();

  return {
    // The `new` message the form describes.
    read() {
      return {
        type: 'new',
        game: $('game').value,
        players: players(),
        seats: [...document.querySelectorAll('.seat')].map((select) => select.value),
        level: Number($('level').value),
        clock: Number($('clock').value),
        options: Object.fromEntries([...document.querySelectorAll('.game-option')].map((select) => [select.dataset.option, select.value])),
        ...($('start-position').value.trim() ? { position: $('start-position').value.trim().replace(/\s+/g, ' ') } : {}),
      };
    },
  };
}

// The rules paragraph of the game on the board, under its options (a game's view may word
// its rules by them: Wall Go's show rules).
export function showRules(game, options = {}) {
  const view = viewOf(game);
  $('rules-title').textContent = `How to play ${view.title}`;
  $('rules').textContent = view.rulesFor ? view.rulesFor(options) : view.rules;
}
